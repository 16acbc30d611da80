import { LOCALE_COOKIE, LOCALE_COOKIE_MAX_AGE, isLocale, pickLocale } from '@app/shared';
import type { Locale } from '@app/shared';

export type { Locale };

/** Where the browser remembers the chosen language (and the cookie the server reads for `<html lang>`). */
export const LOCALE_STORAGE_KEY = 'lang';
/** The query parameter that makes a public page's language part of its address (?lang=vi). */
export const LOCALE_PARAM = 'lang';

/**
 * The language the address names (?lang=vi), or null. A public page's own links (its pages, its filters) keep it
 * (decision 1117): a reader without JavaScript whose language came from the address alone stays in it. With
 * JavaScript the address always names a language other than English (use-locale-in-address.tsx), so the links do too.
 */
export function addressLocale(search: URLSearchParams): Locale | null {
  const lang = search.get(LOCALE_PARAM);
  return isLocale(lang) ? lang : null;
}

/**
 * The language the `lang` cookie remembers, or null. The switch's form sent without JavaScript writes the cookie alone
 * (decision 1216), so it may be newer than storage; the server reads it for the page's first byte.
 */
function cookieLocale(): Locale | null {
  const value = new RegExp(`(?:^|;)\\s*${LOCALE_COOKIE}=([^;]*)`).exec(document.cookie)?.[1]?.trim();
  return isLocale(value) ? value : null;
}

/**
 * The language of the first render: the address, then the remembered choice (the cookie, as the server reads it
 * first, then storage), then the browser's.
 */
export function detectLocale(): Locale {
  const fromUrl = new URLSearchParams(window.location.search).get(LOCALE_PARAM);
  if (isLocale(fromUrl)) return fromUrl;
  const remembered = cookieLocale();
  if (remembered) return remembered;
  let stored: string | null = null;
  try {
    stored = localStorage.getItem(LOCALE_STORAGE_KEY);
  } catch {
    // Storage can be disabled; the browser's languages still decide.
  }
  if (isLocale(stored)) return stored;
  return pickLocale(navigator.languages?.length ? navigator.languages : [navigator.language]);
}

/** Remembers the choice in the browser: storage for the client, a cookie for the server's first byte. */
export function rememberLocale(locale: Locale): void {
  try {
    localStorage.setItem(LOCALE_STORAGE_KEY, locale);
  } catch {
    // Not remembered in this browser; the account and the address still carry it.
  }
  document.cookie = `${LOCALE_COOKIE}=${locale}; path=/; max-age=${LOCALE_COOKIE_MAX_AGE}; samesite=lax`;
}

/** Marks the document's language for assistive technology, hyphenation and search engines. */
export function markDocumentLocale(locale: Locale): void {
  // Setting the same value again still costs the browser a style pass (a rendered page already has it).
  if (document.documentElement.lang !== locale) document.documentElement.lang = locale;
}
