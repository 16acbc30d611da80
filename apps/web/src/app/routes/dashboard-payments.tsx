import { PaymentsPage } from '@/features/plans';

export function Component() {
  return <PaymentsPage />;
}
