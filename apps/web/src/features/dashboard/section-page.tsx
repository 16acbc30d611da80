import type { ReactNode } from 'react';
import { Trans, useLingui } from '@lingui/react/macro';
import { Link, Navigate } from 'react-router';
import Clock from 'lucide-react/icons/clock';
import { canOpen, deniedState, useAuth } from '@/lib/auth';
import { DASHBOARD_SECTIONS } from './sections';

function PageFrame({ title, children }: { title: string; children: ReactNode }) {
  return (
    <div className="max-w-3xl">
      <h1 className="mb-4 text-2xl font-bold text-white sm:text-3xl">{title}</h1>
      {children}
      <Link
        to="/dashboard"
        className="mt-6 inline-block rounded-md border border-slate-600 px-4 py-2 text-sm font-medium text-slate-100 hover:bg-slate-800 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-sky-300"
      >
        <Trans>Back to dashboard</Trans>
      </Link>
    </div>
  );
}

export function ComingSoonPanel({ children }: { children: ReactNode }) {
  return (
    <div className="flex gap-3 rounded-xl border border-slate-800 bg-slate-900 p-5 text-slate-200">
      <Clock aria-hidden="true" className="mt-0.5 h-5 w-5 shrink-0 text-sky-300" />
      <div>{children}</div>
    </div>
  );
}

/**
 * Any dashboard page the spec does not show (decision 152): a titled "coming soon" page; a
 * page whose link needs a permission says so to users without it; unknown paths say not found.
 */
export function SectionPage({ slug }: { slug: string }) {
  const { t, i18n } = useLingui();
  const { user } = useAuth();
  const info = DASHBOARD_SECTIONS[slug];

  if (!info) {
    return (
      <PageFrame title={t`Page not found`}>
        <p className="text-slate-300">
          <Trans>
            There is no dashboard page at <code className="text-slate-100">/dashboard/{slug}</code>. Check the
            address, or choose a section from the menu.
          </Trans>
        </p>
      </PageFrame>
    );
  }

  // The same behaviour as every guarded route (decision 310): back to the dashboard, which says why.
  const path = `/dashboard/${slug}`;
  if (!canOpen(user, path)) return <Navigate to="/dashboard" replace state={deniedState(path)} />;

  const summary = i18n._(info.summary);
  return (
    <PageFrame title={i18n._(info.title)}>
      <ComingSoonPanel>
        <p className="font-semibold text-white">
          <Trans>Coming soon</Trans>
        </p>
        <p className="mt-1">
          <Trans>{summary} This page is not available yet; it will appear here once it ships.</Trans>
        </p>
      </ComingSoonPanel>
    </PageFrame>
  );
}
