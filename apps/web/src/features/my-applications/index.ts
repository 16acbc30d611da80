export { MyApplicationsPage } from './my-applications-page';
