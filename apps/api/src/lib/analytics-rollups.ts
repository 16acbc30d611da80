import { sql } from 'drizzle-orm';
import type { SQL } from 'drizzle-orm';
import type { Db } from '../db/client';

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
