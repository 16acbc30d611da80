import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { contactRequest, okReply } from '@app/shared';
import type { AppContext } from '../../context';
import { requestLocale } from '../../lib/i18n';
import { sendContactMessage } from './service';

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
      // The ticket keeps the language the form was sent in: the app names it in every call (decision 1031).
      await sendContactMessage(ctx, request.body, { ip: request.ip, locale: requestLocale(request) });
      return reply.status(201).send({ success: true as const });
    },
  );
};
