// `npm run bench`: loopback load on the real server (PGlite in a temp DATA_DIR, or DATABASE_URL when set), as
// ratios measured in one run (issue 15):
//   - a plain Fastify hello-world (no plugins, no logger) in its own process: the ceiling of this machine;
//   - the app's bare route: every global hook and the production logger (info, one JSON line per request);
//   - the signed-in profile beside the app's bare route;
//   - sign-ins per second beside bare argon2id verifications with the same parameters, as many at once.
// Both servers run in child processes for the whole run (the load generator does not share their event loop; their
// stdout goes to /dev/null, where a deployment's log collector would read it), and the measures alternate in short
// rounds whose medians are compared, so that the shared machine's changing load moves both sides of a ratio alike.
// Each measure also records the server's own CPU time per request (user + system, asked of the server process
// before and after): on a small machine the load generator's HTTP parser, in JavaScript, can be what limits the
// requests per second of both servers, and then the server time per request is what tells the app's hooks' cost
// (decision 1017).
// First, as in the server's entry: keeps the shape of Node's tick records (decision 1027).
import '../src/lib/tick-shape';
import { fork } from 'node:child_process';
import type { ChildProcess } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import type { AddressInfo } from 'node:net';
import autocannon from 'autocannon';
import { eq } from 'drizzle-orm';
import Fastify from 'fastify';
import { hashPassword, verifyPassword } from '../src/auth/password';
import { DEFAULT_LIMITS } from '../src/config';
import { users } from '../src/db/schema';
import { createLogger } from '../src/lib/logger';
import { createServer } from '../src/server';

const DURATION = Number(process.env.BENCH_SECONDS ?? 10);
const CONNECTIONS = Number(process.env.BENCH_CONNECTIONS ?? 10);
// Sign-in throughput is measured at saturation (decision 1028): each connection spends part of every sign-in waiting on
// the database and the network, so with few connections the CPUs idle between hashes. Eight keep the hashing threads
// busy; the bare verifications queue as many on the same hashing pool, one thread a CPU (decision 1030), the fastest
// way this machine verifies argon2id (libuv's pool of four ran them a fifth slower on two CPUs).
const LOGIN_CONNECTIONS = Number(process.env.BENCH_LOGIN_CONNECTIONS ?? 8);
const ROUNDS = Number(process.env.BENCH_ROUNDS ?? 3);
const PASSWORD = 'BenchPass123';
/** The V8 flags `npm start` gives the server (decision 1022). */
const SERVER_FLAGS = ['--no-allocation-site-pretenuring'];

type Ready = { base: string; token?: string; database?: string };
type CpuUsage = { user: number; system: number };

/** A server child answers 'cpu' with its CPU time so far and anything else by stopping. */
function serveCpuAndStop(stop: () => void) {
  process.on('message', (message) => {
    // The process's CPU time and its main thread's alone: a sign-in's hash runs on threads of its own (decision 1030).
    if (message === 'cpu') process.send?.({ cpu: process.cpuUsage(), main: process.threadCpuUsage() });
    else stop();
  });
}

async function servePlain() {
  const app = Fastify({ logger: false });
  app.get('/hello', async () => ({ hello: 'world' }));
  // The ceiling of any sign-in over HTTP here: the same request, one verification of the same hash on the same
  // hashing threads, and nothing else (no account to read, no session to write, no token to sign).
  const hashed = await hashPassword(PASSWORD);
  app.post('/login', async (request) => ({
    ok: await verifyPassword(hashed, (request.body as { password: string }).password),
  }));
  await app.listen({ port: 0, host: '127.0.0.1' });
  process.send?.({ base: `http://127.0.0.1:${(app.server.address() as AddressInfo).port}` } satisfies Ready);
  serveCpuAndStop(() => void app.close().then(() => process.exit(0)));
}

async function serveApp() {
  const dataDir = mkdtempSync(path.join(tmpdir(), 'dottrip-bench-'));
  const admin = { email: 'bench-admin@example.com', password: PASSWORD };
  const { logger } = createLogger('info');
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
      logLevel: 'info',
      // Sign-ins are measured, not limited: the bench signs in far more often than any person.
      limits: { ...DEFAULT_LIMITS, loginFailures: 1_000_000 },
    },
    {
      logger,
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

  process.send?.({ base, token, database: server.ctx.database.kind } satisfies Ready);
  serveCpuAndStop(() => {
    void server.close().then(() => {
      rmSync(dataDir, { recursive: true, force: true });
      process.exit(0);
    });
  });
}

/** Bare argon2id verifications on the product's hashing pool, LOGIN_CONNECTIONS queued, for `seconds`: per second. */
async function argonRate(seconds: number): Promise<number> {
  const hashed = await hashPassword(PASSWORD);
  const end = Date.now() + seconds * 1000;
  let count = 0;
  const worker = async () => {
    while (Date.now() < end) {
      await verifyPassword(hashed, PASSWORD);
      count++;
    }
  };
  const started = Date.now();
  await Promise.all(Array.from({ length: LOGIN_CONNECTIONS }, worker));
  return count / ((Date.now() - started) / 1000);
}

function startChild(role: string): Promise<{ child: ChildProcess } & Ready> {
  const child = fork(new URL(import.meta.url).pathname, [], {
    env: { ...process.env, BENCH_ROLE: role },
    // Both servers with the production server's V8 flags (apps/api/package.json's start, decision 1022), so that the
    // ratio compares their code, not their runtime settings.
    execArgv: ['--import', 'tsx', ...SERVER_FLAGS],
    stdio: ['ignore', 'ignore', 'inherit', 'ipc'],
  });
  return new Promise((resolve, reject) => {
    child.once('message', (m) => resolve({ child, ...(m as Ready) }));
    child.once('exit', (code) => reject(new Error(`bench server (${role}) exited with ${code}`)));
  });
}

/**
 * The child's CPU time so far, in microseconds, all threads and its main thread alone (a child that does not answer
 * within 10 s ends the run).
 */
function cpuOf(child: ChildProcess): Promise<{ all: number; main: number }> {
  return new Promise((resolve, reject) => {
    const timer = setTimeout(() => {
      child.off('message', onMessage);
      reject(new Error('a bench server did not report its CPU time'));
    }, 10_000);
    const onMessage = (m: unknown) => {
      const { cpu, main } = m as { cpu?: CpuUsage; main?: CpuUsage };
      if (!cpu || !main) return;
      clearTimeout(timer);
      child.off('message', onMessage);
      resolve({ all: cpu.user + cpu.system, main: main.user + main.system });
    };
    child.on('message', onMessage);
    child.send('cpu');
  });
}

function stopChild(child: ChildProcess): Promise<void> {
  return new Promise((resolve) => {
    child.once('exit', () => resolve());
    child.send('stop');
  });
}

/** `cpu`: the server's CPU time per request, in microseconds; `main`: its main thread's part. */
type Row = { name: string; rps: number; p50: number; p99: number; errors: number; cpu: number; main: number };

async function measure(
  name: string,
  server: ChildProcess,
  url: string,
  options: Partial<autocannon.Options> = {},
): Promise<Row> {
  // A second of the same load first, not counted: the server was idle while the other was measured, and the first
  // measure after a switch ran colder than the next (the app's bare route measured slower than /api/health, which
  // does more, in run after run).
  await autocannon({ url, connections: CONNECTIONS, ...options, duration: 1 });
  const before = await cpuOf(server);
  const result = await autocannon({ url, connections: CONNECTIONS, duration: DURATION, ...options });
  const after = await cpuOf(server);
  const requests = Math.max(1, result.requests.total);
  return {
    name,
    rps: result.requests.average,
    p50: result.latency.p50,
    p99: result.latency.p99,
    errors: result.non2xx + result.errors,
    cpu: (after.all - before.all) / requests,
    main: (after.main - before.main) / requests,
  };
}

// Long enough for the optimising compiler to have settled on both servers' request paths (the app's is far longer).
const warm = (url: string, options: Partial<autocannon.Options> = {}) =>
  autocannon({ url, connections: CONNECTIONS, duration: 4, ...options });

/** The median of `rounds` measurements, alternated with the others of its group by the caller. */
const median = (rows: Row[]): Row => {
  const sorted = [...rows].sort((x, y) => x.rps - y.rps);
  const middle = sorted[Math.floor(sorted.length / 2)]!;
  const middleOf = (values: number[]) => values.sort((x, y) => x - y)[Math.floor(values.length / 2)]!;
  return { ...middle, cpu: middleOf(rows.map((r) => r.cpu)), main: middleOf(rows.map((r) => r.main)) };
};

async function run() {
  // Both servers stay up for the whole run and the measures that are compared alternate in short rounds (the
  // median of each is kept), so that a change in the machine's load moves both sides of a ratio alike.
  const plain = await startChild('plain');
  const app = await startChild('app');
  const rounds = ROUNDS;
  const slice = Math.max(1, Math.round(DURATION / rounds));
  const timed = (options: Partial<autocannon.Options> = {}) => ({ duration: slice, ...options });
  await warm(`${plain.base}/hello`);
  await warm(`${app.base}/bench/hello`);
  const auth = { headers: { authorization: `Bearer ${app.token}` } };
  const loginOptions: Partial<autocannon.Options> = {
    method: 'POST',
    connections: LOGIN_CONNECTIONS,
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ email: 'bench-admin@example.com', password: PASSWORD }),
  };
  await warm(`${app.base}/api/auth/login`, loginOptions);

  const samples: Record<string, Row[]> = {
    hello: [],
    bare: [],
    health: [],
    profile: [],
    plans: [],
    login: [],
    plainLogin: [],
  };
  const argonRates: number[] = [];
  const server = app.child;
  for (let round = 0; round < rounds; round++) {
    samples.hello!.push(
      await measure('plain Fastify hello-world', plain.child, `${plain.base}/hello`, timed()),
    );
    samples.bare!.push(
      await measure("app's bare route (GET /bench/hello)", server, `${app.base}/bench/hello`, timed()),
    );
    samples.health!.push(await measure('GET /api/health', server, `${app.base}/api/health`, timed()));
    samples.profile!.push(
      await measure('signed in: GET /api/auth/profile', server, `${app.base}/api/auth/profile`, timed(auth)),
    );
    samples.plans!.push(await measure('GET /api/auth/plans', server, `${app.base}/api/auth/plans`, timed()));
    samples.login!.push(
      await measure('POST /api/auth/login', server, `${app.base}/api/auth/login`, timed(loginOptions)),
    );
    samples.plainLogin!.push(
      await measure(
        'plain Fastify: a verification only (POST /login)',
        plain.child,
        `${plain.base}/login`,
        timed(loginOptions),
      ),
    );
    // The server idles meanwhile: the same machine verifies bare hashes as many at a time.
    argonRates.push(await argonRate(slice));
  }
  await stopChild(plain.child);
  await stopChild(app.child);
  const [hello, bare, health, profile, plans, login, plainLogin] = (
    ['hello', 'bare', 'health', 'profile', 'plans', 'login', 'plainLogin'] as const
  ).map((key) => median(samples[key]!));
  const argon = [...argonRates].sort((x, y) => x - y)[Math.floor(argonRates.length / 2)]!;

  console.log(
    `\nDatabase: ${app.database}; ${CONNECTIONS} connections (sign-in: ${LOGIN_CONNECTIONS}), ${rounds} alternating ` +
      `rounds of ${slice} s per measure, medians; node ${process.version}\n`,
  );
  console.log(
    '| Measure | req/s | p50 ms | p99 ms | non-2xx | server CPU µs/req | main thread µs/req | ratio (req/s) | target |',
  );
  console.log('| --- | ---: | ---: | ---: | ---: | ---: | ---: | ---: | ---: |');
  const line = (r: Row, ratio: string, target: string) =>
    console.log(
      `| ${r.name} | ${Math.round(r.rps)} | ${r.p50} | ${r.p99} | ${r.errors} | ${r.cpu.toFixed(1)} | ${r.main.toFixed(1)} | ${ratio} | ${target} |`,
    );
  line(hello!, '1.00 (ceiling)', '');
  line(
    bare!,
    `${(bare!.rps / hello!.rps).toFixed(2)} of hello-world (server time: ${(hello!.cpu / bare!.cpu).toFixed(2)})`,
    '≥ 0.7',
  );
  line(health!, `${(health!.rps / bare!.rps).toFixed(2)} of bare`, '');
  line(
    profile!,
    `${(profile!.rps / bare!.rps).toFixed(2)} of bare`,
    app.database === 'postgres' ? '≥ 0.5' : '≥ 0.3',
  );
  line(plans!, `${(plans!.rps / bare!.rps).toFixed(2)} of bare`, '');
  line(login!, `${(login!.rps / argon).toFixed(2)} of argon2id`, '≥ 0.9');
  line(
    plainLogin!,
    `${(plainLogin!.rps / argon).toFixed(2)} of argon2id (the ceiling of a sign-in over HTTP)`,
    '',
  );
  console.log(
    `| bare argon2id verifications (${LOGIN_CONNECTIONS} at once) | ${Math.round(argon)} | | | | | | 1.00 | |`,
  );
}

if (process.env.BENCH_ROLE === 'plain') await servePlain();
else if (process.env.BENCH_ROLE === 'app') await serveApp();
else await run();
