import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startSmtpTestServer } from './harness';
import type { TestServer } from './harness';
import { actor, adminActor } from './recruitment';
import type { Actor } from './recruitment';
import { registeredRoutes } from './routes';
import type { SmtpPeer } from './smtp-peer';

// Edit Profile's routes (decision 330) × roles: every one needs a session and acts on the caller's own account
// only, so anonymous callers get 401 and every role reaches its own account.

const ROUTES: Array<{ route: string; body?: unknown; ownStatus: number }> = [
  { route: 'GET /api/account', ownStatus: 200 },
  { route: 'PATCH /api/account/name', body: { name: 'Renamed' }, ownStatus: 200 },
  { route: 'PATCH /api/account/locale', body: { locale: 'vi' }, ownStatus: 200 },
  { route: 'POST /api/account/password', body: { new_password: 'x' }, ownStatus: 422 },
  { route: 'POST /api/account/email', body: { new_email: 'not-an-address' }, ownStatus: 422 },
  { route: 'POST /api/account/email/confirm', body: { code: '123456' }, ownStatus: 422 },
  { route: 'GET /api/account/sessions', ownStatus: 200 },
  { route: 'DELETE /api/account/sessions/:id', ownStatus: 404 },
  { route: 'POST /api/account/sessions/revoke-others', ownStatus: 200 },
  { route: 'DELETE /api/account/github', ownStatus: 409 },
  { route: 'POST /api/account/delete', body: { current_password: 'wrong-password' }, ownStatus: 400 },
];

let smtp: SmtpPeer;
let server: TestServer;
const who = {} as Record<'member' | 'employer' | 'staff' | 'admin', Actor>;

beforeAll(async () => {
  ({ server, smtp } = await startSmtpTestServer());
  who.member = await actor(server, smtp, 'member', 'member@account-access.test');
  who.employer = await actor(server, smtp, 'employer', 'employer@account-access.test');
  who.staff = await actor(server, smtp, 'staff', 'staff@account-access.test');
  who.admin = await adminActor(server);
});

afterAll(async () => {
  await server.stop();
});

const call = (route: string, token: string | undefined, body?: unknown) => {
  const [method, path] = route.split(' ') as [string, string];
  const url = path.replace(':id', '00000000-0000-4000-8000-000000000000');
  return server.call(method, url, {
    token,
    body: method === 'GET' || method === 'DELETE' ? undefined : (body ?? {}),
  });
};

describe('account routes × roles', () => {
  it('has one row for every account route the server registers', () => {
    const registered = registeredRoutes(server, (url) => url.startsWith('/api/account'));
    expect(ROUTES.map((r) => r.route).sort()).toEqual(registered);
  });

  it('answers anonymous callers 401 and every role on its own account', async () => {
    const mismatches: string[] = [];
    for (const row of ROUTES) {
      const anon = await call(row.route, undefined, row.body);
      if (anon.status !== 401) mismatches.push(`${row.route} anon: ${anon.status}`);
      for (const [role, actor] of Object.entries(who)) {
        const res = await call(row.route, actor.token, row.body);
        if (res.status !== row.ownStatus)
          mismatches.push(`${row.route} ${role}: ${res.status} ${JSON.stringify(res.body)}`);
      }
    }
    expect(mismatches).toEqual([]);
  });
});
