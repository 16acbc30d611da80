import { useState } from 'react';
import { Link, useNavigate, useSearchParams } from 'react-router';
import { JOB_STATUSES } from '@app/shared';
import type { JobStatus, ManagedJob } from '@app/shared';
import { Spinner } from '@/components/spinner';
import { useAuth } from '@/lib/auth';
import { useManagedJobs } from '@/lib/managed-jobs';
import { useJobAction } from './api';
import type { JobAction } from './api';
import { CompanyForm } from './company-form';
import { LEVEL_LABELS, TYPE_LABELS } from './job-form';
import { Dialog } from '@/components/dialog';
import { SelectField, TextField } from '@/components/form-fields';
import { PageTitle } from '@/components/page-title';
import { Pager } from '@/components/pager';
import { ErrorText, StatusText } from '@/components/status-text';
import { buttonClass, panelClass, secondaryButtonClass } from '@/components/styles';
import { errorMessage } from '@/lib/error-message';
import { formatDate, salaryText } from '@/lib/format';
import { count } from '@/lib/plural';

const STATUS_LABELS: Record<JobStatus, string> = { draft: 'Draft', published: 'Published', closed: 'Closed' };
const STATUS_TONES: Record<JobStatus, string> = {
  draft: 'bg-slate-700 text-slate-100',
  published: 'bg-emerald-800 text-emerald-50',
  closed: 'bg-amber-800 text-amber-50',
};

function actionsFor(job: ManagedJob): JobAction[] {
  if (job.status === 'draft') return ['publish', 'duplicate'];
  if (job.status === 'published') return ['close', 'duplicate'];
  return ['reopen', 'duplicate'];
}
const ACTION_LABELS: Record<JobAction, string> = {
  publish: 'Publish',
  close: 'Close',
  reopen: 'Reopen',
  duplicate: 'Duplicate',
};

/** /dashboard/jobs: the caller's postings (the server scopes them), a status filter and the actions. */
export function JobsPage() {
  const { user } = useAuth();
  const isStaff = user?.role === 'admin' || user?.role === 'staff';
  const [params, setParams] = useSearchParams();
  const status = (JOB_STATUSES as readonly string[]).includes(params.get('status') ?? '')
    ? (params.get('status') as JobStatus)
    : '';
  const q = params.get('q') ?? '';
  const page = Math.max(1, Number(params.get('page')) || 1);
  const jobs = useManagedJobs(status, q, page);
  const action = useJobAction();
  const navigate = useNavigate();
  const [done, setDone] = useState<string | null>(null);
  const [companyOpen, setCompanyOpen] = useState(false);
  const [search, setSearch] = useState(q);

  const setFilter = (key: string, value: string) => {
    const next = new URLSearchParams(params);
    if (value) next.set(key, value);
    else next.delete(key);
    next.delete('page');
    setParams(next);
  };

  const run = (job: ManagedJob, act: JobAction) => {
    setDone(null);
    action.mutate(
      { id: job.id, action: act },
      {
        onSuccess: (result) => {
          if (act === 'duplicate') {
            void navigate(`/dashboard/jobs/${result.id}/edit`);
          } else {
            setDone(`“${result.title}” is now ${STATUS_LABELS[result.status].toLowerCase()}.`);
          }
        },
      },
    );
  };

  const total = jobs.data?.total ?? 0;
  const pages = jobs.data ? Math.max(1, Math.ceil(total / jobs.data.pageSize)) : 1;

  return (
    <div>
      <PageTitle
        actions={
          <>
            {!isStaff && (
              <button type="button" className={secondaryButtonClass} onClick={() => setCompanyOpen(true)}>
                Company profile
              </button>
            )}
            <Link to="/dashboard/jobs/new" className={buttonClass}>
              New posting
            </Link>
          </>
        }
      >
        Job Management
      </PageTitle>

      <form
        role="search"
        className="mb-4 flex flex-wrap items-end gap-3"
        onSubmit={(e) => {
          e.preventDefault();
          setFilter('q', search.trim());
        }}
      >
        <SelectField
          id="jobs-status"
          label="Status"
          value={status}
          onChange={(v) => setFilter('status', v)}
          emptyLabel="All statuses"
          options={JOB_STATUSES.map((s) => ({ value: s, label: STATUS_LABELS[s] }))}
        />
        <TextField id="jobs-q" label="Search postings" value={search} onChange={setSearch} />
        <button type="submit" className={secondaryButtonClass}>
          Search
        </button>
      </form>

      {action.isError && <ErrorText>{errorMessage(action.error)}</ErrorText>}
      {done && <StatusText>{done}</StatusText>}

      {jobs.isPending && <Spinner label="Loading postings…" />}
      {jobs.isError && <ErrorText>{errorMessage(jobs.error)}</ErrorText>}
      {jobs.data && jobs.data.jobs.length === 0 && (
        <p className={`${panelClass} text-slate-300`}>No postings match. Create one with “New posting”.</p>
      )}
      {jobs.data && jobs.data.jobs.length > 0 && (
        <>
          <p className="mb-2 text-sm text-slate-300">{count(total, 'posting')}</p>
          <ul className="grid gap-3">
            {jobs.data.jobs.map((job) => (
              <li key={job.id} className={panelClass}>
                <div className="flex flex-wrap items-start justify-between gap-3">
                  <div>
                    <h2 className="text-lg font-semibold text-white">{job.title}</h2>
                    <p className="text-sm text-slate-300">
                      {job.company} · {job.location}
                      {job.is_remote ? ' · Remote' : ''} · {TYPE_LABELS[job.type]} · {LEVEL_LABELS[job.level]}
                    </p>
                    <p className="text-sm text-slate-300">{salaryText(job.salary_min, job.salary_max)}</p>
                    <p className="text-sm text-slate-400">
                      Posted {formatDate(job.posted_date)} · Deadline {formatDate(job.deadline)}
                      {job.is_expired ? ' (passed)' : ''} · {count(job.views, 'view')} ·{' '}
                      {count(job.applications_count, 'application')}
                    </p>
                  </div>
                  <div className="flex flex-wrap items-center gap-2">
                    <span
                      className={`rounded-full px-2 py-0.5 text-xs font-semibold ${STATUS_TONES[job.status]}`}
                    >
                      {STATUS_LABELS[job.status]}
                    </span>
                    {job.is_featured && (
                      <span className="rounded-full bg-amber-300 px-2 py-0.5 text-xs font-semibold text-slate-900">
                        Featured
                      </span>
                    )}
                  </div>
                </div>
                <div className="mt-3 flex flex-wrap gap-2">
                  <Link
                    to={`/dashboard/jobs/${job.id}/edit`}
                    className={secondaryButtonClass}
                    aria-label={`Edit ${job.title}`}
                  >
                    Edit
                  </Link>
                  <Link
                    to={`/dashboard/jobs/${job.id}/board`}
                    className={secondaryButtonClass}
                    aria-label={`Pipeline board for ${job.title}`}
                  >
                    Board
                  </Link>
                  {actionsFor(job).map((act) => (
                    <button
                      key={act}
                      type="button"
                      className={secondaryButtonClass}
                      disabled={action.isPending}
                      aria-label={`${ACTION_LABELS[act]} ${job.title}`}
                      onClick={() => run(job, act)}
                    >
                      {ACTION_LABELS[act]}
                    </button>
                  ))}
                </div>
              </li>
            ))}
          </ul>
          <Pager page={page} pages={pages} onPage={(next) => setFilter('page', String(next))} />
        </>
      )}

      {companyOpen && (
        <Dialog title="Company profile" onClose={() => setCompanyOpen(false)}>
          <CompanyForm />
          <button
            type="button"
            className={`${secondaryButtonClass} mt-3`}
            onClick={() => setCompanyOpen(false)}
          >
            Close
          </button>
        </Dialog>
      )}
    </div>
  );
}
