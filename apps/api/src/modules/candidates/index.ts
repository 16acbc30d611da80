/**
 * The candidates module's public surface for other modules (the company page): the company's unlock quota.
 * Other modules import from here, never from ./service or ./routes.
 */
export { quota as unlockQuota } from './service';
