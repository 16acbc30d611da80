import { CompanyPage } from '@/features/company';

export function Component() {
  return <CompanyPage />;
}
