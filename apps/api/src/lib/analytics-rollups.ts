import { sql } from 'drizzle-orm';
import type { SQL } from 'drizzle-orm';
import type { FastifyBaseLogger } from 'fastify';
import { queryRows } from '../db/client';
import type { Db } from '../db/client';
import type { Clock } from './clock';
import { intervalJob } from './interval-job';
import type { IntervalJob } from './interval-job';

/**
 * Issue 11 (decision 903): keeps the analytics rollups (analytics_application_facts, analytics_stage_stays) in step
 * with the applications. Every service that creates an application, moves it or records an offer's outcome calls
 * `refreshApplicationRollups(tx, ids)` once, inside its own transaction: the rows of those applications are
 * recomputed from their stage history (a handful of events each), so the reports read the rollups and never the
 * history, and the rollups always equal a recomputation from it.
 *
 * The same two statements, with `true` as the condition, backfill every application in the migration (its
 * hand-written part): keep them identical.
 */

const ORDER = sql.raw(`array['applied','screening','interview','offer','hired']`);

export function staysStatement(condition: SQL): SQL {
  return sql`insert into analytics_stage_stays
      (application_id, seq, company_id, job_id, job_owner_id, source, stage, entered_at, left_at)
    select e.application_id, (row_number() over w)::int, j.company_id, a.job_id, j.owner_id, a.source, e.to_stage,
      e.at, lead(e.at) over w
    from application_events e join applications a on a.id = e.application_id join jobs j on j.id = a.job_id
    where ${condition}
    window w as (partition by e.application_id order by e.at, e.id)`;
}

export function factsStatement(condition: SQL): SQL {
  return sql`insert into analytics_application_facts
      (application_id, company_id, job_id, job_owner_id, source, source_channel, created_at, stage, last_move_at,
       last_mover_id, reached_screening_at, reached_interview_at, reached_offer_at, reached_hired_at, hired_at,
       rejected_at, rejected_from, rejection_reason, withdrawn_at, offer_outcome, offer_decline_reason)
    select a.id, j.company_id, a.job_id, j.owner_id, a.source, a.source_channel, a.created_at, a.stage,
      coalesce(h.last_move_at, a.created_at), h.last_mover_id,
      h.reached_screening_at, h.reached_interview_at, h.reached_offer_at, h.reached_hired_at,
      case when a.stage = 'hired' then h.last_hired_at end,
      case when a.stage = 'rejected' then h.rejected_at end, case when a.stage = 'rejected' then h.rejected_from end,
      case when a.stage = 'rejected' then a.rejection_reason end,
      case when a.stage = 'withdrawn' then h.withdrawn_at end,
      a.offer_outcome, a.offer_decline_reason
    from applications a join jobs j on j.id = a.job_id
    left join lateral (
      select max(e.at) as last_move_at,
        (array_agg(e.by_user_id order by e.at desc, e.id desc))[1] as last_mover_id,
        min(e.at) filter (where array_position(${ORDER}, e.to_stage) >= 2) as reached_screening_at,
        min(e.at) filter (where array_position(${ORDER}, e.to_stage) >= 3) as reached_interview_at,
        min(e.at) filter (where array_position(${ORDER}, e.to_stage) >= 4) as reached_offer_at,
        min(e.at) filter (where e.to_stage = 'hired') as reached_hired_at,
        max(e.at) filter (where e.to_stage = 'hired') as last_hired_at,
        max(e.at) filter (where e.to_stage = 'rejected') as rejected_at,
        (array_agg(e.from_stage order by e.at desc, e.id desc) filter (where e.to_stage = 'rejected'))[1]
          as rejected_from,
        max(e.at) filter (where e.to_stage = 'withdrawn') as withdrawn_at
      from application_events e where e.application_id = a.id) h on true
    where ${condition}
    on conflict (application_id) do update set
      company_id = excluded.company_id, job_id = excluded.job_id, job_owner_id = excluded.job_owner_id,
      source = excluded.source, source_channel = excluded.source_channel, created_at = excluded.created_at,
      stage = excluded.stage, last_move_at = excluded.last_move_at, last_mover_id = excluded.last_mover_id,
      reached_screening_at = excluded.reached_screening_at, reached_interview_at = excluded.reached_interview_at,
      reached_offer_at = excluded.reached_offer_at, reached_hired_at = excluded.reached_hired_at,
      hired_at = excluded.hired_at, rejected_at = excluded.rejected_at, rejected_from = excluded.rejected_from,
      rejection_reason = excluded.rejection_reason, withdrawn_at = excluded.withdrawn_at,
      offer_outcome = excluded.offer_outcome, offer_decline_reason = excluded.offer_decline_reason`;
}

const idList = (ids: readonly string[]) => sql`${`{${ids.join(',')}}`}::uuid[]`;

/** Recomputes the rollup rows of `ids` from their history; call it inside the transaction that changed them. */
export async function refreshApplicationRollups(tx: Db, ids: readonly string[]): Promise<void> {
  if (ids.length === 0) return;
  const list = idList(ids);
  // One refresher per company at a time, companies in one order (decision 915): the summaries' triggers update the
  // company's counter rows in two statements (the stays' delete, then their insert), so two opposite moves in one
  // company could each hold the row the other needs next and deadlock. The two-key advisory lock space is not the one
  // of the stale round's lock.
  await tx.execute(sql`select pg_advisory_xact_lock(913, c.k) from (
      select distinct hashtext(coalesce(j.company_id::text, '')) as k
      from applications a join jobs j on j.id = a.job_id where a.id = any(${list}) order by 1) c`);
  await tx.execute(sql`delete from analytics_stage_stays where application_id = any(${list})`);
  await tx.execute(staysStatement(sql`e.application_id = any(${list})`));
  await tx.execute(factsStatement(sql`a.id = any(${list})`));
}

/** Rebuilds every rollup row from the history (seeds, and the migration's backfill). */
export async function rebuildAllRollups(db: Db): Promise<void> {
  await db.execute(sql`delete from analytics_stage_stays`);
  await db.execute(staysStatement(sql`true`));
  await db.execute(sql`delete from analytics_application_facts`);
  await db.execute(factsStatement(sql`true`));
}

/** An application is stale after this many days without a move (issue 11). */
export const STALE_DAYS = 30;
/** The lock the facts' trigger takes shared and the stale round exclusively (migration 0031, decision 915). */
const STALE_LOCK = 915915;

const ZONE = 'Asia/Ho_Chi_Minh';

/**
 * The round of the summaries that move with time (decisions 914, 915). The stale summary's cutoff goes to now - 30
 * days: the active applications whose last move lies between the old cutoff and the new one join the per-posting and
 * per-recruiter counts (or leave them, when the clock went back). The overview's anchor days go to 7, 30 and 90 days
 * back and the quarter's first day (in Vietnam): the applications created between an old anchor and its new one
 * leave (or join) that anchor's per-posting counts. Takes the lock only when no transaction holds it shared (a try,
 * never a wait), so a stage move never queues behind a waiting round; false when it could not.
 */
export async function moveAnalyticsWindows(db: Db, now: Date): Promise<boolean> {
  return db.transaction(async (tx) => {
    const [lock] = await queryRows<{ ok: boolean }>(
      tx,
      sql`select pg_try_advisory_xact_lock(${STALE_LOCK}) as ok`,
    );
    if (!lock?.ok) return false;
    const cutoff = new Date(now.getTime() - STALE_DAYS * 86_400_000).toISOString();
    await tx.execute(sql`with st as (select cutoff from analytics_stale_state),
        x as (
          select f.company_id, f.job_id, coalesce(f.last_mover_id, f.job_owner_id) as user_id,
            case when st.cutoff < ${cutoff}::timestamptz then 1 else -1 end as d
          from analytics_application_facts f, st
          where f.stage in ('applied', 'screening', 'interview', 'offer')
            and f.last_move_at >= least(st.cutoff, ${cutoff}::timestamptz)
            and f.last_move_at < greatest(st.cutoff, ${cutoff}::timestamptz))
      insert into analytics_stale_counts as c (kind, company_id, id, n)
      select y.kind, y.company_id, y.id, sum(y.d) from (
        select 'job' as kind, x.company_id, x.job_id as id, x.d from x
        union all select 'user', x.company_id, x.user_id, x.d from x) y
      group by 1, 2, 3 having sum(y.d) <> 0 order by 1, 2, 3
      on conflict (kind, company_id, id) do update set n = c.n + excluded.n`);
    await tx.execute(sql`update analytics_stale_state set cutoff = ${cutoff}`);
    const today = new Date(now.getTime() + 7 * 3_600_000).toISOString().slice(0, 10);
    const anchors = sql`(values ('7', ${today}::date - 6), ('30', ${today}::date - 29), ('90', ${today}::date - 89),
      ('quarter', date_trunc('quarter', ${today}::date)::date)) w(slot, start_day)`;
    const moved = await queryRows<{ slot: string }>(
      tx,
      sql`select a.slot from analytics_posting_anchors a join ${anchors} on w.slot = a.slot
          where a.start_day <> w.start_day`,
    );
    if (moved.length === 0) return true;
    await tx.execute(sql`with ch as (
          select a.slot, a.start_day as old, w.start_day as new from analytics_posting_anchors a
          join ${anchors} on w.slot = a.slot where a.start_day <> w.start_day)
      insert into analytics_posting_since as c (slot, company_id, job_id, n)
      select ch.slot, f.company_id, f.job_id, sum(case when ch.new < ch.old then 1 else -1 end)
      from ch join analytics_application_facts f
        on f.created_at >= (least(ch.old, ch.new)::timestamp at time zone ${ZONE})
        and f.created_at < (greatest(ch.old, ch.new)::timestamp at time zone ${ZONE})
      group by 1, 2, 3 having sum(case when ch.new < ch.old then 1 else -1 end) <> 0 order by 1, 2, 3
      on conflict (slot, company_id, job_id) do update set n = c.n + excluded.n`);
    await tx.execute(sql`update analytics_posting_anchors a set start_day = w.start_day from ${anchors}
      where w.slot = a.slot and a.start_day <> w.start_day`);
    // Once a day: the counts that fell to zero (postings out of a window, applications moved on).
    await tx.execute(sql`delete from analytics_posting_since where n = 0`);
    await tx.execute(sql`delete from analytics_stale_counts where n = 0`);
    return true;
  });
}

/** Runs `moveAnalyticsWindows` every minute; a round that finds the lock held tries again a few times. */
export function createAnalyticsWindowsJob(deps: {
  db: Db;
  clock: Clock;
  logger: FastifyBaseLogger;
  intervalMs: number;
}): IntervalJob<boolean> {
  const round = async () => {
    for (let attempt = 0; attempt < 5; attempt++) {
      if (await moveAnalyticsWindows(deps.db, deps.clock.now())) return true;
      await new Promise((resolve) => setTimeout(resolve, 50));
    }
    return false;
  };
  return intervalJob({
    intervalMs: deps.intervalMs,
    logger: deps.logger,
    failure: 'analytics windows round failed',
    fallback: false,
    round,
  });
}

/** How an application came (decision 901). */
export type SourceChannel = 'board' | 'link' | 'referral' | 'sourced' | 'api';
export type ApplicationSource = { channel: SourceChannel; source: string; detail: string | null };

const folded = (value: string) =>
  value
    .normalize('NFD')
    .replace(/[\u0300-\u036f]/g, '')
    .replace(/[^a-z0-9]+/gi, '')
    .toLowerCase();

/**
 * The settings list item an application counts under (decision 901). `tag` is the `?source=` / `utm_source` of the
 * shared link the candidate came by (kept through sign-up); without one, the public board. A tag naming a list item
 * (case, spaces and diacritics ignored: `linkedin` → "LinkedIn") counts under it, "referral" as a referral; any other
 * tag under "Other" with the tag kept as the detail. `channel` overrides for sourced candidates and the API.
 */
export function applicationSource(
  sources: readonly string[],
  tag: string | null | undefined,
  channel?: 'sourced' | 'api',
  detail?: string | null,
): ApplicationSource {
  const pick = (wanted: string, fallback: string) =>
    sources.find((s) => folded(s) === folded(wanted)) ??
    sources.find((s) => folded(s) === folded(fallback)) ??
    wanted;
  // Issue 14: an application made through an API key records "API" (the list's spelling when it has the item),
  // whether or not the settings list it (decision 560).
  if (channel === 'api') return { channel, source: pick('API', 'API'), detail: detail ?? null };
  if (channel)
    return {
      channel,
      source: detail && sources.includes(detail) ? detail : pick('Other', 'Other'),
      detail: detail ?? null,
    };
  const clean = tag?.trim().slice(0, 100);
  if (!clean) return { channel: 'board', source: pick('Job board', 'Job board'), detail: null };
  const matched = sources.find((s) => folded(s) === folded(clean));
  if (folded(clean) === 'referral' || (matched && folded(matched) === 'referral')) {
    return { channel: 'referral', source: pick('Referral', 'Referral'), detail: clean };
  }
  return { channel: 'link', source: matched ?? pick('Other', 'Other'), detail: clean };
}
