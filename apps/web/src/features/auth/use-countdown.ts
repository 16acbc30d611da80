import { useEffect, useState, useSyncExternalStore } from 'react';

const STORE_PREFIX = 'code-cooldown:';

/** The end of the cooldown kept for `key` (decision 1210), in ms since the epoch; 0 when none was kept. */
function storedEnd(key: string): number {
  try {
    const end = Number(localStorage.getItem(STORE_PREFIX + key));
    return Number.isFinite(end) ? end : 0;
  } catch {
    // Storage refused (private mode): the cooldown lives in the page only.
    return 0;
  }
}

/** Another tab's resend changes the kept end: follow it. */
const subscribeToStorage = (onChange: () => void) => {
  window.addEventListener('storage', onChange);
  return () => window.removeEventListener('storage', onChange);
};

function storeEnd(key: string, end: number): void {
  try {
    localStorage.setItem(STORE_PREFIX + key, String(end));
  } catch {
    // As above.
  }
}

/** The storage key of a code mail's cooldown: one per purpose and address, as the server's own interval is. */
export const codeCooldownKey = (purpose: 'verify_email' | 'reset_password', email: string) =>
  `${purpose}:${email.trim().toLowerCase()}`;

/**
 * Whole seconds left of a cooldown, measured against the clock; `start(n)` begins a new one. With a `key` the end is
 * kept in local storage, so a reload or another tab does not offer a resend the server would silently skip.
 */
export function useCountdown(key?: string): [number, (seconds: number) => void] {
  // None on the server and while hydrating (the server-rendered page has no storage), the kept one after.
  const kept = useSyncExternalStore(
    subscribeToStorage,
    () => (key ? storedEnd(key) : 0),
    () => 0,
  );
  const [started, setStarted] = useState(0);
  const endsAt = Math.max(kept, started);
  const [now, setNow] = useState(() => Date.now());
  const left = Math.max(0, Math.ceil((endsAt - now) / 1000));
  useEffect(() => {
    if (endsAt <= Date.now()) return;
    const timer = setInterval(() => setNow(Date.now()), 1000);
    return () => clearInterval(timer);
  }, [endsAt, left]);
  const start = (seconds: number) => {
    const current = Date.now();
    const end = current + seconds * 1000;
    if (key) storeEnd(key, end);
    setNow(current);
    setStarted(end);
  };
  return [left, start];
}

/**
 * Records that a code mail was just asked for, so its page starts with the cooldown running. A cooldown already
 * running is kept: the server sent nothing this time, and its interval still ends when the first mail's does.
 */
export function startCodeCooldown(key: string, seconds: number): void {
  const now = Date.now();
  if (storedEnd(key) <= now) storeEnd(key, now + seconds * 1000);
}
