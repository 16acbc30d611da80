import { useId, useRef } from 'react';
import type { ReactNode } from 'react';
import { useFocusTrap } from '@/components/use-focus-trap';

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
