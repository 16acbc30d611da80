import { JobsPage } from '@/features/job-management';

export function Component() {
  return <JobsPage />;
}
