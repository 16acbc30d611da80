import { createBrowserRouter } from 'react-router';
import type { RouteObject } from 'react-router';
import { RouteGuard } from '@/lib/auth';
import { RouteError } from './routes/route-error';

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

// Every page is its own chunk: public pages never load dashboard code.
export const routes: RouteObject[] = [
  {
    lazy: () => import('./routes/root-layout'),
    // Bundled with the router: it must render even when a page's chunk failed to load (spec §8).
    errorElement: <RouteError />,
    children: [
      {
        lazy: () => import('./routes/public-layout'),
        children: [
          { index: true, lazy: () => import('./routes/home') },
          { path: 'about', lazy: () => import('./routes/about') },
          { path: 'projects', lazy: () => import('./routes/projects') },
          { path: 'team', lazy: () => import('./routes/team') },
          { path: 'blog', lazy: () => import('./routes/blog') },
          { path: 'contact', lazy: () => import('./routes/contact') },
          { path: 'jobs', lazy: () => import('./routes/jobs') },
          { path: 'jobs/:id', lazy: () => import('./routes/job-detail') },
          { path: 'login', lazy: () => import('./routes/login') },
          { path: 'register', lazy: () => import('./routes/register') },
          { path: 'forgot-password', lazy: () => import('./routes/forgot-password') },
          { path: 'health', lazy: () => import('./routes/health') },
          { path: 'auth/github/callback', lazy: () => import('./routes/github-callback') },
          { path: '*', lazy: () => import('./routes/not-found') },
        ],
      },
      {
        // The signed-in area: its own chunk with the query cache, behind the guard.
        lazy: () => import('./routes/member-area'),
        children: [
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
        ],
      },
    ],
  },
];

export const createRouter = () => createBrowserRouter(routes);
