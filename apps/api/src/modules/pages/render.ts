import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import type { Locale } from '@app/shared';
import type { FastifyBaseLogger, FastifyInstance, FastifyRequest } from 'fastify';
import type { AppContext } from '../../context';
import { modulePreloads } from '../../lib/module-preload';
import { PAGE_RENDER_HEADER, pageRenderSecret } from '../../lib/page-render';
import { addressLocale } from '../../lib/spa-page';
import type { RenderedBody } from '../../lib/spa-page';
import { PAGE_CACHE_MS } from './service';
import { isAppPage } from './static-pages';

/** An API reply as the page's components would have read it. */
type Reply = { status: number; body: unknown };
/** What the web build's server renderer (apps/web/src/entry-server.tsx) exports. */
type ServerEntry = {
  render(
    url: string,
    locale: Locale,
    fetchData: (path: string) => Promise<Reply>,
    given?: Record<string, Reply>,
  ): Promise<
    | { kind: 'page'; html: string; status: number; data: Record<string, unknown> }
    | { kind: 'redirect'; status: number; location: string }
  >;
};

/** Public pages rendered on the server per request: their content comes from the database (decision 1001). */
const PER_REQUEST = new Set(['/jobs', '/blog', '/projects', '/resources']);
/** At most this many API replies kept for renders, per instance. */
const DATA_CACHE_MAX = 1_000;

export type RenderedPage = { status: number; body: RenderedBody };

export type PageRenderer = {
  /**
   * The page at `urlPath` (a public page, a job, a post) rendered for this request, or undefined: the bare SPA.
   * `given` is data the page is rendered with beside the API's replies (a form the server refused, decision 1075):
   * such a page is always rendered for the request.
   */
  page(
    request: FastifyRequest,
    urlPath: string,
    locale: Locale,
    given?: Record<string, Reply>,
  ): Promise<RenderedPage | undefined>;
};

/** The path without a trailing slash ("/about/" is "/about"). */
const normalise = (urlPath: string) => (urlPath.length > 1 ? urlPath.replace(/\/+$/, '') || '/' : urlPath);

/**
 * The server renderer of the web build beside `webRoot` (dist-ssr, decision 1000), or undefined when the build has
 * none (the bare SPA is served then, as before). Static pages come pre-rendered from the build (dist-ssr/pages), in
 * both languages, each with and without ?lang in its address (its links keep it, decision 1122); the others are rendered per request with the API's replies, each kept PAGE_CACHE_MS and shared by
 * concurrent renders.
 */
export function pageRenderer(
  app: FastifyInstance,
  ctx: AppContext,
  webRoot: string,
  logger: FastifyBaseLogger | undefined,
): PageRenderer | undefined {
  const ssrDir = path.join(path.dirname(webRoot), 'dist-ssr');
  const entryFile = path.join(ssrDir, 'entry-server.js');
  const listFile = path.join(ssrDir, 'pages', 'pages.json');
  if (!existsSync(entryFile) || !existsSync(listFile)) return undefined;
  // Loaded beside the start, not before it: the first rendered page waits for it if it must.
  const loading = import(pathToFileURL(entryFile).href) as Promise<ServerEntry>;
  loading.catch((error: unknown) => logger?.error({ err: error }, 'the page renderer did not load'));

  const preloads = modulePreloads(webRoot);
  // ---- Pre-rendered static pages: read once ----
  const prerendered = new Map<string, RenderedBody>();
  const list = JSON.parse(readFileSync(listFile, 'utf8')) as { pages: Array<{ path: string; file: string }> };
  for (const page of list.pages) {
    for (const locale of ['en', 'vi'] as const) {
      // `<locale>/`: the page whose address names no language; `<locale>/address/`: the one at ?lang=<locale>.
      for (const [folder, key] of [
        [locale, `${locale} ${page.path}`],
        [path.join(locale, 'address'), `${locale} ${page.path}?lang=${locale}`],
      ] as const) {
        const file = path.join(ssrDir, 'pages', folder, page.file);
        if (existsSync(file)) prerendered.set(key, { html: readFileSync(file, 'utf8'), data: {} });
      }
    }
  }

  // ---- The API's replies for renders: in process, short-lived, shared ----
  const cache = new Map<string, { at: number; value: Promise<Reply> }>();
  const fetchData = (request: FastifyRequest, locale: Locale) => (apiPath: string) => {
    if (!apiPath.startsWith('/api/')) return Promise.resolve({ status: 404, body: null });
    const key = `${locale} ${apiPath}`;
    const now = ctx.clock.now().getTime();
    const hit = cache.get(key);
    if (hit && now - hit.at < PAGE_CACHE_MS) return hit.value;
    const value = app
      .inject({
        method: 'GET',
        url: apiPath,
        // The reader's address, so that limits count the reader (a search from the board's page is theirs).
        remoteAddress: request.ip,
        headers: { 'accept-language': locale, [PAGE_RENDER_HEADER]: pageRenderSecret },
      })
      .then((response): Reply => {
        let body: unknown = null;
        try {
          body = response.json();
        } catch {
          // Not JSON: the page shows its own error state.
        }
        return { status: response.statusCode, body };
      });
    cache.delete(key);
    cache.set(key, { at: now, value });
    value.catch(() => cache.delete(key));
    // A reply that is not 200 (a limit, a failure) serves this render only.
    void value.then((reply) => {
      if (reply.status !== 200 && reply.status !== 404) cache.delete(key);
    });
    if (cache.size > DATA_CACHE_MAX) cache.delete(cache.keys().next().value!);
    return value;
  };

  return {
    async page(request, urlPath, locale, given) {
      const pagePath = normalise(urlPath);
      const query = new URLSearchParams(request.url.split('?')[1] ?? '');
      const onlyLang = !given && [...query.keys()].every((key) => key === 'lang');
      // The page's links keep the language its address names (decision 1122; the first ?lang, as the app and
      // pageLocale read it, decision 1128): the build has the page for ?lang=<locale> alone; any other ?lang it names
      // is rendered for the request.
      const named = addressLocale(request.url);
      const key = !named
        ? `${locale} ${pagePath}`
        : named === locale && query.getAll('lang').length === 1
          ? `${locale} ${pagePath}?lang=${named}`
          : undefined;
      const ready = onlyLang && key ? prerendered.get(key) : undefined;
      if (ready) return { status: 200, body: { ...ready, preload: preloads.page(pagePath, locale) } };
      // A path the app has no page for arrives as the app's 404 page, header and footer included (decision 1196),
      // not as an empty page filled in once the scripts have run; the signed-in area stays the browser's.
      const known =
        prerendered.has(`${locale} ${pagePath}`) ||
        PER_REQUEST.has(pagePath) ||
        /^\/(?:jobs|blog|resources)\/[^/]+$/.test(pagePath) ||
        !isAppPage(pagePath);
      if (!known) return undefined;
      try {
        const entry = await loading;
        const result = await entry.render(
          `${ctx.config.appUrl}${request.url}`,
          locale,
          fetchData(request, locale),
          given,
        );
        if (result.kind !== 'page') return undefined;
        return {
          status: result.status,
          body: { html: result.html, data: result.data, preload: preloads.page(pagePath, locale) },
        };
      } catch (error) {
        // The SPA still serves the page.
        request.log.warn({ err: error }, 'page render failed');
        return undefined;
      }
    },
  };
}
