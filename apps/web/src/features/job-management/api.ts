import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type {
  CompanyReply,
  CompanyRequest,
  InterviewKit,
  InterviewKitRequest,
  InterviewKitsReply,
  JobRequest,
  KitStage,
  ManagedJob,
  ManagedJobReply,
} from '@app/shared';
import { api } from '@/lib/api-client';
import { jobKeys } from '@/lib/managed-jobs';

export function useManagedJob(id: string | undefined) {
  return useQuery({
    queryKey: jobKeys.one(id ?? ''),
    queryFn: async () => (await api.get<ManagedJobReply>(`/api/manage/jobs/${id}`)).job,
    enabled: Boolean(id),
  });
}

export function useSaveJob(id: string | undefined) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: async (body: JobRequest) =>
      (id
        ? await api.put<ManagedJobReply>(`/api/jobs/${id}`, body)
        : await api.post<ManagedJobReply>('/api/jobs', body)
      ).job,
    onSuccess: (job) => {
      client.setQueryData(jobKeys.one(job.id), job);
      void client.invalidateQueries({ queryKey: [...jobKeys.all, 'list'] });
    },
  });
}

export type JobAction = 'publish' | 'close' | 'reopen' | 'duplicate';

export function useJobAction() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: async ({ id, action }: { id: string; action: JobAction }): Promise<ManagedJob> =>
      (await api.post<ManagedJobReply>(`/api/jobs/${id}/${action}`)).job,
    onSuccess: (job) => {
      client.setQueryData(jobKeys.one(job.id), job);
      void client.invalidateQueries({ queryKey: [...jobKeys.all, 'list'] });
    },
  });
}

export function useCompany(enabled = true) {
  return useQuery({
    queryKey: jobKeys.company,
    enabled,
    queryFn: async () => (await api.get<CompanyReply>('/api/employer/company')).company,
  });
}

export function useSaveCompany() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: async (body: CompanyRequest) =>
      (await api.put<CompanyReply>('/api/employer/company', body)).company,
    onSuccess: (company) => client.setQueryData(jobKeys.company, company),
  });
}

const kitKeys = (id: string) => [...jobKeys.all, 'kits', id] as const;

/** GET /api/jobs/:id/interview-kits: the posting's kit for each stage an interview can be scheduled in. */
export function useInterviewKits(id: string) {
  return useQuery({
    queryKey: kitKeys(id),
    queryFn: async () => await api.get<InterviewKitsReply>(`/api/jobs/${id}/interview-kits`),
  });
}

/** PUT /api/jobs/:id/interview-kits/:stage: the stage's questions and attributes, replaced. */
export function useSaveInterviewKit(id: string, stage: KitStage) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: async (body: InterviewKitRequest) =>
      (await api.put<{ success: true; kit: InterviewKit }>(`/api/jobs/${id}/interview-kits/${stage}`, body))
        .kit,
    onSuccess: (kit) =>
      client.setQueryData<InterviewKitsReply>(kitKeys(id), (old) =>
        old ? { ...old, kits: old.kits.map((k) => (k.stage === kit.stage ? kit : k)) } : old,
      ),
  });
}
