import { readFileSync } from 'node:fs';
import path from 'node:path';
import { isLocale, pickLocale } from '@app/shared';
import type { Locale } from '@app/shared';
import type { FastifyRequest } from 'fastify';

/**
 * The language a page is first served in, as the client will choose it (decision 360): the address
 * (?lang=vi), then the browser's remembered choice (the `lang` cookie), then Accept-Language.
 */
export function pageLocale(request: FastifyRequest): Locale {
  const query = (request.query ?? {}) as Record<string, unknown>;
  if (isLocale(query.lang)) return query.lang;
  const cookie = request.cookies?.lang;
  if (isLocale(cookie)) return cookie;
  return pickLocale(request.headers['accept-language']);
}

/**
 * The SPA's index.html with `<html lang>` set, read once per web root and kept per language. Given `head`
 * (already escaped tags, decision 500), the page's own `<title>` and description give way to it.
 */
export function spaPage(webRoot: string): (locale: Locale, head?: string) => string {
  const source = readFileSync(path.join(webRoot, 'index.html'), 'utf8');
  const pages = new Map<Locale, string>();
  const bare = new Map<Locale, string>();
  return (locale, head) => {
    if (head !== undefined) {
      let page = bare.get(locale);
      if (!page) {
        page = source
          .replace(/<html lang="[^"]*"/, `<html lang="${locale}"`)
          .replace(/\s*<title>[^<]*<\/title>/, '')
          .replace(/\s*<meta\s+name="description"[^>]*>/, '');
        bare.set(locale, page);
      }
      const at = page.indexOf('</head>');
      return at < 0 ? page : `${page.slice(0, at)}  ${head}\n  ${page.slice(at)}`;
    }
    let page = pages.get(locale);
    if (!page) {
      page = source.replace(/<html lang="[^"]*"/, `<html lang="${locale}"`);
      pages.set(locale, page);
    }
    return page;
  };
}
