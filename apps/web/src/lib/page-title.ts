import { useEffect } from 'react';
import { useLocation } from 'react-router';

export const SITE_NAME = 'DotTrip';

/** The document's title for a page whose main heading is `heading`: "Heading | DotTrip", as the server writes it. */
export function pageTitle(heading: string | null | undefined): string {
  const text = heading?.replace(/\s+/g, ' ').trim();
  return text && text !== SITE_NAME ? `${text} | ${SITE_NAME}` : SITE_NAME;
}

/**
 * Every page's title names it (WCAG 2.4.2), in the language it is read in, after any navigation: the page's first
 * <h1>, followed as it appears (a lazy page, a language switch). The server's own title stands while its head
 * describes the page (useServedHead removes it once it does not). The home page's heading rotates: its title is
 * the site's (decision 1147).
 */
export function usePageTitle(): void {
  const { pathname, search } = useLocation();
  useEffect(() => {
    const root = document.getElementById('root') ?? document.body;
    const update = () => {
      if (document.head.querySelector('title[data-served-head]')) return;
      const title = pathname === '/' ? SITE_NAME : pageTitle(root.querySelector('h1')?.textContent);
      if (document.title !== title) document.title = title;
    };
    update();
    // The home page's title does not follow its heading: nothing to watch there.
    if (pathname === '/') return;
    const observer = new MutationObserver(update);
    observer.observe(root, { childList: true, subtree: true, characterData: true });
    return () => observer.disconnect();
  }, [pathname, search]);
}
