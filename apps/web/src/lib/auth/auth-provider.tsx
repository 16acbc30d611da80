import { useCallback, useEffect, useMemo, useRef, useState } from 'react';
import type { ReactNode } from 'react';
import {
  ALL_FIELDS_REQUIRED_MESSAGE,
  AUTH_LOGIN_REQUIRED_MESSAGE,
  SESSION_EXPIRED_MESSAGE,
} from '@app/shared';
import type { AuthReply, ProfileReply } from '@app/shared';
import { msg } from '@lingui/core/macro';
import { i18n } from '@lingui/core';
import { isLocale } from '@app/shared';
import { API_URL } from '@/config/env';
import { adoptLocale, onLocaleChosen, translateText } from '@/lib/i18n';
import { ApiError, TOKEN_EXPIRED, api } from '../api-client';
import { AuthContext } from './auth-context';
import type { AuthContextValue, AuthState } from './auth-context';
import { hasPermission, hasRole, normaliseUser } from './permissions';
import type { SessionUser } from './permissions';
import { TOKEN_KEY, clearToken, getToken, onTokenChange, setToken } from './token-storage';

const SIGNED_OUT: AuthState = {
  user: null,
  token: null,
  isAuthenticated: false,
  isLoading: false,
  error: null,
};

const messageOf = (error: unknown, fallback: string) =>
  error instanceof Error && error.message ? error.message : fallback;

/**
 * Set while the page unloads (a reload, a link to another document): the browser then cuts off requests in flight,
 * and a profile read cut off that way says nothing about the session, so it must not sign the user out.
 */
let leavingPage = false;
if (typeof window !== 'undefined') {
  const leave = () => {
    leavingPage = true;
  };
  window.addEventListener('pagehide', leave);
  // Back from the back/forward cache: the page lives again.
  window.addEventListener('pageshow', () => {
    leavingPage = false;
  });
}

/** At sign-in the interface follows the account's language (decision 360). */
const followAccountLocale = (locale: unknown) => {
  if (isLocale(locale) && locale !== i18n.locale) void adoptLocale(locale);
};

export function AuthProvider({ children }: { children: ReactNode }) {
  // Loading only when there is a stored token to check (spec §4: no token ends loading at once).
  const [state, setState] = useState<AuthState>(() => ({ ...SIGNED_OUT, isLoading: getToken() !== null }));
  const latest = useRef(0);

  // One profile request per token at a time: StrictMode's double effect and a storage event share it.
  const pending = useRef<{ token: string; promise: Promise<SessionUser | null> } | null>(null);

  // Spec §4: fetch the profile for the stored token; on failure clear everything and explain.
  const loadProfile = useCallback((): Promise<SessionUser | null> => {
    const token = getToken();
    if (!token) return Promise.resolve(null);
    if (pending.current?.token === token) return pending.current.promise;
    const call = ++latest.current;
    const promise = (async () => {
      try {
        const reply = await api.get<Partial<ProfileReply> | undefined>('/api/auth/profile');
        if (!reply?.user) throw new Error(i18n._(msg`Invalid response from server`));
        const user = normaliseUser(reply.user);
        if (call === latest.current)
          setState({ user, token, isAuthenticated: true, isLoading: false, error: null });
        return user;
      } catch (error) {
        if (leavingPage) return null;
        clearToken();
        const message = messageOf(error, i18n._(msg`Failed to fetch profile. Please try again.`));
        // An expired token is TOKEN_EXPIRED and stays quiet; any other failure explains itself (spec §4).
        if (call === latest.current) {
          setState({
            ...SIGNED_OUT,
            error: message === TOKEN_EXPIRED ? null : translateText(SESSION_EXPIRED_MESSAGE),
          });
        }
        return null;
      } finally {
        if (pending.current?.token === token) pending.current = null;
      }
    })();
    pending.current = { token, promise };
    return promise;
  }, []);

  // Forgets the session in this tab without an error (signed out in another tab, or by the user).
  const signOutLocally = useCallback(() => {
    latest.current++;
    setState(SIGNED_OUT);
  }, []);

  const reloadProfile = useCallback(async () => {
    if (getToken()) return loadProfile();
    signOutLocally();
    return null;
  }, [loadProfile, signOutLocally]);

  useEffect(() => {
    if (getToken()) void loadProfile();
    // Another tab signed in or out: follow it.
    const onStorage = (event: StorageEvent) => {
      if (event.key !== TOKEN_KEY && event.key !== null) return;
      if (getToken()) void loadProfile();
      else signOutLocally();
    };
    window.addEventListener('storage', onStorage);
    // The API client dropped a rejected token (spec §8: 401 on any call): this tab is signed out too.
    const stopListening = onTokenChange((token) => {
      if (token === null) setState((s) => (s.token || s.isLoading ? { ...SIGNED_OUT, error: s.error } : s));
    });
    return () => {
      window.removeEventListener('storage', onStorage);
      stopListening();
    };
  }, [loadProfile, signOutLocally]);

  const login = useCallback(async (email: string, password: string, remember = false) => {
    if (!email || !password) {
      const message = translateText(AUTH_LOGIN_REQUIRED_MESSAGE);
      setState((s) => ({ ...s, error: message }));
      throw new Error(message);
    }
    try {
      const reply = await api.post<Partial<AuthReply> | undefined>(
        '/api/auth/login',
        { email, password, remember },
        { anonymous: true },
      );
      if (!reply?.user || !reply.access_token) throw new Error(i18n._(msg`Invalid response from server`));
      setToken(reply.access_token);
      const user = normaliseUser(reply.user);
      followAccountLocale(reply.user.locale);
      setState({ user, token: reply.access_token, isAuthenticated: true, isLoading: false, error: null });
      return user;
    } catch (error) {
      // A 401 from the login call is wrong credentials, never an expired session.
      const message =
        error instanceof ApiError && error.status === 401
          ? i18n._(msg`Invalid email or password. Please try again.`)
          : messageOf(error, i18n._(msg`An error occurred during login. Please try again.`));
      setState((s) => ({ ...s, error: message }));
      throw error instanceof ApiError
        ? new ApiError(message, error.status, error.code, error.errors)
        : new Error(message);
    }
  }, []);

  const register = useCallback(async (name: string, email: string, password: string) => {
    if (!name || !email || !password) {
      const message = translateText(ALL_FIELDS_REQUIRED_MESSAGE);
      setState((s) => ({ ...s, error: message }));
      throw new Error(message);
    }
    try {
      const reply = await api.post<{ success: boolean; email?: string }>(
        '/api/auth/register',
        { name, email, password },
        { anonymous: true },
      );
      setState((s) => ({ ...s, error: null }));
      return { email: reply?.email ?? email };
    } catch (error) {
      const message = messageOf(error, i18n._(msg`An error occurred during registration. Please try again.`));
      setState((s) => ({ ...s, error: message }));
      throw error;
    }
  }, []);

  const verifyEmail = useCallback(async (email: string, code: string) => {
    try {
      const reply = await api.post<{ success: boolean; message?: string }>(
        '/api/auth/verify-email',
        { email, code },
        { anonymous: true },
      );
      if (!reply?.success) {
        throw new Error(reply?.message || i18n._(msg`Email verification failed. Please try again.`));
      }
    } catch (error) {
      throw new Error(
        messageOf(error, i18n._(msg`An error occurred during email verification. Please try again.`)),
      );
    }
  }, []);

  const resendVerification = useCallback(async (email: string) => {
    await api.post('/api/auth/resend-verification', { email }, { anonymous: true });
  }, []);

  const logout = useCallback(
    async (token: string | null = getToken()) => {
      clearToken();
      signOutLocally();
      if (token) {
        // Revoke the server session too; the local sign-out does not wait for it.
        await fetch(`${API_URL}/api/auth/logout`, {
          method: 'POST',
          headers: { authorization: `Bearer ${token}`, 'content-type': 'application/json' },
          body: '{}',
        }).catch(() => undefined);
      }
    },
    [signOutLocally],
  );

  const acceptToken = useCallback(
    async (token: string) => {
      setToken(token);
      const user = await loadProfile();
      followAccountLocale(user?.locale);
      return user;
    },
    [loadProfile],
  );

  // A language chosen while signed in is remembered for the account too (every device follows it).
  const signedIn = state.isAuthenticated;
  useEffect(() => {
    if (!signedIn) return;
    return onLocaleChosen((locale) => {
      void api.patch('/api/account/locale', { locale }).catch(() => undefined);
    });
  }, [signedIn]);

  const loginWithGithub = useCallback(() => {
    window.location.assign(`${API_URL}/api/auth/github`);
  }, []);

  const clearError = useCallback(() => setState((s) => (s.error ? { ...s, error: null } : s)), []);

  const value = useMemo<AuthContextValue>(
    () => ({
      ...state,
      login,
      register,
      verifyEmail,
      resendVerification,
      logout,
      acceptToken,
      reloadProfile,
      loginWithGithub,
      clearError,
      hasRole: (roles) => hasRole(state.user, roles),
      hasPermission: (permission) => hasPermission(state.user, permission),
    }),
    [
      state,
      login,
      register,
      verifyEmail,
      resendVerification,
      logout,
      acceptToken,
      reloadProfile,
      loginWithGithub,
      clearError,
    ],
  );

  return <AuthContext.Provider value={value}>{children}</AuthContext.Provider>;
}
