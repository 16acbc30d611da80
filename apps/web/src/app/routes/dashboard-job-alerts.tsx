import { JobAlertsPage } from '@/features/job-alerts/job-alerts-page';

export function Component() {
  return <JobAlertsPage />;
}
