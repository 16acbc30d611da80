import { useLingui } from '@lingui/react/macro';
import { usePlanDisplayNames } from './api';
import { PLAN_LABELS } from './labels';

/**
 * A plan's name as members see it (decision 1197): the display name the settings give it (GET /api/auth/plans,
 * the list /plans shows), so the list says "Enterprise" where /plans, the company page and analytics do; the fixed
 * labels stand in while the plans load or when a code is unknown to them.
 */
export function usePlanName(): (plan: string) => string {
  const { i18n } = useLingui();
  const names = usePlanDisplayNames();
  return (plan) => {
    const shown = names.data?.get(plan);
    if (shown) return shown;
    const label = PLAN_LABELS[plan];
    return label ? i18n._(label) : plan;
  };
}
