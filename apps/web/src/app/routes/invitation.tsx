import { InvitationPage } from '@/features/auth/invitation-page';

export function Component() {
  return <InvitationPage />;
}
