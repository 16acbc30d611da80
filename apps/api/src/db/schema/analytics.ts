import { sql } from 'drizzle-orm';
import { index, integer, pgTable, primaryKey, text, timestamp, uuid } from 'drizzle-orm/pg-core';
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
