import { useState } from 'react';
import { JobFilters } from '@/components/job-filters';
import type { BoardFilters } from '@/lib/jobs/filters';

type Props = { value: BoardFilters; onApply: (filters: BoardFilters) => void };

/**
 * The board's filters (spec §2). Type, level and remote apply at once; the two text fields apply on
 * Search (or Enter), so each search is one step in the browser history. Mount it with a key of the
 * address so Back/Forward refill it.
 */
export function BoardFiltersForm({ value, onApply }: Props) {
  const [draft, setDraft] = useState(value);
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
