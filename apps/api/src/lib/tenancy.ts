import { sql } from 'drizzle-orm';
import type { SQL } from 'drizzle-orm';
import type { AuthUser } from '../auth/sessions';

/** Staff and admin work on every posting; everyone else only on their own. */
export const isStaff = (user: Pick<AuthUser, 'role'>) => user.role === 'admin' || user.role === 'staff';

/**
 * The tenant condition on a posting, for the WHERE clause of every query that reaches a posting
 * or what hangs off it (applications, interviews, CVs). `alias` is the jobs table's alias.
 */
export function jobScope(user: AuthUser, alias = 'j'): SQL {
  return isStaff(user) ? sql`true` : sql`${sql.raw(alias)}.owner_id = ${user.id}`;
}

/** Dates from either driver (Date or string) as ISO text. */
export const iso = (value: string | Date) => new Date(value).toISOString();
export const isoOrNull = (value: string | Date | null | undefined) => (value ? iso(value) : null);

/** Lower-cased by the server, so Vietnamese letters fold the same whatever the database's locale. */
export const fold = (value: string) => value.toLocaleLowerCase('vi-VN');

/** A LIKE pattern matching `value` anywhere, with LIKE's wildcards escaped. */
export const containsPattern = (value: string) =>
  `%${fold(value)
    .split('\u0001')
    .join('')
    .replace(/[\\%_]/g, (c) => `\\${c}`)}%`;
