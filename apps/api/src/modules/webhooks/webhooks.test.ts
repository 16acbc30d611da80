import { createServer } from 'node:http';
import { createServer as createTcpServer } from 'node:net';
import type { AddressInfo, Socket } from 'node:net';
import { eq, sql } from 'drizzle-orm';
import { Webhook } from 'standardwebhooks';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { auditActions } from '../../../test/admin';
import { startTestServer } from '../../../test/harness';
import type { TestServer } from '../../../test/harness';
import { outboxTo } from '../../../test/helpers';
import { webhookDeliveries } from '../../db/schema';
import { applicant, employerWithJob, sampleJob, startCompanyServer } from '../../../test/recruitment';
import type { Actor, MailReader } from '../../../test/recruitment';
import type { ResolvedAddress } from './address';
import { addressRules } from './service';
import { createWebhookWorker } from './worker';

// Issue 14 (decisions 541-549): webhooks signed by the Standard Webhooks scheme, delivered at least once, in order
// per application, never to private addresses.

type Received = { id: string; type: string; headers: Record<string, string>; body: string; at: number };

/** A receiver on loopback: records every request; answers `status` (503 while "down"). */
async function startReceiver() {
  const got: Received[] = [];
  const state: { status: number; reply?: string } = { status: 200 };
  const srv = createServer((req, res) => {
    const chunks: Buffer[] = [];
    req.on('data', (c: Buffer) => chunks.push(c));
    req.on('end', () => {
      const body = Buffer.concat(chunks).toString('utf8');
      got.push({
        id: String(req.headers['webhook-id']),
        type: (JSON.parse(body) as { type: string }).type,
        headers: Object.fromEntries(Object.entries(req.headers).map(([k, v]) => [k, String(v)])),
        body,
        at: Date.now(),
      });
      res.writeHead(state.status, { 'content-type': 'text/plain' });
      // A NUL in the reply (which a text column cannot hold) is dropped from the log, not a failed round.
      res.end(state.reply ?? (state.status === 200 ? 'thanks\u0000' : 'down for maintenance'));
    });
  });
  await new Promise<void>((resolve) => srv.listen(0, '127.0.0.1', resolve));
  const port = (srv.address() as AddressInfo).port;
  return {
    got,
    state,
    url: `http://127.0.0.1:${port}/hook`,
    port,
    close: () => new Promise<void>((resolve) => srv.close(() => resolve())),
  };
}

/** Names a test resolves itself: what a hostile DNS could answer. */
const names: Record<string, string[]> = {
  'metadata.evil.test': ['169.254.169.254'],
  'private.evil.test': ['10.0.0.1'],
  'loop.evil.test': ['127.0.0.1'],
  'mixed.evil.test': ['93.184.216.34', '10.0.0.1'],
};
let rebindCalls = 0;
/** Look-ups of `slowN.evil.test` names: each takes 200 ms; how many ran at once at most. */
const slowLookups = { running: 0, most: 0 };
/** Look-ups of `hangN.evil.test` names wait for `hangingDns.release()`. */
const hangingDns = { waiting: 0, release: () => undefined as void, gate: Promise.resolve() };
async function resolve(host: string): Promise<ResolvedAddress[]> {
  if (/^hang\d+\.evil\.test$/.test(host)) {
    hangingDns.waiting += 1;
    await hangingDns.gate;
    hangingDns.waiting -= 1;
    return [{ address: '127.0.0.1', family: 4 }];
  }
  if (/^slow\d+\.evil\.test$/.test(host)) {
    slowLookups.running += 1;
    slowLookups.most = Math.max(slowLookups.most, slowLookups.running);
    await new Promise((resolve) => setTimeout(resolve, 200));
    slowLookups.running -= 1;
    return [{ address: '127.0.0.1', family: 4 }];
  }
  if (host === 'rebind.evil.test') {
    // The first answer (when the endpoint is saved) is harmless; later ones point inside.
    rebindCalls += 1;
    return [{ address: rebindCalls === 1 ? '127.0.0.1' : '10.0.0.1', family: 4 }];
  }
  const found = names[host];
  if (!found) throw new Error('ENOTFOUND');
  return found.map((address) => ({ address, family: 4 }));
}

let server: TestServer;
let mail: MailReader;
let owner: Actor;
let jobId: string;
let receiver: Awaited<ReturnType<typeof startReceiver>>;

const hook = (method: string, path: string, body?: unknown, who: Actor = owner) =>
  server.call(method, `/api/company/webhooks${path}`, { token: who.token, body });

async function drain() {
  // Each round claims what is due now; an application's next event becomes due when the one before it is done.
  for (let i = 0; i < 50; i++) if ((await server.webhooks.runOnce()) === 0) return;
}

/** A receiver that accepts the connection and never replies: each attempt to it lasts its whole deadline. */
async function silentReceiver() {
  const sockets = new Set<Socket>();
  const tcp = createTcpServer((socket) => {
    sockets.add(socket);
    socket.on('error', () => undefined);
  });
  await new Promise<void>((resolve) => tcp.listen(0, '127.0.0.1', resolve));
  return {
    url: `http://127.0.0.1:${(tcp.address() as AddressInfo).port}/hook`,
    sockets,
    async close() {
      for (const socket of sockets) socket.destroy();
      await new Promise((resolve) => tcp.close(resolve));
    },
  };
}

/** A worker as in production, polling often, whose attempts last at most `timeoutMs`. */
const quickWorker = (timeoutMs: number) =>
  createWebhookWorker({
    ctx: server.ctx,
    logger: server.app.log,
    rules: addressRules(server.ctx),
    pollMs: 50,
    timeoutMs,
  });

async function newEndpoint(url: string, events: string[]) {
  const made = await hook('POST', '', { url, events, description: 'HR suite' });
  expect(made.status).toBe(201);
  return { id: (made.body.endpoint as { id: string }).id, secret: made.body.secret as string };
}

const move = (applicationId: string, stage: string, who: Actor = owner) =>
  server.call('POST', `/api/applications/${applicationId}/move`, { token: who.token, body: { stage } });

beforeAll(async () => {
  ({ server, mail, owner, jobId } = await startCompanyServer('owner@hooks.test', 'Hooks Co', {
    config: { webhooks: { allowLoopback: true, resolve } },
    // An attempt's whole deadline, 15 s in production, is 1 s here.
    server: { webhookPollMs: 3_600_000, webhookTimeoutMs: 1_000 },
  }));
  receiver = await startReceiver();
}, 60_000);

afterAll(async () => {
  await receiver.close();
  await server.stop();
});

describe('webhook endpoints', () => {
  it('refuses addresses on loopback, private, link-local and metadata ranges, by IP or by name', async () => {
    const refused = [
      'https://169.254.169.254/latest/meta-data/',
      'https://10.0.0.1/hook',
      'https://192.168.1.10/hook',
      'https://[::ffff:10.0.0.1]/hook',
      'https://[fd00:ec2::254]/hook',
      'https://metadata.evil.test/hook',
      'https://private.evil.test/hook',
      'https://mixed.evil.test/hook',
      'https://user:pass@example.test/hook',
      'ftp://example.test/hook',
      'https://nowhere.evil.test/hook',
    ];
    for (const url of refused) {
      const res = await hook('POST', '', { url, events: ['job.published'] });
      expect({ url, status: res.status }).toEqual({ url, status: 422 });
      expect(res.body.errors).toHaveProperty('url');
    }
    // An address that is no URL at all, or has a port no URL can have, is told so, not told to start with https://.
    for (const url of ['example.com/hook', 'https://example.test:99999/hook', 'https://exa mple.test/']) {
      const res = await hook('POST', '', { url, events: ['job.published'] });
      expect({ url, status: res.status, errors: res.body.errors }).toEqual({
        url,
        status: 422,
        errors: { url: ['Enter a whole web address, such as https://example.com/webhooks.'] },
      });
    }
    const inVietnamese = await server.call('POST', '/api/company/webhooks', {
      token: owner.token,
      body: { url: 'example.com/hook', events: ['job.published'] },
      headers: { 'accept-language': 'vi' },
    });
    expect(inVietnamese.body.message).toBe(
      'Hãy nhập một địa chỉ web đầy đủ, ví dụ https://example.com/webhooks.',
    );
    expect(await server.call('GET', '/api/company/webhooks', { token: owner.token })).toMatchObject({
      body: { endpoints: [] },
    });
  });

  it('delivers signed events that the standardwebhooks package verifies, and logs each delivery', async () => {
    const { id, secret } = await newEndpoint(receiver.url, [
      'application.created',
      'application.stage_changed',
    ]);
    const candidate = await applicant(server, mail, 'ana@hooks.test', jobId, 'Ana');
    expect((await move(candidate.applicationId, 'screening')).status).toBe(200);
    await drain();
    expect(receiver.got.map((r) => r.type)).toEqual(['application.created', 'application.stage_changed']);
    const verifier = new Webhook(secret);
    for (const r of receiver.got) {
      const payload = verifier.verify(r.body, r.headers) as { type: string; data: Record<string, unknown> };
      expect(payload.data).toMatchObject({ application: { id: candidate.applicationId } });
    }
    expect(JSON.parse(receiver.got[1]!.body)).toMatchObject({
      type: 'application.stage_changed',
      data: { previous_stage: 'applied', application: { stage: 'screening' }, candidate: { name: 'Ana' } },
    });
    // Times are written as the API writes them (UTC, milliseconds, Z): the payload's match the application's.
    const shown = await server.call('GET', `/api/applications/${candidate.applicationId}`, {
      token: owner.token,
    });
    const { created_at, updated_at } = shown.body.application as { created_at: string; updated_at: string };
    expect(JSON.parse(receiver.got[1]!.body).data.application).toMatchObject({ created_at, updated_at });
    expect(updated_at).toMatch(/^\d{4}-\d\d-\d\dT\d\d:\d\d:\d\d\.\d{3}Z$/);
    // A signature made with another secret, or a body changed on the way, is refused.
    expect(() =>
      new Webhook('whsec_' + Buffer.from('x'.repeat(32)).toString('base64')).verify(
        receiver.got[0]!.body,
        receiver.got[0]!.headers,
      ),
    ).toThrow();
    expect(() =>
      verifier.verify(receiver.got[0]!.body.replace('Ana', 'Bob'), receiver.got[0]!.headers),
    ).toThrow();

    const log = await hook('GET', `/${id}/deliveries`);
    expect(log.status).toBe(200);
    const deliveries = log.body.deliveries as Array<Record<string, unknown>>;
    expect(deliveries).toHaveLength(2);
    expect(deliveries[0]).toMatchObject({
      event: 'application.stage_changed',
      status: 'succeeded',
      attempts: 1,
      response_status: 200,
      response_body: 'thanks',
      message_id: receiver.got[1]!.id,
    });
    expect(typeof deliveries[0]!.response_ms).toBe('number');
    // Only the subscribed events: a posting closing is not sent to this endpoint.
    expect((await server.call('POST', `/api/jobs/${jobId}/close`, { token: owner.token })).status).toBe(200);
    expect((await server.call('POST', `/api/jobs/${jobId}/reopen`, { token: owner.token })).status).toBe(200);
    await drain();
    expect(receiver.got).toHaveLength(2);
    await hook('DELETE', `/${id}`);
    receiver.got.length = 0;
  });

  it('keeps the first 1,000 bytes of a reply without cutting a character in two', async () => {
    const { id } = await newEndpoint(receiver.url, ['application.created']);
    // 999 bytes, then characters of 3 bytes each: the 1,000th byte falls inside the first of them.
    receiver.state.reply = 'a'.repeat(999) + 'ế'.repeat(400);
    await applicant(server, mail, 'long-reply@hooks.test', jobId, 'Long Reply');
    await drain();
    const log = await hook('GET', `/${id}/deliveries`);
    const [delivery] = log.body.deliveries as Array<{ status: string; response_body: string }>;
    expect(delivery).toMatchObject({ status: 'succeeded', response_body: 'a'.repeat(999) });
    delete receiver.state.reply;
    await hook('DELETE', `/${id}`);
    receiver.got.length = 0;
  });

  it('retries while the receiver is down; each event arrives once per attempt, in order per application', async () => {
    const { id } = await newEndpoint(receiver.url, ['application.created', 'application.stage_changed']);
    const a = await applicant(server, mail, 'bao@hooks.test', jobId, 'Bao');
    await drain();
    receiver.state.status = 503;
    const b = await applicant(server, mail, 'chi@hooks.test', jobId, 'Chi');
    for (const stage of ['screening', 'interview', 'offer'])
      expect((await move(a.applicationId, stage)).status).toBe(200);
    expect((await move(b.applicationId, 'screening')).status).toBe(200);
    await drain();
    // Down: a's created event went through before; b's creation and a's first move were tried once each, and
    // nothing behind them in their application's line was tried.
    expect(receiver.got.map((r) => `${r.type} ${JSON.parse(r.body).data.candidate.name}`)).toEqual([
      'application.created Bao',
      'application.created Chi',
      'application.stage_changed Bao',
    ]);
    for (let i = 0; i < 3; i++) {
      server.clock.advance(6 * 60_000);
      await drain();
    }
    receiver.state.status = 200;
    server.clock.advance(60 * 60_000);
    await drain();

    const log = (await hook('GET', `/${id}/deliveries`)).body.deliveries as Array<{
      message_id: string;
      status: string;
      attempts: number;
    }>;
    expect(log).toHaveLength(6);
    expect(log.every((d) => d.status === 'succeeded')).toBe(true);
    // Once per attempt: the receiver saw each webhook-id exactly as many times as the log counts attempts.
    for (const d of log) expect(receiver.got.filter((r) => r.id === d.message_id)).toHaveLength(d.attempts);
    expect(log.some((d) => d.attempts > 1)).toBe(true);
    // In order per application: the first arrival of each event follows the order of the changes.
    const firstSeen = (applicationId: string) => {
      const seen: string[] = [];
      for (const r of receiver.got) {
        const data = JSON.parse(r.body) as { data: { application: { id: string; stage: string } } };
        if (data.data.application.id !== applicationId || seen.includes(r.id)) continue;
        seen.push(r.id);
      }
      return seen.map((mid) => {
        const r = receiver.got.find((x) => x.id === mid)!;
        return (JSON.parse(r.body) as { data: { application: { stage: string } } }).data.application.stage;
      });
    };
    expect(firstSeen(a.applicationId)).toEqual(['applied', 'screening', 'interview', 'offer']);
    expect(firstSeen(b.applicationId)).toEqual(['applied', 'screening']);
    await hook('DELETE', `/${id}`);
    receiver.got.length = 0;
  });

  it('sends nothing more of an event taken off the endpoint’s list, retries waiting for it included (decision 1089)', async () => {
    const { id } = await newEndpoint(receiver.url, ['job.closed', 'job.published']);
    receiver.state.status = 503;
    expect((await server.call('POST', `/api/jobs/${jobId}/close`, { token: owner.token })).status).toBe(200);
    await drain();
    expect(receiver.got.map((r) => r.type)).toEqual(['job.closed']);
    const [waiting] = (await hook('GET', `/${id}/deliveries`)).body.deliveries as Array<{ id: string }>;
    expect(waiting).toMatchObject({ event: 'job.closed', status: 'pending' });

    // The owner stops job.closed while its retry waits: the log says so at once, and the retry never goes.
    const changed = await hook('PATCH', `/${id}`, { events: ['job.published'] });
    expect(changed.status).toBe(200);
    const [skipped] = (await hook('GET', `/${id}/deliveries`)).body.deliveries as Array<{ id: string }>;
    expect(skipped).toMatchObject({
      id: waiting!.id,
      status: 'skipped',
      next_attempt_at: null,
      error: 'the endpoint no longer subscribes to this event',
    });
    // An attempt in flight during the change ends as pending again (its receiver failed): the worker checks the list
    // itself when the retry falls due.
    await server.ctx.db.execute(
      sql`update webhook_deliveries set status = 'pending', last_error = 'HTTP 503' where id = ${waiting!.id}`,
    );
    receiver.state.status = 200;
    server.clock.advance(10 * 60_000);
    await drain();
    expect(receiver.got.map((r) => r.type)).toEqual(['job.closed']);
    const [after] = (await hook('GET', `/${id}/deliveries`)).body.deliveries as Array<{ id: string }>;
    expect(after).toMatchObject({
      status: 'skipped',
      error: 'the endpoint no longer subscribes to this event',
    });
    // Sending it again by hand is refused while the endpoint does not take it; the events it keeps still come.
    const again = await hook('POST', `/${id}/deliveries/${waiting!.id}/redeliver`);
    expect(again.status).toBe(422);
    expect(again.body.message).toBe(
      'This endpoint no longer subscribes to this event. Add it to the endpoint’s events first.',
    );
    expect((await server.call('POST', `/api/jobs/${jobId}/reopen`, { token: owner.token })).status).toBe(200);
    await drain();
    expect(receiver.got.map((r) => r.type)).toEqual(['job.closed', 'job.published']);
    await hook('DELETE', `/${id}`);
    receiver.got.length = 0;
  });

  it('rotates the secret (both sign for a day), shows it to the owner, and redelivers by hand', async () => {
    const { id, secret } = await newEndpoint(receiver.url, ['job.closed', 'job.published']);
    const shown = await hook('GET', `/${id}/secret`);
    expect(shown.body.secret).toBe(secret);
    const rotated = await hook('POST', `/${id}/secret/rotate`);
    expect(rotated.status).toBe(200);
    const fresh = rotated.body.secret as string;
    expect(fresh).toMatch(/^whsec_/);
    expect(fresh).not.toBe(secret);
    expect((await server.call('POST', `/api/jobs/${jobId}/close`, { token: owner.token })).status).toBe(200);
    await drain();
    expect(receiver.got).toHaveLength(1);
    const first = receiver.got[0]!;
    expect(first.headers['webhook-signature']!.split(' ')).toHaveLength(2);
    expect(new Webhook(fresh).verify(first.body, first.headers)).toMatchObject({ type: 'job.closed' });
    expect(new Webhook(secret).verify(first.body, first.headers)).toMatchObject({ type: 'job.closed' });

    const [delivery] = (await hook('GET', `/${id}/deliveries`)).body.deliveries as Array<{ id: string }>;
    const again = await hook('POST', `/${id}/deliveries/${delivery!.id}/redeliver`);
    expect(again.status).toBe(201);
    expect(again.body.delivery).toMatchObject({ status: 'pending', event: 'job.closed' });
    await drain();
    expect(receiver.got).toHaveLength(2);
    expect(receiver.got[1]!.id).toBe(first.id);
    expect(receiver.got[1]!.body).toBe(first.body);
    // A day later the old secret no longer signs.
    server.clock.advance(25 * 3_600_000);
    expect((await server.call('POST', `/api/jobs/${jobId}/reopen`, { token: owner.token })).status).toBe(200);
    await drain();
    const last = receiver.got[2]!;
    expect(last.headers['webhook-signature']!.split(' ')).toHaveLength(1);
    expect(() => new Webhook(secret).verify(last.body, last.headers)).toThrow();
    expect(await auditActions(server)).toEqual(
      expect.arrayContaining(['webhook.created', 'webhook.secret_rotated', 'webhook.redelivered']),
    );
    await hook('DELETE', `/${id}`);
    receiver.got.length = 0;
  });

  it('sends a delivery still waiting for its retry at once when asked to send it again (decision 1151)', async () => {
    const { id, secret } = await newEndpoint(receiver.url, ['job.closed', 'job.published']);
    receiver.state.status = 503;
    expect((await server.call('POST', `/api/jobs/${jobId}/close`, { token: owner.token })).status).toBe(200);
    await drain();
    expect(receiver.got).toHaveLength(1);
    const [waiting] = (await hook('GET', `/${id}/deliveries`)).body.deliveries as Array<{
      id: string;
      status: string;
      attempts: number;
    }>;
    expect(waiting).toMatchObject({ status: 'pending', attempts: 1 });
    // The receiver is back; its next retry is 5 s away, and the clock does not move.
    receiver.state.status = 200;
    const again = await hook('POST', `/${id}/deliveries/${waiting!.id}/redeliver`);
    expect(again.status).toBe(200);
    expect(again.body.delivery).toMatchObject({ id: waiting!.id, status: 'pending', event: 'job.closed' });
    await drain();
    expect(receiver.got).toHaveLength(2);
    expect(receiver.got[1]!.id).toBe(receiver.got[0]!.id);
    expect(new Webhook(secret).verify(receiver.got[1]!.body, receiver.got[1]!.headers)).toMatchObject({
      type: 'job.closed',
    });
    const log = (await hook('GET', `/${id}/deliveries`)).body.deliveries as Array<{ status: string }>;
    expect(log.map((d) => d.status)).toEqual(['succeeded']);
    expect((await server.call('POST', `/api/jobs/${jobId}/reopen`, { token: owner.token })).status).toBe(200);
    await drain();
    await hook('DELETE', `/${id}`);
    receiver.got.length = 0;
  });

  it('sends a test event at once, even while an earlier test waits for its retry (decision 1227)', async () => {
    const { id } = await newEndpoint(receiver.url, ['job.closed']);
    receiver.state.status = 503;
    const first = await hook('POST', `/${id}/test`);
    expect(first.status).toBe(201);
    await drain();
    expect(receiver.got).toHaveLength(1);
    // The integrator fixes the receiver and sends another test; the first one's retry is 5 s away (the clock stays).
    receiver.state.status = 200;
    const second = await hook('POST', `/${id}/test`);
    expect(second.status).toBe(201);
    await drain();
    expect(receiver.got.map((got) => got.id)).toEqual([
      (first.body.delivery as { message_id: string }).message_id,
      (second.body.delivery as { message_id: string }).message_id,
    ]);
    const log = (await hook('GET', `/${id}/deliveries`)).body.deliveries as Array<{
      id: string;
      status: string;
    }>;
    expect(log.map((d) => [d.id, d.status])).toEqual([
      [(second.body.delivery as { id: string }).id, 'succeeded'],
      [(first.body.delivery as { id: string }).id, 'pending'],
    ]);
    await hook('DELETE', `/${id}`);
    receiver.got.length = 0;
  });

  it('lists every attempt of a delivery in order: two failures, then the success (decision 1165)', async () => {
    const { id } = await newEndpoint(receiver.url, ['job.closed', 'job.published']);
    receiver.state.status = 503;
    expect((await server.call('POST', `/api/jobs/${jobId}/close`, { token: owner.token })).status).toBe(200);
    await drain();
    const [waiting] = (await hook('GET', `/${id}/deliveries`)).body.deliveries as Array<{ id: string }>;
    // "Send again" while it waits for its retry: its attempt is one more line of the same delivery.
    receiver.state.status = 500;
    receiver.state.reply = 'boom';
    expect((await hook('POST', `/${id}/deliveries/${waiting!.id}/redeliver`)).status).toBe(200);
    await drain();
    receiver.state.status = 200;
    delete receiver.state.reply;
    server.clock.advance(6 * 60_000);
    await drain();
    expect(receiver.got).toHaveLength(3);
    expect(new Set(receiver.got.map((r) => r.id)).size).toBe(1);

    const [delivery] = (await hook('GET', `/${id}/deliveries`)).body.deliveries as Array<{
      id: string;
      attempt_log: Array<{ at: string }>;
    }>;
    expect(delivery).toMatchObject({
      id: waiting!.id,
      status: 'succeeded',
      attempts: 3,
      response_status: 200,
      attempt_log: [
        { outcome: 'failed', response_status: 503, response_body: 'down for maintenance', error: 'HTTP 503' },
        { outcome: 'failed', response_status: 500, response_body: 'boom', error: 'HTTP 500' },
        { outcome: 'succeeded', response_status: 200, response_body: 'thanks', error: null },
      ],
    });
    const times = delivery!.attempt_log.map((a) => Date.parse(a.at));
    expect(times[0]).toBeLessThanOrEqual(times[1]!);
    expect(times[2]! - times[1]!).toBe(6 * 60_000);
    for (const attempt of delivery!.attempt_log) {
      expect(attempt).toHaveProperty('response_ms', expect.any(Number));
    }
    expect((await server.call('POST', `/api/jobs/${jobId}/reopen`, { token: owner.token })).status).toBe(200);
    await drain();
    await hook('DELETE', `/${id}`);
    receiver.got.length = 0;
  });

  it('logs a network error as an attempt with no status, and keeps at most the schedule’s 13 attempts', async () => {
    const { id } = await newEndpoint(receiver.url, ['job.closed', 'job.published']);
    receiver.state.status = 503;
    expect((await server.call('POST', `/api/jobs/${jobId}/close`, { token: owner.token })).status).toBe(200);
    await drain();
    const [waiting] = (await hook('GET', `/${id}/deliveries`)).body.deliveries as Array<{ id: string }>;
    // Sent again by hand 13 more times while it keeps failing: 14 attempts, the latest 13 kept.
    for (let i = 2; i <= 14; i++) {
      receiver.state.reply = `try ${i}`;
      expect((await hook('POST', `/${id}/deliveries/${waiting!.id}/redeliver`)).status).toBe(200);
      await drain();
    }
    delete receiver.state.reply;
    expect(receiver.got).toHaveLength(14);
    const [delivery] = (await hook('GET', `/${id}/deliveries`)).body.deliveries as Array<{
      attempts: number;
      attempt_log: Array<{ response_body: string }>;
    }>;
    expect(delivery!.attempts).toBe(14);
    expect(delivery!.attempt_log.map((a) => a.response_body)).toEqual(
      Array.from({ length: 13 }, (_, i) => `try ${i + 2}`),
    );
    await hook('DELETE', `/${id}`);
    receiver.got.length = 0;

    // No receiver listening: the attempt has the network error and no status.
    const closed = await new Promise<number>((resolve) => {
      const probe = createTcpServer();
      probe.listen(0, '127.0.0.1', () => {
        const { port } = probe.address() as AddressInfo;
        probe.close(() => resolve(port));
      });
    });
    const gone = await newEndpoint(`http://127.0.0.1:${closed}/hook`, ['job.published']);
    expect((await server.call('POST', `/api/jobs/${jobId}/reopen`, { token: owner.token })).status).toBe(200);
    await drain();
    const [refused] = (await hook('GET', `/${gone.id}/deliveries`)).body.deliveries as Array<{
      attempt_log: unknown[];
    }>;
    expect(refused!.attempt_log).toEqual([
      {
        at: expect.any(String),
        outcome: 'failed',
        response_status: null,
        response_ms: expect.any(Number),
        response_body: null,
        error: expect.stringContaining('ECONNREFUSED'),
      },
    ]);
    receiver.state.status = 200;
    await hook('DELETE', `/${gone.id}`);
    receiver.got.length = 0;
  });

  it('checks the address again at delivery: a name that now resolves inside is refused (DNS rebinding)', async () => {
    const { id } = await newEndpoint(`http://rebind.evil.test:${receiver.port}/hook`, ['job.closed']);
    expect((await server.call('POST', `/api/jobs/${jobId}/close`, { token: owner.token })).status).toBe(200);
    await drain();
    expect(receiver.got).toHaveLength(0);
    const [delivery] = (await hook('GET', `/${id}/deliveries`)).body.deliveries as Array<
      Record<string, unknown>
    >;
    expect(delivery).toMatchObject({ status: 'pending', attempts: 1, response_status: null });
    expect(delivery!.error).toMatch(/10\.0\.0\.1/);
    await hook('DELETE', `/${id}`);
    await server.call('POST', `/api/jobs/${jobId}/reopen`, { token: owner.token });
  });

  it('gives an attempt 15 s in all: a receiver that trickles its reply does not hold the queue', async () => {
    // Two receivers that send a few bytes every 200 ms for a minute: one the reply's body after a 200, the other
    // its status line and headers. The socket is never silent long enough for an idle timeout.
    const sockets = new Set<Socket>();
    const trickle = (socket: Socket, text: string) => {
      sockets.add(socket);
      socket.on('error', () => undefined);
      let sent = 0;
      const timer = setInterval(() => {
        if (socket.destroyed || sent >= 300) return clearInterval(timer);
        socket.write(text[sent % text.length]!);
        sent += 1;
      }, 200);
      socket.on('close', () => clearInterval(timer));
    };
    const slowBody = createTcpServer((socket) => {
      socket.once('data', () => {
        socket.write('HTTP/1.1 200 OK\r\ncontent-type: text/plain\r\ncontent-length: 300\r\n\r\n');
        trickle(socket, 'ok');
      });
    });
    const slowHead = createTcpServer((socket) => {
      socket.once('data', () => trickle(socket, 'HTTP/1.1 200 OK\r\nx-padding: ' + 'a'.repeat(300)));
    });
    const listen = async (srv: ReturnType<typeof createTcpServer>) => {
      await new Promise<void>((resolve) => srv.listen(0, '127.0.0.1', resolve));
      return `http://127.0.0.1:${(srv.address() as AddressInfo).port}/hook`;
    };
    try {
      const body = await newEndpoint(await listen(slowBody), ['job.closed']);
      const head = await newEndpoint(await listen(slowHead), ['job.closed']);
      expect((await server.call('POST', `/api/jobs/${jobId}/close`, { token: owner.token })).status).toBe(
        200,
      );
      const started = Date.now();
      await server.webhooks.runOnce();
      // Each attempt ends at its deadline (1 s in this file), not when the receiver stops sending.
      expect(Date.now() - started).toBeLessThan(5_000);
      const [answered] = (await hook('GET', `/${body.id}/deliveries`)).body.deliveries as Array<
        Record<string, unknown>
      >;
      // The 200 came in time: the delivery succeeded, with the body as far as it had arrived.
      expect(answered).toMatchObject({ status: 'succeeded', attempts: 1, response_status: 200, error: null });
      expect(answered!.response_body).toMatch(/^(ok)*o?$/);
      const [unanswered] = (await hook('GET', `/${head.id}/deliveries`)).body.deliveries as Array<
        Record<string, unknown>
      >;
      expect(unanswered).toMatchObject({ status: 'pending', attempts: 1, response_status: null });
      expect(unanswered!.error).toMatch(/no reply within 1 s/);
      await hook('DELETE', `/${body.id}`);
      await hook('DELETE', `/${head.id}`);
    } finally {
      for (const socket of sockets) socket.destroy();
      await new Promise((resolve) => slowBody.close(resolve));
      await new Promise((resolve) => slowHead.close(resolve));
      await server.call('POST', `/api/jobs/${jobId}/reopen`, { token: owner.token });
      await drain();
    }
  }, 20_000);

  it('does not let a receiver that never answers hold up another endpoint’s deliveries (decision 1228)', async () => {
    const silent = await silentReceiver();
    const hanging = await newEndpoint(silent.url, ['job.closed']);
    const healthy = await newEndpoint(receiver.url, ['job.closed']);
    try {
      // A dozen deliveries wait for the silent receiver, more than a batch, written before the healthy one's.
      for (let i = 0; i < 12; i++) expect((await hook('POST', `/${hanging.id}/test`)).status).toBe(201);
      expect((await hook('POST', `/${healthy.id}/test`)).status).toBe(201);
      const started = Date.now();
      // Attempts of 4 s here, so that the order below does not depend on how loaded the machine is.
      const worker = quickWorker(4_000);
      const round = worker.runOnce();
      while (receiver.got.length === 0 && Date.now() - started < 20_000) {
        await new Promise((resolve) => setTimeout(resolve, 20));
      }
      // The healthy endpoint's event arrives before even one attempt to the silent one has run out: none failed yet.
      expect(receiver.got).toHaveLength(1);
      const early = (await hook('GET', `/${hanging.id}/deliveries`)).body.deliveries as Array<{
        error: string | null;
      }>;
      expect(early.filter((d) => d.error !== null)).toEqual([]);
      await round;
      await worker.stop();
      const log = (await hook('GET', `/${hanging.id}/deliveries`)).body.deliveries as Array<{
        status: string;
        error: string;
      }>;
      expect(log).toHaveLength(12);
      expect(log.every((d) => d.status === 'pending' && /no reply within 4 s/.test(d.error))).toBe(true);
    } finally {
      await hook('DELETE', `/${hanging.id}`);
      await hook('DELETE', `/${healthy.id}`);
      await silent.close();
      receiver.got.length = 0;
    }
  }, 60_000);

  it('sends another company’s event beside the attempts that hang, not after their deadline (decision 1228)', async () => {
    const silent = await silentReceiver();
    const { sockets } = silent;
    const hanging = await newEndpoint(silent.url, ['job.closed']);
    // A worker as in production, polling often, whose attempts may last 4 s.
    const worker = quickWorker(4_000);
    const other = await employerWithJob(
      server,
      mail,
      'owner@other-hooks.test',
      'Other Hooks Co',
      {},
      'premium',
    );
    const healthy = (await hook('POST', '', { url: receiver.url, events: ['job.closed'] }, other.employer))
      .body.endpoint as { id: string };
    try {
      // More deliveries to the silent receiver than the worker has places.
      for (let i = 0; i < 12; i++) expect((await hook('POST', `/${hanging.id}/test`)).status).toBe(201);
      const round = worker.runOnce();
      while (sockets.size < 5) await new Promise((resolve) => setTimeout(resolve, 10));
      await new Promise((resolve) => setTimeout(resolve, 200));
      // A company holds at most 5 places: the others' events written now go before those attempts' deadline.
      const written = Date.now();
      expect((await hook('POST', `/${healthy.id}/test`, undefined, other.employer)).status).toBe(201);
      expect(sockets.size).toBe(5);
      while (receiver.got.length === 0 && Date.now() - written < 10_000) {
        await new Promise((resolve) => setTimeout(resolve, 20));
      }
      expect(receiver.got).toHaveLength(1);
      // It went out beside the hanging attempts, before any of them reached its deadline: none has failed yet.
      const log = (await hook('GET', `/${hanging.id}/deliveries`)).body.deliveries as Array<{
        error: string | null;
      }>;
      expect(log.filter((d) => d.error !== null)).toEqual([]);
      expect(await round).toBe(13);
    } finally {
      await worker.stop();
      await hook('DELETE', `/${hanging.id}`);
      await hook('DELETE', `/${healthy.id}`, undefined, other.employer);
      await silent.close();
      receiver.got.length = 0;
    }
  }, 90_000);

  it('stops claiming once stopped: what is out finishes, nothing more is sent (decision 1228)', async () => {
    const silent = await silentReceiver();
    const { sockets } = silent;
    const hanging = await newEndpoint(silent.url, ['job.closed']);
    const worker = quickWorker(1_000);
    try {
      for (let i = 0; i < 12; i++) expect((await hook('POST', `/${hanging.id}/test`)).status).toBe(201);
      void worker.runOnce();
      while (sockets.size < 5) await new Promise((resolve) => setTimeout(resolve, 10));
      await worker.stop();
      // The five attempts out end at their deadline; the seven waiting are left for the next start.
      expect(sockets.size).toBe(5);
      const log = (await hook('GET', `/${hanging.id}/deliveries`)).body.deliveries as Array<{
        attempts: number;
      }>;
      expect(log.filter((d) => d.attempts === 0)).toHaveLength(7);
    } finally {
      await worker.stop();
      await hook('DELETE', `/${hanging.id}`);
      await silent.close();
    }
  }, 30_000);

  it('looks up at most two host names at once, so slow DNS cannot take every thread of the pool (decision 1228)', async () => {
    const made: string[] = [];
    for (let i = 0; i < 6; i++) {
      made.push((await newEndpoint(`http://slow${i}.evil.test:${receiver.port}/hook`, ['job.closed'])).id);
    }
    try {
      for (const id of made) expect((await hook('POST', `/${id}/test`)).status).toBe(201);
      slowLookups.most = 0;
      await drain();
      expect(receiver.got).toHaveLength(6);
      expect(slowLookups.most).toBe(2);
    } finally {
      for (const id of made) await hook('DELETE', `/${id}`);
      receiver.got.length = 0;
    }
  });

  it('sends to an address written as such while the look-ups of host names hang (decision 1228)', async () => {
    const hanging: string[] = [];
    for (let i = 0; i < 2; i++) {
      hanging.push((await newEndpoint(`http://hang${i}.evil.test:${receiver.port}/hook`, ['job.closed'])).id);
    }
    const direct = await newEndpoint(receiver.url, ['job.closed']);
    hangingDns.gate = new Promise<void>((resolve) => {
      hangingDns.release = resolve;
    });
    // A worker as in production, polling often: the round under way claims what is written meanwhile.
    const worker = quickWorker(4_000);
    try {
      // Both look-up places are taken by names whose DNS does not answer; then the address's event is written.
      for (const id of hanging) expect((await hook('POST', `/${id}/test`)).status).toBe(201);
      const round = worker.runOnce();
      while (hangingDns.waiting < 2) await new Promise((resolve) => setTimeout(resolve, 10));
      expect((await hook('POST', `/${direct.id}/test`)).status).toBe(201);
      for (let i = 0; i < 500 && receiver.got.length === 0; i++) {
        await new Promise((resolve) => setTimeout(resolve, 20));
      }
      // It arrived while both look-ups still hang.
      expect(receiver.got).toHaveLength(1);
      expect(hangingDns.waiting).toBe(2);
      hangingDns.release();
      await round;
      expect(receiver.got).toHaveLength(3);
    } finally {
      hangingDns.release();
      await worker.stop();
      for (const id of [...hanging, direct.id]) await hook('DELETE', `/${id}`);
      receiver.got.length = 0;
    }
  });

  it('keeps at most 20 endpoints a company, so one change is not multiplied without bound', async () => {
    const before = ((await hook('GET', '')).body.endpoints as unknown[]).length;
    const made: string[] = [];
    for (let i = before; i < 20; i++) made.push((await newEndpoint(receiver.url, ['job.closed'])).id);
    const refused = await hook('POST', '', { url: receiver.url, events: ['job.closed'] });
    expect(refused.status).toBe(409);
    // The document says so.
    const doc = (await server.call('GET', '/api/openapi.json')).body as {
      paths: Record<string, Record<string, { responses: Record<string, { $ref?: string }> }>>;
    };
    expect(doc.paths['/api/company/webhooks']!.post!.responses['409']?.$ref).toBe(
      '#/components/responses/Conflict',
    );
    expect(refused.body).toMatchObject({
      success: false,
      code: 'CONFLICT',
      message: 'At most 20 webhook endpoints per company. Delete one first.',
    });
    const vi = await server.call('POST', '/api/company/webhooks', {
      token: owner.token,
      body: { url: receiver.url, events: ['job.closed'] },
      headers: { 'accept-language': 'vi' },
    });
    expect(vi.status).toBe(409);
    expect(vi.body.message).toMatch(/20/);
    expect(vi.body.message).not.toMatch(/webhook endpoints/);
    // Deleting one makes room again.
    await hook('DELETE', `/${made.pop()}`);
    made.push((await newEndpoint(receiver.url, ['job.closed'])).id);
    for (const id of made) await hook('DELETE', `/${id}`);
  });

  it('turns off an endpoint that fails for 3 days and mails the owner', async () => {
    const { id } = await newEndpoint(receiver.url, ['job.closed', 'job.published']);
    receiver.state.status = 500;
    expect((await server.call('POST', `/api/jobs/${jobId}/close`, { token: owner.token })).status).toBe(200);
    await drain();
    for (let hours = 0; hours < 80; hours += 5) {
      server.clock.advance(5 * 3_600_000);
      await drain();
    }
    const listed = (await hook('GET', '')).body.endpoints as Array<{ id: string; status: string }>;
    expect(listed.find((e) => e.id === id)?.status).toBe('failing');
    const [delivery] = (await hook('GET', `/${id}/deliveries`)).body.deliveries as Array<
      Record<string, unknown>
    >;
    expect(delivery).toMatchObject({ status: 'failed', response_status: 500 });
    expect((delivery!.attempts as number) >= 8).toBe(true);
    const mails = await outboxTo(server, 'owner@hooks.test');
    expect(mails.some((m) => m.subject.includes('webhook endpoint was turned off'))).toBe(true);
    expect(await auditActions(server)).toContain('webhook.disabled_failing');
    // Turned on again by its owner, it hears of the next change.
    receiver.state.status = 200;
    receiver.got.length = 0;
    const on = await hook('PATCH', `/${id}`, { enabled: true });
    expect(on.body.endpoint).toMatchObject({ status: 'active', failing_since: null });
    expect((await server.call('POST', `/api/jobs/${jobId}/reopen`, { token: owner.token })).status).toBe(200);
    await drain();
    expect(receiver.got.map((r) => r.type)).toEqual(['job.published']);
    await hook('DELETE', `/${id}`);
    receiver.got.length = 0;
  });

  it('is Enterprise only; another company’s endpoint is 404; a downgrade stops deliveries, kept for a return', async () => {
    const { employer: pro } = await employerWithJob(
      server,
      mail,
      'owner@prohooks.test',
      'Pro Hooks',
      {},
      'standard',
    );
    const refused = await hook('POST', '', { url: receiver.url, events: ['job.closed'] }, pro);
    expect(refused.status).toBe(402);
    expect(refused.body).toMatchObject({
      code: 'PLAN_REQUIRED',
      message: expect.stringContaining('Enterprise'),
    });
    const { id } = await newEndpoint(receiver.url, ['job.closed', 'job.published']);
    const { employer: rival } = await employerWithJob(
      server,
      mail,
      'owner@rivalhooks.test',
      'Rival',
      {},
      'premium',
    );
    expect((await hook('GET', `/${id}/deliveries`, undefined, rival)).status).toBe(404);
    expect((await hook('GET', `/${id}/secret`, undefined, rival)).status).toBe(404);
    expect((await hook('DELETE', `/${id}`, undefined, rival)).status).toBe(404);
    expect((await hook('POST', '', { url: receiver.url, events: [] })).status).toBe(422);
    expect((await hook('POST', '', { url: receiver.url, events: ['job.deleted'] })).status).toBe(422);

    // The change happens while Enterprise; the company leaves before the worker runs: nothing is sent.
    expect((await server.call('POST', `/api/jobs/${jobId}/close`, { token: owner.token })).status).toBe(200);
    expect(
      (await server.call('POST', '/api/auth/users/downgrade-to-member', { token: owner.token })).status,
    ).toBe(200);
    await drain();
    expect(receiver.got).toHaveLength(0);
    // Now a member: the company page's webhooks are not theirs to see until the company returns.
    expect((await hook('GET', '')).status).toBe(403);
    const upgraded = await server.call('POST', '/api/auth/users/upgrade-to-employer', {
      token: owner.token,
      body: { planId: 'premium' },
    });
    expect(upgraded.status).toBe(200);
    const log = (await hook('GET', `/${id}/deliveries`)).body.deliveries as Array<Record<string, unknown>>;
    expect(log[0]).toMatchObject({ status: 'skipped' });
    expect((await server.call('POST', `/api/jobs/${jobId}/reopen`, { token: owner.token })).status).toBe(200);
    await drain();
    expect(receiver.got.map((r) => r.type)).toEqual(['job.published']);
  });

  it('lets an owner back on Pro list and delete the endpoints kept from Enterprise, sending them nothing (decision 1204)', async () => {
    const { employer: leaver } = await employerWithJob(
      server,
      mail,
      'owner@leaverhooks.test',
      'Leaver Hooks',
      {},
      'premium',
    );
    const made = await hook('POST', '', { url: receiver.url, events: ['job.published'] }, leaver);
    expect(made.status).toBe(201);
    const id = (made.body.endpoint as { id: string }).id;
    expect(
      (await server.call('POST', '/api/auth/users/downgrade-to-member', { token: leaver.token })).status,
    ).toBe(200);
    const pro = await server.call('POST', '/api/auth/users/upgrade-to-employer', {
      token: leaver.token,
      body: { planId: 'standard' },
    });
    expect(pro.status).toBe(200);
    // An event of the company on Pro is not delivered.
    receiver.got.length = 0;
    const job = await server.call('POST', '/api/jobs', { token: leaver.token, body: sampleJob() });
    const jobOnPro = (job.body.job as { id: string }).id;
    expect((await server.call('POST', `/api/jobs/${jobOnPro}/publish`, { token: leaver.token })).status).toBe(
      200,
    );
    await drain();
    expect(receiver.got).toHaveLength(0);
    const kept = await server.ctx.db
      .select({ status: webhookDeliveries.status })
      .from(webhookDeliveries)
      .where(eq(webhookDeliveries.endpointId, id));
    // The event was queued for the endpoint and marked skipped by the worker, not sent (decision 547).
    expect(kept).toEqual([{ status: 'skipped' }]);
    // The owner sees the endpoint and may delete it; turning it back on or adding one still needs Enterprise.
    const listed = await hook('GET', '', undefined, leaver);
    expect(listed.status).toBe(200);
    expect(listed.body.endpoints).toEqual([expect.objectContaining({ id, url: receiver.url })]);
    expect((await hook('PATCH', `/${id}`, { enabled: true }, leaver)).status).toBe(402);
    expect((await hook('POST', '', { url: receiver.url, events: ['job.closed'] }, leaver)).status).toBe(402);
    expect((await hook('GET', `/${id}/secret`, undefined, leaver)).status).toBe(402);
    expect((await hook('DELETE', `/${id}`, undefined, leaver)).status).toBe(200);
    expect((await hook('GET', '', undefined, leaver)).body.endpoints).toEqual([]);
  });
});

describe('a lease that ran out (decision 1167)', () => {
  it('never lets a third instance send an event while the instance that took it over is still sending', async () => {
    // A receiver that holds every request until the test answers it.
    const held: Array<{ id: string; answer: (status: number) => void }> = [];
    const arrived: Array<() => void> = [];
    const slow = createServer((req, res) => {
      req.resume();
      req.on('end', () => {
        held.push({
          id: String(req.headers['webhook-id']),
          answer: (status) => {
            if (res.headersSent) return;
            res.writeHead(status);
            res.end(status === 200 ? 'ok' : 'busy');
          },
        });
        arrived.shift()?.();
      });
    });
    await new Promise<void>((resolve) => slow.listen(0, '127.0.0.1', resolve));
    const nextRequest = () => new Promise<void>((resolve) => arrived.push(resolve));
    const url = `http://127.0.0.1:${(slow.address() as AddressInfo).port}/hook`;
    // Three instances' workers on the one database (and one clock).
    const workers = [1, 2, 3].map(() =>
      createWebhookWorker({
        ctx: server.ctx,
        logger: server.app.log,
        rules: addressRules(server.ctx),
        timeoutMs: 60_000,
      }),
    );
    const { id } = await newEndpoint(url, ['job.closed', 'job.published']);
    try {
      expect((await server.call('POST', `/api/jobs/${jobId}/close`, { token: owner.token })).status).toBe(
        200,
      );
      // The first instance sends and then stalls: its lease (30 s) runs out, and the second takes the delivery over.
      let request = nextRequest();
      const first = workers[0]!.runOnce();
      await request;
      server.clock.advance(31_000);
      request = nextRequest();
      const second = workers[1]!.runOnce();
      await request;
      expect(held).toHaveLength(2);
      // The first instance's attempt ends (a 503): it must leave the delivery to the second.
      held[0]!.answer(503);
      await first;
      // Past the retry the first one would have set (5 s): a third instance finds nothing to send.
      server.clock.advance(6_000);
      const third = workers[2]!.runOnce();
      const sentAgain = await Promise.race([third.then(() => false), nextRequest().then(() => true)]);
      expect(sentAgain).toBe(false);
      expect(await third).toBe(0);
      expect(held).toHaveLength(2);
      held[1]!.answer(200);
      await second;
      expect(await workers[2]!.runOnce()).toBe(0);
      expect(held.map((h) => h.id)).toEqual([held[0]!.id, held[0]!.id]);
      const [delivery] = (await hook('GET', `/${id}/deliveries`)).body.deliveries as Array<unknown>;
      expect(delivery).toMatchObject({
        status: 'succeeded',
        attempts: 2,
        attempt_log: [
          { outcome: 'failed', response_status: 503 },
          { outcome: 'succeeded', response_status: 200 },
        ],
      });
    } finally {
      for (const h of held.splice(0)) h.answer(200);
      await Promise.all(workers.map((w) => w.stop()));
      await hook('DELETE', `/${id}`);
      await new Promise<void>((resolve) => slow.close(() => resolve()));
      expect((await server.call('POST', `/api/jobs/${jobId}/reopen`, { token: owner.token })).status).toBe(
        200,
      );
      await drain();
      receiver.got.length = 0;
    }
  });
});

describe('two instances on one PostgreSQL database', () => {
  it.runIf(Boolean(process.env.TEST_DATABASE_URL))(
    'deliver every event once, in order, when both work at the same time',
    async () => {
      receiver.got.length = 0;
      receiver.state.status = 200;
      const { employer: boss, jobId: job } = await employerWithJob(
        server,
        mail,
        'owner@twohooks.test',
        'Two Hooks',
        {},
        'premium',
      );
      const made = await hook(
        'POST',
        '',
        { url: receiver.url, events: ['job.closed', 'job.published'] },
        boss,
      );
      expect(made.status).toBe(201);
      for (let i = 0; i < 6; i++) {
        const action = i % 2 === 0 ? 'close' : 'reopen';
        expect((await server.call('POST', `/api/jobs/${job}/${action}`, { token: boss.token })).status).toBe(
          200,
        );
      }
      // Instances keep one time (NTP): the second starts at the first's, which earlier tests moved by days; on a
      // clock days behind, it would find nothing due and the first would do all the work alone.
      const second = await startTestServer({
        databaseUrl: server.ctx.config.databaseUrl,
        config: { webhooks: { allowLoopback: true, resolve } },
        server: { webhookPollMs: 3_600_000 },
        clockStart: server.clock.now(),
      });
      try {
        for (let i = 0; i < 20; i++) {
          const [a, b] = await Promise.all([server.webhooks.runOnce(), second.webhooks.runOnce()]);
          if (a + b === 0) break;
        }
      } finally {
        await second.stop();
      }
      const ids = receiver.got.map((r) => r.id);
      expect(new Set(ids).size).toBe(6);
      expect(ids).toHaveLength(6);
      expect(receiver.got.map((r) => r.type)).toEqual([
        'job.closed',
        'job.published',
        'job.closed',
        'job.published',
        'job.closed',
        'job.published',
      ]);
    },
  );
});
