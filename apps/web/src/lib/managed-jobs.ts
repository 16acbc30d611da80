import { useQuery } from '@tanstack/react-query';
import type { JobStatus, ManagedJobListReply } from '@app/shared';
import { api } from '@/lib/api-client';

/** Query keys of an employer's own postings (the jobs screen, the pipeline's job filter). */
export const jobKeys = {
  all: ['manage-jobs'] as const,
  list: (status: string, q: string, page: number) => ['manage-jobs', 'list', status, q, page] as const,
  one: (id: string) => ['manage-jobs', 'one', id] as const,
  company: ['employer-company'] as const,
};

/** GET /api/manage/jobs: one page of the caller's postings, by status and search text. */
export function useManagedJobs(status: JobStatus | '', q: string, page: number) {
  return useQuery({
    queryKey: jobKeys.list(status, q, page),
    queryFn: () => {
      const params = new URLSearchParams({ page: String(page) });
      if (status) params.set('status', status);
      if (q) params.set('q', q);
      return api.get<ManagedJobListReply>(`/api/manage/jobs?${params}`);
    },
  });
}
