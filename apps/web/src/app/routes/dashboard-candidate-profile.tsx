import { CandidateProfilePage } from '@/features/candidate-profile';

export function Component() {
  return <CandidateProfilePage />;
}
