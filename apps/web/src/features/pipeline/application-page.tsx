import { useId, useState } from 'react';
import type { ReactNode } from 'react';
import { Link, useParams } from 'react-router';
import { Trans, useLingui } from '@lingui/react/macro';
import { plural } from '@lingui/core/macro';
import { formatDateTimeInZone, isTerminalStage } from '@app/shared';
import type { Interview, Locale, ManagedApplication } from '@app/shared';
import { Spinner } from '@/components/spinner';
import { PageTitle } from '@/components/page-title';
import { ErrorText, StatusText } from '@/components/status-text';
import { RequestProblem } from '@/components/upgrade-prompt';
import {
  buttonClass,
  focusRing,
  inputClass,
  labelClass,
  panelClass,
  secondaryButtonClass,
} from '@/components/styles';
import { errorMessage } from '@/lib/error-message';
import { PRODUCT_TIME_ZONE } from '@/lib/format';
import { translateText } from '@/lib/i18n';
import { downloadCv } from '@/lib/download-cv';
import { useAddNote, useApplication, useMove, useNotes, useRate } from './api';
import { MoveDialog } from './move-dialog';
import { listEntryLabel } from '@/lib/recruitment-list-labels';
import { OfferOutcomePanel } from './offer-outcome';
import { STAGE_NAMES } from './stage-labels';
import { textLang } from '@/lib/lang';

/** A failed request's message in the active language (the server's own, or a shared one). */
const problemText = (error: unknown) => translateText(errorMessage(error));

/** Rating 1–5 as a radio group: arrow keys move between stars, the server keeps the choice. */
function Rating({ application }: { application: ManagedApplication }) {
  const rate = useRate(application.id);
  const name = useId();
  const { t } = useLingui();
  const rating = application.rating;
  return (
    <fieldset>
      <legend className={labelClass}>
        <Trans>Rating</Trans>
      </legend>
      <div className="flex items-center gap-1">
        {[1, 2, 3, 4, 5].map((n) => (
          <label key={n} className="cursor-pointer">
            <input
              type="radio"
              name={name}
              value={n}
              className="peer sr-only"
              checked={application.rating === n}
              disabled={rate.isPending}
              onChange={() => rate.mutate(n)}
            />
            <span
              aria-hidden="true"
              className={`block rounded px-1 text-2xl leading-none peer-focus-visible:outline-2 peer-focus-visible:outline-sky-300 ${
                application.rating != null && n <= application.rating ? 'text-amber-300' : 'text-slate-500'
              }`}
            >
              ★
            </span>
            <span className="sr-only">{plural(n, { one: '# star', other: '# stars' })}</span>
          </label>
        ))}
        {application.rating != null && (
          <button
            type="button"
            className={`ml-2 text-xs text-slate-300 underline ${focusRing}`}
            onClick={() => rate.mutate(null)}
          >
            <Trans>Clear rating</Trans>
          </button>
        )}
      </div>
      <p className="mt-1 text-sm text-slate-300" aria-live="polite">
        {rating == null ? t`Not rated yet` : t`Rated ${rating} of 5`}
      </p>
      <RequestProblem error={rate.error} />
    </fieldset>
  );
}

function Notes({ id }: { id: string }) {
  const notes = useNotes(id);
  const add = useAddNote(id);
  const [body, setBody] = useState('');
  const [empty, setEmpty] = useState(false);
  const noteId = useId();
  const { t, i18n } = useLingui();
  const locale = i18n.locale as Locale;
  return (
    <section aria-labelledby="notes-title" className={panelClass}>
      <h2 id="notes-title" className="mb-2 font-semibold text-white">
        <Trans>Private notes</Trans>
      </h2>
      {notes.isPending && (
        <p className="text-sm text-slate-300">
          <Trans>Loading notes…</Trans>
        </p>
      )}
      <RequestProblem error={notes.error} />
      {notes.data && notes.data.length === 0 && (
        <p className="text-sm text-slate-300">
          <Trans>No notes yet.</Trans>
        </p>
      )}
      <ul className="mb-3 grid gap-2">
        {notes.data?.map((note) => (
          <li key={note.id} className="rounded bg-slate-800 p-2 text-sm">
            <p className="whitespace-pre-wrap text-slate-100">{note.body}</p>
            <p className="text-xs text-slate-400">
              {note.author?.name ?? t`Unknown`} ·{' '}
              {formatDateTimeInZone(note.created_at, PRODUCT_TIME_ZONE, locale)}
            </p>
          </li>
        ))}
      </ul>
      <form
        noValidate
        onSubmit={(e) => {
          e.preventDefault();
          if (!body.trim()) {
            setEmpty(true);
            return;
          }
          add.mutate(body.trim(), { onSuccess: () => setBody('') });
        }}
      >
        <label htmlFor={noteId} className={labelClass}>
          <Trans>New note (only the hiring team sees notes)</Trans>
        </label>
        <textarea
          id={noteId}
          rows={3}
          className={inputClass}
          value={body}
          onChange={(e) => {
            setBody(e.target.value);
            setEmpty(false);
          }}
        />
        {empty && (
          <p role="alert" className="mt-1 text-sm text-red-300">
            <Trans>Write the note</Trans>
          </p>
        )}
        <RequestProblem error={add.error} />
        <button type="submit" className={`${buttonClass} mt-2`} disabled={add.isPending}>
          <Trans>Add note</Trans>
        </button>
      </form>
    </section>
  );
}

/** /dashboard/applications/:id: everything the hiring team knows about one application. */
/**
 * What the page shows of an application's interviews, supplied by the route (the interviews feature):
 * one interview in the list, and the dialog that schedules a new one.
 */
export type InterviewSlots = {
  renderInterview: (interview: Interview, application: ManagedApplication) => ReactNode;
  renderScheduleDialog: (application: ManagedApplication, onClose: () => void) => ReactNode;
  /** The conversation with the candidate (the messages feature, issue 13). */
  renderMessages?: (application: ManagedApplication) => ReactNode;
  /** The CV read in the page (issue 18, features/recruiters). */
  renderCv?: (cv: NonNullable<ManagedApplication['cv']>) => ReactNode;
  /** Rejecting with a mail template, and the rejection mail's state (issue 18, features/recruiters). */
  renderReject?: (
    application: ManagedApplication,
    onClose: () => void,
    onDone: (message: string) => void,
  ) => ReactNode;
  renderRejectionMail?: (application: ManagedApplication) => ReactNode;
};

export function ApplicationPage({
  renderInterview,
  renderScheduleDialog,
  renderMessages,
  renderCv,
  renderReject,
  renderRejectionMail,
}: InterviewSlots) {
  const { id = '' } = useParams();
  const application = useApplication(id);
  const move = useMove();
  const [moving, setMoving] = useState(false);
  const [scheduling, setScheduling] = useState(false);
  const [rejecting, setRejecting] = useState(false);
  const [readingCv, setReadingCv] = useState(false);
  const [moved, setMoved] = useState<string | null>(null);
  const [cvError, setCvError] = useState<string | null>(null);
  const { t, i18n } = useLingui();
  const locale = i18n.locale as Locale;

  if (application.isPending) return <Spinner label={t`Loading application…`} />;
  if (application.isError)
    return (
      <div>
        <PageTitle>
          <Trans>Application</Trans>
        </PageTitle>
        <ErrorText>{problemText(application.error)}</ErrorText>
      </div>
    );
  const app = application.data;
  const c = app.candidate;
  const closed = ['hired', 'rejected', 'withdrawn'].includes(app.stage);
  const stage = i18n._(STAGE_NAMES[app.stage]);
  const reason = app.rejection_reason ? listEntryLabel(i18n, app.rejection_reason) : null;
  const years = c.years_experience;
  const filename = app.cv?.filename;

  return (
    <div className="grid gap-4">
      <PageTitle
        actions={
          <>
            <Link to={`/dashboard/jobs/${app.job.id}/board`} className={secondaryButtonClass}>
              <Trans>Board</Trans>
            </Link>
            <Link to="/dashboard/applications" className={secondaryButtonClass}>
              <Trans>All applications</Trans>
            </Link>
          </>
        }
      >
        {c.name} — <span lang={textLang(app.job.title)}>{app.job.title}</span>
      </PageTitle>
      <div className="flex flex-wrap items-center gap-3">
        <p className="text-slate-200">
          <Trans>
            Stage: <strong className="text-white">{stage}</strong>
          </Trans>
          {reason && (
            <span className="text-slate-300">
              {' '}
              <Trans>(reason: {reason})</Trans>
            </span>
          )}
        </p>
        {!isTerminalStage(app.stage) && (
          <button
            type="button"
            className={secondaryButtonClass}
            onClick={() => {
              move.reset();
              setMoving(true);
            }}
          >
            <Trans>Move…</Trans>
          </button>
        )}
        {!isTerminalStage(app.stage) && renderReject && (
          <button type="button" className={secondaryButtonClass} onClick={() => setRejecting(true)}>
            <Trans>Reject…</Trans>
          </button>
        )}
        {!closed && (
          <button type="button" className={secondaryButtonClass} onClick={() => setScheduling(true)}>
            <Trans>Schedule interview</Trans>
          </button>
        )}
      </div>
      {moved && <StatusText>{moved}</StatusText>}
      {app.stage === 'rejected' && renderRejectionMail?.(app)}
      {isTerminalStage(app.stage) && (
        <p className="text-sm text-slate-300" data-testid="application-closed">
          {app.stage === 'rejected'
            ? t`This application is closed: a rejection is final and the application cannot be moved. Add a note to record anything that follows.`
            : t`This application is closed: the candidate withdrew it, so it cannot be moved.`}
        </p>
      )}

      {app.stage === 'offer' && <OfferOutcomePanel key={app.id} application={app} />}

      <section aria-labelledby="cand-title" className={panelClass}>
        <h2 id="cand-title" className="mb-2 font-semibold text-white">
          <Trans>Candidate</Trans>
        </h2>
        <dl className="grid gap-1 text-sm sm:grid-cols-2">
          <div>
            <dt className="text-slate-400">
              <Trans>Name</Trans>
            </dt>
            <dd>
              <Link to={`/dashboard/candidates/${c.id}`} className={`text-sky-200 underline ${focusRing}`}>
                {c.name}
              </Link>
            </dd>
          </div>
          <div>
            <dt className="text-slate-400">
              <Trans>Headline</Trans>
            </dt>
            <dd className="text-slate-100">{c.headline || '—'}</dd>
          </div>
          <div>
            <dt className="text-slate-400">
              <Trans>E-mail</Trans>
            </dt>
            <dd className="text-slate-100">{c.email ?? '—'}</dd>
          </div>
          <div>
            <dt className="text-slate-400">
              <Trans>Phone</Trans>
            </dt>
            <dd className="text-slate-100">{c.phone ?? '—'}</dd>
          </div>
          <div>
            <dt className="text-slate-400">
              <Trans>Location</Trans>
            </dt>
            <dd className="text-slate-100">{c.location || '—'}</dd>
          </div>
          <div>
            <dt className="text-slate-400">
              <Trans>Experience</Trans>
            </dt>
            <dd className="text-slate-100">
              {years == null ? '—' : plural(years, { one: '# year', other: '# years' })}
            </dd>
          </div>
          <div className="sm:col-span-2">
            <dt className="text-slate-400">
              <Trans>Skills</Trans>
            </dt>
            <dd className="text-slate-100">{c.skills.join(', ') || '—'}</dd>
          </div>
        </dl>
        <div className="mt-3">
          {app.cv && renderCv && (
            <button
              type="button"
              className={`${secondaryButtonClass} mr-2`}
              aria-expanded={readingCv}
              onClick={() => setReadingCv((open) => !open)}
            >
              {readingCv ? t`Hide the CV` : t`Read the CV`}
            </button>
          )}
          {app.cv ? (
            <button
              type="button"
              className={secondaryButtonClass}
              onClick={() => {
                setCvError(null);
                downloadCv(app.cv!.url, app.cv!.filename).catch((e: unknown) => setCvError(problemText(e)));
              }}
            >
              <Trans>Download CV ({filename})</Trans>
            </button>
          ) : (
            <p className="text-sm text-slate-300">
              <Trans>No CV attached.</Trans>
            </p>
          )}
          {cvError && <ErrorText>{cvError}</ErrorText>}
          {readingCv && app.cv && renderCv && <div className="mt-3">{renderCv(app.cv)}</div>}
        </div>
      </section>

      <section aria-labelledby="letter-title" className={panelClass}>
        <h2 id="letter-title" className="mb-2 font-semibold text-white">
          <Trans>Cover letter</Trans>
        </h2>
        <p className="text-sm whitespace-pre-wrap text-slate-100">
          {app.cover_letter || t`No cover letter.`}
        </p>
      </section>

      <section aria-labelledby="rating-title" className={panelClass}>
        <h2 id="rating-title" className="sr-only">
          <Trans>Rating</Trans>
        </h2>
        <Rating application={app} />
      </section>

      <section aria-labelledby="history-title" className={panelClass}>
        <h2 id="history-title" className="mb-2 font-semibold text-white">
          <Trans>Stage history</Trans>
        </h2>
        <ol className="grid gap-2 text-sm">
          {app.history.map((event, index) => {
            const why = event.reason ? listEntryLabel(i18n, event.reason) : event.reason;
            return (
              <li key={`${event.at}-${index}`} className="rounded bg-slate-800 p-2 text-slate-100">
                <p>
                  {event.from
                    ? `${i18n._(STAGE_NAMES[event.from])} → ${i18n._(STAGE_NAMES[event.to])}`
                    : i18n._(STAGE_NAMES[event.to])}
                </p>
                <p className="text-xs text-slate-300">
                  {event.by?.name ?? t`The candidate`} ·{' '}
                  {formatDateTimeInZone(event.at, PRODUCT_TIME_ZONE, locale)}
                </p>
                {why && (
                  <p className="text-xs text-slate-300">
                    <Trans>Why: {why}</Trans>
                  </p>
                )}
              </li>
            );
          })}
        </ol>
      </section>

      <section aria-labelledby="interviews-title" className={panelClass}>
        <h2 id="interviews-title" className="mb-2 font-semibold text-white">
          <Trans>Interviews</Trans>
        </h2>
        {app.interviews.length === 0 && (
          <p className="text-sm text-slate-300">
            <Trans>No interviews yet.</Trans>
          </p>
        )}
        <ul className="grid gap-3">
          {app.interviews.map((interview) => (
            <li key={interview.id}>{renderInterview(interview, app)}</li>
          ))}
        </ul>
      </section>

      <Notes id={app.id} />

      {renderMessages?.(app)}

      {moving && (
        <MoveDialog
          name={c.name}
          current={app.stage}
          busy={move.isPending}
          error={move.error}
          onClose={() => setMoving(false)}
          onMove={(to, why) =>
            move.mutate(
              { id: app.id, stage: to, reason: why },
              {
                onSuccess: () => {
                  setMoving(false);
                  const name = i18n._(STAGE_NAMES[to]);
                  setMoved(t`Moved to ${name}.`);
                },
              },
            )
          }
        />
      )}
      {scheduling && renderScheduleDialog(app, () => setScheduling(false))}
      {rejecting &&
        renderReject?.(
          app,
          () => setRejecting(false),
          (message) => {
            setRejecting(false);
            setMoved(message);
          },
        )}
    </div>
  );
}
