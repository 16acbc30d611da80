import { useId } from 'react';
import type { ReactNode } from 'react';
import { Modal } from '@/components/modal';

/** A modal dialog (native <dialog>, decision 312): labelled by its title, Esc closes, focus returns to the opener. */
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
  const titleId = useId();
  return (
    <Modal labelledBy={titleId} onClose={onClose} className={wide ? 'max-w-3xl' : 'max-w-md'}>
      <div className="rounded-xl border border-slate-700 bg-slate-900 p-5 text-slate-100">
        <h2 id={titleId} className="mb-3 text-lg font-semibold text-white">
          {title}
        </h2>
        {children}
      </div>
    </Modal>
  );
}
