import { SystemSettingsPage } from '@/features/system-settings';

export function Component() {
  return <SystemSettingsPage />;
}
