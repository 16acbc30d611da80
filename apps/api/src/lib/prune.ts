import { AUDIT_MIN_RETENTION_DAYS } from '@app/shared';
import { sql } from 'drizzle-orm';
import type { SQL } from 'drizzle-orm';
import type { FastifyBaseLogger } from 'fastify';
import type { Limits } from '../config';
import { queryRows } from '../db/client';
import type { Db } from '../db/client';
import { anonymiseCandidates } from './anonymise';
import { SIGN_IN_ACTIONS } from './audit';
import type { Clock } from './clock';
import { DEFAULT_SETTINGS, getSettings } from './settings';
import { intervalJob } from './interval-job';
import type { IntervalJob } from './interval-job';

const HOUR = 3_600_000;
const DAY = 24 * HOUR;

/** How long dead rows are kept before the pruning job deletes them (decision 280). */
export const RETENTION = {
  /** After the window started; never shorter than the longest rate-limit window (see `retention`). */
  rateLimitMs: DAY,
  /** After a session expired or was revoked. */
  sessionMs: 7 * DAY,
  /** After a verification code expired or was used. */
  codeMs: DAY,
  /** After a mail was sent. Pending and failed mails are kept. */
  sentMailMs: 30 * DAY,
  /** After an API key's Idempotency-Key was first used (decision 1090). */
  idempotencyMs: DAY,
  /** After an interview left a company's view: how long its API keys can learn it (decision 1125). */
  interviewDeletionMs: 90 * DAY,
  /** After a request to the payment gateway's public URLs that matched no order (decision 1132). */
  unmatchedNotificationMs: 30 * DAY,
  /**
   * After a webhook delivery was made, once it is no longer waiting for a retry (decision 1165): its attempts go with
   * it, and an event left with no delivery goes too. The log shows an endpoint's latest 50 anyway.
   */
  webhookDeliveryMs: 30 * DAY,
} as const;

export type Retention = { [K in keyof typeof RETENTION]: number };

/** The retention for these limits: a rate-limit row outlives its window, or deleting it would reset a count. */
export function retention(limits: Limits): Retention {
  const longestWindow = Math.max(HOUR, limits.loginWindowMs, limits.resendIntervalMs);
  return { ...RETENTION, rateLimitMs: Math.max(RETENTION.rateLimitMs, longestWindow) };
}

/** Rows deleted per statement, and statements per table per round, so one round stays short. */
export const PRUNE_BATCH = 1_000;
const MAX_BATCHES = 20;

export type PruneCounts = {
  rateLimits: number;
  sessions: number;
  verificationCodes: number;
  outbox: number;
  auditLog: number;
  signIns: number;
  idempotencyKeys: number;
  interviewDeletions: number;
  unmatchedNotifications: number;
  webhookDeliveries: number;
  webhookEvents: number;
};

/** How long audit entries and sign-ins are kept: the retention settings (decision 402). */
export type LogRetention = { auditMs: number; signInMs: number };
const DEFAULT_LOG_RETENTION: LogRetention = {
  auditMs: DEFAULT_SETTINGS.retention.audit_days * DAY,
  signInMs: DEFAULT_SETTINGS.retention.sign_in_days * DAY,
};

/**
 * Deletes old audit entries in batches. The audit log refuses DELETE (migration 0012) unless the transaction sets
 * app.audit_prune, so each batch is its own short transaction that does; SKIP LOCKED keeps instances apart.
 * Even then the database refuses an entry younger than AUDIT_MIN_RETENTION_DAYS by its own clock (migration 0018):
 * the batch never picks one, so an instance whose clock runs ahead prunes less instead of failing its round.
 */
async function pruneAudit(db: Db, condition: SQL, batch: number): Promise<number> {
  let total = 0;
  for (let i = 0; i < MAX_BATCHES; i++) {
    const n = await db.transaction(async (tx) => {
      await tx.execute(sql`set local app.audit_prune = 'on'`);
      const rows = await queryRows<{ n: string | number }>(
        tx,
        sql`with gone as (
              delete from audit_log where id in (
                select id from audit_log
                where ${condition} and at < now() - make_interval(days => ${AUDIT_MIN_RETENTION_DAYS})
                limit ${batch} for update skip locked)
              returning 1)
            select count(*) as n from gone`,
      );
      return Number(rows[0]?.n ?? 0);
    });
    total += n;
    if (n < batch) break;
  }
  return total;
}

/**
 * Deletes the dead rows older than their retention, in batches. Safe with several instances at once:
 * each batch picks its rows with SKIP LOCKED, so two instances never wait on (or count) the same row.
 */
export async function pruneExpired(
  db: Db,
  now: Date,
  keep: Retention = RETENTION,
  batch = PRUNE_BATCH,
  logs: LogRetention = DEFAULT_LOG_RETENTION,
): Promise<PruneCounts> {
  const before = (ms: number) => new Date(now.getTime() - ms).toISOString();
  const prune = async (table: string, key: string, condition: SQL) => {
    let total = 0;
    for (let i = 0; i < MAX_BATCHES; i++) {
      const rows = await queryRows<{ n: string | number }>(
        db,
        sql`with gone as (
              delete from ${sql.raw(table)} where ${sql.raw(key)} in (
                select ${sql.raw(key)} from ${sql.raw(table)} where ${condition}
                limit ${batch} for update skip locked)
              returning 1)
            select count(*) as n from gone`,
      );
      const n = Number(rows[0]?.n ?? 0);
      total += n;
      if (n < batch) break;
    }
    return total;
  };
  return {
    rateLimits: await prune('rate_limits', 'key', sql`window_start < ${before(keep.rateLimitMs)}`),
    sessions: await prune(
      'sessions',
      'id',
      sql`(expires_at < ${before(keep.sessionMs)} or revoked_at < ${before(keep.sessionMs)})`,
    ),
    verificationCodes: await prune(
      'verification_codes',
      'id',
      sql`(expires_at < ${before(keep.codeMs)} or used_at < ${before(keep.codeMs)})`,
    ),
    outbox: await prune('outbox', 'id', sql`status = 'sent' and sent_at < ${before(keep.sentMailMs)}`),
    auditLog: await pruneAudit(
      db,
      sql`action not in (${sql.join(
        SIGN_IN_ACTIONS.map((a) => sql`${a}`),
        sql`, `,
      )}) and at < ${before(logs.auditMs)}`,
      batch,
    ),
    signIns: await pruneAudit(
      db,
      sql`action in (${sql.join(
        SIGN_IN_ACTIONS.map((a) => sql`${a}`),
        sql`, `,
      )}) and at < ${before(logs.signInMs)}`,
      batch,
    ),
    idempotencyKeys: await prune(
      'api_idempotency_keys',
      'id',
      sql`created_at < ${before(keep.idempotencyMs)}`,
    ),
    interviewDeletions: await prune(
      'interview_deletions',
      'ctid',
      sql`deleted_at < ${before(keep.interviewDeletionMs)}`,
    ),
    // A matched notification is the order's history (the payments view shows it) and stays with the order.
    unmatchedNotifications: await prune(
      'billing_notifications',
      'id',
      sql`order_id is null and received_at < ${before(keep.unmatchedNotificationMs)}`,
    ),
    // A delivery's attempts are deleted with it (on delete cascade).
    webhookDeliveries: await prune(
      'webhook_deliveries',
      'id',
      sql`status <> 'pending' and created_at < ${before(keep.webhookDeliveryMs)}`,
    ),
    webhookEvents: await prune(
      'webhook_events',
      'id',
      sql`created_at < ${before(keep.webhookDeliveryMs)}
        and not exists (select 1 from webhook_deliveries d where d.event_id = webhook_events.id)`,
    ),
  };
}

/** A round's counts: the pruned rows and the candidates anonymised (decision 420). */
export type RoundCounts = PruneCounts & { candidatesAnonymised: number };

export type Pruner = IntervalJob<RoundCounts | null>;

/**
 * Runs `pruneExpired` every `intervalMs` (the first round one interval after start), on an unref'd
 * timer so it never keeps the process alive; `stop` waits for a round under way.
 */
export function createPruner(deps: {
  db: Db;
  clock: Clock;
  logger: FastifyBaseLogger;
  retention: Retention;
  intervalMs: number;
  /** Removes a CV file's bytes (the storage interface) once its anonymised row is gone. */
  deleteFile?: (key: string) => Promise<void>;
}): Pruner {
  // Sent mail, audit entries, sign-ins and candidates follow the retention settings, read at each round.
  const round = async (): Promise<RoundCounts> => {
    const { retention: kept } = await getSettings({ db: deps.db });
    const now = deps.clock.now();
    const counts = await pruneExpired(
      deps.db,
      now,
      { ...deps.retention, sentMailMs: kept.sent_mail_days * DAY },
      PRUNE_BATCH,
      {
        auditMs: kept.audit_days * DAY,
        signInMs: kept.sign_in_days * DAY,
      },
    );
    const anonymised = await anonymiseCandidates(
      deps.db,
      now,
      kept.candidate_anonymise_days,
      deps.deleteFile ?? (async () => undefined),
    );
    if (anonymised.fileErrors > 0) {
      deps.logger.warn(
        { files: anonymised.fileErrors },
        'anonymised candidates: CV files left in the storage',
      );
    }
    return { ...counts, candidatesAnonymised: anonymised.count };
  };
  return intervalJob({
    intervalMs: deps.intervalMs,
    logger: deps.logger,
    failure: 'pruning failed',
    fallback: null,
    round,
    after: (counts) => {
      if (Object.values(counts).some((n) => n > 0))
        deps.logger.info({ pruned: counts }, 'pruned expired rows');
    },
  });
}
