import { useState } from 'react';
import { Link, useSearchParams } from 'react-router';
import { STAGES, STAGE_LABELS, isTerminalStage } from '@app/shared';
import { Spinner } from '@/components/spinner';
import { useManagedJobs } from '@/lib/managed-jobs';
import { SelectField, TextField } from '@/components/form-fields';
import { PageTitle } from '@/components/page-title';
import { Pager } from '@/components/pager';
import { ErrorText, StatusText } from '@/components/status-text';
import { focusRing, panelClass, secondaryButtonClass } from '@/components/styles';
import { errorMessage } from '@/lib/error-message';
import { formatDate } from '@/lib/format';
import { useApplications, useBulk } from './api';
import { MoveDialog } from './move-dialog';
import type { MovableStage } from './move-dialog';
import { count } from '@/lib/plural';

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
        setResult(
          `${reply.updated} of ${count(ids.length, 'application')} ${stage === 'rejected' ? 'rejected' : `moved to ${STAGE_LABELS[stage]}`}.` +
            (failed.length ? ` Not changed: ${failed.map((f) => f.message ?? f.id).join('; ')}` : ''),
        );
      },
    });
  };

  const pages = list.data ? Math.max(1, Math.ceil(list.data.total / list.data.pageSize)) : 1;
  const page = Number(filters.page ?? 1);

  return (
    <div>
      <PageTitle>Application Tracking</PageTitle>
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
          label="Job posting"
          value={filters.job_id ?? ''}
          onChange={(v) => setFilter('job_id', v)}
          emptyLabel="All postings"
          options={(jobs.data?.jobs ?? []).map((job) => ({ value: job.id, label: job.title }))}
        >
          {filters.job_id && !jobs.data?.jobs.some((j) => j.id === filters.job_id) && (
            <option value={filters.job_id}>Selected posting</option>
          )}
        </SelectField>
        <SelectField
          id="apps-stage"
          label="Stage"
          value={filters.stage ?? ''}
          onChange={(v) => setFilter('stage', v)}
          emptyLabel="All stages"
          options={STAGES.map((s) => ({ value: s, label: STAGE_LABELS[s] }))}
        />
        <TextField id="apps-q" label="Search candidates" value={search} onChange={setSearch} />
        <button type="submit" className={secondaryButtonClass}>
          Search
        </button>
      </form>

      <div className="mb-3 flex flex-wrap items-center gap-3">
        <span className="text-sm text-slate-300" aria-live="polite">
          {selected.size} selected
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
          Move or reject selected…
        </button>
      </div>
      {result && <StatusText>{result}</StatusText>}

      {list.isPending && <Spinner label="Loading applications…" />}
      {list.isError && <ErrorText>{errorMessage(list.error)}</ErrorText>}
      {list.data && rows.length === 0 && (
        <p className={`${panelClass} text-slate-300`}>No applications match.</p>
      )}
      {rows.length > 0 && (
        <div className="overflow-x-auto">
          <table className="w-full text-left text-sm text-slate-200">
            <caption className="sr-only">Applications</caption>
            <thead className="text-slate-300">
              <tr>
                <th scope="col" className="p-2">
                  <input
                    type="checkbox"
                    aria-label="Select all open applications on this page"
                    checked={allChecked}
                    disabled={movable.length === 0}
                    onChange={() => setSelected(allChecked ? new Set() : new Set(movable.map((r) => r.id)))}
                  />
                </th>
                <th scope="col" className="p-2">
                  Candidate
                </th>
                <th scope="col" className="p-2">
                  Posting
                </th>
                <th scope="col" className="p-2">
                  Stage
                </th>
                <th scope="col" className="p-2">
                  Rating
                </th>
                <th scope="col" className="p-2">
                  Applied
                </th>
              </tr>
            </thead>
            <tbody>
              {rows.map((row) => (
                <tr key={row.id} className="border-t border-slate-800">
                  <td className="p-2">
                    <input
                      type="checkbox"
                      aria-label={
                        isTerminalStage(row.stage)
                          ? `${row.candidate.name} (${STAGE_LABELS[row.stage]}, closed)`
                          : `Select ${row.candidate.name}`
                      }
                      checked={selected.has(row.id)}
                      disabled={isTerminalStage(row.stage)}
                      onChange={() => toggle(row.id)}
                    />
                  </td>
                  <td className="p-2">
                    <Link
                      to={`/dashboard/applications/${row.id}`}
                      className={`font-medium text-sky-200 hover:underline ${focusRing}`}
                    >
                      {row.candidate.name}
                    </Link>
                    <div className="text-slate-400">{row.candidate.headline}</div>
                  </td>
                  <td className="p-2">{row.job.title}</td>
                  <td className="p-2" data-testid={`stage-${row.id}`}>
                    {STAGE_LABELS[row.stage]}
                  </td>
                  <td className="p-2">{row.rating ?? '—'}</td>
                  <td className="p-2">{formatDate(row.created_at)}</td>
                </tr>
              ))}
            </tbody>
          </table>
        </div>
      )}
      <Pager page={page} pages={pages} onPage={(next) => setFilter('page', String(next))} />
      {dialog && (
        <MoveDialog
          name={count(selected.size, 'application')}
          busy={bulk.isPending}
          error={bulk.isError ? errorMessage(bulk.error) : null}
          onClose={() => setDialog(false)}
          onMove={runBulk}
        />
      )}
    </div>
  );
}
