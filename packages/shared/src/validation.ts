import { z } from './zod';
import { MESSAGES, NAME_MAX_LENGTH, passwordProblem } from './messages';
import { i18nText } from './i18n/mark';
import type { Message } from './i18n/mark';
import { i18nFormat } from './i18n/text';
import { numberLimit } from './zod-messages';

export const emailField = z
  .string({ error: MESSAGES.invalidEmail })
  .trim()
  .toLowerCase()
  .max(254, MESSAGES.invalidEmail)
  .pipe(z.email({ error: MESSAGES.invalidEmail }))
  // The API's description says it is an e-mail address, also on the input side (decision 574).
  .meta({ format: 'email' });

export const passwordField = z.string({ error: MESSAGES.passwordTooShort }).superRefine((value, ctx) => {
  const problem = passwordProblem(value);
  if (problem) ctx.addIssue({ code: 'custom', message: problem });
});

// A single-line field (a name, title, location, subject) takes no control character at all: a CR or LF in one breaks
// every structured format it later reaches (.ics parameters, mail headers, CSV rows). Long text keeps its line
// breaks and tabs (decision 300).
// C0, DEL and C1 controls, the Unicode line and paragraph separators, and the bidirectional embeddings, overrides
// and isolates, which make a name or a file name read backwards ("Trojan Source"; the marks LRM and RLM stay
// allowed for right-to-left names; decision 1134).
// eslint-disable-next-line no-control-regex -- matching control characters is the point
const LINE_CONTROLS = /[\u0000-\u001f\u007f-\u009f\u2028\u2029\u202a-\u202e\u2066-\u2069]/;
// eslint-disable-next-line no-control-regex -- as above
const TEXT_CONTROLS = /[\u0000-\u0008\u000b\u000c\u000e-\u001f\u007f-\u009f]/;
export const CONTROL_MESSAGES = {
  line: i18nText('Must be one line, without line breaks or control characters'),
  text: i18nText('Must not contain control characters'),
  invisible: i18nText('Write some visible text: this holds only invisible characters'),
} as const;

// Characters that show nothing: spaces, zero-width spaces and joiners, direction marks, the soft hyphen, fillers. A
// text made only of them looks empty everywhere it is shown (a job title of two zero-width spaces is a blank card),
// so it is refused as such; inside visible text they stay (a ZWJ builds an emoji, a ZWNJ a Persian word).
// eslint-disable-next-line no-misleading-character-class -- single joiners and marks, listed one by one on purpose
const VISIBLE = /[^\s\u00ad\u034f\u115f\u1160\u180e\u200b-\u200f\u2060-\u2064\u3164\ufeff\uffa0]/;
const visibleOrEmpty = (v: string) => v.length === 0 || VISIBLE.test(v);

const LINE_CONTROL_RUNS = new RegExp(`${LINE_CONTROLS.source}+`, 'g');
/** Free text from elsewhere (a GitHub display name) made single-line: each run of control characters a space. */
export const asOneLine = (value: string) => value.replace(LINE_CONTROL_RUNS, ' ');

const TEXT_CONTROL_RUNS = new RegExp(`${TEXT_CONTROLS.source}+`, 'g');
/**
 * What was typed, without the control characters its field refuses (`line`: a single-line field; `text`: a long
 * text, which keeps tabs and line breaks): a refused form shown again with the rest of it (decision 1075).
 */
export const withoutControls = (value: string, kind: 'line' | 'text') =>
  value.replace(kind === 'line' ? LINE_CONTROL_RUNS : TEXT_CONTROL_RUNS, '');

/** Refuses line breaks and other control characters in a single-line string. */
/**
 * A list of tags without repeats, whatever their case ("Go" and "go" are one tag, as the public tag filter already
 * treats them): the first spelling given is kept, in the order given (decision 1064).
 */
export const distinctTags = (tags: string[]): string[] => {
  const seen = new Set<string>();
  return tags.filter((tag) => {
    const key = tag.toLowerCase();
    if (seen.has(key)) return false;
    seen.add(key);
    return true;
  });
};

export const singleLine = <T extends z.ZodString>(schema: T) =>
  schema
    .refine((v) => !LINE_CONTROLS.test(v), CONTROL_MESSAGES.line)
    .refine(visibleOrEmpty, CONTROL_MESSAGES.invisible);

/** The most words (or "quoted phrases") a search text counts; the ones past it are ignored (decision 1153). */
export const SEARCH_TERMS_MAX = 10;

/** The double quotes that make a search's phrase, straight or typographic (a phone's keyboard types “ ”). */
export const SEARCH_QUOTES = '"\u201c\u201d\u201e';
const SEARCH_TERM_CHARACTER = new RegExp(`[^\\s${SEARCH_QUOTES}]`);
/** Whether a search text has a term to search for: empty, or only spaces and quotes, filters nothing (decision 1153). */
export const hasSearchTerms = (q: string | null | undefined) => SEARCH_TERM_CHARACTER.test(q ?? '');

/** What every list's `q` does (decision 1153), as the API's description says it. */
export const SEARCH_TEXT_DESCRIPTION =
  'Search text. Every word must be found, in any order and each as part of a word ("dev" finds "developer"); ' +
  'case and Vietnamese diacritics are ignored ("ha noi" finds "Hà Nội"). A "quoted phrase" must be found as ' +
  `written. Words past the first ${SEARCH_TERMS_MAX} are ignored; empty, or only spaces and quotes: no filter.`;

/** A list's search text (`q`): one line of at most `max` characters, trimmed, with the description above. */
export const searchTextField = (max: number, message?: Parameters<z.ZodString['max']>[1]) =>
  singleLine(z.string().trim().max(max, message)).meta({ description: SEARCH_TEXT_DESCRIPTION });

/** Refuses control characters other than tab and line breaks in a multi-line text. */
export const multiLine = <T extends z.ZodString>(schema: T) =>
  schema
    .refine((v) => !TEXT_CONTROLS.test(v), CONTROL_MESSAGES.text)
    .refine(visibleOrEmpty, CONTROL_MESSAGES.invisible);

export const nameField = singleLine(
  z
    .string({ error: MESSAGES.nameRequired })
    .trim()
    .min(1, MESSAGES.nameRequired)
    .max(NAME_MAX_LENGTH, MESSAGES.nameTooLong),
);

export const codeField = z
  .string({ error: MESSAGES.codeRequired })
  .trim()
  .min(1, MESSAGES.codeRequired)
  .regex(/^\d{6}$/, MESSAGES.codeFormat);

/** The instants whose UTC form has a four-digit year from 0001: what `toISOString()` writes as PostgreSQL reads it. */
const FIRST_INSTANT = Date.parse('0001-01-01T00:00:00.000Z');
const END_INSTANT = Date.parse('+010000-01-01T00:00:00.000Z');

/**
 * An ISO 8601 date and time with its zone that PostgreSQL can also store: the fuzzing found that the format allows
 * year 0000, which PostgreSQL has no date for (a 500 instead of a 422; decision 574). The zone can move an instant
 * across a year's edge too: 0001-01-01T00:00+14:00 is in year 0 in UTC, 9999-12-31T23:59-14:00 in year 10000, which
 * `toISOString()` writes as "+010000-…" and PostgreSQL refuses.
 */
export const zonedDateTime = (error?: string) =>
  z.iso.datetime({ offset: true, ...(error ? { error } : {}) }).refine(
    (value) => {
      if (value.startsWith('0000')) return false;
      const at = Date.parse(value);
      return at >= FIRST_INSTANT && at < END_INSTANT;
    },
    error ? { error } : undefined,
  );

/**
 * `updated_after` of a list a client syncs (decision 1157): changed at or after this instant, ISO 8601 with its offset.
 * A bad value is told once, naming the parameter, on every list that takes it.
 */
export const updatedAfter = () =>
  zonedDateTime(i18nFormat('{field} is a date and time (ISO 8601)', { field: 'updated_after' }))
    .optional()
    .meta({
      description: 'Changed at or after this instant (ISO 8601 with its offset): to poll for changes.',
    });

/**
 * A posted monthly salary in VND (decision 1081): a whole amount above 0 and at most 2 billion, or absent (null:
 * negotiable, "Thỏa thuận"). 0 and below are refused, as on Vietnamese job boards: a posting states a positive amount
 * or none. Every message names the field, so the API's 422 and the web form read the same.
 */
export const salaryAmount = (label: Message) =>
  z
    .number({ error: i18nFormat('{label} must be a number in VND', { label }) })
    .int(i18nFormat('{label} must be a whole number of VND', { label }))
    .gt(
      0,
      i18nFormat('{label} must be more than 0 VND; leave it empty if the salary is negotiable', { label }),
    )
    .max(2_000_000_000, numberLimit('VND'));

/**
 * A list of skills with each skill once (decision 1078): compared without case ("React", "react", "REACT"), the first
 * spelling kept, in the order given. A job board shows a skill once, and the page's list keys on the skill.
 */
export const distinctSkills = (skills: string[]) => {
  const seen = new Set<string>();
  return skills.filter((skill) => {
    const key = skill.toLocaleLowerCase('vi-VN');
    if (seen.has(key)) return false;
    seen.add(key);
    return true;
  });
};
