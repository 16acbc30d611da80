import { InterviewKitsPage } from '@/features/job-management';

export function Component() {
  return <InterviewKitsPage />;
}
