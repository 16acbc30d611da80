import { ContentPage } from '@/features/content/content-page';

export function Component() {
  return <ContentPage />;
}
