import type { Locale } from '@app/shared';
import { LOCALES } from '@app/shared';

/**
 * /robots.txt and the sitemaps (issue 15, decision 502). Every address is absolute, from APP_URL; every text
 * in the XML escaped.
 */

const XML_ESCAPES: Record<string, string> = {
  '&': '&amp;',
  '<': '&lt;',
  '>': '&gt;',
  '"': '&quot;',
  "'": '&apos;',
};
// eslint-disable-next-line no-control-regex
const XML_FORBIDDEN = /[\u0000-\u0008\u000b\u000c\u000e-\u001f\ufffe\uffff]/g;

/** Text for XML element content or attribute values; characters XML 1.0 cannot hold are dropped. */
export const escapeXml = (text: string): string =>
  text.replace(XML_FORBIDDEN, '').replace(/[&<>"']/g, (c) => XML_ESCAPES[c]!);

/** The address of `path` in `locale` (English has no parameter, Vietnamese ?lang=vi; decision 360). */
export const localizedUrl = (appUrl: string, path: string, locale: Locale) =>
  `${appUrl}${path === '/' ? '/' : path}${locale === 'en' ? '' : `?lang=${locale}`}`;

/** Each language version and x-default (the English one). */
export const alternatesOf = (appUrl: string, path: string): Record<Locale | 'x-default', string> => {
  const result = {} as Record<Locale | 'x-default', string>;
  for (const locale of LOCALES) result[locale] = localizedUrl(appUrl, path, locale);
  result['x-default'] = localizedUrl(appUrl, path, 'en');
  return result;
};

export type SitemapEntry = { path: string; lastmod?: string };

const XML_HEAD = '<?xml version="1.0" encoding="UTF-8"?>\n';

/** A <urlset>: every language version of each entry is a <url> naming all versions (Google's hreflang form). */
export function urlset(appUrl: string, entries: SitemapEntry[]): string {
  const out: string[] = [
    `${XML_HEAD}<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9" xmlns:xhtml="http://www.w3.org/1999/xhtml">`,
  ];
  for (const entry of entries) {
    const alternates = Object.entries(alternatesOf(appUrl, entry.path))
      .map(([lang, href]) => `<xhtml:link rel="alternate" hreflang="${lang}" href="${escapeXml(href)}"/>`)
      .join('');
    const lastmod = entry.lastmod ? `<lastmod>${escapeXml(entry.lastmod)}</lastmod>` : '';
    for (const locale of LOCALES) {
      out.push(
        `<url><loc>${escapeXml(localizedUrl(appUrl, entry.path, locale))}</loc>${lastmod}${alternates}</url>`,
      );
    }
  }
  out.push('</urlset>\n');
  return out.join('\n');
}

/** A <sitemapindex> of the given sitemap addresses. */
export function sitemapIndex(urls: string[]): string {
  return `${XML_HEAD}<sitemapindex xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">\n${urls
    .map((url) => `<sitemap><loc>${escapeXml(url)}</loc></sitemap>`)
    .join('\n')}\n</sitemapindex>\n`;
}

/** Paths robots keep out of: the signed-in area, the API and the sign-in callbacks. */
export const PRIVATE_PATHS = ['/dashboard', '/profile', '/plans', '/api/', '/auth/'];

export function robotsTxt(appUrl: string): string {
  const base = new URL(appUrl).pathname.replace(/\/+$/, '');
  return [
    'User-agent: *',
    `Allow: ${base}/`,
    ...PRIVATE_PATHS.map((path) => `Disallow: ${base}${path}`),
    '',
    `Sitemap: ${appUrl}/sitemap.xml`,
    '',
  ].join('\n');
}
