import { useEffect, useRef, useState } from 'react';
import { useLocation } from 'react-router';
import type { Locale } from '@app/shared';
import { servedSearch, whenHydrated } from '@/lib/hydration-slices';
import { LOCALE_PARAM, addressLocale } from './locale';

/**
 * Internal links to public pages keep the language the address names (decision 1122, after 1117's lists): a reader
 * without JavaScript who came with ?lang=vi (an English browser, no cookie) reads the next page in Vietnamese too.
 */

const localeOf = (search: string): Locale | null =>
  search ? addressLocale(new URLSearchParams(search)) : null;

/**
 * `to` (a path, its own query and hash) with `lang=<lang>` added after its query; `to` itself when `lang` is null or
 * `to` already names a language. The target's query is kept as written.
 */
export function withAddressLocale(to: string, lang: Locale | null): string {
  if (!lang) return to;
  const hashAt = to.indexOf('#');
  const beforeHash = hashAt === -1 ? to : to.slice(0, hashAt);
  const hash = hashAt === -1 ? '' : to.slice(hashAt);
  const queryAt = beforeHash.indexOf('?');
  const query = queryAt === -1 ? '' : beforeHash.slice(queryAt + 1);
  if (query && new URLSearchParams(query).has(LOCALE_PARAM)) return to;
  return `${beforeHash}${query ? '&' : queryAt === -1 ? '?' : ''}${LOCALE_PARAM}=${lang}${hash}`;
}

const keep = (to: string) => to;
/** One function per language, so a list's links need no new closure on each render. */
const FOR_LOCALE = new Map<Locale, (to: string) => string>();

function hrefsFor(lang: Locale | null): (to: string) => string {
  if (!lang) return keep;
  let each = FOR_LOCALE.get(lang);
  if (!each) {
    each = (to: string) => withAddressLocale(to, lang);
    FOR_LOCALE.set(lang, each);
  }
  return each;
}

/**
 * The language the current address names (?lang=vi), or null. While a server-rendered page hydrates, the one its
 * address named when it was served: the page's links were written with it, and the address can change before a
 * waiting slice hydrates (use-locale-in-address.tsx writes the reader's language into it), which Preact would not
 * correct in the served HTML. Once the page is hydrated, the current address decides (one more render only where
 * the two differ).
 */
export function useAddressLocale(): Locale | null {
  const { search } = useLocation();
  const live = localeOf(search);
  const served = servedSearch();
  const shown = served === undefined ? live : localeOf(served);
  const rendered = useRef({ live, shown });
  useEffect(() => {
    rendered.current = { live, shown };
  });
  const [, rerender] = useState(0);
  useEffect(() => {
    // At once outside a hydration (nothing to do then); else once the whole page is hydrated.
    whenHydrated(() => {
      if (rendered.current.live !== rendered.current.shown) rerender((n) => n + 1);
    });
  }, []);
  return shown;
}

/**
 * For one list of links: a function that gives an internal link to a public page the language the address names
 * (`withAddressLocale`), reading the address once. Not for the member area's links, nor external ones.
 */
export function useAddressLinks(): (to: string) => string {
  return hrefsFor(useAddressLocale());
}
