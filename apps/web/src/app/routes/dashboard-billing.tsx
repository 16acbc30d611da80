import { BillingPage } from '@/features/plans';

export function Component() {
  return <BillingPage />;
}
