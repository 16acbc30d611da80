import { PaymentPage } from '@/features/payments-admin';

export function Component() {
  return <PaymentPage />;
}
