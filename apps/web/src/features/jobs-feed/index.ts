export { JobFeed } from './job-feed';
