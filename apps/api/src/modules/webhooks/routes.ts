import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  createWebhookReply,
  createWebhookRequest,
  idParams,
  updateWebhookRequest,
  webhookDeliveryListReply,
  webhookDeliveryParams,
  webhookDeliveryReply,
  webhookEndpointListReply,
  webhookEndpointReply,
  webhookSecretReply,
} from '@app/shared';
import { requireAuth } from '../../auth/guard';
import type { AppContext } from '../../context';
import * as service from './service';

// Issue 14 (decisions 541-549): the owner of an Enterprise company manages its webhook endpoints. Listing and
// deleting need no plan (decisions 540, 1204), so a company that left Enterprise sees the endpoints it kept and can
// delete them; nothing is delivered to them meanwhile (decision 547), and every other change needs the plan.
const hooks = { access: { permission: 'company:manage' as const, plan: 'api_access' as const } };
const cleanUp = { access: { permission: 'company:manage' as const } };

export const webhookRoutes: FastifyPluginAsyncZod<AppContext> = async (app, ctx) => {
  app.get(
    '/company/webhooks',
    {
      config: cleanUp,
      schema: {
        summary: 'List your company’s webhook endpoints',
        description:
          'Allowed on every plan, so a company that left Enterprise sees the endpoints it kept and can delete them; nothing is delivered to them until it returns.',
        response: { 200: webhookEndpointListReply },
      },
    },
    async (request) => ({
      success: true as const,
      endpoints: await service.list(ctx, requireAuth(request).user),
    }),
  );

  app.post(
    '/company/webhooks',
    {
      // 409 past 20 endpoints (decision 1192).
      config: { ...hooks, openapi: { errors: ['Conflict'] } },
      schema: {
        summary: 'Add a webhook endpoint',
        description:
          'The address must be https and reachable on the internet. The reply carries the signing secret (Standard Webhooks). A company has at most 20 endpoints (409 past it).',
        body: createWebhookRequest,
        response: { 201: createWebhookReply },
      },
    },
    async (request, reply) =>
      reply
        .status(201)
        .send({ success: true, ...(await service.create(ctx, requireAuth(request).user, request.body)) }),
  );

  app.patch(
    '/company/webhooks/:id',
    {
      config: hooks,
      schema: {
        summary: 'Change a webhook endpoint (address, events, on or off)',
        description:
          'An event taken off the list is not sent any more: its deliveries still waiting are marked `skipped`. Turning the endpoint off fails the waiting ones.',
        params: idParams,
        body: updateWebhookRequest,
        response: { 200: webhookEndpointReply },
      },
    },
    async (request) => ({
      success: true as const,
      endpoint: await service.update(ctx, requireAuth(request).user, request.params.id, request.body),
    }),
  );

  app.delete(
    '/company/webhooks/:id',
    {
      config: cleanUp,
      schema: {
        summary: 'Delete a webhook endpoint',
        params: idParams,
        response: { 200: z.object({ success: z.literal(true) }) },
      },
    },
    async (request) => {
      await service.remove(ctx, requireAuth(request).user, request.params.id);
      return { success: true as const };
    },
  );

  app.get(
    '/company/webhooks/:id/secret',
    {
      config: hooks,
      schema: {
        summary: 'Show a webhook endpoint’s signing secret',
        params: idParams,
        response: { 200: webhookSecretReply },
      },
    },
    async (request) => ({
      success: true as const,
      secret: await service.revealSecret(ctx, requireAuth(request).user, request.params.id),
    }),
  );

  app.post(
    '/company/webhooks/:id/secret/rotate',
    {
      config: hooks,
      schema: {
        summary: 'Rotate a webhook endpoint’s signing secret',
        description: 'The previous secret keeps signing beside the new one for 24 hours.',
        params: idParams,
        response: { 200: webhookSecretReply },
      },
    },
    async (request) => ({
      success: true as const,
      secret: await service.rotateSecret(ctx, requireAuth(request).user, request.params.id),
    }),
  );

  app.get(
    '/company/webhooks/:id/deliveries',
    {
      config: hooks,
      schema: {
        summary: 'A webhook endpoint’s delivery log (the latest 50)',
        description:
          'Newest first. Each delivery lists every attempt, oldest first (`attempt_log`: when, the HTTP status or the network error, how long, the first 1,000 bytes of the reply), at most 13 (the retry schedule’s count). Deliveries no longer retrying are deleted with their attempts after 30 days.',
        params: idParams,
        response: { 200: webhookDeliveryListReply },
      },
    },
    async (request) => ({
      success: true as const,
      deliveries: await service.deliveries(ctx, requireAuth(request).user, request.params.id),
    }),
  );

  app.post(
    '/company/webhooks/:id/test',
    {
      config: hooks,
      schema: {
        summary: 'Send a test event to a webhook endpoint',
        description:
          'Sends `webhook.test` to this endpoint now, whatever events it subscribes to: signed, logged and retried like any event. The reply is its delivery in the log; 422 while the endpoint is off.',
        params: idParams,
        response: { 201: webhookDeliveryReply },
      },
    },
    async (request, reply) =>
      reply.status(201).send({
        success: true,
        delivery: await service.sendTest(ctx, requireAuth(request).user, request.params.id),
      }),
  );

  app.post(
    '/company/webhooks/:id/deliveries/:deliveryId/redeliver',
    {
      config: hooks,
      schema: {
        summary: 'Send a delivery again',
        params: webhookDeliveryParams,
        // 201: a new delivery of the event; 200: a delivery still retrying, brought forward (decision 1151).
        response: { 200: webhookDeliveryReply, 201: webhookDeliveryReply },
      },
    },
    async (request, reply) => {
      const { delivery, created } = await service.redeliver(
        ctx,
        requireAuth(request).user,
        request.params.id,
        request.params.deliveryId,
      );
      return reply.status(created ? 201 : 200).send({ success: true, delivery });
    },
  );
};
