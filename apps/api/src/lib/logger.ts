import pino from 'pino';
import type { FastifyBaseLogger } from 'fastify';
import type { Bindings, ChildLoggerOptions } from 'pino';

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

const LEVELS = ['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent'] as const;

/**
 * A request's logger, made only when the request logs something (decision 1011): Fastify builds a child logger for
 * every request, which cost the bare route a few microseconds although most requests log nothing but their access
 * line (written by the root logger with the request id). Same bindings, same output, when it is used.
 */
export function lazyChildLogger(
  parent: FastifyBaseLogger,
  bindings: Bindings,
  options: ChildLoggerOptions,
): FastifyBaseLogger {
  let child: FastifyBaseLogger | undefined;
  const real = () => (child ??= parent.child(bindings, options));
  const lazy = {
    child: (more: Record<string, unknown>, moreOptions?: Record<string, unknown>) =>
      real().child(more, moreOptions),
    get level() {
      return real().level;
    },
    set level(value: string) {
      real().level = value;
    },
  } as Record<string, unknown>;
  for (const level of LEVELS)
    lazy[level] = (...args: unknown[]) => (real()[level] as (...a: unknown[]) => void)(...args);
  return lazy as unknown as FastifyBaseLogger;
}
