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
const headerOf = (key: string) => Buffer.from(`${key}\n`, 'utf8');

export type PgStorage = FileStorage & {
  /**
   * Takes a file of the disk era into the database under its own key (decision 1225): 'moved' once the database
   * holds it (now, or already: an interrupted move, or another instance with a copy of the same directory), 'kept'
   * when its key cannot name a large object (its oid is PostgreSQL's own, or another object's).
   */
  adopt(key: string, data: Buffer): Promise<'moved' | 'kept'>;
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
      // Unlinked only when the object is the one the key names (its first bytes are the key).
      const { rows } = await pool.query<{ gone: number }>(
        `select lo_unlink(m.oid) as gone from pg_largeobject_metadata m
          where m.oid = $1::oid and lo_get(m.oid, 0, $3::int) = $2::bytea`,
        oid >= FIRST_NORMAL_OID ? [oid, headerOf(key), headerOf(key).length] : [0, headerOf(key), 1],
      );
      if (rows.length === 0) await legacy.delete(key);
    },
    async adopt(key, data) {
      if (!isStorageKey(key) || oidOf(key) < FIRST_NORMAL_OID) return 'kept';
      try {
        await pool.query('select lo_from_bytea($1::oid, $2::bytea)', [
          oidOf(key),
          Buffer.concat([headerOf(key), data]),
        ]);
        return 'moved';
      } catch (error) {
        if ((error as { code?: string }).code !== '23505') throw error;
        // The oid is taken: by this very file (keys are 128 random bits), or by another object.
        return (await read(key)) ? 'moved' : 'kept';
      }
    },
    close: () => pool.end(),
  };
}
