import { sql } from 'drizzle-orm';
import type { SQL } from 'drizzle-orm';
import { i18nText } from '@app/shared';
import type { DeletedInterview, ManagedInterview } from '@app/shared';
import type { AuthUser } from '../../auth/sessions';
import type { AppContext } from '../../context';
import { queryRows } from '../../db/client';
import { notFound } from '../../lib/errors';
import { jobScope } from '../../lib/tenancy';
import { interviewEventParts as part, interviewTables } from '../webhooks';

/**
 * A company's interviews as its API keys read them (decision 1120): the `interview` of the `interview.*` webhooks
 * (the same object, decision 1126: interviewers, organizer and the times of the record, as Greenhouse Harvest's
 * scheduled interviews) with the webhooks' `application`, `job` and `candidate` inside. The tenant condition is in
 * each query: a key, like the company's recruiters, sees its company's interviews only.
 * `updated_at` is the column `representation_updated_at` (decision 1123): the last change of anything returned here,
 * the embedded application, posting, candidate, interviewers and organizer included, kept by the database's
 * triggers in the transaction of each change, so `updated_after` returns every interview whose object changed.
 */

type Row = {
  interview: Omit<ManagedInterview, 'application' | 'job' | 'candidate'>;
  application: ManagedInterview['application'];
  job: ManagedInterview['job'];
  candidate: ManagedInterview['candidate'];
};

// The interview object is the webhooks' (decision 1126): one SQL expression, so the two cannot drift apart.
const columns = sql`${part.interview} as interview, ${part.application} as application, ${part.job} as job,
  ${part.candidate} as candidate`;
const from = interviewTables;

const toInterview = (r: Row): ManagedInterview => ({
  ...r.interview,
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
  const rows = await queryRows<Row>(
    ctx.db,
    sql`select ${columns} from ${from} where ${condition}
        order by i.representation_updated_at desc, i.id desc
        limit ${query.pageSize} offset ${(query.page - 1) * query.pageSize}`,
  );
  const total = await pageTotal(rows.length, query, async () => {
    const [count] = await queryRows<{ n: string | number }>(
      ctx.db,
      sql`select count(*) as n from interviews i join applications a on a.id = i.application_id
          join jobs j on j.id = a.job_id where ${condition}`,
    );
    return Number(count?.n ?? 0);
  });
  return { interviews: rows.map(toInterview), total, page: query.page, pageSize: query.pageSize };
}

/**
 * The list's `total`. A page that is not full ends the list, so the rows before it and on it are the total: no count
 * (decision 1125). That is every poll with `updated_after` that finds less than a page, and the whole list of a
 * company with less than a page of interviews. A full page, or one past the end, counts: the count joins every
 * application of the company's postings (index-only), so it costs more than the page itself.
 */
async function pageTotal(
  found: number,
  query: { page: number; pageSize: number },
  count: () => Promise<number>,
): Promise<number> {
  if (found < query.pageSize && (found > 0 || query.page === 1))
    return (query.page - 1) * query.pageSize + found;
  return count();
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

/**
 * The company's tombstones (decision 1125): interviews deleted, or gone from its view with their posting, at or after
 * `deleted_after`, latest first (then id; `interview_deletions_company_deleted_idx`), as the list pages. The tenant
 * condition is the tombstone's company, written when the interview went.
 */
export async function listDeletedInterviews(
  ctx: AppContext,
  user: AuthUser,
  query: { deleted_after?: string | undefined; page: number; pageSize: number },
) {
  const where: SQL[] = [jobScope(user, 'd')];
  if (query.deleted_after) where.push(sql`d.deleted_at >= ${new Date(query.deleted_after).toISOString()}`);
  const condition = sql.join(where, sql` and `);
  const rows = await queryRows<DeletedInterview>(
    ctx.db,
    sql`select d.interview_id as id, ${part.iso('d.deleted_at')} as deleted_at from interview_deletions d
        where ${condition} order by d.deleted_at desc, d.interview_id desc
        limit ${query.pageSize} offset ${(query.page - 1) * query.pageSize}`,
  );
  const total = await pageTotal(rows.length, query, async () => {
    const [count] = await queryRows<{ n: string | number }>(
      ctx.db,
      sql`select count(*) as n from interview_deletions d where ${condition}`,
    );
    return Number(count?.n ?? 0);
  });
  return { interviews: rows, total, page: query.page, pageSize: query.pageSize };
}
