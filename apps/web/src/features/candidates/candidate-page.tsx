import { useState } from 'react';
import { Link, useParams } from 'react-router';
import { STAGE_LABELS } from '@app/shared';
import { Spinner } from '@/components/spinner';
import { PageTitle } from '@/components/page-title';
import { ErrorText, StatusText } from '@/components/status-text';
import {
  buttonClass,
  dangerButtonClass,
  focusRing,
  panelClass,
  secondaryButtonClass,
} from '@/components/styles';
import { errorMessage } from '@/lib/error-message';
import { formatDate, formatDateTime } from '@/lib/format';
import { downloadCv } from '@/lib/download-cv';
import { useAuth } from '@/lib/auth';
import { DuplicateList } from './add-candidate-dialog';
import { useCandidate, useMerge, useUnlock, useUnlockQuota } from './api';
import { UnlockQuotaNote } from './unlock-quota';

/** /dashboard/candidates/:id: profile, CV, every application and note; unlock (employers), merge (staff). */
export function CandidatePage() {
  const { id = '' } = useParams();
  const { user } = useAuth();
  const isStaff = user?.role === 'admin' || user?.role === 'staff';
  const candidate = useCandidate(id);
  const quota = useUnlockQuota(!isStaff);
  const unlock = useUnlock(id);
  const merge = useMerge(id);
  const [confirmMerge, setConfirmMerge] = useState<{ id: string; name: string } | null>(null);
  const [cvError, setCvError] = useState<string | null>(null);

  if (candidate.isPending) return <Spinner label="Loading candidate…" />;
  if (candidate.isError)
    return (
      <div>
        <PageTitle>Candidate</PageTitle>
        <ErrorText>{errorMessage(candidate.error)}</ErrorText>
      </div>
    );
  const c = candidate.data;

  return (
    <div className="grid gap-4">
      <PageTitle
        actions={
          <Link to="/dashboard/candidates" className={secondaryButtonClass}>
            All candidates
          </Link>
        }
      >
        {c.name}
      </PageTitle>

      <section aria-labelledby="profile-title" className={panelClass}>
        <h2 id="profile-title" className="mb-2 font-semibold text-white">
          Profile
        </h2>
        <p className="text-slate-100">{c.headline || '—'}</p>
        <p className="text-sm text-slate-300">
          {c.location || 'Location not given'}
          {c.years_experience != null && ` · ${c.years_experience} years of experience`} ·{' '}
          {c.source === 'sourced' ? 'Sourced by staff' : 'Member'}
          {c.open_to_employers && ' · Open to employers'}
        </p>
        {c.skills.length > 0 && <p className="text-sm text-slate-300">Skills: {c.skills.join(', ')}</p>}
      </section>

      <section aria-labelledby="contact-title" className={panelClass}>
        <h2 id="contact-title" className="mb-2 font-semibold text-white">
          Contact details
        </h2>
        {c.contact_visible ? (
          <>
            <p className="text-slate-100">E-mail: {c.email ?? '—'}</p>
            <p className="text-slate-100">Phone: {c.phone ?? '—'}</p>
            {c.default_cv ? (
              <button
                type="button"
                className={`${secondaryButtonClass} mt-2`}
                onClick={() => {
                  setCvError(null);
                  downloadCv(c.default_cv!.url, c.default_cv!.filename).catch((e: unknown) =>
                    setCvError(errorMessage(e)),
                  );
                }}
              >
                Download CV ({c.default_cv.filename})
              </button>
            ) : (
              <p className="text-sm text-slate-300">No CV on file.</p>
            )}
            {cvError && <ErrorText>{cvError}</ErrorText>}
          </>
        ) : (
          <div className="grid gap-2">
            <p className="text-slate-200">
              E-mail, phone and CV stay hidden until you unlock this candidate.
            </p>
            <UnlockQuotaNote quota={quota.data} />
            {unlock.isError && <ErrorText>{errorMessage(unlock.error)}</ErrorText>}
            <div>
              <button
                type="button"
                className={buttonClass}
                disabled={unlock.isPending}
                onClick={() => unlock.mutate()}
              >
                {unlock.isPending ? 'Unlocking…' : 'Unlock contact details'}
              </button>
            </div>
          </div>
        )}
        {unlock.isSuccess && <StatusText>Contact details unlocked.</StatusText>}
      </section>

      <section aria-labelledby="apps-title" className={panelClass}>
        <h2 id="apps-title" className="mb-2 font-semibold text-white">
          Applications
        </h2>
        {c.applications.length === 0 && (
          <p className="text-sm text-slate-300">No applications you can see.</p>
        )}
        <ul className="grid gap-1 text-sm">
          {c.applications.map((a) => (
            <li key={a.id}>
              <Link to={`/dashboard/applications/${a.id}`} className={`text-sky-200 underline ${focusRing}`}>
                {a.job.title}
              </Link>{' '}
              <span className="text-slate-300">
                — {STAGE_LABELS[a.stage]}
                {a.rating != null && ` · rated ${a.rating}/5`} · applied {formatDate(a.created_at)}
                {a.rejection_reason && ` · reason: ${a.rejection_reason}`}
              </span>
            </li>
          ))}
        </ul>
      </section>

      <section aria-labelledby="cnotes-title" className={panelClass}>
        <h2 id="cnotes-title" className="mb-2 font-semibold text-white">
          Notes
        </h2>
        {c.notes.length === 0 && <p className="text-sm text-slate-300">No notes.</p>}
        <ul className="grid gap-2 text-sm">
          {c.notes.map((n) => (
            <li key={n.id} className="rounded bg-slate-800 p-2">
              <p className="whitespace-pre-wrap text-slate-100">{n.body}</p>
              <p className="text-xs text-slate-400">
                {n.author?.name ?? 'Unknown'} · {formatDateTime(n.created_at)}
              </p>
            </li>
          ))}
        </ul>
      </section>

      {isStaff && (
        <section aria-labelledby="dup-title" className={panelClass}>
          <h2 id="dup-title" className="mb-2 font-semibold text-white">
            Possible duplicates
          </h2>
          {merge.isError && <ErrorText>{errorMessage(merge.error)}</ErrorText>}
          {merge.isSuccess && <StatusText>Records merged.</StatusText>}
          {c.possible_duplicates.length === 0 ? (
            <p className="text-sm text-slate-300">None found.</p>
          ) : (
            <>
              <DuplicateList duplicates={c.possible_duplicates} />
              <div className="mt-2 flex flex-wrap gap-2">
                {c.possible_duplicates.map((d) => (
                  <button
                    key={d.id}
                    type="button"
                    className={secondaryButtonClass}
                    onClick={() => setConfirmMerge({ id: d.id, name: d.name })}
                  >
                    Merge {d.name} into this record
                  </button>
                ))}
              </div>
            </>
          )}
          {confirmMerge && (
            <div role="group" aria-label="Confirm merge" className="mt-3 flex flex-wrap items-center gap-2">
              <p className="text-sm text-slate-100">
                Merge {confirmMerge.name} into {c.name}? Applications, CVs and unlocks move here.
              </p>
              <button
                type="button"
                className={dangerButtonClass}
                disabled={merge.isPending}
                onClick={() => merge.mutate(confirmMerge.id, { onSuccess: () => setConfirmMerge(null) })}
              >
                Merge
              </button>
              <button type="button" className={secondaryButtonClass} onClick={() => setConfirmMerge(null)}>
                Cancel
              </button>
            </div>
          )}
          {c.merges.length > 0 && (
            <ul className="mt-3 text-sm text-slate-300">
              {c.merges.map((m) => (
                <li key={m.merged_id}>
                  Merged {m.name} on {formatDateTime(m.at)}
                  {m.by ? ` by ${m.by}` : ''}
                </li>
              ))}
            </ul>
          )}
        </section>
      )}
    </div>
  );
}
