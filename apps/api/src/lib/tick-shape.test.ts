import { execFileSync } from 'node:child_process';
import { closeSync, mkdtempSync, openSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import { keptTickRecord } from './tick-shape';

const MODULE = fileURLToPath(new URL('./tick-shape.ts', import.meta.url));

/**
 * Runs ticks, a full collection while no tick record is alive, more ticks, then prints V8's view of
 * `process.nextTick` and counts the literal sites V8 gave up on (megamorphic: every record through the runtime).
 */
function megamorphicSitesAfterCollection(keep: boolean): number {
  const script = `
    ${keep ? `await import(${JSON.stringify(MODULE)});` : ''}
    const tick = () => new Promise((resolve) => process.nextTick(resolve));
    for (let i = 0; i < 50; i++) await tick();
    await new Promise((resolve) => setTimeout(resolve, 10));
    globalThis.gc();
    await new Promise((resolve) => setTimeout(resolve, 10));
    for (let i = 0; i < 50; i++) await tick();
    new Function('f', '%DebugPrint(f)')(process.nextTick);`;
  // Into a file, not a pipe: V8 prints through C's stdio, and Node makes a pipe non-blocking, so a busy reader could
  // see the print cut short.
  const dir = mkdtempSync(path.join(tmpdir(), 'tick-shape-'));
  const file = path.join(dir, 'out');
  const fd = openSync(file, 'w');
  let out: string;
  try {
    execFileSync(
      process.execPath,
      ['--import', 'tsx', '--allow-natives-syntax', '--expose-gc', '--input-type=module', '-e', script],
      { stdio: ['ignore', fd, 'inherit'] },
    );
    out = readFileSync(file, 'utf8');
  } finally {
    closeSync(fd);
    rmSync(dir, { recursive: true, force: true });
  }
  expect(out).toContain('DefineKeyedOwnPropertyInLiteral');
  return out.split('\n').filter((line) => /DefineKeyedOwnPropertyInLiteral MEGAMORPHIC/.test(line)).length;
}

describe("Node's tick records keep their shape (decision 1027)", () => {
  it('holds one of Node’s own tick records', () => {
    expect(keptTickRecord).toBeTypeOf('object');
  });

  it('keeps process.nextTick on its fast path after a collection that would otherwise lose it', () => {
    // Without the kept record the collection drops the records' maps and V8 gives up on the literal's sites.
    expect(megamorphicSitesAfterCollection(false)).toBeGreaterThan(0);
    expect(megamorphicSitesAfterCollection(true)).toBe(0);
  }, 30_000);
});
