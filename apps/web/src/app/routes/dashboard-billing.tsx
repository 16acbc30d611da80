import { BillingPage } from '@/features/billing';

export function Component() {
  return <BillingPage />;
}
