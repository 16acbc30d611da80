import { useState } from 'react';
import type { ReactNode } from 'react';
import { Link, useLocation, useNavigate, useSearchParams } from 'react-router';
import { Plural, Select, Trans, useLingui } from '@lingui/react/macro';
import { formatNumber, hasSearchTerms, pluralCategory } from '@app/shared';
import type { Locale } from '@app/shared';
import { BoardCard } from './board-card';
import { BoardFiltersForm } from './board-filters';
import { BoardOrder } from './board-order';
import { CityList } from './city-list';
import { BOARD_PAGE_SIZE, NO_JOBS_TEXT } from '@/lib/jobs/format';
import { Pagination } from './pagination';
import { LOCALE_PARAM } from '@/lib/i18n/locale';
import { useAddressLocale } from '@/lib/i18n/address-links';
import { readBoardParams, writeBoardParams } from '@/lib/jobs/filters';
import type { BoardFilters } from '@/lib/jobs/filters';
import { useJobSearch } from '@/lib/jobs/use-job-search';
import { translateText } from '@/lib/i18n';
import { HydrationSlice } from '@/lib/hydration-slices';

export function BoardSkeleton({ label }: { label?: string }) {
  const { t } = useLingui();
  return (
    <div
      role="status"
      aria-label={label ?? t`Loading jobs`}
      className="grid gap-4 md:grid-cols-2 xl:grid-cols-3"
    >
      {[0, 1, 2, 3, 4, 5].map((key) => (
        <div
          key={key}
          className="h-56 animate-pulse rounded-2xl border border-slate-200 bg-white p-5 motion-reduce:animate-none"
        >
          <div className="mb-3 h-4 w-1/3 rounded bg-slate-200" />
          <div className="mb-2 h-5 w-2/3 rounded bg-slate-200" />
          <div className="mb-6 h-4 w-1/2 rounded bg-slate-200" />
          <div className="h-4 w-full rounded bg-slate-200" />
        </div>
      ))}
    </div>
  );
}

/** "3 jobs · page 1 of 1": the count in the reader's language and number format. */
function ResultCount({ total, page, pageSize }: { total: number; page: number; pageSize: number }) {
  const { i18n } = useLingui();
  const locale = i18n.locale as Locale;
  const pages = Math.max(1, Math.ceil(total / pageSize));
  const count = formatNumber(total, locale);
  const form = pluralCategory(total, locale);
  // A select on the shared plural rule: Lingui's own plural makes an Intl formatter (decision 1035).
  return (
    <Select
      value={form}
      _one={`${count} job · page ${page} of ${pages}`}
      other={`${count} jobs · page ${page} of ${pages}`}
    />
  );
}

/** The page asked for is past the last one: how many jobs match, and a link to the last page. */
function PastTheLastPage({ total, href }: { total: number; href: string }) {
  return (
    <div
      role="status"
      className="rounded-2xl border border-slate-200 bg-slate-50 p-8 text-center text-slate-800"
    >
      <p>
        <Plural
          value={total}
          one="This page is past the last one: # job matches this search."
          other="This page is past the last one: # jobs match this search."
        />
      </p>
      <Link
        to={href}
        className="mt-3 inline-block font-medium text-blue-800 underline focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-blue-800"
      >
        <Trans>Go to the last page</Trans>
      </Link>
    </div>
  );
}

/**
 * /jobs: published postings with spec §2's filters, run on the server, 20 a page. The address bar is
 * the state (decision 231): filters and page are search parameters, so Back/Forward and shared links work.
 */
export function JobBoardPage({ saveSearch }: { saveSearch?: ReactNode } = {}) {
  const [params] = useSearchParams();
  const { search } = useLocation();
  const navigate = useNavigate();
  const { filters, page } = readBoardParams(params);
  const [retry, setRetry] = useState(0);
  // With text and no order chosen, the most relevant first; without text, newest (decision 530).
  const searched =
    filters.sort || !hasSearchTerms(filters.q) ? filters : { ...filters, sort: 'relevance' as const };
  const result = useJobSearch(searched, page, BOARD_PAGE_SIZE, retry);
  const { i18n } = useLingui();
  // Spec §2's Vietnamese empty message stays Vietnamese in both languages, marked as such on an English page.
  const viLang = i18n.locale === 'vi' ? undefined : 'vi';

  // The pages keep the language the address names, for a reader without JavaScript (decision 1117).
  const lang = useAddressLocale();
  const hrefFor = (next: number) => {
    const query = writeBoardParams(filters, next);
    if (lang) query.set(LOCALE_PARAM, lang);
    const text = query.toString();
    return text ? `/jobs?${text}` : '/jobs';
  };
  const apply = (next: BoardFilters) => {
    const query = writeBoardParams(next, 1).toString();
    if (`?${query}` === search || (query === '' && search === '')) return;
    void navigate(query ? `/jobs?${query}` : '/jobs');
  };

  return (
    <main className="mx-auto max-w-7xl px-4 py-12 sm:px-6 lg:px-8">
      <div className="mb-8">
        <h1 className="text-3xl font-bold text-slate-900 sm:text-4xl">
          <Trans>Open jobs</Trans>
        </h1>
        <p className="mt-2 text-slate-700">
          <Trans>Search by title, company, skill or place.</Trans>
        </p>
      </div>

      {/* The filters and each card (one element each) hydrate in tasks of their own (decision 1016). */}
      <HydrationSlice>
        <BoardFiltersForm source={search} value={filters} onApply={apply} />
      </HydrationSlice>
      {saveSearch}
      <CityList filters={filters} />
      <div className="mt-4">
        <BoardOrder value={filters} onApply={apply} />
      </div>

      <div className="mt-8">
        {result.status === 'loading' && <BoardSkeleton />}
        {result.status === 'error' && (
          <div role="alert" className="rounded-2xl border border-red-300 bg-red-50 p-6 text-red-900">
            <p>{translateText(result.message)}</p>
            <button
              type="button"
              onClick={() => setRetry((n) => n + 1)}
              className="mt-3 rounded-md border border-red-700 px-3 py-1.5 text-sm font-medium focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-red-800"
            >
              <Trans>Try again</Trans>
            </button>
          </div>
        )}
        {result.status === 'ready' && result.jobs.length === 0 && result.total > 0 && (
          // A kept or shared address whose page is past the last one now (postings closed since): the search still
          // matches, so it says so and leads to the last page rather than "no matching job".
          <PastTheLastPage
            total={result.total}
            href={hrefFor(Math.max(1, Math.ceil(result.total / result.pageSize)))}
          />
        )}
        {result.status === 'ready' &&
          (result.jobs.length > 0 || result.total === 0) &&
          (result.jobs.length === 0 ? (
            <p
              role="status"
              lang={viLang}
              className="rounded-2xl border border-slate-200 bg-slate-50 p-8 text-center text-slate-800"
            >
              {NO_JOBS_TEXT}
            </p>
          ) : (
            <>
              <p role="status" className="mb-4 text-sm text-slate-700">
                <ResultCount total={result.total} page={result.page} pageSize={result.pageSize} />
              </p>
              <ul className="grid gap-4 md:grid-cols-2 xl:grid-cols-3">
                {result.jobs.map((job) => (
                  <li key={job.id}>
                    <HydrationSlice>
                      <BoardCard job={job} search={search} lang={lang} />
                    </HydrationSlice>
                  </li>
                ))}
              </ul>
              <Pagination
                page={result.page}
                pageCount={Math.ceil(result.total / result.pageSize)}
                hrefFor={hrefFor}
              />
            </>
          ))}
      </div>
    </main>
  );
}
