import { UnsubscribePage } from '@/features/job-alerts/unsubscribe-page';

export function Component() {
  return <UnsubscribePage />;
}
