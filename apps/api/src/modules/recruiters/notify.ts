import { sql } from 'drizzle-orm';
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
