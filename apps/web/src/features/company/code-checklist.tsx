import type { ReactNode } from 'react';
import type { MessageDescriptor } from '@lingui/core';
import { useLingui } from '@lingui/react/macro';
import { labelClass } from '@/components/styles';

/** A fieldset of checkboxes, each a code name (an API scope, a webhook event) with what it means beside it. */
export function CodeChecklist<T extends string>({
  legend,
  options,
  labels,
  selected,
  onToggle,
}: {
  legend: ReactNode;
  options: readonly T[];
  labels: Record<T, MessageDescriptor>;
  selected: readonly T[];
  onToggle: (option: T) => void;
}) {
  const { i18n } = useLingui();
  return (
    <fieldset>
      <legend className={labelClass}>{legend}</legend>
      <div className="grid gap-1 sm:grid-cols-2">
        {options.map((option) => (
          <label key={option} className="flex items-start gap-2 text-sm text-slate-200">
            <input
              type="checkbox"
              className="mt-1"
              checked={selected.includes(option)}
              onChange={() => onToggle(option)}
            />
            <span>
              <code className="font-mono text-slate-100">{option}</code>{' '}
              <span className="text-slate-300">{i18n._(labels[option])}</span>
            </span>
          </label>
        ))}
      </div>
    </fieldset>
  );
}
