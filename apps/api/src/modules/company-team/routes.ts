import type { FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  authReply,
  companyInvitationAcceptRequest,
  companyInvitationLookupReply,
  companyInvitationLookupRequest,
  companyInvitationRegisterRequest,
  companyInvitationReply,
  companyInviteRequest,
  companyMemberReply,
  companyMemberRoleRequest,
  companyTeamReply,
  i18nText,
  idParams,
  okMessageReply,
} from '@app/shared';
import type { Message } from '@app/shared';
import { requireAuth } from '../../auth/guard';
import type { AppContext } from '../../context';
import { requestLocale, translate } from '../../lib/i18n';
import { limitPerIp } from '../auth/service';
import * as service from './service';

// Issue 10: a company's members, invitations and seats. The owner holds company:manage; every member reads the
// company page. The service checks the company inside its queries: another company's record answers 404.
const manage = { access: { permission: 'company:manage' as const } };
const member = { access: 'authenticated' as const };

const DONE = {
  revoked: i18nText('The invitation was revoked.'),
  removed: i18nText('The member was removed from the company.'),
  left: i18nText('You left the company.'),
  joined: i18nText('You joined the company.'),
} as const;

export const companyTeamRoutes: FastifyPluginAsyncZod<AppContext> = async (app, ctx) => {
  const ok = (request: FastifyRequest, message: Message) => ({
    success: true as const,
    message: translate(requestLocale(request), message),
  });

  app.get(
    '/company/team',
    {
      config: member,
      schema: { summary: 'Read your company: members, seats, package', response: { 200: companyTeamReply } },
    },
    async (request) => ({
      success: true as const,
      company: await service.team(ctx, requireAuth(request).user),
    }),
  );

  app.post(
    '/company/invitations',
    {
      config: { ...manage, openapi: { errors: ['PaymentRequired', 'Conflict', 'TooManyRequests'] } },
      schema: {
        summary: 'Invite a teammate',
        body: companyInviteRequest,
        response: { 201: companyInvitationReply },
      },
    },
    async (request, reply) =>
      reply.status(201).send({
        success: true,
        invitation: await service.invite(
          ctx,
          requireAuth(request).user,
          request.body,
          requestLocale(request),
        ),
      }),
  );

  app.post(
    '/company/invitations/:id/resend',
    {
      config: { ...manage, openapi: { errors: ['PaymentRequired', 'Conflict', 'TooManyRequests'] } },
      schema: {
        summary: 'Send an invitation again',
        params: idParams,
        response: { 200: companyInvitationReply },
      },
    },
    async (request) => ({
      success: true as const,
      invitation: await service.resendInvitation(
        ctx,
        requireAuth(request).user,
        request.params.id,
        requestLocale(request),
      ),
    }),
  );

  app.delete(
    '/company/invitations/:id',
    {
      config: manage,
      schema: { summary: 'Revoke an invitation', params: idParams, response: { 200: okMessageReply } },
    },
    async (request) => {
      await service.revokeInvitation(ctx, requireAuth(request).user, request.params.id);
      return ok(request, DONE.revoked);
    },
  );

  app.patch(
    '/company/members/:id',
    {
      config: { ...manage, openapi: { errors: ['Conflict'] } },
      schema: {
        summary: 'Change a teammate’s role',
        params: idParams,
        body: companyMemberRoleRequest,
        response: { 200: companyMemberReply },
      },
    },
    async (request) => ({
      success: true as const,
      member: await service.changeRole(ctx, requireAuth(request).user, request.params.id, request.body.role),
    }),
  );

  app.delete(
    '/company/members/:id',
    {
      config: { ...manage, openapi: { errors: ['Conflict'] } },
      schema: { summary: 'Remove a teammate', params: idParams, response: { 200: okMessageReply } },
    },
    async (request) => {
      await service.removeMember(ctx, requireAuth(request).user, request.params.id);
      return ok(request, DONE.removed);
    },
  );

  app.post(
    '/company/leave',
    {
      config: { ...member, openapi: { errors: ['Conflict'] } },
      schema: { summary: 'Leave your company', response: { 200: okMessageReply } },
    },
    async (request) => {
      await service.leave(ctx, requireAuth(request).user);
      return ok(request, DONE.left);
    },
  );
};

// The invitee's side, under /api/auth: the token travels in the body, never in a logged URL.
export const companyInvitationRoutes: FastifyPluginAsyncZod<AppContext> = async (app, ctx) => {
  app.post(
    '/company-invitation',
    {
      config: { access: 'public', rateLimited: true },
      schema: {
        summary: 'Look up a company invitation',
        body: companyInvitationLookupRequest,
        response: { 200: companyInvitationLookupReply },
      },
    },
    async (request) => {
      await limitPerIp(ctx, 'company-invitation', request.ip);
      return { success: true as const, invitation: await service.lookupInvitation(ctx, request.body.token) };
    },
  );

  app.post(
    '/company-invitation/accept',
    {
      config: { access: 'authenticated', openapi: { errors: ['Forbidden', 'Conflict', 'PaymentRequired'] } },
      schema: {
        summary: 'Join a company with an invitation',
        body: companyInvitationAcceptRequest,
        response: { 200: okMessageReply },
      },
    },
    async (request) => {
      await service.accept(ctx, requireAuth(request).user, request.body.token);
      return { success: true as const, message: translate(requestLocale(request), DONE.joined) };
    },
  );

  app.post(
    '/company-invitation/register',
    {
      config: { access: 'public', rateLimited: true, openapi: { errors: ['Conflict', 'PaymentRequired'] } },
      schema: {
        summary: 'Create an account and join a company with an invitation',
        body: companyInvitationRegisterRequest,
        response: { 200: authReply },
      },
    },
    async (request) => {
      await limitPerIp(ctx, 'company-invitation', request.ip);
      const meta = { ip: request.ip, userAgent: request.headers['user-agent'] };
      return {
        success: true as const,
        ...(await service.registerAndJoin(ctx, request.body, requestLocale(request), meta)),
      };
    },
  );
};
