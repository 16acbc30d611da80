import { Outlet, useLocation } from 'react-router';
import { ContactOutbox } from '@/features/contact/contact-outbox';
import { isChromeHidden } from '@/features/site/layout/chrome';
import { SiteFooter } from '@/features/site/layout/site-footer';
import { HEADER_HEIGHT_CLASS, SiteHeader } from '@/features/site/layout/site-header';
import { Trans } from '@lingui/react/macro';
import { useAuth } from '@/lib/auth/auth-context';
import { HydrationSlice } from '@/lib/hydration-slices';
import { AlternateLanguageLinks, useLocaleInAddress } from '@/lib/i18n/use-locale-in-address';

/** The id the skip link jumps to; every page renders its own <main> inside it. */
export const MAIN_CONTENT_ID = 'main-content';

/**
 * Public pages' frame (spec §2): skip link, header, page, footer. The header is fixed, so a
 * spacer of its full height keeps the page from moving when it shrinks. Header and footer are
 * hidden for a signed-in user on the member area's paths, wherever this layout is mounted.
 */
export function Component() {
  const { pathname } = useLocation();
  const { isAuthenticated, isLoading } = useAuth();
  // While a stored session is being checked, a member-area path shows no chrome (no flash).
  const chrome = !isChromeHidden(pathname, isAuthenticated || isLoading);
  const memberArea = isChromeHidden(pathname, true);
  useLocaleInAddress(memberArea);

  return (
    <div className="flex min-h-screen flex-col bg-white text-slate-900">
      <a
        href={`#${MAIN_CONTENT_ID}`}
        className="sr-only z-50 rounded-md bg-white px-4 py-2 font-semibold text-blue-800 shadow focus:not-sr-only focus:fixed focus:top-2 focus:left-2"
      >
        <Trans>Skip to main content</Trans>
      </a>
      {!memberArea && <AlternateLanguageLinks />}
      {chrome && (
        <>
          <HydrationSlice>
            <SiteHeader />
          </HydrationSlice>
          <div aria-hidden="true" className={`${HEADER_HEIGHT_CLASS} shrink-0`} />
        </>
      )}
      <div id={MAIN_CONTENT_ID} tabIndex={-1} className="flex-1 outline-none">
        {/* One element for the slice to keep whatever the page renders; `contents` leaves the layout as it was. */}
        <HydrationSlice>
          <div className="contents">
            <Outlet />
          </div>
        </HydrationSlice>
      </div>
      {chrome && (
        <HydrationSlice>
          <SiteFooter />
        </HydrationSlice>
      )}
      <ContactOutbox />
    </div>
  );
}
