import { describe, expect, it } from 'vitest';
import { existsInZone, wallClockOf, zonedToInstant } from './time-zones';

const at = (value: string, zone: string) => zonedToInstant(value, zone).toISOString();

describe('zonedToInstant and existsInZone', () => {
  it('reads ordinary times with the offset in force, east and west of UTC', () => {
    expect(at('2030-11-25T09:30', 'Asia/Ho_Chi_Minh')).toBe('2030-11-25T02:30:00.000Z');
    expect(at('2030-01-01T00:15', 'America/New_York')).toBe('2030-01-01T05:15:00.000Z');
    expect(at('2030-07-01T12:00', 'Europe/Berlin')).toBe('2030-07-01T10:00:00.000Z');
    expect(at('2030-07-01T12:00', 'Australia/Sydney')).toBe('2030-07-01T02:00:00.000Z');
    expect(at('2030-11-25T09:30:00+07:00', 'UTC')).toBe('2030-11-25T02:30:00.000Z');
  });

  it('takes the first of the two instants of a repeated hour (clocks go back)', () => {
    // Europe/Berlin, 2027-10-31: 03:00 CEST becomes 02:00 CET; 02:30 happens at 00:30Z and again at 01:30Z.
    expect(at('2027-10-31T02:30', 'Europe/Berlin')).toBe('2027-10-31T00:30:00.000Z');
    // America/New_York, 2027-11-07: 02:00 EDT becomes 01:00 EST; 01:30 happens at 05:30Z and 06:30Z.
    expect(at('2027-11-07T01:30', 'America/New_York')).toBe('2027-11-07T05:30:00.000Z');
    // Australia/Sydney (southern hemisphere, east of UTC), 2027-04-04: 03:00 AEDT becomes 02:00 AEST.
    expect(at('2027-04-04T02:30', 'Australia/Sydney')).toBe('2027-04-03T15:30:00.000Z');
    // America/Santiago (southern hemisphere, west of UTC), 2027-04-04: 00:00 -03 becomes 23:00 -04 on the 3rd.
    expect(at('2027-04-03T23:30', 'America/Santiago')).toBe('2027-04-04T02:30:00.000Z');
    for (const [value, zone] of [
      ['2027-10-31T02:30', 'Europe/Berlin'],
      ['2027-11-07T01:30', 'America/New_York'],
      ['2027-04-04T02:30', 'Australia/Sydney'],
      ['2027-04-03T23:30', 'America/Santiago'],
    ] as const) {
      expect(existsInZone(value, zone)).toBe(true);
    }
  });

  it('knows the hour skipped when the clocks go forward does not exist', () => {
    expect(existsInZone('2027-03-28T02:30', 'Europe/Berlin')).toBe(false);
    expect(existsInZone('2027-03-14T02:30', 'America/New_York')).toBe(false);
    expect(existsInZone('2027-10-03T02:30', 'Australia/Sydney')).toBe(false);
    expect(existsInZone('2027-03-28T03:30', 'Europe/Berlin')).toBe(true);
    expect(existsInZone('2027-03-28T01:30', 'Europe/Berlin')).toBe(true);
    // Resolved with the offset before the change, as Temporal's "compatible" does: 02:30 CET = 01:30Z.
    expect(at('2027-03-28T02:30', 'Europe/Berlin')).toBe('2027-03-28T01:30:00.000Z');
  });

  it('turns an instant back into the wall clock of the zone', () => {
    expect(wallClockOf('2027-10-31T00:30:00Z', 'Europe/Berlin')).toEqual({
      date: '2027-10-31',
      time: '02:30',
    });
    expect(wallClockOf('2027-10-31T01:30:00Z', 'Europe/Berlin')).toEqual({
      date: '2027-10-31',
      time: '02:30',
    });
    expect(wallClockOf(new Date('2030-11-25T02:30:00Z'), 'Asia/Ho_Chi_Minh')).toEqual({
      date: '2030-11-25',
      time: '09:30',
    });
  });
});
