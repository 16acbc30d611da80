import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestServer } from './harness';
import type { TestServer } from './harness';
import { failedMail, outboxReader, plainAccount } from './admin';
import { actor, adminActor } from './recruitment';
import type { Actor } from './recruitment';
import { registeredRoutes } from './routes';

/**
 * Issue 9's routes × every role, with the exact status (decision 290's matrix for administration). Users routes
 * need user:read / user:create / user:update / user:delete (staff hold read and create, decision 403), settings
 * system:settings, logs system:logs (admins only), the recruitment lists application:track. Every mutating row
 * acts on a fresh account, so the order does not matter. A route registered without a row fails the first test.
 */

type Caller = 'anon' | 'member' | 'employer' | 'staff' | 'admin';
type Target = { id?: string; sessionId?: string; body?: unknown };
type Row = {
  route: string;
  access: 'public' | 'permission';
  target?: (caller: Caller) => Promise<Target>;
  expect: Partial<Record<Caller, number>>;
};

const ZERO_ID = '00000000-0000-4000-8000-000000000000';
let server: TestServer;
const who = {} as Record<Exclude<Caller, 'anon'>, Actor>;

const fresh = async () => ({ id: (await plainAccount(server)).id });
let invites = 0;
async function freshInvite() {
  const reply = await server.call('POST', '/api/admin/invitations', {
    token: who.admin.token,
    body: { email: `matrix-invite-${++invites}@admin.test`, name: 'Invitee', role: 'member' },
  });
  if (reply.status !== 201) throw new Error(`invite: ${reply.status}`);
  return { id: (reply.body.user as { id: string }).id };
}

const userAdmin = (status: number, staff: number) => ({ member: 403, employer: 403, staff, admin: status });
const adminOnly = (status: number) => ({ member: 403, employer: 403, staff: 403, admin: status });
const everyone = (status: number) => ({
  anon: status,
  member: status,
  employer: status,
  staff: status,
  admin: status,
});

const ROWS: Row[] = [
  { route: 'GET /api/admin/users', access: 'permission', expect: userAdmin(200, 200) },
  { route: 'GET /api/admin/users/:id', access: 'permission', target: fresh, expect: userAdmin(200, 200) },
  {
    route: 'POST /api/admin/invitations',
    access: 'permission',
    target: async () => ({
      body: { email: `matrix-${++invites}@admin.test`, name: 'Matrix', role: 'member' },
    }),
    expect: userAdmin(201, 201),
  },
  {
    route: 'POST /api/admin/users/:id/invitation/resend',
    access: 'permission',
    target: freshInvite,
    expect: userAdmin(200, 200),
  },
  {
    route: 'DELETE /api/admin/users/:id/invitation',
    access: 'permission',
    target: freshInvite,
    expect: userAdmin(200, 200),
  },
  {
    route: 'PATCH /api/admin/users/:id',
    access: 'permission',
    target: async () => ({ ...(await fresh()), body: { name: 'Renamed by matrix' } }),
    expect: userAdmin(200, 403),
  },
  {
    route: 'PUT /api/admin/users/:id/permissions',
    access: 'permission',
    target: async () => ({ ...(await fresh()), body: { granted: ['system:analytics'], removed: [] } }),
    expect: userAdmin(200, 403),
  },
  {
    route: 'DELETE /api/admin/users/:id/permissions',
    access: 'permission',
    target: fresh,
    expect: userAdmin(200, 403),
  },
  {
    route: 'DELETE /api/admin/users/:id/sessions/:sessionId',
    access: 'permission',
    target: async () => {
      const a = await plainAccount(server);
      return { id: a.id, sessionId: a.sessionId };
    },
    expect: userAdmin(200, 403),
  },
  {
    route: 'DELETE /api/admin/users/:id/sessions',
    access: 'permission',
    target: fresh,
    expect: userAdmin(200, 403),
  },
  {
    route: 'POST /api/admin/users/:id/password-reset',
    access: 'permission',
    target: fresh,
    expect: userAdmin(200, 403),
  },
  {
    route: 'POST /api/admin/users/:id/clear-lockout',
    access: 'permission',
    target: fresh,
    expect: userAdmin(200, 403),
  },
  {
    route: 'POST /api/admin/users/:id/disable',
    access: 'permission',
    target: fresh,
    expect: userAdmin(200, 403),
  },
  {
    route: 'POST /api/admin/users/:id/enable',
    access: 'permission',
    target: async () => {
      const t = await fresh();
      const r = await server.call('POST', `/api/admin/users/${t.id}/disable`, { token: who.admin.token });
      if (r.status !== 200) throw new Error(`disable: ${r.status}`);
      return t;
    },
    expect: userAdmin(200, 403),
  },
  // user:delete: staff do not hold it.
  {
    route: 'POST /api/admin/users/:id/erase',
    access: 'permission',
    target: fresh,
    expect: userAdmin(200, 403),
  },

  { route: 'GET /api/admin/settings', access: 'permission', expect: adminOnly(200) },
  {
    route: 'PATCH /api/admin/settings',
    access: 'permission',
    target: async () => ({ body: { registration: { open: true } } }),
    expect: adminOnly(200),
  },
  { route: 'POST /api/admin/settings/test-mail', access: 'permission', expect: adminOnly(200) },
  {
    route: 'GET /api/recruitment/lists',
    access: 'permission',
    expect: { member: 403, employer: 200, staff: 200, admin: 200 },
  },

  { route: 'GET /api/admin/audit', access: 'permission', expect: adminOnly(200) },
  { route: 'GET /api/admin/audit/export', access: 'permission', expect: adminOnly(200) },
  { route: 'GET /api/admin/sign-ins', access: 'permission', expect: adminOnly(200) },
  { route: 'GET /api/admin/mail', access: 'permission', expect: adminOnly(200) },
  {
    route: 'POST /api/admin/mail/:id/retry',
    access: 'permission',
    target: async () => ({ id: await failedMail(server) }),
    expect: adminOnly(200),
  },

  // The invitee's side is public: an unknown token is a 400 for every caller.
  {
    route: 'POST /api/auth/invitation',
    access: 'public',
    target: async () => ({ body: { token: 'x'.repeat(43) } }),
    expect: everyone(400),
  },
  {
    route: 'POST /api/auth/invitation/accept',
    access: 'public',
    target: async () => ({ body: { token: 'x'.repeat(43), password: 'Password123' } }),
    expect: everyone(400),
  },
];

// The payments (issue 19) have their own matrix: test/billing-access.test.ts.
const ADMIN_ROUTES = /^\/api\/(admin\/(?!payments)|recruitment\/lists|auth\/invitation)/;

beforeAll(async () => {
  server = await startTestServer();
  await server.ctx.outbox.stop();
  const mail = outboxReader(server);
  const [admin, staff, employer, member] = await Promise.all([
    adminActor(server),
    actor(server, mail, 'staff', 'staff@admin-matrix.test'),
    actor(server, mail, 'employer', 'employer@admin-matrix.test'),
    actor(server, mail, 'member', 'member@admin-matrix.test'),
  ]);
  Object.assign(who, { admin, staff, employer, member });
}, 240_000);

afterAll(async () => {
  await server.stop();
});

describe('administration routes × roles', () => {
  it('has one row for every administration route the server registers', () => {
    const registered = registeredRoutes(server, (url) => ADMIN_ROUTES.test(url));
    expect(ROWS.map((r) => r.route).sort()).toEqual(registered);
  });

  it('answers each caller with the exact status', async () => {
    const mismatches: string[] = [];
    for (const row of ROWS) {
      for (const caller of ['anon', 'member', 'employer', 'staff', 'admin'] as const) {
        const guarded = caller === 'anon' && row.access !== 'public';
        const wanted = guarded ? 401 : row.expect[caller];
        if (wanted === undefined) {
          mismatches.push(`${row.route}: no status for ${caller}`);
          continue;
        }
        const refused = guarded || wanted === 403;
        const target = refused && row.access !== 'public' ? {} : ((await row.target?.(caller)) ?? {});
        const [method, pattern] = row.route.split(' ') as [string, string];
        const url = pattern
          .replace(':sessionId', target.sessionId ?? ZERO_ID)
          .replace(':id', target.id ?? ZERO_ID);
        const body = method === 'GET' || method === 'DELETE' ? undefined : (target.body ?? {});
        const reply = await server.call(method, url, {
          token: caller === 'anon' ? undefined : who[caller].token,
          body,
        });
        if (reply.status !== wanted) {
          mismatches.push(
            `${row.route} as ${caller}: ${reply.status} (wanted ${wanted}) ${JSON.stringify(reply.body).slice(0, 160)}`,
          );
        }
      }
    }
    expect(mismatches).toEqual([]);
  }, 240_000);
});
