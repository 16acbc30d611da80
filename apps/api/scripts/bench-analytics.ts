/**
 * `npm run bench:analytics` (issue 11): every analytics report, for the whole platform (an administrator) and for
 * the company with the most applications (its owner, on Enterprise for the run), measured with autocannon on
 * loopback against the database in DATABASE_URL (the scale seed: `npm run seed:scale` first). The rollups are
 * rebuilt from the history when they do not cover every application (a database seeded before issue 11).
 * Prints p50/p95/p99 latency and requests/s for each report; the period is the last 90 days.
 *
 *   DATABASE_URL=postgres://postgres@127.0.0.1:5432/recruit_scale npm run bench:analytics
 *
 * BENCH_SECONDS (default 10) and BENCH_CONNECTIONS (default 10) tune the runs.
 */
import { randomBytes } from 'node:crypto';
import type { AddressInfo } from 'node:net';
import { sql } from 'drizzle-orm';
import pino from 'pino';
import type { FastifyBaseLogger } from 'fastify';
import { ANALYTICS_REPORTS } from '@app/shared';
import { hashPassword } from '../src/auth/password';
import { loadConfig } from '../src/config';
import { queryRows } from '../src/db/client';
import type { Db } from '../src/db/client';
import { rebuildAllRollups } from '../src/lib/analytics-rollups';
import { createServer } from '../src/server';
import { measureLatency } from './bench-latency';
import type { LatencyResult } from './bench-latency';

const SECONDS = Number(process.env.BENCH_SECONDS ?? 10);
const CONNECTIONS = Number(process.env.BENCH_CONNECTIONS ?? 10);

const count = async (db: Db, table: string) =>
  Number((await queryRows<{ n: string }>(db, sql`select count(*) as n from ${sql.raw(table)}`))[0]!.n);

async function signIn(url: string, db: Db, email: string, role: 'admin' | 'employer') {
  const password = `${randomBytes(12).toString('base64url')}Aa1`;
  const hash = await hashPassword(password);
  await queryRows(
    db,
    sql`insert into users (name, email, password_hash, role, email_verified_at, created_at, updated_at)
        values (${`Bench ${role}`}, ${email}, ${hash}, ${role}, now(), now(), now())
        on conflict (email) do update set password_hash = excluded.password_hash, role = ${role}, disabled_at = null`,
  );
  const login = await fetch(`${url}/api/auth/login`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ email, password }),
  });
  return ((await login.json()) as { access_token: string }).access_token;
}

async function main() {
  const config = loadConfig();
  if (!config.databaseUrl) console.warn('DATABASE_URL is not set: measuring PGlite under DATA_DIR.');
  const server = await createServer(config, { logger: pino({ level: 'silent' }) as FastifyBaseLogger });
  try {
    await server.app.listen({ port: 0, host: '127.0.0.1' });
    const url = `http://127.0.0.1:${(server.app.server.address() as AddressInfo).port}`;
    const db = server.ctx.db;
    const applications = await count(db, 'applications');
    if ((await count(db, 'analytics_application_facts')) !== applications) {
      const started = Date.now();
      process.stdout.write('rebuilding the analytics rollups from the history… ');
      await rebuildAllRollups(db);
      await queryRows(db, sql`vacuum analyze analytics_application_facts`);
      await queryRows(db, sql`vacuum analyze analytics_stage_stays`);
      console.log(`${((Date.now() - started) / 1000).toFixed(0)} s`);
    }
    // The company with the most applications; its owner signs in as a teammate of the run's own.
    const [largest] = await queryRows<{ company_id: string; n: string }>(
      db,
      sql`select company_id, count(*) as n from analytics_application_facts where company_id is not null
          group by company_id order by count(*) desc limit 1`,
    );
    if (!largest) throw new Error('no company has applications: run npm run seed:scale first');
    const adminToken = await signIn(url, db, 'bench-analytics-admin@bench.invalid', 'admin');
    // A bench recruiter in that company, which runs on Enterprise for the run (its package is the company's).
    const recruiterEmail = 'bench-analytics-recruiter@bench.invalid';
    await signIn(url, db, recruiterEmail, 'employer');
    await queryRows(
      db,
      sql`insert into company_members (user_id, company_id, role, joined_at)
          select id, ${largest.company_id}, 'recruiter', now() from users where email = ${recruiterEmail}
          on conflict (user_id) do update set company_id = excluded.company_id, role = 'recruiter'`,
    );
    const [premium] = await queryRows<{ id: number }>(db, sql`select id from plans where name = 'premium'`);
    const [running] = await queryRows<{ plan_id: number }>(
      db,
      sql`select plan_id from subscriptions where company_id = ${largest.company_id} and ended_at is null`,
    );
    if (!running) {
      await queryRows(
        db,
        sql`insert into subscriptions (user_id, company_id, plan_id, started_at)
            select owner_id, id, ${premium!.id}, now() from companies where id = ${largest.company_id}`,
      );
    } else if (running.plan_id !== premium!.id) {
      await queryRows(
        db,
        sql`update subscriptions set plan_id = ${premium!.id} where company_id = ${largest.company_id} and ended_at is null`,
      );
    }
    await server.ctx.sessions.settle();
    const recruiterToken = await signIn(url, db, recruiterEmail, 'employer');
    console.log(
      `database: ${server.ctx.database.kind}, ${applications} applications, ${await count(db, 'application_events')} stage events; largest company: ${largest.n} applications`,
    );
    console.log(`autocannon: ${CONNECTIONS} connections, ${SECONDS} s per report, loopback, last 90 days\n`);

    const today = new Date(Date.now() + 7 * 3_600_000).toISOString().slice(0, 10);
    const from = new Date(Date.now() + 7 * 3_600_000 - 89 * 86_400_000).toISOString().slice(0, 10);
    const period = `from=${from}&to=${today}`;
    const results: Array<LatencyResult & { scope: string }> = [];
    for (const [scope, token, reports] of [
      ['platform', adminToken, ANALYTICS_REPORTS],
      ['largest company', recruiterToken, ANALYTICS_REPORTS.filter((r) => r !== 'platform')],
    ] as const) {
      const headers = { authorization: `Bearer ${token}` };
      for (const report of reports) {
        const path = `/api/analytics/${report}?${period}`;
        const probe = await fetch(`${url}${path}`, { headers });
        if (probe.status !== 200)
          throw new Error(`${scope} ${report}: ${probe.status} ${await probe.text()}`);
        const result = await measureLatency(`${report}`, url, [path], headers, {
          seconds: SECONDS,
          connections: CONNECTIONS,
        });
        results.push({ ...result, scope });
      }
    }
    console.log('| scope | report | requests | errors | req/s | p50 ms | p95 ms | p99 ms |');
    console.log('|---|---|---:|---:|---:|---:|---:|---:|');
    for (const r of results) {
      console.log(
        `| ${r.scope} | ${r.name} | ${r.requests} | ${r.errors} | ${r.rps.toFixed(0)} | ${r.p50.toFixed(1)} | ${r.p95.toFixed(1)} | ${r.p99.toFixed(1)} |`,
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
