import { Link } from 'react-router';
import { Trans } from '@lingui/react/macro';
import { ERROR_CODES } from '@app/shared';
import { focusRing } from '@/components/styles';
import { RequestProblem } from '@/components/upgrade-prompt';
import { ApiError } from '@/lib/api-client';
import { errorMessage } from '@/lib/error-message';

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
