/** Node's socket errors: the database server cannot be reached or the connection broke. */
const NETWORK_CODES = new Set([
  'ECONNREFUSED',
  'ECONNRESET',
  'ETIMEDOUT',
  'EHOSTUNREACH',
  'ENETUNREACH',
  'ENOTFOUND',
  'EAI_AGAIN',
  'EPIPE',
  // A query unanswered within the deadline (db/client.ts, decision 1231).
  'DATABASE_TIMEOUT',
]);

/** node-postgres' own words for a connection it lost, could not make, or may no longer use. */
const DRIVER_MESSAGES = [
  'Connection terminated',
  'timeout exceeded when trying to connect',
  'is not queryable',
  'Cannot use a pool after calling end on the pool',
];

type Failure = { code?: unknown; severity?: unknown; message?: unknown; cause?: unknown };

function isUnavailable(error: Failure): boolean {
  const code = typeof error.code === 'string' ? error.code : '';
  if (NETWORK_CODES.has(code)) return true;
  // SQLSTATE class 08 (connection exception); shutting down, starting up, too many connections; a statement the
  // server cancelled at the pool's statement_timeout (db/client.ts: a lock or a load that did not clear in time).
  if (/^08/.test(code) || ['57P01', '57P02', '57P03', '53300', '57014'].includes(code)) return true;
  // A FATAL error ends the session: the server refused the connection (a database that accepts none, a dropped one).
  if (error.severity === 'FATAL' || error.severity === 'PANIC') return true;
  const message = typeof error.message === 'string' ? error.message : '';
  return DRIVER_MESSAGES.some((text) => message.includes(text));
}

/**
 * Whether a failure means the database cannot be used just now, rather than a fault of the request or the code
 * (decision 1231): the request may succeed in a moment, so it answers 503, not 500. Drizzle wraps the driver's
 * error as `cause`.
 */
export function isDatabaseUnavailable(error: unknown): boolean {
  let current: unknown = error;
  for (let depth = 0; depth < 5 && current && typeof current === 'object'; depth++) {
    // A failed `fetch` (an S3 bucket, GitHub) carries the same socket codes as its cause: not the database.
    if (current instanceof TypeError && current.message === 'fetch failed') return false;
    if (isUnavailable(current as Failure)) return true;
    current = (current as Failure).cause;
  }
  return false;
}
