import { sql } from 'drizzle-orm';
import type { SQL } from 'drizzle-orm';
import type { WebhookEventType } from '@app/shared';
import { queryRows } from '../../db/client';
import type { Db } from '../../db/client';

/**
 * The one entry point other modules call (decision 542): `recordWebhookEvent(tx, subject, at)` inside the
 * transaction of the change. When the company has an active endpoint that wants the event, the event and one
 * delivery per endpoint are written in that transaction, so they exist exactly when the change does; otherwise
 * nothing is written. The payload is read here from the rows the change just wrote, so callers pass ids only.
 */

export type WebhookSubject =
  | { type: 'application.created'; applicationId: string }
  | { type: 'application.stage_changed'; applicationId: string; from: string | null }
  | { type: 'interview.scheduled' | 'interview.rescheduled' | 'interview.cancelled'; interviewId: string }
  | { type: 'job.published' | 'job.closed'; jobId: string }
  | { type: 'candidate.unlocked'; candidateId: string; companyId: string };

type Found = { company_id: string | null; ordering_key: string; data: Record<string, unknown> };

/**
 * A time in the payload as the API's replies write it (`toISOString`: UTC, milliseconds, `Z`), not as the database
 * prints a timestamptz (`+00:00`, microseconds, or the session's time zone on PostgreSQL), so a receiver can compare
 * a payload's `updated_at` with the one `GET /api/applications/{id}` returns.
 */
const iso = (column: string) =>
  sql.raw(`to_char(${column} at time zone 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"')`);

const applicationJson = sql`json_build_object('id', a.id, 'stage', a.stage, 'job_id', a.job_id,
  'candidate_id', a.candidate_id, 'source', a.source, 'source_channel', a.source_channel,
  'created_at', ${iso('a.created_at')}, 'updated_at', ${iso('a.updated_at')})`;
const jobJson = sql`json_build_object('id', j.id, 'title', j.title, 'status', j.status, 'location', j.location)`;
const candidateJson = sql`json_build_object('id', c.id, 'name', c.name)`;
/**
 * The interview as the webhooks send it and an API key reads it (decision 1126): `updated_at` is the column
 * `representation_updated_at` (decision 1123), the last change of anything in the object or beside it in `data`.
 */
const interviewJson = sql`json_build_object('id', i.id, 'status', i.status, 'type', i.type,
  'starts_at', ${iso('i.starts_at')}, 'ends_at', ${iso('i.ends_at')}, 'time_zone', i.time_zone, 'location', i.location,
  'duration_minutes', i.duration_minutes, 'stage', i.stage,
  'interviewers', coalesce((select json_agg(json_build_object('id', u.id, 'name', u.name, 'email', u.email)
      order by u.name, u.id)
    from interview_interviewers ii join users u on u.id = ii.user_id where ii.interview_id = i.id), '[]'::json),
  'organizer', (select json_build_object('id', o.id, 'name', o.name) from users o where o.id = i.created_by),
  'created_at', ${iso('i.created_at')}, 'updated_at', ${iso('i.representation_updated_at')})`;

/**
 * The objects of an interview event's `data`, as SQL over `interviews i`, `applications a`, `jobs j` and `candidates c`
 * (`interviewTables`), and `iso(column)`: what an API key reads of an interview (`GET /api/manage/interviews`,
 * decision 1120) is built from the same expressions, so the two cannot drift apart.
 */
export const interviewEventParts = {
  interview: interviewJson,
  application: applicationJson,
  job: jobJson,
  candidate: candidateJson,
  iso,
};
export const interviewTables = sql`interviews i join applications a on a.id = i.application_id
  join jobs j on j.id = a.job_id join candidates c on c.id = a.candidate_id`;

function query(subject: WebhookSubject): SQL {
  switch (subject.type) {
    case 'application.created':
    case 'application.stage_changed': {
      const from = subject.type === 'application.stage_changed' ? subject.from : null;
      return sql`select j.company_id, a.id::text as ordering_key,
          json_build_object('application', ${applicationJson}, 'job', ${jobJson}, 'candidate', ${candidateJson},
            'previous_stage', ${from}::text) as data
        from applications a join jobs j on j.id = a.job_id join candidates c on c.id = a.candidate_id
        where a.id = ${subject.applicationId}`;
    }
    case 'interview.scheduled':
    case 'interview.rescheduled':
    case 'interview.cancelled':
      // Interviews follow their application's order: a move and the interview it led to arrive in sequence.
      return sql`select j.company_id, a.id::text as ordering_key,
          json_build_object('interview', ${interviewJson},
            'application', ${applicationJson}, 'job', ${jobJson}, 'candidate', ${candidateJson}) as data
        from ${interviewTables}
        where i.id = ${subject.interviewId}`;
    case 'job.published':
    case 'job.closed':
      return sql`select j.company_id, j.id::text as ordering_key,
          json_build_object('job', json_build_object('id', j.id, 'title', j.title, 'status', j.status,
            'location', j.location, 'type', j.type, 'level', j.level, 'deadline', ${iso('j.deadline')},
            'posted_date', ${iso('j.posted_date')})) as data
        from jobs j where j.id = ${subject.jobId}`;
    case 'candidate.unlocked':
      return sql`select ${subject.companyId}::uuid as company_id, c.id::text as ordering_key,
          json_build_object('candidate', json_build_object('id', c.id, 'name', c.name, 'email', c.email,
            'phone', c.phone, 'headline', c.headline, 'location', c.location)) as data
        from candidates c where c.id = ${subject.candidateId}`;
  }
}

function companyOf(subject: WebhookSubject): SQL {
  switch (subject.type) {
    case 'application.created':
    case 'application.stage_changed':
      return sql`select j.company_id from applications a join jobs j on j.id = a.job_id
        where a.id = ${subject.applicationId}`;
    case 'interview.scheduled':
    case 'interview.rescheduled':
    case 'interview.cancelled':
      return sql`select j.company_id from interviews i join applications a on a.id = i.application_id
        join jobs j on j.id = a.job_id where i.id = ${subject.interviewId}`;
    case 'job.published':
    case 'job.closed':
      return sql`select company_id from jobs where id = ${subject.jobId}`;
    case 'candidate.unlocked':
      return sql`select ${subject.companyId}::uuid as company_id`;
  }
}

export async function recordWebhookEvent(tx: Db, subject: WebhookSubject, at: Date): Promise<void> {
  const type: WebhookEventType = subject.type;
  // Most companies have no endpoint: one indexed look-up and nothing else.
  const [wanted] = await queryRows<{ n: number | string }>(
    tx,
    sql`select count(*) as n from webhook_endpoints
        where company_id = (${companyOf(subject)}) and disabled_at is null and ${type} = any(events)`,
  );
  if (Number(wanted?.n ?? 0) === 0) return;
  const [found] = await queryRows<Found>(tx, query(subject));
  if (!found?.company_id) return;
  const now = at.toISOString();
  await tx.execute(sql`
    with event as (
      insert into webhook_events (company_id, type, ordering_key, payload, created_at)
      values (${found.company_id}, ${type}, ${found.ordering_key}, ${JSON.stringify(found.data)}::jsonb, ${now})
      returning id, ordering_key)
    insert into webhook_deliveries (event_id, endpoint_id, ordering_key, status, next_attempt_at, created_at)
    select event.id, e.id, event.ordering_key, 'pending', ${now}, ${now}
    from event, webhook_endpoints e
    where e.company_id = ${found.company_id} and e.disabled_at is null and ${type} = any(e.events)`);
}
