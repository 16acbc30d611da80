import { sql } from 'drizzle-orm';
import { boolean, index, integer, pgTable, text, timestamp, uuid } from 'drizzle-orm/pg-core';
import { users } from './users';

/**
 * A saved /jobs search mailed daily or weekly (issue 18). The batch claims the rows whose `next_run_at` has come
 * (FOR UPDATE SKIP LOCKED) and, in the same transaction, writes the mail and moves `next_run_at` one period on.
 * `q_pattern` and `location_pattern` are the board's LIKE patterns of `q` and `location` (folded, escaped), made
 * once when the alert is saved so the batch compares columns (decision 537).
 */
export const jobAlerts = pgTable(
  'job_alerts',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    name: text('name').notNull(),
    frequency: text('frequency', { enum: ['daily', 'weekly'] }).notNull(),
    status: text('status', { enum: ['active', 'paused', 'unsubscribed'] })
      .notNull()
      .default('active'),
    q: text('q').notNull().default(''),
    location: text('location').notNull().default(''),
    type: text('type', { enum: ['full-time', 'part-time', 'contract', 'internship'] }),
    level: text('level', { enum: ['entry', 'mid', 'senior', 'lead'] }),
    remote: boolean('remote').notNull().default(false),
    /** Minimum monthly salary in VND; null: any salary, negotiable included. */
    salaryMin: integer('salary_min'),
    qPattern: text('q_pattern'),
    locationPattern: text('location_pattern'),
    /** Postings published after this moment are news for the next mail. */
    lastRunAt: timestamp('last_run_at', { withTimezone: true }).notNull(),
    /** When the last mail was written (null before the first). */
    lastSentAt: timestamp('last_sent_at', { withTimezone: true }),
    nextRunAt: timestamp('next_run_at', { withTimezone: true }).notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull(),
  },
  (t) => [
    index('job_alerts_user_id_idx').on(t.userId, t.createdAt),
    // The batch's claim walks only the active alerts that are due, oldest first.
    index('job_alerts_due_idx')
      .on(t.nextRunAt)
      .where(sql`${t.status} = 'active'`),
  ],
);
