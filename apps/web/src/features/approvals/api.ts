import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type {
  ApprovalDecision,
  ApprovalDetailReply,
  ApprovalItem,
  ApprovalListReply,
  BulkApproveReply,
} from '@app/shared';
import { api } from '@/lib/api-client';

const KEY = ['approvals'] as const;

export function useApprovalQueue(status: 'pending' | 'decided') {
  return useQuery({
    queryKey: [...KEY, 'list', status],
    queryFn: ({ signal }) => api.get<ApprovalListReply>(`/api/approvals?status=${status}`, { signal }),
  });
}

export function useApprovalDetail(id: string | null) {
  return useQuery({
    queryKey: [...KEY, 'detail', id],
    enabled: id !== null,
    queryFn: ({ signal }) =>
      api.get<ApprovalDetailReply>(`/api/approvals/${encodeURIComponent(id!)}`, { signal }),
  });
}

export function useDecide() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: ({ id, decision, reason }: { id: string; decision: ApprovalDecision; reason: string }) =>
      api
        .post<{ item: ApprovalItem }>(`/api/approvals/${encodeURIComponent(id)}/decision`, {
          decision,
          reason,
        })
        .then((r) => r.item),
    onSuccess: () => client.invalidateQueries({ queryKey: KEY }),
  });
}

export function useBulkApprove() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (body: { ids: string[]; reason: string }) =>
      api.post<BulkApproveReply>('/api/approvals/bulk-approve', body).then((r) => r.results),
    onSuccess: () => client.invalidateQueries({ queryKey: KEY }),
  });
}
