import type { Permission, Role } from '@app/shared';
import type { SessionUser } from '@/lib/auth';

export type NavItem = {
  to: string;
  label: string;
  permission?: Permission;
  /** Only these roles (and admin, who sees every item: spec §6) see the link (decision 233). */
  roles?: readonly Role[];
};
export type NavSection = { title: string; items: NavItem[] };

/** Spec §2 "Dashboard sidebar links and the permission each needs", in the table's order. */
export const SIDEBAR_SECTIONS: NavSection[] = [
  {
    title: 'Main',
    items: [
      { to: '/dashboard', label: 'Dashboard' },
      { to: '/profile', label: 'My Profile' },
      { to: '/dashboard/my-applications', label: 'My Applications', roles: ['member'] },
      { to: '/dashboard/candidate-profile', label: 'Candidate Profile', roles: ['member'] },
    ],
  },
  {
    title: 'Recruitment',
    items: [
      { to: '/dashboard/jobs', label: 'Job Management', permission: 'job:manage' },
      { to: '/dashboard/candidates', label: 'Candidates', permission: 'candidate:manage' },
      { to: '/dashboard/applications', label: 'Application Tracking', permission: 'application:track' },
      { to: '/dashboard/interviews', label: 'Interviews', permission: 'interview:manage' },
    ],
  },
  {
    title: 'System',
    items: [
      { to: '/dashboard/users', label: 'User Management', permission: 'user:read' },
      { to: '/dashboard/settings', label: 'System Settings', permission: 'system:settings' },
      { to: '/dashboard/analytics', label: 'Analytics', permission: 'system:analytics' },
      { to: '/dashboard/approvals', label: 'Approvals', permission: 'project:approve' },
    ],
  },
];

/** Spec §6: admin reaches everything whatever its permission list says; others need the permission. */
export function canReach(user: SessionUser | null, permission: Permission | undefined): boolean {
  if (!user) return false;
  if (user.role === 'admin' || !permission) return true;
  return user.permissions.includes(permission);
}

/** The sidebar a user sees: items they can reach; sections left empty are dropped (spec §2). */
export function visibleSections(user: SessionUser | null): NavSection[] {
  return SIDEBAR_SECTIONS.map((section) => ({
    ...section,
    items: section.items.filter(
      (item) =>
        canReach(user, item.permission) &&
        (!item.roles || user?.role === 'admin' || (user !== null && item.roles.includes(user.role))),
    ),
  })).filter((section) => section.items.length > 0);
}

export type SectionInfo = { title: string; summary: string; permission?: Permission };

/**
 * Dashboard pages whose screens the spec does not show (§2 "Other dashboard links"). Each gets a
 * titled "coming soon" page; the permission is the one its sidebar link or dashboard card needs.
 * Jobs, candidates, applications and interviews have their own routes (issue 5).
 */
export const DASHBOARD_SECTIONS: Record<string, SectionInfo> = {
  analytics: {
    title: 'Analytics',
    summary: 'Reports on users, postings and applications.',
    permission: 'system:analytics',
  },
  approvals: {
    title: 'Approvals',
    summary: 'Review and approve submitted projects.',
    permission: 'project:approve',
  },
  content: {
    title: 'Content Management',
    summary: 'Edit the public site: projects, team and blog posts.',
    permission: 'project:update',
  },
  logs: {
    title: 'System Logs',
    summary: 'Audit trail of sign-ins and administrative changes.',
    permission: 'system:analytics',
  },
  'my-projects': { title: 'My Projects', summary: 'The projects you own or contribute to.' },
  support: { title: 'Support', summary: 'Open a support request and follow its answers.' },
  messages: { title: 'Messages', summary: 'Conversations with the team and with employers.' },
  resources: { title: 'Resources', summary: 'Guides, templates and learning material.' },
};

/** "my-projects" → "My Projects": the title for a path the table above does not know. */
export function titleFromSlug(slug: string): string {
  return slug
    .split(/[-/_]+/)
    .filter(Boolean)
    .map((word) => word[0]!.toUpperCase() + word.slice(1))
    .join(' ');
}
