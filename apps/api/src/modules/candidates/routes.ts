import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  CV_TYPES,
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
import { sendDownload } from '../../lib/download';
import type { OpenApiExtras } from '../../lib/openapi';
import { getSettings } from '../../lib/settings';
import * as service from './service';

const manage = { access: { permission: 'candidate:manage' as const } };
const readCandidates = {
  access: { permission: 'candidate:manage' as const, scope: 'candidates:read' as const },
};

const downloadDocs: OpenApiExtras = {
  responses: {
    200: {
      description: 'The CV file, as an attachment.',
      content: Object.fromEntries(
        Object.values(CV_TYPES).map((type) => [type, { schema: { type: 'string', contentMediaType: type } }]),
      ),
    },
  },
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

  app.get(
    '/candidates/:id/cv',
    {
      config: { ...readCandidates, openapi: downloadDocs },
      schema: {
        summary: 'Download a candidate’s CV',
        description:
          'The file that `default_cv` of `GET /api/candidates/{id}` describes (its `url`); 404 when the candidate has none or its contact details are not shown to you (`contact_visible` false). API keys with `candidates:read` download candidates’ CVs here.',
        params: idParams,
      },
    },
    async (request, reply) => {
      const file = await service.readDefaultCv(ctx, requireAuth(request).user, request.params.id);
      return sendDownload(reply, { type: file.contentType, name: file.filename, data: file.data });
    },
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
