import { useId } from 'react';
import { Trans, useLingui } from '@lingui/react/macro';
import Search from 'lucide-react/icons/search';
import type { JobLevel, JobType } from '@app/shared';
import { BOARD_TEXT_MAX } from '@/lib/jobs/filters';
import type { BoardFilters } from '@/lib/jobs/filters';
import { JOB_LEVEL_VALUES, JOB_TYPE_VALUES, LEVEL_MESSAGE, TYPE_MESSAGE } from '@/lib/jobs/format';

/** The public board's light form (location beside the search) and the dashboard feed's dark one. */
const LOOKS = {
  board: {
    locationFirst: true,
    form: 'grid gap-3 rounded-2xl border border-slate-200 bg-slate-50 p-4 md:grid-cols-2 lg:grid-cols-6',
    search: 'lg:col-span-2',
    remote: 'flex items-center gap-2 md:col-span-2 lg:col-span-6',
    label: 'mb-1 block text-sm font-medium text-slate-800',
    icon: 'pointer-events-none absolute top-2.5 left-3 h-4 w-4 text-slate-500',
    field:
      'w-full rounded-md border border-slate-400 bg-white px-3 py-2 text-slate-900 placeholder:text-slate-500 focus:border-blue-700 focus-visible:outline-2 focus-visible:outline-blue-700',
    checkbox:
      'h-4 w-4 accent-blue-700 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-blue-700',
    checkboxLabel: 'text-sm text-slate-800',
    button:
      'w-full rounded-md bg-blue-700 px-4 py-2 font-semibold text-white hover:bg-blue-800 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-blue-700',
  },
  feed: {
    locationFirst: false,
    form: 'mb-6 grid gap-3 rounded-xl border border-slate-800 bg-slate-900 p-4 md:grid-cols-2 xl:grid-cols-5',
    search: 'xl:col-span-2',
    remote: 'flex items-center gap-2 md:col-span-2 xl:col-span-5',
    label: 'mb-1 block text-sm text-slate-300',
    icon: 'pointer-events-none absolute top-2.5 left-3 h-4 w-4 text-slate-400',
    field:
      'w-full rounded-md border border-slate-600 bg-slate-950 px-3 py-2 text-slate-100 placeholder:text-slate-400 focus:border-sky-400 focus-visible:outline-2 focus-visible:outline-sky-400',
    checkbox: 'h-4 w-4 accent-sky-500',
    checkboxLabel: 'text-sm text-slate-200',
    button:
      'w-full rounded-md bg-sky-700 px-4 py-2 font-semibold text-white hover:bg-sky-600 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-sky-300',
  },
};

type Props = {
  variant: keyof typeof LOOKS;
  value: BoardFilters;
  /** Typing in the search or location field. */
  onType: (patch: Partial<BoardFilters>) => void;
  /** Choosing a type or level, or ticking "Remote only". */
  onPick: (patch: Partial<BoardFilters>) => void;
  /** With it, a Search button (or Enter) submits; without, the form filters only as it changes. */
  onSubmit?: () => void;
};

/** Spec §2's job filters: search text, location, job type, level and remote only. */
export function JobFilters({ variant, value, onType, onPick, onSubmit }: Props) {
  const { t, i18n } = useLingui();
  const look = LOOKS[variant];
  const id = useId();
  const location = (
    <div>
      <label htmlFor={`${id}-location`} className={look.label}>
        <Trans>Location</Trans>
      </label>
      <input
        id={`${id}-location`}
        type="text"
        value={value.location}
        onChange={(event) => onType({ location: event.target.value })}
        maxLength={BOARD_TEXT_MAX}
        placeholder={t`e.g. Hà Nội`}
        className={look.field}
      />
    </div>
  );

  return (
    <form
      role="search"
      aria-label={t`Filter jobs`}
      onSubmit={(event) => {
        event.preventDefault();
        onSubmit?.();
      }}
      className={look.form}
    >
      <div className={look.search}>
        <label htmlFor={`${id}-q`} className={look.label}>
          <Trans>Search title, company or skill</Trans>
        </label>
        <div className="relative">
          <Search aria-hidden="true" className={look.icon} />
          <input
            id={`${id}-q`}
            type="search"
            value={value.q}
            onChange={(event) => onType({ q: event.target.value })}
            maxLength={BOARD_TEXT_MAX}
            placeholder={t`e.g. React`}
            className={`${look.field} pl-9`}
          />
        </div>
      </div>
      {look.locationFirst && location}
      <div>
        <label htmlFor={`${id}-type`} className={look.label}>
          <Trans>Job type</Trans>
        </label>
        <select
          id={`${id}-type`}
          value={value.type}
          onChange={(event) => onPick({ type: event.target.value as JobType | '' })}
          className={look.field}
        >
          <option value="">{t`All types`}</option>
          {JOB_TYPE_VALUES.map((type) => (
            <option key={type} value={type}>
              {i18n._(TYPE_MESSAGE[type])}
            </option>
          ))}
        </select>
      </div>
      <div>
        <label htmlFor={`${id}-level`} className={look.label}>
          <Trans>Level</Trans>
        </label>
        <select
          id={`${id}-level`}
          value={value.level}
          onChange={(event) => onPick({ level: event.target.value as JobLevel | '' })}
          className={look.field}
        >
          <option value="">{t`All levels`}</option>
          {JOB_LEVEL_VALUES.map((level) => (
            <option key={level} value={level}>
              {i18n._(LEVEL_MESSAGE[level])}
            </option>
          ))}
        </select>
      </div>
      {!look.locationFirst && location}
      {onSubmit && (
        <div className="flex items-end">
          <button type="submit" className={look.button}>
            <Trans>Search</Trans>
          </button>
        </div>
      )}
      <div className={look.remote}>
        <input
          id={`${id}-remote`}
          type="checkbox"
          checked={value.remote}
          onChange={(event) => onPick({ remote: event.target.checked })}
          className={look.checkbox}
        />
        <label htmlFor={`${id}-remote`} className={look.checkboxLabel}>
          <Trans>Remote only</Trans>
        </label>
      </div>
    </form>
  );
}
