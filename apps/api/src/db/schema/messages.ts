import { sql } from 'drizzle-orm';
import {
  bigint,
  bigserial,
  index,
  integer,
  pgTable,
  primaryKey,
  text,
  timestamp,
  uniqueIndex,
  uuid,
} from 'drizzle-orm/pg-core';
import { applications, candidates, companies } from './recruitment';
import { users } from './users';

/**
 * A conversation between a company's team and a candidate (issue 13, decisions 950–952): one per application, or one
 * per company and candidate for a candidate the company unlocked without an application (`application_id` null).
 * `company_id` null: a posting of the platform itself (no company), whose team is staff.
 */
export const conversations = pgTable(
  'conversations',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    companyId: uuid('company_id').references(() => companies.id, { onDelete: 'cascade' }),
    candidateId: uuid('candidate_id')
      .notNull()
      .references(() => candidates.id, { onDelete: 'cascade' }),
    applicationId: uuid('application_id').references(() => applications.id, { onDelete: 'cascade' }),
    createdBy: uuid('created_by').references(() => users.id, { onDelete: 'set null' }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull(),
    lastMessageAt: timestamp('last_message_at', { withTimezone: true }).notNull(),
  },
  (t) => [
    uniqueIndex('conversations_application_key')
      .on(t.applicationId)
      .where(sql`application_id is not null`),
    uniqueIndex('conversations_company_candidate_key')
      .on(t.companyId, t.candidateId)
      .where(sql`application_id is null`),
    index('conversations_company_idx').on(t.companyId, t.lastMessageAt),
    index('conversations_candidate_idx').on(t.candidateId, t.lastMessageAt),
  ],
);

/**
 * One message: written by a side (`company` or `candidate`), or a pipeline mail copied into the conversation
 * (`kind` pipeline: its subject and text). An attachment's bytes live in the storage under `attachment_key`.
 */
export const messages = pgTable(
  'messages',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    conversationId: uuid('conversation_id')
      .notNull()
      .references(() => conversations.id, { onDelete: 'cascade' }),
    senderId: uuid('sender_id').references(() => users.id, { onDelete: 'set null' }),
    side: text('side', { enum: ['company', 'candidate'] }).notNull(),
    kind: text('kind', { enum: ['message', 'pipeline'] })
      .notNull()
      .default('message'),
    subject: text('subject'),
    body: text('body').notNull(),
    attachmentKey: text('attachment_key'),
    attachmentName: text('attachment_name'),
    attachmentType: text('attachment_type'),
    attachmentSize: integer('attachment_size'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull(),
  },
  (t) => [index('messages_conversation_idx').on(t.conversationId, t.id)],
);

/** How far a person has read a conversation (the last message id seen). */
export const conversationReads = pgTable(
  'conversation_reads',
  {
    conversationId: uuid('conversation_id')
      .notNull()
      .references(() => conversations.id, { onDelete: 'cascade' }),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    lastReadId: bigint('last_read_id', { mode: 'number' }).notNull().default(0),
  },
  (t) => [
    primaryKey({ columns: [t.conversationId, t.userId] }),
    index('conversation_reads_user_idx').on(t.userId),
  ],
);

/**
 * The mail rule per conversation and recipient (decision 953): `mailed_at` is the time of the last notification
 * mail (sent or due), at most one per 15 minutes; `pending_mail_id` the outbox row of a mail still waiting for its
 * time, which reading the conversation withdraws.
 */
export const messageMailState = pgTable(
  'message_mail_state',
  {
    conversationId: uuid('conversation_id')
      .notNull()
      .references(() => conversations.id, { onDelete: 'cascade' }),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    mailedAt: timestamp('mailed_at', { withTimezone: true }),
    pendingMailId: bigint('pending_mail_id', { mode: 'number' }),
  },
  (t) => [primaryKey({ columns: [t.conversationId, t.userId] })],
);

/** A company's message templates with placeholders (decision 954); `company_id` null: staff's, for the platform's postings. */
export const messageTemplates = pgTable(
  'message_templates',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    companyId: uuid('company_id').references(() => companies.id, { onDelete: 'cascade' }),
    name: text('name').notNull(),
    body: text('body').notNull(),
    createdBy: uuid('created_by').references(() => users.id, { onDelete: 'set null' }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull(),
  },
  (t) => [index('message_templates_company_idx').on(t.companyId, t.name)],
);
