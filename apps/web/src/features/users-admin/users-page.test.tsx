import { act, screen, waitFor, within } from '@testing-library/react';
import { i18n } from '@lingui/core';
import userEvent from '@testing-library/user-event';
import { beforeAll, describe, expect, it } from 'vitest';
import { makeUser, renderMemberArea, stubApi } from '@/testing/member-area';

beforeAll(async () => {
  await import('@/app/routes/dashboard-users');
}, 60_000);

const admin = makeUser('admin', { name: 'Alice Admin' });
const INVITED = 'aaaaaaaa-aaaa-4aaa-8aaa-aaaaaaaaaaaa';

function row(overrides: Record<string, unknown> = {}) {
  return {
    id: 'bbbbbbbb-bbbb-4bbb-8bbb-bbbbbbbbbbbb',
    name: 'Nguyễn Văn An',
    email: 'an@example.com',
    role: 'member',
    status: 'active',
    plan: 'standard',
    created_at: '2026-03-01T02:00:00.000Z',
    last_sign_in_at: null,
    ...overrides,
  };
}
const listReply = (users: unknown[], extra: Record<string, unknown> = {}) => ({
  body: { success: true, users, total: users.length, total_exact: true, page: 1, pageSize: 25, ...extra },
});
const listUrls = (fetchMock: ReturnType<typeof stubApi>['fetchMock']) =>
  fetchMock.mock.calls
    .map(([url]) => new URL(String(url), 'http://x'))
    .filter((url) => url.pathname === '/api/admin/users');

describe('/dashboard/users', { timeout: 20_000 }, () => {
  it('lists the accounts the API returns: name, e-mail, role, status, plan, dates', async () => {
    stubApi(admin, {
      'GET /api/admin/users': () =>
        listReply([
          row(),
          row({
            id: INVITED,
            name: 'Trần Thị Bình',
            email: 'binh@example.com',
            role: 'staff',
            status: 'invited',
            plan: null,
          }),
        ]),
    });
    renderMemberArea('/dashboard/users', admin);
    expect(await screen.findByRole('heading', { level: 1, name: 'User Management' })).toBeVisible();
    const table = await screen.findByRole('table', { name: 'Accounts' });
    const rows = within(table).getAllByRole('row');
    expect(rows).toHaveLength(3);
    expect(within(rows[1]!).getByRole('link', { name: 'Nguyễn Văn An' })).toHaveAttribute(
      'href',
      '/dashboard/users/bbbbbbbb-bbbb-4bbb-8bbb-bbbbbbbbbbbb',
    );
    expect(rows[1]).toHaveTextContent('an@example.com');
    expect(rows[1]).toHaveTextContent('Member');
    expect(rows[1]).toHaveTextContent('Active');
    expect(rows[1]).toHaveTextContent('Pro');
    expect(rows[1]).toHaveTextContent('1 Mar 2026');
    expect(rows[1]).toHaveTextContent('Never');
    expect(rows[2]).toHaveTextContent('Invited');
    expect(
      within(rows[2]!).getByRole('button', { name: 'Resend the invitation to Trần Thị Bình' }),
    ).toBeVisible();
    expect(within(rows[1]!).queryByRole('button', { name: /Resend/ })).not.toBeInTheDocument();
    expect(screen.getByTestId('users-total')).toHaveTextContent('2 accounts');
  });

  it('says "10,000+" when the count is capped', async () => {
    stubApi(admin, {
      'GET /api/admin/users': () => listReply([row()], { total: 10_000, total_exact: false }),
    });
    renderMemberArea('/dashboard/users', admin);
    expect(await screen.findByTestId('users-total')).toHaveTextContent('10,000+ accounts');
  });

  it('writes search, filters, sort and page into the address and sends exactly those to the API', async () => {
    const api = stubApi(admin, {
      'GET /api/admin/users': () => listReply([row()], { total: 60 }),
    });
    const { router } = renderMemberArea('/dashboard/users', admin);
    await screen.findByRole('table', { name: 'Accounts' });

    await userEvent.type(screen.getByLabelText('Name or e-mail'), 'nguyen');
    await userEvent.click(screen.getByRole('button', { name: 'Search' }));
    await userEvent.selectOptions(screen.getByLabelText('Role'), 'staff');
    await userEvent.selectOptions(screen.getByLabelText('Status'), 'disabled');
    await userEvent.selectOptions(screen.getByLabelText('Plan'), 'none');
    await userEvent.selectOptions(screen.getByLabelText('Sign-in'), 'inactive');
    await userEvent.click(screen.getByRole('button', { name: /^Last sign-in/ }));
    await waitFor(() => expect(router.state.location.search).toContain('sort=last_sign_in_at'));
    await userEvent.click(await screen.findByRole('button', { name: 'Next' }));

    await waitFor(() => {
      const params = new URLSearchParams(router.state.location.search);
      expect(Object.fromEntries(params)).toEqual({
        q: 'nguyen',
        role: 'staff',
        status: 'disabled',
        plan: 'none',
        sign_in: 'inactive',
        sort: 'last_sign_in_at',
        order: 'desc',
        page: '2',
      });
    });
    await waitFor(() => {
      const last = listUrls(api.fetchMock).at(-1)!;
      expect(Object.fromEntries(last.searchParams)).toEqual(
        Object.fromEntries(new URLSearchParams(router.state.location.search)),
      );
    });
    // The header says how the table is sorted.
    expect(screen.getByRole('columnheader', { name: /Last sign-in/ })).toHaveAttribute(
      'aria-sort',
      'descending',
    );
  });

  it('opened from an address with filters, shows them and asks the API for them', async () => {
    const api = stubApi(admin, { 'GET /api/admin/users': () => listReply([]) });
    renderMemberArea('/dashboard/users?q=an&role=employer&sign_in=never', admin);
    expect(await screen.findByText('No accounts match.')).toBeVisible();
    expect(screen.getByLabelText('Name or e-mail')).toHaveValue('an');
    expect(screen.getByLabelText('Role')).toHaveValue('employer');
    expect(screen.getByLabelText('Sign-in')).toHaveValue('never');
    expect(Object.fromEntries(listUrls(api.fetchMock).at(-1)!.searchParams)).toEqual({
      q: 'an',
      role: 'employer',
      sign_in: 'never',
    });
  });

  it('invites by e-mail, name and role, and shows the API’s message for an existing address', async () => {
    let attempts = 0;
    const api = stubApi(admin, {
      'GET /api/admin/users': () => listReply([row()]),
      'POST /api/admin/invitations': ({ body }) => {
        attempts += 1;
        if (attempts === 1)
          return {
            status: 409,
            body: {
              success: false,
              code: 'CONFLICT',
              message: 'An account with this e-mail address already exists.',
            },
          };
        return {
          status: 201,
          body: { success: true, user: row({ ...(body as object), status: 'invited' }) },
        };
      },
    });
    renderMemberArea('/dashboard/users', admin);
    await screen.findByRole('table', { name: 'Accounts' });
    await userEvent.click(screen.getByRole('button', { name: 'Invite a user' }));
    const dialog = await screen.findByRole('dialog', { name: 'Invite a user' });
    await userEvent.type(within(dialog).getByLabelText('E-mail'), 'an@example.com');
    await userEvent.type(within(dialog).getByLabelText('Name'), 'Nguyễn Văn An');
    await userEvent.selectOptions(within(dialog).getByLabelText('Role'), 'employer');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Send invitation' }));
    expect(await within(dialog).findByRole('alert')).toHaveTextContent(
      'An account with this e-mail address already exists.',
    );
    expect(api.calls.find((c) => c.path === '/api/admin/invitations')?.body).toEqual({
      email: 'an@example.com',
      name: 'Nguyễn Văn An',
      role: 'employer',
    });

    await userEvent.clear(within(dialog).getByLabelText('E-mail'));
    await userEvent.type(within(dialog).getByLabelText('E-mail'), 'new@example.com');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Send invitation' }));
    expect(await screen.findByText('An invitation was sent to new@example.com.')).toBeVisible();
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
  });

  it('checks the invitation form with the shared rules before sending', async () => {
    const api = stubApi(admin, { 'GET /api/admin/users': () => listReply([]) });
    renderMemberArea('/dashboard/users', admin);
    await userEvent.click(await screen.findByRole('button', { name: 'Invite a user' }));
    const dialog = await screen.findByRole('dialog', { name: 'Invite a user' });
    await userEvent.type(within(dialog).getByLabelText('E-mail'), 'not-an-address');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Send invitation' }));
    expect(await within(dialog).findByText(/valid email/i)).toBeVisible();
    expect(api.calls.some((c) => c.path === '/api/admin/invitations')).toBe(false);
  });

  it('resends and revokes (after confirming) an invited account’s invitation', async () => {
    const api = stubApi(admin, {
      'GET /api/admin/users': () => listReply([row({ id: INVITED, name: 'Bình', status: 'invited' })]),
      [`POST /api/admin/users/${INVITED}/invitation/resend`]: () => ({
        body: { success: true, message: 'The invitation was sent again.' },
      }),
      [`DELETE /api/admin/users/${INVITED}/invitation`]: () => ({
        body: { success: true, message: 'The invitation was revoked.' },
      }),
    });
    renderMemberArea('/dashboard/users', admin);
    await userEvent.click(await screen.findByRole('button', { name: 'Resend the invitation to Bình' }));
    expect(await screen.findByText('The invitation was sent again.')).toBeVisible();
    await userEvent.click(screen.getByRole('button', { name: 'Revoke the invitation of Bình' }));
    const dialog = await screen.findByRole('dialog', { name: 'Revoke the invitation?' });
    await userEvent.click(within(dialog).getByRole('button', { name: 'Revoke the invitation' }));
    expect(await screen.findByText('The invitation was revoked.')).toBeVisible();
    expect(api.calls.filter((c) => c.path.includes('/invitation')).map((c) => c.method)).toEqual([
      'POST',
      'DELETE',
    ]);
  });

  it('staff without user:update are sent back to the dashboard (decision 401)', async () => {
    const staff = makeUser('staff');
    stubApi(staff);
    const { router } = renderMemberArea('/dashboard/users/bbbbbbbb-bbbb-4bbb-8bbb-bbbbbbbbbbbb', staff);
    expect(await screen.findByRole('heading', { level: 1, name: 'Dashboard' })).toBeInTheDocument();
    expect(router.state.location.pathname).toBe('/dashboard');
  });
  it('speaks Vietnamese: title, columns, statuses and the capped count', async () => {
    act(() => i18n.activate('vi'));
    stubApi(admin, {
      'GET /api/admin/users': () =>
        listReply([row({ status: 'disabled' })], { total: 10_000, total_exact: false }),
    });
    renderMemberArea('/dashboard/users', admin);
    expect(await screen.findByRole('heading', { level: 1, name: 'Quản lý người dùng' })).toBeVisible();
    const table = await screen.findByRole('table', { name: 'Tài khoản' });
    expect(within(table).getByRole('columnheader', { name: /Đăng nhập gần nhất/ })).toBeVisible();
    expect(within(table).getAllByRole('row')[1]).toHaveTextContent('Đã vô hiệu hóa');
    expect(screen.getByTestId('users-total')).toHaveTextContent('Hơn 10.000 tài khoản');
    expect(screen.getByRole('button', { name: 'Mời người dùng' })).toBeVisible();
  });
  it('names plans as the settings do, the names /plans shows, in both languages (decision 1197)', async () => {
    const plans = [
      { id: 1, name: 'free', display_name: 'Free', price: 0, features: '' },
      { id: 2, name: 'standard', display_name: 'Business', price: 199000, features: '' },
      { id: 3, name: 'premium', display_name: 'Enterprise', price: 499000, features: '' },
    ];
    for (const locale of ['en', 'vi'] as const) {
      act(() => i18n.activate(locale));
      stubApi(admin, {
        'GET /api/admin/users': () =>
          listReply([row(), row({ id: INVITED, email: 'binh@example.com', plan: 'premium' })]),
        'GET /api/auth/plans': () => ({ body: { success: true, plans } }),
      });
      const { unmount } = renderMemberArea('/dashboard/users', admin);
      const table = await screen.findByRole('table', { name: locale === 'vi' ? 'Tài khoản' : 'Accounts' });
      const rows = within(table).getAllByRole('row');
      await waitFor(() => expect(rows[1]).toHaveTextContent('Business'));
      expect(rows[2]).toHaveTextContent('Enterprise');
      const filter = screen.getByRole('combobox', { name: locale === 'vi' ? 'Gói' : 'Plan' });
      expect(within(filter).getByRole('option', { name: 'Business' })).toHaveValue('standard');
      expect(within(filter).getByRole('option', { name: 'Enterprise' })).toHaveValue('premium');
      unmount();
    }
  });
});
