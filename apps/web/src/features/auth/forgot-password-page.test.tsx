import { screen, waitFor } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { MESSAGES } from '@app/shared';
import { UI_TEST_TIMEOUT, json, renderRoutes, stubFetch } from '@/lib/testing';
import { ForgotPasswordPage } from './forgot-password-page';

const renderPage = (entry = '/forgot-password') =>
  renderRoutes([{ path: '/forgot-password', element: <ForgotPasswordPage /> }], { initialEntries: [entry] });

const expectAlert = (text: string) =>
  waitFor(() => expect(screen.getByRole('alert')).toHaveTextContent(text));

describe('forgot password page', { timeout: UI_TEST_TIMEOUT }, () => {
  it('requests a code, then resets the password with the spec rules and offers the way to sign in', async () => {
    const { calls } = stubFetch(() => json(200, { success: true }));
    const { user } = renderPage();
    await user.click(screen.getByRole('button', { name: 'Send reset code' }));
    await expectAlert(MESSAGES.invalidEmail);

    await user.type(screen.getByLabelText('Email'), 'ada@example.com');
    await user.click(screen.getByRole('button', { name: 'Send reset code' }));
    expect(await screen.findByRole('heading', { name: 'Reset your password' })).toBeInTheDocument();
    expect(screen.getByText(/we sent a password reset code/)).toBeInTheDocument();
    expect(calls[0]).toMatchObject({ url: '/api/auth/forgot-password', body: { email: 'ada@example.com' } });

    // A paste from the mail with a space before it is not cut to five digits (decision 1184).
    await user.click(screen.getByLabelText('Reset code'));
    await user.paste(' 123456');
    await user.type(screen.getByLabelText('New password'), 'Secret123');
    await user.type(screen.getByLabelText('Confirm new password'), 'Secret124');
    await user.click(screen.getByRole('button', { name: 'Reset password' }));
    await expectAlert(MESSAGES.passwordsDoNotMatch);

    await user.clear(screen.getByLabelText('Confirm new password'));
    await user.type(screen.getByLabelText('Confirm new password'), 'Secret123');
    await user.click(screen.getByRole('button', { name: 'Reset password' }));
    expect(
      await screen.findByText('Your password has been reset. Redirecting to login...'),
    ).toBeInTheDocument();
    expect(calls[1]).toMatchObject({
      url: '/api/auth/reset-password',
      body: { email: 'ada@example.com', code: '123456', password: 'Secret123' },
    });
    expect(screen.getByRole('link', { name: 'Go to sign in now' })).toHaveAttribute('href', '/login');
  });

  it('keeps step 2 across a reload, the address unchanged, until "Use a different email" (decision 1149)', async () => {
    stubFetch(() => json(200, { success: true }));
    const first = renderPage('/forgot-password?lang=en');
    await first.user.type(screen.getByLabelText('Email'), ' ada@example.com ');
    await first.user.click(screen.getByRole('button', { name: 'Send reset code' }));
    expect(await screen.findByRole('heading', { name: 'Reset your password' })).toBeInTheDocument();
    const { location } = first.router.state;
    expect(`${location.pathname}${location.search}`).toBe('/forgot-password?lang=en');
    const reload = (entry: { pathname: string; search: string; state: unknown }) =>
      renderRoutes([{ path: '/forgot-password', element: <ForgotPasswordPage /> }], {
        initialEntries: [entry],
      });
    first.unmount();

    const again = reload(location);
    expect(screen.getByRole('heading', { name: 'Reset your password' })).toBeInTheDocument();
    expect(screen.getByText('ada@example.com')).toBeInTheDocument();
    await again.user.click(screen.getByRole('button', { name: 'Use a different email' }));
    expect(await screen.findByRole('heading', { name: 'Forgot your password?' })).toBeInTheDocument();
    const left = again.router.state.location;
    again.unmount();

    reload(left);
    expect(screen.getByRole('heading', { name: 'Forgot your password?' })).toBeInTheDocument();
  });

  it('waits out the interval of the mail just asked for before offering a new code, also after a reload', async () => {
    const { calls } = stubFetch(() => json(200, { success: true }));
    const first = renderPage();
    await first.user.type(screen.getByLabelText('Email'), 'Ada@example.com');
    await first.user.click(screen.getByRole('button', { name: 'Send reset code' }));
    expect(await screen.findByRole('button', { name: /Send a new code \(\d+s\)/ })).toBeDisabled();
    first.unmount();

    // The link in the mail opens the page again within the minute (decision 1210).
    renderPage('/forgot-password?email=ada%40example.com&code=654321');
    expect(await screen.findByRole('button', { name: /Send a new code \(\d+s\)/ })).toBeDisabled();
    expect(calls).toHaveLength(1);
  });

  it('opens step 2 pre-filled from the link in the reset mail', async () => {
    const { calls } = stubFetch(() =>
      json(400, { success: false, message: MESSAGES.invalidCode, code: 'INVALID_CODE' }),
    );
    const { user } = renderPage('/forgot-password?email=ada%40example.com&code=654321');
    expect(screen.getByRole('heading', { name: 'Reset your password' })).toBeInTheDocument();
    expect(screen.getByText('ada@example.com')).toBeInTheDocument();
    expect(screen.getByLabelText('Reset code')).toHaveValue('654321');

    await user.type(screen.getByLabelText('New password'), 'Secret123');
    await user.type(screen.getByLabelText('Confirm new password'), 'Secret123');
    await user.click(screen.getByRole('button', { name: 'Reset password' }));
    await expectAlert(MESSAGES.invalidCode);
    expect(calls[0]?.body).toEqual({ email: 'ada@example.com', code: '654321', password: 'Secret123' });

    await user.click(screen.getByRole('button', { name: 'Use a different email' }));
    expect(screen.getByLabelText('Email')).toHaveValue('ada@example.com');
  });
});
