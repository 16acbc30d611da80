import { i18n } from '@lingui/core';
import { msg } from '@lingui/core/macro';
import { EMAIL_REGISTERED_MESSAGE } from '@app/shared';
import { API_URL } from '@/config/env';
import { clearToken, getToken, isTokenExpired } from './auth/token-storage';

export const TOKEN_EXPIRED = 'TOKEN_EXPIRED';

/**
 * Every failed call ends in one of these; `message` is what spec §8 says to show: the server's (in the language
 * the request asked for), a shared one keyed by its English text (show it with `translateText`), or the client's
 * own fallback, written in the active language.
 */
export class ApiError extends Error {
  constructor(
    message: string,
    readonly status: number,
    readonly code?: string,
    readonly errors?: Record<string, string[]>,
  ) {
    super(message);
    this.name = 'ApiError';
  }
}

type Body = { success?: boolean; message?: string; code?: string; errors?: Record<string, string[]> };

export type RequestOptions = {
  method?: 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';
  body?: unknown;
  /** Send cookies cross-origin too (spec §7: the contact call). */
  credentials?: RequestCredentials;
  signal?: AbortSignal;
  /** Leave the stored token out: sign-in calls must not fail because an old session expired. */
  anonymous?: boolean;
  /** Resolve with the reply's bytes instead of its JSON (downloads). */
  blob?: boolean;
};

/**
 * The one API client (spec §7, §8): JSON in and out, the bearer token when one is stored,
 * the expiry checked before the call, and §8's transport rules on failure.
 */
export async function apiRequest<T>(path: string, options: RequestOptions = {}): Promise<T> {
  const token = options.anonymous ? null : getToken();
  if (token && isTokenExpired(token)) {
    clearToken();
    throw new ApiError(TOKEN_EXPIRED, 401, TOKEN_EXPIRED);
  }
  // The server answers (error messages, plan texts) in the interface's language (decision 360).
  const headers: Record<string, string> = {
    accept: 'application/json',
    'accept-language': i18n.locale || 'en',
  };
  // FormData goes as it is: the browser sets the multipart type and boundary.
  const form = options.body instanceof FormData;
  if (options.body !== undefined && !form) headers['content-type'] = 'application/json';
  if (token) headers.authorization = `Bearer ${token}`;

  const response = await fetch(`${API_URL}${path}`, {
    method: options.method ?? (options.body === undefined ? 'GET' : 'POST'),
    headers,
    body:
      options.body === undefined || form
        ? (options.body as FormData | undefined)
        : JSON.stringify(options.body),
    credentials: options.credentials,
    signal: options.signal,
  });

  if (options.blob && response.ok) return (await response.blob()) as T;
  let body: Body | undefined;
  let parsed = true;
  try {
    body = (await response.json()) as Body;
  } catch {
    parsed = false;
  }
  if (response.ok) return body as T;

  const status = response.status;
  if (status === 401 && token) {
    // A rejected token is over, whatever the reason: clear it and say so.
    clearToken();
    throw new ApiError(TOKEN_EXPIRED, 401, TOKEN_EXPIRED);
  }
  if (status === 422) {
    throw new ApiError(
      body?.message || (parsed ? i18n._(msg`Validation error`) : i18n._(msg`Validation error from server`)),
      status,
      body?.code,
      body?.errors,
    );
  }
  if (status === 409 && path === '/api/auth/register') {
    throw new ApiError(EMAIL_REGISTERED_MESSAGE, status, body?.code);
  }
  const fallback =
    status >= 500
      ? i18n._(msg`Request failed with status: ${status}. Please try again later.`)
      : i18n._(msg`Request failed with status: ${status}`);
  throw new ApiError(body?.message || fallback, status, body?.code, body?.errors);
}

/** A multipart upload (CVs) with the same token and error rules as every other call. */
export const apiUpload = <T>(path: string, form: FormData) =>
  apiRequest<T>(path, { method: 'POST', body: form });

/** A file behind the bearer token (a CV): its bytes, or the same ApiError a JSON call gives. */
export const apiDownload = (path: string) => apiRequest<Blob>(path, { blob: true });

export const api = {
  get: <T>(path: string, options?: Omit<RequestOptions, 'method' | 'body'>) =>
    apiRequest<T>(path, { ...options, method: 'GET' }),
  post: <T>(path: string, body?: unknown, options?: Omit<RequestOptions, 'method' | 'body'>) =>
    apiRequest<T>(path, { ...options, method: 'POST', body: body ?? {} }),
  put: <T>(path: string, body?: unknown, options?: Omit<RequestOptions, 'method' | 'body'>) =>
    apiRequest<T>(path, { ...options, method: 'PUT', body: body ?? {} }),
  patch: <T>(path: string, body?: unknown, options?: Omit<RequestOptions, 'method' | 'body'>) =>
    apiRequest<T>(path, { ...options, method: 'PATCH', body: body ?? {} }),
  delete: <T>(path: string, options?: Omit<RequestOptions, 'method' | 'body'>) =>
    apiRequest<T>(path, { ...options, method: 'DELETE' }),
};
