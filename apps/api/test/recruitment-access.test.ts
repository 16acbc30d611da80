import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { queryRows } from '../src/db/client';
import { startTestServer } from './harness';
import type { TestServer } from './harness';
import { outboxReader } from './admin';
import {
  actor,
  adminActor,
  companyIdOf,
  joinByInvitation,
  postForm,
  sampleJob,
  samplePdf,
  startInterviewNow,
} from './recruitment';
import type { Actor } from './recruitment';
import { registeredRoutes } from './routes';

/**
 * Every recruitment route × every role, with the exact status (decision 200, decision 290), and the company
 * dimension of issue 10 (decision 600): employer A is company A's owner (Enterprise), with a recruiter and an
 * interviewer who sits on A's seeded interview; employer B owns company B.
 *
 * Two tenants, A and B: employer A owns posting A, member A applied to it; the same for B. The
 * callers are anonymous, member A, employer A, staff and admin. A route that reaches a record is
 * called on A's record and on B's: member A and employer A are at home on A's and strangers on B's;
 * staff and admin are at home on both. Mutating routes get a fresh record for every call, so the
 * order of the rows does not matter. A route registered without a row here fails the first test.
 */

type Caller = 'anon' | 'member' | 'employer' | 'recruiter' | 'interviewer' | 'staff' | 'admin';
type Owner = 'A' | 'B';
type Access = 'public' | 'authenticated' | 'permission';
type Target = {
  id?: string;
  body?: unknown;
  form?: { fields: Record<string, string>; file?: { name: string; data: Buffer } };
};
type Reply = { status: number; body: Record<string, unknown> };
type Row = {
  /** Method and path as registered, `:id` for the parameter. */
  route: string;
  access: Access;
  /** Set when the route reaches a record of A or of B: statuses are then [on A's, on B's]. */
  owned?: boolean;
  /** The id, body or form of one call; mutating rows create a fresh record here unless `refused`. */
  target?: (owner: Owner, caller: Caller, refused: boolean) => Promise<Target>;
  /** The status for each caller that passes the guard (anonymous and refused members are implied). */
  expect: Partial<Record<Caller, number | [number, number]>>;
  /** More than the status, for replies that are 200 either way (bulk). */
  check?: (reply: Reply, owner: Owner, caller: Caller) => void;
};

const ZERO_ID = '00000000-0000-4000-8000-000000000000';

let server: TestServer;
const who = {} as Record<Exclude<Caller, 'anon'> | 'memberB' | 'employerB', Actor>;
/** Interview routes a company's interviewer may call (permission interview:feedback). */
const FEEDBACK_ROUTES = new Set([
  'GET /api/interviews',
  'GET /api/interviews/:id',
  'PUT /api/interviews/:id/feedback',
]);
/** Seeded records of each tenant, read but never changed by the rows. */
const seed = {} as Record<
  Owner,
  { job: string; app: string; cv: string; candidate: string; interview: string }
>;
let sourcedId: string;
/** A tombstone of each tenant (decision 1125): an interview A's, and one B's, deleted. */
const gone = {} as Record<Owner, string>;

const memberOf = (o: Owner) => (o === 'A' ? who.member : who.memberB);
const employerOf = (o: Owner) => (o === 'A' ? who.employer : who.employerB);

async function ok(res: Promise<Reply>, status: number, what: string): Promise<Record<string, unknown>> {
  const reply = await res;
  if (reply.status !== status) throw new Error(`${what}: ${reply.status} ${JSON.stringify(reply.body)}`);
  return reply.body;
}

// ---- Fresh records, through the API ----

async function freshJob(owner: Owner, status: 'draft' | 'published' | 'closed' = 'published') {
  const token = employerOf(owner).token;
  const body = await ok(server.call('POST', '/api/jobs', { token, body: sampleJob() }), 201, 'job');
  const id = (body.job as { id: string }).id;
  if (status !== 'draft') await ok(server.call('POST', `/api/jobs/${id}/publish`, { token }), 200, 'publish');
  if (status === 'closed') await ok(server.call('POST', `/api/jobs/${id}/close`, { token }), 200, 'close');
  return id;
}

async function freshApplication(owner: Owner) {
  const job = await freshJob(owner);
  const body = await ok(
    server.call('POST', `/api/jobs/${job}/applications`, {
      token: memberOf(owner).token,
      body: { cover_letter: 'Matrix' },
    }),
    201,
    'apply',
  );
  return (body.application as { id: string }).id;
}

/** Interview slots an hour apart from a month ahead, so no two interviews ever clash. */
let slot = 0;
const nextSlot = () =>
  new Date(server.clock.now().getTime() + 30 * 86_400_000 + slot++ * 3_600_000).toISOString();

/**
 * Who a caller may name: a company's people its members; staff/admin also themselves (decisions 206, 600). A's
 * interviews staff schedule include A's interviewer, who then sits on them.
 */
function interviewBody(owner: Owner, caller: Caller) {
  const ids =
    caller === 'employer' || caller === 'recruiter'
      ? [employerOf(owner).userId]
      : [
          employerOf(owner).userId,
          who.staff.userId,
          who.admin.userId,
          ...(owner === 'A' ? [who.interviewer.userId] : []),
        ];
  return { starts_at: nextSlot(), duration_minutes: 30, type: 'video', interviewer_ids: ids };
}

/** Scheduled by staff with the posting's owner, staff and admin as interviewers. */
async function freshInterview(owner: Owner) {
  const app = await freshApplication(owner);
  const body = await ok(
    server.call('POST', `/api/applications/${app}/interviews`, {
      token: who.staff.token,
      body: interviewBody(owner, 'staff'),
    }),
    201,
    'interview',
  );
  return (body.interview as { id: string }).id;
}

/** A fresh interview that has started: feedback opens at the start (decision 1108). */
async function startedInterview(owner: Owner) {
  const id = await freshInterview(owner);
  await startInterviewNow(server, id);
  return id;
}

async function freshSourced(name: string) {
  const body = await ok(
    server.call('POST', '/api/candidates', { token: who.staff.token, body: { name } }),
    201,
    'sourced',
  );
  return (body.candidate as { id: string }).id;
}

// ---- The table ----

/** A management route on a record: employer A at home on A's, 404 on B's; staff and admin on both. */
const onRecord = (status: number): Row['expect'] => ({
  employer: [status, 404],
  staff: [status, status],
  admin: [status, status],
});
const managing = (status: number): Row['expect'] => ({ employer: status, staff: status, admin: status });
const staffOnly = (status: number): Row['expect'] => ({ employer: 403, staff: status, admin: status });

const ROWS: Row[] = [
  // Public board
  { route: 'GET /api/jobs', access: 'public', expect: { anon: 200, member: 200, ...managing(200) } },
  { route: 'GET /api/jobs/cities', access: 'public', expect: { anon: 200, member: 200, ...managing(200) } },
  {
    route: 'GET /api/jobs/:id/related',
    access: 'public',
    owned: true,
    target: async (o) => ({ id: seed[o].job }),
    expect: {
      anon: [200, 200],
      member: [200, 200],
      employer: [200, 200],
      staff: [200, 200],
      admin: [200, 200],
    },
  },
  {
    route: 'GET /api/jobs/:id',
    access: 'public',
    owned: true,
    target: async (o) => ({ id: seed[o].job }),
    // Public: every caller sees a published posting of either tenant.
    expect: {
      anon: [200, 200],
      member: [200, 200],
      employer: [200, 200],
      staff: [200, 200],
      admin: [200, 200],
    },
  },

  // Saved jobs and the member's own profile, CVs and applications
  { route: 'GET /api/me/saved-jobs', access: 'authenticated', expect: { member: 200, ...managing(200) } },
  {
    route: 'PUT /api/me/saved-jobs/:id',
    access: 'authenticated',
    target: async () => ({ id: await freshJob('B') }),
    expect: { member: 200, ...managing(200) },
  },
  {
    route: 'DELETE /api/me/saved-jobs/:id',
    access: 'authenticated',
    target: async (_o, caller) => {
      const id = await freshJob('B');
      await ok(
        server.call('PUT', `/api/me/saved-jobs/${id}`, { token: who[caller as 'member'].token }),
        200,
        'save',
      );
      return { id };
    },
    expect: { member: 200, ...managing(200) },
  },
  {
    route: 'GET /api/me/candidate-profile',
    access: 'authenticated',
    expect: { member: 200, ...managing(200) },
  },
  {
    route: 'PUT /api/me/candidate-profile',
    access: 'authenticated',
    target: async () => ({ body: { headline: 'Matrix headline', open_to_employers: false } }),
    expect: { member: 200, ...managing(200) },
  },
  {
    route: 'POST /api/me/cvs',
    access: 'authenticated',
    target: async () => ({ form: { fields: {}, file: { name: 'cv.pdf', data: samplePdf() } } }),
    expect: { member: 201, ...managing(201) },
  },
  { route: 'GET /api/me/cvs', access: 'authenticated', expect: { member: 200, ...managing(200) } },
  {
    route: 'GET /api/cvs/:id',
    access: 'authenticated',
    owned: true,
    target: async (o) => ({ id: seed[o].cv }),
    expect: { member: [200, 404], ...onRecord(200) },
  },
  {
    // The CV shown in the page (issue 18, decision 1105): the download's rule.
    route: 'GET /api/cvs/:id/view',
    access: 'authenticated',
    owned: true,
    target: async (o) => ({ id: seed[o].cv }),
    expect: { member: [200, 404], ...onRecord(200) },
  },
  {
    route: 'POST /api/jobs/:id/applications',
    access: 'authenticated',
    target: async () => ({ id: await freshJob('B'), body: { cover_letter: 'Matrix' } }),
    expect: { member: 201, ...managing(403) },
  },
  { route: 'GET /api/me/applications', access: 'authenticated', expect: { member: 200, ...managing(200) } },
  {
    route: 'GET /api/me/applications/:id',
    access: 'authenticated',
    owned: true,
    target: async (o) => ({ id: seed[o].app }),
    expect: { member: [200, 404], employer: [404, 404], staff: [404, 404], admin: [404, 404] },
  },
  {
    route: 'POST /api/me/applications/:id/withdraw',
    access: 'authenticated',
    owned: true,
    target: async (o, _c, refused) => ({
      id: refused ? seed[o].app : await freshApplication(o),
      body: { reason: 'Matrix' },
    }),
    expect: { member: [200, 404], employer: [404, 404], staff: [404, 404], admin: [404, 404] },
  },

  // Company profile
  { route: 'GET /api/employer/company', access: 'permission', expect: managing(200) },
  {
    route: 'PUT /api/employer/company',
    access: 'permission',
    target: async () => ({ body: { name: 'Matrix Co' } }),
    // Only the company's owner edits its profile (issue 10).
    expect: { ...managing(200), recruiter: 403 },
  },

  // Postings
  { route: 'GET /api/manage/jobs', access: 'permission', expect: managing(200) },
  {
    route: 'GET /api/manage/jobs/:id',
    access: 'permission',
    owned: true,
    target: async (o) => ({ id: seed[o].job }),
    expect: onRecord(200),
  },
  {
    route: 'POST /api/jobs',
    access: 'permission',
    target: async () => ({ body: sampleJob({ company: 'Matrix Co' }) }),
    expect: managing(201),
  },
  {
    route: 'PUT /api/jobs/:id',
    access: 'permission',
    owned: true,
    target: async (o, _c, refused) => ({
      id: refused ? seed[o].job : await freshJob(o, 'draft'),
      body: sampleJob({ title: 'Edited' }),
    }),
    expect: onRecord(200),
  },
  {
    route: 'POST /api/jobs/:id/publish',
    access: 'permission',
    owned: true,
    target: async (o, _c, refused) => ({ id: refused ? seed[o].job : await freshJob(o, 'draft') }),
    expect: onRecord(200),
  },
  {
    route: 'POST /api/jobs/:id/close',
    access: 'permission',
    owned: true,
    target: async (o, _c, refused) => ({ id: refused ? seed[o].job : await freshJob(o, 'published') }),
    expect: onRecord(200),
  },
  {
    route: 'POST /api/jobs/:id/reopen',
    access: 'permission',
    owned: true,
    target: async (o, _c, refused) => ({ id: refused ? seed[o].job : await freshJob(o, 'closed') }),
    expect: onRecord(200),
  },
  {
    route: 'POST /api/jobs/:id/duplicate',
    access: 'permission',
    owned: true,
    target: async (o, _c, refused) => ({ id: refused ? seed[o].job : await freshJob(o, 'published') }),
    expect: onRecord(201),
  },

  // Interview kits (issue 18, decision 1111): the posting's managers; a company's interviewer is the guard's (403),
  // another company's posting 404.
  {
    route: 'GET /api/jobs/:id/interview-kits',
    access: 'permission',
    owned: true,
    target: async (o) => ({ id: seed[o].job }),
    expect: onRecord(200),
  },
  {
    route: 'PUT /api/jobs/:id/interview-kits/:stage',
    access: 'permission',
    owned: true,
    target: async (o, _c, refused) => ({
      id: refused ? seed[o].job : await freshJob(o),
      body: { questions: [{ text: 'Matrix question?' }], attributes: [{ name: 'Matrix' }] },
    }),
    expect: onRecord(200),
  },

  // Pipeline
  {
    route: 'GET /api/jobs/:id/board',
    access: 'permission',
    owned: true,
    target: async (o) => ({ id: seed[o].job }),
    expect: onRecord(200),
  },
  { route: 'GET /api/applications', access: 'permission', expect: managing(200) },
  {
    route: 'GET /api/applications/:id',
    access: 'permission',
    owned: true,
    target: async (o) => ({ id: seed[o].app }),
    expect: onRecord(200),
  },
  {
    // The CV of an application, for API keys with applications:read (decision 1193): the application's rule.
    route: 'GET /api/applications/:id/cv',
    access: 'permission',
    owned: true,
    target: async (o) => ({ id: seed[o].app }),
    expect: onRecord(200),
  },
  {
    // Adding a candidate (decision 560): a fresh posting of the tenant, and its member's candidate record, which
    // A's team may see (it applied to A's posting). A's team on B's posting: 404.
    route: 'POST /api/jobs/:id/candidates',
    access: 'permission',
    owned: true,
    target: async (o, _c, refused) => ({
      id: refused ? seed[o].job : await freshJob(o),
      body: { candidate_id: seed[o].candidate },
    }),
    expect: onRecord(201),
  },
  {
    route: 'POST /api/applications/:id/move',
    access: 'permission',
    owned: true,
    target: async (o, _c, refused) => ({
      id: refused ? seed[o].app : await freshApplication(o),
      body: { stage: 'screening' },
    }),
    expect: onRecord(200),
  },
  // Rejecting with a mail template (issue 18, decisions 1102-1104)
  {
    route: 'GET /api/applications/:id/rejection-draft',
    access: 'permission',
    owned: true,
    target: async (o) => ({ id: seed[o].app }),
    expect: onRecord(200),
  },
  {
    route: 'POST /api/applications/:id/reject',
    access: 'permission',
    owned: true,
    target: async (o, _c, refused) => ({
      id: refused ? seed[o].app : await freshApplication(o),
      body: { reason: 'Matrix', mail: null },
    }),
    expect: onRecord(200),
  },
  {
    route: 'GET /api/applications/:id/rejection-mail',
    access: 'permission',
    owned: true,
    target: async (o) => ({ id: seed[o].app }),
    expect: onRecord(200),
  },
  {
    // The seeded application has no rejection mail: past the guard and the tenant, "none to cancel".
    route: 'POST /api/applications/:id/rejection-mail/cancel',
    access: 'permission',
    owned: true,
    target: async (o) => ({ id: seed[o].app }),
    expect: { employer: [404, 404], staff: [404, 404], admin: [404, 404] },
  },
  // Notifications and new-application alerts (issue 18, decisions 1100-1101)
  {
    route: 'GET /api/me/notifications',
    access: 'authenticated',
    expect: { member: 200, ...managing(200) },
  },
  {
    route: 'POST /api/me/notifications/read',
    access: 'authenticated',
    target: async () => ({ body: {} }),
    expect: { member: 200, ...managing(200) },
  },
  { route: 'GET /api/me/application-alerts', access: 'permission', expect: managing(200) },
  {
    route: 'PUT /api/me/application-alerts',
    access: 'permission',
    target: async () => ({ body: { mode: 'each' } }),
    expect: managing(200),
  },
  {
    route: 'POST /api/applications/bulk',
    access: 'permission',
    owned: true,
    target: async (o, _c, refused) => ({
      body: { ids: [refused ? seed[o].app : await freshApplication(o)], action: 'move', stage: 'offer' },
    }),
    // Always 200: the reply reports each application, and another tenant's as "does not exist".
    expect: { employer: [200, 200], staff: [200, 200], admin: [200, 200] },
    check: (reply, owner, caller) => {
      const mine = owner === 'A' || (caller !== 'employer' && caller !== 'recruiter');
      expect(reply.body.updated, `bulk ${caller} on ${owner}`).toBe(mine ? 1 : 0);
      if (!mine) {
        expect((reply.body.results as Array<{ message?: string }>)[0]?.message).toBe(
          'This application does not exist.',
        );
      }
    },
  },
  {
    route: 'PATCH /api/applications/:id/rating',
    access: 'permission',
    owned: true,
    target: async (o, _c, refused) => ({
      id: refused ? seed[o].app : await freshApplication(o),
      body: { rating: 3 },
    }),
    expect: onRecord(200),
  },
  {
    route: 'GET /api/applications/:id/notes',
    access: 'permission',
    owned: true,
    target: async (o) => ({ id: seed[o].app }),
    expect: onRecord(200),
  },
  {
    route: 'POST /api/applications/:id/notes',
    access: 'permission',
    owned: true,
    target: async (o, _c, refused) => ({
      id: refused ? seed[o].app : await freshApplication(o),
      body: { body: 'Matrix note' },
    }),
    expect: onRecord(201),
  },

  // Interviews
  {
    route: 'POST /api/applications/:id/interviews',
    access: 'permission',
    owned: true,
    target: async (o, caller, refused) => ({
      id: refused ? seed[o].app : await freshApplication(o),
      body: interviewBody(o, caller),
    }),
    expect: onRecord(201),
  },
  {
    route: 'GET /api/applications/:id/interviewers',
    access: 'permission',
    owned: true,
    target: async (o) => ({ id: seed[o].app }),
    expect: onRecord(200),
  },
  // What an API key with interviews:read reads (decision 1120): those who manage interviews, on their company's.
  {
    route: 'GET /api/manage/interviews',
    access: 'permission',
    expect: managing(200),
    check: (reply, _o, caller) => {
      const ids = (reply.body.interviews as Array<{ id: string }>).map((i) => i.id);
      expect(ids).toContain(seed.A.interview);
      expect(ids.includes(seed.B.interview)).toBe(caller === 'staff' || caller === 'admin');
    },
  },
  {
    route: 'GET /api/manage/interviews/deleted',
    access: 'permission',
    expect: managing(200),
    check: (reply, _o, caller) => {
      const ids = (reply.body.interviews as Array<{ id: string }>).map((i) => i.id);
      expect(ids).toContain(gone.A);
      expect(ids.includes(gone.B)).toBe(caller === 'staff' || caller === 'admin');
    },
  },
  {
    route: 'GET /api/manage/interviews/:id',
    access: 'permission',
    owned: true,
    target: async (o) => ({ id: seed[o].interview }),
    expect: onRecord(200),
  },
  { route: 'GET /api/interviews', access: 'permission', expect: { ...managing(200), interviewer: 200 } },
  {
    route: 'GET /api/interviews/:id',
    access: 'permission',
    owned: true,
    target: async (o) => ({ id: seed[o].interview }),
    expect: { ...onRecord(200), interviewer: [200, 404] },
  },
  {
    route: 'PUT /api/interviews/:id',
    access: 'permission',
    owned: true,
    target: async (o, caller, refused) => ({
      id: refused ? seed[o].interview : await freshInterview(o),
      body: interviewBody(o, caller),
    }),
    expect: onRecord(200),
  },
  {
    route: 'POST /api/interviews/:id/cancel',
    access: 'permission',
    owned: true,
    target: async (o, _c, refused) => ({ id: refused ? seed[o].interview : await freshInterview(o) }),
    expect: onRecord(200),
  },
  {
    route: 'PUT /api/interviews/:id/feedback',
    access: 'permission',
    owned: true,
    target: async (o, _c, refused) => ({
      id: refused ? seed[o].interview : await startedInterview(o),
      body: { score: 4, recommendation: 'yes' },
    }),
    // Feedback is the interviewers' own: A's recruiter does not sit on the interview, A's interviewer does.
    expect: { ...onRecord(200), recruiter: [403, 404], interviewer: [200, 404] },
  },

  // Candidates
  { route: 'GET /api/candidates', access: 'permission', expect: managing(200) },
  { route: 'GET /api/candidates/unlocks', access: 'permission', expect: managing(200) },
  {
    route: 'GET /api/candidates/:id',
    access: 'permission',
    owned: true,
    target: async (o) => ({ id: seed[o].candidate }),
    expect: onRecord(200),
  },
  {
    // The candidate's CV, for API keys with candidates:read (decision 1205): the candidate's rule, contact shown.
    route: 'GET /api/candidates/:id/cv',
    access: 'permission',
    owned: true,
    target: async (o) => ({ id: seed[o].candidate }),
    expect: onRecord(200),
  },
  {
    route: 'POST /api/candidates',
    access: 'permission',
    target: async () => ({ body: { name: 'Matrix Sourced' } }),
    expect: staffOnly(201),
  },
  {
    route: 'POST /api/candidates/:id/merge',
    access: 'permission',
    target: async () => ({
      id: await freshSourced('Matrix Survivor'),
      body: { otherId: await freshSourced('Matrix Duplicate') },
    }),
    expect: staffOnly(200),
  },
  {
    route: 'POST /api/candidates/:id/unlock',
    access: 'permission',
    owned: true,
    // Member A applied to A's posting: visible to employer A already, so unlocking it is free.
    target: async (o) => ({ id: seed[o].candidate }),
    expect: onRecord(200),
  },
];

/** Routes that are not recruitment (foundation's auth, plans, contact and health have their own tests). */
// Administration (issue 9) has its own matrix: test/admin-access.test.ts.
// The API's description and reference (issue 14) are public and tested in test/openapi.test.ts.
// Projects, approvals, the blog and resources (issue 12) have their own matrix: test/publishing-access.test.ts.
// Analytics, support and messages (issues 11 and 13) have theirs: test/{analytics,support,messages}-access.test.ts.
const NOT_RECRUITMENT =
  /^\/api\/(auth\/|auth$|health|contact|account|admin\/|recruitment\/lists|job-alerts|billing|company\/|me\/projects|projects|approvals|content\/|blog\/|resources|me\/resources|openapi\.json$|docs($|\/)|analytics($|\/)|support\/|messages\/|applications\/:id\/offer-outcome$)/;

beforeAll(async () => {
  server = await startTestServer();
  // The mails stay in the outbox, unsent: sign-ups read their codes from the rows, and sending the
  // hundreds the matrix causes (moves, invitations) would only compete with it for the database.
  await server.ctx.outbox.stop();
  // Sign-ups read their code from the outbox rows (the worker is stopped; nothing is sent).
  const mail = outboxReader(server);
  // Sign-ups hash passwords; in parallel they take the time of one.
  const [admin, staff, employer, employerB, member, memberB] = await Promise.all([
    adminActor(server),
    actor(server, mail, 'staff', 'staff@matrix.test'),
    actor(server, mail, 'employer', 'hr@a.matrix.test', { plan: 'premium' }),
    actor(server, mail, 'employer', 'hr@b.matrix.test'),
    actor(server, mail, 'member', 'member@a.matrix.test', { name: 'Member A' }),
    actor(server, mail, 'member', 'member@b.matrix.test', { name: 'Member B' }),
  ]);
  Object.assign(who, { admin, staff, employer, employerB, member, memberB });
  // Company A's recruiter and interviewer join through the owner's invitations (issue 10).
  for (const role of ['recruiter', 'interviewer'] as const) {
    who[role] = await joinByInvitation(server, employer, `${role}@a.matrix.test`, role, `Matrix ${role}`);
  }

  for (const o of ['A', 'B'] as const) {
    const employerToken = employerOf(o).token;
    const memberToken = memberOf(o).token;
    await ok(
      server.call('PUT', '/api/employer/company', { token: employerToken, body: { name: `Company ${o}` } }),
      200,
      'company',
    );
    const job = await freshJob(o);
    // Not open to employers: only the tenant the member applied to may see the candidate.
    const profile = await ok(
      server.call('PUT', '/api/me/candidate-profile', {
        token: memberToken,
        body: { headline: `Member ${o}`, open_to_employers: false },
      }),
      200,
      'profile',
    );
    const cv = await postForm(server, '/api/me/cvs', memberToken, {}, { name: 'cv.pdf', data: samplePdf() });
    if (cv.status !== 201) throw new Error(`cv: ${cv.status}`);
    const applied = await ok(
      server.call('POST', `/api/jobs/${job}/applications`, {
        token: memberToken,
        body: { cover_letter: `Hello from ${o}`, cv_id: (cv.body.cv as { id: string }).id },
      }),
      201,
      'apply',
    );
    const appId = (applied.application as { id: string }).id;
    const interview = await ok(
      server.call('POST', `/api/applications/${appId}/interviews`, {
        token: employerToken,
        body: {
          ...interviewBody(o, 'employer'),
          interviewer_ids: interviewBody(o, 'staff')
            .interviewer_ids.slice(0, 1)
            .concat(o === 'A' ? [who.interviewer.userId] : []),
        },
      }),
      201,
      'seed interview',
    );
    const interviewId = (interview.interview as { id: string }).id;
    if (o === 'A') {
      await startInterviewNow(server, interviewId);
      await ok(
        server.call('PUT', `/api/interviews/${interviewId}/feedback`, {
          token: employerToken,
          body: { score: 4, recommendation: 'yes', comments: 'Seeded' },
        }),
        200,
        'feedback',
      );
    }
    await ok(
      server.call('POST', `/api/applications/${appId}/notes`, {
        token: employerToken,
        body: { body: 'Seeded' },
      }),
      201,
      'note',
    );
    await ok(
      server.call('PATCH', `/api/applications/${appId}/rating`, {
        token: employerToken,
        body: { rating: 4 },
      }),
      200,
      'rating',
    );
    seed[o] = {
      job,
      app: appId,
      cv: (cv.body.cv as { id: string }).id,
      candidate: (profile.profile as { id: string }).id,
      interview: interviewId,
    };
  }
  sourcedId = await freshSourced('Sourced Matrix');
  for (const [o, id] of [
    ['A', '00000000-0000-4000-8000-00000000000a'],
    ['B', '00000000-0000-4000-8000-00000000000b'],
  ] as const) {
    gone[o] = id;
    await queryRows(
      server.ctx.db,
      sql`insert into interview_deletions (interview_id, company_id)
          values (${id}, ${await companyIdOf(server, employerOf(o).userId)})`,
    );
  }
}, 60_000);

afterAll(async () => {
  await server.stop();
});

async function send(row: Row, caller: Caller, target: Target): Promise<Reply> {
  const [method, pattern] = row.route.split(' ') as [string, string];
  const url = pattern.replace(':id', target.id ?? ZERO_ID).replace(':stage', 'interview');
  const token = caller === 'anon' ? undefined : who[caller].token;
  if (target.form) {
    return postForm(server, url, token, target.form.fields, target.form.file);
  }
  const body = method === 'GET' || method === 'DELETE' ? undefined : (target.body ?? {});
  return server.call(method, url, { token, body });
}

describe('recruitment routes × roles', () => {
  it('has one row for every recruitment route the server registers, and no other', () => {
    const registered = registeredRoutes(
      server,
      (url) => url.startsWith('/api/') && !NOT_RECRUITMENT.test(url),
    );
    expect(ROWS.map((r) => r.route).sort()).toEqual(registered);
  });

  it('answers each caller with the exact status on its own records and on the other tenant’s', async () => {
    const mismatches: string[] = [];
    let cells = 0;
    const callers: Caller[] = ['anon', 'member', 'employer', 'recruiter', 'interviewer', 'staff', 'admin'];
    const runRow = async (row: Row) => {
      for (const caller of callers) {
        const owners: Owner[] = row.owned ? ['A', 'B'] : ['A'];
        for (const [index, owner] of owners.entries()) {
          // The guard answers before any record is read: anonymous 401, members 403 on management, and a
          // company's interviewer 403 on all of it but its interviews (issue 10).
          const guarded =
            (caller === 'anon' && row.access !== 'public') ||
            (caller === 'member' && row.access === 'permission') ||
            (caller === 'interviewer' && row.access === 'permission' && !FEEDBACK_ROUTES.has(row.route));
          // A recruiter does what its owner does; an interviewer, where the guard lets it, what an employer
          // account does, unless the row says otherwise.
          const declared =
            row.expect[caller] ??
            (caller === 'recruiter' || (caller === 'interviewer' && row.access !== 'permission')
              ? row.expect.employer
              : undefined);
          const wanted = guarded
            ? caller === 'anon'
              ? 401
              : 403
            : Array.isArray(declared)
              ? declared[index]
              : declared;
          if (guarded && declared !== undefined) mismatches.push(`${row.route}: ${caller} is the guard's`);
          if (wanted === undefined) {
            mismatches.push(`${row.route}: no status for ${caller}`);
            continue;
          }
          // A call refused with 404 changes nothing: it gets the seeded record, not a fresh one.
          const target = guarded || !row.target ? {} : await row.target(owner, caller, wanted === 404);
          const reply = await send(row, caller, target);
          cells++;
          const label = `${row.route} as ${caller}${row.owned ? ` on ${owner}'s` : ''}`;
          if (reply.status !== wanted) {
            mismatches.push(
              `${label}: ${reply.status} (wanted ${wanted}) ${JSON.stringify(reply.body).slice(0, 160)}`,
            );
          } else if (!guarded && row.check) {
            try {
              row.check(reply, owner, caller);
            } catch (error) {
              mismatches.push(`${label}: ${(error as Error).message}`);
            }
          }
          if (reply.status >= 400 && reply.body.success !== false) {
            mismatches.push(`${label}: no failure shape`);
          }
        }
      }
    };
    // Rows are independent (fresh records, interview slots that never overlap): a few run at once.
    const queue = [...ROWS];
    await Promise.all(
      Array.from({ length: 4 }, async () => {
        for (let row = queue.shift(); row; row = queue.shift()) await runRow(row);
      }),
    );
    expect(mismatches.sort()).toEqual([]);
    // Every route with every caller; those on a record on A's and on B's.
    expect(cells).toBe(ROWS.reduce((n, r) => n + (r.owned ? 2 : 1) * callers.length, 0));
    // About 10 s alone; the margin is for a full run on a busy machine.
  }, 120_000);

  it('keeps a sourced record from employers: 404 on the page and on unlocking, 200 for staff', async () => {
    for (const [method, url] of [
      ['GET', `/api/candidates/${sourcedId}`],
      ['POST', `/api/candidates/${sourcedId}/unlock`],
    ] as const) {
      expect((await server.call(method, url, { token: who.employer.token })).status, url).toBe(404);
      expect((await server.call(method, url, { token: who.staff.token })).status, url).toBe(200);
      expect((await server.call(method, url, { token: who.admin.token })).status, url).toBe(200);
    }
  });
});
