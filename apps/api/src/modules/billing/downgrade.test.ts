import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { and, eq, isNull } from 'drizzle-orm';
import { auditLog, subscriptions } from '../../db/schema';
import type { Db } from '../../db/client';
import {
  DAY,
  login,
  ownerOrder,
  pay,
  paidEmployer,
  runningPackage,
  startBillingServer,
} from '../../../test/billing';
import type { FakeVnpay } from '../../../test/fake-vnpay';
import type { TestServer } from '../../../test/harness';
import { outboxTo } from '../../../test/helpers';
import { adminActor, companyIdOf } from '../../../test/recruitment';
import { teammate as joinTeam } from '../../../test/recruiters';
import type { Actor, MailReader } from '../../../test/recruitment';
import { downgradeRestoredMail, receiptMail } from '../../mail/billing-templates';
import { periodEnd } from './periods';

// Decision 1199: a cheaper plan scheduled for the end of the paid period — its renewal at the new price, the switch
// at the boundary, the seats counted again there, and what takes the schedule back.

const HOUR = 3_600_000;
let server: TestServer;
let vnpay: FakeVnpay;
let mail: MailReader;

beforeAll(async () => {
  ({ server, vnpay, mail } = await startBillingServer({ holdMail: true }));
});

afterAll(async () => {
  await server.stop();
  await vnpay.close();
});

const now = () => server.clock.now();
const advanceTo = (at: Date) => server.clock.advance(Math.max(0, at.getTime() - now().getTime()));
const round = () => server.billing.runOnce();

// The plan and paid end of the running package, as these tests compare them.
async function running(companyId: string) {
  const row = await runningPackage(server, companyId);
  return row && { plan: row.plan, paidUntil: row.paidUntil };
}

const auditOf = (companyId: string, action: string) =>
  server.ctx.db
    .select()
    .from(auditLog)
    .where(and(eq(auditLog.targetId, companyId), eq(auditLog.action, action)));

// A fresh session for each call: the clock moves past the sessions' end between the tests.
const as = async (actor: Actor) => login(server, actor.email);

const billing = async (owner: Actor) =>
  (await server.call('GET', '/api/billing', { token: await as(owner) })).body.billing as {
    state: string;
    paid_until: string;
    options: Array<{ kind: string; plan: string; amount: number }>;
    switches: Array<{ plan: string; plan_name: string; amount: number; starts_at: string }>;
    scheduled: { plan: string; plan_name: string; starts_at: string; amount: number } | null;
  };

const schedule = async (owner: Actor, plan = 'standard', locale?: string) =>
  server.call('POST', '/api/billing/downgrade', {
    token: await as(owner),
    body: { plan },
    ...(locale ? { headers: { 'accept-language': locale } } : {}),
  });

const unschedule = async (owner: Actor, locale?: string) =>
  server.call('DELETE', '/api/billing/downgrade', {
    token: await as(owner),
    ...(locale ? { headers: { 'accept-language': locale } } : {}),
  });

const invitationsOf = async (owner: Actor) => {
  const reply = await server.call('GET', '/api/company/team', { token: await as(owner) });
  return (reply.body.company as { invitations: Array<{ id: string }> }).invitations;
};

const invite = async (owner: Actor, email: string, locale?: string) =>
  server.call('POST', '/api/company/invitations', {
    token: await as(owner),
    body: { email, role: 'interviewer' },
    ...(locale ? { headers: { 'accept-language': locale } } : {}),
  });

/**
 * A team grown past the scheduled plan's seats some way the invitation check does not cover (decision 1155 refuses
 * invitations beyond them; an admin may still lower a plan's seats): the step runs with the schedule lifted.
 */
async function pastTheSeats<T>(companyId: string, step: () => Promise<T>): Promise<T> {
  const db = server.ctx.db as Db;
  const where = and(eq(subscriptions.companyId, companyId), isNull(subscriptions.endedAt));
  const [kept] = await db
    .select({ planId: subscriptions.scheduledPlanId, at: subscriptions.scheduledAt })
    .from(subscriptions)
    .where(where);
  await db.update(subscriptions).set({ scheduledPlanId: null }).where(where);
  try {
    return await step();
  } finally {
    await db.update(subscriptions).set({ scheduledPlanId: kept!.planId, scheduledAt: kept!.at }).where(where);
  }
}

async function enterprise(email: string) {
  const owner = await paidEmployer(server, vnpay, mail, email, 'premium');
  const companyId = await companyIdOf(server, owner.userId);
  return { owner, companyId, paidUntil: (await running(companyId))!.paidUntil! };
}

describe('scheduling Pro from the end of an Enterprise period', () => {
  it('offers it, renews at Pro’s price and switches when the paid month starts', async () => {
    const { owner, companyId, paidUntil } = await enterprise('switch@downgrade.test');
    const offered = await billing(owner);
    expect(offered.switches).toEqual([
      { plan: 'standard', plan_name: 'Pro', amount: 199_000, starts_at: paidUntil.toISOString() },
    ]);
    expect(offered.scheduled).toBeNull();

    const done = await schedule(owner);
    expect(done.status).toBe(200);
    expect(done.body.message).toMatch(/^Your company moves to the Pro plan on /);
    const vi = await schedule(owner, 'standard', 'vi');
    expect(vi.status).toBe(200);
    expect(vi.body.message).toMatch(/^Công ty của bạn chuyển sang gói Pro vào ngày /);
    const after = await billing(owner);
    expect(after.scheduled).toEqual({
      plan: 'standard',
      plan_name: 'Pro',
      starts_at: paidUntil.toISOString(),
      amount: 199_000,
    });
    expect(after.switches).toEqual([]);
    expect(after.options).toContainEqual({
      kind: 'renewal',
      plan: 'standard',
      plan_name: 'Pro',
      amount: 199_000,
    });
    const [entry] = await auditOf(companyId, 'billing.downgrade_scheduled');
    expect(entry!.changes).toMatchObject({
      plan: { before: 'premium', after: 'standard' },
      starts_at: { before: null, after: paidUntil.toISOString() },
    });

    // The reminder before the end asks for Pro's month at Pro's price.
    advanceTo(new Date(paidUntil.getTime() - 7 * DAY + HOUR));
    await round();
    const [reminder] = (await outboxTo(server, owner.email)).filter((m) => /package ends on/.test(m.subject));
    expect(reminder!.text).toContain('the next month is on the Pro plan');
    expect(reminder!.text).toContain('Pay the next month (199,000 VND)');

    // The renewal order is Pro's month after the boundary, at Pro's price.
    const order = await ownerOrder(server, await as(owner), 'standard');
    expect(order.status).toBe(200);
    expect(order.body.order).toMatchObject({
      kind: 'renewal',
      plan: 'standard',
      from_plan: 'premium',
      amount: 199_000,
      period_start: paidUntil.toISOString(),
      period_end: periodEnd(paidUntil).toISOString(),
    });
    await pay(server, vnpay, order.body.payment_url as string);
    // Paid ahead: Enterprise until the boundary, and the month after it is paid in full.
    expect(await running(companyId)).toEqual({ plan: 'premium', paidUntil: periodEnd(paidUntil) });
    const late = await unschedule(owner);
    expect(late.status).toBe(409);
    expect(late.body.message).toBe(
      'The first month of the Pro plan is already paid: the change can no longer be cancelled.',
    );

    advanceTo(new Date(paidUntil.getTime() + HOUR));
    await round();
    expect(await running(companyId)).toEqual({ plan: 'standard', paidUntil: periodEnd(paidUntil) });
    const [applied] = await auditOf(companyId, 'billing.downgrade_applied');
    expect(applied!.changes).toMatchObject({ plan: { before: 'premium', after: 'standard' } });
    const page = await billing(owner);
    expect(page.scheduled).toBeNull();
    expect(page.state).toBe('active');
  });

  it('refuses while the team exceeds Pro’s seats, with decision 1097’s answer in both languages', async () => {
    const { owner, companyId } = await enterprise('seats@downgrade.test');
    await joinTeam(server, owner, 'seats-recruiter@downgrade.test', 'recruiter', 'Teammate');
    const refused = await schedule(owner);
    expect(refused.status).toBe(409);
    expect(refused.body).toMatchObject({
      code: 'SEAT_LIMIT',
      message:
        'The Pro plan includes 1 seat and your company uses 2 (members and open invitations). Remove 1 member or invitation on the Company page before moving to Pro; their records stay with the company.',
    });
    const vi = await schedule(owner, 'standard', 'vi');
    expect(vi.body.message).toMatch(/^Gói Pro có 1 chỗ và công ty của bạn đang dùng 2/);
    expect((await billing(owner)).scheduled).toBeNull();
    expect(await auditOf(companyId, 'billing.downgrade_refused')).toHaveLength(2);
  });

  it('refuses a plan that is not cheaper, and the grace days', async () => {
    const { owner, paidUntil } = await enterprise('refusals@downgrade.test');
    const same = await schedule(owner, 'premium');
    expect(same.status).toBe(409);
    expect(same.body.message).toBe('Only a cheaper paid plan can be scheduled for the end of the period.');
    const free = await schedule(owner, 'free', 'vi');
    expect(free.status).toBe(409);
    expect(free.body.message).not.toBe(
      'Only a cheaper paid plan can be scheduled for the end of the period.',
    );
    advanceTo(new Date(paidUntil.getTime() + HOUR));
    const grace = await schedule(owner);
    expect(grace.status).toBe(409);
    expect(grace.body.message).toBe(
      'Pay the next month of your current plan first; then you can change the plan.',
    );
  });

  it('cancels a scheduled change: the renewal is the current plan’s again', async () => {
    const { owner, companyId } = await enterprise('cancel@downgrade.test');
    expect((await schedule(owner)).status).toBe(200);
    const cancelled = await unschedule(owner);
    expect(cancelled.status).toBe(200);
    expect(cancelled.body.message).toBe(
      'The scheduled change is cancelled: your package renews on the Enterprise plan.',
    );
    const page = await billing(owner);
    expect(page.scheduled).toBeNull();
    expect(page.options).toContainEqual(expect.objectContaining({ kind: 'renewal', plan: 'premium' }));
    expect(page.switches.map((s) => s.plan)).toEqual(['standard']);
    const [entry] = await auditOf(companyId, 'billing.downgrade_cancelled');
    expect(entry!.changes).toMatchObject({ scheduled_plan: { before: 'standard', after: null } });
    const again = await unschedule(owner, 'vi');
    expect(again.status).toBe(409);
    expect(again.body.message).not.toBe('No change of plan is scheduled.');
  });

  it('keeps Enterprise at the boundary when the team grew past Pro’s seats, and tells the owner why', async () => {
    const { owner, companyId, paidUntil } = await enterprise('grew@downgrade.test');
    expect((await schedule(owner)).status).toBe(200);
    const order = await ownerOrder(server, await as(owner), 'standard');
    await pay(server, vnpay, order.body.payment_url as string);
    const recruiter = await pastTheSeats(companyId, () =>
      joinTeam(server, owner, 'grew-recruiter@downgrade.test', 'recruiter', 'Teammate'),
    );

    advanceTo(new Date(paidUntil.getTime() + HOUR));
    await round();
    const kept = await running(companyId);
    expect(kept!.plan).toBe('premium');
    // The month paid at Pro's price buys its share of an Enterprise month (decision 1144).
    const month = periodEnd(paidUntil).getTime() - paidUntil.getTime();
    expect(kept!.paidUntil).toEqual(new Date(paidUntil.getTime() + Math.floor((month * 199_000) / 499_000)));
    // Nobody removed.
    const profile = await server.call('GET', '/api/auth/profile', { token: await as(recruiter) });
    expect(profile.body.user).toMatchObject({ role: 'employer', company: { plan: 'premium' } });
    const [told] = (await outboxTo(server, owner.email)).filter((m) =>
      /stays on the Enterprise plan/.test(m.subject),
    );
    expect(told!.text).toContain(
      'The Pro plan you scheduled did not start: it includes 1 seat and your company now uses 2',
    );
    expect(told!.text).toContain('Nobody was removed.');
    const [entry] = await auditOf(companyId, 'billing.downgrade_not_applied');
    expect(entry!.changes).toMatchObject({ seats: { before: 2, after: 1 } });
    expect((await billing(owner)).scheduled).toBeNull();
    // Once only.
    await round();
    expect(await auditOf(companyId, 'billing.downgrade_not_applied')).toHaveLength(1);
  });

  it('mails the owner in its language when the change is kept, and offers the current renewal again', async () => {
    const { owner, companyId, paidUntil } = await enterprise('grew-vi@downgrade.test');
    await server.call('PATCH', '/api/account/locale', {
      token: await as(owner),
      body: { locale: 'vi' },
    });
    expect((await schedule(owner)).status).toBe(200);
    // An invitation sent on the last day (open invitations expire, so it is sent close to the boundary).
    advanceTo(new Date(paidUntil.getTime() - HOUR));
    const invited = await pastTheSeats(companyId, () => invite(owner, 'grew-vi-invited@downgrade.test'));
    expect(invited.status).toBe(201);
    // Unpaid boundary: nothing paid at Pro's price, the renewal is Enterprise's again.
    advanceTo(new Date(paidUntil.getTime() + HOUR));
    await round();
    expect(await running(companyId)).toEqual({ plan: 'premium', paidUntil });
    const page = await billing(owner);
    expect(page.scheduled).toBeNull();
    expect(page.options).toContainEqual(expect.objectContaining({ kind: 'renewal', plan: 'premium' }));
    const subjects = (await outboxTo(server, owner.email)).map((m) => m.subject);
    expect(subjects).toContain('Công ty của bạn tiếp tục dùng gói Enterprise');
  });

  it('is cleared by stopping the renewal and by a paid upgrade', async () => {
    const stopper = await enterprise('stop@downgrade.test');
    expect((await schedule(stopper.owner)).status).toBe(200);
    const stop = await server.call('POST', '/api/auth/users/downgrade-to-member', {
      token: await as(stopper.owner),
    });
    expect(stop.status).toBe(200);
    expect((await billing(stopper.owner)).scheduled).toBeNull();
    const [cleared] = await auditOf(stopper.companyId, 'billing.downgrade_cancelled');
    expect(cleared!.changes).toMatchObject({ reason: { before: null, after: 'renewal_stopped' } });

    // An upgrade to Enterprise opened on Pro in another tab and paid after the owner scheduled Pro again: the company
    // is on the plan just bought, and the schedule is gone.
    const pro = await paidEmployer(server, vnpay, mail, 'upgrade@downgrade.test', 'standard');
    const companyId = await companyIdOf(server, pro.userId);
    const first = await ownerOrder(server, await as(pro), 'premium');
    const second = await ownerOrder(server, await as(pro), 'premium');
    await pay(server, vnpay, first.body.payment_url as string);
    expect((await running(companyId))!.plan).toBe('premium');
    expect((await schedule(pro)).status).toBe(200);
    await pay(server, vnpay, second.body.payment_url as string);
    expect((await running(companyId))!.plan).toBe('premium');
    expect((await billing(pro)).scheduled).toBeNull();
    // Said in the audit log (decision 1155).
    const [upgraded] = await auditOf(companyId, 'billing.downgrade_cancelled');
    expect(upgraded!.changes).toMatchObject({
      scheduled_plan: { before: 'standard', after: null },
      reason: { before: null, after: 'upgraded' },
    });
  });
  it('is unpaid again when its month is refunded before the boundary (decision 806)', async () => {
    const { owner, companyId, paidUntil } = await enterprise('refund@downgrade.test');
    expect((await schedule(owner)).status).toBe(200);
    const order = await ownerOrder(server, await as(owner), 'standard');
    await pay(server, vnpay, order.body.payment_url as string);
    expect(await running(companyId)).toEqual({ plan: 'premium', paidUntil: periodEnd(paidUntil) });
    const admin = await adminActor(server);
    const list = await server.call('GET', '/api/admin/payments?q=refund@downgrade.test&status=paid', {
      token: admin.token,
    });
    const payments = list.body.payments as Array<{ id: string; kind: string }>;
    const renewal = payments.find((p) => p.kind === 'renewal')!;
    const refunded = await server.call('POST', `/api/admin/payments/${renewal.id}/refund`, {
      token: admin.token,
      body: { note: 'Refunded in the VNPay merchant portal' },
    });
    expect(refunded.status).toBe(200);
    // Enterprise until the boundary, Pro still scheduled, its month to pay again; it can be cancelled again.
    expect(await running(companyId)).toEqual({ plan: 'premium', paidUntil });
    const page = await billing(owner);
    expect(page.scheduled).toMatchObject({ plan: 'standard', starts_at: paidUntil.toISOString() });
    expect(page.options).toContainEqual(expect.objectContaining({ kind: 'renewal', plan: 'standard' }));
    expect((await unschedule(owner)).status).toBe(200);
  });
  it('follows a month of the current plan paid meanwhile: the change starts after it', async () => {
    const { owner, companyId, paidUntil } = await enterprise('after@downgrade.test');
    // An order for Enterprise's next month opened before the change was scheduled, paid after.
    const order = await ownerOrder(server, await as(owner), 'premium');
    expect((await schedule(owner)).status).toBe(200);
    await pay(server, vnpay, order.body.payment_url as string);
    expect(await running(companyId)).toEqual({ plan: 'premium', paidUntil: periodEnd(paidUntil) });
    expect((await billing(owner)).scheduled).toMatchObject({
      plan: 'standard',
      starts_at: periodEnd(paidUntil).toISOString(),
    });
    advanceTo(new Date(paidUntil.getTime() + HOUR));
    await round();
    expect((await running(companyId))!.plan).toBe('premium');
  });
});

describe('what a scheduled change holds until the boundary (decision 1155)', () => {
  it('refuses an invitation beyond the scheduled plan’s seats in both languages, until the switch is cancelled', async () => {
    const { owner, companyId } = await enterprise('reserve@downgrade.test');
    expect((await invite(owner, 'reserve-before@downgrade.test')).status).toBe(201);
    expect(
      (
        await server.call('DELETE', `/api/company/invitations/${(await invitationsOf(owner))[0]!.id}`, {
          token: await as(owner),
        })
      ).status,
    ).toBeLessThan(300);
    expect((await schedule(owner)).status).toBe(200);
    const refused = await invite(owner, 'reserve-after@downgrade.test');
    expect(refused.status).toBe(409);
    expect(refused.body).toMatchObject({
      code: 'SEAT_LIMIT',
      message:
        'A switch to the Pro plan is scheduled for the end of the paid period, and Pro includes 1 seat: your company already uses 1 (members and open invitations). Cancel the switch on the Billing page to invite more people, or remove a member or an invitation first.',
    });
    const vi = await invite(owner, 'reserve-after@downgrade.test', 'vi');
    expect(vi.status).toBe(409);
    expect(vi.body.message).toMatch(/^Công ty đã hẹn chuyển sang gói Pro vào cuối kỳ đã thanh toán/);
    expect(await invitationsOf(owner)).toEqual([]);
    // Resending an expired invitation takes a seat again: held the same way.
    const { owner: other } = await enterprise('reserve-resend@downgrade.test');
    expect((await invite(other, 'reserve-expired@downgrade.test')).status).toBe(201);
    const [expiring] = await invitationsOf(other);
    advanceTo(new Date(now().getTime() + 8 * DAY));
    expect((await schedule(other)).status).toBe(200);
    const resent = await server.call('POST', `/api/company/invitations/${expiring!.id}/resend`, {
      token: await as(other),
    });
    expect(resent.status).toBe(409);
    expect(resent.body.message).toMatch(/^A switch to the Pro plan is scheduled/);
    // Cancelled: Enterprise's seats again.
    expect((await unschedule(owner)).status).toBe(200);
    expect((await invite(owner, 'reserve-after@downgrade.test')).status).toBe(201);
    expect((await running(companyId))!.plan).toBe('premium');
  });

  it('names the scheduled plan beside its amount in the grace mail, in both languages', async () => {
    for (const [email, locale] of [
      ['grace-en@downgrade.test', 'en'],
      ['grace-vi@downgrade.test', 'vi'],
    ] as const) {
      const { owner, paidUntil } = await enterprise(email);
      if (locale === 'vi')
        await server.call('PATCH', '/api/account/locale', { token: await as(owner), body: { locale } });
      expect((await schedule(owner)).status).toBe(200);
      advanceTo(new Date(paidUntil.getTime() + HOUR));
      await round();
      const [grace] = (await outboxTo(server, owner.email)).filter((m) =>
        locale === 'en' ? /is unpaid: it ends on/.test(m.subject) : /chưa được thanh toán/.test(m.subject),
      );
      expect(grace).toBeDefined();
      if (locale === 'en') {
        expect(grace!.text).toContain('As you scheduled, the next month is on the Pro plan.');
        expect(grace!.text).toContain('Pay the next month (199,000 VND)');
      } else {
        expect(grace!.text).toContain('Theo lịch bạn đã chọn, tháng tiếp theo dùng gói Pro.');
        expect(grace!.text).toContain('199.000');
      }
    }
  });

  it('keeps the current plan for the share the paid order bought, not the plans’ prices today', async () => {
    const { owner, companyId, paidUntil } = await enterprise('share@downgrade.test');
    expect((await schedule(owner)).status).toBe(200);
    const order = await ownerOrder(server, await as(owner), 'standard');
    expect(order.body.order).toMatchObject({ amount: 199_000 });
    await pay(server, vnpay, order.body.payment_url as string);
    await pastTheSeats(companyId, () =>
      joinTeam(server, owner, 'share-recruiter@downgrade.test', 'recruiter', 'T'),
    );
    // The prices change after the payment: VAT is now added at the gateway (Pro 218,900, Enterprise 548,900).
    // A fresh admin session each time: the clock moves past a session's end.
    const setVat = async (included: boolean) =>
      server.call('PATCH', '/api/admin/settings', {
        token: (await adminActor(server)).token,
        body: { billing: { vat_percent: 10, prices_include_vat: included, free_published_postings: null } },
      });
    expect((await setVat(false)).status).toBe(200);
    try {
      advanceTo(new Date(paidUntil.getTime() + HOUR));
      await round();
      const kept = await running(companyId);
      expect(kept!.plan).toBe('premium');
      const month = periodEnd(paidUntil).getTime() - paidUntil.getTime();
      // 199,000 paid of an Enterprise month at 548,900 (today's prices would give 218,900 of it).
      expect(kept!.paidUntil).toEqual(
        new Date(paidUntil.getTime() + Math.floor((month * 199_000) / 548_900)),
      );
    } finally {
      expect((await setVat(true)).status).toBe(200);
    }
  });
});

describe('the team page and refunds around a scheduled change (decisions 1219, 1220)', () => {
  const teamOf = async (owner: Actor) =>
    (await server.call('GET', '/api/company/team', { token: await as(owner) })).body.company as {
      scheduled_switch: unknown;
    };

  const refund = async (email: string, pick: (p: { kind: string; ref: string }) => boolean) => {
    const admin = await adminActor(server);
    const list = await server.call('GET', `/api/admin/payments?q=${email}&status=paid`, {
      token: admin.token,
    });
    const [payment] = (list.body.payments as Array<{ id: string; kind: string; ref: string }>).filter(pick);
    const reply = await server.call('POST', `/api/admin/payments/${payment!.id}/refund`, {
      token: admin.token,
      body: { note: 'Refunded in the VNPay merchant portal' },
    });
    expect(reply.status).toBe(200);
  };

  it('tells the team page which seats a scheduled switch holds, and whether it can still be cancelled', async () => {
    const { owner, paidUntil } = await enterprise('team-page@downgrade.test');
    expect((await teamOf(owner)).scheduled_switch).toBeNull();
    expect((await schedule(owner)).status).toBe(200);
    expect((await teamOf(owner)).scheduled_switch).toEqual({
      plan: 'standard',
      display_name: 'Pro',
      seats: 1,
      starts_at: paidUntil.toISOString(),
      cancellable: true,
      awaiting_payment: false,
    });
    expect((await unschedule(owner)).status).toBe(200);
    expect((await teamOf(owner)).scheduled_switch).toBeNull();
    expect((await schedule(owner)).status).toBe(200);
    const order = await ownerOrder(server, await as(owner), 'standard');
    await pay(server, vnpay, order.body.payment_url as string);
    expect((await teamOf(owner)).scheduled_switch).toMatchObject({ plan: 'standard', cancellable: false });
  });

  it('says in the grace days that the switch waits for its month to be paid', async () => {
    const { owner, paidUntil } = await enterprise('team-grace@downgrade.test');
    expect((await schedule(owner)).status).toBe(200);
    advanceTo(new Date(paidUntil.getTime() + HOUR));
    await round();
    expect((await teamOf(owner)).scheduled_switch).toMatchObject({
      plan: 'standard',
      starts_at: paidUntil.toISOString(),
      awaiting_payment: true,
    });
    // Paid in the grace days: the switch happens, and the page no longer shows it.
    const order = await ownerOrder(server, await as(owner), 'standard');
    await pay(server, vnpay, order.body.payment_url as string);
    expect((await teamOf(owner)).scheduled_switch).toBeNull();
  });

  it('brings the switch back to the end of the period when the month paid meanwhile is refunded', async () => {
    const email = 'refund-meanwhile@downgrade.test';
    const { owner, companyId, paidUntil } = await enterprise(email);
    // An Enterprise month opened before the switch was scheduled and paid after: the switch follows it.
    const order = await ownerOrder(server, await as(owner), 'premium');
    expect((await schedule(owner)).status).toBe(200);
    await pay(server, vnpay, order.body.payment_url as string);
    expect((await billing(owner)).scheduled).toMatchObject({ starts_at: periodEnd(paidUntil).toISOString() });

    await refund(email, (p) => p.kind === 'renewal');
    expect(await running(companyId)).toEqual({ plan: 'premium', paidUntil });
    // The switch starts where the paid period ends again: the page, the order and the reminder all ask for Pro.
    const page = await billing(owner);
    expect(page.scheduled).toMatchObject({ plan: 'standard', starts_at: paidUntil.toISOString() });
    expect(page.options).toContainEqual({
      kind: 'renewal',
      plan: 'standard',
      plan_name: 'Pro',
      amount: 199_000,
    });
    const renewal = await ownerOrder(server, await as(owner), 'standard');
    expect(renewal.status).toBe(200);
    expect(renewal.body.order).toMatchObject({ kind: 'renewal', plan: 'standard', amount: 199_000 });
    advanceTo(new Date(paidUntil.getTime() - 7 * DAY + HOUR));
    await round();
    const [reminder] = (await outboxTo(server, owner.email)).filter((m) => /package ends on/.test(m.subject));
    expect(reminder!.text).toContain('the next month is on the Pro plan');
    expect(reminder!.text).toContain('Pay the next month (199,000 VND)');
    const [entry] = await auditOf(companyId, 'billing.refund_marked');
    expect(entry!.changes).toMatchObject({
      scheduled_at: { before: periodEnd(paidUntil).toISOString(), after: paidUntil.toISOString() },
    });
  });

  it('schedules the switch again when the upgrade that dropped it is refunded, and tells the owner', async () => {
    const email = 'refund-upgrade@downgrade.test';
    const pro = await paidEmployer(server, vnpay, mail, email, 'standard');
    const companyId = await companyIdOf(server, pro.userId);
    const paidUntil = (await running(companyId))!.paidUntil!;
    // Two upgrades opened on Pro; the second is paid after the owner, on Enterprise, scheduled Pro again.
    const first = await ownerOrder(server, await as(pro), 'premium');
    const second = await ownerOrder(server, await as(pro), 'premium');
    await pay(server, vnpay, first.body.payment_url as string);
    expect((await schedule(pro)).status).toBe(200);
    await pay(server, vnpay, second.body.payment_url as string);
    expect((await billing(pro)).scheduled).toBeNull();

    // Refunding the second payment takes back what it did: it dropped the switch; the first one bought Enterprise.
    await refund(email, (p) => p.ref === (second.body.order as { ref: string }).ref);
    expect(await running(companyId)).toEqual({ plan: 'premium', paidUntil });
    const page = await billing(pro);
    expect(page.scheduled).toMatchObject({ plan: 'standard', starts_at: paidUntil.toISOString() });
    expect(page.options).toContainEqual(expect.objectContaining({ kind: 'renewal', plan: 'standard' }));
    expect((await teamOf(pro)).scheduled_switch).toMatchObject({ plan: 'standard', seats: 1 });
    const restored = (await auditOf(companyId, 'billing.downgrade_scheduled')).find(
      (e) => (e.changes as Record<string, { after: unknown }>).reason?.after === 'refunded',
    );
    expect(restored!.changes).toMatchObject({
      scheduled_plan: { before: null, after: 'standard' },
      starts_at: { before: null, after: paidUntil.toISOString() },
    });
    const [told] = (await outboxTo(server, pro.email)).filter((m) =>
      /switch to the Pro plan is scheduled again/.test(m.subject),
    );
    expect(told!.text).toContain('your company stays on the Enterprise plan until');
    expect(told!.text).toContain('The next month’s payment is for the Pro plan (199,000 VND).');

    // Refunding the first upgrade gives Pro back now: the switch to Pro has nothing left to do, and is dropped, said.
    await refund(email, (p) => p.ref === (first.body.order as { ref: string }).ref);
    expect(await running(companyId)).toEqual({ plan: 'standard', paidUntil });
    expect((await billing(pro)).scheduled).toBeNull();
    const dropped = (await auditOf(companyId, 'billing.downgrade_cancelled')).find(
      (e) => (e.changes as Record<string, { after: unknown }>).reason?.after === 'refunded',
    );
    expect(dropped!.changes).toMatchObject({ scheduled_plan: { before: 'standard', after: null } });
  });

  it('renews the plan kept once the switch is cancelled after its order was opened; that order paid late does not switch', async () => {
    const { owner, companyId, paidUntil } = await enterprise('stale@downgrade.test');
    expect((await schedule(owner)).status).toBe(200);
    const stale = await ownerOrder(server, await as(owner), 'standard');
    expect(stale.body.order).toMatchObject({ kind: 'renewal', plan: 'standard' });
    expect((await unschedule(owner)).status).toBe(200);
    const page = await billing(owner);
    expect(page.options).toContainEqual({
      kind: 'renewal',
      plan: 'premium',
      plan_name: 'Enterprise',
      amount: 499_000,
    });
    expect(page.options.find((o) => o.plan === 'standard')).toBeUndefined();

    // Paid at the gateway afterwards: the money buys its share of an Enterprise month (decision 1144); the
    // receipt says the company stays on Enterprise.
    await pay(server, vnpay, stale.body.payment_url as string);
    const month = periodEnd(paidUntil).getTime() - paidUntil.getTime();
    const extended = new Date(paidUntil.getTime() + Math.floor((month * 199_000) / 499_000));
    expect(await running(companyId)).toEqual({ plan: 'premium', paidUntil: extended });
    const [receipt] = (await outboxTo(server, owner.email)).filter((m) =>
      /Pro plan, 199,000/.test(m.subject),
    );
    expect(receipt!.text).toContain(
      'Your company stays on the Enterprise plan: this payment for the Pro plan extends it until',
    );

    // The reminder asks for Enterprise's month; nothing switches at the end.
    advanceTo(new Date(extended.getTime() - 7 * DAY + HOUR));
    await round();
    const [reminder] = (await outboxTo(server, owner.email)).filter((m) => /package ends on/.test(m.subject));
    expect(reminder!.text).not.toContain('the next month is on the Pro plan');
    expect(reminder!.text).toContain('Pay the next month (499,000 VND)');
    advanceTo(new Date(paidUntil.getTime() + HOUR));
    await round();
    expect((await running(companyId))!.plan).toBe('premium');
  });
});

describe('the mails of decision 1220, in Vietnamese', () => {
  it('says the switch is scheduled again, and which plan a late cheaper month extended', () => {
    const restored = downgradeRestoredMail(
      'vi',
      'owner@downgrade.test',
      {
        name: 'Chủ',
        orderRef: 'DT261128ABCDEFGHJK',
        planName: 'Enterprise',
        scheduledName: 'Pro',
        startsAt: new Date('2026-12-28T03:00:00.000Z'),
        amount: 199_000,
      },
      'https://dottrip.example',
    );
    expect(restored.subject).toBe('Việc chuyển sang gói Pro đã được hẹn lại');
    expect(restored.text).toContain('Khoản thanh toán tháng tiếp theo là cho gói Pro (199.000 VND).');
    const receipt = receiptMail(
      'vi',
      'owner@downgrade.test',
      {
        number: 'R2026-000001',
        issuedAt: new Date('2026-11-28T03:00:00.000Z'),
        companyName: 'FPT',
        buyerName: 'Chủ',
        billedTo: 'owner@downgrade.test',
        planName: 'Pro',
        kind: 'renewal',
        periodStart: new Date('2026-12-28T03:00:00.000Z'),
        periodEnd: new Date('2027-01-09T03:00:00.000Z'),
        amount: 199_000,
        vatPercent: 10,
        vatAmount: 18_091,
        netAmount: 180_909,
        orderRef: 'DT261128ABCDEFGHJK',
        transactionNo: '1',
        extendedPlanName: 'Enterprise',
      },
      'https://dottrip.example',
    );
    expect(receipt.text).toContain(
      'Công ty của bạn tiếp tục dùng gói Enterprise: khoản thanh toán cho gói Pro này',
    );
  });
});
