import { i18n } from '@lingui/core';
import type { MessageDescriptor } from '@lingui/core';
import { msg } from '@lingui/core/macro';
import type { Permission, Role } from '@app/shared';
import type { SessionUser } from './permissions';

/**
 * `title` is a message: show it with `i18n._(title)`. `company`: only for members of a company (issue 10) — admin
 * included, since an administrator belongs to none.
 */
export type RouteAccess = Access;
type Access = {
  permissions?: readonly Permission[];
  roles?: readonly Role[];
  company?: true;
  title: MessageDescriptor;
};

/**
 * What each signed-in page asks of a user (all permissions required; roles, when set, limit it further), and its
 * title. The route guards, the sidebar and the dashboard cards all read this one table, so nobody is offered a link
 * that the page then refuses (decision 310).
 */
export const ROUTE_ACCESS: Record<string, Access> = {
  '/dashboard': { title: msg`Dashboard` },
  '/profile': { title: msg`My Profile` },
  '/dashboard/my-applications': { title: msg`My Applications`, roles: ['member', 'employer', 'admin'] },
  '/dashboard/saved-jobs': { title: msg`Saved jobs`, roles: ['member', 'employer', 'admin'] },
  '/dashboard/candidate-profile': { title: msg`Candidate Profile`, roles: ['member', 'employer', 'admin'] },
  '/dashboard/job-alerts': { title: msg`Job Alerts` },
  '/dashboard/jobs': { title: msg`Job Management`, permissions: ['job:manage'] },
  '/dashboard/candidates': { title: msg`Candidates`, permissions: ['candidate:manage'] },
  '/dashboard/applications': { title: msg`Application Tracking`, permissions: ['application:track'] },
  // Recruiters schedule; a company's interviewers only read their interviews and leave feedback (issue 10).
  '/dashboard/interviews': { title: msg`Interviews`, permissions: ['interview:feedback'] },
  '/dashboard/company': { title: msg`Company`, company: true },
  '/dashboard/users': {
    title: msg`User Management`,
    permissions: ['user:read', 'user:create', 'user:update'],
  },
  '/dashboard/settings': { title: msg`System Settings`, permissions: ['system:settings'] },
  '/dashboard/analytics': { title: msg`Analytics`, permissions: ['system:analytics'] },
  '/dashboard/approvals': { title: msg`Approvals`, permissions: ['project:approve'] },
  '/dashboard/content': { title: msg`Content Management`, permissions: ['content:write'] },
  '/dashboard/logs': { title: msg`System Logs`, permissions: ['system:logs'] },
  '/dashboard/support': { title: msg`Support` },
  '/dashboard/messages': { title: msg`Messages` },
  '/dashboard/my-projects': { title: msg`My Projects` },
  '/dashboard/resources': { title: msg`Resources` },
  // The billing pages' rows join from the signed-in area (features/plans/route-access.ts, decision 807).
};

/** The table entry for a path: itself, or the nearest listed parent (/dashboard/jobs/new → /dashboard/jobs). */
export function accessFor(path: string): (Access & { path: string }) | undefined {
  for (let p = path.replace(/\/+$/, ''); p.length > 0; p = p.slice(0, p.lastIndexOf('/'))) {
    const access = ROUTE_ACCESS[p];
    if (access) return { ...access, path: p };
  }
  return undefined;
}

/**
 * Spec §6: admin opens everything; others need every permission and, where set, one of the roles. A company's page
 * needs a company, whoever asks.
 */
export function canOpen(user: SessionUser | null, path: string): boolean {
  if (!user) return false;
  const access = accessFor(path);
  if (access?.company && !user.company) return false;
  if (user.role === 'admin') return true;
  if (!access) return true;
  if (access.roles && !access.roles.includes(user.role)) return false;
  return (access.permissions ?? []).every((p) => user.permissions.includes(p));
}

/**
 * Navigation state a guard leaves when it sends a user away from a page it may not open. `title` is the page's
 * title in the language of that moment; `accessFor(path)` gives its message for a later change of language.
 */
export type DeniedState = { denied: { path: string; title: string } };

export const deniedState = (path: string): DeniedState => {
  const title = accessFor(path)?.title;
  return { denied: { path, title: title ? i18n._(title) : path } };
};

export function readDenied(state: unknown): DeniedState['denied'] | null {
  const denied = (state as Partial<DeniedState> | null)?.denied;
  return denied && typeof denied.title === 'string' ? denied : null;
}
