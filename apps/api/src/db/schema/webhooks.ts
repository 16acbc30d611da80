import { sql } from 'drizzle-orm';
import {
  bigint,
  bigserial,
  index,
  integer,
  jsonb,
  pgTable,
  text,
  timestamp,
  uuid,
} from 'drizzle-orm/pg-core';
import { companies } from './recruitment';
import { users } from './users';

/**
 * Webhooks (issue 14, decisions 541-549). An endpoint belongs to a company and names the events it wants; its
 * signing secret (Standard Webhooks, `whsec_…`) must be read to sign, so it is kept as is; a rotated-out secret
 * keeps signing beside the new one for a day.
 */
export const webhookEndpoints = pgTable(
  'webhook_endpoints',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    companyId: uuid('company_id')
      .notNull()
      .references(() => companies.id, { onDelete: 'cascade' }),
    url: text('url').notNull(),
    description: text('description').notNull().default(''),
    events: text('events')
      .array()
      .notNull()
      .default(sql`'{}'::text[]`),
    secret: text('secret').notNull(),
    previousSecret: text('previous_secret'),
    previousSecretUntil: timestamp('previous_secret_until', { withTimezone: true }),
    /** The first failure of the running failing streak; cleared by a success (3 days of it disables). */
    failingSince: timestamp('failing_since', { withTimezone: true }),
    disabledAt: timestamp('disabled_at', { withTimezone: true }),
    /** `failing` (disabled by the worker) or `owner` (paused by hand). */
    disabledReason: text('disabled_reason'),
    createdBy: uuid('created_by').references(() => users.id, { onDelete: 'set null' }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull(),
  },
  (t) => [index('webhook_endpoints_company_idx').on(t.companyId, t.createdAt)],
);

/** One change a company's endpoints may hear of, written in the transaction of the change. */
export const webhookEvents = pgTable(
  'webhook_events',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    companyId: uuid('company_id')
      .notNull()
      .references(() => companies.id, { onDelete: 'cascade' }),
    type: text('type').notNull(),
    /** The record whose changes must arrive in order (the application, the posting, the candidate). */
    orderingKey: text('ordering_key').notNull(),
    payload: jsonb('payload').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull(),
  },
  (t) => [index('webhook_events_company_idx').on(t.companyId, t.createdAt)],
);

/**
 * One event for one endpoint: the queue row the worker claims (SKIP LOCKED and a lease, as the mail outbox) and the
 * delivery log's line (last attempt's status, code, time and first bytes of the reply).
 */
export const webhookDeliveries = pgTable(
  'webhook_deliveries',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    eventId: bigint('event_id', { mode: 'number' })
      .notNull()
      .references(() => webhookEvents.id, { onDelete: 'cascade' }),
    endpointId: uuid('endpoint_id')
      .notNull()
      .references(() => webhookEndpoints.id, { onDelete: 'cascade' }),
    orderingKey: text('ordering_key').notNull(),
    /** pending, succeeded, failed (gave up or the endpoint was disabled), skipped (the plan lost API access). */
    status: text('status').notNull().default('pending'),
    attempts: integer('attempts').notNull().default(0),
    nextAttemptAt: timestamp('next_attempt_at', { withTimezone: true }).notNull(),
    lockedUntil: timestamp('locked_until', { withTimezone: true }),
    lastAttemptAt: timestamp('last_attempt_at', { withTimezone: true }),
    responseStatus: integer('response_status'),
    responseMs: integer('response_ms'),
    responseBody: text('response_body'),
    lastError: text('last_error'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull(),
  },
  (t) => [
    index('webhook_deliveries_due_idx')
      .on(t.nextAttemptAt, t.id)
      .where(sql`status = 'pending'`),
    index('webhook_deliveries_order_idx')
      .on(t.endpointId, t.orderingKey, t.id)
      .where(sql`status = 'pending'`),
    index('webhook_deliveries_endpoint_idx').on(t.endpointId, t.id),
  ],
);

/**
 * Every attempt of a delivery (decision 1165), as Stripe, GitHub and Svix list them: when, the HTTP status or the
 * network error, how long it took and the first kilobyte of the reply. Written by the worker as each attempt ends
 * (the delivery's own columns keep the last one); deleted with its delivery; at most `MAX_ATTEMPTS_KEPT` per
 * delivery (the retry schedule's count), the oldest going first.
 */
export const webhookDeliveryAttempts = pgTable(
  'webhook_delivery_attempts',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    deliveryId: bigint('delivery_id', { mode: 'number' })
      .notNull()
      .references(() => webhookDeliveries.id, { onDelete: 'cascade' }),
    attemptedAt: timestamp('attempted_at', { withTimezone: true }).notNull(),
    responseStatus: integer('response_status'),
    responseMs: integer('response_ms'),
    responseBody: text('response_body'),
    error: text('error'),
  },
  (t) => [index('webhook_delivery_attempts_delivery_idx').on(t.deliveryId, t.id)],
);
