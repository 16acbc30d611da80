import { useInfiniteQuery, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type {
  ApprovalDecision,
  ApprovalDetailReply,
  ApprovalItem,
  ApprovalListReply,
  BulkApproveReply,
} from '@app/shared';
import { api } from '@/lib/api-client';

const KEY = ['approvals'] as const;

/**
 * The queue a page at a time (decision 1070): the first page, then each "Load more" the page after the reply's
 * `next_cursor`. `items` is every page loaded so far, in order; `pending` the number waiting in all.
 */
export function useApprovalQueue(status: 'pending' | 'decided') {
  const query = useInfiniteQuery({
    queryKey: [...KEY, 'list', status],
    initialPageParam: null as string | null,
    queryFn: ({ signal, pageParam }) =>
      api.get<ApprovalListReply>(
        `/api/approvals?status=${status}${pageParam ? `&cursor=${encodeURIComponent(pageParam)}` : ''}`,
        { signal },
      ),
    getNextPageParam: (last) => last.next_cursor,
  });
  const pages = query.data?.pages ?? [];
  return {
    ...query,
    items: pages.flatMap((page) => page.items),
    pending: pages[0]?.pending ?? 0,
  };
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
