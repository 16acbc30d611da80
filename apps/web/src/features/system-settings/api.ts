import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { Settings, SettingsPatchRequest, SettingsReply } from '@app/shared';
import { api } from '@/lib/api-client';

const settingsKey = ['admin', 'settings'] as const;

/** GET /api/admin/settings: the four sections and the status of mail and GitHub sign-in (decision 402). */
export function useSystemSettings() {
  return useQuery({
    queryKey: settingsKey,
    queryFn: () => api.get<SettingsReply>('/api/admin/settings'),
  });
}

/** PATCH /api/admin/settings with whole sections; the reply is what the server now holds. */
export function useSaveSettings() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (patch: SettingsPatchRequest) => api.patch<SettingsReply>('/api/admin/settings', patch),
    onSuccess: (reply) => client.setQueryData(settingsKey, reply),
  });
}

/** POST /api/admin/settings/test-mail: a mail to the signed-in administrator; the reply says so. */
export function useTestMail() {
  return useMutation({
    mutationFn: async () =>
      (await api.post<{ success: true; message: string }>('/api/admin/settings/test-mail')).message,
  });
}

export type { Settings };
