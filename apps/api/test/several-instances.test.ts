import { existsSync, mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import net from 'node:net';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { sql } from 'drizzle-orm';
import pg from 'pg';
import pino from 'pino';
import type { FastifyBaseLogger } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { openDatabase } from '../src/db/client';
import { isDatabaseUnavailable } from '../src/db/unavailable';
import { storageFor } from '../src/lib/storage';
import { ADMIN, startSmtpTestServer, startTestServer, testDatabaseUrl } from './harness';
import type { TestServer } from './harness';
import { clientIp } from './helpers';
import { actor, adminActor, employerWithJob, postForm, publishJob, samplePdf } from './recruitment';
import type { SmtpPeer } from './smtp-peer';

// Several instances behind a load balancer on one PostgreSQL database, each with its own DATA_DIR and nothing else
// shared (no S3 bucket, no JWT_SECRET): what a user or client sees must not depend on the instance that answers.
// Decisions 1172 (uploads), 1173 (the generated signing key), 1174 (settings at once) and 1175 (postings at once).

const onPostgres = Boolean(process.env.TEST_DATABASE_URL);

let smtp: SmtpPeer;
let a: TestServer;
let b: TestServer;

beforeAll(async () => {
  if (!onPostgres) return;
  // As an operator who sets only DATABASE_URL: each instance generates its own key in its own DATA_DIR.
  ({ server: a, smtp } = await startSmtpTestServer({
    config: { jwtSecret: 'a'.repeat(48), jwtSecretGenerated: true },
  }));
  b = await startTestServer({
    databaseUrl: a.ctx.config.databaseUrl,
    config: { smtpUrl: smtp.url, jwtSecret: 'b'.repeat(48), jwtSecretGenerated: true },
  });
}, 60_000);

afterAll(async () => {
  await b?.stop();
  await a?.stop();
});

describe.runIf(onPostgres)('two instances on one PostgreSQL database, with their own DATA_DIR', () => {
  it('accept each other’s sessions without JWT_SECRET set', async () => {
    const member = await actor(a, smtp, 'member', 'two.sessions@example.com');
    for (const srv of [a, b]) {
      expect((await srv.call('GET', '/api/auth/profile', { token: member.token })).status).toBe(200);
    }
    const onB = await b.call('POST', '/api/auth/login', {
      body: { email: ADMIN.email, password: ADMIN.password },
    });
    expect(onB.status).toBe(200);
    const token = onB.body.access_token as string;
    expect((await a.call('GET', '/api/auth/profile', { token })).status).toBe(200);
    // A logout on one is still refused on the other at once.
    expect((await a.call('POST', '/api/auth/logout', { token })).status).toBe(200);
    expect((await b.call('GET', '/api/auth/profile', { token })).status).toBe(401);
  });

  it('serve a CV uploaded through one instance from the other', async () => {
    const member = await actor(a, smtp, 'member', 'two.files@example.com');
    const uploaded = await postForm(
      a,
      '/api/me/cvs',
      member.token,
      {},
      { name: 'cv.pdf', data: samplePdf() },
    );
    expect(uploaded.status).toBe(201);
    const id = (uploaded.body.cv as { id: string }).id;
    for (const srv of [b, a]) {
      const res = await fetch(`${srv.url}/api/cvs/${id}`, {
        headers: { authorization: `Bearer ${member.token}` },
      });
      expect(res.status).toBe(200);
      expect(Buffer.from(await res.arrayBuffer()).equals(samplePdf())).toBe(true);
    }
  });

  it('follow a settings change made on the other at once', async () => {
    const admin = await adminActor(a);
    // Both instances have the settings in their caches.
    for (const srv of [a, b]) expect((await srv.call('GET', '/api/auth/plans')).status).toBe(200);
    const closed = await a.call('PATCH', '/api/admin/settings', {
      token: admin.token,
      body: { registration: { open: false } },
    });
    expect(closed.status).toBe(200);
    await expect
      .poll(
        async () =>
          (
            await b.call('POST', '/api/auth/register', {
              body: { name: 'Late', email: 'late.comer@example.com', password: 'Password123' },
              headers: clientIp(),
            })
          ).status,
        { timeout: 500, interval: 20 },
      )
      .toBe(403);

    const plans = (closed.body.settings as { plans: Array<{ name: string; price: number }> }).plans;
    const dearer = plans.map((p) => (p.name === 'standard' ? { ...p, price: p.price + 1_000 } : p));
    const priced = await a.call('PATCH', '/api/admin/settings', {
      token: admin.token,
      body: { plans: dearer, registration: { open: true } },
    });
    expect(priced.status).toBe(200);
    const price = dearer.find((p) => p.name === 'standard')!.price;
    await expect
      .poll(
        async () => {
          const reply = await b.call('GET', '/api/auth/plans');
          return (reply.body.plans as Array<{ name: string; price: number }>).find(
            (p) => p.name === 'standard',
          )?.price;
        },
        { timeout: 500, interval: 20 },
      )
      .toBe(price);
  });
});

describe.runIf(onPostgres)('postings changed on one instance', () => {
  it('reach the other’s board cities at once', async () => {
    const { employer } = await employerWithJob(a, smtp, 'two.cities@example.com', 'Cities Co', {
      location: 'Hải Phòng',
    });
    const cities = async (srv: TestServer) =>
      ((await srv.call('GET', '/api/jobs/cities')).body.cities as Array<{ name: string }>).map((c) => c.name);
    // Both instances have the cities in their caches.
    for (const srv of [a, b]) expect(await cities(srv)).toContain('Hải Phòng');
    const id = await publishJob(a, employer, { location: 'Huế' });
    await expect.poll(() => cities(b), { timeout: 500, interval: 20 }).toContain('Huế');
    expect((await a.call('POST', `/api/jobs/${id}/close`, { token: employer.token })).status).toBe(200);
    await expect.poll(() => cities(b), { timeout: 500, interval: 20 }).not.toContain('Huế');
  });
});

describe.runIf(onPostgres)('an instance that kept uploads on its disk before', () => {
  it('moves them into the database at start, so that every instance serves them (decision 1225)', async () => {
    const dataDir = mkdtempSync(path.join(tmpdir(), 'dottrip-disk-era-'));
    const key = `ab${'c'.repeat(30)}.pdf`;
    // Its oid (the key's first 8 digits) is already another object's: it cannot move and stays served from the disk.
    const blocked = `${key.slice(0, 8)}${'d'.repeat(24)}.pdf`;
    const shared = storageFor(a.ctx.config);
    expect(await shared.get(key)).toBeNull();
    mkdirSync(path.join(dataDir, 'uploads', 'ab'), { recursive: true });
    writeFileSync(path.join(dataDir, 'uploads', 'ab', key), samplePdf());
    const lines: Array<{ level: number; msg: string; dir?: string; moved?: number; kept?: number }> = [];
    const logger = pino({ level: 'info' }, { write: (line: string) => lines.push(JSON.parse(line)) });
    const start = () =>
      startTestServer({
        dataDir,
        databaseUrl: a.ctx.config.databaseUrl,
        server: { logger: logger as unknown as FastifyBaseLogger },
      });
    let old = await start();
    try {
      await expect.poll(() => lines.find((l) => l.msg.includes('moved into PostgreSQL'))?.moved).toBe(1);
      // Instance b never had the file on its disk, and now serves it; the old instance's disk no longer holds it.
      expect((await storageFor(b.ctx.config).get(key))?.equals(samplePdf())).toBe(true);
      expect(existsSync(path.join(dataDir, 'uploads', 'ab', key))).toBe(false);
      expect(lines.some((l) => l.level === 40)).toBe(false);
      await old.stop();

      // A file that cannot move: kept, still served by its instance, and the start says only it serves it.
      mkdirSync(path.join(dataDir, 'uploads', 'ab'), { recursive: true });
      writeFileSync(path.join(dataDir, 'uploads', 'ab', blocked), Buffer.from('kept'));
      lines.length = 0;
      old = await start();
      await expect.poll(() => lines.find((l) => l.level === 40)?.kept).toBe(1);
      expect(lines.find((l) => l.level === 40)?.dir).toBe(path.join(dataDir, 'uploads'));
      expect((await storageFor(old.ctx.config).get(blocked))?.toString()).toBe('kept');
      expect(await storageFor(b.ctx.config).get(blocked)).toBeNull();
    } finally {
      await old.stop();
      await shared.delete(key);
      rmSync(dataDir, { recursive: true, force: true });
    }
  });
});

/** A TCP relay to the test database that can stall: connections stay open and nothing passes either way. */
async function stallingRelay(target: URL) {
  let stalled = false;
  const sockets = new Set<net.Socket>();
  const server = net.createServer((client) => {
    const upstream = net.connect(Number(target.port || 5432), target.hostname);
    for (const [from, to] of [
      [client, upstream],
      [upstream, client],
    ] as const) {
      sockets.add(from);
      from.on('data', (chunk: Buffer) => {
        if (!stalled) to.write(chunk);
      });
      from.on('error', () => undefined);
      from.on('close', () => {
        sockets.delete(from);
        to.destroy();
      });
    }
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const url = new URL(target);
  url.hostname = '127.0.0.1';
  url.port = String((server.address() as net.AddressInfo).port);
  return {
    url: url.toString(),
    stall: (on: boolean) => {
      stalled = on;
    },
    close: async () => {
      for (const socket of sockets) socket.destroy();
      await new Promise<void>((resolve) => server.close(() => resolve()));
    },
  };
}

describe.runIf(onPostgres)('an instance whose database goes away and comes back (decision 1231)', () => {
  const unavailable = {
    success: false,
    code: 'SERVICE_UNAVAILABLE',
    message: 'The service cannot reach its database just now. Please try again in a moment.',
  };

  it('answers 503 with a clear body while connections are refused, survives a dropped transaction, and recovers', async () => {
    const database = await testDatabaseUrl();
    const name = new URL(database.url!).pathname.slice(1);
    const server = await startTestServer({ databaseUrl: database.url, config: { smtpUrl: smtp.url } });
    const admin = new pg.Client({ connectionString: process.env.TEST_DATABASE_URL });
    await admin.connect();
    const cutOff = async () => {
      await admin.query(`alter database "${name}" allow_connections false`);
      await admin.query(
        'select pg_terminate_backend(pid) from pg_stat_activity where datname = $1 and pid <> pg_backend_pid()',
        [name],
      );
    };
    try {
      const member = await actor(server, smtp, 'member', 'db.away@example.com');
      expect((await server.call('GET', '/api/jobs')).status).toBe(200);

      // A request's transaction whose connection is cut: it fails, and the instance lives on.
      const inFlight = server.ctx.db.transaction(async (tx) => {
        await tx.execute(sql`select pg_sleep(5)`);
      });
      const settled = inFlight.then(
        () => 'done',
        () => 'failed',
      );
      await new Promise((resolve) => setTimeout(resolve, 300));
      await cutOff();
      expect(await settled).toBe('failed');

      for (const [path, token] of [
        ['/api/jobs', undefined],
        ['/api/auth/profile', member.token],
      ] as const) {
        const reply = await server.call('GET', path, { token });
        expect(reply.status, path).toBe(503);
        expect(reply.body, path).toEqual(unavailable);
        expect(reply.headers.get('retry-after'), path).toBe('5');
      }
      const login = await server.call('POST', '/api/auth/login', {
        body: { email: 'db.away@example.com', password: 'Password123' },
      });
      expect(login.status).toBe(503);

      await admin.query(`alter database "${name}" allow_connections true`);
      await expect
        .poll(async () => (await server.call('GET', '/api/jobs')).status, { timeout: 10_000 })
        .toBe(200);
      expect((await server.call('GET', '/api/auth/profile', { token: member.token })).status).toBe(200);
    } finally {
      await admin.query(`alter database "${name}" allow_connections true`).catch(() => undefined);
      await admin.end();
      await server.stop();
      await database.drop();
    }
  }, 60_000);

  it('has PostgreSQL cancel a statement past the deadline itself, keeping the pool usable (review of decision 1231)', async () => {
    const database = await testDatabaseUrl();
    const opened = await openDatabase({ url: database.url, queryTimeoutMs: 1_200 });
    try {
      const failure = await opened.db.execute(sql`select pg_sleep(5)`).then(
        () => undefined,
        (error: unknown) => error,
      );
      // Cancelled by the server (57014) before the client's deadline would drop the connection, and read as a
      // moment's unavailability (503), not a fault of the code.
      const codes: unknown[] = [];
      for (let e = failure as { code?: unknown; cause?: unknown } | undefined; e; e = e.cause as typeof e)
        codes.push(e.code);
      expect(codes).toContain('57014');
      expect(isDatabaseUnavailable(failure)).toBe(true);
      expect(((await opened.db.execute(sql`select 1 as one`)) as { rows: unknown[] }).rows).toEqual([
        { one: 1 },
      ]);
    } finally {
      await opened.close();
      await database.drop();
    }
  }, 60_000);

  it('answers 503 instead of hanging when the database stops answering, and recovers', async () => {
    const database = await testDatabaseUrl();
    const relay = await stallingRelay(new URL(database.url!));
    const server = await startTestServer({
      databaseUrl: database.url,
      server: { database: await openDatabase({ url: relay.url, queryTimeoutMs: 1_000 }) },
    });
    try {
      expect((await server.call('GET', '/api/jobs')).status).toBe(200);
      relay.stall(true);
      // A reply at all is the point: without the deadline the request waited without end (decision 1231).
      const reply = await server.call('GET', '/api/jobs');
      expect(reply.status).toBe(503);
      expect(reply.body).toEqual(unavailable);

      relay.stall(false);
      await expect
        .poll(async () => (await server.call('GET', '/api/jobs')).status, { timeout: 15_000 })
        .toBe(200);
    } finally {
      relay.stall(false);
      await server.stop();
      await relay.close();
      await database.drop();
    }
  }, 60_000);
});
