import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq, sql } from 'drizzle-orm';
import type { FastifyBaseLogger } from 'fastify';
import pg from 'pg';
import pino from 'pino';
import { queryRows } from '../src/db/client';
import { sessions, users } from '../src/db/schema';
import { startTestServer, startSmtpTestServer } from './harness';
import type { TestServer } from './harness';
import { jwtPayload } from './helpers';
import { actor } from './recruitment';
import type { SmtpPeer } from './smtp-peer';

// Decision 511: session checks are cached per instance and dropped at once when the database says the account, its
// sessions or its rights changed, whoever changed them.

let smtp: SmtpPeer;
let server: TestServer;

beforeAll(async () => {
  ({ server, smtp } = await startSmtpTestServer());
});

afterAll(async () => {
  await server.stop();
});

const profile = (srv: TestServer, token: string) => srv.call('GET', '/api/auth/profile', { token });

describe('the session cache', () => {
  it('answers from the cache, and a session revoked by any writer is refused at the next request', async () => {
    const member = await actor(server, smtp, 'member', 'cache.revoke@example.com');
    const sid = String(jwtPayload(member.token).sid);
    expect(server.ctx.sessions.get(sid, server.clock.now().getTime())).toBeUndefined();
    expect((await profile(server, member.token)).status).toBe(200);
    expect(server.ctx.sessions.get(sid, server.clock.now().getTime())?.user.id).toBe(member.userId);
    expect((await profile(server, member.token)).status).toBe(200);
    // As another instance or an operator would: straight in the database.
    await server.ctx.db
      .update(sessions)
      .set({ revokedAt: new Date() })
      .where(eq(sessions.userId, member.userId));
    await server.ctx.sessions.settle();
    expect(server.ctx.sessions.get(sid, server.clock.now().getTime())).toBeUndefined();
    expect((await profile(server, member.token)).status).toBe(401);
  });

  it('follows a change of name, role or disabled state at the next request', async () => {
    const member = await actor(server, smtp, 'member', 'cache.change@example.com');
    expect((await profile(server, member.token)).body.user).toMatchObject({ role: 'member' });
    await server.ctx.db
      .update(users)
      .set({ name: 'Renamed Directly', role: 'staff' })
      .where(eq(users.id, member.userId));
    await server.ctx.sessions.settle();
    const after = await profile(server, member.token);
    expect(after.body.user).toMatchObject({ name: 'Renamed Directly', role: 'staff' });
    expect((after.body.user as { permissions: string[] }).permissions).toContain('user:read');

    await server.ctx.db.update(users).set({ disabledAt: new Date() }).where(eq(users.id, member.userId));
    await server.ctx.sessions.settle();
    expect((await profile(server, member.token)).status).toBe(401);
  });

  it('keeps a session cached when another sign-in of the same account only records the time', async () => {
    const member = await actor(server, smtp, 'member', 'cache.signin@example.com');
    const sid = String(jwtPayload(member.token).sid);
    expect((await profile(server, member.token)).status).toBe(200);
    // Signing in on another device writes last_sign_in_at, which changes nothing about this session (decision 1004).
    const again = await server.call('POST', '/api/auth/login', {
      body: { email: 'cache.signin@example.com', password: 'Password123' },
    });
    expect(again.status, JSON.stringify(again.body)).toBe(200);
    await server.ctx.sessions.settle();
    expect(server.ctx.sessions.get(sid, server.clock.now().getTime())?.user.id).toBe(member.userId);
  });

  it('a logout through the app is refused at once on the same instance', async () => {
    const member = await actor(server, smtp, 'member', 'cache.logout@example.com');
    expect((await profile(server, member.token)).status).toBe(200);
    expect((await server.call('POST', '/api/auth/logout', { token: member.token })).status).toBe(200);
    expect((await profile(server, member.token)).status).toBe(401);
  });
});

describe('two instances on one PostgreSQL database', () => {
  it.runIf(Boolean(process.env.TEST_DATABASE_URL))(
    'when its listening connection drops, an instance listens again and a revoked session is still refused',
    async () => {
      const listener = async () =>
        (
          await queryRows<{ pid: number }>(
            server.ctx.db,
            sql`select pid from pg_stat_activity
                where datname = current_database() and application_name = ${server.ctx.database.listenerName}`,
          )
        ).map((row) => Number(row.pid));
      const [before] = await listener();
      const member = await actor(server, smtp, 'member', 'cache.reconnect@example.com');
      expect((await profile(server, member.token)).status).toBe(200);
      await server.ctx.db.execute(sql`select pg_terminate_backend(${before})`);
      await expect
        .poll(async () => (await listener()).filter((pid) => pid !== before), { timeout: 5_000 })
        .toHaveLength(1);
      expect((await profile(server, member.token)).status).toBe(200);
      await server.ctx.db
        .update(sessions)
        .set({ revokedAt: new Date() })
        .where(eq(sessions.userId, member.userId));
      await server.ctx.sessions.settle();
      expect((await profile(server, member.token)).status).toBe(401);
    },
  );

  it.runIf(Boolean(process.env.TEST_DATABASE_URL))(
    'an instance listens for every cache on one connection of the database',
    async () => {
      // Sessions, settings and postings each listen on a channel; one connection holds all three LISTENs, named as
      // the instance's listening connection once it listens (decision 1232).
      const listening = await queryRows<{ name: string }>(
        server.ctx.db,
        sql`select application_name as name from pg_stat_activity
            where datname = current_database() and application_name like 'dottrip-listener:%'`,
      );
      expect(listening).toEqual([{ name: server.ctx.database.listenerName }]);
    },
  );

  it.runIf(Boolean(process.env.TEST_DATABASE_URL))(
    'a logout, a revoked session or a disabled account on one is refused on the other at once',
    async () => {
      const other = await startTestServer({
        config: { smtpUrl: smtp.url },
        databaseUrl: server.ctx.config.databaseUrl,
      });
      try {
        const a = await actor(server, smtp, 'member', 'cache.two.a@example.com');
        const b = await actor(server, smtp, 'member', 'cache.two.b@example.com');
        // Both instances have the sessions in their caches.
        for (const srv of [server, other]) {
          expect((await profile(srv, a.token)).status).toBe(200);
          expect((await profile(srv, b.token)).status).toBe(200);
        }
        expect((await server.call('POST', '/api/auth/logout', { token: a.token })).status).toBe(200);
        await expect.poll(async () => (await profile(other, a.token)).status, { timeout: 1_000 }).toBe(401);

        await server.ctx.db.update(users).set({ disabledAt: new Date() }).where(eq(users.id, b.userId));
        await expect.poll(async () => (await profile(other, b.token)).status, { timeout: 1_000 }).toBe(401);
      } finally {
        await other.stop();
      }
    },
  );

  it.runIf(Boolean(process.env.TEST_DATABASE_URL))(
    'a logout or a disabled account on one is refused by the other on the very next request, every time (decision 1232)',
    async () => {
      const other = await startTestServer({
        config: { smtpUrl: smtp.url },
        databaseUrl: server.ctx.config.databaseUrl,
      });
      try {
        const email = 'cache.next.request@example.com';
        await actor(server, smtp, 'member', email);
        const signIn = async () => {
          const reply = await server.call('POST', '/api/auth/login', {
            body: { email, password: 'Password123' },
          });
          return reply.body.access_token as string;
        };
        // The reply to the logout leaves once every instance has dropped the session: no round may slip through.
        for (let round = 0; round < 100; round++) {
          const token = await signIn();
          expect((await profile(other, token)).status).toBe(200);
          expect((await server.call('POST', '/api/auth/logout', { token })).status).toBe(200);
          expect((await profile(other, token)).status, `round ${round}`).toBe(401);
        }
        const admin = await actor(server, smtp, 'admin', 'cache.next.admin@example.com');
        const member = await actor(server, smtp, 'member', 'cache.next.disabled@example.com');
        expect((await profile(other, member.token)).status).toBe(200);
        const disabled = await server.call('POST', `/api/admin/users/${member.userId}/disable`, {
          token: admin.token,
        });
        expect(disabled.status).toBe(200);
        expect((await profile(other, member.token)).status).toBe(401);
      } finally {
        await other.stop();
      }
    },
    60_000,
  );

  it.runIf(Boolean(process.env.TEST_DATABASE_URL))(
    'waits once, not at every change, for an instance the database lists that never answers (decision 1232)',
    async () => {
      const lines: Array<{ msg?: string }> = [];
      const logger = pino({ level: 'warn' }, { write: (line: string) => lines.push(JSON.parse(line)) });
      const own = await startTestServer({
        config: { smtpUrl: smtp.url },
        databaseUrl: server.ctx.config.databaseUrl,
        server: { logger: logger as FastifyBaseLogger },
      });
      // An instance gone without closing its connection: the database still lists it, and nothing answers.
      const ghost = new pg.Client({ connectionString: server.ctx.config.databaseUrl });
      await ghost.connect();
      await ghost.query(`set application_name = 'dottrip-listener:gone0000'`);
      try {
        const email = 'cache.ghost@example.com';
        await actor(own, smtp, 'member', email);
        for (let round = 0; round < 3; round++) {
          const reply = await own.call('POST', '/api/auth/login', {
            body: { email, password: 'Password123' },
          });
          const token = reply.body.access_token as string;
          expect((await own.call('POST', '/api/auth/logout', { token })).status).toBe(200);
          // The live instance still hears every logout at once.
          expect((await profile(server, token)).status, `round ${round}`).toBe(401);
        }
        const waits = lines.filter((l) => /not every instance acknowledged/.test(l.msg ?? ''));
        expect(waits).toHaveLength(1);
      } finally {
        await ghost.end();
        await own.stop();
      }
    },
    60_000,
  );
});
