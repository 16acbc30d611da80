import type { Clock } from '../src/lib/clock';

/** A clock the test moves by hand, so expiry rules are checked without waiting. */
export function testClock(start = new Date()) {
  let now = start.getTime();
  return {
    now: () => new Date(now),
    advance(ms: number) {
      now += ms;
    },
  } satisfies Clock & { advance(ms: number): void };
}
