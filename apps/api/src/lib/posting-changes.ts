import { sql } from 'drizzle-orm';
import type { Db } from '../db/client';

/**
 * The channel a change to postings notifies (decision 1175): every instance drops its job-page and city caches on
 * arrival. Called in the writing transaction, it is delivered when that commits, never before.
 */
export const POSTINGS_CHANNEL = 'postings_changed';

export async function announcePostingChange(db: Db): Promise<void> {
  await db.execute(sql`select pg_notify(${POSTINGS_CHANNEL}, '')`);
}
