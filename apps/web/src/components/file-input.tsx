import { useState } from 'react';
import type { ChangeEvent, ComponentProps } from 'react';
import { Trans, useLingui } from '@lingui/react/macro';
import { plural } from '@lingui/core/macro';

type Tone = 'dark' | 'light';

const BUTTON: Record<Tone, string> = {
  dark: 'border-slate-500 bg-slate-700 text-slate-100 group-hover:bg-slate-600 group-has-focus-visible:outline-sky-300',
  light:
    'border-slate-400 bg-slate-200 text-slate-900 group-hover:bg-slate-300 group-has-focus-visible:outline-blue-700',
};
const NAME: Record<Tone, string> = { dark: 'text-slate-200', light: 'text-slate-800' };

export type FileInputProps = Omit<ComponentProps<'input'>, 'type' | 'className' | 'children' | 'id'> & {
  /** The input's id: the field's own `<label htmlFor>` names it. */
  id: string;
  /** The dark theme of the signed-in area (default) or the light one of the public pages. */
  tone?: Tone;
  /**
   * What the line beside the button says, when the caller keeps the choice itself (a form that clears its input
   * after sending, or moves a chosen file elsewhere at once): the file's name, or null for none. Without it, the
   * line follows the input's own last choice.
   */
  chosen?: string | null;
  className?: string;
};

/**
 * A file input whose words follow the page's language (decision 1183). The browser's own control says "Choose file /
 * No file chosen" in the browser's language, whatever the page's; here the native input stays, focusable and
 * labelled by the field's label, transparent over a drawn button, so a click, a drop, Enter or Space reach it as
 * before, and the chosen file's name (or "No file chosen") is written beside it and read as its description.
 */
export function FileInput({
  id,
  tone = 'dark',
  chosen,
  className = '',
  multiple,
  disabled,
  onChange,
  'aria-describedby': describedBy,
  ...rest
}: FileInputProps) {
  const { t } = useLingui();
  const [names, setNames] = useState<string[]>([]);
  const nameId = `${id}-chosen`;
  const shown = chosen !== undefined ? (chosen === null ? [] : [chosen]) : names;
  const count = shown.length;
  const summary =
    count === 0
      ? t`No file chosen`
      : count === 1
        ? shown[0]
        : plural(count, { one: '# file chosen', other: '# files chosen' });

  return (
    <div className={`flex flex-wrap items-center gap-3 ${className}`}>
      <div className={`group relative inline-block ${disabled ? 'opacity-60' : ''}`}>
        <input
          {...rest}
          id={id}
          type="file"
          multiple={multiple}
          disabled={disabled}
          aria-describedby={describedBy ? `${nameId} ${describedBy}` : nameId}
          onChange={(event: ChangeEvent<HTMLInputElement>) => {
            setNames(Array.from(event.target.files ?? [], (file) => file.name));
            onChange?.(event);
          }}
          className="absolute inset-0 h-full w-full cursor-pointer opacity-0 disabled:cursor-not-allowed"
        />
        <span
          aria-hidden="true"
          className={`pointer-events-none block rounded-md border px-3 py-1.5 text-sm font-medium group-has-focus-visible:outline-2 group-has-focus-visible:outline-offset-2 ${BUTTON[tone]}`}
        >
          {multiple ? <Trans>Choose files</Trans> : <Trans>Choose file</Trans>}
        </span>
      </div>
      <span id={nameId} className={`min-w-0 text-sm break-all ${NAME[tone]}`}>
        {summary}
      </span>
    </div>
  );
}
