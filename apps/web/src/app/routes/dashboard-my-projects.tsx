import { MyProjectsPage } from '@/features/my-projects/my-projects-page';

export function Component() {
  return <MyProjectsPage />;
}
