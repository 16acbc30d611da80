import { AboutPage } from '@/features/site/pages/about-page';

export function Component() {
  return <AboutPage />;
}
