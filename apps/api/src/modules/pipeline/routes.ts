import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  addCandidateRequest,
  applicationListQuery,
  applicationListReply,
  boardQuery,
  boardReply,
  bulkReply,
  bulkRequest,
  idParams,
  managedApplicationReply,
  moveRequest,
  noteReply,
  noteRequest,
  notesReply,
  ratingRequest,
} from '@app/shared';
import { requireAuth } from '../../auth/guard';
import type { AppContext } from '../../context';
import * as pipeline from './service';

const track = { access: { permission: 'application:track' as const } };
// The candidate tracking tool (the board, stage moves, ratings and notes) is what Pro sells (issue 10, decision 605).
const tracking = {
  access: { permission: 'application:track' as const, plan: 'candidate_tracking' as const },
};
// What an API key may call (issue 14, decision 540): the same routes, named by scope.
const readApplications = { access: { ...track.access, scope: 'applications:read' as const } };
const readTracking = { access: { ...tracking.access, scope: 'applications:read' as const } };
const writeTracking = { access: { ...tracking.access, scope: 'applications:write' as const } };

export const pipelineRoutes: FastifyPluginAsyncZod<AppContext> = async (app, ctx) => {
  app.get(
    '/jobs/:id/board',
    {
      config: readTracking,
      schema: {
        summary: 'Read a job’s pipeline board',
        params: idParams,
        querystring: boardQuery,
        response: { 200: boardReply },
      },
    },
    async (request) => ({
      success: true as const,
      ...(await pipeline.board(ctx, requireAuth(request).user, request.params.id, request.query.perStage)),
    }),
  );

  app.get(
    '/applications',
    {
      config: readApplications,
      schema: {
        summary: 'List applications',
        description:
          'The applications to the company’s postings, newest first, a page at a time. To poll for changes, pass ' +
          '`updated_after` set to when the previous walk through the pages began (decision 1157): the list then holds ' +
          'the applications changed since, or whose candidate or posting changed, latest change first, so a change ' +
          'during a walk may show an application twice, never hide one.',
        querystring: applicationListQuery,
        response: { 200: applicationListReply },
      },
    },
    async (request) => ({
      success: true as const,
      ...(await pipeline.listApplications(ctx, requireAuth(request).user, request.query)),
    }),
  );

  app.get(
    '/applications/:id',
    {
      config: readApplications,
      schema: {
        summary: 'Read an application',
        params: idParams,
        response: { 200: managedApplicationReply },
      },
    },
    async (request) => ({
      success: true as const,
      application: await pipeline.getApplication(ctx, requireAuth(request).user, request.params.id),
    }),
  );

  app.post(
    '/jobs/:id/candidates',
    {
      config: { ...writeTracking, openapi: { errors: ['Conflict'] } },
      schema: {
        summary: 'Add a candidate to a posting',
        description:
          'Creates the application in the stage "applied": sourced by the hiring team, or with the source "API" when an API key calls. ' +
          'The candidate is one `GET /api/candidates` lists with `contact_visible` true: a member who applied to the company, or one whose contact details the company unlocked (its people unlock on the candidate’s page; API keys cannot unlock). ' +
          'Refusals: 403 `UNLOCK_REQUIRED` for a candidate not unlocked yet; 404 for a posting or a candidate the company cannot see; 409 `POSTING_DRAFT` while the posting is a draft (publish it first); 409 `ALREADY_APPLIED` when the candidate already applied to the posting.',
        params: idParams,
        body: addCandidateRequest,
        response: { 201: managedApplicationReply },
      },
    },
    async (request, reply) =>
      reply.status(201).send({
        success: true as const,
        application: await pipeline.addCandidate(
          ctx,
          requireAuth(request).user,
          request.params.id,
          request.body,
        ),
      }),
  );

  app.post(
    '/applications/:id/move',
    {
      config: { ...writeTracking, openapi: { errors: ['Conflict'] } },
      schema: {
        summary: 'Move an application to a stage',
        params: idParams,
        body: moveRequest,
        response: { 200: managedApplicationReply },
      },
    },
    async (request) => ({
      success: true as const,
      application: await pipeline.move(
        ctx,
        requireAuth(request).user,
        request.params.id,
        request.body.stage,
        request.body.reason,
      ),
    }),
  );

  app.post(
    '/applications/bulk',
    {
      config: writeTracking,
      schema: {
        summary: 'Move or reject applications in bulk',
        body: bulkRequest,
        response: { 200: bulkReply },
      },
    },
    async (request) => ({
      success: true as const,
      ...(await pipeline.bulk(ctx, requireAuth(request).user, request.body)),
    }),
  );

  app.patch(
    '/applications/:id/rating',
    {
      config: writeTracking,
      schema: {
        summary: 'Rate an application',
        params: idParams,
        body: ratingRequest,
        response: { 200: managedApplicationReply },
      },
    },
    async (request) => ({
      success: true as const,
      application: await pipeline.rate(
        ctx,
        requireAuth(request).user,
        request.params.id,
        request.body.rating,
      ),
    }),
  );

  app.get(
    '/applications/:id/notes',
    {
      config: readTracking,
      schema: {
        summary: 'List an application’s notes',
        params: idParams,
        response: { 200: notesReply },
      },
    },
    async (request) => ({
      success: true as const,
      notes: await pipeline.listNotes(ctx, requireAuth(request).user, request.params.id),
    }),
  );

  app.post(
    '/applications/:id/notes',
    {
      config: writeTracking,
      schema: {
        summary: 'Add a note to an application',
        params: idParams,
        body: noteRequest,
        response: { 201: noteReply },
      },
    },
    async (request, reply) =>
      reply.status(201).send({
        success: true,
        note: await pipeline.addNote(ctx, requireAuth(request).user, request.params.id, request.body.body),
      }),
  );
};
