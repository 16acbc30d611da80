import { act, render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { api } from '../api-client';
import { UI_TEST_TIMEOUT, json, makeToken, sampleUser, stubFetch } from '../testing';
import type { FetchCall } from '../testing';
import { useAuth } from './auth-context';
import { AuthProvider } from './auth-provider';
import { TOKEN_KEY } from './token-storage';

function Probe() {
  const auth = useAuth();
  return (
    <div>
      <p>
        {auth.isLoading ? 'loading' : auth.isAuthenticated ? `signed in as ${auth.user?.name}` : 'signed out'}
      </p>
      <p>role: {auth.user?.role ?? '-'}</p>
      <p>can read users: {String(auth.hasPermission('user:read'))}</p>
      <p>is admin or staff: {String(auth.hasRole(['Admin', 'staff']))}</p>
      {auth.error ? <p role="alert">{auth.error}</p> : null}
      <button onClick={() => void auth.logout()}>Log out</button>
      <button onClick={() => void auth.login('ada@example.com', 'Secret123').catch(() => undefined)}>
        Log in
      </button>
      <button onClick={() => void api.get('/api/something').catch(() => undefined)}>Call API</button>
    </div>
  );
}

const renderProvider = () =>
  render(
    <AuthProvider>
      <Probe />
    </AuthProvider>,
  );

const profileOf =
  (user: Record<string, unknown> = {}) =>
  (call: FetchCall) =>
    call.url === '/api/auth/profile' ? json(200, { success: true, user: sampleUser(user) }) : json(200, {});

describe('auth provider', { timeout: UI_TEST_TIMEOUT }, () => {
  it('restores the session from the stored token and fills default permissions by role', async () => {
    const token = makeToken();
    localStorage.setItem(TOKEN_KEY, token);
    const { calls } = stubFetch(profileOf({ role: 'ADMIN', permissions: [] }));
    renderProvider();
    expect(screen.getByText('loading')).toBeInTheDocument();
    expect(await screen.findByText('signed in as Ada Lovelace')).toBeInTheDocument();
    expect(screen.getByText('role: admin')).toBeInTheDocument();
    expect(screen.getByText('can read users: true')).toBeInTheDocument();
    expect(screen.getByText('is admin or staff: true')).toBeInTheDocument();
    expect(calls).toHaveLength(1);
    expect(calls[0]?.headers.authorization).toBe(`Bearer ${token}`);
  });

  it('ends loading at once without a stored token', () => {
    const { calls } = stubFetch(profileOf());
    renderProvider();
    expect(screen.getByText('signed out')).toBeInTheDocument();
    expect(calls).toHaveLength(0);
  });

  it('on a profile failure removes the token and says "Session expired. Please login again."', async () => {
    localStorage.setItem(TOKEN_KEY, makeToken());
    stubFetch(() => json(500, { success: false, message: 'Something went wrong on our side.' }));
    renderProvider();
    expect(await screen.findByRole('alert')).toHaveTextContent('Session expired. Please login again.');
    expect(screen.getByText('signed out')).toBeInTheDocument();
    expect(localStorage.getItem(TOKEN_KEY)).toBeNull();
  });

  it('keeps the session when the page unloads while the profile is read (a quick reload)', async () => {
    const token = makeToken();
    localStorage.setItem(TOKEN_KEY, token);
    let cutOff = false;
    stubFetch(async () => {
      // The browser leaves the page, then cuts the request off.
      window.dispatchEvent(new Event('pagehide'));
      cutOff = true;
      throw new TypeError('Failed to fetch');
    });
    try {
      renderProvider();
      await waitFor(() => expect(cutOff).toBe(true));
      await act(async () => undefined);
      expect(localStorage.getItem(TOKEN_KEY)).toBe(token);
      expect(screen.queryByRole('alert')).not.toBeInTheDocument();
    } finally {
      window.dispatchEvent(new Event('pageshow'));
    }
  });

  it('stays quiet when the profile failure is TOKEN_EXPIRED (a 401)', async () => {
    localStorage.setItem(TOKEN_KEY, makeToken());
    stubFetch(() => json(401, { success: false, message: 'Authentication required.' }));
    renderProvider();
    expect(await screen.findByText('signed out')).toBeInTheDocument();
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
    expect(localStorage.getItem(TOKEN_KEY)).toBeNull();
  });

  it('clears a token whose exp is in the past before any fetch, without a message', async () => {
    localStorage.setItem(TOKEN_KEY, makeToken(Math.floor(Date.now() / 1000) - 10));
    const { calls } = stubFetch(profileOf());
    renderProvider();
    expect(await screen.findByText('signed out')).toBeInTheDocument();
    expect(calls).toHaveLength(0);
    expect(localStorage.getItem(TOKEN_KEY)).toBeNull();
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
  });

  it('reloads the profile when another tab changes the stored token, and signs out when it is removed', async () => {
    localStorage.setItem(TOKEN_KEY, makeToken());
    let name = 'Ada Lovelace';
    const { calls } = stubFetch(() => json(200, { success: true, user: sampleUser({ name }) }));
    renderProvider();
    await screen.findByText('signed in as Ada Lovelace');

    name = 'Grace Hopper';
    const next = makeToken(Math.floor(Date.now() / 1000) + 7200, 'user-2');
    localStorage.setItem(TOKEN_KEY, next);
    act(() => {
      window.dispatchEvent(new StorageEvent('storage', { key: TOKEN_KEY, newValue: next }));
    });
    expect(await screen.findByText('signed in as Grace Hopper')).toBeInTheDocument();
    expect(calls.at(-1)?.headers.authorization).toBe(`Bearer ${next}`);

    localStorage.removeItem(TOKEN_KEY);
    act(() => {
      window.dispatchEvent(new StorageEvent('storage', { key: TOKEN_KEY, newValue: null }));
    });
    expect(await screen.findByText('signed out')).toBeInTheDocument();
  });

  it('signs this tab out when any call carrying the token gets a 401', async () => {
    localStorage.setItem(TOKEN_KEY, makeToken());
    stubFetch((call) =>
      call.url === '/api/auth/profile'
        ? json(200, { success: true, user: sampleUser() })
        : json(401, { success: false, message: 'Authentication required.' }),
    );
    renderProvider();
    await screen.findByText('signed in as Ada Lovelace');
    await userEvent.click(screen.getByRole('button', { name: 'Call API' }));
    expect(await screen.findByText('signed out')).toBeInTheDocument();
    expect(localStorage.getItem(TOKEN_KEY)).toBeNull();
  });

  it('logs in, stores the token, and logs out by clearing it and revoking the server session', async () => {
    const token = makeToken();
    const { calls } = stubFetch((call) =>
      call.url === '/api/auth/login'
        ? json(200, { success: true, access_token: token, user: sampleUser() })
        : json(200, { success: true }),
    );
    renderProvider();
    await userEvent.click(screen.getByRole('button', { name: 'Log in' }));
    expect(await screen.findByText('signed in as Ada Lovelace')).toBeInTheDocument();
    expect(localStorage.getItem(TOKEN_KEY)).toBe(token);
    expect(screen.getByText('can read users: false')).toBeInTheDocument();

    await userEvent.click(screen.getByRole('button', { name: 'Log out' }));
    expect(await screen.findByText('signed out')).toBeInTheDocument();
    expect(localStorage.getItem(TOKEN_KEY)).toBeNull();
    await waitFor(() => expect(calls.at(-1)?.url).toBe('/api/auth/logout'));
  });

  it('rejects a login reply without a user: "Invalid response from server"', async () => {
    stubFetch(() => json(200, { success: true, access_token: makeToken() }));
    renderProvider();
    await userEvent.click(screen.getByRole('button', { name: 'Log in' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('Invalid response from server');
    expect(localStorage.getItem(TOKEN_KEY)).toBeNull();
  });
});
