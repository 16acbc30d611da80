/**
 * The candidates module's public surface for other modules (the company page): the company's unlock quota, and
 * who the caller may see (alias c), for adding a candidate to a posting (decision 560).
 * Other modules import from here, never from ./service or ./routes.
 */
export { quota as unlockQuota, visible as candidateVisible } from './service';
