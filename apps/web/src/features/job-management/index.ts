export { JobsPage } from './jobs-page';
export { JobEditPage } from './job-edit-page';
export { InterviewKitsPage } from './kits-page';
