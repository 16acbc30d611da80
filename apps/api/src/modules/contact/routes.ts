import { createHash } from 'node:crypto';
import { eq } from 'drizzle-orm';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { contactRequest, okReply } from '@app/shared';
import type { AppContext } from '../../context';
import { contactMessages } from '../../db/schema';
import { requestLocale } from '../../lib/i18n';
import { enqueueMail } from '../../mail/outbox';
import { contactNotificationMail } from '../../mail/templates';
import { limitPerIp } from '../auth/service';
import { ticketFromContact } from '../support';

/** The id of a message whose browser id another message already holds: that id with the message's own content. */
const contentId = (clientId: string, message: { name: string; email: string; message: string }) =>
  `content:${createHash('sha256')
    .update(JSON.stringify([clientId, message.name, message.email, message.message]))
    .digest('base64url')}`;

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
        const insert = (id: string | undefined) =>
          tx
            .insert(contactMessages)
            .values({ ...message, clientId: id, ip: request.ip, createdAt: now })
            .onConflictDoNothing()
            .returning({ id: contactMessages.id });
        let stored = await insert(clientId);
        if (stored.length === 0 && clientId) {
          // The id is taken. The same message resent is stored once; another message that happens to carry the
          // same id (another visitor, another text) is not lost: it is kept under an id of its own content, so
          // its own resends are still recognised.
          const [taken] = await tx
            .select({ email: contactMessages.email, message: contactMessages.message })
            .from(contactMessages)
            .where(eq(contactMessages.clientId, clientId));
          if (taken && (taken.email !== message.email || taken.message !== message.message))
            stored = await insert(contentId(clientId, message));
        }
        // A message already stored (the browser resent it after losing our reply) is not mailed again.
        if (stored.length > 0) {
          await enqueueMail(tx, contactNotificationMail(ctx.config.contactInbox, message), now);
          // The message also becomes a support ticket, matched to the account of its address (decision 936).
          await ticketFromContact(
            tx,
            { ...message, contactMessageId: stored[0]!.id, locale: requestLocale(request) },
            now,
          );
        }
      });
      ctx.outbox.poke();
      return reply.status(201).send({ success: true as const });
    },
  );
};
