import { ProjectsPage } from '@/features/site/pages/projects-page';

export function Component() {
  return <ProjectsPage />;
}
