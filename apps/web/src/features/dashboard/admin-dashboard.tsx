import { Link } from 'react-router';
import type { Permission } from '@app/shared';
import Briefcase from 'lucide-react/icons/briefcase';
import Calendar from 'lucide-react/icons/calendar';
import ChartColumn from 'lucide-react/icons/chart-column';
import CircleCheck from 'lucide-react/icons/circle-check';
import ClipboardList from 'lucide-react/icons/clipboard-list';
import FileText from 'lucide-react/icons/file-text';
import LifeBuoy from 'lucide-react/icons/life-buoy';
import ScrollText from 'lucide-react/icons/scroll-text';
import Settings from 'lucide-react/icons/settings';
import UserCog from 'lucide-react/icons/user-cog';
import Users from 'lucide-react/icons/users';
import { canOpen, useAuth } from '@/lib/auth';
import { CardGroup } from './dashboard-card';
import type { CardLink } from './dashboard-card';
import { canReach } from './sections';

type GatedCard = CardLink & { permission?: Permission };

const RECRUITMENT: GatedCard[] = [
  {
    to: '/dashboard/jobs',
    title: 'Job Management',
    description: 'Post, edit and close openings.',
    icon: Briefcase,
  },
  {
    to: '/dashboard/candidates',
    title: 'Candidates',
    description: 'Browse and shortlist candidates.',
    icon: Users,
  },
  {
    to: '/dashboard/applications',
    title: 'Application Tracking',
    description: 'Follow applications through each stage.',
    icon: ClipboardList,
  },
  {
    to: '/dashboard/interviews',
    title: 'Interviews',
    description: 'Schedule and review interviews.',
    icon: Calendar,
  },
];

const SYSTEM: GatedCard[] = [
  {
    to: '/dashboard/users',
    title: 'User Management',
    description: 'Accounts, roles and permissions.',
    icon: UserCog,
  },
  {
    to: '/dashboard/settings',
    title: 'System Settings',
    description: 'Configure the platform.',
    icon: Settings,
  },
  {
    to: '/dashboard/analytics',
    title: 'Analytics',
    description: 'Usage and recruitment reports.',
    icon: ChartColumn,
  },
  {
    to: '/dashboard/approvals',
    title: 'Approvals',
    description: 'Projects waiting for a decision.',
    icon: CircleCheck,
  },
];

const CONTENT: GatedCard[] = [
  {
    to: '/dashboard/content',
    title: 'Content Management',
    description: 'Projects, team and blog pages.',
    icon: FileText,
  },
  {
    to: '/dashboard/logs',
    title: 'System Logs',
    description: 'Sign-ins and administrative changes.',
    icon: ScrollText,
  },
  {
    to: '/dashboard/support',
    title: 'Support Tickets',
    description: 'Answer members’ support requests.',
    icon: LifeBuoy,
    permission: 'support:read',
  },
];

/** Spec §9: fixed sample figures, labelled as samples so nobody takes them for live data. */
export const OVERVIEW_FIGURES = [
  { label: 'Total users', value: 243 },
  { label: 'Active jobs', value: 12 },
  { label: 'Applications', value: 89 },
  { label: 'In progress', value: 23 },
  { label: 'Active projects', value: 56 },
  { label: 'Pending approvals', value: 8 },
] as const;

const QUICK_ACTIONS: { to: string; label: string }[] = [
  { to: '/dashboard/jobs', label: 'Post a job' },
  { to: '/dashboard/users', label: 'Manage users' },
  { to: '/dashboard/approvals', label: 'Review approvals' },
  { to: '/dashboard/settings', label: 'Open settings' },
  { to: '/dashboard/analytics', label: 'View reports' },
];

/**
 * The admin panel (spec §2). Staff get the same panel limited to what their permissions reach
 * (decision 151); admin reaches everything.
 */
export function AdminDashboard() {
  const { user } = useAuth();
  // A card shows when its page would open (the route table, decision 310) and its own permission, if any, is held.
  const reach = <T extends { to: string; permission?: Permission }>(items: T[]) =>
    items.filter((item) => canOpen(user, item.to) && canReach(user, item.permission));
  const actions = reach(QUICK_ACTIONS);

  return (
    <div>
      <CardGroup title="Recruitment Management" cards={reach(RECRUITMENT)} />
      <CardGroup title="System Management" cards={reach(SYSTEM)} />
      <CardGroup title="Content & Operations" cards={reach(CONTENT)} />

      {canReach(user, 'system:analytics') && (
        <section aria-labelledby="overview-title" className="mb-8">
          <div className="mb-3 flex items-baseline justify-between gap-2">
            <h2 id="overview-title" className="text-lg font-semibold text-white">
              System Overview
            </h2>
            <span className="text-xs text-slate-400">Sample figures</span>
          </div>
          <dl className="grid grid-cols-2 gap-4 md:grid-cols-3 xl:grid-cols-6">
            {OVERVIEW_FIGURES.map((figure) => (
              <div key={figure.label} className="rounded-xl border border-slate-800 bg-slate-900 p-4">
                <dt className="text-sm text-slate-300">{figure.label}</dt>
                <dd className="mt-1 text-2xl font-bold text-white">{figure.value}</dd>
              </div>
            ))}
          </dl>
        </section>
      )}

      {actions.length > 0 && (
        <section aria-labelledby="quick-actions-title" className="mb-8">
          <h2 id="quick-actions-title" className="mb-3 text-lg font-semibold text-white">
            Quick Actions
          </h2>
          <ul className="flex flex-wrap gap-3">
            {actions.map((action) => (
              <li key={action.to}>
                <Link
                  to={action.to}
                  className="inline-block rounded-md bg-sky-700 px-4 py-2 text-sm font-medium text-white hover:bg-sky-600 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-sky-300"
                >
                  {action.label}
                </Link>
              </li>
            ))}
          </ul>
        </section>
      )}
    </div>
  );
}
