import { sql } from 'drizzle-orm';
import {
  boolean,
  index,
  integer,
  pgTable,
  serial,
  text,
  timestamp,
  uniqueIndex,
  uuid,
} from 'drizzle-orm/pg-core';
import { contactMessages } from './mail';
import { users } from './users';

/** A ticket's category (issue 13); admins (support:admin) add, rename and retire them (decision 932). */
export const supportCategories = pgTable('support_categories', {
  id: uuid('id').primaryKey().defaultRandom(),
  name: text('name').notNull(),
  active: boolean('active').notNull().default(true),
  createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
});

/** The first-reply target of each plan, in hours (`none`: no company package). Decision 933. */
export const supportTargets = pgTable('support_targets', {
  plan: text('plan').primaryKey(),
  firstReplyHours: integer('first_reply_hours').notNull(),
});

/**
 * A support ticket (issue 13). `requester_id` is null for a contact-form message from an address without an account
 * (decision 936); `plan` and `first_reply_due_at` are fixed when the ticket opens (decision 933).
 */
export const supportTickets = pgTable(
  'support_tickets',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    number: serial('number').notNull(),
    requesterId: uuid('requester_id').references(() => users.id, { onDelete: 'cascade' }),
    requesterName: text('requester_name').notNull(),
    requesterEmail: text('requester_email').notNull(),
    subject: text('subject').notNull(),
    categoryId: uuid('category_id').references(() => supportCategories.id, { onDelete: 'set null' }),
    status: text('status', { enum: ['open', 'pending', 'resolved', 'closed'] })
      .notNull()
      .default('open'),
    priority: text('priority', { enum: ['low', 'normal', 'high', 'urgent'] })
      .notNull()
      .default('normal'),
    assigneeId: uuid('assignee_id').references(() => users.id, { onDelete: 'set null' }),
    plan: text('plan').notNull().default('none'),
    source: text('source', { enum: ['dashboard', 'contact'] })
      .notNull()
      .default('dashboard'),
    contactMessageId: uuid('contact_message_id').references(() => contactMessages.id, {
      onDelete: 'set null',
    }),
    /** The language the contact form was sent in: the team's replies reach a guest without an account in it. */
    locale: text('locale'),
    firstReplyDueAt: timestamp('first_reply_due_at', { withTimezone: true }).notNull(),
    firstRepliedAt: timestamp('first_replied_at', { withTimezone: true }),
    resolvedAt: timestamp('resolved_at', { withTimezone: true }),
    closedAt: timestamp('closed_at', { withTimezone: true }),
    /** The last public reply from either side: the 7-day auto-close counts from it or from `resolved_at`. */
    lastMessageAt: timestamp('last_message_at', { withTimezone: true }).notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull(),
  },
  (t) => [
    uniqueIndex('support_tickets_number_key').on(t.number),
    index('support_tickets_requester_idx').on(t.requesterId, t.updatedAt),
    index('support_tickets_queue_idx').on(t.status, t.firstReplyDueAt),
    index('support_tickets_resolved_idx')
      .on(t.resolvedAt)
      .where(sql`${t.status} = 'resolved'`),
  ],
);

/** A reply or an internal note (`internal`: never shown or mailed to the requester). */
export const supportMessages = pgTable(
  'support_messages',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    ticketId: uuid('ticket_id')
      .notNull()
      .references(() => supportTickets.id, { onDelete: 'cascade' }),
    authorId: uuid('author_id').references(() => users.id, { onDelete: 'set null' }),
    authorName: text('author_name').notNull(),
    authorSide: text('author_side', { enum: ['staff', 'requester'] }).notNull(),
    body: text('body').notNull(),
    internal: boolean('internal').notNull().default(false),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull(),
  },
  (t) => [index('support_messages_ticket_idx').on(t.ticketId, t.createdAt)],
);

/**
 * A file uploaded for a ticket (decision 934): stored through the storage interface under a random key, its type
 * judged by its bytes. `message_id` is null until the ticket or reply that names it is sent.
 */
export const supportAttachments = pgTable(
  'support_attachments',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    uploaderId: uuid('uploader_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    messageId: uuid('message_id').references(() => supportMessages.id, { onDelete: 'cascade' }),
    storageKey: text('storage_key').notNull(),
    name: text('name').notNull(),
    size: integer('size').notNull(),
    contentType: text('content_type').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull(),
  },
  (t) => [index('support_attachments_message_idx').on(t.messageId)],
);

/**
 * A saved answer the team inserts into a reply (decision 935), in one language or in any (`locale` null; decision
 * 1217, a CHECK in migration 0040 keeps it to the site's languages).
 */
export const supportCannedReplies = pgTable('support_canned_replies', {
  id: uuid('id').primaryKey().defaultRandom(),
  title: text('title').notNull(),
  body: text('body').notNull(),
  locale: text('locale', { enum: ['en', 'vi'] }),
  createdAt: timestamp('created_at', { withTimezone: true }).notNull(),
  updatedAt: timestamp('updated_at', { withTimezone: true }).notNull(),
});
