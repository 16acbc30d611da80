/**
 * `npm run fuzz:api` (issue 14, decisions 570-573): fuzzes the running server from its OpenAPI document alone.
 *
 * A child process starts the real server (createServer, the same as `npm start`) on an in-memory embedded database
 * with the demo seed, two demo companies on Enterprise, GitHub sign-in pointed at a loopback fake, and the request
 * limits raised (a 429 is documented, but would keep the fuzzer away from the handlers). This process reads
 * /api/openapi.json and, for every operation, sends requests generated from its schemas (valid, boundary and
 * invalid values, fast-check) as four callers: an admin, an employer (owner of an Enterprise company), a member (a
 * job seeker) and an API key holding every scope. No reply may be a 5xx; every reply must be documented for its
 * status and match its schema (Ajv 2020-12 with ajv-formats).
 *
 * Environment: FUZZ_RUNS (requests per operation and caller, default 60), FUZZ_SEED (default: random, printed),
 * FUZZ_CONCURRENCY (requests in flight, default 4), FUZZ_ONLY (run only operations whose id or path contains it),
 * FUZZ_REPORT (a file to write the findings to). Exit code 1 when anything is found.
 */
import { fork } from 'node:child_process';
import type { ChildProcess } from 'node:child_process';
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import fc from 'fast-check';
import { API_KEY_SCOPES } from '@app/shared';
import { IdentifierPools, singular } from './fuzz/pools';
import { ReplyChecker } from './fuzz/reply-check';
import type { OpenApiDocument, Operation, Parameter } from './fuzz/reply-check';
import { SchemaArbitraries } from './fuzz/schema-arbitrary';
import type { Schema } from './fuzz/schema-arbitrary';

const PASSWORD = 'Fuzz-Password-2026!';
const ADMIN_EMAIL = 'admin@fuzz.dottrip.test';
const MEMBER_EMAIL = 'an.nguyen@demo.dottrip.vn';
const EMPLOYER_EMAIL = 'hr@tiki.demo.dottrip.vn';
const KEY_OWNER_EMAIL = 'hr@fpt.demo.dottrip.vn';
const SCOPES = [...API_KEY_SCOPES];

// ---------------------------------------------------------------------------------------------------------------
// The server (child process)

async function serve(): Promise<void> {
  const [
    { default: pino },
    { DEFAULT_LIMITS },
    { createServer },
    { seedDemo },
    { sql },
    { startFakeGithub },
  ] = await Promise.all([
    import('pino'),
    import('../src/config'),
    import('../src/server'),
    import('../src/db/seed/demo'),
    import('drizzle-orm'),
    import('../test/fake-github'),
  ]);
  const dataDir = mkdtempSync(path.join(tmpdir(), 'dottrip-fuzz-'));
  const github = await startFakeGithub('fuzz-client', 'fuzz-secret');
  const many = 1_000_000_000;
  const server = await createServer(
    {
      port: 0,
      appUrl: 'http://localhost:3000',
      dataDir,
      jwtSecret: 'fuzzing-only-secret-0123456789abcdef-0123456789',
      mailFrom: 'DotTrip <no-reply@example.com>',
      contactInbox: 'inbox@example.com',
      admin: { email: ADMIN_EMAIL, password: PASSWORD },
      logLevel: 'error',
      limits: {
        ...DEFAULT_LIMITS,
        loginFailures: many,
        perIpPerHour: many,
        searchPerIpPerMinute: many,
        applyPerUserPerHour: many,
        cvUploadsPerUserPerHour: many,
      },
      github: {
        clientId: 'fuzz-client',
        clientSecret: 'fuzz-secret',
        oauthUrl: github.url,
        apiUrl: github.url,
      },
      // Payments configured, so that the checkout, return and IPN routes run their logic (no request leaves: the
      // payment page is only a signed address, and VNPay's notifications are what the fuzzer sends).
      vnpay: {
        tmnCode: 'FUZZ0001',
        hashSecret: 'fuzzing-only-vnpay-secret-0123456789',
        url: 'http://127.0.0.1:9/pay',
      },
    },
    // Errors (a 500's stack) go to stderr, so that a finding comes with its cause.
    { inMemory: true, logger: pino({ level: 'error' }, pino.destination(2)) as never },
  );
  await seedDemo(server.ctx.db, { dataDir, password: PASSWORD });
  // Both demo companies on Enterprise: API keys (FPT's) and every plan-gated route (Tiki's owner) are reachable.
  await server.ctx.db.execute(sql`
    update subscriptions set plan_id = (select id from plans where name = 'premium')
     where ended_at is null
       and company_id in (select id from companies where name in ('FPT Software', 'Tiki'))`);
  await server.app.listen({ port: 0, host: '127.0.0.1' });
  const address = server.app.server.address();
  const port = typeof address === 'object' && address ? address.port : 0;
  process.send?.({ url: `http://127.0.0.1:${port}` });
  const stop = async () => {
    const cpu = process.cpuUsage();
    console.log(`fuzz:api: the server used ${((cpu.user + cpu.system) / 1e6).toFixed(0)} s of CPU`);
    await server.close().catch(() => undefined);
    await github.close();
    rmSync(dataDir, { recursive: true, force: true });
    process.exit(0);
  };
  process.on('disconnect', () => void stop());
  process.on('SIGTERM', () => void stop());
}

function startServer(): Promise<{ url: string; child: ChildProcess }> {
  const child = fork(fileURLToPath(import.meta.url), ['--serve'], {
    execArgv: process.execArgv,
    stdio: ['ignore', 'inherit', 'inherit', 'ipc'],
  });
  return new Promise((resolve, reject) => {
    child.once('message', (message) => resolve({ url: (message as { url: string }).url, child }));
    child.once('exit', (code) => reject(new Error(`the server exited (${code}) before listening`)));
  });
}

// ---------------------------------------------------------------------------------------------------------------
// The fuzzer

type Role = 'admin' | 'employer' | 'member' | 'api key';
type Caller = { role: Role; authorization: string; login?: { email: string } };
type Finding = {
  role: Role;
  operation: string;
  request: string;
  status: number;
  problem: string;
  sample: number;
};
type Entry = { path: string; method: string; operation: Operation };

const RUNS = Math.max(1, Number(process.env.FUZZ_RUNS ?? 60));
const PROBE = Math.min(RUNS, 12);
const CONCURRENCY = Math.max(1, Number(process.env.FUZZ_CONCURRENCY ?? 4));
const SEED = process.env.FUZZ_SEED ? Number(process.env.FUZZ_SEED) : Math.floor(Math.random() * 2 ** 31);
const ONLY = process.env.FUZZ_ONLY;

/**
 * Operations that could end the run's own access for the operations after them run last (decision 572): signing
 * out, ending sessions, leaving the company or the employer role, closing the account, changing the settings (the
 * API key's budget among them). With everything else run first, a caller that loses its session simply signs in
 * again (any 401 does that); the accounts and the key themselves are never offered as path parameters.
 */
const LAST = [
  'post /api/auth/logout',
  'post /api/account/sessions/revoke-others',
  'delete /api/account/sessions/{id}',
  'post /api/account/password',
  'post /api/account/email',
  'post /api/account/email/confirm',
  'post /api/account/delete',
  'post /api/company/leave',
  'post /api/auth/users/upgrade-to-employer',
  'post /api/auth/users/downgrade-to-member',
  'patch /api/admin/settings',
];

const isLast = ({ path, method }: Entry) => LAST.includes(`${method.toLowerCase()} ${path}`);

function order(entries: Entry[]): Entry[] {
  const rank = ({ path, method }: Entry) => {
    const last = LAST.indexOf(`${method.toLowerCase()} ${path}`);
    if (last >= 0) return 10 + last;
    const hasParams = path.includes('{');
    if (method === 'GET') return hasParams ? 1 : 0;
    if (method === 'DELETE') return 3;
    return 2;
  };
  return entries
    .map((entry, index) => ({ entry, index }))
    .sort((a, b) => rank(a.entry) - rank(b.entry) || a.index - b.index)
    .map(({ entry }) => entry);
}

/** A stable 31-bit seed per operation and caller, derived from the run's seed. */
function seedFor(operationId: string, role: Role): number {
  let hash = SEED >>> 0;
  for (const char of `${operationId}/${role}`)
    hash = (Math.imul(hash ^ char.charCodeAt(0), 16777619) >>> 0) % 2 ** 31;
  return hash;
}

async function fuzz(): Promise<number> {
  const started = Date.now();
  console.log(
    `fuzz:api: seed ${SEED}, ${RUNS} requests per operation and caller (FUZZ_RUNS), ${CONCURRENCY} in flight`,
  );
  const { url: base, child } = await startServer();
  try {
    const docReply = await fetch(`${base}/api/openapi.json`);
    const doc = (await docReply.json()) as OpenApiDocument;
    const checker = new ReplyChecker(doc);
    const pools = new IdentifierPools();
    const schemas = new SchemaArbitraries(doc.components.schemas ?? {});
    const http = client(base);

    // The callers: three people signed in through the API, and a key made through the API by FPT's owner.
    const admin = await http.signIn('admin', ADMIN_EMAIL);
    const employer = await http.signIn('employer', EMPLOYER_EMAIL);
    const member = await http.signIn('member', MEMBER_EMAIL);
    const keyOwner = await http.signIn('employer', KEY_OWNER_EMAIL);
    const made = await http.json('POST', '/api/company/api-keys', keyOwner.caller, {
      name: 'fuzzing',
      scopes: SCOPES,
    });
    if (made.status !== 201) throw new Error(`could not make the API key: ${made.status} ${made.text}`);
    const key = made.body as { secret: string; key: { id: string } };
    const apiKey: Caller = { role: 'api key', authorization: `Bearer ${key.secret}` };
    // The key's budget out of the way for the run (the 429 itself is documented).
    const budget = await http.json('PATCH', '/api/admin/settings', admin.caller, {
      api: { requests_per_minute: 100_000 },
    });
    if (budget.status !== 200)
      throw new Error(`could not raise the key budget: ${budget.status} ${budget.text}`);
    for (const id of [admin.userId, employer.userId, member.userId, keyOwner.userId, key.key.id])
      pools.protectedValues.add(id);

    const callers = [admin.caller, employer.caller, member.caller, apiKey];
    const entries = order(
      Object.entries(doc.paths).flatMap(([p, item]) =>
        Object.entries(item).map(([method, operation]) => ({
          path: p,
          method: method.toUpperCase(),
          operation,
        })),
      ),
    ).filter((e) => !ONLY || e.operation.operationId.includes(ONLY) || e.path.includes(ONLY));

    const findings: Finding[] = [];
    const statuses = new Map<number, number>();
    const succeeded = new Set<string>();
    const timing = new Map<string, number>();
    let requests = 0;
    let checked = false;
    // The fuzzing never took its own access away (decision 572): before the operations that may, every caller works.
    const checkAccess = async () => {
      checked = true;
      for (const caller of callers) {
        const reply = await http.json(
          'GET',
          caller.role === 'api key' ? '/api/manage/jobs' : '/api/auth/profile',
          caller,
        );
        if (reply.status !== 200)
          findings.push({
            role: caller.role,
            operation: 'before the operations that end access',
            request: reply.request,
            status: reply.status,
            problem: `a fuzzing caller lost its access: ${reply.text.slice(0, 200)}`,
            sample: -1,
          });
      }
    };
    for (const entry of entries) {
      const { operation } = entry;
      if (!checked && isLast(entry)) await checkAccess();
      const operationStarted = Date.now();
      for (const caller of callers) {
        const arbitrary = requestArbitrary(entry, schemas, pools);
        // An operation without parameters or body has one request (the language aside): a few are enough.
        const inputs = (operation.parameters?.length ?? 0) > 0 || operation.requestBody !== undefined;
        const samples = fc.sample(arbitrary, {
          numRuns: inputs ? RUNS : Math.min(RUNS, 3),
          seed: seedFor(operation.operationId, caller.role),
        });
        let refusedOnly = true;
        let unauthorized = false;
        const send = async (sample: Sample, index: number) => {
          const result = await http.send(entry, sample, caller);
          requests++;
          statuses.set(result.status, (statuses.get(result.status) ?? 0) + 1);
          if (![401, 402, 403].includes(result.status)) refusedOnly = false;
          if (result.status === 401) unauthorized = true;
          if (result.status >= 200 && result.status < 300) {
            succeeded.add(operation.operationId);
            if (result.json !== undefined) pools.harvest(result.json, containerOf(entry.path));
          }
          const problem = checker.check(operation, result.status, result.contentType, result.text);
          if (problem)
            findings.push({
              role: caller.role,
              operation: operation.operationId,
              request: result.request,
              status: result.status,
              problem,
              sample: index,
            });
        };
        // A short probe first: a caller the operation refuses outright (401/402/403) needs no more requests.
        await inParallel(samples.slice(0, PROBE), send);
        if (!refusedOnly) await inParallel(samples.slice(PROBE), (s, i) => send(s, i + PROBE));
        if (unauthorized && caller.login) {
          // The operation ended this caller's session (sign-out, revoked sessions): sign in again.
          const again = await http.signIn(caller.role, caller.login.email);
          caller.authorization = again.caller.authorization;
        }
      }
      timing.set(operation.operationId, Date.now() - operationStarted);
    }
    if (!checked) await checkAccess();

    const seconds = ((Date.now() - started) / 1000).toFixed(0);
    const cpu = process.cpuUsage();
    console.log(`fuzz:api: the fuzzer used ${((cpu.user + cpu.system) / 1e6).toFixed(0)} s of CPU`);
    const counts = [...statuses.entries()].sort(([a], [b]) => a - b).map(([s, n]) => `${s}×${n}`);
    console.log(
      `fuzz:api: ${entries.length} operations, ${requests} requests in ${seconds} s (${counts.join(' ')}); ` +
        `${succeeded.size} operations answered a 2xx; ${pools.size} identifiers harvested`,
    );
    const slowest = [...timing.entries()].sort(([, a], [, b]) => b - a).slice(0, 8);
    console.log(
      `fuzz:api: slowest operations: ${slowest.map(([id, ms]) => `${id} ${(ms / 1000).toFixed(1)} s`).join(', ')}`,
    );
    const never = entries
      .filter((e) => !succeeded.has(e.operation.operationId))
      .map((e) => e.operation.operationId);
    if (never.length) console.log(`fuzz:api: no 2xx for: ${never.join(', ')}`);
    if (!findings.length) {
      console.log('fuzz:api: no 5xx, every reply documented and matching its schema');
      return 0;
    }
    const report = summarize(findings);
    if (process.env.FUZZ_REPORT) writeFileSync(process.env.FUZZ_REPORT, `${report}\n`);
    console.error(report);
    console.error(
      `\nfuzz:api: ${findings.length} findings. Reproduce with FUZZ_SEED=${SEED} FUZZ_RUNS=${RUNS} npm run fuzz:api` +
        ` (FUZZ_ONLY=<operationId> to run one operation).`,
    );
    return 1;
  } finally {
    child.disconnect();
    await new Promise((resolve) => child.once('exit', resolve));
  }
}

/** One line per distinct finding (operation, caller, status, problem), with the first request that showed it. */
function summarize(findings: Finding[]): string {
  const groups = new Map<string, { first: Finding; count: number }>();
  for (const finding of findings) {
    const key = `${finding.operation} ${finding.role} ${finding.status} ${finding.problem.slice(0, 80)}`;
    const group = groups.get(key);
    if (group) group.count++;
    else groups.set(key, { first: finding, count: 1 });
  }
  return [...groups.values()]
    .map(
      ({ first, count }) =>
        `- ${first.operation} as ${first.role} → ${first.status} (${count}×, first sample #${first.sample}): ` +
        `${first.problem}\n    ${first.request}`,
    )
    .join('\n');
}

async function inParallel<T>(items: T[], run: (item: T, index: number) => Promise<void>): Promise<void> {
  let next = 0;
  const worker = async () => {
    while (next < items.length) {
      const index = next++;
      await run(items[index]!, index);
    }
  };
  await Promise.all(Array.from({ length: Math.min(CONCURRENCY, items.length) }, worker));
}

// ---------------------------------------------------------------------------------------------------------------
// Requests from the document

type Sample = {
  path: Record<string, unknown>;
  query: Record<string, unknown>;
  body: unknown;
  language: string;
};

/** The collection a path's reply lists (`/api/manage/jobs` → `job`), for filing the identifiers it holds. */
function containerOf(p: string): string {
  const segments = p.split('/').filter((s) => s && !s.startsWith('{'));
  return singular(segments.at(-1) ?? '');
}

function requestArbitrary(
  entry: Entry,
  schemas: SchemaArbitraries,
  pools: IdentifierPools,
): fc.Arbitrary<Sample> {
  const parameters = entry.operation.parameters ?? [];
  const inPath = parameters.filter((p) => p.in === 'path');
  const inQuery = parameters.filter((p) => p.in === 'query');
  const content = entry.operation.requestBody?.content ?? {};
  const bodySchema = content['application/json']?.schema;
  return fc.record({
    path: fc.record(
      Object.fromEntries(inPath.map((p) => [p.name, pathValue(entry.path, p, schemas, pools)])),
    ),
    query: fc.record(Object.fromEntries(inQuery.map((p) => [p.name, queryValue(p, schemas, pools)])), {
      requiredKeys: inQuery.filter((p) => p.required).map((p) => p.name),
    }),
    body: bodySchema
      ? fc.oneof(
          { weight: 12, arbitrary: schemas.any(bodySchema) },
          { weight: 1, arbitrary: fc.constant(undefined) },
        )
      : // A multipart-only operation still gets JSON now and then: its refusal must be documented too.
        Object.keys(content).length
        ? fc.oneof(fc.constant(undefined), fc.constant({}))
        : fc.constant(undefined),
    language: fc.constantFrom('en', 'vi', 'fr'),
  });
}

/** A path parameter: mostly an identifier the server gave out, else a value of its schema, its boundaries, junk. */
function pathValue(p: string, parameter: Parameter, schemas: SchemaArbitraries, pools: IdentifierPools) {
  const known = pools.forPathParameter(p, parameter.name);
  const options: Array<fc.WeightedArbitrary<unknown>> = [
    { weight: 3, arbitrary: schemas.valid(parameter.schema) },
    { weight: 1, arbitrary: schemas.boundary(parameter.schema) },
    { weight: 1, arbitrary: fc.string({ minLength: 1, maxLength: 40 }) },
  ];
  if (known.exact.length) options.push({ weight: 10, arbitrary: fc.constantFrom(...known.exact) });
  if (known.any.length) options.push({ weight: 2, arbitrary: fc.constantFrom(...known.any) });
  return fc.oneof(...options).map((value) => (value === '' ? ' ' : value));
}

function queryValue(parameter: Parameter, schemas: SchemaArbitraries, pools: IdentifierPools) {
  const options: Array<fc.WeightedArbitrary<unknown>> = [
    { weight: 6, arbitrary: schemas.any(parameter.schema) },
  ];
  const known = /(_id|Id)$/.test(parameter.name)
    ? pools.values(`${singular(parameter.name.replace(/(_id|Id)$/, ''))}.id`)
    : [];
  if (known.length) options.push({ weight: 4, arbitrary: fc.constantFrom(...known) });
  return fc.oneof(...options);
}

function queryString(query: Record<string, unknown>): string {
  const params = new URLSearchParams();
  for (const [name, value] of Object.entries(query)) {
    if (value === undefined) continue;
    if (Array.isArray(value)) for (const v of value) params.append(name, stringify(v));
    else params.append(name, stringify(value));
  }
  const text = params.toString();
  return text ? `?${text}` : '';
}

const stringify = (value: unknown) =>
  typeof value === 'object' && value !== null ? JSON.stringify(value) : String(value);

function client(base: string) {
  const send = async (entry: Entry, sample: Sample, caller: Caller) => {
    const url =
      entry.path.replace(/\{(\w+)\}/g, (_m, name: string) =>
        encodeURIComponent(stringify(sample.path[name])),
      ) + queryString(sample.query);
    const headers: Record<string, string> = {
      authorization: caller.authorization,
      'accept-language': sample.language,
    };
    let body: string | undefined;
    if (sample.body !== undefined && entry.method !== 'GET' && entry.method !== 'HEAD') {
      headers['content-type'] = 'application/json';
      body = JSON.stringify(sample.body);
    }
    const request = `${entry.method} ${url}${body ? ` ${body.slice(0, 600)}` : ''}`;
    try {
      const response = await fetch(`${base}${url}`, {
        method: entry.method,
        headers,
        body,
        redirect: 'manual',
        signal: AbortSignal.timeout(30_000),
      });
      const text = await response.text();
      const contentType = response.headers.get('content-type');
      let json: unknown;
      if (contentType?.includes('json')) {
        try {
          json = JSON.parse(text);
        } catch {
          json = undefined;
        }
      }
      return { status: response.status, contentType, text, json, request };
    } catch (error) {
      return { status: 599, contentType: null, text: `no reply: ${String(error)}`, json: undefined, request };
    }
  };

  const json = async (method: string, url: string, caller: Caller | undefined, body?: unknown) => {
    const response = await fetch(`${base}${url}`, {
      method,
      headers: {
        ...(caller ? { authorization: caller.authorization } : {}),
        ...(body === undefined ? {} : { 'content-type': 'application/json' }),
      },
      body: body === undefined ? undefined : JSON.stringify(body),
    });
    const text = await response.text();
    let parsed: unknown;
    try {
      parsed = JSON.parse(text);
    } catch {
      parsed = undefined;
    }
    return { status: response.status, text, body: parsed, request: `${method} ${url}` };
  };

  const signIn = async (role: Role, email: string) => {
    const reply = await json('POST', '/api/auth/login', undefined, { email, password: PASSWORD });
    if (reply.status !== 200) throw new Error(`could not sign in as ${email}: ${reply.status} ${reply.text}`);
    const body = reply.body as { access_token: string; user: { id: string } };
    const caller: Caller = { role, authorization: `Bearer ${body.access_token}`, login: { email } };
    return { caller, userId: body.user.id };
  };

  return { send, json, signIn };
}

export type { Schema };

if (process.argv.includes('--serve')) await serve();
else process.exitCode = await fuzz();
