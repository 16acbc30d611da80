import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { TestServer } from '../../../test/harness';
import { applicant, companyIdOf, employerWithJob, startCompanyServer } from '../../../test/recruitment';
import type { Actor, MailReader } from '../../../test/recruitment';
import { ANALYTICS_REPORTS, STAGES } from '@app/shared';
import { queryRows } from '../../db/client';
import { refreshApplicationRollups } from '../../lib/analytics-rollups';
import { periodOf } from './period';
import { anchoredPostings, staleFromFacts, staleFromSummary } from './service';

// Issue 11: the reports' definitions on hand-built histories, the rollups against a recomputation from the history,
// the hooks of the real stage moves, the offer's outcome, the CSV and the tenant's walls.

const NOW = new Date('2026-06-15T05:00:00Z');
const DAY = 86_400_000;
/** 10:00 in Vietnam on that day of 2026 (month 1-based). */
const at = (month: number, day: number, hour = 3) => new Date(Date.UTC(2026, month - 1, day, hour));
const PERIOD = 'from=2026-06-01&to=2026-06-14';

let server: TestServer;
let mail: MailReader;
let owner: Actor;
let jobId: string;
let companyId: string;
let other: Actor;
let otherJobId: string;
let candidateSeq = 0;

type Step = [stage: string, when: Date];

/** Inserts an application with the given history (the first step is the application) and refreshes its rollups. */
async function history(
  job: string,
  steps: Step[],
  options: { source?: string; reason?: string; by?: string | null; outcome?: [string, string | null] } = {},
) {
  const db = server.ctx.db;
  const n = ++candidateSeq;
  const [cand] = await queryRows<{ id: string }>(
    db,
    sql`insert into candidates (name, name_key, search_text, source, created_at, updated_at)
        values (${`Candidate ${n}`}, ${`candidate ${n}`}, ${`candidate ${n}`}, 'sourced', ${steps[0]![1]}, ${steps[0]![1]})
        returning id`,
  );
  const last = steps[steps.length - 1]!;
  const [app] = await queryRows<{ id: string }>(
    db,
    sql`insert into applications (job_id, candidate_id, stage, rejection_reason, source, created_at, updated_at,
          offer_outcome, offer_decline_reason)
        values (${job}, ${cand!.id}, ${last[0]}, ${last[0] === 'rejected' ? (options.reason ?? 'Other') : null},
          ${options.source ?? 'Job board'}, ${steps[0]![1]}, ${last[1]},
          ${options.outcome?.[0] ?? null}, ${options.outcome?.[1] ?? null})
        returning id`,
  );
  const by = options.by === undefined ? owner.userId : options.by;
  for (let i = 0; i < steps.length; i++) {
    await db.execute(
      sql`insert into application_events (application_id, from_stage, to_stage, by_user_id, reason, at)
          values (${app!.id}, ${i === 0 ? null : steps[i - 1]![0]}, ${steps[i]![0]}, ${by},
            ${steps[i]![0] === 'rejected' ? (options.reason ?? 'Other') : null}, ${steps[i]![1]})`,
    );
  }
  await refreshApplicationRollups(db, [app!.id]);
  return app!.id;
}

const get = async (path: string, who: Actor = owner) => {
  const res = await server.call('GET', path, { token: who.token });
  expect(res.status, JSON.stringify(res.body)).toBe(200);
  return res.body as {
    data: Record<string, unknown>;
    period: { from: string; to: string };
    available: string[];
  };
};

const ids: Record<string, string> = {};

beforeAll(async () => {
  ({ server, mail, owner, jobId } = await startCompanyServer('owner@analytics.test', 'Analytics Co', {
    clockStart: NOW,
    holdMail: true,
  }));
  companyId = await companyIdOf(server, owner.userId);
  ({ employer: other, jobId: otherJobId } = await employerWithJob(
    server,
    mail,
    'other@analytics.test',
    'Other Co',
    {},
    'premium',
  ));
  // The hand-built histories of the definitions (decision 904), all on one posting.
  ids.A = await history(jobId, [
    ['applied', at(6, 2)],
    ['screening', at(6, 3)],
    ['interview', at(6, 5)],
    ['offer', at(6, 8)],
    ['hired', at(6, 10)],
  ]);
  // Skips screening, rejected from interview.
  ids.B = await history(
    jobId,
    [
      ['applied', at(6, 2)],
      ['interview', at(6, 4)],
      ['rejected', at(6, 6)],
    ],
    { source: 'LinkedIn', reason: 'Not enough experience' },
  );
  // Back and forth between screening and interview: counted once.
  ids.C = await history(
    jobId,
    [
      ['applied', at(6, 3)],
      ['screening', at(6, 4)],
      ['interview', at(6, 5)],
      ['screening', at(6, 6)],
      ['interview', at(6, 7)],
    ],
    { source: 'LinkedIn' },
  );
  // Rejected after an offer.
  ids.D = await history(
    jobId,
    [
      ['applied', at(6, 4)],
      ['offer', at(6, 6)],
      ['rejected', at(6, 9)],
    ],
    { source: 'Referral', reason: 'Position filled' },
  );
  // Hired, reopened (back to offer) and hired again.
  ids.E = await history(jobId, [
    ['applied', at(6, 5)],
    ['screening', at(6, 6)],
    ['offer', at(6, 7)],
    ['hired', at(6, 8)],
    ['offer', at(6, 9)],
    ['hired', at(6, 11)],
  ]);
  ids.F = await history(
    jobId,
    [
      ['applied', at(6, 5)],
      ['withdrawn', at(6, 6)],
    ],
    { by: null },
  );
  // Before the period, untouched since: stale.
  ids.G = await history(jobId, [
    ['applied', at(5, 1)],
    ['screening', at(5, 2)],
  ]);
  // An offer declined for its compensation, still in Offer.
  ids.H = await history(
    jobId,
    [
      ['applied', at(6, 6)],
      ['offer', at(6, 7)],
    ],
    { source: 'Referral', outcome: ['declined', 'compensation'] },
  );
  // Another company's application in the same period: never in the first one's numbers.
  ids.X = await history(
    otherJobId,
    [
      ['applied', at(6, 3)],
      ['interview', at(6, 4)],
    ],
    { by: other.userId },
  );
}, 180_000);

afterAll(async () => {
  await server?.stop();
});

describe('definitions on hand-built histories (decision 904)', () => {
  it('funnel: skipped stages pass, back and forth counts once, pass-through from each stage to the next', async () => {
    const { data, period } = await get(`/api/analytics/funnel?${PERIOD}`);
    expect(period).toEqual({ from: '2026-06-01', to: '2026-06-14' });
    expect(data.stages).toEqual([
      { stage: 'applied', reached: 7, pass_through: 0.857 },
      { stage: 'screening', reached: 6, pass_through: 1 },
      { stage: 'interview', reached: 6, pass_through: 0.667 },
      { stage: 'offer', reached: 4, pass_through: 0.5 },
      { stage: 'hired', reached: 2, pass_through: null },
    ]);
  });

  it('the funnel’s Interview number clicks through to exactly those applications, own company only', async () => {
    const res = await get(`/api/analytics/applications?metric=reached&stage=interview&${PERIOD}`);
    const got = (res as unknown as { applications: Array<{ id: string }>; total: number }).applications.map(
      (a) => a.id,
    );
    expect(new Set(got)).toEqual(new Set([ids.A, ids.B, ids.C, ids.D, ids.E, ids.H]));
    // The other company asking for this company's posting gets nothing of it.
    const foreign = await get(
      `/api/analytics/applications?metric=reached&stage=interview&job_id=${jobId}&company_id=${companyId}&${PERIOD}`,
      other,
    );
    expect((foreign as unknown as { total: number }).total).toBe(0);
  });

  it('time to hire: to the final move to Hired, median and mean, per posting; time to fill from publication', async () => {
    const { data } = await get(`/api/analytics/time-to-hire?${PERIOD}`);
    expect(data).toMatchObject({ hires: 2, median_days: 7, mean_days: 7 });
    const [posting] = data.postings as Array<Record<string, unknown>>;
    expect(posting).toMatchObject({ job_id: jobId, hires: 2, median_days: 7 });
    // Published at the test clock's start (15 June); the first hire standing is E's of 11 June: negative days are
    // impossible in life but show the definition (first hire minus publication).
    expect(typeof posting!.time_to_fill_days).toBe('number');
  });

  it('time in stage: the median of completed stays, the stays still open apart', async () => {
    const { data } = await get(`/api/analytics/time-in-stage?${PERIOD}`);
    expect(data.stages).toEqual([
      { stage: 'applied', completed: 7, median_days: 1, open: 0, oldest_open_days: null },
      { stage: 'screening', completed: 4, median_days: 1, open: 1, oldest_open_days: 44 },
      { stage: 'interview', completed: 3, median_days: 2, open: 1, oldest_open_days: 8 },
      { stage: 'offer', completed: 4, median_days: 2, open: 1, oldest_open_days: 8 },
      { stage: 'hired', completed: 0, median_days: null, open: 0, oldest_open_days: null },
    ]);
  });

  it('sources: applications, reached interview, offers and hires per source', async () => {
    const { data } = await get(`/api/analytics/sources?${PERIOD}`);
    expect(data.sources).toEqual([
      { source: 'Job board', applications: 3, interview: 2, offer: 2, hired: 2 },
      { source: 'LinkedIn', applications: 2, interview: 2, offer: 0, hired: 0 },
      { source: 'Referral', applications: 2, interview: 2, offer: 2, hired: 0 },
    ]);
  });

  it('offers: made, accepted (a hire counts), declined with its reason, rejected after the offer', async () => {
    const { data } = await get(`/api/analytics/offers?${PERIOD}`);
    expect(data).toEqual({
      made: 4,
      accepted: 2,
      declined: 1,
      rejected: 1,
      pending: 0,
      acceptance_rate: 0.667,
      decline_reasons: [{ reason: 'compensation', count: 1 }],
    });
  });

  it('rejection reasons: by reason and by the stage rejected from', async () => {
    const { data } = await get(`/api/analytics/rejections?${PERIOD}`);
    expect(data).toEqual({
      reasons: [
        { reason: 'Not enough experience', count: 1 },
        { reason: 'Position filled', count: 1 },
      ],
      by_stage: [
        { stage: 'interview', count: 1 },
        { stage: 'offer', count: 1 },
      ],
    });
  });

  it('stale pipeline: active applications without a move for 30 days, per posting and recruiter', async () => {
    const { data } = await get(`/api/analytics/stale?${PERIOD}`);
    expect(data.total).toBe(1);
    expect(data.postings).toEqual([
      { job_id: jobId, title: 'Senior React Developer', count: 1, oldest_days: 44 },
    ]);
    expect(data.recruiters).toEqual([{ user_id: owner.userId, name: 'owner', count: 1 }]);
  });

  it('team activity: each teammate’s moves, interviews scheduled, feedback submitted and overdue', async () => {
    const db = server.ctx.db;
    /** An interview the owner scheduled (created) at `created`, ending at `ends`, the owner its interviewer. */
    const interview = async (app: string, created: Date, ends: Date, status = 'scheduled') => {
      const [row] = await queryRows<{ id: string }>(
        db,
        sql`insert into interviews (application_id, starts_at, ends_at, time_zone, duration_minutes, type, status,
              created_by, created_at, updated_at)
            values (${app}, ${new Date(ends.getTime() - 3_600_000)}, ${ends}, 'Asia/Ho_Chi_Minh', 60, 'video',
              ${status}, ${owner.userId}, ${created}, ${created})
            returning id`,
      );
      await db.execute(
        sql`insert into interview_interviewers (interview_id, user_id) values (${row!.id}, ${owner.userId})`,
      );
      return row!.id;
    };
    const withFeedback = await interview(ids.A!, at(6, 4), at(6, 5));
    await db.execute(
      sql`insert into interview_feedback (interview_id, interviewer_id, score, recommendation, created_at, updated_at)
          values (${withFeedback}, ${owner.userId}, 4, 'yes', ${at(6, 6)}, ${at(6, 6)})`,
    );
    // Ended on 7 June, no feedback eight days later: overdue.
    await interview(ids.C!, at(6, 6), at(6, 7));
    // Ended 26 hours before now: not yet 48 h.
    await interview(ids.H!, at(6, 8), at(6, 14));
    // Cancelled: nobody owes feedback for it.
    await interview(ids.E!, at(6, 3), at(6, 4), 'cancelled');
    // Scheduled before the period: neither scheduled nor overdue in it.
    await interview(ids.G!, at(5, 2), at(5, 3));
    try {
      const { data } = await get(`/api/analytics/team?${PERIOD}`);
      expect(data.members).toEqual([
        {
          user_id: owner.userId,
          name: 'owner',
          moves: 18,
          interviews_scheduled: 4,
          feedback_submitted: 1,
          feedback_overdue: 1,
        },
      ]);
      // The other company never sees the owner's activity.
      const theirs = await get(`/api/analytics/team?${PERIOD}`, other);
      expect(theirs.data.members).toEqual([
        expect.objectContaining({ user_id: other.userId, interviews_scheduled: 0 }),
      ]);
      // The posting and source filters narrow each count to those applications (decision 1068); they did nothing.
      const counts = async (query: string, who: Actor = owner) =>
        (
          (await get(`/api/analytics/team?${PERIOD}&${query}`, who)).data.members as Array<
            Record<string, unknown>
          >
        )
          .filter((m) => m.user_id === owner.userId)
          .map((m) => [m.moves, m.interviews_scheduled, m.feedback_submitted, m.feedback_overdue]);
      // LinkedIn: B's two moves and C's four; C's interview, ended 7 June without feedback.
      expect(await counts('source=LinkedIn')).toEqual([[6, 1, 0, 1]]);
      // Referral: D's two moves and H's one; H's interview, not yet 48 h old.
      expect(await counts('source=Referral')).toEqual([[3, 1, 0, 0]]);
      expect(await counts(`job_id=${jobId}`)).toEqual([[18, 4, 1, 1]]);
      // Another company's posting, asked by the owner: nothing of it, and none of the owner's own either.
      expect(await counts(`job_id=${otherJobId}`)).toEqual([[0, 0, 0, 0]]);
      // Staff narrowing the platform to the posting: the same numbers.
      const { adminActor } = await import('../../../test/recruitment');
      const admin = await adminActor(server);
      expect(await counts(`job_id=${jobId}&source=LinkedIn`, admin)).toEqual([[6, 1, 0, 1]]);
      // A job seeker withdrawing their own application is no teammate of the platform's team activity.
      const [seeker] = await queryRows<{ id: string }>(
        db,
        sql`insert into users (name, email, role, created_at, updated_at)
            values ('Seeker', 'seeker-team@example.com', 'member', ${at(6, 1)}, ${at(6, 1)}) returning id`,
      );
      const withdrawn = await history(
        otherJobId,
        [
          ['applied', at(6, 3)],
          ['withdrawn', at(6, 4)],
        ],
        { by: seeker!.id },
      );
      try {
        const platform = await get(`/api/analytics/team?${PERIOD}`, admin);
        const people = (platform.data.members as Array<{ user_id: string }>).map((m) => m.user_id);
        expect(people).toContain(owner.userId);
        expect(people).not.toContain(seeker!.id);
      } finally {
        await db.execute(sql`delete from applications where id = ${withdrawn}`);
        await db.execute(sql`delete from users where id = ${seeker!.id}`);
      }
    } finally {
      await db.execute(sql`delete from interviews where created_by = ${owner.userId}`);
    }
  });

  it('overview: applications per stage now, per day of the period, per posting', async () => {
    const { data } = await get(`/api/analytics/overview?${PERIOD}`);
    expect(data.stages).toEqual([
      { stage: 'applied', count: 0 },
      { stage: 'screening', count: 1 },
      { stage: 'interview', count: 1 },
      { stage: 'offer', count: 1 },
      { stage: 'hired', count: 2 },
      { stage: 'rejected', count: 2 },
      { stage: 'withdrawn', count: 1 },
    ]);
    const days = data.over_time as Array<{ day: string; count: number }>;
    expect(days).toHaveLength(14);
    expect(days.find((d) => d.day === '2026-06-02')).toEqual({ day: '2026-06-02', count: 2 });
    expect(days.reduce((s, d) => s + d.count, 0)).toBe(7);
  });

  it('filters: a source narrows every report', async () => {
    const { data } = await get(`/api/analytics/funnel?${PERIOD}&source=Referral`);
    expect((data.stages as Array<{ reached: number }>).map((s) => s.reached)).toEqual([2, 2, 2, 2, 0]);
  });

  it('staff see the platform and narrow it to one company', async () => {
    const { adminActor } = await import('../../../test/recruitment');
    const admin = await adminActor(server);
    const all = await get(`/api/analytics/funnel?${PERIOD}`, admin);
    expect((all.data.stages as Array<{ reached: number }>)[0]!.reached).toBe(8);
    const one = await get(`/api/analytics/funnel?${PERIOD}&company_id=${companyId}`, admin);
    expect((one.data.stages as Array<{ reached: number }>)[0]!.reached).toBe(7);
  });
});

describe('platform report (decision 1076)', () => {
  it('counts upgrades to a dearer paid plan and cancellations of paid packages, never Free or a downgrade', async () => {
    const { adminActor } = await import('../../../test/recruitment');
    const admin = await adminActor(server);
    const db = server.ctx.db;
    const theirs = await companyIdOf(server, other.userId);
    const package_ = async (company: string, user: string, plan: string, start: Date, end: Date) => {
      await db.execute(
        sql`insert into subscriptions (user_id, company_id, plan_id, started_at, ended_at)
            select ${user}, ${company}, id, ${start}, ${end} from plans where name = ${plan}`,
      );
    };
    const before = await get(`/api/analytics/platform?${PERIOD}`, admin);
    // One company: Free, then Pro (an upgrade), Enterprise (an upgrade), Pro again (a downgrade: neither an upgrade
    // of Pro nor a cancellation of Enterprise), then Free (Pro cancelled).
    await package_(companyId, owner.userId, 'free', at(6, 2), at(6, 3));
    await package_(companyId, owner.userId, 'standard', at(6, 3), at(6, 5));
    await package_(companyId, owner.userId, 'premium', at(6, 5), at(6, 8));
    await package_(companyId, owner.userId, 'standard', at(6, 8), at(6, 10));
    await package_(companyId, owner.userId, 'free', at(6, 10), at(6, 12));
    // Another: Enterprise from nothing (an upgrade), ended with nothing after it (cancelled).
    await package_(theirs, other.userId, 'premium', at(6, 4), at(6, 6));
    try {
      const { data } = await get(`/api/analytics/platform?${PERIOD}`, admin);
      const moves = (report: { data: Record<string, unknown> }) =>
        Object.fromEntries(
          (report.data.plans as Array<{ plan: string; upgrades: number; cancellations: number }>).map((p) => [
            p.plan,
            [p.upgrades, p.cancellations],
          ]),
        );
      const was = moves(before);
      const now = moves({ data });
      expect(
        Object.fromEntries(
          Object.entries(now).map(([plan, [u, c]]) => [plan, [u! - was[plan]![0]!, c! - was[plan]![1]!]]),
        ),
      ).toEqual({ free: [0, 0], standard: [1, 1], premium: [2, 1] });
    } finally {
      await db.execute(
        sql`delete from subscriptions where ended_at is not null and started_at >= ${at(6, 1)}
              and started_at < ${at(6, 15)}`,
      );
    }
  });
});

describe('the period (decision 905)', () => {
  it('a start alone ends today, and is refused when after today or more than two years back', async () => {
    // NOW is 2026-06-15 in Vietnam.
    const ok = await get('/api/analytics/overview?from=2026-06-01');
    expect(ok.period).toEqual({ from: '2026-06-01', to: '2026-06-15' });
    for (const [query, field] of [
      ['from=2026-07-01', 'to'],
      ['from=2020-01-01', 'from'],
    ] as const) {
      for (const path of ['/api/analytics/overview', '/api/analytics/overview/export']) {
        const res = await server.call('GET', `${path}?${query}`, {
          token: owner.token,
          headers: { 'accept-language': 'vi' },
        });
        expect(res.status, `${path}?${query}`).toBe(422);
        const errors = res.body.errors as Record<string, string[]>;
        expect(Object.keys(errors)).toEqual([field]);
        expect(errors[field]![0]).toBe(
          field === 'to' ? 'Ngày kết thúc trước ngày bắt đầu' : 'Khoảng thời gian tối đa là hai năm',
        );
      }
    }
  });
});

describe("the period's bounds (decision 1067)", () => {
  it('refuses a day outside 2000-2099 with a 422 naming it, on every report, export and click-through', async () => {
    const { adminActor } = await import('../../../test/recruitment');
    const admin = await adminActor(server);
    // 0001-01-01 starts at 17:00 on 0000-12-31 UTC, a year the database refuses: this was a 500.
    const paths = [
      ...ANALYTICS_REPORTS.flatMap((r) => [`/api/analytics/${r}`, `/api/analytics/${r}/export`]),
      '/api/analytics/applications?metric=created&',
    ];
    for (const path of paths) {
      const joiner = path.endsWith('&') ? '' : '?';
      for (const [query, field] of [
        ['from=0001-01-01&to=0001-01-02', 'from'],
        ['to=0001-01-02', 'to'],
        ['from=2026-06-01&to=2100-01-01', 'to'],
      ] as const) {
        const res = await server.call('GET', `${path}${joiner}${query}`, {
          token: admin.token,
          headers: { 'accept-language': 'vi' },
        });
        expect(res.status, `${path} ${query}`).toBe(422);
        const errors = res.body.errors as Record<string, string[]>;
        expect(errors[field], `${path} ${query}`).toEqual([
          `${field} phải là ngày từ 2000-01-01 đến 2099-12-31`,
        ]);
      }
    }
    // The bounds themselves are days like any other.
    const edge = await get('/api/analytics/time-to-hire?from=2000-01-01&to=2000-01-02', admin);
    expect(edge.period).toEqual({ from: '2000-01-01', to: '2000-01-02' });
  });
});

describe('CSV export', () => {
  it('is an attachment whose cells cannot run as formulas', async () => {
    await history(
      jobId,
      [
        ['applied', at(6, 10)],
        ['rejected', at(6, 11)],
      ],
      { reason: '=HYPERLINK("http://evil.test")' },
    );
    const res = await fetch(`${server.url}/api/analytics/rejections/export?${PERIOD}`, {
      headers: { authorization: `Bearer ${owner.token}` },
    });
    expect(res.status).toBe(200);
    expect(res.headers.get('content-type')).toContain('text/csv');
    expect(res.headers.get('content-disposition')).toBe(
      'attachment; filename="rejections-2026-06-01-2026-06-14.csv"',
    );
    const bytes = new Uint8Array(await res.arrayBuffer());
    expect([...bytes.slice(0, 3)]).toEqual([0xef, 0xbb, 0xbf]);
    const text = new TextDecoder().decode(bytes);
    expect(text).toContain(`"'=HYPERLINK(""http://evil.test"")"`);
    expect(text).not.toMatch(/(^|,)"=/m);
    expect(text.split('\r\n')[0]).toBe('"report","from","to","group","value","count"');
  });
});

describe('CSV export holds what the report shows (decision 1069)', () => {
  const csvOf = async (path: string) => {
    const res = await fetch(`${server.url}${path}`, { headers: { authorization: `Bearer ${owner.token}` } });
    expect(res.status).toBe(200);
    return (await res.text())
      .replace(/^\uFEFF/, '')
      .split('\r\n')
      .filter(Boolean);
  };

  it('the overview: applications per stage now, per day of the period and per posting', async () => {
    const { data } = await get(`/api/analytics/overview?${PERIOD}`);
    const lines = await csvOf(`/api/analytics/overview/export?${PERIOD}`);
    expect(lines[0]).toBe('"report","from","to","group","id","name","count","active"');
    const row = (...cells: Array<string | number>) =>
      ['overview', '2026-06-01', '2026-06-14', ...cells].map((c) => `"${c}"`).join(',');
    const stages = data.stages as Array<{ stage: string; count: number }>;
    const days = data.over_time as Array<{ day: string; count: number }>;
    expect(lines.slice(1)).toEqual([
      ...stages.map((s) => row('stage', s.stage, '', s.count, '')),
      ...days.map((d) => row('day', d.day, '', d.count, '')),
      ...(
        data.postings as Array<{ job_id: string; title: string; applications: number; active: number }>
      ).map((p) => row('posting', p.job_id, p.title, p.applications, p.active)),
    ]);
    // Before, only the postings: the stage counts and the days were missing.
    expect(lines).toContain(row('stage', 'hired', '', 2, ''));
    expect(lines).toContain(row('day', '2026-06-02', '', 2, ''));
    expect(lines).toHaveLength(1 + stages.length + 14 + 1);
  });

  it('the stale pipeline: its total first', async () => {
    const lines = await csvOf(`/api/analytics/stale/export?${PERIOD}`);
    expect(lines[0]).toBe('"report","from","to","group","id","name","count"');
    expect(lines[1]).toBe('"stale","2026-06-01","2026-06-14","total","","","1"');
  });
});

describe('exports in the audit log (decision 1160)', () => {
  it('records who exported which report, whose numbers and the period and filters', async () => {
    const { adminActor } = await import('../../../test/recruitment');
    const admin = await adminActor(server);
    const exportAs = async (path: string, who: Actor) => {
      const res = await fetch(`${server.url}${path}`, { headers: { authorization: `Bearer ${who.token}` } });
      expect(res.status).toBe(200);
      await res.arrayBuffer();
    };
    // The owner asks for another company's numbers: the export and its entry are the owner's own company's.
    await exportAs(
      `/api/analytics/overview/export?${PERIOD}&company_id=${await companyIdOf(server, other.userId)}`,
      owner,
    );
    await exportAs(`/api/analytics/platform/export?${PERIOD}`, admin);
    const log = await server.call('GET', '/api/admin/audit?action=analytics.exported', {
      token: admin.token,
    });
    expect(log.status).toBe(200);
    const entries = log.body.entries as Array<Record<string, unknown>>;
    expect(
      entries.slice(0, 2).map((e) => [e.actor_id, e.target_type, e.target_id, e.target_label, e.changes]),
    ).toEqual([
      [
        admin.userId,
        'analytics_report',
        'platform',
        null,
        { export: { after: { from: '2026-06-01', to: '2026-06-14', company_id: null } } },
      ],
      [
        owner.userId,
        'analytics_report',
        'overview',
        'Analytics Co',
        {
          export: { after: { from: '2026-06-01', to: '2026-06-14', company_id: companyId } },
        },
      ],
    ]);
  });
});

describe('the real moves keep the rollups (hooks)', () => {
  it('apply from the board, move to Offer, record it declined with a reason; refused elsewhere', async () => {
    server.clock.advance(DAY);
    const member = await applicant(server, mail, 'hook@analytics.test', jobId);
    const facts = async () =>
      (
        await queryRows<{
          stage: string;
          source: string;
          reached_offer_at: unknown;
          offer_outcome: string | null;
        }>(
          server.ctx.db,
          sql`select stage, source, reached_offer_at, offer_outcome from analytics_application_facts
              where application_id = ${member.applicationId}`,
        )
      )[0];
    expect(await facts()).toMatchObject({ stage: 'applied', source: 'Job board' });
    const move = (stage: string) =>
      server.call('POST', `/api/applications/${member.applicationId}/move`, {
        token: owner.token,
        body: { stage },
      });
    expect((await move('offer')).status).toBe(200);
    expect(await facts()).toMatchObject({ stage: 'offer' });
    expect((await facts())!.reached_offer_at).not.toBeNull();
    // Declined without a reason: 400 naming the field; with one: recorded and audited.
    const bad = await server.call('PUT', `/api/applications/${member.applicationId}/offer-outcome`, {
      token: owner.token,
      body: { outcome: 'declined' },
    });
    expect(bad.status).toBe(422);
    expect(JSON.stringify(bad.body)).toContain('reason');
    const ok = await server.call('PUT', `/api/applications/${member.applicationId}/offer-outcome`, {
      token: owner.token,
      body: { outcome: 'declined', reason: 'another_offer' },
    });
    expect(ok.status, JSON.stringify(ok.body)).toBe(200);
    expect(await facts()).toMatchObject({ offer_outcome: 'declined' });
    // The application page reads the answer back (decision 912).
    const page = await server.call('GET', `/api/applications/${member.applicationId}`, {
      token: owner.token,
    });
    expect((page.body as { application: { offer: unknown } }).application.offer).toMatchObject({
      outcome: 'declined',
      reason: 'another_offer',
    });
    const [entry] = await queryRows<{ action: string }>(
      server.ctx.db,
      sql`select action from audit_log where action = 'application.offer_outcome' and target_id = ${member.applicationId}`,
    );
    expect(entry?.action).toBe('application.offer_outcome');
    // Another company cannot record an outcome on it: 404.
    const foreign = await server.call('PUT', `/api/applications/${member.applicationId}/offer-outcome`, {
      token: other.token,
      body: { outcome: 'accepted' },
    });
    expect(foreign.status).toBe(404);
    // Out of the Offer stage: 409.
    expect((await move('screening')).status).toBe(200);
    const late = await server.call('PUT', `/api/applications/${member.applicationId}/offer-outcome`, {
      token: owner.token,
      body: { outcome: 'accepted' },
    });
    expect(late.status).toBe(409);
  });

  it('a shared link’s tag names the settings source it counts under (decision 901)', async () => {
    const { actor, postForm, samplePdf } = await import('../../../test/recruitment');
    const sourceOf = async (tag: string, email: string) => {
      const member = await actor(server, mail, 'member', email);
      const res = await postForm(
        server,
        `/api/jobs/${otherJobId}/applications`,
        member.token,
        { cover_letter: 'Hi', source: tag },
        { name: 'cv.pdf', data: samplePdf() },
      );
      expect(res.status, JSON.stringify(res.body)).toBe(201);
      const id = (res.body.application as { id: string }).id;
      const [row] = await queryRows<{ source: string; source_channel: string; source_detail: string | null }>(
        server.ctx.db,
        sql`select f.source, a.source_channel, a.source_detail from analytics_application_facts f
            join applications a on a.id = f.application_id where f.application_id = ${id}`,
      );
      return row;
    };
    expect(await sourceOf('linkedin', 'link1@analytics.test')).toEqual({
      source: 'LinkedIn',
      source_channel: 'link',
      source_detail: 'linkedin',
    });
    expect(await sourceOf('referral', 'link2@analytics.test')).toMatchObject({
      source: 'Referral',
      source_channel: 'referral',
    });
    expect(await sourceOf('newsletter-june', 'link3@analytics.test')).toEqual({
      source: 'Other',
      source_channel: 'link',
      source_detail: 'newsletter-june',
    });
  });
});

// ---- The rollups against a straightforward recomputation from the history ----

type Gen = { id: string; source: string; events: Step[]; outcome: [string, string | null] | null };

/** A small deterministic generator (mulberry32). */
function random(seed: number) {
  let a = seed;
  return () => {
    a |= 0;
    a = (a + 0x6d2b79f5) | 0;
    let t = Math.imul(a ^ (a >>> 15), 1 | a);
    t = (t + Math.imul(t ^ (t >>> 7), 61 | t)) ^ t;
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

const ORDER = ['applied', 'screening', 'interview', 'offer', 'hired'];
const median = (xs: number[]) => {
  if (xs.length === 0) return null;
  const s = [...xs].sort((a, b) => a - b);
  const m = (s.length - 1) / 2;
  return (s[Math.floor(m)]! + s[Math.ceil(m)]!) / 2;
};
const round1 = (x: number | null) => (x === null ? null : Math.round(x * 10) / 10);

describe('rollups equal a recomputation from the history (generated data)', () => {
  it('funnel, sources, offers, rejections, time in stage, time to hire and stale agree', async () => {
    const { employer: gen, jobId: genJob } = await employerWithJob(
      server,
      mail,
      'gen@analytics.test',
      'Generated Co',
      {},
      'premium',
    );
    const genCompany = await companyIdOf(server, gen.userId);
    const rnd = random(11);
    const pick = <T>(xs: readonly T[]) => xs[Math.floor(rnd() * xs.length)]!;
    const start = at(4, 1).getTime();
    const apps: Gen[] = [];
    const saved = owner;
    owner = gen;
    for (let n = 0; n < 60; n++) {
      let t = start + Math.floor(rnd() * 70) * DAY + Math.floor(rnd() * DAY);
      const events: Step[] = [['applied', new Date(t)]];
      let stage = 'applied';
      const moves = Math.floor(rnd() * 6);
      for (let m = 0; m < moves && stage !== 'rejected' && stage !== 'withdrawn'; m++) {
        t += Math.floor(rnd() * 6 * DAY) + 3_600_000;
        const r = rnd();
        const next =
          r < 0.1
            ? 'rejected'
            : r < 0.15 && stage !== 'hired'
              ? 'withdrawn'
              : r < 0.3
                ? ORDER[Math.max(0, ORDER.indexOf(stage) - 1)]!
                : ORDER[Math.min(4, ORDER.indexOf(stage) + 1 + (rnd() < 0.2 ? 1 : 0))]!;
        if (next === stage || t > NOW.getTime()) break;
        events.push([next, new Date(t)]);
        stage = next;
      }
      const source = pick(['Job board', 'LinkedIn', 'Referral', 'Other']);
      const outcome: Gen['outcome'] =
        stage === 'offer' && rnd() < 0.5
          ? rnd() < 0.5
            ? ['accepted', null]
            : ['declined', 'location']
          : null;
      const id = await history(genJob, events, {
        source,
        reason: pick(['Position filled', 'Other']),
        outcome: outcome ?? undefined,
      });
      apps.push({ id, source, events, outcome });
    }
    owner = saved;

    const from = '2026-04-10';
    const to = '2026-06-14';
    const lo = Date.parse('2026-04-09T17:00:00Z');
    const hi = Date.parse('2026-06-14T17:00:00Z');
    const inP = (d: Date | undefined) => d !== undefined && d.getTime() >= lo && d.getTime() < hi;
    const q = `from=${from}&to=${to}`;
    const firstReach = (a: Gen, rank: number) => a.events.find(([s]) => ORDER.indexOf(s) >= rank)?.[1];
    const created = apps.filter((a) => inP(a.events[0]![1]));

    // Funnel.
    const funnel = await get(`/api/analytics/funnel?${q}`, gen);
    expect((funnel.data.stages as Array<{ reached: number }>).map((s) => s.reached)).toEqual(
      ORDER.map(
        (_, rank) =>
          created.filter((a) => (rank === 4 ? a.events.some(([s]) => s === 'hired') : firstReach(a, rank)))
            .length,
      ),
    );

    // Sources.
    const sources = await get(`/api/analytics/sources?${q}`, gen);
    const expectSources = new Map<
      string,
      { applications: number; interview: number; offer: number; hired: number }
    >();
    for (const a of created) {
      const row = expectSources.get(a.source) ?? { applications: 0, interview: 0, offer: 0, hired: 0 };
      row.applications++;
      if (firstReach(a, 2)) row.interview++;
      if (firstReach(a, 3)) row.offer++;
      if (a.events.some(([s]) => s === 'hired')) row.hired++;
      expectSources.set(a.source, row);
    }
    for (const row of sources.data.sources as Array<{ source: string }>) {
      expect(row).toEqual({ source: row.source, ...expectSources.get(row.source) });
    }
    expect((sources.data.sources as unknown[]).length).toBe(expectSources.size);

    // Offers.
    const offered = apps.filter((a) => inP(firstReach(a, 3)));
    const everHired = (a: Gen) => a.events.some(([s]) => s === 'hired');
    const current = (a: Gen) => a.events[a.events.length - 1]![0];
    const accepted = offered.filter((a) => a.outcome?.[0] === 'accepted' || everHired(a)).length;
    const declined = offered.filter((a) => a.outcome?.[0] === 'declined' && !everHired(a)).length;
    const offers = await get(`/api/analytics/offers?${q}`, gen);
    expect(offers.data).toMatchObject({ made: offered.length, accepted, declined });

    // Rejections.
    const rejected = apps.filter((a) => current(a) === 'rejected' && inP(a.events[a.events.length - 1]![1]));
    const rejections = await get(`/api/analytics/rejections?${q}`, gen);
    const byStage = new Map<string, number>();
    for (const a of rejected) {
      const from = a.events[a.events.length - 2]![0];
      byStage.set(from, (byStage.get(from) ?? 0) + 1);
    }
    expect(
      Object.fromEntries(
        (rejections.data.by_stage as Array<{ stage: string; count: number }>).map((r) => [r.stage, r.count]),
      ),
    ).toEqual(Object.fromEntries(byStage));

    // Time in stage: every completed stay that ended in the period.
    const stays = new Map<string, number[]>();
    for (const a of apps) {
      for (let i = 0; i + 1 < a.events.length; i++) {
        const [stage, enter] = a.events[i]!;
        const left = a.events[i + 1]![1];
        if (!inP(left)) continue;
        stays.set(stage, [...(stays.get(stage) ?? []), (left.getTime() - enter.getTime()) / DAY]);
      }
    }
    const tis = await get(`/api/analytics/time-in-stage?${q}`, gen);
    for (const row of tis.data.stages as Array<{
      stage: string;
      completed: number;
      median_days: number | null;
    }>) {
      if (row.stage === 'hired') continue;
      expect(row.completed, row.stage).toBe(stays.get(row.stage)?.length ?? 0);
      expect(row.median_days, row.stage).toBe(round1(median(stays.get(row.stage) ?? [])));
    }

    // Time to hire: applications in Hired now, hired (last move there) in the period.
    const hires = apps
      .filter((a) => current(a) === 'hired' && inP(a.events[a.events.length - 1]![1]))
      .map((a) => (a.events[a.events.length - 1]![1].getTime() - a.events[0]![1].getTime()) / DAY);
    const tth = await get(`/api/analytics/time-to-hire?${q}`, gen);
    expect(tth.data).toMatchObject({ hires: hires.length, median_days: round1(median(hires)) });

    // Stale now.
    const stale = apps.filter(
      (a) =>
        ['applied', 'screening', 'interview', 'offer'].includes(current(a)) &&
        a.events[a.events.length - 1]![1].getTime() < server.clock.now().getTime() - 30 * DAY,
    );
    expect((await get(`/api/analytics/stale?${q}`, gen)).data.total).toBe(stale.length);

    // Overview, read from the counters (decision 912): per stage now, per day and per posting of the period.
    const overview = await get(`/api/analytics/overview?${q}`, gen);
    expect(overview.data.stages).toEqual(
      STAGES.map((stage) => ({ stage, count: apps.filter((a) => current(a) === stage).length })),
    );
    const perDay = new Map<string, number>();
    for (const a of created) {
      const day = new Date(a.events[0]![1].getTime() + 7 * 3_600_000).toISOString().slice(0, 10);
      perDay.set(day, (perDay.get(day) ?? 0) + 1);
    }
    const overTime = overview.data.over_time as Array<{ day: string; count: number }>;
    expect(overTime.filter((d) => d.count > 0)).toEqual(
      [...perDay.entries()].sort().map(([day, count]) => ({ day, count })),
    );
    expect(overview.data.postings).toEqual([
      expect.objectContaining({
        job_id: genJob,
        applications: created.length,
        active: created.filter((a) => ['applied', 'screening', 'interview', 'offer'].includes(current(a)))
          .length,
      }),
    ]);
    // The counters equal counting the facts, also after an application is deleted (a cascade).
    await server.ctx.db.execute(sql`delete from applications where id = ${apps[0]!.id}`);
    const [drift] = await queryRows<{ n: string }>(
      server.ctx.db,
      sql`select count(*) as n from (
            (select company_id, job_id, job_owner_id, source, stage, count(*)::int
             from analytics_application_facts group by 1, 2, 3, 4, 5
             except select company_id, job_id, job_owner_id, source, stage, n from analytics_stage_counts where n <> 0)
            union all
            (select company_id, job_id, job_owner_id, source, stage, n from analytics_stage_counts where n <> 0
             except select company_id, job_id, job_owner_id, source, stage, count(*)::int
             from analytics_application_facts group by 1, 2, 3, 4, 5)
          ) x`,
    );
    expect(Number(drift?.n)).toBe(0);
    const [dailyDrift] = await queryRows<{ n: string }>(
      server.ctx.db,
      sql`select count(*) as n from (
            (select (created_at at time zone 'Asia/Ho_Chi_Minh')::date, company_id, job_id, job_owner_id, source, stage,
               count(*)::int from analytics_application_facts group by 1, 2, 3, 4, 5, 6
             except select day, company_id, job_id, job_owner_id, source, stage, n from analytics_daily_counts where n <> 0)
            union all
            (select day, company_id, job_id, job_owner_id, source, stage, n from analytics_daily_counts where n <> 0
             except select (created_at at time zone 'Asia/Ho_Chi_Minh')::date, company_id, job_id, job_owner_id, source,
               stage, count(*)::int from analytics_application_facts group by 1, 2, 3, 4, 5, 6)
          ) x`,
    );
    expect(Number(dailyDrift?.n)).toBe(0);

    // The summaries without the posting dimension (decisions 913-915) equal grouping the rollups, after the cascade too.
    const drifts = await queryRows<{ name: string; n: string }>(
      server.ctx.db,
      sql`with created as (
            select (created_at at time zone 'Asia/Ho_Chi_Minh')::date as day, company_id, source, count(*)::int as n,
              count(reached_screening_at)::int as screening, count(reached_interview_at)::int as interview,
              count(reached_offer_at)::int as offer, count(reached_hired_at)::int as hired
            from analytics_application_facts group by 1, 2, 3
          ), kept as (
            select day, company_id, source, n, screening, interview, offer, hired from analytics_created_counts
            where (n, screening, interview, offer, hired) <> (0, 0, 0, 0, 0)
          ), outcome as (
            select 'stage' as metric, null::date as day, company_id, stage as k1, null::text as k2, count(*)::int as n
            from analytics_application_facts group by 3, 4
            union all
            select 'offer', (reached_offer_at at time zone 'Asia/Ho_Chi_Minh')::date, company_id,
              case when offer_outcome = 'accepted' or reached_hired_at is not null then 'accepted'
                when offer_outcome = 'declined' then 'declined'
                when offer_outcome is null and stage in ('rejected', 'withdrawn') then 'rejected' else 'pending' end,
              case when offer_outcome = 'declined' and reached_hired_at is null then offer_decline_reason end, count(*)::int
            from analytics_application_facts where reached_offer_at is not null group by 2, 3, 4, 5
            union all
            select 'rejected', (rejected_at at time zone 'Asia/Ho_Chi_Minh')::date, company_id, rejection_reason,
              rejected_from, count(*)::int
            from analytics_application_facts where rejected_at is not null group by 2, 3, 4, 5
            union all
            select 'open', null::date, company_id, stage, null::text, count(*)::int from analytics_stage_stays
            where left_at is null group by 3, 4
          ), outcome_kept as (
            select metric, day, company_id, k1, k2, n from analytics_outcome_counts where n <> 0
          ), stale as (
            select 'job' as kind, f.company_id, f.job_id as id, count(*)::int as n
            from analytics_application_facts f, analytics_stale_state st
            where f.stage in ('applied', 'screening', 'interview', 'offer') and f.last_move_at < st.cutoff group by 2, 3
            union all
            select 'user', f.company_id, coalesce(f.last_mover_id, f.job_owner_id), count(*)::int
            from analytics_application_facts f, analytics_stale_state st
            where f.stage in ('applied', 'screening', 'interview', 'offer') and f.last_move_at < st.cutoff group by 2, 3
          ), stale_kept as (
            select kind, company_id, id, n from analytics_stale_counts where n <> 0
          )
          select 'created' as name, count(*) as n from (
            (select * from created except select * from kept) union all (select * from kept except select * from created)
          ) a
          union all
          select 'outcome', count(*) from (
            (select * from outcome except select * from outcome_kept)
            union all (select * from outcome_kept except select * from outcome)
          ) b
          union all
          select 'stale', count(*) from (
            (select * from stale except select * from stale_kept) union all (select * from stale_kept except select * from stale)
          ) c`,
    );
    expect(Object.fromEntries(drifts.map((d) => [d.name, Number(d.n)]))).toEqual({
      created: 0,
      outcome: 0,
      stale: 0,
    });

    // A whole company's reports (read from the summaries) equal the same reports narrowed to its only posting (read
    // from the facts), before the stale round moves the cutoff (ahead of this test's clock) and after it.
    for (const round of [false, true]) {
      if (round) expect(await server.analyticsWindows.runOnce()).toBe(true);
      for (const name of [
        'overview',
        'funnel',
        'sources',
        'offers',
        'rejections',
        'time-in-stage',
        'stale',
      ]) {
        const whole = await get(`/api/analytics/${name}?${q}`, gen);
        const narrowed = await get(`/api/analytics/${name}?${q}&job_id=${genJob}`, gen);
        expect(whole.data, name).toEqual(narrowed.data);
      }
      // The summaries' top lists with short limits (the platform has more postings and recruiters than that), so the
      // candidates' cut is exercised: equal to the lists counted from the facts.
      const now = server.clock.now();
      for (const company of [null, genCompany, companyId]) {
        const scope = { company, filters: {}, period: periodOf({ from, to }, now) };
        for (const limit of [1, 2, 3]) {
          // The report reads `oldest` of the postings only.
          const sorted = (rows: Array<Record<string, unknown>>) =>
            rows
              .map((r) =>
                JSON.stringify([
                  r.kind,
                  r.id,
                  Number(r.n),
                  r.label,
                  r.kind === 'job' ? String(r.oldest) : null,
                ]),
              )
              .sort();
          expect(
            sorted(await staleFromSummary(server.ctx, scope, now, limit)),
            `stale ${company} ${limit}`,
          ).toEqual(sorted(await queryRows(server.ctx.db, staleFromFacts(scope, now, limit))));
        }
      }
      const left = apps
        .slice(1)
        .filter(
          (a) =>
            ['applied', 'screening', 'interview', 'offer'].includes(current(a)) &&
            a.events[a.events.length - 1]![1].getTime() < server.clock.now().getTime() - 30 * DAY,
        );
      const staleNow = (await get(`/api/analytics/stale?${q}`, gen)).data as {
        total: number;
        postings: Array<{ count: number; oldest_days: number }>;
      };
      expect(staleNow.total).toBe(left.length);
      expect(staleNow.postings).toEqual([
        expect.objectContaining({
          count: left.length,
          oldest_days: Math.floor(
            (server.clock.now().getTime() -
              Math.min(...left.map((a) => a.events[a.events.length - 1]![1].getTime()))) /
              DAY,
          ),
        }),
      ]);
    }
    // The overview's postings of periods ending today (the screen's presets, a start near an anchor, one far from any)
    // for the platform and the company, anchored or not (decision 914), equal counting the facts.
    const { adminActor } = await import('../../../test/recruitment');
    const admin = await adminActor(server);
    const today = '2026-06-15';
    const back = (n: number) =>
      new Date(Date.parse(`${today}T00:00:00Z`) - n * DAY).toISOString().slice(0, 10);
    for (const from of [back(6), back(29), back(89), '2026-04-01', back(30), back(33), back(45)]) {
      for (const who of [admin, gen]) {
        const { data } = await get(`/api/analytics/overview?from=${from}&to=${today}`, who);
        const expected = await queryRows(
          server.ctx.db,
          sql`select * from (
                select f.job_id, j.title, count(*)::int as applications,
                  (count(*) filter (where f.stage in ('applied', 'screening', 'interview', 'offer')))::int as active
                from analytics_application_facts f join jobs j on j.id = f.job_id
                where f.created_at >= ${new Date(`${from}T00:00:00+07:00`)}
                  and f.created_at < ${new Date(Date.parse(`${today}T00:00:00+07:00`) + DAY)}
                  ${who === gen ? sql`and f.company_id = ${genCompany}` : sql``}
                group by f.job_id, j.title order by count(*) desc, f.job_id limit 50) p
              order by p.applications desc, p.title`,
        );
        expect(data.postings, `${from} ${who === gen ? 'company' : 'platform'}`).toEqual(expected);
      }
      // The anchored list with short limits: the candidates' cut (top n plus the corrected postings) keeps the exact top.
      for (const limit of [1, 2, 3]) {
        const scope = {
          company: null,
          filters: {},
          period: periodOf({ from, to: today }, server.clock.now()),
        };
        const expected = await queryRows(
          server.ctx.db,
          sql`select * from (
                select f.job_id, j.title, count(*) as n,
                  count(*) filter (where f.stage in ('applied', 'screening', 'interview', 'offer')) as active
                from analytics_application_facts f join jobs j on j.id = f.job_id
                where f.created_at >= ${new Date(`${from}T00:00:00+07:00`)}
                  and f.created_at < ${new Date(Date.parse(`${today}T00:00:00+07:00`) + DAY)}
                group by f.job_id, j.title order by count(*) desc, f.job_id limit ${limit}) p
              order by p.n desc, p.title`,
        );
        expect(await queryRows(server.ctx.db, anchoredPostings(scope, limit)), `${from} ${limit}`).toEqual(
          expected,
        );
      }
    }
    const [cutoff] = await queryRows<{ cutoff: string | Date }>(
      server.ctx.db,
      sql`select cutoff from analytics_stale_state`,
    );
    expect(new Date(cutoff!.cutoff).getTime()).toBe(server.clock.now().getTime() - 30 * DAY);
  }, 180_000);
});

describe('the posting filter searches every posting in scope (decision 1074)', () => {
  it('finds a posting older than the newest 200 by its title, ignoring case and accents; never another company’s', async () => {
    const { jobSearchText } = await import('../jobs/service');
    const db = server.ctx.db;
    const copy = (id: string, title: string, created: Date) =>
      queryRows<{ id: string }>(
        db,
        sql`insert into jobs (owner_id, company_id, company, title, location, type, level, description, status,
              posted_date, search_text, location_text, created_at, updated_at)
            select owner_id, company_id, company, ${title}, location, type, level, description, status,
              posted_date, ${jobSearchText(title, 'Co', ['kubernetes'])}, location_text, ${created}, ${created}
            from jobs where id = ${id}
            returning id`,
      );
    const [old] = await copy(jobId, 'Kỹ sư Đường ống', new Date('2020-01-01T00:00:00Z'));
    const [theirs] = await copy(otherJobId, 'Kỹ sư đường ống ngoài', new Date('2020-01-02T00:00:00Z'));
    await queryRows(
      db,
      sql`insert into jobs (owner_id, company_id, company, title, location, type, level, description, status,
            posted_date, search_text, location_text, created_at, updated_at)
          select owner_id, company_id, company, 'Filler ' || g, location, type, level, description, status,
            posted_date, 'filler ' || g, location_text, now(), now()
          from jobs, generate_series(1, 205) g where id = ${jobId}`,
    );
    const postingsOf = async (path: string) =>
      ((await get(path)) as unknown as { postings: Array<{ id: string; title: string }> }).postings;
    const newest = await postingsOf('/api/analytics');
    expect(newest).toHaveLength(200);
    expect(newest.map((p) => p.id)).not.toContain(old!.id);

    const found = await postingsOf(`/api/analytics?q=${encodeURIComponent('DUONG ong')}&limit=20`);
    expect(found).toEqual([{ id: old!.id, title: 'Kỹ sư Đường ống' }]);
    // Only the title is searched: the posting's skill finds nothing.
    expect(await postingsOf('/api/analytics?q=kubernetes')).toEqual([]);
    // The selected posting comes first, so the picker can show its title.
    expect(await postingsOf(`/api/analytics?job_id=${old!.id}&limit=1`)).toEqual([
      { id: old!.id, title: 'Kỹ sư Đường ống' },
    ]);
    // Another company's posting is neither found nor shown when named.
    expect(await postingsOf('/api/analytics?q=ngoai')).toEqual([]);
    const named = await postingsOf(`/api/analytics?job_id=${theirs!.id}&q=ngoai`);
    expect(named).toEqual([]);

    const tooMany = await server.call('GET', '/api/analytics?limit=500', { token: owner.token });
    expect(tooMany.status).toBe(422);
  });
});
