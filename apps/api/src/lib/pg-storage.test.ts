import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { testDatabaseUrl } from '../../test/harness';
import { pgStorage } from './pg-storage';
import type { PgStorage } from './pg-storage';
import { diskStorage } from './storage';
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
    expect(await storage.adopt(key, Buffer.from('old cv'))).toBe('moved');
    // Every instance now reads it from the database, not from a disk.
    expect((await other.get(key))?.toString()).toBe('old cv');
    // A second copy of the same directory (another instance, or a move cut short) finds it there.
    expect(await other.adopt(key, Buffer.from('old cv'))).toBe('moved');
    // A key whose oid names another object, or one of PostgreSQL's own, stays where it is.
    const taken = `${key.slice(0, 8)}${'0'.repeat(24)}.pdf`;
    expect(await storage.adopt(taken, Buffer.from('other'))).toBe('kept');
    expect((await storage.get(key))?.toString()).toBe('old cv');
    expect(await storage.adopt(`00000001${'0'.repeat(24)}.pdf`, Buffer.from('x'))).toBe('kept');
    await storage.delete(key);
    expect(await other.get(key)).toBeNull();
  });

  it('refuses a key that is not one of ours', async () => {
    await expect(storage.get('../../etc/passwd')).rejects.toThrow('invalid storage key');
  });
});
