import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { healthReply } from '@app/shared';
import type { AppContext } from '../../context';
import { version } from '../../version';

/** A successful ping stands for this long: a load balancer's checks in a burst cost one query (decision 512). */
const PING_FRESH_MS = 1_000;

export const healthRoutes: FastifyPluginAsyncZod<AppContext> = async (app, ctx) => {
  let lastOk = 0;
  let pinging: Promise<'ok' | 'error'> | undefined;
  const databaseStatus = (): Promise<'ok' | 'error'> => {
    if (Date.now() - lastOk < PING_FRESH_MS) return Promise.resolve('ok');
    // Callers that arrive during a ping share it; a failure is never remembered.
    pinging ??= Promise.race([
      ctx.database.ping().then(() => 'ok' as const),
      new Promise<'error'>((resolve) => setTimeout(() => resolve('error'), 2_000).unref()),
    ])
      .catch(() => 'error' as const)
      .then((result) => {
        if (result === 'ok') lastOk = Date.now();
        pinging = undefined;
        return result;
      });
    return pinging;
  };

  app.get(
    '/health',
    {
      config: { access: 'public' },
      schema: {
        summary: 'Check the server and its database',
        response: { 200: healthReply, 503: healthReply },
      },
    },
    async (_request, reply) => {
      const database = await databaseStatus();
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
