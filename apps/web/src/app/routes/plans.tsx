import { DashboardShell } from '@/features/dashboard';
import { PlansPage } from '@/features/plans';

/** /plans, "Gói dịch vụ" (spec §4), inside the dashboard shell (decision 150). */
export function Component() {
  return (
    <DashboardShell>
      <PlansPage />
    </DashboardShell>
  );
}
