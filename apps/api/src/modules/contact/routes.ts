import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { contactRequest, okReply } from '@app/shared';
import type { AppContext } from '../../context';
import { contactMessages } from '../../db/schema';
import { enqueueMail } from '../../mail/outbox';
import { contactNotificationMail } from '../../mail/templates';
import { limitPerIp } from '../auth/service';

export const contactRoutes: FastifyPluginAsyncZod<AppContext> = async (app, ctx) => {
  app.post(
    '/contact',
    { config: { access: 'public' }, schema: { body: contactRequest, response: { 201: okReply } } },
    async (request, reply) => {
      await limitPerIp(ctx, 'contact', request.ip);
      const now = ctx.clock.now();
      await ctx.db.transaction(async (tx) => {
        await tx.insert(contactMessages).values({ ...request.body, ip: request.ip, createdAt: now });
        await enqueueMail(tx, contactNotificationMail(ctx.config.contactInbox, request.body), now);
      });
      ctx.outbox.poke();
      return reply.status(201).send({ success: true as const });
    },
  );
};
