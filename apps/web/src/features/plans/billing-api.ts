import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { BillingOrderReply, BillingOverviewReply, PlanName } from '@app/shared';
import { api } from '@/lib/api-client';

export const billingKeys = { overview: ['billing', 'overview'] as const };

/** GET /api/billing: the company's package, its period, what can be bought now, receipts and orders (issue 19). */
export function useBilling() {
  return useQuery({
    queryKey: billingKeys.overview,
    queryFn: async () => (await api.get<BillingOverviewReply>('/api/billing')).billing,
  });
}

/** POST /api/billing/orders: an order to pay at the gateway, or a change applied at once (no payment_url). */
export function useOrder() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (plan: PlanName) => api.post<BillingOrderReply>('/api/billing/orders', { plan }),
    onSuccess: (reply) => {
      if (!reply.payment_url) void client.invalidateQueries({ queryKey: ['billing'] });
    },
  });
}

/** POST /api/billing/renewal/resume: the owner takes a stopped renewal back before the period ends (decision 1038). */
export function useResumeRenewal() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: () => api.post<{ success: true; message: string }>('/api/billing/renewal/resume'),
    onSuccess: () => {
      void client.invalidateQueries({ queryKey: ['billing'] });
      void client.invalidateQueries({ queryKey: ['subscription'] });
    },
  });
}

/** POST /api/billing/downgrade: a cheaper plan from the end of the paid period (decision 1199). */
export function useScheduleDowngrade() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (plan: PlanName) =>
      api.post<{ success: true; message: string }>('/api/billing/downgrade', { plan }),
    // The company page says which seats the switch holds (decision 1219): read again there too.
    onSuccess: () => {
      void client.invalidateQueries({ queryKey: ['billing'] });
      void client.invalidateQueries({ queryKey: ['company'] });
    },
  });
}

/** DELETE /api/billing/downgrade: the scheduled cheaper plan is taken back; the package renews as it is. */
export function useCancelDowngrade() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: () => api.delete<{ success: true; message: string }>('/api/billing/downgrade'),
    onSuccess: () => {
      void client.invalidateQueries({ queryKey: ['billing'] });
      void client.invalidateQueries({ queryKey: ['company'] });
    },
  });
}
