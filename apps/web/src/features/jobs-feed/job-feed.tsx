import { useId, useState } from 'react';
import { Link } from 'react-router';
import { Trans, useLingui } from '@lingui/react/macro';
import { plural } from '@lingui/core/macro';
import { JobFilters } from '@/components/job-filters';
import { EMPTY_FILTERS } from '@/lib/jobs/filters';
import type { BoardFilters } from '@/lib/jobs/filters';
import { NO_JOBS_TEXT } from '@/lib/jobs/format';
import { useJobSearch } from '@/lib/jobs/use-job-search';
import { useSavedJobs } from '@/lib/jobs/use-saved-jobs';
import { FeedCard } from './feed-card';
import { JobDetailDialog } from './job-detail-dialog';
import { translateText } from '@/lib/i18n';
import { useDebounced } from '@/lib/use-debounced';

export { NO_JOBS_TEXT };
/** Typing waits this long before asking the server, so a word is one request, not one per letter. */
export const FILTER_DEBOUNCE_MS = 300;
export const FEED_PAGE_SIZE = 20;

function Skeleton() {
  const { t } = useLingui();
  return (
    <div
      role="status"
      aria-label={t`Loading jobs`}
      aria-live="polite"
      className="grid gap-4 md:grid-cols-2 xl:grid-cols-3"
    >
      {[0, 1, 2].map((key) => (
        <div
          key={key}
          className="h-56 animate-pulse rounded-xl border border-slate-800 bg-slate-900 p-5 motion-reduce:animate-none"
        >
          <div className="mb-3 h-4 w-1/3 rounded bg-slate-800" />
          <div className="mb-2 h-5 w-2/3 rounded bg-slate-800" />
          <div className="mb-6 h-4 w-1/2 rounded bg-slate-800" />
          <div className="h-4 w-full rounded bg-slate-800" />
        </div>
      ))}
    </div>
  );
}

/**
 * The member dashboard's job feed (spec §2): published postings from GET /api/jobs with the board's
 * filter rules (run on the server), saved jobs kept per user on the server, and a detail modal.
 */
export function JobFeed() {
  const [filters, setFilters] = useState<BoardFilters>(EMPTY_FILTERS);
  const [page, setPage] = useState(1);
  const [openId, setOpenId] = useState<string | null>(null);
  const { saved, toggle, error: savedError } = useSavedJobs(true);
  const { t, i18n } = useLingui();
  // Spec §2's Vietnamese empty message stays Vietnamese in both languages, marked as such on an English page.
  const viLang = i18n.locale === 'vi' ? undefined : 'vi';
  const savedCount = saved.length;
  const id = useId();
  const q = useDebounced(filters.q, FILTER_DEBOUNCE_MS);
  const location = useDebounced(filters.location, FILTER_DEBOUNCE_MS);
  const result = useJobSearch({ ...filters, q, location }, page, FEED_PAGE_SIZE);

  const jobs = result.status === 'ready' ? result.jobs : [];
  const total = result.status === 'ready' ? result.total : 0;
  const pageCount = result.status === 'ready' ? Math.ceil(result.total / result.pageSize) : 0;
  const openJob = openId ? jobs.find((job) => job.id === openId) : undefined;
  const update = (patch: Partial<BoardFilters>) => {
    setFilters((current) => ({ ...current, ...patch }));
    setPage(1);
  };

  return (
    <section aria-labelledby={`${id}-title`} className="mb-8">
      <div className="mb-4 flex flex-wrap items-baseline justify-between gap-2">
        <h2 id={`${id}-title`} className="text-xl font-semibold text-white">
          <Trans>Latest jobs</Trans>
        </h2>
        <p className="text-sm text-slate-300">
          {result.status === 'ready'
            ? plural(total, {
                one: `# open job · ${savedCount} saved`,
                other: `# open jobs · ${savedCount} saved`,
              })
            : t`${savedCount} saved`}{' '}
          <Link
            to="/dashboard/saved-jobs"
            className="rounded font-medium text-sky-300 underline hover:text-sky-200 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-sky-300"
          >
            <Trans>See saved jobs</Trans>
          </Link>
        </p>
      </div>

      <JobFilters variant="feed" value={filters} onType={update} onPick={update} />

      {savedError && (
        <p role="alert" className="mb-4 rounded-md border border-red-400/60 bg-red-950/40 p-3 text-red-100">
          {translateText(savedError)}
        </p>
      )}

      {result.status === 'loading' ? (
        <Skeleton />
      ) : result.status === 'error' ? (
        <p role="alert" className="rounded-xl border border-red-400/60 bg-red-950/40 p-6 text-red-100">
          {translateText(result.message)}
        </p>
      ) : jobs.length === 0 ? (
        <p
          role="status"
          lang={viLang}
          className="rounded-xl border border-slate-800 bg-slate-900 p-8 text-center text-slate-200"
        >
          {NO_JOBS_TEXT}
        </p>
      ) : (
        <>
          <p className="sr-only" role="status">
            {plural(total, { one: '# job found', other: '# jobs found' })}
          </p>
          <ul className="grid gap-4 md:grid-cols-2 xl:grid-cols-3">
            {jobs.map((job) => (
              <li key={job.id}>
                <FeedCard
                  job={job}
                  saved={saved.includes(job.id)}
                  onToggleSave={() => toggle(job.id)}
                  onOpen={() => setOpenId(job.id)}
                />
              </li>
            ))}
          </ul>
          {pageCount > 1 && (
            <nav aria-label={t`Job feed pages`} className="mt-6 flex items-center justify-center gap-3">
              <button
                type="button"
                disabled={page <= 1}
                onClick={() => setPage(page - 1)}
                className="rounded-md border border-slate-600 px-3 py-1.5 text-sm text-slate-100 hover:bg-slate-800 focus-visible:outline-2 focus-visible:outline-sky-300 disabled:opacity-50"
              >
                <Trans>Previous</Trans>
              </button>
              <span className="text-sm text-slate-300">
                <Trans>
                  Page {page} of {pageCount}
                </Trans>
              </span>
              <button
                type="button"
                disabled={page >= pageCount}
                onClick={() => setPage(page + 1)}
                className="rounded-md border border-slate-600 px-3 py-1.5 text-sm text-slate-100 hover:bg-slate-800 focus-visible:outline-2 focus-visible:outline-sky-300 disabled:opacity-50"
              >
                <Trans>Next</Trans>
              </button>
            </nav>
          )}
        </>
      )}

      {openJob && (
        <JobDetailDialog
          job={openJob}
          saved={saved.includes(openJob.id)}
          onToggleSave={() => toggle(openJob.id)}
          onClose={() => setOpenId(null)}
        />
      )}
    </section>
  );
}
