import { NotificationsPage } from '@/features/recruiters';

export function Component() {
  return <NotificationsPage />;
}
