import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { contactRequest, okReply } from '@app/shared';
import type { AppContext } from '../../context';
import { contactMessages } from '../../db/schema';
import { enqueueMail } from '../../mail/outbox';
import { contactNotificationMail } from '../../mail/templates';
import { limitPerIp } from '../auth/service';
import { ticketFromContact } from '../support';

export const contactRoutes: FastifyPluginAsyncZod<AppContext> = async (app, ctx) => {
  app.post(
    '/contact',
    {
      config: { access: 'public', rateLimited: true },
      schema: {
        summary: 'Send a message to the team',
        body: contactRequest,
        response: { 201: okReply },
      },
    },
    async (request, reply) => {
      await limitPerIp(ctx, 'contact', request.ip);
      const now = ctx.clock.now();
      const { client_id: clientId, ...message } = request.body;
      await ctx.db.transaction(async (tx) => {
        const stored = await tx
          .insert(contactMessages)
          .values({ ...message, clientId, ip: request.ip, createdAt: now })
          .onConflictDoNothing()
          .returning({ id: contactMessages.id });
        // A message already stored (the browser resent it after losing our reply) is not mailed again.
        if (stored.length > 0) {
          await enqueueMail(tx, contactNotificationMail(ctx.config.contactInbox, message), now);
          // The message also becomes a support ticket, matched to the account of its address (decision 936).
          await ticketFromContact(tx, { ...message, contactMessageId: stored[0]!.id }, now);
        }
      });
      ctx.outbox.poke();
      return reply.status(201).send({ success: true as const });
    },
  );
};
