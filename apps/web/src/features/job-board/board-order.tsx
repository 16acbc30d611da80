import { useId } from 'react';
import { Trans, useLingui } from '@lingui/react/macro';
import { hasSearchTerms } from '@app/shared';
import type { JobSort } from '@app/shared';
import type { BoardFilters } from '@/lib/jobs/filters';
import { formatSalary } from '@/lib/jobs/format';

/** The minimum monthly salaries offered (VND). */
export const SALARY_STEPS = [5_000_000, 10_000_000, 15_000_000, 20_000_000, 30_000_000, 50_000_000] as const;

const field =
  'rounded-md border border-slate-400 bg-white px-3 py-2 text-slate-900 focus:border-blue-700 focus-visible:outline-2 focus-visible:outline-blue-700';

type Props = { value: BoardFilters; onApply: (filters: BoardFilters) => void };

/**
 * The minimum salary and the order of the results (issue 18), beside the filter bar: each applies at once.
 * Relevance needs search text; without it the order is newest (decision 530).
 */
export function BoardOrder({ value, onApply }: Props) {
  const { t } = useLingui();
  const id = useId();
  // Only spaces or quotes search for nothing (decision 1153): no relevance to order by.
  const hasText = hasSearchTerms(value.q);
  const sort: JobSort = value.sort ?? (hasText ? 'relevance' : 'newest');
  const shownSort = sort === 'relevance' && !hasText ? 'newest' : sort;
  return (
    <div className="flex flex-wrap items-end gap-4">
      <div>
        <label htmlFor={`${id}-salary`} className="mb-1 block text-sm font-medium text-slate-800">
          <Trans>Minimum salary</Trans>
        </label>
        <select
          id={`${id}-salary`}
          value={value.salary ?? ''}
          onChange={(event) => {
            const { salary: _old, ...rest } = value;
            const next = Number(event.target.value);
            onApply(next > 0 ? { ...rest, salary: next } : rest);
          }}
          className={field}
        >
          <option value="">{t`Any salary`}</option>
          {value.salary !== undefined && !(SALARY_STEPS as readonly number[]).includes(value.salary) && (
            <option value={value.salary}>{formatSalary(value.salary, null)}</option>
          )}
          {SALARY_STEPS.map((step) => (
            <option key={step} value={step}>
              {formatSalary(step, null)}
            </option>
          ))}
        </select>
      </div>
      <div>
        <label htmlFor={`${id}-sort`} className="mb-1 block text-sm font-medium text-slate-800">
          <Trans>Sort by</Trans>
        </label>
        <select
          id={`${id}-sort`}
          value={shownSort}
          onChange={(event) => {
            const { sort: _old, ...rest } = value;
            const next = event.target.value as JobSort;
            const isDefault = next === (hasText ? 'relevance' : 'newest');
            onApply(isDefault ? rest : { ...rest, sort: next });
          }}
          className={field}
        >
          <option value="newest">{t`Newest`}</option>
          <option value="salary">{t`Highest salary`}</option>
          <option value="relevance" disabled={!hasText}>
            {t`Relevance`}
          </option>
        </select>
      </div>
    </div>
  );
}
