import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq, sql } from 'drizzle-orm';
import {
  billingNotifications,
  billingOrders,
  billingPayments,
  billingReceipts,
  subscriptions,
} from '../../db/schema';
import { auditActions } from '../../../test/admin';
import {
  checkout,
  login,
  ownerOrder,
  pay,
  paidEmployer,
  startBillingServer,
  VNPAY,
} from '../../../test/billing';
import type { FakeVnpay } from '../../../test/fake-vnpay';
import { ADMIN, signUp } from '../../../test/harness';
import type { TestServer } from '../../../test/harness';
import { outboxTo } from '../../../test/helpers';
import type { MailReader } from '../../../test/recruitment';
import { companyIdOf } from '../../../test/recruitment';
import { periodEnd } from './periods';

// Issue 19: VNPay checkout against a fake gateway on loopback that signs and verifies like VNPay — success, failure,
// user cancel, the IPN before and after the return, a duplicated IPN, a forged signature, a wrong amount, an unknown
// order. The IPN alone activates a package, once.

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

type Profile = { role: string; company?: { plan: string | null; role: string } | null };
const profile = async (token: string) => {
  await server.ctx.sessions.settle();
  return (await server.call('GET', '/api/auth/profile', { token })).body.user as Profile;
};
const orderOf = async (ref: string) =>
  (await server.ctx.db.select().from(billingOrders).where(eq(billingOrders.ref, ref)))[0]!;
const ipn = (query: string) => server.call('GET', `/api/billing/vnpay/ipn?${query}`);
const browserReturn = (query: string, token?: string) =>
  server.call('GET', `/api/billing/vnpay/return?${query}`, { token });
const memberToken = async (email: string) => {
  await signUp(server, mail, { email, name: 'Buyer' });
  return login(server, email);
};

describe('checkout (VNPay 2.1.0)', () => {
  it('answers a member choosing Pro with a signed payment URL carrying every field VNPay asks for', async () => {
    const token = await memberToken('fields@billing.test');
    const reply = await server.call('POST', '/api/auth/users/upgrade-to-employer', {
      token,
      body: { planId: 'standard' },
      headers: { 'accept-language': 'vi' },
    });
    expect(reply.status).toBe(200);
    expect(reply.body).toMatchObject({
      success: true,
      order_ref: expect.stringMatching(/^DT\d{6}[A-Z0-9]{10}$/),
    });
    const url = reply.body.payment_url as string;
    expect(url.startsWith(vnpay.url)).toBe(true);
    const fields = vnpay.check(url);
    if (typeof fields === 'string') throw new Error(fields);
    const created = new Date(server.clock.now().getTime() + 7 * 3_600_000);
    const stamp = (d: Date) => d.toISOString().replace(/\D/g, '').slice(0, 14);
    expect(fields).toMatchObject({
      vnp_Version: '2.1.0',
      vnp_Command: 'pay',
      vnp_TmnCode: VNPAY.tmnCode,
      vnp_Amount: '19900000',
      vnp_CurrCode: 'VND',
      vnp_TxnRef: reply.body.order_ref,
      vnp_OrderType: 'other',
      vnp_Locale: 'vn',
      vnp_ReturnUrl: 'http://localhost:5173/plans/return',
      vnp_IpAddr: expect.any(String),
      vnp_CreateDate: stamp(created),
      vnp_ExpireDate: stamp(new Date(created.getTime() + 15 * 60_000)),
    });
    // VNPay refuses diacritics and punctuation in the order's description.
    expect(fields.vnp_OrderInfo).toMatch(/^[A-Za-z0-9 ]+$/);
    expect(fields.vnp_OrderInfo).toContain('Pro');
    // Nothing changed yet: the order waits for the gateway.
    expect((await profile(token)).role).toBe('member');
    const order = await server.call('GET', `/api/billing/orders/${reply.body.order_ref as string}`, {
      token,
    });
    expect(order.body.order).toMatchObject({
      kind: 'new',
      plan: 'standard',
      amount: 199_000,
      status: 'pending',
    });
    // A tampered URL is refused by the gateway, as VNPay answers code 70.
    expect(vnpay.check(url.replace('vnp_Amount=19900000', 'vnp_Amount=100'))).toMatch(/invalid signature/);
  });

  it('activates only when the IPN confirms, even when the browser returns first; once, whatever comes after', async () => {
    const email = 'return-first@billing.test';
    const token = await memberToken(email);
    const { url, ref } = await checkout(server, token);
    const done = await pay(server, vnpay, url, 'success', 'after');
    // The browser is back before the gateway's notification: the page waits, the account has not changed.
    const early = await browserReturn(done.returnQuery, token);
    expect(early.status).toBe(200);
    expect(early.body).toMatchObject({ outcome: 'pending', order: { ref, status: 'pending' } });
    expect((await profile(token)).role).toBe('member');

    expect(await vnpay.notify(done.fields)).toEqual({ RspCode: '00', Message: 'Confirm Success' });
    const me = await profile(token);
    expect(me.role).toBe('employer');
    expect(me.company).toMatchObject({ role: 'owner', plan: 'standard' });
    const later = await browserReturn(done.returnQuery, token);
    expect(later.body).toMatchObject({
      outcome: 'paid',
      message: 'Payment received. Your package is active.',
    });

    // The subscription runs one calendar month from the payment.
    const sub = (await server.call('GET', '/api/auth/subscription', { token })).body.subscription as Record<
      string,
      unknown
    >;
    expect(sub).toMatchObject({ plan: 'standard', renewal_stopped: false });
    expect(sub.paid_until).toBe(periodEnd(server.clock.now()).toISOString());

    // The same notification again, and the return again: "already confirmed", nothing more.
    expect(await vnpay.notify(done.fields)).toEqual({ RspCode: '02', Message: 'Order already confirmed' });
    await browserReturn(done.returnQuery, token);
    const companyId = await companyIdOf(server, (await orderOf(ref)).userId);
    const order = await orderOf(ref);
    expect(
      await server.ctx.db.select().from(billingPayments).where(eq(billingPayments.orderId, order.id)),
    ).toHaveLength(1);
    expect(
      await server.ctx.db.select().from(billingReceipts).where(eq(billingReceipts.companyId, companyId)),
    ).toHaveLength(1);
    expect(
      await server.ctx.db.select().from(subscriptions).where(eq(subscriptions.companyId, companyId)),
    ).toHaveLength(1);

    // The receipt, mailed to the owner and on the billing page: VAT included in the price, 10 % by default.
    const receiptMail = (await outboxTo(server, email)).find((m) => m.subject.startsWith('Receipt R'));
    expect(receiptMail?.subject).toMatch(/^Receipt R\d{4}-\d{6}: Pro plan, 199,000 VND$/);
    expect(receiptMail?.text).toContain('VAT (10%): 18,091 VND');
    expect(receiptMail?.text).toContain('Amount before VAT: 180,909 VND');
    const billing = (await server.call('GET', '/api/billing', { token })).body.billing as {
      state: string;
      receipts: Array<Record<string, unknown>>;
    };
    expect(billing.state).toBe('active');
    expect(billing.receipts).toEqual([
      expect.objectContaining({
        amount: 199_000,
        vat_percent: 10,
        vat_amount: 18_091,
        net_amount: 180_909,
        plan: 'standard',
        kind: 'new',
        order_ref: ref,
        billed_to: email,
        transaction_no: done.fields.vnp_TransactionNo,
        refunded_at: null,
      }),
    ]);
  });

  it('names no company on the receipt of a company not named yet, the buyer as the buyer; the next names the company (decision 1158)', async () => {
    const email = 'nameless@billing.test';
    const token = await memberToken(email);
    const first = await checkout(server, token);
    await pay(server, vnpay, first.url, 'success', 'before');
    const receipts = async () =>
      (
        (await server.call('GET', '/api/billing', { token })).body.billing as {
          receipts: Array<Record<string, unknown>>;
        }
      ).receipts;
    expect(await receipts()).toEqual([expect.objectContaining({ company_name: '', billed_to: email })]);
    const mailOf = async (ref: string) => {
      const number = (
        await server.ctx.db.select().from(billingReceipts).where(eq(billingReceipts.orderRef, ref))
      )[0]!.number;
      return (await outboxTo(server, email)).find((m) => m.subject.startsWith(`Receipt ${number}`))!;
    };
    const firstMail = await mailOf(first.ref);
    // The buyer's own name ("Buyer") is not given as the company's.
    expect(firstMail.text).not.toContain('Company:');
    expect(firstMail.text).toContain(`Billed to: Buyer (${email})`);

    const named = await server.call('PUT', '/api/employer/company', {
      token,
      body: { name: 'Named Later Co' },
    });
    expect(named.status).toBe(200);
    const renewal = await ownerOrder(server, token, 'standard');
    expect(renewal.status).toBe(200);
    await pay(server, vnpay, renewal.body.payment_url as string, 'success', 'before');
    const both = await receipts();
    expect(both.map((r) => r.company_name).sort()).toEqual(['', 'Named Later Co']);
    const second = both.find((r) => r.company_name === 'Named Later Co')!;
    const secondMail = (await outboxTo(server, email)).find((m) =>
      m.subject.startsWith(`Receipt ${second.number as string}`),
    )!;
    expect(secondMail.text).toContain('Company: Named Later Co');
    expect(secondMail.text).toContain(`Billed to: Buyer (${email})`);
  });

  it('activates once when the IPN comes before the return and again after it (VNPay retries)', async () => {
    const token = await memberToken('twice@billing.test');
    const { url, ref } = await checkout(server, token, 'premium');
    const done = await pay(server, vnpay, url, 'success', 'twice');
    expect(done.ipnReplies.map((r) => r.RspCode)).toEqual(['00', '02']);
    expect((await browserReturn(done.returnQuery, token)).body).toMatchObject({ outcome: 'paid' });
    expect((await profile(token)).company).toMatchObject({ plan: 'premium' });
    const order = await orderOf(ref);
    expect(order.status).toBe('paid');
    const notes = await server.ctx.db
      .select()
      .from(billingNotifications)
      .where(eq(billingNotifications.orderId, order.id));
    expect(notes.map((n) => [n.source, n.outcome]).sort()).toEqual([
      ['ipn', '00'],
      ['ipn', '02'],
      ['return', 'shown'],
    ]);
    // Kept with the gateway's raw fields, signature included; no card data is ever sent.
    expect(notes.find((n) => n.outcome === '00')!.fields).toEqual(done.fields);
  });

  it('leaves the account as it was when the payment fails, with a clear message', async () => {
    const token = await memberToken('fails@billing.test');
    const { url, ref } = await checkout(server, token);
    const done = await pay(server, vnpay, url, 'failure');
    expect(done.ipnReplies).toEqual([{ RspCode: '00', Message: 'Confirm Success' }]);
    expect((await orderOf(ref)).status).toBe('failed');
    expect((await browserReturn(done.returnQuery, token)).body).toMatchObject({
      outcome: 'failed',
      message: 'The payment did not go through. Your account has not changed.',
    });
    expect((await profile(token)).role).toBe('member');
    // A success notification for the same order later is "already confirmed": the order stays failed.
    const forged = { ...done.fields, vnp_ResponseCode: '00', vnp_TransactionStatus: '00' };
    delete (forged as Record<string, string>).vnp_SecureHash;
    expect((await ipn(vnpay.signedQuery(forged))).body).toEqual({
      RspCode: '02',
      Message: 'Order already confirmed',
    });
    expect((await profile(token)).role).toBe('member');
  });

  it('leaves the account as it was when the member cancels at the gateway', async () => {
    const token = await memberToken('cancels@billing.test');
    const { url, ref } = await checkout(server, token);
    const done = await pay(server, vnpay, url, 'cancel');
    expect(done.fields.vnp_ResponseCode).toBe('24');
    expect((await orderOf(ref)).status).toBe('cancelled');
    const shown = await browserReturn(done.returnQuery, token);
    expect(shown.body).toMatchObject({
      outcome: 'cancelled',
      message: 'You cancelled the payment. Your account has not changed.',
    });
    // In Vietnamese for a Vietnamese browser.
    const vi = await server.call('GET', `/api/billing/vnpay/return?${done.returnQuery}`, {
      headers: { 'accept-language': 'vi' },
    });
    expect(vi.body.message).not.toBe(shown.body.message);
    expect((await profile(token)).role).toBe('member');
  });

  it('refuses a forged signature (97) and a tampered field, changing nothing', async () => {
    const token = await memberToken('forged@billing.test');
    const { url, ref } = await checkout(server, token);
    const done = await pay(server, vnpay, url, 'success', 'none');
    const { vnp_SecureHash: _hash, ...unsigned } = done.fields;
    void _hash;
    const forged = await ipn(vnpay.signedQuery(unsigned, 'a-forger-who-guessed-wrong-000000'));
    expect(forged.body).toEqual({ RspCode: '97', Message: 'Invalid signature' });
    const tampered = await ipn(done.returnQuery.replace(/vnp_Amount=\d+/, 'vnp_Amount=100'));
    expect(tampered.body).toEqual({ RspCode: '97', Message: 'Invalid signature' });
    expect((await orderOf(ref)).status).toBe('pending');
    expect((await profile(token)).role).toBe('member');
    // The forged return is shown as not verified.
    const shown = await browserReturn(vnpay.signedQuery(unsigned, 'a-forger-who-guessed-wrong-000000'));
    expect(shown.body).toMatchObject({ outcome: 'invalid', order: null });
    const kept = await server.ctx.db
      .select()
      .from(billingNotifications)
      .where(eq(billingNotifications.ref, ref));
    expect(kept.filter((n) => !n.signatureValid).length).toBeGreaterThanOrEqual(3);
    // The genuine notification still works afterwards.
    expect(await vnpay.notify(done.fields)).toEqual({ RspCode: '00', Message: 'Confirm Success' });
    expect((await profile(token)).role).toBe('employer');
  });

  it('keeps only the gateway’s fields of a request that matches no order (decision 1132)', async () => {
    const ref = 'JUNK0000000001';
    const junk = 'x'.repeat(500);
    const extra = Array.from({ length: 20 }, (_, i) => `vnp_Junk${i}=${junk}`).join('&');
    const forged = await ipn(`vnp_TxnRef=${ref}&vnp_Amount=100&vnp_SecureHash=00&${extra}`);
    expect(forged.body).toEqual({ RspCode: '97', Message: 'Invalid signature' });
    const [note] = await server.ctx.db
      .select()
      .from(billingNotifications)
      .where(eq(billingNotifications.ref, ref));
    expect(note).toMatchObject({ orderId: null, signatureValid: false, outcome: '97' });
    expect(note!.fields).toEqual({ vnp_TxnRef: ref, vnp_Amount: '100', vnp_SecureHash: '00' });
  });

  it('refuses a correctly signed notification whose amount differs from the order (04), and logs it', async () => {
    const token = await memberToken('amount@billing.test');
    const { url, ref } = await checkout(server, token);
    const done = await vnpay.complete(url, 'success', { ipn: 'before', amount: '100000' });
    expect(done.ipnReplies).toEqual([{ RspCode: '04', Message: 'Invalid amount' }]);
    expect((await orderOf(ref)).status).toBe('pending');
    expect((await profile(token)).role).toBe('member');
    expect(await auditActions(server)).toContain('billing.notification_refused');
    const [note] = await server.ctx.db
      .select()
      .from(billingNotifications)
      .where(eq(billingNotifications.ref, ref));
    expect(note).toMatchObject({ outcome: '04', signatureValid: true });
    expect(note!.fields.vnp_Amount).toBe('100000');
  });

  it('answers 01 to a correctly signed notification for an order it does not know', async () => {
    const fields = {
      vnp_Amount: '19900000',
      vnp_BankCode: 'NCB',
      vnp_OrderInfo: 'Unknown',
      vnp_PayDate: '20260101120000',
      vnp_ResponseCode: '00',
      vnp_TmnCode: VNPAY.tmnCode,
      vnp_TransactionNo: '12345678',
      vnp_TransactionStatus: '00',
      vnp_TxnRef: 'DT260101NOSUCHORDER',
    };
    expect((await ipn(vnpay.signedQuery(fields))).body).toEqual({
      RspCode: '01',
      Message: 'Order not found',
    });
    // Another merchant's notification, even signed with our secret, is not ours.
    expect((await ipn(vnpay.signedQuery({ ...fields, vnp_TmnCode: 'OTHER' }))).body).toMatchObject({
      RspCode: '97',
    });
    expect((await ipn('')).body).toMatchObject({ RspCode: '97' });
  });

  it('takes Free without payment, and refuses staff, admins and employers as the upgrade did', async () => {
    const token = await memberToken('free@billing.test');
    const free = await server.call('POST', '/api/auth/users/upgrade-to-employer', {
      token,
      body: { planId: 'free' },
    });
    expect(free.status).toBe(200);
    expect(free.body.payment_url).toBeUndefined();
    expect((await profile(token)).company).toMatchObject({ plan: 'free' });
    const again = await server.call('POST', '/api/auth/users/upgrade-to-employer', {
      token,
      body: { planId: 'standard' },
    });
    expect(again.status).toBe(409);
    const admin = await server.call('POST', '/api/auth/login', { body: ADMIN });
    const adminUp = await server.call('POST', '/api/auth/users/upgrade-to-employer', {
      token: admin.body.access_token as string,
      body: { planId: 'standard' },
    });
    expect(adminUp.status).toBe(403);
    const unknown = await server.call('POST', '/api/auth/users/upgrade-to-employer', {
      token: await memberToken('unknown-plan@billing.test'),
      body: { planId: 'gold' },
    });
    expect(unknown.status).toBe(422);
  });

  it('shows on the plans what a month costs at the gateway when prices do not include VAT (decision 802)', async () => {
    const admin = (await server.call('POST', '/api/auth/login', { body: ADMIN })).body.access_token as string;
    const setVat = (included: boolean) =>
      server.call('PATCH', '/api/admin/settings', {
        token: admin,
        body: { billing: { vat_percent: 10, prices_include_vat: included, free_published_postings: null } },
      });
    const listed = async () => {
      const reply = await server.call('GET', '/api/auth/plans');
      const plans = reply.body.plans as Array<{ name: string; price: number; charged?: number }>;
      return { vat: reply.body.vat, charged: plans.map((p) => [p.name, p.price, p.charged]) };
    };
    // Prices with VAT inside (the default): what is shown is what is charged.
    expect(await listed()).toEqual({
      vat: { percent: 10, included: true },
      charged: [
        ['free', 0, 0],
        ['standard', 199000, 199000],
        ['premium', 499000, 499000],
      ],
    });
    expect((await setVat(false)).status).toBe(200);
    try {
      expect(await listed()).toEqual({
        vat: { percent: 10, included: false },
        charged: [
          ['free', 0, 0],
          ['standard', 199000, 218900],
          ['premium', 499000, 548900],
        ],
      });
      // ...which is the amount the payment page asks.
      const order = await checkout(server, await memberToken('vat-on-top@billing.test'), 'standard');
      expect(new URL(order.url).searchParams.get('vnp_Amount')).toBe('21890000');
    } finally {
      expect((await setVat(true)).status).toBe(200);
    }
  });

  it('answers every checkout sent at once (two tabs, a double submit) with its own order, one company', async () => {
    const token = await memberToken('double-submit@billing.test');
    const replies = await Promise.all(
      Array.from({ length: 4 }, () =>
        server.call('POST', '/api/auth/users/upgrade-to-employer', { token, body: { planId: 'standard' } }),
      ),
    );
    expect(replies.map((r) => r.status)).toEqual([200, 200, 200, 200]);
    const refs = replies.map((r) => r.body.order_ref as string);
    expect(new Set(refs).size).toBe(4);
    const orders = await Promise.all(refs.map(orderOf));
    expect(new Set(orders.map((o) => o.companyId)).size).toBe(1);
  });

  it('lets a member follow only its own orders', async () => {
    const a = await paidEmployer(server, vnpay, mail, 'own-a@billing.test');
    const bToken = await memberToken('own-b@billing.test');
    expect((await server.call('GET', `/api/billing/orders/${a.ref}`, { token: a.token })).status).toBe(200);
    expect((await server.call('GET', `/api/billing/orders/${a.ref}`, { token: bToken })).status).toBe(404);
  });

  it('gives the plan paid for when two checkouts are paid: Pro, then Enterprise from another tab', async () => {
    const token = await memberToken('two-tabs@billing.test');
    const pro = await checkout(server, token, 'standard');
    const enterprise = await checkout(server, token, 'premium');
    expect((await pay(server, vnpay, pro.url)).ipnReplies[0]?.RspCode).toBe('00');
    expect((await pay(server, vnpay, enterprise.url)).ipnReplies[0]?.RspCode).toBe('00');
    // 499,000 VND bought a month of Enterprise: the company is on it now, its month added after the paid one.
    expect((await profile(token)).company).toMatchObject({ plan: 'premium' });
    const billing = (await server.call('GET', '/api/billing', { token })).body.billing as {
      plan: { name: string };
      paid_until: string;
      receipts: Array<{ plan: string; period_end: string }>;
    };
    expect(billing.plan.name).toBe('premium');
    expect(billing.paid_until).toBe(billing.receipts[0]!.period_end);
    expect(billing.receipts.map((r) => r.plan)).toEqual(['premium', 'standard']);
    const team = (await server.call('GET', '/api/company/team', { token })).body.company as {
      seats: { limit: number };
    };
    expect(team.seats.limit).toBe(10);
    // Refunding the Enterprise payment takes back its month and gives Pro back for the rest of the Pro month.
    const admin = (await server.call('POST', '/api/auth/login', { body: ADMIN })).body.access_token as string;
    const orders = (await server.call('GET', '/api/admin/payments?q=two-tabs@billing', { token: admin })).body
      .payments as Array<{ id: string; plan: string; from_plan: string | null }>;
    const dearer = orders.find((o) => o.plan === 'premium')!;
    expect(dearer.from_plan).toBe('standard');
    const refund = await server.call('POST', `/api/admin/payments/${dearer.id}/refund`, {
      token: admin,
      body: { note: 'Refunded in the VNPay merchant portal' },
    });
    expect(refund.status).toBe(200);
    const after = (await server.call('GET', '/api/billing', { token })).body.billing as {
      plan: { name: string };
      paid_until: string;
    };
    expect(after).toMatchObject({ plan: { name: 'standard' }, paid_until: billing.receipts[1]!.period_end });
  });

  it('keeps receipts immutable in the database', async () => {
    const [receipt] = await server.ctx.db.select().from(billingReceipts).limit(1);
    const refusal = (promise: Promise<unknown>) =>
      promise.then(
        () => 'accepted',
        (error: Error & { cause?: Error }) => error.cause?.message ?? error.message,
      );
    const where = eq(billingReceipts.number, receipt!.number);
    expect(await refusal(server.ctx.db.update(billingReceipts).set({ amount: 1 }).where(where))).toMatch(
      /immutable: UPDATE refused/,
    );
    expect(await refusal(server.ctx.db.delete(billingReceipts).where(where))).toMatch(
      /immutable: DELETE refused/,
    );
    expect(await refusal(server.ctx.db.execute(sql`truncate billing_receipts cascade`))).toMatch(/immutable/);
  });
});

// Decision 1206: VNPay reads only {RspCode, Message} with HTTP 200. A malformed notification (a repeated field, an
// overlong one, a NUL) was answered with the API's own 400 or 422, which the gateway cannot read.
describe('the IPN answers every request in VNPay’s format (decision 1206)', () => {
  const expectIpn = (reply: { status: number; body: unknown }, RspCode: string) => {
    expect(reply.status).toBe(200);
    expect(Object.keys(reply.body as object).sort()).toEqual(['Message', 'RspCode']);
    expect(reply.body).toMatchObject({ RspCode });
  };

  it('97 to a malformed notification that no signature vouches for (repeated, overlong or missing fields)', async () => {
    expectIpn(await ipn('vnp_TxnRef=A&vnp_TxnRef=B&vnp_Amount=100&vnp_SecureHash=00'), '97');
    expectIpn(await ipn(`vnp_TxnRef=A&vnp_OrderInfo=${'x'.repeat(600)}&vnp_SecureHash=00`), '97');
    expectIpn(await ipn('vnp_Amount[]=1&vnp_SecureHash[x]=2'), '97');
    expectIpn(await ipn('vnp_SecureHash='), '97');
  });

  it('01, 02 and 04 to signed notifications carrying a repeated field, by the order they name', async () => {
    const token = await memberToken('malformed-ipn@billing.test');
    const { url, ref } = await checkout(server, token);
    const done = await pay(server, vnpay, url, 'success', 'none');
    const { vnp_SecureHash: _hash, ...unsigned } = done.fields;
    void _hash;
    // VNPay signs the first of a repeated field as this server reads it; the repeat used to fail the schema (422).
    const repeated = (fields: Record<string, string>) =>
      `${vnpay.signedQuery(fields)}&vnp_BankCode=NCB&vnp_BankCode=X`;
    expectIpn(await ipn(repeated({ ...unsigned, vnp_TxnRef: 'DT260101NOSUCHORDER1' })), '01');
    expectIpn(await ipn(repeated({ ...unsigned, vnp_Amount: 'not-a-number' })), '04');
    expect((await orderOf(ref)).status).toBe('pending');
    expectIpn(await ipn(repeated(unsigned)), '00');
    expect((await orderOf(ref)).status).toBe('paid');
    expectIpn(await ipn(repeated(unsigned)), '02');
  });

  it('99 to a request it cannot read (a NUL) and to a failure inside, and records nothing half-done', async () => {
    expectIpn(await ipn('vnp_TxnRef=A%00B&vnp_SecureHash=00'), '99');
    const token = await memberToken('broken-ipn@billing.test');
    const { url, ref } = await checkout(server, token);
    const done = await pay(server, vnpay, url, 'success', 'none');
    const { vnp_SecureHash: _hash, ...unsigned } = done.fields;
    void _hash;
    // The notifications' table refuses writes for a moment: the answer is still VNPay's, 99, so it sends again.
    await server.ctx.db.execute(sql`alter table billing_notifications rename to billing_notifications_away`);
    try {
      expectIpn(await ipn(vnpay.signedQuery(unsigned)), '99');
    } finally {
      await server.ctx.db.execute(
        sql`alter table billing_notifications_away rename to billing_notifications`,
      );
    }
    expect((await orderOf(ref)).status).toBe('pending');
    expect(await vnpay.notify(done.fields)).toEqual({ RspCode: '00', Message: 'Confirm Success' });
  });
});
