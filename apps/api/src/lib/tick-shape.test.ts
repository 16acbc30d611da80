import { execFileSync } from 'node:child_process';
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
  const out = execFileSync(
    process.execPath,
    ['--import', 'tsx', '--allow-natives-syntax', '--expose-gc', '--input-type=module', '-e', script],
    { encoding: 'utf8' },
  );
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
