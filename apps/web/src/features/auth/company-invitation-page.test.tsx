import { render, screen, waitFor } from '@testing-library/react';
import { RouterProvider, createBrowserRouter } from 'react-router';
import { i18n } from '@lingui/core';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { MESSAGES } from '@app/shared';
import { AuthProvider } from '@/lib/auth';
import { UI_TEST_TIMEOUT, json, makeToken, renderRoutes, sampleUser, stubFetch } from '@/lib/testing';
import { CompanyInvitationPage } from './company-invitation-page';
import { LoginPage } from './login-page';

const TOKEN = 'abcdefghijklmnopqrstuvwxyz0123456789_-AB';
const routes = [
  { path: '/company-invitation', element: <CompanyInvitationPage /> },
  { path: '/dashboard/company', element: <p>Company page</p> },
];
const renderPage = (search: string, extra: typeof routes = []) =>
  renderRoutes([...routes, ...extra], { initialEntries: [`/company-invitation${search}`] });

const lookup = (overrides: Record<string, unknown> = {}) => ({
  success: true,
  invitation: {
    company: 'FPT Software',
    role: 'interviewer',
    email: 'binh@example.com',
    invited_by: 'Olivia Owner',
    expires_at: '2026-12-02T03:00:00.000Z',
    account_exists: false,
    ...overrides,
  },
});
const company = { id: 'co-1', name: 'FPT Software', role: 'interviewer', plan: 'premium' };

describe('/company-invitation', { timeout: UI_TEST_TIMEOUT }, () => {
  it('a new address registers with a name and a password and lands signed in on the company page', async () => {
    const access = makeToken();
    const joined = sampleUser({ email: 'binh@example.com', role: 'employer', company });
    const { calls } = stubFetch(({ url }) => {
      if (url === '/api/auth/company-invitation') return json(200, lookup());
      if (url === '/api/auth/company-invitation/register')
        return json(200, {
          success: true,
          access_token: access,
          token_type: 'bearer',
          expires_at: '2026-12-02T03:00:00.000Z',
          user: joined,
        });
      if (url === '/api/auth/profile') return json(200, { success: true, user: joined });
      return json(404, { success: false, message: 'Not found' });
    });
    const { user, router } = renderPage(`?token=${TOKEN}`);
    const summary = await screen.findByTestId('company-invitation');
    expect(summary).toHaveTextContent('Olivia Owner invited you to join FPT Software as Interviewer.');
    expect(summary).toHaveTextContent('The invitation is for binh@example.com and works until 2 Dec 2026.');
    expect(screen.getByRole('heading', { name: 'Join a company' })).toBeVisible();

    await user.click(screen.getByRole('button', { name: 'Create account and join' }));
    expect(await screen.findByRole('alert')).toHaveTextContent(MESSAGES.allFieldsRequired);
    expect(screen.getByLabelText('Name')).toHaveAttribute('aria-invalid', 'true');

    await user.type(screen.getByLabelText('Name'), 'Trần Thị Bình');
    await user.type(screen.getByLabelText('Password'), 'Welcome2026');
    await user.type(screen.getByLabelText('Confirm password'), 'Welcome2026');
    await user.click(screen.getByRole('button', { name: 'Create account and join' }));
    expect(await screen.findByText('Company page')).toBeInTheDocument();
    expect(router.state.location.pathname).toBe('/dashboard/company');
    expect(localStorage.getItem('auth_token')).toBe(access);
    expect(calls.find((c) => c.url === '/api/auth/company-invitation')?.body).toEqual({ token: TOKEN });
    expect(calls.find((c) => c.url === '/api/auth/company-invitation/register')?.body).toEqual({
      token: TOKEN,
      name: 'Trần Thị Bình',
      password: 'Welcome2026',
    });
  });

  it('an existing account signs in and comes back to join', async () => {
    const access = makeToken();
    const member = sampleUser({ email: 'binh@example.com' });
    let joined = false;
    const { calls } = stubFetch(({ url }) => {
      if (url === '/api/auth/company-invitation') return json(200, lookup({ account_exists: true }));
      if (url === '/api/auth/login') return json(200, { success: true, access_token: access, user: member });
      if (url === '/api/auth/company-invitation/accept') {
        joined = true;
        return json(200, { success: true, message: 'You joined the company.' });
      }
      if (url === '/api/auth/profile')
        return json(200, {
          success: true,
          user: joined ? { ...member, role: 'employer', company } : member,
        });
      return json(404, { success: false, message: 'Not found' });
    });
    const { user, router } = renderPage(`?token=${TOKEN}`, [{ path: '/login', element: <LoginPage /> }]);
    expect(await screen.findByTestId('company-invitation')).toBeVisible();
    expect(document.body).toHaveTextContent(
      'An account with binh@example.com exists. Sign in with it to accept the invitation',
    );
    expect(screen.queryByLabelText('Password')).toBeNull();
    await user.click(screen.getByRole('link', { name: 'Sign in to accept' }));

    // The login page has the invited address and returns here.
    expect(await screen.findByLabelText('Email')).toHaveValue('binh@example.com');
    await user.type(screen.getByLabelText('Password'), 'Secret123');
    await user.click(screen.getByRole('button', { name: 'Sign in' }));
    const join = await screen.findByRole('button', { name: 'Join FPT Software' });
    // Back from the sign-in, the token left the address again (decision 1082).
    expect(router.state.location.pathname).toBe('/company-invitation');
    expect(router.state.location.search).toBe('');
    await user.click(join);
    expect(await screen.findByText('Company page')).toBeInTheDocument();
    expect(calls.find((c) => c.url === '/api/auth/company-invitation/accept')?.body).toEqual({
      token: TOKEN,
    });
    // The profile was read again after joining.
    const accept = calls.findIndex((c) => c.url === '/api/auth/company-invitation/accept');
    expect(calls.slice(accept).some((c) => c.url === '/api/auth/profile')).toBe(true);
  });

  it('signed in with another address: says so, offers to sign out, and shows the server’s refusal', async () => {
    localStorage.setItem('auth_token', makeToken());
    stubFetch(({ url }) => {
      if (url === '/api/auth/company-invitation') return json(200, lookup({ account_exists: true }));
      if (url === '/api/auth/profile')
        return json(200, { success: true, user: sampleUser({ email: 'ada@example.com' }) });
      if (url === '/api/auth/company-invitation/accept')
        return json(403, {
          success: false,
          message: 'This invitation was sent to binh@example.com. Sign in with that address to accept it.',
        });
      if (url === '/api/auth/logout') return json(200, { success: true });
      return json(404, { success: false, message: 'Not found' });
    });
    const { user } = renderPage(`?token=${TOKEN}`);
    expect(await screen.findByText(/You are signed in as/)).toHaveTextContent(
      'You are signed in as ada@example.com. Sign out, then sign in with binh@example.com to join.',
    );
    await user.click(screen.getByRole('button', { name: 'Join FPT Software' }));
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'This invitation was sent to binh@example.com. Sign in with that address to accept it.',
    );
    await user.click(screen.getByRole('button', { name: 'Sign out' }));
    expect(await screen.findByRole('link', { name: 'Sign in to accept' })).toBeVisible();
  });

  it('an expired link (410) and a used one (400) say so, with nothing to fill in', async () => {
    for (const [status, message] of [
      [410, 'This invitation has expired. Ask the company’s owner to send it again.'],
      [400, 'This invitation link is not valid. Ask the company’s owner for a new one.'],
    ] as const) {
      stubFetch(() => json(status, { success: false, message }));
      const { unmount } = renderPage(`?token=${TOKEN}`);
      expect(await screen.findByRole('alert')).toHaveTextContent(message);
      expect(screen.queryByRole('button')).toBeNull();
      expect(screen.getByRole('link', { name: 'Sign in' })).toHaveAttribute('href', '/login');
      unmount();
    }
  });

  it('a link without a token says it is incomplete and asks nothing of the API', async () => {
    const { calls } = stubFetch(() => json(200, lookup()));
    renderPage('');
    expect(await screen.findByRole('alert')).toHaveTextContent('This invitation link is incomplete.');
    expect(calls).toHaveLength(0);
  });

  it('reads in Vietnamese', async () => {
    i18n.activate('vi');
    stubFetch(() => json(200, lookup({ role: 'recruiter' })));
    renderPage(`?token=${TOKEN}`);
    expect(await screen.findByTestId('company-invitation')).toHaveTextContent(
      'Olivia Owner mời bạn tham gia FPT Software với vai trò Nhà tuyển dụng.',
    );
    expect(screen.getByRole('heading', { name: 'Tham gia công ty' })).toBeVisible();
    await waitFor(() =>
      expect(screen.getByRole('button', { name: 'Tạo tài khoản và tham gia' })).toBeVisible(),
    );
  });
});

describe('the token of the link (decision 1082)', { timeout: UI_TEST_TIMEOUT }, () => {
  afterEach(() => window.history.replaceState(null, '', '/'));

  /** The page as the browser opens it: a browser router on jsdom's own address and history. */
  const openInBrowser = () =>
    render(
      <AuthProvider>
        <RouterProvider router={createBrowserRouter(routes)} />
      </AuthProvider>,
    );

  it('leaves the address once read (replaceState), still works on reload, and sends no Referer while shown', async () => {
    const { calls } = stubFetch(({ url }) =>
      url === '/api/auth/company-invitation'
        ? json(200, lookup())
        : json(404, { success: false, message: 'Not found' }),
    );
    window.history.pushState(null, '', `/company-invitation?token=${TOKEN}&utm_source=mail#join`);
    const replaceState = vi.spyOn(window.history, 'replaceState');
    const first = openInBrowser();
    expect(await screen.findByTestId('company-invitation')).toBeVisible();
    await waitFor(() => expect(window.location.search).toBe('?utm_source=mail'));
    // The same entry, replaced: no address in the history holds the token any more; its state keeps it.
    expect(replaceState).toHaveBeenCalledWith(
      expect.objectContaining({ usr: { linkToken: TOKEN } }),
      '',
      '/company-invitation?utm_source=mail#join',
    );
    expect(window.location.href).not.toContain(TOKEN);
    expect(window.location.hash).toBe('#join');
    expect(document.head.querySelector('meta[name="referrer"]')).toHaveAttribute('content', 'no-referrer');
    expect(calls.filter((c) => c.url === '/api/auth/company-invitation').map((c) => c.body)).toEqual([
      { token: TOKEN },
    ]);

    // A reload reads the token from the entry's state: the page still works, the address stays clean.
    first.unmount();
    expect(document.head.querySelector('meta[name="referrer"]')).toBeNull();
    openInBrowser();
    expect(await screen.findByRole('button', { name: 'Create account and join' })).toBeVisible();
    expect(calls.filter((c) => c.url === '/api/auth/company-invitation').map((c) => c.body)).toEqual([
      { token: TOKEN },
      { token: TOKEN },
    ]);
    expect(window.location.href).not.toContain(TOKEN);
    replaceState.mockRestore();
  });
});
