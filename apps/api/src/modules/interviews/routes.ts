import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  cancelInterviewRequest,
  deletedInterviewListQuery,
  deletedInterviewListReply,
  feedbackRequest,
  idParams,
  interviewListQuery,
  interviewListReply,
  interviewerChoicesQuery,
  interviewerChoicesReply,
  interviewReply,
  interviewRequest,
  interviewKitReply,
  interviewKitRequest,
  interviewKitsReply,
  kitStageParams,
  managedInterviewListQuery,
  managedInterviewListReply,
  managedInterviewReply,
} from '@app/shared';
import { requireAuth } from '../../auth/guard';
import type { AppContext } from '../../context';
import * as kits from './kits';
import { getManagedInterview, listDeletedInterviews, listManagedInterviews } from './managed';
import * as service from './service';

const manage = { access: { permission: 'interview:manage' as const } };
// Scheduling is part of the candidate tracking tool that Pro sells (issue 10, decision 605).
const scheduling = {
  access: { permission: 'interview:manage' as const, plan: 'candidate_tracking' as const },
};
// Interview kits are part of the posting's setup (decision 1111): those who manage the posting.
const setup = { access: { permission: 'job:manage' as const } };
// Reading one's interviews and leaving feedback: recruiters, and a company's interviewers (issue 10).
const sitOn = { access: { permission: 'interview:feedback' as const } };
// What an API key with interviews:read may call (decision 1120): the company's interviews, as its webhooks state them.
const readInterviews = {
  access: { permission: 'interview:manage' as const, scope: 'interviews:read' as const },
};

export const interviewRoutes: FastifyPluginAsyncZod<AppContext> = async (app, ctx) => {
  app.post(
    '/applications/:id/interviews',
    {
      config: scheduling,
      schema: {
        summary: 'Schedule an interview',
        params: idParams,
        body: interviewRequest,
        response: { 201: interviewReply },
      },
    },
    async (request, reply) =>
      reply.status(201).send({
        success: true,
        interview: await service.schedule(ctx, requireAuth(request).user, request.params.id, request.body),
      }),
  );

  app.get(
    '/applications/:id/interviewers',
    {
      config: scheduling,
      schema: {
        summary: 'List who may interview',

        params: idParams,
        querystring: interviewerChoicesQuery,
        response: { 200: interviewerChoicesReply },
      },
    },
    async (request) => ({
      success: true as const,
      interviewers: await service.interviewerChoices(
        ctx,
        requireAuth(request).user,
        request.params.id,
        request.query.q,
      ),
    }),
  );

  app.get(
    '/interviews',
    {
      config: sitOn,
      schema: {
        summary: 'List interviews',
        querystring: interviewListQuery,
        response: { 200: interviewListReply },
      },
    },
    async (request) => ({
      success: true as const,
      interviews: await service.listInterviews(ctx, requireAuth(request).user, request.query),
    }),
  );

  app.get(
    '/manage/interviews',
    {
      config: readInterviews,
      schema: {
        summary: 'List your company’s interviews',
        description:
          'The interviews of the company’s postings, latest change first, a page at a time. Each is the `interview` ' +
          'of the `interview.*` webhooks (the same object, `updated_at` included) with the webhooks’ ' +
          '`application`, `job` and `candidate` inside. To poll for changes, pass `updated_after` set to when the previous ' +
          'walk through the pages began: a change during a walk may show an interview twice, never hide one. An ' +
          'interview’s `updated_at` moves with a change to anything it contains (its application, posting, ' +
          'candidate, interviewers and organizer included), so a poll sees those changes too. Deleted interviews ' +
          'are listed by `GET /api/manage/interviews/deleted`.',
        querystring: managedInterviewListQuery,
        response: { 200: managedInterviewListReply },
      },
    },
    async (request) => ({
      success: true as const,
      ...(await listManagedInterviews(ctx, requireAuth(request).user, request.query)),
    }),
  );

  app.get(
    '/manage/interviews/deleted',
    {
      config: readInterviews,
      schema: {
        summary: 'List your company’s deleted interviews',
        description:
          'The interviews that left the company’s list, latest first, a page at a time: deleted (with their ' +
          'application, posting or the account that owned the posting), or gone to another company with their ' +
          'posting. Each is its `id` and `deleted_at`. To sync deletions, poll with `deleted_after` set to when the ' +
          'previous walk began, as `updated_after` on the list. A deletion is kept 90 days: a client that has not ' +
          'polled for longer reads the whole list again and drops the interviews it no longer finds. An interview ' +
          'that comes back (its posting back in the company) leaves this list and shows in the list’s ' +
          '`updated_after` again.',
        querystring: deletedInterviewListQuery,
        response: { 200: deletedInterviewListReply },
      },
    },
    async (request) => ({
      success: true as const,
      ...(await listDeletedInterviews(ctx, requireAuth(request).user, request.query)),
    }),
  );

  app.get(
    '/manage/interviews/:id',
    {
      config: readInterviews,
      schema: {
        summary: 'Read one of your company’s interviews',
        description:
          'One interview as the list shows it: the webhook’s `interview` with its `application`, `job` and ' +
          '`candidate` inside.',
        params: idParams,
        response: { 200: managedInterviewReply },
      },
    },
    async (request) => ({
      success: true as const,
      interview: await getManagedInterview(ctx, requireAuth(request).user, request.params.id),
    }),
  );

  app.get(
    '/interviews/:id',
    {
      config: sitOn,
      schema: {
        summary: 'Read an interview',
        params: idParams,
        response: { 200: interviewReply },
      },
    },
    async (request) => ({
      success: true as const,
      interview: await service.getInterview(ctx, requireAuth(request).user, request.params.id),
    }),
  );

  app.put(
    '/interviews/:id',
    {
      config: manage,
      schema: {
        summary: 'Reschedule or edit an interview',
        params: idParams,
        body: interviewRequest,
        response: { 200: interviewReply },
      },
    },
    async (request) => ({
      success: true as const,
      interview: await service.reschedule(ctx, requireAuth(request).user, request.params.id, request.body),
    }),
  );

  app.post(
    '/interviews/:id/cancel',
    {
      config: manage,
      schema: {
        summary: 'Cancel an interview',
        params: idParams,
        body: cancelInterviewRequest,
        response: { 200: interviewReply },
      },
    },
    async (request) => ({
      success: true as const,
      interview: await service.cancel(ctx, requireAuth(request).user, request.params.id),
    }),
  );

  app.get(
    '/jobs/:id/interview-kits',
    {
      config: setup,
      schema: {
        summary: 'List a posting’s interview kits',
        description:
          'One kit per stage an interview can be scheduled in (applied, screening, interview, offer): the questions ' +
          'interviewers ask and the attributes they rate. A stage without a kit has empty lists.',
        params: idParams,
        response: { 200: interviewKitsReply },
      },
    },
    async (request) => ({
      success: true as const,
      ...(await kits.listKits(ctx, requireAuth(request).user, request.params.id)),
    }),
  );

  app.put(
    '/jobs/:id/interview-kits/:stage',
    {
      config: { ...setup, openapi: { errors: ['Conflict'] } },
      schema: {
        summary: 'Set the interview kit of a posting’s stage',
        description:
          'Replaces the questions and attributes of one stage. An item sent with the id of one of the kit’s items ' +
          'keeps it; other items get new ids. Empty lists remove the kit. With `updated_at` as read, a kit changed ' +
          'since by someone else answers 409 KIT_CHANGED instead of being overwritten.',
        params: kitStageParams,
        body: interviewKitRequest,
        response: { 200: interviewKitReply },
      },
    },
    async (request) => ({
      success: true as const,
      kit: await kits.saveKit(
        ctx,
        requireAuth(request).user,
        request.params.id,
        request.params.stage,
        request.body,
      ),
    }),
  );

  app.put(
    '/interviews/:id/feedback',
    {
      config: sitOn,
      schema: {
        summary: 'Record interview feedback',
        params: idParams,
        body: feedbackRequest,
        response: { 200: interviewReply },
      },
    },
    async (request) => ({
      success: true as const,
      interview: await service.giveFeedback(ctx, requireAuth(request).user, request.params.id, request.body),
    }),
  );
};
