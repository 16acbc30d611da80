/**
 * `npm run bench:recruitment`: the public job search and one posting's board, measured with
 * autocannon on loopback against the database in DATABASE_URL (after `npm run seed:scale`).
 * Prints p50/p95/p99 latency and requests/s for each.
 *
 *   DATABASE_URL=postgres://postgres@127.0.0.1:5432/recruit_scale npm run bench:recruitment
 *
 * BENCH_SECONDS (default 15) and BENCH_CONNECTIONS (default 10) tune the runs.
 */
import { randomBytes } from 'node:crypto';
import type { AddressInfo } from 'node:net';
import { sql } from 'drizzle-orm';
import pino from 'pino';
import type { FastifyBaseLogger } from 'fastify';
import { hashPassword } from '../src/auth/password';
import { loadConfig } from '../src/config';
import { queryRows } from '../src/db/client';
import { createServer } from '../src/server';
import { measureLatency } from './bench-latency';
import type { LatencyResult } from './bench-latency';

const SECONDS = Number(process.env.BENCH_SECONDS ?? 15);
const CONNECTIONS = Number(process.env.BENCH_CONNECTIONS ?? 10);
const BOARD_TITLE = 'Scale board posting (5,000 applications)';

type Result = LatencyResult;

const measure = (name: string, url: string, paths: string[], headers: Record<string, string> = {}) =>
  measureLatency(name, url, paths, headers, { seconds: SECONDS, connections: CONNECTIONS });

async function main() {
  // The bench measures the search itself from one address; the per-IP limit (decision 320) would cut it off.
  const loaded = loadConfig();
  const config = { ...loaded, limits: { ...loaded.limits, searchPerIpPerMinute: Number.MAX_SAFE_INTEGER } };
  if (!config.databaseUrl) console.warn('DATABASE_URL is not set: measuring PGlite under DATA_DIR.');
  const server = await createServer(config, {
    logger: pino({ level: 'silent' }) as FastifyBaseLogger,
    database: undefined,
  });
  try {
    await server.app.listen({ port: 0, host: '127.0.0.1' });
    const url = `http://127.0.0.1:${(server.app.server.address() as AddressInfo).port}`;
    const db = server.ctx.db;

    // A staff account of the benchmark's own, with a fresh password each run.
    const password = `${randomBytes(12).toString('base64url')}Aa1`;
    const hash = await hashPassword(password);
    await queryRows(
      db,
      sql`insert into users (name, email, password_hash, role, email_verified_at, created_at, updated_at)
          values ('Bench Staff', 'bench-staff@bench.invalid', ${hash}, 'staff', now(), now(), now())
          on conflict (email) do update set password_hash = excluded.password_hash, role = 'staff'`,
    );
    const login = await fetch(`${url}/api/auth/login`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ email: 'bench-staff@bench.invalid', password }),
    });
    const token = ((await login.json()) as { access_token: string }).access_token;
    const [board] = await queryRows<{ id: string; n: string }>(
      db,
      sql`select j.id, (select count(*) from applications a where a.job_id = j.id) as n
          from jobs j where j.title = ${BOARD_TITLE} limit 1`,
    );
    if (!board) throw new Error('No board posting: run `npm run seed:scale` first.');
    const [counts] = await queryRows<Record<string, string>>(
      db,
      sql`select (select count(*) from jobs) as jobs, (select count(*) from candidates) as candidates,
                 (select count(*) from applications) as applications`,
    );
    console.log(
      `database: ${server.ctx.database.kind}, ${counts!.jobs} postings, ${counts!.candidates} candidates, ${counts!.applications} applications; board posting has ${board.n} applications`,
    );
    console.log(`autocannon: ${CONNECTIONS} connections, ${SECONDS} s per scenario, loopback\n`);

    // Spec §2's filters all at once (text + type + level + location + remote), a page of 20.
    const searches = [
      '/api/jobs?q=developer&type=full-time&level=mid&location=h%C3%A0%20n%E1%BB%99i&remote=true&page=1&pageSize=20',
      '/api/jobs?q=react&type=full-time&level=senior&location=h%E1%BB%93%20ch%C3%AD%20minh&remote=true&page=1&pageSize=20',
      '/api/jobs?q=engineer&type=contract&level=entry&location=%C4%91%C3%A0%20n%E1%BB%B5ng&remote=true&page=1&pageSize=20',
      '/api/jobs?q=fpt&type=part-time&level=lead&location=remote&remote=true&page=1&pageSize=20',
    ];
    const probe = await fetch(`${url}${searches[0]}`);
    const probeBody = (await probe.json()) as { total: number };
    console.log(`search probe: status ${probe.status}, total ${probeBody.total}`);

    const results: Result[] = [];
    results.push(await measure('job search (q+type+level+location+remote, page of 20)', url, searches));
    results.push(
      await measure(
        'board of one posting (5,000 applications, default cards per stage)',
        url,
        [`/api/jobs/${board.id}/board`],
        {
          authorization: `Bearer ${token}`,
        },
      ),
    );
    results.push(
      await measure(
        'board, 50 cards per stage (the default before decision 281)',
        url,
        [`/api/jobs/${board.id}/board?perStage=50`],
        { authorization: `Bearer ${token}` },
      ),
    );
    results.push(await measure('job search, no filters (page 1 of all published)', url, ['/api/jobs']));
    // Issue 18: the salary filter and sorts, the cities, a posting's similar and company postings.
    results.push(
      await measure('job search, salary ≥ 30M, highest salary first', url, [
        '/api/jobs?salary=30000000&sort=salary&page=1&pageSize=20',
        '/api/jobs?salary=30000000&location=h%C3%A0%20n%E1%BB%99i&sort=salary&page=2&pageSize=20',
      ]),
    );
    results.push(
      await measure('job search, text by relevance', url, [
        '/api/jobs?q=developer&sort=relevance&page=1&pageSize=20',
        '/api/jobs?q=react&page=1&pageSize=20',
      ]),
    );
    results.push(await measure('cities of the open postings (30 s cache)', url, ['/api/jobs/cities']));
    results.push(
      await measure('similar and company postings of one posting', url, [`/api/jobs/${board.id}/related`]),
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
