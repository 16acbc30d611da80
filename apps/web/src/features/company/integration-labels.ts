import { msg } from '@lingui/core/macro';
import type { MessageDescriptor } from '@lingui/core';
import type { ApiKeyScope, WebhookDeliveryStatus, WebhookEndpoint, WebhookEventType } from '@app/shared';

// Issue 14: words for the integrations section; the codes themselves (scopes, event names) are shown as they are,
// because an integrator types them.

export const SCOPE_LABELS: Record<ApiKeyScope, MessageDescriptor> = {
  'jobs:read': msg`Read the company’s postings`,
  'jobs:write': msg`Create, change, publish and close postings`,
  'applications:read': msg`Read applications and their stages`,
  'applications:write': msg`Move applications, rate them and add notes`,
  'candidates:read': msg`Read the candidate database`,
  'interviews:read': msg`Read interviews: times, interviewers and status`,
};

export const EVENT_LABELS: Record<WebhookEventType, MessageDescriptor> = {
  'application.created': msg`Someone applied`,
  'application.stage_changed': msg`An application moved to another stage`,
  'interview.scheduled': msg`An interview was scheduled`,
  'interview.rescheduled': msg`An interview was rescheduled`,
  'interview.cancelled': msg`An interview was cancelled`,
  'job.published': msg`A posting was published`,
  'job.closed': msg`A posting was closed`,
  'candidate.unlocked': msg`A candidate was unlocked`,
};

export const DELIVERY_STATUS_LABELS: Record<WebhookDeliveryStatus, MessageDescriptor> = {
  pending: msg({ message: 'Waiting to retry', context: 'webhook delivery' }),
  succeeded: msg({ message: 'Delivered', context: 'webhook delivery' }),
  failed: msg({ message: 'Failed', context: 'webhook delivery' }),
  skipped: msg({ message: 'Not sent (plan)', context: 'webhook delivery' }),
};

export const ENDPOINT_STATUS_LABELS: Record<WebhookEndpoint['status'], MessageDescriptor> = {
  active: msg({ message: 'On', context: 'webhook endpoint' }),
  disabled: msg({ message: 'Off', context: 'webhook endpoint' }),
  failing: msg({ message: 'Turned off after 3 days of failures', context: 'webhook endpoint' }),
};
