import { UsersPage } from '@/features/dashboard';

export function Component() {
  return <UsersPage />;
}
