import { and, eq, sql } from 'drizzle-orm';
import { recordWebhookEvent } from '../webhooks';
import type { SQL } from 'drizzle-orm';
import type { Job, JobDetail, JobRequest, JobSort, ManagedJob } from '@app/shared';
import { DATE_MESSAGES, DEADLINE_TIME_ZONE, ERROR_CODES, i18nFormat, i18nText } from '@app/shared';
import type { AuthUser } from '../../auth/sessions';
import type { AppContext } from '../../context';
import { queryRows } from '../../db/client';
import type { Db } from '../../db/client';
import { companies, jobs, savedJobs } from '../../db/schema';
import { audit, markRequestDone } from '../../lib/audit';
import { lockCompany } from '../../lib/company';
import { announcePostingChange } from '../../lib/posting-changes';
import { HttpError, conflict, forbidden, notFound, unprocessable } from '../../lib/errors';
import { hasCapability } from '../../lib/plan-features';
import { getSettings } from '../../lib/settings';
import {
  fold,
  iso,
  isoOrNull,
  isStaff,
  jobScope,
  matchesTerms,
  placePattern,
  placeText,
  searchTerms,
  termPattern,
} from '../../lib/tenancy';

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
  priority: boolean;
  is_remote: boolean;
  status: Job['status'];
  owner_id: string;
  created_at: string | Date;
  updated_at: string | Date;
};

/**
 * A posting's columns as every reply reads them. A salary of 0 or below, which the schema accepted before decision
 * 1081, reads as not stated (negotiable, "Thỏa thuận"): the board, the managed list, the edit form, the public page and
 * its JSON-LD never show "0 VND", and the next save of the posting writes null.
 */
export const JOB_COLUMNS = sql`j.id, j.title, j.company, c.logo_url as company_logo_url, j.location, j.type, j.level,
  case when j.salary_min > 0 then j.salary_min end as salary_min,
  case when j.salary_max > 0 then j.salary_max end as salary_max, j.description, j.requirements, j.skills, j.benefits, j.posted_date, j.deadline,
  j.views, j.is_featured, j.priority, j.is_remote, j.status, j.owner_id, j.created_at, j.updated_at`;
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
    is_priority: row.priority,
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
    throw unprocessable(i18nText('The deadline has passed; choose today or a later day.'), {
      deadline: [DATE_MESSAGES.deadlinePast],
    });
  }
}

// ---- Public board ----

export type JobSearch = {
  q?: string;
  type?: string;
  level?: string;
  location?: string;
  remote?: boolean;
  salary?: number;
  sort?: JobSort;
  page: number;
  pageSize: number;
};

/**
 * The board's matching rules over a posting `j`, in one place: the search passes its values, job alerts the
 * columns of a saved search (through ./index.ts). Text holds every term of the typed search (decision 1153: words in
 * any order, a "quoted phrase" whole), each a folded LIKE pattern; a saved search keeps its terms' patterns
 * (`storedTextPatterns`). A place compares lib/tenancy's `placePattern` (decision 1025).
 */
export const JOB_MATCH = {
  open: (now: Date) =>
    sql`j.status = 'published' and (j.deadline is null or j.deadline > ${now.toISOString()})`,
  text: (q: string | undefined) => matchesTerms(q, sql`j.search_text`),
  /** The same rule over `storedTextPatterns`' text: the posting's text is like every one of the patterns. */
  storedText: (patterns: SQL) =>
    sql`j.search_text like all (string_to_array(${patterns}, ${TERM_SEPARATOR}))`,
  location: (pattern: SQL) => sql`j.location_text like ${pattern}`,
  type: (type: SQL) => sql`j.type = ${type}`,
  level: (level: SQL) => sql`j.level = ${level}`,
  remote: sql`j.is_remote`,
  // The range reaches the wanted salary; a posting without a salary (negotiable) does not match (decision 530).
  salary: (minimum: SQL) => sql`coalesce(j.salary_max, j.salary_min) >= ${minimum}`,
};

// Between stored patterns: U+0001, which no folded term holds (lib/tenancy's searchTerms makes it a space).
const TERM_SEPARATOR = '\u0001';

/**
 * A typed search's terms as a saved search stores them (job alerts' `q_pattern`, decision 1153): each term's LIKE
 * pattern, joined by U+0001; null when the text has no term (no filter). `JOB_MATCH.storedText` reads it back.
 */
export const storedTextPatterns = (q: string | null | undefined) => {
  const terms = searchTerms(q);
  return terms.length > 0 ? terms.map(termPattern).join(TERM_SEPARATOR) : null;
};

/** Open on the board: published and not past the deadline. */
const openOnBoard = JOB_MATCH.open;

/**
 * The board's orders (decision 530): newest keeps the board order (featured first) the index serves, and is the
 * default.
 */
function boardOrder(search: JobSearch): SQL {
  // Priority display (issue 10, decision 606): a paid company's posting ranks above a Free one's at an equal place.
  const newest = sql`j.is_featured desc nulls last, j.priority desc nulls last, j.posted_date desc nulls last, j.id`;
  if (search.sort === 'salary') {
    return sql`coalesce(j.salary_max, j.salary_min) desc nulls last, j.priority desc nulls last, j.posted_date desc nulls last, j.id`;
  }
  const terms = searchTerms(search.q);
  // Relevance needs text; without it, it is newest. Unnamed, the order is newest (the board's own page names
  // relevance when there is text; the dashboard feed keeps the board order).
  if (search.sort === 'relevance' && terms.length > 0) {
    // Decision 1153: the whole search as typed (its terms in order, one space apart) in the title (the text before
    // the first U+0001) first; then every term in the title; then the whole search elsewhere (company, skills); then
    // the more terms in the title; then the earlier the first term, then newest. One term: title first, then the
    // earlier the match, as before.
    const phrase = terms.join(' ');
    const title = sql`split_part(j.search_text, ${TERM_SEPARATOR}, 1)`;
    const inTitle = terms.map((term) => sql`(${title} like ${termPattern(term)})::int`);
    return sql`(case when strpos(${title}, ${phrase}) > 0 then 0
        when ${sql.join(inTitle, sql` + `)} = ${terms.length} then 1
        when strpos(j.search_text, ${phrase}) > 0 then 2 else 3 end),
      ${sql.join(inTitle, sql` + `)} desc,
      strpos(j.search_text, ${terms[0]}), j.priority desc nulls last, j.posted_date desc nulls last, j.id`;
  }
  return newest;
}

export async function searchPublished(ctx: AppContext, search: JobSearch) {
  const now = ctx.clock.now();
  const where: SQL[] = [JOB_MATCH.open(now)];
  const text = JOB_MATCH.text(search.q);
  if (text) where.push(text);
  if (search.type) where.push(JOB_MATCH.type(sql`${search.type}`));
  if (search.level) where.push(JOB_MATCH.level(sql`${search.level}`));
  if (search.location) where.push(JOB_MATCH.location(sql`${placePattern(search.location)}`));
  if (search.remote) where.push(JOB_MATCH.remote);
  // The filter goes up to 10 billion VND, past the integer column's range: compared as bigint, a figure no
  // posting reaches matches none instead of failing (found by the OpenAPI fuzzing, decision 524).
  if (search.salary !== undefined) where.push(JOB_MATCH.salary(sql`${search.salary}::bigint`));
  const condition = sql.join(where, sql` and `);
  const offset = (search.page - 1) * search.pageSize;
  // The page walks the board-order index and stops after pageSize rows; the count runs beside it.
  const [rows, [count]] = await Promise.all([
    queryRows<JobRow>(
      ctx.db,
      sql`select ${JOB_COLUMNS} from ${JOB_FROM} where ${condition}
          order by ${boardOrder(search)}
          limit ${search.pageSize} offset ${offset}`,
    ),
    queryRows<{ n: string | number }>(ctx.db, sql`select count(*) as n from jobs j where ${condition}`),
  ]);
  const total = Number(count?.n ?? 0);
  return { jobs: rows.map((r) => toJob(r, now)), total, page: search.page, pageSize: search.pageSize };
}

// ---- Cities, similar postings, the company's postings ----

const CITY_LIMIT = 50;
const CITY_CACHE_MS = 30_000;
const cityCache = new WeakMap<Db, { at: number; cities: { name: string; count: number }[] }>();

/**
 * The places of the open postings with their counts, most postings first (decision 531). Spellings that fold
 * alike ("Hà Nội", "ha noi") and a city's other names ("TP.HCM", "Sài Gòn", decision 1025) are one city, named by
 * its most frequent spelling (the first in order on a tie). Kept 30 s per instance, dropped when a posting changes on
 * any instance (decision 1175).
 */
export async function listCities(ctx: AppContext) {
  const now = ctx.clock.now();
  const cached = cityCache.get(ctx.db);
  if (cached && now.getTime() - cached.at >= 0 && now.getTime() - cached.at < CITY_CACHE_MS) {
    return cached.cities;
  }
  const rows = await queryRows<{ name: string; n: string | number }>(
    ctx.db,
    sql`select mode() within group (order by j.location) as name, count(*) as n
        from jobs j where ${openOnBoard(now)} and j.location_text <> ''
        group by j.location_text order by count(*) desc, j.location_text limit ${CITY_LIMIT}`,
  );
  const cities = rows.map((r) => ({ name: r.name.trim(), count: Number(r.n) }));
  cityCache.set(ctx.db, { at: now.getTime(), cities });
  return cities;
}

/**
 * How many times postings changed as this instance heard: the job pages' per-instance cache (modules/pages) reads
 * again once it moves, so the instance that closes a posting answers 410 on its next request (decision 503), and
 * the others once the change's notification arrives (decision 1175).
 */
const postingChanges = new WeakMap<Db, number>();
export const postingGeneration = (ctx: Pick<AppContext, 'db'>) => postingChanges.get(ctx.db) ?? 0;
const postingChanged = (ctx: Pick<AppContext, 'db'>) =>
  postingChanges.set(ctx.db, postingGeneration(ctx) + 1);

/** Drops this instance's job-page and city caches: a posting changed here or on another instance (decision 1175). */
export function dropPostingCaches(ctx: Pick<AppContext, 'db'>): void {
  cityCache.delete(ctx.db);
  postingChanged(ctx);
}

const RELATED_LIMIT = 6;
const RELATED_CANDIDATES = 500;

/**
 * Beside a published or closed posting: open postings that share its skills, level or city, scored
 * (two points a shared skill, one for the level, one for the city; decision 531), and the company's other
 * open postings. Drafts, closed and expired postings are never listed; a draft has no neighbours (404).
 */
export async function relatedJobs(ctx: AppContext, id: string) {
  const [source] = await queryRows<{
    skills: string[];
    level: string;
    location_text: string;
    company_id: string | null;
    company: string;
  }>(
    ctx.db,
    sql`select skills, level, location_text, company_id, company from jobs
        where id = ${id} and status in ('published', 'closed')`,
  );
  if (!source) throw notFound(i18nText('This job posting does not exist.'));
  const now = ctx.clock.now();
  const skills = source.skills.map((skill) => skill.toLowerCase());
  const skillArray =
    skills.length > 0
      ? sql`array[${sql.join(
          skills.map((skill) => sql`${skill}`),
          sql`, `,
        )}]::text[]`
      : sql`array[]::text[]`;
  // The posting's skills in lower case, compared as arrays (text[] → text → lower → text[] keeps the quoting).
  const lowerSkills = sql`lower(j.skills::text)::text[]`;
  const sameCompany =
    source.company_id === null
      ? sql`j.company_id is null and j.company = ${source.company}`
      : sql`j.company_id = ${source.company_id}`;
  // Both walk the board-order index: the newest candidates sharing a skill, the level or the city (at most
  // RELATED_CANDIDATES) are scored, so a page view reads a bounded number of rows at any board size.
  const [similar, company] = await Promise.all([
    queryRows<JobRow>(
      ctx.db,
      sql`with candidates as (
            select j.* from jobs j
            where ${openOnBoard(now)} and j.id <> ${id}
              and (${lowerSkills} && ${skillArray} or j.level = ${source.level}
                   or j.location_text = ${source.location_text})
            order by j.is_featured desc nulls last, j.posted_date desc nulls last, j.id
            limit ${RELATED_CANDIDATES})
          select ${JOB_COLUMNS} from (
            select j.*, 2 * cardinality(array(select unnest(${lowerSkills}) intersect select unnest(${skillArray})))
              + (case when j.level = ${source.level} then 1 else 0 end)
              + (case when j.location_text = ${source.location_text} then 1 else 0 end) as score
            from candidates j
          ) j left join companies c on c.id = j.company_id
          order by j.score desc, j.posted_date desc nulls last, j.id limit ${RELATED_LIMIT}`,
    ),
    queryRows<JobRow>(
      ctx.db,
      sql`select ${JOB_COLUMNS} from ${JOB_FROM} where ${openOnBoard(now)} and j.id <> ${id} and ${sameCompany}
          order by j.is_featured desc nulls last, j.posted_date desc nulls last, j.id limit ${RELATED_LIMIT}`,
    ),
  ]);
  return { similar: similar.map((r) => toJob(r, now)), company: company.map((r) => toJob(r, now)) };
}

/** The public detail page: published or closed postings (drafts are nobody's business); counts a view. */
type CompanyColumns = {
  c_name: string | null;
  c_website: string | null;
  c_description: string | null;
  c_location: string | null;
};

export async function viewPublished(ctx: AppContext, id: string, countView = true): Promise<JobDetail> {
  const [row] = await queryRows<JobRow & CompanyColumns>(
    ctx.db,
    sql`with bumped as (${
      countView
        ? sql`update jobs set views = views + 1 where id = ${id} and status in ('published', 'closed') returning *`
        : sql`select * from jobs where id = ${id} and status in ('published', 'closed')`
    })
        select ${JOB_COLUMNS}, c.name as c_name, c.website as c_website, c.description as c_description,
          c.location as c_location
        from bumped j left join companies c on c.id = j.company_id`,
  );
  if (!row) throw notFound(i18nText('This job posting does not exist.'));
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
  if (!row) throw notFound(i18nText('This job posting does not exist.'));
  return toManagedJob(row, ctx.clock.now());
}

export async function listManaged(
  ctx: AppContext,
  user: AuthUser,
  query: { status?: string; q?: string; updated_after?: string | undefined; page: number; pageSize: number },
) {
  const where: SQL[] = [jobScope(user)];
  if (query.status) where.push(sql`j.status = ${query.status}`);
  const text = matchesTerms(query.q, sql`j.search_text`);
  if (text) where.push(text);
  // Changed, itself or its company's profile that it shows (decision 1157); not its counts. Its pages then go latest
  // change first, as the interviews' do: a change during a walk may show a posting twice, never skip one.
  const changed = sql`greatest(j.updated_at, c.updated_at)`;
  if (query.updated_after) where.push(sql`${changed} >= ${new Date(query.updated_after).toISOString()}`);
  const order = query.updated_after ? sql`${changed} desc, j.id desc` : sql`j.created_at desc, j.id`;
  const condition = sql.join(where, sql` and `);
  const rows = await queryRows<JobRow & { applications_count: string; total: string }>(
    ctx.db,
    sql`select ${MANAGED_COLUMNS}, count(*) over () as total from ${JOB_FROM} where ${condition}
        order by ${order} limit ${query.pageSize} offset ${(query.page - 1) * query.pageSize}`,
  );
  // A page past the end has no row to carry the window's count: the total is counted on its own (decision 1046), so
  // the body and the `Link` header still say how many there are and where the last page is.
  const [counted] =
    rows.length === 0 && query.page > 1
      ? await queryRows<{ n: string | number }>(
          ctx.db,
          sql`select count(*) as n from ${JOB_FROM} where ${condition}`,
        )
      : [];
  const now = ctx.clock.now();
  return {
    jobs: rows.map((r) => toManagedJob(r, now)),
    total: rows[0] ? Number(rows[0].total) : Number(counted?.n ?? 0),
    page: query.page,
    pageSize: query.pageSize,
  };
}

/** The company profile a posting shows: the caller's company's (issue 10), or the one staff keep for themselves. */
async function companyOf(db: Db, user: AuthUser) {
  const [company] = await db
    .select()
    .from(companies)
    .where(user.company ? eq(companies.id, user.company.id) : eq(companies.ownerId, user.id));
  return company && company.name !== '' ? company : undefined;
}

const NO_PROFILE_FOR_TEAMMATE = i18nText(
  'Your company has no profile yet, and postings show it. Ask your company’s owner to fill it in on the company page.',
);

/** Where the company name comes from: the company's profile, or what staff typed (decision 201). */
async function resolveCompany(ctx: AppContext, user: AuthUser, input: JobRequest) {
  const profile = await companyOf(ctx.db, user);
  if (isStaff(user)) {
    const name = input.company?.trim() || profile?.name;
    if (!name) {
      throw unprocessable(i18nText('Name the company of this posting.'), {
        company: [i18nText('Company is required')],
      });
    }
    return { name, companyId: input.company?.trim() ? null : (profile?.id ?? null) };
  }
  // A teammate cannot write the profile (only the owner can, issue 10): it is told who can (decision 1198).
  if (!profile && user.company && user.company.role !== 'owner') {
    throw unprocessable(NO_PROFILE_FOR_TEAMMATE, { company: [NO_PROFILE_FOR_TEAMMATE] });
  }
  if (!profile) {
    throw unprocessable(i18nText('Set up your company profile before posting a job.'), {
      company: [i18nText('Set up your company profile first (PUT /api/employer/company)')],
    });
  }
  return { name: profile.name, companyId: profile.id };
}

function checkFeatured(user: AuthUser, wanted: boolean | undefined, current: boolean) {
  if (wanted !== undefined && wanted !== current && !isStaff(user)) {
    throw forbidden(i18nText('Only staff can feature a job posting.'));
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
    locationText: placeText(input.location),
  };
}

export async function createJob(ctx: AppContext, user: AuthUser, input: JobRequest) {
  checkFeatured(user, input.is_featured, false);
  const company = await resolveCompany(ctx, user, input);
  const now = ctx.clock.now();
  checkDeadlineAhead(parseDeadline(input.deadline), now);
  const settings = await getSettings(ctx);
  const row = await ctx.db.transaction(async (tx) => {
    const [made] = await tx
      .insert(jobs)
      .values({
        ...columnsFrom(input, company),
        ownerId: user.id,
        status: 'draft',
        isFeatured: input.is_featured ?? false,
        // A company whose plan sells priority display ranks first (decision 606); staff's own postings do not.
        priority:
          company.companyId !== null && !isStaff(user) && hasCapability(settings, user, 'priority_display'),
        createdAt: now,
        updatedAt: now,
      })
      .returning({ id: jobs.id });
    // Not audited: an API key's Idempotency-Key is marked done with the posting (decision 1166).
    await markRequestDone(tx, now);
    return made;
  });
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
  dropPostingCaches(ctx);
  await announcePostingChange(ctx.db);
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
    throw conflict(
      i18nFormat(
        'A {status, select, draft {draft} published {published} other {closed}} posting cannot be {action, select, publish {published} close {closed} other {reopened}}.',
        { action, status: current.status },
      ),
    );
  }
  const now = ctx.clock.now();
  if (rule.to === 'published' && current.deadline && new Date(current.deadline).getTime() <= now.getTime()) {
    throw new HttpError(
      409,
      i18nFormat(
        '{action, select, publish {The deadline has passed; move the deadline to a later day before this posting is published.} other {The deadline has passed; move the deadline to a later day before this posting is reopened.}}',
        { action },
      ),
      'DEADLINE_PASSED',
    );
  }
  // Issue 19 (decision 802): on Free, publishing is bounded by the allowance a company keeps when a paid package ends.
  const allowance =
    rule.to === 'published' && !isStaff(user) && user.company && (user.company.plan ?? 'free') === 'free'
      ? (await getSettings(ctx)).billing.free_published_postings
      : null;
  const updated = await ctx.db.transaction(async (tx) => {
    if (allowance !== null && user.company) {
      await lockCompany(tx, user.company.id);
      const [open] = await queryRows<{ n: string | number }>(
        tx,
        sql`select count(*) as n from jobs where company_id = ${user.company.id} and status = 'published'`,
      );
      if (Number(open?.n ?? 0) >= allowance) {
        throw new HttpError(
          402,
          i18nFormat(
            'The Free plan keeps {count, plural, one {# published posting} other {# published postings}} at most. Close one, or upgrade to publish more.',
            { count: allowance },
          ),
          ERROR_CODES.planRequired,
        );
      }
    }
    const rows = await tx
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
    if (rows.length > 0) {
      await audit(tx, {
        action: `job.${rule.verb}`,
        target: { type: 'job', id, label: current.title },
        changes: { status: { before: current.status, after: rule.to } },
        at: now,
      });
      await recordWebhookEvent(
        tx,
        { type: rule.to === 'published' ? 'job.published' : 'job.closed', jobId: id },
        now,
      );
      await announcePostingChange(tx);
    }
    return rows;
  });
  if (updated.length === 0) throw conflict(i18nText('The posting changed meanwhile; reload and try again.'));
  // This instance's cities and job pages follow at once; the others when the notification arrives (decision 1175).
  dropPostingCaches(ctx);
  return getManaged(ctx, user, id);
}

/**
 * A copy as a new draft of the caller's, without views, featuring or dates (priority display, the company plan's, stays);
 * its interview kits come along (decision 1111), as a copied job keeps its interview plan in Greenhouse.
 */
export async function duplicateJob(ctx: AppContext, user: AuthUser, id: string) {
  const source = await getManaged(ctx, user, id);
  const [original] = await ctx.db.select().from(jobs).where(eq(jobs.id, source.id));
  const now = ctx.clock.now();
  const copy = await ctx.db.transaction(async (tx) => {
    const [row] = await tx
      .insert(jobs)
      .values({
        ownerId: original!.ownerId,
        companyId: original!.companyId,
        company: original!.company,
        title: original!.title,
        location: original!.location,
        type: original!.type,
        level: original!.level,
        // An amount of 0 stored before decision 1081 is not stated: the copy says so (null), as every reply does.
        salaryMin: original!.salaryMin !== null && original!.salaryMin > 0 ? original!.salaryMin : null,
        salaryMax: original!.salaryMax !== null && original!.salaryMax > 0 ? original!.salaryMax : null,
        description: original!.description,
        requirements: original!.requirements,
        skills: original!.skills,
        benefits: original!.benefits,
        deadline: null,
        isRemote: original!.isRemote,
        // Priority display is the company's plan's, kept in step for all its postings (decision 606): the copy has it too.
        priority: original!.priority,
        searchText: original!.searchText,
        locationText: original!.locationText,
        status: 'draft',
        createdAt: now,
        updatedAt: now,
      })
      .returning({ id: jobs.id });
    await queryRows(
      tx,
      sql`insert into interview_kits (job_id, stage, questions, attributes, updated_by, updated_at)
        select ${row!.id}, k.stage, k.questions, k.attributes, ${user.id}, ${now.toISOString()}
        from interview_kits k where k.job_id = ${source.id}`,
    );
    return row!.id;
  });
  return getManaged(ctx, user, copy);
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

/**
 * Saves an open posting (decision 1077): unknown or draft → 404; closed or past its deadline → 409 `POSTING_CLOSED`,
 * as applying answers, since its public page still shows it. Saving it again is fine.
 */
export async function saveJob(ctx: AppContext, userId: string, jobId: string) {
  const [job] = await queryRows<{ status: string; deadline: string | Date | null }>(
    ctx.db,
    sql`select status, deadline from jobs where id = ${jobId} and status in ('published', 'closed')`,
  );
  if (!job) throw notFound(i18nText('This job posting does not exist.'));
  if (job.status !== 'published' || (job.deadline && new Date(job.deadline) <= ctx.clock.now())) {
    throw new HttpError(
      409,
      i18nText('This posting no longer takes applications, so it cannot be saved.'),
      'POSTING_CLOSED',
    );
  }
  await ctx.db.insert(savedJobs).values({ userId, jobId, createdAt: ctx.clock.now() }).onConflictDoNothing();
}

export async function unsaveJob(ctx: AppContext, userId: string, jobId: string) {
  await ctx.db.delete(savedJobs).where(and(eq(savedJobs.userId, userId), eq(savedJobs.jobId, jobId)));
}
