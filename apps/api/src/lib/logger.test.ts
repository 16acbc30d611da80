import { closeSync, mkdtempSync, openSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { describe, expect, it, vi } from 'vitest';
import { accessLineWriter, createLogger, lazyChildLogger } from './logger';

function withLogFile(run: (fd: number) => void): string[] {
  const dir = mkdtempSync(path.join(tmpdir(), 'logger-'));
  const file = path.join(dir, 'log');
  const fd = openSync(file, 'w');
  try {
    run(fd);
    return readFileSync(file, 'utf8').trim().split('\n');
  } finally {
    closeSync(fd);
    rmSync(dir, { recursive: true, force: true });
  }
}

describe('the access line', () => {
  it('is the line pino writes for the same fields, in the same order, with the text escaped', () => {
    const line = { reqId: 'r-1', method: 'GET', url: '/jobs?q="a"\\b\u2028', status: 404, ms: 3 };
    const lines = withLogFile((fd) => {
      const { logger, flush } = createLogger('info', fd);
      accessLineWriter(logger)!(line);
      logger.info(line, 'request');
      flush();
    });
    expect(lines).toHaveLength(2);
    const [fast, slow] = lines.map((text) => JSON.parse(text) as Record<string, unknown>);
    expect(Object.keys(fast!)).toEqual(Object.keys(slow!));
    expect({ ...fast, time: 0 }).toEqual({ ...slow, time: 0 });
    expect(fast!.url).toBe(line.url);
  });

  it('is written in blocks, yet keeps its place among the other lines', async () => {
    const dir = mkdtempSync(path.join(tmpdir(), 'logger-'));
    const file = path.join(dir, 'log');
    const fd = openSync(file, 'w');
    try {
      const { logger, flush } = createLogger('info', fd);
      const write = accessLineWriter(logger)!;
      write({ reqId: 'r-1', method: 'GET', url: '/a', status: 200, ms: 1 });
      logger.warn('between');
      // A block and a half: the first block goes to the file on its own (asynchronously), the rest waits for the
      // flush (less than a block, so nothing else is in flight when it comes).
      for (let i = 2; i <= 80; i++)
        write({ reqId: `r-${i}`, method: 'GET', url: `/${'x'.repeat(100)}`, status: 200, ms: 0 });
      await vi.waitFor(() => expect(readFileSync(file, 'utf8')).not.toBe(''));
      logger.error('after');
      flush();
      const parsed = readFileSync(file, 'utf8')
        .trim()
        .split('\n')
        .map((text) => JSON.parse(text) as { msg: string; reqId?: string });
      expect(parsed.map((line) => line.reqId ?? line.msg)).toEqual([
        'r-1',
        'between',
        ...Array.from({ length: 79 }, (_, i) => `r-${i + 2}`),
        'after',
      ]);
    } finally {
      closeSync(fd);
      rmSync(dir, { recursive: true, force: true });
    }
  });

  it('is not written when the level leaves out info', () => {
    const lines = withLogFile((fd) => {
      const { logger, flush } = createLogger('warn', fd);
      accessLineWriter(logger)!({ reqId: 'r', method: 'GET', url: '/', status: 200, ms: 0 });
      logger.warn('kept');
      flush();
    });
    expect(lines.map((text) => (JSON.parse(text) as { msg: string }).msg)).toEqual(['kept']);
  });
});

describe('a request’s logger', () => {
  it('writes with the request’s bindings when used, like a child logger', () => {
    const lines = withLogFile((fd) => {
      const { logger, flush } = createLogger('info', fd);
      const lazy = lazyChildLogger(logger, { reqId: 'r-9' }, {});
      lazy.warn({ detail: 1 }, 'careful');
      lazy.child({ step: 'two' }).info('next');
      expect((lazy as unknown as { bindings(): object }).bindings()).toMatchObject({ reqId: 'r-9' });
      expect((lazy as unknown as { isLevelEnabled(l: string): boolean }).isLevelEnabled('debug')).toBe(false);
      flush();
    });
    const [first, second] = lines.map((text) => JSON.parse(text) as Record<string, unknown>);
    expect(first).toMatchObject({ level: 40, reqId: 'r-9', detail: 1, msg: 'careful' });
    expect(second).toMatchObject({ level: 30, reqId: 'r-9', step: 'two', msg: 'next' });
  });
});
