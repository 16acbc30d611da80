import fc from 'fast-check';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { API_KEY_SCOPES } from '@app/shared';
import { ReplyChecker } from '../scripts/fuzz/reply-check';
import type { OpenApiDocument, Operation } from '../scripts/fuzz/reply-check';
import { SchemaArbitraries } from '../scripts/fuzz/schema-arbitrary';
import { outboxReader, plainAccount } from './admin';
import { startFakeGithub } from './fake-github';
import { paidEmployer, startBillingServer } from './billing';
import type { FakeVnpay } from './fake-vnpay';
import type { TestServer } from './harness';

/**
 * Fuzzing the running server from its OpenAPI document alone (issue 14, decisions 524 and 570): a short pass of
 * `npm run fuzz:api` inside the test suite, so that it also runs on PostgreSQL. For every operation, requests
 * generated from its documented schemas (valid, boundary and wrong-kind values), as an admin, as a member and as an
 * API key. No reply may be a 5xx, and every reply must match the reply documented for its status (Ajv 2020-12 with
 * ajv-formats), not the route's own code. The long run, on the demo data, is `npm run fuzz:api` in CI.
 */

/** Requests per operation and caller: a smoke pass here; the CI script sends many more. */
const RUNS = Number(process.env.FUZZ_RUNS ?? 6);
const SEED = Number(process.env.FUZZ_SEED ?? 14);

let server: TestServer;
let github: Awaited<ReturnType<typeof startFakeGithub>> | undefined;
let vnpay: FakeVnpay;
let doc: OpenApiDocument;
let checker: ReplyChecker;
let schemas: SchemaArbitraries;
let apiKey: string;
let employerToken: string;

beforeAll(async () => {
  // Limits out of the way: a 429 is a documented reply, but it would stop the fuzzing from reaching the handlers.
  // GitHub sign-in and VNPay configured (against fakes), so their routes run their own logic instead of a 503.
  github = await startFakeGithub('fuzz-client', 'fuzz-secret');
  ({ server, vnpay } = await startBillingServer({
    config: {
      github: {
        clientId: 'fuzz-client',
        clientSecret: 'fuzz-secret',
        oauthUrl: github.url,
        apiUrl: github.url,
      },
      limits: { loginFailures: 1_000_000, perIpPerHour: 1_000_000, searchPerIpPerMinute: 1_000_000 },
    },
  }));
  const reply = await server.call('GET', '/api/openapi.json');
  doc = reply.body as unknown as OpenApiDocument;
  checker = new ReplyChecker(doc);
  schemas = new SchemaArbitraries(doc.components.schemas ?? {});
  // An API key of an Enterprise company (paid through the fake VNPay), holding every scope.
  const employer = await paidEmployer(server, vnpay, outboxReader(server), 'owner@fuzz.test', 'premium');
  const made = await server.call('POST', '/api/company/api-keys', {
    token: employer.token,
    body: {
      name: 'fuzz',
      scopes: [...API_KEY_SCOPES],
    },
  });
  expect(made.status).toBe(201);
  apiKey = made.body.secret as string;
  employerToken = employer.token;
}, 120_000);

afterAll(async () => {
  await server?.stop();
  await github?.close();
  await vnpay?.close();
});

const operations = () =>
  Object.entries(doc.paths).flatMap(([path, item]) =>
    Object.entries(item).map(([method, operation]) => ({ path, method: method.toUpperCase(), operation })),
  );

type Caller = { role: 'admin' | 'member' | 'api key'; token: string };
async function caller(role: 'admin' | 'member'): Promise<Caller> {
  const account = await plainAccount(server, { role });
  const now = server.clock.now();
  const token = await server.ctx.tokens.sign({
    userId: account.id,
    sessionId: account.sessionId,
    issuedAt: now,
    expiresAt: new Date(now.getTime() + 86_400_000),
  });
  return { role, token };
}

function requestFor(operation: Operation) {
  const parameters = operation.parameters ?? [];
  const pathParams = parameters.filter((p) => p.in === 'path');
  const queryParams = parameters.filter((p) => p.in === 'query');
  const bodySchema = operation.requestBody?.content['application/json']?.schema;
  return fc.record({
    // A path parameter: usually a value of its schema (a real-looking id), sometimes anything.
    path: fc.record(
      Object.fromEntries(
        pathParams.map((p) => [
          p.name,
          fc.oneof(
            { weight: 4, arbitrary: schemas.valid(p.schema) },
            { weight: 1, arbitrary: fc.string({ minLength: 1, maxLength: 40 }) },
          ),
        ]),
      ),
    ),
    query: fc.record(Object.fromEntries(queryParams.map((p) => [p.name, schemas.any(p.schema)])), {
      requiredKeys: [],
    }),
    body: bodySchema ? schemas.any(bodySchema) : fc.constant(undefined),
  });
}

describe('fuzzing every documented operation', () => {
  it('answers no 5xx, and every reply matches the schema documented for its status', async () => {
    const problems: string[] = [];
    let requests = 0;
    for (const { path, method, operation } of operations()) {
      // A fresh session per operation and role: signing out, or changing one's own account, spoils no other run.
      const callers: Caller[] = [
        await caller('admin'),
        await caller('member'),
        { role: 'api key', token: apiKey },
      ];
      for (const who of callers) {
        const samples = fc.sample(requestFor(operation), { numRuns: RUNS, seed: SEED });
        for (const sample of samples) {
          const url =
            path.replace(/\{(\w+)\}/g, (_m, name: string) =>
              encodeURIComponent(String((sample.path as Record<string, unknown>)[name])),
            ) + queryString(sample.query as Record<string, unknown>);
          const headers: Record<string, string> = { authorization: `Bearer ${who.token}` };
          let body: string | undefined;
          if (sample.body !== undefined && method !== 'GET') {
            headers['content-type'] = 'application/json';
            body = JSON.stringify(sample.body);
          }
          const response = await fetch(`${server.url}${url}`, { method, headers, body, redirect: 'manual' });
          requests++;
          const text = await response.text();
          const problem = checker.check(
            operation,
            response.status,
            response.headers.get('content-type'),
            text,
          );
          if (problem)
            problems.push(
              `${who.role} ${method} ${url} ${body ? body.slice(0, 200) : ''} → ${response.status}: ${problem}`,
            );
        }
      }
    }
    if (process.env.FUZZ_REPORT)
      (await import('node:fs')).writeFileSync(process.env.FUZZ_REPORT, problems.join('\n'));
    expect(requests).toBe(operations().length * RUNS * 3);
    expect(problems.slice(0, 30)).toEqual([]);
  }, 600_000);
});

function queryString(query: Record<string, unknown>): string {
  const params = new URLSearchParams();
  for (const [key, value] of Object.entries(query)) {
    if (value === undefined) continue;
    if (Array.isArray(value)) for (const v of value) params.append(key, String(v));
    else
      params.append(key, typeof value === 'object' && value !== null ? JSON.stringify(value) : String(value));
  }
  const text = params.toString();
  return text ? `?${text}` : '';
}

describe('what the fuzzing found', () => {
  it('answers a salary filter past the integer range with no posting, not a 500', async () => {
    const reply = await server.call('GET', '/api/jobs?salary=8689700597&pageSize=1');
    expect(reply.status).toBe(200);
    expect(reply.body.jobs).toEqual([]);
  });

  it('refuses a date-time in year 0000, which PostgreSQL cannot hold, with 422 and not a 500', async () => {
    const admin = await caller('admin');
    const audit = await server.call('GET', '/api/admin/audit?from=0000-01-01T00:00:00Z', {
      token: admin.token,
    });
    expect(audit.status).toBe(422);
    const at = (from: string) =>
      server.call('GET', `/api/interviews?from=${from}`, { token: employerToken }).then((r) => r.status);
    expect(await at('0000-01-01T00:00:00Z')).toBe(422);
    expect(await at('0001-01-01T00:00:00Z')).toBe(200);
  });
});
