import { Suspense, useState } from 'react';
import type { ReactNode } from 'react';

/**
 * Hydration in slices (decision 1016): the server's page is taken over one part at a time (header, page, footer),
 * each in a task of its own, so that no single task holds the browser for the whole page. A slice suspends during
 * the first render of a hydration and resumes in a later task; Preact keeps a suspended slice's server DOM as it is
 * meanwhile (its one root element). Outside a hydration (a page rendered in the browser, the server, the tests) a
 * slice renders its children at once.
 */
type Slice = { wait: Promise<void> | null };

let hydrating = false;
/** The address's query as the server rendered the page, while a hydration is under way (see servedSearch). */
let hydratedSearch = '';
/** After the reader's first input: slices met from then on (inside a resumed one) hydrate at once too. */
let eager = false;
const queue: Array<() => void> = [];
const afterward: Array<() => void> = [];

/**
 * The reader's first touch, key or focus hydrates every waiting slice at once, before that input can change
 * anything: a change that reached a waiting slice would otherwise be hydrated onto the server's older HTML, whose
 * attributes and field values Preact does not correct while hydrating.
 */
const INPUTS = ['pointerdown', 'keydown', 'focusin'] as const;

function resumeAll(): void {
  eager = true;
  for (const input of INPUTS) document.removeEventListener(input, resumeAll, true);
  // Each resumed slice renders in the microtasks that follow this listener, before the input's own handlers.
  for (const resume of queue.splice(0)) resume();
}

/** main.tsx, just before it hydrates the server's page. */
export function startSlicedHydration(): void {
  hydrating = true;
  hydratedSearch = window.location.search;
  for (const input of INPUTS) document.addEventListener(input, resumeAll, true);
  setTimeout(resumeNext, 0);
}

/** One slice per task, in the order they suspended (the page's order); then what waited for the whole page. */
function resumeNext(): void {
  const resume = queue.shift();
  if (resume) {
    // The slice renders in this task's microtasks (Preact re-renders a resolved Suspense right away).
    resume();
    setTimeout(resumeNext, 0);
    return;
  }
  hydrating = false;
  for (const input of INPUTS) document.removeEventListener(input, resumeAll, true);
  for (const run of afterward.splice(0)) run();
}

/**
 * The query of the address the server rendered, while a hydration is under way; undefined otherwise. A slice that
 * waits keeps the server's HTML, and Preact does not correct its attributes while hydrating it: a value read from the
 * address into an attribute (a link's href) is read from this one until the page is hydrated (decision 1122).
 */
export function servedSearch(): string | undefined {
  return hydrating ? hydratedSearch : undefined;
}

/** Runs `run` once every slice of the page has been hydrated (at once when no hydration is under way). */
export function whenHydrated(run: () => void): void {
  if (hydrating) afterward.push(run);
  else run();
}

function Gate({ slice, children }: { slice: Slice; children: ReactNode }) {
  if (slice.wait) throw slice.wait;
  return children;
}

/** `children` must render exactly one root element: Preact keeps that element while the slice waits. */
export function HydrationSlice({ children }: { children: ReactNode }) {
  const [slice] = useState<Slice>(() => {
    const created: Slice = { wait: null };
    if (hydrating && !eager) {
      created.wait = new Promise<void>((resolve) =>
        queue.push(() => {
          created.wait = null;
          resolve();
        }),
      );
    }
    return created;
  });
  return (
    <Suspense fallback={null}>
      <Gate slice={slice}>{children}</Gate>
    </Suspense>
  );
}
