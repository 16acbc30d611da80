import { StrictMode } from 'react';
import { act, configure, render } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { RouterProvider, createMemoryRouter, useLocation } from 'react-router';
import type { InitialEntry, RouteObject } from 'react-router';
import { vi } from 'vitest';
import { AuthProvider } from '@/lib/auth';

// Test helpers: the real AuthProvider and api client against a stubbed `fetch`.

/** Rendering and typing in jsdom is slow when the whole monorepo's suites run at once (CI). */
export const UI_TEST_TIMEOUT = 20_000;
// The same reason for findBy*/waitFor: a loaded machine can take more than the default second.
configure({ asyncUtilTimeout: 5_000 });

export type FetchCall = { url: string; method: string; body: unknown; headers: Record<string, string> };
type Handler = (call: FetchCall) => Response | Promise<Response>;

export const json = (status: number, body: unknown) =>
  new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json' } });

/** Replaces global fetch; every call is recorded with its parsed JSON body. */
export function stubFetch(handler: Handler) {
  const calls: FetchCall[] = [];
  const mock = vi.fn(async (input: RequestInfo | URL, init: RequestInit = {}) => {
    const call: FetchCall = {
      url: String(input),
      method: init.method ?? 'GET',
      body: typeof init.body === 'string' ? JSON.parse(init.body) : undefined,
      headers: { ...(init.headers as Record<string, string> | undefined) },
    };
    calls.push(call);
    return handler(call);
  });
  vi.stubGlobal('fetch', mock);
  return { mock, calls };
}

/** A JWT whose payload carries `exp` (seconds); the signature is irrelevant to the client. */
export function makeToken(expSeconds = Math.floor(Date.now() / 1000) + 3600, subject = 'user-1') {
  const encode = (value: object) =>
    btoa(JSON.stringify(value)).replace(/\+/g, '-').replace(/\//g, '_').replace(/=+$/, '');
  return `${encode({ alg: 'HS256', typ: 'JWT' })}.${encode({ sub: subject, exp: expSeconds })}.signature`;
}

export const sampleUser = (overrides: Record<string, unknown> = {}) => ({
  id: 'user-1',
  name: 'Ada Lovelace',
  email: 'ada@example.com',
  role: 'member',
  permissions: [],
  created_at: '2026-01-01T00:00:00.000Z',
  updated_at: '2026-01-01T00:00:00.000Z',
  ...overrides,
});

/**
 * Lets React run effects it scheduled outside `act` (after a fetch resolved, say) before a test moves a
 * fake clock: otherwise a timer those effects would start does not exist yet. Needs real time to pass,
 * so with fake timers use `vi.useFakeTimers({ shouldAdvanceTime: true })`.
 */
export const settle = () => act(() => new Promise<void>((resolve) => setTimeout(resolve, 0)));

/** Shows the current address so tests can assert navigation the way a user sees it. */
export function LocationProbe() {
  const location = useLocation();
  return (
    <output data-testid="location">
      {location.pathname}
      {location.search}
    </output>
  );
}

const landing = (text: string) => ({
  element: (
    <>
      <p>{text}</p>
      <LocationProbe />
    </>
  ),
});

/** Renders routes inside the real AuthProvider, plus landing pages for /login, /dashboard and /. */
export function renderRoutes(
  routes: RouteObject[],
  {
    initialEntries = ['/'],
    strict = false,
    fakeTimers = false,
  }: { initialEntries?: InitialEntry[]; strict?: boolean; fakeTimers?: boolean } = {},
) {
  const paths = new Set(routes.map((route) => route.path));
  const extras: RouteObject[] = [
    { path: '/login', ...landing('Login page') },
    { path: '/dashboard', ...landing('Dashboard page') },
    { path: '/', ...landing('Home page') },
  ].filter((route) => !paths.has(route.path));
  const router = createMemoryRouter([...routes, ...extras], { initialEntries });
  const ui = (
    <AuthProvider>
      <RouterProvider router={router} />
    </AuthProvider>
  );
  const user = userEvent.setup(
    fakeTimers ? { delay: null, advanceTimers: (ms) => vi.advanceTimersByTime(ms) } : { delay: null },
  );
  const result = render(strict ? <StrictMode>{ui}</StrictMode> : ui);
  return { ...result, router, user };
}
