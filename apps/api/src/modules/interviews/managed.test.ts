import { sql } from 'drizzle-orm';
import type { SQL } from 'drizzle-orm';
import { PgDialect } from 'drizzle-orm/pg-core';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { outboxReader } from '../../../test/admin';
import { startTestServer } from '../../../test/harness';
import type { TestServer } from '../../../test/harness';
import {
  adminActor,
  applicant,
  companyIdOf,
  employerWithJob,
  joinByInvitation,
  sampleJob,
} from '../../../test/recruitment';
import type { Actor, MailReader } from '../../../test/recruitment';
import type { SmtpPeer } from '../../../test/smtp-peer';
import { queryRows } from '../../db/client';

// Decision 1120: an API key with interviews:read reads its company's interviews, shaped as the interview.* webhooks.

type Item = {
  id: string;
  status: string;
  starts_at: string;
  updated_at: string;
  interviewers: Array<{ id: string; name: string; email: string }>;
  organizer: { id: string; name: string } | null;
  application: { id: string; job_id: string };
  job: { id: string };
  candidate: { id: string };
  [field: string]: unknown;
};

let server: TestServer;
let mail: MailReader;
let owner: Actor;
let rival: Actor;
let jobId: string;
let otherJobId: string;
let rivalJob: string;
let slot = 0;

const nextSlot = () =>
  new Date(server.clock.now().getTime() + 10 * 86_400_000 + slot++ * 3_600_000).toISOString();

const createKey = async (who: Actor, scopes: string[]) => {
  const made = await server.call('POST', '/api/company/api-keys', {
    token: who.token,
    body: { name: `Key ${scopes.join(' ')}`, scopes },
  });
  if (made.status !== 201) throw new Error(`key: ${made.status}`);
  return made.body.secret as string;
};

async function schedule(
  who: Actor,
  job: string,
  email: string,
): Promise<{ id: string; application: string; candidateToken: string }> {
  const person = await applicant(server, mail as SmtpPeer, email, job, `Candidate ${email}`);
  const made = await server.call('POST', `/api/applications/${person.applicationId}/interviews`, {
    token: who.token,
    body: {
      starts_at: nextSlot(),
      duration_minutes: 45,
      type: 'video',
      location: 'https://meet.example/abc',
      interviewer_ids: [who.userId],
    },
  });
  if (made.status !== 201) throw new Error(`schedule: ${made.status} ${JSON.stringify(made.body)}`);
  return {
    id: (made.body.interview as { id: string }).id,
    application: person.applicationId,
    candidateToken: person.token,
  };
}

const list = (key: string, query = '') =>
  server.call('GET', `/api/manage/interviews${query}`, { token: key });

type Scheduled = Awaited<ReturnType<typeof schedule>>;
let interviewA: Scheduled;
let interviewB: Scheduled;
let interviewC: Scheduled;
let rivalInterview: Scheduled;

beforeAll(async () => {
  server = await startTestServer({
    config: { webhooks: { allowLoopback: true } },
    server: { webhookPollMs: 3_600_000 },
  });
  mail = outboxReader(server);
  ({ employer: owner, jobId } = await employerWithJob(
    server,
    mail,
    'owner@interviews-api.test',
    'Interviews API Co',
    {},
    'premium',
  ));
  ({ employer: rival, jobId: rivalJob } = await employerWithJob(
    server,
    mail,
    'owner@rival-interviews.test',
    'Rival Co',
    {},
    'premium',
  ));
  const other = await server.call('POST', '/api/jobs', {
    token: owner.token,
    body: sampleJob({ title: 'Second posting' }),
  });
  otherJobId = (other.body.job as { id: string }).id;
  await server.call('POST', `/api/jobs/${otherJobId}/publish`, { token: owner.token });
  // The company listens to the interview events, so each change leaves its webhook body in webhook_events.
  const hook = await server.call('POST', '/api/company/webhooks', {
    token: owner.token,
    body: {
      url: 'http://127.0.0.1:9/hook',
      events: ['interview.scheduled', 'interview.rescheduled', 'interview.cancelled'],
    },
  });
  if (hook.status !== 201) throw new Error(`webhook: ${hook.status}`);
  interviewA = await schedule(owner, jobId, 'a@interviews-api.test');
  interviewB = await schedule(owner, jobId, 'b@interviews-api.test');
  interviewC = await schedule(owner, otherJobId, 'c@interviews-api.test');
  rivalInterview = await schedule(rival, rivalJob, 'r@interviews-api.test');
}, 90_000);

afterAll(async () => {
  await server.stop();
});

describe('interviews for API keys (decision 1120)', () => {
  it('reads an interview as the interview.scheduled webhook sent it, with its interviewers and organizer', async () => {
    const key = await createKey(owner, ['interviews:read']);
    const one = await server.call('GET', `/api/manage/interviews/${interviewA.id}`, { token: key });
    expect(one.status).toBe(200);
    const [event] = await queryRows<{ payload: Record<string, Record<string, unknown>> }>(
      server.ctx.db,
      sql`select payload from webhook_events
          where type = 'interview.scheduled' and payload->'interview'->>'id' = ${interviewA.id}`,
    );
    const sent = event!.payload;
    const got = one.body.interview as Item;
    // Every field of the webhook's interview, as written there; its application, job and candidate as they are.
    expect(got).toMatchObject(sent.interview!);
    expect(got.application).toEqual(sent.application);
    expect(got.job).toEqual(sent.job);
    expect(got.candidate).toEqual(sent.candidate);
    expect(got).toMatchObject({
      duration_minutes: 45,
      stage: 'applied',
      location: 'https://meet.example/abc',
      interviewers: [{ id: owner.userId, name: expect.any(String), email: owner.email }],
      organizer: { id: owner.userId, name: expect.any(String) },
      created_at: expect.stringMatching(/^\d{4}-\d\d-\d\dT\d\d:\d\d:\d\d\.\d{3}Z$/),
      updated_at: expect.stringMatching(/^\d{4}-\d\d-\d\dT\d\d:\d\d:\d\d\.\d{3}Z$/),
    });
    // Not the feedback nor the internal notes.
    expect(got).not.toHaveProperty('feedback');
    expect(got).not.toHaveProperty('notes');
    // The list shows the same object.
    const listed = await list(key);
    expect((listed.body.interviews as Item[]).find((i) => i.id === interviewA.id)).toEqual(got);
  });

  it('sees its company’s interviews only: another company’s is 404 and never listed', async () => {
    const key = await createKey(owner, ['interviews:read']);
    const rivalKey = await createKey(rival, ['interviews:read']);
    const listed = await list(key);
    expect(listed.status).toBe(200);
    expect((listed.body.interviews as Item[]).map((i) => i.id).sort()).toEqual(
      [interviewA.id, interviewB.id, interviewC.id].sort(),
    );
    expect(listed.body.total).toBe(3);
    const theirs = await server.call('GET', `/api/manage/interviews/${rivalInterview.id}`, { token: key });
    expect(theirs.status).toBe(404);
    expect(theirs.body.code).toBe('NOT_FOUND');
    expect((await list(rivalKey)).body.interviews).toEqual([
      expect.objectContaining({ id: rivalInterview.id }),
    ]);
    // The filters never reach past the tenant: the rival's application or posting gives nothing.
    expect((await list(key, `?application_id=${rivalInterview.application}`)).body.total).toBe(0);
    expect((await list(key, `?job_id=${rivalJob}`)).body.total).toBe(0);
  });

  it('filters by posting, application, status, start and last change, latest change first', async () => {
    const key = await createKey(owner, ['interviews:read']);
    const ids = async (query: string) => {
      const reply = await list(key, query);
      expect(reply.status, query).toBe(200);
      return (reply.body.interviews as Item[]).map((i) => i.id);
    };
    expect((await ids(`?job_id=${jobId}`)).sort()).toEqual([interviewA.id, interviewB.id].sort());
    expect(await ids(`?application_id=${interviewC.application}`)).toEqual([interviewC.id]);

    server.clock.advance(60_000);
    const mark = server.clock.now().toISOString();
    server.clock.advance(60_000);
    const cancelled = await server.call('POST', `/api/interviews/${interviewB.id}/cancel`, {
      token: owner.token,
      body: {},
    });
    expect(cancelled.status).toBe(200);
    expect(await ids(`?updated_after=${encodeURIComponent(mark)}`)).toEqual([interviewB.id]);
    expect(await ids('?status=cancelled')).toEqual([interviewB.id]);
    // The latest change comes first.
    expect((await ids(''))[0]).toBe(interviewB.id);
    const b = (await list(key, '?status=cancelled')).body.interviews as Item[];
    // The time of the cancellation, as the API writes times.
    expect(b[0]!.updated_at).toBe(new Date(Date.parse(mark) + 60_000).toISOString());

    const all = (await list(key)).body.interviews as Item[];
    const starts = all.map((i) => i.starts_at).sort();
    const after = await ids(`?starts_after=${encodeURIComponent(starts[1]!)}`);
    expect(after.sort()).toEqual(
      all
        .filter((i) => i.starts_at >= starts[1]!)
        .map((i) => i.id)
        .sort(),
    );
    const before = await ids(`?starts_before=${encodeURIComponent(starts[1]!)}`);
    expect(before).toEqual(all.filter((i) => i.starts_at < starts[1]!).map((i) => i.id));
    // A time without its offset is refused; a parameter the list does not read is ignored (decision 1091).
    expect((await list(key, '?updated_after=2026-01-01T00:00:00')).status).toBe(422);
    expect((await list(key, '?candidate_id=x')).body.total).toBe(3);
  });

  it('pages with total, page, pageSize and Link headers like the other lists', async () => {
    const key = await createKey(owner, ['interviews:read']);
    const first = await list(key, `?pageSize=2&job_id=${jobId}&status=scheduled`);
    expect(first.status).toBe(200);
    expect(first.body).toMatchObject({ total: 1, page: 1, pageSize: 2 });
    const page1 = await list(key, '?pageSize=2');
    expect(page1.body).toMatchObject({ total: 3, page: 1, pageSize: 2 });
    expect((page1.body.interviews as Item[]).length).toBe(2);
    const link = page1.headers.get('link')!;
    expect(link).toContain('rel="next"');
    const next = /<([^>]+)>; rel="next"/.exec(link)![1]!;
    expect(new URL(next).searchParams.get('page')).toBe('2');
    expect(new URL(next).pathname).toBe('/api/manage/interviews');
    const page2 = await server.call('GET', new URL(next).pathname + new URL(next).search, { token: key });
    expect(page2.body).toMatchObject({ total: 3, page: 2, pageSize: 2 });
    const seen = [...(page1.body.interviews as Item[]), ...(page2.body.interviews as Item[])].map(
      (i) => i.id,
    );
    expect(new Set(seen).size).toBe(3);
    expect(page2.headers.get('link')).not.toContain('rel="next"');

    // A change during a walk brings the interview to the front: the next page may show one again, never skip one
    // that did not change (oldest-first would skip the interview that slid back onto the page already read).
    const walk1 = (await list(key, '?pageSize=2')).body.interviews as Item[];
    const moved = walk1[1]!;
    expect(moved.status).toBe('scheduled');
    server.clock.advance(1_000);
    const change = await server.call('POST', `/api/interviews/${moved.id}/cancel`, {
      token: owner.token,
      body: {},
    });
    expect(change.status).toBe(200);
    const walk2 = (await list(key, '?pageSize=2&page=2')).body.interviews as Item[];
    expect(new Set([...walk1, ...walk2].map((i) => i.id))).toEqual(
      new Set([interviewA.id, interviewB.id, interviewC.id]),
    );
  });

  it('lists under updated_after an interview whose embedded application, posting, candidate or interviewer changed (decision 1123)', async () => {
    const key = await createKey(owner, ['interviews:read']);
    const ids = async (since: string) => {
      const reply = await list(key, `?updated_after=${encodeURIComponent(since)}`);
      expect(reply.status).toBe(200);
      return reply.body.interviews as Item[];
    };
    const one = async (id: string) =>
      (await server.call('GET', `/api/manage/interviews/${id}`, { token: key })).body.interview as Item;

    // Nothing changed since the mark: nothing is listed.
    server.clock.advance(60_000);
    const beforeMove = server.clock.now().toISOString();
    server.clock.advance(60_000);
    expect(await ids(beforeMove)).toEqual([]);

    // The application of A moves: A alone is listed, with the new stage and the time of the move as updated_at.
    const moved = await server.call('POST', `/api/applications/${interviewA.application}/move`, {
      token: owner.token,
      body: { stage: 'screening' },
    });
    expect(moved.status).toBe(200);
    const afterMove = await ids(beforeMove);
    expect(afterMove.map((i) => i.id)).toEqual([interviewA.id]);
    expect(afterMove[0]!.application).toMatchObject({ id: interviewA.application, stage: 'screening' });
    const movedAt = new Date(Date.parse(beforeMove) + 60_000).toISOString();
    expect(afterMove[0]!.updated_at).toBe(movedAt);
    expect((await one(interviewA.id)).updated_at).toBe(movedAt);
    // The latest change comes first in the full list too.
    expect(((await list(key)).body.interviews as Item[])[0]!.id).toBe(interviewA.id);

    // The second posting is renamed: its interview (C) only.
    server.clock.advance(60_000);
    const beforeEdit = server.clock.now().toISOString();
    server.clock.advance(60_000);
    expect(await ids(beforeEdit)).toEqual([]);
    const edited = await server.call('PUT', `/api/jobs/${otherJobId}`, {
      token: owner.token,
      body: sampleJob({ title: 'Second posting, renamed' }),
    });
    expect(edited.status).toBe(200);
    const afterEdit = await ids(beforeEdit);
    expect(afterEdit.map((i) => i.id)).toEqual([interviewC.id]);
    expect(afterEdit[0]!.job).toMatchObject({ id: otherJobId, title: 'Second posting, renamed' });

    // B's candidate renames themself (their account and so their candidate record): B only.
    server.clock.advance(60_000);
    const beforeCandidate = server.clock.now().toISOString();
    server.clock.advance(60_000);
    const candidateRenamed = await server.call('PATCH', '/api/account/name', {
      token: interviewB.candidateToken,
      body: { name: 'Renamed Candidate' },
    });
    expect(candidateRenamed.status).toBe(200);
    const afterCandidate = await ids(beforeCandidate);
    expect(afterCandidate.map((i) => i.id)).toEqual([interviewB.id]);
    expect(afterCandidate[0]!.candidate).toMatchObject({ name: 'Renamed Candidate' });

    // The interviewer (and organizer) of all three renames themself: the three are listed with the new name; the
    // rival company's interview is not its business and does not move.
    const rivalKey = await createKey(rival, ['interviews:read']);
    const rivalOne = async () =>
      (await server.call('GET', `/api/manage/interviews/${rivalInterview.id}`, { token: rivalKey })).body
        .interview as Item;
    const rivalBefore = await rivalOne();
    expect(rivalBefore.id).toBe(rivalInterview.id);
    server.clock.advance(60_000);
    const beforeRename = server.clock.now().toISOString();
    server.clock.advance(60_000);
    expect(await ids(beforeRename)).toEqual([]);
    const renamed = await server.call('PATCH', '/api/account/name', {
      token: owner.token,
      body: { name: 'Renamed Interviewer' },
    });
    expect(renamed.status).toBe(200);
    const afterRename = await ids(beforeRename);
    expect(afterRename.map((i) => i.id).sort()).toEqual([interviewA.id, interviewB.id, interviewC.id].sort());
    for (const item of afterRename) {
      expect(item.interviewers).toEqual([
        { id: owner.userId, name: 'Renamed Interviewer', email: owner.email },
      ]);
      expect(item.organizer).toEqual({ id: owner.userId, name: 'Renamed Interviewer' });
      expect(item.updated_at).toBe(new Date(Date.parse(beforeRename) + 60_000).toISOString());
    }
    const rivalList = await server.call(
      'GET',
      `/api/manage/interviews?updated_after=${encodeURIComponent(beforeRename)}`,
      { token: rivalKey },
    );
    expect(rivalList.body.total).toBe(0);
    expect(await rivalOne()).toEqual(rivalBefore);
  });

  it('counts only for a full page: a page that is not full is the end of the list (decision 1125)', async () => {
    const key = await createKey(owner, ['interviews:read']);
    const counts: string[] = [];
    const dialect = new PgDialect();
    const execute = server.ctx.db.execute.bind(server.ctx.db);
    const spy = vi.spyOn(server.ctx.db, 'execute').mockImplementation(((
      query: Parameters<typeof execute>[0],
    ) => {
      const text = dialect.sqlToQuery(query as SQL).sql;
      if (/count\(\*\)/.test(text) && /interviews i/.test(text)) counts.push(text);
      return execute(query);
    }) as typeof execute);
    try {
      const total = async (query: string) => {
        const reply = await list(key, query);
        expect(reply.status, query).toBe(200);
        return reply.body.total as number;
      };
      // The three interviews of the company: a poll that finds none, the whole list on one page, the last page.
      const later = new Date(server.clock.now().getTime() + 86_400_000).toISOString();
      expect(await total(`?updated_after=${encodeURIComponent(later)}`)).toBe(0);
      expect(await total('')).toBe(3);
      expect(await total('?pageSize=2&page=2')).toBe(3);
      expect(counts).toEqual([]);
      // A full page, or one past the end, counts.
      expect(await total('?pageSize=2')).toBe(3);
      expect(await total('?pageSize=2&page=5')).toBe(3);
      expect(counts).toHaveLength(2);
    } finally {
      spy.mockRestore();
    }
  });

  it('has the index that serves the list’s order and updated_after (migration 0035)', async () => {
    const [found] = await queryRows<{ indexdef: string }>(
      server.ctx.db,
      sql`select indexdef from pg_indexes
          where tablename = 'interviews' and indexname = 'interviews_representation_updated_idx'`,
    );
    expect(found?.indexdef).toMatch(/\(representation_updated_at, id\)/);
  });

  it('refuses a key without interviews:read with the 403 of any scope refusal', async () => {
    const jobsOnly = await createKey(owner, ['jobs:read', 'applications:read']);
    const refused = await list(jobsOnly);
    expect(refused.status).toBe(403);
    const one = await server.call('GET', `/api/manage/interviews/${interviewA.id}`, { token: jobsOnly });
    expect(one.status).toBe(403);
    const other = await server.call('POST', `/api/jobs/${jobId}/close`, { token: jobsOnly });
    expect(other.status).toBe(403);
    expect(refused.body).toEqual({ ...other.body, message: 'This API key lacks the scope interviews:read.' });
    expect(one.body).toEqual(refused.body);
    const vi = await server.call('GET', '/api/manage/interviews', {
      token: jobsOnly,
      headers: { 'accept-language': 'vi' },
    });
    expect(vi.body.message).toContain('interviews:read');
    expect(vi.body.message).not.toBe(refused.body.message);
    // The session route of a person stays the person's.
    const reader = await createKey(owner, ['interviews:read']);
    expect((await server.call('GET', '/api/interviews', { token: reader })).status).toBe(403);
  });
});

describe('deleted interviews for API keys (decision 1125)', () => {
  type Gone = { id: string; deleted_at: string };
  const dbNow = async () => {
    const [row] = await queryRows<{ t: string | Date }>(
      server.ctx.db,
      sql`select statement_timestamp() as t`,
    );
    return new Date(row!.t).toISOString();
  };
  const deleted = (key: string, query = '') =>
    server.call('GET', `/api/manage/interviews/deleted${query}`, { token: key });

  it('lists an interview deleted with its application, for its company only, under deleted_after', async () => {
    const key = await createKey(owner, ['interviews:read']);
    const rivalKey = await createKey(rival, ['interviews:read']);
    const doomed = await schedule(owner, jobId, 'doomed@interviews-api.test');
    const rivalDoomed = await schedule(rival, rivalJob, 'rival-doomed@interviews-api.test');
    const mark = await dbNow();
    expect((await deleted(key, `?deleted_after=${encodeURIComponent(mark)}`)).body).toMatchObject({
      interviews: [],
      total: 0,
    });
    // Applications go only by cascades (an account deleted with its postings): the database's own delete here.
    await queryRows(server.ctx.db, sql`delete from applications where id = ${doomed.application}`);
    await queryRows(server.ctx.db, sql`delete from applications where id = ${rivalDoomed.application}`);
    const after = await dbNow();

    const reply = await deleted(key, `?deleted_after=${encodeURIComponent(mark)}`);
    expect(reply.status).toBe(200);
    expect(reply.body).toMatchObject({ total: 1, page: 1, pageSize: expect.any(Number) });
    const [gone] = reply.body.interviews as Gone[];
    expect(gone).toEqual({ id: doomed.id, deleted_at: expect.stringMatching(/^\d{4}-\d\d-\d\dT[\d:.]+Z$/) });
    expect(gone!.deleted_at >= mark && gone!.deleted_at <= after).toBe(true);
    // It is gone from the list and its read; the rival's deletion is the rival's alone.
    expect(((await list(key)).body.interviews as Item[]).map((i) => i.id)).not.toContain(doomed.id);
    expect((await server.call('GET', `/api/manage/interviews/${doomed.id}`, { token: key })).status).toBe(
      404,
    );
    expect(((await deleted(rivalKey)).body.interviews as Gone[]).map((g) => g.id)).toEqual([rivalDoomed.id]);
    // Nothing deleted since: an empty page.
    expect((await deleted(key, `?deleted_after=${encodeURIComponent(after)}`)).body.total).toBe(0);
    // A time without its offset is refused as on the list.
    expect((await deleted(key, '?deleted_after=2026-01-01T00:00:00')).status).toBe(422);
  });

  it('lists the interviews of a posting deleted with its account, and of a posting moved to another company until it comes back', async () => {
    const key = await createKey(owner, ['interviews:read']);
    // A posting leaves the company when staff name another company on it: its interview leaves the key's view.
    const moving = await schedule(owner, otherJobId, 'moving@interviews-api.test');
    const staff = await adminActor(server);
    server.clock.advance(60_000);
    const beforeMove = server.clock.now().toISOString();
    server.clock.advance(60_000);
    const moved = await server.call('PUT', `/api/jobs/${otherJobId}`, {
      token: staff.token,
      body: sampleJob({ title: 'Second posting, renamed', company: 'Someone Else Ltd' }),
    });
    expect(moved.status).toBe(200);
    const gone = (await deleted(key, `?deleted_after=${encodeURIComponent(beforeMove)}`)).body
      .interviews as Gone[];
    expect(gone.map((g) => g.id).sort()).toEqual([interviewC.id, moving.id].sort());
    for (const g of gone) expect(g.deleted_at).toBe(new Date(Date.parse(beforeMove) + 60_000).toISOString());
    expect((await server.call('GET', `/api/manage/interviews/${moving.id}`, { token: key })).status).toBe(
      404,
    );

    // Back in the company (no screen does it; the database's own update here): no longer deleted, and listed again
    // under updated_after.
    server.clock.advance(60_000);
    const beforeBack = server.clock.now().toISOString();
    server.clock.advance(60_000);
    await queryRows(
      server.ctx.db,
      sql`update jobs set company_id = ${await companyIdOf(server, owner.userId)},
            updated_at = ${server.clock.now().toISOString()} where id = ${otherJobId}`,
    );
    expect((await deleted(key, `?deleted_after=${encodeURIComponent(beforeMove)}`)).body.total).toBe(0);
    const again = (await list(key, `?updated_after=${encodeURIComponent(beforeBack)}`)).body
      .interviews as Item[];
    expect(again.map((i) => i.id).sort()).toEqual([interviewC.id, moving.id].sort());

    // An account deleted with the postings it owned (the only way a posting goes; no screen deletes an account that
    // holds postings, the database's own delete here): every interview of them, for the company they were in.
    const recruiter = await joinByInvitation(
      server,
      owner,
      'recruiter@interviews-api.test',
      'recruiter',
      'Recruiter',
    );
    const ownJob = (
      await server.call('POST', '/api/jobs', {
        token: recruiter.token,
        body: sampleJob({ title: 'Doomed posting' }),
      })
    ).body.job as { id: string };
    expect(
      (await server.call('POST', `/api/jobs/${ownJob.id}/publish`, { token: recruiter.token })).status,
    ).toBe(200);
    const onDoomedJob = await schedule(recruiter, ownJob.id, 'doomed-job@interviews-api.test');
    expect(
      (await server.call('GET', `/api/manage/interviews/${onDoomedJob.id}`, { token: key })).status,
    ).toBe(200);
    const mark = await dbNow();
    await queryRows(server.ctx.db, sql`delete from users where id = ${recruiter.userId}`);
    const afterJob = (await deleted(key, `?deleted_after=${encodeURIComponent(mark)}`)).body
      .interviews as Gone[];
    expect(afterJob.map((g) => g.id)).toEqual([onDoomedJob.id]);

    // A company deleted with its owner's account takes its tombstones with it, and its postings' interviews leave no
    // tombstone behind (nobody is left to read them): the delete goes through.
    const goneCo = await employerWithJob(server, mail, 'owner@gone-co.test', 'Gone Co', {}, 'premium');
    await schedule(goneCo.employer, goneCo.jobId, 'gone-co@interviews-api.test');
    const goneCompany = await companyIdOf(server, goneCo.employer.userId);
    await queryRows(server.ctx.db, sql`delete from users where id = ${goneCo.employer.userId}`);
    const left = await queryRows<{ n: number | string }>(
      server.ctx.db,
      sql`select count(*) as n from interview_deletions where company_id = ${goneCompany}`,
    );
    expect(Number(left[0]!.n)).toBe(0);
  });

  it('pages the deletions with Link headers and refuses a key without interviews:read', async () => {
    const key = await createKey(owner, ['interviews:read']);
    const first = await deleted(key, '?pageSize=1');
    expect(first.status).toBe(200);
    expect(first.body).toMatchObject({ page: 1, pageSize: 1 });
    expect(first.body.total as number).toBeGreaterThanOrEqual(2);
    expect(first.headers.get('link')).toContain('rel="next"');
    const jobsOnly = await createKey(owner, ['jobs:read']);
    const refused = await deleted(jobsOnly);
    expect(refused.status).toBe(403);
    expect(refused.body.message).toBe('This API key lacks the scope interviews:read.');
  });
});

describe('the interview.* webhooks and the API (decision 1126)', () => {
  it('sends the interview as GET /api/manage/interviews/{id} reads it, updated_at included', async () => {
    const key = await createKey(owner, ['interviews:read']);
    const fresh = await schedule(owner, jobId, 'webhook-same@interviews-api.test');
    // Before, the webhook's interview had neither its interviewers, organizer and duration nor any updated_at.
    server.clock.advance(60_000);
    const rescheduled = await server.call('PUT', `/api/interviews/${fresh.id}`, {
      token: owner.token,
      body: {
        starts_at: nextSlot(),
        duration_minutes: 60,
        type: 'onsite',
        location: 'Room 4',
        interviewer_ids: [owner.userId],
      },
    });
    expect(rescheduled.status).toBe(200);
    const read = (await server.call('GET', `/api/manage/interviews/${fresh.id}`, { token: key })).body
      .interview as Item;
    const events = await queryRows<{ type: string; payload: Record<string, Record<string, unknown>> }>(
      server.ctx.db,
      sql`select type, payload from webhook_events
          where type like 'interview.%' and payload->'interview'->>'id' = ${fresh.id} order by id`,
    );
    expect(events.map((e) => e.type)).toEqual(['interview.scheduled', 'interview.rescheduled']);
    const sent = events[1]!.payload;
    expect({
      ...sent.interview,
      application: sent.application,
      job: sent.job,
      candidate: sent.candidate,
    }).toEqual(read);
    expect(sent.interview!.updated_at).toBe(read.updated_at);
    // The scheduled event said what the API said then: the same fields, with the time of that change.
    const before = events[0]!.payload.interview!;
    expect(Object.keys(before).sort()).toEqual(Object.keys(sent.interview!).sort());
    expect(Date.parse(before.updated_at as string)).toBeLessThan(Date.parse(read.updated_at));
  });
});
