/**
 * The jobs module's public surface for other modules (job alerts, the public pages): the board's matching rules, the
 * posting's shape and this instance's count of posting changes. Other modules import from here, never from ./service or ./routes.
 */
export { JOB_COLUMNS, JOB_FROM, JOB_MATCH, postingGeneration, storedTextPatterns, toJob } from './service';
export type { JobRow } from './service';
