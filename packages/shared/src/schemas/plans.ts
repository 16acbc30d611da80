import { z } from '../zod';
import { i18nText } from '../i18n/mark';

export const PLAN_NAMES = ['free', 'standard', 'premium'] as const;
export type PlanName = (typeof PLAN_NAMES)[number];

export const planSchema = z.object({
  id: z.number().int(),
  name: z.string(),
  display_name: z.string(),
  price: z.number(),
  features: z.string(),
  /**
   * From the plans setting (issue 9): the features as a list, candidate unlocks a month (null: unlimited), seats,
   * paid capabilities. The server always sends them; optional so that spec §4's fallback plans stay valid.
   */
  feature_list: z.array(z.string()).optional(),
  unlock_limit: z.number().int().nullable().optional(),
  seats: z.number().int().optional(),
  capabilities: z.array(z.string()).optional(),
  /**
   * Issue 19: the VND a month of the plan costs at the payment gateway — the price, plus VAT when the billing setting
   * says prices do not include it (decision 802). Only when payments are configured.
   */
  charged: z.number().int().optional(),
});
export type Plan = z.infer<typeof planSchema>;

/**
 * How VAT applies to the prices shown (the billing setting, decision 802). Only when payments are configured: without
 * them nothing is charged. When `included` is false, each plan's `charged` is its price with VAT added.
 */
export const plansVatSchema = z.object({ percent: z.number().int(), included: z.boolean() });
export type PlansVat = z.infer<typeof plansVatSchema>;

export const plansReply = z.object({
  success: z.literal(true),
  plans: z.array(planSchema),
  vat: plansVatSchema.optional(),
});
export type PlansReply = z.infer<typeof plansReply>;

export const upgradeRequest = z.object({
  planId: z
    .string({ error: i18nText('Please choose a plan') })
    .trim()
    .min(1, i18nText('Please choose a plan'))
    .max(50),
});
export type UpgradeRequest = z.infer<typeof upgradeRequest>;

/**
 * The upgrade's reply. With a payment gateway configured (issue 19), choosing a paid plan answers with the gateway's
 * signed `payment_url` (the browser goes there) and the order's reference instead of upgrading at once.
 */
export const upgradeReply = z.object({
  success: z.literal(true),
  message: z.string(),
  payment_url: z.string().optional(),
  order_ref: z.string().optional(),
});
export type UpgradeReply = z.infer<typeof upgradeReply>;

export const subscriptionSchema = z.object({
  plan: z.string(),
  display_name: z.string(),
  price: z.number(),
  started_at: z.string(),
  /**
   * Issue 19: the end of the paid period (null: no period, as for Free or a package taken without the gateway), the
   * end of the grace after it, and whether the owner stopped the renewal (the package then ends at `paid_until`).
   */
  paid_until: z.string().nullable().optional(),
  grace_until: z.string().nullable().optional(),
  renewal_stopped: z.boolean().optional(),
});
export const subscriptionReply = z.object({
  success: z.literal(true),
  subscription: subscriptionSchema.nullable(),
});
export type Subscription = z.infer<typeof subscriptionSchema>;

/** Cancelling the package closes the employer's published postings (decision 321). */
export const downgradeReply = z.object({
  success: z.literal(true),
  message: z.string(),
  closed_postings: z.number().int(),
});
export type DowngradeReply = z.infer<typeof downgradeReply>;
