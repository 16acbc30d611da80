import { asOneLine } from '@app/shared';
import type { JobLevel, JobSort, JobType } from '@app/shared';
import { JOB_LEVEL_VALUES, JOB_TYPE_VALUES } from './format';

/** Spec §2's job feed filters. */
export type BoardFilters = {
  q: string;
  type: JobType | '';
  level: JobLevel | '';
  location: string;
  remote: boolean;
  /** Minimum monthly salary in VND (issue 18); unset: any salary, negotiable included. */
  salary?: number;
  /** Unset: relevance with text, newest without (decision 530). */
  sort?: JobSort;
};

export const JOB_SORT_VALUES: readonly JobSort[] = ['newest', 'salary', 'relevance'];
const isSort = (value: string | null): value is JobSort =>
  value !== null && (JOB_SORT_VALUES as readonly string[]).includes(value);

export const EMPTY_FILTERS: BoardFilters = { q: '', type: '', level: '', location: '', remote: false };

const isType = (value: string | null): value is JobType =>
  value !== null && (JOB_TYPE_VALUES as readonly string[]).includes(value);
const isLevel = (value: string | null): value is JobLevel =>
  value !== null && (JOB_LEVEL_VALUES as readonly string[]).includes(value);

/** The longest search text and place GET /api/jobs takes (its `q` and `location`). */
export const BOARD_TEXT_MAX = 200;

/**
 * A search text or place as the API takes it, on one line (decision 300): a pasted tab or line break is a space, and a text longer than the API
 * takes is cut, so a long paste or link still searches instead of failing (decision 1056).
 */
export const boardText = (value: string | null | undefined) =>
  asOneLine(value ?? '')
    .trim()
    .slice(0, BOARD_TEXT_MAX)
    .trim();

/** The board's state as the address bar holds it; unknown or malformed values are ignored. */
export function readBoardParams(params: URLSearchParams): { filters: BoardFilters; page: number } {
  const type = params.get('type');
  const level = params.get('level');
  const page = Number(params.get('page'));
  const salary = Number(params.get('salary'));
  const sort = params.get('sort');
  return {
    filters: {
      q: boardText(params.get('q')),
      type: isType(type) ? type : '',
      level: isLevel(level) ? level : '',
      location: boardText(params.get('location')),
      remote: params.get('remote') === 'true' || params.get('remote') === '1',
      ...(params.get('salary') && Number.isInteger(salary) && salary > 0 && salary <= 10_000_000_000
        ? { salary }
        : {}),
      ...(isSort(sort) ? { sort } : {}),
    },
    page: Number.isInteger(page) && page >= 1 && page <= 10_000 ? page : 1,
  };
}

/** Only the filters that are set, in a fixed order, so equal searches share one address. */
export function writeBoardParams(filters: BoardFilters, page = 1): URLSearchParams {
  const params = new URLSearchParams();
  const q = boardText(filters.q);
  const location = boardText(filters.location);
  if (q) params.set('q', q);
  if (filters.type) params.set('type', filters.type);
  if (filters.level) params.set('level', filters.level);
  if (location) params.set('location', location);
  if (filters.remote) params.set('remote', 'true');
  if (filters.salary) params.set('salary', String(filters.salary));
  if (filters.sort) params.set('sort', filters.sort);
  if (page > 1) params.set('page', String(page));
  return params;
}

/** The query string GET /api/jobs takes (the API's names: q, type, level, location, remote, salary, sort, page, pageSize). */
export function toApiQuery(filters: BoardFilters, page: number, pageSize: number): URLSearchParams {
  const params = writeBoardParams(filters, 1);
  params.set('page', String(page));
  params.set('pageSize', String(pageSize));
  return params;
}
