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
import { audit } from '../../lib/audit';
import { STALE_DAYS } from '../../lib/analytics-rollups';
import { unprocessable } from '../../lib/errors';
import { hasCapability } from '../../lib/plan-features';
import { getSettings } from '../../lib/settings';
import { chargeFor } from '../billing';
import { iso, isStaff, matchesTerms, recruitingCompany } from '../../lib/tenancy';
import { between, localDay, periodOf, scopeOf, tenantOf } from './period';
import type { Filters, Period } from './period';

export { STALE_DAYS };
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

export type Scope = { company: string | null; filters: Filters; period: Period };

/**
 * A whole company or the platform, no posting, recruiter or source asked for: the reports read the summaries without
 * the posting dimension (decisions 913-915); a filter reads the per-posting rollups.
 */
const wide = (s: Scope) => !s.filters.job_id && !s.filters.user_id && !s.filters.source;
const companyOf = (alias: string, s: Scope) =>
  s.company ? sql`${sql.raw(alias)}.company_id = ${s.company}` : sql`true`;
const inDays = (alias: string, s: Scope) =>
  sql`${sql.raw(alias)}.day >= ${s.period.from} and ${sql.raw(alias)}.day <= ${s.period.to}`;

function scope(ctx: AppContext, user: AuthUser, filters: Filters): Scope {
  return { company: tenantOf(user, filters), filters, period: periodOf(filters, ctx.clock.now()) };
}

/**
 * How far a period's start may lie from an anchor day for the anchored postings list (decision 914): a day covers a
 * round late after midnight; farther, the correction touches thousands of postings at the scale seed.
 */
const ANCHOR_REACH_DAYS = 1;

/**
 * The overview's top postings of a whole company or the platform for a period ending today, from the anchor nearest its
 * start (decision 914): the per-posting counts since that day, corrected by the daily counters of the days between
 * the anchor and the start (and any after the end), give the candidates: the top 50 plus as many as the correction
 * touches, which is enough for the exact top 50; their numbers are then counted exactly. One statement, one instant.
 */
export function anchoredPostings(s: Scope, limit = LIST_LIMIT): SQL {
  const { from, to } = s.period;
  const inPeriod = sql`(c.day >= ${from}::date and c.day <= ${to}::date)::int - (c.day >= a.start_day)::int`;
  // Two plain day ranges (between the anchor and the start; after the end) and a lookup per candidate: the planner
  // reads a few index entries rather than every daily counter of the period.
  return sql`with a as (
        select slot, start_day from analytics_posting_anchors
        order by abs(start_day - ${from}::date), slot limit 1
      ), corr as (
        select c.job_id, sum(c.n * (${inPeriod})) as d from a cross join lateral (
          select c.job_id, c.n, c.day from analytics_daily_counts c
          where ${companyOf('c', s)} and c.day >= least(a.start_day, ${from}::date)
            and c.day < greatest(a.start_day, ${from}::date)
          union all
          select c.job_id, c.n, c.day from analytics_daily_counts c where ${companyOf('c', s)} and c.day > ${to}::date
        ) c
        group by c.job_id having sum(c.n * (${inPeriod})) <> 0
      ), top as (
        select p.job_id from analytics_posting_since p
        where p.slot = (select a.slot from a) and ${companyOf('p', s)} and p.n > 0
        order by p.n desc, p.job_id limit (select ${limit} + count(*) from corr)
      ), cand as (select top.job_id from top union select corr.job_id from corr)
      select p.job_id, j.title, p.n, p.active from (
        select cand.job_id, e.n, e.active from cand cross join lateral (
          select sum(c.n) as n,
            coalesce(sum(c.n) filter (where c.stage in ('applied', 'screening', 'interview', 'offer')), 0) as active
          from analytics_daily_counts c
          where c.job_id = cand.job_id and ${companyOf('c', s)} and ${inDays('c', s)}) e
        where e.n > 0 order by e.n desc, cand.job_id limit ${limit}) p
      join jobs j on j.id = p.job_id order by p.n desc, j.title`;
}

/** Whether the anchored postings list serves this period: a whole company or the platform, ending today. */
async function anchored(ctx: AppContext, s: Scope): Promise<boolean> {
  if (!wide(s) || s.period.to < localDay(ctx.clock.now())) return false;
  const [near] = await queryRows<{ n: string }>(
    ctx.db,
    sql`select count(*) as n from analytics_posting_anchors
        where abs(start_day - ${s.period.from}::date) <= ${ANCHOR_REACH_DAYS}`,
  );
  return num(near?.n) > 0;
}

/**
 * Applications per stage now, applications created per day, and per posting (every employer plan). Read from the
 * counters the facts' triggers keep (decisions 912-914), never every application; equal to counting the facts (the
 * recomputation test checks it).
 */
async function overview(ctx: AppContext, s: Scope): Promise<OverviewReport> {
  const where = scopeOf('c', s.company, s.filters);
  const days = sql`c.day >= ${s.period.from} and c.day <= ${s.period.to}`;
  const fromAnchor = await anchored(ctx, s);
  const [stages, perDay, postings] = await Promise.all([
    queryRows<{ stage: Stage; n: string }>(
      ctx.db,
      wide(s)
        ? sql`select c.k1 as stage, sum(c.n) as n from analytics_outcome_counts c
              where c.metric = 'stage' and ${companyOf('c', s)} group by c.k1`
        : sql`select c.stage, sum(c.n) as n from analytics_stage_counts c where ${where} group by c.stage`,
    ),
    queryRows<{ day: string; n: string }>(
      ctx.db,
      wide(s)
        ? sql`select to_char(c.day, 'YYYY-MM-DD') as day, sum(c.n) as n from analytics_created_counts c
              where ${companyOf('c', s)} and ${inDays('c', s)} group by c.day order by c.day`
        : sql`select to_char(c.day, 'YYYY-MM-DD') as day, sum(c.n) as n
              from analytics_daily_counts c where ${where} and ${days} group by c.day order by c.day`,
    ),
    queryRows<{ job_id: string; title: string; n: string; active: string }>(
      ctx.db,
      fromAnchor
        ? anchoredPostings(s)
        : sql`select p.job_id, j.title, p.n, p.active from (
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
    wide(s)
      ? sql`select sum(c.n) as applied, sum(c.screening) as screening, sum(c.interview) as interview,
              sum(c.offer) as offer, sum(c.hired) as hired
            from analytics_created_counts c where ${companyOf('c', s)} and ${inDays('c', s)}`
      : sql`select count(*) as applied, count(f.reached_screening_at) as screening,
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
  // The top postings by hires first, then the medians of those only (each from the (job, hired_at) index).
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
      sql`select p.job_id, p.n, m.median, m.mean, j.title,
            extract(epoch from (select min(h.hired_at) from analytics_application_facts h
              where h.job_id = p.job_id and h.hired_at is not null) - j.posted_date) as fill
          from (select f.job_id, count(*) as n from analytics_application_facts f where ${where}
                group by f.job_id order by count(*) desc, f.job_id limit ${LIST_LIMIT}) p
          cross join lateral (
            select percentile_cont(0.5) within group (order by ${seconds}) as median, avg(${seconds}) as mean
            from analytics_application_facts f where f.job_id = p.job_id and ${where}) m
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
      wide(s)
        ? // The open stays counted by the stays' trigger; the oldest is the first entry of a partial index.
          sql`select c.k1 as stage, sum(c.n) as n,
                (select min(t.entered_at) from analytics_stage_stays t
                 where t.left_at is null and t.stage = c.k1 and ${companyOf('t', s)}) as oldest
              from analytics_outcome_counts c
              where c.metric = 'open' and ${companyOf('c', s)} and c.k1 = any(${list})
              group by c.k1 having sum(c.n) <> 0`
        : sql`select t.stage, count(*) as n, min(t.entered_at) as oldest
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
    wide(s)
      ? sql`select c.source, sum(c.n) as n, sum(c.interview) as interview, sum(c.offer) as offer,
              sum(c.hired) as hired
            from analytics_created_counts c where ${companyOf('c', s)} and ${inDays('c', s)}
            group by c.source having sum(c.n) <> 0 order by sum(c.n) desc, c.source`
      : sql`select f.source, count(*) as n, count(f.reached_interview_at) as interview,
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
  const counted = sql`c.metric = 'offer' and ${companyOf('c', s)} and ${inDays('c', s)}`;
  const [[row], reasons] = await Promise.all(
    wide(s)
      ? [
          queryRows<Record<string, string>>(
            ctx.db,
            sql`select coalesce(sum(c.n), 0) as made,
                  coalesce(sum(c.n) filter (where c.k1 = 'accepted'), 0) as accepted,
                  coalesce(sum(c.n) filter (where c.k1 = 'declined'), 0) as declined,
                  coalesce(sum(c.n) filter (where c.k1 = 'rejected'), 0) as rejected
                from analytics_outcome_counts c where ${counted}`,
          ),
          queryRows<{ reason: string; n: string }>(
            ctx.db,
            sql`select c.k2 as reason, sum(c.n) as n from analytics_outcome_counts c
                where ${counted} and c.k1 = 'declined' group by 1 having sum(c.n) <> 0 order by 2 desc, 1`,
          ),
        ]
      : [
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
        ],
  );
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
  const counted = sql`c.metric = 'rejected' and ${companyOf('c', s)} and ${inDays('c', s)}`;
  const [reasons, stages] = await Promise.all(
    wide(s)
      ? [
          queryRows<{ reason: string | null; n: string }>(
            ctx.db,
            sql`select c.k1 as reason, sum(c.n) as n from analytics_outcome_counts c where ${counted}
                group by 1 having sum(c.n) <> 0 order by 2 desc, 1`,
          ),
          queryRows<{ stage: string | null; n: string }>(
            ctx.db,
            sql`select c.k2 as stage, sum(c.n) as n from analytics_outcome_counts c where ${counted}
                group by 1 having sum(c.n) <> 0 order by 2 desc, 1`,
          ),
        ]
      : [
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
        ],
  );
  return {
    reasons: reasons.map((r) => ({ reason: r.reason ?? '', count: num(r.n) })),
    by_stage: stages.map((r) => ({ stage: r.stage ?? 'applied', count: num(r.n) })),
  };
}

const ACTIVE = sql`f.stage in ('applied', 'screening', 'interview', 'offer')`;
const staleCondition = (now: Date) =>
  sql`${ACTIVE} and f.last_move_at < ${new Date(now.getTime() - STALE_DAYS * DAY_S * 1000).toISOString()}`;

/**
 * The stale lists counted from the facts (a posting, recruiter or source asked for): one scan of the matching facts
 * (grouping sets: per posting, per recruiter, and the total), then the top lists.
 */
export function staleFromFacts(s: Scope, now: Date, limit = LIST_LIMIT): SQL {
  const where = sql`${scopeOf('f', s.company, s.filters)} and ${staleCondition(now)}`;
  // The recruiter of an application: who moved it last, else the posting's owner (decision 908).
  return sql`with g as (
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
        where r.rank <= ${limit}
        order by r.kind, r.n desc, coalesce(j.title, u.name)`;
}

/**
 * The stale lists of a whole company or the platform from the summary (decision 915): the counts of the stale round's
 * cutoff, plus the active facts whose last move lies between that cutoff and now - 30 days (minus them when the
 * cutoff is ahead), in one statement so both are read at one instant; the oldest of a listed posting from its index.
 */
export async function staleFromSummary(ctx: AppContext, s: Scope, now: Date, limit = LIST_LIMIT) {
  const cut = new Date(now.getTime() - STALE_DAYS * DAY_S * 1000).toISOString();
  return queryRows<{
    kind: 'total' | 'job' | 'user';
    id: string | null;
    n: string;
    oldest: string | Date | null;
    label: string | null;
  }>(
    ctx.db,
    sql`with st as (select cutoff from analytics_stale_state),
        x as (
          select f.job_id, coalesce(f.last_mover_id, f.job_owner_id) as user_id,
            case when st.cutoff <= ${cut}::timestamptz then 1 else -1 end as d
          from analytics_application_facts f, st
          where ${companyOf('f', s)} and ${ACTIVE}
            and f.last_move_at >= least(st.cutoff, ${cut}::timestamptz)
            and f.last_move_at < greatest(st.cutoff, ${cut}::timestamptz)
        ),
        -- The top postings of the summary, as many more as postings the correction touches: enough for the top 50.
        top as (
          select c.id, c.n from analytics_stale_counts c where c.kind = 'job' and ${companyOf('c', s)} and c.n > 0
          order by c.n desc, c.id limit (select ${limit} + count(*) from x)
        ), jobs_g as (
          select y.id, sum(y.n) as n from (
            select top.id, top.n from top
            union all
            select c.id, c.n from analytics_stale_counts c
            where c.kind = 'job' and ${companyOf('c', s)} and c.id in (select x.job_id from x)
              and c.id not in (select top.id from top)
            union all select x.job_id, x.d from x
          ) y group by y.id having sum(y.n) <> 0
        ), users_g as (
          select y.id, sum(y.n) as n from (
            select c.id, c.n from analytics_stale_counts c where c.kind = 'user' and ${companyOf('c', s)}
            union all select x.user_id, x.d from x
          ) y group by y.id having sum(y.n) <> 0
        ), ranked as (
          select 'job' as kind, g.id, g.n, row_number() over (order by g.n desc, g.id) as rank from jobs_g g
          union all
          select 'user', g.id, g.n, row_number() over (order by g.n desc, g.id) from users_g g
        )
        select r.kind, r.id, r.n,
          case when r.kind = 'job' then (select j.title from jobs j where j.id = r.id)
            else (select u.name from users u where u.id = r.id) end as label,
          case when r.kind = 'job' then (select min(f.last_move_at) from analytics_application_facts f
            where f.job_id = r.id and ${ACTIVE} and f.last_move_at < ${cut}) end as oldest
        from ranked r where r.rank <= ${limit}
        union all
        select 'total', null,
          (select coalesce(sum(c.n), 0) from analytics_stale_counts c where c.kind = 'job' and ${companyOf('c', s)})
            + (select coalesce(sum(x.d), 0) from x), null, null
        order by 1, 3 desc, 4`,
  );
}

/**
 * Active applications without a move for 30 days (now, whatever the period), per posting and per recruiter: a whole
 * company or the platform from the stale summary (decision 915), a filtered scope from the facts.
 */
async function stale(ctx: AppContext, s: Scope): Promise<StaleReport> {
  const now = ctx.clock.now();
  type Row = {
    kind: 'total' | 'job' | 'user';
    id: string | null;
    n: string;
    oldest: string | Date | null;
    label: string | null;
  };
  const rows = wide(s)
    ? await staleFromSummary(ctx, s, now)
    : await queryRows<Row>(ctx.db, staleFromFacts(s, now));
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
 * their per-user indexes: a company's teammates are few (decision 903). Each count is of the applications in the
 * report's scope (decision 1068): the company's, narrowed to the posting and the source asked for; platform-wide, the
 * people are those who moved applications, job seekers withdrawing their own aside.
 */
async function team(ctx: AppContext, s: Scope): Promise<TeamReport> {
  const now = ctx.clock.now();
  const from = s.period.start.toISOString();
  const to = s.period.end.toISOString();
  const due = new Date(now.getTime() - FEEDBACK_DUE_HOURS * 3_600_000).toISOString();
  // `user_id` is the person here, not the posting's owner: the application's scope without it.
  const narrowed = s.company !== null || Boolean(s.filters.job_id) || Boolean(s.filters.source);
  const inScope = (application: SQL) =>
    narrowed
      ? sql`and exists (select 1 from analytics_application_facts f where f.application_id = ${application}
          and ${scopeOf('f', s.company, { job_id: s.filters.job_id, source: s.filters.source })})`
      : sql``;
  const people = s.company
    ? sql`select m.user_id from company_members m where m.company_id = ${s.company}`
    : sql`select d.user_id from (
            select distinct e.by_user_id as user_id from application_events e
            where e.at >= ${from} and e.at < ${to} and e.from_stage is not null and e.by_user_id is not null
              ${inScope(sql`e.application_id`)}) d
          join users mover on mover.id = d.user_id and mover.role <> 'member'
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
             and e.at < ${to} and e.from_stage is not null ${inScope(sql`e.application_id`)}) as moves,
          (select count(*) from interviews i where i.created_by = p.user_id and i.created_at >= ${from}
             and i.created_at < ${to} ${inScope(sql`i.application_id`)}) as scheduled,
          (select count(*) from interview_feedback fb join interviews i on i.id = fb.interview_id
             where fb.interviewer_id = p.user_id and fb.created_at >= ${from} and fb.created_at < ${to}
               ${inScope(sql`i.application_id`)}) as submitted,
          (select count(*) from interview_interviewers ii join interviews i on i.id = ii.interview_id
             where ii.user_id = p.user_id and i.status <> 'cancelled' and i.ends_at >= ${from} and i.ends_at < ${to}
               and i.ends_at < ${due} ${inScope(sql`i.application_id`)}
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
            (select coalesce(sum(c.n), 0) from analytics_created_counts c where ${inDays('c', s)})
              as applications`,
    ),
    queryRows<{
      plan: string;
      upgrades: string;
      cancellations: string;
      active: string;
      bought: string;
      bought_amount: string;
    }>(
      ctx.db,
      // An upgrade: a paid package started after a cheaper one of the company, or none; a cancellation: a paid package
      // that ended without another paid one after it (decision 1076). A change of plan ends a package and starts the
      // next at the same instant; a Free start or a change to a cheaper paid plan is neither.
      sql`select p.name as plan,
            (select count(*) from subscriptions s
              where s.plan_id = p.id and p.price > 0 and s.started_at >= ${from} and s.started_at < ${to}
                and coalesce((select b.price from subscriptions x join plans b on b.id = x.plan_id
                  where x.company_id = s.company_id and x.id <> s.id and x.ended_at = s.started_at
                  order by x.started_at desc limit 1), 0) < p.price) as upgrades,
            (select count(*) from subscriptions s
              where s.plan_id = p.id and p.price > 0 and s.ended_at >= ${from} and s.ended_at < ${to}
                and coalesce((select a.price from subscriptions y join plans a on a.id = y.plan_id
                  where y.company_id = s.company_id and y.id <> s.id and y.started_at = s.ended_at
                  order by y.started_at limit 1), 0) = 0) as cancellations,
            (select count(*) from subscriptions s
              where s.plan_id = p.id and s.ended_at is null and s.company_id is not null) as active,
            -- What each running package was bought at (decision 1096): the amount of the latest paid, unrefunded
            -- month of this plan bought for it (since it started: a first month or a renewal; a change is pro-rated,
            -- not a month).
            bought.n as bought, bought.amount as bought_amount
          from plans p
          cross join lateral (
            select count(m.amount) as n, coalesce(sum(m.amount), 0) as amount
            from subscriptions s
            cross join lateral (
              select o.amount from billing_orders o
              left join billing_payments bp on bp.order_id = o.id
              where o.company_id = s.company_id and o.plan = p.name and o.status = 'paid' and o.kind <> 'change'
                and bp.refunded_at is null and o.paid_at >= s.started_at
              order by o.paid_at desc, o.id desc limit 1) m
            where s.plan_id = p.id and s.ended_at is null and s.company_id is not null) bought`,
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
      // The month each running package pays: its purchase's amount; today's charge for the plan when it was never
      // bought through the gateway (given without payment, or reached by a change and not renewed since).
      monthly:
        num(r?.bought_amount) + (num(r?.active) - num(r?.bought)) * chargeFor(p.price, settings.billing),
    };
  });
  return {
    sign_ups: num(row?.sign_ups),
    verified: num(row?.verified),
    postings_published: num(row?.postings),
    applications: num(row?.applications),
    // Monthly recurring revenue: each running package at what its company pays a month (decisions 909, 1096).
    mrr_vnd: out.reduce((sum, p) => sum + p.monthly, 0),
    plans: out.map(({ monthly: _monthly, ...rest }) => rest),
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

/**
 * The export's audit entry (decision 1160), written before the file is sent: which report, whose numbers (the company
 * the caller's scope resolved to, none for the whole platform) and the period and filters, as the CSV holds them.
 */
export async function reportExported(
  ctx: AppContext,
  user: AuthUser,
  name: AnalyticsReport,
  filters: Filters,
  period: { from: string; to: string },
) {
  const company = name === 'platform' ? null : tenantOf(user, filters);
  let label: string | null = null;
  if (company) {
    label =
      user.company?.id === company
        ? user.company.name
        : ((
            await queryRows<{ name: string }>(ctx.db, sql`select name from companies where id = ${company}`)
          )[0]?.name ?? null);
  }
  const narrowed = { job_id: filters.job_id, user_id: filters.user_id, source: filters.source };
  await audit(ctx.db, {
    action: 'analytics.exported',
    target: { type: 'analytics_report', id: name, label },
    changes: {
      export: { after: JSON.parse(JSON.stringify({ ...period, company_id: company, ...narrowed })) },
    },
    at: ctx.clock.now(),
  });
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

/**
 * The screen's filter choices, in the caller's scope. The postings are searched by title (`q`, folded like the job
 * board's search) up to `limit`, newest first, the selected posting (`job_id`) first when it is in scope and matches
 * (decision 1074), so a picker can show the chosen posting's title however old it is.
 */
export async function options(
  ctx: AppContext,
  user: AuthUser,
  filters: Filters & { q?: string; limit?: number },
) {
  const company = tenantOf(user, filters);
  const settings = await getSettings(ctx);
  const inScope = company ? sql`company_id = ${company}` : sql`status <> 'draft'`;
  // Every word of `q` in the title (decision 1153).
  const words = matchesTerms(filters.q, sql`split_part(search_text, ${'\u0001'}, 1)`);
  const titled = words ? sql` and ${words}` : sql``;
  const selectedFirst = filters.job_id ? sql`(id = ${filters.job_id}) desc, ` : sql``;
  const [postings, teammates, companies] = await Promise.all([
    queryRows<{ id: string; title: string }>(
      ctx.db,
      sql`select id, title from jobs where ${inScope}${titled}
          order by ${selectedFirst}created_at desc, id desc limit ${filters.limit ?? 200}`,
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
