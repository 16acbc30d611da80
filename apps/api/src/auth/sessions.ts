import { and, eq, isNull, sql } from 'drizzle-orm';
import { isPermission, isRole } from '@app/shared';
import type { Permission, Role, User } from '@app/shared';
import { queryPrepared, queryRows } from '../db/client';
import type { Db } from '../db/client';
import { sessions } from '../db/schema';
import { iso } from '../lib/tenancy';

export type AuthUser = User & { role: Role; permissions: Permission[] };

type UserRow = {
  id: string;
  name: string;
  email: string;
  role: string;
  created_at: string | Date;
  updated_at: string | Date;
  permissions: string[] | null;
};

function toUser(row: UserRow): AuthUser {
  return {
    id: row.id,
    name: row.name,
    email: row.email,
    role: isRole(row.role) ? row.role : 'member',
    permissions: (row.permissions ?? []).filter(isPermission).sort(),
    created_at: iso(row.created_at),
    updated_at: iso(row.updated_at),
  };
}

// Permissions come from the role tables on every read, so a role change applies at the next request.
const USER_COLUMNS = sql`u.id, u.name, u.email, u.role, u.created_at, u.updated_at,
  coalesce((select array_agg(rp.permission order by rp.permission) from role_permissions rp where rp.role = u.role), '{}') as permissions`;

export async function loadUser(db: Db, userId: string): Promise<AuthUser | null> {
  const [row] = await queryRows<UserRow>(db, sql`select ${USER_COLUMNS} from users u where u.id = ${userId}`);
  return row ? toUser(row) : null;
}

/** The user behind a live session, or null when the session is unknown, revoked or expired. */
export async function loadSessionUser(
  db: Db,
  sessionId: string,
  userId: string,
  now: Date,
): Promise<AuthUser | null> {
  // Every authenticated request runs this: a prepared statement, planned once per connection.
  const [row] = await queryPrepared<UserRow>(
    db,
    sql`
    select ${USER_COLUMNS}
    from sessions s join users u on u.id = s.user_id
    where s.id = ${sessionId} and s.user_id = ${userId} and s.revoked_at is null and s.expires_at > ${now.toISOString()}`,
  );
  return row ? toUser(row) : null;
}

export async function createSession(
  db: Db,
  opts: { userId: string; now: Date; lifetimeMs: number; remember: boolean; userAgent?: string; ip?: string },
) {
  const [row] = await db
    .insert(sessions)
    .values({
      userId: opts.userId,
      createdAt: opts.now,
      expiresAt: new Date(opts.now.getTime() + opts.lifetimeMs),
      remember: opts.remember,
      userAgent: opts.userAgent?.slice(0, 500),
      ip: opts.ip,
    })
    .returning({ id: sessions.id, expiresAt: sessions.expiresAt });
  return row!;
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
