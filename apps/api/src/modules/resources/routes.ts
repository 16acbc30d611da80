import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  createResourceRequest,
  idParams,
  okReply,
  resourceListQuery,
  resourceListReply,
  resourcePageReply,
  resourceReply,
  resourceSuggestQuery,
  updateResourceRequest,
} from '@app/shared';
import { requireAuth } from '../../auth/guard';
import type { AppContext } from '../../context';
import * as service from './service';

const write = { access: { permission: 'content:write' as const } };
const signedIn = { access: 'authenticated' as const };
const open = { access: 'public' as const };

/**
 * The resource library (issue 12, decisions 708-710): public articles for everybody, more for signed-in users and
 * staff under /me, the support desk's suggestions, and the editors' changes (content:write).
 */
export const resourceRoutes: FastifyPluginAsyncZod<AppContext> = async (app, ctx) => {
  app.get(
    '/resources',
    {
      config: open,
      schema: {
        summary: 'Search the public articles',
        querystring: resourceListQuery,
        response: { 200: resourcePageReply },
      },
    },
    async (request) => ({ success: true as const, ...(await service.list(ctx, null, request.query)) }),
  );

  app.get(
    '/resources/:id',
    {
      config: open,
      schema: { summary: 'Read a public article', params: idParams, response: { 200: resourceReply } },
    },
    async (request) => ({
      success: true as const,
      resource: await service.get(ctx, null, request.params.id),
    }),
  );

  app.get(
    '/me/resources',
    {
      config: signedIn,
      schema: {
        summary: 'Search the articles you may read',
        querystring: resourceListQuery,
        response: { 200: resourcePageReply },
      },
    },
    async (request) => ({
      success: true as const,
      ...(await service.list(ctx, requireAuth(request).user, request.query)),
    }),
  );

  app.get(
    '/me/resources/suggest',
    {
      config: signedIn,
      schema: {
        summary: 'Suggest articles for a support ticket being typed',
        querystring: resourceSuggestQuery,
        response: { 200: resourceListReply },
      },
    },
    async (request) => ({
      success: true as const,
      resources: await service.suggest(ctx, requireAuth(request).user, request.query.q),
    }),
  );

  app.get(
    '/me/resources/:id',
    {
      config: signedIn,
      schema: { summary: 'Read an article you may read', params: idParams, response: { 200: resourceReply } },
    },
    async (request) => ({
      success: true as const,
      resource: await service.get(ctx, requireAuth(request).user, request.params.id),
    }),
  );

  app.post(
    '/resources',
    {
      config: write,
      schema: { summary: 'Write an article', body: createResourceRequest, response: { 201: resourceReply } },
    },
    async (request, reply) => {
      const resource = await service.create(ctx, requireAuth(request).user, request.body);
      return reply.status(201).send({ success: true as const, resource });
    },
  );

  app.patch(
    '/resources/:id',
    {
      config: write,
      schema: {
        summary: 'Edit an article',
        params: idParams,
        body: updateResourceRequest,
        response: { 200: resourceReply },
      },
    },
    async (request) => ({
      success: true as const,
      resource: await service.update(ctx, request.params.id, request.body),
    }),
  );

  app.delete(
    '/resources/:id',
    { config: write, schema: { summary: 'Delete an article', params: idParams, response: { 200: okReply } } },
    async (request) => {
      await service.remove(ctx, request.params.id);
      return { success: true as const };
    },
  );
};
