import type { FastifyBaseLogger } from 'fastify';

export type IntervalJob<T> = {
  start(): void;
  /** Stops the timer and waits for a round under way. */
  stop(): Promise<void>;
  /** One round now; a call while a round runs joins that round. */
  runOnce(): Promise<T>;
};

/**
 * The schedule of the background rounds (pruning, billing, alerts, digests, scheduled posts, auto-close): `round`
 * every `intervalMs` on an unref'd timer, never two at once on an instance (rounds take their rows with
 * `for update skip locked`, so instances do not share work). A failed round is logged and gives `fallback`; `after`
 * sees each finished round and may ask for the next one at once (`again`), while the schedule runs.
 */
export function intervalJob<R, F>(options: {
  intervalMs: number;
  logger: FastifyBaseLogger;
  /** The log line of a failed round. */
  failure: string;
  fallback: F;
  round: () => Promise<R>;
  /** The first round this soon after start when sooner than the interval (default: one interval after start). */
  firstAfterMs?: number;
  after?: (result: R, again: () => void) => void;
}): IntervalJob<R | F> {
  let timer: NodeJS.Timeout | undefined;
  let first: NodeJS.Timeout | undefined;
  let running: Promise<R | F> | undefined;
  const again = () =>
    setImmediate(() => {
      if (timer) void runOnce();
    });
  const runOnce = (): Promise<R | F> =>
    (running ??= options
      .round()
      .then((result) => {
        options.after?.(result, again);
        return result;
      })
      .catch((error: unknown) => {
        options.logger.error({ err: error }, options.failure);
        return options.fallback;
      })
      .finally(() => {
        running = undefined;
      }));
  return {
    start() {
      if (timer) return;
      timer = setInterval(() => void runOnce(), options.intervalMs);
      timer.unref();
      if (options.firstAfterMs !== undefined && options.firstAfterMs < options.intervalMs) {
        first = setTimeout(() => void runOnce(), options.firstAfterMs);
        first.unref();
      }
    },
    async stop() {
      clearTimeout(first);
      if (timer) clearInterval(timer);
      timer = undefined;
      await running;
    },
    runOnce,
  };
}
