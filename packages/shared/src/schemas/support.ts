import { z } from '../zod';
import { inLimitWords, listLimit } from '../zod-messages';
import { LOCALES } from '../i18n/format';
import { i18nText } from '../i18n/mark';
import { multiLine, searchTextField, singleLine } from '../validation';
import { PLAN_NAMES } from './plans';

// The support desk (issue 13, decisions 930-949): tickets, replies, internal notes, canned replies, categories and
// the first-reply targets per plan.

export const TICKET_STATUSES = ['open', 'pending', 'resolved', 'closed'] as const;
export type TicketStatus = (typeof TICKET_STATUSES)[number];
export const TICKET_PRIORITIES = ['low', 'normal', 'high', 'urgent'] as const;
export type TicketPriority = (typeof TICKET_PRIORITIES)[number];
/** The plans a target is set for; `none`: an account outside any company (members, guests of the contact form). */
export const SUPPORT_TARGET_PLANS = ['none', ...PLAN_NAMES] as const;
export type SupportTargetPlan = (typeof SUPPORT_TARGET_PLANS)[number];
/** A resolved ticket without a reply closes itself after this many days (issue 13). */
export const AUTO_CLOSE_DAYS = 7;
export const MAX_TICKET_ATTACHMENTS = 5;
/** The largest attachment, in bytes (the multipart limit cuts an upload off there). */
export const SUPPORT_ATTACHMENT_MAX_BYTES = 5 * 1024 * 1024;
/** What an attachment may be, judged by its bytes: PDF, DOCX, PNG, JPEG, WebP, GIF, plain text. */
export const SUPPORT_ATTACHMENT_TYPES = {
  pdf: 'application/pdf',
  docx: 'application/vnd.openxmlformats-officedocument.wordprocessingml.document',
  png: 'image/png',
  jpg: 'image/jpeg',
  webp: 'image/webp',
  gif: 'image/gif',
  txt: 'text/plain; charset=utf-8',
} as const;
export type SupportAttachmentType = keyof typeof SUPPORT_ATTACHMENT_TYPES;

const subject = singleLine(
  z
    .string({ error: i18nText('Write a subject') })
    .trim()
    .min(3, inLimitWords)
    .max(150, inLimitWords),
);
const body = multiLine(
  z
    .string({ error: i18nText('Write a message') })
    .trim()
    .min(1, i18nText('Write a message'))
    .max(10_000, inLimitWords),
);
const attachmentIds = z
  .array(z.uuid({ error: i18nText('Not a valid id') }))
  .max(MAX_TICKET_ATTACHMENTS, listLimit('files'))
  .default([]);

export const createTicketRequest = z.object({
  subject,
  category_id: z.uuid({ error: i18nText('Choose a category') }),
  description: body,
  attachment_ids: attachmentIds,
});
export type CreateTicketRequest = z.input<typeof createTicketRequest>;
export type CreateTicket = z.output<typeof createTicketRequest>;

export const ticketReplyRequest = z.object({
  body,
  /** Staff only: a note the requester never sees. */
  internal: z.boolean().default(false),
  attachment_ids: attachmentIds,
});
export type TicketReplyRequest = z.input<typeof ticketReplyRequest>;
export type TicketReply = z.output<typeof ticketReplyRequest>;

export const updateTicketRequest = z
  .object({
    status: z.enum(TICKET_STATUSES, { error: i18nText('Unknown status') }).optional(),
    priority: z.enum(TICKET_PRIORITIES, { error: i18nText('Unknown priority') }).optional(),
    assignee_id: z
      .uuid({ error: i18nText('Not a valid id') })
      .nullable()
      .optional(),
    category_id: z
      .uuid({ error: i18nText('Not a valid id') })
      .nullable()
      .optional(),
  })
  .refine((v) => Object.values(v).some((x) => x !== undefined), { message: i18nText('Nothing to change') });
export type UpdateTicketRequest = z.input<typeof updateTicketRequest>;
export type UpdateTicket = z.output<typeof updateTicketRequest>;

/**
 * Lists of tickets come a page at a time (decision 1070): `cursor` is the reply's `next_cursor`, opaque; the order
 * is the list's own with the ticket number as its last key, so a page never repeats or skips a ticket that did not
 * change in between.
 */
export const TICKET_PAGE_SIZE_DEFAULT = 50;
export const TICKET_PAGE_SIZE_MAX = 200;
const ticketPaging = {
  cursor: z
    .string()
    .regex(/^[\w-]{1,400}$/, i18nText('Not a valid cursor'))
    .optional(),
  limit: z.coerce.number().int().min(1).max(TICKET_PAGE_SIZE_MAX).default(TICKET_PAGE_SIZE_DEFAULT),
};

export const ticketListQuery = z.object({
  status: z.enum(TICKET_STATUSES, { error: i18nText('Unknown status') }).optional(),
  ...ticketPaging,
});

export const queueQuery = z.object({
  status: z.enum([...TICKET_STATUSES, 'active'], { error: i18nText('Unknown status') }).default('active'),
  priority: z.enum(TICKET_PRIORITIES, { error: i18nText('Unknown priority') }).optional(),
  assigned: z.enum(['all', 'me', 'none'], { error: i18nText('Choose all, me or none') }).default('all'),
  q: searchTextField(200, inLimitWords).default(''),
  ...ticketPaging,
});
export type QueueQuery = z.input<typeof queueQuery>;

export const supportAttachmentSchema = z.object({
  id: z.uuid(),
  name: z.string(),
  size: z.number().int(),
  content_type: z.string(),
});
export type SupportAttachment = z.infer<typeof supportAttachmentSchema>;

export const ticketMessageSchema = z.object({
  id: z.uuid(),
  author_name: z.string(),
  /** staff: someone of the support team; requester: the ticket's author. */
  author_side: z.enum(['staff', 'requester']),
  body: z.string(),
  internal: z.boolean(),
  created_at: z.string(),
  attachments: z.array(supportAttachmentSchema),
});
export type TicketMessage = z.infer<typeof ticketMessageSchema>;

export const ticketSummarySchema = z.object({
  id: z.uuid(),
  number: z.number().int(),
  subject: z.string(),
  status: z.enum(TICKET_STATUSES),
  priority: z.enum(TICKET_PRIORITIES),
  category: z.object({ id: z.uuid(), name: z.string() }).nullable(),
  requester_name: z.string(),
  /** Shown to staff only (null for the requester's own list). */
  requester_email: z.string().nullable(),
  plan: z.enum(SUPPORT_TARGET_PLANS),
  assignee: z.object({ id: z.uuid(), name: z.string() }).nullable(),
  source: z.enum(['dashboard', 'contact']),
  created_at: z.string(),
  updated_at: z.string(),
  /** When the first reply from the team is due (the plan's target); null once answered. */
  first_reply_due_at: z.string().nullable(),
  first_replied_at: z.string().nullable(),
  /**
   * True while the first-reply clock runs (open or pending, not answered yet): the screens count down to
   * `first_reply_due_at` with their own clock. The reply holds no time left, so it stays the same, and a poll gets
   * 304, while nothing changes (decision 1218).
   */
  first_reply_counting: z.boolean(),
});
export type TicketSummary = z.infer<typeof ticketSummarySchema>;

export const ticketSchema = ticketSummarySchema.extend({
  /**
   * Shown to staff only (null for the requester): the language the team's replies are mailed in, the account's or,
   * for a guest, the contact form's (decision 1031). The canned replies in it come first (decision 1209).
   */
  requester_locale: z.enum(LOCALES).nullable(),
  messages: z.array(ticketMessageSchema),
});
export type Ticket = z.infer<typeof ticketSchema>;

export const ticketListReply = z.object({
  success: z.literal(true),
  tickets: z.array(ticketSummarySchema),
  /** The `cursor` of the next page; null on the last one. */
  next_cursor: z.string().nullable(),
});
export type TicketListReply = z.infer<typeof ticketListReply>;
export const ticketReply = z.object({ success: z.literal(true), ticket: ticketSchema });
export type TicketReplyBody = z.infer<typeof ticketReply>;

export const supportCategorySchema = z.object({ id: z.uuid(), name: z.string(), active: z.boolean() });
export type SupportCategory = z.infer<typeof supportCategorySchema>;
export const categoryListReply = z.object({
  success: z.literal(true),
  categories: z.array(supportCategorySchema),
});

const categoryName = singleLine(
  z
    .string({ error: i18nText('Name the category') })
    .trim()
    .min(1, i18nText('Name the category'))
    .max(80, inLimitWords),
);
export const createCategoryRequest = z.object({ name: categoryName });
export const updateCategoryRequest = z
  .object({ name: categoryName.optional(), active: z.boolean().optional() })
  .refine((v) => v.name !== undefined || v.active !== undefined, { message: i18nText('Nothing to change') });
export type UpdateCategoryRequest = z.input<typeof updateCategoryRequest>;
export const categoryReply = z.object({ success: z.literal(true), category: supportCategorySchema });

export const supportTargetSchema = z.object({
  plan: z.enum(SUPPORT_TARGET_PLANS),
  /** Hours until the first reply is due. */
  first_reply_hours: z.number().int().min(1).max(720),
});
export type SupportTarget = z.infer<typeof supportTargetSchema>;
export const targetsRequest = z.object({
  targets: z
    .array(
      z.object({
        plan: z.enum(SUPPORT_TARGET_PLANS, { error: i18nText('Unknown plan') }),
        first_reply_hours: z
          .number({ error: i18nText('Give a number of hours') })
          .int(i18nText('Give a whole number of hours'))
          .min(1, i18nText('At least 1 hour'))
          .max(720, i18nText('At most 720 hours (30 days)')),
      }),
    )
    .min(1, i18nText('Give at least one target')),
});
export type TargetsRequest = z.input<typeof targetsRequest>;
export const targetsReply = z.object({ success: z.literal(true), targets: z.array(supportTargetSchema) });

export const cannedReplySchema = z.object({
  id: z.uuid(),
  title: z.string(),
  body: z.string(),
  /**
   * The language the reply is written in (decision 1217); null: any language. A ticket's reply form offers the
   * replies in the requester's language and those in any language first.
   */
  language: z.enum(LOCALES).nullable(),
});
export type CannedReply = z.infer<typeof cannedReplySchema>;
export const cannedReplyRequest = z.object({
  title: singleLine(
    z
      .string({ error: i18nText('Name the reply') })
      .trim()
      .min(1, i18nText('Name the reply'))
      .max(100, inLimitWords),
  ),
  body,
  /**
   * `en`, `vi`, or null for any language. Left out: a new reply is in any language and a changed one keeps its
   * language.
   */
  language: z
    .enum(LOCALES, { error: i18nText('Choose English, Vietnamese or any language') })
    .nullable()
    .optional(),
});
export type CannedReplyRequest = z.input<typeof cannedReplyRequest>;
export const cannedReplyListReply = z.object({
  success: z.literal(true),
  replies: z.array(cannedReplySchema),
});
export const cannedReplyReply = z.object({ success: z.literal(true), reply: cannedReplySchema });

export const supportAgentsReply = z.object({
  success: z.literal(true),
  agents: z.array(z.object({ id: z.uuid(), name: z.string() })),
});
export const attachmentReply = z.object({ success: z.literal(true), attachment: supportAttachmentSchema });
