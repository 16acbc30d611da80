import { and, desc, eq, sql } from 'drizzle-orm';
import type { FastifyBaseLogger } from 'fastify';
import type { AlertFrequency, AlertSearch, CreateAlert, JobAlert, Locale, UpdateAlert } from '@app/shared';
import { MAX_ALERTS_PER_USER, i18nFormat, i18nText, isLocale } from '@app/shared';
import { DEFAULT_JOB_ALERTS } from '../../config';
import type { Config } from '../../config';
import type { AppContext } from '../../context';
import { queryRows } from '../../db/client';
import type { Db } from '../../db/client';
import { jobAlerts } from '../../db/schema';
import type { Clock } from '../../lib/clock';
import { conflict, notFound } from '../../lib/errors';
import { createSignedLinks } from '../../lib/signed-link';
import type { SignedLinks } from '../../lib/signed-link';
import { iso, isoOrNull, placePattern } from '../../lib/tenancy';
import { ALERT_MAIL_MAX_POSTINGS, jobAlertMail } from '../../mail/job-alert-templates';
import type { AlertPosting } from '../../mail/job-alert-templates';
import { enqueueMails } from '../../mail/outbox';
import { notifyAlertMatches } from '../recruiters';
import type { MailContent } from '../../mail/outbox';
import { JOB_MATCH, storedTextPatterns } from '../jobs';
import { intervalJob } from '../../lib/interval-job';
import type { IntervalJob } from '../../lib/interval-job';

/** The signed link's purpose: a token made for anything else is refused (decision 538). */
export const UNSUBSCRIBE_PURPOSE = 'alert-unsubscribe';
/** Alerts claimed per batch transaction. */
export const ALERT_BATCH = 200;
const MAX_BATCHES_PER_ROUND = 50;
const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

type AlertRow = typeof jobAlerts.$inferSelect;

/** How far behind now a batch's window ends: a minute, or a hundredth of a shortened day (e2e). */
const settleMs = (dayMs: number) => Math.min(60_000, Math.floor(dayMs / 100));

const dayMsOf = (config: Config) => (config.jobAlerts ?? DEFAULT_JOB_ALERTS).dayMs;
export const periodMs = (config: Config, frequency: AlertFrequency) =>
  (frequency === 'weekly' ? 7 : 1) * dayMsOf(config);

const notFoundAlert = () => notFound(i18nText('This job alert does not exist.'));

function toAlert(row: AlertRow): JobAlert {
  return {
    id: row.id,
    name: row.name,
    frequency: row.frequency,
    status: row.status,
    search: {
      q: row.q,
      location: row.location,
      type: row.type,
      level: row.level,
      remote: row.remote,
      salary: row.salaryMin,
    },
    created_at: iso(row.createdAt),
    last_sent_at: isoOrNull(row.lastSentAt),
    next_run_at: iso(row.nextRunAt),
  };
}

/**
 * The saved search's columns, with the board's LIKE patterns made once (decision 537): the text's one pattern a term
 * (decision 1153), joined by U+0001.
 */
const searchColumns = (search: AlertSearch) => ({
  q: search.q,
  location: search.location,
  type: search.type,
  level: search.level,
  remote: search.remote,
  salaryMin: search.salary,
  qPattern: storedTextPatterns(search.q),
  locationPattern: search.location ? placePattern(search.location) : null,
});

export async function listAlerts(ctx: AppContext, userId: string): Promise<JobAlert[]> {
  const rows = await ctx.db
    .select()
    .from(jobAlerts)
    .where(eq(jobAlerts.userId, userId))
    .orderBy(desc(jobAlerts.createdAt), jobAlerts.id);
  return rows.map(toAlert);
}

export async function createAlert(ctx: AppContext, userId: string, input: CreateAlert): Promise<JobAlert> {
  const now = ctx.clock.now();
  const frequency = input.frequency;
  return ctx.db.transaction(async (tx) => {
    // Counted under a lock on the account's row, so two saves at once cannot pass the limit together.
    await queryRows(tx, sql`select id from users where id = ${userId} for update`);
    const [count] = await queryRows<{ n: string | number }>(
      tx,
      sql`select count(*) as n from job_alerts where user_id = ${userId}`,
    );
    if (Number(count?.n ?? 0) >= MAX_ALERTS_PER_USER) {
      throw conflict(
        i18nFormat('At most {max} job alerts per account. Delete one first.', { max: MAX_ALERTS_PER_USER }),
      );
    }
    const [row] = await tx
      .insert(jobAlerts)
      .values({
        userId,
        name: input.name,
        frequency,
        status: 'active',
        ...searchColumns(input.search),
        // The first mail covers the first period after saving: postings published from now on.
        lastRunAt: now,
        nextRunAt: new Date(now.getTime() + periodMs(ctx.config, frequency)),
        createdAt: now,
        updatedAt: now,
      })
      .returning();
    return toAlert(row!);
  });
}

async function ownAlert(db: Db, userId: string, id: string): Promise<AlertRow> {
  const [row] = await db
    .select()
    .from(jobAlerts)
    .where(and(eq(jobAlerts.id, id), eq(jobAlerts.userId, userId)));
  if (!row) throw notFoundAlert();
  return row;
}

export async function updateAlert(
  ctx: AppContext,
  userId: string,
  id: string,
  input: UpdateAlert,
): Promise<JobAlert> {
  const now = ctx.clock.now();
  return ctx.db.transaction(async (tx) => {
    const current = await ownAlert(tx, userId, id);
    const frequency = input.frequency ?? current.frequency;
    const period = periodMs(ctx.config, frequency);
    const resuming = input.status === 'active' && current.status !== 'active';
    const changes: Partial<typeof jobAlerts.$inferInsert> = { updatedAt: now };
    if (input.name !== undefined) changes.name = input.name;
    if (input.status !== undefined) changes.status = input.status;
    if (input.frequency !== undefined) changes.frequency = input.frequency;
    if (resuming) {
      // Resumed (after a pause or an unsubscribe): news start now, not from before the pause (decision 536).
      changes.lastRunAt = now;
      changes.nextRunAt = new Date(now.getTime() + period);
    } else if (input.frequency !== undefined && input.frequency !== current.frequency) {
      // The next mail one new period after the last look (at once if that moment has passed).
      changes.nextRunAt = new Date(current.lastRunAt.getTime() + period);
    }
    const [row] = await tx.update(jobAlerts).set(changes).where(eq(jobAlerts.id, id)).returning();
    return toAlert(row!);
  });
}

export async function deleteAlert(ctx: AppContext, userId: string, id: string): Promise<void> {
  const rows = await ctx.db
    .delete(jobAlerts)
    .where(and(eq(jobAlerts.id, id), eq(jobAlerts.userId, userId)))
    .returning({ id: jobAlerts.id });
  if (rows.length === 0) throw notFoundAlert();
}

// ---- The unsubscribe link (no sign-in) ----

const linksFor = (ctx: { config: Config }) => createSignedLinks(ctx.config.jwtSecret);

export const unsubscribeToken = (links: SignedLinks, alertId: string) =>
  links.sign(UNSUBSCRIBE_PURPOSE, alertId);

function alertIdOf(ctx: AppContext, token: string): string {
  const id = linksFor(ctx).verify(UNSUBSCRIBE_PURPOSE, token);
  if (!id || !UUID.test(id)) throw notFound(i18nText('This unsubscribe link is not valid.'));
  return id;
}

/** What the confirmation page shows: the alert's name and whether it is already stopped. Changes nothing. */
export async function describeUnsubscribe(ctx: AppContext, token: string) {
  const id = alertIdOf(ctx, token);
  const [row] = await ctx.db.select().from(jobAlerts).where(eq(jobAlerts.id, id));
  if (!row) throw notFoundAlert();
  return { name: row.name, status: row.status };
}

/** Stops the alert the link names; saying it twice is fine. */
export async function unsubscribe(ctx: AppContext, token: string) {
  const id = alertIdOf(ctx, token);
  const [row] = await ctx.db
    .update(jobAlerts)
    .set({ status: 'unsubscribed', updatedAt: ctx.clock.now() })
    .where(eq(jobAlerts.id, id))
    .returning();
  if (!row) throw notFoundAlert();
  return { name: row.name };
}

// ---- The batch ----

type DueAlert = {
  id: string;
  name: string;
  frequency: AlertFrequency;
  q: string;
  location: string;
  type: string | null;
  level: string | null;
  remote: boolean;
  salary_min: number | null;
  q_pattern: string | null;
  user_id: string;
  email: string;
  user_name: string;
  locale: string;
};

type MatchRow = {
  alert_id: string;
  id: string;
  title: string;
  company: string;
  location: string;
  total: string | number;
};

export type AlertBatchDeps = { db: Db; clock: Clock; config: Config };
export type AlertRoundCounts = { claimed: number; mailed: number; more?: boolean };

/**
 * One batch, in one transaction: claims up to `limit` due active alerts (SKIP LOCKED, so instances never share one),
 * finds every claimed alert's new matches in one query, writes one mail per alert that has any (outbox, same
 * transaction) and moves each alert's window on by one period. A crash before commit leaves nothing behind.
 */
export async function runAlertBatch(deps: AlertBatchDeps, limit = ALERT_BATCH): Promise<AlertRoundCounts> {
  const now = deps.clock.now();
  const nowIso = now.toISOString();
  const dayMs = dayMsOf(deps.config);
  // The window ends a little in the past: a posting whose publication committed after this batch read the jobs
  // but whose posted_date is earlier would otherwise fall between two windows (decision 537).
  const until = new Date(now.getTime() - settleMs(dayMs)).toISOString();
  const links = linksFor(deps);
  return deps.db.transaction(async (tx) => {
    const due = await queryRows<DueAlert>(
      tx,
      sql`select a.id, a.name, a.frequency, a.q, a.location, a.type, a.level, a.remote, a.salary_min, a.q_pattern,
            u.id as user_id, u.email, u.name as user_name, u.locale
          from job_alerts a join users u on u.id = a.user_id
          where a.status = 'active' and a.next_run_at <= ${nowIso} and u.disabled_at is null
          order by a.next_run_at
          limit ${limit}
          for update of a skip locked`,
    );
    if (due.length === 0) return { claimed: 0, mailed: 0 };
    const ids = sql.join(
      due.map((a) => sql`${a.id}::uuid`),
      sql`, `,
    );
    // An alert saved before decision 1153 holds its text as one contiguous pattern: its terms' patterns are written
    // now, in this transaction, so it matches as the board does ("react developer" finds "React Native Developer").
    const stale = due.flatMap((a) => {
      const patterns = storedTextPatterns(a.q);
      return patterns === a.q_pattern ? [] : [sql`(${a.id}::uuid, ${patterns}::text)`];
    });
    if (stale.length > 0) {
      await queryRows(
        tx,
        sql`update job_alerts a set q_pattern = v.patterns from (values ${sql.join(stale, sql`, `)}) v(id, patterns)
            where a.id = v.id`,
      );
    }
    // Every claimed alert's matches at once: the board's rules over the alert's columns, newest first.
    const matches = await queryRows<MatchRow>(
      tx,
      sql`select a.id as alert_id, m.id, m.title, m.company, m.location, m.total
          from job_alerts a
          cross join lateral (
            select j.id, j.title, j.company, j.location, count(*) over () as total
            from jobs j
            where ${JOB_MATCH.open(now)}
              and j.posted_date > a.last_run_at and j.posted_date <= ${until}
              and (a.q_pattern is null or ${JOB_MATCH.storedText(sql`a.q_pattern`)})
              and (a.location_pattern is null or ${JOB_MATCH.location(sql`a.location_pattern`)})
              and (a.type is null or ${JOB_MATCH.type(sql`a.type`)})
              and (a.level is null or ${JOB_MATCH.level(sql`a.level`)})
              and (not a.remote or ${JOB_MATCH.remote})
              and (a.salary_min is null or ${JOB_MATCH.salary(sql`a.salary_min`)})
            order by j.posted_date desc, j.id
            limit ${ALERT_MAIL_MAX_POSTINGS}) m
          where a.id in (${ids})`,
    );
    const byAlert = new Map<string, { total: number; postings: AlertPosting[] }>();
    for (const m of matches) {
      const entry = byAlert.get(m.alert_id) ?? { total: Number(m.total), postings: [] };
      entry.postings.push({ id: m.id, title: m.title, company: m.company, location: m.location });
      byAlert.set(m.alert_id, entry);
    }
    const mails: MailContent[] = [];
    const mailed: string[] = [];
    const notices: Array<{ userId: string; name: string; count: number; link: string }> = [];
    const appUrl = deps.config.appUrl;
    for (const alert of due) {
      const found = byAlert.get(alert.id);
      if (!found) continue;
      const token = unsubscribeToken(links, alert.id);
      const locale: Locale = isLocale(alert.locale) ? alert.locale : 'en';
      mails.push(
        jobAlertMail({
          locale,
          to: alert.email,
          name: alert.user_name,
          alertName: alert.name,
          postings: found.postings,
          total: found.total,
          appUrl,
          searchUrl: boardUrl(appUrl, alert),
          unsubscribeUrl: `${appUrl}/job-alerts/unsubscribe?token=${encodeURIComponent(token)}`,
          oneClickUrl: `${appUrl}/api/job-alerts/unsubscribe?token=${encodeURIComponent(token)}`,
        }),
      );
      mailed.push(alert.id);
      notices.push({
        userId: alert.user_id,
        name: alert.name,
        count: found.total,
        link: boardUrl('', alert),
      });
    }
    await enqueueMails(tx, mails, now);
    await notifyAlertMatches(tx, notices, now);
    const mailedIds =
      mailed.length > 0
        ? sql.join(
            mailed.map((id) => sql`${id}::uuid`),
            sql`, `,
          )
        : sql`null::uuid`;
    // One whole period from this run, so no alert mails twice within a period (decision 536).
    await queryRows(
      tx,
      sql`update job_alerts set
            last_run_at = greatest(last_run_at, ${until}::timestamptz),
            last_sent_at = case when id in (${mailedIds}) then ${nowIso}::timestamptz else last_sent_at end,
            next_run_at = ${nowIso}::timestamptz
              + (case frequency when 'weekly' then 7 else 1 end) * ${dayMs}::double precision * interval '1 millisecond'
          where id in (${ids})`,
    );
    return { claimed: due.length, mailed: mails.length };
  });
}

/** The saved search on the board, for the mail's "see all" link. */
function boardUrl(
  appUrl: string,
  alert: Pick<DueAlert, 'q' | 'location' | 'type' | 'level' | 'remote' | 'salary_min'>,
) {
  const params = new URLSearchParams();
  if (alert.q) params.set('q', alert.q);
  if (alert.type) params.set('type', alert.type);
  if (alert.level) params.set('level', alert.level);
  if (alert.location) params.set('location', alert.location);
  if (alert.remote) params.set('remote', 'true');
  if (alert.salary_min) params.set('salary', String(alert.salary_min));
  const query = params.toString();
  return query ? `${appUrl}/jobs?${query}` : `${appUrl}/jobs`;
}

/** Batches until no due alert is left (bounded per round); what tests and the schedule call. */
export async function runAlertRound(deps: AlertBatchDeps, limit = ALERT_BATCH): Promise<AlertRoundCounts> {
  const total: AlertRoundCounts = { claimed: 0, mailed: 0, more: false };
  for (let i = 0; i < MAX_BATCHES_PER_ROUND; i++) {
    const counts = await runAlertBatch(deps, limit);
    total.claimed += counts.claimed;
    total.mailed += counts.mailed;
    if (counts.claimed < limit) return total;
  }
  // Stopped at the bound with alerts perhaps still due: the schedule starts the next round at once.
  total.more = true;
  return total;
}

export type AlertScheduler = IntervalJob<AlertRoundCounts | null>;

/** Runs `runAlertRound` every `intervalMs` (like the pruner); pokes the outbox after mail. */
export function createAlertScheduler(
  deps: AlertBatchDeps & { logger: FastifyBaseLogger; intervalMs: number; onMail?: () => void },
): AlertScheduler {
  return intervalJob({
    intervalMs: deps.intervalMs,
    logger: deps.logger,
    failure: 'job alert batch failed',
    fallback: null,
    round: () => runAlertRound(deps),
    after: (counts, again) => {
      if (counts.mailed > 0) {
        deps.logger.info({ jobAlerts: counts }, 'job alerts mailed');
        deps.onMail?.();
      }
      // A round that stopped at its bound is followed by another straight away while the schedule runs.
      if (counts.more) again();
    },
  });
}
