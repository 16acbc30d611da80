import { createBrowserRouter } from 'react-router';
import type { PatchRoutesOnNavigationFunction, RouteObject } from 'react-router';
import { RouteError } from './routes/route-error';
import { guardChunkLoads, loadChunk } from './chunk-timeout';

const MEMBER_AREA_ID = 'member-area';
/** The paths of the signed-in area (member-routes.tsx); any other path is public. */
const MEMBER_PATH = /^\/(?:profile|plans|dashboard)(?:\/|$)/;

/**
 * Loads the signed-in area's route table when a navigation heads there. React Router asks when a
 * path matches nothing or only a dynamic/splat route (such as the public not-found page); patching
 * the same routes twice is a no-op.
 */
export const patchRoutesOnNavigation: PatchRoutesOnNavigationFunction = async ({ path, patch }) => {
  if (!MEMBER_PATH.test(path)) return;
  const { memberRoutes } = await loadChunk(() => import('./member-routes'));
  patch(MEMBER_AREA_ID, guardChunkLoads(memberRoutes));
};

// Every page is its own chunk: public pages never load dashboard code.
// Each page's code fails after 120 s, or with the reason it could not be fetched (spec §8, §9; decision 1169).
export const routes: RouteObject[] = guardChunkLoads([
  {
    lazy: () => import('./routes/root-layout'),
    // Bundled with the router: it must render even when a page's chunk failed to load (spec §8).
    errorElement: <RouteError />,
    // A page rendered in the browser (the signed-in area) shows nothing until its code is in, as before; named so
    // that React Router does not warn on every such page that none was given.
    HydrateFallback: () => null,
    children: [
      {
        lazy: () => import('./routes/public-layout'),
        children: [
          { index: true, lazy: () => import('./routes/home') },
          { path: 'about', lazy: () => import('./routes/about') },
          { path: 'projects', lazy: () => import('./routes/projects') },
          { path: 'team', lazy: () => import('./routes/team') },
          { path: 'blog/:slug?', lazy: () => import('./routes/blog') },
          { path: 'resources/:id?', lazy: () => import('./routes/resources') },
          { path: 'contact', lazy: () => import('./routes/contact') },
          { path: 'jobs', lazy: () => import('./routes/jobs') },
          { path: 'jobs/:id', lazy: () => import('./routes/job-detail') },
          { path: 'login', lazy: () => import('./routes/login') },
          { path: 'register', lazy: () => import('./routes/register') },
          { path: 'forgot-password', lazy: () => import('./routes/forgot-password') },
          { path: 'invitation', lazy: () => import('./routes/invitation') },
          { path: 'company-invitation', lazy: () => import('./routes/company-invitation') },
          { path: 'job-alerts/unsubscribe', lazy: () => import('./routes/job-alerts-unsubscribe') },
          { path: 'health', lazy: () => import('./routes/health') },
          { path: 'auth/github/callback', lazy: () => import('./routes/github-callback') },
          { path: '*', lazy: () => import('./routes/not-found') },
        ],
      },
      {
        // The signed-in area: its own chunk with the query cache, behind the guard. Its children
        // (member-routes.tsx) are patched in on the first visit to one of its paths (decision 270).
        id: MEMBER_AREA_ID,
        lazy: () => import('./routes/member-area'),
      },
    ],
  },
]);

/**
 * `hydrated`: the page's lazy routes are already loaded (main.tsx) and it has no loaders, so the server's
 * page is the first render. Without hydration data React Router takes a dynamic path (/jobs/:id) for an
 * unexplored one, asks patchRoutesOnNavigation first and renders nothing meanwhile, which is not the
 * server's page.
 */
export const createRouter = (hydrated = false) =>
  createBrowserRouter(routes, {
    patchRoutesOnNavigation,
    ...(hydrated ? { hydrationData: { loaderData: {} } } : {}),
  });
