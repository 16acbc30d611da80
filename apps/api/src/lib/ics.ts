/** Calendar invitations (RFC 5545) that mail clients turn into calendar entries. */

export type IcsEvent = {
  uid: string;
  sequence: number;
  method: 'REQUEST' | 'CANCEL';
  start: Date;
  end: Date;
  stamp: Date;
  summary: string;
  description: string;
  location: string;
  organizer: { name: string; email: string };
  attendees: Array<{ name: string; email: string }>;
  timeZone: string;
};

const utc = (date: Date) =>
  date
    .toISOString()
    .replace(/[-:]/g, '')
    .replace(/\.\d{3}/, '');

/** TEXT values escape backslash, semicolon, comma and newlines. */
const text = (value: string) =>
  value.replace(/\\/g, '\\\\').replace(/;/g, '\\;').replace(/,/g, '\\,').replace(/\r?\n/g, '\\n');

const param = (value: string) => `"${value.replace(/"/g, "'")}"`;

/** Lines longer than 75 octets continue on the next line after CRLF and a space. */
function fold(line: string): string {
  const bytes = Buffer.from(line, 'utf8');
  if (bytes.length <= 75) return line;
  const parts: string[] = [];
  let current = '';
  for (const char of line) {
    if (Buffer.byteLength(current + char, 'utf8') > (parts.length === 0 ? 75 : 74)) {
      parts.push(current);
      current = '';
    }
    current += char;
  }
  parts.push(current);
  return parts.join('\r\n ');
}

export function buildIcs(event: IcsEvent): string {
  const lines = [
    'BEGIN:VCALENDAR',
    'VERSION:2.0',
    'PRODID:-//DotTrip//Recruitment//EN',
    'CALSCALE:GREGORIAN',
    `METHOD:${event.method}`,
    'BEGIN:VEVENT',
    `UID:${event.uid}`,
    `SEQUENCE:${event.sequence}`,
    `DTSTAMP:${utc(event.stamp)}`,
    `DTSTART:${utc(event.start)}`,
    `DTEND:${utc(event.end)}`,
    `SUMMARY:${text(event.summary)}`,
    `DESCRIPTION:${text(event.description)}`,
    `LOCATION:${text(event.location)}`,
    `X-DOTTRIP-TIMEZONE:${text(event.timeZone)}`,
    `ORGANIZER;CN=${param(event.organizer.name)}:mailto:${event.organizer.email}`,
    ...event.attendees.map(
      (a) =>
        `ATTENDEE;CN=${param(a.name)};ROLE=REQ-PARTICIPANT;PARTSTAT=NEEDS-ACTION;RSVP=TRUE:mailto:${a.email}`,
    ),
    `STATUS:${event.method === 'CANCEL' ? 'CANCELLED' : 'CONFIRMED'}`,
    'END:VEVENT',
    'END:VCALENDAR',
  ];
  return `${lines.map(fold).join('\r\n')}\r\n`;
}

/** The offset (ms) of `timeZone` from UTC at the instant `at`. */
function zoneOffsetMs(at: number, timeZone: string): number {
  const parts = new Intl.DateTimeFormat('en-US', {
    timeZone,
    hourCycle: 'h23',
    year: 'numeric',
    month: '2-digit',
    day: '2-digit',
    hour: '2-digit',
    minute: '2-digit',
    second: '2-digit',
  }).formatToParts(new Date(at));
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

/** "2026-12-01T09:30" on the wall clock of `timeZone` as an instant; an ISO value with an offset as is. */
export function zonedToInstant(value: string, timeZone: string): Date {
  if (/(Z|[+-]\d{2}:\d{2})$/.test(value)) return new Date(value);
  const wall = wallClockMs(value);
  let guess = wall - zoneOffsetMs(wall, timeZone);
  guess = wall - zoneOffsetMs(guess, timeZone);
  return new Date(guess);
}

/** The wall-clock fields of "2026-12-01T09:30[:ss]" as if they were UTC, in ms (whole seconds). */
function wallClockMs(value: string): number {
  const [date, time] = value.split('T') as [string, string];
  const [y, m, d] = date.split('-').map(Number) as [number, number, number];
  const [hh, mm, ss] = time.split(':').map(Number) as [number, number, number | undefined];
  return Date.UTC(y, m - 1, d, hh, mm, Math.floor(ss ?? 0));
}

/**
 * False when a wall-clock time does not exist in its zone: the hour skipped when the clocks go
 * forward (Europe/Berlin, 2027-03-28T02:30). A value with an offset always exists.
 */
export function existsInZone(value: string, timeZone: string): boolean {
  if (/(Z|[+-]\d{2}:\d{2})$/.test(value)) return true;
  const instant = zonedToInstant(value, timeZone).getTime();
  return instant + zoneOffsetMs(instant, timeZone) === wallClockMs(value);
}

/** "Tuesday, 1 December 2026 at 09:30 (Asia/Ho_Chi_Minh)". */
export function formatInZone(at: Date, timeZone: string): string {
  const formatted = new Intl.DateTimeFormat('en-GB', {
    timeZone,
    dateStyle: 'full',
    timeStyle: 'short',
  }).format(at);
  return `${formatted} (${timeZone})`;
}
