import { and, eq, sql } from 'drizzle-orm';
import { recordWebhookEvent } from '../webhooks';
import type {
  CandidateProfile,
  CandidateProfileRequest,
  CvFile,
  MyApplication,
  StageEvent,
} from '@app/shared';
import { candidateProfileRequest, CV_TYPES, i18nFormat, i18nText } from '@app/shared';
import type { AuthUser } from '../../auth/sessions';
import type { AppContext } from '../../context';
import { queryRows } from '../../db/client';
import type { Db } from '../../db/client';
import { applicationEvents, applications, candidates, cvFiles } from '../../db/schema';
import { candidateSearchText, nameKey, normalizePhone } from '../../lib/candidate-keys';
import { audit } from '../../lib/audit';
import { applicationSource, refreshApplicationRollups } from '../../lib/analytics-rollups';
import { getSettings } from '../../lib/settings';
import { HttpError, conflict, forbidden, notFound, unprocessable } from '../../lib/errors';
import { detectCvType } from '../../lib/file-type';
import { storageFor } from '../../lib/storage';
import { interviewScope, iso, isStaff, jobScope, placeText, recruitingCompany } from '../../lib/tenancy';
import { enqueueMail } from '../../mail/outbox';
import { applicationReceivedMail } from '../../mail/recruitment-templates';
import { isUniqueViolation } from '../auth/service';
import { notifyNewApplication } from '../recruiters';
import { cancelUpcomingInterviews } from '../interviews';

type CandidateRow = typeof candidates.$inferSelect;
type CvRow = typeof cvFiles.$inferSelect;

export const toCvFile = (
  row: Pick<CvRow, 'id' | 'filename' | 'contentType' | 'size' | 'createdAt'>,
): CvFile => ({
  id: row.id,
  filename: row.filename,
  content_type: row.contentType,
  size: row.size,
  created_at: iso(row.createdAt),
  url: `/api/cvs/${row.id}`,
});

/**
 * The application's CV from the `cv_*` columns a query joined in (null when it has none). `url` is where the reader
 * of the reply downloads it, when that is not the person's route `/api/cvs/{id}` (decision 1186).
 */
export const joinedCv = (
  row: {
    cv_id: string | null;
    cv_filename: string | null;
    cv_content_type: string | null;
    cv_size: number | string | null;
    cv_created_at: string | Date | null;
  },
  url?: string,
): CvFile | null =>
  row.cv_id
    ? {
        ...toCvFile({
          id: row.cv_id,
          filename: row.cv_filename!,
          contentType: row.cv_content_type!,
          size: Number(row.cv_size),
          createdAt: new Date(row.cv_created_at!),
        }),
        ...(url ? { url } : {}),
      }
    : null;

async function memberCandidate(db: Db, userId: string): Promise<CandidateRow | undefined> {
  const [row] = await db.select().from(candidates).where(eq(candidates.userId, userId));
  return row;
}

/** The member's own candidate record, made on first need (saving the profile, uploading, applying). */
export async function ensureMemberCandidate(db: Db, user: AuthUser, now: Date): Promise<CandidateRow> {
  const existing = await memberCandidate(db, user.id);
  if (existing) return existing;
  await queryRows(
    db,
    sql`insert into candidates (user_id, name, email, name_key, search_text, source, created_at, updated_at)
        values (${user.id}, ${user.name}, ${user.email}, ${nameKey(user.name)},
                ${candidateSearchText(user.name, '', [])}, 'member', ${now.toISOString()}, ${now.toISOString()})
        on conflict (user_id) where user_id is not null do nothing`,
  );
  return (await memberCandidate(db, user.id))!;
}

async function cvById(db: Db, id: string | null | undefined) {
  if (!id) return null;
  const [row] = await db.select().from(cvFiles).where(eq(cvFiles.id, id));
  return row ?? null;
}

export async function getProfile(ctx: AppContext, user: AuthUser): Promise<CandidateProfile> {
  const row = await memberCandidate(ctx.db, user.id);
  if (!row) {
    return {
      id: null,
      name: user.name,
      email: user.email,
      headline: '',
      phone: null,
      location: '',
      skills: [],
      years_experience: null,
      default_cv: null,
      open_to_employers: false,
      updated_at: null,
    };
  }
  const cv = await cvById(ctx.db, row.defaultCvId);
  return {
    id: row.id,
    name: user.name,
    email: user.email,
    headline: row.headline,
    phone: row.phone,
    location: row.location,
    skills: row.skills,
    years_experience: row.yearsExperience,
    default_cv: cv ? toCvFile(cv) : null,
    open_to_employers: row.openToEmployers,
    updated_at: iso(row.updatedAt),
  };
}

export async function putProfile(ctx: AppContext, user: AuthUser, body: CandidateProfileRequest) {
  const input = candidateProfileRequest.parse(body);
  const now = ctx.clock.now();
  await ctx.db.transaction(async (tx) => {
    const row = await ensureMemberCandidate(tx, user, now);
    if (input.default_cv_id) {
      const cv = await cvById(tx, input.default_cv_id);
      if (!cv || cv.candidateId !== row.id) {
        throw unprocessable(i18nText('Choose one of your own CVs.'), {
          default_cv_id: [i18nText('Unknown CV')],
        });
      }
    }
    await tx
      .update(candidates)
      .set({
        name: user.name,
        email: user.email,
        nameKey: nameKey(user.name),
        headline: input.headline,
        phone: input.phone ?? null,
        phoneKey: normalizePhone(input.phone),
        location: input.location,
        locationText: placeText(input.location),
        skills: input.skills,
        yearsExperience: input.years_experience ?? null,
        defaultCvId: input.default_cv_id === undefined ? row.defaultCvId : input.default_cv_id,
        openToEmployers: input.open_to_employers,
        searchText: candidateSearchText(user.name, input.headline, input.skills),
        updatedAt: now,
      })
      .where(eq(candidates.id, row.id));
  });
  return getProfile(ctx, user);
}

// ---- CV files ----

export type Upload = { filename: string; data: Buffer };

/** The detected type of an upload, or the 422 when it is neither PDF nor DOCX (decision 204). */
function checkedType(upload: Upload) {
  const type = detectCvType(upload.data);
  if (!type) {
    throw unprocessable(i18nText('The CV must be a PDF or a Word (.docx) document; this file is neither.'), {
      cv: [i18nText('Only PDF or DOCX files are accepted (checked by content, not by name)')],
    });
  }
  return type;
}

/** Records a stored file for the candidate, inside the caller's transaction; the first CV becomes the default. */
async function recordCv(
  tx: Db,
  candidate: CandidateRow,
  upload: Upload,
  stored: { key: string; type: keyof typeof CV_TYPES },
  now: Date,
): Promise<CvRow> {
  // The name as the person wrote it: composed (macOS sends "Nguyễn" decomposed, its marks separate), with brackets,
  // dashes and the like kept; anything else (slashes, quotes, control characters) becomes "_" (decision 1058).
  const base =
    upload.filename
      .normalize('NFC')
      .replace(/\.[^.]*$/, '')
      .replace(/[^\p{L}\p{M}\p{N}\p{Pd} _.,()[\]+&']/gu, '_')
      .slice(0, 100) || 'cv';
  const [row] = await tx
    .insert(cvFiles)
    .values({
      candidateId: candidate.id,
      storageKey: stored.key,
      filename: `${base}.${stored.type}`,
      contentType: CV_TYPES[stored.type],
      size: upload.data.length,
      createdAt: now,
    })
    .returning();
  if (!candidate.defaultCvId) {
    await tx.update(candidates).set({ defaultCvId: row!.id }).where(eq(candidates.id, candidate.id));
  }
  return row!;
}

/**
 * Removes bytes whose row was never written. A failure here must not hide the request's own error (a
 * 409 must not become a 500); what is left is an orphan with a random name that nothing points at.
 */
async function discardStored(ctx: AppContext, key: string) {
  await storageFor(ctx.config)
    .delete(key)
    .catch(() => undefined);
}

/** Checks the bytes, stores them and records the file for the member; the first CV becomes the default. */
export async function storeCv(ctx: AppContext, user: AuthUser, upload: Upload): Promise<CvFile> {
  const type = checkedType(upload);
  const storage = storageFor(ctx.config);
  const key = await storage.put(upload.data, type);
  const now = ctx.clock.now();
  try {
    return await ctx.db.transaction(async (tx) => {
      const candidate = await ensureMemberCandidate(tx, user, now);
      return toCvFile(await recordCv(tx, candidate, upload, { key, type }, now));
    });
  } catch (error) {
    await discardStored(ctx, key);
    throw error;
  }
}

export async function listCvs(ctx: AppContext, user: AuthUser): Promise<CvFile[]> {
  const candidate = await memberCandidate(ctx.db, user.id);
  if (!candidate) return [];
  const rows = await ctx.db.select().from(cvFiles).where(eq(cvFiles.candidateId, candidate.id));
  return rows.sort((a, b) => b.createdAt.getTime() - a.createdAt.getTime()).map(toCvFile);
}

/**
 * A CV for its owner, for the company whose posting it was sent to, for an interviewer of that application, for
 * staff, and for a company that unlocked the candidate (issue 10). Everyone else: 404.
 */
export async function readCv(ctx: AppContext, user: AuthUser, id: string) {
  const [row] = await queryRows<{
    storage_key: string;
    filename: string;
    content_type: string;
    own: boolean;
  }>(
    ctx.db,
    sql`select f.storage_key, f.filename, f.content_type, c.user_id is not distinct from ${user.id}::uuid as own
        from cv_files f join candidates c on c.id = f.candidate_id
        where f.id = ${id} and (
          c.user_id = ${user.id}
          or ${isStaff(user) && user.permissions.includes('candidate:manage')}
          or exists (select 1 from applications a join jobs j on j.id = a.job_id
                     where a.candidate_id = c.id and ${jobScope(user)}
                       and (a.cv_id = f.id or c.default_cv_id = f.id))
          or exists (select 1 from applications a join jobs j on j.id = a.job_id
                       join interviews i on i.application_id = a.id
                     where a.candidate_id = c.id and ${interviewScope(user)}
                       and (a.cv_id = f.id or (a.cv_id is null and c.default_cv_id = f.id)))
          or (c.default_cv_id = f.id and exists (
                select 1 from candidate_unlocks u where u.candidate_id = c.id
                  and u.company_id = ${recruitingCompany(user)})))`,
  );
  if (!row) throw notFound(i18nText('This CV does not exist.'));
  const data = await storageFor(ctx.config).get(row.storage_key);
  if (!data) throw notFound(i18nText('This CV does not exist.'));
  // A member reading their own file is not an administrator's question; anyone else's download is (issue 9).
  if (!row.own) {
    await audit(ctx.db, {
      action: 'cv.downloaded',
      target: { type: 'cv', id, label: row.filename },
      at: ctx.clock.now(),
    });
  }
  return { data, filename: row.filename, contentType: row.content_type };
}

/**
 * The CV sent with an application, for its company's team and API keys with `applications:read` (decision 1193): the
 * application must be one the caller may read; the file is then read as `GET /api/cvs/{id}` reads it (and audited).
 */
export async function readApplicationCv(ctx: AppContext, user: AuthUser, applicationId: string) {
  const [row] = await queryRows<{ cv_id: string | null }>(
    ctx.db,
    sql`select a.cv_id from applications a join jobs j on j.id = a.job_id
        where a.id = ${applicationId} and ${jobScope(user)}`,
  );
  if (!row) throw notFound(i18nText('This application does not exist.'));
  if (!row.cv_id) throw notFound(i18nText('This application has no CV.'));
  return readCv(ctx, user, row.cv_id);
}

// ---- Applying and the candidate's own view ----

type OpenJob = { status: string; deadline: string | Date | null; title: string; company: string };

/** The posting, if it takes applications now: unknown or draft → 404, closed or past its deadline → 409. */
async function openJob(db: Db, jobId: string, now: Date): Promise<OpenJob> {
  const [job] = await queryRows<OpenJob>(
    db,
    sql`select status, deadline, title, company from jobs where id = ${jobId} and status in ('published', 'closed')`,
  );
  if (!job) throw notFound(i18nText('This job posting does not exist.'));
  if (job.status !== 'published' || (job.deadline && new Date(job.deadline).getTime() <= now.getTime())) {
    throw new HttpError(409, i18nText('This posting no longer takes applications.'), 'POSTING_CLOSED');
  }
  return job;
}

const alreadyApplied = () => conflict(i18nText('You have already applied to this posting.'));

/**
 * Applies with the CV named (`cv_id`), the profile's default, or an uploaded file. Every refusal that
 * does not depend on the file (role, posting, an earlier application) comes before the file is stored;
 * the file's row is written in the application's transaction and the file removed if that fails.
 */
export async function apply(
  ctx: AppContext,
  user: AuthUser,
  jobId: string,
  input: { cover_letter: string; cv_id?: string; source?: string },
  upload?: Upload,
) {
  if (user.role !== 'member') throw forbidden(i18nText('Only member accounts can apply for jobs.'));
  const now = ctx.clock.now();
  const source = applicationSource((await getSettings(ctx)).lists.candidate_sources, input.source);
  let stored: { key: string; type: keyof typeof CV_TYPES } | undefined;
  if (upload) {
    const type = checkedType(upload);
    await openJob(ctx.db, jobId, now);
    const [earlier] = await queryRows<{ id: string }>(
      ctx.db,
      sql`select a.id from applications a join candidates c on c.id = a.candidate_id
          where a.job_id = ${jobId} and c.user_id = ${user.id} limit 1`,
    );
    if (earlier) throw alreadyApplied();
    stored = { key: await storageFor(ctx.config).put(upload.data, type), type };
  }
  let mailTo: { email: string; name: string; job: { title: string; company: string } } | undefined;
  const id = await ctx.db
    .transaction(async (tx) => {
      const job = await openJob(tx, jobId, now);
      const candidate = await ensureMemberCandidate(tx, user, now);
      const cv =
        upload && stored
          ? await recordCv(tx, candidate, upload, stored, now)
          : await cvById(tx, input.cv_id ?? candidate.defaultCvId);
      if (!cv || cv.candidateId !== candidate.id) {
        throw unprocessable(
          input.cv_id
            ? i18nText('Choose one of your own CVs.')
            : i18nText('Attach a CV (PDF or DOCX) to your application.'),
          { cv: [input.cv_id ? i18nText('Unknown CV') : i18nText('A CV is required')] },
        );
      }
      const [row] = await tx
        .insert(applications)
        .values({
          jobId,
          candidateId: candidate.id,
          coverLetter: input.cover_letter,
          cvId: cv.id,
          stage: 'applied',
          sourceChannel: source.channel,
          source: source.source,
          sourceDetail: source.detail,
          createdAt: now,
          updatedAt: now,
        })
        .returning({ id: applications.id });
      await tx
        .insert(applicationEvents)
        .values({ applicationId: row!.id, fromStage: null, toStage: 'applied', byUserId: user.id, at: now });
      await recordWebhookEvent(tx, { type: 'application.created', applicationId: row!.id }, now);
      await refreshApplicationRollups(tx, [row!.id]);
      mailTo = { email: user.email, name: user.name, job: { title: job.title, company: job.company } };
      await enqueueMail(
        tx,
        applicationReceivedMail(user.locale, user.email, user.name, mailTo.job, ctx.config.appUrl),
        now,
      );
      await notifyNewApplication(tx, ctx.config, {
        applicationId: row!.id,
        jobId,
        candidate: user.name,
        title: job.title,
        now,
      });
      return row!.id;
    })
    .catch(async (error: unknown) => {
      // The transaction rolled back the file's row; the bytes go too.
      if (stored) await discardStored(ctx, stored.key);
      if (isUniqueViolation(error)) throw alreadyApplied();
      throw error;
    });
  ctx.outbox.poke();
  return myApplication(ctx, user, id);
}

type MyRow = {
  id: string;
  stage: MyApplication['stage'];
  cover_letter: string;
  created_at: string | Date;
  updated_at: string | Date;
  job_id: string;
  title: string;
  company: string;
  location: string;
  job_status: string;
  cv_id: string | null;
  cv_filename: string | null;
  cv_content_type: string | null;
  cv_size: number | null;
  cv_created_at: string | Date | null;
  history: Array<{
    from: string | null;
    to: string;
    at: string;
    by_id: string | null;
    by_name: string | null;
  }>;
  interviews: Array<{
    id: string;
    starts_at: string;
    ends_at: string;
    time_zone: string;
    type: string;
    location: string;
    status: string;
  }>;
};

/** One query for the list: history and interviews come as JSON arrays. */
async function myRows(ctx: AppContext, userId: string, applicationId?: string): Promise<MyRow[]> {
  return queryRows<MyRow>(
    ctx.db,
    sql`select a.id, a.stage, a.cover_letter, a.created_at, a.updated_at,
          j.id as job_id, j.title, j.company, j.location, j.status as job_status,
          f.id as cv_id, f.filename as cv_filename, f.content_type as cv_content_type, f.size as cv_size,
          f.created_at as cv_created_at,
          coalesce((select json_agg(json_build_object('from', e.from_stage, 'to', e.to_stage, 'at', e.at,
                      'by_id', e.by_user_id, 'by_name', u.name) order by e.at, e.id)
                    from application_events e left join users u on u.id = e.by_user_id
                    where e.application_id = a.id), '[]'::json) as history,
          coalesce((select json_agg(json_build_object('id', i.id, 'starts_at', i.starts_at, 'ends_at', i.ends_at,
                      'time_zone', i.time_zone, 'type', i.type, 'location', i.location, 'status', i.status)
                      order by i.starts_at)
                    from interviews i where i.application_id = a.id), '[]'::json) as interviews
        from applications a
        join candidates c on c.id = a.candidate_id
        join jobs j on j.id = a.job_id
        left join cv_files f on f.id = a.cv_id
        where c.user_id = ${userId} ${applicationId ? sql`and a.id = ${applicationId}` : sql``}
        order by a.created_at desc, a.id`,
  );
}

function toMyApplication(row: MyRow, userId: string): MyApplication {
  // The candidate sees the steps, not who in the hiring team made them nor the internal reasons.
  const history: StageEvent[] = row.history.map((e) => ({
    from: e.from as StageEvent['from'],
    to: e.to as StageEvent['to'],
    at: iso(e.at),
    by: e.by_id === userId ? { id: userId, name: e.by_name ?? '' } : null,
    reason: null,
  }));
  return {
    id: row.id,
    job: {
      id: row.job_id,
      title: row.title,
      company: row.company,
      location: row.location,
      status: row.job_status,
    },
    stage: row.stage,
    cover_letter: row.cover_letter,
    cv: joinedCv(row),
    created_at: iso(row.created_at),
    updated_at: iso(row.updated_at),
    history,
    interviews: row.interviews.map((i) => ({
      ...i,
      starts_at: iso(i.starts_at),
      ends_at: iso(i.ends_at),
    })),
  };
}

export async function myApplications(ctx: AppContext, user: AuthUser): Promise<MyApplication[]> {
  return (await myRows(ctx, user.id)).map((r) => toMyApplication(r, user.id));
}

export async function myApplication(ctx: AppContext, user: AuthUser, id: string): Promise<MyApplication> {
  const [row] = await myRows(ctx, user.id, id);
  if (!row) throw notFound(i18nText('This application does not exist.'));
  return toMyApplication(row, user.id);
}

export async function withdraw(ctx: AppContext, user: AuthUser, id: string, reason?: string) {
  const now = ctx.clock.now();
  await ctx.db.transaction(async (tx) => {
    const [row] = await queryRows<{ id: string; stage: string }>(
      tx,
      sql`select a.id, a.stage from applications a join candidates c on c.id = a.candidate_id
          where a.id = ${id} and c.user_id = ${user.id} for update of a`,
    );
    if (!row) throw notFound(i18nText('This application does not exist.'));
    if (row.stage === 'withdrawn' || row.stage === 'hired' || row.stage === 'rejected') {
      throw conflict(i18nFormat('An application that is {stage} cannot be withdrawn.', { stage: row.stage }));
    }
    await tx
      .update(applications)
      .set({ stage: 'withdrawn', updatedAt: now })
      .where(and(eq(applications.id, id)));
    await tx.insert(applicationEvents).values({
      applicationId: id,
      fromStage: row.stage,
      toStage: 'withdrawn',
      byUserId: user.id,
      reason: reason ?? null,
      at: now,
    });
    await refreshApplicationRollups(tx, [id]);
    // The interviews still to come leave every calendar, and the employer's integrations hear of the move.
    await cancelUpcomingInterviews(ctx, tx, id);
    await recordWebhookEvent(
      tx,
      { type: 'application.stage_changed', applicationId: id, from: row.stage },
      now,
    );
  });
  ctx.outbox.poke();
  return myApplication(ctx, user, id);
}
