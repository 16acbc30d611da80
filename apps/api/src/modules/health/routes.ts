import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { healthReply } from '@app/shared';
import type { AppContext } from '../../context';
import { version } from '../../version';

export const healthRoutes: FastifyPluginAsyncZod<AppContext> = async (app, ctx) => {
  app.get(
    '/health',
    { config: { access: 'public' }, schema: { response: { 200: healthReply, 503: healthReply } } },
    async (_request, reply) => {
      const database = await Promise.race([
        ctx.database.ping().then(() => 'ok' as const),
        new Promise<'error'>((resolve) => setTimeout(() => resolve('error'), 2_000).unref()),
      ]).catch(() => 'error' as const);
      const body = {
        status: database === 'ok' ? ('ok' as const) : ('error' as const),
        database,
        version,
        uptime: Math.round(process.uptime()),
      };
      return reply.status(database === 'ok' ? 200 : 503).send(body);
    },
  );
};
