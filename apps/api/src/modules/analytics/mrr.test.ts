import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { paidEmployer, startBillingServer } from '../../../test/billing';
import type { FakeVnpay } from '../../../test/fake-vnpay';
import type { TestServer } from '../../../test/harness';
import { adminActor } from '../../../test/recruitment';
import type { Actor, MailReader } from '../../../test/recruitment';

// Decision 1096: the platform's monthly recurring revenue counts what each company pays for its running package (the
// amount of its paid month), not today's price of the plan. An administrator who raises a price changes what the next
// month costs, not what the companies already pay.

let server: TestServer;
let vnpay: FakeVnpay;
let mail: MailReader;
let admin: Actor;

beforeAll(async () => {
  ({ server, vnpay, mail } = await startBillingServer({ holdMail: true }));
  admin = await adminActor(server);
});

afterAll(async () => {
  await server.stop();
  await vnpay.close();
});

type PlanSetting = { name: string; price: number };
const mrr = async () => {
  const res = await server.call('GET', '/api/analytics/platform', { token: admin.token });
  expect(res.status, JSON.stringify(res.body)).toBe(200);
  return (res.body.data as { mrr_vnd: number }).mrr_vnd;
};
const setPrices = async (prices: Record<string, number>) => {
  const read = await server.call('GET', '/api/admin/settings', { token: admin.token });
  const plans = (read.body.settings as { plans: PlanSetting[] }).plans.map((p) =>
    prices[p.name] === undefined ? p : { ...p, price: prices[p.name] },
  );
  const res = await server.call('PATCH', '/api/admin/settings', { token: admin.token, body: { plans } });
  expect(res.status, JSON.stringify(res.body)).toBe(200);
};

describe('monthly recurring revenue (decision 1096)', () => {
  it('counts each package at the price it was bought at, whatever the price becomes afterwards', async () => {
    const start = await mrr();
    await paidEmployer(server, vnpay, mail, 'pro@mrr.test', 'standard');
    await paidEmployer(server, vnpay, mail, 'enterprise@mrr.test', 'premium');
    expect((await mrr()) - start).toBe(199_000 + 499_000);

    // The administrator raises both prices: the packages already paid for still bring what they were bought at.
    await setPrices({ standard: 249_000, premium: 599_000 });
    expect((await mrr()) - start).toBe(199_000 + 499_000);

    // A package bought after the change counts at its own, new price.
    await paidEmployer(server, vnpay, mail, 'pro-later@mrr.test', 'standard');
    expect((await mrr()) - start).toBe(199_000 + 499_000 + 249_000);
  });
});
