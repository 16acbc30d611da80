import { useState } from 'react';
import { Link, useParams } from 'react-router';
import { Trans, useLingui } from '@lingui/react/macro';
import { plural } from '@lingui/core/macro';
import { formatDateTimeInZone, formatDay } from '@app/shared';
import type { Locale } from '@app/shared';
import { Dialog } from '@/components/dialog';
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
import { PRODUCT_TIME_ZONE } from '@/lib/format';
import { translateText } from '@/lib/i18n';
import { listEntryLabel } from '@/lib/recruitment-list-labels';
import { downloadCv } from '@/lib/download-cv';
import { useAuth } from '@/lib/auth';
import { DuplicateList } from './add-candidate-dialog';
import { useCandidate, useMerge, useUnlock, useUnlockQuota } from './api';
import { STAGE_NAMES } from './stage-labels';
import { UnlockQuotaNote } from './unlock-quota';
import { textLang } from '@/lib/lang';

/** A failed request's message in the active language (the server's own, or a shared one). */
const problemText = (error: unknown) => translateText(errorMessage(error));

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
  // The Free plan's monthly unlocks are few: an unlock is confirmed with what will remain (issue 18, decision 1106).
  const [confirmUnlock, setConfirmUnlock] = useState(false);
  const [cvError, setCvError] = useState<string | null>(null);
  const { t, i18n } = useLingui();
  const locale = i18n.locale as Locale;
  const dateTime = (iso: string) => formatDateTimeInZone(iso, PRODUCT_TIME_ZONE, locale);
  const mergeQuestion = (other: string, target: string) =>
    t`Merge ${other} into ${target}? Applications, CVs and unlocks move here.`;

  if (candidate.isPending) return <Spinner label={t`Loading candidate…`} />;
  if (candidate.isError)
    return (
      <div>
        <PageTitle>
          <Trans>Candidate</Trans>
        </PageTitle>
        <ErrorText>{problemText(candidate.error)}</ErrorText>
      </div>
    );
  const c = candidate.data;
  const years = c.years_experience;
  const skills = c.skills.join(', ');
  const profileFacts = [
    c.location || t`Location not given`,
    years != null && plural(years, { one: '# year of experience', other: '# years of experience' }),
    c.source === 'sourced' ? t`Sourced by staff` : t`Member`,
    c.source_detail && listEntryLabel(i18n, c.source_detail),
    c.open_to_employers && t`Open to employers`,
  ];
  const email = c.email ?? '—';
  const phone = c.phone ?? '—';
  const filename = c.default_cv?.filename;

  return (
    <div className="grid gap-4">
      <PageTitle
        actions={
          <Link to="/dashboard/candidates" className={secondaryButtonClass}>
            <Trans>All candidates</Trans>
          </Link>
        }
      >
        {c.name}
      </PageTitle>

      <section aria-labelledby="profile-title" className={panelClass}>
        <h2 id="profile-title" className="mb-2 font-semibold text-white">
          <Trans>Profile</Trans>
        </h2>
        <p className="text-slate-100">{c.headline || '—'}</p>
        <p className="text-sm text-slate-300">{profileFacts.filter(Boolean).join(' · ')}</p>
        {c.skills.length > 0 && (
          <p className="text-sm text-slate-300">
            <Trans>Skills: {skills}</Trans>
          </p>
        )}
      </section>

      <section aria-labelledby="contact-title" className={panelClass}>
        <h2 id="contact-title" className="mb-2 font-semibold text-white">
          <Trans>Contact details</Trans>
        </h2>
        {c.contact_visible ? (
          <>
            <p className="text-slate-100">
              <Trans>E-mail: {email}</Trans>
            </p>
            <p className="text-slate-100">
              <Trans>Phone: {phone}</Trans>
            </p>
            {c.default_cv ? (
              <button
                type="button"
                className={`${secondaryButtonClass} mt-2`}
                onClick={() => {
                  setCvError(null);
                  downloadCv(c.default_cv!.url, c.default_cv!.filename).catch((e: unknown) =>
                    setCvError(problemText(e)),
                  );
                }}
              >
                <Trans>Download CV ({filename})</Trans>
              </button>
            ) : (
              <p className="text-sm text-slate-300">
                <Trans>No CV on file.</Trans>
              </p>
            )}
            {cvError && <ErrorText>{cvError}</ErrorText>}
          </>
        ) : (
          <div className="grid gap-2">
            <p className="text-slate-200">
              <Trans>E-mail, phone and CV stay hidden until you unlock this candidate.</Trans>
            </p>
            <UnlockQuotaNote quota={quota.data} />
            {unlock.isError && <ErrorText>{problemText(unlock.error)}</ErrorText>}
            <div>
              <button
                type="button"
                className={buttonClass}
                disabled={unlock.isPending}
                onClick={() => {
                  const q = quota.data;
                  if (q && q.limit != null && (q.remaining ?? 0) > 0) setConfirmUnlock(true);
                  else unlock.mutate();
                }}
              >
                {unlock.isPending ? t`Unlocking…` : t`Unlock contact details`}
              </button>
            </div>
          </div>
        )}
        {unlock.isSuccess && (
          <StatusText>
            <Trans>Contact details unlocked.</Trans>
          </StatusText>
        )}
        {confirmUnlock && quota.data && quota.data.limit != null && (
          <UnlockConfirm
            name={c.name}
            remaining={quota.data.remaining ?? 0}
            limit={quota.data.limit}
            busy={unlock.isPending}
            onClose={() => setConfirmUnlock(false)}
            onConfirm={() => unlock.mutate(undefined, { onSettled: () => setConfirmUnlock(false) })}
          />
        )}
      </section>

      {(c.projects ?? []).length > 0 && (
        <section aria-labelledby="cprojects-title" className={panelClass}>
          <h2 id="cprojects-title" className="mb-2 font-semibold text-white">
            <Trans>Published projects</Trans>
          </h2>
          <ul className="grid gap-2 text-sm">
            {(c.projects ?? []).map((p) => (
              <li key={p.id}>
                <p className="font-medium text-slate-100">{p.title}</p>
                <p className="text-slate-300">{p.description}</p>
                <p className="flex flex-wrap gap-3">
                  {p.repo_url && (
                    <a
                      href={p.repo_url}
                      target="_blank"
                      rel="noopener noreferrer"
                      className={`text-sky-200 underline ${focusRing}`}
                    >
                      <Trans>Code</Trans> <span className="sr-only">{p.title}</span>
                    </a>
                  )}
                  {p.demo_url && (
                    <a
                      href={p.demo_url}
                      target="_blank"
                      rel="noopener noreferrer"
                      className={`text-sky-200 underline ${focusRing}`}
                    >
                      <Trans>Live Demo</Trans> <span className="sr-only">{p.title}</span>
                    </a>
                  )}
                </p>
              </li>
            ))}
          </ul>
        </section>
      )}

      <section aria-labelledby="apps-title" className={panelClass}>
        <h2 id="apps-title" className="mb-2 font-semibold text-white">
          <Trans>Applications</Trans>
        </h2>
        {c.applications.length === 0 && (
          <p className="text-sm text-slate-300">
            <Trans>No applications you can see.</Trans>
          </p>
        )}
        <ul className="grid gap-1 text-sm">
          {c.applications.map((a) => {
            const rating = a.rating;
            const date = formatDay(a.created_at, locale);
            const reason = a.rejection_reason ? listEntryLabel(i18n, a.rejection_reason) : null;
            const facts = [
              i18n._(STAGE_NAMES[a.stage]),
              rating != null && t`rated ${rating}/5`,
              t`applied ${date}`,
              reason && t`reason: ${reason}`,
            ];
            return (
              <li key={a.id}>
                <Link
                  to={`/dashboard/applications/${a.id}`}
                  className={`text-sky-200 underline ${focusRing}`}
                >
                  <span lang={textLang(a.job.title)}>{a.job.title}</span>
                </Link>{' '}
                <span className="text-slate-300">— {facts.filter(Boolean).join(' · ')}</span>
              </li>
            );
          })}
        </ul>
      </section>

      <section aria-labelledby="cnotes-title" className={panelClass}>
        <h2 id="cnotes-title" className="mb-2 font-semibold text-white">
          <Trans>Notes</Trans>
        </h2>
        {c.notes.length === 0 && (
          <p className="text-sm text-slate-300">
            <Trans>No notes.</Trans>
          </p>
        )}
        <ul className="grid gap-2 text-sm">
          {c.notes.map((n) => (
            <li key={n.id} className="rounded bg-slate-800 p-2">
              <p className="whitespace-pre-wrap text-slate-100">{n.body}</p>
              <p className="text-xs text-slate-400">
                {n.author?.name ?? t`Unknown`} · {dateTime(n.created_at)}
              </p>
            </li>
          ))}
        </ul>
      </section>

      {isStaff && (
        <section aria-labelledby="dup-title" className={panelClass}>
          <h2 id="dup-title" className="mb-2 font-semibold text-white">
            <Trans>Possible duplicates</Trans>
          </h2>
          {merge.isError && <ErrorText>{problemText(merge.error)}</ErrorText>}
          {merge.isSuccess && (
            <StatusText>
              <Trans>Records merged.</Trans>
            </StatusText>
          )}
          {c.possible_duplicates.length === 0 ? (
            <p className="text-sm text-slate-300">
              <Trans>None found.</Trans>
            </p>
          ) : (
            <>
              <DuplicateList duplicates={c.possible_duplicates} />
              <div className="mt-2 flex flex-wrap gap-2">
                {c.possible_duplicates.map((d) => {
                  const other = d.name;
                  return (
                    <button
                      key={d.id}
                      type="button"
                      className={secondaryButtonClass}
                      onClick={() => setConfirmMerge({ id: d.id, name: d.name })}
                    >
                      <Trans>Merge {other} into this record</Trans>
                    </button>
                  );
                })}
              </div>
            </>
          )}
          {confirmMerge && (
            <div
              role="group"
              aria-label={t`Confirm merge`}
              className="mt-3 flex flex-wrap items-center gap-2"
            >
              <p className="text-sm text-slate-100">{mergeQuestion(confirmMerge.name, c.name)}</p>
              <button
                type="button"
                className={dangerButtonClass}
                disabled={merge.isPending}
                onClick={() => merge.mutate(confirmMerge.id, { onSuccess: () => setConfirmMerge(null) })}
              >
                <Trans>Merge</Trans>
              </button>
              <button type="button" className={secondaryButtonClass} onClick={() => setConfirmMerge(null)}>
                <Trans>Cancel</Trans>
              </button>
            </div>
          )}
          {c.merges.length > 0 && (
            <ul className="mt-3 text-sm text-slate-300">
              {c.merges.map((m) => {
                const merged = m.name;
                const when = dateTime(m.at);
                const by = m.by;
                return (
                  <li key={m.merged_id}>
                    {by ? t`Merged ${merged} on ${when} by ${by}` : t`Merged ${merged} on ${when}`}
                  </li>
                );
              })}
            </ul>
          )}
        </section>
      )}
    </div>
  );
}

/** "Unlock {name}?" on the Free plan: how many unlocks this month has left, before and after this one. */
function UnlockConfirm({
  name,
  remaining,
  limit,
  busy,
  onClose,
  onConfirm,
}: {
  name: string;
  remaining: number;
  limit: number;
  busy: boolean;
  onClose: () => void;
  onConfirm: () => void;
}) {
  const { t } = useLingui();
  const after = remaining - 1;
  return (
    <Dialog title={t`Unlock ${name}?`} onClose={onClose}>
      <p className="text-sm text-slate-100">
        {plural(limit, {
          one: `Your Free plan unlocks # candidate a month; ${remaining} left this month.`,
          other: `Your Free plan unlocks # candidates a month; ${remaining} left this month.`,
        })}
      </p>
      <p className="mt-2 text-sm text-slate-100">
        {plural(after, {
          one: 'After this unlock, # unlock will remain this month.',
          other: 'After this unlock, # unlocks will remain this month.',
        })}
      </p>
      <div className="mt-4 flex justify-end gap-2">
        <button type="button" className={secondaryButtonClass} onClick={onClose}>
          <Trans>Cancel</Trans>
        </button>
        <button type="button" className={buttonClass} disabled={busy} onClick={onConfirm}>
          <Trans>Unlock</Trans>
        </button>
      </div>
    </Dialog>
  );
}
