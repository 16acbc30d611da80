import { sql } from 'drizzle-orm';
import { index, integer, pgTable, serial, text, timestamp, uniqueIndex, uuid } from 'drizzle-orm/pg-core';
import { companies } from './recruitment';
import { users } from './users';

export const plans = pgTable('plans', {
  id: serial('id').primaryKey(),
  name: text('name').notNull().unique(),
  displayName: text('display_name').notNull(),
  price: integer('price').notNull(),
  features: text('features').notNull(),
});

/** One row per period on a plan; ended rows stay as history. The company holds it (issue 10); `user_id` bought it. */
export const subscriptions = pgTable(
  'subscriptions',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    companyId: uuid('company_id').references(() => companies.id, { onDelete: 'cascade' }),
    planId: integer('plan_id')
      .notNull()
      .references(() => plans.id),
    startedAt: timestamp('started_at', { withTimezone: true }).notNull(),
    endedAt: timestamp('ended_at', { withTimezone: true }),
    /**
     * Issue 19 (decision 801): the end of the paid period. Null: the package has no period (Free, or taken without a
     * payment gateway) and runs until cancelled.
     */
    paidUntil: timestamp('paid_until', { withTimezone: true }),
    /** When the owner stopped the renewal: the package then ends at `paid_until` (decision 321). */
    renewalStoppedAt: timestamp('renewal_stopped_at', { withTimezone: true }),
    /**
     * Decision 1199: a cheaper paid plan the owner chose to start at `scheduled_at` (the end of the paid period it was
     * chosen in). The renewal of that period is for this plan; the billing job switches at the boundary.
     */
    scheduledPlanId: integer('scheduled_plan_id').references(() => plans.id),
    scheduledAt: timestamp('scheduled_at', { withTimezone: true }),
  },
  (t) => [
    index('subscriptions_user_id_idx').on(t.userId),
    // The billing job's due packages (decision 804).
    index('subscriptions_paid_until_idx')
      .on(t.paidUntil)
      .where(sql`ended_at is null and paid_until is not null`),
    // At most one running package a company (issue 10).
    uniqueIndex('subscriptions_company_open_key')
      .on(t.companyId)
      .where(sql`ended_at is null`),
  ],
);
