import { useLocation } from 'react-router';
import { Trans, useLingui } from '@lingui/react/macro';
import ShieldCheck from 'lucide-react/icons/shield-check';
import { PermissionGate, accessFor, readDenied, useAuth } from '@/lib/auth';
import { formatLongDay } from '@/lib/format';
import type { MessageDescriptor } from '@lingui/core';
import { msg } from '@lingui/core/macro';
import type { CompanyRole, Locale } from '@app/shared';
import { roleLabel } from './sidebar';

/** The block every dashboard view starts with: greeting and today's date (spec §2 "common header block"). */
export function DashboardHeader() {
  const { i18n } = useLingui();
  const { user } = useAuth();
  const today = formatLongDay(new Date(), i18n.locale as Locale);
  const name = user?.name;
  return (
    <header className="mb-6">
      <h1 className="text-2xl font-bold text-white sm:text-3xl">
        <Trans>Dashboard</Trans>
      </h1>
      <p className="mt-1 text-slate-300">
        {name ? <Trans>Welcome back, {name}.</Trans> : <Trans>Welcome back.</Trans>}{' '}
        <span className="text-slate-400">{today}</span>
      </p>
    </header>
  );
}

/** A member's place in its company (issue 10), as the company page names it. */
const COMPANY_ROLE: Record<CompanyRole, MessageDescriptor> = {
  owner: msg({ context: 'company role', message: 'Owner' }),
  recruiter: msg({ context: 'company role', message: 'Recruiter' }),
  interviewer: msg({ context: 'company role', message: 'Interviewer' }),
};

/**
 * Spec §2/§6 role strip: the role, and whether it means admin access; for a company's member also its place there
 * (an interviewer and an owner are both "Employer" accounts, with very different rights).
 */
export function RoleStrip() {
  const { t, i18n } = useLingui();
  const { user } = useAuth();
  if (!user) return null;
  const isAdmin = user.role === 'admin';
  const role = roleLabel(user.role);
  // Staff hold part of the administrative rights (the admin notice shows to them), so "regular user" would be wrong.
  const access = isAdmin
    ? t`admin access`
    : user.role === 'staff'
      ? t`staff access`
      : t`regular user permissions`;
  const company = user.company;
  const place = company ? i18n._(COMPANY_ROLE[company.role]) : null;
  const companyName = company?.name;
  return (
    <p
      data-testid="role-strip"
      className="mb-6 flex flex-wrap items-center gap-2 rounded-lg border border-slate-800 bg-slate-900 px-4 py-3 text-sm text-slate-300"
    >
      <span>
        <Trans>
          Role: <strong className="text-white">{role}</strong>
        </Trans>
      </span>
      {place && (
        <>
          <span aria-hidden="true">·</span>
          <span data-testid="company-place">
            {companyName ? (
              <Trans>
                {place} at <strong className="text-white">{companyName}</strong>
              </Trans>
            ) : (
              <Trans>{place} of your company</Trans>
            )}
          </span>
        </>
      )}
      <span aria-hidden="true">·</span>
      <span>{access}</span>
    </p>
  );
}

/**
 * Why the user landed here when a guard refused a page (decision 310): announced politely, shown until the user
 * navigates on.
 */
export function DeniedNotice() {
  const { i18n } = useLingui();
  const denied = readDenied(useLocation().state);
  if (!denied) return null;
  // The page's title in the language shown now (the state keeps the one of the moment it was refused).
  const message = accessFor(denied.path)?.title;
  const title = message ? i18n._(message) : denied.title;
  return (
    <p
      role="status"
      className="mb-6 rounded-lg border border-red-400/40 bg-red-950/50 px-4 py-3 text-red-100"
    >
      <Trans>You do not have permission to open {title}. Ask an administrator if you need it.</Trans>
    </p>
  );
}

/** Spec §2: shown only to holders of system:analytics. */
export function AdminNotice() {
  return (
    <PermissionGate permission="system:analytics">
      <div
        role="note"
        className="mb-6 flex gap-3 rounded-lg border border-amber-400/40 bg-amber-950/50 p-4 text-amber-100"
      >
        <ShieldCheck aria-hidden="true" className="mt-0.5 h-5 w-5 shrink-0 text-amber-300" />
        <div>
          <p className="font-semibold text-amber-200">
            <Trans>Admin View Active</Trans>
          </p>
          <p className="text-sm">
            <Trans>You are viewing the dashboard with administrative privileges.</Trans>
          </p>
        </div>
      </div>
    </PermissionGate>
  );
}
