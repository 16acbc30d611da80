import { useLocation } from 'react-router';
import ShieldCheck from 'lucide-react/icons/shield-check';
import { PermissionGate, readDenied, useAuth } from '@/lib/auth';
import { roleLabel } from './sidebar';

/** The block every dashboard view starts with: greeting and today's date (spec §2 "common header block"). */
export function DashboardHeader() {
  const { user } = useAuth();
  const today = new Intl.DateTimeFormat('en-GB', { dateStyle: 'full' }).format(new Date());
  return (
    <header className="mb-6">
      <h1 className="text-2xl font-bold text-white sm:text-3xl">Dashboard</h1>
      <p className="mt-1 text-slate-300">
        Welcome back{user?.name ? `, ${user.name}` : ''}. <span className="text-slate-400">{today}</span>
      </p>
    </header>
  );
}

/** Spec §2/§6 role strip: the role, and whether it means admin access. */
export function RoleStrip() {
  const { user } = useAuth();
  if (!user) return null;
  const isAdmin = user.role === 'admin';
  // Staff hold part of the administrative rights (the admin notice shows to them), so "regular user" would be wrong.
  const access = isAdmin
    ? 'admin access'
    : user.role === 'staff'
      ? 'staff access'
      : 'regular user permissions';
  return (
    <p
      data-testid="role-strip"
      className="mb-6 flex flex-wrap items-center gap-2 rounded-lg border border-slate-800 bg-slate-900 px-4 py-3 text-sm text-slate-300"
    >
      <span>
        Role: <strong className="text-white">{roleLabel(user.role)}</strong>
      </span>
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
  const denied = readDenied(useLocation().state);
  if (!denied) return null;
  return (
    <p
      role="status"
      className="mb-6 rounded-lg border border-red-400/40 bg-red-950/50 px-4 py-3 text-red-100"
    >
      You do not have permission to open {denied.title}. Ask an administrator if you need it.
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
          <p className="font-semibold text-amber-200">Admin View Active</p>
          <p className="text-sm">You are viewing the dashboard with administrative privileges.</p>
        </div>
      </div>
    </PermissionGate>
  );
}
