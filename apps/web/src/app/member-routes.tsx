import type { RouteObject } from 'react-router';
import { ANALYTICS_ROUTE_ACCESS } from '@/features/analytics/route-access';
import { PLANS_ROUTE_ACCESS } from '@/features/plans/route-access';
import { RECRUITERS_ROUTE_ACCESS } from '@/features/recruiters/route-access';
import { ROUTE_ACCESS, RouteGuard } from '@/lib/auth';

// The billing pages', analytics' and recruiters' rows of the one access table join it with the signed-in area
// (decision 807).
Object.assign(ROUTE_ACCESS, PLANS_ROUTE_ACCESS, ANALYTICS_ROUTE_ACCESS, RECRUITERS_ROUTE_ACCESS);

/** The guard of a page, from the one access table the sidebar and cards also read (decision 310). */
const guard = (path: string) => {
  const access = ROUTE_ACCESS[path]!;
  return (
    <RouteGuard
      requiredPermissions={access.permissions}
      allowedRoles={access.roles}
      requireCompany={access.company}
    />
  );
};

// The signed-in area's route table, loaded on the first visit to one of its paths (router.tsx's
// patchRoutesOnNavigation) so that the public entry chunk does not carry it (decision 270).

/** The recruitment screens (issue 5), each behind the permission its sidebar link needs. */
export const recruitmentRoutes: RouteObject[] = [
  {
    path: 'jobs',
    element: guard('/dashboard/jobs'),
    children: [
      { index: true, lazy: () => import('./routes/dashboard-jobs') },
      { path: 'new', lazy: () => import('./routes/dashboard-job-edit') },
      { path: ':id/edit', lazy: () => import('./routes/dashboard-job-edit') },
      { path: ':id/kits', lazy: () => import('./routes/dashboard-job-kits') },
    ],
  },
  {
    path: 'jobs/:id/board',
    element: guard('/dashboard/applications'),
    children: [{ index: true, lazy: () => import('./routes/dashboard-job-board') }],
  },
  {
    path: 'applications',
    element: guard('/dashboard/applications'),
    children: [
      { index: true, lazy: () => import('./routes/dashboard-applications') },
      { path: ':id', lazy: () => import('./routes/dashboard-application') },
    ],
  },
  {
    path: 'candidates',
    element: guard('/dashboard/candidates'),
    children: [
      { index: true, lazy: () => import('./routes/dashboard-candidates') },
      { path: ':id', lazy: () => import('./routes/dashboard-candidate') },
    ],
  },
  {
    path: 'interviews',
    element: guard('/dashboard/interviews'),
    children: [{ index: true, lazy: () => import('./routes/dashboard-interviews') }],
  },
];

/** Children of the member-area route (router.tsx): profile, plans and the dashboard. */
export const memberRoutes: RouteObject[] = [
  { path: 'profile', lazy: () => import('./routes/profile') },
  { path: 'profile/edit', lazy: () => import('./routes/profile-edit') },
  { path: 'plans', lazy: () => import('./routes/plans') },
  { path: 'plans/return', lazy: () => import('./routes/plans-return') },
  {
    path: 'dashboard',
    lazy: () => import('./routes/dashboard-layout'),
    children: [
      { index: true, lazy: () => import('./routes/dashboard-home') },
      {
        path: 'users',
        element: guard('/dashboard/users'),
        children: [
          { index: true, lazy: () => import('./routes/dashboard-users') },
          { path: ':id', lazy: () => import('./routes/dashboard-user') },
        ],
      },
      {
        path: 'settings',
        element: guard('/dashboard/settings'),
        children: [{ index: true, lazy: () => import('./routes/dashboard-settings') }],
      },
      {
        path: 'analytics',
        element: guard('/dashboard/analytics'),
        children: [{ index: true, lazy: () => import('./routes/dashboard-analytics') }],
      },
      {
        path: 'logs',
        element: guard('/dashboard/logs'),
        children: [{ index: true, lazy: () => import('./routes/dashboard-logs') }],
      },
      {
        path: 'my-applications',
        element: guard('/dashboard/my-applications'),
        children: [{ index: true, lazy: () => import('./routes/dashboard-my-applications') }],
      },
      {
        path: 'saved-jobs',
        element: guard('/dashboard/saved-jobs'),
        children: [{ index: true, lazy: () => import('./routes/dashboard-saved-jobs') }],
      },
      {
        path: 'messages',
        element: guard('/dashboard/messages'),
        children: [
          { index: true, lazy: () => import('./routes/dashboard-messages') },
          { path: ':id', lazy: () => import('./routes/dashboard-messages') },
        ],
      },
      {
        path: 'notifications',
        element: guard('/dashboard/notifications'),
        children: [{ index: true, lazy: () => import('./routes/dashboard-notifications') }],
      },
      {
        path: 'job-alerts',
        element: guard('/dashboard/job-alerts'),
        children: [{ index: true, lazy: () => import('./routes/dashboard-job-alerts') }],
      },
      {
        path: 'billing',
        element: guard('/dashboard/billing'),
        children: [{ index: true, lazy: () => import('./routes/dashboard-billing') }],
      },
      {
        path: 'payments',
        element: guard('/dashboard/payments'),
        children: [
          { index: true, lazy: () => import('./routes/dashboard-payments') },
          { path: ':id', lazy: () => import('./routes/dashboard-payment') },
        ],
      },
      {
        path: 'candidate-profile',
        element: guard('/dashboard/candidate-profile'),
        children: [{ index: true, lazy: () => import('./routes/dashboard-candidate-profile') }],
      },
      {
        path: 'my-projects',
        element: guard('/dashboard/my-projects'),
        children: [{ index: true, lazy: () => import('./routes/dashboard-my-projects') }],
      },
      {
        path: 'approvals',
        element: guard('/dashboard/approvals'),
        children: [{ index: true, lazy: () => import('./routes/dashboard-approvals') }],
      },
      {
        path: 'content',
        element: guard('/dashboard/content'),
        children: [{ index: true, lazy: () => import('./routes/dashboard-content') }],
      },
      {
        path: 'resources',
        element: guard('/dashboard/resources'),
        children: [{ index: true, lazy: () => import('./routes/dashboard-resources') }],
      },
      {
        path: 'support',
        element: guard('/dashboard/support'),
        children: [
          { index: true, lazy: () => import('./routes/dashboard-support') },
          { path: ':id', lazy: () => import('./routes/dashboard-support-ticket') },
        ],
      },
      {
        path: 'company',
        element: guard('/dashboard/company'),
        children: [{ index: true, lazy: () => import('./routes/dashboard-company') }],
      },
      ...recruitmentRoutes,
      { path: '*', lazy: () => import('./routes/dashboard-section') },
    ],
  },
];
