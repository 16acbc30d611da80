/**
 * The candidates module's public surface for other modules (the company page): the company's unlock quota; who the
 * caller may see and whose contact details it sees (alias c), for adding a candidate to a posting (decision 560).
 * Other modules import from here, never from ./service or ./routes.
 */
export {
  quota as unlockQuota,
  visible as candidateVisible,
  contactVisible as candidateContactVisible,
} from './service';
