export { JobAlertsPage } from './job-alerts-page';
export { SaveSearch } from './save-search';
export { UnsubscribePage } from './unsubscribe-page';
