import { useId, useRef, useState } from 'react';
import type { ReactNode } from 'react';
import { Trans, useLingui } from '@lingui/react/macro';
import { MOVABLE_STAGES, moveRequest } from '@app/shared';
import type { Stage } from '@app/shared';
import { Dialog } from '@/components/dialog';
import { buttonClass, inputClass, labelClass, secondaryButtonClass } from '@/components/styles';
import { RequestProblem } from '@/components/upgrade-prompt';
import { useRecruitmentLists } from './api';
import { translateText } from '@/lib/i18n';
import { listEntryLabel } from '@/lib/recruitment-list-labels';
import { STAGE_NAMES } from './stage-labels';

export type MovableStage = (typeof MOVABLE_STAGES)[number];

/** The choice "Other": the reason is written in the text box. */
const OTHER = 'other';

/**
 * "Move to…": the keyboard way to move an application (and the board's drop target for Rejected).
 * Rejecting asks for a reason, which the server requires and keeps private to the hiring team: one of the
 * administrator's rejection reasons (settings, decision 402) or "Other" in the recruiter's words; without the
 * list (not loaded yet, or unreachable) the words alone (decision 429). The reason is sent as text either way.
 */
export function MoveDialog({
  name,
  current,
  initialStage,
  busy,
  error,
  onMove,
  onClose,
  title,
}: {
  name: string;
  current?: Stage;
  initialStage?: MovableStage;
  busy: boolean;
  /** The failed move: its message, or the upgrade prompt when the plan lacks the tracking tool (402). */
  error: unknown;
  onMove: (stage: MovableStage, reason?: string) => void;
  onClose: () => void;
  title?: string;
}) {
  const targets = MOVABLE_STAGES.filter((s) => s !== current);
  const [stage, setStage] = useState<MovableStage>(initialStage ?? targets[0]!);
  const [reason, setReason] = useState('');
  // The index of a listed reason, or OTHER; null until the recruiter picks.
  const [choice, setChoice] = useState<number | typeof OTHER | null>(null);
  const [missing, setMissing] = useState(false);
  // The shared schema's message for the reason (its length), checked before sending (decision 1184).
  const [tooLong, setTooLong] = useState<string | null>(null);
  const reasonBoxRef = useRef<HTMLTextAreaElement>(null);
  const stageId = useId();
  const reasonId = useId();
  const reasonErrorId = `${reasonId}-error`;
  const reasonsName = useId();
  const { t, i18n } = useLingui();
  const lists = useRecruitmentLists(stage === 'rejected');
  // The dialog's own "Other" stands for a listed "Other", which could not carry the recruiter's words.
  const otherWords = new Set(['other', t`Other`.toLocaleLowerCase()]);
  const reasons = (lists.data?.rejection_reasons ?? []).filter(
    (r) => !otherWords.has(r.trim().toLocaleLowerCase()),
  );
  const listed = reasons.length > 0;
  // Words typed before the list arrived stay, as "Other".
  const picked = choice ?? (reason.trim() ? OTHER : null);
  const rejection = !listed || picked === OTHER ? reason.trim() : picked === null ? '' : reasons[picked]!;
  const reasonBox = (label: ReactNode) => (
    <div>
      <label htmlFor={reasonId} className={labelClass}>
        {label}
      </label>
      <textarea
        ref={reasonBoxRef}
        id={reasonId}
        rows={3}
        className={inputClass}
        value={reason}
        aria-invalid={tooLong !== null || (missing && (!listed || picked === OTHER)) || undefined}
        aria-describedby={tooLong !== null ? reasonErrorId : undefined}
        onChange={(e) => {
          setReason(e.target.value);
          setMissing(false);
          setTooLong(null);
        }}
      />
      {tooLong !== null && (
        <p id={reasonErrorId} className="mt-1 text-sm text-red-300">
          {translateText(tooLong)}
        </p>
      )}
    </div>
  );
  return (
    <Dialog title={title ?? t`Move ${name}`} onClose={onClose}>
      <form
        noValidate
        className="grid gap-3"
        onSubmit={(e) => {
          e.preventDefault();
          if (stage === 'rejected' && !rejection) {
            setMissing(true);
            return;
          }
          const sent = stage === 'rejected' ? rejection : undefined;
          const checked = moveRequest.safeParse({ stage, reason: sent });
          const issue = checked.success
            ? undefined
            : checked.error.issues.find((i) => i.path[0] === 'reason');
          // Only the recruiter's own words can be too long; a listed reason is the administrator's (its own limit).
          if (issue && (!listed || picked === OTHER)) {
            setTooLong(issue.message);
            reasonBoxRef.current?.focus();
            return;
          }
          onMove(stage, sent);
        }}
      >
        <RequestProblem error={error} />
        <div>
          <label htmlFor={stageId} className={labelClass}>
            <Trans>Move to</Trans>
          </label>
          <select
            id={stageId}
            className={inputClass}
            value={stage}
            onChange={(e) => setStage(e.target.value as MovableStage)}
          >
            {targets.map((s) => (
              <option key={s} value={s}>
                {i18n._(STAGE_NAMES[s])}
              </option>
            ))}
          </select>
        </div>
        {stage === 'rejected' &&
          (listed ? (
            <fieldset>
              <legend className={labelClass}>
                <Trans>Reason for the rejection (only the hiring team sees it)</Trans>
              </legend>
              <div className="grid max-h-64 gap-1 overflow-y-auto">
                {reasons.map((r, i) => (
                  <label key={r} className="flex items-start gap-2 text-sm text-slate-200">
                    <input
                      type="radio"
                      name={reasonsName}
                      className="mt-1"
                      checked={picked === i}
                      onChange={() => {
                        setChoice(i);
                        setMissing(false);
                      }}
                    />
                    {listEntryLabel(i18n, r)}
                  </label>
                ))}
                <label className="flex items-start gap-2 text-sm text-slate-200">
                  <input
                    type="radio"
                    name={reasonsName}
                    className="mt-1"
                    checked={picked === OTHER}
                    onChange={() => {
                      setChoice(OTHER);
                      setMissing(false);
                    }}
                  />
                  <Trans>Other</Trans>
                </label>
              </div>
              {picked === OTHER && (
                <div className="mt-2">{reasonBox(<Trans>The reason in your words</Trans>)}</div>
              )}
            </fieldset>
          ) : (
            reasonBox(<Trans>Reason for the rejection (only the hiring team sees it)</Trans>)
          ))}
        {stage === 'rejected' && missing && (
          <p role="alert" className="-mt-2 text-sm text-red-300">
            {listed && picked === null ? (
              <Trans>Choose a reason for the rejection</Trans>
            ) : (
              <Trans>Give a reason for the rejection</Trans>
            )}
          </p>
        )}
        <div className="flex gap-2">
          <button type="submit" className={buttonClass} disabled={busy}>
            {busy ? t`Moving…` : stage === 'rejected' ? t`Reject` : t`Move`}
          </button>
          <button type="button" className={secondaryButtonClass} onClick={onClose}>
            <Trans>Cancel</Trans>
          </button>
        </div>
      </form>
    </Dialog>
  );
}
