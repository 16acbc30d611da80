import type { ReactNode } from 'react';
import { msg } from '@lingui/core/macro';
import BookOpen from 'lucide-react/icons/book-open';
import FolderKanban from 'lucide-react/icons/folder-kanban';
import LifeBuoy from 'lucide-react/icons/life-buoy';
import MessageSquare from 'lucide-react/icons/message-square';
import Sparkles from 'lucide-react/icons/sparkles';
import User from 'lucide-react/icons/user';
import { CardGroup } from './dashboard-card';
import type { CardLink } from './dashboard-card';

const MEMBER_CARDS: CardLink[] = [
  {
    to: '/dashboard/my-projects',
    title: msg`My Projects`,
    description: msg`Projects you own or contribute to.`,
    icon: FolderKanban,
  },
  {
    to: '/dashboard/messages',
    title: msg`Messages`,
    description: msg`Your conversations.`,
    icon: MessageSquare,
  },
  {
    to: '/dashboard/support',
    title: msg`Support`,
    description: msg`Ask for help, follow requests.`,
    icon: LifeBuoy,
  },
  {
    to: '/dashboard/resources',
    title: msg`Resources`,
    description: msg`Guides and templates.`,
    icon: BookOpen,
  },
  { to: '/profile', title: msg`My Profile`, description: msg`Account details and permissions.`, icon: User },
  // Spec §4's Vietnamese name of the plans page, the same in both languages.
  { to: '/plans', title: 'Gói dịch vụ', description: msg`Upgrade to an employer account.`, icon: Sparkles },
];

/**
 * The member panel (spec §2): six cards, project status, notifications. The route adds the job feed and passes the
 * project status list of the member's real projects (issue 12) and their real notifications (issue 18, decision
 * 1180).
 */
export function MemberDashboard({
  projectStatus,
  notifications,
}: {
  projectStatus: ReactNode;
  notifications: ReactNode;
}) {
  return (
    <div>
      <CardGroup title={msg`Your Space`} cards={MEMBER_CARDS} />
      <div className="mb-8 grid gap-6 lg:grid-cols-2">
        {projectStatus}
        {notifications}
      </div>
    </div>
  );
}
