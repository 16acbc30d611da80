import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { companyReply, companyRequest } from '@app/shared';
import { requireAuth } from '../../auth/guard';
import type { AppContext } from '../../context';
import * as service from './service';

export const companyRoutes: FastifyPluginAsyncZod<AppContext> = async (app, ctx) => {
  app.get(
    '/employer/company',
    {
      config: { access: { permission: 'job:manage' } },
      schema: {
        summary: 'Read your company profile',
        response: { 200: companyReply },
      },
    },
    async (request) => ({
      success: true as const,
      company: await service.getCompany(ctx, requireAuth(request).user),
    }),
  );

  app.put(
    '/employer/company',
    {
      // A company's owner edits its profile, recruiters only read it (issue 10: the service checks the company role).
      config: { access: { permission: 'job:manage' }, openapi: { errors: ['Forbidden'] } },
      schema: {
        summary: 'Save your company profile',
        body: companyRequest,
        response: { 200: companyReply },
      },
    },
    async (request) => ({
      success: true as const,
      company: await service.putCompany(ctx, requireAuth(request).user, request.body),
    }),
  );
};
