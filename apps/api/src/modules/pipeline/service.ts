import { eq, sql } from 'drizzle-orm';
import { recordWebhookEvent } from '../webhooks';
import { cancelUpcomingInterviews } from '../interviews';
import type { SQL } from 'drizzle-orm';
import type {
  ApplicationCard,
  ManagedApplication,
  Note,
  OfferDeclineReason,
  OfferOutcome,
  SourceChannel,
  Stage,
  StageEvent,
} from '@app/shared';
import { ACTIVE_STAGES, i18nFormat, i18nText, TERMINAL_STAGES } from '@app/shared';
import type { AuthUser } from '../../auth/sessions';
import type { AppContext } from '../../context';
import { queryPrepared, queryRows } from '../../db/client';
import type { Db } from '../../db/client';
import { applicationEvents, applicationNotes, applications, users } from '../../db/schema';
import { audit, markRequestDone } from '../../lib/audit';
import { applicationSource, refreshApplicationRollups } from '../../lib/analytics-rollups';
import { getSettings } from '../../lib/settings';
import { isApiKeyCaller } from '../../auth/api-keys';
import { isUniqueViolation } from '../auth/service';
import { candidateContactVisible, candidateVisible } from '../candidates';
import { HttpError, conflict, notFound, unprocessable } from '../../lib/errors';
import { iso, isStaff, jobScope, matchesTerms } from '../../lib/tenancy';
import { sendRecruitmentMail } from '../messages';
import { stageChangedMail } from '../../mail/recruitment-templates';
import { joinedCv } from '../applications/service';
import { loadInterviews } from '../interviews/queries';
import { localeOf } from '../../lib/i18n';
import { notifyStageChange } from '../recruiters';

const BOARD_ORDER: Stage[] = [...ACTIVE_STAGES, ...TERMINAL_STAGES];

type CardRow = {
  id: string;
  stage: Stage;
  rating: number | null;
  created_at: string | Date;
  updated_at: string | Date;
  candidate_id: string;
  name: string;
  headline: string;
  job_id: string;
  title: string;
};

const toCard = (r: CardRow): ApplicationCard => ({
  id: r.id,
  stage: r.stage,
  rating: r.rating === null ? null : Number(r.rating),
  created_at: iso(r.created_at),
  updated_at: iso(r.updated_at),
  candidate: { id: r.candidate_id, name: r.name, headline: r.headline },
  job: { id: r.job_id, title: r.title },
});

/** A board row: its column's stage and total, the posting, and (when the column has cards) one card. */
type BoardRow = Pick<
  CardRow,
  'rating' | 'created_at' | 'updated_at' | 'candidate_id' | 'name' | 'headline'
> & {
  column_stage: Stage;
  total: string;
  job_title: string;
  job_status: string;
  id: string | null;
};

/**
 * The board in one query: the stage counts (one index-only range on (job_id, stage)) and each stage's
 * newest cards (a backward index range scan per stage, stopped at the limit), so 5,000 applications on
 * one posting stay cheap. The cards carry only what differs per card (the stage and the posting are
 * the column's and the row's), and the statement is prepared: planning it cost as much as running it.
 */
export async function board(ctx: AppContext, user: AuthUser, jobId: string, perStage: number) {
  const rows = await queryPrepared<BoardRow>(
    ctx.db,
    sql`with counts as (
          select a.stage, count(*) as total from applications a where a.job_id = ${jobId} group by a.stage)
        select s.stage as column_stage, coalesce(counts.total, 0) as total, j.title as job_title,
          j.status as job_status, cards.*
        from jobs j
        cross join unnest(${`{${BOARD_ORDER.join(',')}}`}::text[]) with ordinality as s(stage, ord)
        left join counts on counts.stage = s.stage
        left join lateral (
          select a.id, a.rating, a.created_at, a.updated_at, c.id as candidate_id, c.name, c.headline
          from applications a join candidates c on c.id = a.candidate_id
          where a.job_id = j.id and a.stage = s.stage
          order by a.created_at desc, a.id desc
          limit ${perStage}) cards on true
        where j.id = ${jobId} and ${jobScope(user)}
        order by s.ord, cards.created_at desc, cards.id desc`,
  );
  const first = rows[0];
  if (!first) throw notFound(i18nText('This job posting does not exist.'));
  const job = { id: jobId, title: first.job_title };
  const columns = BOARD_ORDER.map((stage) => ({ stage, total: 0, applications: [] as ApplicationCard[] }));
  for (const row of rows) {
    const column = columns[BOARD_ORDER.indexOf(row.column_stage)]!;
    column.total = Number(row.total);
    if (row.id) {
      column.applications.push({
        id: row.id,
        stage: row.column_stage,
        rating: row.rating === null ? null : Number(row.rating),
        created_at: iso(row.created_at),
        updated_at: iso(row.updated_at),
        candidate: { id: row.candidate_id, name: row.name, headline: row.headline },
        job,
      });
    }
  }
  return { job: { ...job, status: first.job_status }, columns };
}

export async function listApplications(
  ctx: AppContext,
  user: AuthUser,
  query: {
    job_id?: string;
    stage?: string;
    q?: string;
    updated_after?: string | undefined;
    page: number;
    pageSize: number;
  },
) {
  const where: SQL[] = [jobScope(user)];
  if (query.job_id) where.push(sql`a.job_id = ${query.job_id}`);
  if (query.stage) where.push(sql`a.stage = ${query.stage}`);
  const text = matchesTerms(query.q, sql`c.search_text`);
  if (text) where.push(text);
  // Changed, itself or what the card shows of its candidate or posting (decision 1157): a client syncing with
  // `updated_after` also hears of a renamed candidate or posting. Its pages then go latest change first, as the
  // interviews' do (decision 1120): a change during a walk moves an application to the first page, so it may show
  // twice, never be skipped.
  const changed = sql`greatest(a.updated_at, c.updated_at, j.updated_at)`;
  if (query.updated_after) where.push(sql`${changed} >= ${new Date(query.updated_after).toISOString()}`);
  const order = query.updated_after ? sql`${changed} desc, a.id desc` : sql`a.created_at desc, a.id desc`;
  const condition = sql.join(where, sql` and `);
  const from = sql`applications a join jobs j on j.id = a.job_id join candidates c on c.id = a.candidate_id`;
  // The page walks its order and stops; the count runs beside it.
  const [rows, [count]] = await Promise.all([
    queryRows<CardRow>(
      ctx.db,
      sql`select a.id, a.stage, a.rating, a.created_at, a.updated_at, c.id as candidate_id, c.name, c.headline,
            j.id as job_id, j.title
          from ${from} where ${condition}
          order by ${order}
          limit ${query.pageSize} offset ${(query.page - 1) * query.pageSize}`,
    ),
    // The count joins only what its conditions name (the foreign keys guarantee the rest).
    queryRows<{ n: string }>(
      ctx.db,
      sql`select count(*) as n from applications a
          ${isStaff(user) && !query.updated_after ? sql`` : sql`join jobs j on j.id = a.job_id`}
          ${query.q || query.updated_after ? sql`join candidates c on c.id = a.candidate_id` : sql``}
          where ${condition}`,
    ),
  ]);
  return {
    applications: rows.map(toCard),
    total: Number(count?.n ?? 0),
    page: query.page,
    pageSize: query.pageSize,
  };
}

type ManagedRow = {
  id: string;
  stage: Stage;
  source: string;
  source_channel: SourceChannel;
  rejection_reason: string | null;
  offer_outcome: OfferOutcome | null;
  offer_decline_reason: OfferDeclineReason | null;
  offer_outcome_at: string | Date | null;
  rating: number | null;
  cover_letter: string;
  created_at: string | Date;
  updated_at: string | Date;
  job_id: string;
  title: string;
  company: string;
  owner_id: string;
  candidate_id: string;
  user_id: string | null;
  name: string;
  email: string | null;
  phone: string | null;
  headline: string;
  location: string;
  skills: string[];
  years_experience: number | null;
  cv_id: string | null;
  cv_filename: string | null;
  cv_content_type: string | null;
  cv_size: number | null;
  cv_created_at: string | Date | null;
  history: Array<{
    from: Stage | null;
    to: Stage;
    at: string;
    reason: string | null;
    by_id: string | null;
    by_name: string | null;
  }>;
};

export async function getApplication(
  ctx: AppContext,
  user: AuthUser,
  id: string,
  db: Db = ctx.db,
): Promise<ManagedApplication> {
  const [row] = await queryRows<ManagedRow>(
    db,
    sql`select a.id, a.stage, a.source, a.source_channel, a.rejection_reason, a.offer_outcome, a.offer_decline_reason, a.offer_outcome_at, a.rating, a.cover_letter, a.created_at, a.updated_at,
          j.id as job_id, j.title, j.company, j.owner_id,
          c.id as candidate_id, c.user_id, c.name, coalesce(u.email, c.email) as email, c.phone, c.headline,
          c.location, c.skills, c.years_experience,
          f.id as cv_id, f.filename as cv_filename, f.content_type as cv_content_type, f.size as cv_size,
          f.created_at as cv_created_at,
          coalesce((select json_agg(json_build_object('from', e.from_stage, 'to', e.to_stage, 'at', e.at,
                      'reason', e.reason, 'by_id', e.by_user_id, 'by_name', bu.name) order by e.at, e.id)
                    from application_events e left join users bu on bu.id = e.by_user_id
                    where e.application_id = a.id), '[]'::json) as history
        from applications a
        join jobs j on j.id = a.job_id
        join candidates c on c.id = a.candidate_id
        left join users u on u.id = c.user_id
        left join cv_files f on f.id = a.cv_id
        where a.id = ${id} and ${jobScope(user)}`,
  );
  if (!row) throw notFound(i18nText('This application does not exist.'));
  const history: StageEvent[] = row.history.map((e) => ({
    from: e.from,
    to: e.to,
    at: iso(e.at),
    reason: e.reason,
    by: e.by_id ? { id: e.by_id, name: e.by_name ?? '' } : null,
  }));
  return {
    id: row.id,
    job: { id: row.job_id, title: row.title, company: row.company, owner_id: row.owner_id },
    candidate: {
      id: row.candidate_id,
      user_id: row.user_id,
      name: row.name,
      email: row.email,
      phone: row.phone,
      headline: row.headline,
      location: row.location,
      skills: row.skills,
      years_experience: row.years_experience,
    },
    stage: row.stage,
    source: row.source,
    source_channel: row.source_channel,
    rejection_reason: row.rejection_reason,
    offer:
      row.offer_outcome && row.offer_outcome_at
        ? { outcome: row.offer_outcome, reason: row.offer_decline_reason, at: iso(row.offer_outcome_at) }
        : null,
    rating: row.rating === null ? null : Number(row.rating),
    cover_letter: row.cover_letter,
    // The company's route for it, which API keys with `applications:read` may call too (decision 1186).
    cv: joinedCv(row, `/api/applications/${row.id}/cv`),
    created_at: iso(row.created_at),
    updated_at: iso(row.updated_at),
    history,
    interviews: await loadInterviews(db, user, sql`i.application_id = ${row.id}`),
  };
}

/**
 * Moves one application inside the caller's transaction: locks it (tenant-checked), records the
 * move and writes the candidate's mail to the outbox. Returns false when it is already there.
 */
export async function moveInTx(
  ctx: AppContext,
  tx: Db,
  user: AuthUser,
  id: string,
  to: Stage,
  reason: string | undefined,
  options: {
    quietIfSame?: boolean;
    bulk?: boolean;
    candidateMail?: boolean;
    /** The time a rejection sent later goes: the candidate's interview cancellations wait for it (decision 1163). */
    candidateMailsAt?: Date;
  } = {},
): Promise<boolean> {
  const [row] = await queryRows<{
    stage: Stage;
    user_id: string | null;
    email: string | null;
    name: string;
    locale: string | null;
    title: string;
    company: string;
  }>(
    tx,
    sql`select a.stage, c.user_id, coalesce(u.email, c.email) as email, coalesce(u.name, c.name) as name, u.locale, j.title, j.company
        from applications a join jobs j on j.id = a.job_id join candidates c on c.id = a.candidate_id
        left join users u on u.id = c.user_id
        where a.id = ${id} and ${jobScope(user)}
        for update of a`,
  );
  if (!row) throw notFound(i18nText('This application does not exist.'));
  if (row.stage === to) {
    if (options.quietIfSame) return false;
    throw conflict(
      i18nFormat(
        'The application is already in {stage, select, applied {Applied} screening {Screening} interview {Interview} offer {Offer} hired {Hired} rejected {Rejected} withdrawn {Withdrawn} other {{stage}}}.',
        { stage: to },
      ),
    );
  }
  if (row.stage === 'withdrawn') {
    throw new HttpError(
      409,
      i18nText('The candidate withdrew this application; it cannot be moved.'),
      'WITHDRAWN',
    );
  }
  // Rejected is terminal like withdrawn (decision 205): the candidate has had the rejection mail.
  if (row.stage === 'rejected') {
    throw new HttpError(
      409,
      i18nText('This application was rejected; a rejection is final and cannot be moved.'),
      'REJECTED',
    );
  }
  if (to === 'rejected' && !reason) {
    throw unprocessable(i18nText('Give a reason for the rejection.'), {
      reason: [i18nText('A reason is required')],
    });
  }
  const now = ctx.clock.now();
  await tx
    .update(applications)
    .set({ stage: to, rejectionReason: to === 'rejected' ? reason : null, updatedAt: now })
    .where(eq(applications.id, id));
  await tx.insert(applicationEvents).values({
    applicationId: id,
    fromStage: row.stage,
    toStage: to,
    byUserId: user.id,
    reason: reason ?? null,
    at: now,
  });
  await refreshApplicationRollups(tx, [id]);
  // A rejection ends the interviews still to come: they leave the interviewers' and the candidate's calendars. So does
  // a hire (decision 1224): nobody holds an interview with someone already hired.
  if (to === 'rejected' || to === 'hired') {
    await cancelUpcomingInterviews(ctx, tx, id, { candidateMailsAt: options.candidateMailsAt });
  }
  await audit(tx, {
    action: options.bulk ? 'application.moved_bulk' : 'application.moved',
    target: { type: 'application', id, label: `${row.name} — ${row.title}` },
    changes: { stage: { before: row.stage, after: to } },
    at: now,
  });
  await recordWebhookEvent(
    tx,
    { type: 'application.stage_changed', applicationId: id, from: row.stage },
    now,
  );
  // The reject route writes its own edited mail and notification (modules/recruiters, decision 1102).
  if (options.candidateMail === false) return true;
  await notifyStageChange(tx, {
    userId: row.user_id,
    applicationId: id,
    title: row.title,
    company: row.company,
    stage: to,
    at: now,
  });
  if (row.email) {
    // The mail also joins the application's conversation (issue 13): the one call into modules/messages.
    await sendRecruitmentMail(tx, {
      applicationId: id,
      toCandidate: true,
      at: now,
      mail: stageChangedMail(
        localeOf(row.locale),
        row.email,
        row.name,
        { title: row.title, company: row.company },
        to,
        ctx.config.appUrl,
      ),
    });
  }
  return true;
}

const alreadyApplied = () =>
  new HttpError(409, i18nText('This candidate has already applied to this posting.'), 'ALREADY_APPLIED');

/**
 * Adds a candidate the caller may see to a posting of the caller's company (issues 11 and 14, decision 560): the
 * application starts in "applied" with its first history event, sourced by the hiring team (its source the
 * candidate's own when the settings list it, else "Other"), or "API" when an API key calls (decision 549). Nothing
 * is mailed to the candidate: they did not apply themselves.
 */
export async function addCandidate(
  ctx: AppContext,
  user: AuthUser,
  jobId: string,
  input: { candidate_id: string; note?: string },
): Promise<ManagedApplication> {
  const now = ctx.clock.now();
  const sources = (await getSettings(ctx)).lists.candidate_sources;
  const id = await ctx.db
    .transaction(async (tx) => {
      const [job] = await queryRows<{ title: string; status: string }>(
        tx,
        sql`select j.title, j.status from jobs j where j.id = ${jobId} and ${jobScope(user)}`,
      );
      if (!job) throw notFound(i18nText('This job posting does not exist.'));
      if (job.status === 'draft') {
        throw new HttpError(
          409,
          i18nText('Publish the posting before adding candidates to it.'),
          'POSTING_DRAFT',
        );
      }
      const [candidate] = await queryRows<{
        id: string;
        name: string;
        source_detail: string | null;
        contact_visible: boolean;
      }>(
        tx,
        sql`select c.id, c.name, c.source_detail, ${candidateContactVisible(user)} as contact_visible
            from candidates c where c.id = ${input.candidate_id} and ${candidateVisible(user)}`,
      );
      if (!candidate) throw notFound(i18nText('This candidate does not exist.'));
      // An application shows the candidate's contact details to the company: adding an open member it has not
      // unlocked would pass the unlock quota by (issue 10, decision 560).
      if (!candidate.contact_visible) {
        throw new HttpError(
          403,
          i18nText('Unlock this candidate’s contact details before adding them to a posting.'),
          'UNLOCK_REQUIRED',
        );
      }
      const [earlier] = await queryRows<{ id: string }>(
        tx,
        sql`select id from applications where job_id = ${jobId} and candidate_id = ${candidate.id} limit 1`,
      );
      if (earlier) throw alreadyApplied();
      const api = isApiKeyCaller(user);
      const source = api
        ? applicationSource(sources, null, 'api')
        : applicationSource(sources, null, 'sourced', candidate.source_detail);
      const [row] = await tx
        .insert(applications)
        .values({
          jobId,
          candidateId: candidate.id,
          coverLetter: '',
          cvId: null,
          stage: 'applied',
          sourceChannel: source.channel,
          source: source.source,
          sourceDetail: source.detail,
          createdAt: now,
          updatedAt: now,
        })
        .returning({ id: applications.id });
      const applicationId = row!.id;
      await tx
        .insert(applicationEvents)
        .values({ applicationId, fromStage: null, toStage: 'applied', byUserId: user.id, at: now });
      if (input.note) {
        await tx
          .insert(applicationNotes)
          .values({ applicationId, authorId: user.id, body: input.note, createdAt: now });
      }
      await recordWebhookEvent(tx, { type: 'application.created', applicationId }, now);
      await refreshApplicationRollups(tx, [applicationId]);
      await audit(tx, {
        action: 'application.added',
        target: { type: 'application', id: applicationId, label: `${candidate.name} — ${job.title}` },
        changes: { source: { before: null, after: source.source } },
        at: now,
      });
      return applicationId;
    })
    .catch((error: unknown) => {
      if (isUniqueViolation(error)) throw alreadyApplied();
      throw error;
    });
  return getApplication(ctx, user, id);
}

export async function move(ctx: AppContext, user: AuthUser, id: string, to: Stage, reason?: string) {
  await ctx.db.transaction((tx) => moveInTx(ctx, tx, user, id, to, reason));
  ctx.outbox.poke();
  return getApplication(ctx, user, id);
}

/** Each application moves in its own transaction, so one refusal does not undo the others. */
export async function bulk(
  ctx: AppContext,
  user: AuthUser,
  input: { ids: string[]; action: 'move' | 'reject'; stage?: Stage; reason?: string },
) {
  const to: Stage = input.action === 'reject' ? 'rejected' : input.stage!;
  const results: Array<{ id: string; ok: boolean; message?: string; code?: string }> = [];
  for (const id of [...new Set(input.ids)]) {
    try {
      await ctx.db.transaction((tx) => moveInTx(ctx, tx, user, id, to, input.reason, { bulk: true }));
      results.push({ id, ok: true });
    } catch (error) {
      if (!(error instanceof HttpError)) throw error;
      // The code as well as the message: an integration tells a missing application from a final one (decision 1186).
      results.push({ id, ok: false, message: error.message, ...(error.code ? { code: error.code } : {}) });
    }
  }
  ctx.outbox.poke();
  return { updated: results.filter((r) => r.ok).length, results };
}

async function assertVisible(ctx: AppContext, user: AuthUser, id: string) {
  const [row] = await queryRows<{ id: string }>(
    ctx.db,
    sql`select a.id from applications a join jobs j on j.id = a.job_id where a.id = ${id} and ${jobScope(user)}`,
  );
  if (!row) throw notFound(i18nText('This application does not exist.'));
}

export async function rate(ctx: AppContext, user: AuthUser, id: string, rating: number | null) {
  await assertVisible(ctx, user, id);
  await ctx.db.update(applications).set({ rating }).where(eq(applications.id, id));
  return getApplication(ctx, user, id);
}

export async function listNotes(ctx: AppContext, user: AuthUser, id: string): Promise<Note[]> {
  await assertVisible(ctx, user, id);
  const rows = await queryRows<{
    id: string;
    body: string;
    created_at: string | Date;
    author_id: string | null;
    author_name: string | null;
  }>(
    ctx.db,
    sql`select n.id, n.body, n.created_at, n.author_id, u.name as author_name
        from application_notes n left join users u on u.id = n.author_id
        where n.application_id = ${id} order by n.created_at, n.id`,
  );
  return rows.map((r) => ({
    id: r.id,
    body: r.body,
    created_at: iso(r.created_at),
    author: r.author_id ? { id: r.author_id, name: r.author_name ?? '' } : null,
  }));
}

export async function addNote(ctx: AppContext, user: AuthUser, id: string, body: string): Promise<Note> {
  await assertVisible(ctx, user, id);
  const now = ctx.clock.now();
  const row = await ctx.db.transaction(async (tx) => {
    const [made] = await tx
      .insert(applicationNotes)
      .values({ applicationId: id, authorId: user.id, body, createdAt: now })
      .returning();
    // Not audited: an API key's Idempotency-Key is marked done with the note (decision 1166).
    await markRequestDone(tx, now);
    return made;
  });
  // The author as the notes list names them: an API key's note is its maker's (decision 540), and the reply says so
  // too rather than the key's request-only name.
  const [author] = await ctx.db.select({ name: users.name }).from(users).where(eq(users.id, user.id));
  return {
    id: row!.id,
    body: row!.body,
    created_at: iso(row!.createdAt),
    author: { id: user.id, name: author?.name ?? user.name },
  };
}
