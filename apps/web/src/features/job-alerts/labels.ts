import { msg } from '@lingui/core/macro';
import type { MessageDescriptor } from '@lingui/core';
import type { AlertFrequency, AlertSearch, AlertStatus } from '@app/shared';
import { formatSalary, LEVEL_MESSAGE, TYPE_MESSAGE } from '@/lib/jobs/format';
import type { BoardFilters } from '@/lib/jobs/filters';

export const FREQUENCY_LABEL: Record<AlertFrequency, MessageDescriptor> = {
  daily: msg`Daily`,
  weekly: msg`Weekly`,
};

export const STATUS_LABEL: Record<AlertStatus, MessageDescriptor> = {
  active: msg`Active`,
  paused: msg`Paused`,
  unsubscribed: msg`Unsubscribed`,
};

/** The board's filters as an alert's saved search. */
export const searchOf = (filters: BoardFilters): AlertSearch => ({
  q: filters.q.trim(),
  location: filters.location.trim(),
  type: filters.type || null,
  level: filters.level || null,
  remote: filters.remote,
  salary: filters.salary ?? null,
});

/** The saved search's parts as the reader reads them ("react · Hà Nội · Full-time · Remote"). */
export function searchParts(
  search: AlertSearch,
  translate: (message: MessageDescriptor) => string,
): string[] {
  return [
    search.q,
    search.location,
    search.type ? translate(TYPE_MESSAGE[search.type]) : '',
    search.level ? translate(LEVEL_MESSAGE[search.level]) : '',
    search.remote ? translate(msg`Remote`) : '',
    // As the board's minimum-salary filter, where the search was saved, writes it ("From 20M VND").
    search.salary ? formatSalary(search.salary, null) : '',
  ].filter(Boolean);
}

/** The board address of a saved search. */
export function boardHref(search: AlertSearch): string {
  const params = new URLSearchParams();
  if (search.q) params.set('q', search.q);
  if (search.type) params.set('type', search.type);
  if (search.level) params.set('level', search.level);
  if (search.location) params.set('location', search.location);
  if (search.remote) params.set('remote', 'true');
  if (search.salary) params.set('salary', String(search.salary));
  const query = params.toString();
  return query ? `/jobs?${query}` : '/jobs';
}
