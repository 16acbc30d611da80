import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { acceptInvitationRequest, authReply, invitationLookupRequest, invitationReply } from '@app/shared';
import type { AppContext } from '../../context';
import { limitPerIp } from '../auth/service';
import * as service from './service';

// The invitee's side (public, under /api/auth): the token travels in the body, never in a logged URL.
export const invitationRoutes: FastifyPluginAsyncZod<AppContext> = async (app, ctx) => {
  app.post(
    '/invitation',
    {
      config: { access: 'public', rateLimited: true },
      schema: {
        summary: 'Look up an invitation',
        body: invitationLookupRequest,
        response: { 200: invitationReply },
      },
    },
    async (request) => {
      await limitPerIp(ctx, 'invitation', request.ip);
      return { success: true as const, invitation: await service.lookupInvitation(ctx, request.body.token) };
    },
  );

  app.post(
    '/invitation/accept',
    {
      config: { access: 'public', rateLimited: true },
      schema: {
        summary: 'Accept an invitation',
        body: acceptInvitationRequest,
        response: { 200: authReply },
      },
    },
    async (request) => {
      await limitPerIp(ctx, 'invitation', request.ip);
      const meta = { ip: request.ip, userAgent: request.headers['user-agent'] };
      return {
        success: true as const,
        ...(await service.acceptInvitation(ctx, request.body.token, request.body.password, meta)),
      };
    },
  );
};
