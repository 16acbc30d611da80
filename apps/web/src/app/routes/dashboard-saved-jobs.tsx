import { SavedJobsPage } from '@/features/saved-jobs';

export function Component() {
  return <SavedJobsPage />;
}
