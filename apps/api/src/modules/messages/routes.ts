import multipart from '@fastify/multipart';
import type { FastifyReply, FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  MESSAGE_ATTACHMENT_MAX_BYTES,
  MESSAGE_BODY_MAX,
  applicationConversationReply,
  applicationIdParams,
  candidateIdParams,
  conversationListReply,
  conversationReply,
  i18nFormat,
  i18nText,
  idParams,
  markReadRequest,
  messageIdParams,
  messageTemplateListReply,
  messageTemplateReply,
  messageTemplateRequest,
  okReply,
  renderTemplateQuery,
  renderedTemplateReply,
  sendMessageRequest,
  sentMessageReply,
  unreadReply,
} from '@app/shared';
import type { Message } from '@app/shared';
import { requireAuth } from '../../auth/guard';
import type { AppContext } from '../../context';
import { HttpError, badRequest, unprocessable } from '../../lib/errors';
import { sendWithEtag } from '../../lib/json-etag';
import type { OpenApiExtras } from '../../lib/openapi';
import { findNul, nulCharacterError } from '../../lib/text-input';
import * as service from './service';
import type { Attachment, SendTarget } from './service';
import { sendDownload } from '../../lib/download';

// Issue 13 (decisions 950–958): conversations between a company's team and its candidates. Every conversation route
// is open to any signed-in account; who takes part is decided inside the queries (another's conversation is 404).
// Templates belong to a company's owner and recruiters (application:track), and to staff for the platform's postings.

const MB = 1024 * 1024;
const signedIn = { access: 'authenticated' as const };
const team = { access: { permission: 'application:track' as const } };

const sendBody = z.toJSONSchema(sendMessageRequest, { target: 'draft-2020-12', io: 'input' });
delete sendBody.$schema;
const sendDocs: OpenApiExtras = {
  requestBody: {
    required: true,
    description:
      'JSON `{ body }`, or multipart/form-data with `body` and one attachment in the field `file`.',
    content: {
      'application/json': { schema: sendBody },
      'multipart/form-data': {
        schema: {
          type: 'object',
          properties: {
            body: { type: 'string', maxLength: MESSAGE_BODY_MAX },
            file: {
              type: 'string',
              contentMediaType: 'application/octet-stream',
              description: `PDF, DOCX, PNG, JPEG, WebP or GIF (judged by content), at most ${MESSAGE_ATTACHMENT_MAX_BYTES / MB} MB.`,
            },
          },
        },
      },
    },
  },
  responses: { 413: { description: 'The attachment is larger than the limit.' } },
  errors: ['Forbidden', 'Conflict'],
};
const downloadDocs: OpenApiExtras = {
  responses: {
    200: {
      description: 'The attachment, as a download.',
      content: {
        'application/octet-stream': {
          schema: { type: 'string', contentMediaType: 'application/octet-stream' },
        },
      },
    },
  },
};
const unreadDocs: OpenApiExtras = {
  responses: { 304: { description: 'Unchanged since the ETag sent in If-None-Match.' } },
};

/** The message of a JSON or multipart request; a file over the limit is a 413, a broken body a 400. */
async function readMessage(request: FastifyRequest): Promise<{ body: string; file?: Attachment }> {
  if (!request.isMultipart()) {
    const parsed = sendMessageRequest.safeParse(request.body ?? {});
    if (!parsed.success) throw invalid(parsed.error.issues);
    return { body: parsed.data.body };
  }
  const fields: Record<string, string> = {};
  let file: Attachment | undefined;
  try {
    for await (const part of request.parts()) {
      if (part.type === 'file') {
        const data = await part.toBuffer();
        // A form's empty file input arrives as a part without a name or bytes: no attachment. A file chosen but
        // empty, or sent in another field, would otherwise leave without its attachment and without a word: 422.
        if (data.length === 0 && !part.filename) continue;
        if (part.fieldname !== 'file')
          throw unprocessable(i18nText('Attach the file in the field "file".'), {
            file: [i18nText('A file is required')],
          });
        if (data.length === 0)
          throw unprocessable(i18nText('The file is empty.'), { file: [i18nText('The file is empty.')] });
        file = { filename: part.filename, data };
      } else {
        fields[part.fieldname] = typeof part.value === 'string' ? part.value : String(part.value);
      }
    }
  } catch (error) {
    const code = (error as { code?: string }).code;
    if (code === 'FST_REQ_FILE_TOO_LARGE') {
      throw new HttpError(
        413,
        i18nFormat('The attachment is larger than {size} MB.', { size: MESSAGE_ATTACHMENT_MAX_BYTES / MB }),
        'PAYLOAD_TOO_LARGE',
      );
    }
    if (error instanceof HttpError) throw error;
    if (code === 'FST_FILES_LIMIT' || code === 'FST_PARTS_LIMIT' || code === 'FST_FIELDS_LIMIT') {
      throw unprocessable(i18nText('Attach one file to a message.'));
    }
    request.log.info({ err: error }, 'malformed multipart body');
    throw badRequest(
      i18nText(
        'The form upload is malformed or incomplete (multipart/form-data). Please send the form again.',
      ),
    );
  }
  const nul = findNul(fields);
  if (nul !== null) throw nulCharacterError(nul);
  const parsed = sendMessageRequest.safeParse({ body: fields.body ?? '' });
  if (!parsed.success) throw invalid(parsed.error.issues);
  return { body: parsed.data.body, file };
}

function invalid(issues: Array<{ path: PropertyKey[]; message: string }>): HttpError {
  const errors: Record<string, Message[]> = {};
  for (const issue of issues) (errors[issue.path.join('.') || '_'] ??= []).push(issue.message as Message);
  return unprocessable((issues[0]?.message as Message) ?? i18nText('Validation error'), errors);
}

export const messageRoutes: FastifyPluginAsyncZod<AppContext> = async (app, ctx) => {
  await app.register(multipart, {
    limits: { fileSize: MESSAGE_ATTACHMENT_MAX_BYTES, files: 1, fields: 4, fieldSize: 64 * 1024, parts: 5 },
  });

  const sendTo = async (request: FastifyRequest, reply: FastifyReply, target: SendTarget) => {
    const input = await readMessage(request);
    const sent = await service.send(ctx, requireAuth(request).user, target, input);
    return reply
      .status(201)
      .send({ success: true, conversation_id: sent.conversationId, message: sent.message });
  };

  app.get(
    '/messages/unread',
    {
      config: { ...signedIn, openapi: unreadDocs },
      schema: {
        summary: 'Count your unread messages (poll with If-None-Match)',
        response: { 200: unreadReply },
      },
    },
    async (request, reply) =>
      sendWithEtag(request, reply, {
        success: true as const,
        ...(await service.unread(ctx, requireAuth(request).user)),
      }),
  );

  app.get(
    '/messages/conversations',
    {
      config: signedIn,
      schema: { summary: 'List your conversations, newest first', response: { 200: conversationListReply } },
    },
    async (request) => ({
      success: true as const,
      conversations: await service.list(ctx, requireAuth(request).user),
    }),
  );

  app.get(
    '/messages/conversations/:id',
    {
      config: { ...signedIn, openapi: unreadDocs },
      schema: { summary: 'Read a conversation', params: idParams, response: { 200: conversationReply } },
    },
    async (request, reply) =>
      sendWithEtag(request, reply, {
        success: true as const,
        conversation: await service.get(ctx, requireAuth(request).user, request.params.id),
      }),
  );

  app.post(
    '/messages/conversations/:id/read',
    {
      config: signedIn,
      schema: {
        summary: 'Mark a conversation read up to a message',
        params: idParams,
        body: markReadRequest,
        response: { 200: okReply },
      },
    },
    async (request) => {
      await service.markRead(ctx, requireAuth(request).user, request.params.id, request.body.up_to);
      return { success: true as const };
    },
  );

  app.post(
    '/messages/conversations/:id/messages',
    {
      config: { ...signedIn, openapi: sendDocs },
      schema: { summary: 'Reply in a conversation', params: idParams, response: { 201: sentMessageReply } },
    },
    async (request, reply) => sendTo(request, reply, { conversationId: request.params.id }),
  );

  app.get(
    '/messages/applications/:applicationId',
    {
      config: { ...signedIn, openapi: unreadDocs },
      schema: {
        summary: 'Read an application’s conversation (null before its first message)',
        params: applicationIdParams,
        response: { 200: applicationConversationReply },
      },
    },
    async (request, reply) =>
      sendWithEtag(request, reply, {
        success: true as const,
        conversation: await service.forApplication(
          ctx,
          requireAuth(request).user,
          request.params.applicationId,
        ),
      }),
  );

  app.post(
    '/messages/applications/:applicationId/messages',
    {
      config: { ...signedIn, openapi: sendDocs },
      schema: {
        summary: 'Write in an application’s conversation (started by the first message)',
        params: applicationIdParams,
        response: { 201: sentMessageReply },
      },
    },
    async (request, reply) => sendTo(request, reply, { applicationId: request.params.applicationId }),
  );

  app.post(
    '/messages/candidates/:candidateId/messages',
    {
      config: { ...team, openapi: sendDocs },
      schema: {
        summary: 'Write to a candidate your company unlocked or who applied to it',
        params: candidateIdParams,
        response: { 201: sentMessageReply },
      },
    },
    async (request, reply) => sendTo(request, reply, { candidateId: request.params.candidateId }),
  );

  app.get(
    '/messages/attachments/:id',
    {
      config: { ...signedIn, openapi: downloadDocs },
      schema: { summary: 'Download a message’s attachment', params: messageIdParams },
    },
    async (request, reply) => {
      return sendDownload(reply, await service.attachment(ctx, requireAuth(request).user, request.params.id));
    },
  );

  app.get(
    '/messages/templates',
    {
      config: team,
      schema: {
        summary: 'List your company’s message templates',
        response: { 200: messageTemplateListReply },
      },
    },
    async (request) => ({
      success: true as const,
      templates: await service.listTemplates(ctx, requireAuth(request).user),
    }),
  );

  app.post(
    '/messages/templates',
    {
      config: { ...team, openapi: { errors: ['Conflict'] } },
      schema: {
        summary: 'Add a message template',
        body: messageTemplateRequest,
        response: { 201: messageTemplateReply },
      },
    },
    async (request, reply) =>
      reply.status(201).send({
        success: true,
        template: await service.createTemplate(ctx, requireAuth(request).user, request.body),
      }),
  );

  app.put(
    '/messages/templates/:id',
    {
      config: team,
      schema: {
        summary: 'Change a message template',
        params: idParams,
        body: messageTemplateRequest,
        response: { 200: messageTemplateReply },
      },
    },
    async (request) => ({
      success: true as const,
      template: await service.updateTemplate(ctx, requireAuth(request).user, request.params.id, request.body),
    }),
  );

  app.delete(
    '/messages/templates/:id',
    {
      config: team,
      schema: { summary: 'Delete a message template', params: idParams, response: { 200: okReply } },
    },
    async (request) => {
      await service.deleteTemplate(ctx, requireAuth(request).user, request.params.id);
      return { success: true as const };
    },
  );

  app.get(
    '/messages/templates/:id/render',
    {
      config: team,
      schema: {
        summary: 'Fill a template’s placeholders for an application or a conversation',
        params: idParams,
        querystring: renderTemplateQuery,
        response: { 200: renderedTemplateReply },
      },
    },
    async (request) => ({
      success: true as const,
      body: await service.renderTemplate(ctx, requireAuth(request).user, request.params.id, {
        applicationId: request.query.application_id,
        conversationId: request.query.conversation_id,
      }),
    }),
  );
};
