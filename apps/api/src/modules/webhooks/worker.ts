import http from 'node:http';
import https from 'node:https';
import { isIP } from 'node:net';
import type { LookupFunction } from 'node:net';
import { sql } from 'drizzle-orm';
import { WEBHOOK_TEST_EVENT } from '@app/shared';
import type { FastifyBaseLogger } from 'fastify';
import { localeOf } from '../../lib/i18n';
import type { AppContext } from '../../context';
import { queryRows } from '../../db/client';
import { audit } from '../../lib/audit';
import { planHas } from '../../lib/plan-features';
import { getSettings } from '../../lib/settings';
import { iso } from '../../lib/tenancy';
import { createQueueWorker } from '../../lib/work-queue';
import type { QueueWorker } from '../../lib/work-queue';
import { enqueueMail } from '../../mail/outbox';
import { webhookDisabledMail } from '../../mail/webhook-templates';
import { AddressRefused, bareHost, checkUrlShape, resolveChecked } from './address';
import type { AddressRules, ResolvedAddress } from './address';
import { signedHeaders } from './signing';

/**
 * The webhook delivery queue (decisions 541, 545, 546) on the server's one queue engine (lib/work-queue.ts): due
 * deliveries are claimed with FOR UPDATE SKIP LOCKED and a lease, and never while an earlier delivery of the same
 * record (application, posting, candidate) to the same endpoint is still pending, so a receiver gets one record's
 * changes in order. A claim takes the companies in turn (each one's oldest due delivery first, then each one's
 * second…; within a company, its endpoints in turn; at most 5 of a company out at once) and up to 10 attempts run
 * side by side, more claimed as places free up, so one company's slow or hanging receivers do not hold up the
 * others' deliveries (decision 1228). A failure is retried on a schedule that spans 3 days; an endpoint failing for
 * 3 days is turned off and its company's owner mailed.
 */

export const LEASE_MS = 30_000;
const HEARTBEAT_MS = 5_000;
const BATCH = 10;
/**
 * At most this many of one company's deliveries out at once, counted over the leases of all instances (decision
 * 1228; two claiming at the same moment do not see each other's): a company whose receivers hang holds at most half
 * of the places, and the others' events go out beside them.
 */
const COMPANY_PLACES = 5;
export const GIVE_UP_AFTER_MS = 3 * 24 * 3_600_000;
/** After the first attempt: 5 s, 5 min, 30 min, 2 h, 5 h, then every 10 h up to the 3-day mark (Standard Webhooks' schedule). */
const RETRY_DELAYS_MS = [5_000, 5 * 60_000, 30 * 60_000, 2 * 3_600_000, 5 * 3_600_000, 10 * 3_600_000];
const TIMEOUT_MS = 15_000;
const BODY_KEPT = 1_000;
const ERROR_KEPT = 500;

/** The text of at most `max` bytes of UTF-8, cut before a character that would not fit whole (no U+FFFD at the end). */
function utf8Prefix(bytes: Buffer, max: number): string {
  if (bytes.length <= max) return bytes.toString('utf8');
  // A continuation byte (10xxxxxx) at the cut means the character before it began earlier: leave it out. A
  // character has at most 3 continuation bytes; bytes that are not UTF-8 are cut where they are.
  let end = max;
  while (end > max - 3 && (bytes[end]! & 0xc0) === 0x80) end--;
  return bytes.subarray(0, (bytes[end]! & 0xc0) === 0x80 ? max : end).toString('utf8');
}

/** When the next attempt is due after `attempts` attempts, or null when the 3 days are over. */
export function nextAttemptAt(attempts: number, createdAt: Date, now: Date): Date | null {
  const end = createdAt.getTime() + GIVE_UP_AFTER_MS;
  if (now.getTime() >= end) return null;
  const delay = RETRY_DELAYS_MS[Math.min(attempts - 1, RETRY_DELAYS_MS.length - 1)]!;
  // The last attempt falls on the 3-day mark itself.
  return new Date(Math.min(now.getTime() + delay, end));
}

/** How many attempts the schedule makes over the 3 days: a first one, then one per delay until the 3-day mark. */
function scheduledAttempts(): number {
  const created = new Date(0);
  let now = created;
  let attempts = 1;
  for (;;) {
    const next = nextAttemptAt(attempts, created, now);
    if (!next) return attempts;
    now = next;
    attempts += 1;
  }
}

/**
 * The attempts a delivery's log keeps (decision 1165): as many as the schedule makes (13); a "send again" of a
 * delivery still waiting adds one outside it, and then the oldest goes.
 */
export const MAX_ATTEMPTS_KEPT = scheduledAttempts();

type Claimed = {
  id: number;
  event_id: string | number;
  endpoint_id: string;
  attempts: number;
  created_at: string | Date;
  url: string;
  secret: string;
  previous_secret: string | null;
  previous_secret_until: string | Date | null;
  failing_since: string | Date | null;
  disabled_at: string | Date | null;
  events: string[];
  company_id: string;
  type: string;
  payload: unknown;
  event_at: string | Date;
  plan: string | null;
  cancelled_at: string | Date | null;
};

/** Whether an endpoint that subscribes to `events` still wants `type`; a test is sent whatever it subscribes to. */
export const subscribes = (events: readonly string[], type: string) =>
  type === WEBHOOK_TEST_EVENT || events.includes(type);
export const UNSUBSCRIBED = 'the endpoint no longer subscribes to this event';

type Outcome = { ok: boolean; status: number | null; ms: number; body: string | null; error: string | null };

/** The body every attempt sends (Standard Webhooks' `type`, `timestamp`, `data`), the same bytes each time. */
export const eventBody = (type: string, at: string | Date, data: unknown) =>
  JSON.stringify({ type, timestamp: iso(at), data });

/** The outcome of a reply with `status` whose first bytes are `chunks`. */
function replied(status: number, chunks: Buffer[]): Omit<Outcome, 'ms'> {
  const ok = status >= 200 && status < 300;
  return {
    ok,
    status,
    // A NUL cannot be stored in a text column: the receiver's bytes are kept without it.
    body: utf8Prefix(Buffer.concat(chunks), BODY_KEPT).replaceAll('\u0000', ''),
    error: ok ? null : `HTTP ${status}`,
  };
}

/** POSTs to the address that was checked: the lookup answers with it, so no second resolution happens. */
function post(
  url: URL,
  target: ResolvedAddress,
  headers: Record<string, string>,
  body: string,
  timeoutMs: number,
): Promise<Outcome> {
  const started = Date.now();
  const lookup: LookupFunction = (_host, options, callback) => {
    if ((options as { all?: boolean }).all) {
      (callback as unknown as (e: null, a: ResolvedAddress[]) => void)(null, [target]);
    } else {
      callback(null, target.address, target.family);
    }
  };
  const client = url.protocol === 'https:' ? https : http;
  return new Promise((resolve) => {
    let settled = false;
    // One deadline for the whole attempt (connection, reply and the bytes the log keeps). The socket's own timeout
    // only measures silence, so a receiver sending a byte now and then would hold the worker, and every other
    // company's deliveries behind it, for as long as it liked.
    let answer: { status: number; chunks: Buffer[] } | null = null;
    const timer: { deadline?: NodeJS.Timeout } = {};
    const done = (outcome: Omit<Outcome, 'ms'>) => {
      if (settled) return;
      settled = true;
      clearTimeout(timer.deadline);
      resolve({ ...outcome, ms: Date.now() - started });
    };
    const request = client.request(
      url,
      {
        method: 'POST',
        headers: {
          ...headers,
          'content-type': 'application/json',
          'content-length': Buffer.byteLength(body),
          'user-agent': 'DotTrip-Webhooks/1',
        },
        lookup,
        agent: false,
        timeout: timeoutMs,
      },
      (response) => {
        const chunks: Buffer[] = [];
        let size = 0;
        answer = { status: response.statusCode ?? 0, chunks };
        const finish = () => done(replied(response.statusCode ?? 0, chunks));
        response.on('data', (chunk: Buffer) => {
          if (size < BODY_KEPT) chunks.push(chunk);
          size += chunk.length;
          // The first bytes are all the log keeps: a huge reply is not read to its end.
          if (size >= BODY_KEPT) {
            finish();
            response.destroy();
          }
        });
        response.on('end', finish);
        response.on('error', finish);
      },
    );
    request.on('timeout', () => request.destroy(new Error(`no reply within ${timeoutMs / 1000} s`)));
    request.on('error', (error) => done({ ok: false, status: null, body: null, error: error.message }));
    timer.deadline = setTimeout(() => {
      const late = `no reply within ${timeoutMs / 1000} s`;
      // A status that came in time decides; the reply's body is kept as far as it arrived.
      done(
        answer ? replied(answer.status, answer.chunks) : { ok: false, status: null, body: null, error: late },
      );
      request.destroy(new Error(late));
    }, timeoutMs);
    request.end(body);
  });
}

export type WebhookWorkerOptions = {
  ctx: AppContext;
  logger: FastifyBaseLogger;
  rules: AddressRules;
  pollMs?: number;
  timeoutMs?: number;
};

/**
 * At most this many host-name look-ups of the worker at once (decision 1228). The system resolver runs on libuv's
 * shared pool of four threads, which file reads use too: a batch's attempts run side by side, and a dozen names
 * whose DNS never answers must not take every thread of the pool.
 */
const LOOKUPS_AT_ONCE = 2;

export function createWebhookWorker(options: WebhookWorkerOptions): QueueWorker {
  const { ctx, logger, rules } = options;
  const { db, clock } = ctx;

  let lookups = 0;
  const waitingLookups: Array<() => void> = [];
  async function resolveInTurn(url: URL): Promise<ResolvedAddress> {
    // An address written as such needs no look-up: it never waits behind names whose DNS is slow.
    if (isIP(bareHost(url))) return resolveChecked(url, rules);
    if (lookups >= LOOKUPS_AT_ONCE) await new Promise<void>((resolve) => waitingLookups.push(resolve));
    else lookups += 1;
    try {
      return await resolveChecked(url, rules);
    } finally {
      // The slot passes straight to the next look-up waiting, else it is given back.
      const next = waitingLookups.shift();
      if (next) next();
      else lookups -= 1;
    }
  }

  async function claim(limit: number): Promise<Claimed[]> {
    const now = clock.now().toISOString();
    const until = new Date(clock.now().getTime() + LEASE_MS).toISOString();
    const claimed = await queryRows<{ id: string | number }>(
      db,
      sql`update webhook_deliveries set locked_until = ${until}, attempts = attempts + 1
        where id in (
          select d.id from webhook_deliveries d
            join (select r.id, r.out,
                row_number() over (partition by r.company_id order by r.endpoint_turn, r.id) as turn
              from (select q.id, e.company_id, coalesce(busy.out, 0) as out,
                row_number() over (partition by q.endpoint_id order by q.id) as endpoint_turn
              from webhook_deliveries q join webhook_endpoints e on e.id = q.endpoint_id
                left join (select oe.company_id, count(*) as out
                  from webhook_deliveries o join webhook_endpoints oe on oe.id = o.endpoint_id
                  where o.status = 'pending' and o.locked_until > ${now}
                  group by oe.company_id) busy on busy.company_id = e.company_id
              where q.status = 'pending' and q.next_attempt_at <= ${now}
                and (q.locked_until is null or q.locked_until <= ${now})
                and not exists (select 1 from webhook_deliveries p
                  where p.endpoint_id = q.endpoint_id and p.ordering_key = q.ordering_key
                    and p.status = 'pending' and p.id < q.id)) r) due on due.id = d.id
          where due.turn + due.out <= ${COMPANY_PLACES}
            and d.status = 'pending' and d.next_attempt_at <= ${now}
            and (d.locked_until is null or d.locked_until <= ${now})
            and not exists (select 1 from webhook_deliveries p
              where p.endpoint_id = d.endpoint_id and p.ordering_key = d.ordering_key
                and p.status = 'pending' and p.id < d.id)
          order by due.turn, d.id limit ${limit}
          for update of d skip locked)
        returning id`,
    );
    if (claimed.length === 0) return [];
    const ids = sql.join(
      claimed.map((r) => sql`${Number(r.id)}`),
      sql`, `,
    );
    const rows = await queryRows<Claimed>(
      db,
      sql`select d.id, d.event_id, d.endpoint_id, d.attempts, d.created_at,
            e.url, e.secret, e.previous_secret, e.previous_secret_until, e.failing_since, e.disabled_at, e.events,
            ev.company_id, ev.type, ev.payload, ev.created_at as event_at, c.cancelled_at,
            (select p.name from subscriptions s join plans p on p.id = s.plan_id
              where s.company_id = ev.company_id and s.ended_at is null) as plan
          from webhook_deliveries d join webhook_endpoints e on e.id = d.endpoint_id
            join webhook_events ev on ev.id = d.event_id join companies c on c.id = ev.company_id
          where d.id in (${ids}) order by d.id`,
    );
    return rows.map((r) => ({ ...r, id: Number(r.id) }));
  }

  async function renew(ids: number[]): Promise<void> {
    const until = new Date(clock.now().getTime() + LEASE_MS).toISOString();
    await db.execute(
      sql`update webhook_deliveries set locked_until = ${until}
        where status = 'pending' and locked_until is not null and id in (${sql.join(
          ids.map((id) => sql`${id}`),
          sql`, `,
        )})`,
    );
  }

  /**
   * Records the end of this claim: the delivery's state and, when a request was made (or refused before it), the
   * attempt in its log, at the time it began (decision 1165). The state is written only while the claim is still this one (the attempts
   * counter the claim set, decision 1167): a claim whose lease ran out and was taken by another instance must not
   * clear that instance's lease, or a third one would send the event while the second is still sending it. The
   * attempt itself happened, so it is logged either way.
   */
  async function finish(
    row: Claimed,
    status: 'succeeded' | 'failed' | 'skipped' | 'pending',
    outcome: Partial<Outcome>,
    next: Date | null,
    attemptedAt: Date | null = null,
  ): Promise<boolean> {
    const now = clock.now().toISOString();
    const error = outcome.error?.slice(0, ERROR_KEPT) ?? null;
    // The line is written only while the delivery exists (its endpoint may have been deleted during the attempt).
    const log = attemptedAt
      ? sql`with attempt as (
            insert into webhook_delivery_attempts
              (delivery_id, attempted_at, response_status, response_ms, response_body, error)
            select id, ${attemptedAt.toISOString()}, ${outcome.status ?? null}, ${outcome.ms ?? null},
              ${outcome.body ?? null}, ${error}
            from webhook_deliveries where id = ${row.id}
            returning id),
          trimmed as (
            delete from webhook_delivery_attempts where id in (
              select id from webhook_delivery_attempts where delivery_id = ${row.id}
              order by id desc offset ${MAX_ATTEMPTS_KEPT - 1}))
          `
      : sql``;
    const updated = await queryRows<{ id: string | number }>(
      db,
      sql`${log}update webhook_deliveries set status = ${status}, locked_until = null,
          next_attempt_at = ${next ? next.toISOString() : now}, last_attempt_at = ${now},
          response_status = ${outcome.status ?? null}, response_ms = ${outcome.ms ?? null},
          response_body = ${outcome.body ?? null}, last_error = ${error}
        where id = ${row.id} and attempts = ${row.attempts} returning id`,
    );
    if (updated.length === 0) {
      logger.warn(
        { deliveryId: row.id, attempts: row.attempts },
        'webhook delivery was claimed again after this lease ran out; its state is left to that claim',
      );
    }
    return updated.length > 0;
  }

  /** Three days of failures: the endpoint goes off, its pending deliveries fail, its owner gets a mail. */
  async function disableFailing(row: Claimed, now: Date) {
    const mailed = await db.transaction(async (tx) => {
      const [off] = await queryRows<{ id: string }>(
        tx,
        sql`update webhook_endpoints set disabled_at = ${now.toISOString()}, disabled_reason = 'failing',
            updated_at = ${now.toISOString()}
          where id = ${row.endpoint_id} and disabled_at is null returning id`,
      );
      if (!off) return false;
      await tx.execute(
        sql`update webhook_deliveries set status = 'failed', locked_until = null,
            last_error = coalesce(last_error, 'endpoint turned off')
          where endpoint_id = ${row.endpoint_id} and status = 'pending' and id <> ${row.id}`,
      );
      await audit(tx, {
        action: 'webhook.disabled_failing',
        target: { type: 'webhook', id: row.endpoint_id, label: row.url },
        actor: null,
        at: now,
      });
      const [owner] = await queryRows<{ email: string; name: string; locale: string | null }>(
        tx,
        sql`select u.email, u.name, u.locale from companies c join users u on u.id = c.owner_id
          where c.id = ${row.company_id}`,
      );
      if (owner) {
        await enqueueMail(
          tx,
          webhookDisabledMail(localeOf(owner.locale), owner.email, owner.name, row.url, ctx.config.appUrl),
          now,
        );
      }
      return Boolean(owner);
    });
    if (mailed) ctx.outbox.poke();
  }

  async function deliver(row: Claimed): Promise<void> {
    const now = clock.now();
    if (row.disabled_at) {
      await finish(row, 'failed', { error: 'endpoint turned off' }, null);
      return;
    }
    // The owner took the event off the endpoint's list while this delivery waited: it is not sent (decision 1089).
    if (!subscribes(row.events, row.type)) {
      await finish(row, 'skipped', { error: UNSUBSCRIBED }, null);
      return;
    }
    // A company that left Enterprise keeps its endpoints, but nothing is sent to them (decision 547).
    const settings = await getSettings(ctx);
    if (row.cancelled_at || !planHas(settings, row.plan, 'api_access')) {
      await finish(row, 'skipped', { error: 'the company’s plan does not include API integration' }, null);
      return;
    }
    const body = eventBody(row.type, row.event_at, row.payload);
    const secrets = [row.secret];
    if (row.previous_secret && row.previous_secret_until && new Date(iso(row.previous_secret_until)) > now) {
      secrets.push(row.previous_secret);
    }
    let outcome: Outcome;
    try {
      const url = checkUrlShape(row.url, rules);
      const target = await resolveInTurn(url);
      // The timestamp is the wall-clock moment of sending, which receivers compare with their own clock.
      const headers = signedHeaders(secrets, `msg_${row.event_id}`, Math.floor(Date.now() / 1000), body);
      outcome = await post(url, target, headers, body, options.timeoutMs ?? TIMEOUT_MS);
    } catch (error) {
      const message =
        error instanceof AddressRefused
          ? `refused: ${error.message}`
          : error instanceof Error
            ? error.message
            : String(error);
      outcome = { ok: false, status: null, ms: 0, body: null, error: message };
    }
    if (outcome.ok) {
      await finish(row, 'succeeded', outcome, null, now);
      if (row.failing_since) {
        await db.execute(
          sql`update webhook_endpoints set failing_since = null where id = ${row.endpoint_id}`,
        );
      }
      return;
    }
    const next = nextAttemptAt(row.attempts, new Date(iso(row.created_at)), now);
    await finish(row, next ? 'pending' : 'failed', outcome, next, now);
    const failingSince = row.failing_since ? new Date(iso(row.failing_since)) : now;
    if (!row.failing_since) {
      await db.execute(
        sql`update webhook_endpoints set failing_since = ${now.toISOString()}
          where id = ${row.endpoint_id} and failing_since is null`,
      );
    }
    logger.warn(
      { deliveryId: row.id, endpointId: row.endpoint_id, attempts: row.attempts, err: outcome.error },
      'webhook delivery failed',
    );
    if (now.getTime() - failingSince.getTime() >= GIVE_UP_AFTER_MS) await disableFailing(row, now);
  }

  return createQueueWorker<Claimed>({
    name: 'webhooks',
    logger,
    claim,
    renew,
    handle: deliver,
    batch: BATCH,
    // The claim above never hands out a delivery while an earlier one of its record to its endpoint is still out,
    // so up to 10 attempts run side by side: a receiver that hangs holds only its own places (decision 1228).
    concurrent: true,
    pollMs: options.pollMs ?? 1_000,
    heartbeatMs: HEARTBEAT_MS,
  });
}
