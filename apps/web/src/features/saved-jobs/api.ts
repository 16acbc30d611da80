import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { SavedJobsReply } from '@app/shared';
import { api, apiRequest } from '@/lib/api-client';

export type SavedJob = SavedJobsReply['jobs'][number];

export const SAVED_JOBS_KEY = ['me', 'saved-jobs'] as const;

/** The member's saved postings (GET /api/me/saved-jobs), newest saved first; closed ones included. */
export function useSavedJobList() {
  return useQuery({
    queryKey: SAVED_JOBS_KEY,
    queryFn: ({ signal }) => api.get<SavedJobsReply>('/api/me/saved-jobs', { signal }).then((r) => r.jobs),
  });
}

export function useUnsave() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (id: string) =>
      apiRequest<unknown>(`/api/me/saved-jobs/${encodeURIComponent(id)}`, { method: 'DELETE' }),
    onSuccess: (_reply, id) => {
      client.setQueryData<SavedJob[]>(SAVED_JOBS_KEY, (current) => current?.filter((job) => job.id !== id));
    },
  });
}
