import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { z } from 'zod';
import type { auditReply, mailReply, signInReply } from '@app/shared';
import { api } from '@/lib/api-client';
import { downloadCv } from '@/lib/download-cv';

export type AuditReply = z.infer<typeof auditReply>;
export type SignInReply = z.infer<typeof signInReply>;
export type MailReply = z.infer<typeof mailReply>;

/** The query string of a tab's filters and cursor (empty values left out). */
export function queryString(params: Record<string, string | undefined>): string {
  const search = new URLSearchParams();
  for (const [key, value] of Object.entries(params)) if (value) search.set(key, value);
  const text = search.toString();
  return text ? `?${text}` : '';
}

const logKeys = {
  all: ['admin', 'logs'] as const,
  page: (kind: string, params: Record<string, string | undefined>) =>
    ['admin', 'logs', kind, params] as const,
};

/** One page of a log (audit, sign-ins, mail), newest first; the reply's next_cursor opens the next (decision 400). */
function useLogPage<T>(kind: string, path: string, params: Record<string, string | undefined>) {
  return useQuery({
    queryKey: logKeys.page(kind, params),
    queryFn: () => api.get<T>(`${path}${queryString(params)}`),
    placeholderData: keepPreviousData,
  });
}

export const useAuditPage = (params: Record<string, string | undefined>) =>
  useLogPage<AuditReply>('audit', '/api/admin/audit', params);
export const useSignInPage = (params: Record<string, string | undefined>) =>
  useLogPage<SignInReply>('sign-ins', '/api/admin/sign-ins', params);
export const useMailPage = (params: Record<string, string | undefined>) =>
  useLogPage<MailReply>('mail', '/api/admin/mail', params);

/** POST /api/admin/mail/:id/retry: a failed mail goes back to pending; the reply's message says so. */
export function useRetryMail() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: async (id: string) =>
      (await api.post<{ success: true; message: string }>(`/api/admin/mail/${id}/retry`)).message,
    onSuccess: () => client.invalidateQueries({ queryKey: logKeys.all }),
  });
}

/** The CSV export needs the bearer token, so it is fetched with it and handed to the browser as a file. */
export async function downloadAuditCsv(params: Record<string, string | undefined>) {
  const day = new Date().toISOString().slice(0, 10);
  await downloadCv(`/api/admin/audit/export${queryString(params)}`, `audit-${day}.csv`);
}
