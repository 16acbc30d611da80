import { JobBoardPage } from '@/features/job-board/job-board-page';
import { SaveSearch } from '@/features/job-alerts/save-search';

export function Component() {
  return <JobBoardPage saveSearch={<SaveSearch />} />;
}
