import { JobEditPage } from '@/features/job-management';

export function Component() {
  return <JobEditPage />;
}
