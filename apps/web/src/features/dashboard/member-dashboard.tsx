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
    title: 'My Projects',
    description: 'Projects you own or contribute to.',
    icon: FolderKanban,
  },
  { to: '/dashboard/messages', title: 'Messages', description: 'Your conversations.', icon: MessageSquare },
  {
    to: '/dashboard/support',
    title: 'Support',
    description: 'Ask for help, follow requests.',
    icon: LifeBuoy,
  },
  { to: '/dashboard/resources', title: 'Resources', description: 'Guides and templates.', icon: BookOpen },
  { to: '/profile', title: 'My Profile', description: 'Account details and permissions.', icon: User },
  { to: '/plans', title: 'Gói dịch vụ', description: 'Upgrade to an employer account.', icon: Sparkles },
];

export type ProjectStatus = {
  name: string;
  status: 'In Progress' | 'Planning' | 'Completed';
  progress: number;
};
export type Notice = { type: 'message' | 'update' | 'alert'; text: string; time: string };

/** Spec §3 dashboard sample items (static until projects and notifications have an API). */
export const SAMPLE_PROJECTS: ProjectStatus[] = [
  { name: 'Portfolio Website', status: 'In Progress', progress: 65 },
  { name: 'Mobile Banking App', status: 'Planning', progress: 15 },
  { name: 'Open Source CLI Tool', status: 'Completed', progress: 100 },
];

export const SAMPLE_NOTICES: Notice[] = [
  { type: 'message', text: 'New message from the DotTrip team', time: '2 hours ago' },
  { type: 'update', text: 'Project “Portfolio Website” was updated', time: 'Yesterday' },
  { type: 'alert', text: 'Complete your profile to get better job matches', time: '3 days ago' },
];

const STATUS_STYLE: Record<ProjectStatus['status'], string> = {
  'In Progress': 'bg-sky-500/15 text-sky-200',
  Planning: 'bg-amber-500/15 text-amber-200',
  Completed: 'bg-emerald-500/15 text-emerald-200',
};

const NOTICE_ICON = { message: MessageSquare, update: Bell, alert: TriangleAlert } as const;
const NOTICE_LABEL = { message: 'Message', update: 'Update', alert: 'Alert' } as const;

/** The member panel (spec §2): six cards, project status, notifications. The route adds the job feed. */
export function MemberDashboard() {
  return (
    <div>
      <CardGroup title="Your Space" cards={MEMBER_CARDS} />

      <div className="mb-8 grid gap-6 lg:grid-cols-2">
        <section
          aria-labelledby="projects-title"
          className="rounded-xl border border-slate-800 bg-slate-900 p-5"
        >
          <h2 id="projects-title" className="mb-4 text-lg font-semibold text-white">
            Project Status
          </h2>
          <ul className="space-y-4">
            {SAMPLE_PROJECTS.map((project) => (
              <li key={project.name}>
                <div className="mb-1 flex items-center justify-between gap-2">
                  <span className="font-medium text-slate-100">{project.name}</span>
                  <span
                    className={`rounded-full px-2 py-0.5 text-xs font-medium ${STATUS_STYLE[project.status]}`}
                  >
                    {project.status}
                  </span>
                </div>
                <div
                  role="progressbar"
                  aria-label={`${project.name} progress`}
                  aria-valuemin={0}
                  aria-valuemax={100}
                  aria-valuenow={project.progress}
                  className="h-2 overflow-hidden rounded-full bg-slate-800"
                >
                  <div className="h-full rounded-full bg-sky-500" style={{ width: `${project.progress}%` }} />
                </div>
                <p className="mt-1 text-right text-xs text-slate-300">{project.progress}%</p>
              </li>
            ))}
          </ul>
        </section>

        <section
          aria-labelledby="notices-title"
          className="rounded-xl border border-slate-800 bg-slate-900 p-5"
        >
          <h2 id="notices-title" className="mb-4 text-lg font-semibold text-white">
            Notifications
          </h2>
          <ul className="space-y-3">
            {SAMPLE_NOTICES.map((notice) => {
              const Icon = NOTICE_ICON[notice.type];
              return (
                <li key={notice.text} className="flex gap-3">
                  <Icon aria-hidden="true" className="mt-0.5 h-5 w-5 shrink-0 text-sky-300" />
                  <div>
                    <p className="text-slate-100">
                      <span className="sr-only">{NOTICE_LABEL[notice.type]}: </span>
                      {notice.text}
                    </p>
                    <p className="text-xs text-slate-400">{notice.time}</p>
                  </div>
                </li>
              );
            })}
          </ul>
        </section>
      </div>
    </div>
  );
}
