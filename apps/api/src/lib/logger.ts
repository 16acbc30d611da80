import pino from 'pino';
import type { FastifyBaseLogger } from 'fastify';

export type AppLogger = { logger: FastifyBaseLogger; flush(): void };

/**
 * The process's logger (decision 512): JSON lines on stdout, written asynchronously in blocks so that logging one
 * line per request costs the event loop little; flushed every second and at exit, so nothing is lost on shutdown.
 */
export function createLogger(level: string, fd = 1): AppLogger {
  const interactive = fd === 1 && process.stdout.isTTY;
  const destination = pino.destination({ fd, sync: interactive, minLength: interactive ? 0 : 4096 });
  const logger = pino(
    { level, redact: ['req.headers.authorization', 'req.headers.cookie'] },
    destination,
  ) as FastifyBaseLogger;
  const flush = () => {
    try {
      destination.flushSync();
    } catch {
      // Nothing buffered, or stdout is gone: nothing more to do.
    }
  };
  if (!interactive) setInterval(() => destination.flush(), 1_000).unref();
  process.once('exit', flush);
  return { logger, flush };
}
