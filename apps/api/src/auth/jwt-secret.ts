import { sql } from 'drizzle-orm';
import { queryRows } from '../db/client';
import type { Db } from '../db/client';

/** The `settings` row that holds the generated signing key on PostgreSQL; not a settings section (never shown). */
export const JWT_SECRET_KEY = 'jwt_secret';

/**
 * Without JWT_SECRET, each instance would sign with the key generated in its own DATA_DIR, and a token made by one
 * would be refused by the others behind a load balancer. On PostgreSQL the first instance's key is kept in the
 * database and every instance signs with that one (decision 1173): an instance that starts with a key of its own
 * offers it, the first offer stays, and the others take it. The embedded database has one instance: nothing to share.
 */
export async function sharedJwtSecret(db: Db, offered: string, now: Date): Promise<string> {
  await db.execute(sql`
    insert into settings (key, value, version, updated_at, updated_by)
    values (${JWT_SECRET_KEY}, to_jsonb(${offered}::text), nextval('settings_version_seq'), ${now.toISOString()}, null)
    on conflict (key) do nothing`);
  const [row] = await queryRows<{ value: unknown }>(
    db,
    sql`select value from settings where key = ${JWT_SECRET_KEY}`,
  );
  const kept = row?.value;
  return typeof kept === 'string' && kept.length >= 32 ? kept : offered;
}
