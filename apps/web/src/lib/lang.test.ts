import { i18n } from '@lingui/core';
import { afterEach, describe, expect, it } from 'vitest';
import { isVietnamese, textLang } from './lang';

afterEach(() => {
  i18n.activate('en');
});

describe('textLang', () => {
  it('marks Vietnamese passages on the English page and leaves others to the page (decision 1094)', () => {
    i18n.activate('en');
    expect(textLang('Kỹ sư phần mềm')).toBe('vi');
    expect(textLang('ĐÀ NẴNG')).toBe('vi');
    expect(textLang('Senior React Developer', 'Hà Nội')).toBe('vi');
    expect(textLang('Senior React Developer')).toBeUndefined();
    expect(textLang(null, undefined, '')).toBeUndefined();
  });

  it('marks English passages on the Vietnamese page, not Vietnamese written without its marks (decision 1159)', () => {
    i18n.activate('vi');
    expect(textLang('Senior React Developer')).toBe('en');
    expect(textLang('Web Developer (Java)')).toBe('en');
    expect(textLang('Design APIs for the order platform.')).toBe('en');
    expect(textLang('Kỹ sư phần mềm')).toBe('vi');
    // Vietnamese without its marks, and what names no language (acronyms, numbers), stay the page's.
    expect(textLang('Ha Noi')).toBeUndefined();
    expect(textLang('Nhan vien ban hang')).toBeUndefined();
    expect(textLang('Ho Chi Minh')).toBeUndefined();
    expect(textLang('FPT')).toBeUndefined();
    expect(textLang('2026')).toBeUndefined();
    // Several texts in one element: English only when every one is.
    expect(textLang('FPT Software', 'Ha Noi')).toBeUndefined();
    expect(textLang('Shopee', 'Singapore')).toBe('en');
    expect(textLang(null, undefined, '')).toBeUndefined();
  });

  it('tells Vietnamese text by its letters', () => {
    expect(isVietnamese('Thực tập sinh')).toBe(true);
    expect(isVietnamese('Intern', null)).toBe(false);
  });
});
