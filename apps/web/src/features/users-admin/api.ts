import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { z } from 'zod';
import type {
  AdminUserDetail,
  AdminUserSummary,
  InviteRequest,
  Permission,
  Role,
  userListReply,
} from '@app/shared';
import { api } from '@/lib/api-client';

// Users administration (issue 9, decision 403): the calls of /api/admin/users and /api/admin/invitations.

export type UserListReply = z.infer<typeof userListReply>;
type UserReply = { success: true; user: AdminUserDetail };
type MessageReply = { success: true; message: string };

const LIST = ['admin-users', 'list'] as const;
const one = (id: string) => ['admin-users', 'one', id] as const;

/** One page of accounts; `query` is the address's search params, sent as they are (the API validates them). */
export function useUserList(query: Record<string, string>) {
  return useQuery({
    queryKey: [...LIST, query],
    queryFn: () => api.get<UserListReply>(`/api/admin/users?${new URLSearchParams(query)}`),
    placeholderData: keepPreviousData,
  });
}

/**
 * The plans' display names from the settings (GET /api/auth/plans, public): the users pages name a plan as /plans
 * does (decision 1197). A failure only leaves the fixed labels in place.
 */
export function usePlanDisplayNames() {
  return useQuery({
    queryKey: ['admin-users', 'plan-names'] as const,
    queryFn: async () => {
      const reply = await api.get<{ plans?: { name: string; display_name: string }[] }>('/api/auth/plans');
      return new Map((reply?.plans ?? []).map((p) => [p.name, p.display_name]));
    },
    staleTime: 60_000,
    retry: false,
  });
}

export function useInvite() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (body: InviteRequest) =>
      api.post<{ success: true; user: AdminUserSummary }>('/api/admin/invitations', body),
    onSuccess: () => void client.invalidateQueries({ queryKey: LIST }),
  });
}

/** Resend or revoke an invitation from the list or the account's page. */
export function useInvitationAction() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: ({ id, action }: { id: string; action: 'resend' | 'revoke' }) =>
      action === 'resend'
        ? api.post<MessageReply>(`/api/admin/users/${id}/invitation/resend`)
        : api.delete<MessageReply>(`/api/admin/users/${id}/invitation`),
    onSuccess: () => void client.invalidateQueries({ queryKey: ['admin-users'] }),
  });
}

export function useAdminUser(id: string) {
  return useQuery({
    queryKey: one(id),
    queryFn: async () => (await api.get<UserReply>(`/api/admin/users/${id}`)).user,
  });
}

/** Every change on the account's page: the reply is the account again, or a message and a fresh read. */
export type AccountAction =
  | { kind: 'role'; role: Role }
  | { kind: 'permissions'; granted: Permission[]; removed: Permission[] }
  | { kind: 'reset-permissions' }
  | { kind: 'revoke-session'; sessionId: string }
  | { kind: 'revoke-sessions' }
  | { kind: 'password-reset' }
  | { kind: 'clear-lockout' }
  | { kind: 'disable' }
  | { kind: 'enable' }
  | { kind: 'erase' };

async function run(id: string, action: AccountAction): Promise<{ user?: AdminUserDetail; message?: string }> {
  const base = `/api/admin/users/${id}`;
  switch (action.kind) {
    case 'role':
      return api.patch<UserReply>(base, { role: action.role });
    case 'permissions':
      return api.put<UserReply>(`${base}/permissions`, {
        granted: action.granted,
        removed: action.removed,
      });
    case 'reset-permissions':
      return api.delete<UserReply>(`${base}/permissions`);
    case 'revoke-session':
      await api.delete(`${base}/sessions/${action.sessionId}`);
      return {};
    case 'revoke-sessions':
      await api.delete(`${base}/sessions`);
      return {};
    case 'password-reset':
      return api.post<MessageReply>(`${base}/password-reset`);
    case 'clear-lockout':
      return api.post<MessageReply>(`${base}/clear-lockout`);
    case 'disable':
      return api.post<MessageReply>(`${base}/disable`);
    case 'enable':
      return api.post<MessageReply>(`${base}/enable`);
    case 'erase':
      return api.post<MessageReply>(`${base}/erase`);
  }
}

export function useAccountAction(id: string) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (action: AccountAction) => run(id, action),
    onSuccess: (reply) => {
      if (reply.user) client.setQueryData(one(id), reply.user);
      else void client.invalidateQueries({ queryKey: one(id) });
      void client.invalidateQueries({ queryKey: LIST });
    },
  });
}
