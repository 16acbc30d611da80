import type { ReactNode } from 'react';
import { Link } from 'react-router';
import { Trans } from '@lingui/react/macro';
import { ApiError } from '@/lib/api-client';
import { errorMessage } from '@/lib/error-message';
import { ErrorText } from './status-text';
import { focusRing } from './styles';

/**
 * Whether the server refused because of the company's plan (issue 10): 402 PLAN_REQUIRED for a feature the plan
 * lacks, 402 SEAT_LIMIT for a seat beyond the plan's. Its message names the plan that has it.
 */
export const needsUpgrade = (error: unknown): error is ApiError =>
  error instanceof ApiError && error.status === 402;

/** The server's message naming the plan, and the way to the plans: instead of a broken screen or a bare error. */
export function UpgradePrompt({ message, children }: { message: string; children?: ReactNode }) {
  return (
    <div
      role="alert"
      data-testid="upgrade-prompt"
      className="rounded-md border border-amber-400/60 bg-amber-950/50 px-3 py-2 text-sm text-amber-50"
    >
      <p>{message}</p>
      {children}
      <Link
        to="/plans"
        className={`mt-1 inline-block font-semibold text-amber-200 underline hover:text-white ${focusRing}`}
      >
        <Trans>See the plans</Trans>
      </Link>
    </div>
  );
}

/** A failed request: the upgrade prompt when the plan is the reason, else the error as it is (a text shows as is). */
export function RequestProblem({ error }: { error: unknown }) {
  if (!error) return null;
  if (typeof error === 'string') return <ErrorText>{error}</ErrorText>;
  const message = errorMessage(error);
  return needsUpgrade(error) ? <UpgradePrompt message={message} /> : <ErrorText>{message}</ErrorText>;
}
