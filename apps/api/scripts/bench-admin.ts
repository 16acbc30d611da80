/**
 * `npm run bench:admin` (issue 9): the users list searched at 200,000 accounts and the audit log's first page at
 * 1,000,000 entries, measured with autocannon on loopback against the database in DATABASE_URL. Missing accounts
 * (bench-user-N@bench.invalid, Vietnamese names) and audit entries are inserted first, once; a second run reuses
 * them. Prints p50/p95/p99 latency and requests/s for each scenario.
 *
 *   DATABASE_URL=postgres://postgres@127.0.0.1:5432/recruit_scale npm run bench:admin
 *
 * BENCH_SECONDS (default 15), BENCH_CONNECTIONS (default 10), BENCH_USERS (200,000) and BENCH_AUDIT (1,000,000)
 * tune the runs.
 */
import { randomBytes } from 'node:crypto';
import type { AddressInfo } from 'node:net';
import { sql } from 'drizzle-orm';
import pino from 'pino';
import type { FastifyBaseLogger } from 'fastify';
import { hashPassword } from '../src/auth/password';
import { loadConfig } from '../src/config';
import { queryRows } from '../src/db/client';
import type { Db } from '../src/db/client';
import { createServer } from '../src/server';
import { measureLatency } from './bench-latency';
import type { LatencyResult } from './bench-latency';

const SECONDS = Number(process.env.BENCH_SECONDS ?? 15);
const CONNECTIONS = Number(process.env.BENCH_CONNECTIONS ?? 10);
const USERS = Number(process.env.BENCH_USERS ?? 200_000);
const AUDIT = Number(process.env.BENCH_AUDIT ?? 1_000_000);
const BATCH = 50_000;

type Result = LatencyResult;

const measure = (name: string, url: string, paths: string[], headers: Record<string, string> = {}) =>
  measureLatency(name, url, paths, headers, { seconds: SECONDS, connections: CONNECTIONS });

const count = async (db: Db, table: string) =>
  Number((await queryRows<{ n: string }>(db, sql`select count(*) as n from ${sql.raw(table)}`))[0]!.n);

/** Tops the accounts up to USERS with generated Vietnamese names, in batches. */
async function seedUsers(db: Db) {
  let have = await count(db, 'users');
  const family = `array['Nguyễn','Trần','Lê','Phạm','Hoàng','Huỳnh','Phan','Vũ','Võ','Đặng','Bùi','Đỗ']`;
  const given = `array['Anh','Bình','Châu','Dũng','Giang','Hà','Hùng','Lan','Linh','Minh','Nam','Phương','Quân','Thảo','Tuấn','Việt']`;
  while (have < USERS) {
    const n = Math.min(BATCH, USERS - have);
    await queryRows(
      db,
      sql`insert into users (name, email, role, email_verified_at, created_at, updated_at, last_sign_in_at)
          select (${sql.raw(family)})[1 + g % 12] || ' Văn ' || (${sql.raw(given)})[1 + (g / 12) % 16] || ' ' || g,
                 'bench-user-' || g || '@bench.invalid',
                 case when g % 50 = 0 then 'employer' else 'member' end,
                 now(), now() - (g % 900 || ' days')::interval, now(),
                 case when g % 3 = 0 then null else now() - (g % 200 || ' days')::interval end
          from generate_series(${have + 1}::int, ${have + n}::int) g
          on conflict (email) do nothing`,
    );
    have = await count(db, 'users');
    console.log(`accounts: ${have}`);
  }
}

/** Tops the audit log up to AUDIT entries spread over a year, in batches. */
async function seedAudit(db: Db) {
  let have = await count(db, 'audit_log');
  const actions = `array['auth.sign_in','auth.sign_in_failed','application.moved','job.published','user.role_changed','settings.changed','candidate.unlocked','cv.downloaded']`;
  while (have < AUDIT) {
    const n = Math.min(BATCH, AUDIT - have);
    await queryRows(
      db,
      sql`insert into audit_log (at, actor_id, actor_name, action, target_type, target_id, target_label, ip, user_agent, request_id, changes)
          select now() - (g % 525600 || ' minutes')::interval, gen_random_uuid(), 'Bench Actor ' || g % 1000,
                 (${sql.raw(actions)})[1 + g % 8], 'user', gen_random_uuid()::text, 'bench-' || g || '@bench.invalid',
                 '10.0.' || g % 250 || '.' || g % 200, 'Mozilla/5.0 (bench)', 'bench-' || g,
                 jsonb_build_object('stage', jsonb_build_object('before', 'applied', 'after', 'screening'))
          from generate_series(${have + 1}::int, ${have + n}::int) g`,
    );
    have = await count(db, 'audit_log');
    console.log(`audit entries: ${have}`);
  }
}

async function main() {
  const config = loadConfig();
  if (!config.databaseUrl) console.warn('DATABASE_URL is not set: measuring PGlite under DATA_DIR.');
  const server = await createServer(config, {
    logger: pino({ level: 'silent' }) as FastifyBaseLogger,
    // Pruning would start deleting the year-old entries this run inserts.
    pruneIntervalMs: 24 * 3_600_000,
  });
  try {
    await server.app.listen({ port: 0, host: '127.0.0.1' });
    const url = `http://127.0.0.1:${(server.app.server.address() as AddressInfo).port}`;
    const db = server.ctx.db;
    await seedUsers(db);
    await seedAudit(db);
    // As autovacuum would after the bulk insert: statistics, and the visibility map index-only scans rely on.
    await queryRows(db, sql`vacuum analyze users`);
    await queryRows(db, sql`vacuum analyze audit_log`);

    // An administrator of the benchmark's own, with a fresh password each run.
    const password = `${randomBytes(12).toString('base64url')}Aa1`;
    const hash = await hashPassword(password);
    await queryRows(
      db,
      sql`insert into users (name, email, password_hash, role, email_verified_at, created_at, updated_at)
          values ('Bench Admin', 'bench-admin@bench.invalid', ${hash}, 'admin', now(), now(), now())
          on conflict (email) do update set password_hash = excluded.password_hash, role = 'admin', disabled_at = null`,
    );
    const login = await fetch(`${url}/api/auth/login`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ email: 'bench-admin@bench.invalid', password }),
    });
    const token = ((await login.json()) as { access_token: string }).access_token;
    const headers = { authorization: `Bearer ${token}` };
    console.log(
      `database: ${server.ctx.database.kind}, ${await count(db, 'users')} accounts, ${await count(db, 'audit_log')} audit entries`,
    );
    console.log(`autocannon: ${CONNECTIONS} connections, ${SECONDS} s per scenario, loopback\n`);

    const searches = [
      '/api/admin/users?q=nguyen%20van%20minh&page=1&pageSize=25',
      '/api/admin/users?q=tr%E1%BA%A7n&page=1&pageSize=25',
      '/api/admin/users?q=bench-user-1234&page=1&pageSize=25',
      '/api/admin/users?q=th%E1%BA%A3o&role=member&page=1&pageSize=25',
    ];
    const probe = await fetch(`${url}${searches[0]}`, { headers });
    console.log(
      `search probe: status ${probe.status}, total ${((await probe.json()) as { total: number }).total}`,
    );

    const results: Result[] = [];
    results.push(
      await measure('users list search (name or e-mail, folded), page of 25', url, searches, headers),
    );
    results.push(
      await measure('users list, no filter, newest first, page of 25', url, ['/api/admin/users'], headers),
    );
    results.push(await measure('audit log, first page of 50', url, ['/api/admin/audit?limit=50'], headers));
    results.push(
      await measure(
        'audit log, one action, first page of 50',
        url,
        ['/api/admin/audit?action=settings.changed&limit=50'],
        headers,
      ),
    );

    console.log('| scenario | requests | errors | req/s | p50 ms | p95 ms | p99 ms |');
    console.log('|---|---:|---:|---:|---:|---:|---:|');
    for (const r of results) {
      console.log(
        `| ${r.name} | ${r.requests} | ${r.errors} | ${r.rps.toFixed(0)} | ${r.p50.toFixed(1)} | ${r.p95.toFixed(1)} | ${r.p99.toFixed(1)} |`,
      );
    }
  } finally {
    await server.close();
  }
}

main().catch((error: unknown) => {
  console.error('bench failed:', error instanceof Error ? error.message : error);
  process.exit(1);
});
