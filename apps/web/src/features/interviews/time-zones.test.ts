import { describe, expect, it } from 'vitest';
import { instantOf, wallClock } from './time-zones';

describe('instantOf', () => {
  it('reads the form values as the wall clock of the chosen zone', () => {
    expect(instantOf('2030-11-25', '09:30', 'Asia/Ho_Chi_Minh').toISOString()).toBe(
      '2030-11-25T02:30:00.000Z',
    );
    expect(instantOf('2030-11-25', '09:30', 'UTC').toISOString()).toBe('2030-11-25T09:30:00.000Z');
    expect(instantOf('2030-01-01', '00:15', 'America/New_York').toISOString()).toBe(
      '2030-01-01T05:15:00.000Z',
    );
  });

  it('follows daylight saving time on both sides of the change', () => {
    expect(instantOf('2030-03-30', '12:00', 'Europe/Berlin').toISOString()).toBe('2030-03-30T11:00:00.000Z');
    expect(instantOf('2030-04-01', '12:00', 'Europe/Berlin').toISOString()).toBe('2030-04-01T10:00:00.000Z');
  });

  it('is the inverse of wallClock', () => {
    const at = '2031-07-04T23:45:00.000Z';
    const { date, time } = wallClock(at, 'Australia/Sydney');
    expect(instantOf(date, time, 'Australia/Sydney').toISOString()).toBe(at);
  });
});

describe('the repeated hour', () => {
  it('is its first occurrence, as on the server (RFC 5545 §3.3.5)', () => {
    expect(instantOf('2027-10-31', '02:30', 'Europe/Berlin').toISOString()).toBe('2027-10-31T00:30:00.000Z');
    expect(instantOf('2027-11-07', '01:30', 'America/New_York').toISOString()).toBe(
      '2027-11-07T05:30:00.000Z',
    );
  });
});
