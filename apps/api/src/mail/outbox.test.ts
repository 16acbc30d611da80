import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import pino from 'pino';
import type { FastifyBaseLogger } from 'fastify';
import { outbox } from '../db/schema';
import { startTestServer, startSmtpTestServer } from '../../test/harness';
import type { TestServer } from '../../test/harness';
import { HOUR, outboxTo } from '../../test/helpers';
import { codeFrom } from '../../test/smtp-peer';
import type { SmtpPeer } from '../../test/smtp-peer';
import type { Db } from '../db/client';
import { LEASE_MS, createOutboxWorker, enqueueMail, retryDelayMs } from './outbox';
import type { MailTransport } from './transport';

let smtp: SmtpPeer;
let server: TestServer;

beforeAll(async () => {
  ({ server, smtp } = await startSmtpTestServer());
});

afterAll(async () => {
  await server.stop();
});

const register = (srv: TestServer, email: string) =>
  srv.call('POST', '/api/auth/register', { body: { name: 'Mail Test', email, password: 'Password123' } });
const received = (to: string) => smtp.mails.filter((m) => m.to.includes(to));
const rowFor = async (srv: TestServer, to: string) => (await outboxTo(srv, to))[0]!;

describe('retryDelayMs', () => {
  it('retries within 5 s, doubles, and caps at 5 minutes', () => {
    expect([1, 2, 3, 4, 5, 6].map(retryDelayMs)).toEqual([5_000, 10_000, 20_000, 40_000, 80_000, 160_000]);
    expect(retryDelayMs(7)).toBe(300_000);
    expect(retryDelayMs(8)).toBe(300_000);
    expect(retryDelayMs(100)).toBe(300_000);
    expect(retryDelayMs(0)).toBe(5_000);
  });
});

describe('delivery through SMTP', () => {
  it('keeps the mail when SMTP is down at send time and delivers it once SMTP is back', async () => {
    const email = 'smtp.down@example.com';
    await smtp.stop();
    expect((await register(server, email)).status).toBe(201);
    await server.ctx.outbox.runOnce();
    const failed = await rowFor(server, email);
    expect(failed.status).toBe('pending');
    expect(failed.attempts).toBeGreaterThanOrEqual(1);
    expect(failed.lastError).toBeTruthy();
    expect(failed.nextAttemptAt.getTime() - server.clock.now().getTime()).toBeLessThanOrEqual(5_000);

    await smtp.start();
    // Not due yet: nothing is sent before the retry time.
    await server.ctx.outbox.runOnce();
    expect((await rowFor(server, email)).status).toBe('pending');

    server.clock.advance(5_000);
    await server.ctx.outbox.runOnce();
    const mail = await smtp.waitFor(email);
    expect(codeFrom(mail)).toMatch(/^\d{6}$/);
    const sent = await rowFor(server, email);
    expect(sent.status).toBe('sent');
    expect(sent.sentAt).not.toBeNull();
    expect(sent.lastError).toBeNull();

    // Never sent again once delivered.
    server.clock.advance(HOUR);
    await server.ctx.outbox.runOnce();
    await server.ctx.outbox.runOnce();
    expect(received(email)).toHaveLength(1);
  });

  it('doubles the delay after each failure and marks the mail failed after 24 hours', async () => {
    const email = 'smtp.gone@example.com';
    await smtp.stop();
    try {
      expect((await register(server, email)).status).toBe(201);
      await server.ctx.outbox.runOnce();
      const delays: number[] = [];
      for (let i = 0; i < 4; i++) {
        const row = await rowFor(server, email);
        delays.push(row.nextAttemptAt.getTime() - server.clock.now().getTime());
        server.clock.advance(row.nextAttemptAt.getTime() - server.clock.now().getTime());
        await server.ctx.outbox.runOnce();
      }
      expect(delays).toEqual([5_000, 10_000, 20_000, 40_000]);
      expect((await rowFor(server, email)).status).toBe('pending');

      server.clock.advance(24 * HOUR);
      await server.ctx.outbox.runOnce();
      const given = await rowFor(server, email);
      expect(given.status).toBe('failed');
      expect(given.lastError).toBeTruthy();
    } finally {
      await smtp.start();
    }
    server.clock.advance(HOUR);
    await server.ctx.outbox.runOnce();
    expect((await rowFor(server, email)).status).toBe('failed');
    expect(received(email)).toHaveLength(0);
  });

  it('sends each mail once when delivery rounds run concurrently', async () => {
    for (let i = 0; i < 12; i++) {
      const reply = await server.call('POST', '/api/contact', {
        body: { name: `Concurrent ${i}`, email: 'sender@example.com', message: `Message ${i}` },
      });
      expect(reply.status).toBe(201);
    }
    await Promise.all([
      server.ctx.outbox.runOnce(),
      server.ctx.outbox.runOnce(),
      server.ctx.outbox.runOnce(),
    ]);
    await smtp.waitFor('inbox@test.example', () =>
      Array.from({ length: 12 }, (_, i) => i).every((i) =>
        smtp.mails.some((m) => m.text.includes(`Message ${i}`)),
      ),
    );
    server.clock.advance(HOUR);
    await server.ctx.outbox.runOnce();
    for (let i = 0; i < 12; i++) {
      expect(
        smtp.mails.filter((m) => m.text.includes(`Message ${i}\n`) || m.text.includes(`Message ${i}\r`)),
      ).toHaveLength(1);
    }
  });
});

describe('a database blip right after delivery', () => {
  it('does not send the mail again', async () => {
    // The server's own worker stays out of the way; this worker uses a flaky view of the database.
    await server.ctx.outbox.stop();
    let failNextUpdate = false;
    const flaky = new Proxy(server.ctx.db, {
      get(target, prop) {
        if (prop === 'update' && failNextUpdate) {
          return () => {
            failNextUpdate = false;
            throw new Error('connection reset');
          };
        }
        const value = Reflect.get(target, prop, target) as unknown;
        return typeof value === 'function' ? (value as (...a: unknown[]) => unknown).bind(target) : value;
      },
    }) as Db;
    const sent: string[] = [];
    const transport: MailTransport = {
      description: 'recorder',
      send: async (mail) => {
        sent.push(mail.to);
        failNextUpdate = true;
      },
      close: () => undefined,
    };
    const worker = createOutboxWorker({
      db: flaky,
      transport,
      clock: server.clock,
      logger: pino({ level: 'silent' }) as FastifyBaseLogger,
    });
    const to = 'blip@example.com';
    await enqueueMail(
      server.ctx.db,
      { to, subject: 'Blip', text: 'Blip', html: '<p>Blip</p>' },
      server.clock.now(),
    );
    await worker.runOnce();
    expect(sent.filter((t) => t === to)).toHaveLength(1);
    expect((await rowFor(server, to)).status).toBe('sent');
    server.clock.advance(HOUR);
    await worker.runOnce();
    await worker.runOnce();
    expect(sent.filter((t) => t === to)).toHaveLength(1);
  });
});

describe('without SMTP_URL', () => {
  it('writes the mail to the log and keeps it in the outbox table', async () => {
    const lines: Array<Record<string, unknown>> = [];
    const logger = pino({ level: 'info' }, { write: (line: string) => lines.push(JSON.parse(line)) });
    const quiet = await startTestServer({ server: { logger: logger as FastifyBaseLogger } });
    try {
      expect(lines.some((l) => String(l.msg).includes('SMTP_URL is not set'))).toBe(true);
      const email = 'log.only@example.com';
      expect((await register(quiet, email)).status).toBe(201);
      await quiet.ctx.outbox.runOnce();
      const rows = await outboxTo(quiet, email);
      expect(rows).toHaveLength(1);
      const code = /code is: (\d{6})/.exec(rows[0]!.text)?.[1];
      expect(code).toMatch(/^\d{6}$/);
      const logged = lines.find((l) => (l.mail as { to?: string } | undefined)?.to === email);
      expect(logged?.msg).toBe('mail (not sent: no SMTP_URL)');
      expect((logged?.mail as { text: string }).text).toContain(code);
      const all = await quiet.ctx.db.select().from(outbox);
      expect(all.length).toBeGreaterThanOrEqual(1);

      // The server's JSON log names each request by its id, in one access line (decision 512).
      await quiet.call('GET', '/api/health', { headers: { 'x-request-id': 'log-check-1' } });
      const access = lines.filter((l) => l.reqId === 'log-check-1');
      expect(access).toHaveLength(1);
      expect(access[0]).toMatchObject({ msg: 'request', method: 'GET', url: '/api/health', status: 200 });
      // A request refused before routing (a malformed address) has its line too.
      const malformed = await quiet.call('GET', '/api/jobs/%E0%A4%A', {
        headers: { 'x-request-id': 'log-check-2' },
      });
      expect(malformed.headers.get('x-request-id')).toBe('log-check-2');
      expect(lines.filter((l) => l.reqId === 'log-check-2')).toEqual([
        expect.objectContaining({ msg: 'request', method: 'GET', status: 400 }),
      ]);
    } finally {
      await quiet.stop();
    }
  });
});

describe('a mail claimed by an instance that died', () => {
  it('is sent by another instance within 30 s, and not before the lease ends', async () => {
    const email = 'claimed.by.dead@example.com';
    expect((await register(server, email)).status).toBe(201);
    const row = await rowFor(server, email);
    // What a crashed instance leaves behind: the row claimed with a lease, never sent, never renewed.
    const now = server.clock.now();
    await server.ctx.db
      .update(outbox)
      .set({ lockedUntil: new Date(now.getTime() + LEASE_MS), attempts: 1 })
      .where(eq(outbox.id, row.id));

    server.clock.advance(LEASE_MS - 1_000);
    await server.ctx.outbox.runOnce();
    expect((await rowFor(server, email)).status).toBe('pending');
    expect(received(email)).toHaveLength(0);

    server.clock.advance(1_000);
    await server.ctx.outbox.runOnce();
    expect(LEASE_MS).toBeLessThan(30_000);
    await smtp.waitFor(email);
    expect((await rowFor(server, email)).status).toBe('sent');
    expect(received(email)).toHaveLength(1);
  });

  it('stays with a live instance that sends slowly: its lease is renewed while it works', async () => {
    let release!: () => void;
    const gate = new Promise<void>((resolve) => (release = resolve));
    const sent: string[] = [];
    const slow: MailTransport = {
      description: 'slow',
      async send(mail) {
        await gate;
        sent.push(mail.to);
      },
      close() {},
    };
    const slowWorker = createOutboxWorker({
      db: server.ctx.db,
      transport: slow,
      clock: server.clock,
      logger: pino({ level: 'silent' }) as FastifyBaseLogger,
      heartbeatMs: 20,
    });
    const email = 'slow.sender@example.com';
    await enqueueMail(
      server.ctx.db,
      { to: email, subject: 'Slow', text: 'Slow', html: '<p>Slow</p>' },
      server.clock.now(),
    );
    const round = slowWorker.runOnce();
    await expect.poll(async () => (await rowFor(server, email)).lockedUntil).not.toBeNull();
    // Well past the first lease: the live instance's heartbeat has moved the lease on.
    server.clock.advance(LEASE_MS * 3);
    const before = (await rowFor(server, email)).lockedUntil!.getTime();
    await expect
      .poll(async () => (await rowFor(server, email)).lockedUntil!.getTime())
      .toBeGreaterThan(before);
    await server.ctx.outbox.runOnce();
    expect(received(email)).toHaveLength(0);
    release();
    await round;
    await slowWorker.stop();
    expect(sent).toEqual([email]);
    expect((await rowFor(server, email)).status).toBe('sent');
  });
});

describe('two servers on one PostgreSQL database', () => {
  it.runIf(Boolean(process.env.TEST_DATABASE_URL))('never send the same mail twice', async () => {
    const first = await startTestServer({ config: { smtpUrl: smtp.url } });
    const second = await startTestServer({
      config: { smtpUrl: smtp.url },
      databaseUrl: first.ctx.config.databaseUrl,
    });
    try {
      const count = 30;
      for (let i = 0; i < count; i++) {
        const via = i % 2 === 0 ? first : second;
        const reply = await via.call('POST', '/api/contact', {
          body: { name: `Shared ${i}`, email: 'shared@example.com', message: `Shared body ${i}.` },
        });
        expect(reply.status).toBe(201);
      }
      await Promise.all([
        first.ctx.outbox.runOnce(),
        second.ctx.outbox.runOnce(),
        first.ctx.outbox.runOnce(),
        second.ctx.outbox.runOnce(),
      ]);
      const has = (i: number) => smtp.mails.filter((m) => m.text.includes(`Shared body ${i}.`)).length;
      await smtp.waitFor('inbox@test.example', () =>
        Array.from({ length: count }, (_, i) => i).every((i) => has(i) > 0),
      );
      await Promise.all([first.ctx.outbox.runOnce(), second.ctx.outbox.runOnce()]);
      for (let i = 0; i < count; i++) expect(has(i), `mail ${i}`).toBe(1);
      const rows = await first.ctx.db.select().from(outbox);
      const shared = rows.filter((r) => r.text.includes('Shared body'));
      expect(shared).toHaveLength(count);
      expect(shared.every((r) => r.status === 'sent' && r.attempts === 1)).toBe(true);
    } finally {
      await second.stop();
      await first.stop();
    }
  });
});
