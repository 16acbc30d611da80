import { useQuery, useQueryClient } from '@tanstack/react-query';
import type { Account, AccountReply, SessionInfo } from '@app/shared';
import { api } from '@/lib/api-client';

const KEYS = { account: ['account'] as const, sessions: ['account', 'sessions'] as const };

export function useAccount() {
  return useQuery({
    queryKey: KEYS.account,
    queryFn: async ({ signal }) => (await api.get<AccountReply>('/api/account', { signal })).account,
  });
}

export function useSessions() {
  return useQuery({
    queryKey: KEYS.sessions,
    queryFn: async ({ signal }) =>
      (await api.get<{ sessions: SessionInfo[] }>('/api/account/sessions', { signal })).sessions,
  });
}

/** After a change: the account and the session list read again. */
export function useRefresh() {
  const client = useQueryClient();
  return {
    account: (account?: Account) =>
      account
        ? client.setQueryData(KEYS.account, account)
        : client.invalidateQueries({ queryKey: KEYS.account }),
    sessions: () => client.invalidateQueries({ queryKey: KEYS.sessions }),
  };
}

export const accountApi = {
  changeName: (name: string) => api.patch<AccountReply>('/api/account/name', { name }),
  changePassword: (body: { current_password?: string; new_password: string }) =>
    api.post<{ revoked: number }>('/api/account/password', body),
  requestEmail: (body: { new_email: string; current_password?: string }) =>
    api.post<{ message: string }>('/api/account/email', body),
  confirmEmail: (code: string) => api.post<AccountReply>('/api/account/email/confirm', { code }),
  revokeSession: (id: string) => api.delete<unknown>(`/api/account/sessions/${encodeURIComponent(id)}`),
  revokeOthers: () => api.post<{ revoked: number }>('/api/account/sessions/revoke-others'),
  linkGithub: () => api.post<{ url: string }>('/api/auth/github/link'),
  unlinkGithub: () => api.delete<AccountReply>('/api/account/github'),
  deleteAccount: (body: { current_password?: string; confirmation?: string }) =>
    api.post<unknown>('/api/account/delete', body),
};
