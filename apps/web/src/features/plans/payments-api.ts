import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { AdminPaymentListReply, AdminPaymentReply } from '@app/shared';
import { api } from '@/lib/api-client';
import { downloadCv } from '@/lib/download-cv';

/** The query string of the filters (empty values left out). */
export function queryString(params: Record<string, string | undefined>): string {
  const search = new URLSearchParams();
  for (const [key, value] of Object.entries(params)) if (value) search.set(key, value);
  const text = search.toString();
  return text ? `?${text}` : '';
}

const keys = {
  all: ['admin', 'payments'] as const,
  list: (params: Record<string, string | undefined>) => ['admin', 'payments', 'list', params] as const,
  one: (id: string) => ['admin', 'payments', 'one', id] as const,
};

/** GET /api/admin/payments: one page of orders with their payments (issue 19, billing:manage). */
export const usePayments = (params: Record<string, string | undefined>) =>
  useQuery({
    queryKey: keys.list(params),
    queryFn: () => api.get<AdminPaymentListReply>(`/api/admin/payments${queryString(params)}`),
    placeholderData: keepPreviousData,
  });

/** GET /api/admin/payments/:id: the order and the gateway's notifications with their fields. */
export const usePayment = (id: string) =>
  useQuery({
    queryKey: keys.one(id),
    queryFn: () => api.get<AdminPaymentReply>(`/api/admin/payments/${id}`),
  });

/** POST /api/admin/payments/:id/refund: records a refund made at the gateway. */
export function useRefund(id: string) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (note: string) => api.post<{ success: true }>(`/api/admin/payments/${id}/refund`, { note }),
    onSuccess: () => client.invalidateQueries({ queryKey: keys.all }),
  });
}

/** The CSV export needs the bearer token, so it is fetched with it and handed to the browser as a file. */
export async function downloadPaymentsCsv(params: Record<string, string | undefined>) {
  const day = new Date().toISOString().slice(0, 10);
  await downloadCv(`/api/admin/payments/export${queryString(params)}`, `payments-${day}.csv`);
}
