export { BillingPage } from './billing-page';
