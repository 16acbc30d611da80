import multipart from '@fastify/multipart';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  SUPPORT_ATTACHMENT_MAX_BYTES,
  attachmentReply,
  cannedReplyListReply,
  cannedReplyReply,
  cannedReplyRequest,
  categoryListReply,
  categoryReply,
  createCategoryRequest,
  createTicketRequest,
  i18nFormat,
  i18nText,
  idParams,
  okReply,
  queueQuery,
  supportAgentsReply,
  targetsReply,
  targetsRequest,
  ticketListQuery,
  ticketListReply,
  ticketReply,
  ticketReplyRequest,
  updateCategoryRequest,
  updateTicketRequest,
} from '@app/shared';
import { requireAuth } from '../../auth/guard';
import type { AppContext } from '../../context';
import { HttpError, badRequest, unprocessable } from '../../lib/errors';
import { sendWithEtag } from '../../lib/json-etag';
import * as support from './service';
import { sendDownload } from '../../lib/download';

const signedIn = { access: 'authenticated' as const };
const readOwn = { access: { permission: 'support:read:own' as const } };
const create = { access: { permission: 'support:create' as const } };
const updateOwn = { access: { permission: 'support:update:own' as const } };
const agentRead = { access: { permission: 'support:read' as const } };
const agentWork = { access: { permission: 'support:update' as const } };
const admin = { access: { permission: 'support:admin' as const } };
const MB = 1024 * 1024;
/** The ticket pages poll (decision 1208): an unchanged reply is a 304 to a matching If-None-Match. */
const unchanged = { 304: { description: 'Unchanged since the ETag sent in If-None-Match.' } };

const uploadDocs = {
  requestBody: {
    required: true,
    content: {
      'multipart/form-data': {
        schema: {
          type: 'object',
          properties: {
            file: {
              type: 'string',
              contentMediaType: 'application/octet-stream',
              description: `PDF, DOCX, PNG, JPEG, WebP, GIF or plain text, at most ${SUPPORT_ATTACHMENT_MAX_BYTES / MB} MB.`,
            },
          },
          required: ['file'],
        },
      },
    },
  },
  responses: { 413: { description: 'The file is larger than the limit.' } },
  errors: ['NotFound' as const],
};
const downloadDocs = {
  responses: {
    200: {
      description: 'The file.',
      content: {
        'application/octet-stream': {
          schema: { type: 'string', contentMediaType: 'application/octet-stream' },
        },
      },
    },
  },
  errors: ['NotFound' as const],
};

/**
 * The support desk (issue 13). Requesters (support:*:own) reach only the tickets they opened; the team (support:read,
 * support:update) works every ticket; support:admin manages categories and targets. A ticket the caller may not see
 * is a 404 on every route, and internal notes never leave the server for the requester (decision 939).
 */
export const supportRoutes: FastifyPluginAsyncZod<AppContext> = async (app, ctx) => {
  await app.register(multipart, {
    limits: { fileSize: SUPPORT_ATTACHMENT_MAX_BYTES, files: 1, fields: 2, parts: 3 },
  });

  app.get(
    '/support/categories',
    {
      config: signedIn,
      schema: { summary: 'List the ticket categories', response: { 200: categoryListReply } },
    },
    async () => ({ success: true as const, categories: await support.listCategories(ctx, false) }),
  );

  app.get(
    '/support/tickets',
    {
      config: { ...readOwn, openapi: { responses: unchanged } },
      schema: {
        summary: 'List your tickets (poll with If-None-Match)',
        querystring: ticketListQuery,
        response: { 200: ticketListReply },
      },
    },
    async (request, reply) =>
      sendWithEtag(request, reply, {
        success: true as const,
        ...(await support.listOwn(ctx, requireAuth(request).user, request.query)),
      }),
  );

  app.post(
    '/support/tickets',
    {
      config: { ...create, openapi: { errors: ['Forbidden'] } },
      schema: { summary: 'Open a ticket', body: createTicketRequest, response: { 201: ticketReply } },
    },
    async (request, reply) => {
      const ticket = await support.createTicket(ctx, requireAuth(request).user, request.body);
      return reply.status(201).send({ success: true as const, ticket });
    },
  );

  app.get(
    '/support/tickets/:id',
    {
      config: { ...signedIn, openapi: { errors: ['NotFound'], responses: unchanged } },
      schema: {
        summary: 'Read a ticket (poll with If-None-Match)',
        params: idParams,
        response: { 200: ticketReply },
      },
    },
    async (request, reply) =>
      sendWithEtag(request, reply, {
        success: true as const,
        ticket: await support.getTicket(ctx, requireAuth(request).user, request.params.id),
      }),
  );

  app.post(
    '/support/tickets/:id/messages',
    {
      config: { ...signedIn, openapi: { errors: ['NotFound', 'Forbidden'] } },
      schema: {
        summary: 'Reply on a ticket, or add an internal note (team)',
        params: idParams,
        body: ticketReplyRequest,
        response: { 201: ticketReply },
      },
    },
    async (request, reply) => {
      const ticket = await support.reply(ctx, requireAuth(request).user, request.params.id, request.body);
      return reply.status(201).send({ success: true as const, ticket });
    },
  );

  app.post(
    '/support/tickets/:id/close',
    {
      config: { ...updateOwn, openapi: { errors: ['NotFound', 'Conflict'] } },
      schema: { summary: 'Close your ticket', params: idParams, response: { 200: ticketReply } },
    },
    async (request) => ({
      success: true as const,
      ticket: await support.setOwnStatus(ctx, requireAuth(request).user, request.params.id, 'closed'),
    }),
  );

  app.post(
    '/support/tickets/:id/reopen',
    {
      config: { ...updateOwn, openapi: { errors: ['NotFound', 'Conflict'] } },
      schema: { summary: 'Reopen your ticket', params: idParams, response: { 200: ticketReply } },
    },
    async (request) => ({
      success: true as const,
      ticket: await support.setOwnStatus(ctx, requireAuth(request).user, request.params.id, 'open'),
    }),
  );

  app.patch(
    '/support/tickets/:id',
    {
      config: { ...agentWork, openapi: { errors: ['NotFound'] } },
      schema: {
        summary: 'Change a ticket’s status, priority, assignee or category (team)',
        params: idParams,
        body: updateTicketRequest,
        response: { 200: ticketReply },
      },
    },
    async (request) => ({
      success: true as const,
      ticket: await support.updateTicket(ctx, requireAuth(request).user, request.params.id, request.body),
    }),
  );

  app.get(
    '/support/queue',
    {
      config: { ...agentRead, openapi: { responses: unchanged } },
      schema: {
        summary: 'The team’s ticket queue (poll with If-None-Match)',
        querystring: queueQuery,
        response: { 200: ticketListReply },
      },
    },
    async (request, reply) =>
      sendWithEtag(request, reply, {
        success: true as const,
        ...(await support.queue(ctx, requireAuth(request).user, request.query)),
      }),
  );

  app.get(
    '/support/agents',
    {
      config: agentRead,
      schema: { summary: 'Who a ticket can be assigned to', response: { 200: supportAgentsReply } },
    },
    async () => ({ success: true as const, agents: await support.agents(ctx) }),
  );

  // ---- Attachments ----

  app.post(
    '/support/attachments',
    {
      config: { ...signedIn, rateLimited: true, openapi: uploadDocs },
      schema: { summary: 'Upload a file for a ticket or a reply', response: { 201: attachmentReply } },
    },
    async (request, reply) => {
      const user = requireAuth(request).user;
      if (!user.permissions.includes('support:create') && !user.permissions.includes('support:update'))
        throw new HttpError(403, i18nText('You do not have permission to do this.'), 'FORBIDDEN');
      if (!request.isMultipart())
        throw unprocessable(i18nText('Upload the file as multipart/form-data in the field "file".'), {
          file: [i18nText('A file is required')],
        });
      let file: { name: string; data: Buffer } | undefined;
      try {
        for await (const part of request.parts()) {
          if (part.type === 'file') {
            const data = await part.toBuffer();
            if (part.fieldname === 'file') file = { name: part.filename, data };
          }
        }
      } catch (error) {
        const code = (error as { code?: string }).code;
        if (code === 'FST_REQ_FILE_TOO_LARGE')
          throw new HttpError(
            413,
            i18nFormat('The file is larger than {size} MB.', { size: SUPPORT_ATTACHMENT_MAX_BYTES / MB }),
            'PAYLOAD_TOO_LARGE',
          );
        if (code === 'FST_FILES_LIMIT' || code === 'FST_PARTS_LIMIT' || code === 'FST_FIELDS_LIMIT')
          throw unprocessable(i18nText('Send one file at a time.'), { file: [i18nText('One file only')] });
        if (error instanceof HttpError) throw error;
        throw badRequest(
          i18nText(
            'The form upload is malformed or incomplete (multipart/form-data). Please send the form again.',
          ),
        );
      }
      if (!file)
        throw unprocessable(i18nText('Attach the file in the field "file".'), {
          file: [i18nText('A file is required')],
        });
      const attachment = await support.storeAttachment(ctx, user, file.data, file.name);
      return reply.status(201).send({ success: true as const, attachment });
    },
  );

  app.get(
    '/support/attachments/:id',
    {
      config: { ...signedIn, openapi: downloadDocs },
      schema: { summary: 'Download a ticket’s file', params: idParams },
    },
    async (request, reply) => {
      const file = await support.readAttachment(ctx, requireAuth(request).user, request.params.id);
      return sendDownload(reply, { type: file.contentType, name: file.name, data: file.data });
    },
  );

  // ---- Canned replies (the team) ----

  app.get(
    '/support/canned-replies',
    {
      config: agentRead,
      schema: { summary: 'List the canned replies', response: { 200: cannedReplyListReply } },
    },
    async () => ({ success: true as const, replies: await support.listCanned(ctx) }),
  );

  app.post(
    '/support/canned-replies',
    {
      config: agentWork,
      schema: {
        summary: 'Add a canned reply',
        body: cannedReplyRequest,
        response: { 201: cannedReplyReply },
      },
    },
    async (request, reply) =>
      reply
        .status(201)
        .send({ success: true as const, reply: await support.saveCanned(ctx, null, request.body) }),
  );

  app.put(
    '/support/canned-replies/:id',
    {
      config: { ...agentWork, openapi: { errors: ['NotFound'] } },
      schema: {
        summary: 'Change a canned reply',
        params: idParams,
        body: cannedReplyRequest,
        response: { 200: cannedReplyReply },
      },
    },
    async (request) => ({
      success: true as const,
      reply: await support.saveCanned(ctx, request.params.id, request.body),
    }),
  );

  app.delete(
    '/support/canned-replies/:id',
    {
      config: { ...agentWork, openapi: { errors: ['NotFound'] } },
      schema: { summary: 'Delete a canned reply', params: idParams, response: { 200: okReply } },
    },
    async (request) => {
      await support.deleteCanned(ctx, request.params.id);
      return { success: true as const };
    },
  );

  // ---- Administration (support:admin) ----

  app.get(
    '/support/admin/categories',
    {
      config: admin,
      schema: { summary: 'Every ticket category, retired ones too', response: { 200: categoryListReply } },
    },
    async () => ({ success: true as const, categories: await support.listCategories(ctx, true) }),
  );

  app.post(
    '/support/admin/categories',
    {
      config: { ...admin, openapi: { errors: ['Conflict'] } },
      schema: {
        summary: 'Add a ticket category',
        body: createCategoryRequest,
        response: { 201: categoryReply },
      },
    },
    async (request, reply) =>
      reply
        .status(201)
        .send({ success: true as const, category: await support.createCategory(ctx, request.body.name) }),
  );

  app.patch(
    '/support/admin/categories/:id',
    {
      config: { ...admin, openapi: { errors: ['NotFound', 'Conflict'] } },
      schema: {
        summary: 'Rename or retire a ticket category',
        params: idParams,
        body: updateCategoryRequest,
        response: { 200: categoryReply },
      },
    },
    async (request) => ({
      success: true as const,
      category: await support.updateCategory(ctx, request.params.id, request.body),
    }),
  );

  app.get(
    '/support/admin/targets',
    {
      config: admin,
      schema: { summary: 'The first-reply target of each plan', response: { 200: targetsReply } },
    },
    async () => ({ success: true as const, targets: await support.listTargets(ctx) }),
  );

  app.put(
    '/support/admin/targets',
    {
      config: admin,
      schema: {
        summary: 'Set the first-reply targets',
        body: targetsRequest,
        response: { 200: targetsReply },
      },
    },
    async (request) => ({
      success: true as const,
      targets: await support.setTargets(ctx, request.body.targets),
    }),
  );
};
