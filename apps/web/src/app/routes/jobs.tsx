import { JobBoardPage } from '@/features/job-board/job-board-page';

export function Component() {
  return <JobBoardPage />;
}
