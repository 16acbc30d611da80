import { useLayoutEffect, useRef } from 'react';
import type { KeyboardEvent, ReactNode, RefObject } from 'react';

const FOCUSABLE =
  'a[href], button:not([disabled]), input:not([disabled]), select:not([disabled]), textarea:not([disabled]), [tabindex]:not([tabindex="-1"])';

/** Controls a keyboard user can reach: hidden ones (display:none, [hidden], inert) are skipped. */
function reachable(root: HTMLElement): HTMLElement[] {
  return Array.from(root.querySelectorAll<HTMLElement>(FOCUSABLE)).filter(
    (el) => !el.closest('[hidden], [inert]') && (el.checkVisibility?.() ?? true),
  );
}

type Props = {
  /** The id of the visible title. */
  labelledBy: string;
  describedBy?: string;
  /** `alertdialog` for a confirmation that interrupts (spec §4's cancel prompt). */
  role?: 'dialog' | 'alertdialog';
  /** Esc, the backdrop (when `closeOnBackdrop`) and the browser's own cancel all call this. */
  onClose: () => void;
  /** What takes focus first: the safe choice of a confirmation; otherwise the first control. */
  initialFocus?: RefObject<HTMLElement | null>;
  closeOnBackdrop?: boolean;
  className?: string;
  testId?: string;
  children: ReactNode;
};

/**
 * A modal on the native `<dialog>` opened with showModal() (decision 312): the browser makes the rest of the page
 * inert and keeps it out of the accessibility tree; the page behind does not scroll; Tab cycles through the
 * dialog's visible controls; Esc closes through React state; focus returns to the opener when it closes.
 */
export function Modal({
  labelledBy,
  describedBy,
  role = 'dialog',
  onClose,
  initialFocus,
  closeOnBackdrop = false,
  className = '',
  testId,
  children,
}: Props) {
  const ref = useRef<HTMLDialogElement>(null);
  const close = useRef(onClose);
  useLayoutEffect(() => {
    close.current = onClose;
  });
  const pressedOutside = useRef(false);

  useLayoutEffect(() => {
    const dialog = ref.current!;
    const opener = document.activeElement instanceof HTMLElement ? document.activeElement : null;
    if (!dialog.open) dialog.showModal();
    (initialFocus?.current ?? reachable(dialog)[0] ?? dialog).focus();
    const root = document.documentElement;
    const overflow = root.style.overflow;
    root.style.overflow = 'hidden';
    return () => {
      root.style.overflow = overflow;
      if (dialog.open) dialog.close();
      opener?.focus();
    };
    // Opened once per mount; the caller unmounts it to close.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, []);

  const onKeyDown = (event: KeyboardEvent<HTMLDialogElement>) => {
    if (event.key === 'Escape') {
      // The browser would close the element itself; React state decides instead.
      event.preventDefault();
      event.stopPropagation();
      close.current();
      return;
    }
    if (event.key !== 'Tab') return;
    const items = reachable(event.currentTarget);
    if (items.length === 0) {
      event.preventDefault();
      return;
    }
    const first = items[0]!;
    const last = items[items.length - 1]!;
    const active = document.activeElement;
    if (event.shiftKey && (active === first || !event.currentTarget.contains(active))) {
      event.preventDefault();
      last.focus();
    } else if (!event.shiftKey && (active === last || !event.currentTarget.contains(active))) {
      event.preventDefault();
      first.focus();
    }
  };

  return (
    <dialog
      ref={ref}
      role={role === 'alertdialog' ? 'alertdialog' : undefined}
      aria-modal="true"
      aria-labelledby={labelledBy}
      aria-describedby={describedBy}
      data-testid={testId}
      onKeyDown={onKeyDown}
      onCancel={(event) => {
        event.preventDefault();
        close.current();
      }}
      // A click on the dialog element itself (not its content) is a click on the backdrop.
      onMouseDown={(event) => {
        pressedOutside.current = event.target === event.currentTarget;
      }}
      onClick={(event) => {
        if (closeOnBackdrop && pressedOutside.current && event.target === event.currentTarget)
          close.current();
        pressedOutside.current = false;
      }}
      className={`m-auto max-h-[90vh] w-[calc(100%-2rem)] overflow-y-auto bg-transparent p-0 text-inherit backdrop:bg-black/70 ${className}`}
    >
      {children}
    </dialog>
  );
}
