import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { brotliCompressSync } from 'node:zlib';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp } from './app';
import { startTestServer } from '../test/harness';
import type { TestServer } from '../test/harness';

let server: TestServer;
let webRoot: string;
let slowStarted: () => void = () => undefined;

const INDEX = '<!doctype html><html lang="en"><body><div id="root">spa-index-marker</div></body></html>';
const SCRIPT = 'console.log("app-js-marker");';

beforeAll(async () => {
  webRoot = mkdtempSync(path.join(tmpdir(), 'dottrip-web-'));
  writeFileSync(path.join(webRoot, 'index.html'), INDEX);
  mkdirSync(path.join(webRoot, 'assets'));
  writeFileSync(path.join(webRoot, 'assets', 'app.js'), SCRIPT);
  writeFileSync(path.join(webRoot, 'assets', 'app.js.br'), brotliCompressSync(SCRIPT));
  server = await startTestServer({
    server: {
      webRoot,
      extraRoutes: (app) => {
        app.get('/api/test/boom', { config: { access: 'public' } }, async () => {
          throw new Error('connect to postgres://admin:hunter2@db.internal failed at /srv/app/secret.ts:42');
        });
        // A route with its own policy that hands the request to the not-found handler (as @fastify/static does for
        // a directory): the 404 is the app's, with the API's headers.
        app.get(
          '/api/test/gone',
          { config: { access: 'public', contentSecurityPolicy: { scriptSrc: ["'self'", 'blob:'] } } },
          async (_request, reply) => {
            reply.callNotFound();
            return reply;
          },
        );
        app.get('/api/test/slow', { config: { access: 'public' } }, async () => {
          slowStarted();
          await new Promise((resolve) => setTimeout(resolve, 300));
          return { success: true, slow: 'done' };
        });
      },
    },
  });
});

afterAll(async () => {
  await server.stop();
  rmSync(webRoot, { recursive: true, force: true });
});

describe('failure shape', () => {
  it('answers 400 for malformed JSON', async () => {
    const reply = await server.call('POST', '/api/auth/login', { raw: '{"email": "a@example.com",' });
    expect(reply.status).toBe(400);
    expect(reply.body).toEqual({
      success: false,
      code: 'BAD_REQUEST',
      message: 'The request body is not valid JSON.',
    });
  });

  it('refuses a prototype-poisoning body', async () => {
    const reply = await server.call('POST', '/api/auth/login', {
      raw: '{"email":"a@example.com","password":"x","__proto__":{"admin":true}}',
    });
    expect(reply.status).toBe(400);
    expect(reply.body.success).toBe(false);
  });

  it('answers 413 for a body over 1 MiB', async () => {
    const big = JSON.stringify({ name: 'A', email: 'a@example.com', message: 'x'.repeat(1024 * 1024) });
    const reply = await server.call('POST', '/api/contact', { raw: big });
    expect(reply.status).toBe(413);
    expect(reply.body).toEqual({
      success: false,
      code: 'PAYLOAD_TOO_LARGE',
      message: 'The request body is larger than 1 MiB.',
    });
  });

  it('answers 415 for a body that is not JSON', async () => {
    const reply = await server.call('POST', '/api/auth/login', {
      raw: 'email=a@example.com&password=x',
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
    });
    expect(reply.status).toBe(415);
    expect(reply.body).toMatchObject({
      success: false,
      message: 'Send the request body as application/json.',
    });
  });

  it('accepts JSON with a charset parameter', async () => {
    const reply = await server.call('POST', '/api/auth/login', {
      raw: JSON.stringify({ email: 'nobody@example.com', password: 'Password123' }),
      headers: { 'content-type': 'application/json; charset=utf-8' },
    });
    expect(reply.status).toBe(401);
    expect(reply.body.message).toBe('Invalid email or password.');
  });

  it('answers 422 with per-field errors', async () => {
    const reply = await server.call('POST', '/api/auth/register', {
      body: { name: 'A', email: 'bad', password: 'x' },
    });
    expect(reply.status).toBe(422);
    expect(reply.body).toMatchObject({ success: false, code: 'VALIDATION_ERROR' });
    expect(Object.keys(reply.body.errors as object).sort()).toEqual(['email', 'password']);
    const array = await server.call('POST', '/api/auth/register', { body: [1, 2] });
    expect(array.status).toBe(422);
  });

  it('answers 404 JSON for an unknown /api route, whatever the method', async () => {
    for (const [method, url] of [
      ['GET', '/api/nope'],
      ['POST', '/api/auth/nope'],
      ['DELETE', '/api/auth/nope/deeper'],
      ['GET', '/api'],
    ] as const) {
      const reply = await server.call(method, url);
      expect(reply.status, `${method} ${url}`).toBe(404);
      expect(reply.body, `${method} ${url}`).toMatchObject({ success: false, code: 'NOT_FOUND' });
      expect(reply.headers.get('content-type')).toMatch(/^application\/json/);
    }
  });

  it('answers a known path asked with a method it does not take 405 with Allow, in the caller’s language (decision 1156)', async () => {
    for (const [method, url, allow] of [
      ['DELETE', '/api/jobs', 'GET, HEAD, POST'],
      ['PUT', '/api/health', 'GET, HEAD'],
      ['DELETE', '/api/jobs/00000000-0000-4000-8000-000000000000?x=1', 'GET, HEAD, PUT'],
      // Through the page routes' GET /* and POST /*, which take every path: never the API's methods.
      ['GET', '/api/auth/login', 'POST'],
      ['POST', '/api/health', 'GET, HEAD'],
      // The app's pages: read, and their own forms posted back to them (decision 1029).
      ['PUT', '/about', 'GET, HEAD, POST'],
      ['DELETE', '/dashboard/jobs', 'GET, HEAD, POST'],
      ['PUT', '/robots.txt', 'GET, HEAD, POST'],
    ] as const) {
      const reply = await server.call(method, url);
      expect(reply.status, `${method} ${url}`).toBe(405);
      expect(reply.headers.get('allow'), `${method} ${url}`).toBe(allow);
      expect(reply.headers.get('content-type')).toMatch(/^application\/json/);
      expect(reply.body, `${method} ${url}`).toEqual({
        success: false,
        message: `This address does not accept ${method}; it accepts ${allow}.`,
        code: 'METHOD_NOT_ALLOWED',
      });
    }
    const vi = await server.call('DELETE', '/api/jobs', { headers: { 'accept-language': 'vi' } });
    expect(vi.status).toBe(405);
    expect(vi.body.message).toBe(
      'Địa chỉ này không nhận phương thức DELETE; các phương thức được nhận: GET, HEAD, POST.',
    );
  });

  it('answers 405 the same without the web app, where no page route takes any path (decision 1156)', async () => {
    const bare = await startTestServer();
    try {
      for (const [method, url, allow] of [
        ['GET', '/api/auth/login', 'POST'],
        ['DELETE', '/api/jobs', 'GET, HEAD, POST'],
        ['PUT', '/robots.txt', 'GET, HEAD'],
      ] as const) {
        const reply = await bare.call(method, url);
        expect(reply.status, `${method} ${url}`).toBe(405);
        expect(reply.headers.get('allow'), `${method} ${url}`).toBe(allow);
        expect(reply.body.code).toBe('METHOD_NOT_ALLOWED');
      }
      expect((await bare.call('POST', '/about')).status).toBe(404);
      expect((await bare.call('DELETE', '/api/nope')).status).toBe(404);
    } finally {
      await bare.stop();
    }
  });

  it('keeps unknown paths 404, page forms, HEAD and CORS preflights as they were (decision 1156)', async () => {
    for (const [method, url] of [
      ['PUT', '/no-such-page'],
      ['DELETE', '/assets/app.js'],
      ['PUT', '/api/nope'],
    ] as const) {
      const reply = await server.call(method, url);
      expect(reply.status, `${method} ${url}`).toBe(404);
      expect(reply.headers.get('allow'), `${method} ${url}`).toBeNull();
    }
    // A page's own form comes back to it (decision 1029).
    const form = await server.call('POST', '/about?lang=vi', {
      raw: 'a=1',
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
    });
    expect(form.status).toBe(303);
    expect(form.headers.get('location')).toBe('/about?lang=vi');
    const head = await fetch(`${server.url}/api/health`, { method: 'HEAD' });
    expect(head.status).toBe(200);
    const preflight = await fetch(`${server.url}/api/jobs`, {
      method: 'OPTIONS',
      headers: { origin: 'http://localhost:5173', 'access-control-request-method': 'DELETE' },
    });
    expect(preflight.status).toBe(204);
    expect(preflight.headers.get('access-control-allow-origin')).toBe('http://localhost:5173');
  });

  it('answers 400 in the failure shape for a malformed URL', async () => {
    for (const url of ['/api/%E0%A4%A', '/api/auth/profile%', '/%E0%A4%A']) {
      const reply = await server.call('GET', url);
      expect(reply.status, url).toBe(400);
      expect(reply.body, url).toEqual({
        success: false,
        code: 'BAD_REQUEST',
        message: 'The address is not a valid URL.',
      });
      // Raised before routing, it still carries what every reply carries.
      expect(reply.headers.get('x-request-id'), url).toMatch(/^[\w-]{8,}$/);
      expect(reply.headers.get('content-security-policy'), url).toBe(
        "default-src 'none'; frame-ancestors 'none'",
      );
      expect(reply.headers.get('x-content-type-options'), url).toBe('nosniff');
      expect(reply.headers.get('vary'), url).toMatch(/\bOrigin\b/);
    }
  });

  it('answers 500 without a stack trace or internals', async () => {
    const reply = await server.call('GET', '/api/test/boom');
    expect(reply.status).toBe(500);
    expect(reply.body).toEqual({
      success: false,
      code: 'INTERNAL_ERROR',
      message: 'Something went wrong on our side. Please try again later.',
    });
    const raw = JSON.stringify(reply.body);
    for (const leak of ['hunter2', 'postgres', 'secret.ts', 'stack', 'Error'])
      expect(raw).not.toContain(leak);
  });
});

describe('headers on every reply', () => {
  const replies = () =>
    Promise.all([
      server.call('GET', '/api/health'),
      server.call('GET', '/api/nope'),
      server.call('GET', '/api/auth/profile'),
      server.call('GET', '/api/test/boom'),
      server.call('POST', '/api/auth/login', { raw: '{' }),
      server.call('GET', '/'),
      server.call('GET', '/assets/app.js'),
    ]);

  it("answers a route's hand-off to the not-found handler with the not-found reply's headers", async () => {
    const reply = await server.call('GET', '/api/test/gone');
    expect(reply.status).toBe(404);
    expect(reply.headers.get('content-security-policy')).toBe("default-src 'none'; frame-ancestors 'none'");
    expect(reply.headers.get('x-request-id')).toBeTruthy();
  });

  it('sends CSP with frame-ancestors none, nosniff and a referrer policy, and no HSTS over http', async () => {
    for (const reply of await replies()) {
      const csp = reply.headers.get('content-security-policy') ?? '';
      expect(csp).toContain("frame-ancestors 'none'");
      expect(reply.headers.get('x-content-type-options')).toBe('nosniff');
      expect(reply.headers.get('x-frame-options')).toBe('SAMEORIGIN');
      expect(reply.headers.get('referrer-policy')).toBe('strict-origin-when-cross-origin');
      expect(reply.headers.get('cross-origin-resource-policy')).toBe('same-origin');
      expect(reply.headers.get('strict-transport-security')).toBeNull();
      expect(reply.headers.get('x-powered-by')).toBeNull();
      if (reply.headers.get('content-type')?.startsWith('application/json')) {
        // A JSON reply may load nothing, and carries none of the document-only headers (decision 1011).
        expect(csp).toBe("default-src 'none'; frame-ancestors 'none'");
        expect(reply.headers.get('cross-origin-opener-policy')).toBeNull();
        expect(reply.headers.get('x-xss-protection')).toBeNull();
      } else {
        expect(csp).toContain("default-src 'self'");
        expect(csp).toContain("script-src 'self'");
        expect(reply.headers.get('cross-origin-opener-policy')).toBe('same-origin');
      }
    }
  });

  it('serves the invitation pages, opened with a token in the address, with no Referer at all (decision 1082)', async () => {
    for (const url of [
      '/invitation?token=live-token',
      '/company-invitation?token=live-token&lang=vi',
      '/company-invitation/',
      // The web router matches paths whatever their case.
      '/Company-Invitation?token=live-token',
    ]) {
      const reply = await fetch(`${server.url}${url}`);
      expect(reply.status, url).toBe(200);
      expect(await reply.text()).toContain('spa-index-marker');
      expect(reply.headers.get('referrer-policy'), url).toBe('no-referrer');
      // The rest of the document's headers are the app's.
      expect(reply.headers.get('content-security-policy')).toContain("script-src 'self'");
    }
    // Every other page keeps the app's policy.
    const other = await fetch(`${server.url}/login?from=invitation`);
    expect(other.headers.get('referrer-policy')).toBe('strict-origin-when-cross-origin');
  });

  it('gives documents the app’s policy and JSON the short one, whatever the status', async () => {
    const [health, missing, denied, boom, malformed, page, script] = await replies();
    for (const reply of [health, missing, denied, boom, malformed])
      expect(reply!.headers.get('content-security-policy')).toBe(
        "default-src 'none'; frame-ancestors 'none'",
      );
    for (const reply of [page, script])
      expect(reply!.headers.get('content-security-policy')).toContain("script-src 'self'");
  });

  it('sends HSTS when APP_URL is https', async () => {
    const app = await buildApp({
      ...server.ctx,
      config: { ...server.ctx.config, appUrl: 'https://jobs.example.com' },
    });
    await app.listen({ port: 0, host: '127.0.0.1' });
    try {
      const port = (app.server.address() as AddressInfo).port;
      for (const url of ['/api/health', '/api/nope']) {
        const response = await fetch(`http://127.0.0.1:${port}${url}`);
        expect(response.headers.get('strict-transport-security')).toMatch(/max-age=\d+/);
        expect(response.headers.get('content-security-policy')).toContain("frame-ancestors 'none'");
      }
    } finally {
      await app.close();
    }
  });

  it('allows the origin of an APP_URL that has a path', async () => {
    const app = await buildApp({
      ...server.ctx,
      config: { ...server.ctx.config, appUrl: 'https://jobs.example.com/portal' },
    });
    await app.listen({ port: 0, host: '127.0.0.1' });
    try {
      const port = (app.server.address() as AddressInfo).port;
      const response = await fetch(`http://127.0.0.1:${port}/api/health`, {
        headers: { origin: 'https://jobs.example.com' },
      });
      expect(response.headers.get('access-control-allow-origin')).toBe('https://jobs.example.com');
      expect(response.headers.get('access-control-allow-credentials')).toBe('true');
    } finally {
      await app.close();
    }
  });

  it('echoes x-request-id, or makes one', async () => {
    const given = await server.call('GET', '/api/health', { headers: { 'x-request-id': 'req-abc_123' } });
    expect(given.headers.get('x-request-id')).toBe('req-abc_123');
    const failing = await server.call('GET', '/api/nope', { headers: { 'x-request-id': 'req-404' } });
    expect(failing.headers.get('x-request-id')).toBe('req-404');
    const made = await server.call('GET', '/api/health');
    expect(made.headers.get('x-request-id')).toMatch(/^[0-9a-f-]{36}$/);
    const unsafe = await server.call('GET', '/api/health', { headers: { 'x-request-id': 'bad id<script>' } });
    expect(unsafe.headers.get('x-request-id')).toMatch(/^[0-9a-f-]{36}$/);
  });
});

describe('the web app', () => {
  it('serves index.html for / and for deep links', async () => {
    for (const url of [
      '/',
      '/dashboard/jobs',
      '/profile?upgraded=true',
      '/auth/github/callback?code=x&state=y',
    ]) {
      const response = await fetch(`${server.url}${url}`);
      expect(response.status, url).toBe(200);
      expect(response.headers.get('content-type'), url).toMatch(/^text\/html/);
      expect(await response.text(), url).toContain('spa-index-marker');
    }
  });

  it('names the page’s language from the first byte: the address, then the remembered choice, then the browser', async () => {
    const langOf = async (url: string, headers: Record<string, string> = {}) => {
      const response = await fetch(`${server.url}${url}`, { headers });
      expect(response.headers.get('vary')).toMatch(/Accept-Language/);
      // The page adds to what CORS named: a cache must not hand one origin's reply to another.
      expect(response.headers.get('vary')).toMatch(/^Origin, /);
      return /<html lang="([a-z]+)"/.exec(await response.text())?.[1];
    };
    expect(await langOf('/jobs')).toBe('en');
    expect(await langOf('/jobs', { 'accept-language': 'vi-VN,vi;q=0.9,en;q=0.5' })).toBe('vi');
    expect(await langOf('/jobs?lang=en', { 'accept-language': 'vi' })).toBe('en');
    expect(await langOf('/about?lang=vi')).toBe('vi');
    expect(await langOf('/', { cookie: 'lang=vi', 'accept-language': 'en' })).toBe('vi');
    expect(await langOf('/', { cookie: 'lang=xx', 'accept-language': 'fr, vi;q=0.8' })).toBe('vi');
  });

  it('serves a built file as it is', async () => {
    const response = await fetch(`${server.url}/assets/app.js`);
    expect(response.status).toBe(200);
    expect(response.headers.get('content-type')).toMatch(/javascript/);
    expect(await response.text()).toBe(SCRIPT);
  });

  it('sends the build’s precompressed copy to a client that accepts brotli', async () => {
    const response = await fetch(`${server.url}/assets/app.js`, { headers: { 'accept-encoding': 'br' } });
    expect(response.status).toBe(200);
    expect(response.headers.get('content-encoding')).toBe('br');
    expect(response.headers.get('content-type')).toMatch(/javascript/);
    // fetch decodes it: the visitor gets the same script.
    expect(await response.text()).toBe(SCRIPT);
  });

  it('answers 404 for a missing file and JSON 404 under /api', async () => {
    const missing = await fetch(`${server.url}/missing.js`);
    expect(missing.status).toBe(404);
    const api = await server.call('GET', '/api/nope');
    expect(api.status).toBe(404);
    expect(api.body).toMatchObject({ success: false, message: 'No such API route.' });
  });

  it('does not serve files outside the web root', async () => {
    const response = await fetch(`${server.url}/%2e%2e/%2e%2e/%2e%2e/%2e%2e/etc/passwd`);
    expect(await response.text()).not.toContain('root:');
  });
});

// Last: it closes the server.
describe('graceful shutdown', () => {
  it('lets an in-flight request finish with 200 while closing', async () => {
    const started = new Promise<void>((resolve) => (slowStarted = resolve));
    const inFlight = server.call('GET', '/api/test/slow');
    await started;
    const closed = server.close();
    const reply = await inFlight;
    expect(reply.status).toBe(200);
    expect(reply.body).toEqual({ success: true, slow: 'done' });
    await closed;
    await expect(fetch(`${server.url}/api/health`)).rejects.toThrow();
  });
});
