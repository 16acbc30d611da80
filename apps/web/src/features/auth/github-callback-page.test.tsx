import { act, screen } from '@testing-library/react';
import { i18n } from '@lingui/core';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { MESSAGES } from '@app/shared';
import { UI_TEST_TIMEOUT, json, makeToken, renderRoutes, sampleUser, settle, stubFetch } from '@/lib/testing';
import type { FetchCall } from '@/lib/testing';
import {
  GITHUB_MESSAGES,
  GITHUB_MESSAGE_TEXT,
  githubErrorMessage,
  githubMessageText,
} from './github-callback';
import { GithubCallbackPage } from './github-callback-page';

const renderCallback = (search: string, strict = false) =>
  renderRoutes([{ path: '/auth/github/callback', element: <GithubCallbackPage /> }], {
    initialEntries: [`/auth/github/callback${search}`],
    strict,
  });

const profile = () => json(200, { success: true, user: sampleUser() });

afterEach(() => {
  vi.useRealTimers();
});

describe('GitHub callback page', { timeout: UI_TEST_TIMEOUT }, () => {
  it('1) token and success=true: stores the token, loads the profile, goes to /dashboard', async () => {
    const token = makeToken();
    const { calls } = stubFetch(profile);
    const { router } = renderCallback(`?token=${token}&success=true`);
    expect(screen.getByRole('heading', { name: 'Processing GitHub Login' })).toBeInTheDocument();
    expect(await screen.findByRole('heading', { name: 'Authentication Successful' })).toBeInTheDocument();
    expect(screen.getByText('Redirecting to dashboard...')).toBeInTheDocument();
    expect(localStorage.getItem('auth_token')).toBe(token);
    expect(calls).toEqual([
      expect.objectContaining({
        url: '/api/auth/profile',
        headers: expect.objectContaining({ authorization: `Bearer ${token}` }),
      }),
    ]);
    expect(await screen.findByText('Dashboard page', {}, { timeout: 2000 })).toBeInTheDocument();
    expect(router.state.location.pathname).toBe('/dashboard');
    expect(sessionStorage.length).toBe(0);
  });

  it('2) error parameter: fails with its decoded text and returns to login after 3 s', async () => {
    vi.useFakeTimers({ shouldAdvanceTime: true });
    const { calls } = stubFetch(profile);
    const { router } = renderCallback('?error=The%20user%20has%20denied%20access');
    expect(await screen.findByRole('heading', { name: 'Authentication Failed' })).toBeInTheDocument();
    expect(screen.getByRole('alert')).toHaveTextContent('The user has denied access');
    expect(screen.getByText('Redirecting to login page...')).toBeInTheDocument();
    expect(calls).toHaveLength(0);

    await settle();
    act(() => vi.advanceTimersByTime(2000));
    expect(router.state.location.pathname).toBe('/auth/github/callback');
    act(() => vi.advanceTimersByTime(1100));
    expect(await screen.findByText('Login page')).toBeInTheDocument();
    expect(screen.getByTestId('location')).toHaveTextContent('/login?error=github_auth_failed');
  });

  it('3) code with the wrong state: fails without calling the server', async () => {
    const { calls } = stubFetch(profile);
    renderCallback('?code=abc&state=forged');
    expect(await screen.findByRole('alert')).toHaveTextContent(MESSAGES.invalidState);
    expect(calls).toHaveLength(0);
  });

  it('3) code with the fixed state: exchanges it once under StrictMode and signs in', async () => {
    const token = makeToken();
    let exchanges = 0;
    const { calls } = stubFetch((call: FetchCall) => {
      if (call.url === '/api/auth/github/callback') {
        exchanges++;
        expect(sessionStorage.getItem('github_code_code-strict')).not.toBeNull();
        return json(200, { success: true, access_token: token, user: sampleUser() });
      }
      return profile();
    });
    const { router } = renderCallback('?code=code-strict&state=dottrip_auth', true);
    expect(await screen.findByRole('heading', { name: 'Authentication Successful' })).toBeInTheDocument();
    expect(exchanges).toBe(1);
    expect(calls[0]).toMatchObject({
      url: '/api/auth/github/callback',
      method: 'POST',
      body: { code: 'code-strict', state: 'dottrip_auth' },
    });
    expect(localStorage.getItem('auth_token')).toBe(token);
    expect(sessionStorage.length).toBe(0);
    expect(await screen.findByText('Dashboard page', {}, { timeout: 2000 })).toBeInTheDocument();
    expect(router.state.location.pathname).toBe('/dashboard');
  });

  it('3) a reply without access_token is a failure', async () => {
    stubFetch(() => json(200, { success: true }));
    renderCallback('?code=no-token&state=dottrip_auth');
    expect(await screen.findByRole('alert')).toHaveTextContent(GITHUB_MESSAGES.noToken);
    expect(localStorage.getItem('auth_token')).toBeNull();
    expect(sessionStorage.length).toBe(0);
  });

  it('3) maps a used code from the server to the §8 message', async () => {
    stubFetch(() =>
      json(400, {
        success: false,
        message: 'GitHub error: bad_verification_code',
        code: 'bad_verification_code',
      }),
    );
    renderCallback('?code=used&state=dottrip_auth');
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'This authorization code has expired or already been used. Please try signing in again.',
    );
  });

  it('3) a code another page is still exchanging is reported as in progress', async () => {
    sessionStorage.setItem('github_code_busy', '1');
    const { calls } = stubFetch(profile);
    renderCallback('?code=busy&state=dottrip_auth');
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'Authentication is already in progress. Please wait...',
    );
    expect(calls).toHaveLength(0);
  });

  it('4) nothing in the URL: "No authentication data found in callback URL"', async () => {
    stubFetch(profile);
    renderCallback('');
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'No authentication data found in callback URL',
    );
  });
});

describe('GitHub error mapping (spec §8)', { timeout: UI_TEST_TIMEOUT }, () => {
  it.each([
    [
      'GitHub error: bad_verification_code (The code passed is incorrect or expired.)',
      GITHUB_MESSAGES.codeUsed,
    ],
    ['The authorization code was already used', GITHUB_MESSAGES.codeUsed],
    ['GitHub error: redirect_uri_mismatch', GITHUB_MESSAGES.misconfigured],
    ['Authentication already in progress', GITHUB_MESSAGES.inProgress],
    ['Could not reach GitHub. Please try again.', 'Could not reach GitHub. Please try again.'],
    ['', 'Authentication failed. Please try again.'],
  ])('%j → %j', (message, expected) => {
    expect(githubErrorMessage(new Error(message))).toBe(expected);
  });

  it('treats a thrown non-error as the generic failure', () => {
    expect(githubErrorMessage(undefined)).toBe('Authentication failed. Please try again.');
  });
});

describe('GitHub callback in Vietnamese', { timeout: UI_TEST_TIMEOUT }, () => {
  it('has a message for each English text of the error catalogue, word for word', () => {
    expect(Object.keys(GITHUB_MESSAGE_TEXT).sort()).toEqual(Object.values(GITHUB_MESSAGES).sort());
    for (const text of Object.values(GITHUB_MESSAGES)) expect(githubMessageText(text, i18n)).toBe(text);
  });

  it('shows the failure and its message in Vietnamese', async () => {
    stubFetch(() => json(500, {}));
    act(() => i18n.activate('vi'));
    renderCallback('?error=bad_verification_code');
    expect(await screen.findByRole('heading', { name: 'Xác thực không thành công' })).toBeInTheDocument();
    expect(screen.getByRole('alert')).toHaveTextContent(
      'Mã ủy quyền này đã hết hạn hoặc đã được sử dụng. Vui lòng đăng nhập lại.',
    );
    expect(screen.getByText('Đang chuyển đến trang đăng nhập...')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Đến trang đăng nhập ngay' })).toBeInTheDocument();
  });
});
