import { readFileSync } from 'node:fs';
import path from 'node:path';
import { i18nText, isLocale, jsonLdScriptContent, pickLocale } from '@app/shared';
import type { Locale } from '@app/shared';
import type { FastifyRequest } from 'fastify';
import { escapeHtml } from '../mail/layout';
import { cookieLocale, translate } from './i18n';
import { modulePreloads } from './module-preload';

/**
 * The language the address names, as the app reads it (`URLSearchParams.get`, lib/i18n/locale.ts): the first `lang`
 * value, null when that one is no language (decision 1128). `/?lang=vi&lang=en` names Vietnamese, `/?lang=xx&lang=vi`
 * none. Read from the address itself, not the parsed query, which makes an array of a repeated parameter.
 */
export function addressLocale(url: string): Locale | null {
  const at = url.indexOf('?');
  if (at < 0) return null;
  const lang = new URLSearchParams(url.slice(at + 1)).get('lang');
  return isLocale(lang) ? lang : null;
}

/**
 * The language a page is first served in, as the client will choose it (decision 360): the address
 * (?lang=vi, its first value: `addressLocale`), then the browser's remembered choice (the `lang` cookie), then
 * Accept-Language.
 */
export function pageLocale(request: FastifyRequest): Locale {
  const named = addressLocale(request.url);
  if (named) return named;
  const remembered = cookieLocale(request.headers);
  if (remembered) return remembered;
  return pickLocale(request.headers['accept-language']);
}

/** A page's body as the server rendered it (decision 1000): the app's HTML and the API replies it was rendered with. */
export type RenderedBody = { html: string; data: Record<string, unknown>; preload?: string };

/** The app's root with the rendered page in it, marked for hydration, and the page's data beside it. */
function withBody(page: string, body: RenderedBody): string {
  const root = '<div id="root"></div>';
  const at = page.indexOf(root);
  if (at < 0) return page;
  const data =
    Object.keys(body.data).length === 0
      ? ''
      : `<script type="application/json" id="initial-data">${jsonLdScriptContent(body.data)}</script>`;
  return `${page.slice(0, at)}<div id="root" data-rendered>${body.html}</div>${RENDERED_END}${data}${page.slice(at + root.length)}`;
}

/**
 * A rendered page is first painted whole (decision 1016): the browser may paint a half-parsed document, and a
 * card centred on the screen (the sign-in pages') then moved as the rest of it arrived, a layout shift.
 * `<link rel="expect" blocking="render">` holds the first paint until the parser has passed the page's end.
 */
const RENDERED_END = '<template id="rendered-end"></template>';
const EXPECT_RENDERED_END = '<link rel="expect" href="#rendered-end" blocking="render" />';

/**
 * A rendered page shows its content before any script runs: its scripts are fetched after what paints it (the
 * stylesheet, images), with `fetchpriority="low"` (decision 1014).
 */
function lowPriorityScripts(html: string): string {
  return html
    .replaceAll(
      '<script type="module" crossorigin src=',
      '<script type="module" crossorigin fetchpriority="low" src=',
    )
    .replaceAll(
      '<link rel="modulepreload" crossorigin href=',
      '<link rel="modulepreload" crossorigin fetchpriority="low" href=',
    );
}

/**
 * A rendered page carries the app's stylesheet in its head (decision 1026): its first paint needs only the document,
 * not a second request that the browser discovers while parsing and that every rendered page waits on (Lighthouse's
 * render-blocking request). The shell of a page rendered on the client keeps the link, cached across pages. A disabled
 * link stays beside the copy: the browser does not fetch it, and the build's loader of a later page chunk, which
 * looks for the stylesheet among the links, does not fetch it again either.
 */
function inlineStylesheet(html: string, webRoot: string): string {
  return html.replace(
    /<link rel="stylesheet" crossorigin href="\/(assets\/[^"]+\.css)">/g,
    (link, file: string) => {
      const css = readFileSync(path.join(webRoot, file), 'utf8');
      // Built CSS never closes a style element; if it ever did, the link stays.
      return /<\/style/i.test(css) ? link : `<style>${css}</style>\n    ${link.replace(/>$/, ' disabled>')}`;
    },
  );
}

/**
 * Where a page's own form, sent by the browser itself, is answered (decision 1029): the same page with its query (its
 * language, say), and always on this site: leading slashes and backslashes, which would name another host, are dropped.
 */
export function samePage(url: string): string {
  const at = url.indexOf('?');
  const pathPart = at < 0 ? url : url.slice(0, at);
  return `/${pathPart.replace(/^[/\\]+/, '')}${at < 0 ? '' : url.slice(at)}`;
}

/** The English texts of apps/web/index.html, as written there (pages.test.ts checks they are replaced). */
export const SHELL_DESCRIPTION = i18nText(
  'DotTrip: open-source software, a developer network and a recruitment platform.',
);
export const SHELL_NOSCRIPT = i18nText('DotTrip needs JavaScript. You can also reach us at');

/**
 * The SPA's index.html with `<html lang>` set, read once per web root and kept per language. Given `head`
 * (already escaped tags, decision 500), the page's own `<title>` and description give way to it; given
 * `body`, the root holds the server-rendered page (decision 1000).
 */
export function spaPage(webRoot: string): (locale: Locale, head?: string, body?: RenderedBody) => string {
  const preloads = modulePreloads(webRoot).entry;
  const built = readFileSync(path.join(webRoot, 'index.html'), 'utf8');
  // The entry's imports, named up front (decision 1003).
  const source = preloads ? built.replace('</head>', `  ${preloads}\n  </head>`) : built;
  // Each variant made once: language, the page's own head or the app's, rendered on the server or not.
  const templates = new Map<string, string>();
  const template = (locale: Locale, headed: boolean, rendered: boolean) => {
    const key = `${locale}:${headed}:${rendered}`;
    let page = templates.get(key);
    if (!page) {
      page = source.replace(/<html lang="[^"]*"/, `<html lang="${locale}"`);
      // index.html's own texts (the description of pages without their own head, and the note for browsers
      // without JavaScript) are English in the file: give them the page's language too.
      page = page
        .replace(SHELL_DESCRIPTION, escapeHtml(translate(locale, SHELL_DESCRIPTION)))
        .replace(SHELL_NOSCRIPT, escapeHtml(translate(locale, SHELL_NOSCRIPT)));
      if (headed)
        page = page
          .replace(/\s*<title>[^<]*<\/title>/, '')
          .replace(/\s*<meta\s+name="description"[^>]*>/, '');
      if (rendered)
        page = inlineStylesheet(lowPriorityScripts(page), webRoot).replace(
          '</head>',
          `  ${EXPECT_RENDERED_END}\n  </head>`,
        );
      templates.set(key, page);
    }
    return page;
  };
  return (locale, head, body) => {
    let page = template(locale, head !== undefined, body !== undefined);
    if (head !== undefined) {
      const at = page.indexOf('</head>');
      const extra = body?.preload ? `${head}\n    ${lowPriorityScripts(body.preload)}` : head;
      if (at >= 0) page = `${page.slice(0, at)}  ${extra}\n  ${page.slice(at)}`;
    }
    return body ? withBody(page, body) : page;
  };
}
