import { Ajv2020 } from 'ajv/dist/2020.js';
import addFormatsModule from 'ajv-formats';
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { IdentifierPools } from '../scripts/fuzz/pools';
import { ReplyChecker } from '../scripts/fuzz/reply-check';
import type { OpenApiDocument, Operation } from '../scripts/fuzz/reply-check';
import { SchemaArbitraries } from '../scripts/fuzz/schema-arbitrary';
import type { Schema } from '../scripts/fuzz/schema-arbitrary';

/** The engine of `npm run fuzz:api` (decisions 570, 571): generation from JSON Schema, the reply check, id reuse. */

const addFormats = ((addFormatsModule as unknown as { default?: typeof addFormatsModule }).default ??
  addFormatsModule) as typeof addFormatsModule;

const components: Record<string, Schema> = {
  Job: {
    type: 'object',
    properties: {
      id: { type: 'string', format: 'uuid' },
      title: { type: 'string', minLength: 3, maxLength: 20 },
      salary: { type: 'integer', minimum: 0, maximum: 100 },
      kind: { type: 'string', enum: ['full-time', 'part-time'] },
      posted: { type: 'string', format: 'date-time' },
      code: { type: 'string', pattern: '^[A-Z]{2}-\\d{3}$' },
      tags: { type: 'array', items: { type: 'string' }, maxItems: 3 },
      note: { anyOf: [{ type: 'string' }, { type: 'null' }] },
    },
    required: ['id', 'title', 'salary', 'kind'],
    additionalProperties: false,
  },
  ErrorReply: {
    type: 'object',
    properties: { success: { const: false }, message: { type: 'string' } },
    required: ['success', 'message'],
  },
};
const jobRef: Schema = { $ref: '#/components/schemas/Job' };

function ajv() {
  const instance = new Ajv2020({ strict: false, validateFormats: true });
  addFormats(instance as never);
  return instance.compile({ ...components.Job, $defs: {} } as object);
}

describe('SchemaArbitraries', () => {
  const schemas = new SchemaArbitraries(components);

  it('draws valid values that a standard validator accepts, through $ref', () => {
    const validate = ajv();
    fc.assert(
      fc.property(schemas.valid(jobRef), (value) => {
        expect(validate(value), JSON.stringify(validate.errors)).toBe(true);
      }),
      { numRuns: 300, seed: 570 },
    );
  });

  it('draws boundary and wrong-kind values the schema refuses, among others', () => {
    const validate = ajv();
    const values = fc.sample(schemas.any(jobRef), { numRuns: 400, seed: 571 });
    const refused = values.filter((value) => !validate(value));
    const accepted = values.length - refused.length;
    expect(refused.length).toBeGreaterThan(40);
    expect(accepted).toBeGreaterThan(100);
    // A value one past a limit, a required property left out, an unknown property, the wrong kind.
    const boundary = fc.sample(schemas.boundary({ type: 'integer', minimum: 0, maximum: 100 }), {
      numRuns: 200,
      seed: 1,
    });
    expect(boundary).toEqual(expect.arrayContaining([-1, 0, 100, 101]));
    const strings = fc.sample(schemas.boundary({ type: 'string', minLength: 3, maxLength: 20 }), {
      numRuns: 200,
      seed: 2,
    }) as string[];
    expect(strings.map((s) => s.length)).toEqual(expect.arrayContaining([2, 3, 20, 21]));
    const objects = fc.sample(schemas.boundary(jobRef), { numRuns: 200, seed: 3 }) as Array<
      Record<string, unknown>
    >;
    expect(objects.some((o) => 'unexpected_property' in o)).toBe(true);
    expect(
      objects.some((o) => Object.keys(o).length > 0 && !('title' in o && 'id' in o && 'kind' in o)),
    ).toBe(true);
  });
});

describe('ReplyChecker', () => {
  const doc: OpenApiDocument = {
    openapi: '3.1.0',
    paths: {},
    components: {
      schemas: components,
      responses: {
        ClientError: {
          description: 'Refused',
          content: { 'application/json': { schema: { $ref: '#/components/schemas/ErrorReply' } } },
        },
      },
    },
  };
  const operation: Operation = {
    operationId: 'getJob',
    responses: {
      '200': { description: 'A job', content: { 'application/json': { schema: jobRef } } },
      '4XX': { $ref: '#/components/responses/ClientError' },
    },
  };
  const checker = new ReplyChecker(doc);
  const job = {
    id: '6f1d2c1e-8a4b-4c7e-9f00-0a1b2c3d4e5f',
    title: 'Backend',
    salary: 10,
    kind: 'full-time',
    posted: '2026-11-26T03:00:00.000Z',
  };
  const json = 'application/json; charset=utf-8';

  it('accepts a documented reply, exact or by range', () => {
    expect(checker.check(operation, 200, json, JSON.stringify(job))).toBeUndefined();
    expect(
      checker.check(operation, 409, json, JSON.stringify({ success: false, message: 'Conflict' })),
    ).toBeUndefined();
  });

  it('reports a 5xx, an undocumented status or content type, and a body off its schema (formats included)', () => {
    expect(checker.check(operation, 500, json, '{}')).toMatch(/a 500 reply/);
    expect(checker.check(operation, 302, null, '')).toMatch(/status 302 is not documented/);
    expect(checker.check(operation, 200, 'text/html', '<p>')).toMatch(/content type "text\/html"/);
    expect(checker.check(operation, 200, json, JSON.stringify({ ...job, salary: 'ten' }))).toMatch(
      /does not match/,
    );
    expect(checker.check(operation, 200, json, JSON.stringify({ ...job, posted: 'yesterday' }))).toMatch(
      /format "date-time"/,
    );
    expect(checker.check(operation, 200, json, JSON.stringify({ ...job, id: 'not-a-uuid' }))).toMatch(
      /format "uuid"/,
    );
    expect(checker.check(operation, 404, json, JSON.stringify({ success: true }))).toMatch(/does not match/);
  });
});

describe('IdentifierPools', () => {
  it('files the ids of a reply by collection and offers them for the matching path parameter, never a protected one', () => {
    const pools = new IdentifierPools();
    pools.protectedValues.add('me');
    pools.harvest(
      {
        success: true,
        jobs: [
          { id: 'j1', company_id: 'c1', title: 'x' },
          { id: 'j2', company: { id: 'c2' } },
        ],
        users: [{ id: 'me' }, { id: 'u2', sessions: [{ id: 's1' }] }],
        posts: [{ slug: 'hello' }],
      },
      'job',
    );
    expect(pools.forPathParameter('/api/jobs/{id}/close', 'id').exact).toEqual(['j1', 'j2']);
    expect(pools.forPathParameter('/api/admin/users/{id}', 'id').exact).toEqual(['u2']);
    expect(pools.forPathParameter('/api/admin/users/{id}/sessions/{sessionId}', 'sessionId').exact).toEqual([
      's1',
    ]);
    expect(pools.forPathParameter('/api/blog/posts/{slug}', 'slug').exact).toEqual(['hello']);
    expect(pools.values('company.id')).toEqual(['c1', 'c2']);
    expect(pools.values('*.id')).not.toContain('me');
  });
});
