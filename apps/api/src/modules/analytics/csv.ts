import type { AnalyticsReport } from '@app/shared';
import type { CsvCell } from '../../lib/csv';
import { toCsv } from '../../lib/csv';

type Table = { header: string[]; rows: CsvCell[][] };
type AnyReport = Record<string, unknown>;
const list = (value: unknown) => (Array.isArray(value) ? (value as Array<Record<string, CsvCell>>) : []);

/** A list of objects as a table: the columns of `keys`, in order. */
const table = (items: unknown, keys: string[]): Table => ({
  header: keys,
  rows: list(items).map((item) => keys.map((k) => item[k])),
});

/** A report as the rows of its CSV (decision 910): column names are the API's field names. */
export function reportTable(name: AnalyticsReport, data: AnyReport): Table {
  switch (name) {
    case 'overview':
      // The three parts of the screen (decision 1069): applications per stage now, per day, per posting.
      return {
        header: ['group', 'id', 'name', 'count', 'active'],
        rows: [
          ...list(data.stages).map((r) => ['stage', r.stage, '', r.count, '']),
          ...list(data.over_time).map((r) => ['day', r.day, '', r.count, '']),
          ...list(data.postings).map((r) => ['posting', r.job_id, r.title, r.applications, r.active]),
        ],
      };
    case 'funnel':
      return table(data.stages, ['stage', 'reached', 'pass_through']);
    case 'time-to-hire':
      return table(data.postings, [
        'job_id',
        'title',
        'hires',
        'median_days',
        'mean_days',
        'time_to_fill_days',
      ]);
    case 'time-in-stage':
      return table(data.stages, ['stage', 'completed', 'median_days', 'open', 'oldest_open_days']);
    case 'sources':
      return table(data.sources, ['source', 'applications', 'interview', 'offer', 'hired']);
    case 'offers':
      return {
        header: ['metric', 'value'],
        rows: [
          ...(['made', 'accepted', 'declined', 'rejected', 'pending', 'acceptance_rate'] as const).map(
            (k) => [k, data[k] as CsvCell],
          ),
          ...list(data.decline_reasons).map((r) => [`declined: ${String(r.reason)}`, r.count]),
        ],
      };
    case 'rejections':
      return {
        header: ['group', 'value', 'count'],
        rows: [
          ...list(data.reasons).map((r) => ['reason', r.reason, r.count]),
          ...list(data.by_stage).map((r) => ['stage', r.stage, r.count]),
        ],
      };
    case 'stale':
      return {
        header: ['group', 'id', 'name', 'count'],
        rows: [
          ['total', '', '', data.total as CsvCell],
          ...list(data.postings).map((r) => ['posting', r.job_id, r.title, r.count]),
          ...list(data.recruiters).map((r) => ['recruiter', r.user_id, r.name, r.count]),
        ],
      };
    case 'team':
      return table(data.members, [
        'user_id',
        'name',
        'moves',
        'interviews_scheduled',
        'feedback_submitted',
        'feedback_overdue',
      ]);
    case 'platform':
      return {
        header: ['metric', 'plan', 'value'],
        rows: [
          ...(['sign_ups', 'verified', 'postings_published', 'applications', 'mrr_vnd'] as const).map((k) => [
            k,
            '',
            data[k] as CsvCell,
          ]),
          ...list(data.plans).flatMap((p) => [
            ['upgrades', p.plan, p.upgrades],
            ['cancellations', p.plan, p.cancellations],
            ['active', p.plan, p.active],
          ]),
        ],
      };
  }
}

export const reportCsv = (name: AnalyticsReport, data: AnyReport, period: { from: string; to: string }) => {
  const { header, rows } = reportTable(name, data);
  return toCsv(
    ['report', 'from', 'to', ...header],
    rows.map((r) => [name, period.from, period.to, ...r]),
  );
};
