/* eslint-disable no-control-regex -- these tests look for control characters */
import { describe, expect, it } from 'vitest';
import { buildIcs, type IcsEvent } from './ics';

/** A strict reader: CRLF lines of ≤75 octets, folded lines unfolded, every line NAME[;PARAM=…]:VALUE. */
function parse(ics: string) {
  expect(ics.endsWith('\r\n')).toBe(true);
  const physical = ics.slice(0, -2).split('\r\n');
  for (const line of physical) {
    expect(Buffer.byteLength(line, 'utf8')).toBeLessThanOrEqual(75);
    expect(line).not.toMatch(/[\u0000-\u0008\u000a-\u001f\u007f]/);
  }
  const lines: string[] = [];
  for (const line of physical) {
    if (line.startsWith(' ')) lines[lines.length - 1] += line.slice(1);
    else lines.push(line);
  }
  return lines.map((line) => {
    const match =
      /^([A-Z][A-Z0-9-]*)((?:;[A-Z-]+=(?:"[^"\u0000-\u001f]*"|[^";:,\u0000-\u001f]*))*):(.*)$/.exec(line);
    expect(match, line).not.toBeNull();
    const [, name, params, value] = match!;
    return { name: name!, params: params!, value: value! };
  });
}

const unescape = (value: string) =>
  value.replace(/\\([\\;,nN])/g, (_, c: string) => (c === 'n' || c === 'N' ? '\n' : c));

const hostile = 'a\rX-INJECTED:1\nb\r\nc; d, e\\ f "g"\u0007h';
const event = (overrides: Partial<IcsEvent> = {}): IcsEvent => ({
  uid: 'interview-1@example.com',
  sequence: 0,
  method: 'REQUEST',
  start: new Date('2030-12-01T02:30:00Z'),
  end: new Date('2030-12-01T03:30:00Z'),
  stamp: new Date('2030-11-01T00:00:00Z'),
  summary: `Interview: ${hostile}`,
  description: hostile,
  location: hostile,
  organizer: { name: `Acme\r\nATTENDEE;CN="x":mailto:evil@example.com`, email: 'hr@acme.test' },
  attendees: [{ name: `An "Nguyen"\r\nATTENDEE:mailto:evil@example.com\rX: y`, email: 'an@example.com' }],
  timeZone: 'Asia/Ho_Chi_Minh',
  ...overrides,
});

describe('buildIcs with hostile text', () => {
  it('keeps every property on its own line and adds none', () => {
    const props = parse(buildIcs(event()));
    expect(props.map((p) => p.name)).toEqual([
      'BEGIN',
      'VERSION',
      'PRODID',
      'CALSCALE',
      'METHOD',
      'BEGIN',
      'UID',
      'SEQUENCE',
      'DTSTAMP',
      'DTSTART',
      'DTEND',
      'SUMMARY',
      'DESCRIPTION',
      'LOCATION',
      'X-DOTTRIP-TIMEZONE',
      'ORGANIZER',
      'ATTENDEE',
      'STATUS',
      'END',
      'END',
    ]);
    expect(props.filter((p) => p.name === 'ATTENDEE').map((p) => p.value)).toEqual(['mailto:an@example.com']);
    expect(props.find((p) => p.name === 'ORGANIZER')?.value).toBe('mailto:hr@acme.test');
  });

  it('escapes TEXT so that it reads back as written, line breaks included, controls removed', () => {
    const props = parse(buildIcs(event()));
    const expected = 'a\nX-INJECTED:1\nb\nc; d, e\\ f "g"h';
    expect(unescape(props.find((p) => p.name === 'DESCRIPTION')!.value)).toBe(expected);
    expect(unescape(props.find((p) => p.name === 'LOCATION')!.value)).toBe(expected);
    expect(unescape(props.find((p) => p.name === 'SUMMARY')!.value)).toBe(`Interview: ${expected}`);
  });

  it('quotes parameters without CR, LF or DQUOTE', () => {
    const props = parse(buildIcs(event()));
    expect(props.find((p) => p.name === 'ATTENDEE')!.params).toBe(
      `;CN="An 'Nguyen' ATTENDEE:mailto:evil@example.com X: y";ROLE=REQ-PARTICIPANT;PARTSTAT=NEEDS-ACTION;RSVP=TRUE`,
    );
    expect(props.find((p) => p.name === 'ORGANIZER')!.params).toBe(
      `;CN="Acme ATTENDEE;CN='x':mailto:evil@example.com"`,
    );
  });

  it('treats NEL and the Unicode line separators as line breaks, and drops C1 controls', () => {
    const props = parse(buildIcs(event({ location: 'a\u2028X-A:1\u2029b\u0085c\u009bd' })));
    expect(unescape(props.find((p) => p.name === 'LOCATION')!.value)).toBe('a\nX-A:1\nb\ncd');
    expect(props.map((p) => p.name)).not.toContain('X-A');
  });

  it('folds long Vietnamese text at 75 octets without splitting a character', () => {
    const long = 'Phỏng vấn kỹ sư phần mềm tại Hà Nội, tầng 5; phòng họp "Sông Hồng". '.repeat(6);
    const props = parse(buildIcs(event({ description: long })));
    expect(unescape(props.find((p) => p.name === 'DESCRIPTION')!.value)).toBe(long);
  });
});
