import { and, eq, inArray, isNull, lte, sql } from 'drizzle-orm';
import type { FastifyBaseLogger } from 'fastify';
import type {
  AppNotification,
  ApplicationAlertMode,
  RejectRequest,
  RejectionMail,
  RejectionTemplate,
} from '@app/shared';
import { i18nText, REJECTION_TEMPLATES } from '@app/shared';
import type { AuthUser } from '../../auth/sessions';
import type { Config } from '../../config';
import type { AppContext } from '../../context';
import { queryRows } from '../../db/client';
import type { Db } from '../../db/client';
import {
  applicationAlertPrefs,
  companyRecruitingSettings,
  notifications,
  rejectionMails,
} from '../../db/schema';
import { audit } from '../../lib/audit';
import type { Clock } from '../../lib/clock';
import { conflict, forbidden, notFound, unprocessable } from '../../lib/errors';
import { localeOf, translatorFor } from '../../lib/i18n';
import type { Translate } from '../../lib/i18n';
import { iso, jobScope, recruitingCompany } from '../../lib/tenancy';
import { enqueueMailAt, enqueueMails } from '../../mail/outbox';
import { applicationDigestMail, rejectionMail } from '../../mail/recruiter-templates';
import { copyMailToConversation } from '../messages';
import { getApplication, moveInTx } from '../pipeline';
import { notifyStageChange } from './notify';
import { intervalJob } from '../../lib/interval-job';
import type { IntervalJob } from '../../lib/interval-job';

const HOUR_MS = 3_600_000;

// ---- In-app notifications ----

const NOTIFICATIONS_SHOWN = 50;

/** The reader's newest notifications that are due, and how many are unread. */
export async function listNotifications(ctx: AppContext, user: AuthUser) {
  const now = ctx.clock.now();
  const [rows, [count]] = await Promise.all([
    ctx.db
      .select()
      .from(notifications)
      .where(and(eq(notifications.userId, user.id), lte(notifications.createdAt, now)))
      .orderBy(sql`${notifications.createdAt} desc, ${notifications.id}`)
      .limit(NOTIFICATIONS_SHOWN),
    queryRows<{ n: string }>(
      ctx.db,
      sql`select count(*) as n from notifications
          where user_id = ${user.id} and read_at is null and created_at <= ${now.toISOString()}`,
    ),
  ]);
  return {
    notifications: rows.map((r): AppNotification => ({
      id: r.id,
      kind: r.kind as AppNotification['kind'],
      data: r.data,
      link: r.link,
      read: r.readAt !== null,
      created_at: iso(r.createdAt),
    })),
    unread: Number(count?.n ?? 0),
  };
}

/** Marks the reader's own notifications read (all when no ids); another account's ids match nothing. */
export async function markRead(ctx: AppContext, user: AuthUser, ids?: string[]) {
  const now = ctx.clock.now();
  const mine = and(
    eq(notifications.userId, user.id),
    isNull(notifications.readAt),
    lte(notifications.createdAt, now),
  );
  await ctx.db
    .update(notifications)
    .set({ readAt: now })
    .where(
      ids
        ? and(mine, inArray(notifications.id, ids.length ? ids : ['00000000-0000-0000-0000-000000000000']))
        : mine,
    );
  return listNotifications(ctx, user);
}

// ---- New-application alerts (decision 1100) ----

export async function getAlerts(ctx: AppContext, user: AuthUser): Promise<{ mode: ApplicationAlertMode }> {
  const [row] = await ctx.db
    .select({ mode: applicationAlertPrefs.mode })
    .from(applicationAlertPrefs)
    .where(eq(applicationAlertPrefs.userId, user.id));
  return { mode: (row?.mode ?? 'each') as ApplicationAlertMode };
}

/**
 * Saves the teammate's choice. Choosing the digest starts its day now: the first digest reports what arrives from now
 * on, a day later.
 */
export async function putAlerts(
  ctx: AppContext,
  user: AuthUser,
  mode: ApplicationAlertMode,
  dayMs: number,
): Promise<{ mode: ApplicationAlertMode }> {
  const now = ctx.clock.now();
  const digest = mode === 'digest';
  const since = digest ? now : null;
  const due = digest ? new Date(now.getTime() + dayMs) : null;
  await ctx.db
    .insert(applicationAlertPrefs)
    .values({ userId: user.id, mode, digestSince: since, digestDueAt: due, updatedAt: now })
    .onConflictDoUpdate({
      target: applicationAlertPrefs.userId,
      // A digest already running keeps its day.
      set: {
        mode,
        digestSince: digest
          ? sql`case when application_alert_prefs.mode = 'digest' then application_alert_prefs.digest_since else ${now.toISOString()}::timestamptz end`
          : null,
        digestDueAt: digest
          ? sql`case when application_alert_prefs.mode = 'digest' then application_alert_prefs.digest_due_at else ${due!.toISOString()}::timestamptz end`
          : null,
        updatedAt: now,
      },
    });
  return { mode };
}

export type DigestDeps = { db: Db; clock: Clock; config: Pick<Config, 'appUrl'>; dayMs: number };
const DIGEST_BATCH = 200;

/**
 * One batch of due digests, in one transaction: the due rows are claimed with SKIP LOCKED, so several instances
 * share the work and each digest goes once (decision 1101). A day without applications sends nothing but still
 * moves the day on. Returns how many rows were claimed and mailed.
 */
export async function runDigestBatch(deps: DigestDeps, limit = DIGEST_BATCH) {
  const now = deps.clock.now();
  const nowIso = now.toISOString();
  return deps.db.transaction(async (tx) => {
    const due = await queryRows<{
      user_id: string;
      email: string;
      name: string;
      locale: string | null;
      since: string | Date;
      company_id: string | null;
      role: string | null;
      disabled: boolean;
    }>(
      tx,
      sql`select p.user_id, u.email, u.name, u.locale, p.digest_since as since, m.company_id, m.role,
            u.disabled_at is not null as disabled
          from application_alert_prefs p
          join users u on u.id = p.user_id
          left join company_members m on m.user_id = p.user_id
          where p.mode = 'digest' and p.digest_due_at <= ${nowIso}
          order by p.digest_due_at
          limit ${limit}
          for update of p skip locked`,
    );
    let mailed = 0;
    const mails = [];
    for (const row of due) {
      if (!row.company_id || row.disabled || (row.role !== 'owner' && row.role !== 'recruiter')) continue;
      const postings = await queryRows<{ title: string; n: string }>(
        tx,
        sql`select j.title, count(*) as n from applications a join jobs j on j.id = a.job_id
            where j.company_id = ${row.company_id} and a.created_at >= ${iso(row.since)} and a.created_at < ${nowIso}
            group by j.id, j.title order by count(*) desc, j.title limit 20`,
      );
      if (postings.length === 0) continue;
      const list = postings.map((p) => ({ title: p.title, count: Number(p.n) }));
      mails.push(applicationDigestMail(localeOf(row.locale), row.email, row.name, list, deps.config.appUrl));
      await tx.insert(notifications).values({
        userId: row.user_id,
        kind: 'application.digest',
        data: { count: list.reduce((sum, p) => sum + p.count, 0) },
        link: '/dashboard/applications',
        createdAt: now,
      });
      mailed += 1;
    }
    await enqueueMails(tx, mails, now);
    if (due.length > 0) {
      await queryRows(
        tx,
        sql`update application_alert_prefs set digest_since = ${nowIso},
              digest_due_at = ${new Date(now.getTime() + deps.dayMs).toISOString()}
            where user_id in (${sql.join(
              due.map((d) => sql`${d.user_id}`),
              sql`, `,
            )})`,
      );
    }
    return { claimed: due.length, mailed };
  });
}

export type DigestScheduler = IntervalJob<{ claimed: number; mailed: number } | null>;

/** Runs the digest batches every `intervalMs`, like the job alerts (decision 1101). */
export function createDigestScheduler(
  deps: DigestDeps & { logger: FastifyBaseLogger; intervalMs: number; onMail?: () => void },
): DigestScheduler {
  const round = async () => {
    const total = { claimed: 0, mailed: 0 };
    for (let i = 0; i < 10; i++) {
      const counts = await runDigestBatch(deps);
      total.claimed += counts.claimed;
      total.mailed += counts.mailed;
      if (counts.claimed < DIGEST_BATCH) break;
    }
    return total;
  };
  return intervalJob({
    intervalMs: deps.intervalMs,
    logger: deps.logger,
    failure: 'application digest failed',
    fallback: null,
    round,
    after: (counts) => {
      if (counts.mailed > 0) deps.onMail?.();
    },
  });
}

// ---- Company recruiting settings (decision 1103) ----

async function delayHours(db: Db, companyId: string | null): Promise<number> {
  if (!companyId) return 0;
  const [row] = await db
    .select({ hours: companyRecruitingSettings.rejectionDelayHours })
    .from(companyRecruitingSettings)
    .where(eq(companyRecruitingSettings.companyId, companyId));
  return row?.hours ?? 0;
}

function ownCompany(user: AuthUser): string {
  const id = recruitingCompany(user);
  if (!id) throw forbidden(i18nText('Only a company’s owner and recruiters have recruiting settings.'));
  return id;
}

export async function getSettings(ctx: AppContext, user: AuthUser) {
  return { rejection_delay_hours: await delayHours(ctx.db, ownCompany(user)) };
}

export async function putSettings(ctx: AppContext, user: AuthUser, hours: number) {
  const companyId = ownCompany(user);
  const now = ctx.clock.now();
  await ctx.db.transaction(async (tx) => {
    const before = await delayHours(tx, companyId);
    await tx
      .insert(companyRecruitingSettings)
      .values({ companyId, rejectionDelayHours: hours, updatedAt: now })
      .onConflictDoUpdate({
        target: companyRecruitingSettings.companyId,
        set: { rejectionDelayHours: hours, updatedAt: now },
      });
    if (before !== hours) {
      await audit(tx, {
        action: 'company.rejection_delay_changed',
        target: { type: 'company', id: companyId },
        changes: { rejection_delay_hours: { before, after: hours } },
        at: now,
      });
    }
  });
  return { rejection_delay_hours: hours };
}

// ---- Rejection mails (decisions 1102-1104) ----

type Lines = { subject: string; paragraphs: string[] };
type Values = { name: string; title: string; company: string };

/**
 * The kind templates, written in the candidate's language. None says why: the reason stays with the hiring team.
 */
const TEMPLATES: Record<RejectionTemplate, (tr: Translate, v: Values) => Lines> = {
  standard: (tr, v) => ({
    subject: tr('Your application for {title} at {company}', v),
    paragraphs: [
      tr('Hello {name},', v),
      tr(
        'Thank you for your interest in {title} at {company} and for the time you spent on your application.',
        v,
      ),
      tr(
        'After careful review, we have decided to move forward with other candidates for this role. This was not an easy decision.',
      ),
      tr(
        'We would be glad to see you apply again for future openings that match your experience. We wish you every success in your search.',
      ),
      tr('The {company} hiring team', v),
    ],
  }),
  after_interview: (tr, v) => ({
    subject: tr('Following your interview for {title}', v),
    paragraphs: [
      tr('Hello {name},', v),
      tr(
        'Thank you for meeting us and for the time you gave to the interviews for {title} at {company}. We enjoyed learning about your work.',
        v,
      ),
      tr('After much thought, we have decided not to continue with your application for this role.'),
      tr(
        'We appreciate your interest in {company} and hope our paths cross again. We wish you the very best.',
        v,
      ),
      tr('The {company} hiring team', v),
    ],
  }),
  position_filled: (tr, v) => ({
    subject: tr('The {title} position at {company} has been filled', v),
    paragraphs: [
      tr('Hello {name},', v),
      tr('Thank you for applying for {title} at {company}.', v),
      tr('The position has now been filled, so we will not be moving forward with your application for it.'),
      tr(
        'We would be happy to hear from you again when a new opening suits you. Best of luck in your search.',
      ),
      tr('The {company} hiring team', v),
    ],
  }),
};

type Target = {
  stage: string;
  email: string | null;
  name: string;
  user_id: string | null;
  locale: string | null;
  title: string;
  company: string;
  company_id: string | null;
};

async function target(db: Db, user: AuthUser, id: string): Promise<Target> {
  const [row] = await queryRows<Target>(
    db,
    sql`select a.stage, coalesce(u.email, c.email) as email, coalesce(u.name, c.name) as name, c.user_id, u.locale,
          j.title, j.company, j.company_id
        from applications a join jobs j on j.id = a.job_id join candidates c on c.id = a.candidate_id
        left join users u on u.id = c.user_id
        where a.id = ${id} and ${jobScope(user)}`,
  );
  if (!row) throw notFound(i18nText('This application does not exist.'));
  return row;
}

/** The templates filled for one application, in the candidate's language, and the company's delay. */
export async function rejectionDraft(ctx: AppContext, user: AuthUser, id: string) {
  const row = await target(ctx.db, user, id);
  const tr = translatorFor(localeOf(row.locale));
  const values = { name: row.name, title: row.title, company: row.company };
  return {
    templates: REJECTION_TEMPLATES.map((template) => {
      const lines = TEMPLATES[template](tr, values);
      return { id: template, subject: lines.subject, body: lines.paragraphs.join('\n\n') };
    }),
    delay_hours: await delayHours(ctx.db, row.company_id),
    can_mail: Boolean(row.email),
  };
}

/** Whether `text` repeats the internal reason (ignoring case and spacing). */
const fold = (value: string) => value.toLocaleLowerCase('vi-VN').replace(/\s+/g, ' ').trim();
const repeatsReason = (text: string, reason: string) => {
  const r = fold(reason);
  return r.length >= 3 && fold(text).includes(r);
};

/**
 * Rejects with the internal reason and, unless `mail` is null, the candidate's mail as edited: now, or after the
 * company's delay (then it can be cancelled while it waits). The mail may not repeat the reason (422).
 */
export async function reject(ctx: AppContext, user: AuthUser, id: string, input: RejectRequest) {
  const now = ctx.clock.now();
  const { mail, reason } = input;
  if (mail && (repeatsReason(mail.body, reason) || repeatsReason(mail.subject, reason))) {
    throw unprocessable(
      i18nText('The mail to the candidate must not contain the internal rejection reason.'),
      {
        'mail.body': [i18nText('Remove the internal reason from the mail')],
      },
    );
  }
  await ctx.db.transaction(async (tx) => {
    const row = await target(tx, user, id);
    if (mail && !row.email) {
      throw unprocessable(i18nText('This candidate has no e-mail address; reject without a mail.'));
    }
    const hours = mail && row.email && mail.send === 'later' ? await delayHours(tx, row.company_id) : 0;
    const sendAt = new Date(now.getTime() + hours * HOUR_MS);
    // The candidate's interview cancellations wait for a rejection sent later (decision 1163).
    await moveInTx(ctx, tx, user, id, 'rejected', reason, {
      candidateMail: false,
      ...(hours > 0 ? { candidateMailsAt: sendAt } : {}),
    });
    if (!mail || !row.email) return;
    const content = rejectionMail(localeOf(row.locale), row.email, mail, ctx.config.appUrl);
    // A mail sent now joins the application's conversation at once, as every stage change's mail does (issue 13,
    // decision 1063); a mail sent later when the outbox sends it, never before nor if it is cancelled (decision 1162).
    const outboxId = await enqueueMailAt(
      tx,
      content,
      now,
      sendAt,
      hours > 0 ? { conversationApplicationId: id } : {},
    );
    if (hours === 0) await copyMailToConversation(tx, { applicationId: id, mail: content, at: now });
    await tx
      .insert(rejectionMails)
      .values({
        applicationId: id,
        outboxId,
        template: mail.template,
        sendAt,
        createdBy: user.id,
        createdAt: now,
      })
      .onConflictDoNothing();
    await notifyStageChange(tx, {
      userId: row.user_id,
      applicationId: id,
      title: row.title,
      company: row.company,
      stage: 'rejected',
      at: sendAt,
    });
  });
  ctx.outbox.poke();
  return getApplication(ctx, user, id);
}

export async function rejectionMailStatus(
  ctx: AppContext,
  user: AuthUser,
  id: string,
  db: Db = ctx.db,
): Promise<RejectionMail> {
  await target(db, user, id);
  const [row] = await queryRows<{
    send_at: string | Date;
    cancelled_at: string | Date | null;
    status: string | null;
    attempts: number | null;
  }>(
    db,
    sql`select r.send_at, r.cancelled_at, o.status, o.attempts
        from rejection_mails r left join outbox o on o.id = r.outbox_id
        where r.application_id = ${id}`,
  );
  if (!row) return { status: 'none', send_at: null };
  if (row.cancelled_at) return { status: 'cancelled', send_at: iso(row.send_at) };
  const pending =
    row.status === 'pending' && Number(row.attempts) === 0 && new Date(row.send_at) > ctx.clock.now();
  return { status: pending ? 'pending' : 'sent', send_at: iso(row.send_at) };
}

/** Withdraws a rejection mail that still waits, with its notification; one already on its way is 409. */
export async function cancelRejectionMail(
  ctx: AppContext,
  user: AuthUser,
  id: string,
): Promise<RejectionMail> {
  const now = ctx.clock.now();
  const status = await ctx.db.transaction(async (tx) => {
    const row = await target(tx, user, id);
    const [mail] = await queryRows<{ outbox_id: number | null; cancelled_at: string | Date | null }>(
      tx,
      sql`select outbox_id, cancelled_at from rejection_mails where application_id = ${id} for update`,
    );
    if (!mail) throw notFound(i18nText('This application has no rejection mail.'));
    const deleted = mail.cancelled_at
      ? []
      : await queryRows<{ id: number }>(
          tx,
          sql`delete from outbox where id = ${mail.outbox_id} and status = 'pending' and attempts = 0
                and next_attempt_at > ${now.toISOString()}
                and (locked_until is null or locked_until <= ${now.toISOString()})
              returning id`,
        );
    if (deleted.length === 0)
      throw conflict(i18nText('This rejection mail has already been sent or cancelled.'));
    await tx.update(rejectionMails).set({ cancelledAt: now }).where(eq(rejectionMails.applicationId, id));
    await queryRows(
      tx,
      sql`delete from notifications where application_id = ${id} and kind = 'application.stage'
            and created_at > ${now.toISOString()}`,
    );
    // The interviews the rejection cancelled stay cancelled; the candidate, whose cancellations waited with the mail,
    // gets them now (mail, .ics CANCEL, notification, conversation): nobody comes to an interview that is off
    // (decision 1163).
    const released = await queryRows<{ id: number }>(
      tx,
      sql`update outbox set next_attempt_at = ${now.toISOString()}
          where conversation_application_id = ${id} and status = 'pending' and attempts = 0
            and next_attempt_at > ${now.toISOString()}
            and (locked_until is null or locked_until <= ${now.toISOString()})
          returning id`,
    );
    await queryRows(
      tx,
      sql`update notifications set created_at = ${now.toISOString()}
          where application_id = ${id} and kind = 'interview.cancelled' and created_at > ${now.toISOString()}`,
    );
    await audit(tx, {
      action: 'application.rejection_mail_cancelled',
      target: { type: 'application', id, label: `${row.name} — ${row.title}` },
      ...(released.length > 0
        ? { changes: { held_interview_cancellations: { before: released.length, after: 0 } } }
        : {}),
      at: now,
    });
    return rejectionMailStatus(ctx, user, id, tx);
  });
  ctx.outbox.poke();
  return status;
}
