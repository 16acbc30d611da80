import { createHash } from 'node:crypto';
import { sql } from 'drizzle-orm';
import type { FastifyReply } from 'fastify';
import { API_KEY_PREFIX, ERROR_CODES, i18nFormat, i18nText, MESSAGES, PLAN_NAMES } from '@app/shared';
import type { ApiKeyScope, Permission, PlanName } from '@app/shared';
import type { AppContext } from '../context';
import { queryRows } from '../db/client';
import { HttpError, forbidden, unauthorized } from '../lib/errors';
import { requireCapability } from '../lib/plan-features';
import { countHit } from '../lib/rate-limit';
import { getSettings } from '../lib/settings';
import { iso } from '../lib/tenancy';
import type { AuthUser } from './sessions';

/**
 * API keys (issue 14, decision 540): a key acts as its company, with its scopes only, through the same routes and
 * the same tenant checks as a person. Every request reads the key from the database (one indexed row), so a
 * revocation, an expiry or a downgrade applies at once on every instance.
 */

export const hashApiKey = (key: string) => createHash('sha256').update(key).digest('hex');

/** Whether a bearer token is an API key rather than a session's token. */
export const isApiKey = (token: string) => token.startsWith(API_KEY_PREFIX);

type KeyRow = {
  id: string;
  name: string;
  scopes: string[];
  expires_at: string | Date | null;
  revoked_at: string | Date | null;
  last_used_at: string | Date | null;
  created_by: string | null;
  company_id: string;
  company_name: string;
  owner_id: string;
  cancelled_at: string | Date | null;
  plan: string | null;
  created_at: string | Date;
  maker_disabled: boolean;
};

const LAST_USED_EVERY_MS = 60_000;
const MINUTE = 60_000;

export type ApiKeyCaller = { user: AuthUser; keyId: string; keyName: string };

/** The callers made from an API key in this process (decision 549): what they create records the source "API". */
const keyCallers = new WeakSet<AuthUser>();
export const isApiKeyCaller = (user: AuthUser) => keyCallers.has(user);

/** Sends the IETF RateLimit headers (draft-ietf-httpapi-ratelimit-headers) for one key's budget. */
function rateLimitHeaders(reply: FastifyReply, limit: number, remaining: number, resetSeconds: number) {
  reply.header('RateLimit-Policy', `"per-key";q=${limit};w=60`);
  reply.header('RateLimit', `"per-key";r=${Math.max(0, remaining)};t=${Math.max(0, resetSeconds)}`);
}

export async function authenticateApiKey(
  ctx: AppContext,
  key: string,
  /** The route's access; none when the route admits no key at all (signed-in-only routes). */
  access: { permission: Permission; scope?: ApiKeyScope } | undefined,
  reply: FastifyReply,
): Promise<ApiKeyCaller> {
  const now = ctx.clock.now();
  const [row] = await queryRows<KeyRow>(
    ctx.db,
    sql`select k.id, k.name, k.scopes, k.expires_at, k.revoked_at, k.last_used_at, k.created_by, k.created_at,
          c.id as company_id, c.name as company_name, c.owner_id, c.cancelled_at,
          (select p.name from subscriptions s join plans p on p.id = s.plan_id
            where s.company_id = c.id and s.ended_at is null) as plan,
          exists (select 1 from users u where u.id = coalesce(k.created_by, c.owner_id)
            and u.disabled_at is not null) as maker_disabled
        from api_keys k join companies c on c.id = k.company_id
        where k.key_hash = ${hashApiKey(key)}`,
  );
  // One look-up by the whole secret's hash, whatever the outcome. Only a caller holding a key's entire secret hears
  // that it was revoked or has expired (decision 1121): an unknown, malformed or guessed key, even one sharing a real
  // key's visible prefix, matches no row and gets the one UNAUTHORIZED it always got, after the same single query.
  if (!row) throw unauthorized(MESSAGES.apiKeyInvalid);
  if (row.revoked_at) throw unauthorized(MESSAGES.apiKeyRevoked, ERROR_CODES.apiKeyRevoked);
  if (row.expires_at && new Date(iso(row.expires_at)) <= now)
    throw unauthorized(MESSAGES.apiKeyExpired, ERROR_CODES.apiKeyExpired);
  // A key acts as the person who made it (or the owner): a disabled account is refused everywhere at once
  // (decision 403), its keys included, until an administrator enables it again (decision 1062).
  if (row.maker_disabled) {
    throw unauthorized(i18nText('The account that made this API key has been disabled by an administrator.'));
  }
  const plan = (PLAN_NAMES as readonly string[]).includes(row.plan ?? '') ? (row.plan as PlanName) : null;
  const user: AuthUser = {
    // Records a key writes (a stage move, a posting) name the person who made the key, else the company's owner.
    id: row.created_by ?? row.owner_id,
    name: `API key “${row.name}”`,
    email: '',
    role: 'employer',
    permissions: access ? [access.permission] : [],
    // A key works as a recruiter of its company: the tenant checks are the same as for a person.
    company: {
      id: row.company_id,
      name: row.company_name,
      role: 'recruiter',
      plan: row.cancelled_at ? null : plan,
    },
    locale: 'en',
    created_at: iso(row.created_at),
    updated_at: iso(row.created_at),
  };
  const settings = await getSettings(ctx);
  // The budget per key and minute, counted in the database so that every instance shares it. Counted before the
  // plan and the scope are checked: a key refused with 402 or 403 spends its budget and hears its headers like any
  // other call, so a client that keeps calling what it may not meets 429 too (decision 1092).
  const limit = settings.api.requests_per_minute;
  const window = await countHit(ctx.db, `api-key:${row.id}`, MINUTE, now);
  const resetSeconds = Math.ceil((window.resetAt.getTime() - now.getTime()) / 1000);
  rateLimitHeaders(reply, limit, limit - window.count, resetSeconds);
  if (window.count > limit) {
    throw new HttpError(
      429,
      i18nText('This API key has used its requests for this minute. Wait and try again.'),
      ERROR_CODES.rateLimited,
      undefined,
      resetSeconds,
    );
  }
  // A company that left Enterprise (or cancelled) keeps its keys, disabled until it comes back (decision 540).
  requireCapability(settings, user, 'api_access');
  // A refused scope is RFC 6750's insufficient_scope, naming the scope that would do (decision 1048); a route no key
  // may call names none.
  if (!access?.scope) {
    reply.header('WWW-Authenticate', 'Bearer realm="api", error="insufficient_scope"');
    throw forbidden(i18nText('API keys cannot call this route.'));
  }
  if (!row.scopes.includes(access.scope)) {
    reply.header(
      'WWW-Authenticate',
      `Bearer realm="api", error="insufficient_scope", scope="${access.scope}"`,
    );
    throw forbidden(i18nFormat('This API key lacks the scope {scope}.', { scope: access.scope }));
  }
  const lastUsed = row.last_used_at ? new Date(iso(row.last_used_at)).getTime() : 0;
  if (now.getTime() - lastUsed >= LAST_USED_EVERY_MS) {
    await ctx.db.execute(sql`update api_keys set last_used_at = ${now.toISOString()} where id = ${row.id}`);
  }
  keyCallers.add(user);
  return { user, keyId: row.id, keyName: row.name };
}
