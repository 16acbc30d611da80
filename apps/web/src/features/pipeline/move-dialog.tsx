import { useId, useState } from 'react';
import { Trans, useLingui } from '@lingui/react/macro';
import { MOVABLE_STAGES } from '@app/shared';
import type { Stage } from '@app/shared';
import { Dialog } from '@/components/dialog';
import { buttonClass, inputClass, labelClass, secondaryButtonClass } from '@/components/styles';
import { RequestProblem } from '@/components/upgrade-prompt';
import { STAGE_NAMES } from './stage-labels';

export type MovableStage = (typeof MOVABLE_STAGES)[number];

/**
 * "Move to…": the keyboard way to move an application (and the board's drop target for Rejected).
 * Rejecting asks for a reason, which the server requires and keeps private to the hiring team.
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
  const [missing, setMissing] = useState(false);
  const stageId = useId();
  const reasonId = useId();
  const { t, i18n } = useLingui();
  return (
    <Dialog title={title ?? t`Move ${name}`} onClose={onClose}>
      <form
        noValidate
        className="grid gap-3"
        onSubmit={(e) => {
          e.preventDefault();
          if (stage === 'rejected' && !reason.trim()) {
            setMissing(true);
            return;
          }
          onMove(stage, stage === 'rejected' ? reason.trim() : undefined);
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
        {stage === 'rejected' && (
          <div>
            <label htmlFor={reasonId} className={labelClass}>
              <Trans>Reason for the rejection (only the hiring team sees it)</Trans>
            </label>
            <textarea
              id={reasonId}
              rows={3}
              className={inputClass}
              value={reason}
              aria-invalid={missing || undefined}
              onChange={(e) => {
                setReason(e.target.value);
                setMissing(false);
              }}
            />
            {missing && (
              <p role="alert" className="mt-1 text-sm text-red-300">
                <Trans>Give a reason for the rejection</Trans>
              </p>
            )}
          </div>
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
