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

export function formatNumber(value: number, locale: Locale): string {
  return formatter(`number ${locale}`, () => new Intl.NumberFormat(INTL[locale])).format(value);
}

/** "199.000 VND/tháng" in Vietnamese, "199,000 VND/month" in English (the plans' prices). */
export function formatMonthlyPrice(vnd: number, locale: Locale): string {
  return `${formatNumber(vnd, locale)} VND/${locale === 'vi' ? 'tháng' : 'month'}`;
}

/** "25 thg 11, 2030" / "25 Nov 2030": a calendar day in `timeZone` (Vietnam unless said). */
export function formatDay(iso: string | Date, locale: Locale, timeZone = 'Asia/Ho_Chi_Minh'): string {
  return formatter(
    `day ${locale} ${timeZone}`,
    () => new Intl.DateTimeFormat(INTL[locale], { dateStyle: 'medium', timeZone }),
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
  return formatter(`plural ${locale}`, () => new Intl.PluralRules(INTL[locale])).select(count);
}
