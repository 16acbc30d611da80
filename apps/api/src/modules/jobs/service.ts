import { and, eq, sql } from 'drizzle-orm';
import type { SQL } from 'drizzle-orm';
import type { Job, JobDetail, JobRequest, ManagedJob } from '@app/shared';
import { DATE_MESSAGES, DEADLINE_TIME_ZONE } from '@app/shared';
import type { AuthUser } from '../../auth/sessions';
import type { AppContext } from '../../context';
import { queryRows } from '../../db/client';
import type { Db } from '../../db/client';
import { companies, jobs, savedJobs } from '../../db/schema';
import { HttpError, conflict, forbidden, notFound, unprocessable } from '../../lib/errors';
import { containsPattern, fold, iso, isoOrNull, isStaff, jobScope } from '../../lib/tenancy';

export type JobRow = {
  id: string;
  title: string;
  company: string;
  company_logo_url: string | null;
  location: string;
  type: Job['type'];
  level: Job['level'];
  salary_min: number | null;
  salary_max: number | null;
  description: string;
  requirements: string[];
  skills: string[];
  benefits: string[];
  posted_date: string | Date | null;
  deadline: string | Date | null;
  views: number;
  is_featured: boolean;
  is_remote: boolean;
  status: Job['status'];
  owner_id: string;
  created_at: string | Date;
  updated_at: string | Date;
};

export const JOB_COLUMNS = sql`j.id, j.title, j.company, c.logo_url as company_logo_url, j.location, j.type, j.level,
  j.salary_min, j.salary_max, j.description, j.requirements, j.skills, j.benefits, j.posted_date, j.deadline,
  j.views, j.is_featured, j.is_remote, j.status, j.owner_id, j.created_at, j.updated_at`;
export const JOB_FROM = sql`jobs j left join companies c on c.id = j.company_id`;

export function toJob(row: JobRow, now: Date): Job {
  const deadline = isoOrNull(row.deadline);
  return {
    id: row.id,
    title: row.title,
    company: row.company,
    company_logo_url: row.company_logo_url,
    location: row.location,
    type: row.type,
    level: row.level,
    salary_min: row.salary_min === null ? null : Number(row.salary_min),
    salary_max: row.salary_max === null ? null : Number(row.salary_max),
    description: row.description,
    requirements: row.requirements,
    skills: row.skills,
    benefits: row.benefits,
    posted_date: isoOrNull(row.posted_date),
    deadline,
    views: Number(row.views),
    is_featured: row.is_featured,
    is_remote: row.is_remote,
    status: row.status,
    is_expired: deadline !== null && new Date(deadline).getTime() <= now.getTime(),
  };
}

function toManagedJob(row: JobRow & { applications_count: number | string }, now: Date): ManagedJob {
  return {
    ...toJob(row, now),
    owner_id: row.owner_id,
    created_at: iso(row.created_at),
    updated_at: iso(row.updated_at),
    applications_count: Number(row.applications_count),
  };
}

/** The text the substring search runs over: title, company and skills, folded, joined by U+0001. */
export const jobSearchText = (title: string, company: string, skills: string[]) =>
  fold([title, company, ...skills].join('\u0001'));

/**
 * A bare date is the end of that day in Vietnam (decision 202); a date-time without an offset is
 * Vietnam time (decision 285). The shared schema has already refused days that do not exist.
 */
export function parseDeadline(value: string | null | undefined): Date | null {
  if (!value) return null;
  const zoneOffset = DEADLINE_TIME_ZONE === 'Asia/Ho_Chi_Minh' ? '+07:00' : 'Z';
  if (/^\d{4}-\d{2}-\d{2}$/.test(value)) return new Date(`${value}T23:59:59.999${zoneOffset}`);
  if (/T[\d:.]+$/.test(value)) return new Date(`${value}${zoneOffset}`);
  return new Date(value);
}

/** The day (YYYY-MM-DD) a stored deadline falls on where deadlines are read (Vietnam). */
const deadlineDay = (iso: string) =>
  new Intl.DateTimeFormat('en-CA', { timeZone: DEADLINE_TIME_ZONE }).format(new Date(iso));

/** A deadline that has passed is refused when it is set (created, or changed by an edit). */
function checkDeadlineAhead(deadline: Date | null, now: Date) {
  if (deadline && deadline.getTime() <= now.getTime()) {
    throw unprocessable(`${DATE_MESSAGES.deadlinePast}.`, { deadline: [DATE_MESSAGES.deadlinePast] });
  }
}

// ---- Public board ----

export type JobSearch = {
  q?: string;
  type?: string;
  level?: string;
  location?: string;
  remote?: boolean;
  page: number;
  pageSize: number;
};

export async function searchPublished(ctx: AppContext, search: JobSearch) {
  const now = ctx.clock.now();
  const where: SQL[] = [
    sql`j.status = 'published'`,
    sql`(j.deadline is null or j.deadline > ${now.toISOString()})`,
  ];
  if (search.q) where.push(sql`j.search_text like ${containsPattern(search.q)}`);
  if (search.type) where.push(sql`j.type = ${search.type}`);
  if (search.level) where.push(sql`j.level = ${search.level}`);
  if (search.location) where.push(sql`j.location_text like ${containsPattern(search.location)}`);
  if (search.remote) where.push(sql`j.is_remote`);
  const condition = sql.join(where, sql` and `);
  const offset = (search.page - 1) * search.pageSize;
  // The page walks the board-order index and stops after pageSize rows; the count runs beside it.
  const [rows, [count]] = await Promise.all([
    queryRows<JobRow>(
      ctx.db,
      sql`select ${JOB_COLUMNS} from ${JOB_FROM} where ${condition}
          order by j.is_featured desc nulls last, j.posted_date desc nulls last, j.id
          limit ${search.pageSize} offset ${offset}`,
    ),
    queryRows<{ n: string | number }>(ctx.db, sql`select count(*) as n from jobs j where ${condition}`),
  ]);
  const total = Number(count?.n ?? 0);
  return { jobs: rows.map((r) => toJob(r, now)), total, page: search.page, pageSize: search.pageSize };
}

/** The public detail page: published or closed postings (drafts are nobody's business); counts a view. */
type CompanyColumns = {
  c_name: string | null;
  c_website: string | null;
  c_description: string | null;
  c_location: string | null;
};

export async function viewPublished(ctx: AppContext, id: string): Promise<JobDetail> {
  const [row] = await queryRows<JobRow & CompanyColumns>(
    ctx.db,
    sql`with bumped as (
          update jobs set views = views + 1 where id = ${id} and status in ('published', 'closed') returning *)
        select ${JOB_COLUMNS}, c.name as c_name, c.website as c_website, c.description as c_description,
          c.location as c_location
        from bumped j left join companies c on c.id = j.company_id`,
  );
  if (!row) throw notFound('This job posting does not exist.');
  return {
    ...toJob(row, ctx.clock.now()),
    company_profile:
      row.c_name === null
        ? null
        : {
            name: row.c_name,
            website: row.c_website,
            logo_url: row.company_logo_url,
            description: row.c_description ?? '',
            location: row.c_location ?? '',
          },
  };
}

// ---- Management ----

const MANAGED_COLUMNS = sql`${JOB_COLUMNS}, (select count(*) from applications a where a.job_id = j.id) as applications_count`;

export async function getManaged(ctx: AppContext, user: AuthUser, id: string, db: Db = ctx.db) {
  const [row] = await queryRows<JobRow & { applications_count: string }>(
    db,
    sql`select ${MANAGED_COLUMNS} from ${JOB_FROM} where j.id = ${id} and ${jobScope(user)}`,
  );
  if (!row) throw notFound('This job posting does not exist.');
  return toManagedJob(row, ctx.clock.now());
}

export async function listManaged(
  ctx: AppContext,
  user: AuthUser,
  query: { status?: string; q?: string; page: number; pageSize: number },
) {
  const where: SQL[] = [jobScope(user)];
  if (query.status) where.push(sql`j.status = ${query.status}`);
  if (query.q) where.push(sql`j.search_text like ${containsPattern(query.q)}`);
  const condition = sql.join(where, sql` and `);
  const rows = await queryRows<JobRow & { applications_count: string; total: string }>(
    ctx.db,
    sql`select ${MANAGED_COLUMNS}, count(*) over () as total from ${JOB_FROM} where ${condition}
        order by j.created_at desc, j.id limit ${query.pageSize} offset ${(query.page - 1) * query.pageSize}`,
  );
  const now = ctx.clock.now();
  return {
    jobs: rows.map((r) => toManagedJob(r, now)),
    total: rows[0] ? Number(rows[0].total) : 0,
    page: query.page,
    pageSize: query.pageSize,
  };
}

async function companyOf(db: Db, ownerId: string) {
  const [company] = await db.select().from(companies).where(eq(companies.ownerId, ownerId));
  return company;
}

/** Where the company name comes from: the employer's profile, or what staff typed (decision 201). */
async function resolveCompany(ctx: AppContext, user: AuthUser, input: JobRequest) {
  const profile = await companyOf(ctx.db, user.id);
  if (isStaff(user)) {
    const name = input.company?.trim() || profile?.name;
    if (!name) {
      throw unprocessable('Name the company of this posting.', { company: ['Company is required'] });
    }
    return { name, companyId: input.company?.trim() ? null : (profile?.id ?? null) };
  }
  if (!profile) {
    throw unprocessable('Set up your company profile before posting a job.', {
      company: ['Set up your company profile first (PUT /api/employer/company)'],
    });
  }
  return { name: profile.name, companyId: profile.id };
}

function checkFeatured(user: AuthUser, wanted: boolean | undefined, current: boolean) {
  if (wanted !== undefined && wanted !== current && !isStaff(user)) {
    throw forbidden('Only staff can feature a job posting.');
  }
}

function columnsFrom(input: JobRequest, company: { name: string; companyId: string | null }) {
  return {
    title: input.title,
    company: company.name,
    companyId: company.companyId,
    location: input.location,
    type: input.type,
    level: input.level,
    salaryMin: input.salary_min ?? null,
    salaryMax: input.salary_max ?? null,
    description: input.description,
    requirements: input.requirements,
    skills: input.skills,
    benefits: input.benefits,
    deadline: parseDeadline(input.deadline),
    isRemote: input.is_remote,
    searchText: jobSearchText(input.title, company.name, input.skills),
    locationText: fold(input.location),
  };
}

export async function createJob(ctx: AppContext, user: AuthUser, input: JobRequest) {
  checkFeatured(user, input.is_featured, false);
  const company = await resolveCompany(ctx, user, input);
  const now = ctx.clock.now();
  checkDeadlineAhead(parseDeadline(input.deadline), now);
  const [row] = await ctx.db
    .insert(jobs)
    .values({
      ...columnsFrom(input, company),
      ownerId: user.id,
      status: 'draft',
      isFeatured: input.is_featured ?? false,
      createdAt: now,
      updatedAt: now,
    })
    .returning({ id: jobs.id });
  return getManaged(ctx, user, row!.id);
}

export async function updateJob(ctx: AppContext, user: AuthUser, id: string, input: JobRequest) {
  const current = await getManaged(ctx, user, id);
  checkFeatured(user, input.is_featured, current.is_featured);
  // The form sends the deadline's day; that day unchanged keeps the stored moment (which may be a
  // date-time set through the API), so an edit never moves or re-checks a deadline it did not touch.
  if (input.deadline && current.deadline && input.deadline === deadlineDay(current.deadline)) {
    input = { ...input, deadline: current.deadline };
  }
  // Keeping an old deadline is allowed (an expired or closed posting stays editable); setting a new
  // one in the past is not (decision 285).
  const deadline = parseDeadline(input.deadline);
  if (deadline?.getTime() !== (current.deadline ? new Date(current.deadline).getTime() : undefined)) {
    checkDeadlineAhead(deadline, ctx.clock.now());
  }
  let company: { name: string; companyId: string | null };
  if (isStaff(user)) {
    // Staff name the company, or keep the posting's as it is.
    const [row] = await ctx.db.select({ companyId: jobs.companyId }).from(jobs).where(eq(jobs.id, id));
    company = input.company?.trim()
      ? { name: input.company.trim(), companyId: null }
      : { name: current.company, companyId: row?.companyId ?? null };
  } else {
    company = await resolveCompany(ctx, user, input);
  }
  await ctx.db
    .update(jobs)
    .set({
      ...columnsFrom(input, company),
      isFeatured: input.is_featured ?? current.is_featured,
      updatedAt: ctx.clock.now(),
    })
    .where(eq(jobs.id, id));
  return getManaged(ctx, user, id);
}

const TRANSITIONS = {
  publish: { from: ['draft'], to: 'published', verb: 'published' },
  close: { from: ['published'], to: 'closed', verb: 'closed' },
  reopen: { from: ['closed'], to: 'published', verb: 'reopened' },
} as const;

export async function changeStatus(
  ctx: AppContext,
  user: AuthUser,
  id: string,
  action: keyof typeof TRANSITIONS,
) {
  const current = await getManaged(ctx, user, id);
  const rule = TRANSITIONS[action];
  if (!(rule.from as readonly string[]).includes(current.status)) {
    throw conflict(`A ${current.status} posting cannot be ${rule.verb}.`);
  }
  const now = ctx.clock.now();
  if (rule.to === 'published' && current.deadline && new Date(current.deadline).getTime() <= now.getTime()) {
    throw new HttpError(
      409,
      `The deadline has passed; move the deadline to a later day before this posting is ${rule.verb}.`,
      'DEADLINE_PASSED',
    );
  }
  const updated = await ctx.db
    .update(jobs)
    .set({
      status: rule.to,
      updatedAt: now,
      // The posted date is the first publication; reopening keeps it (decision 202).
      ...(rule.to === 'published'
        ? { postedDate: sql`coalesce(${jobs.postedDate}, ${now.toISOString()})` }
        : {}),
    })
    .where(and(eq(jobs.id, id), eq(jobs.status, current.status)))
    .returning({ id: jobs.id });
  if (updated.length === 0) throw conflict('The posting changed meanwhile; reload and try again.');
  return getManaged(ctx, user, id);
}

/** A copy as a new draft of the caller's, without views, featuring or dates. */
export async function duplicateJob(ctx: AppContext, user: AuthUser, id: string) {
  const source = await getManaged(ctx, user, id);
  const [original] = await ctx.db.select().from(jobs).where(eq(jobs.id, source.id));
  const now = ctx.clock.now();
  const [row] = await ctx.db
    .insert(jobs)
    .values({
      ownerId: original!.ownerId,
      companyId: original!.companyId,
      company: original!.company,
      title: original!.title,
      location: original!.location,
      type: original!.type,
      level: original!.level,
      salaryMin: original!.salaryMin,
      salaryMax: original!.salaryMax,
      description: original!.description,
      requirements: original!.requirements,
      skills: original!.skills,
      benefits: original!.benefits,
      deadline: null,
      isRemote: original!.isRemote,
      searchText: original!.searchText,
      locationText: original!.locationText,
      status: 'draft',
      createdAt: now,
      updatedAt: now,
    })
    .returning({ id: jobs.id });
  return getManaged(ctx, user, row!.id);
}

// ---- Saved jobs ----

export async function listSaved(ctx: AppContext, userId: string) {
  const rows = await queryRows<JobRow & { saved_at: string | Date }>(
    ctx.db,
    sql`select ${JOB_COLUMNS}, s.created_at as saved_at from saved_jobs s join jobs j on j.id = s.job_id
        left join companies c on c.id = j.company_id
        where s.user_id = ${userId} and j.status in ('published', 'closed') order by s.created_at desc`,
  );
  const now = ctx.clock.now();
  return rows.map((r) => ({ ...toJob(r, now), saved_at: iso(r.saved_at) }));
}

export async function saveJob(ctx: AppContext, userId: string, jobId: string) {
  const [job] = await queryRows<{ id: string }>(
    ctx.db,
    sql`select id from jobs where id = ${jobId} and status = 'published'`,
  );
  if (!job) throw notFound('This job posting does not exist.');
  await ctx.db.insert(savedJobs).values({ userId, jobId, createdAt: ctx.clock.now() }).onConflictDoNothing();
}

export async function unsaveJob(ctx: AppContext, userId: string, jobId: string) {
  await ctx.db.delete(savedJobs).where(and(eq(savedJobs.userId, userId), eq(savedJobs.jobId, jobId)));
}
