import { useQuery } from '@tanstack/react-query';
import { Link } from 'react-router';
import type { MessageDescriptor } from '@lingui/core';
import { msg } from '@lingui/core/macro';
import { Trans, useLingui } from '@lingui/react/macro';
import { formatNumber } from '@app/shared';
import type { Locale } from '@app/shared';
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
import { api } from '@/lib/api-client';
import { canOpen, useAuth } from '@/lib/auth';
import { CardGroup } from './dashboard-card';
import type { CardLink } from './dashboard-card';
import { canReach } from './sections';

type GatedCard = CardLink & { permission?: Permission };

const RECRUITMENT: GatedCard[] = [
  {
    to: '/dashboard/jobs',
    title: msg`Job Management`,
    description: msg`Post, edit and close openings.`,
    icon: Briefcase,
  },
  {
    to: '/dashboard/candidates',
    title: msg`Candidates`,
    description: msg`Browse and shortlist candidates.`,
    icon: Users,
  },
  {
    to: '/dashboard/applications',
    title: msg`Application Tracking`,
    description: msg`Follow applications through each stage.`,
    icon: ClipboardList,
  },
  {
    to: '/dashboard/interviews',
    title: msg`Interviews`,
    description: msg`Schedule and review interviews.`,
    icon: Calendar,
  },
];

const SYSTEM: GatedCard[] = [
  {
    to: '/dashboard/users',
    title: msg`User Management`,
    description: msg`Accounts, roles and permissions.`,
    icon: UserCog,
  },
  {
    to: '/dashboard/settings',
    title: msg`System Settings`,
    description: msg`Configure the platform.`,
    icon: Settings,
  },
  {
    to: '/dashboard/analytics',
    title: msg`Analytics`,
    description: msg`Usage and recruitment reports.`,
    icon: ChartColumn,
  },
  {
    to: '/dashboard/approvals',
    title: msg`Approvals`,
    description: msg`Projects waiting for a decision.`,
    icon: CircleCheck,
  },
];

const CONTENT: GatedCard[] = [
  {
    to: '/dashboard/content',
    title: msg`Content Management`,
    description: msg`Projects, team and blog pages.`,
    icon: FileText,
  },
  {
    to: '/dashboard/logs',
    title: msg`System Logs`,
    description: msg`Sign-ins and administrative changes.`,
    icon: ScrollText,
  },
  {
    to: '/dashboard/support',
    title: msg`Support Tickets`,
    description: msg`Answer members’ support requests.`,
    icon: LifeBuoy,
    permission: 'support:read',
  },
];

/** Spec §9: fixed sample figures, labelled as samples so nobody takes them for live data. */
export const OVERVIEW_FIGURES = [
  { label: msg`Total users`, value: 243 },
  { label: msg`Active jobs`, value: 12 },
  { label: msg`Applications`, value: 89 },
  { label: msg`In progress`, value: 23 },
] as const;

/**
 * Issue 12's two live figures (decision 1065): the members' projects on the public site (the public list's total)
 * and, for whoever reviews them (project:approve), the requests waiting in the approval queue.
 */
const LIVE_FIGURES: { label: MessageDescriptor; path: string; permission?: Permission }[] = [
  { label: msg`Active projects`, path: '/api/projects?pageSize=1' },
  {
    label: msg`Pending approvals`,
    path: '/api/approvals?status=pending&limit=1',
    permission: 'project:approve',
  },
];

function LiveFigure({ label, path }: { label: MessageDescriptor; path: string }) {
  const { i18n } = useLingui();
  const count = useQuery({
    queryKey: ['dashboard-figure', path],
    queryFn: async ({ signal }) => {
      const reply = await api.get<{ total?: number; pending?: number }>(path, { signal });
      return reply.total ?? reply.pending ?? 0;
    },
    retry: false,
  });
  return (
    <div className="rounded-xl border border-slate-800 bg-slate-900 p-4">
      <dt className="text-sm text-slate-300">{i18n._(label)}</dt>
      <dd className="mt-1 text-2xl font-bold text-white" aria-busy={count.data == null}>
        {count.data != null ? formatNumber(count.data, i18n.locale as Locale) : null}
      </dd>
    </div>
  );
}

const QUICK_ACTIONS: { to: string; label: MessageDescriptor }[] = [
  { to: '/dashboard/jobs', label: msg`Post a job` },
  { to: '/dashboard/users', label: msg`Manage users` },
  { to: '/dashboard/approvals', label: msg`Review approvals` },
  { to: '/dashboard/settings', label: msg`Open settings` },
  { to: '/dashboard/analytics', label: msg`View reports` },
];

/**
 * The admin panel (spec §2). Staff get the same panel limited to what their permissions reach
 * (decision 151); admin reaches everything.
 */
export function AdminDashboard() {
  const { i18n } = useLingui();
  const locale = i18n.locale as Locale;
  const { user } = useAuth();
  // A card shows when its page would open (the route table, decision 310) and its own permission, if any, is held.
  const reach = <T extends { to: string; permission?: Permission }>(items: T[]) =>
    items.filter((item) => canOpen(user, item.to) && canReach(user, item.permission));
  const actions = reach(QUICK_ACTIONS);

  return (
    <div>
      <CardGroup title={msg`Recruitment Management`} cards={reach(RECRUITMENT)} />
      <CardGroup title={msg`System Management`} cards={reach(SYSTEM)} />
      <CardGroup title={msg`Content & Operations`} cards={reach(CONTENT)} />

      {canReach(user, 'system:analytics') && (
        <section aria-labelledby="overview-title" className="mb-8">
          <div className="mb-3 flex items-baseline justify-between gap-2">
            <h2 id="overview-title" className="text-lg font-semibold text-white">
              <Trans>System Overview</Trans>
            </h2>
            <span className="text-xs text-slate-400">
              <Trans>Users, jobs and applications: sample figures</Trans>
            </span>
          </div>
          <dl className="grid grid-cols-2 gap-4 md:grid-cols-3 xl:grid-cols-6">
            {OVERVIEW_FIGURES.map((figure) => (
              <div key={figure.label.id} className="rounded-xl border border-slate-800 bg-slate-900 p-4">
                <dt className="text-sm text-slate-300">{i18n._(figure.label)}</dt>
                <dd className="mt-1 text-2xl font-bold text-white">{formatNumber(figure.value, locale)}</dd>
              </div>
            ))}
            {LIVE_FIGURES.filter((figure) => canReach(user, figure.permission)).map((figure) => (
              <LiveFigure key={figure.label.id} label={figure.label} path={figure.path} />
            ))}
          </dl>
        </section>
      )}

      {actions.length > 0 && (
        <section aria-labelledby="quick-actions-title" className="mb-8">
          <h2 id="quick-actions-title" className="mb-3 text-lg font-semibold text-white">
            <Trans>Quick Actions</Trans>
          </h2>
          <ul className="flex flex-wrap gap-3">
            {actions.map((action) => (
              <li key={action.to}>
                <Link
                  to={action.to}
                  className="inline-block rounded-md bg-sky-700 px-4 py-2 text-sm font-medium text-white hover:bg-sky-600 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-sky-300"
                >
                  {i18n._(action.label)}
                </Link>
              </li>
            ))}
          </ul>
        </section>
      )}
    </div>
  );
}
