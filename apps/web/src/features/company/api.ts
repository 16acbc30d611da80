import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { CompanyInvitation, CompanyInviteRequest, CompanyMember, CompanyTeamReply } from '@app/shared';
import { api } from '@/lib/api-client';

// Issue 10: the company page's calls (/api/company/*). Every change reads the company again.

type MessageReply = { success: true; message: string };

export const COMPANY_KEY = ['company', 'team'] as const;

export function useCompanyTeam() {
  return useQuery({
    queryKey: COMPANY_KEY,
    queryFn: async ({ signal }) => (await api.get<CompanyTeamReply>('/api/company/team', { signal })).company,
  });
}

function useRefresh() {
  const client = useQueryClient();
  return () => client.invalidateQueries({ queryKey: ['company'] });
}

export function useInviteTeammate() {
  const refresh = useRefresh();
  return useMutation({
    mutationFn: async (body: CompanyInviteRequest) =>
      (await api.post<{ success: true; invitation: CompanyInvitation }>('/api/company/invitations', body))
        .invitation,
    onSuccess: refresh,
  });
}

/** Resend (a new link and 7 more days) or revoke an open invitation. */
export function useInvitationAction() {
  const refresh = useRefresh();
  return useMutation({
    mutationFn: async ({ id, action }: { id: string; action: 'resend' | 'revoke' }) => {
      const path = `/api/company/invitations/${encodeURIComponent(id)}`;
      if (action === 'revoke') return (await api.delete<MessageReply>(path)).message;
      await api.post(`${path}/resend`);
      return null;
    },
    onSuccess: refresh,
  });
}

export function useChangeRole() {
  const refresh = useRefresh();
  return useMutation({
    mutationFn: async ({ id, role }: { id: string; role: 'recruiter' | 'interviewer' }) =>
      (
        await api.patch<{ success: true; member: CompanyMember }>(
          `/api/company/members/${encodeURIComponent(id)}`,
          { role },
        )
      ).member,
    onSuccess: refresh,
  });
}

export function useRemoveMember() {
  const refresh = useRefresh();
  return useMutation({
    mutationFn: async (id: string) =>
      (await api.delete<MessageReply>(`/api/company/members/${encodeURIComponent(id)}`)).message,
    onSuccess: refresh,
  });
}

/** A recruiter or interviewer leaves: every cached recruitment read is stale at once. */
export function useLeaveCompany() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: async () => (await api.post<MessageReply>('/api/company/leave')).message,
    onSuccess: () => client.invalidateQueries(),
  });
}
