import { and, asc, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { auditLog, interviewFeedback } from '../../db/schema';
import { anonymiseCandidates } from '../../lib/anonymise';
import { startSmtpTestServer } from '../../../test/harness';
import type { TestServer } from '../../../test/harness';
import { actor, applicant, employerWithJob } from '../../../test/recruitment';
import type { Actor } from '../../../test/recruitment';
import type { SmtpPeer } from '../../../test/smtp-peer';

// Interview kits (issue 18, decisions 1111-1115): per posting and stage, the questions and the attributes to rate;
// the interviewer's feedback follows the kit of its interview's posting and stage.

type Kit = {
  stage: string;
  questions: Array<{ id: string; text: string }>;
  attributes: Array<{ id: string; name: string }>;
  updated_at: string | null;
};
type Feedback = {
  interviewer: { id: string };
  answers: Array<{ question_id: string; question: string; answer: string }>;
  ratings: Array<{ attribute_id: string; attribute: string; rating: string }>;
};
type Interview = {
  id: string;
  stage: string;
  kit: { questions: Kit['questions']; attributes: Kit['attributes'] } | null;
  feedback: Feedback[];
};

/** The feedback `who` gave, in an interview reply. */
const feedbackOf = (body: Record<string, unknown>, who: Actor) =>
  (body.interview as Interview).feedback.find((f) => f.interviewer.id === who.userId)!;

/** The two answers given in the feedback tests, as the reply shows them: in the kit's order, with the question asked. */
const bothAnswers = (questions: Kit['questions']) => [
  {
    question_id: questions[0]!.id,
    question: 'Tell us about the last outage you handled.',
    answer: 'A cache stampede; fixed with jitter.',
  },
  {
    question_id: questions[1]!.id,
    question: 'Which trade-off would you make again?',
    answer: 'Shipping behind a flag.',
  },
];

let smtp: SmtpPeer;
let server: TestServer;
let staff: Actor;
let employer: Actor;
let rival: Actor;
let jobId: string;
let an: Actor & { applicationId: string };
let binh: Actor & { applicationId: string };

const slot = (startsAt: string, interviewers: string[]) => ({
  starts_at: startsAt,
  time_zone: 'Asia/Ho_Chi_Minh',
  duration_minutes: 60,
  type: 'video',
  interviewer_ids: interviewers,
});

beforeAll(async () => {
  ({ server, smtp } = await startSmtpTestServer({
    clockStart: new Date('2026-11-20T03:00:00Z'),
  }));
  staff = await actor(server, smtp, 'staff', 'staff@kits.test', { name: 'Staff Hoa' });
  ({ employer, jobId } = await employerWithJob(server, smtp, 'hr@kits.test', 'Kit Co'));
  ({ employer: rival } = await employerWithJob(server, smtp, 'hr@rival-kits.test', 'Rival Co'));
  an = await applicant(server, smtp, 'an@kits.test', jobId, 'Nguyễn An');
  binh = await applicant(server, smtp, 'binh@kits.test', jobId, 'Lê Bình');
});

afterAll(async () => {
  await server.stop();
});

const kitsOf = async (token: string, id = jobId) =>
  server.call('GET', `/api/jobs/${id}/interview-kits`, { token });
const putKit = (token: string, stage: string, body: unknown, id = jobId) =>
  server.call('PUT', `/api/jobs/${id}/interview-kits/${stage}`, { token, body });

let questions: Kit['questions'];
let attributes: Kit['attributes'];

describe('interview kits', () => {
  it('lists one empty kit per stage an interview can be scheduled in', async () => {
    const res = await kitsOf(employer.token);
    expect(res.status).toBe(200);
    expect(res.body.job).toMatchObject({ id: jobId, title: 'Senior React Developer' });
    expect(res.body.kits).toEqual(
      ['applied', 'screening', 'interview', 'offer'].map((stage) => ({
        stage,
        questions: [],
        attributes: [],
        updated_at: null,
      })),
    );
  });

  it('sets a stage’s questions and attributes, keeps ids across edits, and audits each change', async () => {
    const first = await putKit(employer.token, 'interview', {
      questions: [{ text: 'Tell us about an outage you handled.' }, { text: 'How do you review code?' }],
      attributes: [{ name: 'React' }, { name: 'Communication' }],
    });
    expect(first.status).toBe(200);
    const kit = first.body.kit as Kit;
    expect(kit.stage).toBe('interview');
    expect(kit.questions.map((q) => q.text)).toEqual([
      'Tell us about an outage you handled.',
      'How do you review code?',
    ]);
    expect(kit.attributes.map((a) => a.name)).toEqual(['React', 'Communication']);
    expect(new Set([...kit.questions, ...kit.attributes].map((i) => i.id)).size).toBe(4);
    expect(kit.updated_at).not.toBeNull();

    // Edit: the first question keeps its id with a new text, the second goes, a new one comes; an unknown id is new.
    const edited = await putKit(employer.token, 'interview', {
      questions: [
        { id: kit.questions[0]!.id, text: 'Tell us about the last outage you handled.' },
        { id: '00000000-0000-4000-8000-000000000000', text: 'Which trade-off would you make again?' },
      ],
      attributes: kit.attributes,
    });
    expect(edited.status).toBe(200);
    ({ questions, attributes } = edited.body.kit as Kit);
    expect(questions[0]).toEqual({
      id: kit.questions[0]!.id,
      text: 'Tell us about the last outage you handled.',
    });
    expect(questions[1]!.id).not.toBe('00000000-0000-4000-8000-000000000000');
    expect(questions[1]!.id).not.toBe(kit.questions[1]!.id);
    expect(attributes).toEqual(kit.attributes);

    const listed = (await kitsOf(employer.token)).body.kits as Kit[];
    expect(listed.find((k) => k.stage === 'interview')).toMatchObject({ questions, attributes });
    expect(listed.find((k) => k.stage === 'screening')).toMatchObject({ questions: [], updated_at: null });

    const entries = await server.ctx.db
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.targetId, jobId), eq(auditLog.action, 'job.interview_kit_updated')))
      .orderBy(asc(auditLog.id));
    expect(entries).toHaveLength(2);
    expect(entries[0]).toMatchObject({ actorId: employer.userId, targetType: 'job' });
    expect(entries[0]!.targetLabel).toBe('Senior React Developer');
    expect(entries[1]!.changes).toEqual({
      'interview.questions': {
        before: ['Tell us about an outage you handled.', 'How do you review code?'],
        after: ['Tell us about the last outage you handled.', 'Which trade-off would you make again?'],
      },
    });
  });

  it('refuses bad kits with 422 or 400, another company’s posting with 404, and lets staff edit any', async () => {
    const duplicate = await putKit(employer.token, 'interview', {
      attributes: [{ name: 'React' }, { name: 'react' }],
    });
    expect(duplicate.status).toBe(422);
    expect(duplicate.body.errors).toHaveProperty('attributes');
    const blank = await putKit(employer.token, 'interview', { questions: [{ text: '   ' }] });
    expect(blank.status).toBe(422);
    const tooMany = await putKit(employer.token, 'interview', {
      questions: Array.from({ length: 21 }, (_, i) => ({ text: `Question ${i}` })),
    });
    expect(tooMany.status).toBe(422);
    const stage = await putKit(employer.token, 'hired', { questions: [] });
    expect([400, 422]).toContain(stage.status);
    expect(stage.body.success).toBe(false);

    expect((await kitsOf(rival.token)).status).toBe(404);
    expect((await putKit(rival.token, 'interview', { questions: [] })).status).toBe(404);
    // Nothing changed by the refusals.
    const kit = ((await kitsOf(employer.token)).body.kits as Kit[]).find((k) => k.stage === 'interview')!;
    expect(kit.questions).toEqual(questions);

    const byStaff = await putKit(staff.token, 'screening', { questions: [{ text: 'Why this role?' }] });
    expect(byStaff.status).toBe(200);
    const removed = await putKit(staff.token, 'screening', { questions: [], attributes: [] });
    expect(removed.status).toBe(200);
    expect(removed.body.kit).toEqual({ stage: 'screening', questions: [], attributes: [], updated_at: null });
  });

  it('refuses a save made on a kit someone else changed since (409 KIT_CHANGED) and keeps their edit', async () => {
    const first = await putKit(employer.token, 'applied', {
      questions: [{ text: 'Why us?' }],
      updated_at: null,
    });
    expect(first.status).toBe(200);
    const readAt = (first.body.kit as Kit).updated_at;
    // A second editor who opened the stage before it had a kit.
    const stale = await putKit(employer.token, 'applied', {
      questions: [{ text: 'Overwrite it' }],
      updated_at: null,
    });
    expect(stale.status).toBe(409);
    expect(stale.body).toMatchObject({ success: false, code: 'KIT_CHANGED' });
    const kits = (await kitsOf(employer.token)).body.kits as Kit[];
    expect(kits.find((k) => k.stage === 'applied')!.questions.map((q) => q.text)).toEqual(['Why us?']);
    server.clock.advance(60_000);
    const fresh = await putKit(employer.token, 'applied', {
      questions: [{ text: 'Why us, and why now?' }],
      updated_at: readAt,
    });
    expect(fresh.status).toBe(200);
    // The first editor's copy is now behind.
    expect((await putKit(employer.token, 'applied', { questions: [], updated_at: readAt })).status).toBe(409);
    const malformed = await putKit(employer.token, 'applied', { questions: [], updated_at: 'yesterday' });
    expect(malformed.status).toBe(422);
    // Without updated_at the kit is replaced whatever it holds (an API client that does not read first).
    expect((await putKit(employer.token, 'applied', { questions: [] })).status).toBe(200);
  });

  it('copies the kits with the posting when it is duplicated', async () => {
    const copy = await server.call('POST', `/api/jobs/${jobId}/duplicate`, { token: employer.token });
    expect(copy.status).toBe(201);
    const copied = (await kitsOf(employer.token, (copy.body.job as { id: string }).id)).body.kits as Kit[];
    expect(copied.find((k) => k.stage === 'interview')).toMatchObject({ questions, attributes });
    expect(copied.find((k) => k.stage === 'screening')).toMatchObject({ questions: [], updated_at: null });
  });
});

describe('feedback following the kit', () => {
  let interviewId: string;
  // Past the start of 09:30 in Hồ Chí Minh City on 1 December.
  const started = () =>
    server.clock.advance(new Date('2026-12-01T03:00:00Z').getTime() - server.clock.now().getTime());

  it('gives an interview the stage it is scheduled in, and that stage’s kit', async () => {
    // An application still in Applied: its interview is an Applied-stage one (no kit), though scheduling moves it.
    const early = await server.call('POST', `/api/applications/${an.applicationId}/interviews`, {
      token: employer.token,
      body: slot('2026-11-30T09:00', [employer.userId]),
    });
    expect(early.status).toBe(201);
    expect(early.body.interview).toMatchObject({ stage: 'applied', kit: null });

    const moved = await server.call('POST', `/api/applications/${binh.applicationId}/move`, {
      token: employer.token,
      body: { stage: 'interview' },
    });
    expect(moved.status).toBe(200);
    const res = await server.call('POST', `/api/applications/${binh.applicationId}/interviews`, {
      token: staff.token,
      body: slot('2026-12-01T09:30', [employer.userId, staff.userId]),
    });
    expect(res.status).toBe(201);
    const interview = res.body.interview as Interview;
    interviewId = interview.id;
    expect(interview.stage).toBe('interview');
    expect(interview.kit).toEqual({ questions, attributes });
  });

  it('stores the answers and ratings with the kit’s texts, in the kit’s order', async () => {
    started();
    const res = await server.call('PUT', `/api/interviews/${interviewId}/feedback`, {
      token: employer.token,
      body: {
        score: 4,
        recommendation: 'yes',
        comments: 'Solid.',
        answers: [
          { question_id: questions[1]!.id, answer: 'Shipping behind a flag.' },
          { question_id: questions[0]!.id, answer: 'A cache stampede; fixed with jitter.' },
        ],
        // Communication left unrated: "no decision".
        ratings: [{ attribute_id: attributes[0]!.id, rating: 'strong_yes' }],
      },
    });
    expect(res.status).toBe(200);
    const mine = feedbackOf(res.body, employer);
    expect(mine.answers).toEqual(bothAnswers(questions));
    expect(mine.ratings).toEqual([
      { attribute_id: attributes[0]!.id, attribute: 'React', rating: 'strong_yes' },
    ]);
  });

  it('refuses answers and ratings that are not the kit’s (422), and a rating off the scale', async () => {
    for (const body of [
      { answers: [{ question_id: attributes[0]!.id, answer: 'Not a question' }] },
      { ratings: [{ attribute_id: questions[0]!.id, rating: 'yes' }] },
      {
        ratings: [
          { attribute_id: attributes[0]!.id, rating: 'yes' },
          { attribute_id: attributes[0]!.id, rating: 'no' },
        ],
      },
      { ratings: [{ attribute_id: attributes[0]!.id, rating: 'maybe' }] },
    ]) {
      const res = await server.call('PUT', `/api/interviews/${interviewId}/feedback`, {
        token: staff.token,
        body: { score: 3, recommendation: 'no', ...body },
      });
      expect(res.status, JSON.stringify(body)).toBe(422);
      expect(res.body.success).toBe(false);
    }
  });

  it('hides the answers of others until the interviewer submits, and keeps them when the kit changes', async () => {
    const view = async (token: string) =>
      (await server.call('GET', `/api/interviews/${interviewId}`, { token })).body.interview as Interview;
    // Staff sits on the interview and owes its feedback: the employer's answers are not in the reply at all.
    const before = await server.call('GET', `/api/applications/${binh.applicationId}`, {
      token: staff.token,
    });
    expect(JSON.stringify(before.body)).not.toContain('cache stampede');
    expect((await view(staff.token)).feedback).toEqual([]);

    const own = await server.call('PUT', `/api/interviews/${interviewId}/feedback`, {
      token: staff.token,
      body: {
        score: 3,
        recommendation: 'no',
        ratings: [{ attribute_id: attributes[1]!.id, rating: 'no' }],
      },
    });
    expect(own.status).toBe(200);
    const seen = await view(staff.token);
    expect(seen.feedback.map((f) => f.interviewer.id).sort()).toEqual([employer.userId, staff.userId].sort());
    expect(seen.feedback.find((f) => f.interviewer.id === employer.userId)!.answers).toHaveLength(2);

    // The kit changes afterwards: the feedback keeps the question as it was asked; the interview shows the new kit.
    const edited = await putKit(employer.token, 'interview', {
      questions: [{ id: questions[0]!.id, text: 'Describe an incident.' }],
      attributes,
    });
    expect(edited.status).toBe(200);
    const after = await view(employer.token);
    expect(after.kit!.questions).toEqual([{ id: questions[0]!.id, text: 'Describe an incident.' }]);
    expect(after.feedback.find((f) => f.interviewer.id === employer.userId)!.answers[0]!.question).toBe(
      'Tell us about the last outage you handled.',
    );

    // Revising the score after the edit keeps the answer left as it was under its original question, and the answer
    // to the question the kit no longer asks, which the form cannot show.
    const revised = await server.call('PUT', `/api/interviews/${interviewId}/feedback`, {
      token: employer.token,
      body: {
        score: 3,
        recommendation: 'yes',
        comments: 'Solid.',
        answers: [{ question_id: questions[0]!.id, answer: 'A cache stampede; fixed with jitter.' }],
        ratings: [{ attribute_id: attributes[0]!.id, rating: 'strong_yes' }],
      },
    });
    expect(revised.status).toBe(200);
    const mine = feedbackOf(revised.body, employer);
    expect(mine.answers).toEqual(bothAnswers(questions));

    // A question cannot take an attribute's id (the attribute dropped in the same edit): it gets an id of its own.
    const swapped = await putKit(employer.token, 'interview', {
      questions: [
        { id: attributes[0]!.id, text: 'Posing as an attribute' },
        { id: questions[0]!.id, text: 'Describe an incident.' },
      ],
      attributes: [attributes[1]!],
    });
    expect(swapped.status, JSON.stringify(swapped.body)).toBe(200);
    const ids = (swapped.body.kit as Kit).questions.map((q) => q.id);
    expect(ids[0]).not.toBe(attributes[0]!.id);
    expect(ids[1]).toBe(questions[0]!.id);
    const restored = await putKit(employer.token, 'interview', {
      questions: [{ id: questions[0]!.id, text: 'Describe an incident.' }],
      attributes,
    });
    expect(restored.status).toBe(200);
  });

  it('wipes the answers (free text about the candidate) when the candidate is anonymised, keeps the ratings', async () => {
    // Decision 420: long after the last activity. The interview ended on 1 December; a year and a day later.
    const now = new Date(new Date('2026-12-01T04:00:00Z').getTime() + 366 * 86_400_000);
    const done = await anonymiseCandidates(server.ctx.db, now, 365, async () => undefined);
    expect(done.count).toBeGreaterThanOrEqual(1);
    const rows = await server.ctx.db
      .select()
      .from(interviewFeedback)
      .where(eq(interviewFeedback.interviewId, interviewId));
    expect(rows).toHaveLength(2);
    for (const row of rows) {
      expect(row.answers).toEqual([]);
      expect(row.comments).toBe('');
    }
    expect(rows.flatMap((r) => r.ratings.map((x) => x.attribute)).sort()).toEqual(['Communication', 'React']);
  });
});
