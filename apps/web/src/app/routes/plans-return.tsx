import { DashboardShell } from '@/features/dashboard';
import { PaymentReturnPage } from '@/features/plans';

/** /plans/return: where the payment gateway sends the browser back (issue 19), inside the dashboard shell. */
export function Component() {
  return (
    <DashboardShell>
      <PaymentReturnPage />
    </DashboardShell>
  );
}
