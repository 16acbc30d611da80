import { useEffect, useState } from 'react';
import { useLocation, useNavigate } from 'react-router';
import { useLingui } from '@lingui/react';
import { LOCALE_PARAM } from './locale';

/**
 * Public pages carry their language in the address (?lang=vi; English has none), so that a shared
 * link opens in the language it was read in and search engines index both versions (decision 360).
 */
export function useLocaleInAddress(disabled = false): void {
  const { i18n } = useLingui();
  const { pathname, search, hash } = useLocation();
  const navigate = useNavigate();
  const locale = i18n.locale;

  useEffect(() => {
    if (disabled) return;
    const params = new URLSearchParams(search);
    const wanted = locale === 'en' ? null : locale;
    if (params.get(LOCALE_PARAM) === wanted) return;
    if (wanted) params.set(LOCALE_PARAM, wanted);
    else params.delete(LOCALE_PARAM);
    const query = params.toString();
    void navigate(
      { pathname, search: query ? `?${query}` : '', hash },
      { replace: true, preventScrollReset: true },
    );
  }, [disabled, locale, pathname, search, hash, navigate]);
}

/** The tags the server wrote into <head> for the page it served (title, description, canonical, previews). */
const SERVED_HEAD = '[data-served-head]';

/**
 * The server describes the page it serves in <head> (decision 500); once the reader moves to another page,
 * those tags no longer describe it and go, and the title is the app's again.
 */
export function useServedHead(): void {
  const { pathname } = useLocation();
  const [servedPath] = useState(pathname);
  useEffect(() => {
    if (pathname === servedPath) return;
    const served = document.head.querySelectorAll(SERVED_HEAD);
    if (served.length === 0) return;
    served.forEach((element) => element.remove());
    document.title = 'DotTrip';
  }, [pathname, servedPath]);
}

/**
 * The page in each language, for search engines (rendered into <head> by React), unless the server already
 * wrote them for this page.
 */
export function AlternateLanguageLinks() {
  const { pathname } = useLocation();
  // The server renders a page only with its own head (decision 1000): on the server there is nothing to add.
  const [servedPath] = useState(() =>
    typeof document === 'undefined' || document.head.querySelector(SERVED_HEAD) ? pathname : null,
  );
  if (pathname === servedPath) return null;
  const origin = window.location.origin;
  return (
    <>
      <link rel="alternate" hrefLang="en" href={`${origin}${pathname}`} />
      <link rel="alternate" hrefLang="vi" href={`${origin}${pathname}?${LOCALE_PARAM}=vi`} />
      <link rel="alternate" hrefLang="x-default" href={`${origin}${pathname}`} />
    </>
  );
}
