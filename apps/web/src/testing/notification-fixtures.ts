// The member's notifications as `GET /api/me/notifications` answers them (issue 18, decision 1180).

type Notification = {
  id: string;
  kind: string;
  data: Record<string, unknown>;
  link: string;
  read: boolean;
  created_at: string;
};

/** A new message from Acme about its React Developer posting, unread. */
export const MESSAGE_NOTIFICATION: Notification = {
  id: 'n1',
  kind: 'message.received',
  data: { from: 'Acme', title: 'React Developer' },
  link: '/dashboard/messages/c1',
  read: false,
  created_at: '2026-11-27T03:00:00Z',
};

/** The stub of `GET /api/me/notifications` for these notifications; the unread count is theirs unless given. */
export function notificationsReply(
  notifications: Notification[],
  unread = notifications.filter((n) => !n.read).length,
) {
  return () => ({ body: { success: true, unread, notifications } });
}
