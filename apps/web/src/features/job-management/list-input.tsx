import { useId, useState } from 'react';
import { focusRing, inputClass, labelClass, secondaryButtonClass } from '@/components/styles';

/** A list of short texts (requirements, skills, benefits): type, Add (or Enter), remove each. */
export function ListInput({
  label,
  value,
  onChange,
  error,
}: {
  label: string;
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
            <li
              key={`${index}-${item}`}
              className="flex items-center justify-between gap-2 rounded bg-slate-800 px-2 py-1 text-sm"
            >
              <span className="break-words">{item}</span>
              <button
                type="button"
                className={`rounded px-2 text-xs text-red-200 hover:bg-slate-700 ${focusRing}`}
                aria-label={`Remove ${item}`}
                onClick={() => onChange(value.filter((_, i) => i !== index))}
              >
                Remove
              </button>
            </li>
          ))}
        </ul>
      )}
      <div className="flex gap-2">
        <label htmlFor={id} className="sr-only">
          New item for {label}
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
          Add {label.toLowerCase()}
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
