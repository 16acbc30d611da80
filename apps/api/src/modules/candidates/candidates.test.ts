import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { candidateUnlocks } from '../../db/schema';
import { startSmtpTestServer } from '../../../test/harness';
import type { TestServer } from '../../../test/harness';
import {
  actor,
  companyIdOf,
  adminActor,
  applicant,
  employerWithJob,
  postForm,
  samplePdf,
} from '../../../test/recruitment';
import type { Actor } from '../../../test/recruitment';
import type { SmtpPeer } from '../../../test/smtp-peer';

let smtp: SmtpPeer;
let server: TestServer;
let admin: Actor;
let staff: Actor;
let free: Actor;
let pro: Actor;
let jobId: string;
let an: Actor;
let hidden: Actor;
let applied: Actor & { applicationId: string };
const open: Actor[] = [];
const candidateIds: Record<string, string> = {};

type Summary = {
  id: string;
  name: string;
  email: string | null;
  phone: string | null;
  contact_visible: boolean;
  has_cv: boolean;
  skills: string[];
};
type Quota = { limit: number | null; used: number; remaining: number | null };

async function profile(who: Actor, body: Record<string, unknown>) {
  const res = await server.call('PUT', '/api/me/candidate-profile', { token: who.token, body });
  if (res.status !== 200) throw new Error(`profile failed: ${res.status}`);
  return (res.body.profile as { id: string }).id;
}

beforeAll(async () => {
  ({ server, smtp } = await startSmtpTestServer());
  admin = await adminActor(server);
  staff = await actor(server, smtp, 'staff', 'staff@cand.test');
  ({ employer: free, jobId } = await employerWithJob(
    server,
    smtp,
    'hr@free.test',
    'Startup nhỏ',
    {},
    'free',
  ));
  pro = await actor(server, smtp, 'employer', 'hr@pro.test', { plan: 'standard' });

  an = await actor(server, smtp, 'member', 'an@cand.test', { name: 'Nguyễn Văn An' });
  await postForm(server, '/api/me/cvs', an.token, {}, { name: 'an.pdf', data: samplePdf() });
  candidateIds.an = await profile(an, {
    headline: 'Senior Java developer',
    phone: '+84 912.345.678',
    location: 'Hà Nội',
    skills: ['Java', 'Spring Boot'],
    years_experience: 7,
    open_to_employers: true,
  });
  for (let i = 0; i < 6; i++) {
    const member = await actor(server, smtp, 'member', `open${i}@cand.test`, { name: `Open Member ${i}` });
    candidateIds[`open${i}`] = await profile(member, {
      headline: 'React developer',
      location: i % 2 ? 'Đà Nẵng' : 'TP. Hồ Chí Minh',
      skills: ['React', i % 2 ? 'Vue' : 'Angular'],
      years_experience: i,
      open_to_employers: true,
    });
    open.push(member);
  }
  hidden = await actor(server, smtp, 'member', 'hidden@cand.test', { name: 'Private Person' });
  candidateIds.hidden = await profile(hidden, { headline: 'Not looking', open_to_employers: false });
  applied = await applicant(server, smtp, 'applied@cand.test', jobId, 'Applicant Closed');
  candidateIds.applied = (
    (await server.call('GET', '/api/me/candidate-profile', { token: applied.token })).body.profile as {
      id: string;
    }
  ).id;
});

afterAll(async () => {
  await server.stop();
});

const list = async (who: Actor, query = '') => {
  const res = await server.call('GET', `/api/candidates${query}`, { token: who.token });
  expect(res.status).toBe(200);
  return res.body as { candidates: Summary[]; total: number; unlocks: Quota };
};

describe('search', () => {
  it('lets staff search everyone by name (with or without diacritics), headline, skills, location, experience', async () => {
    const all = await list(staff, '?pageSize=50');
    expect(all.total).toBe(9);
    expect(all.candidates.every((c) => c.contact_visible)).toBe(true);
    expect((await list(staff, '?q=nguyen van')).candidates.map((c) => c.id)).toEqual([candidateIds.an]);
    expect((await list(staff, '?q=Nguyễn')).candidates.map((c) => c.id)).toEqual([candidateIds.an]);
    expect((await list(staff, '?q=java developer')).total).toBe(1);
    // LIKE's wildcards are searched as text: nobody's name, headline or skills hold them.
    expect((await list(staff, '?q=%25')).total).toBe(0);
    expect((await list(staff, '?q=_')).total).toBe(0);
    expect((await list(staff, '?q=ng_yen')).total).toBe(0);
    expect((await list(staff, '?skills=react,vue')).total).toBe(3);
    expect((await list(staff, '?location=đà nẵng')).total).toBe(3);
    expect((await list(staff, '?min_experience=4&skills=react')).total).toBe(2);
    const page = await list(staff, '?page=2&pageSize=4');
    expect(page.candidates).toHaveLength(4);
    expect(page.unlocks).toEqual({ limit: null, used: 0, remaining: null, plan: null });
  });

  it('shows an employer open members (contacts hidden) and its own applicants (contacts shown)', async () => {
    const res = await list(free, '?pageSize=50');
    const ids = res.candidates.map((c) => c.id);
    expect(ids).toContain(candidateIds.an);
    expect(ids).toContain(candidateIds.applied);
    expect(ids).not.toContain(candidateIds.hidden);
    expect(res.total).toBe(8);
    const anRow = res.candidates.find((c) => c.id === candidateIds.an)!;
    expect(anRow).toMatchObject({ contact_visible: false, email: null, phone: null, has_cv: true });
    const appliedRow = res.candidates.find((c) => c.id === candidateIds.applied)!;
    expect(appliedRow).toMatchObject({ contact_visible: true, email: 'applied@cand.test' });
    expect(res.unlocks).toMatchObject({ limit: 5, used: 0, remaining: 5, plan: 'free' });

    const other = await list(pro, '?pageSize=50');
    expect(other.candidates.map((c) => c.id)).not.toContain(candidateIds.applied);
    expect(other.unlocks).toMatchObject({ limit: null, remaining: null, plan: 'standard' });
  });

  it('answers 404 for a candidate the employer may not see, and 403/401 to members and anonymous', async () => {
    expect(
      (await server.call('GET', `/api/candidates/${candidateIds.hidden}`, { token: free.token })).status,
    ).toBe(404);
    expect(
      (await server.call('GET', `/api/candidates/${candidateIds.applied}`, { token: pro.token })).status,
    ).toBe(404);
    expect(
      (await server.call('POST', `/api/candidates/${candidateIds.applied}/unlock`, { token: pro.token }))
        .status,
    ).toBe(404);
    expect(
      (await server.call('GET', `/api/candidates/${candidateIds.hidden}`, { token: staff.token })).status,
    ).toBe(200);
    expect((await server.call('GET', '/api/candidates', { token: an.token })).status).toBe(403);
    expect((await server.call('GET', '/api/candidates')).status).toBe(401);
    expect((await server.call('GET', `/api/candidates/${candidateIds.an}`, { token: an.token })).status).toBe(
      403,
    );
  });

  it('shows the candidate page with applications and notes of the caller’s postings only', async () => {
    // Notes belong to the candidate tracking tool: Free is refused with the plan to take (issue 10); staff write.
    const refused = await server.call('POST', `/api/applications/${applied.applicationId}/notes`, {
      token: free.token,
      body: { body: 'Call back on Monday' },
    });
    expect(refused.status).toBe(402);
    expect(refused.body).toMatchObject({ code: 'PLAN_REQUIRED', message: expect.stringContaining('Pro') });
    await server.call('POST', `/api/applications/${applied.applicationId}/notes`, {
      token: staff.token,
      body: { body: 'Call back on Monday' },
    });
    const page = await server.call('GET', `/api/candidates/${candidateIds.applied}`, { token: free.token });
    expect(page.status).toBe(200);
    const detail = page.body.candidate as {
      applications: Array<{ id: string; stage: string }>;
      notes: Array<{ body: string }>;
      default_cv: { url: string } | null;
    };
    expect(detail.applications.map((a) => a.id)).toEqual([applied.applicationId]);
    expect(detail.notes.map((n) => n.body)).toEqual(['Call back on Monday']);
    // The candidate's own download route, which API keys with candidates:read call too (decision 1205).
    expect(detail.default_cv?.url).toBe(`/api/candidates/${candidateIds.applied}/cv`);
    expect((await server.call('GET', detail.default_cv!.url, { token: free.token })).status).toBe(200);
  });
});

describe('unlocking contact details', () => {
  it('limits the Free plan to 5 a calendar month, says how many are left, and resets next month', async () => {
    const locked = await server.call('GET', `/api/candidates/${candidateIds.an}`, { token: free.token });
    const cvUrl = `/api/cvs/${
      (
        (await server.call('GET', '/api/me/candidate-profile', { token: an.token })).body.profile as {
          default_cv: { id: string };
        }
      ).default_cv.id
    }`;
    expect(locked.body.candidate).toMatchObject({ contact_visible: false, email: null, default_cv: null });
    expect((await server.call('GET', cvUrl, { token: free.token })).status).toBe(404);
    const candidateCv = `/api/candidates/${candidateIds.an}/cv`;
    expect((await server.call('GET', candidateCv, { token: free.token })).status).toBe(404);

    const first = await server.call('POST', `/api/candidates/${candidateIds.an}/unlock`, {
      token: free.token,
    });
    expect(first.status).toBe(200);
    expect(first.body.unlocks).toMatchObject({ limit: 5, used: 1, remaining: 4 });
    expect(first.body.candidate).toMatchObject({
      contact_visible: true,
      email: 'an@cand.test',
      phone: '+84 912.345.678',
    });
    const cv = await fetch(`${server.url}${cvUrl}`, { headers: { authorization: `Bearer ${free.token}` } });
    expect(cv.status).toBe(200);
    expect((await server.call('GET', candidateCv, { token: free.token })).status).toBe(200);

    const again = await server.call('POST', `/api/candidates/${candidateIds.an}/unlock`, {
      token: free.token,
    });
    expect(again.body.unlocks).toMatchObject({ used: 1, remaining: 4 });
    const ownApplicant = await server.call('POST', `/api/candidates/${candidateIds.applied}/unlock`, {
      token: free.token,
    });
    expect(ownApplicant.body.unlocks).toMatchObject({ used: 1, remaining: 4 });

    for (let i = 0; i < 4; i++) {
      const res = await server.call('POST', `/api/candidates/${candidateIds[`open${i}`]}/unlock`, {
        token: free.token,
      });
      expect(res.status).toBe(200);
      expect((res.body.unlocks as Quota).remaining).toBe(3 - i);
    }
    const over = await server.call('POST', `/api/candidates/${candidateIds.open4}/unlock`, {
      token: free.token,
    });
    expect(over.status).toBe(403);
    expect(over.body.code).toBe('UNLOCK_LIMIT_REACHED');
    expect(over.body.message).toMatch(/up to 5 candidates per month/);
    const quota = await server.call('GET', '/api/candidates/unlocks', { token: free.token });
    expect(quota.body.unlocks).toMatchObject({ used: 5, remaining: 0 });

    // To one hour into the next calendar month, Vietnam time.
    const local = new Date(server.clock.now().getTime() + 7 * 3_600_000);
    const nextMonth0 = Date.UTC(local.getUTCFullYear(), local.getUTCMonth() + 1, 1) - 7 * 3_600_000;
    server.clock.advance(nextMonth0 + 3_600_000 - server.clock.now().getTime());
    const nextMonth = await server.call('POST', `/api/candidates/${candidateIds.open4}/unlock`, {
      token: free.token,
    });
    expect(nextMonth.status).toBe(200);
    expect(nextMonth.body.unlocks).toMatchObject({ used: 1, remaining: 4 });
  });

  it('has no limit on Pro', async () => {
    for (const key of ['an', 'open0', 'open1', 'open2', 'open3', 'open4', 'open5']) {
      const res = await server.call('POST', `/api/candidates/${candidateIds[key]}/unlock`, {
        token: pro.token,
      });
      expect(res.status, key).toBe(200);
      expect(res.body.unlocks).toMatchObject({ limit: null, remaining: null });
    }
  });
});

describe('the last unlock of the month, asked twice at once', () => {
  it('unlocks the candidate for both requests: the second finds them unlocked, not the quota spent', async () => {
    const hr = await actor(server, smtp, 'employer', 'hr@double-click.test', { plan: 'free' });
    for (const key of ['open0', 'open1', 'open2', 'open3']) {
      const res = await server.call('POST', `/api/candidates/${candidateIds[key]}/unlock`, {
        token: hr.token,
      });
      expect(res.status, key).toBe(200);
    }
    // A double click (or two teammates) on the fifth: on PostgreSQL both run side by side under the company's lock.
    const both = await Promise.all(
      [1, 2].map(() =>
        server.call('POST', `/api/candidates/${candidateIds.open4}/unlock`, { token: hr.token }),
      ),
    );
    expect(both.map((res) => res.status)).toEqual([200, 200]);
    for (const res of both) {
      expect(res.body.unlocks).toMatchObject({ used: 5, remaining: 0 });
      expect(res.body.candidate).toMatchObject({ contact_visible: true });
    }
  });
});

describe('sourced candidates, duplicates and merges (staff)', () => {
  let sourcedId: string;
  it('adds a candidate by hand and flags possible duplicates by e-mail, phone and name', async () => {
    const res = await server.call('POST', '/api/candidates', {
      token: staff.token,
      body: {
        name: 'Nguyen Van An',
        email: 'AN@cand.test',
        phone: '0912 345 678',
        headline: 'Java engineer from LinkedIn',
        skills: ['Kotlin', 'java'],
        years_experience: 8,
        source_detail: 'LinkedIn',
      },
    });
    expect(res.status).toBe(201);
    sourcedId = (res.body.candidate as { id: string }).id;
    expect(res.body.candidate).toMatchObject({
      source: 'sourced',
      name: 'Nguyen Van An',
      source_detail: 'LinkedIn',
    });
    // The source is one of the settings' candidate sources (issue 9): anything else is refused, naming the field.
    const unknown = await server.call('POST', '/api/candidates', {
      token: staff.token,
      body: { name: 'Billboard Person', source_detail: 'A billboard' },
    });
    expect(unknown.status).toBe(422);
    expect(unknown.body.errors).toHaveProperty('source_detail');
    expect(res.body.possible_duplicates).toEqual([
      { id: candidateIds.an, name: 'Nguyễn Văn An', reasons: ['email', 'phone', 'name'] },
    ]);
    const byPhone = await server.call('POST', '/api/candidates', {
      token: admin.token,
      body: { name: 'Someone Else', phone: '84912345678' },
    });
    expect(byPhone.body.possible_duplicates).toEqual(
      expect.arrayContaining([expect.objectContaining({ id: candidateIds.an, reasons: ['phone'] })]),
    );
    const page = await server.call('GET', `/api/candidates/${candidateIds.an}`, { token: staff.token });
    expect(
      (page.body.candidate as { possible_duplicates: Array<{ id: string }> }).possible_duplicates.map(
        (d) => d.id,
      ),
    ).toContain(sourcedId);
    expect(
      (await server.call('POST', '/api/candidates', { token: free.token, body: { name: 'X' } })).status,
    ).toBe(403);
    expect(
      (await server.call('POST', '/api/candidates', { token: an.token, body: { name: 'X' } })).status,
    ).toBe(403);
    expect(
      (await server.call('POST', '/api/candidates', { token: staff.token, body: { name: '' } })).status,
    ).toBe(422);
    expect((await list(free, '?q=linkedin')).total).toBe(0);
    // A pasted address with spaces around it is trimmed and lower-cased, not refused.
    const padded = await server.call('POST', '/api/candidates', {
      token: staff.token,
      body: { name: 'Padded Address', email: '  Padded@Cand.test ' },
    });
    expect(padded.status).toBe(201);
    expect(padded.body.candidate).toMatchObject({ email: 'padded@cand.test' });
  });

  it('merges two records, keeps the member’s account, and records the merge', async () => {
    expect(
      (
        await server.call('POST', `/api/candidates/${candidateIds.an}/merge`, {
          token: free.token,
          body: { otherId: sourcedId },
        })
      ).status,
    ).toBe(403);
    // The sourced record applied (added by staff); days later the merge moves that application to the survivor.
    const added = await server.call('POST', `/api/jobs/${jobId}/candidates`, {
      token: staff.token,
      body: { candidate_id: sourcedId },
    });
    expect(added.status).toBe(201);
    const applicationId = (added.body.application as { id: string }).id;
    const before = await server.call('GET', `/api/applications/${applicationId}`, { token: staff.token });
    const stageSince = (before.body.application as { updated_at: string }).updated_at;
    server.clock.advance(3 * 24 * 3_600_000);
    const merged = await server.call('POST', `/api/candidates/${candidateIds.an}/merge`, {
      token: staff.token,
      body: { otherId: sourcedId },
    });
    expect(merged.status).toBe(200);
    const candidate = merged.body.candidate as {
      skills: string[];
      merges: Array<{ merged_id: string; name: string }>;
    };
    // "java" is the survivor's "Java" again: kept once, in the survivor's spelling (decision 1078).
    expect(candidate.skills).toEqual(['Java', 'Spring Boot', 'Kotlin']);
    // The moved application keeps the time of its last stage move: the board's days in this stage (decision 1079).
    const after = await server.call('GET', `/api/applications/${applicationId}`, { token: staff.token });
    expect(after.body.application).toMatchObject({
      candidate: { id: candidateIds.an },
      updated_at: stageSince,
    });
    expect(candidate.merges).toEqual([
      expect.objectContaining({ merged_id: sourcedId, name: 'Nguyen Van An' }),
    ]);
    expect((await server.call('GET', `/api/candidates/${sourcedId}`, { token: staff.token })).status).toBe(
      404,
    );
    const again = await server.call('POST', `/api/candidates/${candidateIds.an}/merge`, {
      token: staff.token,
      body: { otherId: sourcedId },
    });
    expect(again.status).toBe(404);
    const members = await server.call('POST', `/api/candidates/${candidateIds.an}/merge`, {
      token: staff.token,
      body: { otherId: candidateIds.open0 },
    });
    expect(members.status).toBe(409);
    // The member still owns the surviving record.
    const own = await server.call('GET', '/api/me/candidate-profile', { token: an.token });
    expect((own.body.profile as { id: string }).id).toBe(candidateIds.an);
  });
  it('moves unlocks with a merge: the employer’s monthly count does not grow and the survivor stays unlocked', async () => {
    const hr = await actor(server, smtp, 'employer', 'hr@merge-unlock.test', { plan: 'free' });
    const giang = await actor(server, smtp, 'member', 'giang@cand.test', { name: 'Trần Giang' });
    const giangId = await profile(giang, { headline: 'QA engineer', open_to_employers: true });
    const unlocked = await server.call('POST', `/api/candidates/${giangId}/unlock`, { token: hr.token });
    expect(unlocked.body.unlocks).toMatchObject({ limit: 5, used: 1, remaining: 4 });

    const sourced = await server.call('POST', '/api/candidates', {
      token: staff.token,
      body: { name: 'Tran Giang', phone: '0987 000 111', headline: 'QA from a job fair' },
    });
    const sourcedId = (sourced.body.candidate as { id: string }).id;
    const merged = await server.call('POST', `/api/candidates/${sourcedId}/merge`, {
      token: staff.token,
      body: { otherId: giangId },
    });
    expect(merged.status).toBe(200);

    const quota = await server.call('GET', '/api/candidates/unlocks', { token: hr.token });
    expect(quota.body.unlocks).toMatchObject({ limit: 5, used: 1, remaining: 4 });
    const seen = await server.call('GET', `/api/candidates/${sourcedId}`, { token: hr.token });
    expect(seen.status).toBe(200);
    expect(seen.body.candidate).toMatchObject({
      contact_visible: true,
      email: 'giang@cand.test',
      phone: '0987 000 111',
    });
    const again = await server.call('POST', `/api/candidates/${sourcedId}/unlock`, { token: hr.token });
    expect(again.body.unlocks).toMatchObject({ used: 1, remaining: 4 });
    expect((await server.call('GET', `/api/candidates/${giangId}`, { token: hr.token })).status).toBe(404);

    // Both records unlocked by the same employer in the same month (as a record that once held a
    // member account can be): the merge leaves one unlock, so the month counts the person once.
    const other = await server.call('POST', '/api/candidates', {
      token: staff.token,
      body: { name: 'Giang Tran', headline: 'Duplicate from a referral' },
    });
    const otherId = (other.body.candidate as { id: string }).id;
    await server.ctx.db.insert(candidateUnlocks).values({
      companyId: await companyIdOf(server, hr.userId),
      employerId: hr.userId,
      candidateId: otherId,
      unlockedAt: server.clock.now(),
    });
    expect(
      (await server.call('GET', '/api/candidates/unlocks', { token: hr.token })).body.unlocks,
    ).toMatchObject({ used: 2, remaining: 3 });
    const second = await server.call('POST', `/api/candidates/${sourcedId}/merge`, {
      token: staff.token,
      body: { otherId },
    });
    expect(second.status).toBe(200);
    expect(
      (await server.call('GET', '/api/candidates/unlocks', { token: hr.token })).body.unlocks,
    ).toMatchObject({ used: 1, remaining: 4 });
    expect(
      (await server.call('GET', `/api/candidates/${sourcedId}`, { token: hr.token })).body.candidate,
    ).toMatchObject({ contact_visible: true, email: 'giang@cand.test' });
  });
});
