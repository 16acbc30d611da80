import { ResourcesPage } from '@/features/resources/resources-page';

export function Component() {
  return <ResourcesPage />;
}
