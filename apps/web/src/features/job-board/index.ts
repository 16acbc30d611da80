export { JobBoardPage } from './job-board-page';
export { JobDetailPage } from './job-detail-page';
