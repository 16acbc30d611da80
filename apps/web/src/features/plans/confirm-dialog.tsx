import { useId, useRef } from 'react';
import type { ReactNode } from 'react';
import { useFocusTrap } from '@/components/use-focus-trap';

type Props = {
  title: string;
  children: ReactNode;
  confirmLabel: string;
  cancelLabel: string;
  onConfirm: () => void;
  onCancel: () => void;
};

/** A modal confirmation: focus starts on the safe choice, stays inside, Esc or the backdrop cancels. */
export function ConfirmDialog({ title, children, confirmLabel, cancelLabel, onConfirm, onCancel }: Props) {
  const panel = useRef<HTMLDivElement>(null);
  const pressedOutside = useRef(false);
  const cancel = useRef<HTMLButtonElement>(null);
  const titleId = useId();
  const bodyId = useId();
  useFocusTrap(panel, onCancel, cancel);

  return (
    <div
      className="fixed inset-0 z-50 grid place-items-center bg-black/70 p-4"
      data-testid="dialog-backdrop"
      onMouseDown={(event) => {
        pressedOutside.current = event.target === event.currentTarget;
      }}
      onClick={(event) => {
        // Only a press and release both on the backdrop closes (not a text selection dragged out).
        if (pressedOutside.current && event.target === event.currentTarget) onCancel();
        pressedOutside.current = false;
      }}
    >
      <div
        ref={panel}
        role="alertdialog"
        aria-modal="true"
        aria-labelledby={titleId}
        aria-describedby={bodyId}
        className="w-full max-w-md rounded-xl border border-slate-700 bg-slate-900 p-6 text-slate-100 shadow-2xl"
      >
        <h2 id={titleId} className="text-lg font-semibold text-white">
          {title}
        </h2>
        <div id={bodyId} className="mt-2 text-slate-300">
          {children}
        </div>
        <div className="mt-6 flex justify-end gap-3">
          <button
            ref={cancel}
            type="button"
            onClick={onCancel}
            className="rounded-md border border-slate-500 px-4 py-2 text-sm font-medium hover:bg-slate-800 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-sky-300"
          >
            {cancelLabel}
          </button>
          <button
            type="button"
            onClick={onConfirm}
            className="rounded-md bg-red-700 px-4 py-2 text-sm font-medium text-white hover:bg-red-600 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-sky-300"
          >
            {confirmLabel}
          </button>
        </div>
      </div>
    </div>
  );
}
