export { PlansPage } from './plans-page';
export { PackagePanel } from './package-panel';
export { useSubscription } from './api';
export { PaymentReturnPage } from './payment-return';
