import type { RouteObject } from 'react-router';
import { isChunkLoadError } from './routes/route-error';

/** Spec §9: a page's script that has not arrived after 120 s has failed to load. */
export const CHUNK_TIMEOUT_MS = 120_000;

const FAILED = /^Loading chunk failed/;

/**
 * Spec §8 "Loading chunk failed with a reason (missing, timeout)" (decision 1169): a page's code that could not be
 * fetched fails as "missing", one that has not arrived after 120 s as "timeout", instead of an endless wait. The
 * route error page shows either with its reload button.
 */
export function loadChunk<T>(load: () => Promise<T>): Promise<T> {
  return new Promise<T>((resolve, reject) => {
    const timer = setTimeout(() => {
      reject(new Error(`Loading chunk failed (timeout): the page's code did not arrive within 120 s.`));
    }, CHUNK_TIMEOUT_MS);
    load().then(
      (value) => {
        clearTimeout(timer);
        resolve(value);
      },
      (error: unknown) => {
        clearTimeout(timer);
        const message = error instanceof Error ? error.message : String(error);
        reject(
          isChunkLoadError(error) && !FAILED.test(message)
            ? new Error(`Loading chunk failed (missing): ${message}`, { cause: error })
            : error,
        );
      },
    );
  });
}

const guarded = new WeakSet<object>();

/** Puts every `lazy` of a route table (children included) under `loadChunk`, in place; twice is a no-op. */
export function guardChunkLoads<T extends RouteObject[]>(routes: T): T {
  for (const route of routes) {
    const lazy = route.lazy;
    if (typeof lazy === 'function' && !guarded.has(lazy)) {
      const timed: typeof lazy = () => loadChunk(lazy);
      guarded.add(timed);
      route.lazy = timed;
    }
    if (route.children) guardChunkLoads(route.children);
  }
  return routes;
}
