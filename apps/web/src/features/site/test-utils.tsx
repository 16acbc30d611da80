import { render } from '@testing-library/react';
import type { ReactNode } from 'react';
import { RouterProvider, createMemoryRouter } from 'react-router';
import type { RouteObject } from 'react-router';
import { vi } from 'vitest';
import { AuthProvider, TOKEN_KEY } from '@/lib/auth';

/** A token the client accepts (exp in an hour); the server side is the stubbed fetch. */
export function fakeToken(): string {
  const encode = (value: object) => btoa(JSON.stringify(value)).replace(/=+$/, '');
  return `${encode({ alg: 'HS256' })}.${encode({ sub: '1', exp: Math.floor(Date.now() / 1000) + 3600 })}.sig`;
}

export const SIGNED_IN_USER = {
  id: '1',
  name: 'Linh Tran Thi',
  email: 'linh@example.com',
  role: 'member',
  permissions: [],
  created_at: '2024-01-01T00:00:00.000Z',
  updated_at: '2024-01-01T00:00:00.000Z',
};

const json = (status: number, body: unknown) =>
  new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json' } });

/**
 * Stubs global fetch like the API: the profile for a stored token, logout, and whatever
 * `extra` answers first. Returns the mock to inspect calls.
 */
export function stubApi(
  extra?: (url: string, init?: RequestInit) => Response | Promise<Response> | undefined,
) {
  const fetchMock = vi.fn(async (input: RequestInfo | URL, init?: RequestInit) => {
    const url = String(input);
    const answer = await extra?.(url, init);
    if (answer) return answer;
    if (url.endsWith('/api/auth/profile')) return json(200, { success: true, user: SIGNED_IN_USER });
    if (url.endsWith('/api/auth/logout')) return json(200, { success: true });
    return json(404, { success: false, message: 'Not found' });
  });
  vi.stubGlobal('fetch', fetchMock);
  return fetchMock;
}

export const signIn = () => localStorage.setItem(TOKEN_KEY, fakeToken());

/** Renders `routes` in a memory router under the real AuthProvider, at `path`. */
export function renderRoutes(routes: RouteObject[], path: string) {
  const router = createMemoryRouter(routes, { initialEntries: [path] });
  const view = render(
    <AuthProvider>
      <RouterProvider router={router} />
    </AuthProvider>,
  );
  return { ...view, router };
}

/** One page on its own, with stand-ins for the routes its links go to. */
export function renderPage(element: ReactNode, path = '/') {
  return renderRoutes(
    [
      { path: path.split('?')[0], element },
      { path: '*', element: <p>Elsewhere</p> },
    ],
    path,
  );
}

export { json };
