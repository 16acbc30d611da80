import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createSignedLinks } from '../src/lib/signed-link';
import { UNSUBSCRIBE_PURPOSE } from '../src/modules/job-alerts/service';
import { startSmtpTestServer } from './harness';
import type { TestServer } from './harness';
import { actor, adminActor } from './recruitment';
import type { Actor } from './recruitment';
import { registeredRoutes } from './routes';
import type { SmtpPeer } from './smtp-peer';

/**
 * Job alerts' routes (issue 18) × roles, with the exact status. The managing routes need a session and reach only
 * the caller's own alerts (another account's alert is 404, as if it did not exist); the unsubscribe link is public
 * and its signed token is the only key. Each mutating call acts on a fresh alert. A route without a row fails.
 */

type Caller = 'anon' | 'member' | 'employer' | 'staff' | 'admin';
const CALLERS: Caller[] = ['anon', 'member', 'employer', 'staff', 'admin'];
type Call = { path: string; body?: unknown };
type Row = {
  route: string;
  /** The call for a caller: on its own alert, or on member B's when `stranger`. */
  call: (caller: Caller, stranger: boolean) => Promise<Call>;
  /** [on its own alert, on another account's] per signed-in caller; anonymous in `anon`. */
  own: number;
  other: number;
  anon: number;
};

let smtp: SmtpPeer;
let server: TestServer;
const who = {} as Record<Exclude<Caller, 'anon'> | 'memberB', Actor>;
let links: ReturnType<typeof createSignedLinks>;

const ALERT = {
  name: 'Matrix',
  frequency: 'daily',
  search: { q: 'react', location: '', type: null, level: null, remote: false },
};

async function freshAlert(owner: Actor): Promise<string> {
  const res = await server.call('POST', '/api/job-alerts', { token: owner.token, body: ALERT });
  if (res.status !== 201) throw new Error(`alert: ${res.status} ${JSON.stringify(res.body)}`);
  return (res.body.alert as { id: string }).id;
}

const ownerOf = (caller: Caller, stranger: boolean) =>
  stranger || caller === 'anon' ? who.memberB : who[caller];

const ROWS: Row[] = [
  {
    route: 'GET /api/job-alerts',
    call: async () => ({ path: '/api/job-alerts' }),
    own: 200,
    other: 200,
    anon: 401,
  },
  {
    route: 'POST /api/job-alerts',
    call: async () => ({ path: '/api/job-alerts', body: ALERT }),
    own: 201,
    other: 201,
    anon: 401,
  },
  {
    route: 'PATCH /api/job-alerts/:id',
    call: async (caller, stranger) => ({
      path: `/api/job-alerts/${await freshAlert(ownerOf(caller, stranger))}`,
      body: { status: 'paused' },
    }),
    own: 200,
    other: 404,
    anon: 401,
  },
  {
    route: 'DELETE /api/job-alerts/:id',
    call: async (caller, stranger) => ({
      path: `/api/job-alerts/${await freshAlert(ownerOf(caller, stranger))}`,
    }),
    own: 200,
    other: 404,
    anon: 401,
  },
  {
    // Public: the token names the alert, whoever (if anyone) is signed in.
    route: 'GET /api/job-alerts/unsubscribe',
    call: async (caller, stranger) => {
      const token = links.sign(UNSUBSCRIBE_PURPOSE, await freshAlert(ownerOf(caller, stranger)));
      return { path: `/api/job-alerts/unsubscribe?token=${encodeURIComponent(token)}` };
    },
    own: 200,
    other: 200,
    anon: 200,
  },
  {
    route: 'POST /api/job-alerts/unsubscribe',
    call: async (caller, stranger) => ({
      path: '/api/job-alerts/unsubscribe',
      body: { token: links.sign(UNSUBSCRIBE_PURPOSE, await freshAlert(ownerOf(caller, stranger))) },
    }),
    own: 200,
    other: 200,
    anon: 200,
  },
];

beforeAll(async () => {
  ({ server, smtp } = await startSmtpTestServer());
  links = createSignedLinks(server.ctx.config.jwtSecret);
  who.member = await actor(server, smtp, 'member', 'member@alerts-access.test');
  who.memberB = await actor(server, smtp, 'member', 'member-b@alerts-access.test');
  who.employer = await actor(server, smtp, 'employer', 'employer@alerts-access.test');
  who.staff = await actor(server, smtp, 'staff', 'staff@alerts-access.test');
  who.admin = await adminActor(server);
});

afterAll(async () => {
  await server.stop();
});

describe('job alert routes × roles', () => {
  it('has one row for every job-alert route the server registers', () => {
    const registered = registeredRoutes(server, (url) => url.startsWith('/api/job-alerts'));
    expect(ROWS.map((r) => r.route).sort()).toEqual(registered);
  });

  it('answers each caller with the exact status on its own alert and on another account’s', async () => {
    const mismatches: string[] = [];
    for (const row of ROWS) {
      const method = row.route.split(' ')[0]!;
      for (const caller of CALLERS) {
        for (const stranger of caller === 'anon' ? [false] : [false, true]) {
          const { path, body } = await row.call(caller, stranger);
          const token = caller === 'anon' ? undefined : who[caller].token;
          const res = await server.call(method, path, {
            token,
            body: method === 'GET' || method === 'DELETE' ? undefined : (body ?? {}),
          });
          const expected = caller === 'anon' ? row.anon : stranger ? row.other : row.own;
          if (res.status !== expected)
            mismatches.push(`${row.route} ${caller}${stranger ? ' (other’s)' : ''}: ${res.status}`);
        }
      }
    }
    expect(mismatches).toEqual([]);
  });
});
