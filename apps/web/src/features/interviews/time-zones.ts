import { wallClockOf, zonedToInstant } from '@app/shared';
import type { Locale } from '@app/shared';

/** The zones offered first; the full IANA list follows when the browser can give it. */
const COMMON = [
  'Asia/Ho_Chi_Minh',
  'Asia/Bangkok',
  'Asia/Singapore',
  'Asia/Tokyo',
  'Asia/Seoul',
  'Australia/Sydney',
  'Europe/London',
  'Europe/Berlin',
  'America/New_York',
  'America/Los_Angeles',
  'UTC',
];

export function timeZoneOptions(): string[] {
  const all =
    typeof Intl.supportedValuesOf === 'function'
      ? Intl.supportedValuesOf('timeZone').filter((z) => z.includes('/'))
      : [];
  return [...COMMON, ...all.filter((z) => !COMMON.includes(z))];
}

/** The wall-clock date and time of `iso` in `timeZone`, as form values. */
export function wallClock(iso: string, timeZone: string): { date: string; time: string } {
  return wallClockOf(iso, timeZone);
}

/** The instant at which the clocks of `timeZone` show `date` `time` (form values); the shared rule of RFC 5545. */
export function instantOf(date: string, time: string, timeZone: string): Date {
  return zonedToInstant(`${date}T${time}`, timeZone);
}

/** The Intl tags behind the product's two languages, the same as @app/shared's formatters use. */
const INTL_TAGS: Record<Locale, string> = { en: 'en-GB', vi: 'vi-VN' };

/**
 * "Mon 25 Nov" / "Th 2, 25 thg 11": a day of the week grid (the viewer's calendar day) in the active language.
 * @app/shared has no formatter with the weekday yet; this one follows the language like its formatters do.
 */
export function formatGridDay(day: Date, locale: Locale): string {
  return new Intl.DateTimeFormat(INTL_TAGS[locale], {
    weekday: 'short',
    day: 'numeric',
    month: 'short',
  }).format(day);
}
