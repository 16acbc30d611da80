import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { SignJWT } from 'jose';
import pino from 'pino';
import type { FastifyBaseLogger } from 'fastify';
import type { Role } from '@app/shared';
import { buildApp } from '../app';
import { ADMIN, signUp, startSmtpTestServer } from '../../test/harness';
import type { TestServer } from '../../test/harness';
import { handmadeJwt, jwtPayload, setRole } from '../../test/helpers';
import { printedRoutes } from '../../test/routes';
import type { SmtpPeer } from '../../test/smtp-peer';

let smtp: SmtpPeer;
let server: TestServer;
const tokens = {} as Record<Role, string>;
const ids = {} as Record<Role, string>;

beforeAll(async () => {
  ({ server, smtp } = await startSmtpTestServer({
    server: {
      extraRoutes: (app) => {
        app.get(
          '/api/test/settings',
          { config: { access: { permission: 'system:settings' } } },
          async () => ({
            success: true,
          }),
        );
        app.get('/api/test/jobs', { config: { access: { permission: 'job:manage' } } }, async () => ({
          success: true,
        }));
      },
    },
  }));
  for (const role of ['staff', 'employer', 'member'] as const) {
    const { token, userId } = await signUp(server, smtp, { email: `${role}@example.com`, name: role });
    // An employer is the owner of a company (issue 10): made by the upgrade itself.
    if (role === 'employer') {
      const upgrade = await server.call('POST', '/api/auth/users/upgrade-to-employer', {
        token,
        body: { planId: 'free' },
      });
      if (upgrade.status !== 200) throw new Error(`upgrade: ${upgrade.status}`);
    } else await setRole(server, userId, role);
    tokens[role] = token;
    ids[role] = userId;
  }
  const admin = await server.call('POST', '/api/auth/login', { body: ADMIN });
  tokens.admin = admin.body.access_token as string;
  ids.admin = (admin.body.user as { id: string }).id;
});

afterAll(async () => {
  await server.stop();
});

type RouteAccess = { method: string; url: string; access: string };

/** Builds the app again with a debug logger and collects what the guard logs for every route. */
async function routeAccessLog(): Promise<RouteAccess[]> {
  const seen: RouteAccess[] = [];
  const logger = pino(
    { level: 'debug' },
    {
      write(line: string) {
        const entry = JSON.parse(line) as {
          msg?: string;
          method?: string | string[];
          route?: string;
          access?: string;
        };
        if (entry.msg !== 'route access') return;
        for (const method of [entry.method ?? []].flat()) {
          seen.push({ method, url: entry.route ?? '', access: entry.access ?? '' });
        }
      },
    },
  ) as FastifyBaseLogger;
  const app = await buildApp(server.ctx, { logger });
  await app.ready();
  await app.close();
  return seen;
}

describe('every route declares its access', () => {
  it('lists each route of the server with an access rule, and no route is left out', async () => {
    const logged = await routeAccessLog();
    const printed = printedRoutes(server.app.printRoutes({ commonPrefix: false }));
    expect(printed.length).toBeGreaterThan(15);
    for (const route of printed) {
      // The CORS preflight answers OPTIONS for every path and carries no data.
      if (route.method === 'OPTIONS' && route.url === '*') continue;
      // The test-only routes of this file are not part of the rebuilt app.
      if (route.url.startsWith('/api/test/')) continue;
      const entry = logged.find((l) => l.method === route.method && l.url === route.url);
      expect(entry, `${route.method} ${route.url}`).toBeDefined();
    }
    const byRoute = Object.fromEntries(logged.map((l) => [`${l.method} ${l.url}`, l.access]));
    expect(byRoute).toMatchObject({
      'GET /api/health': 'public',
      'GET /robots.txt': 'public',
      'GET /sitemap.xml': 'public',
      'GET /sitemaps/:file': 'public',
      'POST /api/contact': 'public',
      'POST /api/auth/register': 'public',
      'POST /api/auth/verify-email': 'public',
      'POST /api/auth/resend-verification': 'public',
      'POST /api/auth/login': 'public',
      'POST /api/auth/forgot-password': 'public',
      'POST /api/auth/reset-password': 'public',
      'GET /api/auth/plans': 'public',
      'GET /api/auth/github': 'public',
      'POST /api/auth/github': 'public',
      'POST /api/auth/github/callback': 'public',
      'GET /api/auth/profile': 'authenticated',
      'GET /api/auth/subscription': 'authenticated',
      'POST /api/auth/logout': 'authenticated',
      'POST /api/auth/users/upgrade-to-employer': 'authenticated',
      'POST /api/auth/users/downgrade-to-member': 'authenticated',
    });
  });

  it('answers 401 on every non-public route called without a token or with a bad one', async () => {
    const logged = await routeAccessLog();
    const guarded = [
      ...logged.filter((l) => l.access !== 'public' && l.method !== 'HEAD'),
      { method: 'GET', url: '/api/test/settings', access: 'permission' },
      { method: 'GET', url: '/api/test/jobs', access: 'permission' },
    ];
    expect(guarded.length).toBeGreaterThanOrEqual(7);
    for (const route of guarded) {
      const body = route.method === 'POST' ? { planId: 'standard' } : undefined;
      const bare = await server.call(route.method, route.url, { body });
      expect(bare.status, `${route.method} ${route.url}`).toBe(401);
      expect(bare.body).toMatchObject({ success: false, message: 'Authentication required.' });
      const bad = await server.call(route.method, route.url, { body, token: 'not-a-jwt' });
      expect(bad.status, `${route.method} ${route.url}`).toBe(401);
    }
  });

  it('refuses to build an app with a route that declares no access', async () => {
    await expect(
      buildApp(server.ctx, {
        extraRoutes: (app) => {
          app.get('/api/unguarded', async () => ({ success: true }));
        },
      }),
    ).rejects.toThrow('GET /api/unguarded declares no access');

    // A route inside a plugin is registered while the app loads: that start fails the same way.
    const startNested = async () => {
      const app = await buildApp(server.ctx, {
        extraRoutes: (root) => {
          void root.register(async (child) => {
            child.post('/api/nested-unguarded', async () => ({ success: true }));
          });
        },
      });
      await app.ready();
    };
    await expect(startNested()).rejects.toThrow('POST /api/nested-unguarded declares no access');
  });
});

describe('each role on each guarded route', () => {
  const ROLES: Role[] = ['admin', 'staff', 'employer', 'member'];

  it('reads the profile with the role and its permissions from the database', async () => {
    for (const role of ROLES) {
      const reply = await server.call('GET', '/api/auth/profile', { token: tokens[role] });
      expect(reply.status, role).toBe(200);
      const user = reply.body.user as { role: string; permissions: string[] };
      expect(user.role).toBe(role);
      const has = (p: string) => user.permissions.includes(p);
      expect(has('system:settings'), role).toBe(role === 'admin');
      expect(has('job:manage'), role).toBe(role !== 'member');
      expect(has('project:approve'), role).toBe(role === 'admin' || role === 'staff');
      expect(has('system:analytics'), role).toBe(role === 'admin' || role === 'staff');
      expect(has('user:read:own'), role).toBe(role === 'member' || role === 'employer' || role === 'admin');
    }
  });

  it('applies permission checks: 200 with the permission, 403 without', async () => {
    const expected: Record<Role, [number, number]> = {
      admin: [200, 200],
      staff: [403, 200],
      employer: [403, 200],
      member: [403, 403],
    };
    for (const role of ROLES) {
      const settings = await server.call('GET', '/api/test/settings', { token: tokens[role] });
      const jobs = await server.call('GET', '/api/test/jobs', { token: tokens[role] });
      expect([settings.status, jobs.status], role).toEqual(expected[role]);
      if (settings.status === 403) {
        expect(settings.body).toEqual({
          success: false,
          code: 'FORBIDDEN',
          message: 'You do not have permission to do this.',
        });
      }
    }
  });

  it('lets only a member upgrade and only an employer downgrade', async () => {
    const upgrade: Record<Role, number> = { admin: 403, staff: 403, employer: 409, member: 200 };
    const downgrade: Record<Role, number> = { admin: 409, staff: 409, employer: 200, member: 409 };
    for (const role of ROLES) {
      const up = await server.call('POST', '/api/auth/users/upgrade-to-employer', {
        token: tokens[role],
        body: { planId: 'standard' },
      });
      expect(up.status, `upgrade as ${role}`).toBe(upgrade[role]);
      const cancel = () =>
        server.call('POST', '/api/auth/users/downgrade-to-member', { token: tokens[role] });
      // The member owns a company now: its cancel makes it a member again, which has nothing left to cancel.
      if (role === 'member') expect((await cancel()).status).toBe(200);
      const down = await cancel();
      expect(down.status, `downgrade as ${role}`).toBe(downgrade[role]);
      if (role === 'employer') {
        const again = await server.call('POST', '/api/auth/users/upgrade-to-employer', {
          token: tokens[role],
          body: { planId: 'free' },
        });
        expect(again.status).toBe(200);
      }
      const sub = await server.call('GET', '/api/auth/subscription', { token: tokens[role] });
      expect(sub.status, `subscription as ${role}`).toBe(200);
    }
  });

  it('serves public routes to a signed-in caller as well', async () => {
    for (const role of ROLES) {
      expect((await server.call('GET', '/api/auth/plans', { token: tokens[role] })).status).toBe(200);
      expect((await server.call('GET', '/api/health', { token: tokens[role] })).status).toBe(200);
    }
  });
});

describe('a role change applies on the next request with the same token', () => {
  it('grants and withdraws permissions without a new token', async () => {
    const { token, userId } = await signUp(server, smtp, { email: 'promoted@example.com' });
    expect((await server.call('GET', '/api/test/settings', { token })).status).toBe(403);
    await setRole(server, userId, 'admin');
    const profile = await server.call('GET', '/api/auth/profile', { token });
    expect((profile.body.user as { role: string }).role).toBe('admin');
    expect((profile.body.user as { permissions: string[] }).permissions).toContain('system:settings');
    expect((await server.call('GET', '/api/test/settings', { token })).status).toBe(200);
    await setRole(server, userId, 'member');
    expect((await server.call('GET', '/api/test/settings', { token })).status).toBe(403);
    expect(
      ((await server.call('GET', '/api/auth/profile', { token })).body.user as { role: string }).role,
    ).toBe('member');
  });
});

describe('token attacks', () => {
  const expectRefused = async (token: string, label: string) => {
    const reply = await server.call('GET', '/api/auth/profile', { token });
    expect(reply.status, label).toBe(401);
    expect(reply.body.success, label).toBe(false);
    expect(reply.body.user, label).toBeUndefined();
  };

  it('refuses a missing, malformed or garbage credential', async () => {
    const none = await server.call('GET', '/api/auth/profile');
    expect(none.status).toBe(401);
    expect(none.body).toEqual({ success: false, code: 'UNAUTHORIZED', message: 'Authentication required.' });
    const basic = await server.call('GET', '/api/auth/profile', {
      headers: { authorization: 'Basic dXNlcjpwYXNz' },
    });
    expect(basic.status).toBe(401);
    await expectRefused('garbage', 'garbage');
    await expectRefused('a.b.c', 'three garbage parts');
    const invalid = await server.call('GET', '/api/auth/profile', { token: 'garbage' });
    expect(invalid.body).toEqual({ success: false, code: 'UNAUTHORIZED', message: 'Invalid token.' });
  });

  it('refuses alg none', async () => {
    const claims = jwtPayload(tokens.member);
    await expectRefused(handmadeJwt({ alg: 'none', typ: 'JWT' }, claims), 'alg none');
    await expectRefused(handmadeJwt({ alg: 'none' }, claims, 'x'), 'alg none with a signature');
    await expectRefused(handmadeJwt({ alg: 'NONE' }, { ...claims, sub: ids.admin }), 'alg NONE as admin');
  });

  it('refuses a tampered payload (other subject, added role)', async () => {
    const [header, , signature] = tokens.member.split('.');
    const claims = jwtPayload(tokens.member);
    const tamper = (changed: object) =>
      `${header}.${Buffer.from(JSON.stringify({ ...claims, ...changed })).toString('base64url')}.${signature}`;
    await expectRefused(tamper({ sub: ids.admin }), 'sub changed to the admin');
    await expectRefused(tamper({ role: 'admin' }), 'role added');
    await expectRefused(tamper({ exp: Number(claims.exp) + 86_400 }), 'exp extended');
    await expectRefused(`${tokens.member.slice(0, -2)}AA`, 'signature changed');
  });

  it('refuses a token signed with another secret or another algorithm', async () => {
    const claims = jwtPayload(tokens.member);
    const forge = (secret: string, alg: string) =>
      new SignJWT({ sid: claims.sid as string })
        .setProtectedHeader({ alg })
        .setSubject(claims.sub as string)
        .setIssuedAt()
        .setExpirationTime('1h')
        .sign(new TextEncoder().encode(secret));
    await expectRefused(
      await forge('another-secret-that-is-long-enough-for-hs256-00000', 'HS256'),
      'other secret',
    );
    await expectRefused(await forge(server.ctx.config.jwtSecret, 'HS512'), 'same secret, HS512');
  });

  it('refuses a token whose session was revoked, even if the signature is good', async () => {
    const { token } = await signUp(server, smtp, { email: 'revoked@example.com' });
    expect((await server.call('GET', '/api/auth/profile', { token })).status).toBe(200);
    expect((await server.call('POST', '/api/auth/logout', { token })).status).toBe(200);
    const after = await server.call('GET', '/api/auth/profile', { token });
    expect(after.status).toBe(401);
    expect(after.body.code).toBe('TOKEN_EXPIRED');
  });

  // Last in the file: it moves the clock past every token's expiry.
  it('refuses an expired token with TOKEN_EXPIRED', async () => {
    const { token } = await signUp(server, smtp, { email: 'expiring@example.com' });
    const exp = Number(jwtPayload(token).exp) * 1000;
    server.clock.advance(exp - server.clock.now().getTime() - 5_000);
    expect((await server.call('GET', '/api/auth/profile', { token })).status).toBe(200);
    server.clock.advance(10_000);
    const expired = await server.call('GET', '/api/auth/profile', { token });
    expect(expired.status).toBe(401);
    expect(expired.body).toMatchObject({ success: false, code: 'TOKEN_EXPIRED' });
  });
});
