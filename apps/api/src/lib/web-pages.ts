/**
 * The page paths the web app has (apps/web/src/app/router.tsx and member-routes.tsx): any other path the app
 * answers with its "page not found", so the server sends that page with 404, not 200, and search engines and link
 * checkers do not take it for a page (decision 1146). The router matches whatever the case and a trailing slash.
 */
const PUBLIC_PAGES = new Set([
  '/',
  '/about',
  '/projects',
  '/team',
  '/blog',
  '/resources',
  '/contact',
  '/jobs',
  '/login',
  '/register',
  '/forgot-password',
  '/invitation',
  '/company-invitation',
  '/job-alerts/unsubscribe',
  '/health',
  '/auth/github/callback',
]);
/** One segment after these is a page of its own (`blog/:slug`, `resources/:id`, `jobs/:id`). */
const PUBLIC_ITEM = /^\/(?:blog|resources|jobs)\/[^/]+$/;
/** The signed-in area answers its own unknown paths, behind its guard (the dashboard's sections). */
const SIGNED_IN = /^\/(?:profile|plans|dashboard)(?:\/|$)/;

export function isWebPage(urlPath: string): boolean {
  const path = urlPath.toLowerCase().replace(/(.)\/+$/, '$1');
  return PUBLIC_PAGES.has(path) || PUBLIC_ITEM.test(path) || SIGNED_IN.test(path);
}
