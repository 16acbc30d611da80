import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { asc, eq } from 'drizzle-orm';
import { jobs, subscriptions, users } from '../../db/schema';
import { ADMIN, signUp, startSmtpTestServer } from '../../../test/harness';
import type { TestServer } from '../../../test/harness';
import { setRole } from '../../../test/helpers';
import {
  actor,
  employerWithJob,
  joinByInvitation,
  postForm,
  sampleJob,
  samplePdf,
} from '../../../test/recruitment';
import type { SmtpPeer } from '../../../test/smtp-peer';

let smtp: SmtpPeer;
let server: TestServer;

beforeAll(async () => {
  ({ server, smtp } = await startSmtpTestServer());
});

afterAll(async () => {
  await server.stop();
});

const upgrade = (token: string | undefined, planId: unknown) =>
  server.call('POST', '/api/auth/users/upgrade-to-employer', { token, body: { planId } });
const downgrade = (token: string | undefined) =>
  server.call('POST', '/api/auth/users/downgrade-to-member', { token });
const subscriptionOf = async (token: string) =>
  (await server.call('GET', '/api/auth/subscription', { token })).body.subscription as Record<
    string,
    unknown
  > | null;

describe('GET /api/auth/plans', () => {
  it('lists the three seeded plans by price, without a token', async () => {
    const reply = await server.call('GET', '/api/auth/plans');
    expect(reply.status).toBe(200);
    expect(reply.body.success).toBe(true);
    const plans = reply.body.plans as Array<Record<string, unknown>>;
    expect(plans.map((p) => [p.name, p.display_name, p.price])).toEqual([
      ['free', 'Free', 0],
      ['standard', 'Pro', 199000],
      ['premium', 'Enterprise', 499000],
    ]);
    for (const plan of plans) {
      // Spec §7's fields, and the plans setting's (issue 9, decision 402).
      expect(Object.keys(plan).sort()).toEqual([
        'capabilities',
        'display_name',
        'feature_list',
        'features',
        'id',
        'name',
        'price',
        'seats',
        'unlock_limit',
      ]);
      expect(typeof plan.id).toBe('number');
      expect(plan.features).toMatch(/^[^,]+(, [^,]+)+$/);
    }
    expect(plans[0]!.features).toBe('Up to 5 candidates, Basic info access, Email support');
    expect(plans[1]!.features).toBe(
      'Unlimited candidates, Candidate tracking tool, Priority display, 24/7 support',
    );
  });
});

describe('cancelling closes the published postings (decision 321)', () => {
  it('closes published postings, keeps drafts, and the board and apply treat them as closed', async () => {
    const { employer, jobId } = await employerWithJob(server, smtp, 'hr@cancel.test', 'Tiki');
    const draft = await server.call('POST', '/api/jobs', {
      token: employer.token,
      body: sampleJob({ title: 'Draft' }),
    });
    const draftId = (draft.body.job as { id: string }).id;
    expect(
      ((await server.call('GET', '/api/jobs')).body.jobs as Array<{ id: string }>).map((j) => j.id),
    ).toContain(jobId);

    const down = await downgrade(employer.token);
    expect(down.status).toBe(200);
    expect(down.body).toEqual({
      success: true,
      message: 'Your employer package has been cancelled. 1 published posting was closed.',
      closed_postings: 1,
    });

    const board = (await server.call('GET', '/api/jobs')).body.jobs as Array<{ id: string }>;
    expect(board.map((j) => j.id)).not.toContain(jobId);
    const page = await server.call('GET', `/api/jobs/${jobId}`);
    expect((page.body.job as { status: string }).status).toBe('closed');
    const member = await actor(server, smtp, 'member', 'an@cancel.test');
    const apply = await postForm(
      server,
      `/api/jobs/${jobId}/applications`,
      member.token,
      { cover_letter: 'Hi' },
      {
        name: 'cv.pdf',
        data: samplePdf(),
      },
    );
    expect(apply.status).toBe(409);
    const [row] = await server.ctx.db.select().from(jobs).where(eq(jobs.id, draftId));
    expect(row!.status).toBe('draft');
  });
});

describe('an immediate cancel tells the teammates (decision 1207)', () => {
  it('mails each teammate who lost its place, in its own language, over SMTP', async () => {
    const { employer } = await employerWithJob(
      server,
      smtp,
      'owner@team-now.test',
      'Team Now Co',
      {},
      'premium',
    );
    const en = await joinByInvitation(server, employer, 'recruiter@team-now.test', 'recruiter', 'Rec En');
    const vi = await joinByInvitation(
      server,
      employer,
      'interviewer@team-now.test',
      'interviewer',
      'Phỏng Vấn',
    );
    await server.ctx.db.update(users).set({ locale: 'vi' }).where(eq(users.id, vi.userId));

    const down = await downgrade(employer.token);
    expect(down.status).toBe(200);
    const english = await smtp.waitFor(en.email, (m) => /no longer a member of Team Now Co/.test(m.text));
    expect(english.text).toContain('Your access to Team Now Co on');
    const vietnamese = await smtp.waitFor(vi.email, (m) =>
      m.text.includes('Quyền truy cập của bạn vào Team Now Co'),
    );
    expect(vietnamese.text).toContain('Chào Phỏng Vấn,');
    expect(vietnamese.text).not.toContain('Your access to');
    // The owner is not told it left its own company.
    expect(
      smtp.mails.filter((m) => m.to.includes(employer.email) && /no longer a member/.test(m.text)),
    ).toEqual([]);
  });
});

describe('a member who upgrades', () => {
  it('still reads its own applications and candidate profile as an employer', async () => {
    const { jobId } = await employerWithJob(server, smtp, 'hr@keeps.test', 'VNG');
    const member = await actor(server, smtp, 'member', 'seeker@keeps.test');
    const applied = await postForm(
      server,
      `/api/jobs/${jobId}/applications`,
      member.token,
      { cover_letter: 'Hi' },
      {
        name: 'cv.pdf',
        data: samplePdf(),
      },
    );
    expect(applied.status).toBe(201);
    expect((await upgrade(member.token, 'standard')).status).toBe(200);
    const mine = await server.call('GET', '/api/me/applications', { token: member.token });
    expect(mine.status).toBe(200);
    expect((mine.body.applications as Array<{ job: { id: string } }>).map((a) => a.job.id)).toEqual([jobId]);
    expect((await server.call('GET', '/api/me/candidate-profile', { token: member.token })).status).toBe(200);
  });
});

describe('upgrade and downgrade', () => {
  it('upgrades a member to employer with an active subscription, then cancels it keeping history', async () => {
    const { token, userId } = await signUp(server, smtp, { email: 'boss@example.com' });
    expect(await subscriptionOf(token)).toBeNull();

    const up = await upgrade(token, 'standard');
    expect(up.status).toBe(200);
    expect(up.body).toEqual({ success: true, message: expect.stringContaining('Pro') });
    const profile = await server.call('GET', '/api/auth/profile', { token });
    expect((profile.body.user as { role: string }).role).toBe('employer');
    expect((profile.body.user as { permissions: string[] }).permissions).toContain('job:manage');
    const active = await subscriptionOf(token);
    expect(active).toMatchObject({ plan: 'standard', display_name: 'Pro', price: 199000 });
    expect(new Date(active!.started_at as string).getTime()).toBe(server.clock.now().getTime());

    const twice = await upgrade(token, 'premium');
    expect(twice.status).toBe(409);
    expect(twice.body).toMatchObject({ success: false, code: 'CONFLICT' });

    server.clock.advance(60_000);
    const down = await downgrade(token);
    expect(down.status).toBe(200);
    expect(down.body.success).toBe(true);
    expect(
      ((await server.call('GET', '/api/auth/profile', { token })).body.user as { role: string }).role,
    ).toBe('member');
    expect(await subscriptionOf(token)).toBeNull();
    const downAgain = await downgrade(token);
    expect(downAgain.status).toBe(409);
    expect(downAgain.body.success).toBe(false);

    // A second period is a new row; the ended one stays as history.
    expect((await upgrade(token, 'premium')).status).toBe(200);
    const rows = await server.ctx.db
      .select()
      .from(subscriptions)
      .where(eq(subscriptions.userId, userId))
      .orderBy(asc(subscriptions.startedAt));
    expect(rows).toHaveLength(2);
    expect(rows[0]!.endedAt).not.toBeNull();
    expect(rows[1]!.endedAt).toBeNull();
    expect(await subscriptionOf(token)).toMatchObject({ plan: 'premium', display_name: 'Enterprise' });
  });

  it('accepts the free plan', async () => {
    const { token } = await signUp(server, smtp, { email: 'free@example.com' });
    expect((await upgrade(token, 'free')).status).toBe(200);
    expect(await subscriptionOf(token)).toMatchObject({ plan: 'free', price: 0 });
  });

  it('answers 422 for an unknown or missing plan and changes nothing', async () => {
    const { token, userId } = await signUp(server, smtp, { email: 'typo@example.com' });
    const unknown = await upgrade(token, 'gold');
    expect(unknown.status).toBe(422);
    expect(unknown.body).toMatchObject({
      success: false,
      code: 'VALIDATION_ERROR',
      errors: { planId: ['Unknown plan.'] },
    });
    for (const planId of ['', undefined, 42]) {
      const bad = await upgrade(token, planId);
      expect(bad.status, String(planId)).toBe(422);
      expect(bad.body.errors).toHaveProperty('planId');
    }
    const [row] = await server.ctx.db.select().from(users).where(eq(users.id, userId));
    expect(row!.role).toBe('member');
    expect(await subscriptionOf(token)).toBeNull();
  });

  it('refuses staff and admin with 403', async () => {
    const admin = await server.call('POST', '/api/auth/login', { body: ADMIN });
    const adminUp = await upgrade(admin.body.access_token as string, 'standard');
    expect(adminUp.status).toBe(403);
    expect(adminUp.body.success).toBe(false);
    const { token, userId } = await signUp(server, smtp, { email: 'staffer@example.com' });
    await setRole(server, userId, 'staff');
    expect((await upgrade(token, 'standard')).status).toBe(403);
    expect((await downgrade(token)).status).toBe(409);
    expect((await downgrade(admin.body.access_token as string)).status).toBe(409);
  });

  it('upgrades once when the same member clicks twice at the same moment', async () => {
    const { token, userId } = await signUp(server, smtp, { email: 'double@example.com' });
    const replies = await Promise.all([upgrade(token, 'standard'), upgrade(token, 'standard')]);
    expect(replies.map((r) => r.status).sort()).toEqual([200, 409]);
    const rows = await server.ctx.db.select().from(subscriptions).where(eq(subscriptions.userId, userId));
    expect(rows).toHaveLength(1);
  });

  it('answers 401 without a token', async () => {
    expect((await upgrade(undefined, 'standard')).status).toBe(401);
    expect((await downgrade(undefined)).status).toBe(401);
    expect((await server.call('GET', '/api/auth/subscription')).status).toBe(401);
  });

  it('turns an employer account outside any company back into a member, which may then choose a plan', async () => {
    const { token, userId } = await signUp(server, smtp, { email: 'given.role@example.com' });
    // An administrator gave the employer role (decision 403): no company, no package, no recruitment access.
    await setRole(server, userId, 'employer');
    expect(await subscriptionOf(token)).toBeNull();
    expect((await upgrade(token, 'standard')).status).toBe(409);
    const down = await downgrade(token);
    expect(down.status).toBe(200);
    expect(down.body).toMatchObject({ success: true, closed_postings: 0 });
    await server.ctx.sessions.settle();
    const me = (await server.call('GET', '/api/auth/profile', { token })).body.user as { role: string };
    expect(me.role).toBe('member');
    expect((await upgrade(token, 'standard')).status).toBe(200);
  });

  it('accepts a bodyless downgrade sent with a JSON content type (the spec client sends no body)', async () => {
    const { token } = await signUp(server, smtp, { email: 'nobody.body@example.com' });
    expect((await upgrade(token, 'standard')).status).toBe(200);
    const down = await server.call('POST', '/api/auth/users/downgrade-to-member', {
      token,
      headers: { 'content-type': 'application/json' },
    });
    expect(down.status).toBe(200);
    expect(down.body).toMatchObject({ success: true });
  });
});
