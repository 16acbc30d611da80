import { useState } from 'react';
import { Trans, useLingui } from '@lingui/react/macro';
import { buttonClass, secondaryButtonClass } from '@/components/styles';

/** A secret shown in full with a copy button; `onDone` hides it (an API key is never shown again). */
export function SecretBox({
  label,
  secret,
  note,
  onDone,
  testId,
}: {
  label: string;
  secret: string;
  note: string;
  onDone: () => void;
  testId: string;
}) {
  const { t } = useLingui();
  const [copied, setCopied] = useState<'yes' | 'no' | null>(null);
  return (
    <div className="mt-3 rounded-md border border-emerald-500/60 bg-emerald-950/40 p-3" data-testid={testId}>
      <p className="mb-1 text-sm font-medium text-emerald-100">{label}</p>
      <p className="mb-2 text-sm text-emerald-50">{note}</p>
      <code
        className="block break-all rounded bg-slate-950 px-2 py-1 font-mono text-sm text-slate-100"
        data-testid={`${testId}-value`}
      >
        {secret}
      </code>
      <div className="mt-2 flex flex-wrap items-center gap-2">
        <button
          type="button"
          className={buttonClass}
          onClick={() => {
            navigator.clipboard.writeText(secret).then(
              () => setCopied('yes'),
              () => setCopied('no'),
            );
          }}
        >
          <Trans>Copy</Trans>
        </button>
        <button type="button" className={secondaryButtonClass} onClick={onDone}>
          <Trans>Done</Trans>
        </button>
        <span role="status" className="text-sm text-emerald-100">
          {copied === 'yes'
            ? t`Copied to the clipboard.`
            : copied === 'no'
              ? t`Copy failed; select the text.`
              : ''}
        </span>
      </div>
    </div>
  );
}
