/**
 * The API replies a server-rendered page was rendered with (decision 1002). The server renders a page, notes
 * the API addresses its components asked for, fetches them in process and renders again with them; the
 * browser gets them in `<script type="application/json" id="initial-data">` and its first render (the
 * hydration) reads the same replies, so it matches the server's HTML. After that first render every read
 * goes to the API as before.
 */
type Store = { data: Record<string, unknown>; wanted: Set<string> | null; origin?: string };

let store: Store | null = null;
let ended = false;

function current(): Store | null {
  if (ended) return null;
  if (store === null && typeof document !== 'undefined') {
    const script = document.getElementById('initial-data');
    let data: Record<string, unknown> = {};
    try {
      data = script?.textContent ? (JSON.parse(script.textContent) as Record<string, unknown>) : {};
    } catch {
      // A damaged script only costs the first fetch.
    }
    store = { data, wanted: null };
  }
  return store;
}

/** An API reply as the server got it: its status and its JSON body. */
export type InitialReply<T> = { status: number; body: T };

/** The reply the page was rendered with for this API address, if any (server: notes the address). */
export function initialData<T>(path: string): InitialReply<T> | undefined {
  const now = current();
  if (!now) return undefined;
  if (path in now.data) return now.data[path] as InitialReply<T>;
  now.wanted?.add(path);
  return undefined;
}

/**
 * What the server gave the page beside the API's replies (the contact form it refused, decision 1075), if any: read
 * as `initialData` is, but never asked for, since the server alone has it.
 */
export function givenData<T>(key: string): InitialReply<T> | undefined {
  const now = current();
  return now && key in now.data ? (now.data[key] as InitialReply<T>) : undefined;
}

/** The successful reply the page was rendered with, if any. */
export function initialBody<T>(path: string): T | undefined {
  const reply = initialData<T>(path);
  return reply && reply.status === 200 ? reply.body : undefined;
}

/** After the first render (hydration): later renders read the API. */
export function endInitialData(): void {
  if (typeof document === 'undefined') return;
  ended = true;
  // The server's page is now the app's (tests and tools wait for this mark to go).
  document.getElementById('root')?.removeAttribute('data-rendered');
}

/** Server: the replies for the next render, the set its components' other addresses go to, and the site's origin. */
export function provideInitialData(
  data: Record<string, unknown>,
  wanted: Set<string>,
  origin?: string,
): void {
  store = { data, wanted, origin };
}

/** The site's origin (https://host): the page's own in the browser, the rendered address's on the server. */
export function pageOrigin(): string {
  return typeof window !== 'undefined' ? window.location.origin : (store?.origin ?? '');
}
