import { useEffect, useRef } from 'react';
import type { ComponentPropsWithRef, ReactNode } from 'react';
import LoaderCircle from 'lucide-react/icons/loader-circle';
import { focusRing } from './text-field';

type Props = ComponentPropsWithRef<'button'> & { busy?: boolean; busyLabel?: string; children: ReactNode };

/**
 * Where the focus goes when a request ends (decision 1212): disabling the busy button dropped it on the page's body,
 * so a failure sent a keyboard or screen-reader user back to the top. It goes to the form's error when one shows,
 * else back to the button. Focus the user moved elsewhere meanwhile, or a field the form's checks focused, stays.
 */
function refocusAfterRequest(button: HTMLButtonElement | null) {
  if (!button?.isConnected) return;
  const active = document.activeElement;
  if (active && active !== document.body && active !== button) return;
  const alert = button.form?.querySelector<HTMLElement>('[role="alert"]');
  (alert ?? button).focus();
}

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
  const wasBusy = useRef(false);
  useEffect(() => {
    if (busy) {
      wasBusy.current = true;
      return;
    }
    if (!wasBusy.current) return;
    wasBusy.current = false;
    refocusAfterRequest(own.current);
  }, [busy]);
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
