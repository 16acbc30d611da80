import { SupportPage } from '@/features/support';

export function Component() {
  return <SupportPage />;
}
