import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { UI_TEST_TIMEOUT, json, makeToken, renderRoutes, sampleUser, stubFetch } from '../testing';
import { PermissionGate, RouteGuard } from './route-guard';
import { TOKEN_KEY } from './token-storage';

const signInAs = (user: Record<string, unknown>) => {
  localStorage.setItem(TOKEN_KEY, makeToken());
  stubFetch(() => json(200, { success: true, user: sampleUser(user) }));
};

const guarded = (props: Parameters<typeof RouteGuard>[0]) => [
  {
    path: '/secret',
    element: <RouteGuard {...props} />,
    children: [{ index: true, element: <p>Secret content</p> }],
  },
  { path: '/elsewhere', element: <p>Elsewhere page</p> },
];

describe('route guard', { timeout: UI_TEST_TIMEOUT }, () => {
  it('shows a spinner while the session loads', () => {
    localStorage.setItem(TOKEN_KEY, makeToken());
    stubFetch(() => new Promise<Response>(() => undefined));
    renderRoutes(guarded({}), { initialEntries: ['/secret'] });
    expect(screen.getByRole('status')).toHaveTextContent('Loading');
    expect(screen.queryByText('Secret content')).not.toBeInTheDocument();
  });

  it('sends a signed-out visitor to /login', async () => {
    stubFetch(() => json(500, {}));
    const { router } = renderRoutes(guarded({}), { initialEntries: ['/secret'] });
    expect(await screen.findByText('Login page')).toBeInTheDocument();
    expect(router.state.location.pathname).toBe('/login');
  });

  it('redirects to /dashboard by default when a required permission is missing (all are required)', async () => {
    signInAs({ role: 'staff', permissions: ['user:read', 'user:create'] });
    const { router } = renderRoutes(
      guarded({ requiredPermissions: ['user:read', 'user:create', 'user:update'] }),
      {
        initialEntries: ['/secret'],
      },
    );
    expect(await screen.findByText('Dashboard page')).toBeInTheDocument();
    expect(router.state.location.pathname).toBe('/dashboard');
  });

  it('redirects to the given path when the role is not allowed', async () => {
    signInAs({ role: 'member' });
    const { router } = renderRoutes(guarded({ allowedRoles: ['admin'], redirectTo: '/elsewhere' }), {
      initialEntries: ['/secret'],
    });
    expect(await screen.findByText('Elsewhere page')).toBeInTheDocument();
    expect(router.state.location.pathname).toBe('/elsewhere');
  });

  it('shows the content when role and permissions are there (roles compared lower-cased)', async () => {
    signInAs({ role: 'Admin', permissions: [] });
    renderRoutes(guarded({ allowedRoles: ['ADMIN'], requiredPermissions: ['system:settings'] }), {
      initialEntries: ['/secret'],
    });
    expect(await screen.findByText('Secret content')).toBeInTheDocument();
  });
});

describe('permission gate', { timeout: UI_TEST_TIMEOUT }, () => {
  const gate = (
    <>
      <PermissionGate permission="system:analytics" fallback={<p>No analytics for you</p>}>
        <p>Analytics panel</p>
      </PermissionGate>
      <PermissionGate permission="system:analytics">
        <p>Second panel</p>
      </PermissionGate>
    </>
  );

  it('shows children to holders of the permission', async () => {
    signInAs({ role: 'admin', permissions: [] });
    renderRoutes([{ path: '/', element: gate }]);
    expect(await screen.findByText('Analytics panel')).toBeInTheDocument();
    expect(screen.getByText('Second panel')).toBeInTheDocument();
  });

  it('shows the fallback (or nothing) to everyone else', async () => {
    signInAs({ role: 'member', permissions: [] });
    renderRoutes([{ path: '/', element: gate }]);
    expect(await screen.findByText('No analytics for you')).toBeInTheDocument();
    expect(screen.queryByText('Second panel')).not.toBeInTheDocument();
  });
});
