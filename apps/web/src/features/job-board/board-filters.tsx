import { useId, useState } from 'react';
import Search from 'lucide-react/icons/search';
import type { JobLevel, JobType } from '@app/shared';
import { JOB_LEVEL_VALUES, JOB_TYPE_VALUES, LEVEL_LABEL, TYPE_LABEL } from '@/lib/jobs/format';
import type { BoardFilters } from '@/lib/jobs/filters';

const field =
  'w-full rounded-md border border-slate-400 bg-white px-3 py-2 text-slate-900 placeholder:text-slate-500 focus:border-blue-700 focus-visible:outline-2 focus-visible:outline-blue-700';

type Props = { value: BoardFilters; onApply: (filters: BoardFilters) => void };

/**
 * The board's filters (spec §2). Type, level and remote apply at once; the two text fields apply on
 * Search (or Enter), so each search is one step in the browser history. Mount it with a key of the
 * address so Back/Forward refill it.
 */
export function BoardFiltersForm({ value, onApply }: Props) {
  const [draft, setDraft] = useState(value);
  const id = useId();
  const applyNow = (patch: Partial<BoardFilters>) => {
    const next = { ...draft, ...patch };
    setDraft(next);
    onApply(next);
  };

  return (
    <form
      role="search"
      aria-label="Filter jobs"
      onSubmit={(event) => {
        event.preventDefault();
        onApply(draft);
      }}
      className="grid gap-3 rounded-2xl border border-slate-200 bg-slate-50 p-4 md:grid-cols-2 lg:grid-cols-6"
    >
      <div className="lg:col-span-2">
        <label htmlFor={`${id}-q`} className="mb-1 block text-sm font-medium text-slate-800">
          Search title, company or skill
        </label>
        <div className="relative">
          <Search
            aria-hidden="true"
            className="pointer-events-none absolute top-2.5 left-3 h-4 w-4 text-slate-500"
          />
          <input
            id={`${id}-q`}
            type="search"
            value={draft.q}
            onChange={(event) => setDraft({ ...draft, q: event.target.value })}
            placeholder="e.g. React"
            className={`${field} pl-9`}
          />
        </div>
      </div>
      <div>
        <label htmlFor={`${id}-location`} className="mb-1 block text-sm font-medium text-slate-800">
          Location
        </label>
        <input
          id={`${id}-location`}
          type="text"
          value={draft.location}
          onChange={(event) => setDraft({ ...draft, location: event.target.value })}
          placeholder="e.g. Hà Nội"
          className={field}
        />
      </div>
      <div>
        <label htmlFor={`${id}-type`} className="mb-1 block text-sm font-medium text-slate-800">
          Job type
        </label>
        <select
          id={`${id}-type`}
          value={draft.type}
          onChange={(event) => applyNow({ type: event.target.value as JobType | '' })}
          className={field}
        >
          <option value="">All types</option>
          {JOB_TYPE_VALUES.map((type) => (
            <option key={type} value={type}>
              {TYPE_LABEL[type]}
            </option>
          ))}
        </select>
      </div>
      <div>
        <label htmlFor={`${id}-level`} className="mb-1 block text-sm font-medium text-slate-800">
          Level
        </label>
        <select
          id={`${id}-level`}
          value={draft.level}
          onChange={(event) => applyNow({ level: event.target.value as JobLevel | '' })}
          className={field}
        >
          <option value="">All levels</option>
          {JOB_LEVEL_VALUES.map((level) => (
            <option key={level} value={level}>
              {LEVEL_LABEL[level]}
            </option>
          ))}
        </select>
      </div>
      <div className="flex items-end">
        <button
          type="submit"
          className="w-full rounded-md bg-blue-700 px-4 py-2 font-semibold text-white hover:bg-blue-800 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-blue-700"
        >
          Search
        </button>
      </div>
      <div className="flex items-center gap-2 md:col-span-2 lg:col-span-6">
        <input
          id={`${id}-remote`}
          type="checkbox"
          checked={draft.remote}
          onChange={(event) => applyNow({ remote: event.target.checked })}
          className="h-4 w-4 accent-blue-700 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-blue-700"
        />
        <label htmlFor={`${id}-remote`} className="text-sm text-slate-800">
          Remote only
        </label>
      </div>
    </form>
  );
}
