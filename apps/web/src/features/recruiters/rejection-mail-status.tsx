import { Trans, useLingui } from '@lingui/react/macro';
import type { Locale } from '@app/shared';
import { formatDateTimeInZone } from '@app/shared';
import { secondaryButtonClass } from '@/components/styles';
import { RequestProblem } from '@/components/upgrade-prompt';
import { PRODUCT_TIME_ZONE } from '@/lib/format';
import { useCancelRejectionMail, useRejectionMail } from './api';

/** A rejected application's mail: waiting (with its time and a cancel button), sent or cancelled (decision 1103). */
export function RejectionMailStatus({ applicationId }: { applicationId: string }) {
  const mail = useRejectionMail(applicationId);
  const cancel = useCancelRejectionMail(applicationId);
  const { i18n } = useLingui();
  if (!mail.data || mail.data.status === 'none') return null;
  const at = mail.data.send_at
    ? formatDateTimeInZone(mail.data.send_at, PRODUCT_TIME_ZONE, i18n.locale as Locale)
    : '';
  return (
    <div className="flex flex-wrap items-center gap-3 text-sm text-slate-200" data-testid="rejection-mail">
      {mail.data.status === 'pending' && (
        <>
          <p>
            <Trans>The rejection mail will be sent on {at}.</Trans>
          </p>
          <p className="w-full text-slate-400 order-last">
            <Trans>
              Interviews the rejection cancelled are announced to the candidate with this mail, or a day
              before each one at the latest; cancelling the mail tells the candidate of them now.
            </Trans>
          </p>
          <button
            type="button"
            className={secondaryButtonClass}
            disabled={cancel.isPending}
            onClick={() => cancel.mutate()}
          >
            <Trans>Cancel the mail</Trans>
          </button>
        </>
      )}
      {mail.data.status === 'sent' && (
        <p>
          <Trans>The rejection mail was sent ({at}).</Trans>
        </p>
      )}
      {mail.data.status === 'cancelled' && (
        <p role="status">
          <Trans>
            The rejection mail was cancelled and never sent; the candidate has been told of any interview the
            rejection cancelled.
          </Trans>
        </p>
      )}
      <RequestProblem error={cancel.error} />
    </div>
  );
}
