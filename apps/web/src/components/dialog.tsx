import { useId, useRef } from 'react';
import type { ReactNode } from 'react';
import { useFocusTrap } from '@/components/use-focus-trap';

// Small building blocks shared by the recruitment screens (jobs, pipeline, candidates, interviews).

export const focusRing =
  'focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-sky-300';
export const buttonClass = `rounded-md bg-sky-700 px-3 py-1.5 text-sm font-medium text-white hover:bg-sky-600 disabled:opacity-60 ${focusRing}`;
export const secondaryButtonClass = `rounded-md border border-slate-500 px-3 py-1.5 text-sm font-medium text-slate-100 hover:bg-slate-800 disabled:opacity-60 ${focusRing}`;
export const dangerButtonClass = `rounded-md bg-red-700 px-3 py-1.5 text-sm font-medium text-white hover:bg-red-600 disabled:opacity-60 ${focusRing}`;
export const inputClass = `w-full rounded-md border border-slate-600 bg-slate-950 px-3 py-1.5 text-sm text-slate-100 placeholder:text-slate-400 ${focusRing}`;
export const labelClass = 'mb-1 block text-sm font-medium text-slate-200';
export const panelClass = 'rounded-xl border border-slate-800 bg-slate-900 p-4';

export function PageTitle({ children, actions }: { children: ReactNode; actions?: ReactNode }) {
  return (
    <div className="mb-4 flex flex-wrap items-center justify-between gap-3">
      <h1 className="text-2xl font-bold text-white sm:text-3xl">{children}</h1>
      {actions && <div className="flex flex-wrap gap-2">{actions}</div>}
    </div>
  );
}

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

export function StatusText({ children }: { children: ReactNode }) {
  return (
    <p role="status" className="text-sm text-emerald-200">
      {children}
    </p>
  );
}

/** A modal dialog: labelled by its title, focus kept inside, Esc closes, focus returns to the opener. */
export function Dialog({
  title,
  onClose,
  children,
  wide = false,
}: {
  title: string;
  onClose: () => void;
  children: ReactNode;
  wide?: boolean;
}) {
  const ref = useRef<HTMLDivElement>(null);
  const titleId = useId();
  useFocusTrap(ref, onClose);
  return (
    <div className="fixed inset-0 z-50 flex items-center justify-center bg-black/70 p-4">
      <div
        ref={ref}
        role="dialog"
        aria-modal="true"
        aria-labelledby={titleId}
        className={`max-h-[90vh] w-full overflow-y-auto rounded-xl border border-slate-700 bg-slate-900 p-5 text-slate-100 ${wide ? 'max-w-3xl' : 'max-w-md'}`}
      >
        <h2 id={titleId} className="mb-3 text-lg font-semibold text-white">
          {title}
        </h2>
        {children}
      </div>
    </div>
  );
}

export function errorMessage(error: unknown): string {
  return error instanceof Error ? error.message : 'Something went wrong. Please try again.';
}

const vnd = new Intl.NumberFormat('vi-VN');
export const formatVnd = (amount: number) => `${vnd.format(amount)} VND`;

export function salaryText(min: number | null, max: number | null): string {
  if (min == null && max == null) return 'Salary not stated';
  if (min != null && max != null) return `${formatVnd(min)} – ${formatVnd(max)}`;
  return min != null ? `From ${formatVnd(min)}` : `Up to ${formatVnd(max ?? 0)}`;
}

export function formatDateTime(iso: string, timeZone?: string): string {
  return new Intl.DateTimeFormat('en-GB', {
    dateStyle: 'medium',
    timeStyle: 'short',
    timeZone,
  }).format(new Date(iso));
}

export function formatDate(iso: string | null): string {
  if (!iso) return '—';
  return new Intl.DateTimeFormat('en-GB', { dateStyle: 'medium', timeZone: 'Asia/Ho_Chi_Minh' }).format(
    new Date(iso),
  );
}

/** Previous / Page N of M / Next, shown only when there is more than one page. */
export function Pager({
  page,
  pages,
  onPage,
}: {
  page: number;
  pages: number;
  onPage: (page: number) => void;
}) {
  if (pages <= 1) return null;
  return (
    <nav aria-label="Pages" className="mt-4 flex items-center gap-3 text-sm text-slate-200">
      <button
        type="button"
        className={secondaryButtonClass}
        disabled={page <= 1}
        onClick={() => onPage(page - 1)}
      >
        Previous
      </button>
      <span>
        Page {page} of {pages}
      </span>
      <button
        type="button"
        className={secondaryButtonClass}
        disabled={page >= pages}
        onClick={() => onPage(page + 1)}
      >
        Next
      </button>
    </nav>
  );
}
