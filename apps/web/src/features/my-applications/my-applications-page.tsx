import { useState } from 'react';
import type { ReactNode } from 'react';
import { Link } from 'react-router';
import { Trans, useLingui } from '@lingui/react/macro';
import type { I18n } from '@lingui/core';
import CalendarClock from 'lucide-react/icons/calendar-clock';
import Download from 'lucide-react/icons/download';
import { ACTIVE_STAGES, formatDateTimeInZone } from '@app/shared';
import type { Locale, MyApplication, Stage } from '@app/shared';
import { Spinner } from '@/components/spinner';
import { ApiError } from '@/lib/api-client';
import { downloadCv } from '@/lib/download-cv';
import { useMyApplications, useWithdraw } from './api';
import { WithdrawDialog } from './withdraw-dialog';
import { translateText } from '@/lib/i18n';
import { textLang } from '@/lib/lang';
import { INTERVIEW_TYPE, STAGE_LABELS } from './labels';
import { InterviewPlace } from '@/components/interview-place';

/** Times that belong to no other zone are shown in Vietnam time (decision 340). */
const PRODUCT_TIME_ZONE = 'Asia/Ho_Chi_Minh';

/** "5 Nov 2026, 09:00 (GMT+7, Asia/Ho_Chi_Minh)" in the reader's language. */
const when = (i18n: I18n, iso: string, timeZone = PRODUCT_TIME_ZONE) =>
  formatDateTimeInZone(iso, timeZone, i18n.locale as Locale);

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

/** Applied → Screening → Interview → Offer → Hired, the current one marked; Rejected/Withdrawn said apart. */
function StageTrack({ application }: { application: MyApplication }) {
  const { stage } = application;
  const { t, i18n } = useLingui();
  const terminal = stage === 'rejected' || stage === 'withdrawn';
  // For a rejected or withdrawn application, mark the last active stage it reached.
  const reached = terminal
    ? ([...application.history]
        .reverse()
        .find((e) => e.to !== stage && e.to !== 'withdrawn' && e.to !== 'rejected')?.to ?? 'applied')
    : stage;
  const reachedIndex = ACTIVE_STAGES.indexOf(reached as (typeof ACTIVE_STAGES)[number]);
  return (
    <ol aria-label={t`Stages`} className="mt-4 flex flex-wrap items-center gap-2 text-xs">
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
            {i18n._(STAGE_LABELS[item])}
          </li>
        );
      })}
    </ol>
  );
}

function History({ application }: { application: MyApplication }) {
  const { t, i18n } = useLingui();
  const count = application.history.length;
  return (
    <details className="mt-4 text-sm">
      <summary className="cursor-pointer rounded font-medium text-sky-300 focus-visible:outline-2 focus-visible:outline-sky-300">
        <Trans>History ({count})</Trans>
      </summary>
      <ol aria-label={t`History`} className="mt-2 space-y-2 border-l border-slate-700 pl-4">
        {application.history.map((event) => (
          <li key={`${event.at}-${event.to}`} className="text-slate-200">
            <span className="font-medium">
              {event.from
                ? `${i18n._(STAGE_LABELS[event.from])} → ${i18n._(STAGE_LABELS[event.to])}`
                : i18n._(STAGE_LABELS[event.to])}
            </span>
            <span className="text-slate-400"> · {when(i18n, event.at)}</span>
            {event.by && (
              <span className="text-slate-400">
                {' · '}
                <Trans>by you</Trans>
              </span>
            )}
            {event.reason && <Reason reason={event.reason} />}
          </li>
        ))}
      </ol>
    </details>
  );
}

function Reason({ reason }: { reason: string }) {
  return (
    <p className="text-slate-300">
      <Trans>Reason: {reason}</Trans>
    </p>
  );
}

function Interviews({ application, now }: { application: MyApplication; now: number }) {
  const { t, i18n } = useLingui();
  const upcoming = application.interviews.filter(
    (interview) => interview.status === 'scheduled' && new Date(interview.ends_at).getTime() > now,
  );
  if (upcoming.length === 0) return null;
  return (
    <section
      aria-label={t`Upcoming interviews`}
      className="mt-4 rounded-lg border border-indigo-500/40 bg-indigo-950/40 p-3"
    >
      <h3 className="flex items-center gap-2 text-sm font-semibold text-indigo-100">
        <CalendarClock aria-hidden="true" className="h-4 w-4" /> <Trans>Upcoming interviews</Trans>
      </h3>
      <ul className="mt-2 space-y-1 text-sm text-slate-200">
        {upcoming.map((interview) => (
          <li key={interview.id}>
            {when(i18n, interview.starts_at, interview.time_zone)} ·{' '}
            {INTERVIEW_TYPE[interview.type] ? i18n._(INTERVIEW_TYPE[interview.type]!) : interview.type}
            {interview.location ? ' · ' : ''}
            {interview.location && (
              // A video interview's join link opens in a new tab (decision 1109).
              <InterviewPlace location={interview.location} className="break-all" />
            )}
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
  messages,
}: {
  application: MyApplication;
  now: number;
  onWithdraw: () => void;
  messages?: ReactNode;
}) {
  const [downloadError, setDownloadError] = useState<string | null>(null);
  const { t, i18n } = useLingui();
  const applied = when(i18n, application.created_at);
  const filename = application.cv?.filename ?? '';
  const titleId = `application-${application.id}`;
  const { stage } = application;
  const reason = application.history.at(-1)?.reason ?? null;
  return (
    <article aria-labelledby={titleId} className="rounded-xl border border-slate-800 bg-slate-900 p-5">
      <div className="flex flex-wrap items-start justify-between gap-3">
        <div>
          <h2 id={titleId} className="text-lg font-semibold text-white">
            <Link
              to={`/jobs/${application.job.id}`}
              className="rounded hover:underline focus-visible:outline-2 focus-visible:outline-sky-300"
            >
              <span lang={textLang(application.job.title)}>{application.job.title}</span>
            </Link>
          </h2>
          <p className="text-slate-300" lang={textLang(application.job.company, application.job.location)}>
            {application.job.company} · {application.job.location}
          </p>
          <p className="text-sm text-slate-400">
            <Trans>Applied {applied}</Trans>
          </p>
        </div>
        <p className={`rounded-full px-3 py-1 text-sm font-semibold ${STAGE_STYLE[stage]}`}>
          <span className="sr-only">
            <Trans>Current stage:</Trans>{' '}
          </span>
          {i18n._(STAGE_LABELS[stage])}
        </p>
      </div>
      {stage === 'rejected' && (
        <p className="mt-3 text-sm text-slate-200">
          {reason ? (
            <Trans>The hiring team decided not to move forward: {reason}</Trans>
          ) : (
            <Trans>The hiring team decided not to move forward.</Trans>
          )}
        </p>
      )}
      {stage === 'withdrawn' && (
        <p className="mt-3 text-sm text-slate-200">
          <Trans>You withdrew this application.</Trans>
        </p>
      )}
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
                setDownloadError(
                  error instanceof ApiError ? translateText(error.message) : t`Could not download the CV.`,
                ),
              );
            }}
            className="inline-flex items-center gap-1 rounded-md border border-slate-600 px-3 py-1.5 text-sm text-slate-100 hover:bg-slate-800 focus-visible:outline-2 focus-visible:outline-sky-300"
          >
            <Download aria-hidden="true" className="h-4 w-4" /> <Trans>Download CV ({filename})</Trans>
          </button>
        )}
        {WITHDRAWABLE.includes(stage) && (
          <button
            type="button"
            onClick={onWithdraw}
            className="rounded-md border border-red-400/70 px-3 py-1.5 text-sm text-red-200 hover:bg-red-950/50 focus-visible:outline-2 focus-visible:outline-red-300"
          >
            <Trans>Withdraw application</Trans>
          </button>
        )}
      </div>
      {downloadError && (
        <p role="alert" className="mt-2 text-sm text-red-200">
          {downloadError}
        </p>
      )}
      {messages}
    </article>
  );
}

/** /dashboard/my-applications: each application's stage, its history, interviews, CV, and withdrawing. */
export function MyApplicationsPage({
  renderMessages,
}: {
  /** An application's conversation with the hiring team (the messages feature, issue 13). */
  renderMessages?: (application: MyApplication) => ReactNode;
} = {}) {
  const query = useMyApplications();
  const withdraw = useWithdraw();
  const [confirming, setConfirming] = useState<MyApplication | null>(null);
  const [notice, setNotice] = useState('');
  // "Upcoming" is judged against the time the page opened.
  const [now] = useState(() => Date.now());
  const { t } = useLingui();

  return (
    <div className="space-y-6">
      <div>
        <h1 className="text-2xl font-bold text-white">
          <Trans>My applications</Trans>
        </h1>
        <p className="text-slate-300">
          <Trans>Where each of your applications stands, and how it got there.</Trans>
        </p>
      </div>
      <p role="status" className="sr-only">
        {notice}
      </p>
      {query.isPending ? (
        <Spinner label={t`Loading your applications…`} />
      ) : query.isError ? (
        <p role="alert" className="rounded-xl border border-red-400/60 bg-red-950/40 p-4 text-red-100">
          {translateText(query.error.message)}
        </p>
      ) : query.data.length === 0 ? (
        <div className="rounded-xl border border-slate-800 bg-slate-900 p-8 text-center text-slate-200">
          <p>
            <Trans>You have not applied to any job yet.</Trans>
          </p>
          <Link
            to="/jobs"
            className="mt-3 inline-block rounded-md bg-sky-700 px-4 py-2 font-medium text-white hover:bg-sky-600 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-sky-300"
          >
            <Trans>Browse open jobs</Trans>
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
                messages={renderMessages?.(application)}
              />
            </li>
          ))}
        </ul>
      )}
      {confirming && (
        <WithdrawDialog
          jobTitle={confirming.job.title}
          busy={withdraw.isPending}
          error={withdraw.error ? translateText(withdraw.error.message) : null}
          onCancel={() => setConfirming(null)}
          onConfirm={(reason) =>
            withdraw.mutate(
              { id: confirming.id, reason },
              {
                onSuccess: () => {
                  const title = confirming.job.title;
                  setNotice(t`Application for ${title} withdrawn.`);
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
