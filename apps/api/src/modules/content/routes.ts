import multipart from '@fastify/multipart';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  createPostRequest,
  i18nText,
  idParams,
  imageKeyParams,
  postListQuery,
  postListReply,
  postReply,
  postVersionDiffReply,
  postVersionListReply,
  previewReply,
  previewRequest,
  publicPostListQuery,
  publicPostListReply,
  publicPostReply,
  schedulePostRequest,
  slugParams,
  updatePostRequest,
  versionParams,
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
import { renderMarkdown } from '../../lib/markdown';
import { limitExpensive } from '../../lib/rate-limit';
import { storageFor } from '../../lib/storage';
import * as service from './service';

const write = { access: { permission: 'content:write' as const } };
const publish = { access: { permission: 'content:publish' as const } };

/**
 * The blog (issue 12, decisions 703-706): editors (content:write) write and keep versions; publishers
 * (content:publish) publish, schedule and unpublish; everybody reads what is published.
 */
export const contentRoutes: FastifyPluginAsyncZod<AppContext> = async (app, ctx) => {
  await app.register(multipart, { limits: IMAGE_MULTIPART_LIMITS });

  app.get(
    '/content/posts',
    {
      config: write,
      schema: {
        summary: 'List every post, a page at a time',
        querystring: postListQuery,
        response: { 200: postListReply },
      },
    },
    async (request) => ({ success: true as const, ...(await service.listPosts(ctx, request.query)) }),
  );

  app.post(
    '/content/posts',
    {
      config: { ...write, openapi: { errors: ['Conflict'] } },
      schema: { summary: 'Create a draft post', body: createPostRequest, response: { 201: postReply } },
    },
    async (request, reply) => {
      const post = await service.createPost(ctx, requireAuth(request).user, request.body);
      return reply.status(201).send({ success: true as const, post });
    },
  );

  app.get(
    '/content/posts/:id',
    { config: write, schema: { summary: 'Read a post', params: idParams, response: { 200: postReply } } },
    async (request) => ({ success: true as const, post: await service.getPost(ctx, request.params.id) }),
  );

  app.patch(
    '/content/posts/:id',
    {
      config: { ...write, openapi: { errors: ['Conflict'] } },
      schema: {
        summary: 'Edit or autosave a post',
        params: idParams,
        body: updatePostRequest,
        response: { 200: postReply },
      },
    },
    async (request) => ({
      success: true as const,
      post: await service.updatePost(ctx, requireAuth(request).user, request.params.id, request.body),
    }),
  );

  app.put(
    '/content/posts/:id/cover',
    {
      config: { ...write, rateLimited: true, openapi: imageUploadDocs },
      schema: { summary: 'Upload a post’s cover image', params: idParams, response: { 200: postReply } },
    },
    async (request) => {
      const user = requireAuth(request).user;
      await limitExpensive(ctx, 'imageUpload', user.id);
      const data = await readImageUpload(request);
      return { success: true as const, post: await service.setCover(ctx, user, request.params.id, data) };
    },
  );

  app.post(
    '/content/posts/:id/publish',
    {
      config: { ...publish, openapi: { errors: ['Conflict'] } },
      schema: { summary: 'Publish a post now', params: idParams, response: { 200: postReply } },
    },
    async (request) => ({
      success: true as const,
      post: await service.publish(ctx, requireAuth(request).user, request.params.id),
    }),
  );

  app.post(
    '/content/posts/:id/schedule',
    {
      config: { ...publish, openapi: { errors: ['Conflict'] } },
      schema: {
        summary: 'Schedule a post',
        params: idParams,
        body: schedulePostRequest,
        response: { 200: postReply },
      },
    },
    async (request) => ({
      success: true as const,
      post: await service.schedule(
        ctx,
        requireAuth(request).user,
        request.params.id,
        new Date(request.body.at),
      ),
    }),
  );

  app.post(
    '/content/posts/:id/unpublish',
    {
      config: { ...publish, openapi: { errors: ['Conflict'] } },
      schema: {
        summary: 'Unpublish a post or cancel its schedule',
        params: idParams,
        response: { 200: postReply },
      },
    },
    async (request) => ({
      success: true as const,
      post: await service.unpublish(ctx, requireAuth(request).user, request.params.id),
    }),
  );

  app.get(
    '/content/posts/:id/versions',
    {
      config: write,
      schema: {
        summary: 'List a post’s versions',
        params: idParams,
        response: { 200: postVersionListReply },
      },
    },
    async (request) => ({
      success: true as const,
      versions: await service.listVersions(ctx, request.params.id),
    }),
  );

  app.get(
    '/content/posts/:id/versions/:versionId',
    {
      config: write,
      schema: {
        summary: 'Compare a version with the post',
        params: versionParams,
        response: { 200: postVersionDiffReply },
      },
    },
    async (request) => ({
      success: true as const,
      ...(await service.versionDiff(ctx, request.params.id, request.params.versionId)),
    }),
  );

  app.post(
    '/content/posts/:id/versions/:versionId/restore',
    {
      config: { ...write, openapi: { errors: ['Conflict'] } },
      schema: { summary: 'Restore a version', params: versionParams, response: { 200: postReply } },
    },
    async (request) => ({
      success: true as const,
      post: await service.restoreVersion(
        ctx,
        requireAuth(request).user,
        request.params.id,
        request.params.versionId,
      ),
    }),
  );

  app.post(
    '/content/preview',
    {
      config: write,
      schema: {
        summary: 'Render Markdown as the blog will',
        body: previewRequest,
        response: { 200: previewReply },
      },
    },
    async (request) => ({ success: true as const, html: renderMarkdown(request.body.body) }),
  );

  app.get(
    '/blog/posts',
    {
      config: { access: 'public' },
      schema: {
        summary: 'List the published posts, a page at a time',
        querystring: publicPostListQuery,
        response: { 200: publicPostListReply },
      },
    },
    async (request) => ({ success: true as const, ...(await service.listPublished(ctx, request.query)) }),
  );

  app.get(
    '/blog/posts/:slug',
    {
      config: { access: 'public', openapi: { errors: ['NotFound'] } },
      schema: { summary: 'Read a published post', params: slugParams, response: { 200: publicPostReply } },
    },
    async (request) => ({
      success: true as const,
      post: await service.publishedBySlug(ctx, request.params.slug),
    }),
  );

  app.get(
    '/blog/covers/:key',
    {
      config: { access: 'public', openapi: { ...imageDownloadDocs, errors: ['NotFound'] } },
      schema: { summary: 'Download a post’s cover image', params: imageKeyParams },
    },
    async (request, reply) => {
      const key = request.params.key;
      const type = imageContentType(key);
      const missing = () => notFound(i18nText('This image does not exist.'));
      if (!type || !(await service.isPostCover(ctx.db, key))) throw missing();
      const data = await storageFor(ctx.config).get(key);
      if (!data) throw missing();
      return reply
        .header('content-type', type)
        .header('cache-control', 'public, max-age=31536000, immutable')
        .send(data);
    },
  );
};
