import { describe, expect, it } from 'vitest';
import { textLang } from './lang';

describe('textLang', () => {
  it('marks Vietnamese passages and leaves others to the page', () => {
    expect(textLang('Kỹ sư phần mềm')).toBe('vi');
    expect(textLang('ĐÀ NẴNG')).toBe('vi');
    expect(textLang('Senior React Developer', 'Hà Nội')).toBe('vi');
    expect(textLang('Senior React Developer')).toBeUndefined();
    expect(textLang(null, undefined, '')).toBeUndefined();
  });
});
