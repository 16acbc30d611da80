import type { FormEvent } from 'react';
import { Trans } from '@lingui/react/macro';
import { useDraftFromAddress } from '@/components/use-draft-from-address';
import { buttonClass, inputClass, labelClass, secondaryButtonClass } from '@/components/styles';

export type FilterField = {
  name: string;
  label: string;
  kind?: 'text' | 'datetime' | 'select';
  options?: ReadonlyArray<{ value: string; label: string }>;
  /** The "any" option of a select. */
  anyLabel?: string;
  hint?: string;
};

const pad = (n: number) => String(n).padStart(2, '0');

/** An ISO instant as a datetime-local value, in the browser's time. */
export function toLocalInput(iso: string | undefined): string {
  if (!iso) return '';
  const d = new Date(iso);
  if (Number.isNaN(d.getTime())) return '';
  return `${d.getFullYear()}-${pad(d.getMonth() + 1)}-${pad(d.getDate())}T${pad(d.getHours())}:${pad(d.getMinutes())}`;
}

/** A datetime-local value (the browser's time) as the ISO instant the API takes. */
export function fromLocalInput(value: string): string | undefined {
  if (!value) return undefined;
  const d = new Date(value);
  return Number.isNaN(d.getTime()) ? undefined : d.toISOString();
}

/**
 * A tab's filters, applied together with the button (the address then holds them, decision 231). A change of the
 * address from elsewhere (an actor's name clicked, Back) refills it in place: a new form mounted for it dropped the
 * focus of "Apply filters" on the page's body (decision 1235).
 */
export function FilterForm({
  id,
  fields,
  values,
  source,
  onApply,
}: {
  id: string;
  fields: FilterField[];
  values: Record<string, string | undefined>;
  /** The address's filters the values come from: a new one refills the form. */
  source: string;
  onApply: (values: Record<string, string | undefined>) => void;
}) {
  const fromValues = () =>
    Object.fromEntries(
      fields.map((f) => [
        f.name,
        f.kind === 'datetime' ? toLocalInput(values[f.name]) : (values[f.name] ?? ''),
      ]),
    );
  const [draft, setDraft] = useDraftFromAddress<Record<string, string>>(source, fromValues);
  const submit = (event: FormEvent) => {
    event.preventDefault();
    onApply(
      Object.fromEntries(
        fields.map((f) => {
          const value = draft[f.name]?.trim() ?? '';
          return [f.name, f.kind === 'datetime' ? fromLocalInput(value) : value || undefined];
        }),
      ),
    );
  };
  return (
    <form onSubmit={submit} className="mb-4 grid gap-3 sm:grid-cols-2 lg:grid-cols-3" role="search">
      {fields.map((field) => {
        const inputId = `${id}-${field.name}`;
        const common = {
          id: inputId,
          className: inputClass,
          value: draft[field.name] ?? '',
          'aria-describedby': field.hint ? `${inputId}-hint` : undefined,
        };
        const change = (value: string) => setDraft((d) => ({ ...d, [field.name]: value }));
        return (
          <div key={field.name}>
            <label htmlFor={inputId} className={labelClass}>
              {field.label}
            </label>
            {field.kind === 'select' ? (
              <select {...common} onChange={(e) => change(e.target.value)}>
                <option value="">{field.anyLabel}</option>
                {field.options?.map((o) => (
                  <option key={o.value} value={o.value}>
                    {o.label}
                  </option>
                ))}
              </select>
            ) : (
              <input
                {...common}
                type={field.kind === 'datetime' ? 'datetime-local' : 'text'}
                onChange={(e) => change(e.target.value)}
              />
            )}
            {field.hint && (
              <p id={`${inputId}-hint`} className="mt-1 text-xs text-slate-400">
                {field.hint}
              </p>
            )}
          </div>
        );
      })}
      <div className="flex items-end gap-2">
        <button type="submit" className={buttonClass}>
          <Trans>Apply filters</Trans>
        </button>
        <button
          type="button"
          className={secondaryButtonClass}
          onClick={() => {
            setDraft({});
            onApply({});
          }}
        >
          <Trans>Clear</Trans>
        </button>
      </div>
    </form>
  );
}
