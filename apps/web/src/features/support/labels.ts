import { msg } from '@lingui/core/macro';
import type { I18n, MessageDescriptor } from '@lingui/core';
import type { Locale, SupportTargetPlan, TicketPriority, TicketStatus } from '@app/shared';

export const STATUS_LABEL: Record<TicketStatus, MessageDescriptor> = {
  open: msg({ message: 'Open', context: 'ticket status' }),
  pending: msg({ message: 'Waiting for you', context: 'ticket status, requester' }),
  resolved: msg({ message: 'Resolved', context: 'ticket status' }),
  closed: msg({ message: 'Closed', context: 'ticket status' }),
};

/** The team's word for pending: the ticket waits for its requester. */
export const TEAM_STATUS_LABEL: Record<TicketStatus, MessageDescriptor> = {
  ...STATUS_LABEL,
  pending: msg({ message: 'Pending (waiting for the requester)', context: 'ticket status, team' }),
};

export const PRIORITY_LABEL: Record<TicketPriority, MessageDescriptor> = {
  low: msg({ message: 'Low', context: 'ticket priority' }),
  normal: msg({ message: 'Normal', context: 'ticket priority' }),
  high: msg({ message: 'High', context: 'ticket priority' }),
  urgent: msg({ message: 'Urgent', context: 'ticket priority' }),
};

/** A canned reply's language (decision 1217); `any`: the reply suits a ticket in either language. */
export const CANNED_LANGUAGE_LABEL: Record<Locale | 'any', MessageDescriptor> = {
  en: msg({ message: 'English', context: 'canned reply language' }),
  vi: msg({ message: 'Vietnamese', context: 'canned reply language' }),
  any: msg({ message: 'Any language', context: 'canned reply language' }),
};

export const PLAN_LABEL: Record<SupportTargetPlan, MessageDescriptor> = {
  none: msg`No package`,
  free: msg`Free`,
  standard: msg`Pro`,
  premium: msg`Enterprise`,
};

export const STATUS_STYLE: Record<TicketStatus, string> = {
  open: 'bg-sky-800 text-sky-50',
  pending: 'bg-amber-800 text-amber-50',
  resolved: 'bg-emerald-800 text-emerald-50',
  closed: 'bg-slate-600 text-slate-50',
};

/**
 * The five categories migration 0023 seeds, shown in the reader's language; a category an administrator adds or
 * renames is shown as typed (decision 1066).
 */
const SEEDED_CATEGORY: Record<string, MessageDescriptor> = {
  'Account and sign-in': msg({ message: 'Account and sign-in', context: 'support category' }),
  'Billing and packages': msg({ message: 'Billing and packages', context: 'support category' }),
  'Jobs and applications': msg({ message: 'Jobs and applications', context: 'support category' }),
  'Technical problem': msg({ message: 'Technical problem', context: 'support category' }),
  Other: msg({ message: 'Other', context: 'support category' }),
};

export function categoryName(name: string, i18n: I18n): string {
  const seeded = Object.hasOwn(SEEDED_CATEGORY, name) ? SEEDED_CATEGORY[name] : undefined;
  return seeded ? i18n._(seeded) : name;
}
