import { useEffect, useLayoutEffect } from 'react';
import { useLocation, useNavigate } from 'react-router';

/** The app's own policy (`referrerPolicy` in apps/api/src/app.ts), given back when the page is left. */
const APP_REFERRER_POLICY = 'strict-origin-when-cross-origin';

type LinkState = { linkToken?: unknown } | null;

/**
 * The token of a mailed link (`/invitation?token=…`, `/company-invitation?token=…`), read once (decision 1082).
 *
 * Once read, the token leaves the address: the entry is replaced (history.replaceState through the router) by the
 * same address without `token`, the token kept in that entry's state. So it is no longer in the address bar, in the
 * browser's history of addresses, in a bookmark or a copied link, while a reload or Back returns to a page that
 * still works. While the page is shown the document sends no Referer (a `<meta name="referrer">`; the server already
 * serves these pages with `Referrer-Policy: no-referrer`), so nothing fetched before the address changed, nor any
 * link followed from it, carries the token away.
 */
export function useLinkToken(): string {
  const location = useLocation();
  const navigate = useNavigate();
  const inAddress = new URLSearchParams(location.search).get('token');
  const kept = (location.state as LinkState)?.linkToken;
  const token = (inAddress ?? (typeof kept === 'string' ? kept : '')).trim();

  // Before any effect fetches with the token: the policy a document's requests are sent under.
  useLayoutEffect(() => {
    const meta = document.createElement('meta');
    meta.name = 'referrer';
    meta.content = 'no-referrer';
    document.head.append(meta);
    return () => {
      // Removing the element would leave the policy as it is: it is set back first, then removed.
      meta.content = APP_REFERRER_POLICY;
      meta.remove();
    };
  }, []);

  useEffect(() => {
    if (inAddress === null) return;
    const params = new URLSearchParams(location.search);
    params.delete('token');
    const search = params.toString();
    void navigate(
      { pathname: location.pathname, search: search ? `?${search}` : '', hash: location.hash },
      { replace: true, state: { ...((location.state as object | null) ?? {}), linkToken: inAddress.trim() } },
    );
  }, [inAddress, location.pathname, location.search, location.hash, location.state, navigate]);

  return token;
}
