import { useInfiniteQuery, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type {
  CannedReply,
  CannedReplyRequest,
  CreateTicketRequest,
  QueueQuery,
  Resource,
  ResourceSummary,
  SupportAttachment,
  SupportCategory,
  SupportTarget,
  Ticket,
  TicketListReply,
  TicketReplyRequest,
  TicketStatus,
  UpdateTicketRequest,
} from '@app/shared';
import { api, apiDownload, apiUpload } from '@/lib/api-client';

const KEY = ['support'] as const;
const enc = encodeURIComponent;

export function useCategories() {
  return useQuery({
    queryKey: [...KEY, 'categories'],
    queryFn: ({ signal }) =>
      api
        .get<{ categories: SupportCategory[] }>('/api/support/categories', { signal })
        .then((r) => r.categories),
  });
}

/**
 * A list of tickets a page at a time (decision 1070): the first page, then each "Load more" asks for the page after
 * the reply's `next_cursor`. `tickets` is every page loaded so far, in order.
 */
function useTicketPages(key: readonly unknown[], path: string, search: URLSearchParams, enabled: boolean) {
  const query = useInfiniteQuery({
    queryKey: key,
    enabled,
    initialPageParam: null as string | null,
    queryFn: ({ signal, pageParam }) => {
      const params = new URLSearchParams(search);
      if (pageParam) params.set('cursor', pageParam);
      const text = params.toString();
      return api.get<TicketListReply>(`${path}${text ? `?${text}` : ''}`, { signal });
    },
    getNextPageParam: (last) => last.next_cursor,
    refetchInterval: TICKET_LIST_POLL_MS,
  });
  return { ...query, tickets: query.data?.pages.flatMap((page) => page.tickets) ?? [] };
}

// Ticket pages poll (decision 1208, as messages do, decision 955): the open ticket every 10 s, the lists every 30 s,
// only while the tab is visible (TanStack Query's default). The server answers with a weak ETag; the browser
// revalidates with If-None-Match and an unchanged reply is a 304 without a body.
export const TICKET_POLL_MS = 10_000;
export const TICKET_LIST_POLL_MS = 30_000;

export function useMyTickets(status: TicketStatus | '', enabled = true) {
  const params = new URLSearchParams(status ? { status } : {});
  return useTicketPages([...KEY, 'mine', status], '/api/support/tickets', params, enabled);
}

export function useQueue(query: QueueQuery, enabled = true) {
  const params = new URLSearchParams();
  for (const [key, value] of Object.entries(query)) if (value) params.set(key, String(value));
  return useTicketPages([...KEY, 'queue', params.toString()], '/api/support/queue', params, enabled);
}

export function useTicket(id: string) {
  return useQuery({
    queryKey: [...KEY, 'ticket', id],
    queryFn: ({ signal }) =>
      api.get<{ ticket: Ticket }>(`/api/support/tickets/${enc(id)}`, { signal }).then((r) => r.ticket),
    refetchInterval: TICKET_POLL_MS,
  });
}

/** Every change of a ticket answers with the ticket; the lists are read again. */
function useTicketChange<T>(call: (input: T) => Promise<{ ticket: Ticket }>) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (input: T) => call(input).then((r) => r.ticket),
    onSuccess: (ticket) => {
      client.setQueryData([...KEY, 'ticket', ticket.id], ticket);
      void client.invalidateQueries({ queryKey: [...KEY, 'mine'] });
      void client.invalidateQueries({ queryKey: [...KEY, 'queue'] });
    },
  });
}

export const useCreateTicket = () =>
  useTicketChange((body: CreateTicketRequest) => api.post<{ ticket: Ticket }>('/api/support/tickets', body));

export const useReply = (id: string) =>
  useTicketChange((body: TicketReplyRequest) =>
    api.post<{ ticket: Ticket }>(`/api/support/tickets/${enc(id)}/messages`, body),
  );

export const useOwnStatus = (id: string) =>
  useTicketChange((to: 'close' | 'reopen') =>
    api.post<{ ticket: Ticket }>(`/api/support/tickets/${enc(id)}/${to}`),
  );

export const useUpdateTicket = (id: string) =>
  useTicketChange((body: UpdateTicketRequest) =>
    api.patch<{ ticket: Ticket }>(`/api/support/tickets/${enc(id)}`, body),
  );

export function useAgents(enabled: boolean) {
  return useQuery({
    queryKey: [...KEY, 'agents'],
    enabled,
    queryFn: ({ signal }) =>
      api
        .get<{ agents: Array<{ id: string; name: string }> }>('/api/support/agents', { signal })
        .then((r) => r.agents),
  });
}

export function useCannedReplies(enabled: boolean) {
  return useQuery({
    queryKey: [...KEY, 'canned'],
    enabled,
    queryFn: ({ signal }) =>
      api.get<{ replies: CannedReply[] }>('/api/support/canned-replies', { signal }).then((r) => r.replies),
  });
}

export function useSaveCanned() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: ({ id, body }: { id: string | null; body: CannedReplyRequest }) =>
      (id
        ? api.put<{ reply: CannedReply }>(`/api/support/canned-replies/${enc(id)}`, body)
        : api.post<{ reply: CannedReply }>('/api/support/canned-replies', body)
      ).then((r) => r.reply),
    onSuccess: () => client.invalidateQueries({ queryKey: [...KEY, 'canned'] }),
  });
}

export function useDeleteCanned() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (id: string) => api.delete(`/api/support/canned-replies/${enc(id)}`),
    onSuccess: () => client.invalidateQueries({ queryKey: [...KEY, 'canned'] }),
  });
}

export function useAdminCategories() {
  return useQuery({
    queryKey: [...KEY, 'admin-categories'],
    queryFn: ({ signal }) =>
      api
        .get<{ categories: SupportCategory[] }>('/api/support/admin/categories', { signal })
        .then((r) => r.categories),
  });
}

export function useSaveCategory() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: ({ id, body }: { id: string | null; body: { name?: string; active?: boolean } }) =>
      id
        ? api.patch(`/api/support/admin/categories/${enc(id)}`, body)
        : api.post('/api/support/admin/categories', body),
    onSuccess: () => client.invalidateQueries({ queryKey: [...KEY] }),
  });
}

export function useTargets() {
  return useQuery({
    queryKey: [...KEY, 'targets'],
    queryFn: ({ signal }) =>
      api.get<{ targets: SupportTarget[] }>('/api/support/admin/targets', { signal }).then((r) => r.targets),
  });
}

export function useSaveTargets() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (targets: SupportTarget[]) =>
      api.put<{ targets: SupportTarget[] }>('/api/support/admin/targets', { targets }).then((r) => r.targets),
    onSuccess: (targets) => client.setQueryData([...KEY, 'targets'], targets),
  });
}

export const uploadAttachment = (file: File) => {
  const form = new FormData();
  form.append('file', file);
  return apiUpload<{ attachment: SupportAttachment }>('/api/support/attachments', form).then(
    (r) => r.attachment,
  );
};

export async function downloadAttachment(attachment: SupportAttachment) {
  const blob = await apiDownload(`/api/support/attachments/${enc(attachment.id)}`);
  const href = URL.createObjectURL(blob);
  const link = document.createElement('a');
  link.href = href;
  link.download = attachment.name;
  document.body.append(link);
  link.click();
  link.remove();
  URL.revokeObjectURL(href);
}

/** The resource library's suggestions for what is being typed (decision 710). */
export function useSuggestions(text: string) {
  return useQuery({
    queryKey: [...KEY, 'suggest', text],
    enabled: text.trim().length >= 3,
    staleTime: 60_000,
    queryFn: ({ signal }) =>
      api
        .get<{ resources: ResourceSummary[] }>(`/api/me/resources/suggest?q=${enc(text.slice(0, 500))}`, {
          signal,
        })
        .then((r) => r.resources),
  });
}

export function useArticle(id: string | null) {
  return useQuery({
    queryKey: [...KEY, 'article', id],
    enabled: id !== null,
    queryFn: ({ signal }) =>
      api.get<{ resource: Resource }>(`/api/me/resources/${enc(id!)}`, { signal }).then((r) => r.resource),
  });
}
