import { useState } from 'react';
import { Link, useSearchParams } from 'react-router';
import { Trans, useLingui } from '@lingui/react/macro';
import { plural } from '@lingui/core/macro';
import { STAGES, formatDay, isTerminalStage } from '@app/shared';
import type { Locale, Stage } from '@app/shared';
import { Spinner } from '@/components/spinner';
import { useManagedJobs } from '@/lib/managed-jobs';
import { SelectField, TextField } from '@/components/form-fields';
import { PageTitle } from '@/components/page-title';
import { Pager } from '@/components/pager';
import { ErrorText, StatusText } from '@/components/status-text';
import { focusRing, panelClass, secondaryButtonClass } from '@/components/styles';
import { errorMessage } from '@/lib/error-message';
import { translateText } from '@/lib/i18n';
import { useApplications, useBulk } from './api';
import { MoveDialog } from './move-dialog';
import type { MovableStage } from './move-dialog';
import { STAGE_NAMES } from './stage-labels';

const FILTERS = ['job_id', 'stage', 'q', 'page'] as const;

/** /dashboard/applications: every application the caller manages, filters in the address, bulk actions. */
export function ApplicationsPage() {
  const [params, setParams] = useSearchParams();
  const filters: Record<string, string> = {};
  for (const key of FILTERS) {
    const value = params.get(key);
    if (value) filters[key] = value;
  }
  const list = useApplications(filters);
  const jobs = useManagedJobs('', '', 1);
  const bulk = useBulk();
  const [selected, setSelected] = useState<Set<string>>(new Set());
  const [dialog, setDialog] = useState(false);
  const [search, setSearch] = useState(filters.q ?? '');
  const [result, setResult] = useState<string | null>(null);
  const { t, i18n } = useLingui();
  const locale = i18n.locale as Locale;
  const stageName = (stage: Stage) => i18n._(STAGE_NAMES[stage]);
  const selectedCount = selected.size;

  const setFilter = (key: string, value: string) => {
    const next = new URLSearchParams(params);
    if (value) next.set(key, value);
    else next.delete(key);
    if (key !== 'page') next.delete('page');
    setParams(next);
    setSelected(new Set());
  };

  const rows = list.data?.applications ?? [];
  // Rejected and withdrawn applications are closed (decision 205): they cannot be selected to move.
  const movable = rows.filter((r) => !isTerminalStage(r.stage));
  const allChecked = movable.length > 0 && movable.every((r) => selected.has(r.id));
  const toggle = (id: string) =>
    setSelected((s) => {
      const next = new Set(s);
      if (next.has(id)) next.delete(id);
      else next.add(id);
      return next;
    });

  const runBulk = (stage: MovableStage, reason?: string) => {
    setResult(null);
    const ids = [...selected];
    bulk.mutate(stage === 'rejected' ? { ids, action: 'reject', reason } : { ids, action: 'move', stage }, {
      onSuccess: (reply) => {
        setDialog(false);
        setSelected(new Set());
        const failed = reply.results.filter((r) => !r.ok);
        const updated = reply.updated;
        const total = ids.length;
        const target = stageName(stage);
        const done =
          stage === 'rejected'
            ? plural(total, {
                one: `${updated} of # application rejected.`,
                other: `${updated} of # applications rejected.`,
              })
            : plural(total, {
                one: `${updated} of # application moved to ${target}.`,
                other: `${updated} of # applications moved to ${target}.`,
              });
        const problems = failed.map((f) => (f.message ? translateText(f.message) : f.id)).join('; ');
        setResult(failed.length ? `${done} ${t`Not changed: ${problems}`}` : done);
      },
    });
  };

  const pages = list.data ? Math.max(1, Math.ceil(list.data.total / list.data.pageSize)) : 1;
  const page = Number(filters.page ?? 1);

  return (
    <div>
      <PageTitle>
        <Trans>Application Tracking</Trans>
      </PageTitle>
      <form
        role="search"
        className="mb-4 flex flex-wrap items-end gap-3"
        onSubmit={(e) => {
          e.preventDefault();
          setFilter('q', search.trim());
        }}
      >
        <SelectField
          id="apps-job"
          label={t`Job posting`}
          value={filters.job_id ?? ''}
          onChange={(v) => setFilter('job_id', v)}
          emptyLabel={t`All postings`}
          options={(jobs.data?.jobs ?? []).map((job) => ({ value: job.id, label: job.title }))}
        >
          {filters.job_id && !jobs.data?.jobs.some((j) => j.id === filters.job_id) && (
            <option value={filters.job_id}>
              <Trans>Selected posting</Trans>
            </option>
          )}
        </SelectField>
        <SelectField
          id="apps-stage"
          label={t`Stage`}
          value={filters.stage ?? ''}
          onChange={(v) => setFilter('stage', v)}
          emptyLabel={t`All stages`}
          options={STAGES.map((s) => ({ value: s, label: stageName(s) }))}
        />
        <TextField id="apps-q" label={t`Search candidates`} value={search} onChange={setSearch} />
        <button type="submit" className={secondaryButtonClass}>
          <Trans>Search</Trans>
        </button>
      </form>

      <div className="mb-3 flex flex-wrap items-center gap-3">
        <span className="text-sm text-slate-300" aria-live="polite">
          <Trans>{selectedCount} selected</Trans>
        </span>
        <button
          type="button"
          className={secondaryButtonClass}
          disabled={selected.size === 0}
          onClick={() => {
            bulk.reset();
            setDialog(true);
          }}
        >
          <Trans>Move or reject selected…</Trans>
        </button>
      </div>
      {result && <StatusText>{result}</StatusText>}

      {list.isPending && <Spinner label={t`Loading applications…`} />}
      {list.isError && <ErrorText>{translateText(errorMessage(list.error))}</ErrorText>}
      {list.data && rows.length === 0 && (
        <p className={`${panelClass} text-slate-300`}>
          <Trans>No applications match.</Trans>
        </p>
      )}
      {rows.length > 0 && (
        // On a phone the table stacks: one card per application, each value with its column's name (issue 18,
        // decision 1116). The explicit roles keep it a table for screen readers when its rows are not laid out as
        // table rows.
        <div className="overflow-x-auto">
          <table role="table" className="w-full text-left text-sm text-slate-200 max-sm:block">
            <caption className="sr-only">
              <Trans>Applications</Trans>
            </caption>
            <thead role="rowgroup" className="text-slate-300 max-sm:block">
              <tr role="row" className="max-sm:flex max-sm:items-center max-sm:gap-2">
                <th role="columnheader" scope="col" className="p-2">
                  <input
                    type="checkbox"
                    aria-label={t`Select all open applications on this page`}
                    checked={allChecked}
                    disabled={movable.length === 0}
                    onChange={() => setSelected(allChecked ? new Set() : new Set(movable.map((r) => r.id)))}
                  />
                </th>
                <th role="columnheader" scope="col" className="p-2 max-sm:sr-only">
                  <Trans>Candidate</Trans>
                </th>
                <th role="columnheader" scope="col" className="p-2 max-sm:sr-only">
                  <Trans>Posting</Trans>
                </th>
                <th role="columnheader" scope="col" className="p-2 max-sm:sr-only">
                  <Trans>Stage</Trans>
                </th>
                <th role="columnheader" scope="col" className="p-2 max-sm:sr-only">
                  <Trans>Rating</Trans>
                </th>
                <th role="columnheader" scope="col" className="p-2 max-sm:sr-only">
                  <Trans context="date of the application">Applied</Trans>
                </th>
              </tr>
            </thead>
            <tbody role="rowgroup" className="max-sm:block">
              {rows.map((row) => {
                const name = row.candidate.name;
                const stage = stageName(row.stage);
                return (
                  <tr
                    role="row"
                    key={row.id}
                    className="border-t border-slate-800 max-sm:grid max-sm:grid-cols-[auto_minmax(0,1fr)] max-sm:py-2"
                  >
                    <td role="cell" className="p-2 max-sm:row-span-5">
                      <input
                        type="checkbox"
                        aria-label={
                          isTerminalStage(row.stage) ? t`${name} (${stage}, closed)` : t`Select ${name}`
                        }
                        checked={selected.has(row.id)}
                        disabled={isTerminalStage(row.stage)}
                        onChange={() => toggle(row.id)}
                      />
                    </td>
                    <td role="cell" className="p-2 break-words max-sm:py-0.5">
                      <Link
                        to={`/dashboard/applications/${row.id}`}
                        className={`font-medium text-sky-200 hover:underline ${focusRing}`}
                      >
                        {row.candidate.name}
                      </Link>
                      <div className="text-slate-400">{row.candidate.headline}</div>
                    </td>
                    <td role="cell" className="p-2 break-words max-sm:py-0.5">
                      <span className="text-slate-400 sm:hidden">
                        <Trans>Posting</Trans>:{' '}
                      </span>
                      {row.job.title}
                    </td>
                    <td role="cell" className="p-2 max-sm:py-0.5" data-testid={`stage-${row.id}`}>
                      <span className="text-slate-400 sm:hidden">
                        <Trans>Stage</Trans>:{' '}
                      </span>
                      {stage}
                    </td>
                    <td role="cell" className="p-2 max-sm:py-0.5">
                      <span className="text-slate-400 sm:hidden">
                        <Trans>Rating</Trans>:{' '}
                      </span>
                      {row.rating ?? '—'}
                    </td>
                    <td role="cell" className="p-2 max-sm:py-0.5">
                      <span className="text-slate-400 sm:hidden">
                        <Trans context="date of the application">Applied</Trans>:{' '}
                      </span>
                      {formatDay(row.created_at, locale)}
                    </td>
                  </tr>
                );
              })}
            </tbody>
          </table>
        </div>
      )}
      <Pager page={page} pages={pages} onPage={(next) => setFilter('page', String(next))} />
      {dialog && (
        <MoveDialog
          name={plural(selectedCount, { one: '# application', other: '# applications' })}
          busy={bulk.isPending}
          error={bulk.error}
          onClose={() => setDialog(false)}
          onMove={runBulk}
        />
      )}
    </div>
  );
}
