import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq, inArray, sql } from 'drizzle-orm';
import { queryRows } from '../db/client';
import { applicationNotes, applications, candidateMerges, candidates, cvFiles } from '../db/schema';
import { outboxReader } from '../../test/admin';
import { startTestServer } from '../../test/harness';
import type { TestServer } from '../../test/harness';
import {
  actor,
  adminActor,
  applicant,
  employerWithJob,
  postForm,
  sampleJob,
  samplePdf,
} from '../../test/recruitment';
import type { Actor } from '../../test/recruitment';
import { ANONYMISED_NAME, anonymiseCandidates } from './anonymise';
import { storageFor } from './storage';

/**
 * Decision 420: after `retention.candidate_anonymise_days` without activity, a candidate who was not hired and is
 * not open to employers loses every personal field and CV file; the applications, stage history and merges stay.
 */

const DAY = 24 * 3_600_000;
let server: TestServer;
let admin: Actor;

beforeAll(async () => {
  server = await startTestServer();
  await server.ctx.outbox.stop();
  admin = await adminActor(server);
}, 240_000);

afterAll(async () => {
  await server.stop();
});

async function ok(res: Promise<{ status: number; body: Record<string, unknown> }>, status: number) {
  const reply = await res;
  if (reply.status !== status) throw new Error(`${reply.status} ${JSON.stringify(reply.body)}`);
  return reply.body;
}

const candidateOf = async (userId: string) =>
  (await server.ctx.db.select().from(candidates).where(eq(candidates.userId, userId)))[0]!;

describe('anonymising candidates who were not hired', () => {
  it('wipes the due candidates in batches, once, on concurrent runs, and keeps the records others rely on', async () => {
    const mail = outboxReader(server);
    const call = server.call.bind(server);
    await ok(
      call('PATCH', '/api/admin/settings', {
        token: admin.token,
        body: {
          retention: { audit_days: 365, sign_in_days: 90, sent_mail_days: 30, candidate_anonymise_days: 30 },
        },
      }),
      200,
    );

    // An employer with a posting; three members apply with a CV.
    const employer = await actor(server, mail, 'employer', 'hr@anon.test');
    await ok(call('PUT', '/api/employer/company', { token: employer.token, body: { name: 'Anon Co' } }), 200);
    const job = (
      (await ok(call('POST', '/api/jobs', { token: employer.token, body: sampleJob() }), 201)).job as {
        id: string;
      }
    ).id;
    await ok(call('POST', `/api/jobs/${job}/publish`, { token: employer.token }), 200);
    const apply = async (email: string, name: string) => {
      const member = await actor(server, mail, 'member', email, { name });
      await ok(
        call('PUT', '/api/me/candidate-profile', {
          token: member.token,
          body: { headline: 'Tester', phone: '0912345678', location: 'Hà Nội', skills: ['QA'] },
        }),
        200,
      );
      const res = await postForm(
        server,
        `/api/jobs/${job}/applications`,
        member.token,
        { cover_letter: `I am ${name}` },
        { name: 'cv.pdf', data: samplePdf() },
      );
      if (res.status !== 201) throw new Error(`apply ${res.status}`);
      return { member, application: (res.body.application as { id: string }).id };
    };
    const rejected = await apply('rejected@anon.test', 'Trần Thị Rejected');
    const hired = await apply('hired@anon.test', 'Lê Văn Hired');
    const recent = await apply('recent@anon.test', 'Phạm Recent');
    await ok(
      call('POST', `/api/applications/${rejected.application}/notes`, {
        token: employer.token,
        body: { body: 'Strong tester, asked for 40M' },
      }),
      201,
    );
    await ok(
      call('POST', `/api/applications/${hired.application}/move`, {
        token: employer.token,
        body: { stage: 'hired' },
      }),
      200,
    );
    // A member open to employers agreed to be kept.
    const open = await actor(server, mail, 'member', 'open@anon.test', { name: 'Open Member' });
    await ok(
      call('PUT', '/api/me/candidate-profile', {
        token: open.token,
        body: { headline: 'Open', open_to_employers: true },
      }),
      200,
    );
    // Two records staff typed in, merged into one.
    const staff = await actor(server, mail, 'staff', 'staff@anon.test');
    const sourced = async (name: string, email: string) =>
      (
        (
          await ok(
            call('POST', '/api/candidates', {
              token: staff.token,
              body: { name, email, phone: '0987654321' },
            }),
            201,
          )
        ).candidate as { id: string }
      ).id;
    const keep = await sourced('Sourced Keep', 'keep@sourced.test');
    const drop = await sourced('Sourced Drop', 'drop@sourced.test');
    await ok(
      call('POST', `/api/candidates/${keep}/merge`, { token: staff.token, body: { otherId: drop } }),
      200,
    );

    const rejectedBefore = await candidateOf(rejected.member.userId);
    const [cv] = await server.ctx.db.select().from(cvFiles).where(eq(cvFiles.candidateId, rejectedBefore.id));
    const storage = storageFor(server.ctx.config);
    expect(await storage.get(cv!.storageKey)).not.toBeNull();

    // 20 days on, one applicant signs in again: activity that restarts the count.
    server.clock.advance(20 * DAY);
    await ok(
      call('POST', '/api/auth/login', { body: { email: 'recent@anon.test', password: 'Password123' } }),
      200,
    );
    // 31 days after everything else: not yet due one day before, due now.
    server.clock.advance(10 * DAY);
    expect((await server.pruner.runOnce())!.candidatesAnonymised).toBe(0);
    server.clock.advance(DAY + 60_000);

    // Two instances at once, one candidate per batch: every due candidate exactly once.
    const now = server.clock.now();
    const remove = (key: string) => storage.delete(key);
    const runs = await Promise.all([
      anonymiseCandidates(server.ctx.db, now, 30, remove, 1),
      anonymiseCandidates(server.ctx.db, now, 30, remove, 1),
    ]);
    expect(runs[0].count + runs[1].count).toBe(3);
    expect((await server.pruner.runOnce())!.candidatesAnonymised).toBe(0);

    // The rejected applicant: no name, contact, profile or CV; the application and its history stay.
    const after = await candidateOf(rejected.member.userId);
    expect(after).toMatchObject({
      name: ANONYMISED_NAME,
      email: null,
      phone: null,
      phoneKey: null,
      headline: '',
      location: '',
      skills: [],
      defaultCvId: null,
      openToEmployers: false,
    });
    expect(after.anonymisedAt).not.toBeNull();
    expect(await server.ctx.db.select().from(cvFiles).where(eq(cvFiles.candidateId, after.id))).toEqual([]);
    expect(await storage.get(cv!.storageKey)).toBeNull();
    const [application] = await server.ctx.db
      .select()
      .from(applications)
      .where(eq(applications.id, rejected.application));
    expect(application).toMatchObject({ stage: 'applied', coverLetter: '', cvId: null });
    expect(
      await server.ctx.db
        .select()
        .from(applicationNotes)
        .where(eq(applicationNotes.applicationId, rejected.application)),
    ).toEqual([]);
    const events = await queryRows<{ n: string | number }>(
      server.ctx.db,
      sql`select count(*) as n from application_events where application_id = ${rejected.application}`,
    );
    expect(Number(events[0]!.n)).toBeGreaterThan(0);

    // The sourced records, and the merge that joined them, keep no name.
    const both = await server.ctx.db
      .select()
      .from(candidates)
      .where(inArray(candidates.id, [keep, drop]));
    expect(both.map((c) => [c.name, c.email, c.phone])).toEqual([
      [ANONYMISED_NAME, null, null],
      [ANONYMISED_NAME, null, null],
    ]);
    const merges = await server.ctx.db
      .select()
      .from(candidateMerges)
      .where(eq(candidateMerges.targetId, keep));
    expect(merges.map((m) => m.snapshot)).toEqual([{ name: ANONYMISED_NAME }]);

    // Hired, open to employers, recently active: untouched.
    expect((await candidateOf(hired.member.userId)).name).toBe('Lê Văn Hired');
    expect((await candidateOf(open.userId)).name).toBe('Open Member');
    expect(await candidateOf(recent.member.userId)).toMatchObject({
      name: 'Phạm Recent',
      phone: '0912345678',
    });

    // Staff see the pseudonym; the audit log says what happened, by nobody, without the names it removed.
    const staffAgain = await ok(
      call('POST', '/api/auth/login', { body: { email: 'staff@anon.test', password: 'Password123' } }),
      200,
    );
    const shown = await ok(
      call('GET', `/api/candidates/${keep}`, { token: staffAgain.access_token as string }),
      200,
    );
    expect(shown.candidate).toMatchObject({ name: ANONYMISED_NAME });
    const adminAgain = await adminActor(server);
    const log = await ok(
      call('GET', '/api/admin/audit?action=candidate.anonymised&limit=50', { token: adminAgain.token }),
      200,
    );
    const entries = log.entries as Array<Record<string, unknown>>;
    expect(entries.map((e) => e.target_id).sort()).toEqual([after.id, keep, drop].sort());
    expect(entries.every((e) => e.actor_id === null && e.target_label === ANONYMISED_NAME)).toBe(true);
    expect(entries.find((e) => e.target_id === after.id)!.changes).toMatchObject({
      cv_files: { before: 1, after: 0 },
    });
    expect(JSON.stringify(entries)).not.toMatch(/Rejected|Sourced|sourced\.test|0987654321/);

    // The rejected member comes back and fills the profile again: the job is re-armed, and after another idle
    // period anonymises it again (with the recently active applicant, idle by then too).
    const back = await ok(
      call('POST', '/api/auth/login', { body: { email: 'rejected@anon.test', password: 'Password123' } }),
      200,
    );
    await ok(
      call('PUT', '/api/me/candidate-profile', {
        token: back.access_token as string,
        body: { headline: 'Back again', phone: '0911111111' },
      }),
      200,
    );
    expect((await candidateOf(rejected.member.userId)).anonymisedAt).toBeNull();
    server.clock.advance(31 * DAY);
    expect((await server.pruner.runOnce())!.candidatesAnonymised).toBe(2);
    expect(await candidateOf(rejected.member.userId)).toMatchObject({ headline: '', phone: null });
    expect((await candidateOf(recent.member.userId)).name).toBe(ANONYMISED_NAME);
    expect((await candidateOf(hired.member.userId)).name).toBe('Lê Văn Hired');
  }, 240_000);

  it('does not count a change to the posting or the interviewer shown in an interview as the candidate’s activity (decision 1123)', async () => {
    const mail = outboxReader(server);
    const { employer, jobId } = await employerWithJob(
      server,
      mail,
      'owner@anon-interviews.test',
      'Anon Interviews Co',
      {},
      'premium',
    );
    const person = await applicant(server, mail, 'interviewed@anon.test', jobId, 'Interviewed Person');
    await ok(
      server.call('POST', `/api/applications/${person.applicationId}/interviews`, {
        token: employer.token,
        body: {
          starts_at: new Date(server.clock.now().getTime() + DAY).toISOString(),
          duration_minutes: 30,
          type: 'video',
          location: 'https://meet.example/x',
          interviewer_ids: [employer.userId],
        },
      }),
      201,
    );
    // Past the retention after the interview, the posting is renamed and the interviewer renames themself: both
    // change what the interview's API object shows, neither is the candidate's activity.
    server.clock.advance(32 * DAY);
    const signedIn = await ok(
      server.call('POST', '/api/auth/login', {
        body: { email: 'owner@anon-interviews.test', password: 'Password123' },
      }),
      200,
    );
    const token = signedIn.access_token as string;
    await ok(
      server.call('PUT', `/api/jobs/${jobId}`, {
        token,
        body: sampleJob({ title: 'Renamed after the interview' }),
      }),
      200,
    );
    await ok(server.call('PATCH', '/api/account/name', { token, body: { name: 'New Name' } }), 200);
    const remove = (key: string) => storageFor(server.ctx.config).delete(key);
    await anonymiseCandidates(server.ctx.db, server.clock.now(), 30, remove, 10);
    expect((await candidateOf(person.userId)).name).toBe(ANONYMISED_NAME);
  }, 120_000);
});
