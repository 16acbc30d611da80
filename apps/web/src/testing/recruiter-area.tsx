import type { RouteObject } from 'react-router';
import { RouterProvider, createMemoryRouter } from 'react-router';
import { render } from '@testing-library/react';
import type { User } from '@app/shared';
import { recruitmentRoutes } from '@/app/member-routes';
import { AuthProvider, TOKEN_KEY } from '@/lib/auth';
import { futureToken, memberAreaRoutes } from './member-area';

/** The member area as router.tsx builds it, with the recruitment routes under /dashboard. */
function routesWithRecruitment(): RouteObject[] {
  const tree = memberAreaRoutes();
  const dashboard = tree[0]!.children!.find((route) => route.path === 'dashboard')!;
  dashboard.children = [...recruitmentRoutes, ...(dashboard.children ?? [])];
  return tree;
}

export function renderRecruiterArea(path: string, user: User | null) {
  if (user) localStorage.setItem(TOKEN_KEY, futureToken());
  const router = createMemoryRouter(routesWithRecruitment(), { initialEntries: [path] });
  const view = render(
    <AuthProvider>
      <RouterProvider router={router} />
    </AuthProvider>,
  );
  return { ...view, router };
}

export const NOW = '2026-11-20T03:00:00.000Z';

export function managedJob(overrides: Record<string, unknown> = {}) {
  return {
    id: '11111111-1111-4111-8111-111111111111',
    title: 'Senior React Developer',
    company: 'FPT Software',
    company_logo_url: null,
    location: 'Hà Nội',
    type: 'full-time',
    level: 'senior',
    salary_min: 30_000_000,
    salary_max: 50_000_000,
    description: 'Build the SPA.',
    requirements: ['5 years of React'],
    skills: ['React', 'TypeScript'],
    benefits: ['13th month salary'],
    posted_date: null,
    deadline: '2026-12-31T16:59:59.999Z',
    views: 0,
    is_featured: false,
    is_remote: false,
    status: 'draft',
    is_expired: false,
    owner_id: 'u-employer',
    created_at: NOW,
    updated_at: NOW,
    applications_count: 0,
    ...overrides,
  };
}
