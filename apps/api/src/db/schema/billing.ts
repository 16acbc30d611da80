import {
  boolean,
  index,
  integer,
  jsonb,
  pgTable,
  primaryKey,
  text,
  timestamp,
  uniqueIndex,
  uuid,
} from 'drizzle-orm/pg-core';
import { subscriptions } from './plans';

/**
 * Paying for a plan (issue 19, decisions 800–806). Orders, payments, the gateway's notifications and receipts are
 * financial records: they carry copies of the names they need and no foreign key to companies or users, so erasing
 * an account (decision 330) leaves them readable, as the audit log does (decision 400).
 */

/** One checkout: what a company buys, for how much, and what became of it. `ref` is the gateway's vnp_TxnRef. */
export const billingOrders = pgTable(
  'billing_orders',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    ref: text('ref').notNull(),
    companyId: uuid('company_id').notNull(),
    /** Who ordered (the member who upgrades, or the owner). */
    userId: uuid('user_id').notNull(),
    buyerEmail: text('buyer_email').notNull(),
    kind: text('kind').$type<'new' | 'renewal' | 'change'>().notNull(),
    plan: text('plan').notNull(),
    fromPlan: text('from_plan'),
    /** VND charged, VAT included; the gateway's vnp_Amount is this ×100. */
    amount: integer('amount').notNull(),
    vatPercent: integer('vat_percent').notNull(),
    /** pending, paid, failed, cancelled; `expired` is read from expires_at; refunds live on the payment. */
    status: text('status').$type<'pending' | 'paid' | 'failed' | 'cancelled'>().notNull(),
    /** The period the order is priced for (a change: the rest of the current one); the paid one once paid. */
    periodStart: timestamp('period_start', { withTimezone: true }),
    periodEnd: timestamp('period_end', { withTimezone: true }),
    locale: text('locale').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull(),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    paidAt: timestamp('paid_at', { withTimezone: true }),
    closedAt: timestamp('closed_at', { withTimezone: true }),
  },
  (t) => [
    uniqueIndex('billing_orders_ref_key').on(t.ref),
    index('billing_orders_company_idx').on(t.companyId, t.createdAt),
    index('billing_orders_created_idx').on(t.createdAt, t.id),
  ],
);

/** The gateway's transaction for a paid order, with its fields as sent; a refund an admin recorded. */
export const billingPayments = pgTable(
  'billing_payments',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    orderId: uuid('order_id')
      .notNull()
      .references(() => billingOrders.id),
    companyId: uuid('company_id').notNull(),
    amount: integer('amount').notNull(),
    transactionNo: text('transaction_no').notNull(),
    bankCode: text('bank_code'),
    cardType: text('card_type'),
    /** vnp_PayDate as sent (yyyyMMddHHmmss, Vietnam time). */
    payDate: text('pay_date'),
    fields: jsonb('fields').$type<Record<string, string>>().notNull(),
    paidAt: timestamp('paid_at', { withTimezone: true }).notNull(),
    refundedAt: timestamp('refunded_at', { withTimezone: true }),
    refundedBy: uuid('refunded_by'),
    refundNote: text('refund_note'),
  },
  (t) => [uniqueIndex('billing_payments_order_key').on(t.orderId)],
);

/** Every request the gateway (or anyone) made to the IPN and return URLs, with its fields and what was answered. */
export const billingNotifications = pgTable(
  'billing_notifications',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    source: text('source').$type<'ipn' | 'return'>().notNull(),
    ref: text('ref'),
    orderId: uuid('order_id'),
    receivedAt: timestamp('received_at', { withTimezone: true }).notNull(),
    signatureValid: boolean('signature_valid').notNull(),
    outcome: text('outcome').notNull(),
    ip: text('ip'),
    fields: jsonb('fields').$type<Record<string, string>>().notNull(),
  },
  (t) => [
    index('billing_notifications_order_idx').on(t.orderId, t.receivedAt),
    index('billing_notifications_received_idx').on(t.receivedAt),
  ],
);

/**
 * A receipt as issued, immutable: a trigger refuses UPDATE, DELETE and TRUNCATE (migration 0021). Numbers come from
 * `billing_receipt_counters`, one row per year, so they have no gaps.
 */
export const billingReceipts = pgTable(
  'billing_receipts',
  {
    number: text('number').primaryKey(),
    paymentId: uuid('payment_id').notNull(),
    orderId: uuid('order_id').notNull(),
    companyId: uuid('company_id').notNull(),
    companyName: text('company_name').notNull(),
    billedTo: text('billed_to').notNull(),
    plan: text('plan').notNull(),
    planName: text('plan_name').notNull(),
    kind: text('kind').$type<'new' | 'renewal' | 'change'>().notNull(),
    periodStart: timestamp('period_start', { withTimezone: true }).notNull(),
    periodEnd: timestamp('period_end', { withTimezone: true }).notNull(),
    amount: integer('amount').notNull(),
    vatPercent: integer('vat_percent').notNull(),
    vatAmount: integer('vat_amount').notNull(),
    netAmount: integer('net_amount').notNull(),
    orderRef: text('order_ref').notNull(),
    transactionNo: text('transaction_no').notNull(),
    issuedAt: timestamp('issued_at', { withTimezone: true }).notNull(),
  },
  (t) => [
    uniqueIndex('billing_receipts_payment_key').on(t.paymentId),
    index('billing_receipts_company_idx').on(t.companyId, t.issuedAt),
  ],
);

export const billingReceiptCounters = pgTable('billing_receipt_counters', {
  year: integer('year').primaryKey(),
  last: integer('last').notNull(),
});

/**
 * Renewal mails sent: one row per package, period end and kind (7 days, 1 day before). Inserting the row is what
 * claims the mail, so two instances running the job at once send it once (decision 804).
 */
export const billingReminders = pgTable(
  'billing_reminders',
  {
    subscriptionId: uuid('subscription_id')
      .notNull()
      .references(() => subscriptions.id, { onDelete: 'cascade' }),
    periodEnd: timestamp('period_end', { withTimezone: true }).notNull(),
    kind: text('kind').notNull(),
    sentAt: timestamp('sent_at', { withTimezone: true }).notNull(),
  },
  (t) => [primaryKey({ columns: [t.subscriptionId, t.periodEnd, t.kind] })],
);
