import { useEffect, useState } from 'react';

/** Whole seconds left of a cooldown, measured against the clock; `start(n)` begins a new one. */
export function useCountdown(): [number, (seconds: number) => void] {
  const [endsAt, setEndsAt] = useState(0);
  const [now, setNow] = useState(() => Date.now());
  const left = Math.max(0, Math.ceil((endsAt - now) / 1000));
  useEffect(() => {
    if (endsAt <= Date.now()) return;
    const timer = setInterval(() => setNow(Date.now()), 1000);
    return () => clearInterval(timer);
  }, [endsAt, left]);
  const start = (seconds: number) => {
    const current = Date.now();
    setNow(current);
    setEndsAt(current + seconds * 1000);
  };
  return [left, start];
}
