import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  idParams,
  jobListReply,
  jobCitiesReply,
  jobDetailReply,
  jobRequest,
  jobSearchQuery,
  managedJobListReply,
  managedJobQuery,
  managedJobReply,
  okReply,
  relatedJobsReply,
  savedJobsReply,
} from '@app/shared';
import { requireAuth } from '../../auth/guard';
import type { AppContext } from '../../context';
import { limitExpensive } from '../../lib/rate-limit';
import * as jobs from './service';
import { isPageRender } from '../../lib/page-render';

const manage = { access: { permission: 'job:manage' as const } };
// What an API key may call (issue 14, decision 540): the same routes, named by scope.
const readJobs = { access: { permission: 'job:manage' as const, scope: 'jobs:read' as const } };
const writeJobs = { access: { permission: 'job:manage' as const, scope: 'jobs:write' as const } };

export const jobRoutes: FastifyPluginAsyncZod<AppContext> = async (app, ctx) => {
  // ---- Public board (spec §2 job feed filters) ----
  app.get(
    '/jobs',
    {
      config: { access: 'public', rateLimited: true },
      schema: {
        summary: 'Search open jobs',
        querystring: jobSearchQuery,
        response: { 200: jobListReply },
      },
    },
    async (request) => {
      await limitExpensive(ctx, 'search', request.ip);
      return { success: true as const, ...(await jobs.searchPublished(ctx, request.query)) };
    },
  );

  app.get(
    '/jobs/cities',
    {
      config: { access: 'public' },
      schema: { summary: 'List the cities of open jobs', response: { 200: jobCitiesReply } },
    },
    async () => ({ success: true as const, cities: await jobs.listCities(ctx) }),
  );

  app.get(
    '/jobs/:id/related',
    {
      config: { access: 'public' },
      schema: {
        summary: 'List jobs related to a job',
        params: idParams,
        response: { 200: relatedJobsReply },
      },
    },
    async (request) => ({ success: true as const, ...(await jobs.relatedJobs(ctx, request.params.id)) }),
  );

  app.get(
    '/jobs/:id',
    {
      config: { access: 'public' },
      schema: {
        summary: 'Read an open job',
        params: idParams,
        response: { 200: jobDetailReply },
      },
    },
    // The page renderer's read is not a view (decision 1002): the reader's browser reads it again and counts.
    async (request) => ({
      success: true as const,
      job: await jobs.viewPublished(ctx, request.params.id, !isPageRender(request)),
    }),
  );

  // ---- Management: staff/admin every posting, an employer its own ----
  app.get(
    '/manage/jobs',
    {
      config: readJobs,
      schema: {
        summary: 'List your company’s jobs',
        description:
          'The company’s postings, newest first, a page at a time. To poll for changes, pass `updated_after` set to ' +
          'when the previous walk through the pages began (decision 1157): the list then holds the postings changed ' +
          'since (the posting, or the company profile it shows), latest change first, so a change during a walk may ' +
          'show a posting twice, never hide one. Its counts (views, applications) moving is not a change.',
        querystring: managedJobQuery,
        response: { 200: managedJobListReply },
      },
    },
    async (request) => ({
      success: true as const,
      ...(await jobs.listManaged(ctx, requireAuth(request).user, request.query)),
    }),
  );

  app.get(
    '/manage/jobs/:id',
    {
      config: readJobs,
      schema: {
        summary: 'Read one of your company’s jobs',
        params: idParams,
        response: { 200: managedJobReply },
      },
    },
    async (request) => ({
      success: true as const,
      job: await jobs.getManaged(ctx, requireAuth(request).user, request.params.id),
    }),
  );

  app.post(
    '/jobs',
    {
      config: writeJobs,
      schema: {
        summary: 'Create a job',
        body: jobRequest,
        response: { 201: managedJobReply },
      },
    },
    async (request, reply) =>
      reply
        .status(201)
        .send({ success: true, job: await jobs.createJob(ctx, requireAuth(request).user, request.body) }),
  );

  app.put(
    '/jobs/:id',
    {
      config: writeJobs,
      schema: {
        summary: 'Edit a job',
        description:
          'Replaces the posting’s fields with the ones sent: a field left out takes its default as on creation (no salary, no deadline, empty `requirements`, `skills` and `benefits`, `is_remote` false), it does not keep its value. To change one field, read the posting (`GET /api/manage/jobs/{id}`), change it and send the whole posting back; the fields of the reply this body does not name (`id`, `status`, `views`…) are ignored. A deadline sent unchanged stays as it is, even a past one.',
        params: idParams,
        body: jobRequest,
        response: { 200: managedJobReply },
      },
    },
    async (request) => ({
      success: true as const,
      job: await jobs.updateJob(ctx, requireAuth(request).user, request.params.id, request.body),
    }),
  );

  const actionSummary = { publish: 'Publish a job', close: 'Close a job', reopen: 'Reopen a closed job' };
  for (const action of ['publish', 'close', 'reopen'] as const) {
    app.post(
      `/jobs/:id/${action}`,
      {
        // 409 when the posting's status does not allow the action (a closed posting is not closed again).
        config: { ...writeJobs, openapi: { errors: ['Conflict'] } },
        schema: { summary: actionSummary[action], params: idParams, response: { 200: managedJobReply } },
      },
      async (request) => ({
        success: true as const,
        job: await jobs.changeStatus(ctx, requireAuth(request).user, request.params.id, action),
      }),
    );
  }

  app.post(
    '/jobs/:id/duplicate',
    {
      config: manage,
      schema: {
        summary: 'Duplicate a job',
        params: idParams,
        response: { 201: managedJobReply },
      },
    },
    async (request, reply) =>
      reply.status(201).send({
        success: true,
        job: await jobs.duplicateJob(ctx, requireAuth(request).user, request.params.id),
      }),
  );

  // ---- Saved jobs, per user on the server ----
  app.get(
    '/me/saved-jobs',
    {
      config: { access: 'authenticated' },
      schema: {
        summary: 'List your saved jobs',
        response: { 200: savedJobsReply },
      },
    },
    async (request) => ({
      success: true as const,
      jobs: await jobs.listSaved(ctx, requireAuth(request).user.id),
    }),
  );

  app.put(
    '/me/saved-jobs/:id',
    {
      // 409 POSTING_CLOSED: a closed or expired posting is not saved (decision 1077).
      config: { access: 'authenticated', openapi: { errors: ['Conflict'] } },
      schema: {
        summary: 'Save a job',
        params: idParams,
        response: { 200: okReply },
      },
    },
    async (request) => {
      await jobs.saveJob(ctx, requireAuth(request).user.id, request.params.id);
      return { success: true as const };
    },
  );

  app.delete(
    '/me/saved-jobs/:id',
    {
      config: { access: 'authenticated' },
      schema: {
        summary: 'Forget a saved job',
        params: idParams,
        response: { 200: okReply },
      },
    },
    async (request) => {
      await jobs.unsaveJob(ctx, requireAuth(request).user.id, request.params.id);
      return { success: true as const };
    },
  );
};
