import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeAll, describe, expect, it } from 'vitest';
import { PERMISSIONS, SERVER_ROLE_PERMISSIONS } from '@app/shared';
import type { Permission, Role } from '@app/shared';
import { makeUser, renderMemberArea, stubApi } from '@/testing/member-area';

beforeAll(async () => {
  await import('@/app/routes/dashboard-user');
}, 60_000);

const ID = 'bbbbbbbb-bbbb-4bbb-8bbb-bbbbbbbbbbbb';
const SESSION = 'dddddddd-dddd-4ddd-8ddd-dddddddddddd';
const PAGE = `/dashboard/users/${ID}`;
const BASE = `/api/admin/users/${ID}`;

function permissions(role: Role, overrides: Partial<Record<Permission, 'granted' | 'removed'>> = {}) {
  const defaults = new Set<Permission>(SERVER_ROLE_PERMISSIONS[role]);
  return PERMISSIONS.map((permission) => {
    const override = overrides[permission] ?? null;
    const roleDefault = defaults.has(permission);
    return {
      permission,
      role_default: roleDefault,
      effective: override === 'granted' ? true : override === 'removed' ? false : roleDefault,
      override,
    };
  });
}

function account(overrides: Record<string, unknown> = {}) {
  return {
    id: ID,
    name: 'Nguyễn Văn An',
    email: 'an@example.com',
    role: 'staff',
    status: 'active',
    plan: null,
    created_at: '2026-03-01T02:00:00.000Z',
    last_sign_in_at: '2026-11-20T03:00:00.000Z',
    github_login: null,
    has_password: true,
    disabled_at: null,
    locked: false,
    invitation: null,
    permissions: permissions('staff'),
    sessions: [
      {
        id: SESSION,
        created_at: '2026-11-19T03:00:00.000Z',
        last_used_at: '2026-11-20T03:00:00.000Z',
        expires_at: '2026-12-19T03:00:00.000Z',
        ip: '203.0.113.7',
        user_agent: 'Mozilla/5.0',
        device: 'Firefox on Linux',
      },
    ],
    ...overrides,
  };
}
const reply = (user: unknown) => ({ body: { success: true, user } });
const message = (text: string) => ({ body: { success: true, message: text } });

describe('/dashboard/users/:id', { timeout: 20_000 }, () => {
  it('an account that does not exist (erased, or a wrong link) still has a page heading above the message', async () => {
    const admin = makeUser('admin');
    stubApi(admin, {
      [`GET ${BASE}`]: () => ({
        status: 404,
        body: { success: false, code: 'NOT_FOUND', message: 'This account does not exist.' },
      }),
    });
    renderMemberArea(PAGE, admin);
    expect(await screen.findByText('This account does not exist.')).toBeVisible();
    expect(screen.getByRole('heading', { level: 1, name: 'Account' })).toBeVisible();
  });

  it('an erased account says so and offers nothing to change', async () => {
    const admin = makeUser('admin');
    stubApi(admin, {
      [`GET ${BASE}`]: () =>
        reply(
          account({
            name: 'Deleted user',
            email: `deleted-${ID}@invalid`,
            role: 'member',
            status: 'erased',
            has_password: false,
            permissions: permissions('member'),
            sessions: [],
          }),
        ),
    });
    renderMemberArea(PAGE, admin);
    expect(await screen.findByRole('heading', { level: 1, name: 'Deleted user' })).toBeVisible();
    expect(screen.getByRole('region', { name: 'Profile' })).toHaveTextContent('Erased');
    expect(screen.getByText(/This account was erased/)).toBeVisible();
    expect(screen.queryByRole('region', { name: 'Permissions' })).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Erase the account' })).not.toBeInTheDocument();
  });

  it('shows the profile, the effective permissions with role defaults marked, and the sessions', async () => {
    const admin = makeUser('admin');
    stubApi(admin, {
      [`GET ${BASE}`]: () =>
        reply(
          account({
            permissions: permissions('staff', { 'user:update': 'granted', 'project:read': 'removed' }),
          }),
        ),
    });
    renderMemberArea(PAGE, admin);
    expect(await screen.findByRole('heading', { level: 1, name: 'Nguyễn Văn An' })).toBeVisible();
    const profile = screen.getByRole('region', { name: 'Profile' });
    expect(profile).toHaveTextContent('an@example.com');
    expect(profile).toHaveTextContent('Staff');
    expect(profile).toHaveTextContent('Active');

    const perms = screen.getByRole('region', { name: 'Permissions' });
    expect(within(perms).getByRole('checkbox', { name: 'user:read' })).toBeChecked();
    expect(within(perms).getByRole('checkbox', { name: 'user:update' })).toBeChecked();
    expect(within(perms).getByRole('checkbox', { name: 'project:read' })).not.toBeChecked();
    expect(within(perms).getByRole('checkbox', { name: 'system:settings' })).not.toBeChecked();
    const item = (permission: string) =>
      within(perms).getByRole('checkbox', { name: permission }).closest('li')!;
    expect(item('user:read')).toHaveTextContent('Role default');
    expect(item('user:update')).toHaveTextContent('granted');
    expect(item('user:update')).not.toHaveTextContent('Role default');
    expect(item('project:read')).toHaveTextContent('Role default');
    expect(item('project:read')).toHaveTextContent('removed');

    const sessions = screen.getByRole('region', { name: 'Sessions' });
    expect(sessions).toHaveTextContent('Firefox on Linux');
    expect(sessions).toHaveTextContent('203.0.113.7');
    // Erasing needs user:delete, which the admin holds.
    expect(screen.getByRole('button', { name: 'Erase the account' })).toBeVisible();
  });

  it('sends a changed role, extra grants and removals, and resets to the role’s defaults', async () => {
    const admin = makeUser('admin');
    const api = stubApi(admin, {
      [`GET ${BASE}`]: () => reply(account()),
      [`PATCH ${BASE}`]: () => reply(account({ role: 'employer', permissions: permissions('employer') })),
      [`PUT ${BASE}/permissions`]: () =>
        reply(
          account({
            permissions: permissions('staff', { 'user:update': 'granted', 'project:read': 'removed' }),
          }),
        ),
      [`DELETE ${BASE}/permissions`]: () => reply(account()),
    });
    renderMemberArea(PAGE, admin);
    await screen.findByRole('heading', { level: 1, name: 'Nguyễn Văn An' });

    const perms = screen.getByRole('region', { name: 'Permissions' });
    await userEvent.click(within(perms).getByRole('checkbox', { name: 'user:update' }));
    await userEvent.click(within(perms).getByRole('checkbox', { name: 'project:read' }));
    await userEvent.click(within(perms).getByRole('button', { name: 'Save permissions' }));
    await waitFor(() =>
      expect(api.calls.find((c) => c.method === 'PUT')?.body).toEqual({
        granted: ['user:update'],
        removed: ['project:read'],
      }),
    );
    expect(await within(perms).findByText('The permissions were saved.')).toBeVisible();
    await userEvent.click(within(perms).getByRole('button', { name: 'Reset to the role’s defaults' }));
    await waitFor(() =>
      expect(api.calls.some((c) => c.method === 'DELETE' && c.path === `${BASE}/permissions`)).toBe(true),
    );

    const role = screen.getByRole('region', { name: 'Role' });
    await userEvent.selectOptions(within(role).getByLabelText('Role'), 'employer');
    await userEvent.click(within(role).getByRole('button', { name: 'Change role' }));
    await waitFor(() =>
      expect(api.calls.find((c) => c.method === 'PATCH')?.body).toEqual({ role: 'employer' }),
    );
    await waitFor(() =>
      expect(screen.getByRole('region', { name: 'Profile' })).toHaveTextContent('Employer'),
    );
  });

  it('shows the server’s refusal (409 last admin, 403 not held) where the action was taken', async () => {
    const admin = makeUser('admin');
    stubApi(admin, {
      [`GET ${BASE}`]: () => reply(account({ role: 'admin', permissions: permissions('admin') })),
      [`PATCH ${BASE}`]: () => ({
        status: 409,
        body: {
          success: false,
          code: 'CONFLICT',
          message: 'This is the last active administrator; make another account an administrator first.',
        },
      }),
      [`POST ${BASE}/disable`]: () => ({
        status: 403,
        body: {
          success: false,
          code: 'FORBIDDEN',
          message: 'You cannot do this to your own account; ask another administrator.',
        },
      }),
    });
    renderMemberArea(PAGE, admin);
    await screen.findByRole('heading', { level: 1, name: 'Nguyễn Văn An' });
    const role = screen.getByRole('region', { name: 'Role' });
    await userEvent.selectOptions(within(role).getByLabelText('Role'), 'member');
    await userEvent.click(within(role).getByRole('button', { name: 'Change role' }));
    expect(await within(role).findByRole('alert')).toHaveTextContent(
      'This is the last active administrator; make another account an administrator first.',
    );

    await userEvent.click(screen.getByRole('button', { name: 'Disable the account' }));
    const dialog = await screen.findByRole('dialog', { name: 'Disable Nguyễn Văn An?' });
    await userEvent.click(within(dialog).getByRole('button', { name: 'Disable the account' }));
    expect(await within(dialog).findByRole('alert')).toHaveTextContent(
      'You cannot do this to your own account; ask another administrator.',
    );
  });

  it('revokes a session and all sessions, sends a reset link, clears a lockout, disables and enables', async () => {
    const admin = makeUser('admin');
    let state = account({ locked: true });
    const api = stubApi(admin, {
      [`GET ${BASE}`]: () => reply(state),
      [`DELETE ${BASE}/sessions/${SESSION}`]: () => ({ body: { success: true, revoked: 1 } }),
      [`DELETE ${BASE}/sessions`]: () => ({ body: { success: true, revoked: 1 } }),
      [`POST ${BASE}/password-reset`]: () => message('A password reset mail is on its way.'),
      [`POST ${BASE}/clear-lockout`]: () => {
        state = { ...state, locked: false };
        return message('The sign-in lockout was cleared.');
      },
      [`POST ${BASE}/disable`]: () => {
        state = { ...state, status: 'disabled', sessions: [] };
        return message('The account was disabled and signed out everywhere.');
      },
      [`POST ${BASE}/enable`]: () => {
        state = { ...state, status: 'active' };
        return message('The account was enabled.');
      },
    });
    renderMemberArea(PAGE, admin);
    await screen.findByRole('heading', { level: 1, name: 'Nguyễn Văn An' });
    const sessions = screen.getByRole('region', { name: 'Sessions' });
    await userEvent.click(
      within(sessions).getByRole('button', { name: 'Revoke the session on Firefox on Linux' }),
    );
    expect(await within(sessions).findByText('The sessions were revoked.')).toBeVisible();
    await userEvent.click(within(sessions).getByRole('button', { name: 'Revoke all sessions' }));

    const access = screen.getByRole('region', { name: 'Sign-in and access' });
    await userEvent.click(within(access).getByRole('button', { name: 'Send a password reset link' }));
    expect(await within(access).findByText('A password reset mail is on its way.')).toBeVisible();
    await userEvent.click(within(access).getByRole('button', { name: 'Clear the sign-in lockout' }));
    expect(await within(access).findByText('The sign-in lockout was cleared.')).toBeVisible();
    await waitFor(() =>
      expect(
        within(access).queryByRole('button', { name: 'Clear the sign-in lockout' }),
      ).not.toBeInTheDocument(),
    );

    await userEvent.click(within(access).getByRole('button', { name: 'Disable the account' }));
    const dialog = await screen.findByRole('dialog', { name: 'Disable Nguyễn Văn An?' });
    await userEvent.click(within(dialog).getByRole('button', { name: 'Disable the account' }));
    expect(
      await within(access).findByText('The account was disabled and signed out everywhere.'),
    ).toBeVisible();
    await userEvent.click(await within(access).findByRole('button', { name: 'Enable the account' }));
    expect(await within(access).findByText('The account was enabled.')).toBeVisible();

    expect(
      api.calls.filter((c) => c.method !== 'GET').map((c) => `${c.method} ${c.path.replace(BASE, '')}`),
    ).toEqual([
      `DELETE /sessions/${SESSION}`,
      'DELETE /sessions',
      'POST /password-reset',
      'POST /clear-lockout',
      'POST /disable',
      'POST /enable',
    ]);
  });

  it('erases after confirming and goes back to the list with the server’s message', async () => {
    const admin = makeUser('admin');
    const api = stubApi(admin, {
      [`GET ${BASE}`]: () => reply(account()),
      [`POST ${BASE}/erase`]: () => message('The account was erased.'),
      'GET /api/admin/users': () => ({
        body: { success: true, users: [], total: 0, total_exact: true, page: 1, pageSize: 25 },
      }),
    });
    const { router } = renderMemberArea(PAGE, admin);
    await userEvent.click(await screen.findByRole('button', { name: 'Erase the account' }));
    const dialog = await screen.findByRole('dialog', { name: 'Erase Nguyễn Văn An?' });
    expect(dialog).toHaveTextContent('replaced by a pseudonym');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Erase the account' }));
    expect(await screen.findByText('The account was erased.')).toBeVisible();
    expect(router.state.location.pathname).toBe('/dashboard/users');
    expect(api.calls.some((c) => c.method === 'POST' && c.path === `${BASE}/erase`)).toBe(true);
  });

  it('offers no erase without user:delete (a staff member granted user:update)', async () => {
    const staff = makeUser('staff', {
      permissions: [...SERVER_ROLE_PERMISSIONS.staff, 'user:update'],
    });
    stubApi(staff, {
      [`GET ${BASE}`]: () => reply(account({ role: 'member', permissions: permissions('member') })),
    });
    renderMemberArea(PAGE, staff);
    expect(await screen.findByRole('heading', { level: 1, name: 'Nguyễn Văn An' })).toBeVisible();
    expect(screen.getByRole('button', { name: 'Disable the account' })).toBeVisible();
    expect(screen.queryByRole('button', { name: 'Erase the account' })).not.toBeInTheDocument();
  });
});
