import { useId, useState } from 'react';
import { useLingui } from '@lingui/react/macro';
import type { KeyboardEvent } from 'react';
import { inputClass, labelClass } from '@/components/styles';
import { usePostingSearch, usePostingTitle } from './api';
import { useDebounced } from '@/lib/use-debounced';

/** What is typed settles for a moment before it is searched, as the job feed's text filters. */
export const POSTING_SEARCH_DEBOUNCE_MS = 300;

/**
 * The report's posting filter (decision 1074): a search-as-you-type combobox over every posting in the caller's
 * scope (the server searches the titles), instead of a select of the newest 200. The selected posting keeps its
 * title whether or not it is among the results; the first choice, All postings, clears the filter.
 */
export function PostingPicker({
  companyId,
  value,
  onChange,
}: {
  companyId: string | undefined;
  value: string | undefined;
  onChange: (jobId: string | undefined) => void;
}) {
  const { t } = useLingui();
  const id = useId();
  const inputId = 'analytics-job_id';
  const listId = `${id}-list`;
  const selectedTitle = usePostingTitle(companyId, value).data;
  const [text, setText] = useState<string | null>(null); // null: not being edited, the selected title shows
  const [open, setOpen] = useState(false);
  const [active, setActive] = useState(0);
  const q = useDebounced((text ?? '').trim(), POSTING_SEARCH_DEBOUNCE_MS);
  const search = usePostingSearch(companyId, q, open);
  const choices: Array<{ id: string | undefined; title: string }> = [
    { id: undefined, title: t`All postings` },
    ...(search.data?.postings ?? []),
  ];
  const optionId = (index: number) => `${id}-option-${index}`;
  const shown = text ?? (value ? (selectedTitle ?? '') : '');

  const close = () => {
    setOpen(false);
    setText(null);
    setActive(0);
  };
  const choose = (choice: { id: string | undefined }) => {
    onChange(choice.id);
    close();
  };
  const onKeyDown = (e: KeyboardEvent<HTMLInputElement>) => {
    if (e.key === 'ArrowDown' || e.key === 'ArrowUp') {
      e.preventDefault();
      if (!open) {
        setOpen(true);
        return;
      }
      const step = e.key === 'ArrowDown' ? 1 : -1;
      setActive((current) => (current + step + choices.length) % choices.length);
    } else if (e.key === 'Enter' && open) {
      e.preventDefault();
      const choice = choices[active];
      if (choice) choose(choice);
    } else if (e.key === 'Escape' && open) {
      e.preventDefault();
      close();
    }
  };

  return (
    <div className="relative">
      <label htmlFor={inputId} className={labelClass}>
        {t`Posting`}
      </label>
      <input
        id={inputId}
        type="text"
        role="combobox"
        aria-expanded={open}
        aria-controls={listId}
        aria-autocomplete="list"
        aria-activedescendant={open ? optionId(active) : undefined}
        autoComplete="off"
        className={inputClass}
        placeholder={t`All postings`}
        value={shown}
        onFocus={() => setOpen(true)}
        onClick={() => setOpen(true)}
        onBlur={close}
        onChange={(e) => {
          setText(e.target.value);
          setOpen(true);
          setActive(0);
        }}
        onKeyDown={onKeyDown}
      />
      {open && (
        <ul
          id={listId}
          role="listbox"
          aria-label={t`Postings`}
          className="absolute z-10 mt-1 max-h-64 w-full overflow-auto rounded-md border border-slate-600 bg-slate-950 py-1 text-sm text-slate-100 shadow-lg"
        >
          {choices.map((choice, index) => (
            <li
              key={choice.id ?? ''}
              id={optionId(index)}
              role="option"
              aria-selected={choice.id === value}
              className={`cursor-pointer px-3 py-1.5 ${index === active ? 'bg-sky-800' : ''}`}
              // Chosen before the input's blur closes the list.
              onMouseDown={(e) => {
                e.preventDefault();
                choose(choice);
              }}
              onMouseEnter={() => setActive(index)}
            >
              {choice.title}
            </li>
          ))}
          {search.isSuccess && !search.isPlaceholderData && search.data.postings.length === 0 && (
            <li role="presentation" className="px-3 py-1.5 text-slate-400">
              {t`No posting matches.`}
            </li>
          )}
        </ul>
      )}
      <p className="sr-only" role="status">
        {open && search.isFetching ? t`Searching…` : ''}
      </p>
    </div>
  );
}
