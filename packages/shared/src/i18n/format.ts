/**
 * Numbers, money, dates, times with their zone, relative times and plural choice for the two languages of the
 * product, with Intl (issue "Vietnamese and English throughout"). The web app and the server (mails, .ics
 * summaries) format through these, so a price or a time reads the same everywhere in one language.
 */

export const LOCALES = ['en', 'vi'] as const;
export type Locale = (typeof LOCALES)[number];

/** The Intl locale behind each product language: Vietnamese groups thousands with dots, English with commas. */
const INTL: Record<Locale, string> = { en: 'en-GB', vi: 'vi-VN' };

export const isLocale = (value: unknown): value is Locale => LOCALES.includes(value as Locale);

/**
 * The browser remembers the reader's chosen language in this cookie (`lang=vi; Path=/; Max-Age=…; SameSite=Lax`),
 * written by the app's switch and by the switch's form without JavaScript; the server reads it for a page's first
 * byte and for a browser's own navigation to the API (decision 1216). Not HttpOnly: the app writes it too.
 */
export const LOCALE_COOKIE = 'lang';
/** A year: how long the language cookie is kept. */
export const LOCALE_COOKIE_MAX_AGE = 31_536_000;
/**
 * Where the language switch's form posts when the browser sends it itself, before the app runs or without JavaScript
 * (decision 1216): fields `lang` (the chosen language) and `next` (the page, with its query, to come back to).
 */
export const LANGUAGE_CHOICE_PATH = '/language';

/** The first supported language of an Accept-Language header or navigator.languages, else English. */
export function pickLocale(preferences: string | readonly string[] | null | undefined): Locale {
  const list =
    typeof preferences === 'string'
      ? preferences
          .split(',')
          .map((part) => {
            const [tag, ...params] = part.trim().split(';');
            const q = params.map((p) => /^q=([\d.]+)$/.exec(p.trim())?.[1]).find(Boolean);
            return { tag: tag!.toLowerCase(), q: q === undefined ? 1 : Number(q) };
          })
          .filter((entry) => entry.tag && entry.q > 0)
          .sort((a, b) => b.q - a.q)
          .map((entry) => entry.tag)
      : (preferences ?? []).map((tag) => tag.toLowerCase());
  for (const tag of list) {
    const base = tag.split('-')[0];
    if (isLocale(base)) return base;
  }
  return 'en';
}

/**
 * Intl's formatters are costly to make and cheap to use: a page of job cards made dozens, most of its render time
 * (decision 1016). Each is made once per language and options; the keys are few (two languages, the time zones).
 */
const formatters = new Map<string, unknown>();
function formatter<T>(key: string, make: () => T): T {
  let made = formatters.get(key) as T | undefined;
  if (made === undefined) {
    made = make();
    formatters.set(key, made);
  }
  return made;
}

/**
 * The first Intl number or date formatter a browser tab makes loads the engine's locale data: 50–80 ms on this
 * project's test machine, several times that on a phone, in one task that cannot be split (decision 1035). The
 * public pages format only whole numbers and days in Vietnam, so those are written here by hand, exactly as Intl
 * writes them (format.test.ts compares the two over many values); everything else goes to Intl.
 */
const GROUP: Record<Locale, string> = { en: ',', vi: '.' };

/** "1,234,567" / "1.234.567" for a whole number Intl would write without an exponent; null for anything else. */
function groupedInteger(value: number, locale: Locale): string | null {
  if (!Number.isSafeInteger(value)) return null;
  const digits = String(Math.abs(value));
  let grouped = digits.slice(0, ((digits.length - 1) % 3) + 1);
  for (let i = grouped.length; i < digits.length; i += 3) grouped += GROUP[locale] + digits.slice(i, i + 3);
  // Intl writes negative zero as "-0".
  return value < 0 || Object.is(value, -0) ? `-${grouped}` : grouped;
}

/**
 * Vietnam has kept UTC+7 without daylight saving since 13 June 1975; before that its offset changed, so older
 * instants go to Intl.
 */
const VIETNAM_FIXED_SINCE = Date.UTC(1975, 5, 13);
const VIETNAM_OFFSET_MS = 7 * 3_600_000;
/** Intl's last year before it writes more than four digits. */
const LAST_FOUR_DIGIT_YEAR = Date.UTC(10_000, 0, 1) - VIETNAM_OFFSET_MS;

/** The calendar day in Vietnam of an instant that the fixed offset covers; null otherwise. */
function vietnamDay(
  iso: string | Date,
  timeZone: string,
): { year: number; month: number; day: number } | null {
  if (timeZone !== 'Asia/Ho_Chi_Minh' && timeZone !== 'Asia/Saigon') return null;
  const time = new Date(iso).getTime();
  // An invalid date is left to Intl, which throws the RangeError callers already expect.
  if (!(time >= VIETNAM_FIXED_SINCE && time < LAST_FOUR_DIGIT_YEAR)) return null;
  const local = new Date(time + VIETNAM_OFFSET_MS);
  return { year: local.getUTCFullYear(), month: local.getUTCMonth(), day: local.getUTCDate() };
}

/** CLDR's abbreviated British month names (September is "Sept" since CLDR 38). */
const SHORT_MONTHS_EN = ['Jan', 'Feb', 'Mar', 'Apr', 'May', 'Jun', 'Jul', 'Aug', 'Sept', 'Oct', 'Nov', 'Dec'];
const LONG_MONTHS_EN = [
  'January',
  'February',
  'March',
  'April',
  'May',
  'June',
  'July',
  'August',
  'September',
  'October',
  'November',
  'December',
];

export function formatNumber(value: number, locale: Locale): string {
  const integer = groupedInteger(value, locale);
  if (integer !== null) return integer;
  return formatter(`number ${locale}`, () => new Intl.NumberFormat(INTL[locale])).format(value);
}

/** "199.000 VND/tháng" in Vietnamese, "199,000 VND/month" in English (the plans' prices). */
export function formatMonthlyPrice(vnd: number, locale: Locale): string {
  return `${formatNumber(vnd, locale)} VND/${locale === 'vi' ? 'tháng' : 'month'}`;
}

/** "25 thg 11, 2030" / "25 Nov 2030": a calendar day in `timeZone` (Vietnam unless said). */
export function formatDay(iso: string | Date, locale: Locale, timeZone = 'Asia/Ho_Chi_Minh'): string {
  const day = vietnamDay(iso, timeZone);
  if (day) {
    return locale === 'vi'
      ? `${day.day} thg ${day.month + 1}, ${day.year}`
      : `${day.day} ${SHORT_MONTHS_EN[day.month]} ${day.year}`;
  }
  return formatter(
    `day ${locale} ${timeZone}`,
    () => new Intl.DateTimeFormat(INTL[locale], { dateStyle: 'medium', timeZone }),
  ).format(new Date(iso));
}

/**
 * "September 12, 2025" / "12 tháng 9, 2025": a day in Vietnam written out, as the blog dates its posts (English in
 * the American order, as Intl's plain "en" writes it).
 */
export function formatLongDate(iso: string | Date, locale: Locale): string {
  const day = vietnamDay(iso, 'Asia/Ho_Chi_Minh');
  if (day) {
    return locale === 'vi'
      ? `${day.day} tháng ${day.month + 1}, ${day.year}`
      : `${LONG_MONTHS_EN[day.month]} ${day.day}, ${day.year}`;
  }
  return formatter(
    `long-day ${locale}`,
    () => new Intl.DateTimeFormat(locale, { dateStyle: 'long', timeZone: 'Asia/Ho_Chi_Minh' }),
  ).format(new Date(iso));
}

/** "2025-09-12": the day in Vietnam, for a `<time dateTime>` attribute. */
export function isoDayInVietnam(iso: string | Date): string {
  const day = vietnamDay(iso, 'Asia/Ho_Chi_Minh');
  if (day) {
    const pad = (n: number) => String(n).padStart(2, '0');
    return `${day.year}-${pad(day.month + 1)}-${pad(day.day)}`;
  }
  return formatter(
    'iso-day',
    () => new Intl.DateTimeFormat('en-CA', { timeZone: 'Asia/Ho_Chi_Minh' }),
  ).format(new Date(iso));
}

/** The offset in force at that instant: "GMT+7". */
function offsetLabel(iso: string | Date, timeZone: string): string {
  return (
    formatter(
      `offset ${timeZone}`,
      () => new Intl.DateTimeFormat('en-GB', { timeZone, timeZoneName: 'shortOffset' }),
    )
      .formatToParts(new Date(iso))
      .find((part) => part.type === 'timeZoneName')?.value ?? timeZone
  );
}

/** A date and time on the wall clock of `timeZone`, labelled with the offset and the zone, whatever the reader's zone. */
export function formatDateTimeInZone(iso: string | Date, timeZone: string, locale: Locale): string {
  const local = formatter(
    `date-time ${locale} ${timeZone}`,
    () =>
      new Intl.DateTimeFormat(INTL[locale], {
        dateStyle: 'medium',
        timeStyle: 'short',
        hourCycle: 'h23',
        timeZone,
      }),
  ).format(new Date(iso));
  return `${local} (${offsetLabel(iso, timeZone)}, ${timeZone})`;
}

const RELATIVE_STEPS: Array<[Intl.RelativeTimeFormatUnit, number]> = [
  ['year', 365 * 86_400_000],
  ['month', 30 * 86_400_000],
  ['week', 7 * 86_400_000],
  ['day', 86_400_000],
  ['hour', 3_600_000],
  ['minute', 60_000],
];

/** "3 days ago" / "3 ngày trước", "in 2 hours" / "sau 2 giờ nữa": the largest whole unit between then and now. */
export function formatRelative(iso: string | Date, now: Date, locale: Locale): string {
  const diff = new Date(iso).getTime() - now.getTime();
  const format = formatter(
    `relative ${locale}`,
    () => new Intl.RelativeTimeFormat(INTL[locale], { numeric: 'auto' }),
  );
  for (const [unit, ms] of RELATIVE_STEPS) {
    if (Math.abs(diff) >= ms) return format.format(Math.round(diff / ms), unit);
  }
  return format.format(0, 'minute');
}

/** The plural category of a count in that language (Vietnamese has only "other"). */
export function pluralCategory(count: number, locale: Locale): Intl.LDMLPluralRule {
  // CLDR: Vietnamese has one form; English's "one" is exactly 1 (decision 1035: no Intl on the public pages' path).
  if (Number.isInteger(count)) return locale === 'en' && Math.abs(count) === 1 ? 'one' : 'other';
  return formatter(`plural ${locale}`, () => new Intl.PluralRules(INTL[locale])).select(count);
}
