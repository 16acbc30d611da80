import { randomBytes } from 'node:crypto';
import { and, desc, eq, isNull, sql } from 'drizzle-orm';
import type { FastifyBaseLogger } from 'fastify';
import { BILLING_RULES, ERROR_CODES, i18nFormat, i18nText, vnpayQuery } from '@app/shared';
import type {
  BillingOrder,
  BillingOverview,
  Locale,
  Message,
  OrderStatus,
  Plan,
  Receipt,
  ReturnOutcome,
  Settings,
} from '@app/shared';
import type { AuthUser } from '../../auth/sessions';
import { DEFAULT_BILLING } from '../../config';
import type { Config } from '../../config';
import type { AppContext } from '../../context';
import { queryRows } from '../../db/client';
import type { Db } from '../../db/client';
import {
  billingNotifications,
  billingOrders,
  billingPayments,
  billingReceipts,
  companies,
  plans,
  subscriptions,
  users,
} from '../../db/schema';
import { audit } from '../../lib/audit';
import {
  becomeOwner,
  fallToFree,
  lockCompany,
  priorityPlans,
  refreshPriority,
  seatsUsed,
} from '../../lib/company';
import type { LeftMember } from '../../lib/company';
import { HttpError, conflict, forbidden, notFound, unavailable, unprocessable } from '../../lib/errors';
import { localeOf, translate } from '../../lib/i18n';
import { getSettings, publicPlans } from '../../lib/settings';
import { iso, isoOrNull } from '../../lib/tenancy';
import { CUSTOMER_CANCELLED, IPN_REPLIES, paymentUrl, verifyVnpSignature, vnpFields } from '../../lib/vnpay';
import type { IpnReply } from '../../lib/vnpay';
import { companyLeftMail } from '../../mail/company-templates';
import { downgradeKeptMail, packageEndedMail, receiptMail } from '../../mail/billing-templates';
import { enqueueMail } from '../../mail/outbox';
import { chargeFor, graceEnd, periodEnd, proratedDifference, vatOf } from './periods';

/**
 * Paying for a plan through VNPay (issue 19, decisions 800–806). Orders are created here and sent to the gateway as a
 * signed payment URL; the gateway's server-to-server notification (IPN) is the only thing that activates a package,
 * under the company's lock, once per order whatever the number and order of notifications and returns.
 */

type OrderRow = typeof billingOrders.$inferSelect;
type Fields = Record<string, string>;
type OpenSubscription = {
  id: string;
  userId: string;
  plan: string;
  paidUntil: Date | null;
  renewalStoppedAt: Date | null;
  /** Decision 1199: the cheaper plan scheduled to start at `scheduledAt`. */
  scheduledPlanId: number | null;
  scheduledAt: Date | null;
};

export const gatewayOn = (ctx: Pick<AppContext, 'config'>) => Boolean(ctx.config.vnpay);
export const billingDayMs = (config: Config) => (config.billing ?? DEFAULT_BILLING).dayMs;

const NOT_CONFIGURED = i18nText('Payments are not set up on this server.');
const UNKNOWN_PLAN = i18nText('Unknown plan.');
const notConfigured = () => unavailable(NOT_CONFIGURED, ERROR_CODES.notConfigured);

// ---- Shapes ----

const REF_ALPHABET = '0123456789ABCDEFGHJKLMNPQRSTUVWXYZ';
/** An order reference: DT, the day (yyMMdd, Vietnam time), ten random characters; VNPay wants it unique per day. */
function newRef(now: Date): string {
  const day = new Date(now.getTime() + 7 * 3_600_000).toISOString().slice(2, 10).replace(/-/g, '');
  const bytes = randomBytes(10);
  let tail = '';
  for (const byte of bytes) tail += REF_ALPHABET[byte % REF_ALPHABET.length];
  return `DT${day}${tail}`;
}

/** What a stored order shows: `expired` and `refunded` are read from the times, not stored. */
function effectiveStatus(order: OrderRow, now: Date, refundedAt: Date | null = null): OrderStatus {
  if (order.status === 'paid' && refundedAt) return 'refunded';
  if (order.status === 'pending' && order.expiresAt.getTime() <= now.getTime()) return 'expired';
  return order.status;
}

function toOrder(order: OrderRow, plansByName: Map<string, Plan>, now: Date, refundedAt: Date | null = null) {
  return {
    ref: order.ref,
    kind: order.kind,
    plan: order.plan as BillingOrder['plan'],
    plan_name: plansByName.get(order.plan)?.display_name ?? order.plan,
    from_plan: (order.fromPlan ?? null) as BillingOrder['from_plan'],
    amount: order.amount,
    status: effectiveStatus(order, now, refundedAt),
    created_at: iso(order.createdAt),
    expires_at: iso(order.expiresAt),
    paid_at: isoOrNull(order.paidAt),
    period_start: isoOrNull(order.periodStart),
    period_end: isoOrNull(order.periodEnd),
  } satisfies BillingOrder;
}

const byName = async (ctx: Pick<AppContext, 'db'>) =>
  new Map((await publicPlans(ctx)).map((plan) => [plan.name, plan]));

/** ASCII letters, digits and spaces: VNPay refuses diacritics and punctuation in vnp_OrderInfo. */
const gatewayText = (text: string) =>
  text
    .normalize('NFD')
    .replace(/[\u0300-\u036f]/g, '')
    .replace(/đ/g, 'd')
    .replace(/Đ/g, 'D')
    .replace(/[^A-Za-z0-9 ]+/g, ' ')
    .replace(/\s+/g, ' ')
    .trim()
    .slice(0, 255);

/** The signed payment URL of a pending order. */
function urlFor(config: Config, order: OrderRow, planName: string, ip: string): string {
  const locale = localeOf(order.locale);
  return paymentUrl(config.vnpay!, {
    ref: order.ref,
    amount: order.amount,
    info: gatewayText(
      translate(
        locale,
        i18nFormat('{plan} plan on DotTrip, order {ref}', { plan: planName, ref: order.ref }),
      ),
    ),
    returnUrl: `${config.appUrl}/plans/return`,
    ip: ip || '127.0.0.1',
    locale: locale === 'vi' ? 'vn' : 'en',
    createdAt: order.createdAt,
    expiresAt: order.expiresAt,
  });
}

async function openSubscription(db: Db, companyId: string): Promise<OpenSubscription | null> {
  const [row] = await db
    .select({
      id: subscriptions.id,
      userId: subscriptions.userId,
      plan: plans.name,
      paidUntil: subscriptions.paidUntil,
      renewalStoppedAt: subscriptions.renewalStoppedAt,
      scheduledPlanId: subscriptions.scheduledPlanId,
      scheduledAt: subscriptions.scheduledAt,
    })
    .from(subscriptions)
    .innerJoin(plans, eq(plans.id, subscriptions.planId))
    .where(and(eq(subscriptions.companyId, companyId), isNull(subscriptions.endedAt)));
  return row ?? null;
}

async function insertOrder(
  tx: Db,
  input: Omit<typeof billingOrders.$inferInsert, 'ref' | 'status' | 'expiresAt' | 'createdAt'> & {
    now: Date;
  },
): Promise<OrderRow> {
  const { now, ...values } = input;
  const [row] = await tx
    .insert(billingOrders)
    .values({
      ...values,
      ref: newRef(now),
      status: 'pending',
      createdAt: now,
      expiresAt: new Date(now.getTime() + BILLING_RULES.orderMinutes * 60_000),
    })
    .returning();
  await audit(tx, {
    action: 'billing.order_created',
    target: { type: 'company', id: row!.companyId, label: row!.buyerEmail },
    changes: {
      order: { before: null, after: row!.ref },
      kind: { before: null, after: row!.kind },
      plan: { before: input.fromPlan ?? null, after: row!.plan },
      amount: { before: null, after: row!.amount },
    },
    at: now,
  });
  return row!;
}

// ---- Checkout ----

export type Checkout = { order: OrderRow; paymentUrl: string; planName: string };

/**
 * A member chose a paid plan on /plans with the gateway configured: an order for the first period of the company the
 * member will own (its own cancelled company, or a new one kept inactive until paid). Null when nothing is to be paid
 * (no gateway, or a free plan): the caller upgrades at once, as before.
 */
export async function checkoutUpgrade(
  ctx: AppContext,
  user: AuthUser,
  planName: string,
  meta: { ip: string; locale: Locale },
): Promise<Checkout | null> {
  if (!gatewayOn(ctx)) return null;
  if (user.role === 'admin' || user.role === 'staff') {
    throw forbidden(i18nText('Staff and admin accounts cannot take an employer plan.'));
  }
  if (user.role === 'employer') throw conflict(i18nText('Your account is already an employer account.'));
  const plan = (await byName(ctx)).get(planName);
  if (!plan) throw unprocessable(UNKNOWN_PLAN, { planId: [UNKNOWN_PLAN] });
  if (plan.price === 0) return null;
  const settings = await getSettings(ctx);
  const now = ctx.clock.now();
  const order = await ctx.db.transaction(async (tx) => {
    // Two checkouts at once (two tabs, a double submit) both find no company: the second insert waits for the first
    // and then takes the company it made instead of failing on the one-company-per-owner key (decision 1037).
    await tx
      .insert(companies)
      .values({ ownerId: user.id, name: '', cancelledAt: now, createdAt: now, updatedAt: now })
      .onConflictDoNothing({ target: companies.ownerId });
    const [own] = await tx.select({ id: companies.id }).from(companies).where(eq(companies.ownerId, user.id));
    const companyId = own!.id;
    return insertOrder(tx, {
      companyId,
      userId: user.id,
      buyerEmail: user.email,
      kind: 'new',
      plan: plan.name,
      fromPlan: null,
      amount: chargeFor(plan.price, settings.billing),
      vatPercent: settings.billing.vat_percent,
      locale: meta.locale,
      now,
    });
  });
  return {
    order,
    paymentUrl: urlFor(ctx.config, order, plan.display_name, meta.ip),
    planName: plan.display_name,
  };
}

export type OwnerOrder = { order: BillingOrder | null; paymentUrl: string | null; message: Message };

/**
 * The owner pays for its company: the next month of the current plan (renewal, at most one month ahead), a dearer
 * plan for the rest of the period (change, pro-rated), or a paid plan after Free (new). A change below the gateway's
 * minimum is applied at once without payment (decision 803).
 */
export async function orderForCompany(
  ctx: AppContext,
  user: AuthUser,
  planName: string,
  meta: { ip: string; locale: Locale },
): Promise<OwnerOrder> {
  const companyId = user.company?.role === 'owner' ? user.company.id : null;
  if (!companyId) throw forbidden(i18nText('Only the company’s owner can pay for its package.'));
  if (!gatewayOn(ctx)) throw notConfigured();
  const all = await byName(ctx);
  const target = all.get(planName);
  if (!target) throw unprocessable(UNKNOWN_PLAN, { plan: [UNKNOWN_PLAN] });
  const settings = await getSettings(ctx);
  const dayMs = billingDayMs(ctx.config);
  const now = ctx.clock.now();
  const result = await ctx.db.transaction(async (tx) => {
    await lockCompany(tx, companyId);
    const sub = await openSubscription(tx, companyId);
    if (!sub) throw conflict(i18nText('Your company has no package.'));
    const current = all.get(sub.plan);
    const base = {
      companyId,
      userId: user.id,
      buyerEmail: user.email,
      plan: target.name,
      vatPercent: settings.billing.vat_percent,
      locale: meta.locale,
      now,
    };
    if (!sub.paidUntil) {
      if (sub.plan !== 'free')
        throw conflict(i18nText('Your package has no paid period to renew or change.'));
      if (target.price === 0) throw conflict(i18nText('Your company is already on this plan.'));
      return insertOrder(tx, {
        ...base,
        kind: 'new',
        fromPlan: sub.plan,
        amount: chargeFor(target.price, settings.billing),
      });
    }
    // The renewal of a period whose end starts a scheduled cheaper plan is for that plan, at its price; the seats are
    // counted again, so that nothing is paid for a plan the team no longer fits (decision 1199).
    const scheduled = scheduledPlan(sub, all);
    if (
      scheduled &&
      scheduled.name === target.name &&
      sub.scheduledAt?.getTime() === sub.paidUntil.getTime()
    ) {
      if (sub.paidUntil.getTime() > periodEnd(now, dayMs).getTime()) {
        throw conflict(i18nText('The next month is already paid.'));
      }
      const seats = seatsOf(settings, target.name);
      const used = await seatsUsed(tx, companyId, now);
      if (used > seats) return { seats, used };
      return insertOrder(tx, {
        ...base,
        kind: 'renewal',
        fromPlan: sub.plan,
        amount: chargeFor(target.price, settings.billing),
        periodStart: sub.paidUntil,
        periodEnd: periodEnd(sub.paidUntil, dayMs),
      });
    }
    if (target.name === sub.plan) {
      if (sub.paidUntil.getTime() > periodEnd(now, dayMs).getTime()) {
        throw conflict(i18nText('The next month is already paid.'));
      }
      return insertOrder(tx, {
        ...base,
        kind: 'renewal',
        fromPlan: null,
        amount: chargeFor(target.price, settings.billing),
        periodStart: sub.paidUntil,
        periodEnd: periodEnd(sub.paidUntil, dayMs),
      });
    }
    // A plan with fewer seats than the company uses (Enterprise's team, down to Pro) is refused, naming how many seats
    // to free: the owner chooses who leaves, on the team page; nothing is removed for it (decision 1097). The refusal
    // is audited with the counts, in the transaction that counted them under the company's lock.
    if (current && target.price < current.price) {
      const refused = await refuseForSeats(
        tx,
        { companyId, email: user.email, from: sub.plan, to: target.name },
        settings,
        now,
      );
      if (refused) return refused;
    }
    if (sub.paidUntil.getTime() <= now.getTime()) {
      throw conflict(
        i18nText('Pay the next month of your current plan first; then you can change the plan.'),
      );
    }
    if (!current || target.price <= current.price) {
      throw conflict(
        i18nText(
          'A cheaper plan cannot start during a paid period: schedule the switch for the end of the period on the Billing page.',
        ),
      );
    }
    const difference = proratedDifference({
      fromPrice: current.price,
      toPrice: target.price,
      now,
      paidUntil: sub.paidUntil,
      dayMs,
      starts: await periodStarts(tx, companyId),
    });
    const amount = chargeFor(difference, settings.billing);
    if (amount < BILLING_RULES.minimumAmount) {
      await changePlan(tx, sub, { companyId, planId: target.id, now });
      await refreshPriority(tx, priorityPlans(settings), companyId);
      await audit(tx, {
        action: 'billing.plan_changed',
        target: { type: 'company', id: companyId, label: user.email },
        changes: { plan: { before: sub.plan, after: target.name }, amount: { before: null, after: 0 } },
        at: now,
      });
      return null;
    }
    return insertOrder(tx, {
      ...base,
      kind: 'change',
      fromPlan: sub.plan,
      amount,
      periodStart: now,
      periodEnd: sub.paidUntil,
    });
  });
  if (result && 'used' in result) throw seatLimitError(target.display_name, result);
  if (!result) {
    return {
      order: null,
      paymentUrl: null,
      message: i18nFormat(
        'Your company is on the {plan} plan now; the rest of this period costs nothing more.',
        {
          plan: target.display_name,
        },
      ),
    };
  }
  return {
    order: toOrder(result, all, now),
    paymentUrl: urlFor(ctx.config, result, target.display_name, meta.ip),
    message: i18nText('Continue to the payment page.'),
  };
}

/** Decision 1097's refusal: the plan's seats, the seats used, how many to free. */
function seatLimitError(planName: string, counts: { seats: number; used: number }): HttpError {
  return new HttpError(
    409,
    i18nFormat(
      'The {plan} plan includes {seats, plural, one {# seat} other {# seats}} and your company uses {used} (members and open invitations). Remove {free, plural, one {# member or invitation} other {# members or invitations}} on the Company page before moving to {plan}; their records stay with the company.',
      { plan: planName, seats: counts.seats, used: counts.used, free: counts.used - counts.seats },
    ),
    ERROR_CODES.seatLimit,
  );
}

/**
 * A cheaper plan with fewer seats than the company uses (decision 1097): the counts when it is refused, audited with
 * them in the transaction that counted them under the company's lock; null when the team fits.
 */
async function refuseForSeats(
  tx: Db,
  change: { companyId: string; email: string; from: string; to: string },
  settings: Awaited<ReturnType<typeof getSettings>>,
  now: Date,
): Promise<{ seats: number; used: number } | null> {
  const seats = seatsOf(settings, change.to);
  const used = await seatsUsed(tx, change.companyId, now);
  if (used <= seats) return null;
  await audit(tx, {
    action: 'billing.downgrade_refused',
    target: { type: 'company', id: change.companyId, label: change.email },
    changes: { plan: { before: change.from, after: change.to }, seats: { before: used, after: seats } },
    at: now,
  });
  return { seats, used };
}

/** The plan a subscription is scheduled to move to (decision 1199), if any. */
function scheduledPlan(sub: OpenSubscription, all: Map<string, Plan>): Plan | undefined {
  if (sub.scheduledPlanId === null || !sub.scheduledAt) return undefined;
  return [...all.values()].find((p) => p.id === sub.scheduledPlanId);
}

/** The next month of the scheduled plan is paid: the change can no longer be taken back. */
const schedulePaid = (sub: OpenSubscription) =>
  Boolean(sub.scheduledAt && sub.paidUntil && sub.paidUntil.getTime() > sub.scheduledAt.getTime());

// ---- A cheaper plan from the end of the paid period (decision 1199) ----

/**
 * The owner schedules a cheaper paid plan for the end of the paid period (Stripe's subscription schedules, GitHub's
 * and Slack's downgrades): the renewal of the period is for that plan, at its price, and the billing job switches
 * the package at the boundary once that month is paid. Refused without a running paid period, in the grace days,
 * with the renewal stopped, for a plan that is not cheaper and paid, and while the team exceeds the plan's seats
 * (decision 1097's answer). Returns the plan and the day it starts.
 */
export async function scheduleDowngrade(
  ctx: AppContext,
  user: AuthUser,
  planName: string,
): Promise<{ plan: Plan; startsAt: Date }> {
  const companyId = user.company?.role === 'owner' ? user.company.id : null;
  if (!companyId) throw forbidden(i18nText('Only the company’s owner can pay for its package.'));
  if (!gatewayOn(ctx)) throw notConfigured();
  const all = await byName(ctx);
  const target = all.get(planName);
  if (!target) throw unprocessable(UNKNOWN_PLAN, { plan: [UNKNOWN_PLAN] });
  const settings = await getSettings(ctx);
  const now = ctx.clock.now();
  const result = await ctx.db.transaction(async (tx) => {
    await lockCompany(tx, companyId);
    const sub = await openSubscription(tx, companyId);
    if (!sub?.paidUntil) throw conflict(i18nText('Your package has no paid period to renew or change.'));
    if (sub.paidUntil.getTime() <= now.getTime()) {
      throw conflict(
        i18nText('Pay the next month of your current plan first; then you can change the plan.'),
      );
    }
    if (sub.renewalStoppedAt) {
      throw conflict(
        i18nText(
          'The renewal of your package is stopped: resume it first, then choose the plan that follows the period.',
        ),
      );
    }
    if (schedulePaid(sub)) {
      throw conflict(i18nText('The next month is already paid.'));
    }
    const current = all.get(sub.plan);
    if (!current || target.price <= 0 || target.price >= current.price) {
      throw conflict(i18nText('Only a cheaper paid plan can be scheduled for the end of the period.'));
    }
    const refused = await refuseForSeats(
      tx,
      { companyId, email: user.email, from: sub.plan, to: target.name },
      settings,
      now,
    );
    if (refused) return { refused, startsAt: null };
    await writeSchedule(tx, {
      sub: { ...sub, paidUntil: sub.paidUntil },
      to: target,
      before: scheduledPlan(sub, all)?.name ?? null,
      companyId,
      label: user.email,
      now,
    });
    return { refused: null, startsAt: sub.paidUntil };
  });
  if (result.refused) throw seatLimitError(target.display_name, result.refused);
  return { plan: target, startsAt: result.startsAt };
}

/**
 * Writes a scheduled switch to `to` at the end of the paid period, with its audit entry in the same transaction
 * (decisions 1199, 1220): the owner's scheduling, or a refund putting back the switch its payment dropped (`extra`
 * says which order and why).
 */
export async function writeSchedule(
  tx: Db,
  input: {
    sub: { id: string; plan: string; paidUntil: Date };
    to: { id: number; name: string };
    before: string | null;
    companyId: string;
    label: string;
    now: Date;
    extra?: Record<string, { before: string | null; after: string | null }>;
  },
): Promise<void> {
  const { sub, to } = input;
  await tx
    .update(subscriptions)
    .set({ scheduledPlanId: to.id, scheduledAt: sub.paidUntil })
    .where(eq(subscriptions.id, sub.id));
  await audit(tx, {
    action: 'billing.downgrade_scheduled',
    target: { type: 'company', id: input.companyId, label: input.label },
    changes: {
      plan: { before: sub.plan, after: to.name },
      scheduled_plan: { before: input.before, after: to.name },
      starts_at: { before: null, after: iso(sub.paidUntil) },
      ...input.extra,
    },
    at: input.now,
  });
}

/** The owner takes a scheduled change back: the package renews on its current plan. 409 when none is scheduled. */
export async function cancelDowngrade(ctx: AppContext, user: AuthUser): Promise<string> {
  const companyId = user.company?.role === 'owner' ? user.company.id : null;
  if (!companyId) throw forbidden(i18nText('Only the company’s owner can pay for its package.'));
  const all = await byName(ctx);
  const now = ctx.clock.now();
  return ctx.db.transaction(async (tx) => {
    await lockCompany(tx, companyId);
    const sub = await openSubscription(tx, companyId);
    const scheduled = sub ? scheduledPlan(sub, all) : undefined;
    if (!sub || !scheduled) throw conflict(i18nText('No change of plan is scheduled.'));
    if (schedulePaid(sub)) {
      throw conflict(
        i18nFormat(
          'The first month of the {plan} plan is already paid: the change can no longer be cancelled.',
          { plan: scheduled.display_name },
        ),
      );
    }
    await tx
      .update(subscriptions)
      .set({ scheduledPlanId: null, scheduledAt: null })
      .where(eq(subscriptions.id, sub.id));
    await audit(tx, {
      action: 'billing.downgrade_cancelled',
      target: { type: 'company', id: companyId, label: user.email },
      changes: {
        scheduled_plan: { before: scheduled.name, after: null },
        starts_at: { before: isoOrNull(sub.scheduledAt), after: null },
      },
      at: now,
    });
    return all.get(sub.plan)?.display_name ?? sub.plan;
  });
}

/**
 * The boundary of a scheduled change (decision 1199), under the company's lock: once the period it starts is paid, the
 * package moves to the cheaper plan (`billing.downgrade_applied`). If the team no longer fits the plan's seats,
 * nobody is removed: the schedule is dropped, the package stays on its plan — a month already paid at the cheaper
 * price buys its share of a month of the plan kept (decision 1144) — and the owner is told why by mail
 * (`billing.downgrade_not_applied`). An unpaid boundary (the grace days) waits for the payment.
 */
export async function settleDowngrade(
  ctx: Pick<AppContext, 'config'>,
  tx: Db,
  input: { companyId: string; settings: Settings; all: Map<string, Plan>; now: Date },
): Promise<'applied' | 'kept' | null> {
  const { companyId, settings, all, now } = input;
  const sub = await openSubscription(tx, companyId);
  const target = sub ? scheduledPlan(sub, all) : undefined;
  if (!sub?.paidUntil || !sub.scheduledAt || !target || sub.scheduledAt.getTime() > now.getTime())
    return null;
  const current = all.get(sub.plan);
  const paid = schedulePaid(sub);
  const seats = seatsOf(settings, target.name);
  const used = await seatsUsed(tx, companyId, now);
  const owner = await ownerOf(tx, companyId);
  if (used <= seats) {
    if (!paid) return null;
    await changePlan(tx, sub, { companyId, planId: target.id, now });
    await refreshPriority(tx, priorityPlans(settings), companyId);
    await audit(tx, {
      action: 'billing.downgrade_applied',
      target: { type: 'company', id: companyId, label: owner.company || owner.email },
      changes: {
        plan: { before: sub.plan, after: target.name },
        paid_until: { before: null, after: iso(sub.paidUntil) },
      },
      actor: null,
      at: now,
    });
    return 'applied';
  }
  let paidUntil = sub.paidUntil;
  if (paid && current && current.price > 0) {
    // The amount actually paid for the month after the boundary, not the plan's price today (decision 1155, as
    // decision 1096 does for MRR): a price changed since the order buys what was paid.
    const [bought] = await tx
      .select({ amount: billingOrders.amount })
      .from(billingOrders)
      .leftJoin(billingPayments, eq(billingPayments.orderId, billingOrders.id))
      .where(
        and(
          paidMonths(companyId),
          eq(billingOrders.periodStart, sub.scheduledAt),
          eq(billingOrders.periodEnd, sub.paidUntil),
        ),
      )
      .limit(1);
    const share = Math.min(
      1,
      (bought?.amount ?? chargeFor(target.price, settings.billing)) /
        chargeFor(current.price, settings.billing),
    );
    paidUntil = new Date(
      sub.scheduledAt.getTime() + Math.floor((sub.paidUntil.getTime() - sub.scheduledAt.getTime()) * share),
    );
  }
  await tx
    .update(subscriptions)
    .set({ scheduledPlanId: null, scheduledAt: null, paidUntil })
    .where(eq(subscriptions.id, sub.id));
  await audit(tx, {
    action: 'billing.downgrade_not_applied',
    target: { type: 'company', id: companyId, label: owner.company || owner.email },
    changes: {
      scheduled_plan: { before: target.name, after: null },
      seats: { before: used, after: seats },
      paid_until: { before: iso(sub.paidUntil), after: iso(paidUntil) },
    },
    actor: null,
    at: now,
  });
  await enqueueMail(
    tx,
    downgradeKeptMail(
      localeOf(owner.locale),
      owner.email,
      {
        name: owner.name,
        planName: current?.display_name ?? sub.plan,
        scheduledName: target.display_name,
        seats,
        used,
        paidUntil,
      },
      ctx.config.appUrl,
    ),
    now,
  );
  return 'kept';
}

/**
 * The company's paid, unrefunded orders for a month (a first month or a renewal; a change keeps the period it
 * changes), with billing_payments left-joined.
 */
const paidMonths = (companyId: string) =>
  and(
    eq(billingOrders.companyId, companyId),
    eq(billingOrders.status, 'paid'),
    sql`${billingOrders.kind} <> 'change'`,
    isNull(billingPayments.refundedAt),
  );

/**
 * Where each of the company's paid months really started, by the time it ends (decision 1039): the periods of its
 * paid, unrefunded orders for a month (a first month or a renewal; a change keeps the period it changes).
 */
async function periodStarts(db: Db, companyId: string): Promise<Map<number, Date>> {
  const rows = await db
    .select({ start: billingOrders.periodStart, end: billingOrders.periodEnd })
    .from(billingOrders)
    .leftJoin(billingPayments, eq(billingPayments.orderId, billingOrders.id))
    .where(paidMonths(companyId));
  const starts = new Map<number, Date>();
  for (const row of rows) if (row.start && row.end) starts.set(row.end.getTime(), row.start);
  return starts;
}

/**
 * Ends the running subscription and starts one on another plan with the same paid period (a change, or a refund that
 * gives the former plan back).
 */
export async function changePlan(
  tx: Db,
  sub: OpenSubscription,
  input: { companyId: string; planId: number; now: Date; userId?: string },
): Promise<void> {
  await tx.update(subscriptions).set({ endedAt: input.now }).where(eq(subscriptions.id, sub.id));
  await tx.insert(subscriptions).values({
    userId: input.userId ?? sub.userId,
    companyId: input.companyId,
    planId: input.planId,
    startedAt: input.now,
    paidUntil: sub.paidUntil,
    renewalStoppedAt: sub.renewalStoppedAt,
  });
}

// ---- The gateway's notification (IPN): the source of truth ----

async function record(
  db: Db,
  input: {
    source: 'ipn' | 'return';
    fields: Fields;
    valid: boolean;
    outcome: string;
    ip: string;
    orderId?: string | null;
    now: Date;
  },
): Promise<void> {
  // The routes are public: a request that matches no order may be anyone's, so only the gateway's own fields of it
  // are kept, and the pruning job deletes it after RETENTION.unmatchedNotificationMs (decision 1132).
  const matched = Boolean(input.orderId);
  await db.insert(billingNotifications).values({
    source: input.source,
    ref: input.fields.vnp_TxnRef?.slice(0, 100) ?? null,
    orderId: input.orderId ?? null,
    receivedAt: input.now,
    signatureValid: input.valid,
    outcome: input.outcome,
    ip: input.ip || null,
    fields: matched ? input.fields : gatewayFieldsOnly(input.fields),
  });
}

const GATEWAY_FIELDS = new Set(Object.keys(vnpayQuery.shape));
const gatewayFieldsOnly = (fields: Fields): Fields =>
  Object.fromEntries(Object.entries(fields).filter(([name]) => GATEWAY_FIELDS.has(name)));

const signedByGateway = (config: Config, fields: Fields) =>
  verifyVnpSignature(fields, config.vnpay!.hashSecret) && fields.vnp_TmnCode === config.vnpay!.tmnCode;

const paidAtGateway = (fields: Fields) =>
  fields.vnp_ResponseCode === '00' && fields.vnp_TransactionStatus === '00';

/**
 * Handles one IPN as VNPay's guide orders the checks: signature (97), order (01), amount (04), state (02); then a
 * paid order activates its package and a failed or cancelled one is closed (00). Every request is kept with its
 * fields and the answer given. A failure inside answers 99, which makes the gateway send it again later.
 */
export async function handleIpn(
  ctx: AppContext,
  query: Record<string, unknown>,
  ip: string,
  log: FastifyBaseLogger,
): Promise<IpnReply> {
  // Not a VNPay merchant here: nothing can be confirmed, in the only answer the gateway reads (decision 1206).
  if (!gatewayOn(ctx)) return IPN_REPLIES.unknownError;
  const fields = vnpFields(query);
  const now = ctx.clock.now();
  const valid = signedByGateway(ctx.config, fields);
  if (!valid) {
    log.warn({ ref: fields.vnp_TxnRef, ip }, 'billing: IPN refused, invalid signature');
    await record(ctx.db, {
      source: 'ipn',
      fields,
      valid,
      outcome: IPN_REPLIES.invalidSignature.RspCode,
      ip,
      now,
    });
    return IPN_REPLIES.invalidSignature;
  }
  const [order] = await ctx.db
    .select()
    .from(billingOrders)
    .where(eq(billingOrders.ref, fields.vnp_TxnRef ?? ''));
  if (!order) {
    log.warn({ ref: fields.vnp_TxnRef }, 'billing: IPN for an unknown order');
    await record(ctx.db, {
      source: 'ipn',
      fields,
      valid,
      outcome: IPN_REPLIES.orderNotFound.RspCode,
      ip,
      now,
    });
    return IPN_REPLIES.orderNotFound;
  }
  if (fields.vnp_Amount !== String(order.amount * 100)) {
    log.warn(
      { ref: order.ref, expected: order.amount * 100, received: fields.vnp_Amount },
      'billing: IPN refused, the amount differs from the order',
    );
    await ctx.db.transaction(async (tx) => {
      await record(tx, {
        source: 'ipn',
        fields,
        valid,
        outcome: IPN_REPLIES.invalidAmount.RspCode,
        ip,
        orderId: order.id,
        now,
      });
      await audit(tx, {
        action: 'billing.notification_refused',
        target: { type: 'company', id: order.companyId, label: order.ref },
        changes: { amount: { before: order.amount * 100, after: fields.vnp_Amount ?? null } },
        actor: null,
        at: now,
      });
    });
    return IPN_REPLIES.invalidAmount;
  }
  const settings = await getSettings(ctx);
  const all = await byName(ctx);
  try {
    const outcome = await ctx.db.transaction(async (tx) => {
      await lockCompany(tx, order.companyId);
      const paid = paidAtGateway(fields);
      const [flipped] = await tx
        .update(billingOrders)
        .set(
          paid
            ? { status: 'paid', paidAt: now }
            : {
                status: fields.vnp_ResponseCode === CUSTOMER_CANCELLED ? 'cancelled' : 'failed',
                closedAt: now,
              },
        )
        .where(and(eq(billingOrders.id, order.id), eq(billingOrders.status, 'pending')))
        .returning();
      if (!flipped) {
        await record(tx, {
          source: 'ipn',
          fields,
          valid,
          outcome: IPN_REPLIES.alreadyConfirmed.RspCode,
          ip,
          orderId: order.id,
          now,
        });
        return { reply: IPN_REPLIES.alreadyConfirmed, mails: false };
      }
      if (paid) await activate(ctx, tx, flipped, fields, { settings, all, now, log });
      else {
        await audit(tx, {
          action: 'billing.payment_failed',
          target: { type: 'company', id: order.companyId, label: order.ref },
          changes: {
            status: { before: 'pending', after: flipped.status },
            gateway_response: { before: null, after: fields.vnp_ResponseCode ?? null },
          },
          actor: null,
          at: now,
        });
      }
      await record(tx, {
        source: 'ipn',
        fields,
        valid,
        outcome: IPN_REPLIES.confirmed.RspCode,
        ip,
        orderId: order.id,
        now,
      });
      return { reply: IPN_REPLIES.confirmed, mails: paid };
    });
    if (outcome.mails) ctx.outbox.poke();
    return outcome.reply;
  } catch (error) {
    log.error({ err: error, ref: order.ref }, 'billing: IPN failed');
    await record(ctx.db, {
      source: 'ipn',
      fields,
      valid,
      outcome: IPN_REPLIES.unknownError.RspCode,
      ip,
      orderId: order.id,
      now,
    });
    return IPN_REPLIES.unknownError;
  }
}

type Owner = { id: string; email: string; name: string; locale: string; company: string };

async function ownerOf(tx: Db, companyId: string): Promise<Owner> {
  const [row] = await tx
    .select({
      id: users.id,
      email: users.email,
      name: users.name,
      locale: users.locale,
      company: companies.name,
    })
    .from(companies)
    .innerJoin(users, eq(users.id, companies.ownerId))
    .where(eq(companies.id, companyId));
  return row!;
}

/**
 * What a paid order buys, applied under the company's lock in the IPN's transaction (decision 801):
 * - new: the buyer becomes the owner of its company on the plan, paid one month from now; a company on Free moves to
 *   the plan the same way; a company already paid for (a second checkout paid) gets the month added instead;
 * - renewal: one month from the end of the current period (early or in the grace days alike), the renewal resumes;
 *   a package that has already ended starts again from now;
 * - change: the dearer plan until the current end.
 * Then the payment, an immutable receipt (mailed to the owner) and the audit entries.
 */
async function activate(
  ctx: AppContext,
  tx: Db,
  order: OrderRow,
  fields: Fields,
  env: { settings: Settings; all: Map<string, Plan>; now: Date; log: FastifyBaseLogger },
): Promise<void> {
  const { settings, all, now } = env;
  const dayMs = billingDayMs(ctx.config);
  const plan = all.get(order.plan);
  const sub = await openSubscription(tx, order.companyId);
  let start = now;
  let end = periodEnd(now, dayMs);
  let blocked = false;
  let movedFrom: string | null = null;
  let scheduledRenewal = false;
  let extended: string | null = null;
  const before = { plan: sub?.plan ?? null, paid_until: sub?.paidUntil?.toISOString() ?? null };

  const extend = async (running: OpenSubscription & { paidUntil: Date }, share = 1) => {
    start = running.paidUntil;
    end = periodEnd(start, dayMs);
    if (share < 1) end = new Date(start.getTime() + Math.floor((end.getTime() - start.getTime()) * share));
    await tx
      .update(subscriptions)
      .set({ paidUntil: end, renewalStoppedAt: null })
      .where(eq(subscriptions.id, running.id));
  };
  const startPaid = async (running: OpenSubscription | null) => {
    if (!plan) {
      blocked = true;
      return;
    }
    if (running) {
      await tx.update(subscriptions).set({ endedAt: now }).where(eq(subscriptions.id, running.id));
      await tx.insert(subscriptions).values({
        userId: order.userId,
        companyId: order.companyId,
        planId: plan.id,
        startedAt: now,
        paidUntil: end,
      });
      return;
    }
    const company = await becomeOwner(tx, { userId: order.userId, planId: plan.id, now, paidUntil: end });
    if (!company || company.id !== order.companyId) blocked = true;
    else {
      await audit(tx, {
        action: 'plan.upgraded',
        target: { type: 'user', id: order.userId, label: order.buyerEmail },
        changes: {
          role: { before: 'member', after: 'employer' },
          plan: { before: null, after: order.plan },
          company: { before: null, after: company.id },
        },
        actor: null,
        at: now,
      });
    }
  };
  const paidRunning = sub?.paidUntil ? (sub as OpenSubscription & { paidUntil: Date }) : null;

  // A paid upgrade starts a subscription without the schedule: the cheaper plan chosen before is dropped, and said so
  // in the audit log in the same transaction (decision 1155).
  const scheduleDropped = async (running: OpenSubscription) => {
    const dropped = scheduledPlan(running, all);
    if (!dropped) return;
    await audit(tx, {
      action: 'billing.downgrade_cancelled',
      target: { type: 'company', id: order.companyId, label: order.buyerEmail },
      changes: {
        scheduled_plan: { before: dropped.name, after: null },
        starts_at: { before: isoOrNull(running.scheduledAt), after: null },
        reason: { before: null, after: 'upgraded' },
        // The payment that dropped it: a refund of that payment gives the schedule back (decision 1220).
        order: { before: null, after: order.ref },
      },
      actor: null,
      at: now,
    });
  };

  if (order.kind === 'change') {
    if (paidRunning && paidRunning.paidUntil > now && plan) {
      end = paidRunning.paidUntil;
      await changePlan(tx, paidRunning, { companyId: order.companyId, planId: plan.id, now });
      await scheduleDropped(paidRunning);
      // The plan the payment really moved from (a change opened before another upgrade was paid starts from the
      // dearer plan already running): a refund gives that plan back, not the one the order was opened on (1220).
      if (paidRunning.plan !== order.fromPlan) movedFrom = paidRunning.plan;
    } else blocked = true;
  } else if (paidRunning) {
    const running = all.get(paidRunning.plan);
    const scheduled = scheduledPlan(paidRunning, all);
    if (
      plan &&
      scheduled?.id === plan.id &&
      order.kind === 'renewal' &&
      order.fromPlan === paidRunning.plan &&
      paidRunning.scheduledAt?.getTime() === paidRunning.paidUntil.getTime()
    ) {
      // The month after a scheduled change, at the cheaper plan's price: a whole month; the switch follows at the
      // boundary (at once when it has passed, in the grace days) (decision 1199).
      await extend(paidRunning);
      scheduledRenewal = true;
    } else if (plan && running && plan.price < running.price) {
      // A month of a cheaper plan, paid after a change to a dearer one (its order was opened before the change):
      // the money buys its share of a month of the plan running, not a whole month of it (decision 1144).
      await extend(paidRunning, Math.min(1, order.amount / chargeFor(running.price, settings.billing)));
      // The receipt mail says which plan the money extended, so that a month of a plan that does not run (a
      // cancelled switch's renewal paid afterwards, decision 1220) is not read as the switch.
      extended = running.display_name;
    } else {
      await extend(paidRunning);
      // A month of the running plan paid while a change is scheduled (an order opened before): the change follows
      // that month instead (decision 1199).
      if (plan && plan.id !== paidRunning.scheduledPlanId && paidRunning.scheduledAt) {
        await tx.update(subscriptions).set({ scheduledAt: end }).where(eq(subscriptions.id, paidRunning.id));
      }
    }
    // Two checkouts paid (Pro, then Enterprise from another tab): the month bought is the dearer plan's, so the
    // company moves to it at once instead of keeping the cheaper one (decision 1140).
    if (plan && running && plan.price > running.price) {
      await changePlan(
        tx,
        { ...paidRunning, paidUntil: end, renewalStoppedAt: null },
        { companyId: order.companyId, planId: plan.id, now },
      );
      await scheduleDropped(paidRunning);
      // What it moved from, so that a refund of this payment gives the cheaper plan back (decision 806).
      movedFrom = running.name;
    }
  } else if (!sub || sub.plan === 'free') {
    await startPaid(sub);
  } else {
    // A package without a paid period on a paid plan (taken before the gateway): the month starts now.
    start = now;
    end = periodEnd(now, dayMs);
    await tx
      .update(subscriptions)
      .set({ paidUntil: end, renewalStoppedAt: null })
      .where(eq(subscriptions.id, sub.id));
  }
  if (scheduledRenewal) {
    await settleDowngrade(ctx, tx, { companyId: order.companyId, settings, all, now });
  }
  await refreshPriority(tx, priorityPlans(settings), order.companyId);
  await tx
    .update(billingOrders)
    .set({ periodStart: start, periodEnd: end, ...(movedFrom ? { fromPlan: movedFrom } : {}) })
    .where(eq(billingOrders.id, order.id));

  const [payment] = await tx
    .insert(billingPayments)
    .values({
      orderId: order.id,
      companyId: order.companyId,
      amount: order.amount,
      transactionNo: fields.vnp_TransactionNo ?? '',
      bankCode: fields.vnp_BankCode ?? null,
      cardType: fields.vnp_CardType ?? null,
      payDate: fields.vnp_PayDate ?? null,
      fields,
      paidAt: now,
    })
    .returning({ id: billingPayments.id });
  const owner = await ownerOf(tx, order.companyId);
  const { vat, net } = vatOf(order.amount, order.vatPercent);
  const number = await nextReceiptNumber(tx, now);
  const receipt = {
    number,
    paymentId: payment!.id,
    orderId: order.id,
    companyId: order.companyId,
    // The company's name when it has one; a company not named yet has none on its receipt, never the owner's own
    // name given as a company's (decision 1158). The buyer is named beside it (the mail) and by `billedTo`.
    companyName: owner.company,
    billedTo: owner.email,
    plan: order.plan,
    planName: plan?.display_name ?? order.plan,
    kind: order.kind,
    periodStart: start,
    periodEnd: end,
    amount: order.amount,
    vatPercent: order.vatPercent,
    vatAmount: vat,
    netAmount: net,
    orderRef: order.ref,
    transactionNo: fields.vnp_TransactionNo ?? '',
    issuedAt: now,
  };
  await tx.insert(billingReceipts).values(receipt);
  const after = await openSubscription(tx, order.companyId);
  await audit(tx, {
    action: blocked ? 'billing.payment_unapplied' : 'billing.payment_received',
    target: { type: 'company', id: order.companyId, label: order.ref },
    changes: {
      receipt: { before: null, after: number },
      amount: { before: null, after: order.amount },
      plan: { before: before.plan, after: after?.plan ?? null },
      paid_until: { before: before.paid_until, after: after?.paidUntil?.toISOString() ?? null },
    },
    actor: null,
    at: now,
  });
  if (blocked) {
    // Paid, but nothing could take it (the buyer joined another company meanwhile): an admin refunds it.
    env.log.error({ ref: order.ref }, 'billing: a paid order could not be applied; refund it');
  }
  await enqueueMail(
    tx,
    receiptMail(
      localeOf(owner.locale),
      owner.email,
      { ...receipt, buyerName: owner.name, ...(extended ? { extendedPlanName: extended } : {}) },
      ctx.config.appUrl,
    ),
    now,
  );
}

/** The next receipt number of the year (Vietnam time): R2026-000001. One counter row a year, so no gaps. */
async function nextReceiptNumber(tx: Db, now: Date): Promise<string> {
  const year = new Date(now.getTime() + 7 * 3_600_000).getUTCFullYear();
  const [row] = await queryRows<{ last: number | string }>(
    tx,
    sql`insert into billing_receipt_counters (year, last) values (${year}, 1)
        on conflict (year) do update set last = billing_receipt_counters.last + 1
        returning last`,
  );
  return `R${year}-${String(Number(row!.last)).padStart(6, '0')}`;
}

// ---- The browser's return: shows the result, changes nothing ----

export type ReturnResult = { outcome: ReturnOutcome; message: Message; order: BillingOrder | null };

const RETURN_MESSAGES: Record<ReturnOutcome, Message> = {
  paid: i18nText('Payment received. Your package is active.'),
  pending: i18nText('Payment received. Waiting for the gateway’s confirmation…'),
  failed: i18nText('The payment did not go through. Your account has not changed.'),
  cancelled: i18nText('You cancelled the payment. Your account has not changed.'),
  invalid: i18nText(
    'This payment result could not be verified. Your account has not changed; if you paid, the package starts as soon as the gateway confirms it.',
  ),
};

/** Checks what the gateway appended to the return URL and says where the order stands; the IPN alone activates. */
export async function handleReturn(
  ctx: AppContext,
  query: Record<string, unknown>,
  ip: string,
): Promise<ReturnResult> {
  if (!gatewayOn(ctx)) throw notConfigured();
  const fields = vnpFields(query);
  const now = ctx.clock.now();
  const valid = signedByGateway(ctx.config, fields);
  const [order] = valid
    ? await ctx.db
        .select()
        .from(billingOrders)
        .where(eq(billingOrders.ref, fields.vnp_TxnRef ?? ''))
    : [];
  await record(ctx.db, {
    source: 'return',
    fields,
    valid,
    outcome: valid ? 'shown' : 'invalid',
    ip,
    orderId: order?.id ?? null,
    now,
  });
  if (!order) return { outcome: 'invalid', message: RETURN_MESSAGES.invalid, order: null };
  const all = await byName(ctx);
  const shown = toOrder(order, all, now);
  let outcome: ReturnOutcome;
  if (order.status === 'paid') outcome = 'paid';
  else if (order.status === 'failed') outcome = 'failed';
  else if (order.status === 'cancelled') outcome = 'cancelled';
  else if (paidAtGateway(fields)) outcome = 'pending';
  else outcome = fields.vnp_ResponseCode === CUSTOMER_CANCELLED ? 'cancelled' : 'failed';
  return { outcome, message: RETURN_MESSAGES[outcome], order: shown };
}

/** An order of the caller (its buyer, or its company's owner), for the return page to follow. */
export async function orderStatus(ctx: AppContext, user: AuthUser, ref: string): Promise<BillingOrder> {
  const ownerOfCompany = user.company?.role === 'owner' ? user.company.id : null;
  const [row] = await ctx.db
    .select({ order: billingOrders, refundedAt: billingPayments.refundedAt })
    .from(billingOrders)
    .leftJoin(billingPayments, eq(billingPayments.orderId, billingOrders.id))
    .where(
      and(
        eq(billingOrders.ref, ref),
        ownerOfCompany
          ? sql`(${billingOrders.userId} = ${user.id} or ${billingOrders.companyId} = ${ownerOfCompany})`
          : eq(billingOrders.userId, user.id),
      ),
    );
  if (!row) throw notFound(i18nText('This order does not exist.'));
  return toOrder(row.order, await byName(ctx), ctx.clock.now(), row.refundedAt);
}

// ---- The owner's billing page ----

function toReceipt(row: typeof billingReceipts.$inferSelect, refundedAt: Date | null): Receipt {
  return {
    number: row.number,
    issued_at: iso(row.issuedAt),
    company_name: row.companyName,
    billed_to: row.billedTo,
    plan: row.plan as Receipt['plan'],
    plan_name: row.planName,
    kind: row.kind,
    period_start: iso(row.periodStart),
    period_end: iso(row.periodEnd),
    amount: row.amount,
    vat_percent: row.vatPercent,
    vat_amount: row.vatAmount,
    net_amount: row.netAmount,
    order_ref: row.orderRef,
    transaction_no: row.transactionNo,
    refunded_at: isoOrNull(refundedAt),
  };
}

/** The package, its period, what can be bought now (with the amounts), the receipts and the latest orders. */
export async function overview(ctx: AppContext, user: AuthUser): Promise<BillingOverview> {
  const companyId = user.company?.role === 'owner' ? user.company.id : null;
  if (!companyId) throw forbidden(i18nText('Only the company’s owner can pay for its package.'));
  const all = await byName(ctx);
  const settings = await getSettings(ctx);
  const dayMs = billingDayMs(ctx.config);
  const now = ctx.clock.now();
  const sub = await openSubscription(ctx.db, companyId);
  const current = sub ? all.get(sub.plan) : undefined;
  let state: BillingOverview['state'] = 'none';
  if (sub && !sub.paidUntil) state = 'unlimited';
  else if (sub?.paidUntil) {
    if (sub.renewalStoppedAt) state = 'ending';
    else state = sub.paidUntil > now ? 'active' : 'grace';
  }
  const options: BillingOverview['options'] = [];
  const switches: BillingOverview['switches'] = [];
  const scheduled = sub ? scheduledPlan(sub, all) : undefined;
  if (gatewayOn(ctx) && sub && current) {
    const paid = [...all.values()].filter((p) => p.price > 0);
    if (!sub.paidUntil && sub.plan === 'free') {
      for (const p of paid) {
        options.push({
          kind: 'new',
          plan: p.name as 'standard',
          plan_name: p.display_name,
          amount: chargeFor(p.price, settings.billing),
        });
      }
    } else if (sub.paidUntil) {
      const starts = await periodStarts(ctx.db, companyId);
      if (sub.paidUntil.getTime() <= periodEnd(now, dayMs).getTime()) {
        // The renewal of a period followed by a scheduled cheaper plan is for that plan (decision 1199).
        // Only while it starts at this period's end, as the order and the reminders read it (decision 1220).
        const renewed =
          scheduled && sub.scheduledAt?.getTime() === sub.paidUntil.getTime() ? scheduled : current;
        options.push({
          kind: 'renewal',
          plan: renewed.name as 'standard',
          plan_name: renewed.display_name,
          amount: chargeFor(renewed.price, settings.billing),
        });
      }
      if (sub.paidUntil > now && !sub.renewalStoppedAt && !schedulePaid(sub)) {
        for (const p of paid.filter((q) => q.price < current.price && q.id !== scheduled?.id)) {
          switches.push({
            plan: p.name as 'standard',
            plan_name: p.display_name,
            amount: chargeFor(p.price, settings.billing),
            starts_at: iso(sub.paidUntil),
          });
        }
      }
      if (sub.paidUntil > now) {
        for (const p of paid.filter((q) => q.price > current.price)) {
          options.push({
            kind: 'change',
            plan: p.name as 'standard',
            plan_name: p.display_name,
            amount: chargeFor(
              proratedDifference({
                fromPrice: current.price,
                toPrice: p.price,
                now,
                paidUntil: sub.paidUntil,
                dayMs,
                starts,
              }),
              settings.billing,
            ),
          });
        }
      }
    }
  }
  const receipts = await ctx.db
    .select({ receipt: billingReceipts, refundedAt: billingPayments.refundedAt })
    .from(billingReceipts)
    .leftJoin(billingPayments, eq(billingPayments.id, billingReceipts.paymentId))
    .where(eq(billingReceipts.companyId, companyId))
    .orderBy(desc(billingReceipts.issuedAt), desc(billingReceipts.number));
  const orders = await ctx.db
    .select({ order: billingOrders, refundedAt: billingPayments.refundedAt })
    .from(billingOrders)
    .leftJoin(billingPayments, eq(billingPayments.orderId, billingOrders.id))
    .where(eq(billingOrders.companyId, companyId))
    .orderBy(desc(billingOrders.createdAt), desc(billingOrders.id))
    .limit(20);
  return {
    gateway: gatewayOn(ctx),
    plan: current
      ? { name: current.name as 'standard', display_name: current.display_name, price: current.price }
      : null,
    state,
    paid_until: isoOrNull(sub?.paidUntil),
    grace_until: sub?.paidUntil && !sub.renewalStoppedAt ? iso(graceEnd(sub.paidUntil, dayMs)) : null,
    options,
    switches,
    scheduled:
      scheduled && sub?.scheduledAt
        ? {
            plan: scheduled.name as 'standard',
            plan_name: scheduled.display_name,
            starts_at: iso(sub.scheduledAt),
            amount: chargeFor(scheduled.price, settings.billing),
          }
        : null,
    receipts: receipts.map((r) => toReceipt(r.receipt, r.refundedAt)),
    orders: orders.map((o) => toOrder(o.order, all, now, o.refundedAt)),
  };
}

// ---- Cancelling: the renewal stops, the package runs to the end of its paid period ----

/**
 * The owner cancels a package with a paid period still running (decision 321 as billing changed it): the renewal
 * stops and the package ends at `paid_until`, when the billing job runs the cancel. Null when there is no running
 * paid period (Free, a package without the gateway, or the grace days): the caller cancels at once, as before.
 */
export async function stopRenewal(ctx: AppContext, user: AuthUser): Promise<Date | null> {
  const companyId = user.company?.role === 'owner' ? user.company.id : null;
  if (!companyId) return null;
  const now = ctx.clock.now();
  const all = await byName(ctx);
  return ctx.db.transaction(async (tx) => {
    await lockCompany(tx, companyId);
    const sub = await openSubscription(tx, companyId);
    if (!sub?.paidUntil || sub.paidUntil.getTime() <= now.getTime()) return null;
    if (sub.renewalStoppedAt) throw conflict(i18nText('The renewal is already stopped.'));
    const scheduled = scheduledPlan(sub, all);
    // A scheduled cheaper plan goes with the renewal it was for, unless its month is already paid (decision 1199).
    const dropSchedule = sub.scheduledPlanId !== null && !schedulePaid(sub);
    await tx
      .update(subscriptions)
      .set({ renewalStoppedAt: now, ...(dropSchedule ? { scheduledPlanId: null, scheduledAt: null } : {}) })
      .where(eq(subscriptions.id, sub.id));
    if (dropSchedule) {
      await audit(tx, {
        action: 'billing.downgrade_cancelled',
        target: { type: 'company', id: companyId, label: user.email },
        changes: {
          scheduled_plan: { before: scheduled?.name ?? null, after: null },
          reason: { before: null, after: 'renewal_stopped' },
        },
        at: now,
      });
    }
    await audit(tx, {
      action: 'billing.renewal_stopped',
      target: { type: 'company', id: companyId, label: user.email },
      changes: {
        renewal: { before: 'on', after: 'off' },
        ends_at: { before: null, after: iso(sub.paidUntil) },
      },
      at: now,
    });
    return sub.paidUntil;
  });
}

/**
 * The owner takes a stopped renewal back before the paid period ends (decision 1038, as Stripe Billing's "don't
 * cancel"): the package renews as before — the reminders and the grace days come back — and nothing is charged now.
 * Returns the end of the paid period. 409 when the renewal is not stopped, or the period is over.
 */
export async function resumeRenewal(ctx: AppContext, user: AuthUser): Promise<Date> {
  const companyId = user.company?.role === 'owner' ? user.company.id : null;
  if (!companyId) throw forbidden(i18nText('Only the company’s owner can pay for its package.'));
  const now = ctx.clock.now();
  return ctx.db.transaction(async (tx) => {
    await lockCompany(tx, companyId);
    const sub = await openSubscription(tx, companyId);
    if (!sub?.paidUntil || !sub.renewalStoppedAt) {
      throw conflict(i18nText('The renewal of your package is not stopped.'));
    }
    if (sub.paidUntil.getTime() <= now.getTime()) {
      throw conflict(
        i18nText('The paid period is over: choose a plan on the billing page to buy a package again.'),
      );
    }
    await tx.update(subscriptions).set({ renewalStoppedAt: null }).where(eq(subscriptions.id, sub.id));
    await audit(tx, {
      action: 'billing.renewal_resumed',
      target: { type: 'company', id: companyId, label: user.email },
      changes: {
        renewal: { before: 'off', after: 'on' },
        paid_until: { before: null, after: iso(sub.paidUntil) },
      },
      at: now,
    });
    return sub.paidUntil;
  });
}

// ---- Endings shared by the billing job and refunds ----

/**
 * The company returns to Free now (decision 801): what `fallToFree` does, a mail to the owner saying what changed
 * and how to come back, a mail to each teammate who lost its place, and the audit entry. In the caller's transaction.
 */
export async function endPackage(
  ctx: Pick<AppContext, 'config' | 'db'>,
  tx: Db,
  input: {
    companyId: string;
    plan: string;
    settings: Settings;
    all: Map<string, Plan>;
    now: Date;
    reason: 'unpaid' | 'refunded';
  },
): Promise<{ removed: LeftMember[]; closedPostings: number }> {
  const { settings, all, now } = input;
  const free = all.get('free');
  if (!free) throw new HttpError(500, i18nText('The Free plan is missing.'));
  const result = await fallToFree(tx, {
    companyId: input.companyId,
    freePlanId: free.id,
    seats: seatsOf(settings, 'free'),
    keepPostings: settings.billing.free_published_postings,
    priorityPlans: priorityPlans(settings),
    now,
  });
  const owner = await ownerOf(tx, input.companyId);
  const planName = all.get(input.plan)?.display_name ?? input.plan;
  await audit(tx, {
    action: 'billing.package_ended',
    target: { type: 'company', id: input.companyId, label: owner.company || owner.email },
    changes: {
      plan: { before: input.plan, after: 'free' },
      reason: { before: null, after: input.reason },
      members_removed: { before: 0, after: result.removed.length },
      closed_postings: { before: 0, after: result.closedPostings },
    },
    ...(input.reason === 'unpaid' ? { actor: null } : {}),
    at: now,
  });
  await enqueueMail(
    tx,
    packageEndedMail(
      localeOf(owner.locale),
      owner.email,
      {
        name: owner.name,
        companyName: owner.company,
        planName,
        removed: result.removed.length,
        closed: result.closedPostings,
        reason: input.reason,
      },
      ctx.config.appUrl,
    ),
    now,
  );
  await mailLeftMembers(ctx, tx, result.removed, owner.company, now);
  return result;
}

/** The seats a plan gives (settings, decision 602); an unknown plan, one. */
export const seatsOf = (settings: Settings, plan: string) =>
  settings.plans.find((p) => p.name === plan)?.seats ?? 1;

/** Decision 601's mail to each teammate who lost its place because the company's plan has fewer seats now. */
export async function mailLeftMembers(
  ctx: Pick<AppContext, 'config'>,
  tx: Db,
  removed: LeftMember[],
  companyName: string,
  now: Date,
): Promise<void> {
  for (const member of removed) {
    await enqueueMail(
      tx,
      companyLeftMail(localeOf(member.locale), member.email, member.name, companyName, ctx.config.appUrl),
      now,
    );
  }
}

export { byName as plansByName, openSubscription, ownerOf, toOrder, effectiveStatus };
