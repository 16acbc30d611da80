import { useDraftFromAddress } from '@/components/use-draft-from-address';
import { JobFilters } from '@/components/job-filters';
import type { BoardFilters } from '@/lib/jobs/filters';

type Props = {
  value: BoardFilters;
  /** The address's query the filters were read from: a new one (Back/Forward, a link) refills the form. */
  source: string;
  onApply: (filters: BoardFilters) => void;
};

/**
 * The board's filters (spec §2). Type, level and remote apply at once; the two text fields apply on
 * Search (or Enter), so each search is one step in the browser history. A new address refills the form in place
 * rather than mounting a new one, which dropped the focus of the select, box or button just used on the page's
 * body (decision 1235).
 */
export function BoardFiltersForm({ value, source, onApply }: Props) {
  const [draft, setDraft] = useDraftFromAddress(source, () => value);
  return (
    <JobFilters
      variant="board"
      value={draft}
      onType={(patch) => setDraft({ ...draft, ...patch })}
      onPick={(patch) => {
        const next = { ...draft, ...patch };
        setDraft(next);
        onApply(next);
      }}
      onSubmit={() => onApply(draft)}
    />
  );
}
