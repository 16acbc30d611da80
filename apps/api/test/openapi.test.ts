import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import type { RouteOptions } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { z } from 'zod';
import { errorReply } from '@app/shared';
import { startTestServer } from './harness';
import type { TestServer } from './harness';

/**
 * The API's description (issue 14, decisions 520-523): every route the server registers is in /api/openapi.json,
 * with the schemas it validates with, its access and its error replies; /api/docs renders it.
 */

type Json = Record<string, unknown>;
type Operation = Json & {
  summary?: string;
  tags?: string[];
  parameters?: Array<{ in: string; name: string; required?: boolean; description?: string; schema: Json }>;
  requestBody?: { content: Record<string, { schema: Json }> };
  responses: Record<string, Json & { $ref?: string; content?: Record<string, { schema: Json }> }>;
  security?: Array<Record<string, string[]>>;
  'x-access'?: Json;
};

const INDEX = `<!doctype html><html lang="en"><head><meta charset="UTF-8" /><title>DotTrip</title></head>
<body><div id="root"></div></body></html>`;

/**
 * Routes that are not the API: the web app's pages and files, the reference page itself, and CORS's preflight
 * (decision 521).
 */
const NOT_API = [
  '/robots.txt',
  '/sitemap.xml',
  '/sitemaps/:file',
  '/jobs',
  '/jobs/:id',
  '/blog',
  '/blog/:slug',
  '/resources',
  '/resources/:id',
  '/projects',
  // The contact page's own form (decision 1075).
  '/contact',
  '/contact/',
  // The language switch's own form (decision 1216).
  '/language',
  '/*',
];
const isException = (url: string, method?: string) =>
  NOT_API.includes(url) ||
  (url === '*' && method === 'OPTIONS') ||
  url === '/api/docs' ||
  url === '/api/docs/' ||
  /^\/api\/docs\/redoc-[\d.]+\.standalone\.js$/.test(url);

let server: TestServer;
let webRoot: string;
const routes: RouteOptions[] = [];
let doc: Json & { paths: Record<string, Record<string, Operation>>; components: Json };

beforeAll(async () => {
  webRoot = mkdtempSync(path.join(tmpdir(), 'dottrip-web-'));
  writeFileSync(path.join(webRoot, 'index.html'), INDEX);
  server = await startTestServer({ server: { webRoot, onRoute: (route) => void routes.push(route) } });
  const reply = await server.call('GET', '/api/openapi.json');
  expect(reply.status).toBe(200);
  doc = reply.body as typeof doc;
});

afterAll(async () => {
  await server?.stop();
  rmSync(webRoot, { recursive: true, force: true });
});

const openApiPath = (url: string) => url.replace(/:(\w+)/g, '{$1}');
const apiRoutes = () =>
  routes.filter((r) => r.method !== 'HEAD' && !isException(r.url, r.method as string)) as Array<
    RouteOptions & { method: string }
  >;
const operationOf = (route: { method: string; url: string }) =>
  doc.paths[openApiPath(route.url)]?.[route.method.toLowerCase()];

/** A zod schema as JSON Schema 2020-12, the way the document states it (`const` written as a one-value `enum`). */
function expected(schema: unknown, io: 'input' | 'output'): Json {
  const json = z.toJSONSchema(schema as z.ZodType, {
    target: 'draft-2020-12',
    io,
    unrepresentable: 'any',
  }) as Json;
  delete json.$schema;
  return normalize(json) as Json;
}
function normalize(value: unknown): unknown {
  if (Array.isArray(value)) return value.map(normalize);
  if (!value || typeof value !== 'object') return value;
  const out: Json = {};
  for (const [key, child] of Object.entries(value)) {
    if (key === 'const') out.enum = [child];
    else out[key] = normalize(child);
  }
  return out;
}

/** The object schema of a route's path or query parameters, rebuilt from the document's parameter list. */
function parametersSchema(operation: Operation, where: 'path' | 'query') {
  const list = (operation.parameters ?? []).filter((p) => p.in === where);
  return {
    // A property's description is the parameter's own (@fastify/swagger moves it out of the schema).
    properties: Object.fromEntries(
      list.map((p) => [
        p.name,
        normalize(p.description ? { ...p.schema, description: p.description } : p.schema),
      ]),
    ),
    required: list.filter((p) => p.required).map((p) => p.name),
  };
}

describe('GET /api/openapi.json', () => {
  it('is an OpenAPI 3.1 document with the shared failure schema and a bearer scheme', () => {
    expect(doc.openapi).toBe('3.1.0');
    const components = doc.components as {
      schemas: Json;
      securitySchemes: Json;
      responses: Record<string, { content: Json }>;
    };
    expect(normalize(components.schemas.ErrorReply)).toEqual(expected(errorReply, 'output'));
    expect(components.securitySchemes.bearerAuth).toMatchObject({ type: 'http', scheme: 'bearer' });
    for (const response of Object.values(components.responses)) {
      const { examples, ...media } = (response.content as Record<string, Json>)['application/json']!;
      expect(Object.keys(response.content)).toEqual(['application/json']);
      expect(media).toEqual({ schema: { $ref: '#/components/schemas/ErrorReply' } });
      // An example body (the API key refusals, decision 1121) is one the shared schema accepts.
      for (const example of Object.values((examples ?? {}) as Record<string, { value: unknown }>))
        expect(errorReply.safeParse(example.value).success).toBe(true);
    }
  });

  it('describes every registered API route, and nothing else', () => {
    expect(apiRoutes().length).toBeGreaterThan(90);
    const missing = apiRoutes()
      .filter((route) => !operationOf(route))
      .map((r) => `${r.method} ${r.url}`);
    expect(missing).toEqual([]);
    const registered = new Set(apiRoutes().map((r) => `${r.method.toLowerCase()} ${openApiPath(r.url)}`));
    const documented = Object.entries(doc.paths).flatMap(([p, item]) =>
      Object.keys(item).map((method) => `${method} ${p}`),
    );
    expect(documented.filter((op) => !registered.has(op))).toEqual([]);
    // The exceptions are the web app's pages and the reference, and they are registered (the list is not stale).
    for (const url of [...NOT_API, '/api/docs']) expect(routes.some((r) => r.url === url)).toBe(true);
  });

  it('states the body, query, params and replies each route validates with', () => {
    let compared = 0;
    for (const route of apiRoutes()) {
      const operation = operationOf(route)!;
      const schema = (route.schema ?? {}) as Json & { response?: Record<string, unknown> };
      const where = `${route.method} ${route.url}`;
      if (schema.body) {
        expect(normalize(operation.requestBody?.content['application/json']?.schema), where).toEqual(
          expected(schema.body, 'input'),
        );
        compared++;
      }
      for (const [key, at] of [
        ['params', 'path'],
        ['querystring', 'query'],
      ] as const) {
        if (!schema[key]) continue;
        const json = expected(schema[key], 'input') as { properties: Json; required?: string[] };
        const stated = parametersSchema(operation, at);
        expect(stated.properties, `${where} ${key}`).toEqual(json.properties);
        expect(stated.required.sort(), `${where} ${key} required`).toEqual([...(json.required ?? [])].sort());
        compared++;
      }
      for (const [status, reply] of Object.entries(schema.response ?? {})) {
        expect(
          normalize(operation.responses[status]?.content?.['application/json']?.schema),
          `${where} ${status}`,
        ).toEqual(expected(reply, 'output'));
        compared++;
      }
    }
    expect(compared).toBeGreaterThan(150);
  });

  it('says what a search text does on every list that takes one (decision 1153)', () => {
    const searched: string[] = [];
    for (const [path, operations] of Object.entries(doc.paths)) {
      for (const [method, operation] of Object.entries(operations)) {
        const q = operation.parameters?.find((p) => p.in === 'query' && p.name === 'q');
        // The suggestions score the words of a text being typed (decision 710): not a search box.
        if (!q || path === '/api/me/resources/suggest') continue;
        expect(q.description, `${method} ${path}`).toContain('Every word must be found, in any order');
        expect(q.description, `${method} ${path}`).toContain('"quoted phrase"');
        searched.push(`${method.toUpperCase()} ${path}`);
      }
    }
    expect(searched).toEqual(
      expect.arrayContaining([
        'GET /api/jobs',
        'GET /api/manage/jobs',
        'GET /api/candidates',
        'GET /api/applications',
        'GET /api/admin/users',
        'GET /api/support/queue',
      ]),
    );
  });

  it('gives every operation a summary, a tag, its access and its error replies', () => {
    for (const route of apiRoutes()) {
      const operation = operationOf(route)!;
      const where = `${route.method} ${route.url}`;
      expect(operation.summary, where).toMatch(/^\S.{2,80}$/);
      expect(operation.tags, where).toHaveLength(1);
      const access = route.config?.access;
      const codes = Object.keys(operation.responses);
      const ref = (status: string) => operation.responses[status]?.$ref;
      expect(ref('500'), where).toBe('#/components/responses/InternalError');
      expect(ref('4XX'), where).toBe('#/components/responses/ClientError');
      if (access === 'public') {
        expect(operation['x-access'], where).toEqual({ kind: 'public' });
        expect(operation.security, where).toEqual([]);
        expect(codes, where).not.toContain('401');
      } else {
        expect(operation.security, where).toEqual(
          typeof access === 'object' && access.scope
            ? [{ bearerAuth: [] }, { apiKey: [] }]
            : [{ bearerAuth: [] }],
        );
        expect(ref('401'), where).toBe('#/components/responses/Unauthorized');
        expect(operation.description, where).toContain('**Access:**');
        if (typeof access === 'object') {
          expect(operation['x-access'], where).toEqual({
            kind: 'permission',
            permission: access.permission,
            ...(access.plan ? { plan: access.plan } : {}),
            ...(access.scope ? { scope: access.scope } : {}),
          });
          expect(operation.description, where).toContain(access.permission);
          expect(ref('403'), where).toBe('#/components/responses/Forbidden');
          // A plan capability (issue 10) is said, and its 402 documented.
          if (access.plan) {
            expect(operation.description, where).toContain(access.plan);
            expect(ref('402'), where).toBe('#/components/responses/PaymentRequired');
          }
          // A key's company must still be on Enterprise (402), and the key has a budget a minute (429).
          if (access.scope) {
            expect(operation.description, where).toContain(`scope \`${access.scope}\``);
            expect(ref('402'), where).toBe('#/components/responses/PaymentRequired');
            expect(ref('429'), where).toBe('#/components/responses/TooManyRequests');
          } else {
            expect(operation.description, where).toContain('API keys cannot call it');
          }
        } else {
          expect(operation['x-access'], where).toEqual({ kind: 'signed-in' });
          expect(operation.description, where).toContain('API keys cannot call it');
          // An API key is refused with 403 on an operation without a scope.
          expect(ref('403'), where).toBe('#/components/responses/Forbidden');
        }
      }
      if (route.url.includes('/:')) expect(ref('404'), where).toBe('#/components/responses/NotFound');
      const schema = (route.schema ?? {}) as Json;
      if (schema.body || schema.querystring || schema.params)
        expect(ref('422'), where).toBe('#/components/responses/ValidationFailed');
      if (route.config?.rateLimited) expect(ref('429'), where).toBe('#/components/responses/TooManyRequests');
    }
  });

  it('describes the replies that are not JSON by their content type', () => {
    expect(Object.keys(doc.paths['/api/admin/audit/export']!.get!.responses['200']!.content!)).toEqual([
      'text/csv',
    ]);
    expect(Object.keys(doc.paths['/api/cvs/{id}']!.get!.responses['200']!.content!)).toContain(
      'application/pdf',
    );
    expect(Object.keys(doc.paths['/api/me/cvs']!.post!.requestBody!.content)).toEqual([
      'multipart/form-data',
    ]);
    expect(Object.keys(doc.paths['/api/jobs/{id}/applications']!.post!.requestBody!.content)).toEqual([
      'application/json',
      'multipart/form-data',
    ]);
  });
});

describe('GET /api/docs', () => {
  it('serves the reference page and its renderer, with a policy that lets it run a worker made from a blob', async () => {
    const page = await fetch(`${server.url}/api/docs`);
    expect(page.status).toBe(200);
    expect(page.headers.get('content-type')).toMatch(/^text\/html/);
    const html = await page.text();
    expect(html).toContain('<redoc spec-url="openapi.json"');
    const src = /<script src="(docs\/redoc-[\d.]+\.standalone\.js)"><\/script>/.exec(html)?.[1];
    expect(src).toBeDefined();
    const pageCsp = page.headers.get('content-security-policy')!;
    expect(pageCsp).toContain("worker-src 'self' blob:");

    const script = await fetch(`${server.url}/api/${src}`);
    expect(script.status).toBe(200);
    expect(script.headers.get('content-type')).toMatch(/^text\/javascript/);
    expect(script.headers.get('cache-control')).toContain('immutable');
    expect((await script.text()).length).toBeGreaterThan(500_000);

    // The app's documents have the same policy since their particles run in a blob worker too (decision 1033).
    const other = await fetch(`${server.url}/`);
    expect(other.headers.get('content-security-policy')).toBe(pageCsp);
  });

  it('sends /api/docs/ to the page, whose relative addresses only work without the slash', async () => {
    const reply = await fetch(`${server.url}/api/docs/?x=1`, { redirect: 'manual' });
    expect(reply.status).toBe(301);
    expect(reply.headers.get('location')).toBe('/api/docs?x=1');
  });

  it('leaves the web app without the renderer', async () => {
    const spa = await fetch(`${server.url}/`);
    expect(spa.status).toBe(200);
    expect(await spa.text()).not.toContain('redoc');
  });
});
