import { readdirSync, readFileSync, statSync } from 'node:fs';
import { join, relative } from 'node:path';
import { setupI18n } from '@lingui/core';
import { parsePoFile } from '@lingui/format-po';
import { describe, expect, it } from 'vitest';
import { z } from './zod';
import * as shared from './index';
import { translateText } from './i18n/translate';
import { messages as vi } from './i18n/catalogs/vi';

// Decision 1221: one wording per kind of limit, in each language. "At most …" / "Tối đa …" for a text too long, a list
// too long and a number too large; "At least …" / "Tối thiểu …" for a text too short; "The … is larger than N MB." /
// "… lớn hơn N MB." for a file too large.
const viI18n = setupI18n({ locale: 'vi', messages: { vi } });
const root = join(__dirname, '..', '..', '..');

/** The limit messages a specification fixes word for word: kept as written (/work/shared/spec.md). */
const SPEC_VERBATIM: Record<string, string> = {
  'Password must be at least 8 characters': 'spec §5, Register: "Password must be at least 8 characters"',
  'Password must be at least 8 characters and contain uppercase letters, lowercase letters, and numbers':
    'spec §5, Register: "Hint text states the same" as the rules above',
};

/**
 * Texts that state a bound without refusing anything a person typed or chose: labels and hints of a field, a plan's
 * description, the server's refusal of a request no form sends. Listed one by one, so that a new limit message
 * has to take the templates or be named here.
 */
const NOT_A_FIELD_LIMIT = new Set([
  // Hints beside a file field (the refusal is the file kind's "The … is larger than N MB.").
  'Upload a CV (PDF or DOCX, at most 5 MB)',
  'CV file (PDF or DOCX, at most 5 MB)',
  'Attach your CV (PDF or DOCX, at most 5 MB).',
  'Cover image (PNG, JPEG, WebP or GIF, at most 2 MB)',
  'Image (PNG, JPEG, WebP or GIF, at most 2 MB)',
  'Attach a file (PDF, Word or picture, at most 5 MB)',
  'Attachments (PDF, Word, images or text; at most 5 files of 5 MB)',
  // A salary range shown on a posting, and plans' features (spec §4: "up to 5 candidates").
  'Up to {amount}',
  'Up to {max} VND a month',
  'Up to 5 candidates',
  '{minutes, plural, one {Too many attempts with the current password. Please try again in # minute.} other {Too many attempts with the current password. Please try again in # minutes.}}',
  'Your plan unlocks up to {count, plural, one {# candidate} other {# candidates}} per month and none are left this month. Upgrade for more candidates.',
  // HTTP-level refusals (431), not a form's.
  'The request’s address and headers are too large: together they may hold at most 16 KB.',
  // A description of a report's column.
  'Per teammate, in the period: stage moves, interviews scheduled, feedback submitted, and feedback overdue (no feedback more than 48 hours after an interview that ended in the period).',
  // A salary's lower bound (not a length, a count or a maximum), which says what to do instead (decision 1081).
  '{label} must be more than 0 VND; leave it empty if the salary is negotiable',
]);

/**
 * Fields whose bound keeps the field's own words, each with its reason: a bound no person types up to (a token, an id
 * from a button), one the reply must not tell (a password at sign-in), or a range said whole ("1 to 5").
 */
const OWN_WORDS: Record<string, string> = {
  email: 'an address over 254 characters is not an address (RFC 5321): "Please enter a valid email address"',
  new_email: 'as `email`',
  'loginRequest.password':
    'past 1024 characters the wrong-credentials reply, as for any wrong password (auth.ts)',
  current_password: 'no password is 1024 characters long: "Enter your current password"',
  'githubCallbackRequest.code': 'GitHub’s code, never typed',
  'unsubscribeRequest.token': 'a mail link’s token, never typed: "This link is not valid."',
  'upgradeRequest.planId': 'a plan’s id from its button, never typed',
  'ratingRequest.rating': 'a range said whole: "Rating is 1 to 5"',
  'feedbackRequest.score': 'a range said whole: "Score is 1 to 5"',
  'createProjectRequest.progress': 'a range said whole: "Progress is a whole number from 0 to 100"',
  'updateProjectRequest.progress': 'a range said whole: "Progress is a whole number from 0 to 100"',
};

// A bound stated in words: "at most 500", "up to {max}", "larger than {size}", "at least #".
const LIMIT_PHRASE =
  /\b(at most|at least|up to|no more than|more than|fewer than|less than|larger than|longer than|shorter than|exceeds?)\s+(\{|#|\d)/i;
const FILE_TOO_LARGE = {
  en: /^The [\w ]+ is larger than (\{size\}|\d+) (MB|MiB)\.( |$)/,
  vi: /^[\p{L} ]+ lớn hơn (\{size\}|\d+) (MB|MiB)\.( |$)/u,
};

/** The texts of a message: its plural's branches, or itself. */
function branches(message: string): string[] {
  const plural = /^\{\w+, plural, (.*)\}$/.exec(message);
  if (!plural) return [message];
  return [...plural[1]!.matchAll(/(?:one|other|=\d+) \{([^{}]*)\}/g)].map((m) => m[1]!);
}
const worded = (message: string, language: 'en' | 'vi') =>
  branches(message).every((text) => shared.LIMIT_WORDING[language].test(text));

function poFiles(dir: string, locale: string): string[] {
  return readdirSync(dir).flatMap((name) => {
    const path = join(dir, name);
    if (statSync(path).isDirectory())
      return name === 'node_modules' || name === 'dist' ? [] : poFiles(path, locale);
    return name === `${locale}.po` ? [path] : [];
  });
}
const catalogs = (locale: string) =>
  ['packages/shared/src', 'apps/api/src', 'apps/web/src'].flatMap((dir) => poFiles(join(root, dir), locale));
const entries = (file: string) =>
  parsePoFile(readFileSync(file, 'utf8')).items.filter((item) => item.msgid && !item.obsolete);

describe('the words of a limit (decision 1221)', () => {
  it('are one template per kind in every English catalog, but for the spec’s own texts', () => {
    const files = catalogs('en');
    expect(files.length).toBeGreaterThan(20);
    const other: string[] = [];
    for (const file of files) {
      for (const { msgid } of entries(file)) {
        if (!LIMIT_PHRASE.test(msgid) && !worded(msgid, 'en')) continue;
        if (msgid in SPEC_VERBATIM || NOT_A_FIELD_LIMIT.has(msgid)) continue;
        if (worded(msgid, 'en') || FILE_TOO_LARGE.en.test(msgid)) continue;
        other.push(`${relative(root, file)}: ${msgid}`);
      }
    }
    expect(other).toEqual([]);
  });

  it('are "at most" in a field’s hint too ("CV file (PDF or DOCX, at most 5 MB)"), never "up to"', () => {
    const hints = catalogs('en').flatMap((file) =>
      entries(file)
        .map((item) => item.msgid)
        .filter((msgid) => /\([^)]*\b(up to|no more than|maximum)\b[^)]*\)/i.test(msgid)),
    );
    expect(hints).toEqual([]);
  });

  it('read the same way in every Vietnamese catalog', () => {
    const other: string[] = [];
    for (const file of catalogs('vi')) {
      for (const { msgid, msgstr } of entries(file)) {
        const text = msgstr.join('');
        if (msgid in SPEC_VERBATIM) continue;
        const wrong = worded(msgid, 'en')
          ? !worded(text, 'vi')
          : FILE_TOO_LARGE.en.test(msgid) && !FILE_TOO_LARGE.vi.test(text);
        if (wrong) other.push(`${relative(root, file)}: ${msgid} → ${text}`);
      }
    }
    expect(other).toEqual([]);
  });

  it('keep the spec’s texts word for word', () => {
    expect(shared.MESSAGES.passwordTooShort).toBe('Password must be at least 8 characters');
    expect(shared.passwordProblem('Ab1')).toBe('Password must be at least 8 characters');
    expect(shared.MESSAGES.passwordHint).toBe(
      'Password must be at least 8 characters and contain uppercase letters, lowercase letters, and numbers',
    );
  });

  // Every object schema of the contract, each field sent an over-long text, an over-full list and a huge number: a
  // field's own message may say more, but not in other words ("Use at most …", "… must be at most …").
  it('are the templates in every refusal of the contract’s schemas, in English and in Vietnamese', () => {
    const schemas: Array<[string, z.ZodObject]> = [];
    for (const [name, value] of Object.entries(shared) as Array<[string, unknown]>) {
      if (value instanceof z.ZodObject) schemas.push([name, value]);
    }
    expect(schemas.length).toBeGreaterThan(50);
    const other: string[] = [];
    let seen = 0;
    for (const [name, schema] of schemas) {
      for (const key of Object.keys(schema.shape)) {
        for (const value of [
          'x'.repeat(100_001),
          'x',
          Array.from({ length: 1001 }, () => 'x'),
          ['x'.repeat(100_001)],
          1e15,
        ]) {
          for (const issue of schema.safeParse({ [key]: value }).error?.issues ?? []) {
            if (issue.path[0] !== key) continue;
            // A too small number says what the value is for ("The price cannot be negative"); a lower bound of 1
            // is a field left empty ("Write a message"): neither is a length.
            const length =
              (issue.code === 'too_big' && issue.origin !== 'date') ||
              (issue.code === 'too_small' && issue.origin === 'string' && Number(issue.minimum) > 1);
            // `.length(n)` ("Give every plan: free, standard and premium") is a set, not a limit.
            if (!length || ('exact' in issue && issue.exact) || issue.message in SPEC_VERBATIM) continue;
            if (OWN_WORDS[key] || OWN_WORDS[`${name}.${key}`]) continue;
            seen += 1;
            const vietnamese = translateText(viI18n, issue.message);
            if (!worded(issue.message, 'en') || !worded(vietnamese, 'vi')) {
              other.push(`${name}.${key}: ${issue.message} / ${vietnamese}`);
            }
          }
        }
      }
    }
    expect(seen).toBeGreaterThan(100);
    expect([...new Set(other)]).toEqual([]);
  }, 60_000);

  it('say a plan feature over its length as a length, not as an empty feature', () => {
    const result = shared.planSettingSchema.safeParse({ features: ['Ưu tiên hiển thị', 'x'.repeat(201)] });
    const issue = result.error!.issues.find((i) => i.path.join('.') === 'features.1')!;
    expect(issue.message).toBe('At most 200 characters');
    expect(translateText(viI18n, issue.message)).toBe('Tối đa 200 ký tự');
  });

  it('write the bound with the reader’s digits, from one place', () => {
    const text = shared.atMostCharacters(10_000);
    expect(text).toBe('At most 10,000 characters');
    expect(translateText(viI18n, text)).toBe('Tối đa 10.000 ký tự');
    expect(shared.atMostCharacters(1)).toBe('At most 1 character');
    expect(shared.atMostCharacters(999)).toBe('At most 999 characters');
    expect(shared.atMostNumber(1_000_000_000, 'VND')).toBe('At most 1,000,000,000 VND');
    expect(shared.atLeastNumber(-1500)).toBe('At least -1,500');
    expect(translateText(viI18n, shared.atLeastCharacters(3))).toBe('Tối thiểu 3 ký tự');
    expect(shared.atMostItems(10, 'tags')).toBe('At most 10 tags');
    expect(translateText(viI18n, shared.atMostItems(10, 'tags'))).toBe('Tối đa 10 thẻ');
    expect(translateText(viI18n, shared.atMostNumber(1_000_000_000, 'VND'))).toBe('Tối đa 1.000.000.000 VND');
  });
});
