/**
 * Wall-clock times of an IANA zone and the instants they name, for the server and the web app alike.
 * One rule (RFC 5545 §3.3.5, Temporal's "compatible"): a time the clocks show twice (the hour repeated when they go
 * back) is its FIRST occurrence; a time they skip (the hour lost when they go forward) does not exist
 * (`existsInZone` is false) and resolves, if asked, with the offset before the change.
 */

const HAS_OFFSET = /(Z|[+-]\d{2}:\d{2})$/;
const DAY_MS = 86_400_000;

const formatters = new Map<string, Intl.DateTimeFormat>();
function partsFormatter(timeZone: string): Intl.DateTimeFormat {
  let formatter = formatters.get(timeZone);
  if (!formatter) {
    formatter = new Intl.DateTimeFormat('en-US', {
      timeZone,
      hourCycle: 'h23',
      year: 'numeric',
      month: '2-digit',
      day: '2-digit',
      hour: '2-digit',
      minute: '2-digit',
      second: '2-digit',
    });
    formatters.set(timeZone, formatter);
  }
  return formatter;
}

/** The offset (ms) of `timeZone` from UTC at the instant `at` (ms), whole seconds. */
export function zoneOffsetMs(at: number, timeZone: string): number {
  const parts = partsFormatter(timeZone).formatToParts(new Date(at));
  const get = (type: string) => Number(parts.find((p) => p.type === type)?.value);
  const asUtc = Date.UTC(
    get('year'),
    get('month') - 1,
    get('day'),
    get('hour'),
    get('minute'),
    get('second'),
  );
  return asUtc - Math.floor(at / 1000) * 1000;
}

/** The wall-clock fields of "2026-12-01T09:30[:ss]" read as if they were UTC, in ms (whole seconds). */
function wallClockMs(value: string): number {
  const [date, time = '00:00'] = value.split('T') as [string, string?];
  const [y, m, d] = date.split('-').map(Number) as [number, number, number];
  const [hh, mm, ss] = time.split(':').map(Number) as [number, number, number | undefined];
  return Date.UTC(y, m - 1, d, hh, mm, Math.floor(ss ?? 0));
}

/** Every instant at which the clocks of `timeZone` show `wall` (ms as if UTC): none, one, or two. */
function occurrences(wall: number, timeZone: string): number[] {
  // Zones change offset at most once within a day on either side, so these are all the offsets that can apply.
  const offsets = new Set([
    zoneOffsetMs(wall - DAY_MS, timeZone),
    zoneOffsetMs(wall, timeZone),
    zoneOffsetMs(wall + DAY_MS, timeZone),
  ]);
  const found = new Set<number>();
  for (const offset of offsets) {
    const instant = wall - offset;
    if (zoneOffsetMs(instant, timeZone) === offset) found.add(instant);
  }
  return [...found].sort((a, b) => a - b);
}

/**
 * "2026-12-01T09:30" on the wall clock of `timeZone` as an instant (the first of two in a repeated hour); an ISO
 * value with an offset or Z as is.
 */
export function zonedToInstant(value: string, timeZone: string): Date {
  if (HAS_OFFSET.test(value)) return new Date(value);
  const wall = wallClockMs(value);
  const [first] = occurrences(wall, timeZone);
  if (first !== undefined) return new Date(first);
  // Skipped by a change forward: the offset in force before it.
  return new Date(wall - zoneOffsetMs(wall - DAY_MS, timeZone));
}

/**
 * False when a wall-clock time does not exist in its zone: the hour skipped when the clocks go forward
 * (Europe/Berlin, 2027-03-28T02:30). A value with an offset always exists.
 */
export function existsInZone(value: string, timeZone: string): boolean {
  if (HAS_OFFSET.test(value)) return true;
  return occurrences(wallClockMs(value), timeZone).length > 0;
}

/** The wall-clock date and time of an instant in `timeZone`, as form values ("2026-12-01", "09:30"). */
export function wallClockOf(at: Date | string, timeZone: string): { date: string; time: string } {
  const parts = partsFormatter(timeZone).formatToParts(new Date(at));
  const get = (type: string) => parts.find((p) => p.type === type)?.value ?? '00';
  return { date: `${get('year')}-${get('month')}-${get('day')}`, time: `${get('hour')}:${get('minute')}` };
}
