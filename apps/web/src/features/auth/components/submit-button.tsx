import { useRef } from 'react';
import type { ComponentPropsWithRef, ReactNode } from 'react';
import LoaderCircle from 'lucide-react/icons/loader-circle';
import { useRefocusAfterBusy } from '@/components/use-refocus-after-busy';
import { focusRing } from './text-field';

type Props = ComponentPropsWithRef<'button'> & { busy?: boolean; busyLabel?: string; children: ReactNode };

/** The primary action: disabled and labelled as busy while its request runs (spec §4). */
export function SubmitButton({
  busy = false,
  busyLabel,
  disabled,
  children,
  className = '',
  ref,
  ...rest
}: Props) {
  const own = useRef<HTMLButtonElement | null>(null);
  // A refusal takes the focus the disabled button dropped (decision 1212).
  useRefocusAfterBusy(busy, own);
  const setRef = (node: HTMLButtonElement | null) => {
    own.current = node;
    if (typeof ref === 'function') ref(node);
    else if (ref) ref.current = node;
  };
  return (
    <button
      ref={setRef}
      type="submit"
      disabled={busy || disabled}
      aria-busy={busy || undefined}
      className={`flex w-full items-center justify-center gap-2 rounded-lg bg-blue-700 px-4 py-2.5 font-semibold text-white hover:bg-blue-800 disabled:cursor-not-allowed disabled:opacity-60 ${focusRing} ${className}`}
      {...rest}
    >
      {busy ? (
        <LoaderCircle aria-hidden="true" className="h-4 w-4 animate-spin motion-reduce:animate-none" />
      ) : null}
      {busy && busyLabel ? busyLabel : children}
    </button>
  );
}
