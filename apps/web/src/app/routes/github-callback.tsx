import { GithubCallbackPage } from '@/features/auth/github-callback-page';

export function Component() {
  return <GithubCallbackPage />;
}
