import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { outboxReader } from './admin';
import { checkout, login, paidEmployer, pay, startBillingServer } from './billing';
import type { FakeVnpay } from './fake-vnpay';
import { signUp, startTestServer } from './harness';
import type { TestServer } from './harness';
import { actor, adminActor } from './recruitment';
import { teammate } from './recruiters';
import type { Actor } from './recruitment';
import { registeredRoutes } from './routes';

/**
 * Issue 19's routes × every caller, with the exact status (decision 290's matrix, for billing). The billing page and
 * orders are the owner's (company:manage; a teammate, staff and admins are refused); an order is read by its buyer or
 * its company's owner only (404 otherwise); the gateway's return and IPN URLs are public (their signature is the
 * key); the payments list is the admins' (billing:manage). A route registered without a row fails the first test.
 */

type Caller = 'anon' | 'member' | 'owner' | 'recruiter' | 'interviewer' | 'staff' | 'admin';
const CALLERS: Caller[] = ['anon', 'member', 'owner', 'recruiter', 'interviewer', 'staff', 'admin'];
type Row = {
  route: string;
  /** The path (and body) for a call; may make a fresh record. */
  call?: () => Promise<{ path?: string }>;
  /** The request body, for the calls the guard refuses as well. */
  body?: unknown;
  expect: Record<Caller, number>;
};

const ZERO_ID = '00000000-0000-4000-8000-000000000000';
let server: TestServer;
let vnpay: FakeVnpay;
const who = {} as Record<Exclude<Caller, 'anon'>, Actor>;
let ownerRef = '';
let orderId = '';

const only = (caller: Caller, status: number, others: number, anon = 401): Record<Caller, number> =>
  Object.fromEntries(CALLERS.map((c) => [c, c === caller ? status : c === 'anon' ? anon : others])) as Record<
    Caller,
    number
  >;
const everyone = (status: number) =>
  Object.fromEntries(CALLERS.map((c) => [c, status])) as Record<Caller, number>;

const ROWS: Row[] = [
  { route: 'GET /api/billing', expect: only('owner', 200, 403) },
  { route: 'POST /api/billing/orders', body: { plan: 'premium' }, expect: only('owner', 200, 403) },
  {
    route: 'GET /api/billing/orders/:ref',
    call: async () => ({ path: `/api/billing/orders/${ownerRef}` }),
    expect: only('owner', 200, 404),
  },
  {
    route: 'POST /api/billing/renewal/resume',
    call: async () => {
      // The owner's renewal stopped first (409 already stopped on a later call does not matter), so that the owner's
      // call reaches a renewal to take back.
      await server.call('POST', '/api/auth/users/downgrade-to-member', { token: who.owner.token });
      return {};
    },
    expect: only('owner', 200, 403),
  },
  // Decision 1199: the owner's team (three seats) does not fit Pro, and nothing is scheduled to cancel: the owner's
  // calls reach the handler and get its 409; everyone else is refused by the guard.
  { route: 'POST /api/billing/downgrade', body: { plan: 'standard' }, expect: only('owner', 409, 403) },
  { route: 'DELETE /api/billing/downgrade', expect: only('owner', 409, 403) },
  { route: 'GET /api/billing/vnpay/return', expect: everyone(200) },
  { route: 'GET /api/billing/vnpay/ipn', expect: everyone(200) },
  { route: 'GET /api/admin/payments', expect: only('admin', 200, 403) },
  { route: 'GET /api/admin/payments/export', expect: only('admin', 200, 403) },
  {
    route: 'GET /api/admin/payments/:id',
    call: async () => ({ path: `/api/admin/payments/${orderId}` }),
    expect: only('admin', 200, 403),
  },
  {
    route: 'POST /api/admin/payments/:id/refund',
    call: async () => {
      // A fresh paid order for each call that reaches the handler.
      const buyer = await paidEmployer(
        server,
        vnpay,
        outboxReader(server),
        `refund-${Date.now()}@matrix.test`,
      );
      const list = await server.call('GET', `/api/admin/payments?q=${encodeURIComponent(buyer.email)}`, {
        token: who.admin.token,
      });
      const id = (list.body.payments as Array<{ id: string }>)[0]!.id;
      return { path: `/api/admin/payments/${id}/refund` };
    },
    body: { note: 'Refunded at VNPay' },
    expect: only('admin', 200, 403),
  },
];

const BILLING_ROUTES = /^\/api\/(billing($|\/)|admin\/payments)/;

beforeAll(async () => {
  ({ server, vnpay } = await startBillingServer({ holdMail: true }));
  const mail = outboxReader(server);
  const owner = await paidEmployer(server, vnpay, mail, 'owner@matrix.test', 'premium');
  ownerRef = owner.ref;
  const [admin, staff, member] = await Promise.all([
    adminActor(server),
    actor(server, mail, 'staff', 'staff@matrix.test'),
    actor(server, mail, 'member', 'member@matrix.test'),
  ]);
  const join = (email: string, role: 'recruiter' | 'interviewer') =>
    teammate(server, owner, email, role, role);
  Object.assign(who, {
    owner,
    admin,
    staff,
    member,
    recruiter: await join('recruiter@matrix.test', 'recruiter'),
    interviewer: await join('interviewer@matrix.test', 'interviewer'),
  });
  const list = await server.call('GET', `/api/admin/payments?q=owner@matrix.test`, { token: admin.token });
  orderId = (list.body.payments as Array<{ id: string }>)[0]!.id;
}, 120_000);

afterAll(async () => {
  await server.stop();
  await vnpay.close();
});

describe('billing routes × callers', () => {
  it('has one row for every billing route the server registers', () => {
    const registered = registeredRoutes(server, (url) => BILLING_ROUTES.test(url));
    expect(ROWS.map((r) => r.route).sort()).toEqual(registered);
  });

  it('answers each caller with the exact status', async () => {
    const mismatches: string[] = [];
    for (const row of ROWS) {
      for (const caller of CALLERS) {
        const wanted = row.expect[caller];
        const reaches = wanted !== 401 && wanted !== 403;
        const [method, pattern] = row.route.split(' ') as [string, string];
        // The guard answers before any record is read: those calls need none.
        const target = reaches
          ? ((await row.call?.()) ?? {})
          : { path: pattern.replace(':id', ZERO_ID).replace(':ref', 'DT000000NOTHING0') };
        const path = target.path ?? pattern;
        const reply = await server.call(method, path, {
          token: caller === 'anon' ? undefined : who[caller].token,
          body: method === 'GET' ? undefined : (row.body ?? {}),
        });
        if (reply.status !== wanted) {
          mismatches.push(
            `${row.route} as ${caller}: ${reply.status} (wanted ${wanted}) ${JSON.stringify(reply.body).slice(0, 160)}`,
          );
        }
        if (reply.status >= 400 && reply.body.success !== false)
          mismatches.push(`${row.route}: no failure shape`);
      }
    }
    expect(mismatches).toEqual([]);
  }, 240_000);
});

describe('without VNPay credentials (today’s behaviour)', () => {
  it('upgrades at once, and the gateway’s return and orders answer 503, its IPN 99', async () => {
    const plain = await startTestServer();
    await plain.ctx.outbox.stop();
    try {
      const mail = outboxReader(plain);
      const { token } = await signUp(plain, mail, { email: 'now@plain.test' });
      const up = await plain.call('POST', '/api/auth/users/upgrade-to-employer', {
        token,
        body: { planId: 'standard' },
      });
      expect(up.status).toBe(200);
      expect(up.body.payment_url).toBeUndefined();
      const sub = (await plain.call('GET', '/api/auth/subscription', { token })).body.subscription;
      expect(sub).toMatchObject({ plan: 'standard', paid_until: null, grace_until: null });
      const owner = await login(plain, 'now@plain.test');
      expect(
        (await plain.call('POST', '/api/billing/orders', { token: owner, body: { plan: 'premium' } })).body,
      ).toMatchObject({
        code: 'NOT_CONFIGURED',
      });
      // The IPN answers in the only format VNPay reads, even here (decision 1206).
      const ipn = await plain.call('GET', '/api/billing/vnpay/ipn?vnp_TxnRef=X');
      expect(ipn.status).toBe(200);
      expect(ipn.body).toEqual({ RspCode: '99', Message: 'Unknown error' });
      expect((await plain.call('GET', '/api/billing/vnpay/return?vnp_TxnRef=X')).status).toBe(503);
      const billing = await plain.call('GET', '/api/billing', { token: owner });
      expect(billing.body.billing).toMatchObject({ gateway: false, state: 'unlimited', options: [] });
      // Cancelling is immediate, as before.
      const down = await plain.call('POST', '/api/auth/users/downgrade-to-member', { token: owner });
      expect(down.body).toMatchObject({
        success: true,
        message: 'Your employer package has been cancelled.',
      });
    } finally {
      await plain.stop();
    }
  });

  it('keeps a member’s checkout and a failed order out of an owner’s billing page', async () => {
    const token = await login(server, 'member@matrix.test');
    const order = await checkout(server, token);
    await pay(server, vnpay, order.url, 'failure');
    const billing = await server.call('GET', '/api/billing', { token: who.owner.token });
    const refs = (billing.body.billing as { orders: Array<{ ref: string }> }).orders.map((o) => o.ref);
    expect(refs).not.toContain(order.ref);
  });
});
