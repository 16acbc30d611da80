import { and, eq, isNull, sql } from 'drizzle-orm';
import type { Config } from '../../config';
import { queryRows } from '../../db/client';
import type { Db } from '../../db/client';
import { notifications } from '../../db/schema';
import { localeOf } from '../../lib/i18n';
import { enqueueMails } from '../../mail/outbox';
import { newApplicationMail } from '../../mail/recruiter-templates';

/**
 * Tells the posting's company team of a new application, inside the application's transaction (issue 18, decision
 * 1100): each owner and recruiter whose choice is "every application" (the default) gets a mail in their language and
 * an in-app notification; "digest" waits for the daily batch; "none" hears nothing. Interviewers are not told: they
 * see only the interviews they sit on. Disabled accounts are skipped.
 */
export async function notifyNewApplication(
  tx: Db,
  config: Pick<Config, 'appUrl'>,
  input: { applicationId: string; jobId: string; candidate: string; title: string; now: Date },
): Promise<number> {
  const recipients = await queryRows<{ id: string; email: string; name: string; locale: string | null }>(
    tx,
    sql`select u.id, u.email, u.name, u.locale
        from jobs j
        join company_members m on m.company_id = j.company_id and m.role in ('owner', 'recruiter')
        join users u on u.id = m.user_id and u.disabled_at is null
        left join application_alert_prefs p on p.user_id = u.id
        where j.id = ${input.jobId} and coalesce(p.mode, 'each') = 'each'`,
  );
  if (recipients.length === 0) return 0;
  const { applicationId, candidate, title, now } = input;
  await enqueueMails(
    tx,
    recipients.map((r) =>
      newApplicationMail(
        localeOf(r.locale),
        r.email,
        { name: r.name, candidate, title, applicationId },
        config.appUrl,
      ),
    ),
    now,
  );
  await tx.insert(notifications).values(
    recipients.map((r) => ({
      userId: r.id,
      kind: 'application.received',
      data: { candidate, title },
      link: `/dashboard/applications/${applicationId}`,
      createdAt: now,
    })),
  );
  return recipients.length;
}

/**
 * Tells a member that their application moved (issue 18): an in-app notification beside the stage mail. `at` is when
 * it becomes visible (a rejection mail sent later shows its notification with the mail, decision 1104).
 */
export async function notifyStageChange(
  tx: Db,
  input: {
    userId: string | null;
    applicationId: string;
    title: string;
    company: string;
    stage: string;
    at: Date;
  },
): Promise<void> {
  if (!input.userId) return;
  await tx.insert(notifications).values({
    userId: input.userId,
    kind: 'application.stage',
    data: { title: input.title, company: input.company, stage: input.stage },
    link: '/dashboard/my-applications',
    applicationId: input.stage === 'rejected' ? input.applicationId : null,
    createdAt: input.at,
  });
}

/**
 * An in-app notification of an interview of the reader's own application (decision 1180), beside its mail: scheduled,
 * moved or cancelled. `userId` null: a sourced candidate without an account, nothing to show.
 */
export async function notifyInterview(
  tx: Db,
  input: {
    userId: string | null;
    change: 'scheduled' | 'rescheduled' | 'cancelled';
    title: string;
    company: string;
    startsAt: Date;
    timeZone: string;
    at: Date;
    /** Set on a cancellation held with a rejection sent later (decision 1163), which an undo brings forward. */
    applicationId?: string;
  },
): Promise<void> {
  if (!input.userId) return;
  await tx.insert(notifications).values({
    userId: input.userId,
    kind: `interview.${input.change}`,
    applicationId: input.applicationId ?? null,
    data: {
      title: input.title,
      company: input.company,
      starts_at: input.startsAt.toISOString(),
      time_zone: input.timeZone,
    },
    link: '/dashboard/my-applications',
    createdAt: input.at,
  });
}

/**
 * New messages in a conversation (decision 1180): one unread notification per conversation and reader, brought
 * forward by each new message rather than repeated, so a lively conversation does not fill the list.
 */
export async function notifyMessage(
  tx: Db,
  input: { userIds: string[]; conversationId: string; from: string; title: string | null; at: Date },
): Promise<void> {
  const link = `/dashboard/messages/${input.conversationId}`;
  const data: Record<string, string> = { from: input.from, title: input.title ?? '' };
  for (const userId of input.userIds) {
    const bumped = await tx
      .update(notifications)
      .set({ createdAt: input.at, data })
      .where(
        and(
          eq(notifications.userId, userId),
          eq(notifications.kind, 'message.received'),
          eq(notifications.link, link),
          isNull(notifications.readAt),
        ),
      )
      .returning({ id: notifications.id });
    if (bumped.length === 0) {
      await tx
        .insert(notifications)
        .values({ userId, kind: 'message.received', data, link, createdAt: input.at });
    }
  }
}

/** The reader opened the conversation: its message notification is read (decision 1180). */
export async function readMessageNotifications(
  tx: Db,
  input: { userId: string; conversationId: string; at: Date },
): Promise<void> {
  await queryRows(
    tx,
    sql`update notifications set read_at = ${input.at.toISOString()}
        where user_id = ${input.userId} and kind = 'message.received'
          and link = ${`/dashboard/messages/${input.conversationId}`} and read_at is null`,
  );
}

/** Job alerts that found new postings (decision 1180): one notification per mailed alert, in one statement. */
export async function notifyAlertMatches(
  tx: Db,
  rows: Array<{ userId: string; name: string; count: number; link: string }>,
  at: Date,
): Promise<void> {
  if (rows.length === 0) return;
  await tx.insert(notifications).values(
    rows.map((r) => ({
      userId: r.userId,
      kind: 'alert.matched',
      data: { name: r.name, count: r.count },
      link: r.link,
      createdAt: at,
    })),
  );
}
