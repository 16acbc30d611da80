import { eq, sql } from 'drizzle-orm';
import type { FastifyBaseLogger } from 'fastify';
import { queryRows } from '../db/client';
import type { Db } from '../db/client';
import { outbox } from '../db/schema';
import type { MailAttachment } from '../db/schema';
import type { Clock } from '../lib/clock';
import { createQueueWorker } from '../lib/work-queue';
import type { QueueWorker } from '../lib/work-queue';
import { attachmentName, extraHeaders, headerText } from '../lib/mail-headers';
import type { MailTransport } from './transport';

export type MailContent = {
  to: string;
  subject: string;
  text: string;
  html: string;
  attachments?: MailAttachment[];
  /** Extra header fields; see `extraHeaders`. */
  headers?: Record<string, string>;
};

const FIRST_RETRY_MS = 5_000;
const MAX_RETRY_MS = 5 * 60_000;
const GIVE_UP_AFTER_MS = 24 * 3_600_000;
/**
 * A claimed mail is held for LEASE_MS and the live instance renews the hold every HEARTBEAT_MS while it works,
 * so a mail claimed by an instance that died returns to the queue within LEASE_MS plus one poll (under 30 s).
 */
export const LEASE_MS = 20_000;
const HEARTBEAT_MS = 5_000;
const BATCH = 10;

const outboxRow = (mail: MailContent, now: Date) => ({
  to: mail.to,
  // Names and titles inside subjects come from users: one header line, whatever they typed.
  subject: headerText(mail.subject),
  text: mail.text,
  html: mail.html,
  attachments: (mail.attachments ?? []).map((a) => ({ ...a, filename: attachmentName(a.filename) })),
  headers: extraHeaders(mail.headers),
  nextAttemptAt: now,
  createdAt: now,
});

/** Writes the mail in the caller's transaction: it exists exactly when the change that caused it does. */
export async function enqueueMail(db: Db, mail: MailContent, now: Date): Promise<void> {
  await db.insert(outbox).values(outboxRow(mail, now));
}

/**
 * Writes a mail that leaves no earlier than `sendAt`, in the caller's transaction (the messages' 15-minute rule,
 * decision 953; a rejection sent later, decision 1103); returns its row id so that it can be withdrawn while it waits.
 * `conversationApplicationId`: a mail to that application's candidate, copied into its conversation once it is sent
 * (decision 1162), never before.
 */
export async function enqueueMailAt(
  db: Db,
  mail: MailContent,
  now: Date,
  sendAt: Date,
  options: { conversationApplicationId?: string } = {},
): Promise<number> {
  const [row] = await db
    .insert(outbox)
    .values({
      ...outboxRow(mail, now),
      nextAttemptAt: sendAt,
      conversationApplicationId: options.conversationApplicationId ?? null,
    })
    .returning({ id: outbox.id });
  return row!.id;
}

/** Several mails in one statement (the job-alert batch), in the caller's transaction. */
export async function enqueueMails(db: Db, mails: MailContent[], now: Date): Promise<void> {
  if (mails.length === 0) return;
  await db.insert(outbox).values(mails.map((mail) => outboxRow(mail, now)));
}

export const retryDelayMs = (attempts: number) =>
  Math.min(FIRST_RETRY_MS * 2 ** Math.max(0, attempts - 1), MAX_RETRY_MS);

type Row = typeof outbox.$inferSelect;

export type OutboxWorker = QueueWorker;

export function createOutboxWorker(deps: {
  db: Db;
  transport: MailTransport;
  clock: Clock;
  logger: FastifyBaseLogger;
  pollMs?: number;
  heartbeatMs?: number;
  /**
   * Runs after a mail that joins a conversation once sent was marked sent (decision 1162): the messages module's
   * copy, given here so that the mail layer does not import a module. A failure is logged; the next run catches up.
   */
  afterSent?: () => Promise<unknown>;
}): OutboxWorker {
  const { db, transport, clock, logger } = deps;

  async function renewLeases(ids: number[]): Promise<void> {
    const until = new Date(clock.now().getTime() + LEASE_MS).toISOString();
    await queryRows(
      db,
      sql`update outbox set locked_until = ${until}
        where status = 'pending' and locked_until is not null and id in (${sql.join(ids, sql`, `)})`,
    );
  }

  async function claim(limit: number): Promise<Row[]> {
    const now = clock.now();
    // SKIP LOCKED plus a lease: two instances never take the same row, and a crashed one's rows return.
    const claimed = await queryRows<{ id: string | number }>(
      db,
      sql`
      update outbox set locked_until = ${new Date(now.getTime() + LEASE_MS).toISOString()}, attempts = attempts + 1
      where id in (
        select id from outbox
        where status = 'pending' and next_attempt_at <= ${now.toISOString()}
          and (locked_until is null or locked_until <= ${now.toISOString()})
        order by id limit ${limit}
        for update skip locked)
      returning id`,
    );
    const ids = claimed.map((r) => Number(r.id));
    if (ids.length === 0) return [];
    // If this read fails the rows are not renewed: they return to the queue when their lease ends.
    return db.query.outbox.findMany({
      where: (o, { inArray }) => inArray(o.id, ids),
      orderBy: (o) => o.id,
    });
  }

  async function markSent(row: Row): Promise<void> {
    // Once the SMTP server took the mail the row must never go back to pending: a failed write is
    // tried again, and if it still fails the lease keeps every worker away from the row meanwhile.
    for (let attempt = 1; ; attempt++) {
      try {
        await db
          .update(outbox)
          .set({ status: 'sent', sentAt: clock.now(), lockedUntil: null, lastError: null })
          .where(eq(outbox.id, row.id));
        return;
      } catch (error) {
        if (attempt >= 3) {
          logger.error({ mailId: row.id, err: error }, 'mail sent but not marked as sent');
          return;
        }
      }
    }
  }

  async function deliver(row: Row): Promise<void> {
    try {
      await transport.send(row);
    } catch (error) {
      const now = clock.now();
      const expired = now.getTime() - row.createdAt.getTime() >= GIVE_UP_AFTER_MS;
      const message = error instanceof Error ? error.message : String(error);
      await db
        .update(outbox)
        .set({
          status: expired ? 'failed' : 'pending',
          nextAttemptAt: new Date(now.getTime() + retryDelayMs(row.attempts)),
          lockedUntil: null,
          lastError: message.slice(0, 1000),
        })
        .where(eq(outbox.id, row.id));
      logger.warn(
        { mailId: row.id, attempts: row.attempts, failed: expired, err: message },
        'mail delivery failed',
      );
      return;
    }
    await markSent(row);
    if (row.conversationApplicationId && deps.afterSent) {
      await deps.afterSent().catch((error: unknown) => {
        logger.error({ mailId: row.id, err: error }, 'sent mail not copied into its conversation');
      });
    }
  }

  return createQueueWorker<Row>({
    name: 'outbox',
    logger,
    claim,
    renew: renewLeases,
    handle: deliver,
    batch: BATCH,
    pollMs: deps.pollMs ?? 1_000,
    heartbeatMs: deps.heartbeatMs ?? HEARTBEAT_MS,
  });
}
