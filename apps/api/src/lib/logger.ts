import { hostname } from 'node:os';
import pino from 'pino';
import type { FastifyBaseLogger } from 'fastify';
import type { Bindings, ChildLoggerOptions } from 'pino';

export type AppLogger = { logger: FastifyBaseLogger; flush(): void };

/** One request's access-log line (decision 512: one line per request, when it completes). */
export type AccessLine = { reqId: string; method: string; url: string; status: number; ms: number };
/**
 * How much of the access log is gathered before it is handed to the destination (its own minimum write): 12 KB, about
 * 60 lines, so that one asynchronous write serves many requests (decision 1028); under sonic-boom's largest write (16 KB,
 * which its minimum must stay below). A line still leaves within a second.
 */
const BLOCK = 12_288;

/** A query parameter whose value opens an account: an invitation link's `token` (…/invitation?token=…). */
const SECRET_PARAM = /([?&][^=&#]*token=)[^&#]*/gi;

/**
 * The address as the access log may keep it: the value of any `…token` query parameter replaced. The invitation pages
 * (an administrator's and a company's, decisions 403 and 601) are opened from a mailed link that carries a live
 * token for 7 days; the log must not hand it to whoever reads the log. Addresses without one are returned as they are.
 */
export function withoutSecrets(url: string): string {
  return /token=/i.test(url) ? url.replace(SECRET_PARAM, '$1[redacted]') : url;
}

const accessWriters = new WeakMap<object, (line: AccessLine) => void>();

/**
 * Writes access lines for a logger made by `createLogger`, straight into its destination in pino's own format
 * (decision 1011): pino's generic path allocated about 3 KB a request for this one fixed-shape line, and the
 * collection of that garbage was a tenth of the bare route's time. Undefined for any other logger.
 */
export function accessLineWriter(logger: FastifyBaseLogger): ((line: AccessLine) => void) | undefined {
  return accessWriters.get(logger);
}

/**
 * The process's logger (decision 512): JSON lines on stdout, written asynchronously in blocks so that logging one
 * line per request costs the event loop little; flushed every second and at exit, so nothing is lost on shutdown.
 * Asynchronously even though a synchronous write costs a request 2–3 µs less (decision 1017): stdout is non-blocking
 * when it is a pipe, and a log reader that stalls would make a synchronous writer sleep on the event loop and retry.
 */
export function createLogger(level: string, fd = 1): AppLogger {
  const interactive = fd === 1 && process.stdout.isTTY;
  const destination = pino.destination({ fd, sync: interactive, minLength: interactive ? 0 : BLOCK });
  const logger = pino(
    { level, redact: ['req.headers.authorization', 'req.headers.cookie'] },
    destination,
  ) as FastifyBaseLogger;
  // pino's fields, in pino's order: level, time, the root's bindings, the line's fields, msg.
  const bindings = JSON.stringify({ pid: process.pid, hostname: hostname() }).slice(1, -1);
  // Access lines are gathered here and handed to the destination a block at a time (decision 1023): sonic-boom
  // measures the UTF-8 length of the block it is filling on every write, so a block filled a line at a time cost each
  // request a pass over the whole block. Any other line first hands over what is gathered, so lines keep their order.
  let gathered = '';
  const write = destination.write.bind(destination);
  const handOver = () => {
    if (gathered === '') return;
    const block = gathered;
    gathered = '';
    write(block);
  };
  destination.write = (data: string) => {
    handOver();
    return write(data);
  };
  accessWriters.set(logger, (line) => {
    if (!(logger as unknown as pino.Logger).isLevelEnabled('info')) return;
    gathered += `{"level":30,"time":${Date.now()},${bindings},"reqId":${JSON.stringify(line.reqId)},"method":${JSON.stringify(
      line.method,
    )},"url":${JSON.stringify(line.url)},"status":${line.status},"ms":${line.ms},"msg":"request"}\n`;
    if (interactive || gathered.length >= BLOCK) handOver();
  });
  const flush = () => {
    handOver();
    try {
      destination.flushSync();
    } catch {
      // Nothing buffered, or stdout is gone: nothing more to do.
    }
  };
  if (!interactive)
    setInterval(() => {
      handOver();
      destination.flush();
    }, 1_000).unref();
  process.once('exit', flush);
  return { logger, flush };
}

type Level = 'fatal' | 'error' | 'warn' | 'info' | 'debug' | 'trace' | 'silent';

/**
 * A request's logger, made only when the request logs something (decision 1011): Fastify builds a child logger for
 * every request, which cost the bare route a few microseconds although most requests log nothing but their access
 * line (written by the root logger with the request id). Same bindings, same output, when it is used. A class, so
 * that a request allocates one small object and no closures.
 */
class LazyChild {
  #child: FastifyBaseLogger | undefined;
  constructor(
    private readonly parent: FastifyBaseLogger,
    private readonly own: Bindings,
    private readonly options: ChildLoggerOptions,
  ) {}
  real(): FastifyBaseLogger {
    return (this.#child ??= this.parent.child(this.own, this.options));
  }
  private log(level: Level, args: unknown[]): void {
    const child = this.real();
    (child[level] as (...a: unknown[]) => void).apply(child, args);
  }
  fatal(...args: unknown[]) {
    this.log('fatal', args);
  }
  error(...args: unknown[]) {
    this.log('error', args);
  }
  warn(...args: unknown[]) {
    this.log('warn', args);
  }
  info(...args: unknown[]) {
    this.log('info', args);
  }
  debug(...args: unknown[]) {
    this.log('debug', args);
  }
  trace(...args: unknown[]) {
    this.log('trace', args);
  }
  silent(...args: unknown[]) {
    this.log('silent', args);
  }
  // pino's other members a caller may use, answered by the real child.
  isLevelEnabled(level: string): boolean {
    return (this.real() as unknown as pino.Logger).isLevelEnabled(level);
  }
  bindings(): Bindings {
    return (this.real() as unknown as pino.Logger).bindings();
  }
  child(bindings: Bindings, options?: ChildLoggerOptions) {
    return this.real().child(bindings, options);
  }
  get level() {
    return this.real().level;
  }
  set level(value: string) {
    this.real().level = value;
  }
}

export function lazyChildLogger(
  parent: FastifyBaseLogger,
  bindings: Bindings,
  options: ChildLoggerOptions,
): FastifyBaseLogger {
  return new LazyChild(parent, bindings, options) as unknown as FastifyBaseLogger;
}

/**
 * Fastify's `childLoggerFactory` when Fastify itself has no logger (decision 1015): a request's logger is a lazy
 * child of the app's `logger`, whatever parent Fastify passes (its null logger).
 */
export function requestLoggers(
  logger: FastifyBaseLogger,
): (parent: FastifyBaseLogger, bindings: Bindings, options: ChildLoggerOptions) => FastifyBaseLogger {
  return (_parent, bindings, options) => lazyChildLogger(logger, bindings, options);
}
