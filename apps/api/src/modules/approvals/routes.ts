import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  approvalDetailReply,
  approvalListQuery,
  approvalListReply,
  bulkApproveReply,
  bulkApproveRequest,
  decisionReply,
  decisionRequest,
  idParams,
} from '@app/shared';
import { requireAuth } from '../../auth/guard';
import type { AppContext } from '../../context';
import { requestLocale, translate } from '../../lib/i18n';
import * as service from './service';

const approve = { access: { permission: 'project:approve' as const } };

/** The approval queue (issue 12, decision 701): spec §2's /dashboard/approvals, for project:approve holders. */
export const approvalRoutes: FastifyPluginAsyncZod<AppContext> = async (app, ctx) => {
  app.get(
    '/approvals',
    {
      config: approve,
      schema: {
        summary: 'List the approval queue',
        querystring: approvalListQuery,
        response: { 200: approvalListReply },
      },
    },
    async (request) => ({ success: true as const, ...(await service.list(ctx, request.query)) }),
  );

  app.get(
    '/approvals/:id',
    {
      config: approve,
      schema: {
        summary: 'Read a request with its preview and history',
        params: idParams,
        response: { 200: approvalDetailReply },
      },
    },
    async (request) => ({ success: true as const, ...(await service.detail(ctx, request.params.id)) }),
  );

  app.post(
    '/approvals/:id/decision',
    {
      config: { ...approve, openapi: { errors: ['Conflict'] } },
      schema: {
        summary: 'Approve, request changes or reject',
        params: idParams,
        body: decisionRequest,
        response: { 200: decisionReply },
      },
    },
    async (request) => ({
      success: true as const,
      item: await service.decide(
        ctx,
        requireAuth(request).user,
        request.params.id,
        request.body.decision,
        request.body.reason,
      ),
    }),
  );

  app.post(
    '/approvals/bulk-approve',
    {
      config: approve,
      schema: {
        summary: 'Approve several requests',
        body: bulkApproveRequest,
        response: { 200: bulkApproveReply },
      },
    },
    async (request) => {
      const locale = requestLocale(request);
      const results = await service.bulkApprove(
        ctx,
        requireAuth(request).user,
        request.body.ids,
        request.body.reason,
      );
      return {
        success: true as const,
        results: results.map((r) => ({ ...r, message: r.message ? translate(locale, r.message) : null })),
      };
    },
  );
};
