import { CandidatePage } from '@/features/candidates';

export function Component() {
  return <CandidatePage />;
}
