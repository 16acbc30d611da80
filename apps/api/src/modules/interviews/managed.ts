import { sql } from 'drizzle-orm';
import type { SQL } from 'drizzle-orm';
import { i18nText } from '@app/shared';
import type { ManagedInterview } from '@app/shared';
import type { AuthUser } from '../../auth/sessions';
import type { AppContext } from '../../context';
import { queryRows } from '../../db/client';
import { notFound } from '../../lib/errors';
import { jobScope } from '../../lib/tenancy';
import { interviewEventParts as part, interviewTables } from '../webhooks';

/**
 * A company's interviews as its API keys read them (decision 1120): the body of the `interview.*` webhooks, with the
 * interviewers, the organizer and the times of the record (as Greenhouse Harvest's scheduled interviews). The tenant
 * condition is in each query: a key, like the company's recruiters, sees its company's interviews only.
 * `updated_at` is the column `representation_updated_at` (decision 1123): the last change of anything returned here,
 * the embedded application, posting, candidate, interviewers and organizer included, kept by the database's
 * triggers in the transaction of each change, so `updated_after` returns every interview whose object changed.
 */

type Row = {
  interview: Pick<
    ManagedInterview,
    'id' | 'status' | 'type' | 'starts_at' | 'ends_at' | 'time_zone' | 'location'
  >;
  application: ManagedInterview['application'];
  job: ManagedInterview['job'];
  candidate: ManagedInterview['candidate'];
  duration_minutes: number | string;
  stage: ManagedInterview['stage'];
  interviewers: ManagedInterview['interviewers'];
  organizer_id: string | null;
  organizer_name: string | null;
  created_at: string;
  updated_at: string;
};

const columns = sql`${part.interview} as interview, ${part.application} as application, ${part.job} as job,
  ${part.candidate} as candidate, i.duration_minutes, i.stage, o.id as organizer_id, o.name as organizer_name,
  ${part.iso('i.created_at')} as created_at, ${part.iso('i.representation_updated_at')} as updated_at,
  coalesce((select json_agg(json_build_object('id', u.id, 'name', u.name, 'email', u.email) order by u.name, u.id)
            from interview_interviewers ii join users u on u.id = ii.user_id
            where ii.interview_id = i.id), '[]'::json) as interviewers`;
const from = sql`${interviewTables} left join users o on o.id = i.created_by`;

const toInterview = (r: Row): ManagedInterview => ({
  ...r.interview,
  duration_minutes: Number(r.duration_minutes),
  stage: r.stage,
  interviewers: r.interviewers,
  organizer: r.organizer_id ? { id: r.organizer_id, name: r.organizer_name ?? '' } : null,
  created_at: r.created_at,
  updated_at: r.updated_at,
  application: r.application,
  job: r.job,
  candidate: r.candidate,
});

export type ManagedInterviewQuery = {
  job_id?: string | undefined;
  application_id?: string | undefined;
  status?: string | undefined;
  updated_after?: string | undefined;
  starts_after?: string | undefined;
  starts_before?: string | undefined;
  page: number;
  pageSize: number;
};

/**
 * Latest change first (`updated_at` descending, then id; served by `interviews_representation_updated_idx`, which
 * also bounds `updated_after`): a change while a client walks the pages brings the changed
 * interview to the front, so a later page may show one again but never skips one. A client that polls asks again
 * with `updated_after` set to when its previous walk began.
 */
export async function listManagedInterviews(ctx: AppContext, user: AuthUser, query: ManagedInterviewQuery) {
  const where: SQL[] = [jobScope(user)];
  if (query.job_id) where.push(sql`a.job_id = ${query.job_id}`);
  if (query.application_id) where.push(sql`i.application_id = ${query.application_id}`);
  if (query.status) where.push(sql`i.status = ${query.status}`);
  if (query.updated_after)
    where.push(sql`i.representation_updated_at >= ${new Date(query.updated_after).toISOString()}`);
  if (query.starts_after) where.push(sql`i.starts_at >= ${new Date(query.starts_after).toISOString()}`);
  if (query.starts_before) where.push(sql`i.starts_at < ${new Date(query.starts_before).toISOString()}`);
  const condition = sql.join(where, sql` and `);
  const [rows, [count]] = await Promise.all([
    queryRows<Row>(
      ctx.db,
      sql`select ${columns} from ${from} where ${condition}
          order by i.representation_updated_at desc, i.id desc
          limit ${query.pageSize} offset ${(query.page - 1) * query.pageSize}`,
    ),
    queryRows<{ n: string | number }>(
      ctx.db,
      sql`select count(*) as n from interviews i join applications a on a.id = i.application_id
          join jobs j on j.id = a.job_id where ${condition}`,
    ),
  ]);
  return {
    interviews: rows.map(toInterview),
    total: Number(count?.n ?? 0),
    page: query.page,
    pageSize: query.pageSize,
  };
}

export async function getManagedInterview(
  ctx: AppContext,
  user: AuthUser,
  id: string,
): Promise<ManagedInterview> {
  const [row] = await queryRows<Row>(
    ctx.db,
    sql`select ${columns} from ${from} where i.id = ${id} and ${jobScope(user)}`,
  );
  if (!row) throw notFound(i18nText('This interview does not exist.'));
  return toInterview(row);
}
