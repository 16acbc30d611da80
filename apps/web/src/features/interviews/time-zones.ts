import { wallClockOf, zonedToInstant } from '@app/shared';

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
