export { JobsPage } from './jobs-page';
export { JobEditPage } from './job-edit-page';
