import { useId } from 'react';
import type { ComponentPropsWithRef, ReactNode } from 'react';

type Props = Omit<ComponentPropsWithRef<'input'>, 'id'> & {
  label: string;
  hint?: ReactNode;
  invalid?: boolean;
  /** The id of the message that explains why the value is invalid. */
  errorId?: string;
};

export const focusRing =
  'focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-blue-600';

/** Inline links and link-styled buttons of the sign-in pages (blue-700 on white: 6.7:1). */
export const linkClass = `rounded font-medium text-blue-700 underline-offset-2 hover:underline disabled:cursor-not-allowed disabled:text-slate-600 disabled:no-underline ${focusRing}`;

/** A labelled input; the hint and any error are tied to it for screen readers. */
export function TextField({ label, hint, invalid, errorId, className = '', ...input }: Props) {
  const id = useId();
  const hintId = hint ? `${id}-hint` : undefined;
  const describedBy = [hintId, invalid ? errorId : undefined].filter(Boolean).join(' ') || undefined;
  return (
    <div className={`mb-4 ${className}`}>
      <label htmlFor={id} className="mb-1 block text-sm font-medium text-slate-800">
        {label}
      </label>
      <input
        id={id}
        aria-invalid={invalid || undefined}
        aria-describedby={describedBy}
        className={`block w-full rounded-lg border px-3 py-2 text-slate-900 placeholder:text-slate-500 ${
          invalid ? 'border-red-600' : 'border-slate-400'
        } ${focusRing}`}
        {...input}
      />
      {hint ? (
        <p id={hintId} className="mt-1 text-xs text-slate-700">
          {hint}
        </p>
      ) : null}
    </div>
  );
}
