export { CompanyPage } from './company-page';
