import { InterviewsPage } from '@/features/interviews';

export function Component() {
  return <InterviewsPage />;
}
