import { TeamPage } from '@/features/site/pages/team-page';

export function Component() {
  return <TeamPage />;
}
