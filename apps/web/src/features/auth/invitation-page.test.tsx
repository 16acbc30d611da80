import { screen, waitFor } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { MESSAGES } from '@app/shared';
import { UI_TEST_TIMEOUT, json, makeToken, renderRoutes, sampleUser, stubFetch } from '@/lib/testing';
import { InvitationPage } from './invitation-page';

const TOKEN = 'abcdefghijklmnopqrstuvwxyz0123456789_-AB';
const renderInvitation = (search: string) =>
  renderRoutes([{ path: '/invitation', element: <InvitationPage /> }], {
    initialEntries: [`/invitation${search}`],
  });
const invitation = {
  success: true,
  invitation: {
    email: 'binh@example.com',
    name: 'Trần Thị Bình',
    invited_by: 'Alice Admin',
    expires_at: '2026-12-02T03:00:00.000Z',
  },
};

describe('/invitation', { timeout: UI_TEST_TIMEOUT }, () => {
  it('shows the invited account, sets the password and lands signed in on /dashboard', async () => {
    const access = makeToken();
    const { calls } = stubFetch(({ url }) => {
      if (url === '/api/auth/invitation') return json(200, invitation);
      if (url === '/api/auth/invitation/accept')
        return json(200, { success: true, access_token: access, user: sampleUser({ role: 'staff' }) });
      if (url === '/api/auth/profile')
        return json(200, { success: true, user: sampleUser({ role: 'staff' }) });
      return json(404, { success: false, message: 'Not found' });
    });
    const { user, router } = renderInvitation(`?token=${TOKEN}`);
    expect(await screen.findByText('Trần Thị Bình')).toBeVisible();
    expect(screen.getByText('binh@example.com')).toBeVisible();
    expect(screen.getByText('Alice Admin')).toBeVisible();
    expect(screen.getByText(/this link works until 2 Dec 2026/)).toBeVisible();
    expect(screen.getByRole('heading', { name: 'Accept your invitation' })).toBeVisible();

    await user.type(screen.getByLabelText('Password'), 'Short1');
    await user.type(screen.getByLabelText('Confirm password'), 'Short1');
    await user.click(screen.getByRole('button', { name: 'Set password and sign in' }));
    expect(await screen.findByRole('alert')).toBeVisible();
    expect(calls.some((c) => c.url === '/api/auth/invitation/accept')).toBe(false);

    await user.clear(screen.getByLabelText('Password'));
    await user.clear(screen.getByLabelText('Confirm password'));
    await user.type(screen.getByLabelText('Password'), 'Welcome2026');
    await user.type(screen.getByLabelText('Confirm password'), 'Welcome2026');
    await user.click(screen.getByRole('button', { name: 'Set password and sign in' }));
    expect(await screen.findByText('Dashboard page')).toBeInTheDocument();
    expect(router.state.location.pathname).toBe('/dashboard');
    expect(localStorage.getItem('auth_token')).toBe(access);
    expect(calls.find((c) => c.url === '/api/auth/invitation')?.body).toEqual({ token: TOKEN });
    expect(calls.find((c) => c.url === '/api/auth/invitation/accept')?.body).toEqual({
      token: TOKEN,
      password: 'Welcome2026',
    });
  });

  it('a mismatched confirmation uses the shared message', async () => {
    stubFetch(() => json(200, invitation));
    const { user } = renderInvitation(`?token=${TOKEN}`);
    await screen.findByText('Trần Thị Bình');
    await user.type(screen.getByLabelText('Password'), 'Welcome2026');
    await user.type(screen.getByLabelText('Confirm password'), 'Welcome2027');
    await user.click(screen.getByRole('button', { name: 'Set password and sign in' }));
    expect(await screen.findByRole('alert')).toHaveTextContent(MESSAGES.passwordsDoNotMatch);
  });

  it('an expired link says so, with no password form', async () => {
    stubFetch(() =>
      json(410, {
        success: false,
        code: 'INVITATION_EXPIRED',
        message: 'This invitation has expired. Ask the administrator to send it again.',
      }),
    );
    renderInvitation(`?token=${TOKEN}`);
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'This invitation has expired. Ask the administrator to send it again.',
    );
    expect(screen.queryByLabelText('Password')).not.toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Sign in' })).toHaveAttribute('href', '/login');
  });

  it('a used link says so when the password is sent', async () => {
    stubFetch(({ url }) =>
      url === '/api/auth/invitation'
        ? json(200, invitation)
        : json(400, {
            success: false,
            message: 'This invitation link is not valid. Ask the administrator for a new one.',
          }),
    );
    const { user } = renderInvitation(`?token=${TOKEN}`);
    await screen.findByText('Trần Thị Bình');
    await user.type(screen.getByLabelText('Password'), 'Welcome2026');
    await user.type(screen.getByLabelText('Confirm password'), 'Welcome2026');
    await user.click(screen.getByRole('button', { name: 'Set password and sign in' }));
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'This invitation link is not valid. Ask the administrator for a new one.',
    );
    expect(localStorage.getItem('auth_token')).toBeNull();
  });

  it('a link without a token says it is incomplete and asks nothing of the API', async () => {
    const { calls } = stubFetch(() => json(200, invitation));
    renderInvitation('');
    expect(await screen.findByRole('alert')).toHaveTextContent('This invitation link is incomplete.');
    expect(calls).toHaveLength(0);
  });

  it('takes the token out of the address once read, keeping it in the entry’s state (decision 1082)', async () => {
    const { calls } = stubFetch(({ url }) =>
      url === '/api/auth/invitation'
        ? json(200, invitation)
        : json(404, { success: false, message: 'Not found' }),
    );
    const { router } = renderInvitation(`?token=${TOKEN}`);
    expect(await screen.findByText('Trần Thị Bình')).toBeVisible();
    await waitFor(() => expect(router.state.location.search).toBe(''));
    expect(router.state.location).toMatchObject({ pathname: '/invitation', state: { linkToken: TOKEN } });
    expect(router.state.historyAction).toBe('REPLACE');
    expect(document.head.querySelector('meta[name="referrer"]')).toHaveAttribute('content', 'no-referrer');
    // Read once: the page did not ask again when its address changed.
    expect(calls.filter((c) => c.url === '/api/auth/invitation')).toHaveLength(1);
    expect(screen.getByLabelText('Password')).toBeVisible();
  });
});
