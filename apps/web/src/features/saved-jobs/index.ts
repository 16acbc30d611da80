export { SavedJobsPage } from './saved-jobs-page';
