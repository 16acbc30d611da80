import type { Permission } from '@app/shared';
import { canOpen } from '@/lib/auth';
import type { SessionUser } from '@/lib/auth';

export type NavItem = { to: string; label: string };
export type NavSection = { title: string; items: NavItem[] };

/** Spec §2 "Dashboard sidebar links", in the table's order; who may follow each comes from ROUTE_ACCESS. */
export const SIDEBAR_SECTIONS: NavSection[] = [
  {
    title: 'Main',
    items: [
      { to: '/dashboard', label: 'Dashboard' },
      { to: '/profile', label: 'My Profile' },
      { to: '/dashboard/my-applications', label: 'My Applications' },
      { to: '/dashboard/candidate-profile', label: 'Candidate Profile' },
    ],
  },
  {
    title: 'Recruitment',
    items: [
      { to: '/dashboard/jobs', label: 'Job Management' },
      { to: '/dashboard/candidates', label: 'Candidates' },
      { to: '/dashboard/applications', label: 'Application Tracking' },
      { to: '/dashboard/interviews', label: 'Interviews' },
    ],
  },
  {
    title: 'System',
    items: [
      { to: '/dashboard/users', label: 'User Management' },
      { to: '/dashboard/settings', label: 'System Settings' },
      { to: '/dashboard/analytics', label: 'Analytics' },
      { to: '/dashboard/approvals', label: 'Approvals' },
    ],
  },
];

/** Spec §6: admin reaches everything whatever its permission list says; others need the permission. */
export function canReach(user: SessionUser | null, permission: Permission | undefined): boolean {
  if (!user) return false;
  if (user.role === 'admin' || !permission) return true;
  return user.permissions.includes(permission);
}

/** The sidebar a user sees: links to pages they may open; sections left empty are dropped (spec §2). */
export function visibleSections(user: SessionUser | null): NavSection[] {
  return SIDEBAR_SECTIONS.map((section) => ({
    ...section,
    items: section.items.filter((item) => canOpen(user, item.to)),
  })).filter((section) => section.items.length > 0);
}

export type SectionInfo = { title: string; summary: string };

/**
 * Dashboard pages whose screens the spec does not show (§2 "Other dashboard links"). Each gets a
 * titled "coming soon" page; the permission is the one its sidebar link or dashboard card needs.
 * Jobs, candidates, applications and interviews have their own routes (issue 5).
 */
export const DASHBOARD_SECTIONS: Record<string, SectionInfo> = {
  analytics: {
    title: 'Analytics',
    summary: 'Reports on users, postings and applications.',
  },
  approvals: {
    title: 'Approvals',
    summary: 'Review and approve submitted projects.',
  },
  content: {
    title: 'Content Management',
    summary: 'Edit the public site: projects, team and blog posts.',
  },
  logs: {
    title: 'System Logs',
    summary: 'Audit trail of sign-ins and administrative changes.',
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
