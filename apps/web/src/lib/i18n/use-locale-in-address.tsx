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
  const { pathname, search, hash, state } = useLocation();
  const navigate = useNavigate();
  // A navigation under way (a sign-in's redirect to the dashboard while the account's language loads) is
  // never cut off by this one: the address follows the language once it has landed (decision 1200).
  const idle = useNavigation().state === 'idle';
  const locale = i18n.locale;

  useEffect(() => {
    if (disabled || !idle) return;
    const params = new URLSearchParams(search);
    const wanted = locale === 'en' ? null : locale;
    if (params.get(LOCALE_PARAM) === wanted) return;
    if (wanted) params.set(LOCALE_PARAM, wanted);
    else params.delete(LOCALE_PARAM);
    const query = params.toString();
    // The entry's state goes along (the login page's "from": where to return after signing in).
    void navigate(
      { pathname, search: query ? `?${query}` : '', hash },
      { replace: true, preventScrollReset: true, state },
    );
  }, [disabled, idle, locale, pathname, search, hash, state, navigate]);
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
 * or reads this one in the other language, those tags no longer describe it and go (usePageTitle then names the
 * page). Mounted above every page, signed-in ones too: a sign-in from a served page leaves no served title.
 */
export function useServedHead(): void {
  const { pathname, search } = useLocation();
  const served = useServedPage();
  useEffect(() => {
    if (pathname === served.path && documentLang() === served.lang) return;
    const tags = document.head.querySelectorAll(SERVED_HEAD);
    if (tags.length === 0) return;
    tags.forEach((element) => element.remove());
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
