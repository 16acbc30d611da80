import type { Permission, Role } from '@app/shared';
import type { SessionUser } from './permissions';

type Access = { permissions?: readonly Permission[]; roles?: readonly Role[]; title: string };

/**
 * What each signed-in page asks of a user (all permissions required; roles, when set, limit it further), and its
 * title. The route guards, the sidebar and the dashboard cards all read this one table, so nobody is offered a link
 * that the page then refuses (decision 310).
 */
export const ROUTE_ACCESS: Record<string, Access> = {
  '/dashboard': { title: 'Dashboard' },
  '/profile': { title: 'My Profile' },
  '/dashboard/my-applications': { title: 'My Applications', roles: ['member', 'employer', 'admin'] },
  '/dashboard/candidate-profile': { title: 'Candidate Profile', roles: ['member', 'employer', 'admin'] },
  '/dashboard/jobs': { title: 'Job Management', permissions: ['job:manage'] },
  '/dashboard/candidates': { title: 'Candidates', permissions: ['candidate:manage'] },
  '/dashboard/applications': { title: 'Application Tracking', permissions: ['application:track'] },
  '/dashboard/interviews': { title: 'Interviews', permissions: ['interview:manage'] },
  '/dashboard/users': { title: 'User Management', permissions: ['user:read', 'user:create', 'user:update'] },
  '/dashboard/settings': { title: 'System Settings', permissions: ['system:settings'] },
  '/dashboard/analytics': { title: 'Analytics', permissions: ['system:analytics'] },
  '/dashboard/approvals': { title: 'Approvals', permissions: ['project:approve'] },
  '/dashboard/content': { title: 'Content Management', permissions: ['project:update'] },
  '/dashboard/logs': { title: 'System Logs', permissions: ['system:analytics'] },
  '/dashboard/support': { title: 'Support' },
  '/dashboard/messages': { title: 'Messages' },
  '/dashboard/my-projects': { title: 'My Projects' },
  '/dashboard/resources': { title: 'Resources' },
};

/** The table entry for a path: itself, or the nearest listed parent (/dashboard/jobs/new → /dashboard/jobs). */
export function accessFor(path: string): (Access & { path: string }) | undefined {
  for (let p = path.replace(/\/+$/, ''); p.length > 0; p = p.slice(0, p.lastIndexOf('/'))) {
    const access = ROUTE_ACCESS[p];
    if (access) return { ...access, path: p };
  }
  return undefined;
}

/** Spec §6: admin opens everything; others need every permission and, where set, one of the roles. */
export function canOpen(user: SessionUser | null, path: string): boolean {
  if (!user) return false;
  if (user.role === 'admin') return true;
  const access = accessFor(path);
  if (!access) return true;
  if (access.roles && !access.roles.includes(user.role)) return false;
  return (access.permissions ?? []).every((p) => user.permissions.includes(p));
}

/** Navigation state a guard leaves when it sends a user away from a page it may not open. */
export type DeniedState = { denied: { path: string; title: string } };

export const deniedState = (path: string): DeniedState => ({
  denied: { path, title: accessFor(path)?.title ?? path },
});

export function readDenied(state: unknown): DeniedState['denied'] | null {
  const denied = (state as Partial<DeniedState> | null)?.denied;
  return denied && typeof denied.title === 'string' ? denied : null;
}
