import { useEffect } from 'react';
import { Outlet, ScrollRestoration } from 'react-router';
import { whenHydrated } from '@/lib/hydration-slices';
import { endInitialData } from '@/lib/initial-data';
import { startWebVitals } from '@/lib/web-vitals';

/** Above every page: scroll to the top on a new page (restored on back/forward), and web vitals once. */
export function Component() {
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
