import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { testDatabaseUrl } from '../../test/harness';
import { pgStorage } from './pg-storage';
import type { PgStorage } from './pg-storage';
import { diskStorage, holdStorage, moveDiskEraFiles, storageFor } from './storage';
import type { FileStorage } from './storage';

// Decision 1172: on PostgreSQL, uploads are large objects in the shared database; files of the disk era still read.

const onPostgres = Boolean(process.env.TEST_DATABASE_URL);
let database: Awaited<ReturnType<typeof testDatabaseUrl>>;
let dir: string;
let disk: FileStorage;
let storage: PgStorage;
let other: PgStorage;

beforeAll(async () => {
  if (!onPostgres) return;
  database = await testDatabaseUrl();
  dir = mkdtempSync(path.join(tmpdir(), 'dottrip-pg-storage-'));
  disk = diskStorage(path.join(dir, 'uploads'));
  storage = pgStorage(database.url!, disk);
  // Another instance: the same database, another DATA_DIR.
  other = pgStorage(database.url!, diskStorage(path.join(dir, 'other')));
});

afterAll(async () => {
  if (!onPostgres) return;
  await storage.close();
  await other.close();
  await database.drop();
  rmSync(dir, { recursive: true, force: true });
});

describe.runIf(onPostgres)('uploads in PostgreSQL', () => {
  it('keeps a file where every instance reads it, under a key of the usual shape, until deleted', async () => {
    const data = Buffer.from('%PDF-1.4 one\n');
    const key = await storage.put(data, 'PDF');
    expect(key).toMatch(/^[a-f0-9]{32}\.pdf$/);
    expect((await other.get(key))?.equals(data)).toBe(true);
    await other.delete(key);
    expect(await storage.get(key)).toBeNull();
    await storage.delete(key); // already gone: nothing to do
  });

  it('still reads and deletes a file of the disk era', async () => {
    const key = await disk.put(Buffer.from('old'), 'pdf');
    expect((await storage.get(key))?.toString()).toBe('old');
    await storage.delete(key);
    expect(await disk.get(key)).toBeNull();
  });

  it('never answers a key with another file whose object it happens to name', async () => {
    const key = await storage.put(Buffer.from('secret cv'), 'pdf');
    // A key of the disk era with the same first digits (the oid) and other random ones.
    const lookalike = `${key.slice(0, 8)}${'0'.repeat(24)}.pdf`;
    expect(await storage.get(lookalike)).toBeNull();
    await storage.delete(lookalike);
    expect((await storage.get(key))?.toString()).toBe('secret cv');
    const client = new pg.Client({ connectionString: database.url });
    await client.connect();
    const { rows } = await client.query('select count(*)::int as n from pg_largeobject_metadata');
    await client.end();
    expect(rows[0].n).toBe(1);
  });

  it('takes a file of the disk era in under its own key, once, and never over another object (decision 1225)', async () => {
    const key = `7f${'a1'.repeat(15)}.pdf`;
    expect(await storage.adopt(key, async () => Buffer.from('old cv'))).toBe('moved');
    // Every instance now reads it from the database, not from a disk.
    expect((await other.get(key))?.toString()).toBe('old cv');
    // A second copy of the same directory (another instance, or a move cut short) finds it there.
    expect(await other.adopt(key, async () => Buffer.from('old cv'))).toBe('moved');
    // A key whose oid names another object, or one of PostgreSQL's own, stays where it is.
    const taken = `${key.slice(0, 8)}${'0'.repeat(24)}.pdf`;
    expect(await storage.adopt(taken, async () => Buffer.from('other'))).toBe('kept');
    expect((await storage.get(key))?.toString()).toBe('old cv');
    expect(await storage.adopt(`00000001${'0'.repeat(24)}.pdf`, async () => Buffer.from('x'))).toBe('kept');
    await storage.delete(key);
    expect(await other.get(key)).toBeNull();
  });

  it('does not bring back a file of the disk era deleted while it moves (decision 1225)', async () => {
    const dataDir = mkdtempSync(path.join(tmpdir(), 'dottrip-disk-era-delete-'));
    const config = { dataDir, databaseUrl: database.url! };
    const release = holdStorage(config);
    const shared = storageFor(config);
    const key = await diskStorage(path.join(dataDir, 'uploads')).put(Buffer.from('cv to erase'), 'pdf');
    const blocker = new pg.Client({ connectionString: database.url });
    const watcher = new pg.Client({ connectionString: database.url });
    await Promise.all([blocker.connect(), watcher.connect()]);
    try {
      // New large objects wait, so that the move is caught between reading the file and storing it.
      await blocker.query('begin');
      await blocker.query('lock table pg_largeobject_metadata in exclusive mode');
      const moving = moveDiskEraFiles(config);
      await expect
        .poll(
          async () =>
            (
              await watcher.query<{ n: number }>(
                `select count(*)::int as n from pg_stat_activity
                  where wait_event_type = 'Lock' and query like '%lo_from_bytea%'`,
              )
            ).rows[0]!.n,
        )
        .toBe(1);
      // Meanwhile its owner deletes it (a CV removed, an account erased) through this instance.
      let deleted = false;
      const deleting = shared.delete(key).then(() => {
        deleted = true;
      });
      // Done, or waiting for the move to finish with this file.
      await expect
        .poll(
          async () =>
            deleted ||
            (
              await watcher.query<{ n: number }>(
                `select count(*)::int as n from pg_stat_activity
                  where wait_event_type = 'Lock' and wait_event = 'advisory'`,
              )
            ).rows[0]!.n > 0,
        )
        .toBe(true);
      await blocker.query('commit');
      await Promise.all([moving, deleting]);
      // Gone for every instance: neither the database nor the disk serves it again.
      expect(await shared.get(key)).toBeNull();
      expect(await other.get(key)).toBeNull();
    } finally {
      await blocker.query('rollback').catch(() => undefined);
      await Promise.all([blocker.end(), watcher.end()]);
      await release();
      rmSync(dataDir, { recursive: true, force: true });
    }
  });

  it('deletes the disk’s copy of a moved file too, which a move stopped before removing it left (decision 1225)', async () => {
    const dataDir = mkdtempSync(path.join(tmpdir(), 'dottrip-disk-era-stopped-'));
    const config = { dataDir, databaseUrl: database.url! };
    const release = holdStorage(config);
    const shared = storageFor(config);
    const oldDisk = diskStorage(path.join(dataDir, 'uploads'));
    const key = await oldDisk.put(Buffer.from('cv to erase'), 'pdf');
    try {
      // The move stored it, and the server stopped before the file left the disk.
      expect(await storage.adopt(key, async () => oldDisk.get(key))).toBe('moved');
      await shared.delete(key);
      // The next start moves what is still on the disk: nothing of this file.
      expect(await moveDiskEraFiles(config)).toEqual({ moved: 0, kept: 0, failed: 0 });
      expect(await shared.get(key)).toBeNull();
      expect(await other.get(key)).toBeNull();
    } finally {
      await release();
      rmSync(dataDir, { recursive: true, force: true });
    }
  });

  it('refuses a key that is not one of ours', async () => {
    await expect(storage.get('../../etc/passwd')).rejects.toThrow('invalid storage key');
  });
});
