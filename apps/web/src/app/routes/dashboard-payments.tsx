import { PaymentsPage } from '@/features/payments-admin';

export function Component() {
  return <PaymentsPage />;
}
