import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { configure, render } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { RouterProvider, createMemoryRouter, useLocation } from 'react-router';
import type { RouteObject } from 'react-router';
import { vi } from 'vitest';
import type { CandidateProfile, CvFile, Job, MyApplication, User } from '@app/shared';
import { AuthProvider, TOKEN_KEY } from '@/lib/auth';
import { futureToken } from './member-area';

/**
 * Test helpers for the recruitment screens of members and visitors: realistic API replies (the
 * shapes of packages/shared's recruitment schemas) behind a stubbed global `fetch`, and renderers
 * with the real AuthProvider, router and api-client.
 */

configure({ asyncUtilTimeout: 5_000 });

export type RecordedCall = { method: string; path: string; query: URLSearchParams; body: unknown };
export type Reply = { status?: number; body?: unknown };
export type Handler = (call: RecordedCall) => Reply | Promise<Reply>;

const json = (status: number, body: unknown) =>
  new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json' } });

/**
 * Replaces `fetch`. `handlers` is keyed "METHOD /path" (no query string). GET /api/auth/profile
 * answers with `user` (401 when null). Multipart bodies are recorded as their FormData.
 */
export function stubRecruitmentApi(user: User | null, handlers: Record<string, Handler> = {}) {
  const calls: RecordedCall[] = [];
  const fetchMock = vi.fn(async (input: RequestInfo | URL, init: RequestInit = {}) => {
    const url = new URL(String(input), 'http://localhost');
    const method = (init.method ?? 'GET').toUpperCase();
    const body: unknown =
      typeof init.body === 'string'
        ? JSON.parse(init.body)
        : init.body instanceof FormData
          ? init.body
          : undefined;
    const call = { method, path: url.pathname, query: url.searchParams, body };
    calls.push(call);
    const handler = handlers[`${method} ${url.pathname}`];
    if (handler) {
      const reply = await handler(call);
      return json(reply.status ?? 200, reply.body ?? { success: true });
    }
    if (method === 'GET' && url.pathname === '/api/auth/profile') {
      return user
        ? json(200, { success: true, user })
        : json(401, { success: false, message: 'Unauthorized' });
    }
    return json(404, { success: false, message: 'Not found', code: 'NOT_FOUND' });
  });
  vi.stubGlobal('fetch', fetchMock);
  return {
    calls,
    fetchMock,
    callsTo: (method: string, path: string) => calls.filter((c) => c.method === method && c.path === path),
  };
}

let counter = 0;
const uuid = (n: number) => `00000000-0000-4000-8000-${String(n).padStart(12, '0')}`;

/** A published posting as GET /api/jobs returns it. */
export function makeJob(overrides: Partial<Job> = {}): Job {
  counter += 1;
  return {
    id: uuid(counter),
    title: 'Senior Frontend Developer',
    company: 'FPT Software',
    company_logo_url: null,
    location: 'Hà Nội',
    type: 'full-time',
    level: 'senior',
    salary_min: 30_000_000,
    salary_max: 45_000_000,
    description: 'Build customer-facing web applications with a team of 12 engineers.',
    requirements: ['5+ years of frontend experience', 'React and TypeScript'],
    skills: ['React', 'TypeScript'],
    benefits: ['13th-month salary', 'Premium health insurance'],
    posted_date: '2026-11-02T03:00:00.000Z',
    deadline: '2026-12-15T16:59:59.999Z',
    views: 120,
    is_featured: false,
    is_remote: false,
    status: 'published',
    is_expired: false,
    ...overrides,
  };
}

export const jobListReply = (jobs: Job[], { total = jobs.length, page = 1, pageSize = 20 } = {}) => ({
  success: true,
  jobs,
  total,
  page,
  pageSize,
});

export function makeCv(overrides: Partial<CvFile> = {}): CvFile {
  const id = overrides.id ?? uuid(900 + (counter += 1));
  return {
    id,
    filename: 'nguyen-van-an-cv.pdf',
    content_type: 'application/pdf',
    size: 182_000,
    created_at: '2026-11-01T02:00:00.000Z',
    url: `/api/cvs/${id}`,
    ...overrides,
  };
}

export function makeProfile(overrides: Partial<CandidateProfile> = {}): CandidateProfile {
  return {
    id: uuid(500),
    name: 'Member Person',
    email: 'member@example.com',
    headline: 'Frontend developer',
    phone: '0912 345 678',
    location: 'Hà Nội',
    skills: ['React', 'TypeScript'],
    years_experience: 4,
    default_cv: null,
    open_to_employers: false,
    updated_at: '2026-11-10T02:00:00.000Z',
    ...overrides,
  };
}

export function makeApplication(overrides: Partial<MyApplication> = {}): MyApplication {
  counter += 1;
  return {
    id: uuid(700 + counter),
    job: {
      id: uuid(1),
      title: 'Senior Frontend Developer',
      company: 'FPT Software',
      location: 'Hà Nội',
      status: 'published',
    },
    stage: 'applied',
    cover_letter: 'I would love to join.',
    cv: makeCv(),
    created_at: '2026-11-05T02:00:00.000Z',
    updated_at: '2026-11-05T02:00:00.000Z',
    history: [{ from: null, to: 'applied', by: null, at: '2026-11-05T02:00:00.000Z', reason: null }],
    interviews: [],
    ...overrides,
  };
}

/** Shows the current address, so tests assert navigation as the user sees it. */
export function AddressProbe() {
  const location = useLocation();
  return (
    <output data-testid="address">
      {location.pathname}
      {location.search}
    </output>
  );
}

const page = (text: string): RouteObject['element'] => (
  <>
    <h1>{text}</h1>
    <AddressProbe />
  </>
);

/**
 * Renders `routes` (plus landing pages for /login and /dashboard/my-applications) in a memory router
 * inside the real AuthProvider and a fresh query cache; signs `user` in with a stored token.
 */
export function renderRecruitment(routes: RouteObject[], path: string, user: User | null) {
  if (user) localStorage.setItem(TOKEN_KEY, futureToken());
  const queryClient = new QueryClient({
    defaultOptions: { queries: { retry: false }, mutations: { retry: false } },
  });
  const taken = new Set(routes.map((route) => route.path));
  const extras: RouteObject[] = [
    { path: '/login', element: page('Login page') },
    { path: '/dashboard/my-applications', element: page('My applications page') },
  ].filter((route) => !taken.has(route.path));
  const router = createMemoryRouter([...routes, ...extras], { initialEntries: [path] });
  // applyAccept off: a user can pick any file in the dialog ('All files'), which the form must handle.
  const ui = userEvent.setup({ delay: null, applyAccept: false });
  const view = render(
    <QueryClientProvider client={queryClient}>
      <AuthProvider>
        <RouterProvider router={router} />
      </AuthProvider>
    </QueryClientProvider>,
  );
  return { ...view, router, user: ui };
}
