/**
 * Where a sign-in should end: the page that sent the visitor to /login (a job's "Sign in to apply"), carried in the
 * history state from login to registration, verification and back to login (decision 1222). Only paths inside this
 * app: never an open redirect.
 */
export function returnPath(state: unknown): string | undefined {
  const from = state && typeof state === 'object' ? (state as { from?: unknown }).from : undefined;
  return typeof from === 'string' && from.startsWith('/') && !from.startsWith('//') && from !== '/login'
    ? from
    : undefined;
}

/** The history state that hands the return path on to the next sign-in page (none when there is nothing to return to). */
export function returnState(state: unknown): { from: string } | undefined {
  const from = returnPath(state);
  return from ? { from } : undefined;
}
