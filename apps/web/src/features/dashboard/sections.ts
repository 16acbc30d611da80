import { i18n } from '@lingui/core';
import type { MessageDescriptor } from '@lingui/core';
import { msg } from '@lingui/core/macro';
import type { Permission } from '@app/shared';
import { canOpen } from '@/lib/auth';
import type { SessionUser } from '@/lib/auth';

/** `message` is shown with `i18n._`; `label` reads it in the language active at that moment. */
export type NavItem = { to: string; message: MessageDescriptor; readonly label: string };
export type NavSection = { title: MessageDescriptor; items: NavItem[] };

const item = (to: string, message: MessageDescriptor): NavItem => ({
  to,
  message,
  get label() {
    return i18n._(message);
  },
});

/**
 * Spec §2 "Dashboard sidebar links": the table's items first, in its sections and order; the pages later issues
 * added follow the spec's items of their section (decision 1110), so the table reads the same to every role.
 * Who may follow each link comes from ROUTE_ACCESS.
 */
export const SIDEBAR_SECTIONS: NavSection[] = [
  {
    title: msg`Main`,
    items: [
      item('/dashboard', msg`Dashboard`),
      item('/profile', msg`My Profile`),
      item('/dashboard/my-applications', msg`My Applications`),
      item('/dashboard/candidate-profile', msg`Candidate Profile`),
      item('/dashboard/saved-jobs', msg`Saved Jobs`),
      item('/dashboard/job-alerts', msg`Job Alerts`),
      // Issue 13: conversations between hiring teams and candidates, with the unread count.
      item('/dashboard/messages', msg`Messages`),
      item('/dashboard/notifications', msg`Notifications`),
    ],
  },
  {
    title: msg`Recruitment`,
    items: [
      item('/dashboard/jobs', msg`Job Management`),
      item('/dashboard/candidates', msg`Candidates`),
      item('/dashboard/applications', msg`Application Tracking`),
      item('/dashboard/interviews', msg`Interviews`),
      // Issue 10: the company page, for its members (owner, recruiter, interviewer).
      item('/dashboard/company', msg`Company`),
      item('/dashboard/billing', msg`Billing`),
    ],
  },
  {
    title: msg`System`,
    items: [
      item('/dashboard/users', msg`User Management`),
      item('/dashboard/settings', msg`System Settings`),
      // Issue 11 (decision 907): a company's own reports, and the platform's for staff and admins.
      item('/dashboard/analytics', msg`Analytics`),
      item('/dashboard/approvals', msg`Approvals`),
      item('/dashboard/payments', msg`Payments`),
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
    items: section.items.filter((link) => canOpen(user, link.to)),
  })).filter((section) => section.items.length > 0);
}

export type SectionInfo = { title: MessageDescriptor; summary: MessageDescriptor };

/**
 * Dashboard pages whose screens the spec does not show (§2 "Other dashboard links"). Each gets a
 * titled "coming soon" page; the permission is the one its sidebar link or dashboard card needs.
 * Jobs, candidates, applications and interviews have their own routes (issue 5); settings and logs (issue 9);
 * analytics (issue 11).
 */
export const DASHBOARD_SECTIONS: Record<string, SectionInfo> = {
  approvals: {
    title: msg`Approvals`,
    summary: msg`Review and approve submitted projects.`,
  },
  content: {
    title: msg`Content Management`,
    summary: msg`Edit the public site: projects, team and blog posts.`,
  },
  'my-projects': { title: msg`My Projects`, summary: msg`The projects you own or contribute to.` },
  support: { title: msg`Support`, summary: msg`Open a support request and follow its answers.` },
  resources: { title: msg`Resources`, summary: msg`Guides, templates and learning material.` },
};
