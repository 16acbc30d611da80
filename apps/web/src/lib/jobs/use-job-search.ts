import { useEffect, useRef, useState } from 'react';
import { i18n } from '@lingui/core';
import { msg } from '@lingui/core/macro';
import type { Job, JobListReply } from '@app/shared';
import { initialBody } from '@/lib/initial-data';
import { ApiError } from '@/lib/api-client';
import { translateText } from '@/lib/i18n';
import { jobSearchPath, searchJobs } from './api';
import type { BoardFilters } from './filters';

export type JobSearchState =
  | { status: 'loading' }
  | { status: 'error'; message: string }
  | { status: 'ready'; jobs: Job[]; total: number; page: number; pageSize: number };

/**
 * One page of published postings for these filters; a newer search cancels the one in flight.
 * (No query cache: public pages do not load react-query.)
 */
export function useJobSearch(filters: BoardFilters, page: number, pageSize?: number, retry = 0) {
  const { q, type, level, location, remote, salary, sort } = filters;
  const key = JSON.stringify([q, type, level, location, remote, salary, sort, page, pageSize, retry]);
  // A server-rendered page starts with the page of postings it was rendered with (decision 1002).
  const [result, setResult] = useState<{ key: string; state: JobSearchState } | null>(() => {
    const reply = initialBody<JobListReply>(
      jobSearchPath({ q, type, level, location, remote, salary, sort }, page, pageSize),
    );
    return reply ? { key, state: readyState(reply) } : null;
  });
  const seeded = useRef(result?.key);

  useEffect(() => {
    if (seeded.current === key) {
      seeded.current = undefined;
      return;
    }
    const controller = new AbortController();
    searchJobs({ q, type, level, location, remote, salary, sort }, page, controller.signal, pageSize).then(
      (reply) => setResult({ key, state: readyState(reply) }),
      (error: unknown) => {
        if (controller.signal.aborted) return;
        setResult({
          key,
          state: {
            status: 'error',
            message:
              error instanceof ApiError
                ? translateText(error.message)
                : i18n._(msg`Could not load jobs. Please try again.`),
          },
        });
      },
    );
    return () => controller.abort();
  }, [key, q, type, level, location, remote, salary, sort, page, pageSize]);

  // A reply for other filters than the current ones is not shown: the new search is loading.
  return result?.key === key ? result.state : LOADING;
}

const LOADING: JobSearchState = { status: 'loading' };

const readyState = (reply: JobListReply): JobSearchState => ({
  status: 'ready',
  jobs: reply.jobs,
  total: reply.total,
  page: reply.page,
  pageSize: reply.pageSize,
});
