export function Spinner({ label = 'Loading…', className = '' }: { label?: string; className?: string }) {
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
      <span className="sr-only">{label}</span>
    </div>
  );
}
