import type { ReactNode } from 'react';

/** An error screen readers announce at once. */
export function ErrorText({ children }: { children: ReactNode }) {
  if (!children) return null;
  return (
    <p
      role="alert"
      className="rounded-md border border-red-400/50 bg-red-950/60 px-3 py-2 text-sm text-red-100"
    >
      {children}
    </p>
  );
}

/** A confirmation (saved, moved…) screen readers announce politely. */
export function StatusText({ children }: { children: ReactNode }) {
  return (
    <p role="status" className="text-sm text-emerald-200">
      {children}
    </p>
  );
}
