import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  i18nText,
  okMessageReply,
  recruitmentListsReply,
  settingsPatchRequest,
  settingsReply,
} from '@app/shared';
import { requireAuth } from '../../auth/guard';
import type { AppContext } from '../../context';
import { requestLocale, translate } from '../../lib/i18n';
import { getSettings } from '../../lib/settings';
import * as service from './service';

const settingsAccess = { access: { permission: 'system:settings' as const } };
const TEST_MAIL_SENT = i18nText('A test mail is on its way to your address.');

export const settingsRoutes: FastifyPluginAsyncZod<AppContext> = async (app, ctx) => {
  app.get(
    '/admin/settings',
    {
      config: settingsAccess,
      schema: {
        summary: 'Read the system settings',
        response: { 200: settingsReply },
      },
    },
    async () => ({ success: true as const, ...(await service.read(ctx)), status: service.status(ctx) }),
  );

  app.patch(
    '/admin/settings',
    {
      config: { ...settingsAccess, openapi: { errors: ['Conflict'] } },
      schema: {
        summary: 'Change the system settings',
        description:
          'Writes the sections given, each whole. With `version` as read, a section changed since by someone else ' +
          'answers 409 SETTINGS_CHANGED instead of being overwritten.',
        body: settingsPatchRequest,
        response: { 200: settingsReply },
      },
    },
    async (request) => ({
      success: true as const,
      ...(await service.update(ctx, requireAuth(request).user, request.body)),
      status: service.status(ctx),
    }),
  );

  app.post(
    '/admin/settings/test-mail',
    {
      config: settingsAccess,
      schema: {
        summary: 'Send a test mail',
        response: { 200: okMessageReply },
      },
    },
    async (request) => {
      await service.sendTestMail(ctx, requireAuth(request).user);
      return { success: true as const, message: translate(requestLocale(request), TEST_MAIL_SENT) };
    },
  );

  // The lists the recruitment screens offer (rejection reasons, candidate sources).
  app.get(
    '/recruitment/lists',
    {
      config: { access: { permission: 'application:track' } },
      schema: {
        summary: 'Read the recruitment lists',
        response: { 200: recruitmentListsReply },
      },
    },
    async () => ({ success: true as const, lists: (await getSettings(ctx)).lists }),
  );
};
