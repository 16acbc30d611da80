import { afterEach, describe, expect, it, vi } from 'vitest';
import { detectLocale, rememberLocale } from './locale';

// Decision 1216: the switch's form sent without JavaScript remembers the choice in the `lang` cookie alone; the app,
// started later, reads it as the server does (before storage), so the reader keeps the language they chose.

afterEach(() => {
  document.cookie = 'lang=; path=/; max-age=0';
  localStorage.clear();
  window.history.replaceState(null, '', '/');
});

describe('detectLocale', () => {
  it('reads the address first, then the cookie, then storage, then the browser', () => {
    vi.spyOn(navigator, 'languages', 'get').mockReturnValue(['en-US']);
    expect(detectLocale()).toBe('en');
    localStorage.setItem('lang', 'vi');
    expect(detectLocale()).toBe('vi');
    // Chosen without JavaScript after storage was written: the cookie is the newer choice.
    document.cookie = 'lang=en; path=/';
    expect(detectLocale()).toBe('en');
    window.history.replaceState(null, '', '/jobs?lang=vi');
    expect(detectLocale()).toBe('vi');
  });

  it('passes over a cookie that names no language', () => {
    vi.spyOn(navigator, 'languages', 'get').mockReturnValue(['en-US']);
    document.cookie = 'lang=fr; path=/';
    localStorage.setItem('lang', 'vi');
    expect(detectLocale()).toBe('vi');
  });

  it('is what rememberLocale wrote, in both places', () => {
    rememberLocale('vi');
    expect(document.cookie).toContain('lang=vi');
    expect(localStorage.getItem('lang')).toBe('vi');
    expect(detectLocale()).toBe('vi');
  });
});
