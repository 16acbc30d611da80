import { sql } from 'drizzle-orm';
import { bigint, index, integer, jsonb, pgTable, text, timestamp, uuid } from 'drizzle-orm/pg-core';
import { applications, companies } from './recruitment';
import { users } from './users';

/**
 * In-app notifications (issue 18): one row per reader. `kind` names the event, `data` its values (rendered in the
 * reader's language by the client), `link` the page it opens. A row whose `created_at` is still ahead is not shown
 * yet: a rejection sent later appears when its mail goes (decision 1104).
 */
export const notifications = pgTable(
  'notifications',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    kind: text('kind').notNull(),
    data: jsonb('data').$type<Record<string, string | number>>().notNull().default({}),
    link: text('link').notNull().default(''),
    /** The rejection whose delayed mail this notification waits with (cancelled together). */
    applicationId: uuid('application_id').references(() => applications.id, { onDelete: 'cascade' }),
    readAt: timestamp('read_at', { withTimezone: true }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull(),
  },
  (t) => [
    index('notifications_user_created_idx').on(t.userId, t.createdAt.desc()),
    index('notifications_unread_idx')
      .on(t.userId)
      .where(sql`read_at is null`),
  ],
);

/**
 * How a company teammate hears of new applications (issue 18, decision 1100): `each` (a mail and a notification per
 * application), `digest` (one a day), `none`. No row means `each`. The digest batch claims the rows whose
 * `digest_due_at` has come (SKIP LOCKED) and reports what arrived since `digest_since`.
 */
export const applicationAlertPrefs = pgTable(
  'application_alert_prefs',
  {
    userId: uuid('user_id')
      .primaryKey()
      .references(() => users.id, { onDelete: 'cascade' }),
    mode: text('mode').notNull().default('each'),
    digestSince: timestamp('digest_since', { withTimezone: true }),
    digestDueAt: timestamp('digest_due_at', { withTimezone: true }),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull(),
  },
  (t) => [
    index('application_alert_prefs_due_idx')
      .on(t.digestDueAt)
      .where(sql`mode = 'digest'`),
  ],
);

/** A company's recruiting choices (issue 18): how long a rejection mail waits before it goes (decision 1103). */
export const companyRecruitingSettings = pgTable('company_recruiting_settings', {
  companyId: uuid('company_id')
    .primaryKey()
    .references(() => companies.id, { onDelete: 'cascade' }),
  rejectionDelayHours: integer('rejection_delay_hours').notNull().default(0),
  updatedAt: timestamp('updated_at', { withTimezone: true }).notNull(),
});

/**
 * The candidate's rejection mail of an application (issue 18, decision 1103): written to the outbox with its send
 * time; cancelling while it waits deletes the outbox row. `outbox_id` is not a foreign key: sent mail is pruned.
 */
export const rejectionMails = pgTable('rejection_mails', {
  applicationId: uuid('application_id')
    .primaryKey()
    .references(() => applications.id, { onDelete: 'cascade' }),
  outboxId: bigint('outbox_id', { mode: 'number' }),
  template: text('template').notNull(),
  sendAt: timestamp('send_at', { withTimezone: true }).notNull(),
  createdBy: uuid('created_by').references(() => users.id, { onDelete: 'set null' }),
  cancelledAt: timestamp('cancelled_at', { withTimezone: true }),
  createdAt: timestamp('created_at', { withTimezone: true }).notNull(),
});
