import type { UnlockQuota } from '@app/shared';
import { count } from '@/lib/plural';

/** "N of 5 unlocks left this month" on the Free plan; nothing to count on Pro and Enterprise. */
export function quotaText(quota: UnlockQuota): string {
  if (quota.limit == null) return 'Unlimited contact unlocks on your plan.';
  return `${quota.remaining ?? 0} of ${count(quota.limit, 'unlock')} left this month`;
}

export function UnlockQuotaNote({ quota }: { quota: UnlockQuota | undefined }) {
  if (!quota) return null;
  return (
    <p className="text-sm text-slate-200" data-testid="unlock-quota" aria-live="polite">
      {quotaText(quota)}
    </p>
  );
}
