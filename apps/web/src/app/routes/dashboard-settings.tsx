import { SettingsPage } from '@/features/dashboard';

export function Component() {
  return <SettingsPage />;
}
