export { PaymentsPage } from './payments-page';
export { PaymentPage } from './payment-page';
