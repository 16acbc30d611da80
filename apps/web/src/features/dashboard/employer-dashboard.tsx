import { useQuery } from '@tanstack/react-query';
import { Link } from 'react-router';
import { msg, plural } from '@lingui/core/macro';
import { Trans, useLingui } from '@lingui/react/macro';
import { formatNumber } from '@app/shared';
import type { Locale } from '@app/shared';
import Briefcase from 'lucide-react/icons/briefcase';
import ClipboardList from 'lucide-react/icons/clipboard-list';
import Crown from 'lucide-react/icons/crown';
import Users from 'lucide-react/icons/users';
import { DashboardCard } from './dashboard-card';
import type { CardLink } from './dashboard-card';
import { api } from '@/lib/api-client';
import { canOpen, useAuth } from '@/lib/auth';
import { linkButtonClass } from '@/components/styles';

/** Each card's count (a plural in the active language, read during the render): the list endpoint's `total` for one row (the server scopes it to the employer). */
const COUNT_SOURCES: Record<string, { path: string; note: (total: number, locale: Locale) => string }> = {
  '/dashboard/jobs': {
    path: '/api/manage/jobs?pageSize=1',
    note: (total, locale) => {
      const count = formatNumber(total, locale);
      return plural(total, { one: `${count} posting`, other: `${count} postings` });
    },
  },
  '/dashboard/candidates': {
    path: '/api/candidates?pageSize=1',
    note: (total, locale) => {
      const count = formatNumber(total, locale);
      return plural(total, { one: `${count} candidate in reach`, other: `${count} candidates in reach` });
    },
  },
  '/dashboard/applications': {
    path: '/api/applications?pageSize=1',
    note: (total, locale) => {
      const count = formatNumber(total, locale);
      return plural(total, { one: `${count} application`, other: `${count} applications` });
    },
  },
};

function CountedCard({ card }: { card: CardLink }) {
  const { i18n } = useLingui();
  const source = COUNT_SOURCES[card.to]!;
  const count = useQuery({
    queryKey: ['dashboard-count', source.path],
    queryFn: async () => (await api.get<{ total: number }>(source.path)).total,
    retry: false,
  });
  return (
    <DashboardCard
      card={card}
      note={count.data != null ? source.note(count.data, i18n.locale as Locale) : undefined}
    />
  );
}

const EMPLOYER_CARDS: CardLink[] = [
  {
    to: '/dashboard/jobs',
    title: msg`Job Postings`,
    description: msg`Publish and manage your openings.`,
    icon: Briefcase,
  },
  {
    to: '/dashboard/candidates',
    title: msg`Candidates`,
    description: msg`Search and contact candidates.`,
    icon: Users,
  },
  {
    to: '/dashboard/applications',
    title: msg`Applicants`,
    description: msg`Follow who applied to your postings.`,
    icon: ClipboardList,
  },
];

export type PackageSummary = { status: 'loading' | 'error' | 'none' | 'active'; name?: string };

/**
 * The employer panel (decision 151): the active package (the route reads it from GET
 * /api/auth/subscription) and the recruitment tools with their counts.
 */
export function EmployerDashboard({ pkg }: { pkg: PackageSummary }) {
  const { user } = useAuth();
  // An employer account outside any company (removed from its team, or made employer by an administrator) holds no
  // recruitment permission (decision 600): it is shown the way into a company, not cards its pages would refuse.
  const cards = EMPLOYER_CARDS.filter((card) => canOpen(user, card.to));
  return (
    <div>
      <section
        aria-labelledby="package-title"
        className="mb-8 flex flex-wrap items-center justify-between gap-4 rounded-xl border border-sky-700 bg-sky-950/60 p-5"
      >
        <div className="flex items-center gap-3">
          <Crown aria-hidden="true" className="h-6 w-6 text-amber-300" />
          <div>
            <h2 id="package-title" className="font-semibold text-white">
              <Trans>Your package</Trans>
            </h2>
            <p className="text-slate-200" data-testid="employer-package">
              {pkg.status === 'loading' && <Trans>Loading your package…</Trans>}
              {pkg.status === 'error' && <Trans>Your package could not be loaded right now.</Trans>}
              {pkg.status === 'none' && <Trans>Employer account (no active package found)</Trans>}
              {pkg.status === 'active' && pkg.name}
            </p>
          </div>
        </div>
        <Link
          to="/profile"
          className="rounded-md border border-slate-500 px-4 py-2 text-sm font-medium text-slate-100 hover:bg-slate-800 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-sky-300"
        >
          <Trans>Manage package</Trans>
        </Link>
      </section>

      <section aria-labelledby="recruitment-title" className="mb-8">
        <h2 id="recruitment-title" className="mb-3 text-lg font-semibold text-white">
          <Trans>Recruitment tools</Trans>
        </h2>
        {cards.length > 0 ? (
          <ul className="grid gap-4 sm:grid-cols-3">
            {cards.map((card) => (
              <li key={card.to}>
                <CountedCard card={card} />
              </li>
            ))}
          </ul>
        ) : (
          <div className="rounded-xl border border-slate-800 bg-slate-900 p-5 text-slate-200">
            <p>
              <Trans>
                Your account is not part of a company yet. Choose a plan to start your own company, or ask a
                company’s owner to invite you to its team.
              </Trans>
            </p>
            <Link to="/plans" className={linkButtonClass}>
              <Trans>See the plans</Trans>
            </Link>
          </div>
        )}
      </section>
    </div>
  );
}
