import pino from 'pino';
import type { FastifyBaseLogger } from 'fastify';
import { describe, expect, it } from 'vitest';
import { createQueueWorker } from './work-queue';

const logger = pino({ level: 'silent' }) as FastifyBaseLogger;

describe('the queue engine, handling rows side by side (decision 1228)', () => {
  it('still awaits the rows out when a claim fails, so stop never returns while one is being handled', async () => {
    let claims = 0;
    let finishSlow!: () => void;
    const finished: number[] = [];
    const worker = createQueueWorker<{ id: number }>({
      name: 'test',
      logger,
      batch: 2,
      concurrent: true,
      pollMs: 5,
      heartbeatMs: 1_000,
      async claim() {
        claims++;
        // The first claim hands out one slow row; the next one finds the database gone.
        if (claims === 1) return [{ id: 1 }];
        throw new Error('Connection terminated unexpectedly');
      },
      async renew() {},
      async handle(row) {
        await new Promise<void>((resolve) => {
          finishSlow = resolve;
        });
        finished.push(row.id);
      },
    });
    const round = worker.runOnce();
    // The failed claim happens while row 1 is still out; the round must wait for it.
    await new Promise((resolve) => setTimeout(resolve, 30));
    expect(claims).toBe(2);
    let stopped = false;
    const stopping = worker.stop().then(() => {
      stopped = true;
    });
    await new Promise((resolve) => setTimeout(resolve, 30));
    expect(stopped).toBe(false);
    expect(finished).toEqual([]);
    finishSlow();
    await stopping;
    expect(finished).toEqual([1]);
    // The round reports nothing handled rather than crashing the caller (its failure is logged).
    expect(await round).toBe(0);
    // It claimed no more after the failure.
    expect(claims).toBe(2);
  });
});
