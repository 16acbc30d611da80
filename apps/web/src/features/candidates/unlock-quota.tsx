import { plural, t } from '@lingui/core/macro';
import { useLingui } from '@lingui/react';
import type { UnlockQuota } from '@app/shared';

/**
 * "N of 5 unlocks left this month" on the Free plan; nothing to count on Pro and Enterprise.
 * In the active language: call it while rendering a component that called `useLingui()`.
 */
export function quotaText(quota: UnlockQuota): string {
  if (quota.limit == null) return t`Unlimited contact unlocks on your plan.`;
  const remaining = quota.remaining ?? 0;
  const limit = quota.limit;
  return plural(limit, {
    one: `${remaining} of # unlock left this month`,
    other: `${remaining} of # unlocks left this month`,
  });
}

export function UnlockQuotaNote({ quota }: { quota: UnlockQuota | undefined }) {
  // Renders again when the language changes (quotaText reads the active one).
  useLingui();
  if (!quota) return null;
  return (
    <p className="text-sm text-slate-200" data-testid="unlock-quota" aria-live="polite">
      {quotaText(quota)}
    </p>
  );
}
