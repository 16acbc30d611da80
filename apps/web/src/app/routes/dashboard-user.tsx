import { UserPage } from '@/features/users-admin';

export function Component() {
  return <UserPage />;
}
