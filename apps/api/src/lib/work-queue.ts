import type { FastifyBaseLogger } from 'fastify';

/**
 * The one queue engine of the server (decisions 510 and 541): rows of a table are claimed in batches with
 * `FOR UPDATE SKIP LOCKED` and a short lease, the lease is renewed while this instance works on them, and a poll
 * (plus `poke` after a write) runs delivery rounds. The mail outbox and the webhook deliveries are two queues on it;
 * each brings its own claim, lease renewal and handler (the SQL of its table).
 */

export type QueueWorker = {
  start(): void;
  /** Ask for a round soon (after a row was written). */
  poke(): void;
  /** One round; resolves with the number of rows handled. */
  runOnce(): Promise<number>;
  stop(): Promise<void>;
};

export type QueueDefinition<Row extends { id: number }> = {
  name: string;
  logger: FastifyBaseLogger;
  /** Claims up to `limit` due rows (SKIP LOCKED, lease set) and returns them in the order to handle. */
  claim(limit: number): Promise<Row[]>;
  /** Extends the lease of rows this instance still holds. */
  renew(ids: number[]): Promise<void>;
  /** Handles one claimed row (records success or failure on the row itself). */
  handle(row: Row): Promise<void>;
  batch: number;
  /**
   * Handle a claimed batch's rows at the same time rather than one after the other: for a queue whose claim never
   * puts two rows that must go in order into one batch, and whose rows can each take long (decision 1228).
   */
  concurrent?: boolean;
  pollMs: number;
  heartbeatMs: number;
};

export function createQueueWorker<Row extends { id: number }>(def: QueueDefinition<Row>): QueueWorker {
  const { logger } = def;
  /** Rows this instance claimed and has not finished: their lease is renewed while they wait or are handled. */
  const held = new Set<number>();
  let heartbeat: NodeJS.Timeout | undefined;

  function holdWhileWorking(ids: number[]) {
    for (const id of ids) held.add(id);
    heartbeat ??= setInterval(() => {
      if (held.size === 0) return;
      def
        .renew([...held])
        .catch((error: unknown) => logger.warn({ err: error }, `${def.name} lease renewal failed`));
    }, def.heartbeatMs);
    heartbeat.unref();
  }

  function release(id: number) {
    held.delete(id);
    if (held.size === 0 && heartbeat) {
      clearInterval(heartbeat);
      heartbeat = undefined;
    }
  }

  let timer: NodeJS.Timeout | undefined;
  let running: Promise<number> | undefined;
  let queued: Promise<number> | undefined;
  let stopped = true;

  async function claim(): Promise<Row[]> {
    const rows = await def.claim(def.batch);
    holdWhileWorking(rows.map((r) => r.id));
    return rows;
  }

  async function round(): Promise<number> {
    let handled = 0;
    for (;;) {
      const rows = await claim();
      const handleOne = async (row: Row) => {
        try {
          await def.handle(row);
        } finally {
          release(row.id);
        }
      };
      if (def.concurrent) {
        const failed = (await Promise.allSettled(rows.map(handleOne))).find((r) => r.status === 'rejected');
        if (failed) throw failed.reason;
      } else {
        for (const row of rows) await handleOne(row);
      }
      handled += rows.length;
      if (rows.length < def.batch) return handled;
    }
  }

  function startRound(): Promise<number> {
    const current = round()
      .catch((error: unknown) => {
        logger.error({ err: error }, `${def.name} round failed`);
        return 0;
      })
      .finally(() => {
        if (running === current) running = undefined;
      });
    running = current;
    return current;
  }

  function runOnce(): Promise<number> {
    if (!running) return startRound();
    // The round under way may have looked before the caller's change (a new row, a retry that just fell due):
    // one more round follows it, shared by every caller that arrives meanwhile.
    queued ??= running.then(() => {
      queued = undefined;
      return startRound();
    });
    return queued;
  }

  function schedule() {
    if (stopped) return;
    timer = setTimeout(() => {
      void runOnce().finally(schedule);
    }, def.pollMs);
    timer.unref();
  }

  return {
    start() {
      if (!stopped) return;
      stopped = false;
      schedule();
    },
    poke() {
      if (!stopped) void runOnce();
    },
    runOnce,
    async stop() {
      stopped = true;
      if (timer) clearTimeout(timer);
      await running;
      await queued;
      if (heartbeat) clearInterval(heartbeat);
      heartbeat = undefined;
    },
  };
}
