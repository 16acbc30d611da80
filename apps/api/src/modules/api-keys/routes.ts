import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { apiKeyListReply, apiKeySchema, createApiKeyReply, createApiKeyRequest, idParams } from '@app/shared';
import { requireAuth } from '../../auth/guard';
import type { AppContext } from '../../context';
import * as service from './service';

// Issue 14 (decision 540): the owner of an Enterprise company makes its API keys. Listing and revoking need no plan
// (decision 1204), so a company that left Enterprise sees the keys it kept and can revoke them; the keys themselves
// stay refused (402) until it comes back.
const keys = { access: { permission: 'company:manage' as const, plan: 'api_access' as const } };
const cleanUp = { access: { permission: 'company:manage' as const } };

export const apiKeyRoutes: FastifyPluginAsyncZod<AppContext> = async (app, ctx) => {
  app.get(
    '/company/api-keys',
    {
      config: cleanUp,
      schema: {
        summary: 'List your company’s API keys',
        description:
          'Allowed on every plan, so a company that left Enterprise sees the keys it kept and can revoke them; those keys are refused (402) until it returns.',
        response: { 200: apiKeyListReply },
      },
    },
    async (request) => ({ success: true as const, keys: await service.list(ctx, requireAuth(request).user) }),
  );

  app.post(
    '/company/api-keys',
    {
      config: keys,
      schema: {
        summary: 'Create an API key',
        body: createApiKeyRequest,
        response: { 201: createApiKeyReply },
      },
    },
    async (request, reply) =>
      reply
        .status(201)
        .send({ success: true, ...(await service.create(ctx, requireAuth(request).user, request.body)) }),
  );

  app.delete(
    '/company/api-keys/:id',
    {
      config: cleanUp,
      schema: {
        summary: 'Revoke an API key',
        params: idParams,
        response: { 200: z.object({ success: z.literal(true), key: apiKeySchema }) },
      },
    },
    async (request) => ({
      success: true as const,
      key: await service.revoke(ctx, requireAuth(request).user, request.params.id),
    }),
  );
};
