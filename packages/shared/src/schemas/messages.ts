import { z } from '../zod';
import { inLimitWords } from '../zod-messages';
import { i18nText } from '../i18n/mark';
import { NOT_AN_ID, serialId } from './common';
import { multiLine, singleLine } from '../validation';

// Messages between a company's team and a candidate (issue 13, decisions 950–958).

export const MESSAGE_BODY_MAX = 5000;
export const MESSAGE_TEMPLATE_MAX = 50;
/** An attachment: PDF, DOCX or a picture (PNG, JPEG, WebP, GIF), judged by its bytes, at most 5 MB. */
export const MESSAGE_ATTACHMENT_MAX_BYTES = 5 * 1024 * 1024;
export const MESSAGE_PLACEHOLDERS = [
  '{candidate_name}',
  '{job_title}',
  '{company_name}',
  '{interview_time}',
] as const;

export const messageBody = multiLine(
  z
    .string({ error: i18nText('Write a message') })
    .trim()
    .max(MESSAGE_BODY_MAX, inLimitWords),
);

export const sendMessageRequest = z.object({ body: messageBody });
export type SendMessageRequest = z.input<typeof sendMessageRequest>;

export const markReadRequest = z.object({
  up_to: z
    .number({ error: NOT_AN_ID })
    .int(NOT_AN_ID)
    .min(0, NOT_AN_ID)
    .max(Number.MAX_SAFE_INTEGER, NOT_AN_ID),
});

export const messageTemplateRequest = z.object({
  name: singleLine(
    z
      .string({ error: i18nText('Name the template') })
      .trim()
      .min(1, i18nText('Name the template'))
      .max(100, inLimitWords),
  ),
  body: multiLine(
    z
      .string({ error: i18nText('Write the template') })
      .trim()
      .min(1, i18nText('Write the template'))
      .max(MESSAGE_BODY_MAX, inLimitWords),
  ),
});
export type MessageTemplateRequest = z.input<typeof messageTemplateRequest>;

export const messageTemplateSchema = z.object({
  id: z.string(),
  name: z.string(),
  body: z.string(),
  updated_at: z.string(),
});
export type MessageTemplate = z.infer<typeof messageTemplateSchema>;
export const messageTemplateReply = z.object({ success: z.literal(true), template: messageTemplateSchema });
export const messageTemplateListReply = z.object({
  success: z.literal(true),
  templates: z.array(messageTemplateSchema),
});
export const renderedTemplateReply = z.object({ success: z.literal(true), body: z.string() });
export const renderTemplateQuery = z.object({
  application_id: z.uuid({ error: i18nText('Not a valid id') }).optional(),
  conversation_id: z.uuid({ error: i18nText('Not a valid id') }).optional(),
});

export const messageSchema = z.object({
  id: z.number(),
  side: z.enum(['company', 'candidate']),
  kind: z.enum(['message', 'pipeline']),
  /** Whether the caller wrote it (or, for the team, a teammate did). */
  mine: z.boolean(),
  sender_name: z.string().nullable(),
  subject: z.string().nullable(),
  body: z.string(),
  attachment: z.object({ name: z.string(), type: z.string(), size: z.number() }).nullable(),
  created_at: z.string(),
});
export type ChatMessage = z.infer<typeof messageSchema>;

/** One conversation as one of its sides sees it. */
export const conversationSummarySchema = z.object({
  id: z.string(),
  /** Which side the caller is on. */
  as: z.enum(['company', 'candidate']),
  application_id: z.string().nullable(),
  candidate_name: z.string(),
  company_name: z.string(),
  job_title: z.string().nullable(),
  last_message_at: z.string(),
  last_message: z.string(),
  unread: z.number(),
});
export type ConversationSummary = z.infer<typeof conversationSummarySchema>;

export const conversationSchema = conversationSummarySchema.extend({
  messages: z.array(messageSchema),
  /** The newest message the caller had read before this reply. */
  last_read_id: z.number(),
});
export type Conversation = z.infer<typeof conversationSchema>;

export const conversationListReply = z.object({
  success: z.literal(true),
  conversations: z.array(conversationSummarySchema),
});
export type ConversationListReply = z.infer<typeof conversationListReply>;
export const conversationReply = z.object({ success: z.literal(true), conversation: conversationSchema });
export type ConversationReply = z.infer<typeof conversationReply>;
/** An application's conversation, null until its first message. */
export const applicationConversationReply = z.object({
  success: z.literal(true),
  conversation: conversationSchema.nullable(),
});
export type ApplicationConversationReply = z.infer<typeof applicationConversationReply>;
export const sentMessageReply = z.object({
  success: z.literal(true),
  conversation_id: z.string(),
  message: messageSchema,
});
export const unreadReply = z.object({
  success: z.literal(true),
  unread: z.number(),
  conversations: z.number(),
});
export type UnreadReply = z.infer<typeof unreadReply>;
export const applicationIdParams = z.object({
  applicationId: z.uuid({ error: i18nText('Not a valid id') }),
});
export const candidateIdParams = z.object({ candidateId: z.uuid({ error: i18nText('Not a valid id') }) });
export const messageIdParams = z.object({ id: serialId });
export const templateRenderParams = z.object({ id: z.uuid({ error: i18nText('Not a valid id') }) });
