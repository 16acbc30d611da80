import { z } from '../zod';
import { inLimitWords } from '../zod-messages';
import { i18nText } from '../i18n/mark';
import { singleLine, updatedAfter, zonedDateTime } from '../validation';
import { JOB_LEVELS, JOB_PAGE_SIZE_DEFAULT, JOB_PAGE_SIZE_MAX, JOB_STATUSES, JOB_TYPES } from './recruitment';
import { STAGES } from './recruitment-applications';
import { SOURCE_CHANNELS } from './analytics';
import { INTERVIEW_STATUSES, INTERVIEW_TYPES, KIT_STAGES } from './recruitment-pipeline';

// Issue 14: a company's webhook endpoints (Enterprise), owner-managed (/api/company/webhooks), decisions 541-549.

/** The events an endpoint may subscribe to. */
export const WEBHOOK_EVENTS = [
  'application.created',
  'application.stage_changed',
  'interview.scheduled',
  'interview.rescheduled',
  'interview.cancelled',
  'job.published',
  'job.closed',
  'candidate.unlocked',
] as const;
export type WebhookEventType = (typeof WEBHOOK_EVENTS)[number];
/** What the owner's "Send test event" sends to one endpoint, whatever it subscribes to (decision 1088). */
export const WEBHOOK_TEST_EVENT = 'webhook.test';
/** What a delivery in the log may carry: a subscribed event, or a test. */
export const WEBHOOK_DELIVERY_EVENTS = [...WEBHOOK_EVENTS, WEBHOOK_TEST_EVENT] as const;
export type WebhookDeliveryEventType = (typeof WEBHOOK_DELIVERY_EVENTS)[number];

export const WEBHOOK_DELIVERY_STATUSES = ['pending', 'succeeded', 'failed', 'skipped'] as const;
export type WebhookDeliveryStatus = (typeof WEBHOOK_DELIVERY_STATUSES)[number];

export const webhookEndpointSchema = z.object({
  id: z.string(),
  url: z.string(),
  description: z.string(),
  events: z.array(z.enum(WEBHOOK_EVENTS)),
  /** `active`; `disabled` by its owner; `failing` when the worker turned it off after 3 days of failures. */
  status: z.enum(['active', 'disabled', 'failing']),
  failing_since: z.string().nullable(),
  created_by: z.string().nullable(),
  created_at: z.string(),
  updated_at: z.string(),
});
export type WebhookEndpoint = z.infer<typeof webhookEndpointSchema>;

export const webhookEndpointListReply = z.object({
  success: z.literal(true),
  endpoints: z.array(webhookEndpointSchema),
});
export const webhookEndpointReply = z.object({ success: z.literal(true), endpoint: webhookEndpointSchema });

const urlField = singleLine(
  z
    .string({ error: i18nText('Give the endpoint’s address') })
    .trim()
    .min(1, i18nText('Give the endpoint’s address'))
    .max(2000, inLimitWords),
);
const eventsField = z
  .array(z.enum(WEBHOOK_EVENTS, { error: i18nText('Unknown event') }))
  .min(1, i18nText('Choose at least one event'))
  .max(WEBHOOK_EVENTS.length)
  .refine((s) => new Set(s).size === s.length, i18nText('Each event appears once'));
const descriptionField = singleLine(z.string().trim().max(200, inLimitWords));

export const createWebhookRequest = z.object({
  url: urlField,
  events: eventsField,
  description: descriptionField.optional(),
});
export type CreateWebhookRequest = z.infer<typeof createWebhookRequest>;

export const createWebhookReply = z.object({
  success: z.literal(true),
  endpoint: webhookEndpointSchema,
  /** The signing secret (Standard Webhooks `whsec_…`); it can be shown again by the owner. */
  secret: z.string(),
});

export const updateWebhookRequest = z.object({
  url: urlField.optional(),
  events: eventsField.optional(),
  description: descriptionField.optional(),
  /** false pauses the endpoint; true turns it on again (also after the worker disabled it). */
  enabled: z.boolean().optional(),
});
export type UpdateWebhookRequest = z.infer<typeof updateWebhookRequest>;

export const webhookSecretReply = z.object({ success: z.literal(true), secret: z.string() });

/** One attempt of a delivery (decision 1165): the HTTP status it got, or the error when none came. */
export const webhookDeliveryAttemptSchema = z.object({
  at: z.string(),
  /** `succeeded` for a 2xx reply, else `failed`. */
  outcome: z.enum(['succeeded', 'failed']),
  /** The reply's HTTP status; null when no reply came (refused address, network error, no reply in time). */
  response_status: z.number().int().nullable(),
  response_ms: z.number().int().nullable(),
  /** The first kilobyte (1,000 bytes of UTF-8) of the reply. */
  response_body: z.string().nullable(),
  /** What went wrong (`HTTP 503`, a network error), at most 500 characters; null on success. */
  error: z.string().nullable(),
});
export type WebhookDeliveryAttempt = z.infer<typeof webhookDeliveryAttemptSchema>;

export const webhookDeliverySchema = z.object({
  id: z.string(),
  /** The `webhook-id` header: the same on every attempt of one event to one endpoint. */
  message_id: z.string(),
  event: z.enum(WEBHOOK_DELIVERY_EVENTS),
  status: z.enum(WEBHOOK_DELIVERY_STATUSES),
  attempts: z.number().int(),
  created_at: z.string(),
  last_attempt_at: z.string().nullable(),
  next_attempt_at: z.string().nullable(),
  response_status: z.number().int().nullable(),
  response_ms: z.number().int().nullable(),
  /** The first bytes of the endpoint's reply. */
  response_body: z.string().nullable(),
  error: z.string().nullable(),
  /**
   * Every attempt, oldest first (decision 1165): the retries and a "send again" of a delivery still waiting. At most
   * the retry schedule's count (13) are kept, the oldest going first.
   */
  attempt_log: z.array(webhookDeliveryAttemptSchema),
});
export type WebhookDelivery = z.infer<typeof webhookDeliverySchema>;

export const webhookDeliveryListReply = z.object({
  success: z.literal(true),
  deliveries: z.array(webhookDeliverySchema),
});
export const webhookDeliveryReply = z.object({ success: z.literal(true), delivery: webhookDeliverySchema });

export const webhookDeliveryParams = z.object({
  id: z.uuid({ error: i18nText('Not a valid id') }),
  deliveryId: z.string().regex(/^\d{1,18}$/, i18nText('Not a valid id')),
});

// ---- What a receiver gets (decisions 542, 543, 1191, 1085): the body of each event, stated in the API's document ----

/** A time as the API writes it: UTC, milliseconds, `Z` (decision 1191). */
const sentTime = z.iso.datetime();

const webhookApplication = z.object({
  id: z.string(),
  stage: z.enum(STAGES),
  job_id: z.string(),
  candidate_id: z.string(),
  /**
   * Where the application came from (decisions 901, 1047): the settings list's item it counts under ("API" for one an
   * API key added, "Job board", "LinkedIn"…), and how it came (the board, a shared link, a referral, sourced by the
   * hiring team, the API).
   */
  source: z.string(),
  source_channel: z.enum(SOURCE_CHANNELS),
  created_at: sentTime,
  updated_at: sentTime,
});
const webhookJob = z.object({
  id: z.string(),
  title: z.string(),
  status: z.enum(JOB_STATUSES),
  location: z.string(),
});
const webhookPosting = webhookJob.extend({
  type: z.enum(JOB_TYPES),
  level: z.enum(JOB_LEVELS),
  deadline: sentTime.nullable(),
  posted_date: sentTime.nullable(),
});
const webhookCandidate = z.object({ id: z.string(), name: z.string() });
const webhookInterviewCore = z.object({
  id: z.string(),
  status: z.enum(INTERVIEW_STATUSES),
  type: z.enum(INTERVIEW_TYPES),
  starts_at: sentTime,
  ends_at: sentTime,
  time_zone: z.string(),
  location: z.string(),
});
/**
 * An interview as the `interview.*` webhooks send it and an API key reads it (decisions 1120, 1126): what Greenhouse
 * Harvest's scheduled interviews also state (interviewers, organizer, created and updated), the same object in both.
 * Not the interviewers' feedback nor the internal notes (the feedback is blind to other interviewers, decision 1107).
 */
const webhookInterview = webhookInterviewCore.extend({
  duration_minutes: z.number().int(),
  /** The application's stage when the interview was scheduled. */
  stage: z.enum(KIT_STAGES),
  interviewers: z.array(z.object({ id: z.string(), name: z.string(), email: z.string() })),
  /** Who scheduled it (for a key, the key's maker); null once that account is gone. */
  organizer: z.object({ id: z.string(), name: z.string() }).nullable(),
  created_at: sentTime,
  /** The last change of anything in this object, the nested application, job, candidate and people included. */
  updated_at: sentTime,
});
/**
 * An interview as an API key with `interviews:read` reads it (`GET /api/manage/interviews`, decisions 1120, 1126):
 * the webhook's `interview` with the webhook's `application`, `job` and `candidate` inside it.
 */
export const managedInterviewSchema = webhookInterview.extend({
  application: webhookApplication,
  job: webhookJob,
  candidate: webhookCandidate,
});
export type ManagedInterview = z.infer<typeof managedInterviewSchema>;

export const managedInterviewListQuery = z.object({
  job_id: z.uuid().optional(),
  application_id: z.uuid().optional(),
  status: z.enum(INTERVIEW_STATUSES).optional(),
  /** Changed (scheduled, moved, edited, cancelled) at or after this instant: to poll for changes. */
  updated_after: updatedAfter(),
  /** Starting at or after this instant. */
  starts_after: zonedDateTime().optional(),
  /** Starting before this instant. */
  starts_before: zonedDateTime().optional(),
  page: z.coerce.number().int().min(1).max(10_000).default(1),
  pageSize: z.coerce.number().int().min(1).max(JOB_PAGE_SIZE_MAX).default(JOB_PAGE_SIZE_DEFAULT),
});
export const managedInterviewListReply = z.object({
  success: z.literal(true),
  interviews: z.array(managedInterviewSchema),
  total: z.number(),
  page: z.number(),
  pageSize: z.number(),
});
export type ManagedInterviewListReply = z.infer<typeof managedInterviewListReply>;
export const managedInterviewReply = z.object({
  success: z.literal(true),
  interview: managedInterviewSchema,
});

/** Interviews that left the company's view, for a client syncing deletions (decision 1125). */
export const deletedInterviewListQuery = z.object({
  /** Deleted at or after this instant: to poll for deletions. */
  deleted_after: zonedDateTime().optional(),
  page: z.coerce.number().int().min(1).max(10_000).default(1),
  pageSize: z.coerce.number().int().min(1).max(JOB_PAGE_SIZE_MAX).default(JOB_PAGE_SIZE_DEFAULT),
});
export const deletedInterviewSchema = z.object({
  /** The id the interview had in `GET /api/manage/interviews`. */
  id: z.string(),
  /** When it was deleted, or left the company's view (its posting moved to another company). */
  deleted_at: sentTime,
});
export type DeletedInterview = z.infer<typeof deletedInterviewSchema>;
export const deletedInterviewListReply = z.object({
  success: z.literal(true),
  interviews: z.array(deletedInterviewSchema),
  total: z.number(),
  page: z.number(),
  pageSize: z.number(),
});

/** The candidate with the contact details the unlock paid for (the ones `GET /api/candidates/{id}` now shows). */
const webhookUnlockedCandidate = webhookCandidate.extend({
  email: z.string().nullable(),
  phone: z.string().nullable(),
  headline: z.string(),
  location: z.string(),
});

const applicationData = z.object({
  application: webhookApplication,
  job: webhookJob,
  candidate: webhookCandidate,
  /** The stage before the move; null for `application.created`. */
  previous_stage: z.enum(STAGES).nullable(),
});
const interviewData = z.object({
  interview: webhookInterview,
  application: webhookApplication,
  job: webhookJob,
  candidate: webhookCandidate,
});
const jobData = z.object({ job: webhookPosting });
const unlockData = z.object({ candidate: webhookUnlockedCandidate });

/** The body of one event: Standard Webhooks' `type`, `timestamp` (when the change happened) and `data`. */
const eventBody = <T extends WebhookDeliveryEventType, D extends z.ZodType>(type: T, data: D) =>
  z.object({ type: z.literal(type), timestamp: sentTime, data });

/** Each event's body and when it is sent. */
export const WEBHOOK_EVENT_BODIES = {
  'application.created': {
    when: 'Someone applied to one of the company’s postings, or the company added a candidate to one.',
    body: eventBody('application.created', applicationData),
  },
  'application.stage_changed': {
    when: 'An application moved to another stage (one move, a bulk move, or scheduling its interview).',
    body: eventBody('application.stage_changed', applicationData),
  },
  'interview.scheduled': {
    when: 'An interview was scheduled.',
    body: eventBody('interview.scheduled', interviewData),
  },
  'interview.rescheduled': {
    when: 'An interview was moved or edited.',
    body: eventBody('interview.rescheduled', interviewData),
  },
  'interview.cancelled': {
    when: 'An interview was cancelled.',
    body: eventBody('interview.cancelled', interviewData),
  },
  'job.published': {
    when: 'A posting was published, or reopened.',
    body: eventBody('job.published', jobData),
  },
  'job.closed': { when: 'A posting was closed.', body: eventBody('job.closed', jobData) },
  'candidate.unlocked': {
    when: 'The company unlocked a candidate’s contact details (the first unlock only).',
    body: eventBody('candidate.unlocked', unlockData),
  },
  'webhook.test': {
    when: 'The company’s owner asked to send a test event to this endpoint (it is sent whatever the endpoint subscribes to).',
    body: eventBody('webhook.test', z.object({ endpoint: z.object({ id: z.string(), url: z.string() }) })),
  },
} as const satisfies Record<WebhookDeliveryEventType, { when: string; body: z.ZodType }>;
