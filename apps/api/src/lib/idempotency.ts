import { createHash } from 'node:crypto';
import { sql } from 'drizzle-orm';
import type { FastifyReply, FastifyRequest, RouteOptions } from 'fastify';
import { i18nText } from '@app/shared';
import type { AppContext } from '../context';
import { queryRows } from '../db/client';
import type { Db } from '../db/client';
import { HttpError, unprocessable } from './errors';

/**
 * `Idempotency-Key` on the creating calls an API key may make (decision 1090; Stripe's design and the IETF draft
 * draft-ietf-httpapi-idempotency-key-header): every POST whose access names a scope. The first request with a key
 * inserts its row (per API key, the unique index makes a second instance wait for it, then see it), is served, and
 * its status and body are kept for 24 hours; a retry with the same request gets them again with
 * `Idempotent-Replayed: true`. The same key for another request is 422, a retry while the first runs 409.
 * A reply of 500 or more is not kept, so the client may try again; nor is a 400 or 422 (the request was malformed or
 * its fields invalid: nothing was done, and the corrected request may use the same key, as with Stripe). Other 4xx
 * replies (409: the operation was refused as such) are its answer and are kept.
 *
 * The reply is kept after the change's transaction commits. So that a request whose instance dies in between is not
 * done twice, `audit` (which every change calls inside its transaction) marks the claim `done_at` there (decision
 * 1166): a retry of a claim still unanswered after `IDEMPOTENCY_LEASE_MS` takes it over only when it is not marked
 * (the change never committed); a marked one is 409 `IDEMPOTENCY_KEY_REPLY_LOST` until the key expires.
 */

export const IDEMPOTENCY_HEADER = 'idempotency-key';
export const REPLAYED_HEADER = 'Idempotent-Replayed';
/** How long a key's reply is kept (and the pruning job's retention for the rows). */
export const IDEMPOTENCY_TTL_MS = 24 * 3_600_000;
/** A first request still unanswered after this long died with its instance: a retry may take its key over. */
export const IDEMPOTENCY_LEASE_MS = 5 * 60_000;
/** 1 to 255 printable ASCII characters (the draft leaves the length to the server; Stripe allows 255). */
export const IDEMPOTENCY_KEY_PATTERN = /^[\x20-\x7e]{1,255}$/;

const REUSED = 'IDEMPOTENCY_KEY_REUSED';
const IN_USE = 'IDEMPOTENCY_KEY_IN_USE';
const REPLY_LOST = 'IDEMPOTENCY_KEY_REPLY_LOST';

type Claim = { id: string };
const CLAIM = Symbol('idempotency claim');
type ClaimedRequest = FastifyRequest & { [CLAIM]?: Claim };

/** The claim the request being served holds on its `Idempotency-Key`, if any. */
export function idempotencyClaimOf(request: FastifyRequest): string | undefined {
  return (request as ClaimedRequest)[CLAIM]?.id;
}

/**
 * Marks the claim of the request being served as done, with `db` the change's transaction (decision 1166): called by
 * `audit`, so a change and its mark commit or roll back together.
 */
export async function markIdempotentDone(db: Db, request: FastifyRequest | undefined, at: Date) {
  const claim = request && idempotencyClaimOf(request);
  if (!claim) return;
  await db.execute(
    sql`update api_idempotency_keys set done_at = ${at.toISOString()} where id = ${claim} and done_at is null`,
  );
}

/** Whether a route takes `Idempotency-Key`: a POST an API key may call. */
export function takesIdempotencyKey(route: Pick<RouteOptions, 'method' | 'config'>): boolean {
  const access = route.config?.access;
  return (
    [route.method].flat().includes('POST') &&
    typeof access === 'object' &&
    access !== null &&
    Boolean(access.scope)
  );
}

/** JSON with object keys sorted, so that the same fields in another order are the same request. */
function canonical(value: unknown): string {
  if (Array.isArray(value)) return `[${value.map(canonical).join(',')}]`;
  if (value && typeof value === 'object') {
    return `{${Object.keys(value)
      .sort()
      .map((k) => `${JSON.stringify(k)}:${canonical((value as Record<string, unknown>)[k])}`)
      .join(',')}}`;
  }
  return JSON.stringify(value) ?? 'null';
}

/**
 * What makes two requests under one key the same request: the method, the path and what the operation reads (decision
 * 1185). The query string counts only where the operation takes one (as its parsed, sorted parameters), the body only
 * where it takes one: the document promises that a parameter an operation does not read is ignored, so a client
 * library's cache-buster or an empty `{}` on a retry of `POST …/publish` is the same request, not a 422.
 */
function fingerprint(request: FastifyRequest): string {
  const schema = request.routeOptions.schema;
  const path = request.url.split('?', 1)[0];
  const query = schema?.querystring ? canonical(request.query) : '';
  const body = schema?.body ? canonical(request.body) : '';
  return createHash('sha256').update(`${request.method} ${path}\n${query}\n${body}`).digest('hex');
}

type Row = {
  id: string;
  fingerprint: string;
  created_at: string | Date;
  status_code: number | null;
  content_type: string | null;
  body: string | null;
  done_at: string | Date | null;
};

/** The two route hooks: claim (or replay) before validation, keep the reply as it is sent. */
export function idempotencyHooks(ctx: AppContext) {
  async function claim(request: FastifyRequest, reply: FastifyReply) {
    const apiKeyId = request.auth?.apiKeyId;
    const given = request.headers[IDEMPOTENCY_HEADER];
    // A person's session does not use the header (the web app retries nothing); only keys are idempotent by key.
    if (!apiKeyId || given === undefined) return;
    if (typeof given !== 'string' || !IDEMPOTENCY_KEY_PATTERN.test(given)) {
      const message = i18nText('Send 1 to 255 printable ASCII characters as the Idempotency-Key.');
      throw unprocessable(message, { 'Idempotency-Key': [message] });
    }
    const print = fingerprint(request);
    const now = ctx.clock.now();
    for (let attempt = 0; attempt < 3; attempt++) {
      const [inserted] = await queryRows<Claim>(
        ctx.db,
        sql`insert into api_idempotency_keys (api_key_id, key, fingerprint, created_at)
            values (${apiKeyId}, ${given}, ${print}, ${now.toISOString()})
            on conflict (api_key_id, key) do nothing returning id`,
      );
      if (inserted) {
        (request as ClaimedRequest)[CLAIM] = inserted;
        return;
      }
      const [row] = await queryRows<Row>(
        ctx.db,
        sql`select id, fingerprint, created_at, status_code, content_type, body, done_at from api_idempotency_keys
            where api_key_id = ${apiKeyId} and key = ${given}`,
      );
      if (!row) continue; // Deleted since (a 5xx, or pruned): claim it again.
      const age = now.getTime() - new Date(row.created_at).getTime();
      if (age >= IDEMPOTENCY_TTL_MS) {
        // Expired and not yet pruned: the key is free again.
        await ctx.db.execute(sql`delete from api_idempotency_keys where id = ${row.id}`);
        continue;
      }
      if (row.fingerprint !== print) {
        throw new HttpError(
          422,
          i18nText('This Idempotency-Key was used for a different request. Use a new key for a new request.'),
          REUSED,
        );
      }
      if (row.status_code === null) {
        if (age >= IDEMPOTENCY_LEASE_MS && row.done_at !== null) {
          // The first request made its change and its instance died before the reply was kept: doing it again
          // would make a second posting, application or note, and the reply cannot be told again. (Before the
          // lease, a marked row is a first request about to keep its reply: 409 in use, below.)
          throw new HttpError(
            409,
            i18nText(
              'The request with this Idempotency-Key was carried out, but its reply was lost. Look up the result instead of sending the request again.',
            ),
            REPLY_LOST,
          );
        }
        if (age >= IDEMPOTENCY_LEASE_MS) {
          // The first request's instance died before its change committed: this retry takes the key over. The row
          // is taken only if still unmarked, so a first request committing just now (its transaction holds the
          // row) is not done twice.
          const [taken] = await queryRows<Claim>(
            ctx.db,
            sql`update api_idempotency_keys set created_at = ${now.toISOString()}
                where id = ${row.id} and status_code is null and done_at is null
                  and created_at = ${new Date(row.created_at).toISOString()}
                returning id`,
          );
          if (taken) {
            (request as ClaimedRequest)[CLAIM] = taken;
            return;
          }
        }
        throw new HttpError(
          409,
          i18nText('A request with this Idempotency-Key is still being processed. Try again shortly.'),
          IN_USE,
        );
      }
      void reply.status(row.status_code).header(REPLAYED_HEADER, 'true');
      if (row.content_type) void reply.header('content-type', row.content_type);
      return reply.send(row.body ?? '');
    }
    throw new HttpError(
      409,
      i18nText('A request with this Idempotency-Key is still being processed. Try again shortly.'),
      IN_USE,
    );
  }

  async function keep(request: FastifyRequest, reply: FastifyReply, payload: unknown) {
    const claimed = (request as ClaimedRequest)[CLAIM];
    if (!claimed) return payload;
    (request as ClaimedRequest)[CLAIM] = undefined;
    const storable = typeof payload === 'string' || Buffer.isBuffer(payload) || payload == null;
    const invalid = reply.statusCode === 400 || reply.statusCode === 422;
    if (reply.statusCode >= 500 || invalid || !storable) {
      await ctx.db.execute(sql`delete from api_idempotency_keys where id = ${claimed.id}`);
      return payload;
    }
    const type = reply.getHeader('content-type');
    await ctx.db.execute(
      sql`update api_idempotency_keys set status_code = ${reply.statusCode},
            content_type = ${typeof type === 'string' ? type : null},
            body = ${payload == null ? '' : payload.toString()}
          where id = ${claimed.id}`,
    );
    return payload;
  }

  return { claim, keep };
}

export const IDEMPOTENCY_ERROR_CODES = { reused: REUSED, inUse: IN_USE, replyLost: REPLY_LOST } as const;
