import { z } from 'zod';

export const PLAN_NAMES = ['free', 'standard', 'premium'] as const;
export type PlanName = (typeof PLAN_NAMES)[number];

export const planSchema = z.object({
  id: z.number().int(),
  name: z.string(),
  display_name: z.string(),
  price: z.number(),
  features: z.string(),
});
export type Plan = z.infer<typeof planSchema>;

export const plansReply = z.object({ success: z.literal(true), plans: z.array(planSchema) });
export type PlansReply = z.infer<typeof plansReply>;

export const upgradeRequest = z.object({
  planId: z.string({ error: 'Please choose a plan' }).trim().min(1, 'Please choose a plan').max(50),
});
export type UpgradeRequest = z.infer<typeof upgradeRequest>;

export const subscriptionSchema = z.object({
  plan: z.string(),
  display_name: z.string(),
  price: z.number(),
  started_at: z.string(),
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
