import { msg } from '@lingui/core/macro';
import type { I18n, MessageDescriptor } from '@lingui/core';
import { GITHUB_FIXED_STATE, MESSAGES } from '@app/shared';
import { translateText } from '@/lib/i18n';
import { api } from '@/lib/api-client';
import type { SessionUser } from '@/lib/auth';

export type CallbackOutcome = { status: 'success' } | { status: 'error'; message: string };

/** Spec §9: the wait before a failed callback returns to the login page. */
export const CALLBACK_FAILURE_REDIRECT_MS = 3000;
/** Decision 113: long enough to see and hear "Authentication Successful". */
export const CALLBACK_SUCCESS_REDIRECT_MS = 1000;
export const CALLBACK_FAILURE_PATH = '/login?error=github_auth_failed';

export const GITHUB_MESSAGES = {
  codeUsed: 'This authorization code has expired or already been used. Please try signing in again.',
  misconfigured: 'Authentication failed due to configuration error. Please contact support.',
  inProgress: 'Authentication is already in progress. Please wait...',
  fallback: 'Authentication failed. Please try again.',
  noData: 'No authentication data found in callback URL',
  noToken: 'GitHub callback authentication failed. Please try again.',
  noProfile: 'GitHub authentication failed. Please try again.',
} as const;

/**
 * The same texts as messages, for the reader's language (the English strings above stay the outcome's
 * value, so the callback logic and its tests compare plain text). A test checks the two lists agree.
 */
export const GITHUB_MESSAGE_TEXT: Record<string, MessageDescriptor> = {
  [GITHUB_MESSAGES.codeUsed]: msg`This authorization code has expired or already been used. Please try signing in again.`,
  [GITHUB_MESSAGES.misconfigured]: msg`Authentication failed due to configuration error. Please contact support.`,
  [GITHUB_MESSAGES.inProgress]: msg`Authentication is already in progress. Please wait...`,
  [GITHUB_MESSAGES.fallback]: msg`Authentication failed. Please try again.`,
  [GITHUB_MESSAGES.noData]: msg`No authentication data found in callback URL`,
  [GITHUB_MESSAGES.noToken]: msg`GitHub callback authentication failed. Please try again.`,
  [GITHUB_MESSAGES.noProfile]: msg`GitHub authentication failed. Please try again.`,
};

/** An outcome's message in the active language: ours from the catalog, the server's or shared ones as they come. */
export function githubMessageText(message: string, i18n: I18n): string {
  const text = GITHUB_MESSAGE_TEXT[message];
  return text ? i18n._(text) : translateText(message);
}

/** Spec §8's GitHub callback error catalogue. */
export function githubErrorMessage(error: unknown): string {
  const message = error instanceof Error ? error.message : typeof error === 'string' ? error : '';
  const text = message.toLowerCase();
  if (
    text.includes('bad_verification_code') ||
    text.includes('already used') ||
    text.includes('already been used') ||
    (text.includes('code') && text.includes('expired'))
  ) {
    return GITHUB_MESSAGES.codeUsed;
  }
  if (text.includes('redirect_uri_mismatch')) return GITHUB_MESSAGES.misconfigured;
  if (text.includes('already in progress')) return GITHUB_MESSAGES.inProgress;
  return message || GITHUB_MESSAGES.fallback;
}

const decode = (value: string) => {
  try {
    return decodeURIComponent(value.replace(/\+/g, ' '));
  } catch {
    return value;
  }
};

export const codeKey = (code: string) => `github_code_${code}`;
/** Spec §4: the first 10 characters of the token form the key's suffix. */
export const tokenKey = (token: string) => `github_token_${token.slice(0, 10)}`;

const session = {
  has: (key: string) => {
    try {
      return sessionStorage.getItem(key) !== null;
    } catch {
      return false;
    }
  },
  set: (key: string) => {
    try {
      sessionStorage.setItem(key, String(Date.now()));
    } catch {
      // Storage may be unavailable (private mode); the in-memory guard still holds.
    }
  },
  remove: (key: string) => {
    try {
      sessionStorage.removeItem(key);
    } catch {
      // As above.
    }
  },
};

// Spec §4: the callback runs once. A second invocation for the same code or token (StrictMode's
// repeated effect, a re-mount) shares the first one's outcome instead of exchanging the code again.
const running = new Map<string, Promise<CallbackOutcome>>();

type AcceptToken = (token: string) => Promise<SessionUser | null>;

async function signInWithToken(token: string, acceptToken: AcceptToken): Promise<CallbackOutcome> {
  const key = tokenKey(token);
  session.set(key);
  try {
    const user = await acceptToken(token);
    return user ? { status: 'success' } : { status: 'error', message: GITHUB_MESSAGES.noProfile };
  } finally {
    session.remove(key);
  }
}

async function exchangeCode(code: string, state: string | null, acceptToken: AcceptToken) {
  if (state !== GITHUB_FIXED_STATE) return { status: 'error', message: MESSAGES.invalidState } as const;
  const key = codeKey(code);
  // Left behind by a page that went away mid-exchange (a reload): that attempt owns the code.
  if (session.has(key)) throw new Error(GITHUB_MESSAGES.inProgress);
  session.set(key);
  try {
    // Same origin, so the server's HttpOnly flow cookie goes along.
    const reply = await api.post<{ access_token?: string } | undefined>(
      '/api/auth/github/callback',
      { code, state },
      { anonymous: true },
    );
    if (!reply?.access_token) throw new Error(GITHUB_MESSAGES.noToken);
    return await signInWithToken(reply.access_token, acceptToken);
  } finally {
    session.remove(key);
  }
}

async function run(params: URLSearchParams, acceptToken: AcceptToken): Promise<CallbackOutcome> {
  try {
    const token = params.get('token');
    if (token && params.get('success') === 'true') return await signInWithToken(token, acceptToken);
    const error = params.get('error');
    if (error !== null) return { status: 'error', message: githubErrorMessage(decode(error)) };
    const code = params.get('code');
    if (code) return await exchangeCode(code, params.get('state'), acceptToken);
    return { status: 'error', message: GITHUB_MESSAGES.noData };
  } catch (error) {
    return { status: 'error', message: githubErrorMessage(error) };
  }
}

/** Spec §4's callback, in its order: token, error, code, nothing. */
export function completeGithubSignIn(params: URLSearchParams, acceptToken: AcceptToken) {
  const id = params.get('code') ?? params.get('token') ?? `error:${params.get('error') ?? ''}`;
  const existing = running.get(id);
  if (existing) return existing;
  const outcome = run(params, acceptToken).finally(() => running.delete(id));
  running.set(id, outcome);
  return outcome;
}
