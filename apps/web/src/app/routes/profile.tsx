import { DashboardShell } from '@/features/dashboard';
import { PackagePanel } from '@/features/plans';
import { ProfilePage } from '@/features/profile';

/** /profile inside the dashboard shell, so "My Profile" in the sidebar stays in place (decision 150). */
export function Component() {
  return (
    <DashboardShell>
      <ProfilePage packagePanel={<PackagePanel />} />
    </DashboardShell>
  );
}
