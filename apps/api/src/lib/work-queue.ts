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
   * Handle up to `batch` rows at the same time rather than one after the other, claiming more as soon as one ends
   * (or every `pollMs` while all are busy): for a queue whose claim never hands out a row while one that must go
   * before it is still out, and whose rows can each take long (decision 1228).
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
  /** Set by `stop`: a round under way finishes what is out and claims nothing more. */
  let halting = false;

  async function claim(limit = def.batch): Promise<Row[]> {
    const rows = await def.claim(limit);
    holdWhileWorking(rows.map((r) => r.id));
    return rows;
  }

  async function handleOne(row: Row) {
    try {
      await def.handle(row);
    } finally {
      release(row.id);
    }
  }

  async function round(): Promise<number> {
    if (def.concurrent) return concurrentRound();
    let handled = 0;
    for (;;) {
      const rows = await claim();
      for (const row of rows) await handleOne(row);
      handled += rows.length;
      if (rows.length < def.batch) return handled;
    }
  }

  /**
   * Up to `batch` rows out at once (decision 1228). A free place is filled when a row ends (the next row of its
   * record may be due) and every `pollMs` while all are out, so a row that takes its whole deadline holds only its
   * own place: what is written meanwhile goes out beside it. The round ends when nothing is out and nothing is due.
   */
  async function concurrentRound(): Promise<number> {
    let handled = 0;
    let failure: { reason: unknown } | undefined;
    let claimFailed = false;
    const out = new Set<Promise<void>>();
    for (;;) {
      // A failed claim (the database went away) ends the claiming, not the round: the rows already out are still
      // awaited, so that `stop` and the next round never run beside them (one round at a time, `batch` at most).
      const room = halting || claimFailed ? 0 : def.batch - out.size;
      if (room > 0) {
        let rows: Row[] = [];
        try {
          rows = await claim(room);
        } catch (reason) {
          claimFailed = true;
          failure ??= { reason };
        }
        handled += rows.length;
        for (const row of rows) {
          const task: Promise<void> = handleOne(row)
            .catch((reason: unknown) => {
              failure ??= { reason };
            })
            .finally(() => out.delete(task));
          out.add(task);
        }
      }
      if (out.size === 0) break;
      let tick: NodeJS.Timeout | undefined;
      await Promise.race([
        ...out,
        new Promise<void>((resolve) => {
          tick = setTimeout(resolve, def.pollMs);
          tick.unref();
        }),
      ]);
      clearTimeout(tick);
    }
    if (failure) throw failure.reason;
    return handled;
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
      halting = false;
      schedule();
    },
    poke() {
      if (!stopped) void runOnce();
    },
    runOnce,
    async stop() {
      stopped = true;
      halting = true;
      if (timer) clearTimeout(timer);
      await running;
      await queued;
      if (heartbeat) clearInterval(heartbeat);
      heartbeat = undefined;
    },
  };
}
