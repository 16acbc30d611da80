import { afterEach, describe, expect, it, vi } from 'vitest';
import pino from 'pino';
import type { FastifyBaseLogger } from 'fastify';
import { intervalJob } from './interval-job';

const logger = pino({ level: 'silent' }) as FastifyBaseLogger;

afterEach(() => {
  vi.useRealTimers();
});

describe('the schedule of background rounds', () => {
  it('runs one interval after start, or sooner the first time when asked, and not after stop', async () => {
    vi.useFakeTimers();
    const rounds: string[] = [];
    const job = (name: string, firstAfterMs?: number) =>
      intervalJob({
        intervalMs: 60_000,
        firstAfterMs,
        logger,
        failure: 'failed',
        fallback: null,
        round: async () => {
          rounds.push(name);
          return name;
        },
      });
    const plain = job('plain');
    const early = job('early', 10_000);
    plain.start();
    early.start();
    await vi.advanceTimersByTimeAsync(10_000);
    expect(rounds).toEqual(['early']);
    await vi.advanceTimersByTimeAsync(50_000);
    expect(rounds).toEqual(['early', 'plain', 'early']);
    await plain.stop();
    await early.stop();
    await vi.advanceTimersByTimeAsync(120_000);
    expect(rounds).toEqual(['early', 'plain', 'early']);
  });
});
