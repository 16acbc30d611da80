import { ForgotPasswordPage } from '@/features/auth/forgot-password-page';

export function Component() {
  return <ForgotPasswordPage />;
}
