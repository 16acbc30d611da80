import { describe, expect, it } from 'vitest';
import { iso } from './tenancy';

describe('iso', () => {
  it("rewrites PostgreSQL's UTC text exactly as Date would", () => {
    for (const text of [
      '2026-11-23 05:40:02.123456+00',
      '2026-11-23 05:40:02.9999+00',
      '2026-11-23 05:40:02.1+00',
      '2026-11-23 05:40:02+00',
      '1999-01-01 00:00:00.000001+00',
    ]) {
      expect(iso(text), text).toBe(new Date(text).toISOString());
    }
  });

  it('leaves other zones, ISO text and Date objects to Date', () => {
    expect(iso('2026-11-23 05:40:02.5+07')).toBe('2026-11-22T22:40:02.500Z');
    expect(iso('2026-11-23 05:40:02.12+05:30')).toBe('2026-11-23T00:10:02.120Z');
    expect(iso('2026-11-23T05:40:02.120Z')).toBe('2026-11-23T05:40:02.120Z');
    expect(iso(new Date(Date.UTC(2026, 10, 23, 5, 40, 2, 7)))).toBe('2026-11-23T05:40:02.007Z');
  });
});
