import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { MyApplication, MyApplicationsReply } from '@app/shared';
import { api } from '@/lib/api-client';

export const MY_APPLICATIONS_KEY = ['me', 'applications'] as const;

export function useMyApplications() {
  return useQuery({
    queryKey: MY_APPLICATIONS_KEY,
    queryFn: ({ signal }) =>
      api.get<MyApplicationsReply>('/api/me/applications', { signal }).then((reply) => reply.applications),
  });
}

export function useWithdraw() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: ({ id, reason }: { id: string; reason: string }) =>
      api
        .post<{ application: MyApplication }>(
          `/api/me/applications/${encodeURIComponent(id)}/withdraw`,
          reason.trim() ? { reason: reason.trim() } : {},
        )
        .then((reply) => reply.application),
    onSuccess: (updated) => {
      client.setQueryData<MyApplication[]>(MY_APPLICATIONS_KEY, (current) =>
        current?.map((item) => (item.id === updated.id ? updated : item)),
      );
    },
  });
}
