import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { outboxReader } from './admin';
import { startTestServer } from './harness';
import type { TestServer } from './harness';
import {
  actor,
  adminActor,
  applicant,
  employerWithJob,
  joinByInvitation,
  postForm,
  samplePdf,
} from './recruitment';
import type { Actor, MailReader } from './recruitment';
import { registeredRoutes } from './routes';

/**
 * Messages' routes (issue 13) × roles and company roles, with the exact status. Company A's conversation with its
 * applicant is read by the applicant and by A's owner and recruiter only: A's interviewer, another company, another
 * member, staff and admins get 404, as if it did not exist. Templates are A's owner's and recruiters' (staff keep the
 * platform's own). A route without a row fails.
 */

type Caller =
  'anon' | 'candidate' | 'memberB' | 'ownerA' | 'recruiterA' | 'interviewerA' | 'ownerB' | 'staff' | 'admin';
const CALLERS: Caller[] = [
  'anon',
  'candidate',
  'memberB',
  'ownerA',
  'recruiterA',
  'interviewerA',
  'ownerB',
  'staff',
  'admin',
];
type Call = { path: string; body?: unknown; form?: boolean };
type Row = { route: string; call: () => Promise<Call>; expect: Record<Caller, number> };

let server: TestServer;
let mail: MailReader;
const who = {} as Record<Exclude<Caller, 'anon'>, Actor>;
let applicationId: string;
let conversationId: string;
let attachmentId: number;
let candidateId: string;
let templateId: string;

const all = (status: number, anon = 401): Record<Caller, number> =>
  Object.fromEntries(CALLERS.map((c) => [c, c === 'anon' ? anon : status])) as Record<Caller, number>;
/** The conversation's two sides answer `ok`; everyone else signed in `other`. */
const parties = (ok: number, other = 404): Record<Caller, number> => ({
  ...all(other),
  candidate: ok,
  ownerA: ok,
  recruiterA: ok,
});
/** Company A's owner and recruiter `ok`; company B, staff and admin (other teams) `otherTeam`; the rest 403. */
const teamA = (ok: number, otherTeam: number): Record<Caller, number> => ({
  ...all(403),
  ownerA: ok,
  recruiterA: ok,
  ownerB: otherTeam,
  staff: otherTeam,
  admin: otherTeam,
});

async function freshTemplate(): Promise<string> {
  const res = await server.call('POST', '/api/messages/templates', {
    token: who.ownerA.token,
    body: { name: 'Matrix', body: 'Hello {candidate_name}' },
  });
  if (res.status !== 201) throw new Error(`template: ${res.status}`);
  return (res.body.template as { id: string }).id;
}

const ROWS: Row[] = [
  {
    route: 'GET /api/messages/unread',
    call: async () => ({ path: '/api/messages/unread' }),
    expect: all(200),
  },
  {
    route: 'GET /api/messages/conversations',
    call: async () => ({ path: '/api/messages/conversations' }),
    expect: all(200),
  },
  {
    route: 'GET /api/messages/conversations/:id',
    call: async () => ({ path: `/api/messages/conversations/${conversationId}` }),
    expect: parties(200),
  },
  {
    route: 'POST /api/messages/conversations/:id/read',
    call: async () => ({ path: `/api/messages/conversations/${conversationId}/read`, body: { up_to: 1 } }),
    expect: parties(200),
  },
  {
    route: 'POST /api/messages/conversations/:id/messages',
    call: async () => ({
      path: `/api/messages/conversations/${conversationId}/messages`,
      body: { body: 'Hi' },
    }),
    expect: parties(201),
  },
  {
    route: 'GET /api/messages/applications/:applicationId',
    call: async () => ({ path: `/api/messages/applications/${applicationId}` }),
    expect: parties(200),
  },
  {
    route: 'POST /api/messages/applications/:applicationId/messages',
    call: async () => ({
      path: `/api/messages/applications/${applicationId}/messages`,
      body: { body: 'Hi' },
    }),
    expect: parties(201),
  },
  {
    // Interviewers and members lack application:track (403 at the guard); staff and another company have no right
    // to this candidate (403 in the service).
    route: 'POST /api/messages/candidates/:candidateId/messages',
    call: async () => ({ path: `/api/messages/candidates/${candidateId}/messages`, body: { body: 'Hi' } }),
    expect: teamA(201, 403),
  },
  {
    route: 'GET /api/messages/attachments/:id',
    call: async () => ({ path: `/api/messages/attachments/${attachmentId}` }),
    expect: parties(200),
  },
  {
    route: 'GET /api/messages/templates',
    call: async () => ({ path: '/api/messages/templates' }),
    expect: teamA(200, 200),
  },
  {
    route: 'POST /api/messages/templates',
    call: async () => ({ path: '/api/messages/templates', body: { name: 'Mine', body: 'Text' } }),
    expect: teamA(201, 201),
  },
  {
    route: 'PUT /api/messages/templates/:id',
    call: async () => ({
      path: `/api/messages/templates/${templateId}`,
      body: { name: 'Changed', body: 'Text' },
    }),
    expect: teamA(200, 404),
  },
  {
    route: 'DELETE /api/messages/templates/:id',
    call: async () => ({ path: `/api/messages/templates/${await freshTemplate()}` }),
    expect: teamA(200, 404),
  },
  {
    route: 'GET /api/messages/templates/:id/render',
    call: async () => ({
      path: `/api/messages/templates/${templateId}/render?application_id=${applicationId}`,
    }),
    expect: teamA(200, 404),
  },
];

const joinA = (email: string, role: 'recruiter' | 'interviewer') =>
  joinByInvitation(server, who.ownerA, email, role, role);

beforeAll(async () => {
  server = await startTestServer();
  await server.ctx.outbox.stop();
  mail = outboxReader(server);
  const a = await employerWithJob(server, mail, 'owner-a@messages-access.test', 'Company A', {}, 'premium');
  who.ownerA = a.employer;
  who.recruiterA = await joinA('recruiter-a@messages-access.test', 'recruiter');
  who.interviewerA = await joinA('interviewer-a@messages-access.test', 'interviewer');
  who.ownerB = (await employerWithJob(server, mail, 'owner-b@messages-access.test', 'Company B')).employer;
  const applied = await applicant(server, mail, 'cand@messages-access.test', a.jobId);
  who.candidate = applied;
  applicationId = applied.applicationId;
  who.memberB = await actor(server, mail, 'member', 'member-b@messages-access.test');
  who.staff = await actor(server, mail, 'staff', 'staff@messages-access.test');
  who.admin = await adminActor(server);

  const sent = await postForm(
    server,
    `/api/messages/applications/${applicationId}/messages`,
    who.ownerA.token,
    { body: 'Welcome' },
    { field: 'file', name: 'offer.pdf', data: samplePdf() },
  );
  if (sent.status !== 201) throw new Error(`send: ${sent.status} ${JSON.stringify(sent.body)}`);
  conversationId = sent.body.conversation_id as string;
  attachmentId = (sent.body.message as { id: number }).id;
  const profile = await server.call('GET', '/api/applications/' + applicationId, { token: who.ownerA.token });
  candidateId = (profile.body.application as { candidate: { id: string } }).candidate.id;
  templateId = await freshTemplate();
});

afterAll(async () => {
  await server.stop();
});

describe('message routes × roles and company roles', () => {
  it('has one row for every message route the server registers', () => {
    const registered = registeredRoutes(server, (url) => url.startsWith('/api/messages'));
    expect(ROWS.map((r) => r.route).sort()).toEqual(registered);
  });

  it('answers each caller with the exact status', async () => {
    const mismatches: string[] = [];
    for (const row of ROWS) {
      const method = row.route.split(' ')[0]!;
      for (const caller of CALLERS) {
        const { path, body } = await row.call();
        const res = await server.call(method, path, {
          token: caller === 'anon' ? undefined : who[caller].token,
          body: method === 'GET' || method === 'DELETE' ? undefined : (body ?? {}),
        });
        if (res.status !== row.expect[caller]) mismatches.push(`${row.route} ${caller}: ${res.status}`);
      }
    }
    expect(mismatches).toEqual([]);
  });

  it('lists a conversation only to its two sides', async () => {
    for (const caller of CALLERS.filter((c) => c !== 'anon') as Array<Exclude<Caller, 'anon'>>) {
      const res = await server.call('GET', '/api/messages/conversations', { token: who[caller].token });
      const ids = (res.body.conversations as Array<{ id: string }>).map((c) => c.id);
      expect([caller, ids.includes(conversationId)]).toEqual([
        caller,
        ['candidate', 'ownerA', 'recruiterA'].includes(caller),
      ]);
    }
  });
});
