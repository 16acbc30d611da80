/**
 * The jobs module's public surface for other modules (job alerts): the board's matching rules and the posting's
 * shape. Other modules import from here, never from ./service or ./routes.
 */
export { JOB_COLUMNS, JOB_FROM, JOB_MATCH, searchPattern, toJob } from './service';
export type { JobRow } from './service';
