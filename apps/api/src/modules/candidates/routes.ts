import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  candidateListQuery,
  candidateListReply,
  candidateReply,
  createCandidateReply,
  createCandidateRequest,
  idParams,
  mergeRequest,
  unlockQuotaReply,
  unlockReply,
} from '@app/shared';
import { requireAuth } from '../../auth/guard';
import type { AppContext } from '../../context';
import { getSettings } from '../../lib/settings';
import * as service from './service';

const manage = { access: { permission: 'candidate:manage' as const } };
const readCandidates = {
  access: { permission: 'candidate:manage' as const, scope: 'candidates:read' as const },
};

export const candidateRoutes: FastifyPluginAsyncZod<AppContext> = async (app, ctx) => {
  app.get(
    '/candidates',
    {
      config: readCandidates,
      schema: {
        summary: 'Search the candidate database',
        querystring: candidateListQuery,
        response: { 200: candidateListReply },
      },
    },
    async (request) => ({
      success: true as const,
      ...(await service.search(ctx, requireAuth(request).user, request.query)),
    }),
  );

  app.get(
    '/candidates/unlocks',
    {
      config: manage,
      schema: {
        summary: 'Read the unlock quota',
        response: { 200: unlockQuotaReply },
      },
    },
    async (request) => ({
      success: true as const,
      unlocks: await service.quota(
        ctx.db,
        requireAuth(request).user,
        ctx.clock.now(),
        await getSettings(ctx),
      ),
    }),
  );

  app.get(
    '/candidates/:id',
    {
      config: readCandidates,
      schema: {
        summary: 'Read a candidate',
        params: idParams,
        response: { 200: candidateReply },
      },
    },
    async (request) => ({
      success: true as const,
      candidate: await service.detail(ctx, requireAuth(request).user, request.params.id),
    }),
  );

  app.post(
    '/candidates',
    {
      config: manage,
      schema: {
        summary: 'Add a candidate',
        body: createCandidateRequest,
        response: { 201: createCandidateReply },
      },
    },
    async (request, reply) =>
      reply
        .status(201)
        .send({ success: true, ...(await service.create(ctx, requireAuth(request).user, request.body)) }),
  );

  app.post(
    '/candidates/:id/merge',
    {
      config: manage,
      schema: {
        summary: 'Merge a duplicate into a candidate',
        params: idParams,
        body: mergeRequest,
        response: { 200: candidateReply },
      },
    },
    async (request) => ({
      success: true as const,
      candidate: await service.merge(ctx, requireAuth(request).user, request.params.id, request.body.otherId),
    }),
  );

  app.post(
    '/candidates/:id/unlock',
    {
      config: manage,
      schema: {
        summary: 'Unlock a candidate’s contact details',
        params: idParams,
        response: { 200: unlockReply },
      },
    },
    async (request) => ({
      success: true as const,
      ...(await service.unlock(ctx, requireAuth(request).user, request.params.id)),
    }),
  );
};
