import { useLingui } from '@lingui/react/macro';

/** A centred busy indicator; `label` (by default "Loading…") is what screen readers announce. */
export function Spinner({ label, className = '' }: { label?: string; className?: string }) {
  const { t } = useLingui();
  return (
    <div
      role="status"
      aria-live="polite"
      className={`flex min-h-[40vh] items-center justify-center ${className}`}
    >
      <span
        aria-hidden="true"
        className="h-10 w-10 animate-spin rounded-full border-4 border-slate-300 border-t-blue-600 motion-reduce:animate-none"
      />
      <span className="sr-only">{label ?? t`Loading…`}</span>
    </div>
  );
}
