import { msg } from '@lingui/core/macro';
import type { MessageDescriptor } from '@lingui/core';
import type { JobStatus } from '@app/shared';
import type { JobAction } from './api';

// The postings' enumerations as messages (shown with `i18n._`); type and level are shared (src/lib).
export { LEVEL_MESSAGE as LEVEL_LABELS, TYPE_MESSAGE as TYPE_LABELS } from '@/lib/jobs/format';

export const STATUS_LABELS: Record<JobStatus, MessageDescriptor> = {
  draft: msg`Draft`,
  published: msg`Published`,
  closed: msg`Closed`,
};

export const ACTION_LABELS: Record<JobAction, MessageDescriptor> = {
  publish: msg`Publish`,
  close: msg`Close`,
  reopen: msg`Reopen`,
  duplicate: msg`Duplicate`,
};
