import type { FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  adminUserReply,
  i18nText,
  idParams,
  inviteReply,
  inviteRequest,
  okMessageReply,
  permissionOverridesRequest,
  revokedReply,
  updateUserRequest,
  userListQuery,
  userListReply,
  userSessionParams,
} from '@app/shared';
import type { Message } from '@app/shared';
import { requireAuth } from '../../auth/guard';
import type { AppContext } from '../../context';
import { requestLocale, translate, translatorFor } from '../../lib/i18n';
import * as service from './service';

// Users administration (issue 9, decision 403). Staff hold user:read and user:create: they list, read and invite;
// changing an account needs user:update, erasing it user:delete.
const read = { access: { permission: 'user:read' as const } };
const create = { access: { permission: 'user:create' as const } };
const change = { access: { permission: 'user:update' as const } };
const remove = { access: { permission: 'user:delete' as const } };

const DONE = {
  invitationResent: i18nText('The invitation was sent again.'),
  invitationRevoked: i18nText('The invitation was revoked.'),
  updated: i18nText('The account was updated.'),
  permissions: i18nText('The permissions were saved.'),
  permissionsReset: i18nText('The permissions are the role’s defaults again.'),
  resetSent: i18nText('A password reset mail is on its way.'),
  lockoutCleared: i18nText('The sign-in lockout was cleared.'),
  disabled: i18nText('The account was disabled and signed out everywhere.'),
  enabled: i18nText('The account was enabled.'),
  erased: i18nText('The account was erased.'),
} as const;

export const userRoutes: FastifyPluginAsyncZod<AppContext> = async (app, ctx) => {
  const ok = (request: FastifyRequest, message: Message) => ({
    success: true as const,
    message: translate(requestLocale(request), message),
  });

  app.get(
    '/admin/users',
    {
      config: read,
      schema: {
        summary: 'List users',
        querystring: userListQuery,
        response: { 200: userListReply },
      },
    },
    async (request) => ({ success: true as const, ...(await service.list(ctx, request.query)) }),
  );

  app.get(
    '/admin/users/:id',
    {
      config: read,
      schema: {
        summary: 'Read a user',
        params: idParams,
        response: { 200: adminUserReply },
      },
    },
    async (request) => ({
      success: true as const,
      user: await service.detail(ctx, request.params.id, translatorFor(requestLocale(request))),
    }),
  );

  app.post(
    '/admin/invitations',
    {
      config: create,
      schema: {
        summary: 'Invite a user',
        body: inviteRequest,
        response: { 201: inviteReply },
      },
    },
    async (request, reply) =>
      reply.status(201).send({
        success: true,
        user: await service.invite(ctx, requireAuth(request).user, request.body, requestLocale(request)),
      }),
  );

  app.post(
    '/admin/users/:id/invitation/resend',
    {
      config: create,
      schema: {
        summary: 'Send an invitation again',
        params: idParams,
        response: { 200: okMessageReply },
      },
    },
    async (request) => {
      await service.resendInvitation(ctx, requireAuth(request).user, request.params.id);
      return ok(request, DONE.invitationResent);
    },
  );

  app.delete(
    '/admin/users/:id/invitation',
    {
      config: create,
      schema: {
        summary: 'Withdraw an invitation',
        params: idParams,
        response: { 200: okMessageReply },
      },
    },
    async (request) => {
      await service.revokeInvitation(ctx, requireAuth(request).user, request.params.id);
      return ok(request, DONE.invitationRevoked);
    },
  );

  app.patch(
    '/admin/users/:id',
    {
      config: change,
      schema: {
        summary: 'Edit a user',
        params: idParams,
        body: updateUserRequest,
        response: { 200: adminUserReply },
      },
    },
    async (request) => {
      await service.update(ctx, requireAuth(request).user, request.params.id, request.body);
      return {
        success: true as const,
        user: await service.detail(ctx, request.params.id, translatorFor(requestLocale(request))),
      };
    },
  );

  app.put(
    '/admin/users/:id/permissions',
    {
      config: change,
      schema: {
        summary: 'Set a user’s permissions',
        params: idParams,
        body: permissionOverridesRequest,
        response: { 200: adminUserReply },
      },
    },
    async (request) => {
      await service.setPermissions(ctx, requireAuth(request).user, request.params.id, request.body);
      return {
        success: true as const,
        user: await service.detail(ctx, request.params.id, translatorFor(requestLocale(request))),
      };
    },
  );

  app.delete(
    '/admin/users/:id/permissions',
    {
      config: change,
      schema: {
        summary: 'Reset a user’s permissions to the role’s',
        params: idParams,
        response: { 200: adminUserReply },
      },
    },
    async (request) => {
      await service.setPermissions(ctx, requireAuth(request).user, request.params.id, {
        granted: [],
        removed: [],
      });
      return {
        success: true as const,
        user: await service.detail(ctx, request.params.id, translatorFor(requestLocale(request))),
      };
    },
  );

  app.delete(
    '/admin/users/:id/sessions/:sessionId',
    {
      config: change,
      schema: {
        summary: 'Sign out one of a user’s sessions',
        params: userSessionParams,
        response: { 200: revokedReply },
      },
    },
    async (request) => ({
      success: true as const,
      revoked: await service.revokeSessions(
        ctx,
        requireAuth(request).user,
        request.params.id,
        request.params.sessionId,
      ),
    }),
  );

  app.delete(
    '/admin/users/:id/sessions',
    {
      config: change,
      schema: {
        summary: 'Sign out all of a user’s sessions',
        params: idParams,
        response: { 200: revokedReply },
      },
    },
    async (request) => ({
      success: true as const,
      revoked: await service.revokeSessions(ctx, requireAuth(request).user, request.params.id),
    }),
  );

  app.post(
    '/admin/users/:id/password-reset',
    {
      config: change,
      schema: {
        summary: 'Send a user a password reset',
        params: idParams,
        response: { 200: okMessageReply },
      },
    },
    async (request) => {
      await service.sendPasswordReset(ctx, requireAuth(request).user, request.params.id);
      return ok(request, DONE.resetSent);
    },
  );

  app.post(
    '/admin/users/:id/clear-lockout',
    {
      config: change,
      schema: {
        summary: 'Clear a user’s sign-in lockout',
        params: idParams,
        response: { 200: okMessageReply },
      },
    },
    async (request) => {
      await service.clearLockout(ctx, requireAuth(request).user, request.params.id);
      return ok(request, DONE.lockoutCleared);
    },
  );

  app.post(
    '/admin/users/:id/disable',
    {
      config: change,
      schema: {
        summary: 'Disable a user',
        params: idParams,
        response: { 200: okMessageReply },
      },
    },
    async (request) => {
      await service.setDisabled(ctx, requireAuth(request).user, request.params.id, true);
      return ok(request, DONE.disabled);
    },
  );

  app.post(
    '/admin/users/:id/enable',
    {
      config: change,
      schema: {
        summary: 'Enable a user',
        params: idParams,
        response: { 200: okMessageReply },
      },
    },
    async (request) => {
      await service.setDisabled(ctx, requireAuth(request).user, request.params.id, false);
      return ok(request, DONE.enabled);
    },
  );

  app.post(
    '/admin/users/:id/erase',
    {
      config: remove,
      schema: {
        summary: 'Erase a user’s personal data',
        params: idParams,
        response: { 200: okMessageReply },
      },
    },
    async (request) => {
      await service.erase(ctx, requireAuth(request).user, request.params.id);
      return ok(request, DONE.erased);
    },
  );
};
