import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type {
  ApplicationConversationReply,
  ChatMessage,
  ConversationListReply,
  ConversationReply,
  MessageTemplate,
  MessageTemplateRequest,
} from '@app/shared';
import { api, apiUpload } from '@/lib/api-client';

// Issue 13: conversations are polled (decision 955). The server answers with a weak ETag; the browser revalidates
// with If-None-Match and a 304 costs no body. Polls stop while the tab is hidden (TanStack Query's default).

export const CONVERSATIONS_KEY = ['messages', 'conversations'] as const;
/** The sidebar's count (features/dashboard) reads the same key. */
export const UNREAD_KEY = ['messages', 'unread'] as const;
export const TEMPLATES_KEY = ['messages', 'templates'] as const;
const OPEN_POLL_MS = 5_000;
const LIST_POLL_MS = 15_000;

export function useConversations(options: { poll?: boolean } = {}) {
  return useQuery({
    queryKey: CONVERSATIONS_KEY,
    queryFn: ({ signal }) =>
      api.get<ConversationListReply>('/api/messages/conversations', { signal }).then((r) => r.conversations),
    refetchInterval: options.poll === false ? false : LIST_POLL_MS,
  });
}

export function useConversation(id: string) {
  return useQuery({
    queryKey: ['messages', 'conversation', id],
    queryFn: ({ signal }) =>
      api
        .get<ConversationReply>(`/api/messages/conversations/${encodeURIComponent(id)}`, { signal })
        .then((r) => r.conversation),
    refetchInterval: OPEN_POLL_MS,
  });
}

export function useApplicationConversation(applicationId: string) {
  return useQuery({
    queryKey: ['messages', 'application', applicationId],
    queryFn: ({ signal }) =>
      api
        .get<ApplicationConversationReply>(
          `/api/messages/applications/${encodeURIComponent(applicationId)}`,
          {
            signal,
          },
        )
        .then((r) => r.conversation),
    refetchInterval: OPEN_POLL_MS,
  });
}

/** Where a message goes: an existing conversation, or an application's (made by its first message). */
export type Destination = { conversationId: string } | { applicationId: string };

const sendPath = (to: Destination) =>
  'conversationId' in to
    ? `/api/messages/conversations/${encodeURIComponent(to.conversationId)}/messages`
    : `/api/messages/applications/${encodeURIComponent(to.applicationId)}/messages`;

export function useSend(to: Destination) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: ({ body, file }: { body: string; file: File | null }) => {
      if (!file) return api.post<{ conversation_id: string; message: ChatMessage }>(sendPath(to), { body });
      const form = new FormData();
      form.append('body', body);
      form.append('file', file);
      return apiUpload<{ conversation_id: string; message: ChatMessage }>(sendPath(to), form);
    },
    onSuccess: () => client.invalidateQueries({ queryKey: ['messages'] }),
  });
}

export function useMarkRead() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: ({ id, upTo }: { id: string; upTo: number }) =>
      api.post(`/api/messages/conversations/${encodeURIComponent(id)}/read`, { up_to: upTo }),
    onSuccess: () =>
      Promise.all([
        client.invalidateQueries({ queryKey: UNREAD_KEY }),
        client.invalidateQueries({ queryKey: CONVERSATIONS_KEY }),
      ]),
  });
}

export function useTemplates(enabled: boolean) {
  return useQuery({
    queryKey: TEMPLATES_KEY,
    queryFn: ({ signal }) =>
      api
        .get<{ templates: MessageTemplate[] }>('/api/messages/templates', { signal })
        .then((r) => r.templates),
    enabled,
  });
}

export function useSaveTemplate() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: ({ id, body }: { id: string | null; body: MessageTemplateRequest }) =>
      id
        ? api.put<{ template: MessageTemplate }>(`/api/messages/templates/${encodeURIComponent(id)}`, body)
        : api.post<{ template: MessageTemplate }>('/api/messages/templates', body),
    onSuccess: () => client.invalidateQueries({ queryKey: TEMPLATES_KEY }),
  });
}

export function useDeleteTemplate() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (id: string) => api.delete(`/api/messages/templates/${encodeURIComponent(id)}`),
    onSuccess: () => client.invalidateQueries({ queryKey: TEMPLATES_KEY }),
  });
}

/** A template with its placeholders filled for the conversation or application. */
export const renderTemplate = (id: string, to: Destination) => {
  const query =
    'conversationId' in to
      ? `conversation_id=${encodeURIComponent(to.conversationId)}`
      : `application_id=${encodeURIComponent(to.applicationId)}`;
  return api
    .get<{ body: string }>(`/api/messages/templates/${encodeURIComponent(id)}/render?${query}`)
    .then((r) => r.body);
};
