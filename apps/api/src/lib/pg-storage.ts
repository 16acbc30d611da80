import { randomBytes } from 'node:crypto';
import pg from 'pg';
import type { FileStorage } from './storage';
import { isStorageKey } from './storage-keys';

/**
 * Uploads kept in the PostgreSQL database that every instance shares (decision 1172), as large objects: PostgreSQL's
 * own facility for files (`lo_from_bytea`, `lo_get`, `lo_unlink`), so no table and no migration. A key keeps the
 * shape of the other storages (`<32 hex>.<ext>`); its first 8 hex digits are the large object's oid, so a read is
 * one indexed lookup, and the object starts with its whole key and a newline, so a key whose digits happen to name
 * another object (a file of the disk era) is never answered with that object's bytes.
 *
 * Files written before, under DATA_DIR/uploads, are still read and deleted there (`legacy`): an instance that kept
 * them on its disk goes on serving them.
 */

/** Oids below 16384 are PostgreSQL's own (FirstNormalObjectId). */
const FIRST_NORMAL_OID = 16_384;
const TRIES = 8;

const oidOf = (key: string) => parseInt(key.slice(0, 8), 16);
/**
 * The lock a key's delete and the move of its disk-era file take (decision 1225), in the two-key advisory space
 * (the oid as a signed 32-bit number), apart from the one-key locks elsewhere.
 */
const KEY_LOCK = 'select pg_advisory_xact_lock(1225, $1::int)';
const lockOf = (key: string) => oidOf(key) | 0;
const headerOf = (key: string) => Buffer.from(`${key}\n`, 'utf8');

export type PgStorage = FileStorage & {
  /**
   * Takes a file of the disk era into the database under its own key (decision 1225): 'moved' once the database
   * holds it (now, or already: an interrupted move, or another instance with a copy of the same directory), 'kept'
   * when its key cannot name a large object (its oid is PostgreSQL's own, or another object's), 'gone' when `load`
   * finds no file (deleted meanwhile). `load` reads the file under the key's lock, which `delete` takes too: a file
   * deleted while it moves is never stored after its deletion.
   */
  adopt(key: string, load: () => Promise<Buffer | null>): Promise<'moved' | 'kept' | 'gone'>;
  close(): Promise<void>;
};

export function pgStorage(url: string, legacy: FileStorage): PgStorage {
  // A small pool of its own: a file's bytes do not hold one of the request pool's connections, and the pool lets
  // a script exit once idle.
  const pool = new pg.Pool({
    connectionString: url,
    max: 4,
    idleTimeoutMillis: 10_000,
    connectionTimeoutMillis: 5_000,
    allowExitOnIdle: true,
  });
  pool.on('error', () => undefined);

  /** `work` in a transaction of one of the pool's connections. */
  async function inTransaction<T>(work: (client: pg.PoolClient) => Promise<T>): Promise<T> {
    const client = await pool.connect();
    try {
      await client.query('begin');
      const result = await work(client);
      await client.query('commit');
      return result;
    } catch (error) {
      await client.query('rollback').catch(() => undefined);
      throw error;
    } finally {
      client.release();
    }
  }

  /** The object's bytes when it exists and is the one `key` names; null otherwise. */
  async function read(key: string): Promise<Buffer | null> {
    if (!isStorageKey(key)) throw new Error('invalid storage key');
    const oid = oidOf(key);
    if (oid < FIRST_NORMAL_OID) return null;
    let data: Buffer | null | undefined;
    try {
      const { rows } = await pool.query<{ data: Buffer | null }>(
        `select case when exists (select 1 from pg_largeobject_metadata where oid = $1::oid)
                then lo_get($1::oid) end as data`,
        [oid],
      );
      data = rows[0]?.data;
    } catch (error) {
      // Unlinked between the two reads: gone.
      if ((error as { code?: string }).code === '42704') return null;
      throw error;
    }
    const header = headerOf(key);
    if (!data || data.length < header.length || !data.subarray(0, header.length).equals(header)) return null;
    return data.subarray(header.length);
  }

  return {
    async put(data, extension) {
      const ext = extension.replace(/[^a-z0-9]/gi, '').toLowerCase() || 'bin';
      for (let attempt = 1; ; attempt++) {
        const random = randomBytes(16);
        const oid = random.readUInt32BE(0);
        if (oid < FIRST_NORMAL_OID) continue;
        const key = `${random.toString('hex')}.${ext}`;
        try {
          await pool.query('select lo_from_bytea($1::oid, $2::bytea)', [
            oid,
            Buffer.concat([headerOf(key), data]),
          ]);
          return key;
        } catch (error) {
          // Another object has this oid (one in 4 billion per file kept): draw another key.
          if ((error as { code?: string }).code === '23505' && attempt < TRIES) continue;
          throw error;
        }
      }
    },
    async get(key) {
      return (await read(key)) ?? legacy.get(key);
    },
    async delete(key) {
      if (!isStorageKey(key)) throw new Error('invalid storage key');
      const oid = oidOf(key);
      // Under the key's lock, so that a move of its disk-era file (adopt) is either done (the object is unlinked
      // here) or not started (its file is deleted here, and the move finds none). The disk's copy goes in both cases:
      // a move stopped between storing the object and removing the file would take it in again at the next start.
      await inTransaction(async (client) => {
        await client.query(KEY_LOCK, [lockOf(key)]);
        // Unlinked only when the object is the one the key names (its first bytes are the key).
        await client.query(
          `select lo_unlink(m.oid) from pg_largeobject_metadata m
            where m.oid = $1::oid and lo_get(m.oid, 0, $3::int) = $2::bytea`,
          oid >= FIRST_NORMAL_OID ? [oid, headerOf(key), headerOf(key).length] : [0, headerOf(key), 1],
        );
        await legacy.delete(key);
      });
    },
    async adopt(key, load) {
      if (!isStorageKey(key) || oidOf(key) < FIRST_NORMAL_OID) return 'kept';
      const oid = oidOf(key);
      const header = headerOf(key);
      return inTransaction(async (client) => {
        await client.query(KEY_LOCK, [lockOf(key)]);
        // Already there: this very file (keys are 128 random bits: an interrupted move, or another instance with a
        // copy of the directory), or another object under the same oid, which this file cannot take.
        const { rows } = await client.query<{ head: Buffer }>(
          'select lo_get(m.oid, 0, $2::int) as head from pg_largeobject_metadata m where m.oid = $1::oid',
          [oid, header.length],
        );
        if (rows[0]) return rows[0].head.equals(header) ? 'moved' : 'kept';
        const data = await load();
        if (!data) return 'gone';
        await client.query('select lo_from_bytea($1::oid, $2::bytea)', [oid, Buffer.concat([header, data])]);
        return 'moved';
      });
    },
    close: () => pool.end(),
  };
}
