import { useId, useState } from 'react';
import type { ReactNode } from 'react';
import { Link, useParams } from 'react-router';
import { STAGE_LABELS, isTerminalStage } from '@app/shared';
import type { Interview, ManagedApplication } from '@app/shared';
import { Spinner } from '@/components/spinner';
import { PageTitle } from '@/components/page-title';
import { ErrorText, StatusText } from '@/components/status-text';
import {
  buttonClass,
  focusRing,
  inputClass,
  labelClass,
  panelClass,
  secondaryButtonClass,
} from '@/components/styles';
import { errorMessage } from '@/lib/error-message';
import { formatDateTime } from '@/lib/format';
import { downloadCv } from '@/lib/download-cv';
import { useAddNote, useApplication, useMove, useNotes, useRate } from './api';
import { MoveDialog } from './move-dialog';

/** Rating 1–5 as a radio group: arrow keys move between stars, the server keeps the choice. */
function Rating({ application }: { application: ManagedApplication }) {
  const rate = useRate(application.id);
  const name = useId();
  return (
    <fieldset>
      <legend className={labelClass}>Rating</legend>
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
            <span className="sr-only">
              {n} {n === 1 ? 'star' : 'stars'}
            </span>
          </label>
        ))}
        {application.rating != null && (
          <button
            type="button"
            className={`ml-2 text-xs text-slate-300 underline ${focusRing}`}
            onClick={() => rate.mutate(null)}
          >
            Clear rating
          </button>
        )}
      </div>
      <p className="mt-1 text-sm text-slate-300" aria-live="polite">
        {application.rating == null ? 'Not rated yet' : `Rated ${application.rating} of 5`}
      </p>
      {rate.isError && <ErrorText>{errorMessage(rate.error)}</ErrorText>}
    </fieldset>
  );
}

function Notes({ id }: { id: string }) {
  const notes = useNotes(id);
  const add = useAddNote(id);
  const [body, setBody] = useState('');
  const [empty, setEmpty] = useState(false);
  const noteId = useId();
  return (
    <section aria-labelledby="notes-title" className={panelClass}>
      <h2 id="notes-title" className="mb-2 font-semibold text-white">
        Private notes
      </h2>
      {notes.isPending && <p className="text-sm text-slate-300">Loading notes…</p>}
      {notes.isError && <ErrorText>{errorMessage(notes.error)}</ErrorText>}
      {notes.data && notes.data.length === 0 && <p className="text-sm text-slate-300">No notes yet.</p>}
      <ul className="mb-3 grid gap-2">
        {notes.data?.map((note) => (
          <li key={note.id} className="rounded bg-slate-800 p-2 text-sm">
            <p className="whitespace-pre-wrap text-slate-100">{note.body}</p>
            <p className="text-xs text-slate-400">
              {note.author?.name ?? 'Unknown'} · {formatDateTime(note.created_at)}
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
          New note (only the hiring team sees notes)
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
            Write the note
          </p>
        )}
        {add.isError && <ErrorText>{errorMessage(add.error)}</ErrorText>}
        <button type="submit" className={`${buttonClass} mt-2`} disabled={add.isPending}>
          Add note
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
};

export function ApplicationPage({ renderInterview, renderScheduleDialog }: InterviewSlots) {
  const { id = '' } = useParams();
  const application = useApplication(id);
  const move = useMove();
  const [moving, setMoving] = useState(false);
  const [scheduling, setScheduling] = useState(false);
  const [moved, setMoved] = useState<string | null>(null);
  const [cvError, setCvError] = useState<string | null>(null);

  if (application.isPending) return <Spinner label="Loading application…" />;
  if (application.isError)
    return (
      <div>
        <PageTitle>Application</PageTitle>
        <ErrorText>{errorMessage(application.error)}</ErrorText>
      </div>
    );
  const app = application.data;
  const c = app.candidate;
  const closed = ['hired', 'rejected', 'withdrawn'].includes(app.stage);

  return (
    <div className="grid gap-4">
      <PageTitle
        actions={
          <>
            <Link to={`/dashboard/jobs/${app.job.id}/board`} className={secondaryButtonClass}>
              Board
            </Link>
            <Link to="/dashboard/applications" className={secondaryButtonClass}>
              All applications
            </Link>
          </>
        }
      >
        {c.name} — {app.job.title}
      </PageTitle>
      <div className="flex flex-wrap items-center gap-3">
        <p className="text-slate-200">
          Stage: <strong className="text-white">{STAGE_LABELS[app.stage]}</strong>
          {app.rejection_reason && <span className="text-slate-300"> (reason: {app.rejection_reason})</span>}
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
            Move…
          </button>
        )}
        {!closed && (
          <button type="button" className={secondaryButtonClass} onClick={() => setScheduling(true)}>
            Schedule interview
          </button>
        )}
      </div>
      {moved && <StatusText>{moved}</StatusText>}
      {isTerminalStage(app.stage) && (
        <p className="text-sm text-slate-300" data-testid="application-closed">
          {app.stage === 'rejected'
            ? 'This application is closed: a rejection is final and the application cannot be moved. Add a note to record anything that follows.'
            : 'This application is closed: the candidate withdrew it, so it cannot be moved.'}
        </p>
      )}

      <section aria-labelledby="cand-title" className={panelClass}>
        <h2 id="cand-title" className="mb-2 font-semibold text-white">
          Candidate
        </h2>
        <dl className="grid gap-1 text-sm sm:grid-cols-2">
          <div>
            <dt className="text-slate-400">Name</dt>
            <dd>
              <Link to={`/dashboard/candidates/${c.id}`} className={`text-sky-200 underline ${focusRing}`}>
                {c.name}
              </Link>
            </dd>
          </div>
          <div>
            <dt className="text-slate-400">Headline</dt>
            <dd className="text-slate-100">{c.headline || '—'}</dd>
          </div>
          <div>
            <dt className="text-slate-400">E-mail</dt>
            <dd className="text-slate-100">{c.email ?? '—'}</dd>
          </div>
          <div>
            <dt className="text-slate-400">Phone</dt>
            <dd className="text-slate-100">{c.phone ?? '—'}</dd>
          </div>
          <div>
            <dt className="text-slate-400">Location</dt>
            <dd className="text-slate-100">{c.location || '—'}</dd>
          </div>
          <div>
            <dt className="text-slate-400">Experience</dt>
            <dd className="text-slate-100">
              {c.years_experience == null ? '—' : `${c.years_experience} years`}
            </dd>
          </div>
          <div className="sm:col-span-2">
            <dt className="text-slate-400">Skills</dt>
            <dd className="text-slate-100">{c.skills.join(', ') || '—'}</dd>
          </div>
        </dl>
        <div className="mt-3">
          {app.cv ? (
            <button
              type="button"
              className={secondaryButtonClass}
              onClick={() => {
                setCvError(null);
                downloadCv(app.cv!.url, app.cv!.filename).catch((e: unknown) => setCvError(errorMessage(e)));
              }}
            >
              Download CV ({app.cv.filename})
            </button>
          ) : (
            <p className="text-sm text-slate-300">No CV attached.</p>
          )}
          {cvError && <ErrorText>{cvError}</ErrorText>}
        </div>
      </section>

      <section aria-labelledby="letter-title" className={panelClass}>
        <h2 id="letter-title" className="mb-2 font-semibold text-white">
          Cover letter
        </h2>
        <p className="text-sm whitespace-pre-wrap text-slate-100">{app.cover_letter || 'No cover letter.'}</p>
      </section>

      <section aria-labelledby="rating-title" className={panelClass}>
        <h2 id="rating-title" className="sr-only">
          Rating
        </h2>
        <Rating application={app} />
      </section>

      <section aria-labelledby="history-title" className={panelClass}>
        <h2 id="history-title" className="mb-2 font-semibold text-white">
          Stage history
        </h2>
        <ol className="grid gap-2 text-sm">
          {app.history.map((event, index) => (
            <li key={`${event.at}-${index}`} className="rounded bg-slate-800 p-2 text-slate-100">
              <p>
                {event.from
                  ? `${STAGE_LABELS[event.from]} → ${STAGE_LABELS[event.to]}`
                  : `${STAGE_LABELS[event.to]}`}
              </p>
              <p className="text-xs text-slate-300">
                {event.by?.name ?? 'The candidate'} · {formatDateTime(event.at)}
              </p>
              {event.reason && <p className="text-xs text-slate-300">Why: {event.reason}</p>}
            </li>
          ))}
        </ol>
      </section>

      <section aria-labelledby="interviews-title" className={panelClass}>
        <h2 id="interviews-title" className="mb-2 font-semibold text-white">
          Interviews
        </h2>
        {app.interviews.length === 0 && <p className="text-sm text-slate-300">No interviews yet.</p>}
        <ul className="grid gap-3">
          {app.interviews.map((interview) => (
            <li key={interview.id}>{renderInterview(interview, app)}</li>
          ))}
        </ul>
      </section>

      <Notes id={app.id} />

      {moving && (
        <MoveDialog
          name={c.name}
          current={app.stage}
          busy={move.isPending}
          error={move.isError ? errorMessage(move.error) : null}
          onClose={() => setMoving(false)}
          onMove={(stage, reason) =>
            move.mutate(
              { id: app.id, stage, reason },
              {
                onSuccess: () => {
                  setMoving(false);
                  setMoved(`Moved to ${STAGE_LABELS[stage]}.`);
                },
              },
            )
          }
        />
      )}
      {scheduling && renderScheduleDialog(app, () => setScheduling(false))}
    </div>
  );
}
