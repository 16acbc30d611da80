export { PlansPage } from './plans-page';
export { PackagePanel } from './package-panel';
export { useSubscription } from './api';
export { PaymentReturnPage } from './payment-return';
export { BillingPage } from './billing-page';
export { PaymentsPage } from './payments-page';
export { PaymentPage } from './payment-page';
