import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type {
  ApplicationAlertMode,
  ManagedApplication,
  NotificationsReply,
  RecruitingSettings,
  RecruitmentListsReply,
  RejectionDraftReply,
  RejectionMail,
  RejectRequest,
} from '@app/shared';
import { api } from '@/lib/api-client';

// Issue 18, recruiters: notifications, new-application alerts, rejecting with a mail template (decisions 1100-1105).

export const NOTIFICATIONS_KEY = ['me', 'notifications'] as const;

export function useNotifications() {
  return useQuery({
    queryKey: NOTIFICATIONS_KEY,
    queryFn: ({ signal }) => api.get<NotificationsReply>('/api/me/notifications', { signal }),
  });
}

export function useMarkRead() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (ids?: string[]) =>
      api.post<NotificationsReply>('/api/me/notifications/read', ids ? { ids } : {}),
    onSuccess: (reply) => client.setQueryData(NOTIFICATIONS_KEY, reply),
  });
}

const ALERTS_KEY = ['me', 'application-alerts'] as const;

export function useApplicationAlerts(enabled: boolean) {
  return useQuery({
    queryKey: ALERTS_KEY,
    queryFn: async () =>
      (await api.get<{ alerts: { mode: ApplicationAlertMode } }>('/api/me/application-alerts')).alerts,
    enabled,
  });
}

export function useSaveApplicationAlerts() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: async (mode: ApplicationAlertMode) =>
      (await api.put<{ alerts: { mode: ApplicationAlertMode } }>('/api/me/application-alerts', { mode }))
        .alerts,
    onSuccess: (alerts) => client.setQueryData(ALERTS_KEY, alerts),
  });
}

const SETTINGS_KEY = ['company', 'recruiting-settings'] as const;

export function useRecruitingSettings(enabled: boolean) {
  return useQuery({
    queryKey: SETTINGS_KEY,
    queryFn: async () =>
      (await api.get<{ settings: RecruitingSettings }>('/api/company/recruiting-settings')).settings,
    enabled,
  });
}

export function useSaveRecruitingSettings() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: async (settings: RecruitingSettings) =>
      (await api.put<{ settings: RecruitingSettings }>('/api/company/recruiting-settings', settings))
        .settings,
    onSuccess: (settings) => client.setQueryData(SETTINGS_KEY, settings),
  });
}

export function useRejectionDraft(id: string) {
  return useQuery({
    queryKey: ['applications', 'rejection-draft', id],
    queryFn: () => api.get<RejectionDraftReply>(`/api/applications/${id}/rejection-draft`),
    staleTime: 0,
  });
}

/** The administrator's rejection reasons (the move dialog's list, decision 429). */
export function useRejectionReasons() {
  return useQuery({
    queryKey: ['recruitment', 'lists'],
    queryFn: async () => (await api.get<RecruitmentListsReply>('/api/recruitment/lists')).lists,
    staleTime: 5 * 60_000,
  });
}

const mailKey = (id: string) => ['applications', 'rejection-mail', id] as const;

export function useRejectionMail(id: string) {
  return useQuery({
    queryKey: mailKey(id),
    queryFn: async () =>
      (await api.get<{ mail: RejectionMail }>(`/api/applications/${id}/rejection-mail`)).mail,
  });
}

export function useReject(id: string) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: async (body: RejectRequest) =>
      (await api.post<{ application: ManagedApplication }>(`/api/applications/${id}/reject`, body))
        .application,
    onSuccess: (application) => {
      // The pipeline's own cache key for the application (features/pipeline/api.ts).
      client.setQueryData(['applications', 'one', application.id], application);
      void client.invalidateQueries({ queryKey: ['applications', 'list'] });
      void client.invalidateQueries({ queryKey: mailKey(id) });
    },
  });
}

export function useCancelRejectionMail(id: string) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: async () =>
      (await api.post<{ mail: RejectionMail }>(`/api/applications/${id}/rejection-mail/cancel`)).mail,
    onSuccess: (mail) => client.setQueryData(mailKey(id), mail),
  });
}
