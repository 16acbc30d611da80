import { createHook } from 'node:async_hooks';

/**
 * One of Node's own `process.nextTick` records, kept for the life of the process (decision 1027).
 *
 * Node builds each record as an object literal with computed symbol keys. V8 remembers the object's hidden class
 * (map) after each key at each of those literal sites, and has no polymorphic state for them: the first other map
 * seen makes the site megamorphic for good, and every later record (a request makes about ten) goes through V8's
 * runtime, about 5 µs a request on this machine. The intermediate maps are referenced only by live records, so a
 * full garbage collection while no record is alive (PGlite's start-up allocates enough to cause one) drops them,
 * the next record builds new ones, and the sites go megamorphic. One record kept alive keeps its maps alive.
 *
 * Node hands the record to async hooks' `init` as the resource of a 'TickObject'; the hook is enabled only for one
 * `nextTick` here, at module load, before the first collection can have happened.
 */
let kept: object | undefined;
const hook = createHook({
  init(_asyncId, type, _triggerAsyncId, resource) {
    if (type === 'TickObject') kept ??= resource;
  },
});
hook.enable();
process.nextTick(() => {});
hook.disable();

export const keptTickRecord: object | undefined = kept;
