import { registerTranslations } from '@app/shared';
import type { Locale } from '@app/shared';

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

// C0 controls and DEL; RFC 5545 §3.3.11 allows none of them in TEXT, §3.2 none in a parameter value.
// eslint-disable-next-line no-control-regex -- matching control characters is the point
const CONTROLS = /[\u0000-\u001f\u007f-\u009f]/g;

/** TEXT (§3.3.11): `\\` `;` `,` escaped; each line break (CRLF, LF or a bare CR) as `\\n`; other controls dropped. */
export const icsText = (value: string) =>
  value
    // U+0085, U+2028 and U+2029 end lines in some readers: they are line breaks here too.
    .split(/\r\n|[\r\n\u0085\u2028\u2029]/)
    .map((line) =>
      line.replace(CONTROLS, '').replace(/\\/g, '\\\\').replace(/;/g, '\\;').replace(/,/g, '\\,'),
    )
    .join('\\n');

/** A quoted parameter value (§3.2): no controls and no DQUOTE, which it cannot escape. */
export const icsParam = (value: string) =>
  `"${value
    .replace(/\r\n|[\r\n\u0085\u2028\u2029]/g, ' ')
    .replace(CONTROLS, '')
    .replace(/"/g, "'")}"`;

/** A mailto: calendar address: anything that could end the line or the value is removed. */
const icsAddress = (email: string) => `mailto:${email.replace(CONTROLS, '').replace(/[\s"]/g, '')}`;

/** Lines longer than 75 octets continue on the next line after CRLF and a space. */
function fold(line: string): string {
  const bytes = Buffer.from(line, 'utf8');
  if (bytes.length <= 75) return line;
  const parts: string[] = [];
  let current = '';
  let size = 0;
  for (const char of line) {
    const charBytes = Buffer.byteLength(char, 'utf8');
    // The first line holds 75 octets; continuation lines 74 after their leading space.
    if (size + charBytes > (parts.length === 0 ? 75 : 74)) {
      parts.push(current);
      current = '';
      size = 0;
    }
    current += char;
    size += charBytes;
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
    `UID:${icsText(event.uid)}`,
    `SEQUENCE:${event.sequence}`,
    `DTSTAMP:${utc(event.stamp)}`,
    `DTSTART:${utc(event.start)}`,
    `DTEND:${utc(event.end)}`,
    `SUMMARY:${icsText(event.summary)}`,
    `DESCRIPTION:${icsText(event.description)}`,
    `LOCATION:${icsText(event.location)}`,
    `X-DOTTRIP-TIMEZONE:${icsText(event.timeZone)}`,
    `ORGANIZER;CN=${icsParam(event.organizer.name)}:${icsAddress(event.organizer.email)}`,
    ...event.attendees.map(
      (a) =>
        `ATTENDEE;CN=${icsParam(a.name)};ROLE=REQ-PARTICIPANT;PARTSTAT=NEEDS-ACTION;RSVP=TRUE:${icsAddress(a.email)}`,
    ),
    `STATUS:${event.method === 'CANCEL' ? 'CANCELLED' : 'CONFIRMED'}`,
    'END:VEVENT',
    'END:VCALENDAR',
  ];
  return `${lines.map(fold).join('\r\n')}\r\n`;
}

/**
 * formatInZone in English, for a value of an i18nFormat message (an API error): its Vietnamese form is
 * registered with it, so the message reads whole in the caller's language rather than with an English date.
 */
export function zonedTimeText(at: Date, timeZone: string): string {
  const english = formatInZone(at, timeZone, 'en');
  registerTranslations(english, { vi: formatInZone(at, timeZone, 'vi') });
  return english;
}

/** "Tuesday, 1 December 2026 at 09:30 (Asia/Ho_Chi_Minh)"; in Vietnamese "09:30 Thứ Ba, 1 tháng 12, 2026 (…)". */
export function formatInZone(at: Date, timeZone: string, locale: Locale = 'en'): string {
  const formatted = new Intl.DateTimeFormat(locale === 'vi' ? 'vi-VN' : 'en-GB', {
    timeZone,
    dateStyle: 'full',
    timeStyle: 'short',
  }).format(at);
  return `${formatted} (${timeZone})`;
}
