import { z } from '../zod';
import { inLimitWords } from '../zod-messages';
import { i18nText } from '../i18n/mark';
import { i18nFormat } from '../i18n/text';
import { searchTextField, singleLine } from '../validation';
import { PLAN_NAMES } from './plans';

// Issue 19: paying for a plan through VNPay — orders, the gateway's notifications, periods, receipts, and the admins'
// payments list. Rules: docs/decisions/800–806.

/** new: the first paid period (or Free → paid); renewal: the next period; change: a dearer plan for the rest. */
export const ORDER_KINDS = ['new', 'renewal', 'change'] as const;
export type OrderKind = (typeof ORDER_KINDS)[number];

/** `expired`: still pending past its gateway expiry; `refunded`: paid, then marked refunded by an admin. */
export const ORDER_STATUSES = ['pending', 'paid', 'failed', 'cancelled', 'expired', 'refunded'] as const;
export type OrderStatus = (typeof ORDER_STATUSES)[number];

/** The period rules of decision 801, in days (a shortened "day" in the e2e stack). */
export const BILLING_RULES = {
  /** Days before the end of a paid period when the owner gets a renewal mail. */
  reminderDays: [7, 1],
  /** Days after the end of a paid period before the package ends. */
  graceDays: 3,
  /** Minutes a payment link stays valid at the gateway (vnp_ExpireDate). */
  orderMinutes: 15,
  /** VNPay's smallest amount (VND): a plan change costing less is applied without payment (decision 803). */
  minimumAmount: 5_000,
} as const;

const planName = z.enum(PLAN_NAMES, { error: i18nText('Unknown plan.') });

export const billingOrderSchema = z.object({
  /** The reference sent to the gateway (vnp_TxnRef). */
  ref: z.string(),
  kind: z.enum(ORDER_KINDS),
  plan: z.enum(PLAN_NAMES),
  plan_name: z.string(),
  /** A change's former plan. */
  from_plan: z.enum(PLAN_NAMES).nullable(),
  /** VND charged, VAT included. */
  amount: z.number().int(),
  status: z.enum(ORDER_STATUSES),
  created_at: z.string(),
  expires_at: z.string(),
  paid_at: z.string().nullable(),
  /** The period the payment bought (known once paid; a change's is the rest of the current period). */
  period_start: z.string().nullable(),
  period_end: z.string().nullable(),
});
export type BillingOrder = z.infer<typeof billingOrderSchema>;

/** A receipt as it was issued: never changed afterwards (a refund is shown beside it, from the payment). */
export const receiptSchema = z.object({
  number: z.string(),
  issued_at: z.string(),
  /** The company's name when it was issued; '' when the company had no name yet (decision 1158). */
  company_name: z.string(),
  /** Who it was mailed to: the company's owner at the time. */
  billed_to: z.string(),
  plan: z.enum(PLAN_NAMES),
  plan_name: z.string(),
  kind: z.enum(ORDER_KINDS),
  period_start: z.string(),
  period_end: z.string(),
  /** Total paid, VND. */
  amount: z.number().int(),
  vat_percent: z.number().int(),
  vat_amount: z.number().int(),
  /** The amount before VAT. */
  net_amount: z.number().int(),
  order_ref: z.string(),
  /** The gateway's transaction number (vnp_TransactionNo). */
  transaction_no: z.string(),
  refunded_at: z.string().nullable(),
});
export type Receipt = z.infer<typeof receiptSchema>;

/** What the owner can buy now, each with the amount the order would charge. */
export const billingOptionSchema = z.object({
  kind: z.enum(ORDER_KINDS),
  plan: z.enum(PLAN_NAMES),
  plan_name: z.string(),
  amount: z.number().int(),
});

export const BILLING_STATES = ['none', 'unlimited', 'active', 'grace', 'ending'] as const;

export const billingOverviewSchema = z.object({
  /** Payment credentials are configured: paid plans go through the gateway. */
  gateway: z.boolean(),
  plan: z.object({ name: z.enum(PLAN_NAMES), display_name: z.string(), price: z.number().int() }).nullable(),
  /**
   * none: no package; unlimited: a package without a paid period (Free, or taken without the gateway); active: paid
   * until `paid_until`; grace: the period is over and unpaid, the package ends at `grace_until`; ending: the owner
   * stopped the renewal, the package ends at `paid_until`.
   */
  state: z.enum(BILLING_STATES),
  paid_until: z.string().nullable(),
  grace_until: z.string().nullable(),
  options: z.array(billingOptionSchema),
  /**
   * Decision 1199: the cheaper paid plans the owner can schedule for the end of the paid period (`starts_at`), each
   * with the monthly amount it will cost from then.
   */
  switches: z.array(billingOptionSchema.omit({ kind: true }).extend({ starts_at: z.string() })),
  /** The cheaper plan scheduled to start at `starts_at` (the end of the paid period it was chosen in), if any. */
  scheduled: z
    .object({
      plan: z.enum(PLAN_NAMES),
      plan_name: z.string(),
      starts_at: z.string(),
      amount: z.number().int(),
    })
    .nullable(),
  receipts: z.array(receiptSchema),
  /** The latest orders, newest first (20). */
  orders: z.array(billingOrderSchema),
});
export type BillingOverview = z.infer<typeof billingOverviewSchema>;
export const billingOverviewReply = z.object({ success: z.literal(true), billing: billingOverviewSchema });
export type BillingOverviewReply = z.infer<typeof billingOverviewReply>;

export const billingOrderRequest = z.object({ plan: planName });
export type BillingOrderRequest = z.infer<typeof billingOrderRequest>;
export const billingOrderReply = z.object({
  success: z.literal(true),
  message: z.string(),
  /** Null when nothing is to be paid (a change below the gateway's minimum, applied at once). */
  order: billingOrderSchema.nullable(),
  payment_url: z.string().nullable(),
});
export type BillingOrderReply = z.infer<typeof billingOrderReply>;
export const billingOrderStatusReply = z.object({ success: z.literal(true), order: billingOrderSchema });
export type BillingOrderStatusReply = z.infer<typeof billingOrderStatusReply>;
export const orderRefParams = z.object({
  ref: z.string().regex(/^[A-Z0-9]{6,40}$/, i18nText('Not a valid order reference')),
});

// ---- The gateway's requests: the return URL and the IPN (VNPay 2.1.0) ----

const vnpField = z.string().max(512).optional();
/**
 * The fields VNPay sends to the return URL and the IPN URL (query string). Unknown `vnp_` fields pass through: they
 * are part of what the gateway signed.
 */
export const vnpayQuery = z.looseObject({
  vnp_TmnCode: vnpField,
  vnp_Amount: vnpField,
  vnp_BankCode: vnpField,
  vnp_BankTranNo: vnpField,
  vnp_CardType: vnpField,
  vnp_PayDate: vnpField,
  vnp_OrderInfo: vnpField,
  vnp_TransactionNo: vnpField,
  vnp_ResponseCode: vnpField,
  vnp_TransactionStatus: vnpField,
  vnp_TxnRef: vnpField,
  vnp_SecureHashType: vnpField,
  vnp_SecureHash: vnpField,
});
export type VnpayQuery = z.infer<typeof vnpayQuery>;

/** The IPN answer VNPay expects: RspCode 00 confirmed, 01 order not found, 02 already confirmed, 04 invalid amount, 97 invalid signature, 99 other. */
export const vnpayIpnReply = z.object({ RspCode: z.string(), Message: z.string() });

export const RETURN_OUTCOMES = ['paid', 'pending', 'failed', 'cancelled', 'invalid'] as const;
export type ReturnOutcome = (typeof RETURN_OUTCOMES)[number];
export const billingReturnReply = z.object({
  success: z.literal(true),
  /** paid: confirmed by the IPN; pending: the gateway says paid, its notification has not arrived yet. */
  outcome: z.enum(RETURN_OUTCOMES),
  message: z.string(),
  order: billingOrderSchema.nullable(),
});
export type BillingReturnReply = z.infer<typeof billingReturnReply>;

// ---- Administration (billing:manage) ----

const adminPaymentFilters = z.object({
  status: z
    .enum(ORDER_STATUSES, {
      error: i18nFormat('Choose one of {values}', { values: ORDER_STATUSES.join(', ') }),
    })
    .optional(),
  plan: planName.optional(),
  kind: z
    .enum(ORDER_KINDS, { error: i18nFormat('Choose one of {values}', { values: ORDER_KINDS.join(', ') }) })
    .optional(),
  /** A company name, an order reference or the buyer's e-mail, in part. */
  q: searchTextField(100, inLimitWords).optional(),
  from: z.iso.date({ error: i18nText('A date (YYYY-MM-DD)') }).optional(),
  to: z.iso.date({ error: i18nText('A date (YYYY-MM-DD)') }).optional(),
  page: z.coerce.number().int().min(1).max(10_000).default(1),
  pageSize: z.coerce.number().int().min(1).max(100).default(25),
});
/** A window whose end comes before its start lists nothing: say so instead, as the audit log and analytics do. */
const ordered = (v: { from?: string; to?: string }) => !v.from || !v.to || v.from <= v.to;
const ORDER = { message: i18nText('The period ends before it starts'), path: ['to'] };
export const adminPaymentQuery = adminPaymentFilters.refine(ordered, ORDER);
export type AdminPaymentQuery = z.infer<typeof adminPaymentQuery>;
export const adminPaymentExportQuery = adminPaymentFilters
  .omit({ page: true, pageSize: true })
  .refine(ordered, ORDER);

export const adminPaymentSchema = billingOrderSchema.extend({
  id: z.string(),
  company_id: z.string(),
  company_name: z.string(),
  buyer_email: z.string(),
  transaction_no: z.string().nullable(),
  bank_code: z.string().nullable(),
  card_type: z.string().nullable(),
  receipt_number: z.string().nullable(),
  refunded_at: z.string().nullable(),
  refund_note: z.string().nullable(),
});
export type AdminPayment = z.infer<typeof adminPaymentSchema>;
export const adminPaymentListReply = z.object({
  success: z.literal(true),
  payments: z.array(adminPaymentSchema),
  total: z.number().int(),
  /** VND received by the payments that match (paid, not refunded). */
  received: z.number().int(),
  page: z.number().int(),
  pageSize: z.number().int(),
});
export type AdminPaymentListReply = z.infer<typeof adminPaymentListReply>;

export const NOTIFICATION_SOURCES = ['ipn', 'return'] as const;
export const gatewayNotificationSchema = z.object({
  id: z.string(),
  source: z.enum(NOTIFICATION_SOURCES),
  received_at: z.string(),
  signature_valid: z.boolean(),
  /** The IPN's answer code (00, 01, 02, 04, 97, 99); "shown" for a return. */
  outcome: z.string(),
  ip: z.string().nullable(),
  /** Every field as the gateway sent it. */
  fields: z.record(z.string(), z.string()),
});
export type GatewayNotification = z.infer<typeof gatewayNotificationSchema>;
export const adminPaymentReply = z.object({
  success: z.literal(true),
  payment: adminPaymentSchema,
  notifications: z.array(gatewayNotificationSchema),
});
export type AdminPaymentReply = z.infer<typeof adminPaymentReply>;

export const refundRequest = z.object({
  note: singleLine(
    z
      .string({ error: i18nText('Say how the refund was made') })
      .trim()
      .min(1, i18nText('Say how the refund was made'))
      .max(500, inLimitWords),
  ),
});
export type RefundRequest = z.infer<typeof refundRequest>;
