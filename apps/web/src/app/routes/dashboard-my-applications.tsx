import { MyApplicationsPage } from '@/features/my-applications';

export function Component() {
  return <MyApplicationsPage />;
}
