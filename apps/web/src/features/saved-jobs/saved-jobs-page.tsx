import { useState } from 'react';
import { Link } from 'react-router';
import { Trans, useLingui } from '@lingui/react/macro';
import { formatDay } from '@app/shared';
import type { Locale } from '@app/shared';
import { Spinner } from '@/components/spinner';
import { translateText } from '@/lib/i18n';
import { formatSalary, takesApplications } from '@/lib/jobs/format';
import { textLang } from '@/lib/lang';
import { useSavedJobList, useUnsave } from './api';
import type { SavedJob } from './api';

const focusRing = 'focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-sky-300';

function SavedJobCard({ job, onUnsave, busy }: { job: SavedJob; onUnsave: () => void; busy: boolean }) {
  const { t, i18n } = useLingui();
  const locale = i18n.locale as Locale;
  const saved = formatDay(job.saved_at, locale);
  const open = takesApplications(job);
  const title = job.title;
  return (
    <article className="flex flex-wrap items-start justify-between gap-4 rounded-xl border border-slate-800 bg-slate-900 p-5">
      <div className="min-w-0">
        <h2 className="text-lg font-semibold text-white">
          <Link
            to={`/jobs/${job.id}`}
            className={`rounded hover:underline ${focusRing}`}
            lang={textLang(title)}
          >
            {title}
          </Link>
        </h2>
        <p className="text-slate-300">
          <span lang={textLang(job.company)}>{job.company}</span> ·{' '}
          <span lang={textLang(job.location)}>{job.location}</span> ·{' '}
          {formatSalary(job.salary_min, job.salary_max)}
        </p>
        <p className="mt-1 text-sm text-slate-400">
          <Trans>Saved on {saved}</Trans>
        </p>
        {!open && (
          <p className="mt-2 inline-block rounded-full bg-slate-700 px-3 py-0.5 text-xs font-medium text-slate-100">
            <Trans>Closed: no longer takes applications</Trans>
          </p>
        )}
      </div>
      <button
        type="button"
        onClick={onUnsave}
        disabled={busy}
        aria-label={t`Unsave ${title}`}
        className={`rounded-md border border-slate-500 px-3 py-1.5 text-sm font-medium text-slate-100 hover:bg-slate-800 disabled:opacity-60 ${focusRing}`}
      >
        <Trans>Unsave</Trans>
      </button>
    </article>
  );
}

/** /dashboard/saved-jobs: the postings the member saved, closed ones marked, each with Unsave (issue 18). */
export function SavedJobsPage() {
  const query = useSavedJobList();
  const unsave = useUnsave();
  const [notice, setNotice] = useState('');
  const { t } = useLingui();
  return (
    <div className="space-y-6">
      <div>
        <h1 className="text-2xl font-bold text-white">
          <Trans>Saved jobs</Trans>
        </h1>
        <p className="text-slate-300">
          <Trans>The postings you saved to read again or apply to later.</Trans>
        </p>
      </div>
      <p role="status" className="sr-only">
        {notice}
      </p>
      {unsave.isError && (
        <p role="alert" className="rounded-xl border border-red-400/60 bg-red-950/40 p-4 text-red-100">
          {translateText(unsave.error.message)}
        </p>
      )}
      {query.isPending ? (
        <Spinner label={t`Loading your saved jobs…`} />
      ) : query.isError ? (
        <p role="alert" className="rounded-xl border border-red-400/60 bg-red-950/40 p-4 text-red-100">
          {translateText(query.error.message)}
        </p>
      ) : query.data.length === 0 ? (
        <div className="rounded-xl border border-slate-800 bg-slate-900 p-8 text-center text-slate-200">
          <p>
            <Trans>You have not saved any job yet.</Trans>
          </p>
          <Link
            to="/jobs"
            className={`mt-3 inline-block rounded-md bg-sky-700 px-4 py-2 font-medium text-white hover:bg-sky-600 ${focusRing}`}
          >
            <Trans>Browse open jobs</Trans>
          </Link>
        </div>
      ) : (
        <ul className="space-y-4">
          {query.data.map((job) => (
            <li key={job.id}>
              <SavedJobCard
                job={job}
                busy={unsave.isPending && unsave.variables === job.id}
                onUnsave={() => {
                  const title = job.title;
                  unsave.mutate(job.id, {
                    onSuccess: () => setNotice(t`Removed ${title} from your saved jobs.`),
                  });
                }}
              />
            </li>
          ))}
        </ul>
      )}
    </div>
  );
}
