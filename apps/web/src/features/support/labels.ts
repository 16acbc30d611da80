import { msg } from '@lingui/core/macro';
import type { MessageDescriptor } from '@lingui/core';
import type { SupportTargetPlan, TicketPriority, TicketStatus } from '@app/shared';

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
