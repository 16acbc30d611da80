import { useEffect, useRef, useState } from 'react';
import type { ReactNode } from 'react';
import { Link } from 'react-router';
import { Trans, useLingui } from '@lingui/react/macro';
import { formatNumber } from '@app/shared';
import type { Locale } from '@app/shared';
import { ApiError, api } from '@/lib/api-client';
import { LOCALE_PARAM } from '@/lib/i18n/locale';
import { useAddressLocale } from '@/lib/i18n/address-links';
import { initialData } from '@/lib/initial-data';

/**
 * The public lists' pages (the blog, the resource library; decision 1071), as the job board has them: the page is
 * `?page=N` in the address, each page a real link, so a reader without JavaScript and a crawler reach every item.
 */

/** The page an address asks for: a whole number from 1 to 10,000, else the first page (as the board reads it). */
export function readPage(params: URLSearchParams): number {
  const page = Number(params.get('page'));
  return Number.isInteger(page) && page >= 1 && page <= 10_000 ? page : 1;
}

/** What a list's page address carries beside the page: its filter (a tag, a topic) and the address's language. */
export type ListQuery = { filter?: readonly [name: string, value: string | null]; lang?: Locale | null };

/**
 * The address of page `page` of the list at `path`: its filter, the page (the first has none), then the language, in
 * the order of the server's canonical (modules/pages/routes.ts), so a link and the canonical of the page it opens are
 * the same address (decision 1117).
 */
export function pageHref(path: string, page: number, { filter, lang }: ListQuery = {}): string {
  const query = new URLSearchParams();
  if (filter?.[1]) query.set(filter[0], filter[1]);
  if (page > 1) query.set('page', String(page));
  if (lang) query.set(LOCALE_PARAM, lang);
  const text = query.toString();
  return text ? `${path}?${text}` : path;
}

/**
 * The addresses of a list's pages as this page links them: with `filter`, and with the language the address names,
 * so a reader who came with ?lang=vi and no JavaScript reads the next page in Vietnamese too (decision 1117).
 */
export function useListHref(path: string, filter?: readonly [name: string, value: string | null]) {
  const lang = useAddressLocale();
  return (page: number) => pageHref(path, page, { filter, lang });
}

/** `previous`, while loading: the reply of the address read before, for what a page keeps meanwhile (its topics). */
export type PublicRead<R> =
  { status: 'loading'; previous?: R } | { status: 'ready'; value: R } | { status: 'missing' | 'failed' };

/**
 * A public API read that starts from the reply the page was rendered with (decision 1002) and reads again when the
 * address changes (the next page).
 */
export function usePublicRead<R>(path: string): PublicRead<R> {
  const [first] = useState(() => {
    const reply = initialData<R>(path);
    if (!reply) return undefined;
    const state: PublicRead<R> =
      reply.status === 200
        ? { status: 'ready', value: reply.body }
        : // An address that is not an item's (a malformed id) is as missing as an unknown one.
          { status: [400, 404, 422].includes(reply.status) ? 'missing' : 'failed' };
    return { path, state };
  });
  const [read, setRead] = useState<{ path: string; state: PublicRead<R> }>(
    first ?? { path, state: { status: 'loading' } },
  );
  // The address whose reply the state holds: the rendered one at first, then each one read.
  const held = useRef(first?.path);
  useEffect(() => {
    if (held.current === path) return;
    const controller = new AbortController();
    const settle = (state: PublicRead<R>) => {
      held.current = path;
      setRead({ path, state });
    };
    api
      .get<R>(path, { signal: controller.signal, anonymous: true })
      .then((value) => settle({ status: 'ready', value }))
      .catch((error: unknown) => {
        if (controller.signal.aborted) return;
        const missing = error instanceof ApiError && [400, 404, 422].includes(error.status);
        settle({ status: missing ? 'missing' : 'failed' });
      });
    return () => controller.abort();
  }, [path]);
  if (read.path === path) return read.state;
  return read.state.status === 'ready'
    ? { status: 'loading', previous: read.state.value }
    : { status: 'loading' };
}

const ITEM =
  'inline-flex min-w-10 items-center justify-center rounded-md border px-3 py-2 text-sm font-medium focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-blue-700';
const LINK = `${ITEM} border-slate-300 bg-white text-slate-800 hover:bg-slate-100`;
const OFF = `${ITEM} border-slate-200 text-slate-500`;

/** Previous, the pages around this one and Next, as links with rel="prev"/"next"; nothing on a single page. */
export function PageLinks({
  page,
  pageCount,
  hrefFor,
}: {
  page: number;
  pageCount: number;
  hrefFor: (page: number) => string;
}) {
  const { t, i18n } = useLingui();
  if (pageCount <= 1) return null;
  const locale = i18n.locale as Locale;
  const first = Math.max(1, Math.min(page - 2, pageCount - 4));
  const pages = Array.from({ length: Math.min(5, pageCount) }, (_, i) => first + i);
  const current = formatNumber(page, locale);
  const total = formatNumber(pageCount, locale);
  return (
    <nav aria-label={t`Pages`} className="mx-auto mt-12 flex max-w-7xl flex-col items-center gap-3 px-4">
      <p className="text-sm text-slate-600">
        <Trans>
          Page {current} of {total}
        </Trans>
      </p>
      <div className="flex flex-wrap items-center justify-center gap-2">
        {page > 1 ? (
          <Link to={hrefFor(page - 1)} rel="prev" className={LINK}>
            <Trans>Previous</Trans>
          </Link>
        ) : (
          <span aria-disabled="true" className={OFF}>
            <Trans>Previous</Trans>
          </span>
        )}
        {pages.map((n) => {
          const label = formatNumber(n, locale);
          return (
            <Link
              key={n}
              to={hrefFor(n)}
              aria-label={t`Page ${label}`}
              aria-current={n === page ? 'page' : undefined}
              className={n === page ? `${ITEM} border-blue-700 bg-blue-700 text-white` : LINK}
            >
              {label}
            </Link>
          );
        })}
        {page < pageCount ? (
          <Link to={hrefFor(page + 1)} rel="next" className={LINK}>
            <Trans>Next</Trans>
          </Link>
        ) : (
          <span aria-disabled="true" className={OFF}>
            <Trans>Next</Trans>
          </span>
        )}
      </div>
    </nav>
  );
}

/** The page asked for is past the last one (items removed since the link was made): say so and lead to the last. */
export function PastTheLastPage({ children, href }: { children: ReactNode; href: string }) {
  return (
    <div
      role="status"
      className="mx-auto max-w-xl rounded-2xl border border-slate-200 bg-white p-8 text-center text-slate-800"
    >
      <p>{children}</p>
      <Link
        to={href}
        className="mt-3 inline-block font-medium text-blue-800 underline focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-blue-800"
      >
        <Trans>Go to the last page</Trans>
      </Link>
    </div>
  );
}

/** How many pages `total` items make, at least one. */
export const pageCountOf = (total: number, pageSize: number) => Math.max(1, Math.ceil(total / pageSize));
