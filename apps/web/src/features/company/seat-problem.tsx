import { Link } from 'react-router';
import { Trans, useLingui } from '@lingui/react/macro';
import { plural } from '@lingui/core/macro';
import { ERROR_CODES } from '@app/shared';
import type { CompanyTeam, Locale } from '@app/shared';
import { focusRing } from '@/components/styles';
import { RequestProblem } from '@/components/upgrade-prompt';
import { ApiError } from '@/lib/api-client';
import { errorMessage } from '@/lib/error-message';
import { formatDate } from '@/lib/format';

/**
 * Whether the server refused a seat because a cheaper plan is scheduled for the end of the period (decision 1155):
 * 409 SEAT_LIMIT. Its message names the switch and the ways on; the way to cancel it is the Billing page.
 */
export const seatsHeldForSwitch = (error: unknown): error is ApiError =>
  error instanceof ApiError && error.status === 409 && error.code === ERROR_CODES.seatLimit;

/** A refused invitation: with the way to the Billing page when a scheduled switch holds the seats, else as usual. */
export function SeatProblem({ error }: { error: unknown }) {
  if (!seatsHeldForSwitch(error)) return <RequestProblem error={error} />;
  return (
    <div
      role="alert"
      data-testid="scheduled-switch-seats"
      className="rounded-md border border-amber-400/60 bg-amber-950/50 px-3 py-2 text-sm text-amber-50"
    >
      <p>{errorMessage(error)}</p>
      <Link
        to="/dashboard/billing"
        className={`mt-1 inline-block font-semibold text-amber-200 underline hover:text-white ${focusRing}`}
      >
        <Trans>Open the Billing page</Trans>
      </Link>
    </div>
  );
}

type ScheduledSwitch = NonNullable<CompanyTeam['scheduled_switch']>;

/**
 * Decision 1219: the seats a scheduled cheaper plan holds (decision 1155), said on the company page before anything is
 * refused — where the seats are shown (`compact`) and above the invitation form, with the way to cancel the switch on
 * the Billing page (the owner's, while the switch can still be cancelled). Rendered with the team's data, so the page
 * does not move when it appears.
 */
export function ScheduledSwitchNotice({
  held,
  compact = false,
  billingLink = false,
  id,
}: {
  held: ScheduledSwitch;
  compact?: boolean;
  billingLink?: boolean;
  id?: string;
}) {
  const { i18n } = useLingui();
  const locale = i18n.locale as Locale;
  const plan = held.display_name;
  const date = formatDate(held.starts_at, locale);
  // In the grace days the date has passed: the switch happens when its first month is paid.
  const from = held.awaiting_payment
    ? plural(held.seats, {
        one: `Your company moves to the ${plan} plan, with # seat, once its first month is paid.`,
        other: `Your company moves to the ${plan} plan, with # seats, once its first month is paid.`,
      })
    : plural(held.seats, {
        one: `From ${date}, your company is on the ${plan} plan, with # seat.`,
        other: `From ${date}, your company is on the ${plan} plan, with # seats.`,
      });
  const refused = plural(held.seats, {
    one: 'Until then, invitations beyond # seat are refused.',
    other: 'Until then, invitations beyond # seats are refused.',
  });
  if (compact) {
    return (
      <span className="block text-sm text-amber-200" data-testid="company-seats-scheduled">
        {from} {refused}
      </span>
    );
  }
  return (
    <div
      data-testid="company-scheduled-switch"
      className="mb-3 rounded-md border border-amber-400/60 bg-amber-950/50 px-3 py-2 text-sm text-amber-50"
    >
      <p id={id}>
        <Trans>A switch to the {plan} plan is scheduled.</Trans> {from} {refused}
      </p>
      {held.cancellable ? (
        billingLink && (
          <Link
            to="/dashboard/billing"
            className={`mt-1 inline-block font-semibold text-amber-200 underline hover:text-white ${focusRing}`}
          >
            <Trans>Cancel the switch on the Billing page</Trans>
          </Link>
        )
      ) : (
        <p className="mt-1">
          <Trans>
            The first month of the {plan} plan is already paid: the switch can no longer be cancelled.
          </Trans>
        </p>
      )}
    </div>
  );
}
