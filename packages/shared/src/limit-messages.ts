// The words of every length and count limit (decision 1221), without zod and without i18nFormat's message compiler:
// the contact page's check (../../apps/web/src/features/contact/validate.ts) and zod's error map (./zod-messages.ts)
// both write them, and both run on public pages (apps/web/build/public-chunks.ts).
import { i18nText } from './i18n/mark';
import type { Message, MessageValues } from './i18n/mark';
import { remember } from './i18n/translate';

// English digits grouped by hand, not by Intl.NumberFormat: public pages hydrate without Intl's formatters (decision
// 1035), and the board's filters build their messages as it renders.
const english = (n: number) => {
  const [whole = '', fraction] = String(n).split('.');
  const grouped = whole.replace(/\B(?=(\d{3})+(?!\d))/g, ',');
  return fraction === undefined ? grouped : `${grouped}.${fraction}`;
};

/** The English text of a marked message, registered with its id and values so that translateText formats it again. */
function formatted(id: string, values: MessageValues, text: string): Message {
  remember(text, { id, values });
  return text as Message;
}

/**
 * One wording per kind of limit, in each language (decision 1221): "At most …" / "Tối đa …" for too long, too many
 * and too large; "At least …" / "Tối thiểu …" for too short, too few and too small. The bound is written with the
 * reader's digits (1,000 / 1.000). `one`/`other`: the English text, `#` standing for the bound.
 */
const LIMITS = {
  tooLong: {
    id: i18nText('{bound, plural, one {At most # character} other {At most # characters}}'),
    one: 'At most 1 character',
    other: 'At most # characters',
  },
  tooShort: {
    id: i18nText('{bound, plural, one {At least # character} other {At least # characters}}'),
    one: 'At least 1 character',
    other: 'At least # characters',
  },
  tooFew: {
    id: i18nText('{bound, plural, one {At least # item} other {At least # items}}'),
    one: 'At least 1 item',
    other: 'At least # items',
  },
} as const;

/**
 * Too many entries in a list, named by what the list holds where the field's label alone would not say it ("At most
 * 20 questions" in a kit that also lists attributes).
 */
const TOO_MANY = {
  items: {
    id: i18nText('{bound, plural, one {At most # item} other {At most # items}}'),
    one: 'At most 1 item',
    other: 'At most # items',
  },
  tags: {
    id: i18nText('{bound, plural, one {At most # tag} other {At most # tags}}'),
    one: 'At most 1 tag',
    other: 'At most # tags',
  },
  skills: {
    id: i18nText('{bound, plural, one {At most # skill} other {At most # skills}}'),
    one: 'At most 1 skill',
    other: 'At most # skills',
  },
  features: {
    id: i18nText('{bound, plural, one {At most # feature} other {At most # features}}'),
    one: 'At most 1 feature',
    other: 'At most # features',
  },
  files: {
    id: i18nText('{bound, plural, one {At most # file} other {At most # files}}'),
    one: 'At most 1 file',
    other: 'At most # files',
  },
  questions: {
    id: i18nText('{bound, plural, one {At most # question} other {At most # questions}}'),
    one: 'At most 1 question',
    other: 'At most # questions',
  },
  attributes: {
    id: i18nText('{bound, plural, one {At most # attribute} other {At most # attributes}}'),
    one: 'At most 1 attribute',
    other: 'At most # attributes',
  },
  reasons: {
    id: i18nText('{bound, plural, one {At most # rejection reason} other {At most # rejection reasons}}'),
    one: 'At most 1 rejection reason',
    other: 'At most # rejection reasons',
  },
  sources: {
    id: i18nText('{bound, plural, one {At most # candidate source} other {At most # candidate sources}}'),
    one: 'At most 1 candidate source',
    other: 'At most # candidate sources',
  },
} as const;
export type ListNoun = keyof typeof TOO_MANY;

const counted = (limit: { id: string; one: string; other: string }, bound: number) =>
  formatted(limit.id, { bound }, bound === 1 ? limit.one : limit.other.replace('#', english(bound)));

/** A text over its length: "At most 500 characters" / "Tối đa 500 ký tự". */
export const atMostCharacters = (bound: number) => counted(LIMITS.tooLong, bound);
/** A text under its length: "At least 3 characters" / "Tối thiểu 3 ký tự". */
export const atLeastCharacters = (bound: number) => counted(LIMITS.tooShort, bound);
/** A list over its count: "At most 10 tags" / "Tối đa 10 thẻ" ("items" / "mục" when nothing better names them). */
export const atMostItems = (bound: number, noun: ListNoun = 'items') => counted(TOO_MANY[noun], bound);
/** A list under its count: "At least 2 items" / "Tối thiểu 2 mục". */
export const atLeastItems = (bound: number) => counted(LIMITS.tooFew, bound);

const NUMBERS = {
  atMost: { '': i18nText('At most {bound, number}'), VND: i18nText('At most {bound, number} VND') },
  atLeast: { '': i18nText('At least {bound, number}'), VND: i18nText('At least {bound, number} VND') },
} as const;
export type NumberUnit = '' | 'VND';

const number = (id: string, bound: number, unit: NumberUnit, word: string) =>
  formatted(id, { bound }, `${word} ${english(bound)}${unit ? ` ${unit}` : ''}`);
/** A number over its maximum: "At most 10,000" / "Tối đa 10.000"; with a unit, "At most 1,000,000,000 VND". */
export const atMostNumber = (bound: number, unit: NumberUnit = '') =>
  number(NUMBERS.atMost[unit], bound, unit, 'At most');
/** A number under its minimum: "At least 0" / "Tối thiểu 0". */
export const atLeastNumber = (bound: number, unit: NumberUnit = '') =>
  number(NUMBERS.atLeast[unit], bound, unit, 'At least');

/**
 * The English limit messages' forms (decision 1221), for the guard test (limit-messages.test.ts): a limit is said
 * "At most <bound> …" or "At least <bound> …", and in Vietnamese "Tối đa …" / "Tối thiểu …".
 */
export const LIMIT_WORDING = {
  en: /^(At most|At least) (#( |$)|\{\w+(, (number|plural))?[,}]|[\d,]+( |%|$)|one )/,
  vi: /^(Tối đa|Tối thiểu) (#( |$)|\{\w+(, (number|plural))?[,}]|[\d.]+( |%|$)|một )/,
} as const;
