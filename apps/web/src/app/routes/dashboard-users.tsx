import { UsersPage } from '@/features/users-admin';

export function Component() {
  return <UsersPage />;
}
