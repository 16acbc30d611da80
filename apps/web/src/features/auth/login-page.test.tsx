import { act, screen, waitFor } from '@testing-library/react';
import { i18n } from '@lingui/core';
import { describe, expect, it, vi } from 'vitest';
import { MESSAGES } from '@app/shared';
import { RouteGuard } from '@/lib/auth';
import { UI_TEST_TIMEOUT, json, makeToken, renderRoutes, sampleUser, stubFetch } from '@/lib/testing';
import { LoginPage } from './login-page';

const loginRoute = { path: '/login', element: <LoginPage /> };
const renderLogin = (entry: string = '/login') => renderRoutes([loginRoute], { initialEntries: [entry] });

describe('login page', { timeout: UI_TEST_TIMEOUT }, () => {
  it('asks for both fields when either is empty or whitespace, without calling the API', async () => {
    const { calls } = stubFetch(() => json(500, {}));
    const { user } = renderLogin();
    await user.click(screen.getByRole('button', { name: 'Sign in' }));
    expect(screen.getByRole('alert')).toHaveTextContent(MESSAGES.loginFieldsRequired);
    await user.type(screen.getByLabelText('Email'), 'ada@example.com');
    await user.type(screen.getByLabelText('Password'), '   ');
    await user.click(screen.getByRole('button', { name: 'Sign in' }));
    expect(screen.getByRole('alert')).toHaveTextContent(MESSAGES.loginFieldsRequired);
    expect(screen.getByLabelText('Password')).toHaveAttribute('aria-invalid', 'true');
    expect(calls).toHaveLength(0);
  });

  it('has a decorative 80-particle canvas behind the form (spec §2), loaded after the page', async () => {
    stubFetch(() => json(500, {}));
    renderLogin();
    await waitFor(() => expect(document.querySelector('canvas')).not.toBeNull());
    const canvas = document.querySelector('canvas')!;
    expect(canvas).toHaveAttribute('data-particles', '80');
    expect(canvas).toHaveAttribute('aria-hidden', 'true');
  });

  it('redirects to /dashboard when already authenticated', async () => {
    localStorage.setItem('auth_token', makeToken());
    stubFetch(() => json(200, { success: true, user: sampleUser() }));
    const { router } = renderLogin();
    // A valid stored session goes straight on to the dashboard.
    expect(await screen.findByText('Dashboard page')).toBeInTheDocument();
    expect(router.state.location.pathname).toBe('/dashboard');
  });

  it('shows "Invalid email or password. Please try again." on a 401 and clears it on edit', async () => {
    stubFetch(() => json(401, { success: false, message: 'Invalid email or password.' }));
    const { user } = renderLogin();
    await user.type(screen.getByLabelText('Email'), 'ada@example.com');
    await user.type(screen.getByLabelText('Password'), 'wrong-password');
    await user.click(screen.getByRole('button', { name: 'Sign in' }));
    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent('Invalid email or password. Please try again.');
    expect(alert).not.toHaveTextContent('TOKEN_EXPIRED');
    await user.type(screen.getByLabelText('Password'), 'x');
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
  });

  it('moves the focus to the error when the server refuses the sign-in (decision 1212)', async () => {
    stubFetch(() => json(401, { success: false, message: 'Invalid email or password.' }));
    const { user } = renderLogin();
    await user.type(screen.getByLabelText('Email'), 'ada@example.com');
    await user.type(screen.getByLabelText('Password'), 'wrong-password');
    await user.click(screen.getByRole('button', { name: 'Sign in' }));
    const alert = await screen.findByRole('alert');
    // The busy button was disabled under the user's focus; the focus must not be left on the page's body.
    await waitFor(() => expect(alert).toHaveFocus());
  });

  it('leaves the focus on the field its own check points at', async () => {
    stubFetch(() => json(500, {}));
    const { user } = renderLogin();
    await user.type(screen.getByLabelText('Email'), 'ada@example.com');
    await user.click(screen.getByRole('button', { name: 'Sign in' }));
    expect(screen.getByRole('alert')).toHaveTextContent(MESSAGES.loginFieldsRequired);
    expect(screen.getByLabelText('Password')).toHaveFocus();
  });

  it('sends remember, disables the button while submitting and goes to /dashboard', async () => {
    let release: (response: Response) => void = () => undefined;
    const { calls } = stubFetch(
      () =>
        new Promise<Response>((resolve) => {
          release = resolve;
        }),
    );
    const { user, router } = renderLogin();
    await user.type(screen.getByLabelText('Email'), ' ada@example.com ');
    await user.type(screen.getByLabelText('Password'), 'Secret123');
    await user.click(screen.getByLabelText('Remember me'));
    await user.click(screen.getByRole('button', { name: 'Sign in' }));
    expect(await screen.findByRole('button', { name: /Signing in/ })).toBeDisabled();
    expect(calls[0]).toMatchObject({
      url: '/api/auth/login',
      method: 'POST',
      body: { email: 'ada@example.com', password: 'Secret123', remember: true },
    });
    release(json(200, { success: true, access_token: makeToken(), user: sampleUser() }));
    expect(await screen.findByText('Dashboard page')).toBeInTheDocument();
    expect(router.state.location.pathname).toBe('/dashboard');
    expect(localStorage.getItem('auth_token')).toBeTruthy();
  });

  it('shows the auth layer fallback when the request fails without a message', async () => {
    stubFetch(() => Promise.reject(new Error('')));
    const { user } = renderLogin();
    await user.type(screen.getByLabelText('Email'), 'ada@example.com');
    await user.type(screen.getByLabelText('Password'), 'Secret123');
    await user.click(screen.getByRole('button', { name: 'Sign in' }));
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'An error occurred during login. Please try again.',
    );
  });

  it('offers e-mail verification when the server says the address is not verified', async () => {
    stubFetch(() =>
      json(403, { success: false, message: MESSAGES.emailNotVerified, code: 'EMAIL_NOT_VERIFIED' }),
    );
    const { user } = renderLogin();
    await user.type(screen.getByLabelText('Email'), 'ada@example.com');
    await user.type(screen.getByLabelText('Password'), 'Secret123');
    await user.click(screen.getByRole('button', { name: 'Sign in' }));
    expect(await screen.findByRole('alert')).toHaveTextContent(MESSAGES.emailNotVerified);
    expect(screen.getByRole('link', { name: 'Verify your email' })).toHaveAttribute(
      'href',
      '/register?verify=ada%40example.com',
    );
  });

  it('explains a failed GitHub sign-in and starts one from the GitHub button', async () => {
    stubFetch(() => json(500, {}));
    const assign = vi.fn();
    vi.stubGlobal('location', { ...window.location, assign });
    const { user } = renderLogin('/login?error=github_auth_failed');
    expect(screen.getByRole('alert')).toHaveTextContent('GitHub authentication failed. Please try again.');
    await user.click(screen.getByRole('button', { name: 'Sign in with GitHub' }));
    expect(assign).toHaveBeenCalledWith('/api/auth/github');
  });

  it('says GitHub sign-in is not available when the server sent the browser back for that (decision 1188)', () => {
    stubFetch(() => json(500, {}));
    renderLogin('/login?error=github_auth_failed&reason=not_configured');
    expect(screen.getByRole('alert')).toHaveTextContent(
      'Sign-in with GitHub is not available on this site. Please sign in with your email and password.',
    );
    expect(screen.getByRole('alert')).not.toHaveTextContent('Please try again');
  });

  it('returns to the guarded page that sent the visitor to sign in', async () => {
    stubFetch(() => json(200, { success: true, access_token: makeToken(), user: sampleUser() }));
    const { user, router } = renderRoutes(
      [
        loginRoute,
        {
          path: '/profile',
          element: <RouteGuard />,
          children: [{ index: true, element: <p>Profile page</p> }],
        },
      ],
      { initialEntries: ['/profile'] },
    );
    await user.type(await screen.findByLabelText('Email'), 'ada@example.com');
    await user.type(screen.getByLabelText('Password'), 'Secret123');
    await user.click(screen.getByRole('button', { name: 'Sign in' }));
    expect(await screen.findByText('Profile page')).toBeInTheDocument();
    expect(router.state.location.pathname).toBe('/profile');
  });

  it('links to password recovery and registration', () => {
    stubFetch(() => json(500, {}));
    renderLogin();
    expect(screen.getByRole('link', { name: 'Forgot password?' })).toHaveAttribute(
      'href',
      '/forgot-password',
    );
    expect(screen.getByRole('link', { name: 'Create one' })).toHaveAttribute('href', '/register');
  });

  it('clears the auth-layer error when the user leaves the page', async () => {
    stubFetch(() => json(401, { success: false, message: 'Invalid email or password.' }));
    const { user, router } = renderRoutes([loginRoute, { path: '/register', element: <LoginPage /> }], {
      initialEntries: ['/login'],
    });
    await user.type(screen.getByLabelText('Email'), 'ada@example.com');
    await user.type(screen.getByLabelText('Password'), 'wrong');
    await user.click(screen.getByRole('button', { name: 'Sign in' }));
    await screen.findByRole('alert');
    await router.navigate('/dashboard');
    expect(await screen.findByText('Dashboard page')).toBeInTheDocument();
    await router.navigate('/login');
    await waitFor(() => expect(screen.queryByRole('alert')).not.toBeInTheDocument());
  });
});

describe('login page in Vietnamese', { timeout: UI_TEST_TIMEOUT }, () => {
  it('shows its heading, fields, links and GitHub button in Vietnamese', async () => {
    stubFetch(() => json(500, {}));
    act(() => i18n.activate('vi'));
    renderLogin('/login?error=github_auth_failed');
    expect(
      screen.getByRole('heading', { level: 1, name: 'Đăng nhập vào tài khoản của bạn' }),
    ).toBeInTheDocument();
    expect(screen.getByRole('alert')).toHaveTextContent(
      'Xác thực GitHub không thành công. Vui lòng thử lại.',
    );
    expect(screen.getByLabelText('Mật khẩu')).toBeInTheDocument();
    expect(screen.getByLabelText('Ghi nhớ đăng nhập')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Quên mật khẩu?' })).toHaveAttribute('href', '/forgot-password');
    expect(screen.getByRole('link', { name: 'Đăng ký ngay' })).toHaveAttribute('href', '/register');
    expect(screen.getByRole('button', { name: 'Đăng nhập bằng GitHub' })).toBeInTheDocument();
    expect(screen.getByRole('form', { name: 'Đăng nhập' })).toBeInTheDocument();
  });
});
