import { useId, useState } from 'react';
import { Trans, useLingui } from '@lingui/react/macro';
import { OFFER_DECLINE_REASON_LABELS, OFFER_DECLINE_REASONS, formatDateTimeInZone } from '@app/shared';
import type { Locale, ManagedApplication, OfferDeclineReason, OfferOutcome } from '@app/shared';
import { RequestProblem } from '@/components/upgrade-prompt';
import { StatusText } from '@/components/status-text';
import { buttonClass, inputClass, labelClass, panelClass } from '@/components/styles';
import { PRODUCT_TIME_ZONE } from '@/lib/format';
import { translateText } from '@/lib/i18n';
import { useOfferOutcome } from './api';

/**
 * The candidate's answer to the offer (issue 11, decision 912): shown while the application is in Offer; accepted,
 * or declined with a reason from the shared list. The answer can be changed until the application leaves Offer.
 */
export function OfferOutcomePanel({ application }: { application: ManagedApplication }) {
  const record = useOfferOutcome(application.id);
  const current = application.offer ?? null;
  const [outcome, setOutcome] = useState<OfferOutcome | ''>(current?.outcome ?? '');
  const [reason, setReason] = useState<OfferDeclineReason | ''>(current?.reason ?? '');
  const [problem, setProblem] = useState<'outcome' | 'reason' | null>(null);
  const [saved, setSaved] = useState(false);
  const name = useId();
  const reasonId = useId();
  const { t, i18n } = useLingui();

  const why = translateText(OFFER_DECLINE_REASON_LABELS[current?.reason ?? 'other']);
  const recorded = current
    ? current.outcome === 'accepted'
      ? t`Recorded: the candidate accepted the offer.`
      : t`Recorded: the candidate declined the offer (${why}).`
    : t`No answer recorded yet.`;
  const when = current ? formatDateTimeInZone(current.at, PRODUCT_TIME_ZONE, i18n.locale as Locale) : null;

  return (
    <section aria-labelledby="offer-title" className={panelClass}>
      <h2 id="offer-title" className="mb-2 font-semibold text-white">
        <Trans>Offer outcome</Trans>
      </h2>
      <p className="mb-3 text-sm text-slate-300" data-testid="offer-recorded">
        {recorded}
        {when && ` · ${when}`}
      </p>
      <form
        noValidate
        onSubmit={(e) => {
          e.preventDefault();
          setSaved(false);
          if (!outcome) return setProblem('outcome');
          if (outcome === 'declined' && !reason) return setProblem('reason');
          setProblem(null);
          record.mutate(outcome === 'declined' ? { outcome, reason: reason || undefined } : { outcome }, {
            onSuccess: () => setSaved(true),
          });
        }}
      >
        <fieldset>
          <legend className={labelClass}>
            <Trans>The candidate’s answer</Trans>
          </legend>
          <div className="flex flex-wrap gap-4 text-sm text-slate-100">
            <label className="flex items-center gap-2">
              <input
                type="radio"
                name={name}
                value="accepted"
                checked={outcome === 'accepted'}
                onChange={() => {
                  setOutcome('accepted');
                  setProblem(null);
                }}
              />
              <Trans>Accepted</Trans>
            </label>
            <label className="flex items-center gap-2">
              <input
                type="radio"
                name={name}
                value="declined"
                checked={outcome === 'declined'}
                onChange={() => {
                  setOutcome('declined');
                  setProblem(null);
                }}
              />
              <Trans>Declined</Trans>
            </label>
          </div>
        </fieldset>
        {problem === 'outcome' && (
          <p role="alert" className="mt-1 text-sm text-red-300">
            <Trans>Choose accepted or declined</Trans>
          </p>
        )}
        {outcome === 'declined' && (
          <div className="mt-3">
            <label htmlFor={reasonId} className={labelClass}>
              <Trans>Why the candidate declined</Trans>
            </label>
            <select
              id={reasonId}
              className={inputClass}
              value={reason}
              aria-invalid={problem === 'reason' || undefined}
              onChange={(e) => {
                setReason(e.target.value as OfferDeclineReason | '');
                setProblem(null);
              }}
            >
              <option value="">{t`Choose a reason`}</option>
              {OFFER_DECLINE_REASONS.map((r) => (
                <option key={r} value={r}>
                  {translateText(OFFER_DECLINE_REASON_LABELS[r])}
                </option>
              ))}
            </select>
            {problem === 'reason' && (
              <p role="alert" className="mt-1 text-sm text-red-300">
                <Trans>Give the reason the candidate declined</Trans>
              </p>
            )}
          </div>
        )}
        <RequestProblem error={record.error} />
        <button type="submit" className={`${buttonClass} mt-3`} disabled={record.isPending}>
          <Trans>Record the answer</Trans>
        </button>
        {saved && (
          <StatusText>
            <Trans>Answer recorded.</Trans>
          </StatusText>
        )}
      </form>
    </section>
  );
}
