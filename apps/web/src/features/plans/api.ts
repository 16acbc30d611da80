import { useQuery } from '@tanstack/react-query';
import type { BillingOrderStatusReply, BillingReturnReply, Plan, PlansVat, Subscription } from '@app/shared';
import { api } from '@/lib/api-client';
import { useAuth } from '@/lib/auth';

type PlansReply = { success?: boolean; plans?: Plan[]; vat?: PlansVat; message?: string };
type SubscriptionReply = { success?: boolean; subscription?: Subscription | null };
export type ActionReply = { success?: boolean; message?: string };

export const planKeys = {
  plans: ['plans'] as const,
  subscription: (userId: string) => ['subscription', userId] as const,
};

/** GET /api/auth/plans. A reply without plans counts as a failure, so the fallback cards show (spec §4). */
export function usePlans() {
  return useQuery({
    queryKey: planKeys.plans,
    queryFn: async () => {
      const reply = await api.get<PlansReply>('/api/auth/plans');
      if (!reply?.success || !Array.isArray(reply.plans) || reply.plans.length === 0) {
        throw new Error(reply?.message || 'No plans in the reply');
      }
      // With payments (issue 19), how VAT applies to the prices: a price without it is charged more at VNPay.
      return { plans: reply.plans, vat: reply.vat ?? null };
    },
    // Spec §8: a loading failure is only logged and the fallback cards are shown; no retry wait.
    retry: false,
  });
}

/** GET /api/auth/subscription for employers: the active package, or null. */
export function useSubscription() {
  const { user } = useAuth();
  const isEmployer = user?.role === 'employer';
  return useQuery({
    queryKey: planKeys.subscription(user?.id ?? ''),
    queryFn: async () => {
      const reply = await api.get<SubscriptionReply>('/api/auth/subscription');
      return reply?.subscription ?? null;
    },
    enabled: isEmployer,
  });
}

/** With a payment gateway (issue 19), a paid plan answers with the gateway's `payment_url` instead of upgrading. */
export type UpgradeReply = ActionReply & { payment_url?: string; order_ref?: string };

export const upgradeToEmployer = (planId: string) =>
  api.post<UpgradeReply>('/api/auth/users/upgrade-to-employer', { planId });

/** What the gateway appended to the return address, checked by the server (it changes nothing). */
export const readPaymentReturn = (search: string) =>
  api.get<BillingReturnReply>(`/api/billing/vnpay/return${search}`);

/** One of the caller's orders, followed until the gateway's notification settles it. */
export const readOrder = (ref: string) =>
  api.get<BillingOrderStatusReply>(`/api/billing/orders/${encodeURIComponent(ref)}`);

export const downgradeToMember = () =>
  api.post<ActionReply & { closed_postings?: number }>('/api/auth/users/downgrade-to-member');

/** Spec §3: features are one string, items separated by ", ". */
export const splitFeatures = (features: string) =>
  features
    .split(', ')
    .map((item) => item.trim())
    .filter(Boolean);
