import { and, eq, inArray, sql } from 'drizzle-orm';
import { recordWebhookEvent } from '../webhooks';
import type { SQL } from 'drizzle-orm';
import type { Interview, InterviewRequest } from '@app/shared';
import {
  DATE_MESSAGES,
  existsInZone,
  feedbackRequest,
  i18nFormat,
  i18nText,
  INTERVIEWER_CHOICES_MAX,
  interviewRequest,
  zonedToInstant,
} from '@app/shared';
import type { z } from 'zod';
import type { AuthUser } from '../../auth/sessions';
import type { AppContext } from '../../context';
import { queryRows } from '../../db/client';
import type { Db } from '../../db/client';
import { interviewFeedback, interviewInterviewers, interviews } from '../../db/schema';
import { HttpError, conflict, forbidden, notFound, unprocessable } from '../../lib/errors';
import { audit } from '../../lib/audit';
import { buildIcs, zonedTimeText } from '../../lib/ics';
import { interviewScope, isStaff, jobScope, matchesTerms } from '../../lib/tenancy';
import { sendRecruitmentMail } from '../messages';
import { notifyInterview } from '../recruiters';
import { interviewMail } from '../../mail/recruitment-templates';
import { enqueueMailAt } from '../../mail/outbox';
import { moveInTx } from '../pipeline/service';
import { loadInterviews } from './queries';
import { localeOf, translatorFor } from '../../lib/i18n';
import type { Locale, Message } from '@app/shared';

/** `locale`: the language of the person's mails (users.locale); a candidate without an account gets English. */
type Person = { id: string; name: string; email: string; locale?: string | null };
type Input = z.output<typeof interviewRequest>;
/** What an invitation or a cancellation says besides its time. */
type InvitationInput = Pick<Input, 'type' | 'location' | 'notes' | 'time_zone' | 'duration_minutes'>;

export async function getInterview(
  ctx: AppContext,
  user: AuthUser,
  id: string,
  db: Db = ctx.db,
): Promise<Interview> {
  const [interview] = await loadInterviews(db, user, sql`i.id = ${id}`);
  if (!interview) throw notFound(i18nText('This interview does not exist.'));
  return interview;
}

export async function listInterviews(
  ctx: AppContext,
  user: AuthUser,
  query: { from?: string; to?: string; application_id?: string; status?: string },
) {
  const where: SQL[] = [sql`true`];
  if (query.from) where.push(sql`i.ends_at > ${new Date(query.from).toISOString()}`);
  if (query.to) where.push(sql`i.starts_at < ${new Date(query.to).toISOString()}`);
  if (query.application_id) where.push(sql`i.application_id = ${query.application_id}`);
  if (query.status) where.push(sql`i.status = ${query.status}`);
  return loadInterviews(ctx.db, user, sql.join(where, sql` and `));
}

/**
 * Who may sit on an interview of a posting (issue 10, decision 604): the members of the posting's company, whatever
 * their role there; staff and admin may also name staff and admin users. `app` is the tenant-checked application.
 */
function eligibleInterviewer(user: AuthUser) {
  const member = sql`exists (select 1 from company_members m where m.user_id = u.id and m.company_id = app.company_id)`;
  return isStaff(user) ? sql`(u.role in ('admin', 'staff') or ${member})` : member;
}

async function resolveInterviewers(
  db: Db,
  user: AuthUser,
  ids: string[],
  applicationId: string,
): Promise<Person[]> {
  const unique = [...new Set(ids)];
  const rows = await queryRows<Person>(
    db,
    sql`select u.id, u.name, u.email, u.locale
        from (select j.company_id from applications a join jobs j on j.id = a.job_id
              where a.id = ${applicationId} and ${jobScope(user)}) app
        join users u on u.id in (${sql.join(
          unique.map((id) => sql`${id}`),
          sql`, `,
        )})
        where u.disabled_at is null and ${eligibleInterviewer(user)}`,
  );
  if (rows.length !== unique.length) {
    throw unprocessable(
      isStaff(user)
        ? i18nText('Interviewers must be staff or admin users, or members of the posting’s company.')
        : i18nText('Interviewers must be members of your company.'),
      { interviewer_ids: [i18nText('Unknown or not allowed interviewer')] },
    );
  }
  return rows;
}

/**
 * Who `resolveInterviewers` would accept on this application, for the schedule dialog: the members of the posting's
 * company, and for staff and admin also staff and admin users. One query: an application outside the caller's
 * company gives no row (404).
 */
export async function interviewerChoices(
  ctx: AppContext,
  user: AuthUser,
  applicationId: string,
  q?: string,
): Promise<Person[]> {
  const text = matchesTerms(q, sql`search_fold(u.name)`, sql`u.email`);
  const rows = await queryRows<{ id: string | null; name: string | null; email: string | null }>(
    ctx.db,
    sql`select p.id, p.name, p.email
        from (select j.company_id from applications a join jobs j on j.id = a.job_id
              where a.id = ${applicationId} and ${jobScope(user)}) app
        left join lateral (
          select u.id, u.name, u.email from users u
          where u.disabled_at is null and ${eligibleInterviewer(user)}
            ${text ? sql`and ${text}` : sql``}
          order by lower(u.name), u.id
          limit ${INTERVIEWER_CHOICES_MAX}) p on true`,
  );
  if (rows.length === 0) throw notFound(i18nText('This application does not exist.'));
  return rows.flatMap((r) => (r.id ? [{ id: r.id, name: r.name!, email: r.email! }] : []));
}

/**
 * One person cannot be in two interviews at once. Each person's advisory lock (in a fixed order)
 * serialises concurrent bookings across instances; the overlap check then sees committed rows.
 */
async function checkClashes(
  tx: Db,
  people: { interviewers: Person[]; candidate: { id: string; name: string } },
  start: Date,
  end: Date,
  exceptId: string | null,
) {
  const keys = [...people.interviewers.map((p) => `user:${p.id}`), `candidate:${people.candidate.id}`].sort();
  for (const key of keys)
    await queryRows(tx, sql`select pg_advisory_xact_lock(hashtext(${`interview:${key}`}))`);
  // An interview of a rejected or withdrawn application will not take place: it holds nobody's time (decision 1142).
  const overlap = sql`i.status = 'scheduled' and i.starts_at < ${end.toISOString()} and i.ends_at > ${start.toISOString()}
    ${exceptId ? sql`and i.id <> ${exceptId}` : sql``}
    and not exists (select 1 from applications closed where closed.id = i.application_id
                    and closed.stage in ('rejected', 'withdrawn'))`;
  const ids = people.interviewers.map((p) => p.id);
  const [busy] = await queryRows<{ user_id: string; starts_at: string | Date; time_zone: string }>(
    tx,
    sql`select ii.user_id, i.starts_at, i.time_zone from interviews i
        join interview_interviewers ii on ii.interview_id = i.id
        where ${overlap} and ii.user_id in (${sql.join(
          ids.map((id) => sql`${id}`),
          sql`, `,
        )})
        order by i.starts_at limit 1`,
  );
  if (busy) {
    const who = people.interviewers.find((p) => p.id === busy.user_id)!;
    throw new HttpError(
      409,
      i18nFormat('Clash: interviewer {name} already has an interview at {when}.', {
        name: who.name,
        when: zonedTimeText(new Date(busy.starts_at), busy.time_zone),
      }),
      'INTERVIEW_CLASH',
    );
  }
  const [candidateBusy] = await queryRows<{ starts_at: string | Date; time_zone: string }>(
    tx,
    sql`select i.starts_at, i.time_zone from interviews i join applications a on a.id = i.application_id
        where ${overlap} and a.candidate_id = ${people.candidate.id} order by i.starts_at limit 1`,
  );
  if (candidateBusy) {
    throw new HttpError(
      409,
      i18nFormat('Clash: the candidate {name} already has an interview at {when}.', {
        name: people.candidate.name,
        when: zonedTimeText(new Date(candidateBusy.starts_at), candidateBusy.time_zone),
      }),
      'INTERVIEW_CLASH',
    );
  }
}

type AppRef = {
  id: string;
  stage: string;
  title: string;
  company: string;
  candidate_id: string;
  candidate_name: string;
  candidate_email: string | null;
  candidate_locale: string | null;
  /** The candidate's account, when they applied with one (their in-app notifications). */
  candidate_user_id: string | null;
};

/**
 * `lock`: hold the application's row until the transaction ends, so that a rejection or a withdrawal at the same moment
 * either comes first (and is seen) or waits and then cancels what was booked (decision 1059).
 */
async function applicationRef(
  tx: Db,
  user: AuthUser | null,
  applicationId: string,
  lock = false,
): Promise<AppRef> {
  // Without a user: the caller already checked the application (a move or a withdrawal in its transaction).
  const [row] = await queryRows<AppRef>(
    tx,
    sql`select a.id, a.stage, j.title, j.company, c.id as candidate_id,
          coalesce(u.name, c.name) as candidate_name, coalesce(u.email, c.email) as candidate_email,
          u.locale as candidate_locale, u.id as candidate_user_id
        from applications a join jobs j on j.id = a.job_id join candidates c on c.id = a.candidate_id
        left join users u on u.id = c.user_id
        where a.id = ${applicationId} and ${user ? jobScope(user) : sql`true`}
        ${lock ? sql`for update of a` : sql``}`,
  );
  if (!row) throw notFound(i18nText('This application does not exist.'));
  return row;
}

/**
 * The instants of an interview. The shared schema refused days and hours that do not exist; here a
 * wall-clock time the zone skips (a DST gap) is refused too, not moved an hour (decision 285).
 */
function times(input: Input) {
  const start = zonedToInstant(input.starts_at, input.time_zone);
  if (Number.isNaN(start.getTime())) {
    throw unprocessable(i18nText('Enter a real date and time (that day or hour does not exist).'), {
      starts_at: [DATE_MESSAGES.realDateTime],
    });
  }
  if (!existsInZone(input.starts_at, input.time_zone)) {
    const values = { time: input.starts_at.replace('T', ' '), zone: input.time_zone };
    throw unprocessable(
      i18nFormat(
        '{time} does not exist in {zone} (the clocks move forward then); choose another time.',
        values,
      ),
      {
        starts_at: [
          i18nFormat(
            '{time} does not exist in {zone} (the clocks move forward then); choose another time',
            values,
          ),
        ],
      },
    );
  }
  return { start, end: new Date(start.getTime() + input.duration_minutes * 60_000) };
}

/** How far ahead an interview may start: a year typed as 2062 or 9999 is a slip, and mails a meeting nobody holds. */
const MAX_AHEAD_MS = 5 * 366 * 24 * 3_600_000;

/**
 * A start in the past, or more than five years ahead, is refused, unless a reschedule keeps the interview's start as
 * it was.
 */
function checkStartAhead(start: Date, now: Date, unchanged?: Date) {
  if (unchanged && unchanged.getTime() === start.getTime()) return;
  if (start.getTime() <= now.getTime()) {
    throw unprocessable(i18nText('The interview must start in the future; choose a later time.'), {
      starts_at: [DATE_MESSAGES.interviewPast],
    });
  }
  if (start.getTime() - now.getTime() > MAX_AHEAD_MS) {
    throw unprocessable(
      i18nText('An interview can start at most five years from now; choose an earlier date.'),
      {
        starts_at: [DATE_MESSAGES.interviewTooFar],
      },
    );
  }
}

/**
 * Writes the invitation (or update, or cancellation) with its .ics to the candidate and every interviewer.
 * `removed`: the cancellation (METHOD:CANCEL, STATUS:CANCELLED, the same UID and the new SEQUENCE) of the interviewers
 * taken off an interview that still takes place, to them alone: not the candidate, not those kept (decision 1080).
 */
async function mailInvitations(
  ctx: AppContext,
  tx: Db,
  kind: 'invite' | 'update' | 'cancel' | 'removed',
  interview: { id: string; sequence: number; start: Date; end: Date; input: InvitationInput },
  app: AppRef,
  interviewers: Person[],
  recipients: Person[] = interviewers,
  /** The candidate's copy (mail, .ics, notification, conversation) leaves then, not now (decision 1163). */
  candidateHeldUntil?: Date,
) {
  const host = new URL(ctx.config.appUrl).hostname || 'dottrip';
  const job = { title: app.title, company: app.company };
  const candidate: Person | null =
    app.candidate_email && kind !== 'removed'
      ? {
          id: app.candidate_id,
          name: app.candidate_name,
          email: app.candidate_email,
          locale: app.candidate_locale,
        }
      : null;
  // A removal's cancellation names only those removed (RFC 5546 §3.2.5), so it says nothing of who else attends.
  const attendees = [...(candidate ? [candidate] : []), ...interviewers];
  const method = kind === 'cancel' || kind === 'removed' ? 'CANCEL' : 'REQUEST';
  const from = /<([^>]+)>/.exec(ctx.config.mailFrom)?.[1] ?? ctx.config.mailFrom;
  const { type, location, notes } = interview.input;
  // The invitation is written in each recipient's language: its summary and description too.
  const attachmentIn = (locale: Locale) => {
    const tr = translatorFor(locale);
    const ics = buildIcs({
      uid: `interview-${interview.id}@${host}`,
      sequence: interview.sequence,
      method,
      start: interview.start,
      end: interview.end,
      stamp: ctx.clock.now(),
      summary: tr('Interview: {candidate} — {title} at {company}', {
        candidate: app.candidate_name,
        title: app.title,
        company: app.company,
      }),
      description: [
        tr('{type} interview for {title} at {company}.', { type, title: app.title, company: app.company }),
        notes,
      ]
        .filter(Boolean)
        .join('\n'),
      location,
      organizer: { name: app.company, email: from },
      attendees,
      timeZone: interview.input.time_zone,
    });
    return {
      filename: method === 'CANCEL' ? 'cancel.ics' : 'invite.ics',
      content: ics,
      // The text is UTF-8 (RFC 5545 §3.1.4); MIME's default for text/* is US-ASCII (RFC 2046 §4.1.2), so say it: a mail
      // program that believes the default shows Vietnamese names and places garbled in the calendar entry.
      contentType: `text/calendar; charset=utf-8; method=${method}`,
    };
  };
  const details = {
    job,
    start: interview.start,
    timeZone: interview.input.time_zone,
    durationMinutes: interview.input.duration_minutes,
    type,
    location,
    notes,
  };
  const now = ctx.clock.now();
  const held = candidateHeldUntil && candidateHeldUntil > now ? candidateHeldUntil : undefined;
  for (const person of [...(candidate ? [candidate] : []), ...recipients]) {
    const locale = localeOf(person.locale);
    const mail = interviewMail(
      locale,
      person.email,
      person.name,
      kind,
      details,
      attachmentIn(locale),
      ctx.config.appUrl,
      person === candidate,
    );
    if (person === candidate && held) {
      // Held with the rejection sent later: it joins the conversation when it is sent (decision 1163).
      await enqueueMailAt(tx, mail, now, held, { conversationApplicationId: app.id });
      continue;
    }
    // The candidate's copy also joins the application's conversation (issue 13): the one call into modules/messages.
    await sendRecruitmentMail(tx, {
      applicationId: app.id,
      toCandidate: person === candidate,
      at: now,
      mail,
    });
  }
  if (candidate) {
    await notifyInterview(tx, {
      userId: app.candidate_user_id,
      change: kind === 'invite' ? 'scheduled' : kind === 'update' ? 'rescheduled' : 'cancelled',
      title: app.title,
      company: app.company,
      startsAt: interview.start,
      timeZone: interview.input.time_zone,
      at: held ?? now,
      ...(held ? { applicationId: app.id } : {}),
    });
  }
}

export async function schedule(
  ctx: AppContext,
  user: AuthUser,
  applicationId: string,
  body: InterviewRequest,
) {
  const input = interviewRequest.parse(body);
  const { start, end } = times(input);
  checkStartAhead(start, ctx.clock.now());
  const id = await ctx.db.transaction(async (tx) => {
    const app = await applicationRef(tx, user, applicationId, true);
    if (['rejected', 'withdrawn', 'hired'].includes(app.stage)) {
      throw conflict(
        i18nFormat('An application that is {stage} cannot get an interview.', { stage: app.stage }),
      );
    }
    const people = await resolveInterviewers(tx, user, input.interviewer_ids, app.id);
    await checkClashes(
      tx,
      { interviewers: people, candidate: { id: app.candidate_id, name: app.candidate_name } },
      start,
      end,
      null,
    );
    const now = ctx.clock.now();
    const [row] = await tx
      .insert(interviews)
      .values({
        applicationId,
        startsAt: start,
        endsAt: end,
        timeZone: input.time_zone,
        durationMinutes: input.duration_minutes,
        type: input.type,
        location: input.location,
        notes: input.notes,
        status: 'scheduled',
        sequence: 0,
        // The stage it is scheduled in (before the move below) picks the posting's kit (decision 1113).
        stage: app.stage,
        createdBy: user.id,
        createdAt: now,
        updatedAt: now,
      })
      .returning({ id: interviews.id });
    await tx
      .insert(interviewInterviewers)
      .values(people.map((p) => ({ interviewId: row!.id, userId: p.id })));
    // The first interview moves an early application to the Interview stage.
    if (app.stage === 'applied' || app.stage === 'screening') {
      await moveInTx(ctx, tx, user, applicationId, 'interview', undefined, { quietIfSame: true });
    }
    await mailInvitations(ctx, tx, 'invite', { id: row!.id, sequence: 0, start, end, input }, app, people);
    await recordWebhookEvent(tx, { type: 'interview.scheduled', interviewId: row!.id }, now);
    return row!.id;
  });
  ctx.outbox.poke();
  return getInterview(ctx, user, id);
}

async function lockedInterview(tx: Db, user: AuthUser, id: string) {
  const [row] = await queryRows<{
    id: string;
    application_id: string;
    status: string;
    sequence: number;
    starts_at: string | Date;
  }>(
    tx,
    sql`select i.id, i.application_id, i.status, i.sequence, i.starts_at from interviews i
        join applications a on a.id = i.application_id join jobs j on j.id = a.job_id
        where i.id = ${id} and ${interviewScope(user)} for update of i`,
  );
  if (!row) throw notFound(i18nText('This interview does not exist.'));
  return row;
}

async function interviewersOf(tx: Db, id: string): Promise<Person[]> {
  return queryRows<Person>(
    tx,
    sql`select u.id, u.name, u.email, u.locale from interview_interviewers ii join users u on u.id = ii.user_id
        where ii.interview_id = ${id} order by u.name`,
  );
}

function sameDetails(existing: Interview, input: Input, start: Date, people: Person[]): boolean {
  const ids = (list: { id: string }[]) =>
    list
      .map((p) => p.id)
      .sort()
      .join();
  return (
    new Date(existing.starts_at).getTime() === start.getTime() &&
    existing.time_zone === input.time_zone &&
    existing.duration_minutes === input.duration_minutes &&
    existing.type === input.type &&
    (existing.location ?? '') === input.location &&
    (existing.notes ?? '') === input.notes &&
    ids(existing.interviewers) === ids(people)
  );
}

/** New time, place or people: the same UID with SEQUENCE + 1; removed interviewers get a cancellation. */
export async function reschedule(ctx: AppContext, user: AuthUser, id: string, body: InterviewRequest) {
  const input = interviewRequest.parse(body);
  const { start, end } = times(input);
  await ctx.db.transaction(async (tx) => {
    const current = await lockedInterview(tx, user, id);
    if (current.status === 'cancelled') throw conflict(i18nText('A cancelled interview cannot be changed.'));
    checkStartAhead(start, ctx.clock.now(), new Date(current.starts_at));
    const app = await applicationRef(tx, user, current.application_id);
    const people = await resolveInterviewers(tx, user, input.interviewer_ids, app.id);
    // The same details sent again (a second click, a form saved untouched) change nothing: no new SEQUENCE, no
    // mail or webhook telling anyone of a change that did not happen (decision 1133).
    if (sameDetails(await getInterview(ctx, user, id, tx), input, start, people)) return;
    await checkClashes(
      tx,
      { interviewers: people, candidate: { id: app.candidate_id, name: app.candidate_name } },
      start,
      end,
      id,
    );
    const before = await interviewersOf(tx, id);
    const sequence = Number(current.sequence) + 1;
    await tx
      .update(interviews)
      .set({
        startsAt: start,
        endsAt: end,
        timeZone: input.time_zone,
        durationMinutes: input.duration_minutes,
        type: input.type,
        location: input.location,
        notes: input.notes,
        sequence,
        updatedAt: ctx.clock.now(),
      })
      .where(eq(interviews.id, id));
    const removed = before.filter((b) => !people.some((p) => p.id === b.id));
    if (removed.length > 0) {
      await tx.delete(interviewInterviewers).where(
        and(
          eq(interviewInterviewers.interviewId, id),
          inArray(
            interviewInterviewers.userId,
            removed.map((r) => r.id),
          ),
        ),
      );
    }
    await tx
      .insert(interviewInterviewers)
      .values(people.map((p) => ({ interviewId: id, userId: p.id })))
      .onConflictDoNothing();
    await mailInvitations(ctx, tx, 'update', { id, sequence, start, end, input }, app, people);
    if (removed.length > 0) {
      await mailInvitations(ctx, tx, 'removed', { id, sequence, start, end, input }, app, removed);
    }
    // Who sits on an interview reads the candidate's CV and profile (decision 600): a change of them is audited.
    const added = people.filter((p) => !before.some((b) => b.id === p.id));
    if (removed.length > 0 || added.length > 0) {
      await audit(tx, {
        action: 'interview.interviewers_changed',
        target: { type: 'interview', id, label: `${app.candidate_name} — ${app.title}` },
        changes: {
          interviewers: {
            before: before.map((p) => p.email).sort(),
            after: people.map((p) => p.email).sort(),
          },
        },
        at: ctx.clock.now(),
      });
    }
    await recordWebhookEvent(tx, { type: 'interview.rescheduled', interviewId: id }, ctx.clock.now());
  });
  ctx.outbox.poke();
  return getInterview(ctx, user, id);
}

export async function cancel(ctx: AppContext, user: AuthUser, id: string) {
  await ctx.db.transaction(async (tx) => {
    const current = await lockedInterview(tx, user, id);
    if (current.status === 'cancelled') throw conflict(i18nText('The interview is already cancelled.'));
    const existing = await getInterview(ctx, user, id, tx);
    // One that has taken place stays in the record with its feedback; a cancellation now would only reach the
    // candidate's and the interviewers' calendars and inboxes about a meeting already held (decision 1202).
    if (new Date(existing.ends_at).getTime() <= ctx.clock.now().getTime()) {
      throw new HttpError(
        409,
        i18nText('This interview has already taken place; it cannot be cancelled.'),
        'INTERVIEW_OVER',
      );
    }
    const app = await applicationRef(tx, user, current.application_id);
    const sequence = Number(current.sequence) + 1;
    await tx
      .update(interviews)
      .set({ status: 'cancelled', sequence, updatedAt: ctx.clock.now() })
      .where(eq(interviews.id, id));
    const people = existing.interviewers;
    const input: Input = {
      starts_at: existing.starts_at,
      time_zone: existing.time_zone,
      duration_minutes: existing.duration_minutes,
      type: existing.type,
      location: existing.location,
      interviewer_ids: people.map((p) => p.id),
      notes: existing.notes,
    };
    await mailInvitations(
      ctx,
      tx,
      'cancel',
      { id, sequence, start: new Date(existing.starts_at), end: new Date(existing.ends_at), input },
      app,
      people,
    );
    await recordWebhookEvent(tx, { type: 'interview.cancelled', interviewId: id }, ctx.clock.now());
  });
  ctx.outbox.poke();
  return getInterview(ctx, user, id);
}

/** How long before an interview its candidate hears at the latest that it is cancelled (decision 1163). */
export const CANCELLATION_NOTICE_MS = 24 * 3_600_000;

/**
 * The interviews still to come of an application that was just rejected or withdrawn, cancelled in the caller's
 * transaction (decision 1143): each gets SEQUENCE + 1 and a METHOD:CANCEL to its interviewers and the candidate, so
 * that the event leaves every calendar it was sent to, and an `interview.cancelled` webhook. Interviews already held
 * stay as they were (their feedback still counts). The caller pokes the outbox after its commit. Returns how many.
 *
 * `candidateMailsAt`: the time a rejection sent later goes (decision 1163). The interviewers hear at once; the
 * candidate's cancellation (mail, .ics, notification, conversation) waits for it, but reaches the candidate at the
 * latest a day before the interview (at once if it starts sooner), so that nobody comes to an interview that is off.
 */
export async function cancelUpcomingInterviews(
  ctx: AppContext,
  tx: Db,
  applicationId: string,
  options: { candidateMailsAt?: Date } = {},
): Promise<number> {
  const now = ctx.clock.now();
  const rows = await queryRows<{
    id: string;
    sequence: number;
    starts_at: string | Date;
    ends_at: string | Date;
    time_zone: string;
    duration_minutes: number;
    type: string;
    location: string;
    notes: string;
  }>(
    tx,
    sql`select i.id, i.sequence, i.starts_at, i.ends_at, i.time_zone, i.duration_minutes, i.type, i.location, i.notes
        from interviews i
        where i.application_id = ${applicationId} and i.status = 'scheduled' and i.ends_at > ${now.toISOString()}::timestamptz
        order by i.starts_at
        for update`,
  );
  if (rows.length === 0) return 0;
  const app = await applicationRef(tx, null, applicationId);
  for (const row of rows) {
    const sequence = Number(row.sequence) + 1;
    await tx
      .update(interviews)
      .set({ status: 'cancelled', sequence, updatedAt: now })
      .where(eq(interviews.id, row.id));
    const people = await interviewersOf(tx, row.id);
    const start = new Date(row.starts_at);
    const input: InvitationInput = {
      time_zone: row.time_zone,
      duration_minutes: Number(row.duration_minutes),
      type: row.type as Input['type'],
      location: row.location,
      notes: row.notes,
    };
    const latest = Math.max(now.getTime(), start.getTime() - CANCELLATION_NOTICE_MS);
    const candidateHeldUntil = options.candidateMailsAt
      ? new Date(Math.min(options.candidateMailsAt.getTime(), latest))
      : undefined;
    await mailInvitations(
      ctx,
      tx,
      'cancel',
      { id: row.id, sequence, start, end: new Date(row.ends_at), input },
      app,
      people,
      people,
      candidateHeldUntil,
    );
    await recordWebhookEvent(tx, { type: 'interview.cancelled', interviewId: row.id }, now);
  }
  return rows.length;
}

/**
 * The answers and ratings of a feedback, checked against the interview's kit (decision 1114): every id must be one of
 * the kit's, once; empty answers are dropped; each item keeps the kit's text as it is now, so a later edit of the
 * kit does not change what the interviewer answered.
 */
function kitFeedback(interview: Interview, input: z.output<typeof feedbackRequest>) {
  const questions = new Map((interview.kit?.questions ?? []).map((q) => [q.id, q.text]));
  const attributes = new Map((interview.kit?.attributes ?? []).map((a) => [a.id, a.name]));
  const errors: Record<string, Message[]> = {};
  const seen = new Set<string>();
  for (const a of input.answers) {
    if (!questions.has(a.question_id) || seen.has(a.question_id)) {
      errors.answers = [i18nText('Answer the questions of this interview’s kit, each once')];
    }
    seen.add(a.question_id);
  }
  for (const r of input.ratings) {
    if (!attributes.has(r.attribute_id) || seen.has(r.attribute_id)) {
      errors.ratings = [i18nText('Rate the attributes of this interview’s kit, each once')];
    }
    seen.add(r.attribute_id);
  }
  if (Object.keys(errors).length > 0) {
    throw unprocessable(
      i18nText('The feedback does not match the interview kit; reload and try again.'),
      errors,
    );
  }
  // In the kit's order.
  const answerOf = new Map(input.answers.map((a) => [a.question_id, a.answer]));
  const ratingOf = new Map(input.ratings.map((r) => [r.attribute_id, r.rating]));
  return {
    answers: [...questions].flatMap(([id, question]) => {
      const answer = answerOf.get(id);
      return answer ? [{ question_id: id, question, answer }] : [];
    }),
    ratings: [...attributes].flatMap(([id, attribute]) => {
      const rating = ratingOf.get(id);
      return rating ? [{ attribute_id: id, attribute, rating }] : [];
    }),
  };
}

/**
 * A revision of feedback keeps what the kit no longer asks (an item removed since, which the form cannot show) and,
 * for an answer or rating left as it was, the text of the question it was given under: editing a kit never changes
 * or drops feedback already given (decision 1114).
 */
function keepEarlier<T>(
  fresh: T[],
  stored: T[] | undefined,
  idOf: (entry: T) => string,
  valueOf: (entry: T) => string,
  inKit: Set<string>,
): T[] {
  const before = new Map((stored ?? []).map((entry) => [idOf(entry), entry]));
  const kept = fresh.map((entry) => {
    const old = before.get(idOf(entry));
    return old && valueOf(old) === valueOf(entry) ? old : entry;
  });
  return [...kept, ...(stored ?? []).filter((entry) => !inKit.has(idOf(entry)))];
}

/**
 * Each interviewer leaves (and may revise) one feedback per interview: the overall score and recommendation, and
 * the answers and ratings its kit asks for.
 */
export async function giveFeedback(
  ctx: AppContext,
  user: AuthUser,
  id: string,
  body: z.input<typeof feedbackRequest>,
) {
  const input = feedbackRequest.parse(body);
  const interview = await getInterview(ctx, user, id);
  if (!interview.interviewers.some((p) => p.id === user.id)) {
    throw forbidden(i18nText('Only the interviewers of this interview can leave feedback.'));
  }
  if (interview.status === 'cancelled') throw conflict(i18nText('A cancelled interview takes no feedback.'));
  const now = ctx.clock.now();
  // Feedback opens when the interview starts (issue 18, decision 1108).
  if (now.getTime() < new Date(interview.starts_at).getTime()) {
    throw new HttpError(
      409,
      i18nFormat('Feedback opens when the interview starts: {when}.', {
        when: zonedTimeText(new Date(interview.starts_at), interview.time_zone),
      }),
      'INTERVIEW_NOT_STARTED',
    );
  }
  const fresh = kitFeedback(interview, input);
  const [stored] = await ctx.db
    .select({ answers: interviewFeedback.answers, ratings: interviewFeedback.ratings })
    .from(interviewFeedback)
    .where(and(eq(interviewFeedback.interviewId, id), eq(interviewFeedback.interviewerId, user.id)));
  const answers = keepEarlier(
    fresh.answers,
    stored?.answers,
    (a) => a.question_id,
    (a) => a.answer,
    new Set((interview.kit?.questions ?? []).map((q) => q.id)),
  );
  const ratings = keepEarlier(
    fresh.ratings,
    stored?.ratings,
    (r) => r.attribute_id,
    (r) => r.rating,
    new Set((interview.kit?.attributes ?? []).map((a) => a.id)),
  );
  await ctx.db
    .insert(interviewFeedback)
    .values({
      interviewId: id,
      interviewerId: user.id,
      score: input.score,
      recommendation: input.recommendation,
      comments: input.comments,
      answers,
      ratings,
      createdAt: now,
      updatedAt: now,
    })
    .onConflictDoUpdate({
      target: [interviewFeedback.interviewId, interviewFeedback.interviewerId],
      set: {
        score: input.score,
        recommendation: input.recommendation,
        comments: input.comments,
        answers,
        ratings,
        updatedAt: now,
      },
    });
  return getInterview(ctx, user, id);
}
