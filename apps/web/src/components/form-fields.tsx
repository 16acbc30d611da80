import type { ReactNode } from 'react';
import { inputClass, labelClass } from './styles';

/** A labelled control of the signed-in area: the label names the control by `id`. */
export function Field({ id, label, children }: { id: string; label: ReactNode; children: ReactNode }) {
  return (
    <div>
      <label htmlFor={id} className={labelClass}>
        {label}
      </label>
      {children}
    </div>
  );
}

/** A labelled select; with `emptyLabel`, a first option (value "") stands for "any" or "choose". */
export function SelectField({
  id,
  label,
  value,
  onChange,
  emptyLabel,
  options,
  children,
}: {
  id: string;
  label: ReactNode;
  value: string;
  onChange: (value: string) => void;
  emptyLabel?: string;
  options: ReadonlyArray<{ value: string; label: string }>;
  /** Extra options after the listed ones. */
  children?: ReactNode;
}) {
  return (
    <Field id={id} label={label}>
      <select id={id} className={inputClass} value={value} onChange={(e) => onChange(e.target.value)}>
        {emptyLabel !== undefined && <option value="">{emptyLabel}</option>}
        {options.map((o) => (
          <option key={o.value} value={o.value}>
            {o.label}
          </option>
        ))}
        {children}
      </select>
    </Field>
  );
}

/** A labelled multi-line text box. */
export function TextAreaField({
  id,
  label,
  value,
  onChange,
  rows = 3,
}: {
  id: string;
  label: ReactNode;
  value: string;
  onChange: (value: string) => void;
  rows?: number;
}) {
  return (
    <Field id={id} label={label}>
      <textarea
        id={id}
        rows={rows}
        className={inputClass}
        value={value}
        onChange={(e) => onChange(e.target.value)}
      />
    </Field>
  );
}

/** A labelled one-line input (text, date, time, …). */
export function TextField({
  id,
  label,
  value,
  onChange,
  type = 'text',
}: {
  id: string;
  label: ReactNode;
  value: string;
  onChange: (value: string) => void;
  type?: 'text' | 'date' | 'time' | 'search' | 'url';
}) {
  return (
    <Field id={id} label={label}>
      <input
        id={id}
        type={type}
        className={inputClass}
        value={value}
        onChange={(e) => onChange(e.target.value)}
      />
    </Field>
  );
}
