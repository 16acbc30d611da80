import { eq, sql } from 'drizzle-orm';
import { recordWebhookEvent } from '../webhooks';
import type { SQL } from 'drizzle-orm';
import type {
  CandidateDetail,
  CandidateSummary,
  CreateCandidateRequest,
  Duplicate,
  Settings,
  UnlockQuota,
} from '@app/shared';
import { createCandidateRequest, distinctSkills, i18nFormat, i18nText } from '@app/shared';
import type { AuthUser } from '../../auth/sessions';
import type { AppContext } from '../../context';
import { queryRows } from '../../db/client';
import type { Db } from '../../db/client';
import { candidateMerges, candidates, candidateUnlocks } from '../../db/schema';
import { candidateSearchText, nameKey, normalizePhone } from '../../lib/candidate-keys';
import { audit } from '../../lib/audit';
import { HttpError, conflict, forbidden, notFound, unprocessable } from '../../lib/errors';
import { getSettings, unlockLimit } from '../../lib/settings';
import { lockCompany } from '../../lib/company';
import {
  containsPattern,
  iso,
  isStaff,
  jobScope,
  matchesTerms,
  placePattern,
  placeText,
  recruitingCompany,
} from '../../lib/tenancy';
import { readCv, toCvFile } from '../applications';
import { publishedOfUser } from '../projects';

/** Who the caller may see: staff everyone; a company open members and its own applicants (alias c). */
export function visible(user: AuthUser): SQL {
  if (isStaff(user)) return sql`c.merged_into is null`;
  const companyId = recruitingCompany(user);
  if (!companyId) return sql`false`;
  return sql`c.merged_into is null and (
    (c.user_id is not null and c.open_to_employers)
    or exists (select 1 from applications a join jobs j on j.id = a.job_id
               where a.candidate_id = c.id and j.company_id = ${companyId}))`;
}

/** Whether contact details show: staff, applied to the company's postings, or unlocked by the company (issue 10). */
export function contactVisible(user: AuthUser): SQL {
  if (isStaff(user)) return sql`true`;
  const companyId = recruitingCompany(user);
  if (!companyId) return sql`false`;
  return sql`(exists (select 1 from applications a join jobs j on j.id = a.job_id
                      where a.candidate_id = c.id and j.company_id = ${companyId})
           or exists (select 1 from candidate_unlocks u where u.candidate_id = c.id and u.company_id = ${companyId}))`;
}

type SummaryRow = {
  id: string;
  name: string;
  headline: string;
  location: string;
  skills: string[];
  years_experience: number | null;
  source: 'member' | 'sourced';
  source_detail: string | null;
  open_to_employers: boolean;
  contact_visible: boolean;
  email: string | null;
  phone: string | null;
  default_cv_id: string | null;
  created_at: string | Date;
};

const SUMMARY_COLUMNS = (
  user: AuthUser,
) => sql`c.id, coalesce(u.name, c.name) as name, c.headline, c.location,
  c.skills, c.years_experience, c.source, c.source_detail, c.open_to_employers, ${contactVisible(user)} as contact_visible,
  coalesce(u.email, c.email) as email, c.phone, c.default_cv_id, c.created_at`;

function toSummary(row: SummaryRow): CandidateSummary {
  const shown = Boolean(row.contact_visible);
  return {
    id: row.id,
    name: row.name,
    headline: row.headline,
    location: row.location,
    skills: row.skills,
    years_experience: row.years_experience,
    source: row.source,
    source_detail: row.source_detail,
    open_to_employers: row.open_to_employers,
    contact_visible: shown,
    email: shown ? row.email : null,
    phone: shown ? row.phone : null,
    has_cv: row.default_cv_id !== null,
    created_at: iso(row.created_at),
  };
}

// ---- Unlock quota ----

/** The first instant of the calendar month (Vietnam time) that holds `now`. */
export function monthStart(now: Date): Date {
  const local = new Date(now.getTime() + 7 * 3_600_000);
  return new Date(Date.UTC(local.getUTCFullYear(), local.getUTCMonth(), 1) - 7 * 3_600_000);
}

/** The company's unlock quota (issue 10); the plan's monthly limit comes from the plans setting (issue 9). */
export async function quota(db: Db, user: AuthUser, now: Date, settings: Settings): Promise<UnlockQuota> {
  if (isStaff(user)) return { limit: null, used: 0, remaining: null, plan: null };
  const companyId = user.company?.id ?? null;
  const [row] = await queryRows<{ plan: string | null; used: string | number }>(
    db,
    sql`select (select p.name from subscriptions s join plans p on p.id = s.plan_id
                where s.company_id = ${companyId} and s.ended_at is null) as plan,
               (select count(*) from candidate_unlocks u
                where u.company_id = ${companyId} and u.unlocked_at >= ${monthStart(now).toISOString()}) as used`,
  );
  const plan = row?.plan ?? null;
  const used = Number(row?.used ?? 0);
  // No active package counts as Free.
  const limit = unlockLimit(settings, plan);
  return { limit, used, remaining: limit === null ? null : Math.max(0, limit - used), plan };
}

// ---- Search and the candidate page ----

export async function search(
  ctx: AppContext,
  user: AuthUser,
  query: {
    q?: string;
    skills?: string;
    location?: string;
    min_experience?: number;
    page: number;
    pageSize: number;
  },
) {
  const where: SQL[] = [visible(user)];
  // Every term in the searched text or the name key (decision 1153); the patterns escape LIKE's wildcards: a `%` or
  // `_` in the query is text, not "anything".
  const text = matchesTerms(query.q, sql`c.search_text`, sql`c.name_key`);
  if (text) where.push(text);
  for (const skill of (query.skills ?? '')
    .split(',')
    .map((s) => s.trim())
    .filter(Boolean)) {
    where.push(sql`c.search_text like ${containsPattern(skill)}`);
  }
  if (query.location) where.push(sql`c.location_text like ${placePattern(query.location)}`);
  if (query.min_experience !== undefined) where.push(sql`c.years_experience >= ${query.min_experience}`);
  const condition = sql.join(where, sql` and `);
  const [rows, [count]] = await Promise.all([
    queryRows<SummaryRow>(
      ctx.db,
      sql`select ${SUMMARY_COLUMNS(user)}
          from candidates c left join users u on u.id = c.user_id
          where ${condition}
          order by c.created_at desc, c.id desc
          limit ${query.pageSize} offset ${(query.page - 1) * query.pageSize}`,
    ),
    queryRows<{ n: string }>(ctx.db, sql`select count(*) as n from candidates c where ${condition}`),
  ]);
  return {
    candidates: rows.map(toSummary),
    total: Number(count?.n ?? 0),
    page: query.page,
    pageSize: query.pageSize,
    unlocks: await quota(ctx.db, user, ctx.clock.now(), await getSettings(ctx)),
  };
}

async function duplicatesOf(
  db: Db,
  c: { id: string | null; email: string | null; phoneKey: string | null; nameKey: string },
): Promise<Duplicate[]> {
  const rows = await queryRows<{
    id: string;
    name: string;
    email_match: boolean;
    phone_match: boolean;
    name_match: boolean;
  }>(
    db,
    sql`select c.id, coalesce(u.name, c.name) as name,
          (${c.email}::text is not null and lower(coalesce(u.email, c.email)) = ${c.email}) as email_match,
          (${c.phoneKey}::text is not null and c.phone_key = ${c.phoneKey}) as phone_match,
          (c.name_key = ${c.nameKey}) as name_match
        from candidates c left join users u on u.id = c.user_id
        where c.merged_into is null ${c.id ? sql`and c.id <> ${c.id}` : sql``}
          and ((${c.email}::text is not null and (c.email = ${c.email} or u.email = ${c.email}))
               or (${c.phoneKey}::text is not null and c.phone_key = ${c.phoneKey})
               or c.name_key = ${c.nameKey})
        order by c.created_at limit 20`,
  );
  return rows.map((r) => ({
    id: r.id,
    name: r.name,
    reasons: [
      ...(r.email_match ? (['email'] as const) : []),
      ...(r.phone_match ? (['phone'] as const) : []),
      ...(r.name_match ? (['name'] as const) : []),
    ],
  }));
}

export async function detail(
  ctx: AppContext,
  user: AuthUser,
  id: string,
  db: Db = ctx.db,
): Promise<CandidateDetail> {
  const [row] = await queryRows<
    SummaryRow & { phone_key: string | null; name_key: string; user_id: string | null }
  >(
    db,
    sql`select ${SUMMARY_COLUMNS(user)}, c.phone_key, c.name_key, c.user_id
        from candidates c left join users u on u.id = c.user_id
        where c.id = ${id} and ${visible(user)}`,
  );
  if (!row) throw notFound(i18nText('This candidate does not exist.'));
  const summary = toSummary(row);
  const scope = jobScope(user);
  const apps = await queryRows<{
    id: string;
    stage: CandidateDetail['applications'][number]['stage'];
    rating: number | null;
    rejection_reason: string | null;
    created_at: string | Date;
    updated_at: string | Date;
    job_id: string;
    title: string;
  }>(
    db,
    sql`select a.id, a.stage, a.rating, a.rejection_reason, a.created_at, a.updated_at, j.id as job_id, j.title
        from applications a join jobs j on j.id = a.job_id
        where a.candidate_id = ${id} and ${scope} order by a.created_at desc`,
  );
  const notes = await queryRows<{
    id: string;
    application_id: string;
    body: string;
    created_at: string | Date;
    author_id: string | null;
    author_name: string | null;
  }>(
    db,
    sql`select n.id, n.application_id, n.body, n.created_at, n.author_id, au.name as author_name
        from application_notes n join applications a on a.id = n.application_id join jobs j on j.id = a.job_id
        left join users au on au.id = n.author_id
        where a.candidate_id = ${id} and ${scope} order by n.created_at, n.id`,
  );
  const cv =
    summary.contact_visible && row.default_cv_id
      ? (
          await queryRows<{
            id: string;
            filename: string;
            content_type: string;
            size: number;
            created_at: string | Date;
          }>(
            db,
            sql`select id, filename, content_type, size, created_at from cv_files where id = ${row.default_cv_id}`,
          )
        )[0]
      : undefined;
  const merges = isStaff(user)
    ? await queryRows<{
        merged_id: string;
        snapshot: { name?: string };
        at: string | Date;
        by_name: string | null;
      }>(
        db,
        sql`select m.merged_id, m.snapshot, m.at, u.name as by_name from candidate_merges m
            left join users u on u.id = m.by_user_id where m.target_id = ${id} order by m.at`,
      )
    : [];
  return {
    ...summary,
    // The member's published projects (issue 12, decision 707): public already, shown where employers look.
    projects: row.user_id ? await publishedOfUser(db, row.user_id) : [],
    // Downloaded at the candidate's own route, which API keys with candidates:read call too (decision 1205).
    default_cv: cv
      ? {
          ...toCvFile({
            id: cv.id,
            filename: cv.filename,
            contentType: cv.content_type,
            size: Number(cv.size),
            createdAt: new Date(cv.created_at),
          }),
          url: `/api/candidates/${summary.id}/cv`,
        }
      : null,
    applications: apps.map((a) => ({
      id: a.id,
      stage: a.stage,
      rating: a.rating === null ? null : Number(a.rating),
      rejection_reason: a.rejection_reason,
      created_at: iso(a.created_at),
      updated_at: iso(a.updated_at),
      candidate: { id: summary.id, name: summary.name, headline: summary.headline },
      job: { id: a.job_id, title: a.title },
    })),
    notes: notes.map((n) => ({
      id: n.id,
      application_id: n.application_id,
      body: n.body,
      created_at: iso(n.created_at),
      author: n.author_id ? { id: n.author_id, name: n.author_name ?? '' } : null,
    })),
    possible_duplicates: isStaff(user)
      ? await duplicatesOf(db, { id, email: row.email, phoneKey: row.phone_key, nameKey: row.name_key })
      : [],
    merges: merges.map((m) => ({
      merged_id: m.merged_id,
      name: m.snapshot.name ?? '',
      at: iso(m.at),
      by: m.by_name,
    })),
  };
}

// ---- Staff: sourcing and merging ----

/**
 * The candidate's CV (`default_cv` of its detail), for the company's people and API keys with `candidates:read`
 * (decision 1205): only where the detail shows it, i.e. the candidate is visible and its contact details too; the
 * file is then read as `GET /api/cvs/{id}` reads it (the same rule again, and the audit entry).
 */
export async function readDefaultCv(ctx: AppContext, user: AuthUser, id: string) {
  const [row] = await queryRows<{ default_cv_id: string | null; contact_visible: boolean }>(
    ctx.db,
    sql`select c.default_cv_id, ${contactVisible(user)} as contact_visible
        from candidates c where c.id = ${id} and ${visible(user)}`,
  );
  if (!row) throw notFound(i18nText('This candidate does not exist.'));
  if (!row.contact_visible || !row.default_cv_id)
    throw notFound(i18nText('This candidate has no CV you can read.'));
  return readCv(ctx, user, row.default_cv_id);
}

export async function create(ctx: AppContext, user: AuthUser, body: CreateCandidateRequest) {
  if (!isStaff(user)) throw forbidden(i18nText('Only staff can add candidates by hand.'));
  const input = createCandidateRequest.parse(body);
  // The source is one of the settings' list (issue 9), so the reports can count by it.
  if (
    input.source_detail &&
    !(await getSettings(ctx)).lists.candidate_sources.includes(input.source_detail)
  ) {
    throw unprocessable(i18nText('Choose a source from the list.'), {
      source_detail: [i18nText('Choose a source from the list.')],
    });
  }
  const now = ctx.clock.now();
  const keys = {
    email: input.email ?? null,
    phoneKey: normalizePhone(input.phone),
    nameKey: nameKey(input.name),
  };
  const duplicates = await duplicatesOf(ctx.db, { id: null, ...keys });
  const [row] = await ctx.db
    .insert(candidates)
    .values({
      name: input.name,
      email: keys.email,
      phone: input.phone ?? null,
      phoneKey: keys.phoneKey,
      nameKey: keys.nameKey,
      headline: input.headline,
      location: input.location,
      locationText: placeText(input.location),
      skills: input.skills,
      yearsExperience: input.years_experience ?? null,
      source: 'sourced',
      sourceDetail: input.source_detail ?? null,
      createdBy: user.id,
      searchText: candidateSearchText(input.name, input.headline, input.skills),
      createdAt: now,
      updatedAt: now,
    })
    .returning({ id: candidates.id });
  return { candidate: await detail(ctx, user, row!.id), possible_duplicates: duplicates };
}

/**
 * Folds `otherId` into `id`: applications, CVs and unlocks move over, empty fields are filled, the
 * other record stays (hidden, pointing at the survivor) and the merge is recorded with a snapshot.
 */
export async function merge(ctx: AppContext, user: AuthUser, id: string, otherId: string) {
  if (!isStaff(user)) throw forbidden(i18nText('Only staff can merge candidates.'));
  if (id === otherId) throw conflict(i18nText('A candidate cannot be merged with itself.'));
  const now = ctx.clock.now();
  await ctx.db.transaction(async (tx) => {
    const rows = await queryRows<{ id: string; user_id: string | null }>(
      tx,
      sql`select id, user_id from candidates where id in (${id}, ${otherId}) and merged_into is null order by id for update`,
    );
    const target = rows.find((r) => r.id === id);
    const other = rows.find((r) => r.id === otherId);
    if (!target || !other) throw notFound(i18nText('This candidate does not exist.'));
    if (target.user_id && other.user_id) {
      throw conflict(i18nText('Both records belong to member accounts; they cannot be merged.'));
    }
    const [t] = await tx.select().from(candidates).where(eq(candidates.id, id));
    const [o] = await tx.select().from(candidates).where(eq(candidates.id, otherId));
    const moved = await queryRows<{ id: string }>(
      tx,
      // `updated_at` is the time of the last stage move (the board's "N days in this stage", decision 1106): a merge
      // moves no stage, so it keeps it (decision 1079).
      sql`update applications a set candidate_id = ${id}
          where a.candidate_id = ${otherId}
            and not exists (select 1 from applications b where b.candidate_id = ${id} and b.job_id = a.job_id)
          returning a.id`,
    );
    await queryRows(tx, sql`update cv_files set candidate_id = ${id} where candidate_id = ${otherId}`);
    // Unlocks move (not copy): the monthly count is per row, so a copy would count the person twice.
    // An employer that unlocked both records keeps one unlock, the earlier one (decision 208).
    await queryRows(
      tx,
      sql`insert into candidate_unlocks (company_id, employer_id, candidate_id, unlocked_at)
          select company_id, employer_id, ${id}, unlocked_at from candidate_unlocks where candidate_id = ${otherId}
          on conflict (company_id, candidate_id)
          do update set unlocked_at = least(candidate_unlocks.unlocked_at, excluded.unlocked_at)`,
    );
    await queryRows(tx, sql`delete from candidate_unlocks where candidate_id = ${otherId}`);
    // Each skill once, whatever its case, the survivor's spelling first (decision 1078).
    const skills = distinctSkills([...t!.skills, ...o!.skills]);
    const name = t!.name;
    const headline = t!.headline || o!.headline;
    await tx
      .update(candidates)
      .set({
        email: t!.email ?? o!.email,
        phone: t!.phone ?? o!.phone,
        phoneKey: t!.phoneKey ?? o!.phoneKey,
        headline,
        location: t!.location || o!.location,
        locationText: t!.locationText || o!.locationText,
        skills,
        yearsExperience: t!.yearsExperience ?? o!.yearsExperience,
        defaultCvId: t!.defaultCvId ?? o!.defaultCvId,
        openToEmployers: t!.openToEmployers || o!.openToEmployers,
        searchText: candidateSearchText(name, headline, skills),
        updatedAt: now,
      })
      .where(eq(candidates.id, id));
    // The unique user_id index allows one live row per member: the merged row lets go of it.
    await tx
      .update(candidates)
      .set({ mergedInto: id, userId: null, updatedAt: now })
      .where(eq(candidates.id, otherId));
    if (o!.userId && !t!.userId) {
      await tx.update(candidates).set({ userId: o!.userId }).where(eq(candidates.id, id));
    }
    await tx.insert(candidateMerges).values({
      targetId: id,
      mergedId: otherId,
      byUserId: user.id,
      at: now,
      snapshot: {
        name: o!.name,
        email: o!.email,
        phone: o!.phone,
        userId: o!.userId,
        headline: o!.headline,
        skills: o!.skills,
        movedApplications: moved.map((m) => m.id),
      },
    });
    await audit(tx, {
      action: 'candidate.merged',
      target: { type: 'candidate', id, label: name },
      changes: { merged_candidate: { before: otherId, after: null } },
      at: now,
    });
  });
  return detail(ctx, user, id);
}

// ---- Employers: unlocking contact details ----

export async function unlock(ctx: AppContext, user: AuthUser, id: string) {
  const now = ctx.clock.now();
  const settings = await getSettings(ctx);
  const unlocks = await ctx.db.transaction(async (tx) => {
    const [row] = await queryRows<{ id: string; name: string; shown: boolean }>(
      tx,
      sql`select c.id, c.name, ${contactVisible(user)} as shown from candidates c where c.id = ${id} and ${visible(user)}`,
    );
    if (!row) throw notFound(i18nText('This candidate does not exist.'));
    if (row.shown || isStaff(user)) return quota(tx, user, now, settings);
    const companyId = recruitingCompany(user);
    if (!companyId) throw notFound(i18nText('This candidate does not exist.'));
    // A company's unlocks are counted one at a time under its row lock, so two teammates (or two tabs) cannot pass
    // the limit together (decision 602).
    await lockCompany(tx, companyId);
    // A teammate's request (or a double click) that held the lock first may have unlocked this candidate meanwhile:
    // then there is nothing to count, whatever is left of the quota.
    const [unlockedMeanwhile] = await queryRows<{ shown: boolean }>(
      tx,
      sql`select ${contactVisible(user)} as shown from candidates c where c.id = ${id}`,
    );
    if (unlockedMeanwhile?.shown) return quota(tx, user, now, settings);
    const current = await quota(tx, user, now, settings);
    if (current.remaining !== null && current.remaining <= 0) {
      throw new HttpError(
        403,
        i18nFormat(
          'Your plan unlocks up to {count, plural, one {# candidate} other {# candidates}} per month and none are left this month. Upgrade for more candidates.',
          { count: current.limit ?? 0 },
        ),
        'UNLOCK_LIMIT_REACHED',
      );
    }
    const inserted = await tx
      .insert(candidateUnlocks)
      .values({ companyId, employerId: user.id, candidateId: id, unlockedAt: now })
      .onConflictDoNothing()
      .returning({ id: candidateUnlocks.candidateId });
    if (inserted.length > 0) {
      await audit(tx, {
        action: 'candidate.unlocked',
        target: { type: 'candidate', id, label: row.name },
        at: now,
      });
      await recordWebhookEvent(tx, { type: 'candidate.unlocked', candidateId: id, companyId }, now);
    }
    return quota(tx, user, now, settings);
  });
  return { candidate: await detail(ctx, user, id), unlocks };
}
