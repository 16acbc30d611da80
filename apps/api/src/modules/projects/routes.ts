import multipart from '@fastify/multipart';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  createProjectRequest,
  i18nText,
  idParams,
  imageKeyParams,
  okReply,
  projectListReply,
  projectReply,
  publicProjectListQuery,
  publicProjectListReply,
  takeDownProjectRequest,
  updateProjectRequest,
} from '@app/shared';
import { requireAuth } from '../../auth/guard';
import type { AppContext } from '../../context';
import { notFound } from '../../lib/errors';
import {
  IMAGE_MULTIPART_LIMITS,
  imageContentType,
  imageDownloadDocs,
  imageUploadDocs,
  readImageUpload,
} from '../../lib/images';
import { limitExpensive } from '../../lib/rate-limit';
import { storageFor } from '../../lib/storage';
import * as service from './service';

const own = { access: 'authenticated' as const };

/**
 * Members' projects (issue 12, decision 700): the caller's own projects under /me (another member's id is 404),
 * every project for staff (project:read), and the published ones for everybody.
 */
export const projectRoutes: FastifyPluginAsyncZod<AppContext> = async (app, ctx) => {
  await app.register(multipart, { limits: IMAGE_MULTIPART_LIMITS });

  app.get(
    '/me/projects',
    { config: own, schema: { summary: 'List your projects', response: { 200: projectListReply } } },
    async (request) => ({
      success: true as const,
      projects: await service.listMine(ctx, requireAuth(request).user),
    }),
  );

  app.post(
    '/me/projects',
    {
      config: { ...own, openapi: { errors: ['Forbidden'] } },
      schema: { summary: 'Create a project', body: createProjectRequest, response: { 201: projectReply } },
    },
    async (request, reply) => {
      const project = await service.create(ctx, requireAuth(request).user, request.body);
      return reply.status(201).send({ success: true as const, project });
    },
  );

  app.get(
    '/me/projects/:id',
    {
      config: own,
      schema: { summary: 'Read one of your projects', params: idParams, response: { 200: projectReply } },
    },
    async (request) => ({
      success: true as const,
      project: await service.getOwn(ctx, requireAuth(request).user, request.params.id),
    }),
  );

  app.patch(
    '/me/projects/:id',
    {
      config: { ...own, openapi: { errors: ['Conflict'] } },
      schema: {
        summary: 'Edit one of your projects',
        params: idParams,
        body: updateProjectRequest,
        response: { 200: projectReply },
      },
    },
    async (request) => ({
      success: true as const,
      project: await service.update(ctx, requireAuth(request).user, request.params.id, request.body),
    }),
  );

  app.put(
    '/me/projects/:id/image',
    {
      config: { ...own, rateLimited: true, openapi: { ...imageUploadDocs, errors: ['Conflict'] } },
      schema: { summary: 'Upload the project’s image', params: idParams, response: { 200: projectReply } },
    },
    async (request) => {
      const user = requireAuth(request).user;
      await limitExpensive(ctx, 'imageUpload', user.id);
      const data = await readImageUpload(request);
      return { success: true as const, project: await service.setImage(ctx, user, request.params.id, data) };
    },
  );

  app.post(
    '/me/projects/:id/submit',
    {
      config: { ...own, openapi: { errors: ['Conflict'] } },
      schema: { summary: 'Submit a project for approval', params: idParams, response: { 200: projectReply } },
    },
    async (request) => ({
      success: true as const,
      project: await service.submit(ctx, requireAuth(request).user, request.params.id),
    }),
  );

  app.post(
    '/me/projects/:id/withdraw',
    {
      config: { ...own, openapi: { errors: ['Conflict'] } },
      schema: { summary: 'Withdraw a submitted project', params: idParams, response: { 200: projectReply } },
    },
    async (request) => ({
      success: true as const,
      project: await service.withdraw(ctx, requireAuth(request).user, request.params.id),
    }),
  );

  app.delete(
    '/me/projects/:id',
    {
      config: own,
      schema: { summary: 'Delete one of your projects', params: idParams, response: { 200: okReply } },
    },
    async (request) => {
      await service.remove(ctx, requireAuth(request).user, request.params.id);
      return { success: true as const };
    },
  );

  app.get(
    '/projects/all',
    {
      config: { access: { permission: 'project:read' } },
      schema: { summary: 'List every member’s projects', response: { 200: projectListReply } },
    },
    async () => ({ success: true as const, projects: await service.listAll(ctx) }),
  );

  // A reviewer takes a published project off the site, with the reason its owner reads (decision 1051).
  app.post(
    '/projects/:id/take-down',
    {
      config: { access: { permission: 'project:approve' }, openapi: { errors: ['Conflict'] } },
      schema: {
        summary: 'Take a published project off the site',
        params: idParams,
        body: takeDownProjectRequest,
        response: { 200: projectReply },
      },
    },
    async (request) => ({
      success: true as const,
      project: await service.takeDown(ctx, requireAuth(request).user, request.params.id, request.body.reason),
    }),
  );

  app.get(
    '/projects',
    {
      config: { access: 'public' },
      schema: {
        summary: 'List the published projects, a page at a time',
        querystring: publicProjectListQuery,
        response: { 200: publicProjectListReply },
      },
    },
    async (request) => ({ success: true as const, ...(await service.listPublished(ctx, request.query)) }),
  );

  // Served by their random key (decision 702); only keys a project names, and only images.
  app.get(
    '/projects/images/:key',
    {
      config: { access: 'public', openapi: { ...imageDownloadDocs, errors: ['NotFound'] } },
      schema: { summary: 'Download a project’s image', params: imageKeyParams },
    },
    async (request, reply) => {
      const key = request.params.key;
      const type = imageContentType(key);
      const missing = () => notFound(i18nText('This image does not exist.'));
      if (!type || !(await service.isProjectImage(ctx, key))) throw missing();
      const data = await storageFor(ctx.config).get(key);
      if (!data) throw missing();
      return reply
        .header('content-type', type)
        .header('cache-control', 'public, max-age=31536000, immutable')
        .header('x-content-type-options', 'nosniff')
        .send(data);
    },
  );
};
