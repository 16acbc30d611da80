import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  applicationAlertsReply,
  applicationAlertsSchema,
  idParams,
  managedApplicationReply,
  markNotificationsRequest,
  notificationsReply,
  recruitingSettingsReply,
  recruitingSettingsSchema,
  rejectionDraftReply,
  rejectionMailReply,
  rejectRequest,
} from '@app/shared';
import { i18nText } from '@app/shared';
import { requireAuth } from '../../auth/guard';
import { docxToHtml, inlineCvHeaders } from '../../lib/cv-view';
import { unprocessable } from '../../lib/errors';
import { requestLocale } from '../../lib/i18n';
import { readCv } from '../applications';
import { DEFAULT_JOB_ALERTS } from '../../config';
import type { AppContext } from '../../context';
import * as service from './service';

// Issue 18, recruiters (decisions 1100-1105). Rejecting with a mail is the tracking tool's, like a stage move.
const tracking = {
  access: { permission: 'application:track' as const, plan: 'candidate_tracking' as const },
};
const track = { access: { permission: 'application:track' as const } };
const manage = { access: { permission: 'company:manage' as const } };
const signedIn = { access: 'authenticated' as const };

export const recruiterRoutes: FastifyPluginAsyncZod<AppContext> = async (app, ctx) => {
  const dayMs = (ctx.config.jobAlerts ?? DEFAULT_JOB_ALERTS).dayMs;

  // The CV shown in the page (decision 1105): a PDF as it is, a DOCX as sanitized HTML; same access as the download.
  app.get(
    '/cvs/:id/view',
    {
      config: signedIn,
      schema: {
        summary: 'Read a CV inline (PDF as is, DOCX as HTML)',
        params: idParams,
      },
    },
    async (request, reply) => {
      const user = requireAuth(request).user;
      const file = await readCv(ctx, user, request.params.id);
      reply.headers(inlineCvHeaders(file.filename));
      if (file.contentType === 'application/pdf') {
        return reply.header('content-type', 'application/pdf').send(file.data);
      }
      const html = await docxToHtml(file.data, file.filename, requestLocale(request));
      if (html === null) {
        throw unprocessable(i18nText('This Word document cannot be shown here; download it instead.'));
      }
      return reply.header('content-type', 'text/html; charset=utf-8').send(html);
    },
  );

  app.get(
    '/me/notifications',
    {
      config: signedIn,
      schema: { summary: 'List your notifications', response: { 200: notificationsReply } },
    },
    async (request) => ({
      success: true as const,
      ...(await service.listNotifications(ctx, requireAuth(request).user)),
    }),
  );

  app.post(
    '/me/notifications/read',
    {
      config: signedIn,
      schema: {
        summary: 'Mark notifications read',
        body: markNotificationsRequest,
        response: { 200: notificationsReply },
      },
    },
    async (request) => ({
      success: true as const,
      ...(await service.markRead(ctx, requireAuth(request).user, request.body.ids)),
    }),
  );

  app.get(
    '/me/application-alerts',
    {
      config: track,
      schema: {
        summary: 'Read your new-application alerts choice',
        response: { 200: applicationAlertsReply },
      },
    },
    async (request) => ({
      success: true as const,
      alerts: await service.getAlerts(ctx, requireAuth(request).user),
    }),
  );

  app.put(
    '/me/application-alerts',
    {
      config: track,
      schema: {
        summary: 'Choose your new-application alerts',
        body: applicationAlertsSchema,
        response: { 200: applicationAlertsReply },
      },
    },
    async (request) => ({
      success: true as const,
      alerts: await service.putAlerts(ctx, requireAuth(request).user, request.body.mode, dayMs),
    }),
  );

  app.get(
    '/company/recruiting-settings',
    {
      config: track,
      schema: {
        summary: 'Read the company’s recruiting settings',
        response: { 200: recruitingSettingsReply },
      },
    },
    async (request) => ({
      success: true as const,
      settings: await service.getSettings(ctx, requireAuth(request).user),
    }),
  );

  app.put(
    '/company/recruiting-settings',
    {
      config: manage,
      schema: {
        summary: 'Change the company’s recruiting settings',
        body: recruitingSettingsSchema,
        response: { 200: recruitingSettingsReply },
      },
    },
    async (request) => ({
      success: true as const,
      settings: await service.putSettings(ctx, requireAuth(request).user, request.body.rejection_delay_hours),
    }),
  );

  app.get(
    '/applications/:id/rejection-draft',
    {
      config: tracking,
      schema: {
        summary: 'Read the rejection mail templates filled for an application',
        params: idParams,
        response: { 200: rejectionDraftReply },
      },
    },
    async (request) => ({
      success: true as const,
      ...(await service.rejectionDraft(ctx, requireAuth(request).user, request.params.id)),
    }),
  );

  app.post(
    '/applications/:id/reject',
    {
      config: tracking,
      schema: {
        summary: 'Reject an application with a reason and a mail',
        params: idParams,
        body: rejectRequest,
        response: { 200: managedApplicationReply },
      },
    },
    async (request) => ({
      success: true as const,
      application: await service.reject(ctx, requireAuth(request).user, request.params.id, request.body),
    }),
  );

  app.get(
    '/applications/:id/rejection-mail',
    {
      config: tracking,
      schema: {
        summary: 'Read whether an application’s rejection mail waits, went or was cancelled',
        params: idParams,
        response: { 200: rejectionMailReply },
      },
    },
    async (request) => ({
      success: true as const,
      mail: await service.rejectionMailStatus(ctx, requireAuth(request).user, request.params.id),
    }),
  );

  app.post(
    '/applications/:id/rejection-mail/cancel',
    {
      config: tracking,
      schema: {
        summary: 'Cancel a rejection mail that still waits',
        params: idParams,
        response: { 200: rejectionMailReply },
      },
    },
    async (request) => ({
      success: true as const,
      mail: await service.cancelRejectionMail(ctx, requireAuth(request).user, request.params.id),
    }),
  );
};
