import { and, eq, isNull, sql } from 'drizzle-orm';
import { isCompanyRole, isLocale, isPermission, isRole, PLAN_NAMES, withCompanyRole } from '@app/shared';
import type { Permission, PlanName, Role, User, UserCompany } from '@app/shared';
import { queryPrepared, queryRows } from '../db/client';
import type { Db } from '../db/client';
import { sessions } from '../db/schema';
import type { AuditChanges } from '../db/schema';
import { iso } from '../lib/tenancy';
import type { SessionCache } from './session-cache';

export type AuthUser = User & { role: Role; permissions: Permission[]; company: UserCompany | null };

type UserRow = {
  id: string;
  name: string;
  email: string;
  role: string;
  locale: string;
  created_at: string | Date;
  updated_at: string | Date;
  permissions: string[] | null;
  company: { id: string; name: string; role: string; plan: string | null } | string | null;
};

function toCompany(value: UserRow['company']): UserCompany | null {
  const company =
    typeof value === 'string' ? (JSON.parse(value) as Exclude<UserRow['company'], string>) : value;
  if (!company || !isCompanyRole(company.role)) return null;
  const plan = (PLAN_NAMES as readonly string[]).includes(company.plan ?? '')
    ? (company.plan as PlanName)
    : null;
  return { id: company.id, name: company.name, role: company.role, plan };
}

function toUser(row: UserRow): AuthUser {
  const role = isRole(row.role) ? row.role : 'member';
  const company = toCompany(row.company);
  return {
    id: row.id,
    name: row.name,
    email: row.email,
    role,
    permissions: withCompanyRole(role, (row.permissions ?? []).filter(isPermission), company?.role ?? null),
    company,
    locale: isLocale(row.locale) ? row.locale : 'en',
    created_at: iso(row.created_at),
    updated_at: iso(row.updated_at),
  };
}

// Permissions come from the role tables and the account's own grants and removals (issue 9), narrowed by its role in
// its company (issue 10), on every read, so a change applies at the next request.
const USER_COLUMNS = sql`u.id, u.name, u.email, u.role, u.locale, u.created_at, u.updated_at,
  coalesce((select array_agg(p.permission order by p.permission) from (
      select rp.permission from role_permissions rp where rp.role = u.role
        and not exists (select 1 from user_permissions x where x.user_id = u.id and x.permission = rp.permission and not x.granted)
      union
      select x.permission from user_permissions x where x.user_id = u.id and x.granted) p), '{}') as permissions,
  (select json_build_object('id', m.company_id, 'name', c.name, 'role', m.role,
          'plan', (select pl.name from subscriptions s join plans pl on pl.id = s.plan_id
                   where s.company_id = m.company_id and s.ended_at is null))
     from company_members m join companies c on c.id = m.company_id
     where m.user_id = u.id and c.cancelled_at is null) as company`;

export async function loadUser(db: Db, userId: string): Promise<AuthUser | null> {
  const [row] = await queryRows<UserRow>(db, sql`select ${USER_COLUMNS} from users u where u.id = ${userId}`);
  return row ? toUser(row) : null;
}

/** How stale a session's last_used_at may get before a request refreshes it. */
const LAST_USED_PRECISION_MS = 60_000;

/**
 * The user behind a live session, or null when the session is unknown, revoked or expired, or the account is
 * disabled (issue 9). With a cache (decision 511) a recent answer is reused until a trigger says the account or
 * its sessions changed, on every instance.
 */
export async function loadSessionUser(
  db: Db,
  sessionId: string,
  userId: string,
  now: Date,
  cache?: SessionCache,
): Promise<AuthUser | null> {
  const at = now.getTime();
  const cached = cache?.get(sessionId, at);
  if (cached && cached.user.id === userId) {
    if (at - cached.lastUsedAt > LAST_USED_PRECISION_MS) {
      cached.lastUsedAt = at;
      await db.update(sessions).set({ lastUsedAt: now }).where(eq(sessions.id, sessionId));
    }
    return cached.user;
  }
  const generation = cache?.generation() ?? 0;
  // Every authenticated request that misses the cache runs this: a prepared statement, planned once per connection.
  const [row] = await queryPrepared<
    UserRow & { last_used_at: string | Date | null; expires_at: string | Date }
  >(
    db,
    sql`
    select ${USER_COLUMNS}, s.last_used_at, s.expires_at
    from sessions s join users u on u.id = s.user_id
    where s.id = ${sessionId} and s.user_id = ${userId} and s.revoked_at is null and s.expires_at > ${now.toISOString()}
      and u.disabled_at is null`,
  );
  if (!row) return null;
  let lastUsedAt = row.last_used_at ? new Date(row.last_used_at).getTime() : 0;
  if (at - lastUsedAt > LAST_USED_PRECISION_MS) {
    await db.update(sessions).set({ lastUsedAt: now }).where(eq(sessions.id, sessionId));
    lastUsedAt = at;
  }
  const user = toUser(row);
  cache?.set(sessionId, { user, expiresAt: new Date(row.expires_at).getTime(), lastUsedAt }, generation, at);
  return user;
}

/**
 * A sign-in's writes in one statement (decision 1011): the new session, the account's last sign-in and the audit entry
 * are written together or not at all, and the account is read back as it is now. One statement instead of a
 * transaction of five: a sign-in is argon2-bound, and each statement's work (PGlite's on the main thread, PostgreSQL's
 * on the same cores) is taken from the hashing. Null when the account is gone or was disabled meanwhile.
 */
export async function openSession(
  db: Db,
  opts: {
    userId: string;
    now: Date;
    lifetimeMs: number;
    remember: boolean;
    userAgent?: string;
    ip?: string;
    /** A rate-limit counter deleted in the same statement (a password sign-in's attempts, decision 1136). */
    clearLimitKey?: string | null;
    entry: {
      action: string;
      changes: AuditChanges | null;
      ip: string | null;
      userAgent: string | null;
      requestId: string | null;
    };
  },
): Promise<{ session: { id: string; expiresAt: Date }; user: AuthUser } | null> {
  const at = opts.now.toISOString();
  const expires = new Date(opts.now.getTime() + opts.lifetimeMs).toISOString();
  const { entry } = opts;
  // A prepared statement (decision 1018): every sign-in runs this text.
  const [row] = await queryPrepared<UserRow & { session_id: string; session_expires_at: string | Date }>(
    db,
    sql`with signed_in as (
      update users u set last_sign_in_at = ${at}::timestamptz
        where u.id = ${opts.userId} and u.disabled_at is null returning ${USER_COLUMNS}
    ), opened as (
      insert into sessions (user_id, created_at, last_used_at, expires_at, remember, user_agent, ip)
      select id, ${at}::timestamptz, ${at}::timestamptz, ${expires}::timestamptz, ${opts.remember},
        ${opts.userAgent?.slice(0, 500) ?? null}, ${opts.ip ?? null}
      from signed_in
      returning id, expires_at
    ), logged as (
      insert into audit_log (at, actor_id, actor_name, action, target_type, target_id, target_label, ip, user_agent,
        request_id, changes)
      select ${at}::timestamptz, id, left(name, 200), ${entry.action}, 'user', id::text, left(email, 300), ${entry.ip},
        ${entry.userAgent}, ${entry.requestId}, ${entry.changes === null ? null : JSON.stringify(entry.changes)}::jsonb
      from signed_in
    ), cleared as (
      delete from rate_limits where key = ${opts.clearLimitKey ?? null}::text and exists (select 1 from signed_in)
    )
    select signed_in.*, opened.id as session_id, opened.expires_at as session_expires_at from signed_in, opened`,
  );
  if (!row) return null;
  return {
    session: { id: row.session_id, expiresAt: new Date(row.session_expires_at) },
    user: toUser(row),
  };
}

export async function revokeSession(db: Db, sessionId: string, now: Date): Promise<void> {
  await db
    .update(sessions)
    .set({ revokedAt: now })
    .where(and(eq(sessions.id, sessionId), isNull(sessions.revokedAt)));
}

export async function revokeAllSessions(db: Db, userId: string, now: Date): Promise<void> {
  await db
    .update(sessions)
    .set({ revokedAt: now })
    .where(and(eq(sessions.userId, userId), isNull(sessions.revokedAt)));
}
