import { Ajv2020 } from 'ajv/dist/2020.js';
import type { ValidateFunction } from 'ajv/dist/2020.js';
import fc from 'fast-check';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { plainAccount } from './admin';
import { startFakeGithub } from './fake-github';
import { startFakeVnpay } from './fake-vnpay';
import { startTestServer } from './harness';
import type { TestServer } from './harness';

/**
 * Fuzzing the running server from its OpenAPI document alone (issue 14, decision 524): for every operation,
 * requests generated from its documented schemas (valid values, boundary values and values of the wrong kind),
 * sent as an admin and as a member. No reply may be a 5xx, and every reply must match the reply documented for
 * its status, checked by a standard JSON Schema validator (Ajv, draft 2020-12), not by the route's own code.
 */

type Schema = Record<string, unknown> & {
  type?: string | string[];
  properties?: Record<string, Schema>;
  required?: string[];
  items?: Schema;
  enum?: unknown[];
  anyOf?: Schema[];
  oneOf?: Schema[];
  allOf?: Schema[];
  $ref?: string;
};
type Parameter = { in: string; name: string; required?: boolean; schema: Schema };
type Reply = { $ref?: string; content?: Record<string, { schema: Schema }> };
type Operation = {
  operationId: string;
  parameters?: Parameter[];
  requestBody?: { content: Record<string, { schema: Schema }> };
  responses: Record<string, Reply>;
};
type Doc = {
  paths: Record<string, Record<string, Operation>>;
  components: { schemas: Record<string, Schema>; responses: Record<string, Reply> };
};

/** Requests per operation and role: enough to reach boundaries and wrong kinds, few enough for CI. */
const RUNS = Number(process.env.FUZZ_RUNS ?? 30);

let server: TestServer;
let github: Awaited<ReturnType<typeof startFakeGithub>> | undefined;
let vnpay: Awaited<ReturnType<typeof startFakeVnpay>> | undefined;
let doc: Doc;
const ajv = new Ajv2020({ strict: false, allErrors: false, validateFormats: false });

beforeAll(async () => {
  // Limits out of the way: a 429 is a documented reply, but it would stop the fuzzing from reaching the handlers.
  // GitHub sign-in and VNPay configured (against fakes), so their routes run their own logic instead of a 503.
  github = await startFakeGithub('fuzz-client', 'fuzz-secret');
  vnpay = await startFakeVnpay({ tmnCode: 'FUZZ', hashSecret: 'fuzz-hash-secret-0123456789' });
  server = await startTestServer({
    config: {
      github: {
        clientId: 'fuzz-client',
        clientSecret: 'fuzz-secret',
        oauthUrl: github.url,
        apiUrl: github.url,
      },
      vnpay: { tmnCode: 'FUZZ', hashSecret: 'fuzz-hash-secret-0123456789', url: vnpay.url },
      limits: { loginFailures: 1_000_000, perIpPerHour: 1_000_000, searchPerIpPerMinute: 1_000_000 },
    },
  });
  const reply = await server.call('GET', '/api/openapi.json');
  doc = reply.body as unknown as Doc;
  ajv.addSchema({ $id: 'doc', components: doc.components }, 'doc');
});

afterAll(async () => {
  await server?.stop();
  await github?.close();
  await vnpay?.close();
});

/** Any JSON value of the wrong kind, or an edge of the right one. */
const wrongKind = fc.oneof(
  fc.constant(null),
  fc.boolean(),
  fc.integer(),
  fc.double({ noNaN: true, noDefaultInfinity: true }),
  fc.constantFrom(
    '',
    ' ',
    '0',
    '-1',
    'null',
    'x'.repeat(300),
    '\u00e9\u0301',
    '<script>',
    "'; drop table users;--",
  ),
  fc.constant([]),
  fc.constant({}),
);

function resolve(schema: Schema): Schema {
  if (!schema.$ref) return schema;
  const name = schema.$ref.split('/').pop()!;
  return doc.components.schemas[name]!;
}

/** An arbitrary for values of a JSON schema, sometimes of the wrong kind. */
function arbitrary(raw: Schema, depth = 0): fc.Arbitrary<unknown> {
  return fc.oneof({ weight: 5, arbitrary: valid(raw, depth) }, { weight: 1, arbitrary: wrongKind });
}

function valid(raw: Schema, depth: number): fc.Arbitrary<unknown> {
  const schema = resolve(raw);
  if (schema.enum) return fc.constantFrom(...schema.enum);
  if ('const' in schema) return fc.constant(schema.const);
  const union = schema.anyOf ?? schema.oneOf;
  if (union?.length) return fc.oneof(...union.map((s) => valid(s, depth + 1)));
  if (schema.allOf?.length) return valid(schema.allOf[0]!, depth + 1);
  const type = Array.isArray(schema.type) ? schema.type[0] : schema.type;
  switch (type) {
    case 'null':
      return fc.constant(null);
    case 'boolean':
      return fc.boolean();
    case 'integer':
    case 'number': {
      const min = (schema.minimum as number | undefined) ?? -1_000_000;
      const max = (schema.maximum as number | undefined) ?? 1_000_000;
      const edges = [min, max, 0, 1].filter((n) => n >= min && n <= max);
      return fc.oneof(
        fc.integer({ min: Math.ceil(min), max: Math.floor(max) }),
        fc.constantFrom(...edges, min - 1, max + 1),
      );
    }
    case 'string': {
      const minLength = (schema.minLength as number | undefined) ?? 0;
      const maxLength = Math.min((schema.maxLength as number | undefined) ?? 64, 400);
      const format = schema.format as string | undefined;
      const formatted =
        format === 'uuid'
          ? fc.uuid()
          : format === 'email'
            ? fc.emailAddress()
            : format === 'date-time'
              ? fc
                  .date({ min: new Date('2000-01-01'), max: new Date('2100-01-01'), noInvalidDate: true })
                  .map((d) => d.toISOString())
              : format === 'date'
                ? fc
                    .date({ min: new Date('2000-01-01'), max: new Date('2100-01-01'), noInvalidDate: true })
                    .map((d) => d.toISOString().slice(0, 10))
                : undefined;
      const text = fc.string({ minLength, maxLength, unit: 'grapheme' });
      const edges = fc.constantFrom('x'.repeat(minLength), 'x'.repeat(maxLength), 'x'.repeat(maxLength + 1));
      return formatted ? fc.oneof({ weight: 4, arbitrary: formatted }, text, edges) : fc.oneof(text, edges);
    }
    case 'array': {
      if (depth > 3) return fc.constant([]);
      return fc.array(valid(schema.items ?? {}, depth + 1), {
        minLength: (schema.minItems as number | undefined) ?? 0,
        maxLength: Math.min((schema.maxItems as number | undefined) ?? 4, 6),
      });
    }
    case 'object': {
      if (depth > 3) return fc.constant({});
      const properties = schema.properties ?? {};
      const required = new Set(schema.required ?? []);
      const record: Record<string, fc.Arbitrary<unknown>> = {};
      for (const [name, property] of Object.entries(properties))
        record[name] = arbitrary(property, depth + 1);
      const keys = Object.keys(properties).filter((k) => required.has(k));
      return fc.record(record, { requiredKeys: keys });
    }
    default:
      return fc.jsonValue({ maxDepth: 2 });
  }
}

/** A path parameter: usually the right format (a real-looking id), sometimes anything. */
const pathValue = (schema: Schema) =>
  fc.oneof(
    { weight: 4, arbitrary: valid(schema, 0) },
    { weight: 1, arbitrary: fc.string({ minLength: 1, maxLength: 40 }) },
  );

const operations = () =>
  Object.entries(doc.paths).flatMap(([path, item]) =>
    Object.entries(item).map(([method, operation]) => ({ path, method: method.toUpperCase(), operation })),
  );

const validators = new Map<string, ValidateFunction>();
function validatorFor(key: string, schema: Schema): ValidateFunction {
  let validate = validators.get(key);
  if (!validate) {
    // Local references point into the document's components.
    const json = JSON.stringify(schema).replaceAll('"#/components/', '"doc#/components/');
    validate = ajv.compile(JSON.parse(json) as Schema);
    validators.set(key, validate);
  }
  return validate;
}

/** The documented reply for a status: the exact status, then its range (4XX), resolved through components. */
function documentedReply(operation: Operation, status: number): Reply | undefined {
  const reply = operation.responses[String(status)] ?? operation.responses[`${String(status)[0]}XX`];
  if (!reply?.$ref) return reply;
  return doc.components.responses[reply.$ref.split('/').pop()!];
}

type Caller = { role: 'admin' | 'member'; token: string };
async function caller(role: Caller['role']): Promise<Caller> {
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

describe('fuzzing every documented operation', () => {
  it('answers no 5xx, and every reply matches the schema documented for its status', async () => {
    const problems: string[] = [];
    let requests = 0;
    for (const { path, method, operation } of operations()) {
      if (path === '/api/auth/github' && method === 'GET') continue; // A redirect to GitHub, not a JSON call.
      const parameters = operation.parameters ?? [];
      const pathParams = parameters.filter((p) => p.in === 'path');
      const queryParams = parameters.filter((p) => p.in === 'query');
      const bodySchema = operation.requestBody?.content['application/json']?.schema;
      const request = fc.record({
        path: fc.record(Object.fromEntries(pathParams.map((p) => [p.name, pathValue(p.schema)]))),
        query: fc.record(Object.fromEntries(queryParams.map((p) => [p.name, arbitrary(p.schema)])), {
          requiredKeys: [],
        }),
        body: bodySchema ? arbitrary(bodySchema) : fc.constant(undefined),
      });
      // A fresh session per operation and role: signing out, or changing one's own account, spoils no other run.
      for (const role of ['admin', 'member'] as const) {
        const who = await caller(role);
        const samples = fc.sample(request, { numRuns: RUNS, seed: 14 });
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
          const where = `${role} ${method} ${url} ${body ? body.slice(0, 200) : ''} → ${response.status}`;
          if (response.status >= 500) {
            problems.push(`${where}: ${text.slice(0, 300)}`);
            continue;
          }
          const reply = documentedReply(operation, response.status);
          if (!reply) {
            problems.push(`${where}: status not documented`);
            continue;
          }
          const type = (response.headers.get('content-type') ?? '').split(';')[0]!.trim();
          if (!reply.content) continue;
          const media = reply.content[type];
          if (!media) {
            problems.push(`${where}: content type ${type} not documented`);
            continue;
          }
          if (type !== 'application/json') continue;
          const validate = validatorFor(`${operation.operationId} ${response.status}`, media.schema);
          if (!validate(JSON.parse(text))) {
            problems.push(`${where}: ${ajv.errorsText(validate.errors)} in ${text.slice(0, 300)}`);
          }
        }
      }
    }
    if (process.env.FUZZ_REPORT)
      (await import('node:fs')).writeFileSync(process.env.FUZZ_REPORT, problems.join('\n'));
    expect(requests).toBeGreaterThan(operations().length * RUNS);
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
});
