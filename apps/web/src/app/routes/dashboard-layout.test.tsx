import { act, render, screen } from '@testing-library/react';
import { RouterProvider, createMemoryRouter } from 'react-router';
import { describe, expect, it } from 'vitest';
import { AuthProvider, TOKEN_KEY } from '@/lib/auth';
import { futureToken, makeUser, memberAreaRoutes, stubApi } from '@/testing/member-area';
import { patchRoutesOnNavigation, routes } from '../router';

// The real route table (router.tsx), to prove the member-area pages are wired where the spec puts them.
function renderApp(path: string) {
  const router = createMemoryRouter(routes, { initialEntries: [path], patchRoutesOnNavigation });
  render(
    <AuthProvider>
      <RouterProvider router={router} />
    </AuthProvider>,
  );
  return router;
}

describe('member-area routes in router.tsx', () => {
  it('serves /dashboard, a section page, /profile and /plans inside the dashboard shell', async () => {
    const user = makeUser('admin', { name: 'Alice Admin' });
    stubApi(user, {
      'GET /api/auth/plans': () => ({
        body: {
          success: true,
          plans: [{ id: 1, name: 'standard', display_name: 'Pro', price: 199000, features: 'A' }],
        },
      }),
    });
    localStorage.setItem(TOKEN_KEY, futureToken());
    const router = renderApp('/dashboard');
    expect(
      await screen.findByRole('heading', { level: 1, name: 'Dashboard' }, { timeout: 8000 }),
    ).toBeVisible();
    expect(screen.getByRole('navigation', { name: 'Dashboard' })).toBeInTheDocument();

    await router.navigate('/dashboard/approvals');
    expect(
      await screen.findByRole('heading', { level: 1, name: 'Approvals' }, { timeout: 8000 }),
    ).toBeVisible();

    await router.navigate('/profile');
    expect(
      await screen.findByRole('heading', { level: 1, name: 'Alice Admin' }, { timeout: 8000 }),
    ).toBeVisible();
    expect(screen.getByRole('link', { name: 'My Profile' })).toHaveAttribute('aria-current', 'page');

    await router.navigate('/plans');
    expect(
      await screen.findByRole('heading', { level: 1, name: 'Gói dịch vụ' }, { timeout: 8000 }),
    ).toBeVisible();
  }, 30_000);

  it('keeps the member-area routes out of the entry table and loads them on a navigation there', async () => {
    const memberArea = routes[0]!.children!.find((route) => route.id === 'member-area')!;
    expect(memberArea.children).toBeUndefined();
    stubApi(makeUser('admin'));
    localStorage.setItem(TOKEN_KEY, futureToken());
    const router = renderApp('/no-such-page');
    expect(await screen.findByRole('heading', { level: 1 }, { timeout: 8000 })).not.toHaveTextContent(
      'Dashboard',
    );

    await router.navigate('/dashboard');
    expect(
      await screen.findByRole('heading', { level: 1, name: 'Dashboard' }, { timeout: 8000 }),
    ).toBeVisible();
  }, 30_000);
});

describe('dashboard layout', () => {
  it('shows a spinner in the content area while a lazily loaded dashboard page arrives', async () => {
    const user = makeUser('admin');
    stubApi(user);
    localStorage.setItem(TOKEN_KEY, futureToken());
    let release: () => void = () => undefined;
    const tree = memberAreaRoutes();
    const dashboard = tree[0]!.children!.find((route) => route.path === 'dashboard')!;
    dashboard.children!.unshift({
      path: 'slow',
      lazy: () =>
        new Promise((resolve) => {
          release = () => resolve({ Component: () => <h1>Slow page</h1> });
        }),
    });
    const router = createMemoryRouter(tree, { initialEntries: ['/dashboard'] });
    render(
      <AuthProvider>
        <RouterProvider router={router} />
      </AuthProvider>,
    );
    expect(
      await screen.findByRole('heading', { level: 1, name: 'Dashboard' }, { timeout: 8000 }),
    ).toBeVisible();

    act(() => {
      void router.navigate('/dashboard/slow');
    });
    expect(await screen.findByText('Loading page…')).toBeInTheDocument();
    // The shell stays while the page loads.
    expect(screen.getByRole('navigation', { name: 'Dashboard' })).toBeInTheDocument();

    await act(async () => release());
    expect(await screen.findByRole('heading', { level: 1, name: 'Slow page' })).toBeVisible();
    expect(screen.queryByText('Loading page…')).not.toBeInTheDocument();
  }, 30_000);
});
