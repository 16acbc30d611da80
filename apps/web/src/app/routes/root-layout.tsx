import { useEffect } from 'react';
import { Outlet, ScrollRestoration } from 'react-router';
import { startWebVitals } from '@/lib/web-vitals';

/** Above every page: scroll to the top on a new page (restored on back/forward), and web vitals once. */
export function Component() {
  useEffect(() => startWebVitals(), []);
  return (
    <>
      <Outlet />
      <ScrollRestoration />
    </>
  );
}
