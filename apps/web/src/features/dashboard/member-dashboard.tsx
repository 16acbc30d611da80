import type { ReactNode } from 'react';
import type { MessageDescriptor } from '@lingui/core';
import { msg } from '@lingui/core/macro';
import { Trans, useLingui } from '@lingui/react/macro';
import { formatNumber, formatRelative } from '@app/shared';
import type { Locale } from '@app/shared';
import BookOpen from 'lucide-react/icons/book-open';
import Bell from 'lucide-react/icons/bell';
import FolderKanban from 'lucide-react/icons/folder-kanban';
import LifeBuoy from 'lucide-react/icons/life-buoy';
import MessageSquare from 'lucide-react/icons/message-square';
import Sparkles from 'lucide-react/icons/sparkles';
import TriangleAlert from 'lucide-react/icons/triangle-alert';
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

type Status = 'in-progress' | 'planning' | 'completed';
export type ProjectStatus = { name: MessageDescriptor; status: Status; progress: number };
/** `ago`: how long before now the notice came, shown as a relative time in the active language. */
export type Notice = { type: 'message' | 'update' | 'alert'; text: MessageDescriptor; ago: number };

const HOUR = 3_600_000;
const DAY = 24 * HOUR;

/** Spec §3 dashboard sample items (static until projects and notifications have an API). */
export const SAMPLE_PROJECTS: ProjectStatus[] = [
  { name: msg`Portfolio Website`, status: 'in-progress', progress: 65 },
  { name: msg`Mobile Banking App`, status: 'planning', progress: 15 },
  { name: msg`Open Source CLI Tool`, status: 'completed', progress: 100 },
];

export const SAMPLE_NOTICES: Notice[] = [
  { type: 'message', text: msg`New message from the DotTrip team`, ago: 2 * HOUR },
  { type: 'update', text: msg`Project “Portfolio Website” was updated`, ago: DAY },
  { type: 'alert', text: msg`Complete your profile to get better job matches`, ago: 3 * DAY },
];

const STATUS_LABEL: Record<Status, MessageDescriptor> = {
  'in-progress': msg`In Progress`,
  planning: msg`Planning`,
  completed: msg`Completed`,
};

const STATUS_STYLE: Record<Status, string> = {
  'in-progress': 'bg-sky-500/15 text-sky-200',
  planning: 'bg-amber-500/15 text-amber-200',
  completed: 'bg-emerald-500/15 text-emerald-200',
};

const NOTICE_ICON = { message: MessageSquare, update: Bell, alert: TriangleAlert } as const;
const NOTICE_LABEL = { message: msg`Message`, update: msg`Update`, alert: msg`Alert` } as const;

/** "2 hours ago", "Yesterday" / "2 giờ trước", "Hôm qua": a relative time starting with a capital. */
function ago(ms: number, locale: Locale): string {
  const now = new Date();
  const text = formatRelative(new Date(now.getTime() - ms), now, locale);
  return text.charAt(0).toUpperCase() + text.slice(1);
}

/**
 * The member panel (spec §2): six cards, project status, notifications. The route adds the job feed and passes the
 * project status list of the member's real projects (issue 12) and their real notifications (issue 18, decision
 * 1180); without them the spec's sample lists show.
 */
export function MemberDashboard({
  projectStatus,
  notifications,
}: { projectStatus?: ReactNode; notifications?: ReactNode } = {}) {
  const { t, i18n } = useLingui();
  const locale = i18n.locale as Locale;
  return (
    <div>
      <CardGroup title={msg`Your Space`} cards={MEMBER_CARDS} />

      <div className="mb-8 grid gap-6 lg:grid-cols-2">
        {projectStatus ?? (
          <section
            aria-labelledby="projects-title"
            className="rounded-xl border border-slate-800 bg-slate-900 p-5"
          >
            <h2 id="projects-title" className="mb-4 text-lg font-semibold text-white">
              <Trans>Project Status</Trans>
            </h2>
            <ul className="space-y-4">
              {SAMPLE_PROJECTS.map((project) => {
                const name = i18n._(project.name);
                const percent = `${formatNumber(project.progress, locale)}%`;
                return (
                  <li key={project.name.id}>
                    <div className="mb-1 flex items-center justify-between gap-2">
                      <span className="font-medium text-slate-100">{name}</span>
                      <span
                        className={`rounded-full px-2 py-0.5 text-xs font-medium ${STATUS_STYLE[project.status]}`}
                      >
                        {i18n._(STATUS_LABEL[project.status])}
                      </span>
                    </div>
                    <div
                      role="progressbar"
                      aria-label={t`${name} progress`}
                      aria-valuemin={0}
                      aria-valuemax={100}
                      aria-valuenow={project.progress}
                      className="h-2 overflow-hidden rounded-full bg-slate-800"
                    >
                      <div
                        className="h-full rounded-full bg-sky-500"
                        style={{ width: `${project.progress}%` }}
                      />
                    </div>
                    <p className="mt-1 text-right text-xs text-slate-300">{percent}</p>
                  </li>
                );
              })}
            </ul>
          </section>
        )}

        {notifications ?? (
          <section
            aria-labelledby="notices-title"
            className="rounded-xl border border-slate-800 bg-slate-900 p-5"
          >
            <h2 id="notices-title" className="mb-4 text-lg font-semibold text-white">
              <Trans>Notifications</Trans>
            </h2>
            <ul className="space-y-3">
              {SAMPLE_NOTICES.map((notice) => {
                const Icon = NOTICE_ICON[notice.type];
                return (
                  <li key={notice.text.id} className="flex gap-3">
                    <Icon aria-hidden="true" className="mt-0.5 h-5 w-5 shrink-0 text-sky-300" />
                    <div>
                      <p className="text-slate-100">
                        <span className="sr-only">{i18n._(NOTICE_LABEL[notice.type])}: </span>
                        {i18n._(notice.text)}
                      </p>
                      <p className="text-xs text-slate-400">{ago(notice.ago, locale)}</p>
                    </div>
                  </li>
                );
              })}
            </ul>
          </section>
        )}
      </div>
    </div>
  );
}
