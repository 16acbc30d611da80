import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { outboxReader } from './admin';
import { startTestServer } from './harness';
import type { TestServer } from './harness';
import { actor, adminActor } from './recruitment';
import { teammate } from './recruiters';
import type { Actor } from './recruitment';
import { registeredRoutes } from './routes';

/**
 * Issue 11's routes × every caller, with the exact status (decision 290's matrix, for analytics; decision 907). The
 * overview is every employer plan's (owner and recruiters); the other recruiting reports answer 402 to Free and Pro;
 * interviewers and members are refused; the platform report is system:analytics's. A route registered without a row
 * fails the first test.
 */

type Caller = 'anon' | 'member' | 'free' | 'pro' | 'owner' | 'recruiter' | 'interviewer' | 'staff' | 'admin';
const CALLERS: Caller[] = [
  'anon',
  'member',
  'free',
  'pro',
  'owner',
  'recruiter',
  'interviewer',
  'staff',
  'admin',
];
type Expect = Record<Caller, number>;
type Row = { route: string; path?: string; body?: unknown; expect: Expect };

const ZERO_ID = '00000000-0000-4000-8000-000000000000';
const row = (overrides: Partial<Expect>, base: number): Expect =>
  ({ ...Object.fromEntries(CALLERS.map((c) => [c, base])), anon: 401, ...overrides }) as Expect;

/** Owner and recruiters of every plan, staff and admins. */
const OVERVIEW = row({ member: 403, interviewer: 403 }, 200);
/** Enterprise's owner and recruiters, staff and admins; Free and Pro are told which plan sells it. */
const ENTERPRISE = row({ member: 403, interviewer: 403, free: 402, pro: 402 }, 200);
const PLATFORM = row({ staff: 200, admin: 200 }, 403);

const REPORTS = [
  'funnel',
  'time-to-hire',
  'time-in-stage',
  'sources',
  'offers',
  'rejections',
  'stale',
  'team',
];
const ROWS: Row[] = [
  { route: 'GET /api/analytics', expect: OVERVIEW },
  { route: 'GET /api/analytics/overview', expect: OVERVIEW },
  { route: 'GET /api/analytics/overview/export', expect: OVERVIEW },
  ...REPORTS.flatMap((r) => [
    { route: `GET /api/analytics/${r}`, expect: ENTERPRISE },
    { route: `GET /api/analytics/${r}/export`, expect: ENTERPRISE },
  ]),
  { route: 'GET /api/analytics/platform', expect: PLATFORM },
  { route: 'GET /api/analytics/platform/export', expect: PLATFORM },
  {
    route: 'GET /api/analytics/applications',
    path: '/api/analytics/applications?metric=current&stage=applied',
    expect: OVERVIEW,
  },
  {
    route: 'GET /api/analytics/applications',
    path: '/api/analytics/applications?metric=reached&stage=interview',
    expect: ENTERPRISE,
  },
  {
    // The tracking tool's (Pro and up); an application nobody can see answers 404.
    route: 'PUT /api/applications/:id/offer-outcome',
    path: `/api/applications/${ZERO_ID}/offer-outcome`,
    body: { outcome: 'accepted' },
    expect: row({ member: 403, interviewer: 403, free: 402 }, 404),
  },
];

const ANALYTICS_ROUTES = /^\/api\/(analytics($|\/)|applications\/:id\/offer-outcome)/;

let server: TestServer;
const who = {} as Record<Exclude<Caller, 'anon'>, Actor>;

beforeAll(async () => {
  server = await startTestServer();
  await server.ctx.outbox.stop();
  const mail = outboxReader(server);
  const [admin, staff, member, free, pro, owner] = await Promise.all([
    adminActor(server),
    actor(server, mail, 'staff', 'staff@matrix.test'),
    actor(server, mail, 'member', 'member@matrix.test'),
    actor(server, mail, 'employer', 'free@matrix.test', { plan: 'free' }),
    actor(server, mail, 'employer', 'pro@matrix.test', { plan: 'standard' }),
    actor(server, mail, 'employer', 'owner@matrix.test', { plan: 'premium' }),
  ]);
  const join = (email: string, role: 'recruiter' | 'interviewer') =>
    teammate(server, owner, email, role, role);
  Object.assign(who, {
    admin,
    staff,
    member,
    free,
    pro,
    owner,
    recruiter: await join('recruiter@matrix.test', 'recruiter'),
    interviewer: await join('interviewer@matrix.test', 'interviewer'),
  });
}, 120_000);

afterAll(async () => {
  await server.stop();
});

describe('analytics routes × callers', () => {
  it('has a row for every analytics route the server registers', () => {
    const registered = registeredRoutes(server, (url) => ANALYTICS_ROUTES.test(url));
    expect([...new Set(ROWS.map((r) => r.route))].sort()).toEqual([...new Set(registered)].sort());
  });

  it('answers each caller with the exact status', async () => {
    const mismatches: string[] = [];
    for (const r of ROWS) {
      const [method, pattern] = r.route.split(' ') as [string, string];
      for (const caller of CALLERS) {
        const reply = await server.call(method, r.path ?? pattern, {
          token: caller === 'anon' ? undefined : who[caller].token,
          body: method === 'GET' ? undefined : r.body,
        });
        if (reply.status !== r.expect[caller]) {
          mismatches.push(`${r.path ?? r.route} as ${caller}: ${reply.status}, wanted ${r.expect[caller]}`);
        }
      }
    }
    expect(mismatches).toEqual([]);
  }, 120_000);

  it('tells each caller which reports it may open', async () => {
    const available = async (caller: Exclude<Caller, 'anon'>) =>
      (await server.call('GET', '/api/analytics', { token: who[caller].token })).body.available;
    expect(await available('free')).toEqual(['overview']);
    expect(await available('pro')).toEqual(['overview']);
    expect(await available('owner')).toEqual(['overview', ...REPORTS]);
    expect(await available('staff')).toEqual(['overview', ...REPORTS, 'platform']);
  });

  it('a Free employer’s 402 names the plan that sells the reports', async () => {
    const res = await server.call('GET', '/api/analytics/funnel', { token: who.free.token });
    expect(res.status).toBe(402);
    expect(String(res.body.message)).toMatch(/Enterprise/);
  });
});
