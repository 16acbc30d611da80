import { CandidatesPage } from '@/features/candidates';

export function Component() {
  return <CandidatesPage />;
}
