import { MessagesPage } from '@/features/messages';

/** /dashboard/messages and /dashboard/messages/:id (issue 13). */
export function Component() {
  return <MessagesPage />;
}
