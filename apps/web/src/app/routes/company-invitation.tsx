import { CompanyInvitationPage } from '@/features/auth/company-invitation-page';

export function Component() {
  return <CompanyInvitationPage />;
}
