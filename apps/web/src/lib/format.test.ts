import { afterEach, describe, expect, it } from 'vitest';
import { formatDateTime, formatTimeInZone, initialOf } from './format';

const browserZone = process.env.TZ;
afterEach(() => {
  process.env.TZ = browserZone;
});

describe('times on the recruitment screens (decision 340)', () => {
  const interview = { starts_at: '2030-11-25T02:30:00.000Z', time_zone: 'Asia/Ho_Chi_Minh' };

  it('read the same whatever zone the browser is in, labelled with the offset and the zone', () => {
    const seen = ['America/New_York', 'Europe/Berlin', 'Asia/Tokyo', 'UTC'].map((zone) => {
      process.env.TZ = zone;
      return [
        formatDateTime(interview.starts_at, interview.time_zone),
        formatTimeInZone(interview.starts_at, interview.time_zone),
      ];
    });
    for (const texts of seen)
      expect(texts).toEqual(['25 Nov 2030, 09:30 (GMT+7, Asia/Ho_Chi_Minh)', '09:30 (GMT+7)']);
  });

  it('label the offset in force on the day, across a daylight-saving change', () => {
    expect(formatDateTime('2030-07-01T10:00:00.000Z', 'Europe/Berlin')).toBe(
      '1 Jul 2030, 12:00 (GMT+2, Europe/Berlin)',
    );
    expect(formatDateTime('2030-12-01T10:00:00.000Z', 'Europe/Berlin')).toBe(
      '1 Dec 2030, 11:00 (GMT+1, Europe/Berlin)',
    );
  });

  it('show other timestamps in Vietnam time, labelled', () => {
    process.env.TZ = 'America/Los_Angeles';
    expect(formatDateTime('2026-11-05T02:00:00.000Z')).toBe('5 Nov 2026, 09:00 (GMT+7, Asia/Ho_Chi_Minh)');
  });
});

describe('initialOf (decision 1213)', () => {
  it('gives the first letter with its accent, never half of an emoji', () => {
    expect(initialOf('ánh')).toBe('Á');
    expect(initialOf('a\u0301nh')).toBe('Á');
    expect(initialOf('😀 Bob')).toBe('B');
    expect(initialOf('😀')).toBe('?');
    expect(initialOf('  ')).toBe('?');
  });
});
