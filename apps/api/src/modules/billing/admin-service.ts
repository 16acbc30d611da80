import { and, asc, desc, eq, sql } from 'drizzle-orm';
import type { SQL } from 'drizzle-orm';
import { i18nText } from '@app/shared';
import type { AdminPayment, AdminPaymentQuery, GatewayNotification, Plan, Settings } from '@app/shared';
import type { AuthUser } from '../../auth/sessions';
import type { AppContext } from '../../context';
import { queryRows } from '../../db/client';
import type { Db } from '../../db/client';
import { auditLog, billingNotifications, billingPayments, subscriptions } from '../../db/schema';
import type { billingOrders } from '../../db/schema';
import { audit } from '../../lib/audit';
import { fitSeats, lockCompany, priorityPlans, refreshPriority, seatsUsed } from '../../lib/company';
import { csvCell, toCsv } from '../../lib/csv';
import { conflict, notFound } from '../../lib/errors';
import { localeOf } from '../../lib/i18n';
import { getSettings } from '../../lib/settings';
import { downgradeRestoredMail } from '../../mail/billing-templates';
import { enqueueMail } from '../../mail/outbox';
import { iso, isoOrNull, matchesTerms } from '../../lib/tenancy';
import { chargeFor } from './periods';
import {
  changePlan,
  endPackage,
  mailLeftMembers,
  openSubscription,
  ownerOf,
  plansByName,
  seatsOf,
  toOrder,
  writeSchedule,
} from './service';

/**
 * The admins' side of billing (issue 19, decision 806, permission billing:manage): every order with its payment and
 * receipt, filtered and paged, its gateway notifications with their raw fields, a CSV export through lib/csv.ts, and
 * marking a refund made at the gateway, which takes back the period it paid for.
 */

type Row = {
  order: typeof billingOrders.$inferSelect;
  companyName: string | null;
  transactionNo: string | null;
  bankCode: string | null;
  cardType: string | null;
  refundedAt: Date | null;
  refundNote: string | null;
  receiptNumber: string | null;
};

const VIETNAM = "'Asia/Ho_Chi_Minh'";

/** The filters as SQL conditions; `from`/`to` are calendar days in Vietnam, both included. */
function conditions(query: Omit<AdminPaymentQuery, 'page' | 'pageSize'>, now: Date): SQL[] {
  const where: SQL[] = [];
  const nowIso = now.toISOString();
  switch (query.status) {
    case undefined:
      break;
    case 'pending':
      where.push(sql`o.status = 'pending' and o.expires_at > ${nowIso}`);
      break;
    case 'expired':
      where.push(sql`o.status = 'pending' and o.expires_at <= ${nowIso}`);
      break;
    case 'paid':
      where.push(sql`o.status = 'paid' and p.refunded_at is null`);
      break;
    case 'refunded':
      where.push(sql`o.status = 'paid' and p.refunded_at is not null`);
      break;
    default:
      where.push(sql`o.status = ${query.status}`);
  }
  if (query.plan) where.push(sql`o.plan = ${query.plan}`);
  if (query.kind) where.push(sql`o.kind = ${query.kind}`);
  // Folded as the search everywhere is (decision 295): "Tiki Viet" finds "Tiki Việt Nam"; every word, in any of
  // the three (decision 1153): "tiki paid@example.com" finds Tiki's orders paid by that address.
  const text = matchesTerms(
    query.q,
    sql`search_fold(coalesce(c.name, ''))`,
    sql`lower(o.ref)`,
    sql`lower(o.buyer_email)`,
  );
  if (text) where.push(text);
  if (query.from) {
    where.push(sql`o.created_at >= (${query.from}::date)::timestamp at time zone ${sql.raw(VIETNAM)}`);
  }
  if (query.to) {
    where.push(sql`o.created_at < ((${query.to}::date + 1)::timestamp at time zone ${sql.raw(VIETNAM)})`);
  }
  return where;
}

const whereOf = (parts: SQL[]) => (parts.length > 0 ? sql`where ${sql.join(parts, sql` and `)}` : sql``);

const FROM = sql`from billing_orders o
  left join billing_payments p on p.order_id = o.id
  left join billing_receipts r on r.payment_id = p.id
  left join companies c on c.id = o.company_id`;

type RawRow = {
  id: string;
  ref: string;
  company_id: string;
  user_id: string;
  buyer_email: string;
  kind: 'new' | 'renewal' | 'change';
  plan: string;
  from_plan: string | null;
  amount: number;
  vat_percent: number;
  status: 'pending' | 'paid' | 'failed' | 'cancelled';
  period_start: string | Date | null;
  period_end: string | Date | null;
  locale: string;
  created_at: string | Date;
  expires_at: string | Date;
  paid_at: string | Date | null;
  closed_at: string | Date | null;
  company_name: string | null;
  transaction_no: string | null;
  bank_code: string | null;
  card_type: string | null;
  refunded_at: string | Date | null;
  refund_note: string | null;
  receipt_number: string | null;
};

const SELECT = sql`select o.id, o.ref, o.company_id, o.user_id, o.buyer_email, o.kind, o.plan, o.from_plan, o.amount,
  o.vat_percent, o.status, o.period_start, o.period_end, o.locale, o.created_at, o.expires_at, o.paid_at, o.closed_at,
  c.name as company_name, p.transaction_no, p.bank_code, p.card_type, p.refunded_at, p.refund_note,
  r.number as receipt_number`;

const date = (value: string | Date | null) => (value === null ? null : new Date(value));

function toRow(raw: RawRow): Row {
  return {
    order: {
      id: raw.id,
      ref: raw.ref,
      companyId: raw.company_id,
      userId: raw.user_id,
      buyerEmail: raw.buyer_email,
      kind: raw.kind,
      plan: raw.plan,
      fromPlan: raw.from_plan,
      amount: Number(raw.amount),
      vatPercent: Number(raw.vat_percent),
      status: raw.status,
      periodStart: date(raw.period_start),
      periodEnd: date(raw.period_end),
      locale: raw.locale,
      createdAt: new Date(raw.created_at),
      expiresAt: new Date(raw.expires_at),
      paidAt: date(raw.paid_at),
      closedAt: date(raw.closed_at),
    },
    companyName: raw.company_name,
    transactionNo: raw.transaction_no,
    bankCode: raw.bank_code,
    cardType: raw.card_type,
    refundedAt: date(raw.refunded_at),
    refundNote: raw.refund_note,
    receiptNumber: raw.receipt_number,
  };
}

function toPayment(row: Row, all: Map<string, Plan>, now: Date): AdminPayment {
  return {
    ...toOrder(row.order, all, now, row.refundedAt),
    id: row.order.id,
    company_id: row.order.companyId,
    company_name: row.companyName ?? '',
    buyer_email: row.order.buyerEmail,
    transaction_no: row.transactionNo,
    bank_code: row.bankCode,
    card_type: row.cardType,
    receipt_number: row.receiptNumber,
    refunded_at: isoOrNull(row.refundedAt),
    refund_note: row.refundNote,
  };
}

export async function listPayments(ctx: AppContext, query: AdminPaymentQuery) {
  const now = ctx.clock.now();
  const where = whereOf(conditions(query, now));
  const all = await plansByName(ctx);
  const rows = await queryRows<RawRow>(
    ctx.db,
    sql`${SELECT} ${FROM} ${where}
        order by o.created_at desc, o.id desc
        limit ${query.pageSize} offset ${(query.page - 1) * query.pageSize}`,
  );
  const [totals] = await queryRows<{ n: string | number; received: string | number | null }>(
    ctx.db,
    sql`select count(*) as n,
          coalesce(sum(case when o.status = 'paid' and p.refunded_at is null then o.amount else 0 end), 0) as received
        ${FROM} ${where}`,
  );
  return {
    payments: rows.map((raw) => toPayment(toRow(raw), all, now)),
    total: Number(totals?.n ?? 0),
    received: Number(totals?.received ?? 0),
    page: query.page,
    pageSize: query.pageSize,
  };
}

/** The export's audit entry, written before the first byte (decision 400). */
export async function paymentsExported(ctx: AppContext, query: Omit<AdminPaymentQuery, 'page' | 'pageSize'>) {
  await audit(ctx.db, {
    action: 'billing.payments_exported',
    target: { type: 'payments', id: 'csv' },
    changes: { filters: { before: null, after: query } },
    at: ctx.clock.now(),
  });
}

/** The CSV of the filtered payments, in batches of 500 (formulas neutralised by lib/csv.ts). */
export async function* exportPayments(
  ctx: AppContext,
  query: Omit<AdminPaymentQuery, 'page' | 'pageSize'>,
): AsyncGenerator<string> {
  const now = ctx.clock.now();
  const all = await plansByName(ctx);
  const header = [
    'created_at',
    'order',
    'status',
    'kind',
    'plan',
    'amount_vnd',
    'vat_percent',
    'company',
    'company_id',
    'buyer_email',
    'paid_at',
    'period_start',
    'period_end',
    'transaction_no',
    'bank',
    'card_type',
    'receipt',
    'refunded_at',
    'refund_note',
  ];
  yield toCsv(header, []);
  const where = whereOf(conditions(query, now));
  for (let offset = 0; ; offset += 500) {
    const rows = await queryRows<RawRow>(
      ctx.db,
      sql`${SELECT} ${FROM} ${where} order by o.created_at desc, o.id desc limit 500 offset ${offset}`,
    );
    if (rows.length === 0) return;
    const lines = rows.map((raw) => {
      const row = toRow(raw);
      const p = toPayment(row, all, now);
      return [
        p.created_at,
        p.ref,
        p.status,
        p.kind,
        p.plan_name,
        p.amount,
        row.order.vatPercent,
        p.company_name,
        p.company_id,
        p.buyer_email,
        p.paid_at,
        p.period_start,
        p.period_end,
        p.transaction_no,
        p.bank_code,
        p.card_type,
        p.receipt_number,
        p.refunded_at,
        p.refund_note,
      ]
        .map(csvCell)
        .join(',');
    });
    yield `${lines.join('\r\n')}\r\n`;
    if (rows.length < 500) return;
  }
}

async function one(ctx: AppContext, id: string): Promise<Row> {
  const [raw] = await queryRows<RawRow>(ctx.db, sql`${SELECT} ${FROM} where o.id = ${id}`);
  if (!raw) throw notFound(i18nText('This payment does not exist.'));
  return toRow(raw);
}

export async function paymentDetail(ctx: AppContext, id: string) {
  const row = await one(ctx, id);
  const all = await plansByName(ctx);
  const notifications = await ctx.db
    .select()
    .from(billingNotifications)
    .where(eq(billingNotifications.orderId, id))
    .orderBy(asc(billingNotifications.receivedAt), asc(billingNotifications.id));
  return {
    payment: toPayment(row, all, ctx.clock.now()),
    notifications: notifications.map((n): GatewayNotification => ({
      id: n.id,
      source: n.source,
      received_at: iso(n.receivedAt),
      signature_valid: n.signatureValid,
      outcome: n.outcome,
      ip: n.ip,
      fields: n.fields,
    })),
  };
}

/**
 * An admin records a refund made at the gateway (decision 806). The refunded payment's period is taken back: a change
 * returns the company to its former plan for the rest of the period; a month paid ahead is removed from the end; the
 * month running ends the package now (the company returns to Free). The receipt stays as issued; the refund is
 * recorded on the payment and in the audit log.
 */
export async function markRefunded(ctx: AppContext, admin: AuthUser, id: string, note: string) {
  const row = await one(ctx, id);
  if (row.order.status !== 'paid') throw conflict(i18nText('Only a paid order can be refunded.'));
  if (row.refundedAt) throw conflict(i18nText('This payment is already marked refunded.'));
  const settings = await getSettings(ctx);
  const all = await plansByName(ctx);
  const now = ctx.clock.now();
  const { order } = row;
  await ctx.db.transaction(async (tx) => {
    await lockCompany(tx, order.companyId);
    const marked = await tx
      .update(billingPayments)
      .set({ refundedAt: now, refundedBy: admin.id, refundNote: note })
      .where(and(eq(billingPayments.orderId, order.id), sql`${billingPayments.refundedAt} is null`))
      .returning({ id: billingPayments.id });
    if (marked.length === 0) throw conflict(i18nText('This payment is already marked refunded.'));
    const sub = await openSubscription(tx, order.companyId);
    const before = { plan: sub?.plan ?? null, paid_until: sub?.paidUntil?.toISOString() ?? null };
    let effect: 'none' | 'plan_restored' | 'shortened' | 'shortened_plan_restored' | 'ended' = 'none';
    let membersRemoved = 0;
    // The paid plan the payment moved the company from (a change, or a dearer second checkout, decision 1140) comes
    // back, with its seats: teammates beyond them lose their place, as when a package ends. Only while no later month
    // was paid (the package still ends where this payment's period did): a month paid since at the dearer price keeps
    // the dearer plan.
    const former = order.fromPlan && order.fromPlan !== order.plan ? all.get(order.fromPlan) : undefined;
    const restore = async (paidUntil: Date) => {
      if (!sub || !former || former.price === 0 || sub.plan !== order.plan) return false;
      if (sub.paidUntil?.getTime() !== order.periodEnd?.getTime()) return false;
      await changePlan(tx, { ...sub, paidUntil }, { companyId: order.companyId, planId: former.id, now });
      await refreshPriority(tx, priorityPlans(settings), order.companyId);
      const removed = await fitSeats(tx, order.companyId, seatsOf(settings, former.name), now);
      await mailLeftMembers(ctx, tx, removed, row.companyName ?? '', now);
      membersRemoved = removed.length;
      return true;
    };
    if (order.kind === 'change') {
      if (sub?.paidUntil && sub.paidUntil > now && (await restore(sub.paidUntil))) effect = 'plan_restored';
    } else if (sub?.paidUntil && order.periodStart && order.periodEnd) {
      const from = Math.max(order.periodStart.getTime(), now.getTime());
      const takenBack = Math.max(0, order.periodEnd.getTime() - from);
      const paidUntil = new Date(sub.paidUntil.getTime() - takenBack);
      if (paidUntil.getTime() <= now.getTime()) {
        const ended = await endPackage(ctx, tx, {
          companyId: order.companyId,
          plan: sub.plan,
          settings,
          all,
          now,
          reason: 'refunded',
        });
        membersRemoved = ended.removed.length;
        effect = 'ended';
      } else if (await restore(paidUntil)) {
        effect = 'shortened_plan_restored';
      } else if (takenBack > 0) {
        await tx.update(subscriptions).set({ paidUntil }).where(eq(subscriptions.id, sub.id));
        effect = 'shortened';
      }
    }
    const schedule =
      effect === 'ended' || !sub
        ? null
        : await scheduleAfterRefund(ctx, tx, {
            companyId: order.companyId,
            orderRef: order.ref,
            dropped: sub,
            settings,
            all,
            now,
          });
    const after = await openSubscription(tx, order.companyId);
    await audit(tx, {
      action: 'billing.refund_marked',
      target: { type: 'company', id: order.companyId, label: order.ref },
      changes: {
        refunded: { before: false, after: true },
        amount: { before: null, after: order.amount },
        note: { before: null, after: note },
        effect: { before: null, after: effect },
        members_removed: { before: 0, after: membersRemoved },
        plan: { before: before.plan, after: after?.plan ?? null },
        paid_until: { before: before.paid_until, after: after?.paidUntil?.toISOString() ?? null },
        ...(schedule
          ? {
              scheduled_plan: { before: schedule.before, after: schedule.after },
              scheduled_at: { before: schedule.beforeAt, after: schedule.afterAt },
            }
          : {}),
      },
      at: now,
    });
  });
  ctx.outbox.poke();
  return toPayment(await one(ctx, id), all, ctx.clock.now());
}

type ScheduleChange = {
  before: string | null;
  after: string | null;
  beforeAt: string | null;
  afterAt: string | null;
};

/**
 * What a refund does to a scheduled cheaper plan (decision 1220), in the refund's transaction after the period and the
 * plan were taken back. A schedule always starts at the end of the paid period (decision 1199):
 * - one that a refunded month of the current plan had moved on (decision 1199's "a month paid meanwhile") comes back
 *   to the new end, so that the billing page, the reminders and the renewal order agree on the plan to pay;
 * - one the refund's plan restore replaced with a new subscription row is carried over while its plan is still
 *   cheaper than the plan restored, and dropped (`billing.downgrade_cancelled`, reason `refunded`) when the plan
 *   restored is already that plan or cheaper;
 * - one the refunded payment dropped (an upgrade paid while it was scheduled, decision 1155's `upgraded` entry naming
 *   the order) is scheduled again — taking the payment back takes back what it did — when the package is again on
 *   the plan it was scheduled from, the boundary is still this period's end, the renewal is on, nothing else is
 *   scheduled and the team fits the plan's seats; audited `billing.downgrade_scheduled` (reason `refunded`), and the
 *   owner is told by mail. Not restored otherwise (the owner can schedule it again on the billing page).
 * Returns the change for the refund's audit entry, or null when the schedule did not change.
 */
async function scheduleAfterRefund(
  ctx: Pick<AppContext, 'config'>,
  tx: Db,
  input: {
    companyId: string;
    orderRef: string;
    /** The subscription before the refund (a plan restore ended it). */
    dropped: { id: string; scheduledPlanId: number | null; scheduledAt: Date | null };
    settings: Settings;
    all: Map<string, Plan>;
    now: Date;
  },
): Promise<ScheduleChange | null> {
  const { companyId, settings, all, now } = input;
  const sub = await openSubscription(tx, companyId);
  if (!sub?.paidUntil) return null;
  const planOf = (id: number | null) => [...all.values()].find((p) => p.id === id);
  const running = all.get(sub.plan);
  const owner = await ownerOf(tx, companyId);
  const change = (
    before: Plan | undefined,
    beforeAt: Date | null,
    after: Plan | undefined,
    afterAt: Date | null,
  ): ScheduleChange => ({
    before: before?.name ?? null,
    after: after?.name ?? null,
    beforeAt: isoOrNull(beforeAt),
    afterAt: isoOrNull(afterAt),
  });

  // A schedule on the running row that starts after the (shortened) period: back to its end.
  if (sub.scheduledPlanId !== null && sub.scheduledAt) {
    if (sub.scheduledAt.getTime() <= sub.paidUntil.getTime()) return null;
    await tx.update(subscriptions).set({ scheduledAt: sub.paidUntil }).where(eq(subscriptions.id, sub.id));
    const plan = planOf(sub.scheduledPlanId);
    return change(plan, sub.scheduledAt, plan, sub.paidUntil);
  }

  // The row the refund replaced (a plan restored) had a schedule: carried over, or dropped.
  if (input.dropped.id !== sub.id && input.dropped.scheduledPlanId !== null && input.dropped.scheduledAt) {
    const plan = planOf(input.dropped.scheduledPlanId);
    const keep =
      plan &&
      running &&
      plan.price > 0 &&
      plan.price < running.price &&
      !sub.renewalStoppedAt &&
      input.dropped.scheduledAt.getTime() >= sub.paidUntil.getTime() &&
      (await seatsUsed(tx, companyId, now)) <= seatsOf(settings, plan.name);
    if (keep) {
      await tx
        .update(subscriptions)
        .set({ scheduledPlanId: plan.id, scheduledAt: sub.paidUntil })
        .where(eq(subscriptions.id, sub.id));
      return change(plan, input.dropped.scheduledAt, plan, sub.paidUntil);
    }
    await audit(tx, {
      action: 'billing.downgrade_cancelled',
      target: { type: 'company', id: companyId, label: owner.company || owner.email },
      changes: {
        scheduled_plan: { before: plan?.name ?? null, after: null },
        starts_at: { before: isoOrNull(input.dropped.scheduledAt), after: null },
        reason: { before: null, after: 'refunded' },
        order: { before: null, after: input.orderRef },
      },
      at: now,
    });
    return change(plan, input.dropped.scheduledAt, undefined, null);
  }

  // The refunded payment had dropped a schedule (decision 1155 names the order in its entry): scheduled again.
  const [entry] = await tx
    .select({ changes: auditLog.changes })
    .from(auditLog)
    .where(
      and(
        eq(auditLog.action, 'billing.downgrade_cancelled'),
        eq(auditLog.targetId, companyId),
        sql`${auditLog.changes} -> 'reason' ->> 'after' = 'upgraded'`,
        sql`${auditLog.changes} -> 'order' ->> 'after' = ${input.orderRef}`,
      ),
    )
    .orderBy(desc(auditLog.id))
    .limit(1);
  const name = entry?.changes?.scheduled_plan?.before;
  const startsAt = entry?.changes?.starts_at?.before;
  const plan = typeof name === 'string' ? all.get(name) : undefined;
  if (!plan || typeof startsAt !== 'string' || !running) return null;
  const fits =
    plan.price > 0 &&
    plan.price < running.price &&
    !sub.renewalStoppedAt &&
    new Date(startsAt).getTime() === sub.paidUntil.getTime() &&
    sub.paidUntil.getTime() > now.getTime() &&
    (await seatsUsed(tx, companyId, now)) <= seatsOf(settings, plan.name);
  if (!fits) return null;
  await writeSchedule(tx, {
    sub: { ...sub, paidUntil: sub.paidUntil },
    to: plan,
    before: null,
    companyId,
    label: owner.company || owner.email,
    now,
    extra: { reason: { before: null, after: 'refunded' }, order: { before: null, after: input.orderRef } },
  });
  await enqueueMail(
    tx,
    downgradeRestoredMail(
      localeOf(owner.locale),
      owner.email,
      {
        name: owner.name,
        orderRef: input.orderRef,
        planName: running.display_name,
        scheduledName: plan.display_name,
        startsAt: sub.paidUntil,
        amount: chargeFor(plan.price, settings.billing),
      },
      ctx.config.appUrl,
    ),
    now,
  );
  return change(undefined, null, plan, sub.paidUntil);
}
