import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  accountReply,
  changeEmailRequest,
  changeLocaleRequest,
  changeNameRequest,
  changePasswordRequest,
  confirmEmailRequest,
  deleteAccountRequest,
  idParams,
  okMessageReply,
  revokedReply,
  sessionListReply,
  ACCOUNT_MESSAGES,
  i18nText,
} from '@app/shared';
import { requireAuth } from '../../auth/guard';
import type { AppContext } from '../../context';
import { requestLocale, translate } from '../../lib/i18n';
import * as account from './service';

const signedIn = { access: 'authenticated' as const };

/** Edit Profile (decision 330): the signed-in user's own name, password, e-mail, sessions, GitHub link and deletion. */
export const accountRoutes: FastifyPluginAsyncZod<AppContext> = async (app, ctx) => {
  app.get(
    '/account',
    {
      config: signedIn,
      schema: {
        summary: 'Read your account',
        response: { 200: accountReply },
      },
    },
    async (request) => ({
      success: true as const,
      account: await account.getAccount(ctx, requireAuth(request).user.id),
    }),
  );

  app.patch(
    '/account/name',
    {
      config: signedIn,
      schema: {
        summary: 'Change your name',
        body: changeNameRequest,
        response: { 200: accountReply },
      },
    },
    async (request) => ({
      success: true as const,
      account: await account.changeName(ctx, requireAuth(request).user.id, request.body.name),
    }),
  );

  app.patch(
    '/account/locale',
    {
      config: signedIn,
      schema: {
        summary: 'Change your language',
        body: changeLocaleRequest,
        response: { 200: accountReply },
      },
    },
    async (request) => ({
      success: true as const,
      account: await account.changeLocale(ctx, requireAuth(request).user.id, request.body.locale),
    }),
  );

  app.post(
    '/account/password',
    {
      config: signedIn,
      schema: {
        summary: 'Change your password',
        body: changePasswordRequest,
        response: { 200: revokedReply },
      },
    },
    async (request) => {
      const auth = requireAuth(request);
      const revoked = await account.changePassword(ctx, auth.user.id, auth.sessionId, request.body);
      return { success: true as const, revoked };
    },
  );

  app.post(
    '/account/email',
    {
      config: signedIn,
      schema: {
        summary: 'Start an email address change',
        body: changeEmailRequest,
        response: { 202: okMessageReply },
      },
    },
    async (request, reply) => {
      await account.requestEmailChange(ctx, requireAuth(request).user.id, request.body);
      return reply
        .status(202)
        .send({ success: true, message: translate(requestLocale(request), ACCOUNT_MESSAGES.emailCodeSent) });
    },
  );

  app.post(
    '/account/email/confirm',
    {
      config: signedIn,
      schema: {
        summary: 'Confirm the new email address',
        body: confirmEmailRequest,
        response: { 200: accountReply },
      },
    },
    async (request) => ({
      success: true as const,
      account: await account.confirmEmailChange(ctx, requireAuth(request).user.id, request.body.code),
    }),
  );

  app.get(
    '/account/sessions',
    {
      config: signedIn,
      schema: {
        summary: 'List your sessions',
        response: { 200: sessionListReply },
      },
    },
    async (request) => {
      const auth = requireAuth(request);
      return {
        success: true as const,
        sessions: await account.listSessions(ctx, auth.user.id, auth.sessionId),
      };
    },
  );

  app.delete(
    '/account/sessions/:id',
    {
      config: signedIn,
      schema: {
        summary: 'Sign out one of your sessions',
        params: idParams,
        response: { 200: revokedReply },
      },
    },
    async (request) => {
      await account.revokeOwnSession(ctx, requireAuth(request).user.id, request.params.id);
      return { success: true as const, revoked: 1 };
    },
  );

  app.post(
    '/account/sessions/revoke-others',
    {
      config: signedIn,
      schema: {
        summary: 'Sign out your other sessions',
        response: { 200: revokedReply },
      },
    },
    async (request) => {
      const auth = requireAuth(request);
      return {
        success: true as const,
        revoked: await account.revokeOtherSessions(ctx, auth.user.id, auth.sessionId),
      };
    },
  );

  app.delete(
    '/account/github',
    {
      config: { ...signedIn, openapi: { errors: ['Conflict'] } },
      schema: {
        summary: 'Unlink your GitHub account',
        response: { 200: accountReply },
      },
    },
    async (request) => ({
      success: true as const,
      account: await account.unlinkGithub(ctx, requireAuth(request).user.id),
    }),
  );

  app.post(
    '/account/delete',
    {
      config: signedIn,
      schema: {
        summary: 'Delete your account',
        body: deleteAccountRequest,
        response: { 200: okMessageReply },
      },
    },
    async (request) => {
      await account.deleteAccount(ctx, requireAuth(request).user, request.body);
      return {
        success: true as const,
        message: translate(requestLocale(request), i18nText('Your account has been deleted.')),
      };
    },
  );
};
