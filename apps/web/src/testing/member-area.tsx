import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { act, configure, render } from '@testing-library/react';
import { RouterProvider, createMemoryRouter } from 'react-router';
import type { RouteObject } from 'react-router';
import { afterEach, beforeAll, vi } from 'vitest';
import { PERMISSIONS, SERVER_ROLE_PERMISSIONS } from '@app/shared';
import type { Role, User } from '@app/shared';
import { memberRoutes } from '@/app/member-routes';
import { AuthProvider, RouteGuard, TOKEN_KEY } from '@/lib/auth';

/**
 * Test helpers for the signed-in area (dashboard, profile, plans): a stored JWT that has not
 * expired, a stubbed global `fetch` answering the API paths, and the member-area route tree
 * with the real AuthProvider and a fresh query cache per render.
 */

export type ApiReply = { status?: number; body?: unknown };
export type ApiHandler = (request: {
  method: string;
  body: unknown;
  url: URL;
}) => ApiReply | Promise<ApiReply>;
export type ApiCall = { method: string; path: string; body: unknown };

const base64url = (value: string) => btoa(value).replace(/\+/g, '-').replace(/\//g, '_').replace(/=+$/, '');

/** A JWT-shaped token whose `exp` is an hour from now (the client only reads `exp`). */
export function futureToken(): string {
  const header = base64url(JSON.stringify({ alg: 'HS256', typ: 'JWT' }));
  const payload = base64url(JSON.stringify({ sub: 'u-1', exp: Math.floor(Date.now() / 1000) + 3600 }));
  return `${header}.${payload}.signature`;
}

export function makeUser(role: Role, overrides: Partial<User> = {}): User {
  return {
    id: `u-${role}`,
    name: `${role[0]!.toUpperCase()}${role.slice(1)} Person`,
    email: `${role}@example.com`,
    role,
    permissions: [...(role === 'admin' ? PERMISSIONS : SERVER_ROLE_PERMISSIONS[role])],
    locale: 'en',
    created_at: '2024-03-15T12:00:00.000Z',
    updated_at: '2025-01-20T12:00:00.000Z',
    ...overrides,
  };
}

// Lazy routes plus the profile call take a moment in jsdom; give findBy* more room than 1 s.
configure({ asyncUtilTimeout: 4000 });

afterEach(() => {
  vi.unstubAllGlobals();
});

// Load the route modules once up front, so the first test does not spend its wait compiling them.
beforeAll(async () => {
  await Promise.all([
    import('@/app/routes/profile'),
    import('@/app/routes/plans'),
    import('@/app/routes/dashboard-layout'),
    import('@/app/routes/dashboard-home'),
    import('@/app/routes/dashboard-users'),
    import('@/app/routes/dashboard-settings'),
    import('@/app/routes/dashboard-section'),
  ]);
}, 30_000);

/**
 * Stubs `fetch`: `handlers` is keyed "METHOD /path". GET /api/auth/profile answers with the
 * current `user` (change it with `setUser`, e.g. after an upgrade). Unknown paths answer 404.
 */
export function stubApi(user: User | null, handlers: Record<string, ApiHandler> = {}) {
  let current = user;
  const calls: ApiCall[] = [];
  const json = (status: number, body: unknown) =>
    new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json' } });
  const fetchMock = vi.fn(async (input: RequestInfo | URL, init?: RequestInit) => {
    const url = new URL(String(input), 'http://localhost');
    const method = (init?.method ?? 'GET').toUpperCase();
    const body: unknown = typeof init?.body === 'string' ? JSON.parse(init.body) : undefined;
    calls.push({ method, path: url.pathname, body });
    const handler = handlers[`${method} ${url.pathname}`];
    if (handler) {
      const reply = await handler({ method, body, url });
      return json(reply.status ?? 200, reply.body ?? {});
    }
    if (method === 'GET' && url.pathname === '/api/auth/profile') {
      return current
        ? json(200, { success: true, user: current })
        : json(401, { success: false, message: 'Unauthorized' });
    }
    if (method === 'POST' && url.pathname === '/api/auth/logout') return json(200, { success: true });
    return json(404, { success: false, message: 'Not found' });
  });
  vi.stubGlobal('fetch', fetchMock);
  return {
    calls,
    fetchMock,
    setUser(next: User | null) {
      current = next;
    },
  };
}

/** The member-area tree as router.tsx builds it, with a fresh query cache per render. */
export function memberAreaRoutes(): RouteObject[] {
  const queryClient = new QueryClient({
    defaultOptions: { queries: { retry: false, staleTime: 30_000 }, mutations: { retry: false } },
  });
  return [
    {
      hydrateFallbackElement: <p>Loading…</p>,
      element: (
        <QueryClientProvider client={queryClient}>
          <RouteGuard />
        </QueryClientProvider>
      ),
      // The product's own table, so a test walks the routes users get.
      children: memberRoutes,
    },
    { path: '/', element: <h1>Home page</h1> },
    { path: '/login', element: <h1>Login page</h1> },
  ];
}

/** Signs `user` in (stored token + profile reply) and renders the member area at `path`. */
export function renderMemberArea(path: string, user: User | null) {
  if (user) localStorage.setItem(TOKEN_KEY, futureToken());
  const router = createMemoryRouter(memberAreaRoutes(), { initialEntries: [path] });
  const view = render(
    <AuthProvider>
      <RouterProvider router={router} />
    </AuthProvider>,
  );
  return { ...view, router };
}

/** Moves fake timers on inside act(), so React sees the timer's state changes. */
export async function advance(ms: number) {
  await act(async () => {
    await vi.advanceTimersByTimeAsync(ms);
  });
}
