import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { auditActions, invitationToken } from '../../../test/admin';
import type { TestServer } from '../../../test/harness';
import { clientIp, outboxTo } from '../../../test/helpers';
import {
  actor,
  adminActor,
  employerWithJob,
  postForm,
  registerFromInvitation,
  samplePdf,
  sampleJob,
  startCompanyServer,
  startInterviewNow,
} from '../../../test/recruitment';
import type { Actor, MailReader } from '../../../test/recruitment';

// Issue 10: the company is the tenant — members, invitations, seats, roles, the plan's features, and races.

let server: TestServer;
let mail: MailReader;
let admin: Actor;
let owner: Actor;
let jobId: string;

type Team = {
  name: string;
  your_role: string;
  plan: { name: string } | null;
  seats: { limit: number; used: number; more_with: { name: string } | null };
  unlocks: { limit: number | null; used: number; remaining: number | null };
  members: Array<{ user_id: string; role: string; email: string; upcoming_interviews: number }>;
  invitations: Array<{ id: string; email: string; role: string; expired: boolean }>;
  interviews_to_reassign: number;
  integrations: { included: boolean; offered_by: { name: string; display_name: string } | null };
};

const team = async (who: Actor) => {
  const res = await server.call('GET', '/api/company/team', { token: who.token });
  expect(res.status).toBe(200);
  return res.body.company as Team;
};
const invite = (who: Actor, email: string, role = 'recruiter') =>
  server.call('POST', '/api/company/invitations', { token: who.token, body: { email, role } });
const profile = async (who: Actor) =>
  (await server.call('GET', '/api/auth/profile', { token: who.token })).body.user as {
    role: string;
    permissions: string[];
    company?: { id: string; role: string; plan: string | null } | null;
  };

/** Registers a new address through an invitation link; returns the signed-in teammate. */
const joinAsNew = (email: string, name: string) => registerFromInvitation(server, email, name);

beforeAll(async () => {
  ({ server, mail, owner, jobId } = await startCompanyServer('owner@acme.test', 'Acme'));
  admin = await adminActor(server);
}, 60_000);

afterAll(async () => {
  await server.stop();
});

describe('members and invitations', () => {
  let recruiter: Actor;
  let interviewer: Actor;

  it('shows the owner its company: one member, the plan’s seats, the unlocks', async () => {
    const company = await team(owner);
    expect(company).toMatchObject({ name: 'Acme', your_role: 'owner', plan: { name: 'premium' } });
    expect(company.seats).toMatchObject({ limit: 10, used: 1, more_with: null });
    expect(company.integrations).toEqual({
      included: true,
      offered_by: { name: 'premium', display_name: 'Enterprise' },
    });
    expect(company.members.map((m) => [m.email, m.role])).toEqual([['owner@acme.test', 'owner']]);
    expect((await profile(owner)).permissions).toContain('company:manage');
  });

  it('invites a new address, which registers from the link, joins as recruiter and lands signed in', async () => {
    const sent = await invite(owner, 'Rita@Acme.test');
    expect(sent.status).toBe(201);
    expect(sent.body.invitation).toMatchObject({
      email: 'rita@acme.test',
      role: 'recruiter',
      expired: false,
    });
    expect((await team(owner)).seats.used).toBe(2);
    // The invitation page reads it without signing in; the token travels in the body.
    const token = await invitationToken(server, 'rita@acme.test');
    const lookup = await server.call('POST', '/api/auth/company-invitation', {
      body: { token },
      headers: clientIp(),
    });
    expect(lookup.body.invitation).toMatchObject({
      company: 'Acme',
      role: 'recruiter',
      account_exists: false,
    });
    recruiter = await joinAsNew('rita@acme.test', 'Rita');
    const me = await profile(recruiter);
    expect(me).toMatchObject({ role: 'employer', company: { role: 'recruiter', plan: 'premium' } });
    expect(me.permissions).toEqual(
      expect.arrayContaining(['job:manage', 'application:track', 'interview:manage']),
    );
    expect(me.permissions).not.toContain('company:manage');
    // Single use.
    const again = await server.call('POST', '/api/auth/company-invitation/register', {
      body: { token, name: 'Again', password: 'Password123' },
      headers: clientIp(),
    });
    expect(again.status).toBe(400);
  });

  it('lets an existing member accept with its own account only; it joins as interviewer', async () => {
    const ivan = await actor(server, mail, 'member', 'ivan@acme.test');
    const stranger = await actor(server, mail, 'member', 'stranger@acme.test');
    expect((await invite(owner, 'ivan@acme.test', 'interviewer')).status).toBe(201);
    const token = await invitationToken(server, 'ivan@acme.test');
    const lookup = await server.call('POST', '/api/auth/company-invitation', {
      body: { token },
      headers: clientIp(),
    });
    expect(lookup.body.invitation).toMatchObject({ account_exists: true, role: 'interviewer' });
    const wrong = await server.call('POST', '/api/auth/company-invitation/accept', {
      token: stranger.token,
      body: { token },
    });
    expect(wrong.status).toBe(403);
    expect(wrong.body.message).toContain('ivan@acme.test');
    const accepted = await server.call('POST', '/api/auth/company-invitation/accept', {
      token: ivan.token,
      body: { token },
    });
    expect(accepted.status).toBe(200);
    interviewer = ivan;
    const me = await profile(interviewer);
    expect(me).toMatchObject({ role: 'employer', company: { role: 'interviewer' } });
    expect(me.permissions).toContain('interview:feedback');
    expect(me.permissions).not.toContain('job:manage');
    expect(me.permissions).not.toContain('application:track');
  });

  it('answers clear messages: already a member, already invited, staff, another company, the owner only', async () => {
    expect((await invite(owner, 'rita@acme.test')).status).toBe(409);
    expect((await invite(owner, 'pending@acme.test')).status).toBe(201);
    const twice = await invite(owner, 'pending@acme.test');
    expect(twice.status).toBe(409);
    expect(twice.body.message).toMatch(/open invitation/);
    expect((await invite(owner, 'admin@test.example')).status).toBe(409);
    const { employer: other } = await employerWithJob(server, mail, 'owner@other.test', 'Other Co');
    expect((await invite(owner, 'owner@other.test')).status).toBe(409);
    // A recruiter cannot manage members; a member without a company has no company page.
    expect((await invite(recruiter, 'x@acme.test')).status).toBe(403);
    const loner = await actor(server, mail, 'member', 'loner@acme.test');
    expect((await server.call('GET', '/api/company/team', { token: loner.token })).status).toBe(404);
    // Another company's invitation and member answer 404 to this owner.
    const mine = (await team(owner)).invitations.find((i) => i.email === 'pending@acme.test')!;
    expect(
      (await server.call('DELETE', `/api/company/invitations/${mine.id}`, { token: other.token })).status,
    ).toBe(404);
    expect(
      (await server.call('DELETE', `/api/company/members/${recruiter.userId}`, { token: other.token }))
        .status,
    ).toBe(404);
    const revoked = await server.call('DELETE', `/api/company/invitations/${mine.id}`, {
      token: owner.token,
    });
    expect(revoked.status).toBe(200);
    expect((await team(owner)).invitations.map((i) => i.email)).not.toContain('pending@acme.test');
  });

  it('shares the company’s records with the recruiter; the interviewer sees only its interview and the CV', async () => {
    // The recruiter sees the owner's posting and its applicant, and schedules with the interviewer.
    const seeker = await actor(server, mail, 'member', 'seeker@acme.test');
    const cv = await server.call('PUT', '/api/me/candidate-profile', {
      token: seeker.token,
      body: { headline: 'Dev', open_to_employers: true },
    });
    expect(cv.status).toBe(200);
    const upload = await postForm(
      server,
      '/api/me/cvs',
      seeker.token,
      {},
      { name: 'cv.pdf', data: samplePdf() },
    );
    expect(upload.status).toBe(201);
    const applied = await server.call('POST', `/api/jobs/${jobId}/applications`, {
      token: seeker.token,
      body: { cover_letter: 'Hello' },
    });
    expect(applied.status).toBe(201);
    const applicationId = (applied.body.application as { id: string }).id;
    const jobs = await server.call('GET', '/api/manage/jobs', { token: recruiter.token });
    expect((jobs.body.jobs as Array<{ id: string }>).map((j) => j.id)).toContain(jobId);
    const choices = await server.call('GET', `/api/applications/${applicationId}/interviewers`, {
      token: recruiter.token,
    });
    expect(choices.status).toBe(200);
    const ids = (choices.body.interviewers as Array<{ id: string }>).map((p) => p.id);
    expect(ids).toEqual(expect.arrayContaining([owner.userId, recruiter.userId, interviewer.userId]));
    const scheduled = await server.call('POST', `/api/applications/${applicationId}/interviews`, {
      token: recruiter.token,
      body: {
        starts_at: new Date(server.clock.now().getTime() + 3 * 86_400_000).toISOString(),
        duration_minutes: 45,
        type: 'video',
        interviewer_ids: [interviewer.userId],
      },
    });
    if (scheduled.status !== 201) throw new Error(JSON.stringify(scheduled.body));
    const interviewId = (scheduled.body.interview as { id: string }).id;
    // The interviewer's invitation carries the .ics.
    const invitationMail = await mail.waitFor('ivan@acme.test', (m) => /interview/i.test(m.subject));
    expect(invitationMail.subject).toMatch(/interview/i);
    // The interviewer: its interview, the CV of that application, feedback; nothing else.
    const mine = await server.call('GET', '/api/interviews', { token: interviewer.token });
    expect(mine.status).toBe(200);
    const list = mine.body.interviews as Array<{ id: string; cv_id: string | null }>;
    expect(list.map((i) => i.id)).toEqual([interviewId]);
    expect(list[0]!.cv_id).toEqual(expect.any(String));
    expect(
      (await server.call('GET', `/api/cvs/${list[0]!.cv_id}`, { token: interviewer.token })).status,
    ).toBe(200);
    expect(
      (await server.call('GET', `/api/applications/${applicationId}`, { token: interviewer.token })).status,
    ).toBe(403);
    expect((await server.call('GET', '/api/manage/jobs', { token: interviewer.token })).status).toBe(403);
    expect((await server.call('GET', '/api/candidates', { token: interviewer.token })).status).toBe(403);
    const backToItsTime = await startInterviewNow(server, interviewId);
    const feedback = await server.call('PUT', `/api/interviews/${interviewId}/feedback`, {
      token: interviewer.token,
      body: { score: 4, recommendation: 'yes', comments: 'Solid' },
    });
    expect(feedback.status).toBe(200);
    await backToItsTime();
    // An interview it does not sit on is not there.
    const other = await server.call('POST', `/api/applications/${applicationId}/interviews`, {
      token: recruiter.token,
      body: {
        starts_at: new Date(server.clock.now().getTime() + 4 * 86_400_000).toISOString(),
        duration_minutes: 30,
        type: 'phone',
        interviewer_ids: [recruiter.userId],
      },
    });
    expect(other.status).toBe(201);
    const otherId = (other.body.interview as { id: string }).id;
    expect(
      (await server.call('GET', `/api/interviews/${otherId}`, { token: interviewer.token })).status,
    ).toBe(404);
    expect(
      (await team(owner)).members.find((m) => m.user_id === interviewer.userId)?.upcoming_interviews,
    ).toBe(1);
  });

  it('changes a teammate’s role and removes one, whose open session loses employer access at once', async () => {
    const changed = await server.call('PATCH', `/api/company/members/${recruiter.userId}`, {
      token: owner.token,
      body: { role: 'interviewer' },
    });
    expect(changed.status).toBe(200);
    expect((await server.call('GET', '/api/manage/jobs', { token: recruiter.token })).status).toBe(403);
    await server.call('PATCH', `/api/company/members/${recruiter.userId}`, {
      token: owner.token,
      body: { role: 'recruiter' },
    });
    expect((await server.call('GET', '/api/manage/jobs', { token: recruiter.token })).status).toBe(200);
    // The owner's own place is not changed this way.
    const self = await server.call('PATCH', `/api/company/members/${owner.userId}`, {
      token: owner.token,
      body: { role: 'recruiter' },
    });
    expect(self.status).toBe(409);
    // Removing the interviewer: its interview stays, to reassign; its session is refused at once.
    const removed = await server.call('DELETE', `/api/company/members/${interviewer.userId}`, {
      token: owner.token,
    });
    expect(removed.status).toBe(200);
    expect((await server.call('GET', '/api/interviews', { token: interviewer.token })).status).toBe(403);
    expect(await profile(interviewer)).toMatchObject({ role: 'member', company: null });
    expect((await team(owner)).interviews_to_reassign).toBe(1);
  });

  it('takes the company’s notifications away from a teammate who leaves, with its access', async () => {
    expect((await invite(owner, 'rob@acme.test')).status).toBe(201);
    const rob = await joinAsNew('rob@acme.test', 'Rob');
    const seeker = await actor(server, mail, 'member', 'later-seeker@acme.test', { name: 'Lan Nguyen' });
    await server.call('PUT', '/api/me/candidate-profile', {
      token: seeker.token,
      body: { headline: 'QA', open_to_employers: false },
    });
    const cv = await postForm(server, '/api/me/cvs', seeker.token, {}, { name: 'cv.pdf', data: samplePdf() });
    expect(cv.status).toBe(201);
    const applied = await server.call('POST', `/api/jobs/${jobId}/applications`, {
      token: seeker.token,
      body: { cover_letter: 'Hi' },
    });
    expect(applied.status).toBe(201);
    const kinds = async (who: Actor) =>
      (
        (await server.call('GET', '/api/me/notifications', { token: who.token })).body
          .notifications as Array<{
          kind: string;
          data: Record<string, unknown>;
        }>
      ).map((n) => `${n.kind} ${String(n.data.candidate ?? '')}`);
    expect(await kinds(rob)).toContain('application.received Lan Nguyen');
    const removed = await server.call('DELETE', `/api/company/members/${rob.userId}`, { token: owner.token });
    expect(removed.status).toBe(200);
    // The candidate's name no longer shows to someone who left; the owner's copy stays.
    expect(await kinds(rob)).toEqual([]);
    expect(await kinds(owner)).toContain('application.received Lan Nguyen');
  });

  it('refuses an administrator’s role change of a company’s member: it leaves the company first', async () => {
    for (const [who, role] of [
      [owner, 'member'],
      [owner, 'staff'],
      [recruiter, 'member'],
      [recruiter, 'staff'],
    ] as const) {
      const res = await server.call('PATCH', `/api/admin/users/${who.userId}`, {
        token: admin.token,
        body: { role },
      });
      expect(res.status, `${who.email} → ${role}`).toBe(409);
    }
    expect(await profile(owner)).toMatchObject({ role: 'employer', company: { role: 'owner' } });
    expect(await profile(recruiter)).toMatchObject({ role: 'employer', company: { role: 'recruiter' } });
  });

  it('records every change in the audit log', async () => {
    const actions = await auditActions(server);
    for (const action of [
      'company.member_invited',
      'company.member_joined',
      'company.invitation_revoked',
      'company.member_role_changed',
      'company.member_removed',
    ]) {
      expect(actions, action).toContain(action);
    }
  });

  it('ends every teammate’s employer access when the owner cancels, keeps the data, and brings it back', async () => {
    // Only the owner cancels.
    expect(
      (await server.call('POST', '/api/auth/users/downgrade-to-member', { token: recruiter.token })).status,
    ).toBe(403);
    const notified = async () =>
      (
        (await server.call('GET', '/api/me/notifications', { token: recruiter.token })).body
          .notifications as Array<{ kind: string }>
      ).filter((n) => n.kind === 'application.received');
    expect(await notified()).not.toHaveLength(0);
    const cancelled = await server.call('POST', '/api/auth/users/downgrade-to-member', {
      token: owner.token,
    });
    expect(cancelled.status).toBe(200);
    expect(await profile(recruiter)).toMatchObject({ role: 'member', company: null });
    expect(await notified()).toHaveLength(0);
    expect((await server.call('GET', '/api/manage/jobs', { token: recruiter.token })).status).toBe(403);
    const again = await server.call('POST', '/api/auth/users/upgrade-to-employer', {
      token: owner.token,
      body: { planId: 'premium' },
    });
    expect(again.status).toBe(200);
    const jobs = await server.call('GET', '/api/manage/jobs', { token: owner.token });
    expect((jobs.body.jobs as Array<{ id: string }>).map((j) => j.id)).toContain(jobId);
    expect((await team(owner)).members.map((m) => m.role)).toEqual(['owner']);
  });
});

describe('what each plan sells', () => {
  it('refuses an invitation beyond the seats with the plan that has more', async () => {
    const { employer: pro } = await employerWithJob(server, mail, 'owner@pro.test', 'Pro Co', {}, 'standard');
    const company = await team(pro);
    expect(company.seats).toMatchObject({ limit: 1, used: 1, more_with: { name: 'premium' } });
    const refused = await invite(pro, 'colleague@pro.test');
    expect(refused.status).toBe(402);
    expect(refused.body).toMatchObject({
      code: 'SEAT_LIMIT',
      message: expect.stringContaining('Enterprise'),
    });
  });

  it('refuses the candidate tracking tool to Free with 402 naming Pro', async () => {
    const { employer: free, jobId: freeJob } = await employerWithJob(
      server,
      mail,
      'owner@free.test',
      'Free Co',
      {},
      'free',
    );
    const board = await server.call('GET', `/api/jobs/${freeJob}/board`, { token: free.token });
    expect(board.status).toBe(402);
    expect(board.body).toMatchObject({ code: 'PLAN_REQUIRED', message: expect.stringContaining('Pro') });
    // Postings and the list of applications stay.
    expect((await server.call('GET', '/api/manage/jobs', { token: free.token })).status).toBe(200);
    expect((await server.call('GET', '/api/applications', { token: free.token })).status).toBe(200);
  });

  it('ranks a paid company’s postings above Free ones and badges them; a cancel takes it away', async () => {
    const { employer: paid, jobId: paidJob } = await employerWithJob(
      server,
      mail,
      'owner@paid.test',
      'Paid Co',
      { title: 'Priority Rust Engineer', skills: ['Rust'] },
      'standard',
    );
    server.clock.advance(60_000);
    const { jobId: freeJob } = await employerWithJob(
      server,
      mail,
      'owner@free2.test',
      'Free Two',
      { title: 'Newer Rust Engineer', skills: ['Rust'] },
      'free',
    );
    const search = async () =>
      (await server.call('GET', '/api/jobs?q=rust')).body.jobs as Array<{
        id: string;
        is_priority?: boolean;
      }>;
    const ranked = await search();
    expect(ranked.map((j) => j.id)).toEqual([paidJob, freeJob]);
    expect(ranked.map((j) => j.is_priority)).toEqual([true, false]);
    expect(
      (await server.call('POST', '/api/auth/users/downgrade-to-member', { token: paid.token })).status,
    ).toBe(200);
    // The cancel closed the paid posting; the Free one is alone and unbadged.
    expect((await search()).map((j) => [j.id, j.is_priority])).toEqual([[freeJob, false]]);
  });
});

describe('races', () => {
  it('never passes the seats with invitations sent at once', async () => {
    const { employer: big } = await employerWithJob(
      server,
      mail,
      'owner@race.test',
      'Race Co',
      {},
      'premium',
    );
    // Nine invitations take the other nine seats of ten.
    for (let i = 0; i < 8; i++) expect((await invite(big, `seat${i}@race.test`)).status).toBe(201);
    const replies = await Promise.all(Array.from({ length: 6 }, (_, i) => invite(big, `rush${i}@race.test`)));
    expect(replies.filter((r) => r.status === 201)).toHaveLength(1);
    expect(replies.filter((r) => r.status === 402)).toHaveLength(5);
    expect((await team(big)).seats).toMatchObject({ limit: 10, used: 10 });
  });

  it('lets one member join one company when it accepts two companies’ invitations at once', async () => {
    const { employer: north } = await employerWithJob(
      server,
      mail,
      'owner@north.test',
      'North',
      {},
      'premium',
    );
    const { employer: south } = await employerWithJob(
      server,
      mail,
      'owner@south.test',
      'South',
      {},
      'premium',
    );
    const both = await actor(server, mail, 'member', 'both@race.test');
    expect((await invite(north, 'both@race.test')).status).toBe(201);
    const northToken = await invitationToken(server, 'both@race.test');
    expect((await invite(south, 'both@race.test')).status).toBe(201);
    const southToken = await invitationToken(server, 'both@race.test');
    const replies = await Promise.all(
      [northToken, southToken].map((token) =>
        server.call('POST', '/api/auth/company-invitation/accept', { token: both.token, body: { token } }),
      ),
    );
    expect(replies.map((r) => r.status).sort()).toEqual([200, 409]);
    expect(replies.find((r) => r.status === 409)!.body.code).toBe('CONFLICT');
    const members = [...(await team(north)).members, ...(await team(south)).members];
    expect(members.filter((m) => m.email === 'both@race.test')).toHaveLength(1);
  });

  it('never passes the Free quota with two teammates unlocking at once', async () => {
    // An administrator gives Free two seats, so a Free company can have a teammate.
    const read = await server.call('GET', '/api/admin/settings', { token: admin.token });
    type PlanSetting = { name: string; seats: number; capabilities: string[] };
    const plans = (read.body.settings as { plans: PlanSetting[] }).plans.map((p) =>
      p.name === 'free' ? { ...p, seats: 2, capabilities: [...p.capabilities, 'multi_user'] } : p,
    );
    expect(
      (await server.call('PATCH', '/api/admin/settings', { token: admin.token, body: { plans } })).status,
    ).toBe(200);
    const { employer: free } = await employerWithJob(
      server,
      mail,
      'owner@quota.test',
      'Quota Co',
      {},
      'free',
    );
    expect((await invite(free, 'mate@quota.test')).status).toBe(201);
    const mate = await joinAsNew('mate@quota.test', 'Mate');
    const candidates: string[] = [];
    for (let i = 0; i < 6; i++) {
      const m = await actor(server, mail, 'member', `open${i}@quota.test`, { name: `Open ${i}` });
      const res = await server.call('PUT', '/api/me/candidate-profile', {
        token: m.token,
        body: { headline: 'Open', open_to_employers: true },
      });
      candidates.push((res.body.profile as { id: string }).id);
    }
    const replies = await Promise.all(
      candidates.map((id, i) =>
        server.call('POST', `/api/candidates/${id}/unlock`, { token: (i % 2 ? mate : free).token }),
      ),
    );
    expect(replies.filter((r) => r.status === 200)).toHaveLength(5);
    expect(replies.filter((r) => r.status === 403).map((r) => r.body.code)).toEqual(['UNLOCK_LIMIT_REACHED']);
    expect((await team(free)).unlocks).toMatchObject({ limit: 5, used: 5, remaining: 0 });
  });
});

// Last: it moves the clock past every short session above.
describe('invitation expiry', () => {
  it('expires an invitation after 7 days; sending it again gives a new link', async () => {
    const { employer: owner } = await employerWithJob(
      server,
      mail,
      'owner@late.test',
      'Late Co',
      {},
      'premium',
    );
    expect((await invite(owner, 'late@acme.test')).status).toBe(201);
    const first = await invitationToken(server, 'late@acme.test');
    server.clock.advance(8 * 86_400_000);
    const expired = await server.call('POST', '/api/auth/company-invitation', {
      body: { token: first },
      headers: clientIp(),
    });
    expect(expired.status).toBe(410);
    const listed = (await team(owner)).invitations.find((i) => i.email === 'late@acme.test')!;
    expect(listed.expired).toBe(true);
    const resent = await server.call('POST', `/api/company/invitations/${listed.id}/resend`, {
      token: owner.token,
    });
    expect(resent.status).toBe(200);
    const second = await invitationToken(server, 'late@acme.test');
    expect(second).not.toBe(first);
    const ok = await server.call('POST', '/api/auth/company-invitation', {
      body: { token: second },
      headers: clientIp(),
    });
    expect(ok.status).toBe(200);
    expect(await auditActions(server)).toContain('company.invitation_resent');
  });

  it('mails one address at most once a minute, sent again or revoked and sent anew', async () => {
    const { employer: owner } = await employerWithJob(
      server,
      mail,
      'owner@often.test',
      'Often Co',
      {},
      'premium',
    );
    const mails = async () =>
      (await outboxTo(server, 'often@acme.test')).filter((m) => /join Often Co/.test(m.subject)).length;
    expect((await invite(owner, 'often@acme.test')).status).toBe(201);
    const { id } = (await team(owner)).invitations.find((i) => i.email === 'often@acme.test')!;
    const resend = () => server.call('POST', `/api/company/invitations/${id}/resend`, { token: owner.token });
    const soon = await resend();
    expect(soon.status).toBe(429);
    expect(Number(soon.headers.get('retry-after'))).toBeGreaterThan(0);
    server.clock.advance(61_000);
    expect((await resend()).status).toBe(200);
    // Revoking and inviting again is the same mail to the same address.
    await server.call('DELETE', `/api/company/invitations/${id}`, { token: owner.token });
    expect((await invite(owner, 'often@acme.test')).status).toBe(429);
    server.clock.advance(61_000);
    expect((await invite(owner, 'often@acme.test')).status).toBe(201);
    expect(await mails()).toBe(3);
  });
});

describe('a company without a profile', () => {
  it('tells a recruiter who cannot write the profile to ask the owner, in both languages (decision 1198)', async () => {
    const bare = await actor(server, mail, 'employer', 'bare@noprofile.test', { plan: 'premium' });
    expect((await invite(bare, 'rec@noprofile.test')).status).toBe(201);
    const recruiter = await registerFromInvitation(server, 'rec@noprofile.test', 'Rec');
    // The recruiter cannot write the profile…
    const put = await server.call('PUT', '/api/employer/company', {
      token: recruiter.token,
      body: { name: 'Bare' },
    });
    expect(put.status).toBe(403);
    // …so it is not told to write it.
    const posted = await server.call('POST', '/api/jobs', { token: recruiter.token, body: sampleJob() });
    expect(posted.status).toBe(422);
    expect(posted.body.message).toBe(
      'Your company has no profile yet, and postings show it. Ask your company’s owner to fill it in on the company page.',
    );
    expect(posted.body.errors).toEqual({ company: [posted.body.message] });
    const vi = await server.call('POST', '/api/jobs', {
      token: recruiter.token,
      body: sampleJob(),
      headers: { 'accept-language': 'vi' },
    });
    expect(vi.body.message).toMatch(/^Công ty của bạn chưa có hồ sơ/);
    // The owner still hears that it sets the profile up itself.
    const own = await server.call('POST', '/api/jobs', { token: bare.token, body: sampleJob() });
    expect(own.status).toBe(422);
    expect(own.body.message).toBe('Set up your company profile before posting a job.');
  });
});

describe('an owner erased by an administrator', () => {
  it('records the package’s end in the audit log, with the teammates who lost access', async () => {
    const gone = await actor(server, mail, 'employer', 'gone@erased.test', { plan: 'premium' });
    expect((await invite(gone, 'mate@erased.test')).status).toBe(201);
    const mate = await registerFromInvitation(server, 'mate@erased.test', 'Mate');
    const companyId = (await profile(gone)).company!.id;
    const erased = await server.call('POST', `/api/admin/users/${gone.userId}/erase`, { token: admin.token });
    expect(erased.status).toBe(200);
    // The teammate's employer access ends with the package, and it is told so by mail (decision 1207)…
    expect((await profile(mate)).role).toBe('member');
    expect((await outboxTo(server, 'mate@erased.test')).map((m) => m.subject)).toContain(
      'You are no longer a member of your company',
    );
    // …and the audit log says so, as it does for a cancellation by the owner.
    const log = await server.call('GET', `/api/admin/audit?action=plan.cancelled&target_id=${gone.userId}`, {
      token: admin.token,
    });
    expect(log.status).toBe(200);
    const entries = log.body.entries as Array<{ actor_id: string; target_label: string; changes: unknown }>;
    expect(entries).toHaveLength(1);
    expect(entries[0]).toMatchObject({
      actor_id: admin.userId,
      target_label: 'Deleted user',
      changes: {
        company: { before: companyId, after: null },
        members: { before: 2, after: 0 },
        reason: { before: null, after: 'owner_erased' },
      },
    });
  });
});
