import { useId, useRef, useState } from 'react';
import { Trans } from '@lingui/react/macro';
import { withdrawRequest } from '@app/shared';
import { Modal } from '@/components/modal';
import { translateText } from '@/lib/i18n';

type Props = {
  jobTitle: string;
  busy: boolean;
  error: string | null;
  onConfirm: (reason: string) => void;
  onCancel: () => void;
};

/** "Withdraw this application?" — focus stays inside, Esc cancels, focus returns to the opener. */
export function WithdrawDialog({ jobTitle, busy, error, onConfirm, onCancel }: Props) {
  const cancel = useRef<HTMLButtonElement>(null);
  const [reason, setReason] = useState('');
  // Checked here against the shared schema before anything is sent (decision 1184): a paste over the limit stays
  // whole in the box and the schema's message says the limit, instead of the browser cutting it silently.
  const [problem, setProblem] = useState<string | null>(null);
  const box = useRef<HTMLTextAreaElement>(null);
  const id = useId();

  return (
    <Modal
      labelledBy={`${id}-title`}
      describedBy={`${id}-text`}
      onClose={onCancel}
      initialFocus={cancel}
      className="max-w-md"
    >
      <div className="rounded-xl border border-slate-700 bg-slate-900 p-6 text-slate-100 shadow-2xl">
        <h2 id={`${id}-title`} className="text-lg font-semibold text-white">
          <Trans>Withdraw this application?</Trans>
        </h2>
        <p id={`${id}-text`} className="mt-2 text-slate-300">
          <Trans>
            Your application for {jobTitle} will be withdrawn. You cannot apply to this posting again.
          </Trans>
        </p>
        <label htmlFor={`${id}-reason`} className="mt-4 mb-1 block text-sm text-slate-200">
          <Trans>Reason (optional)</Trans>
        </label>
        <textarea
          ref={box}
          id={`${id}-reason`}
          rows={3}
          value={reason}
          aria-invalid={problem ? true : undefined}
          aria-describedby={problem ? `${id}-reason-error` : undefined}
          onChange={(event) => {
            setReason(event.target.value);
            setProblem(null);
          }}
          className="w-full rounded-md border border-slate-600 bg-slate-950 px-3 py-2 text-slate-100 focus-visible:outline-2 focus-visible:outline-sky-400"
        />
        {problem && (
          <p id={`${id}-reason-error`} className="mt-1 text-sm text-red-200">
            {translateText(problem)}
          </p>
        )}
        {error && (
          <p role="alert" className="mt-3 rounded-md border border-red-400/60 bg-red-950/40 p-2 text-red-100">
            {error}
          </p>
        )}
        <div className="mt-5 flex justify-end gap-3">
          <button
            ref={cancel}
            type="button"
            onClick={onCancel}
            className="rounded-md border border-slate-600 px-4 py-2 text-sm font-medium text-slate-100 hover:bg-slate-800 focus-visible:outline-2 focus-visible:outline-sky-300"
          >
            <Trans>Keep application</Trans>
          </button>
          <button
            type="button"
            disabled={busy}
            onClick={() => {
              const checked = withdrawRequest.safeParse({ reason });
              if (!checked.success) {
                setProblem(checked.error.issues[0]?.message ?? '');
                box.current?.focus();
                return;
              }
              onConfirm(reason);
            }}
            className="rounded-md bg-red-700 px-4 py-2 text-sm font-semibold text-white hover:bg-red-600 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-red-300 disabled:opacity-60"
          >
            {busy ? <Trans>Withdrawing…</Trans> : <Trans>Withdraw</Trans>}
          </button>
        </div>
      </div>
    </Modal>
  );
}
