import { AccountSettingsPage } from '@/features/account-settings';
import { DashboardShell } from '@/features/dashboard';

/** /profile/edit: Edit Profile inside the dashboard shell, like /profile (decision 330). */
export function Component() {
  return (
    <DashboardShell>
      <AccountSettingsPage />
    </DashboardShell>
  );
}
