import { afterEach, describe, expect, it } from 'vitest';
import {
  formatDateTimeInZone,
  formatDay,
  formatMonthlyPrice,
  formatNumber,
  formatRelative,
  pickLocale,
  pluralCategory,
} from './format';

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
