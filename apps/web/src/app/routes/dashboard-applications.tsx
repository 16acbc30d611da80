import { ApplicationsPage } from '@/features/pipeline';

export function Component() {
  return <ApplicationsPage />;
}
