import { StrictMode } from 'react';
import { createRoot, hydrateRoot } from 'react-dom/client';
import { matchRoutes } from 'react-router';
import { RouterProvider } from 'react-router/dom';
import { AppProviders } from './app/providers';
import { createRouter, routes } from './app/router';
import { getToken } from './lib/auth/token-storage';
import { startSlicedHydration } from './lib/hydration-slices';
import { detectLocale } from './lib/i18n/locale';
import { keepFocusThroughDisable } from './lib/keep-focus-through-disable';
import { startI18n } from './lib/i18n/start';
import '@/lib/renderer-parity';
import './index.css';

// Before any form renders: a control disabled while its request runs gets the focus back (decision 1236).
keepFocusThroughDisable();

const root = document.getElementById('root')!;
// The server rendered this page (decision 1000) for a visitor: the first render must be the same page, so
// it is hydrated. A stored session (the server renders signed out) or another language remembered in this
// browser than the one the server chose renders on the client instead, as before.
const locale = detectLocale();
const hydrate =
  root.hasAttribute('data-rendered') && getToken() === null && document.documentElement.lang === locale;

/** What a route module may give its route (the rest of its exports are its own). */
const ROUTE_PROPERTIES = [
  'Component',
  'ErrorBoundary',
  'HydrateFallback',
  'loader',
  'action',
  'handle',
  'shouldRevalidate',
];

/** The rest in a task of its own, so that the browser may paint or answer input in between (decision 1016). */
const nextTask = () => new Promise<void>((resolve) => setTimeout(resolve, 0));

/**
 * The page's lazy routes, loaded before the first render so that it is the server's page, not a fallback. The
 * server named their files in modulepreload links, so they are already on their way: each route module is
 * evaluated in a task of its own, outermost first, instead of all of them in one (decision 1036).
 */
async function loadMatchedRoutes(): Promise<void> {
  for (const { route } of matchRoutes(routes, window.location) ?? []) {
    if (typeof route.lazy !== 'function') continue;
    const module = (await route.lazy()) as Record<string, unknown>;
    const properties = Object.fromEntries(
      ROUTE_PROPERTIES.filter((key) => key in module).map((key) => [key, module[key]]),
    );
    Object.assign(route, properties, { lazy: undefined });
    await nextTask();
  }
}

// The language is chosen first, so the router's first page chunks load their catalogs in it.
const ready = startI18n(locale);
// The public pages hydrate without Intl's number and date formatters (decision 1035): the first one a tab makes
// loads the engine's locale data in one long task, which is left to the page that needs it.
void Promise.all([ready, hydrate ? loadMatchedRoutes() : undefined]).then(async () => {
  const router = createRouter(hydrate);
  // Making the router ranks every route of the app; the hydration that follows is the other long part.
  if (hydrate) await nextTask();
  const app = (
    <StrictMode>
      <AppProviders>
        <RouterProvider router={router} />
      </AppProviders>
    </StrictMode>
  );
  if (hydrate) {
    startSlicedHydration();
    hydrateRoot(root, app);
  } else {
    root.removeAttribute('data-rendered');
    // The server's page (another language, or signed out) is replaced, never rendered beside.
    root.replaceChildren();
    createRoot(root).render(app);
  }
});
