import { useState } from 'react';
import { Link } from 'react-router';
import CalendarClock from 'lucide-react/icons/calendar-clock';
import Download from 'lucide-react/icons/download';
import { ACTIVE_STAGES, STAGE_LABELS } from '@app/shared';
import type { MyApplication, Stage } from '@app/shared';
import { Spinner } from '@/components/spinner';
import { ApiError } from '@/lib/api-client';
import { downloadCv } from '@/lib/download-cv';
import { useMyApplications, useWithdraw } from './api';
import { WithdrawDialog } from './withdraw-dialog';
import { formatDateTime } from '@/lib/format';

const WITHDRAWABLE: readonly Stage[] = ['applied', 'screening', 'interview', 'offer'];

const STAGE_STYLE: Record<Stage, string> = {
  applied: 'bg-slate-700 text-slate-100',
  screening: 'bg-sky-800 text-sky-50',
  interview: 'bg-indigo-700 text-indigo-50',
  offer: 'bg-amber-700 text-amber-50',
  hired: 'bg-emerald-700 text-emerald-50',
  rejected: 'bg-red-800 text-red-50',
  withdrawn: 'bg-slate-600 text-slate-50',
};

const INTERVIEW_TYPE: Record<string, string> = { phone: 'Phone', video: 'Video', onsite: 'On-site' };

/** Applied → Screening → Interview → Offer → Hired, the current one marked; Rejected/Withdrawn said apart. */
function StageTrack({ application }: { application: MyApplication }) {
  const { stage } = application;
  const terminal = stage === 'rejected' || stage === 'withdrawn';
  // For a rejected or withdrawn application, mark the last active stage it reached.
  const reached = terminal
    ? ([...application.history]
        .reverse()
        .find((e) => e.to !== stage && e.to !== 'withdrawn' && e.to !== 'rejected')?.to ?? 'applied')
    : stage;
  const reachedIndex = ACTIVE_STAGES.indexOf(reached as (typeof ACTIVE_STAGES)[number]);
  return (
    <ol aria-label="Stages" className="mt-4 flex flex-wrap items-center gap-2 text-xs">
      {ACTIVE_STAGES.map((item, index) => {
        const current = !terminal && item === stage;
        const done = index <= reachedIndex;
        return (
          <li
            key={item}
            aria-current={current ? 'step' : undefined}
            className={`rounded-full px-3 py-1 font-medium ${
              current
                ? 'bg-sky-700 text-white ring-2 ring-sky-300'
                : done
                  ? 'bg-slate-700 text-slate-100'
                  : 'border border-slate-700 text-slate-400'
            }`}
          >
            {STAGE_LABELS[item]}
          </li>
        );
      })}
    </ol>
  );
}

function History({ application }: { application: MyApplication }) {
  return (
    <details className="mt-4 text-sm">
      <summary className="cursor-pointer rounded font-medium text-sky-300 focus-visible:outline-2 focus-visible:outline-sky-300">
        History ({application.history.length})
      </summary>
      <ol aria-label="History" className="mt-2 space-y-2 border-l border-slate-700 pl-4">
        {application.history.map((event) => (
          <li key={`${event.at}-${event.to}`} className="text-slate-200">
            <span className="font-medium">
              {event.from
                ? `${STAGE_LABELS[event.from]} → ${STAGE_LABELS[event.to]}`
                : STAGE_LABELS[event.to]}
            </span>
            <span className="text-slate-400"> · {formatDateTime(event.at)}</span>
            {event.by && <span className="text-slate-400"> · by you</span>}
            {event.reason && <p className="text-slate-300">Reason: {event.reason}</p>}
          </li>
        ))}
      </ol>
    </details>
  );
}

function Interviews({ application, now }: { application: MyApplication; now: number }) {
  const upcoming = application.interviews.filter(
    (interview) => interview.status === 'scheduled' && new Date(interview.ends_at).getTime() > now,
  );
  if (upcoming.length === 0) return null;
  return (
    <section
      aria-label="Upcoming interviews"
      className="mt-4 rounded-lg border border-indigo-500/40 bg-indigo-950/40 p-3"
    >
      <h4 className="flex items-center gap-2 text-sm font-semibold text-indigo-100">
        <CalendarClock aria-hidden="true" className="h-4 w-4" /> Upcoming interviews
      </h4>
      <ul className="mt-2 space-y-1 text-sm text-slate-200">
        {upcoming.map((interview) => (
          <li key={interview.id}>
            {formatDateTime(interview.starts_at, interview.time_zone)} ·{' '}
            {INTERVIEW_TYPE[interview.type] ?? interview.type}
            {interview.location ? ` · ${interview.location}` : ''}
          </li>
        ))}
      </ul>
    </section>
  );
}

function ApplicationCard({
  application,
  now,
  onWithdraw,
}: {
  application: MyApplication;
  now: number;
  onWithdraw: () => void;
}) {
  const [downloadError, setDownloadError] = useState<string | null>(null);
  const titleId = `application-${application.id}`;
  const { stage } = application;
  const lastEvent = application.history.at(-1);
  return (
    <article aria-labelledby={titleId} className="rounded-xl border border-slate-800 bg-slate-900 p-5">
      <div className="flex flex-wrap items-start justify-between gap-3">
        <div>
          <h3 id={titleId} className="text-lg font-semibold text-white">
            <Link
              to={`/jobs/${application.job.id}`}
              className="rounded hover:underline focus-visible:outline-2 focus-visible:outline-sky-300"
            >
              {application.job.title}
            </Link>
          </h3>
          <p className="text-slate-300">
            {application.job.company} · {application.job.location}
          </p>
          <p className="text-sm text-slate-400">Applied {formatDateTime(application.created_at)}</p>
        </div>
        <p className={`rounded-full px-3 py-1 text-sm font-semibold ${STAGE_STYLE[stage]}`}>
          <span className="sr-only">Current stage: </span>
          {STAGE_LABELS[stage]}
        </p>
      </div>
      {stage === 'rejected' && (
        <p className="mt-3 text-sm text-slate-200">
          The hiring team decided not to move forward
          {lastEvent?.reason ? `: ${lastEvent.reason}` : '.'}
        </p>
      )}
      {stage === 'withdrawn' && <p className="mt-3 text-sm text-slate-200">You withdrew this application.</p>}
      <StageTrack application={application} />
      <Interviews application={application} now={now} />
      <History application={application} />
      <div className="mt-4 flex flex-wrap gap-3">
        {application.cv && (
          <button
            type="button"
            onClick={() => {
              setDownloadError(null);
              downloadCv(application.cv!.url, application.cv!.filename).catch((error: unknown) =>
                setDownloadError(error instanceof ApiError ? error.message : 'Could not download the CV.'),
              );
            }}
            className="inline-flex items-center gap-1 rounded-md border border-slate-600 px-3 py-1.5 text-sm text-slate-100 hover:bg-slate-800 focus-visible:outline-2 focus-visible:outline-sky-300"
          >
            <Download aria-hidden="true" className="h-4 w-4" /> Download CV ({application.cv.filename})
          </button>
        )}
        {WITHDRAWABLE.includes(stage) && (
          <button
            type="button"
            onClick={onWithdraw}
            className="rounded-md border border-red-400/70 px-3 py-1.5 text-sm text-red-200 hover:bg-red-950/50 focus-visible:outline-2 focus-visible:outline-red-300"
          >
            Withdraw application
          </button>
        )}
      </div>
      {downloadError && (
        <p role="alert" className="mt-2 text-sm text-red-200">
          {downloadError}
        </p>
      )}
    </article>
  );
}

/** /dashboard/my-applications: each application's stage, its history, interviews, CV, and withdrawing. */
export function MyApplicationsPage() {
  const query = useMyApplications();
  const withdraw = useWithdraw();
  const [confirming, setConfirming] = useState<MyApplication | null>(null);
  const [notice, setNotice] = useState('');
  // "Upcoming" is judged against the time the page opened.
  const [now] = useState(() => Date.now());

  return (
    <div className="space-y-6">
      <div>
        <h1 className="text-2xl font-bold text-white">My applications</h1>
        <p className="text-slate-300">Where each of your applications stands, and how it got there.</p>
      </div>
      <p role="status" className="sr-only">
        {notice}
      </p>
      {query.isPending ? (
        <Spinner label="Loading your applications…" />
      ) : query.isError ? (
        <p role="alert" className="rounded-xl border border-red-400/60 bg-red-950/40 p-4 text-red-100">
          {query.error.message}
        </p>
      ) : query.data.length === 0 ? (
        <div className="rounded-xl border border-slate-800 bg-slate-900 p-8 text-center text-slate-200">
          <p>You have not applied to any job yet.</p>
          <Link
            to="/jobs"
            className="mt-3 inline-block rounded-md bg-sky-700 px-4 py-2 font-medium text-white hover:bg-sky-600 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-sky-300"
          >
            Browse open jobs
          </Link>
        </div>
      ) : (
        <ul className="space-y-4">
          {query.data.map((application) => (
            <li key={application.id}>
              <ApplicationCard
                application={application}
                now={now}
                onWithdraw={() => {
                  withdraw.reset();
                  setConfirming(application);
                }}
              />
            </li>
          ))}
        </ul>
      )}
      {confirming && (
        <WithdrawDialog
          jobTitle={confirming.job.title}
          busy={withdraw.isPending}
          error={withdraw.error ? withdraw.error.message : null}
          onCancel={() => setConfirming(null)}
          onConfirm={(reason) =>
            withdraw.mutate(
              { id: confirming.id, reason },
              {
                onSuccess: () => {
                  setNotice(`Application for ${confirming.job.title} withdrawn.`);
                  setConfirming(null);
                },
              },
            )
          }
        />
      )}
    </div>
  );
}
