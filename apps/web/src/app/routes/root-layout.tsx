import { useEffect } from 'react';
import { Outlet, ScrollRestoration } from 'react-router';
import { whenHydrated } from '@/lib/hydration-slices';
import { endInitialData } from '@/lib/initial-data';
import { useServedHead } from '@/lib/i18n/use-locale-in-address';
import { usePageTitle } from '@/lib/page-title';
import { startWebVitals } from '@/lib/web-vitals';

/**
 * Above every page: scroll to the top on a new page (restored on back/forward), web vitals once, the served head
 * while it describes the page and the page's title after it.
 */
export function Component() {
  useServedHead();
  usePageTitle();
  useEffect(() => startWebVitals(), []);
  // The server's replies served the first render (the hydration); from here on pages read the API.
  // (every slice of it: decision 1016).
  useEffect(() => whenHydrated(endInitialData), []);
  return (
    <>
      <Outlet />
      <ScrollRestoration />
    </>
  );
}
