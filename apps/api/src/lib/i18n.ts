import { setupI18n } from '@lingui/core';
import type { I18n } from '@lingui/core';
import type { FastifyRequest } from 'fastify';
import { z } from 'zod';
import { LOCALES, LOCALE_COOKIE, isLocale, registerTranslations, translateText } from '@app/shared';
import type { Locale, MessageValues } from '@app/shared';
import { messages as sharedEn } from '@app/shared/i18n/catalogs/en';
import { messages as sharedVi } from '@app/shared/i18n/catalogs/vi';
import { messages as serverEn } from '../i18n/catalogs/en';
import { messages as serverVi } from '../i18n/catalogs/vi';

/**
 * The server's translator (issue 17): one Lingui instance per language over the compiled catalogs of
 * packages/shared and of the server (src/i18n). Texts are the English message ids; see
 * packages/shared/src/i18n/README.md.
 */
const instances: Record<Locale, I18n> = {
  en: setupI18n({ locale: 'en', messages: { en: { ...sharedEn, ...serverEn } } }),
  vi: setupI18n({ locale: 'vi', messages: { vi: { ...sharedVi, ...serverVi } } }),
};

/**
 * `text` in `locale`: a shared-catalog message (with `values` for its placeholders), a text made by
 * i18nFormat, or one of zod's own messages. Any other text comes back unchanged.
 */
export function translate(locale: Locale, text: string, values?: MessageValues): string {
  return translateText(instances[locale], text, values);
}

/** A translator bound to one language, for the mail templates. */
export type Translate = (text: string, values?: MessageValues) => string;
export const translatorFor =
  (locale: Locale): Translate =>
  (text, values) =>
    translate(locale, text, values);

/** The supported language the Accept-Language header prefers, or null when it names none. */
export function acceptedLocale(header: string | undefined): Locale | null {
  if (!header) return null;
  let best: { locale: Locale; q: number } | null = null;
  for (const part of header.split(',')) {
    const [tag, ...params] = part.trim().split(';');
    const base = tag?.trim().toLowerCase().split('-')[0];
    const qParam = params.map((p) => /^\s*q=([\d.]+)\s*$/.exec(p)?.[1]).find(Boolean);
    const q = qParam === undefined ? 1 : Number(qParam);
    if (isLocale(base) && q > 0 && (!best || q > best.q)) best = { locale: base, q };
  }
  return best?.locale ?? null;
}

const LOCALE_COOKIE_VALUE = new RegExp(`(?:^|;)\\s*${LOCALE_COOKIE}=([^;]*)`);

/**
 * The language the browser remembers for its reader (the `lang` cookie, decision 1216), or null. Read from the header:
 * the cookie parser is registered only where the GitHub sign-in needs it (decision 1011). The first `lang` cookie
 * decides, as a browser sends the most specific one first.
 */
export function cookieLocale(headers: { cookie?: string | undefined }): Locale | null {
  const value = LOCALE_COOKIE_VALUE.exec(headers.cookie ?? '')?.[1]?.trim();
  return isLocale(value) ? value : null;
}

/**
 * A page load in a browser (a link followed, an address typed, a form sent by the browser itself), not a script's
 * request: Fetch Metadata says so (`Sec-Fetch-Mode: navigate`); a browser too old to send it asks for HTML.
 */
export const isNavigation = (request: Pick<FastifyRequest, 'headers'>): boolean =>
  request.headers['sec-fetch-mode'] === 'navigate' ||
  (request.headers['sec-fetch-mode'] === undefined && /\btext\/html\b/.test(request.headers.accept ?? ''));

/**
 * The caller's language (decision 1216). A browser's own navigation to the API (a download, the GitHub sign-in, a
 * form sent without JavaScript) reads the language its reader chose on the site, the `lang` cookie, first: its
 * Accept-Language is the browser's setting, not that choice. Every other request (the app's fetches, which send the
 * interface's language as Accept-Language; an API key's client, which has no cookie) reads Accept-Language when it
 * names a supported language, else the signed-in user's, else English.
 */
export function requestLocale(request: Pick<FastifyRequest, 'headers' | 'auth'>): Locale {
  if (isNavigation(request)) {
    const chosen = cookieLocale(request.headers);
    if (chosen) return chosen;
  }
  const fromHeader = acceptedLocale(request.headers['accept-language']);
  if (fromHeader) return fromHeader;
  const own = request.auth?.user.locale;
  return isLocale(own) ? own : 'en';
}

// Zod's own messages ("Too small: expected string to have >=1 characters"): written in English, and
// registered with the same issue written by zod's locale for each other language, so `translate` finds them.
const zodLocales = { en: z.locales.en(), vi: z.locales.vi() } satisfies Record<Locale, unknown>;
const issueText = (locale: Locale, issue: Parameters<z.core.$ZodErrorMap>[0]): string | undefined => {
  const result = zodLocales[locale].localeError(issue);
  return typeof result === 'string' ? result : result?.message;
};
// The refusals a field gives no message of its own are in the catalog's words already (packages/shared's
// `customError`, decision 1181); zod's own texts for the rest are registered in each language here.
z.config({
  localeError: (issue) => {
    const english = issueText('en', issue);
    if (english === undefined) return undefined;
    const texts: Partial<Record<Locale, string>> = {};
    for (const locale of LOCALES) if (locale !== 'en') texts[locale] = issueText(locale, issue) ?? english;
    registerTranslations(english, texts);
    return english;
  },
});

/** A stored language (users.locale) as a Locale; anything unknown reads as English. */
export const localeOf = (value: string | null | undefined): Locale => (isLocale(value) ? value : 'en');
