import { sql } from 'drizzle-orm';
import {
  bigserial,
  index,
  integer,
  jsonb,
  pgTable,
  text,
  timestamp,
  uniqueIndex,
  uuid,
} from 'drizzle-orm/pg-core';

export type MailAttachment = { filename: string; content: string; contentType: string };

/** Transactional outbox: written with the change that causes the mail, delivered by the worker. */
export const outbox = pgTable(
  'outbox',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    to: text('to').notNull(),
    subject: text('subject').notNull(),
    text: text('text').notNull(),
    html: text('html').notNull(),
    attachments: jsonb('attachments').$type<MailAttachment[]>().notNull().default([]),
    /** Extra header fields (List-Unsubscribe, decision 538): names checked, values one line (mail-headers.ts). */
    headers: jsonb('headers').$type<Record<string, string>>().notNull().default({}),
    status: text('status', { enum: ['pending', 'sent', 'failed'] })
      .notNull()
      .default('pending'),
    attempts: integer('attempts').notNull().default(0),
    nextAttemptAt: timestamp('next_attempt_at', { withTimezone: true }).notNull(),
    lockedUntil: timestamp('locked_until', { withTimezone: true }),
    lastError: text('last_error'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull(),
    sentAt: timestamp('sent_at', { withTimezone: true }),
    /**
     * A mail to a candidate that joins this application's conversation only once it is sent (a rejection sent after
     * the company's delay and the interview cancellations held with it, decision 1162); `copied_at` marks the copy
     * made, so that it is made once whichever instance sends the mail. Null for every other mail.
     */
    conversationApplicationId: uuid('conversation_application_id'),
    copiedAt: timestamp('copied_at', { withTimezone: true }),
  },
  (t) => [
    index('outbox_pending_idx').on(t.status, t.nextAttemptAt),
    index('outbox_to_copy_idx')
      .on(t.id)
      .where(sql`${t.conversationApplicationId} is not null and ${t.copiedAt} is null`),
    index('outbox_held_for_application_idx')
      .on(t.conversationApplicationId)
      .where(sql`${t.conversationApplicationId} is not null and ${t.status} = 'pending'`),
  ],
);

export const contactMessages = pgTable(
  'contact_messages',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    // The browser's id for the message: a retry after a lost reply is recognised, not stored twice.
    clientId: text('client_id'),
    name: text('name').notNull(),
    email: text('email').notNull(),
    message: text('message').notNull(),
    ip: text('ip'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull(),
  },
  (t) => [uniqueIndex('contact_messages_client_id_key').on(t.clientId)],
);
