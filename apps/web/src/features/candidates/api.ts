import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type {
  CandidateDetail,
  CandidateListReply,
  CreateCandidateRequest,
  Duplicate,
  RecruitmentListsReply,
  UnlockQuota,
} from '@app/shared';
import { api } from '@/lib/api-client';

type CandidateReply = { success: true; candidate: CandidateDetail };

export function useCandidates(filters: Record<string, string>) {
  return useQuery({
    queryKey: ['candidates', 'list', filters],
    queryFn: () => api.get<CandidateListReply>(`/api/candidates?${new URLSearchParams(filters)}`),
  });
}

export function useCandidate(id: string) {
  return useQuery({
    queryKey: ['candidates', 'one', id],
    queryFn: async () => (await api.get<CandidateReply>(`/api/candidates/${id}`)).candidate,
  });
}

export function useUnlockQuota(enabled: boolean) {
  return useQuery({
    queryKey: ['candidates', 'unlocks'],
    queryFn: async () =>
      (await api.get<{ success: true; unlocks: UnlockQuota }>('/api/candidates/unlocks')).unlocks,
    enabled,
  });
}

export function useUnlock(id: string) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: () =>
      api.post<{ success: true; candidate: CandidateDetail; unlocks: UnlockQuota }>(
        `/api/candidates/${id}/unlock`,
      ),
    onSuccess: (reply) => {
      client.setQueryData(['candidates', 'one', id], reply.candidate);
      client.setQueryData(['candidates', 'unlocks'], reply.unlocks);
      void client.invalidateQueries({ queryKey: ['candidates', 'list'] });
    },
  });
}

/** The candidate sources an administrator keeps in the settings (issue 9): where a sourced candidate was found. */
export function useCandidateSources() {
  return useQuery({
    queryKey: ['recruitment', 'lists'],
    queryFn: async () => (await api.get<RecruitmentListsReply>('/api/recruitment/lists')).lists,
    staleTime: 5 * 60_000,
    select: (lists) => lists.candidate_sources,
  });
}

export function useCreateCandidate() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (body: CreateCandidateRequest) =>
      api.post<{ success: true; candidate: CandidateDetail; possible_duplicates: Duplicate[] }>(
        '/api/candidates',
        body,
      ),
    onSuccess: () => void client.invalidateQueries({ queryKey: ['candidates', 'list'] }),
  });
}

export function useMerge(id: string) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: async (otherId: string) =>
      (await api.post<CandidateReply>(`/api/candidates/${id}/merge`, { otherId })).candidate,
    onSuccess: (candidate) => {
      client.setQueryData(['candidates', 'one', id], candidate);
      void client.invalidateQueries({ queryKey: ['candidates', 'list'] });
    },
  });
}
