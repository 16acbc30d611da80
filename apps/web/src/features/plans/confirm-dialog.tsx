import { useId, useRef } from 'react';
import type { ReactNode } from 'react';
import { Modal } from '@/components/modal';

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
  const cancel = useRef<HTMLButtonElement>(null);
  const titleId = useId();
  const bodyId = useId();

  return (
    <Modal
      role="alertdialog"
      labelledBy={titleId}
      describedBy={bodyId}
      onClose={onCancel}
      initialFocus={cancel}
      closeOnBackdrop
      testId="dialog-backdrop"
      className="max-w-md"
    >
      <div className="rounded-xl border border-slate-700 bg-slate-900 p-6 text-slate-100 shadow-2xl">
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
    </Modal>
  );
}
