export { SystemLogsPage } from './logs-page';
