import type { ReactNode } from 'react';
import { Trans } from '@lingui/react/macro';
import { Dialog } from '@/components/dialog';
import { dangerButtonClass, secondaryButtonClass } from '@/components/styles';

/** "Are you sure?" before an action that cannot be taken back (remove a member, revoke an invitation, disable, erase). */
export function ConfirmDialog({
  title,
  confirmLabel,
  busy,
  onConfirm,
  onClose,
  children,
}: {
  title: string;
  confirmLabel: string;
  busy?: boolean;
  onConfirm: () => void;
  onClose: () => void;
  children: ReactNode;
}) {
  return (
    <Dialog title={title} onClose={onClose}>
      <div className="mb-4 grid gap-2 text-sm text-slate-200">{children}</div>
      <div className="flex flex-wrap gap-2">
        <button type="button" className={dangerButtonClass} disabled={busy} onClick={onConfirm}>
          {confirmLabel}
        </button>
        <button type="button" className={secondaryButtonClass} onClick={onClose}>
          <Trans>Cancel</Trans>
        </button>
      </div>
    </Dialog>
  );
}
