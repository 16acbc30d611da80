import { useEffect, useRef, useState } from 'react';
import { Link, useNavigate, useSearchParams } from 'react-router';
import { Trans, useLingui } from '@lingui/react/macro';
import { plural } from '@lingui/core/macro';
import { JOB_STATUSES } from '@app/shared';
import type { JobStatus, ManagedJob } from '@app/shared';
import { Spinner } from '@/components/spinner';
import { useAuth } from '@/lib/auth';
import { useManagedJobs } from '@/lib/managed-jobs';
import { useJobAction } from './api';
import type { JobAction } from './api';
import { CompanyForm } from './company-form';
import { ACTION_LABELS, LEVEL_LABELS, STATUS_LABELS, TYPE_LABELS } from './labels';
import { dayText, errorText } from './text';
import { Dialog } from '@/components/dialog';
import { SelectField, TextField } from '@/components/form-fields';
import { PageTitle } from '@/components/page-title';
import { Pager } from '@/components/pager';
import { ErrorText } from '@/components/status-text';
import { buttonClass, panelClass, secondaryButtonClass } from '@/components/styles';
import { textLang } from '@/lib/lang';
import { formatSalary } from '@/lib/jobs/format';

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

/** One posting in the list: its facts, its status and what can be done with it. */
function PostingItem({
  job,
  disabled,
  onAction,
}: {
  job: ManagedJob;
  disabled: boolean;
  onAction: (act: JobAction) => void;
}) {
  const { t, i18n } = useLingui();
  const title = job.title;
  const posted = dayText(job.posted_date, i18n);
  const deadline = dayText(job.deadline, i18n);
  const views = job.views;
  const applications = job.applications_count;
  const actionLabel = (act: JobAction) =>
    act === 'publish'
      ? t`Publish ${title}`
      : act === 'close'
        ? t`Close ${title}`
        : act === 'reopen'
          ? t`Reopen ${title}`
          : t`Duplicate ${title}`;
  return (
    <li className={panelClass}>
      <div className="flex flex-wrap items-start justify-between gap-3">
        <div>
          <h2 className="text-lg font-semibold text-white" lang={textLang(job.title)}>
            {job.title}
          </h2>
          <p className="text-sm text-slate-300">
            <span lang={textLang(job.company, job.location)}>
              {job.company} · {job.location}
            </span>
            {job.is_remote && (
              <>
                {' · '}
                <Trans>Remote</Trans>
              </>
            )}{' '}
            · {i18n._(TYPE_LABELS[job.type])} · {i18n._(LEVEL_LABELS[job.level])}
          </p>
          <p className="text-sm text-slate-300">{formatSalary(job.salary_min, job.salary_max)}</p>
          <p className="text-sm text-slate-400">
            {job.is_expired
              ? t`Posted ${posted} · Deadline ${deadline} (passed)`
              : t`Posted ${posted} · Deadline ${deadline}`}{' '}
            · {plural(views, { one: '# view', other: '# views' })} ·{' '}
            {plural(applications, { one: '# application', other: '# applications' })}
          </p>
        </div>
        <div className="flex flex-wrap items-center gap-2">
          <span className={`rounded-full px-2 py-0.5 text-xs font-semibold ${STATUS_TONES[job.status]}`}>
            {i18n._(STATUS_LABELS[job.status])}
          </span>
          {job.is_featured && (
            <span className="rounded-full bg-amber-300 px-2 py-0.5 text-xs font-semibold text-slate-900">
              <Trans>Featured</Trans>
            </span>
          )}
        </div>
      </div>
      <div className="mt-3 flex flex-wrap gap-2">
        <Link
          to={`/dashboard/jobs/${job.id}/edit`}
          className={secondaryButtonClass}
          aria-label={t`Edit ${title}`}
        >
          <Trans>Edit</Trans>
        </Link>
        <Link
          to={`/dashboard/jobs/${job.id}/board`}
          className={secondaryButtonClass}
          aria-label={t`Pipeline board for ${title}`}
        >
          <Trans>Board</Trans>
        </Link>
        <Link
          to={`/dashboard/jobs/${job.id}/kits`}
          className={secondaryButtonClass}
          aria-label={t`Interview kits for ${title}`}
        >
          <Trans>Interview kits</Trans>
        </Link>
        {actionsFor(job).map((act) => (
          <button
            key={act}
            type="button"
            className={secondaryButtonClass}
            disabled={disabled}
            aria-label={actionLabel(act)}
            onClick={() => onAction(act)}
          >
            {i18n._(ACTION_LABELS[act])}
          </button>
        ))}
      </div>
    </li>
  );
}

/** /dashboard/jobs: the caller's postings (the server scopes them), a status filter and the actions. */
export function JobsPage() {
  const { user } = useAuth();
  const { t, i18n } = useLingui();
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
  // The form sends here after saving (issue 18): say so, clearly.
  const saved = params.get('saved');
  const [done, setDone] = useState<string | null>(
    saved === 'published'
      ? t`The posting is saved and published.`
      : saved === '1'
        ? t`The posting is saved.`
        : null,
  );
  // Arriving from the form's save, the confirmation takes the focus the vanished Save button had (decision 1233).
  const savedNotice = useRef<HTMLParagraphElement>(null);
  const arrivedSaved = saved === 'published' || saved === '1';
  useEffect(() => {
    // On arrival only: the list's own messages later are announced where the focus already is.
    if (arrivedSaved) savedNotice.current?.focus();
  }, [arrivedSaved]);
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
            const title = result.title;
            setDone(
              result.status === 'published'
                ? t`“${title}” is now published.`
                : result.status === 'closed'
                  ? t`“${title}” is now closed.`
                  : t`“${title}” is now a draft.`,
            );
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
                <Trans>Company profile</Trans>
              </button>
            )}
            <Link to="/dashboard/jobs/new" className={buttonClass}>
              <Trans>New posting</Trans>
            </Link>
          </>
        }
      >
        <Trans>Job Management</Trans>
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
          label={t`Status`}
          value={status}
          onChange={(v) => setFilter('status', v)}
          emptyLabel={t`All statuses`}
          options={JOB_STATUSES.map((s) => ({ value: s, label: i18n._(STATUS_LABELS[s]) }))}
        />
        <TextField id="jobs-q" label={t`Search postings`} value={search} onChange={setSearch} />
        <button type="submit" className={secondaryButtonClass}>
          <Trans>Search</Trans>
        </button>
      </form>

      {action.isError && <ErrorText>{errorText(action.error, i18n)}</ErrorText>}
      {done && (
        <p
          ref={savedNotice}
          role="status"
          tabIndex={-1}
          className="text-sm text-emerald-200 focus-visible:outline-2 focus-visible:outline-sky-400"
        >
          {done}
        </p>
      )}

      {jobs.isPending && <Spinner label={t`Loading postings…`} />}
      {jobs.isError && <ErrorText>{errorText(jobs.error, i18n)}</ErrorText>}
      {jobs.data && jobs.data.jobs.length === 0 && (
        <p className={`${panelClass} text-slate-300`}>
          <Trans>No postings match. Create one with “New posting”.</Trans>
        </p>
      )}
      {jobs.data && jobs.data.jobs.length > 0 && (
        <>
          <p className="mb-2 text-sm text-slate-300">
            {plural(total, { one: '# posting', other: '# postings' })}
          </p>
          <ul className="grid gap-3">
            {jobs.data.jobs.map((job) => (
              <PostingItem
                key={job.id}
                job={job}
                disabled={action.isPending}
                onAction={(act) => run(job, act)}
              />
            ))}
          </ul>
          <Pager page={page} pages={pages} onPage={(next) => setFilter('page', String(next))} />
        </>
      )}

      {companyOpen && (
        <Dialog title={t`Company profile`} onClose={() => setCompanyOpen(false)}>
          <CompanyForm />
          <button
            type="button"
            className={`${secondaryButtonClass} mt-3`}
            onClick={() => setCompanyOpen(false)}
          >
            <Trans>Close</Trans>
          </button>
        </Dialog>
      )}
    </div>
  );
}
