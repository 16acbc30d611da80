import { useSyncExternalStore } from 'react';

const subscribe = () => () => undefined;

/**
 * False on the server and during the hydration of a server-rendered page, true after it (and from the start of a
 * page rendered in the browser). A lazily loaded island renders its placeholder until then, so the hydration
 * matches the server's HTML instead of being thrown away (decision 1000).
 */
export function useHydrated(): boolean {
  return useSyncExternalStore(
    subscribe,
    () => true,
    () => false,
  );
}
