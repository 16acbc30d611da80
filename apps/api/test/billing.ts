import { and, eq, isNull } from 'drizzle-orm';
import { plans, subscriptions } from '../src/db/schema';
import { outboxReader } from './admin';
import { startFakeVnpay } from './fake-vnpay';
import type { Completion, FakeVnpay, IpnOrder, Outcome } from './fake-vnpay';
import { login, signUp, startTestServer } from './harness';
import type { TestServer, TestServerOptions } from './harness';
import type { Actor, MailReader } from './recruitment';

/** The merchant's credentials the test server and the fake VNPay share (issue 19). */
export const VNPAY = { tmnCode: 'DOTTRIP1', hashSecret: 'test-hash-secret-0123456789ABCDEF' };
export const DAY = 24 * 3_600_000;

/**
 * A test server with VNPay configured against a fake gateway on loopback, whose IPN calls reach the server, and the
 * mail read from its outbox rows. `holdMail` stops the outbox worker, so the mails stay there unsent.
 */
export async function startBillingServer(
  options: TestServerOptions & { holdMail?: boolean } = {},
): Promise<{ server: TestServer; vnpay: FakeVnpay; mail: MailReader }> {
  const { holdMail = false, ...serverOptions } = options;
  const holder: { server?: TestServer } = {};
  const vnpay = await startFakeVnpay({ ...VNPAY, now: () => holder.server?.clock.now() ?? new Date() });
  const server = await startTestServer({
    ...serverOptions,
    config: { ...serverOptions.config, vnpay: { ...VNPAY, url: vnpay.url } },
  });
  holder.server = server;
  vnpay.setIpnUrl(`${server.url}/api/billing/vnpay/ipn`);
  if (holdMail) await server.ctx.outbox.stop();
  return { server, vnpay, mail: outboxReader(server) };
}

/** A fresh session for an account (after the test clock moved past the old one's end). */
export { login } from './harness';

/** A member chooses a paid plan on /plans: the upgrade answers with the gateway's payment URL and the order. */
export async function checkout(server: TestServer, token: string, plan = 'standard') {
  const reply = await server.call('POST', '/api/auth/users/upgrade-to-employer', {
    token,
    body: { planId: plan },
  });
  if (reply.status !== 200 || typeof reply.body.payment_url !== 'string') {
    throw new Error(`checkout: ${reply.status} ${JSON.stringify(reply.body)}`);
  }
  return { url: reply.body.payment_url, ref: reply.body.order_ref as string };
}

/** The owner buys (renewal, change, Free → paid) on the billing page. */
export async function ownerOrder(server: TestServer, token: string, plan: string) {
  return server.call('POST', '/api/billing/orders', { token, body: { plan } });
}

/** Pays a payment URL at the fake gateway, then waits until this instance's sessions heard of the change. */
export async function pay(
  server: TestServer,
  vnpay: FakeVnpay,
  url: string,
  outcome: Outcome = 'success',
  ipn: IpnOrder = 'before',
): Promise<Completion> {
  const done = await vnpay.complete(url, outcome, { ipn });
  await server.ctx.sessions.settle();
  return done;
}

/** A member who bought `plan` through the gateway: the owner of a company, paid one month from now. */
export async function paidEmployer(
  server: TestServer,
  vnpay: FakeVnpay,
  mail: MailReader,
  email: string,
  plan = 'standard',
): Promise<Actor & { ref: string }> {
  const { userId } = await signUp(server, mail, { email, name: email.split('@')[0] });
  const token = await login(server, email);
  const order = await checkout(server, token, plan);
  const done = await pay(server, vnpay, order.url);
  if (done.ipnReplies[0]?.RspCode !== '00') throw new Error(`IPN: ${JSON.stringify(done.ipnReplies)}`);
  return { token, userId, email, ref: order.ref };
}

/** The company's running package: its plan, paid end and stopped renewal (null when it has none). */
export async function runningPackage(server: TestServer, companyId: string) {
  const [row] = await server.ctx.db
    .select({
      plan: plans.name,
      paidUntil: subscriptions.paidUntil,
      stopped: subscriptions.renewalStoppedAt,
    })
    .from(subscriptions)
    .innerJoin(plans, eq(plans.id, subscriptions.planId))
    .where(and(eq(subscriptions.companyId, companyId), isNull(subscriptions.endedAt)));
  return row ?? null;
}
