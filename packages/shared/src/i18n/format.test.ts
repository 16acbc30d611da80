import { afterEach, describe, expect, it } from 'vitest';
import {
  formatDateTimeInZone,
  formatDay,
  formatLongDate,
  formatMonthlyPrice,
  formatNumber,
  formatRelative,
  isoDayInVietnam,
  pickLocale,
  pluralCategory,
} from './format';
import type { Locale } from './format';

const zone = process.env.TZ;
afterEach(() => {
  process.env.TZ = zone;
});

describe('formatting in both languages', () => {
  it('writes the plans’ prices as each language does', () => {
    expect(formatMonthlyPrice(199000, 'vi')).toBe('199.000 VND/tháng');
    expect(formatMonthlyPrice(199000, 'en')).toBe('199,000 VND/month');
    expect(formatMonthlyPrice(0, 'vi')).toBe('0 VND/tháng');
    expect(formatNumber(1234567, 'vi')).toBe('1.234.567');
    expect(formatNumber(1234567, 'en')).toBe('1,234,567');
  });

  it('writes dates and zoned times the same whatever the reader’s zone', () => {
    const at = '2030-11-25T02:30:00.000Z';
    for (const reader of ['America/New_York', 'Asia/Tokyo', 'UTC']) {
      process.env.TZ = reader;
      expect(formatDateTimeInZone(at, 'Asia/Ho_Chi_Minh', 'en')).toBe(
        '25 Nov 2030, 09:30 (GMT+7, Asia/Ho_Chi_Minh)',
      );
      expect(formatDateTimeInZone(at, 'Asia/Ho_Chi_Minh', 'vi')).toBe(
        '09:30 25 thg 11, 2030 (GMT+7, Asia/Ho_Chi_Minh)',
      );
    }
    expect(formatDay(at, 'en')).toBe('25 Nov 2030');
    expect(formatDay(at, 'vi')).toBe('25 thg 11, 2030');
    // Across a daylight-saving change the label follows the offset in force.
    expect(formatDateTimeInZone('2030-07-01T10:00:00Z', 'Europe/Berlin', 'en')).toContain(
      '(GMT+2, Europe/Berlin)',
    );
    expect(formatDateTimeInZone('2030-12-01T10:00:00Z', 'Europe/Berlin', 'en')).toContain(
      '(GMT+1, Europe/Berlin)',
    );
  });

  it('keeps each language and zone apart when the same formats are asked again (formatters are reused)', () => {
    const at = '2030-11-25T20:30:00.000Z';
    for (let round = 0; round < 2; round++) {
      expect(formatDay(at, 'en', 'UTC')).toBe('25 Nov 2030');
      expect(formatDay(at, 'en', 'Asia/Ho_Chi_Minh')).toBe('26 Nov 2030');
      expect(formatDay(at, 'vi', 'Asia/Ho_Chi_Minh')).toBe('26 thg 11, 2030');
      expect(formatNumber(1234.5, 'en')).toBe('1,234.5');
      expect(formatNumber(1234.5, 'vi')).toBe('1.234,5');
    }
    // An unknown zone is still refused, every time (nothing half-made is kept).
    expect(() => formatDay(at, 'en', 'Mars/Olympus')).toThrow(RangeError);
    expect(() => formatDay(at, 'en', 'Mars/Olympus')).toThrow(RangeError);
  });

  it('writes relative times in each language', () => {
    const now = new Date('2030-11-25T12:00:00Z');
    expect(formatRelative('2030-11-22T12:00:00Z', now, 'en')).toBe('3 days ago');
    expect(formatRelative('2030-11-22T12:00:00Z', now, 'vi')).toBe('3 ngày trước');
    expect(formatRelative('2030-11-25T14:00:00Z', now, 'en')).toBe('in 2 hours');
    expect(formatRelative('2030-11-25T14:00:00Z', now, 'vi')).toBe('sau 2 giờ nữa');
    expect(formatRelative('2030-11-24T12:00:00Z', now, 'en')).toBe('yesterday');
    expect(formatRelative('2030-11-25T12:00:20Z', now, 'en')).toBe('this minute');
  });

  it('chooses plural categories by language', () => {
    expect(pluralCategory(1, 'en')).toBe('one');
    expect(pluralCategory(2, 'en')).toBe('other');
    expect(pluralCategory(1, 'vi')).toBe('other');
  });

  // Decision 1035: whole numbers and days in Vietnam are written without Intl; they must read exactly as Intl's.
  it('writes whole numbers and days in Vietnam exactly as Intl does, without it', () => {
    // A fixed sequence (not Math.random) so that a failure names the same value on every run.
    let seed = 0x2f6b_1d3a;
    const next = () => {
      seed = (Math.imul(seed ^ (seed >>> 15), 0x2c1b_3c6d) + 0x6d2b_79f5) >>> 0;
      return seed / 2 ** 32;
    };
    const numbers = [
      0,
      -0,
      1,
      -1,
      9,
      10,
      999,
      1000,
      -1000,
      9999,
      10_000,
      999_999,
      1_000_000,
      2 ** 31,
      2 ** 53 - 1,
    ];
    for (let i = 0; i < 400; i++) numbers.push(Math.round((next() - 0.3) * 10 ** Math.floor(next() * 16)));
    const days = [
      '1975-06-12T16:59:59.999Z', // the last instant before the fixed offset: Intl's
      '1975-06-12T17:00:00.000Z',
      '2024-02-29T16:59:59.999Z', // 23:59:59.999 in Vietnam
      '2024-02-29T17:00:00.000Z', // midnight in Vietnam: the next day
      '2025-09-12', // a bare day is midnight UTC, 07:00 in Vietnam
      '1969-07-20T20:17:40Z',
      '9999-12-31T16:59:59.999Z',
      '9999-12-31T17:00:00.000Z',
    ];
    for (let i = 0; i < 400; i++)
      days.push(new Date(Date.UTC(1950, 0, 1) + next() * 200 * 365.25 * 86_400_000).toISOString());
    const intlTag: Record<Locale, string> = { en: 'en-GB', vi: 'vi-VN' };
    for (const locale of ['en', 'vi'] as const) {
      const number = new Intl.NumberFormat(intlTag[locale]);
      for (const value of numbers)
        expect(formatNumber(value, locale), String(value)).toBe(number.format(value));
      const day = new Intl.DateTimeFormat(intlTag[locale], {
        dateStyle: 'medium',
        timeZone: 'Asia/Ho_Chi_Minh',
      });
      const long = new Intl.DateTimeFormat(locale, { dateStyle: 'long', timeZone: 'Asia/Ho_Chi_Minh' });
      for (const at of days) {
        expect(formatDay(at, locale), at).toBe(day.format(new Date(at)));
        expect(formatLongDate(at, locale), at).toBe(long.format(new Date(at)));
      }
      for (const count of numbers) {
        expect(pluralCategory(count, locale), String(count)).toBe(
          new Intl.PluralRules(intlTag[locale]).select(count),
        );
      }
    }
    const iso = new Intl.DateTimeFormat('en-CA', { timeZone: 'Asia/Ho_Chi_Minh' });
    for (const at of days) expect(isoDayInVietnam(at), at).toBe(iso.format(new Date(at)));
    // What is not a whole number, or not a day in Vietnam, is still Intl's.
    expect(formatNumber(0.5, 'vi')).toBe('0,5');
    expect(formatNumber(2 ** 60, 'en')).toBe(new Intl.NumberFormat('en-GB').format(2 ** 60));
    expect(formatDay('2030-11-25T20:30:00Z', 'en', 'Asia/Bangkok')).toBe('26 Nov 2030');
    expect(() => formatDay('not a date', 'en')).toThrow(RangeError);
  });

  it('picks the first supported language of the reader’s preferences', () => {
    expect(pickLocale('vi-VN,vi;q=0.9,en-US;q=0.8')).toBe('vi');
    expect(pickLocale('fr-FR, en;q=0.5')).toBe('en');
    expect(pickLocale('de, vi;q=0.1')).toBe('vi');
    expect(pickLocale('en;q=0.2, vi;q=0.9')).toBe('vi');
    expect(pickLocale(['vi-VN', 'en'])).toBe('vi');
    expect(pickLocale('')).toBe('en');
    expect(pickLocale(undefined)).toBe('en');
  });
});
