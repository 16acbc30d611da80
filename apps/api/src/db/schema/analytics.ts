import { sql } from 'drizzle-orm';
import {
  date,
  index,
  integer,
  pgTable,
  primaryKey,
  text,
  timestamp,
  unique,
  uuid,
} from 'drizzle-orm/pg-core';
import { applications } from './recruitment';

/**
 * Issue 11 (decision 903): the rollups the reports read. Each application's row (and its stays) is recomputed from its
 * own history by lib/analytics-rollups.ts in the transaction that changes the application, so a report never scans
 * the history and always equals a recomputation from it.
 */
export const analyticsApplicationFacts = pgTable(
  'analytics_application_facts',
  {
    applicationId: uuid('application_id')
      .primaryKey()
      .references(() => applications.id, { onDelete: 'cascade' }),
    /** The posting's company (null for a posting without one: the platform's own). */
    companyId: uuid('company_id'),
    jobId: uuid('job_id').notNull(),
    /** The posting's owner: the "teammate" filter of application reports. */
    jobOwnerId: uuid('job_owner_id'),
    source: text('source').notNull(),
    sourceChannel: text('source_channel').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull(),
    stage: text('stage').notNull(),
    lastMoveAt: timestamp('last_move_at', { withTimezone: true }).notNull(),
    lastMoverId: uuid('last_mover_id'),
    /** First time the application reached the stage or a later one (a skipped stage counts as passed). */
    reachedScreeningAt: timestamp('reached_screening_at', { withTimezone: true }),
    reachedInterviewAt: timestamp('reached_interview_at', { withTimezone: true }),
    reachedOfferAt: timestamp('reached_offer_at', { withTimezone: true }),
    reachedHiredAt: timestamp('reached_hired_at', { withTimezone: true }),
    /** Set while the application is in Hired: its last move there (a hire undone is no hire, decision 904). */
    hiredAt: timestamp('hired_at', { withTimezone: true }),
    rejectedAt: timestamp('rejected_at', { withTimezone: true }),
    rejectedFrom: text('rejected_from'),
    rejectionReason: text('rejection_reason'),
    withdrawnAt: timestamp('withdrawn_at', { withTimezone: true }),
    offerOutcome: text('offer_outcome'),
    offerDeclineReason: text('offer_decline_reason'),
  },
  (t) => [
    index('analytics_facts_company_created_idx').on(t.companyId, t.createdAt),
    index('analytics_facts_created_idx').on(t.createdAt),
    index('analytics_facts_job_created_idx').on(t.jobId, t.createdAt),
    index('analytics_facts_company_hired_idx')
      .on(t.companyId, t.hiredAt)
      .where(sql`hired_at is not null`),
    index('analytics_facts_hired_idx')
      .on(t.hiredAt)
      .where(sql`hired_at is not null`),
    index('analytics_facts_company_offer_idx')
      .on(t.companyId, t.reachedOfferAt)
      .where(sql`reached_offer_at is not null`),
    index('analytics_facts_offer_idx')
      .on(t.reachedOfferAt)
      .where(sql`reached_offer_at is not null`),
    index('analytics_facts_company_rejected_idx')
      .on(t.companyId, t.rejectedAt)
      .where(sql`rejected_at is not null`),
    index('analytics_facts_rejected_idx')
      .on(t.rejectedAt)
      .where(sql`rejected_at is not null`),
    index('analytics_facts_company_active_idx')
      .on(t.companyId, t.lastMoveAt)
      .where(sql`stage in ('applied', 'screening', 'interview', 'offer')`),
    index('analytics_facts_active_idx')
      .on(t.lastMoveAt)
      .where(sql`stage in ('applied', 'screening', 'interview', 'offer')`),
  ],
);

/** One stay of an application in a stage: from the move into it to the move out of it (null while it is there). */
export const analyticsStageStays = pgTable(
  'analytics_stage_stays',
  {
    applicationId: uuid('application_id')
      .notNull()
      .references(() => applications.id, { onDelete: 'cascade' }),
    seq: integer('seq').notNull(),
    companyId: uuid('company_id'),
    jobId: uuid('job_id').notNull(),
    jobOwnerId: uuid('job_owner_id'),
    source: text('source').notNull(),
    stage: text('stage').notNull(),
    enteredAt: timestamp('entered_at', { withTimezone: true }).notNull(),
    leftAt: timestamp('left_at', { withTimezone: true }),
  },
  (t) => [
    primaryKey({ columns: [t.applicationId, t.seq] }),
    index('analytics_stays_company_left_idx').on(t.companyId, t.leftAt),
    index('analytics_stays_left_idx').on(t.leftAt),
    index('analytics_stays_open_idx')
      .on(t.companyId, t.stage, t.enteredAt)
      .where(sql`left_at is null`),
  ],
);

/**
 * Decision 912: how many rollup rows (analytics_application_facts) there are now per stage, by every column a report
 * filters on; kept by statement triggers on the facts (the migration's hand-written part) in the transaction that
 * changes them, so the overview's "applications per stage now" reads a few hundred rows instead of every application.
 */
export const analyticsStageCounts = pgTable(
  'analytics_stage_counts',
  {
    companyId: uuid('company_id'),
    jobId: uuid('job_id').notNull(),
    jobOwnerId: uuid('job_owner_id'),
    source: text('source').notNull(),
    stage: text('stage').notNull(),
    n: integer('n').notNull(),
  },
  (t) => [
    unique('analytics_stage_counts_key')
      .on(t.companyId, t.jobId, t.jobOwnerId, t.source, t.stage)
      .nullsNotDistinct(),
  ],
);

/**
 * Decision 912: the rollup rows per Vietnam calendar day of creation (decision 905) and current stage, by every
 * filter column; kept by the same triggers. The overview's applications per day and per posting read the period's
 * days of it.
 */
export const analyticsDailyCounts = pgTable(
  'analytics_daily_counts',
  {
    day: date('day', { mode: 'string' }).notNull(),
    companyId: uuid('company_id'),
    jobId: uuid('job_id').notNull(),
    jobOwnerId: uuid('job_owner_id'),
    source: text('source').notNull(),
    stage: text('stage').notNull(),
    n: integer('n').notNull(),
  },
  (t) => [
    unique('analytics_daily_counts_key')
      .on(t.day, t.companyId, t.jobId, t.jobOwnerId, t.source, t.stage)
      .nullsNotDistinct(),
    index('analytics_daily_counts_company_day_idx').on(t.companyId, t.day),
  ],
);
