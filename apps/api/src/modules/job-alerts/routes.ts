import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  createAlertRequest,
  idParams,
  jobAlertListReply,
  jobAlertReply,
  okReply,
  unsubscribeQuery,
  unsubscribeReply,
  updateAlertRequest,
} from '@app/shared';
import { z } from 'zod';
import { requireAuth } from '../../auth/guard';
import type { AppContext } from '../../context';
import { notFound } from '../../lib/errors';
import { i18nText } from '@app/shared';
import * as alerts from './service';

const own = { access: 'authenticated' as const };
const link = { access: 'public' as const };

const unsubscribeBody = z
  .object({ token: z.string().max(500).optional() })
  .passthrough()
  // No body at all (a bare POST to the List-Unsubscribe address) arrives as null: the query's token is enough.
  .nullish();
const describeReply = unsubscribeReply.extend({ status: z.enum(['active', 'paused', 'unsubscribed']) });

/** Job alerts (issue 18): the signed-in user's own saved searches, and the mail's unsubscribe link. */
export const jobAlertRoutes: FastifyPluginAsyncZod<AppContext> = async (app, ctx) => {
  // RFC 8058: mail programs POST `List-Unsubscribe=One-Click` as a form; only this plugin reads forms.
  app.addContentTypeParser(
    'application/x-www-form-urlencoded',
    { parseAs: 'string', bodyLimit: 4096 },
    (_request, body, done) => {
      done(null, Object.fromEntries(new URLSearchParams(String(body))));
    },
  );

  app.get(
    '/job-alerts',
    { config: own, schema: { summary: 'List your job alerts', response: { 200: jobAlertListReply } } },
    async (request) => ({
      success: true as const,
      alerts: await alerts.listAlerts(ctx, requireAuth(request).user.id),
    }),
  );

  app.post(
    '/job-alerts',
    {
      config: own,
      schema: { summary: 'Create a job alert', body: createAlertRequest, response: { 201: jobAlertReply } },
    },
    async (request, reply) => {
      const alert = await alerts.createAlert(ctx, requireAuth(request).user.id, request.body);
      return reply.status(201).send({ success: true as const, alert });
    },
  );

  app.patch(
    '/job-alerts/:id',
    {
      config: own,
      schema: {
        summary: 'Change a job alert',
        params: idParams,
        body: updateAlertRequest,
        response: { 200: jobAlertReply },
      },
    },
    async (request) => ({
      success: true as const,
      alert: await alerts.updateAlert(ctx, requireAuth(request).user.id, request.params.id, request.body),
    }),
  );

  app.delete(
    '/job-alerts/:id',
    { config: own, schema: { summary: 'Delete a job alert', params: idParams, response: { 200: okReply } } },
    async (request) => {
      await alerts.deleteAlert(ctx, requireAuth(request).user.id, request.params.id);
      return { success: true as const };
    },
  );

  // The confirmation page asks what the link names; nothing changes on GET (mail scanners follow links).
  app.get(
    '/job-alerts/unsubscribe',
    {
      config: { ...link, openapi: { errors: ['NotFound'] } },
      schema: {
        summary: 'Read what an unsubscribe link names',
        querystring: unsubscribeQuery,
        response: { 200: describeReply },
      },
    },
    async (request) => {
      const token = request.query.token;
      if (!token) throw notFound(i18nText('This unsubscribe link is not valid.'));
      return { success: true as const, ...(await alerts.describeUnsubscribe(ctx, token)) };
    },
  );

  // The page's button (JSON) and mail programs' one-click POST (token in the query, RFC 8058).
  app.post(
    '/job-alerts/unsubscribe',
    {
      config: { ...link, openapi: { errors: ['NotFound'] } },
      schema: {
        summary: 'Unsubscribe with a mail link',
        querystring: unsubscribeQuery,
        body: unsubscribeBody,
        response: { 200: unsubscribeReply },
      },
    },
    async (request) => {
      const token = request.body?.token ?? request.query.token;
      if (!token) throw notFound(i18nText('This unsubscribe link is not valid.'));
      return { success: true as const, ...(await alerts.unsubscribe(ctx, token)) };
    },
  );
};
