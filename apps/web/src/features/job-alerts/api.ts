import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type {
  CreateAlertRequest,
  JobAlert,
  JobAlertListReply,
  UnsubscribeReply,
  UpdateAlertRequest,
} from '@app/shared';
import { api } from '@/lib/api-client';

export const JOB_ALERTS_KEY = ['me', 'job-alerts'] as const;

export function useJobAlerts() {
  return useQuery({
    queryKey: JOB_ALERTS_KEY,
    queryFn: ({ signal }) =>
      api.get<JobAlertListReply>('/api/job-alerts', { signal }).then((reply) => reply.alerts),
  });
}

// The public pages (/jobs, the unsubscribe page) have no query cache (decision 270): plain calls there.

export const createAlert = (body: CreateAlertRequest) =>
  api.post<{ alert: JobAlert }>('/api/job-alerts', body).then((reply) => reply.alert);

export function useUpdateAlert() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: ({ id, changes }: { id: string; changes: UpdateAlertRequest }) =>
      api
        .patch<{ alert: JobAlert }>(`/api/job-alerts/${encodeURIComponent(id)}`, changes)
        .then((reply) => reply.alert),
    onSuccess: (updated) => {
      client.setQueryData<JobAlert[]>(JOB_ALERTS_KEY, (current) =>
        current?.map((item) => (item.id === updated.id ? updated : item)),
      );
    },
  });
}

export function useDeleteAlert() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (id: string) => api.delete(`/api/job-alerts/${encodeURIComponent(id)}`).then(() => id),
    onSuccess: (id) => {
      client.setQueryData<JobAlert[]>(JOB_ALERTS_KEY, (current) => current?.filter((item) => item.id !== id));
    },
  });
}

export type UnsubscribeTarget = UnsubscribeReply & { status: JobAlert['status'] };

/** What the unsubscribe link names (no sign-in; nothing changes). */
export const describeUnsubscribe = (token: string, signal?: AbortSignal) =>
  api.get<UnsubscribeTarget>(`/api/job-alerts/unsubscribe?token=${encodeURIComponent(token)}`, { signal });

export const unsubscribe = (token: string) =>
  api.post<UnsubscribeReply>('/api/job-alerts/unsubscribe', { token });
