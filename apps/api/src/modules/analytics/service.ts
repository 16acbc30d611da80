import { sql } from 'drizzle-orm';
import type { SQL } from 'drizzle-orm';
import type {
  AnalyticsReport,
  DrillMetric,
  FunnelReport,
  OffersReport,
  OverviewReport,
  PlatformReport,
  RejectionsReport,
  SourcesReport,
  Stage,
  StaleReport,
  TeamReport,
  TimeInStageReport,
  TimeToHireReport,
} from '@app/shared';
import { ENTERPRISE_REPORTS, FUNNEL_STAGES, STAGES, i18nText } from '@app/shared';
import type { AuthUser } from '../../auth/sessions';
import type { AppContext } from '../../context';
import { queryRows } from '../../db/client';
import { unprocessable } from '../../lib/errors';
import { hasCapability } from '../../lib/plan-features';
import { getSettings } from '../../lib/settings';
import { iso, isStaff, recruitingCompany } from '../../lib/tenancy';
import { between, periodOf, scopeOf, tenantOf } from './period';
import type { Filters, Period } from './period';

/** An application is stale after this many days without a move (issue 11). */
export const STALE_DAYS = 30;
/** Feedback is overdue this long after the interview ended (issue 11). */
export const FEEDBACK_DUE_HOURS = 48;
const DAY_S = 86_400;
const LIST_LIMIT = 50;

const num = (v: unknown) => Number(v ?? 0);
const days = (seconds: unknown) =>
  seconds === null || seconds === undefined ? null : Math.round((Number(seconds) / DAY_S) * 10) / 10;
const rate = (part: number, whole: number) => (whole > 0 ? Math.round((part / whole) * 1000) / 1000 : null);

/** The reports the caller may open (the screen shows the others with an upgrade prompt). */
export async function availableReports(ctx: AppContext, user: AuthUser): Promise<AnalyticsReport[]> {
  const out: AnalyticsReport[] = [];
  if (isStaff(user) || recruitingCompany(user)) {
    out.push('overview');
    if (hasCapability(await getSettings(ctx), user, 'advanced_analytics')) out.push(...ENTERPRISE_REPORTS);
  }
  if (user.role === 'admin' || user.permissions.includes('system:analytics')) out.push('platform');
  return out;
}

type Scope = { company: string | null; filters: Filters; period: Period };

function scope(ctx: AppContext, user: AuthUser, filters: Filters): Scope {
  return { company: tenantOf(user, filters), filters, period: periodOf(filters, ctx.clock.now()) };
}

/**
 * Applications per stage now, applications created per day, and per posting (every employer plan). Read from the
 * counters the facts' triggers keep (decision 912): a few rows per posting, source and stage (and day), never every
 * application; equal to counting the facts (the recomputation test checks it).
 */
async function overview(ctx: AppContext, s: Scope): Promise<OverviewReport> {
  const where = scopeOf('c', s.company, s.filters);
  const days = sql`c.day >= ${s.period.from} and c.day <= ${s.period.to}`;
  const [stages, perDay, postings] = await Promise.all([
    queryRows<{ stage: Stage; n: string }>(
      ctx.db,
      sql`select c.stage, sum(c.n) as n from analytics_stage_counts c where ${where} group by c.stage`,
    ),
    queryRows<{ day: string; n: string }>(
      ctx.db,
      sql`select to_char(c.day, 'YYYY-MM-DD') as day, sum(c.n) as n
          from analytics_daily_counts c where ${where} and ${days} group by c.day order by c.day`,
    ),
    queryRows<{ job_id: string; title: string; n: string; active: string }>(
      ctx.db,
      sql`select p.job_id, j.title, p.n, p.active from (
            select c.job_id, sum(c.n) as n,
              coalesce(sum(c.n) filter (where c.stage in ('applied', 'screening', 'interview', 'offer')), 0) as active
            from analytics_daily_counts c
            where ${where} and ${days}
            group by c.job_id having sum(c.n) > 0 order by sum(c.n) desc, c.job_id limit ${LIST_LIMIT}) p
          join jobs j on j.id = p.job_id order by p.n desc, j.title`,
    ),
  ]);
  const byStage = new Map(stages.map((r) => [r.stage, num(r.n)]));
  const counts = new Map(perDay.map((r) => [r.day, num(r.n)]));
  const overTime: OverviewReport['over_time'] = [];
  for (let t = s.period.start.getTime(); t < s.period.end.getTime(); t += DAY_S * 1000) {
    const day = new Date(t + 7 * 3_600_000).toISOString().slice(0, 10);
    overTime.push({ day, count: counts.get(day) ?? 0 });
  }
  return {
    stages: STAGES.map((stage) => ({ stage, count: byStage.get(stage) ?? 0 })),
    over_time: overTime,
    postings: postings.map((r) => ({
      job_id: r.job_id,
      title: r.title,
      applications: num(r.n),
      active: num(r.active),
    })),
  };
}

/** Of the applications created in the period, how many reached each stage (decision 904). */
async function funnel(ctx: AppContext, s: Scope): Promise<FunnelReport> {
  const [row] = await queryRows<Record<string, string>>(
    ctx.db,
    sql`select count(*) as applied, count(f.reached_screening_at) as screening,
          count(f.reached_interview_at) as interview, count(f.reached_offer_at) as offer,
          count(f.reached_hired_at) as hired
        from analytics_application_facts f
        where ${scopeOf('f', s.company, s.filters)} and ${between(sql`f.created_at`, s.period)}`,
  );
  const reached = FUNNEL_STAGES.map((stage) => num(row?.[stage]));
  return {
    stages: FUNNEL_STAGES.map((stage, i) => ({
      stage,
      reached: reached[i]!,
      pass_through: i + 1 < reached.length ? rate(reached[i + 1]!, reached[i]!) : null,
    })),
  };
}

/** Hires in the period (the last move to Hired of applications in Hired): time from application; time to fill. */
async function timeToHire(ctx: AppContext, s: Scope): Promise<TimeToHireReport> {
  const where = sql`${scopeOf('f', s.company, s.filters)} and f.hired_at is not null and ${between(sql`f.hired_at`, s.period)}`;
  const seconds = sql`extract(epoch from f.hired_at - f.created_at)`;
  const [[total], postings] = await Promise.all([
    queryRows<{ n: string; median: string | null; mean: string | null }>(
      ctx.db,
      sql`select count(*) as n, percentile_cont(0.5) within group (order by ${seconds}) as median,
            avg(${seconds}) as mean
          from analytics_application_facts f where ${where}`,
    ),
    queryRows<{
      job_id: string;
      title: string;
      n: string;
      median: string;
      mean: string;
      fill: string | null;
    }>(
      ctx.db,
      sql`select p.*, j.title,
            extract(epoch from (select min(h.hired_at) from analytics_application_facts h
              where h.job_id = p.job_id and h.hired_at is not null) - j.posted_date) as fill
          from (select f.job_id, count(*) as n,
                  percentile_cont(0.5) within group (order by ${seconds}) as median, avg(${seconds}) as mean
                from analytics_application_facts f where ${where}
                group by f.job_id order by count(*) desc, f.job_id limit ${LIST_LIMIT}) p
          join jobs j on j.id = p.job_id order by p.n desc, j.title`,
    ),
  ]);
  return {
    hires: num(total?.n),
    median_days: days(total?.median),
    mean_days: days(total?.mean),
    postings: postings.map((r) => ({
      job_id: r.job_id,
      title: r.title,
      hires: num(r.n),
      median_days: days(r.median),
      mean_days: days(r.mean),
      time_to_fill_days: days(r.fill),
    })),
  };
}

/** The median of the stays that ended in the period, per stage; the stays still open apart (decision 904). */
async function timeInStage(ctx: AppContext, s: Scope): Promise<TimeInStageReport> {
  const where = scopeOf('t', s.company, s.filters);
  const stages = FUNNEL_STAGES.filter((st) => st !== 'hired');
  const list = sql`${`{${stages.join(',')}}`}::text[]`;
  const now = ctx.clock.now();
  const [done, open] = await Promise.all([
    queryRows<{ stage: string; n: string; median: string | null }>(
      ctx.db,
      sql`select t.stage, count(*) as n,
            percentile_cont(0.5) within group (order by extract(epoch from t.left_at - t.entered_at)) as median
          from analytics_stage_stays t
          where ${where} and t.stage = any(${list}) and t.left_at is not null and ${between(sql`t.left_at`, s.period)}
          group by t.stage`,
    ),
    queryRows<{ stage: string; n: string; oldest: string | null }>(
      ctx.db,
      sql`select t.stage, count(*) as n, min(t.entered_at) as oldest
          from analytics_stage_stays t
          where ${where} and t.stage = any(${list}) and t.left_at is null
          group by t.stage`,
    ),
  ]);
  return {
    stages: FUNNEL_STAGES.map((stage) => {
      const d = done.find((r) => r.stage === stage);
      const o = open.find((r) => r.stage === stage);
      return {
        stage,
        completed: num(d?.n),
        median_days: days(d?.median),
        open: num(o?.n),
        oldest_open_days: o?.oldest
          ? Math.floor((now.getTime() - new Date(o.oldest).getTime()) / 86_400_000)
          : null,
      };
    }),
  };
}

/** Per source, the applications created in the period and how many reached interview, offer and hire. */
async function sources(ctx: AppContext, s: Scope): Promise<SourcesReport> {
  const rows = await queryRows<{
    source: string;
    n: string;
    interview: string;
    offer: string;
    hired: string;
  }>(
    ctx.db,
    sql`select f.source, count(*) as n, count(f.reached_interview_at) as interview,
          count(f.reached_offer_at) as offer, count(f.reached_hired_at) as hired
        from analytics_application_facts f
        where ${scopeOf('f', s.company, s.filters)} and ${between(sql`f.created_at`, s.period)}
        group by f.source order by count(*) desc, f.source`,
  );
  return {
    sources: rows.map((r) => ({
      source: r.source,
      applications: num(r.n),
      interview: num(r.interview),
      offer: num(r.offer),
      hired: num(r.hired),
    })),
  };
}

/** The conditions of each offer outcome (decision 902); a hire counts as accepted. */
const OFFER_STATE = {
  accepted: sql`(f.offer_outcome = 'accepted' or f.reached_hired_at is not null)`,
  declined: sql`(f.offer_outcome = 'declined' and f.reached_hired_at is null)`,
  rejected: sql`(f.offer_outcome is null and f.reached_hired_at is null and f.stage in ('rejected', 'withdrawn'))`,
};

/** Offers made in the period (first move to Offer or beyond) and what became of them. */
async function offers(ctx: AppContext, s: Scope): Promise<OffersReport> {
  const where = sql`${scopeOf('f', s.company, s.filters)} and f.reached_offer_at is not null and ${between(sql`f.reached_offer_at`, s.period)}`;
  const [[row], reasons] = await Promise.all([
    queryRows<Record<string, string>>(
      ctx.db,
      sql`select count(*) as made, count(*) filter (where ${OFFER_STATE.accepted}) as accepted,
            count(*) filter (where ${OFFER_STATE.declined}) as declined,
            count(*) filter (where ${OFFER_STATE.rejected}) as rejected
          from analytics_application_facts f where ${where}`,
    ),
    queryRows<{ reason: string; n: string }>(
      ctx.db,
      sql`select f.offer_decline_reason as reason, count(*) as n from analytics_application_facts f
          where ${where} and ${OFFER_STATE.declined} group by 1 order by 2 desc, 1`,
    ),
  ]);
  const made = num(row?.made);
  const accepted = num(row?.accepted);
  const declined = num(row?.declined);
  const rejected = num(row?.rejected);
  return {
    made,
    accepted,
    declined,
    rejected,
    pending: made - accepted - declined - rejected,
    acceptance_rate: rate(accepted, accepted + declined),
    decline_reasons: reasons.map((r) => ({ reason: r.reason ?? 'other', count: num(r.n) })),
  };
}

/** Applications rejected in the period, by reason and by the stage they were rejected from. */
async function rejections(ctx: AppContext, s: Scope): Promise<RejectionsReport> {
  const where = sql`${scopeOf('f', s.company, s.filters)} and f.rejected_at is not null and ${between(sql`f.rejected_at`, s.period)}`;
  const [reasons, stages] = await Promise.all([
    queryRows<{ reason: string | null; n: string }>(
      ctx.db,
      sql`select f.rejection_reason as reason, count(*) as n from analytics_application_facts f
          where ${where} group by 1 order by 2 desc, 1`,
    ),
    queryRows<{ stage: string | null; n: string }>(
      ctx.db,
      sql`select f.rejected_from as stage, count(*) as n from analytics_application_facts f
          where ${where} group by 1 order by 2 desc, 1`,
    ),
  ]);
  return {
    reasons: reasons.map((r) => ({ reason: r.reason ?? '', count: num(r.n) })),
    by_stage: stages.map((r) => ({ stage: r.stage ?? 'applied', count: num(r.n) })),
  };
}

const ACTIVE = sql`f.stage in ('applied', 'screening', 'interview', 'offer')`;
const staleCondition = (now: Date) =>
  sql`${ACTIVE} and f.last_move_at < ${new Date(now.getTime() - STALE_DAYS * DAY_S * 1000).toISOString()}`;

/**
 * Active applications without a move for 30 days (now, whatever the period), per posting and per recruiter. One scan
 * of the matching facts (grouping sets: per posting, per recruiter, and the total), then the top lists: platform-wide
 * most active applications can be stale, and three scans of them were the slowest report (docs/benchmarks.md).
 */
async function stale(ctx: AppContext, s: Scope): Promise<StaleReport> {
  const now = ctx.clock.now();
  const where = sql`${scopeOf('f', s.company, s.filters)} and ${staleCondition(now)}`;
  // The recruiter of an application: who moved it last, else the posting's owner (decision 908).
  const rows = await queryRows<{
    kind: 'total' | 'job' | 'user';
    id: string | null;
    n: string;
    oldest: string | Date | null;
    label: string | null;
  }>(
    ctx.db,
    sql`with g as (
          select f.job_id, coalesce(f.last_mover_id, f.job_owner_id) as user_id,
            grouping(f.job_id) as no_job, grouping(coalesce(f.last_mover_id, f.job_owner_id)) as no_user,
            count(*) as n, min(f.last_move_at) as oldest
          from analytics_application_facts f where ${where}
          group by grouping sets ((f.job_id), (coalesce(f.last_mover_id, f.job_owner_id)), ())
        ), ranked as (
          select case when g.no_job = 0 then 'job' when g.no_user = 0 then 'user' else 'total' end as kind,
            case when g.no_job = 0 then g.job_id when g.no_user = 0 then g.user_id end as id, g.n, g.oldest,
            row_number() over (partition by g.no_job, g.no_user
              order by g.n desc, case when g.no_job = 0 then g.job_id else g.user_id end) as rank
          from g
        )
        select r.kind, r.id, r.n, r.oldest, coalesce(j.title, u.name) as label from ranked r
        left join jobs j on r.kind = 'job' and j.id = r.id
        left join users u on r.kind = 'user' and u.id = r.id
        where r.rank <= ${LIST_LIMIT}
        order by r.kind, r.n desc, coalesce(j.title, u.name)`,
  );
  const of = (kind: 'job' | 'user') => rows.filter((r) => r.kind === kind);
  return {
    total: num(rows.find((r) => r.kind === 'total')?.n),
    postings: of('job').map((r) => ({
      job_id: r.id!,
      title: r.label ?? '',
      count: num(r.n),
      oldest_days: Math.floor((now.getTime() - new Date(r.oldest!).getTime()) / 86_400_000),
    })),
    recruiters: of('user').map((r) => ({ user_id: r.id, name: r.label ?? '', count: num(r.n) })),
  };
}

/**
 * Per teammate, in the period: stage moves, interviews scheduled, feedback submitted, and feedback overdue (interviews
 * that ended in the period more than 48 h ago without this interviewer's feedback). Read from the live tables through
 * their per-user indexes: a company's teammates are few (decision 903).
 */
async function team(ctx: AppContext, s: Scope): Promise<TeamReport> {
  const now = ctx.clock.now();
  const from = s.period.start.toISOString();
  const to = s.period.end.toISOString();
  const due = new Date(now.getTime() - FEEDBACK_DUE_HOURS * 3_600_000).toISOString();
  const people = s.company
    ? sql`select m.user_id from company_members m where m.company_id = ${s.company}`
    : sql`select distinct e.by_user_id as user_id from application_events e
          where e.at >= ${from} and e.at < ${to} and e.from_stage is not null and e.by_user_id is not null
          limit ${LIST_LIMIT}`;
  const only = s.filters.user_id ? sql`and p.user_id = ${s.filters.user_id}` : sql``;
  const rows = await queryRows<{
    user_id: string;
    name: string;
    moves: string;
    scheduled: string;
    submitted: string;
    overdue: string;
  }>(
    ctx.db,
    sql`select p.user_id, u.name,
          (select count(*) from application_events e where e.by_user_id = p.user_id and e.at >= ${from}
             and e.at < ${to} and e.from_stage is not null) as moves,
          (select count(*) from interviews i where i.created_by = p.user_id and i.created_at >= ${from}
             and i.created_at < ${to}) as scheduled,
          (select count(*) from interview_feedback fb where fb.interviewer_id = p.user_id and fb.created_at >= ${from}
             and fb.created_at < ${to}) as submitted,
          (select count(*) from interview_interviewers ii join interviews i on i.id = ii.interview_id
             where ii.user_id = p.user_id and i.status <> 'cancelled' and i.ends_at >= ${from} and i.ends_at < ${to}
               and i.ends_at < ${due}
               and not exists (select 1 from interview_feedback fb
                 where fb.interview_id = i.id and fb.interviewer_id = p.user_id)) as overdue
        from (${people}) p join users u on u.id = p.user_id
        where true ${only}
        order by u.name, p.user_id`,
  );
  return {
    members: rows.map((r) => ({
      user_id: r.user_id,
      name: r.name,
      moves: num(r.moves),
      interviews_scheduled: num(r.scheduled),
      feedback_submitted: num(r.submitted),
      feedback_overdue: num(r.overdue),
    })),
  };
}

/** The platform (system:analytics): accounts, plans and their revenue, postings and applications in the period. */
async function platform(ctx: AppContext, s: Scope): Promise<PlatformReport> {
  const settings = await getSettings(ctx);
  const from = s.period.start.toISOString();
  const to = s.period.end.toISOString();
  const [[row], plans] = await Promise.all([
    queryRows<Record<string, string>>(
      ctx.db,
      sql`select
            (select count(*) from users where created_at >= ${from} and created_at < ${to}) as sign_ups,
            (select count(*) from users where email_verified_at >= ${from} and email_verified_at < ${to}) as verified,
            (select count(*) from jobs where posted_date >= ${from} and posted_date < ${to}
               and status <> 'draft') as postings,
            (select count(*) from analytics_application_facts f where ${between(sql`f.created_at`, s.period)})
              as applications`,
    ),
    queryRows<{ plan: string; upgrades: string; cancellations: string; active: string }>(
      ctx.db,
      sql`select p.name as plan,
            count(*) filter (where s.started_at >= ${from} and s.started_at < ${to}) as upgrades,
            count(*) filter (where s.ended_at >= ${from} and s.ended_at < ${to}) as cancellations,
            count(*) filter (where s.ended_at is null and s.company_id is not null) as active
          from plans p left join subscriptions s on s.plan_id = p.id group by p.name`,
    ),
  ]);
  const byName = new Map(plans.map((p) => [p.plan, p]));
  const out = settings.plans.map((p) => {
    const r = byName.get(p.name);
    return {
      plan: p.name,
      display_name: p.display_name,
      upgrades: num(r?.upgrades),
      cancellations: num(r?.cancellations),
      active: num(r?.active),
      price: p.price,
    };
  });
  return {
    sign_ups: num(row?.sign_ups),
    verified: num(row?.verified),
    postings_published: num(row?.postings),
    applications: num(row?.applications),
    // Monthly recurring revenue: each running package at its plan's monthly price (decision 909).
    mrr_vnd: out.reduce((sum, p) => sum + p.active * p.price, 0),
    plans: out.map(({ price: _price, ...rest }) => rest),
  };
}

const REPORTS = {
  overview,
  funnel,
  'time-to-hire': timeToHire,
  'time-in-stage': timeInStage,
  sources,
  offers,
  rejections,
  stale,
  team,
  platform,
} satisfies Record<AnalyticsReport, (ctx: AppContext, s: Scope) => Promise<unknown>>;

/** One report for the caller; the route's access has checked the permission and the plan. */
export async function report(ctx: AppContext, user: AuthUser, name: AnalyticsReport, filters: Filters) {
  // The platform report is the platform's: an employer holding system:analytics still sees only platform totals.
  const s: Scope =
    name === 'platform'
      ? { company: null, filters: {}, period: periodOf(filters, ctx.clock.now()) }
      : scope(ctx, user, filters);
  const data = await REPORTS[name](ctx, s);
  return { period: { from: s.period.from, to: s.period.to }, data };
}

// ---- Click-through (decision 906) ----

const REACHED: Record<string, SQL> = {
  applied: sql`true`,
  screening: sql`f.reached_screening_at is not null`,
  interview: sql`f.reached_interview_at is not null`,
  offer: sql`f.reached_offer_at is not null`,
  hired: sql`f.reached_hired_at is not null`,
};

/** Which metrics a plan without advanced analytics may open: the overview's. */
export const OVERVIEW_METRICS: readonly DrillMetric[] = ['created', 'current'];

function drillCondition(
  s: Scope,
  input: { metric: DrillMetric; stage?: Stage; reason?: string },
  now: Date,
): SQL {
  const created = between(sql`f.created_at`, s.period);
  const offered = sql`f.reached_offer_at is not null and ${between(sql`f.reached_offer_at`, s.period)}`;
  switch (input.metric) {
    case 'created':
      return created;
    case 'current':
      return input.stage ? sql`f.stage = ${input.stage}` : sql`true`;
    case 'reached': {
      const reached = REACHED[input.stage ?? 'applied'];
      if (!reached)
        throw unprocessable(i18nText('Choose a stage of the funnel.'), {
          stage: [i18nText('Unknown stage')],
        });
      return sql`${created} and ${reached}`;
    }
    case 'hired':
      return sql`f.hired_at is not null and ${between(sql`f.hired_at`, s.period)}`;
    case 'source':
      return sql`${created} and f.source = ${input.reason ?? ''}`;
    case 'offer_made':
      return offered;
    case 'offer_accepted':
      return sql`${offered} and ${OFFER_STATE.accepted}`;
    case 'offer_declined':
      return sql`${offered} and ${OFFER_STATE.declined}`;
    case 'rejected':
      return sql`f.rejected_at is not null and ${between(sql`f.rejected_at`, s.period)}
        ${input.reason !== undefined ? sql`and coalesce(f.rejection_reason, '') = ${input.reason}` : sql``}
        ${input.stage ? sql`and f.rejected_from = ${input.stage}` : sql``}`;
    case 'stale':
      return staleCondition(now);
  }
}

/** The applications behind a number, in the same scope as the report (an employer's own company only). */
export async function drill(
  ctx: AppContext,
  user: AuthUser,
  input: Filters & { metric: DrillMetric; stage?: Stage; reason?: string; page: number },
) {
  const s = scope(ctx, user, input);
  const where = sql`${scopeOf('f', s.company, s.filters)} and ${drillCondition(s, input, ctx.clock.now())}`;
  const pageSize = 50;
  const [rows, [count]] = await Promise.all([
    queryRows<{
      id: string;
      name: string;
      job_id: string;
      title: string;
      stage: Stage;
      source: string;
      created_at: string | Date;
    }>(
      ctx.db,
      sql`select f.application_id as id, c.name, j.id as job_id, j.title, f.stage, f.source, f.created_at
          from analytics_application_facts f
          join applications a on a.id = f.application_id
          join candidates c on c.id = a.candidate_id
          join jobs j on j.id = f.job_id
          where ${where}
          order by f.created_at desc, f.application_id desc
          limit ${pageSize} offset ${(input.page - 1) * pageSize}`,
    ),
    queryRows<{ n: string }>(
      ctx.db,
      sql`select count(*) as n from analytics_application_facts f where ${where}`,
    ),
  ]);
  return {
    total: num(count?.n),
    page: input.page,
    page_size: pageSize,
    applications: rows.map((r) => ({
      id: r.id,
      candidate: r.name,
      job: { id: r.job_id, title: r.title },
      stage: r.stage,
      source: r.source,
      created_at: iso(r.created_at),
    })),
  };
}

/** The screen's filter choices, in the caller's scope. */
export async function options(ctx: AppContext, user: AuthUser, filters: Filters) {
  const company = tenantOf(user, filters);
  const settings = await getSettings(ctx);
  const [postings, teammates, companies] = await Promise.all([
    queryRows<{ id: string; title: string }>(
      ctx.db,
      company
        ? sql`select id, title from jobs where company_id = ${company} order by created_at desc limit 200`
        : sql`select id, title from jobs where status <> 'draft' order by created_at desc limit 200`,
    ),
    company
      ? queryRows<{ id: string; name: string }>(
          ctx.db,
          sql`select u.id, u.name from company_members m join users u on u.id = m.user_id
              where m.company_id = ${company} order by u.name`,
        )
      : Promise.resolve([]),
    isStaff(user)
      ? queryRows<{ id: string; name: string }>(
          ctx.db,
          sql`select id, name from companies where name <> '' order by name limit 500`,
        )
      : Promise.resolve([]),
  ]);
  return {
    available: await availableReports(ctx, user),
    postings,
    teammates,
    sources: settings.lists.candidate_sources,
    companies,
  };
}
