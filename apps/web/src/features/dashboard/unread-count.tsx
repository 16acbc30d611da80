import { useQuery } from '@tanstack/react-query';
import { Plural } from '@lingui/react/macro';
import type { NotificationsReply } from '@app/shared';
import { api } from '@/lib/api-client';

/**
 * The sidebar's count of unread messages (issue 13): polled every 30 s while the tab is visible; the server's ETag
 * makes an unchanged count a 304 (decision 955). The key is the one the messages feature refreshes after reading.
 */
export function UnreadCount() {
  const { data: unread = 0 } = useQuery({
    queryKey: ['messages', 'unread'],
    queryFn: ({ signal }) =>
      api.get<{ unread: number }>('/api/messages/unread', { signal }).then((reply) => reply.unread),
    refetchInterval: 30_000,
  });
  return <Badge unread={unread} />;
}

/**
 * The sidebar's count of unread notifications (issue 18, decision 1180), polled every 30 s. It shares its key with the
 * notifications page and the dashboard's list, so marking one read there lowers it at once.
 */
export function UnreadNotifications() {
  const { data: unread = 0 } = useQuery({
    queryKey: ['me', 'notifications'],
    queryFn: ({ signal }) => api.get<NotificationsReply>('/api/me/notifications', { signal }),
    select: (reply) => reply.unread,
    refetchInterval: 30_000,
  });
  return <Badge unread={unread} />;
}

function Badge({ unread }: { unread: number }) {
  if (unread <= 0) return null;
  return (
    <>
      {' '}
      <span
        className="ml-2 rounded-full bg-sky-700 px-2 text-xs font-semibold text-white"
        data-testid="unread-count"
      >
        <Plural value={unread} one="# unread" other="# unread" />
      </span>
    </>
  );
}
