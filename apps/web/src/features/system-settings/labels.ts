import { msg } from '@lingui/core/macro';
import type { MessageDescriptor } from '@lingui/core';
import type { PaidCapability, PlanName } from '@app/shared';

/** The fixed plan names (decision 402): what the administrator is editing, whatever its display name. */
export const PLAN_LABELS: Record<PlanName, MessageDescriptor> = {
  free: msg`Free plan (free)`,
  standard: msg`Standard plan (standard)`,
  premium: msg`Premium plan (premium)`,
};

export const CAPABILITY_LABELS: Record<PaidCapability, MessageDescriptor> = {
  unlimited_unlocks: msg`Unlimited candidate unlocks`,
  candidate_tracking: msg`Candidate tracking`,
  priority_display: msg`Priority display of postings`,
  api_access: msg`API access`,
  multi_user: msg`Several users`,
  advanced_analytics: msg`Advanced analytics`,
};
