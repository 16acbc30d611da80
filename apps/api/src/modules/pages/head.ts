import { jsonLdScriptContent } from '@app/shared';
import type { Locale } from '@app/shared';

/**
 * The `<head>` the server writes into the SPA's index.html for public pages (issue 15, decision 500): title,
 * description, canonical, hreflang alternates, Open Graph, Twitter card, robots and JSON-LD. Every text is
 * escaped for where it goes (decision 300): attribute and element text HTML-escaped, JSON-LD through
 * jsonLdScriptContent, and control characters removed first, so stored data cannot end an element.
 */

// C0 and C1 controls (tab, LF and CR become spaces), DEL, and the Unicode line and paragraph separators.
// eslint-disable-next-line no-control-regex
const CONTROLS = /[\u0000-\u0008\u000b\u000c\u000e-\u001f\u007f-\u009f\u2028\u2029]/g;
const BREAKS = /[\t\r\n]/g;

/** Text without control characters; tab and line breaks become spaces, runs of spaces one. */
export const oneLine = (text: string): string =>
  text.replace(CONTROLS, '').replace(BREAKS, ' ').replace(/ {2,}/g, ' ').trim();

/** Multi-line text without control characters other than LF (CRLF and CR become LF). */
export const cleanText = (text: string): string =>
  text.replace(/\r\n?/g, '\n').replace(CONTROLS, '').replace(/\t/g, ' ');

const HTML_ESCAPES: Record<string, string> = {
  '&': '&amp;',
  '<': '&lt;',
  '>': '&gt;',
  '"': '&quot;',
  "'": '&#39;',
};

/** Text for HTML element content or a double-quoted attribute value. */
export const escapeHtml = (text: string): string => text.replace(/[&<>"']/g, (c) => HTML_ESCAPES[c]!);

/** At most `max` characters, cut at a word boundary with an ellipsis. */
export function shorten(text: string, max: number): string {
  if (text.length <= max) return text;
  const cut = text.slice(0, max - 1);
  const space = cut.lastIndexOf(' ');
  return `${(space > max / 2 ? cut.slice(0, space) : cut).replace(/[\s,.;:–-]+$/, '')}…`;
}

/** A link preview's picture; `large` for a wide one (a card, a cover), not for a square logo. */
export type PageImage = { url: string; large: boolean; width?: number; height?: number; alt?: string };

export type PageHead = {
  title: string;
  description: string;
  /** Absolute URL of this language version (none on a page that is not to be indexed). */
  canonical?: string;
  /** Absolute URL of each language version, and x-default. */
  alternates?: Record<Locale | 'x-default', string>;
  /** The previous and the next page of a list that has pages (absolute URLs; decision 1071). */
  prev?: string | undefined;
  next?: string | undefined;
  locale: Locale;
  siteName: string;
  /** What a link preview shows: the page's own picture, else the site's card (decision 1032). */
  image: PageImage;
  /** More meta tags (og:… properties, twitter:… names), written in order. */
  extra?: Array<{ attribute: 'name' | 'property'; key: string; content: string }>;
  noindex?: boolean;
  jsonLd?: unknown;
};

/** Marks the tags the server wrote, which the client removes once the reader moves to another page. */
const SERVED = 'data-served-head';

const OG_LOCALES: Record<Locale, string> = { en: 'en_US', vi: 'vi_VN' };

const meta = (attribute: 'name' | 'property', key: string, content: string) =>
  `<meta ${attribute}="${key}" content="${escapeHtml(oneLine(content))}" ${SERVED} />`;

/** The tags, one per line; every value escaped. */
export function renderHead(head: PageHead): string {
  const lines = [
    `<title ${SERVED}>${escapeHtml(oneLine(head.title))}</title>`,
    meta('name', 'description', head.description),
  ];
  if (head.noindex) lines.push(`<meta name="robots" content="noindex" ${SERVED} />`);
  if (head.canonical) lines.push(`<link rel="canonical" href="${escapeHtml(head.canonical)}" ${SERVED} />`);
  for (const [lang, href] of Object.entries(head.alternates ?? {})) {
    lines.push(`<link rel="alternate" hreflang="${lang}" href="${escapeHtml(href)}" ${SERVED} />`);
  }
  if (head.prev) lines.push(`<link rel="prev" href="${escapeHtml(head.prev)}" ${SERVED} />`);
  if (head.next) lines.push(`<link rel="next" href="${escapeHtml(head.next)}" ${SERVED} />`);
  lines.push(
    meta('property', 'og:type', 'website'),
    meta('property', 'og:site_name', head.siteName),
    meta('property', 'og:title', head.title),
    meta('property', 'og:description', head.description),
  );
  if (head.canonical) lines.push(meta('property', 'og:url', head.canonical));
  lines.push(meta('property', 'og:locale', OG_LOCALES[head.locale]));
  for (const locale of Object.keys(OG_LOCALES) as Locale[]) {
    if (locale !== head.locale) lines.push(meta('property', 'og:locale:alternate', OG_LOCALES[locale]));
  }
  const { image } = head;
  lines.push(meta('property', 'og:image', image.url));
  if (image.width && image.height) {
    lines.push(
      meta('property', 'og:image:width', String(image.width)),
      meta('property', 'og:image:height', String(image.height)),
    );
  }
  if (image.alt) lines.push(meta('property', 'og:image:alt', image.alt));
  lines.push(
    meta('name', 'twitter:card', image.large ? 'summary_large_image' : 'summary'),
    meta('name', 'twitter:title', head.title),
    meta('name', 'twitter:description', head.description),
    meta('name', 'twitter:image', image.url),
  );
  if (image.alt) lines.push(meta('name', 'twitter:image:alt', image.alt));
  for (const { attribute, key, content } of head.extra ?? []) lines.push(meta(attribute, key, content));
  if (head.jsonLd !== undefined) {
    lines.push(`<script type="application/ld+json" ${SERVED}>${jsonLdScriptContent(head.jsonLd)}</script>`);
  }
  return lines.join('\n    ');
}
