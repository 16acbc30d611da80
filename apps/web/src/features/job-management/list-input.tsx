import { useId, useState } from 'react';
import { Trans, useLingui } from '@lingui/react/macro';
import { focusRing, inputClass, labelClass, secondaryButtonClass } from '@/components/styles';

function Item({ item, onRemove }: { item: string; onRemove: () => void }) {
  const { t } = useLingui();
  return (
    <li className="flex items-center justify-between gap-2 rounded bg-slate-800 px-2 py-1 text-sm">
      <span className="break-words">{item}</span>
      <button
        type="button"
        className={`rounded px-2 text-xs text-red-200 hover:bg-slate-700 ${focusRing}`}
        aria-label={t`Remove ${item}`}
        onClick={onRemove}
      >
        <Trans>Remove</Trans>
      </button>
    </li>
  );
}

/** A list of short texts (requirements, skills, benefits): type, Add (or Enter), remove each. */
export function ListInput({
  label,
  addLabel,
  value,
  onChange,
  error,
}: {
  label: string;
  /** The add button's words ("Add skills"). */
  addLabel: string;
  value: string[];
  onChange: (next: string[]) => void;
  error?: string;
}) {
  const [draft, setDraft] = useState('');
  const id = useId();
  const add = () => {
    const text = draft.trim();
    if (!text) return;
    onChange([...value, text]);
    setDraft('');
  };
  return (
    <fieldset className="min-w-0">
      <legend className={labelClass}>{label}</legend>
      {value.length > 0 && (
        <ul className="mb-2 flex flex-col gap-1" aria-label={label}>
          {value.map((item, index) => (
            <Item
              key={`${index}-${item}`}
              item={item}
              onRemove={() => onChange(value.filter((_, i) => i !== index))}
            />
          ))}
        </ul>
      )}
      <div className="flex gap-2">
        <label htmlFor={id} className="sr-only">
          <Trans>New item for {label}</Trans>
        </label>
        <input
          id={id}
          className={inputClass}
          value={draft}
          onChange={(e) => setDraft(e.target.value)}
          onKeyDown={(e) => {
            if (e.key === 'Enter') {
              e.preventDefault();
              add();
            }
          }}
        />
        <button type="button" className={secondaryButtonClass} onClick={add}>
          {addLabel}
        </button>
      </div>
      {error && (
        <p role="alert" className="mt-1 text-sm text-red-300">
          {error}
        </p>
      )}
    </fieldset>
  );
}
