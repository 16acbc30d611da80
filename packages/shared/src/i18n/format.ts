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

export function formatNumber(value: number, locale: Locale): string {
  return new Intl.NumberFormat(INTL[locale]).format(value);
}

/** "199.000 VND/tháng" in Vietnamese, "199,000 VND/month" in English (the plans' prices). */
export function formatMonthlyPrice(vnd: number, locale: Locale): string {
  return `${formatNumber(vnd, locale)} VND/${locale === 'vi' ? 'tháng' : 'month'}`;
}

/** "25 thg 11, 2030" / "25 Nov 2030": a calendar day in `timeZone` (Vietnam unless said). */
export function formatDay(iso: string | Date, locale: Locale, timeZone = 'Asia/Ho_Chi_Minh'): string {
  return new Intl.DateTimeFormat(INTL[locale], { dateStyle: 'medium', timeZone }).format(new Date(iso));
}

/** The offset in force at that instant: "GMT+7". */
function offsetLabel(iso: string | Date, timeZone: string): string {
  return (
    new Intl.DateTimeFormat('en-GB', { timeZone, timeZoneName: 'shortOffset' })
      .formatToParts(new Date(iso))
      .find((part) => part.type === 'timeZoneName')?.value ?? timeZone
  );
}

/** A date and time on the wall clock of `timeZone`, labelled with the offset and the zone, whatever the reader's zone. */
export function formatDateTimeInZone(iso: string | Date, timeZone: string, locale: Locale): string {
  const local = new Intl.DateTimeFormat(INTL[locale], {
    dateStyle: 'medium',
    timeStyle: 'short',
    hourCycle: 'h23',
    timeZone,
  }).format(new Date(iso));
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
  const format = new Intl.RelativeTimeFormat(INTL[locale], { numeric: 'auto' });
  for (const [unit, ms] of RELATIVE_STEPS) {
    if (Math.abs(diff) >= ms) return format.format(Math.round(diff / ms), unit);
  }
  return format.format(0, 'minute');
}

/** The plural category of a count in that language (Vietnamese has only "other"). */
export function pluralCategory(count: number, locale: Locale): Intl.LDMLPluralRule {
  return new Intl.PluralRules(INTL[locale]).select(count);
}
