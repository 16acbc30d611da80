/**
 * The server renderer of the public pages (issue 15, decisions 1000-1002). Built by `vite build --ssr` into
 * dist-ssr/entry-server.js; the API imports it to render a page per request (jobs, blog, projects) and the
 * build's pre-render step writes the static pages with it in both languages.
 */
import { renderToString } from 'react-dom/server';
import { createStaticHandler, createStaticRouter, StaticRouterProvider } from 'react-router';
import { i18n } from '@lingui/core';
import { AppProviders } from './app/providers';
import { routes } from './app/router';
import { catalogNames, loadCatalogs } from './lib/i18n/catalogs';
import { provideInitialData } from './lib/initial-data';
import type { InitialReply } from './lib/initial-data';

export type Locale = 'en' | 'vi';

export type RenderResult =
  | { kind: 'page'; html: string; status: number; data: Record<string, InitialReply<unknown>> }
  | { kind: 'redirect'; status: number; location: string };

/** Every catalog in both languages, loaded once: a render is synchronous and picks its language. */
const ready = Promise.all((['en', 'vi'] as const).map((locale) => loadCatalogs(catalogNames(), locale))).then(
  () => undefined,
);

const handler = createStaticHandler(routes);

/** At most this many renders per page: each may find API replies its components need (a job, then its related jobs). */
const MAX_PASSES = 4;

/**
 * Renders `url` (absolute) in `locale`. `fetchData` answers the API addresses the page's components read (GET,
 * in process); they are rendered again with the replies until none is missing. `given` is data the server already
 * holds for the page (the contact form it refused, decision 1075).
 */
export async function render(
  url: string,
  locale: Locale,
  fetchData: (path: string) => Promise<InitialReply<unknown>>,
  given: Record<string, InitialReply<unknown>> = {},
): Promise<RenderResult> {
  await ready;
  const context = await handler.query(new Request(url));
  if (context instanceof Response) {
    return { kind: 'redirect', status: context.status, location: context.headers.get('location') ?? '/' };
  }
  // What the server gives the page beside the API's replies (a form it refused, decision 1075) goes to the browser
  // with them, so the app's first render is the same page.
  const data: Record<string, InitialReply<unknown>> = { ...given };
  for (let pass = 1; ; pass++) {
    const wanted = new Set<string>();
    provideInitialData(data, wanted, new URL(url).origin);
    i18n.activate(locale);
    const router = createStaticRouter(handler.dataRoutes, context);
    const html = renderToString(
      <AppProviders>
        <StaticRouterProvider router={router} context={context} hydrate={false} />
      </AppProviders>,
    );
    provideInitialData({}, new Set());
    if (wanted.size === 0 || pass === MAX_PASSES) {
      return { kind: 'page', html, status: context.statusCode, data };
    }
    const replies = await Promise.all(
      [...wanted].map(async (path) => [path, await fetchData(path)] as const),
    );
    for (const [path, reply] of replies) data[path] = reply;
  }
}
