import { ApplicationPage } from '@/features/pipeline';

export function Component() {
  return <ApplicationPage />;
}
