export { SystemSettingsPage } from './settings-page';
