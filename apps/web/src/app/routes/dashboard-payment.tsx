import { PaymentPage } from '@/features/plans';

export function Component() {
  return <PaymentPage />;
}
