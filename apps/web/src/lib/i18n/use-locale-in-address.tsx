import { useEffect, useState } from 'react';
import { useLocation, useNavigate, useNavigation } from 'react-router';
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
  const navigation = useNavigation();
  const locale = i18n.locale;
  // A navigation under way (a sign-in's way to /dashboard while the account's language loads) is not cut short by
  // a rewrite of the page being left: the rewrite replaced it, and the user stayed on a blank /login?lang=vi
  // (decision 1214). The page reached gets its ?lang then, if it is a public one.
  const navigating = navigation.state !== 'idle';

  useEffect(() => {
    if (disabled || navigating) return;
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
  }, [disabled, navigating, locale, pathname, search, hash, navigate]);
}

/** The tags the server wrote into <head> for the page it served (title, description, canonical, previews). */
const SERVED_HEAD = '[data-served-head]';

/** The page's language as the document says (markDocumentLocale keeps it); empty on the server. */
const documentLang = () => (typeof document === 'undefined' ? '' : document.documentElement.lang);

/**
 * The page the served head stands for: its path, in its language. A switch of language keeps the path
 * (only ?lang changes), but the served title and links are then in the other language and go too.
 */
function useServedPage(): { path: string | null; lang: string } {
  const { pathname } = useLocation();
  const [served] = useState(() => ({
    // The server renders a page only with its own head (decision 1000): on the server there is nothing to add.
    path: typeof document === 'undefined' || document.head.querySelector(SERVED_HEAD) ? pathname : null,
    lang: documentLang(),
  }));
  return served;
}

/**
 * The server describes the page it serves in <head> (decision 500); once the reader moves to another page,
 * or reads this one in the other language, those tags no longer describe it and go, and the title is the
 * app's again.
 */
export function useServedHead(): void {
  const { pathname, search } = useLocation();
  const served = useServedPage();
  useEffect(() => {
    if (pathname === served.path && documentLang() === served.lang) return;
    const tags = document.head.querySelectorAll(SERVED_HEAD);
    if (tags.length === 0) return;
    tags.forEach((element) => element.remove());
    document.title = 'DotTrip';
  }, [pathname, search, served]);
}

/**
 * The page in each language, for search engines (rendered into <head> by React), unless the server already
 * wrote them for this page in this language.
 */
export function AlternateLanguageLinks() {
  const { pathname } = useLocation();
  const served = useServedPage();
  if (pathname === served.path && documentLang() === served.lang) return null;
  const origin = window.location.origin;
  return (
    <>
      <link rel="alternate" hrefLang="en" href={`${origin}${pathname}`} />
      <link rel="alternate" hrefLang="vi" href={`${origin}${pathname}?${LOCALE_PARAM}=vi`} />
      <link rel="alternate" hrefLang="x-default" href={`${origin}${pathname}`} />
    </>
  );
}
