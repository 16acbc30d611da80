import { cpSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { PGlite } from '@electric-sql/pglite';
import { pg_trgm } from '@electric-sql/pglite/contrib/pg_trgm';
import { drizzle } from 'drizzle-orm/pglite';
import { migrate } from 'drizzle-orm/pglite/migrator';
import { drizzle as pgDrizzle } from 'drizzle-orm/node-postgres';
import { migrate as pgMigrate } from 'drizzle-orm/node-postgres/migrator';
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { testDatabaseUrl } from '../../test/harness';
import type { Db } from './client';
import { CANNED_REPLY_SEED, seedCannedReplies } from './seed/support';

// Migration 0040 (decision 1217) on a database whose canned replies carry their language as a "[VI]"/"[EN]" tag in
// the name (decision 1209), seeded as the seed before it left them: the tag becomes the `locale` column, and the
// seed run again adds nothing. On PGlite, or on PostgreSQL when TEST_DATABASE_URL names one.

const MIGRATIONS = fileURLToPath(new URL('./migrations', import.meta.url));

function migrationsBefore(tag: string): string {
  const dir = mkdtempSync(path.join(tmpdir(), 'migrations-'));
  cpSync(MIGRATIONS, dir, { recursive: true });
  const journalPath = path.join(dir, 'meta', '_journal.json');
  const journal = JSON.parse(readFileSync(journalPath, 'utf8')) as { entries: Array<{ tag: string }> };
  journal.entries = journal.entries.slice(
    0,
    journal.entries.findIndex((e) => e.tag === tag),
  );
  writeFileSync(journalPath, JSON.stringify(journal));
  return dir;
}

type Database = {
  db: Db;
  migrate(folder: string): Promise<void>;
  query<T>(text: string, params?: unknown[]): Promise<T[]>;
  close(): Promise<void>;
};

async function openDatabase(): Promise<Database> {
  const server = await testDatabaseUrl();
  if (server.url) {
    const pool = new pg.Pool({ connectionString: server.url });
    const db = pgDrizzle(pool);
    return {
      db: db as unknown as Db,
      migrate: (folder) => pgMigrate(db, { migrationsFolder: folder }),
      query: async <T>(text: string, params: unknown[] = []) => (await pool.query(text, params)).rows as T[],
      close: async () => {
        await pool.end();
        await server.drop();
      },
    };
  }
  const client = await PGlite.create(undefined, { extensions: { pg_trgm } });
  const db = drizzle(client);
  return {
    db: db as unknown as Db,
    migrate: (folder) => migrate(db, { migrationsFolder: folder }),
    query: async <T>(text: string, params: unknown[] = []) => (await client.query<T>(text, params)).rows,
    close: () => client.close(),
  };
}

let database: Database;
let before: string;
const q = <T>(text: string, params: unknown[] = []) => database.query<T>(text, params);
type Row = { id: string; title: string; body: string; locale: string | null };
const byTitle = (a: { title: string }, b: { title: string }) =>
  a.title < b.title ? -1 : a.title > b.title ? 1 : 0;
const replies = async () =>
  (await q<Row>('select id, title, body, locale from support_canned_replies')).sort(byTitle);

beforeAll(async () => {
  database = await openDatabase();
  before = migrationsBefore('0040_canned_reply_language');
  await database.migrate(before);
  // What the seed of decision 1209 left: the English seeds of migration 0023 tagged "[EN] ", the twins "[VI] ".
  for (const { en, vi } of CANNED_REPLY_SEED) {
    await q(`update support_canned_replies set title = '[EN] ' || title where title = $1`, [en.title]);
    await q(
      `insert into support_canned_replies (id, title, body, created_at, updated_at)
       values ($1, $2, $3, now(), now())`,
      [vi.id, `[VI] ${vi.title}`, vi.body],
    );
  }
  // The team's own, named in every way the tag was read (any case, with or without a space).
  for (const title of ['[vi]Hoàn tiền', '[En]   Refund', '[VI]', 'Untagged', '[FR] Merci', 'Refund [VI]'])
    await q(
      `insert into support_canned_replies (title, body, created_at, updated_at) values ($1, 'Text', now(), now())`,
      [title],
    );
  await database.migrate(MIGRATIONS);
}, 60_000);

afterAll(async () => {
  await database.close();
  rmSync(before, { recursive: true, force: true });
});

describe('migration 0040: a canned reply’s language in a column', () => {
  it('moves the tag of each name into the language and leaves untagged replies in any language', async () => {
    const [thanks, resolved] = CANNED_REPLY_SEED;
    expect((await replies()).map(({ title, locale }) => ({ title, locale }))).toEqual(
      [
        { title: 'Cảm ơn, chúng tôi đang xem xét', locale: 'vi' },
        { title: 'Đã xử lý xong', locale: 'vi' },
        { title: 'Hoàn tiền', locale: 'vi' },
        { title: 'Refund', locale: 'en' },
        // Only a tag at the start was a language; a name that was only a tag keeps it.
        { title: 'Refund [VI]', locale: null },
        { title: 'Resolved', locale: 'en' },
        { title: 'Thanks, looking into it', locale: 'en' },
        { title: 'Untagged', locale: null },
        { title: '[FR] Merci', locale: null },
        { title: '[VI]', locale: 'vi' },
      ].sort(byTitle),
    );
    const twins = (await replies()).filter((r) => r.id === thanks.vi.id || r.id === resolved.vi.id);
    expect(twins.map((r) => r.title).sort()).toEqual([thanks.vi.title, resolved.vi.title].sort());
  });

  it('takes only the site’s languages', async () => {
    await expect(
      q(`insert into support_canned_replies (title, body, locale, created_at, updated_at)
         values ('Bonjour', 'Merci', 'fr', now(), now())`),
    ).rejects.toThrow(/support_canned_replies_locale_check/);
  });

  it('gives a database seeded before it no second copy of a seed, however often it starts', async () => {
    const migrated = await replies();
    const db = database.db;
    await Promise.all([seedCannedReplies(db, new Date()), seedCannedReplies(db, new Date())]);
    await seedCannedReplies(db, new Date());
    expect(await replies()).toEqual(migrated);
  });
});
