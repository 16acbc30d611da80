// `npm run bench`: loopback load on the real server (PGlite in a temp DATA_DIR, or DATABASE_URL when set).
// Prints req/s and p99 for each route beside a bare hello-world route of the same server, and the ratio.
// The server runs in a child process so the load generator does not share its event loop.
import { fork } from 'node:child_process';
import type { ChildProcess } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import type { AddressInfo } from 'node:net';
import autocannon from 'autocannon';
import { eq } from 'drizzle-orm';
import { DEFAULT_LIMITS } from '../src/config';
import { users } from '../src/db/schema';
import { createServer } from '../src/server';

const DURATION = Number(process.env.BENCH_SECONDS ?? 10);
const CONNECTIONS = Number(process.env.BENCH_CONNECTIONS ?? 10);

async function serve() {
  const dataDir = mkdtempSync(path.join(tmpdir(), 'dottrip-bench-'));
  const admin = { email: 'bench-admin@example.com', password: 'BenchPass123' };
  const server = await createServer(
    {
      port: 0,
      appUrl: 'http://localhost:3000',
      databaseUrl: process.env.DATABASE_URL,
      dataDir,
      jwtSecret: 'bench-secret-0123456789-0123456789-0123456789',
      mailFrom: 'bench@example.com',
      contactInbox: 'bench@example.com',
      admin,
      logLevel: 'silent',
      limits: DEFAULT_LIMITS,
    },
    {
      extraRoutes: (app) => {
        app.get('/bench/hello', { config: { access: 'public' } }, async () => ({ hello: 'world' }));
      },
    },
  );
  await server.app.listen({ port: 0, host: '127.0.0.1' });
  const base = `http://127.0.0.1:${(server.app.server.address() as AddressInfo).port}`;
  await server.ctx.db.update(users).set({ emailVerifiedAt: new Date() }).where(eq(users.email, admin.email));
  const login = await fetch(`${base}/api/auth/login`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify(admin),
  });
  const token = ((await login.json()) as { access_token: string }).access_token;

  process.send?.({ base, token, database: server.ctx.database.kind });
  process.once('message', () => {
    void server.close().then(() => {
      rmSync(dataDir, { recursive: true, force: true });
      process.exit(0);
    });
  });
}

function startChild(): Promise<{ child: ChildProcess; base: string; token: string; database: string }> {
  const child = fork(new URL(import.meta.url).pathname, [], {
    env: { ...process.env, BENCH_ROLE: 'server' },
    execArgv: ['--import', 'tsx'],
  });
  return new Promise((resolve, reject) => {
    child.once('message', (m) =>
      resolve({ child, ...(m as { base: string; token: string; database: string }) }),
    );
    child.once('exit', (code) => reject(new Error(`bench server exited with ${code}`)));
  });
}

type Row = { route: string; rps: number; p50: number; p99: number; errors: number };
async function measure(base: string, route: string, headers: Record<string, string> = {}): Promise<Row> {
  const result = await autocannon({
    url: `${base}${route}`,
    connections: CONNECTIONS,
    duration: DURATION,
    headers,
  });
  const non2xx = result.non2xx + result.errors;
  return {
    route,
    rps: result.requests.average,
    p50: result.latency.p50,
    p99: result.latency.p99,
    errors: non2xx,
  };
}

async function run() {
  const { child, base, token, database } = await startChild();
  // Warm-up so JIT and the database caches are in the same state for every route.
  await autocannon({ url: `${base}/bench/hello`, connections: CONNECTIONS, duration: 2 });
  const rows: Row[] = [];
  rows.push(await measure(base, '/bench/hello'));
  rows.push(await measure(base, '/api/health'));
  rows.push(await measure(base, '/api/auth/profile', { authorization: `Bearer ${token}` }));
  rows.push(await measure(base, '/api/auth/plans'));

  const bare = rows[0]!.rps;
  console.log(
    `\nDatabase: ${database}; ${CONNECTIONS} connections, ${DURATION} s per route; node ${process.version}\n`,
  );
  console.log('| Route | req/s | p50 ms | p99 ms | non-2xx | ratio to bare |');
  console.log('| --- | ---: | ---: | ---: | ---: | ---: |');
  for (const r of rows) {
    console.log(
      `| GET ${r.route} | ${Math.round(r.rps)} | ${r.p50} | ${r.p99} | ${r.errors} | ${(r.rps / bare).toFixed(2)} |`,
    );
  }
  child.send('stop');
}

if (process.env.BENCH_ROLE === 'server') await serve();
else await run();
