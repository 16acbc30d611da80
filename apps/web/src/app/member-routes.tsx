import type { RouteObject } from 'react-router';
import { RouteGuard } from '@/lib/auth';

// The signed-in area's route table, loaded on the first visit to one of its paths (router.tsx's
// patchRoutesOnNavigation) so that the public entry chunk does not carry it (decision 270).

/** The recruitment screens (issue 5), each behind the permission its sidebar link needs. */
export const recruitmentRoutes: RouteObject[] = [
  {
    path: 'jobs',
    element: <RouteGuard requiredPermissions={['job:manage']} />,
    children: [
      { index: true, lazy: () => import('./routes/dashboard-jobs') },
      { path: 'new', lazy: () => import('./routes/dashboard-job-edit') },
      { path: ':id/edit', lazy: () => import('./routes/dashboard-job-edit') },
    ],
  },
  {
    path: 'jobs/:id/board',
    element: <RouteGuard requiredPermissions={['application:track']} />,
    children: [{ index: true, lazy: () => import('./routes/dashboard-job-board') }],
  },
  {
    path: 'applications',
    element: <RouteGuard requiredPermissions={['application:track']} />,
    children: [
      { index: true, lazy: () => import('./routes/dashboard-applications') },
      { path: ':id', lazy: () => import('./routes/dashboard-application') },
    ],
  },
  {
    path: 'candidates',
    element: <RouteGuard requiredPermissions={['candidate:manage']} />,
    children: [
      { index: true, lazy: () => import('./routes/dashboard-candidates') },
      { path: ':id', lazy: () => import('./routes/dashboard-candidate') },
    ],
  },
  {
    path: 'interviews',
    element: <RouteGuard requiredPermissions={['interview:manage']} />,
    children: [{ index: true, lazy: () => import('./routes/dashboard-interviews') }],
  },
];

/** Children of the member-area route (router.tsx): profile, plans and the dashboard. */
export const memberRoutes: RouteObject[] = [
  { path: 'profile', lazy: () => import('./routes/profile') },
  { path: 'plans', lazy: () => import('./routes/plans') },
  {
    path: 'dashboard',
    lazy: () => import('./routes/dashboard-layout'),
    children: [
      { index: true, lazy: () => import('./routes/dashboard-home') },
      {
        path: 'users',
        element: <RouteGuard requiredPermissions={['user:read', 'user:create', 'user:update']} />,
        children: [{ index: true, lazy: () => import('./routes/dashboard-users') }],
      },
      {
        path: 'settings',
        element: <RouteGuard requiredPermissions={['system:settings']} />,
        children: [{ index: true, lazy: () => import('./routes/dashboard-settings') }],
      },
      { path: 'my-applications', lazy: () => import('./routes/dashboard-my-applications') },
      { path: 'candidate-profile', lazy: () => import('./routes/dashboard-candidate-profile') },
      ...recruitmentRoutes,
      { path: '*', lazy: () => import('./routes/dashboard-section') },
    ],
  },
];
