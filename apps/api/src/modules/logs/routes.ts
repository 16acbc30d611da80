import { Readable } from 'node:stream';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  auditExportQuery,
  auditQuery,
  auditReply,
  i18nText,
  mailIdParams,
  mailQuery,
  mailReply,
  okMessageReply,
  signInQuery,
  signInReply,
} from '@app/shared';
import type { AppContext } from '../../context';
import { exportDay } from '../../lib/csv';
import { requestLocale, translate } from '../../lib/i18n';
import * as service from './service';

const logs = { access: { permission: 'system:logs' as const } };
const MAIL_REQUEUED = i18nText('The mail will be sent again in a moment.');

export const logRoutes: FastifyPluginAsyncZod<AppContext> = async (app, ctx) => {
  app.get(
    '/admin/audit',
    {
      config: logs,
      schema: {
        summary: 'Read the audit log',
        querystring: auditQuery,
        response: { 200: auditReply },
      },
    },
    async (request) => ({ success: true as const, ...(await service.auditPage(ctx, request.query)) }),
  );

  app.get(
    '/admin/audit/export',
    {
      config: {
        ...logs,
        openapi: {
          responses: {
            200: {
              description: 'The matching audit entries as CSV (RFC 4180), as an attachment.',
              content: { 'text/csv': { schema: { type: 'string' } } },
            },
          },
        },
      },
      schema: {
        summary: 'Export the audit log as CSV',
        querystring: auditExportQuery,
      },
    },
    async (request, reply) => {
      await service.auditExported(ctx, request.query);
      const day = exportDay(ctx.clock.now());
      return reply
        .type('text/csv; charset=utf-8')
        .header('content-disposition', `attachment; filename="audit-${day}.csv"`)
        .header('cache-control', 'no-store')
        .send(Readable.from(service.auditCsv(ctx, request.query)));
    },
  );

  app.get(
    '/admin/sign-ins',
    {
      config: logs,
      schema: {
        summary: 'Read the sign-in log',
        querystring: signInQuery,
        response: { 200: signInReply },
      },
    },
    async (request) => ({ success: true as const, ...(await service.signIns(ctx, request.query)) }),
  );

  app.get(
    '/admin/mail',
    {
      config: logs,
      schema: {
        summary: 'Read the mail log',
        querystring: mailQuery,
        response: { 200: mailReply },
      },
    },
    async (request) => ({ success: true as const, ...(await service.mails(ctx, request.query)) }),
  );

  app.post(
    '/admin/mail/:id/retry',
    {
      config: { ...logs, openapi: { errors: ['Conflict'] } },
      schema: {
        summary: 'Send a failed mail again',
        params: mailIdParams,
        response: { 200: okMessageReply },
      },
    },
    async (request) => {
      await service.retryMail(ctx, request.params.id);
      return { success: true as const, message: translate(requestLocale(request), MAIL_REQUEUED) };
    },
  );
};
