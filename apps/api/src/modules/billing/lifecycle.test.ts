import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { and, eq } from 'drizzle-orm';
import { auditLog, billingReceipts, jobs } from '../../db/schema';
import { auditActions } from '../../../test/admin';
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
import { adminActor, companyIdOf, publishJob, sampleJob } from '../../../test/recruitment';
import { teammate as joinTeam } from '../../../test/recruiters';
import type { Actor, MailReader } from '../../../test/recruitment';
import { runBillingRound } from './job';
import { periodEnd, periodStartBefore } from './periods';

// Issue 19, decisions 801–806: paid periods with a controlled clock — renewal mails, early renewal, grace, the end
// of a package, cancelling at the end of the period, a plan change mid-period, refunds, the admins' payments.

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

const running = (companyId: string) => runningPackage(server, companyId);

const auditOf = (companyId: string, action: string) =>
  server.ctx.db
    .select()
    .from(auditLog)
    .where(and(eq(auditLog.targetId, companyId), eq(auditLog.action, action)));

const mailsTo = async (email: string, subject: RegExp) =>
  (await outboxTo(server, email)).filter((m) => subject.test(m.subject));

const publish = (owner: Actor, title: string) => publishJob(server, owner, { title });

const teammate = (owner: Actor, email: string) => joinTeam(server, owner, email, 'recruiter', 'Teammate');

describe('renewal mails and early renewal', () => {
  it('mails the owner 7 and 1 day before the end, once each, even when two rounds run at once', async () => {
    const owner = await paidEmployer(server, vnpay, mail, 'reminded@periods.test');
    const companyId = await companyIdOf(server, owner.userId);
    const paidUntil = (await running(companyId))!.paidUntil!;
    expect(paidUntil).toEqual(periodEnd(now()));
    const reminders = () => mailsTo(owner.email, /package ends on/);

    advanceTo(new Date(paidUntil.getTime() - 8 * DAY));
    await round();
    expect(await reminders()).toHaveLength(0);

    advanceTo(new Date(paidUntil.getTime() - 7 * DAY + HOUR));
    // Two instances' rounds at the same moment: the reminder's row lets one through.
    await Promise.all([round(), round(), server.billing.runOnce()]);
    await runBillingRound({
      db: server.ctx.db,
      clock: server.clock,
      config: server.ctx.config,
      logger: server.app.log,
    });
    expect(await reminders()).toHaveLength(1);
    const [first] = await reminders();
    expect(first!.text).toContain('Pay the next month (199,000 VND)');
    expect(first!.text).toContain('/dashboard/billing?renew=1');
    // A change of plan starts a new subscription with the same end: the 7-day mail is not sent again for it.
    const change = await ownerOrder(server, owner.token, 'premium');
    await pay(server, vnpay, change.body.payment_url as string);
    expect(await running(companyId)).toMatchObject({ plan: 'premium', paidUntil });
    await round();
    expect(await reminders()).toHaveLength(1);

    advanceTo(new Date(paidUntil.getTime() - DAY + HOUR));
    await round();
    await round();
    expect(await reminders()).toHaveLength(2);
  });

  it('extends from the end of the period when paid early, and sells at most one month ahead', async () => {
    const owner = await paidEmployer(server, vnpay, mail, 'early@periods.test');
    const companyId = await companyIdOf(server, owner.userId);
    const first = (await running(companyId))!.paidUntil!;
    server.clock.advance(10 * DAY);

    const order = await ownerOrder(server, owner.token, 'standard');
    expect(order.status).toBe(200);
    expect(order.body.order).toMatchObject({
      kind: 'renewal',
      plan: 'standard',
      amount: 199_000,
      period_start: first.toISOString(),
      period_end: periodEnd(first).toISOString(),
    });
    await pay(server, vnpay, order.body.payment_url as string);
    expect((await running(companyId))!.paidUntil).toEqual(periodEnd(first));

    const again = await ownerOrder(server, owner.token, 'standard');
    expect(again.status).toBe(409);
    expect(again.body.message).toBe('The next month is already paid.');
    const billing = (await server.call('GET', '/api/billing', { token: owner.token })).body.billing as {
      options: Array<{ kind: string }>;
      receipts: Array<{ kind: string; period_start: string }>;
    };
    expect(billing.options.map((o) => o.kind)).not.toContain('renewal');
    expect(billing.receipts.map((r) => [r.kind, r.period_start])).toEqual([
      ['renewal', first.toISOString()],
      ['new', expect.any(String)],
    ]);
    // Enterprise now would run through the month renewed early too: that month's difference is charged whole.
    const periodDays = Math.round((first.getTime() - periodStartBefore(first).getTime()) / DAY);
    const daysLeft = Math.ceil((first.getTime() - now().getTime()) / DAY);
    const change = await ownerOrder(server, owner.token, 'premium');
    expect(change.body.order).toMatchObject({
      kind: 'change',
      amount: 300_000 + Math.round((300_000 * daysLeft) / periodDays),
      period_end: periodEnd(first).toISOString(),
    });

    // No reminder for the first end any more: the package now ends a month later.
    advanceTo(new Date(first.getTime() - 6 * DAY));
    await round();
    expect(await mailsTo(owner.email, /package ends on/)).toHaveLength(0);
  });
});

describe('no renewal: grace, then the package ends', () => {
  it('keeps the package 3 days after the period, then returns the company to Free’s limits, with mails', async () => {
    const admin = await adminActor(server);
    const owner = await paidEmployer(server, vnpay, mail, 'lapsed@periods.test', 'premium');
    const companyId = await companyIdOf(server, owner.userId);
    await server.call('PUT', '/api/employer/company', { token: owner.token, body: { name: 'Lapsed Co' } });
    const recruiter = await teammate(owner, 'recruiter@periods.test');
    const older = await publish(owner, 'Older posting');
    server.clock.advance(HOUR);
    const newer = await publish(owner, 'Newer posting');
    // The Free allowance: one published posting.
    const allowance = await server.call('PATCH', '/api/admin/settings', {
      token: admin.token,
      body: { billing: { vat_percent: 10, prices_include_vat: true, free_published_postings: 1 } },
    });
    expect(allowance.status).toBe(200);
    const paidUntil = (await running(companyId))!.paidUntil!;

    advanceTo(new Date(paidUntil.getTime() + HOUR));
    await round();
    const grace = await mailsTo(owner.email, /is unpaid: it ends on/);
    expect(grace).toHaveLength(1);
    // Still Enterprise during the grace days.
    expect(await running(companyId)).toMatchObject({ plan: 'premium' });
    const tokenA = await login(server, owner.email);
    const grace2 = await server.call('GET', '/api/billing', { token: tokenA });
    expect(grace2.body.billing).toMatchObject({ state: 'grace' });

    advanceTo(new Date(paidUntil.getTime() + 3 * DAY - HOUR));
    await round();
    expect(await running(companyId)).toMatchObject({ plan: 'premium' });

    advanceTo(new Date(paidUntil.getTime() + 3 * DAY + HOUR));
    await Promise.all([round(), round()]);
    expect(await running(companyId)).toMatchObject({ plan: 'free', paidUntil: null });
    const token = await login(server, owner.email);
    await server.ctx.sessions.settle();
    const me = (await server.call('GET', '/api/auth/profile', { token })).body.user as {
      role: string;
      company: { plan: string };
    };
    expect(me).toMatchObject({ role: 'employer', company: { plan: 'free' } });
    // The teammate lost its place (Free has one seat), the newer posting stays, the older one closed.
    const mate = (
      await server.call('GET', '/api/auth/profile', { token: await login(server, recruiter.email) })
    ).body.user as { role: string; company: unknown };
    expect(mate).toMatchObject({ role: 'member', company: null });
    const statuses = Object.fromEntries(
      (await server.ctx.db.select().from(jobs).where(eq(jobs.companyId, companyId))).map((j) => [
        j.id,
        j.status,
      ]),
    );
    expect(statuses).toEqual({ [older]: 'closed', [newer]: 'published' });
    // Enterprise's tools are closed to it now; the owner can publish no more on Free.
    expect((await server.call('GET', `/api/jobs/${newer}/board`, { token })).status).toBe(402);
    const draft = await server.call('POST', '/api/jobs', { token, body: sampleJob({ title: 'Third' }) });
    const third = await server.call('POST', `/api/jobs/${(draft.body.job as { id: string }).id}/publish`, {
      token,
    });
    expect(third.status).toBe(402);
    expect(third.body).toMatchObject({ code: 'PLAN_REQUIRED' });

    const ended = await mailsTo(owner.email, /Enterprise package has ended/);
    expect(ended).toHaveLength(1);
    expect(ended[0]!.text).toContain('1 teammate lost access');
    expect(ended[0]!.text).toContain('1 published posting was closed');
    expect(await mailsTo(recruiter.email, /no longer a member of Lapsed Co/)).toHaveLength(1);
    expect(await auditOf(companyId, 'billing.package_ended')).toHaveLength(1);

    // The way back: the owner buys a paid plan after Free.
    const back = await ownerOrder(server, token, 'standard');
    expect(back.body.order).toMatchObject({ kind: 'new', plan: 'standard', amount: 199_000 });
    await pay(server, vnpay, back.body.payment_url as string);
    expect(await running(companyId)).toMatchObject({ plan: 'standard', paidUntil: periodEnd(now()) });
    const restored = await server.call('PATCH', '/api/admin/settings', {
      token: (await adminActor(server)).token,
      body: { billing: { vat_percent: 10, prices_include_vat: true, free_published_postings: null } },
    });
    expect(restored.status).toBe(200);
  });

  it('runs a cancelled package to the end of its period, then closes it as a cancel does (decision 321)', async () => {
    const owner = await paidEmployer(server, vnpay, mail, 'cancels@periods.test');
    const companyId = await companyIdOf(server, owner.userId);
    await server.call('PUT', '/api/employer/company', { token: owner.token, body: { name: 'Cancel Co' } });
    const posting = await publish(owner, 'Until the end');
    const paidUntil = (await running(companyId))!.paidUntil!;
    server.clock.advance(2 * DAY);

    const cancel = await server.call('POST', '/api/auth/users/downgrade-to-member', { token: owner.token });
    expect(cancel.status).toBe(200);
    expect(cancel.body).toMatchObject({ success: true, closed_postings: 0 });
    expect(cancel.body.message).toMatch(/^Your package will not renew\. It stays active until /);
    expect(
      (await server.call('POST', '/api/auth/users/downgrade-to-member', { token: owner.token })).status,
    ).toBe(409);
    expect((await server.call('GET', `/api/jobs/${posting}`)).body.job).toMatchObject({
      status: 'published',
    });
    const billing = await server.call('GET', '/api/billing', { token: owner.token });
    expect(billing.body.billing).toMatchObject({ state: 'ending', grace_until: null });

    advanceTo(new Date(paidUntil.getTime() - 7 * DAY + HOUR));
    await round();
    expect(await mailsTo(owner.email, /package ends on/)).toHaveLength(0);

    advanceTo(new Date(paidUntil.getTime() + HOUR));
    await round();
    expect(await running(companyId)).toBeNull();
    const token = await login(server, owner.email);
    await server.ctx.sessions.settle();
    expect(
      ((await server.call('GET', '/api/auth/profile', { token })).body.user as { role: string }).role,
    ).toBe('member');
    expect((await server.call('GET', `/api/jobs/${posting}`)).body.job).toMatchObject({ status: 'closed' });
    expect(await mailsTo(owner.email, /Pro package has ended/)).toHaveLength(1);
  });

  it('tells each teammate, and the owner how many, when a stopped renewal ends the package', async () => {
    const owner = await paidEmployer(server, vnpay, mail, 'team-cancels@periods.test', 'premium');
    const companyId = await companyIdOf(server, owner.userId);
    await server.call('PUT', '/api/employer/company', {
      token: owner.token,
      body: { name: 'Team Cancel Co' },
    });
    const recruiter = await teammate(owner, 'team-cancels-recruiter@periods.test');
    const paidUntil = (await running(companyId))!.paidUntil!;
    const cancel = await server.call('POST', '/api/auth/users/downgrade-to-member', { token: owner.token });
    expect(cancel.status).toBe(200);
    // Still on the team until the paid period ends.
    advanceTo(new Date(paidUntil.getTime() - HOUR));
    await round();
    expect(await mailsTo(recruiter.email, /no longer a member/)).toHaveLength(0);

    advanceTo(new Date(paidUntil.getTime() + HOUR));
    await round();
    expect(await running(companyId)).toBeNull();
    const left = await mailsTo(recruiter.email, /^You are no longer a member of Team Cancel Co$/);
    expect(left).toHaveLength(1);
    const [ended] = await mailsTo(owner.email, /Enterprise package has ended/);
    expect(ended!.text).toContain('1 teammate lost access to the company; each was told by mail.');
  });

  it('takes a stopped renewal back before the end, for nothing: reminders and grace come back (decision 1038)', async () => {
    const owner = await paidEmployer(server, vnpay, mail, 'changes-mind@periods.test');
    const companyId = await companyIdOf(server, owner.userId);
    const paidUntil = (await running(companyId))!.paidUntil!;
    const resume = () =>
      server.call('POST', '/api/billing/renewal/resume', {
        token: owner.token,
        headers: { 'accept-language': 'vi' },
      });
    const notStopped = await resume();
    expect(notStopped.status).toBe(409);
    expect(notStopped.body.message).toBe('Gói của bạn không bị dừng gia hạn.');

    server.clock.advance(DAY);
    expect(
      (await server.call('POST', '/api/auth/users/downgrade-to-member', { token: owner.token })).status,
    ).toBe(200);
    server.clock.advance(DAY);
    const resumed = await resume();
    expect(resumed.status).toBe(200);
    expect(resumed.body.message).toMatch(/^Gói của bạn sẽ được gia hạn trở lại\./);
    expect(await running(companyId)).toMatchObject({ plan: 'standard', paidUntil, stopped: null });
    expect((await server.call('GET', '/api/billing', { token: owner.token })).body.billing).toMatchObject({
      state: 'active',
    });
    expect(await auditOf(companyId, 'billing.renewal_resumed')).toHaveLength(1);
    expect((await resume()).status).toBe(409);
    // Nothing was charged: no order since the first.
    const orders = (await server.call('GET', '/api/billing', { token: owner.token })).body.billing as {
      orders: unknown[];
    };
    expect(orders.orders).toHaveLength(1);

    // It renews as before: the reminder comes, and the end of the period opens the grace days instead of a cancel.
    advanceTo(new Date(paidUntil.getTime() - 7 * DAY + HOUR));
    await round();
    expect(await mailsTo(owner.email, /package ends on/)).toHaveLength(1);
    advanceTo(new Date(paidUntil.getTime() + HOUR));
    await round();
    expect(await running(companyId)).toMatchObject({ plan: 'standard', paidUntil });
    const late = await server.call('POST', '/api/billing/renewal/resume', {
      token: await login(server, owner.email),
    });
    expect(late.status).toBe(409);
  });

  it('cannot take a renewal back once the paid period is over', async () => {
    const owner = await paidEmployer(server, vnpay, mail, 'too-late@periods.test');
    const companyId = await companyIdOf(server, owner.userId);
    const paidUntil = (await running(companyId))!.paidUntil!;
    await server.call('POST', '/api/auth/users/downgrade-to-member', { token: owner.token });
    // The period is over; the billing job has not run its cancel yet.
    advanceTo(new Date(paidUntil.getTime() + 1));
    const token = await login(server, owner.email);
    const late = await server.call('POST', '/api/billing/renewal/resume', { token });
    expect(late.status).toBe(409);
    expect(late.body.message).toMatch(/^The paid period is over/);
    expect(await running(companyId)).toMatchObject({ stopped: expect.any(Date) });
  });
});

describe('changing plan mid-period and refunds', () => {
  it('charges the difference for the days left and keeps the end; a refund takes back what it paid for', async () => {
    const admin = await adminActor(server);
    const owner = await paidEmployer(server, vnpay, mail, 'changes@periods.test');
    const companyId = await companyIdOf(server, owner.userId);
    const start = now();
    const paidUntil = (await running(companyId))!.paidUntil!;
    server.clock.advance(10 * DAY + 2 * HOUR);

    expect((await ownerOrder(server, owner.token, 'free')).status).toBe(409);
    const change = await ownerOrder(server, owner.token, 'premium');
    expect(change.status).toBe(200);
    const periodDays = Math.round((paidUntil.getTime() - start.getTime()) / DAY);
    const daysLeft = Math.ceil((paidUntil.getTime() - now().getTime()) / DAY);
    const amount = Math.round((300_000 * daysLeft) / periodDays);
    expect(change.body.order).toMatchObject({
      kind: 'change',
      plan: 'premium',
      from_plan: 'standard',
      amount,
    });
    await pay(server, vnpay, change.body.payment_url as string);
    expect(await running(companyId)).toMatchObject({ plan: 'premium', paidUntil });
    // A cheaper plan waits for the end of the period.
    const cheaper = await ownerOrder(server, owner.token, 'standard');
    expect(cheaper.status).toBe(409);
    const [receipt] = await server.ctx.db
      .select()
      .from(billingReceipts)
      .where(and(eq(billingReceipts.companyId, companyId), eq(billingReceipts.kind, 'change')));
    expect(receipt).toMatchObject({ amount, planName: 'Enterprise', periodEnd: paidUntil });
    // Enterprise's seats, in use: a teammate, and an invitation still open.
    const recruiter = await teammate(owner, 'seat@periods.test');
    expect(
      (
        await server.call('POST', '/api/company/invitations', {
          token: owner.token,
          body: { email: 'open-seat@periods.test', role: 'interviewer' },
        })
      ).status,
    ).toBe(201);

    // An early renewal, to refund later.
    server.clock.advance(60_000);
    const renewal = await ownerOrder(server, owner.token, 'premium');
    expect(renewal.body.order).toMatchObject({ kind: 'renewal', amount: 499_000 });
    await pay(server, vnpay, renewal.body.payment_url as string);
    expect(await running(companyId)).toMatchObject({ paidUntil: periodEnd(paidUntil) });

    // The admins' list: filters, totals, the gateway's fields.
    const list = await server.call('GET', `/api/admin/payments?q=changes@periods&status=paid`, {
      token: admin.token,
    });
    expect(list.status).toBe(200);
    const payments = list.body.payments as Array<{ id: string; kind: string; amount: number }>;
    expect(payments.map((p) => p.kind)).toEqual(['renewal', 'change', 'new']);
    expect(list.body).toMatchObject({ total: 3, received: 199_000 + amount + 499_000 });
    const changeId = payments.find((p) => p.kind === 'change')!.id;
    const detail = await server.call('GET', `/api/admin/payments/${changeId}`, { token: admin.token });
    expect(detail.body.notifications).toEqual([
      expect.objectContaining({
        source: 'ipn',
        outcome: '00',
        signature_valid: true,
        fields: expect.objectContaining({
          vnp_Amount: String(amount * 100),
          vnp_SecureHash: expect.any(String),
        }),
      }),
    ]);

    // Refunding the renewal paid ahead shortens the period back.
    const renewalId = payments.find((p) => p.kind === 'renewal')!.id;
    const refund = (id: string) =>
      server.call('POST', `/api/admin/payments/${id}/refund`, {
        token: admin.token,
        body: { note: 'Refunded in the VNPay merchant portal' },
      });
    const refunded = await refund(renewalId);
    expect(refunded.status).toBe(200);
    expect(refunded.body.payment).toMatchObject({
      status: 'refunded',
      refund_note: 'Refunded in the VNPay merchant portal',
    });
    expect(await running(companyId)).toMatchObject({ plan: 'premium', paidUntil });
    expect((await refund(renewalId)).status).toBe(409);
    // Refunding the change returns the company to Pro for the rest of the period, with Pro's one seat: the teammate
    // loses its place at once and is told, and the open invitation is revoked.
    await refund(changeId);
    expect(await running(companyId)).toMatchObject({ plan: 'standard', paidUntil });
    await server.ctx.sessions.settle();
    const teammateNow = await server.call('GET', '/api/auth/profile', { token: recruiter.token });
    expect(teammateNow.body.user).toMatchObject({ role: 'member', company: null });
    expect(await mailsTo(recruiter.email, /no longer a member/)).toHaveLength(1);
    const team = await server.call('GET', '/api/company/team', { token: owner.token });
    expect(team.body.company).toMatchObject({
      seats: { limit: 1, used: 1 },
      invitations: [],
      members: [expect.objectContaining({ role: 'owner' })],
    });
    // Refunding the month running ends the package now: Free.
    await refund(payments.find((p) => p.kind === 'new')!.id);
    expect(await running(companyId)).toMatchObject({ plan: 'free', paidUntil: null });
    expect(await auditOf(companyId, 'billing.refund_marked')).toHaveLength(3);
    // The owner is told why: a refund, not a renewal left unpaid.
    const ended = await mailsTo(owner.email, /Pro package has ended/);
    expect(ended).toHaveLength(1);
    expect(ended[0]!.text).toContain('was refunded, so the package has ended');
    expect(ended[0]!.text).not.toContain('not renewed');
    // Receipts stay as issued; the refund shows beside them.
    const billing = await server.call('GET', '/api/billing', { token: owner.token });
    const receipts = (billing.body.billing as { receipts: Array<{ refunded_at: string | null }> }).receipts;
    expect(receipts).toHaveLength(3);
    expect(receipts.every((r) => r.refunded_at !== null)).toBe(true);
  });

  it('gives a month of a cheaper plan, paid after a change to a dearer one, only its share of the dearer month', async () => {
    const owner = await paidEmployer(server, vnpay, mail, 'stale-renewal@periods.test');
    const companyId = await companyIdOf(server, owner.userId);
    const paidUntil = (await running(companyId))!.paidUntil!;
    server.clock.advance(DAY);
    // A renewal of Pro opened in one tab, then a change to Enterprise paid in another.
    const renewal = await ownerOrder(server, owner.token, 'standard');
    expect(renewal.body.order).toMatchObject({ kind: 'renewal', plan: 'standard', amount: 199_000 });
    const change = await ownerOrder(server, owner.token, 'premium');
    await pay(server, vnpay, change.body.payment_url as string);
    expect(await running(companyId)).toMatchObject({ plan: 'premium', paidUntil });
    // The Pro renewal is paid after all: 199,000 VND buys 199/499 of an Enterprise month, not a whole one.
    await pay(server, vnpay, renewal.body.payment_url as string);
    const month = periodEnd(paidUntil).getTime() - paidUntil.getTime();
    const end = new Date(paidUntil.getTime() + Math.floor((month * 199_000) / 499_000));
    expect(await running(companyId)).toMatchObject({ plan: 'premium', paidUntil: end });
    const [receipt] = await server.ctx.db
      .select()
      .from(billingReceipts)
      .where(and(eq(billingReceipts.companyId, companyId), eq(billingReceipts.kind, 'renewal')));
    expect(receipt).toMatchObject({ amount: 199_000, periodStart: paidUntil, periodEnd: end });
  });

  it('exports the payments as CSV with formulas neutralised', async () => {
    const admin = await adminActor(server);
    const owner = await paidEmployer(server, vnpay, mail, 'csv@periods.test');
    await server.call('PUT', '/api/employer/company', {
      token: owner.token,
      body: { name: '=HYPERLINK("x")' },
    });
    const response = await fetch(`${server.url}/api/admin/payments/export?q=csv@periods`, {
      headers: { authorization: `Bearer ${admin.token}` },
    });
    expect(response.status).toBe(200);
    expect(response.headers.get('content-type')).toMatch(/^text\/csv/);
    const text = await response.text();
    const lines = text
      .replace(/^\uFEFF/, '')
      .trim()
      .split('\r\n');
    expect(lines[0]).toMatch(/^"created_at","order","status"/);
    expect(lines).toHaveLength(2);
    expect(lines[1]).toContain(`"'=HYPERLINK(""x"")"`);
    expect(lines[1]).toContain('"csv@periods.test"');
    expect(await auditActions(server)).toContain('billing.payments_exported');
  });

  it('refuses a window of days that ends before it starts, in the list and the export (422, both languages)', async () => {
    const admin = await adminActor(server);
    for (const path of ['/api/admin/payments', '/api/admin/payments/export']) {
      const backwards = await server.call('GET', `${path}?from=2026-03-10&to=2026-03-01`, {
        token: admin.token,
      });
      expect(backwards.status).toBe(422);
      expect(backwards.body.errors).toEqual({ to: ['The period ends before it starts'] });
      const vi = await server.call('GET', `${path}?from=2026-03-10&to=2026-03-01`, {
        token: admin.token,
        headers: { 'accept-language': 'vi' },
      });
      expect(vi.body.message).toBe('Ngày kết thúc trước ngày bắt đầu');
      // One day is a window.
      const oneDay = await server.call('GET', `${path}?from=2026-03-10&to=2026-03-10`, {
        token: admin.token,
      });
      expect(oneDay.status).toBe(200);
    }
  });
});

// Last: it moves the clock to the next 31st.
describe('Enterprise down to Pro (decision 1097)', () => {
  it('refuses while the team uses more seats than Pro has, naming how many to free, in the owner’s language', async () => {
    const owner = await paidEmployer(server, vnpay, mail, 'down@periods.test', 'premium');
    const companyId = await companyIdOf(server, owner.userId);
    const recruiter = await teammate(owner, 'down-recruiter@periods.test');
    const invited = await server.call('POST', '/api/company/invitations', {
      token: owner.token,
      body: { email: 'down-invited@periods.test', role: 'interviewer' },
    });
    expect(invited.status).toBe(201);

    const refused = await ownerOrder(server, owner.token, 'standard');
    expect(refused.status).toBe(409);
    expect(refused.body).toMatchObject({
      code: 'SEAT_LIMIT',
      message:
        'The Pro plan includes 1 seat and your company uses 3 (members and open invitations). Remove 2 members or invitations on the Company page before moving to Pro; their records stay with the company.',
    });
    const vi = await server.call('POST', '/api/billing/orders', {
      token: owner.token,
      body: { plan: 'standard' },
      headers: { 'accept-language': 'vi' },
    });
    expect(vi.status).toBe(409);
    expect(vi.body.message).toMatch(/^Gói Pro có 1 chỗ và công ty của bạn đang dùng 3/);
    // Nothing was taken away: the teammate still works in the company, the package is still Enterprise.
    const team = await server.call('GET', '/api/auth/profile', { token: recruiter.token });
    expect(team.body.user).toMatchObject({ role: 'employer', company: { plan: 'premium' } });
    expect(await running(companyId)).toMatchObject({ plan: 'premium' });
    const [entry] = await auditOf(companyId, 'billing.downgrade_refused');
    expect(entry!.changes).toEqual({
      plan: { before: 'premium', after: 'standard' },
      seats: { before: 3, after: 1 },
    });
    // Once the team fits Pro, the refusal is the one every cheaper plan gets during a paid period.
    await server.call(
      'DELETE',
      `/api/company/invitations/${(invited.body.invitation as { id: string }).id}`,
      {
        token: owner.token,
      },
    );
    await server.call('DELETE', `/api/company/members/${recruiter.userId}`, { token: owner.token });
    const fits = await ownerOrder(server, owner.token, 'standard');
    expect(fits.status).toBe(409);
    expect(fits.body.message).toMatch(
      /^A cheaper plan cannot start during a paid period: schedule the switch/,
    );
  });
});

describe('a month cut short', () => {
  it('charges a change by the days the month from the 31st really has (decision 1039)', async () => {
    // The next 31st at 10:00 in Vietnam whose next month is shorter (January, March, May, August, October).
    const vietnam = (at: Date) => new Date(at.getTime() + 7 * HOUR);
    let at = new Date(now().getTime() + DAY);
    while (vietnam(at).getUTCDate() !== 31 || ![0, 2, 4, 7, 9].includes(vietnam(at).getUTCMonth())) {
      at = new Date(at.getTime() + DAY);
    }
    const local = vietnam(at);
    advanceTo(new Date(Date.UTC(local.getUTCFullYear(), local.getUTCMonth(), 31, 10 - 7, 0, 0)));
    const owner = await paidEmployer(server, vnpay, mail, 'the-31st@periods.test');
    const companyId = await companyIdOf(server, owner.userId);
    const paidUntil = (await running(companyId))!.paidUntil!;
    const days = Math.round((paidUntil.getTime() - now().getTime()) / DAY);
    expect(days).toBeLessThan(31);
    server.clock.advance(7 * DAY + HOUR);
    const left = Math.ceil((paidUntil.getTime() - now().getTime()) / DAY);
    const expected = Math.round((300_000 * left) / days);
    const billing = (await server.call('GET', '/api/billing', { token: await login(server, owner.email) }))
      .body.billing as { options: Array<{ kind: string; amount: number }> };
    expect(billing.options.find((o) => o.kind === 'change')?.amount).toBe(expected);
    const change = await ownerOrder(server, await login(server, owner.email), 'premium');
    expect(change.body.order).toMatchObject({ kind: 'change', amount: expected });
  });
});
