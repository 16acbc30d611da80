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
  const parts = new Intl.DateTimeFormat('en-CA', {
    timeZone,
    year: 'numeric',
    month: '2-digit',
    day: '2-digit',
    hour: '2-digit',
    minute: '2-digit',
    hourCycle: 'h23',
  }).formatToParts(new Date(iso));
  const get = (type: string) => parts.find((p) => p.type === type)?.value ?? '00';
  return { date: `${get('year')}-${get('month')}-${get('day')}`, time: `${get('hour')}:${get('minute')}` };
}

/**
 * The instant at which the clocks of `timeZone` show `date` `time` (form values). Two passes settle the
 * zone's offset at that moment, daylight-saving changes included.
 */
export function instantOf(date: string, time: string, timeZone: string): Date {
  const [y, mo, d] = date.split('-').map(Number);
  const [h, mi] = time.split(':').map(Number);
  const asUtc = Date.UTC(y!, mo! - 1, d!, h!, mi!);
  let guess = asUtc;
  for (let i = 0; i < 2; i++) {
    const shown = wallClock(new Date(guess).toISOString(), timeZone);
    const [sy, smo, sd] = shown.date.split('-').map(Number);
    const [sh, smi] = shown.time.split(':').map(Number);
    guess += asUtc - Date.UTC(sy!, smo! - 1, sd!, sh!, smi!);
  }
  return new Date(guess);
}
