import { render, screen } from '@testing-library/react';
import { RouterProvider, createMemoryRouter } from 'react-router';
import { describe, expect, it } from 'vitest';
import { AuthProvider, TOKEN_KEY } from '@/lib/auth';
import { futureToken, makeUser, stubApi } from '@/testing/member-area';
import { routes } from '../router';

// The real route table (router.tsx), to prove the member-area pages are wired where the spec puts them.
function renderApp(path: string) {
  const router = createMemoryRouter(routes, { initialEntries: [path] });
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
});
