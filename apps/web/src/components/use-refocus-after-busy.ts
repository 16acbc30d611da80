import { useEffect, useRef } from 'react';
import type { RefObject } from 'react';
import { refocusAfterBusy } from '@/lib/keep-focus-through-disable';

/**
 * Where the focus goes when a form's request ends (decision 1212): disabling the busy submit button drops the focus
 * on the page's body, so a refusal sent a keyboard or screen-reader user back to the top. It goes to the form's
 * error (`role="alert"`) when one shows, else back to the button. Focus the user moved elsewhere meanwhile, or a
 * field the form's own checks focused, stays. The control may be a radio or checkbox that saves on change and is disabled
 * meanwhile (decision 1235).
 */
export function useRefocusAfterBusy(
  busy: boolean,
  button: RefObject<HTMLButtonElement | HTMLInputElement | null>,
): void {
  const wasBusy = useRef(false);
  useEffect(() => {
    if (busy) {
      wasBusy.current = true;
      return;
    }
    if (!wasBusy.current) return;
    wasBusy.current = false;
    const element = button.current;
    if (element) refocusAfterBusy(element);
  }, [busy, button]);
}
