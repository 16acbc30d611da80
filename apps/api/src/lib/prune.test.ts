import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  billingNotifications,
  companies,
  interviewDeletions,
  outbox,
  rateLimits,
  sessions,
  verificationCodes,
  webhookDeliveries,
  webhookDeliveryAttempts,
  webhookEndpoints,
  webhookEvents,
} from '../db/schema';
import { startTestServer } from '../../test/harness';
import type { TestServer } from '../../test/harness';
import { adminActor } from '../../test/recruitment';
import { RETENTION, pruneExpired, retention } from './prune';
import { DEFAULT_LIMITS } from '../config';

const HOUR = 3_600_000;
const DAY = 24 * HOUR;

let server: TestServer;
let userId: string;

beforeAll(async () => {
  // The job's own timer (hourly) does not fire during these tests; they run it by hand.
  server = await startTestServer({ server: { pruneIntervalMs: 60 * 60_000 } });
  userId = (await adminActor(server)).userId;
});

afterAll(async () => {
  await server.stop();
});

const ago = (ms: number) => new Date(server.clock.now().getTime() - ms);

async function keysOf<T>(rows: Promise<T[]>, key: (row: T) => string) {
  return (await rows).map(key).sort();
}

describe('pruning expired rows', () => {
  it('deletes what is past its retention and keeps everything else', async () => {
    const db = server.ctx.db;
    await db.insert(rateLimits).values([
      { key: 'prune:old', count: 3, windowStart: ago(2 * DAY) },
      { key: 'prune:fresh', count: 1, windowStart: ago(10 * 60_000) },
    ]);
    const session = (label: string, values: { expiresAt: Date; revokedAt?: Date }) => ({
      userId,
      createdAt: ago(40 * DAY),
      userAgent: label,
      ...values,
    });
    await db
      .insert(sessions)
      .values([
        session('prune:expired-long-ago', { expiresAt: ago(8 * DAY) }),
        session('prune:revoked-long-ago', { expiresAt: ago(-20 * DAY), revokedAt: ago(8 * DAY) }),
        session('prune:expired-yesterday', { expiresAt: ago(DAY) }),
        session('prune:revoked-lately', { expiresAt: ago(-20 * DAY), revokedAt: ago(HOUR) }),
        session('prune:live', { expiresAt: ago(-DAY) }),
      ]);
    const code = (codeHash: string, values: { expiresAt: Date; usedAt?: Date }) => ({
      userId,
      purpose: 'reset_password' as const,
      codeHash,
      createdAt: ago(3 * DAY),
      ...values,
    });
    await db
      .insert(verificationCodes)
      .values([
        code('prune:expired-long-ago', { expiresAt: ago(2 * DAY) }),
        code('prune:used-long-ago', { expiresAt: ago(-HOUR), usedAt: ago(2 * DAY) }),
        code('prune:expired-lately', { expiresAt: ago(HOUR) }),
        code('prune:live', { expiresAt: ago(-HOUR) }),
      ]);
    const mail = (subject: string, status: 'pending' | 'sent' | 'failed', at: Date) => ({
      to: 'prune@test.example',
      subject,
      text: 'x',
      html: 'x',
      status,
      nextAttemptAt: at,
      createdAt: at,
      sentAt: status === 'sent' ? at : null,
    });
    await db
      .insert(outbox)
      .values([
        mail('prune:sent-long-ago', 'sent', ago(31 * DAY)),
        mail('prune:sent-lately', 'sent', ago(DAY)),
        mail('prune:failed-long-ago', 'failed', ago(60 * DAY)),
        mail('prune:pending-long-ago', 'pending', ago(60 * DAY)),
      ]);
    // Interview tombstones (decision 1125): kept 90 days after the interview went, for the company's API keys.
    const [company] = await db
      .insert(companies)
      .values({ ownerId: userId, name: 'Prune Co', createdAt: ago(DAY), updatedAt: ago(DAY) })
      .returning({ id: companies.id });
    const oldTombstone = '00000000-0000-4000-8000-000000000001';
    const freshTombstone = '00000000-0000-4000-8000-000000000002';
    await db.insert(interviewDeletions).values([
      { interviewId: oldTombstone, companyId: company!.id, deletedAt: ago(91 * DAY) },
      { interviewId: freshTombstone, companyId: company!.id, deletedAt: ago(89 * DAY) },
    ]);

    // Requests to the gateway's public URLs (decision 1132): one matching no order goes after 30 days; one that
    // matched an order is that order's history and stays.
    const notification = (ref: string, orderId: string | null, receivedAt: Date) => ({
      source: 'ipn' as const,
      ref,
      orderId,
      receivedAt,
      signatureValid: false,
      outcome: '97',
      fields: { vnp_TxnRef: ref },
    });
    await db
      .insert(billingNotifications)
      .values([
        notification('prune:unmatched-old', null, ago(31 * DAY)),
        notification('prune:unmatched-fresh', null, ago(29 * DAY)),
        notification('prune:matched-old', '00000000-0000-4000-8000-000000000003', ago(400 * DAY)),
      ]);

    // Webhook deliveries (decision 1165): one finished 31 days ago goes with its attempts and its event; one still
    // retrying, one finished lately and their events stay.
    const [endpoint] = await db
      .insert(webhookEndpoints)
      .values({
        companyId: company!.id,
        url: 'https://prune.test/hook',
        secret: 'whsec_prune',
        createdAt: ago(40 * DAY),
        updatedAt: ago(40 * DAY),
      })
      .returning({ id: webhookEndpoints.id });
    const delivery = async (label: string, status: string, at: Date) => {
      const [event] = await db
        .insert(webhookEvents)
        .values({
          companyId: company!.id,
          type: 'job.closed',
          orderingKey: label,
          payload: {},
          createdAt: at,
        })
        .returning({ id: webhookEvents.id });
      const [made] = await db
        .insert(webhookDeliveries)
        .values({
          eventId: event!.id,
          endpointId: endpoint!.id,
          orderingKey: label,
          status,
          attempts: 2,
          nextAttemptAt: at,
          createdAt: at,
        })
        .returning({ id: webhookDeliveries.id });
      await db.insert(webhookDeliveryAttempts).values([
        { deliveryId: made!.id, attemptedAt: at, responseStatus: 503, error: 'HTTP 503' },
        { deliveryId: made!.id, attemptedAt: at, responseStatus: 200 },
      ]);
      return made!.id;
    };
    await delivery('prune:hook-old', 'succeeded', ago(31 * DAY));
    const retrying = await delivery('prune:hook-retrying', 'pending', ago(31 * DAY));
    const lately = await delivery('prune:hook-lately', 'failed', ago(29 * DAY));

    const counts = await server.pruner.runOnce();
    expect(counts).toEqual({
      rateLimits: 1,
      sessions: 2,
      verificationCodes: 2,
      outbox: 1,
      auditLog: 0,
      signIns: 0,
      idempotencyKeys: 0,
      interviewDeletions: 1,
      unmatchedNotifications: 1,
      webhookDeliveries: 1,
      webhookEvents: 1,
      candidatesAnonymised: 0,
    });
    expect(await keysOf(db.select().from(webhookEvents), (r) => r.orderingKey)).toEqual([
      'prune:hook-lately',
      'prune:hook-retrying',
    ]);
    expect(await keysOf(db.select().from(webhookDeliveryAttempts), (r) => String(r.deliveryId))).toEqual(
      [lately, lately, retrying, retrying].map(String).sort(),
    );
    expect(await keysOf(db.select().from(interviewDeletions), (r) => r.interviewId)).toEqual([
      freshTombstone,
    ]);

    const mine = (values: string[]) => values.filter((v) => v.startsWith('prune:'));
    expect(mine(await keysOf(db.select().from(billingNotifications), (r) => r.ref ?? ''))).toEqual([
      'prune:matched-old',
      'prune:unmatched-fresh',
    ]);
    expect(mine(await keysOf(db.select().from(rateLimits), (r) => r.key))).toEqual(['prune:fresh']);
    expect(mine(await keysOf(db.select().from(sessions), (r) => r.userAgent ?? ''))).toEqual([
      'prune:expired-yesterday',
      'prune:live',
      'prune:revoked-lately',
    ]);
    expect(mine(await keysOf(db.select().from(verificationCodes), (r) => r.codeHash))).toEqual([
      'prune:expired-lately',
      'prune:live',
    ]);
    expect(mine(await keysOf(db.select().from(outbox), (r) => r.subject))).toEqual([
      'prune:failed-long-ago',
      'prune:pending-long-ago',
      'prune:sent-lately',
    ]);

    // The admin's own session (live) still works.
    const login = await server.call('POST', '/api/auth/login', {
      body: { email: 'admin@test.example', password: 'AdminPass123' },
    });
    expect(login.status).toBe(200);
  });

  it('moves on with the clock: the fresh rows go once they are old enough', async () => {
    server.clock.advance(31 * DAY);
    const counts = await pruneExpired(server.ctx.db, server.clock.now());
    expect(counts.rateLimits).toBeGreaterThanOrEqual(1);
    expect(counts.outbox).toBeGreaterThanOrEqual(1);
    const left = await server.ctx.db.select().from(rateLimits);
    expect(left.map((r) => r.key)).not.toContain('prune:fresh');
  });

  it('deletes in batches until nothing old is left', async () => {
    const old = ago(2 * DAY);
    await server.ctx.db
      .insert(rateLimits)
      .values(Array.from({ length: 7 }, (_, i) => ({ key: `prune:batch:${i}`, count: 1, windowStart: old })));
    const counts = await pruneExpired(server.ctx.db, server.clock.now(), RETENTION, 2);
    expect(counts.rateLimits).toBe(7);
    const left = await server.ctx.db.select().from(rateLimits);
    expect(left.filter((r) => r.key.startsWith('prune:batch:'))).toEqual([]);
  });

  it('never keeps rate-limit rows for less than the longest window', () => {
    expect(retention(DEFAULT_LIMITS).rateLimitMs).toBe(DAY);
    expect(retention({ ...DEFAULT_LIMITS, loginWindowMs: 3 * DAY }).rateLimitMs).toBe(3 * DAY);
  });
});

describe('the pruning job', () => {
  it('runs on its interval with the server and stops with it', async () => {
    const quick = await startTestServer({ server: { pruneIntervalMs: 50 } });
    try {
      await quick.ctx.db.insert(rateLimits).values({
        key: 'prune:timer',
        count: 1,
        windowStart: new Date(quick.clock.now().getTime() - 2 * DAY),
      });
      await expect
        .poll(async () => (await quick.ctx.db.select().from(rateLimits)).map((r) => r.key), {
          timeout: 5_000,
        })
        .not.toContain('prune:timer');
    } finally {
      await quick.stop();
    }
  });
});
