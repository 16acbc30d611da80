import { useEffect, useId, useMemo, useState } from 'react';
import Search from 'lucide-react/icons/search';
import { JobCard } from './job-card';
import { JobDetailDialog } from './job-detail-dialog';
import { filterJobs } from './job-utils';
import { SAMPLE_JOBS } from './sample-jobs';
import { EMPTY_FILTERS, JOB_LEVELS, JOB_TYPES, LEVEL_LABEL, TYPE_LABEL } from './types';
import type { Job, JobFilters, JobLevel, JobType } from './types';
import { useSavedJobs } from './use-saved-jobs';

/** Spec §9: the simulated load. */
export const JOB_FEED_LOAD_MS = 1000;
export const NO_JOBS_TEXT = 'Không tìm thấy công việc phù hợp';

const inputClass =
  'w-full rounded-md border border-slate-600 bg-slate-950 px-3 py-2 text-slate-100 placeholder:text-slate-400 focus:border-sky-400 focus-visible:outline-2 focus-visible:outline-sky-400';

function Skeleton() {
  return (
    <div
      role="status"
      aria-label="Loading jobs"
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

type Props = { jobs?: readonly Job[]; loadDelayMs?: number };

/** The job feed (spec §2): simulated loading, filters, save/unsave and a detail modal. */
export function JobFeed({ jobs = SAMPLE_JOBS, loadDelayMs = JOB_FEED_LOAD_MS }: Props) {
  const [loaded, setLoaded] = useState(false);
  const [filters, setFilters] = useState<JobFilters>(EMPTY_FILTERS);
  const [openId, setOpenId] = useState<string | null>(null);
  const { saved, toggle } = useSavedJobs();
  const id = useId();

  useEffect(() => {
    const timer = window.setTimeout(() => setLoaded(true), loadDelayMs);
    return () => window.clearTimeout(timer);
  }, [loadDelayMs]);

  const results = useMemo(() => filterJobs(jobs, filters), [jobs, filters]);
  const openJob = openId ? jobs.find((job) => job.id === openId) : undefined;
  const update = (patch: Partial<JobFilters>) => setFilters((current) => ({ ...current, ...patch }));

  return (
    <section aria-labelledby={`${id}-title`} className="mb-8">
      <div className="mb-4 flex flex-wrap items-baseline justify-between gap-2">
        <h2 id={`${id}-title`} className="text-xl font-semibold text-white">
          Việc làm mới nhất
        </h2>
        <p className="text-sm text-slate-400">Sample postings · {saved.length} saved</p>
      </div>

      <form
        role="search"
        aria-label="Filter jobs"
        onSubmit={(event) => event.preventDefault()}
        className="mb-6 grid gap-3 rounded-xl border border-slate-800 bg-slate-900 p-4 md:grid-cols-2 xl:grid-cols-5"
      >
        <div className="xl:col-span-2">
          <label htmlFor={`${id}-q`} className="mb-1 block text-sm text-slate-300">
            Search title, company or skill
          </label>
          <div className="relative">
            <Search
              aria-hidden="true"
              className="pointer-events-none absolute top-2.5 left-3 h-4 w-4 text-slate-400"
            />
            <input
              id={`${id}-q`}
              type="search"
              value={filters.query}
              onChange={(event) => update({ query: event.target.value })}
              placeholder="e.g. React"
              className={`${inputClass} pl-9`}
            />
          </div>
        </div>
        <div>
          <label htmlFor={`${id}-type`} className="mb-1 block text-sm text-slate-300">
            Job type
          </label>
          <select
            id={`${id}-type`}
            value={filters.type}
            onChange={(event) => update({ type: event.target.value as JobType | '' })}
            className={inputClass}
          >
            <option value="">All types</option>
            {JOB_TYPES.map((type) => (
              <option key={type} value={type}>
                {TYPE_LABEL[type]}
              </option>
            ))}
          </select>
        </div>
        <div>
          <label htmlFor={`${id}-level`} className="mb-1 block text-sm text-slate-300">
            Level
          </label>
          <select
            id={`${id}-level`}
            value={filters.level}
            onChange={(event) => update({ level: event.target.value as JobLevel | '' })}
            className={inputClass}
          >
            <option value="">All levels</option>
            {JOB_LEVELS.map((level) => (
              <option key={level} value={level}>
                {LEVEL_LABEL[level]}
              </option>
            ))}
          </select>
        </div>
        <div>
          <label htmlFor={`${id}-location`} className="mb-1 block text-sm text-slate-300">
            Location
          </label>
          <input
            id={`${id}-location`}
            type="text"
            value={filters.location}
            onChange={(event) => update({ location: event.target.value })}
            placeholder="e.g. Hà Nội"
            className={inputClass}
          />
        </div>
        <div className="flex items-center gap-2 md:col-span-2 xl:col-span-5">
          <input
            id={`${id}-remote`}
            type="checkbox"
            checked={filters.remoteOnly}
            onChange={(event) => update({ remoteOnly: event.target.checked })}
            className="h-4 w-4 accent-sky-500"
          />
          <label htmlFor={`${id}-remote`} className="text-sm text-slate-200">
            Remote only
          </label>
        </div>
      </form>

      {!loaded ? (
        <Skeleton />
      ) : results.length === 0 ? (
        <p
          role="status"
          className="rounded-xl border border-slate-800 bg-slate-900 p-8 text-center text-slate-200"
        >
          {NO_JOBS_TEXT}
        </p>
      ) : (
        <>
          <p className="sr-only" role="status">
            {results.length} jobs found
          </p>
          <ul className="grid gap-4 md:grid-cols-2 xl:grid-cols-3">
            {results.map((job) => (
              <li key={job.id}>
                <JobCard
                  job={job}
                  saved={saved.includes(job.id)}
                  onToggleSave={() => toggle(job.id)}
                  onOpen={() => setOpenId(job.id)}
                />
              </li>
            ))}
          </ul>
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
