/** Spec §7/§9: the token lives in localStorage under this key. */
export const TOKEN_KEY = 'auth_token';

export function getToken(): string | null {
  try {
    return localStorage.getItem(TOKEN_KEY);
  } catch {
    return null;
  }
}

type Listener = (token: string | null) => void;
const listeners = new Set<Listener>();

/** Hears this tab's own token changes (the `storage` event only reports other tabs'). */
export function onTokenChange(listener: Listener): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

export function setToken(token: string): void {
  localStorage.setItem(TOKEN_KEY, token);
  listeners.forEach((listener) => listener(token));
}

export function clearToken(): void {
  localStorage.removeItem(TOKEN_KEY);
  listeners.forEach((listener) => listener(null));
}

/**
 * Removes the stored token without telling this tab, whose signed-in state ends a moment later (Logout
 * from a guarded screen): a reload or a closed tab in between can no longer bring the session back.
 * Other tabs hear the `storage` event and sign out at once.
 */
export function forgetStoredToken(): void {
  localStorage.removeItem(TOKEN_KEY);
}

/** Reads `exp` (seconds) from the JWT payload; a token that cannot be read counts as expired (spec §5). */
export function isTokenExpired(token: string, nowMs: number = Date.now()): boolean {
  try {
    const part = token.split('.')[1];
    if (!part) return true;
    const json = atob(
      part
        .replace(/-/g, '+')
        .replace(/_/g, '/')
        .padEnd(Math.ceil(part.length / 4) * 4, '='),
    );
    const payload = JSON.parse(json) as { exp?: unknown };
    if (typeof payload.exp !== 'number') return true;
    return payload.exp * 1000 <= nowMs;
  } catch {
    return true;
  }
}
