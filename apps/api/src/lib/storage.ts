import { readdirSync } from 'node:fs';
import { mkdir, readFile, readdir, rm, rmdir, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { pgStorage } from './pg-storage';
import type { PgStorage } from './pg-storage';
import type { S3Config } from './s3-storage';
import { s3Storage } from './s3-storage';
import { isStorageKey, newStorageKey } from './storage-keys';

/**
 * Where uploaded files live: on disk under DATA_DIR with the embedded database; several instances need a shared
 * place behind the same three calls (an S3 bucket, or the PostgreSQL database they share: decision 1172).
 */
export interface FileStorage {
  /** Stores the bytes under a new random key and returns the key. */
  put(data: Buffer, extension: string): Promise<string>;
  get(key: string): Promise<Buffer | null>;
  delete(key: string): Promise<void>;
}

export function diskStorage(root: string): FileStorage {
  const file = (key: string) => {
    if (!isStorageKey(key)) throw new Error('invalid storage key');
    return path.join(root, key.slice(0, 2), key);
  };
  return {
    async put(data, extension) {
      const key = newStorageKey(extension);
      const target = file(key);
      await mkdir(path.dirname(target), { recursive: true });
      await writeFile(target, data, { flag: 'wx', mode: 0o600 });
      return key;
    },
    async get(key) {
      try {
        return await readFile(file(key));
      } catch (error) {
        if ((error as NodeJS.ErrnoException).code === 'ENOENT') return null;
        throw error;
      }
    },
    async delete(key) {
      await rm(file(key), { force: true });
    },
  };
}

type StorageConfig = { dataDir: string; s3?: S3Config; databaseUrl?: string };
type Placed = {
  storage: FileStorage;
  users: number;
  close?: () => Promise<void>;
  adopt?: PgStorage['adopt'];
};
const byPlace = new Map<string, Placed>();

/** Where a server keeps uploads: the S3 bucket, else its PostgreSQL database (decision 1172), else the disk. */
export function storagePlace(config: StorageConfig): 's3' | 'postgresql' | 'disk' {
  return config.s3 ? 's3' : config.databaseUrl ? 'postgresql' : 'disk';
}

const placeOf = (config: StorageConfig) =>
  config.s3
    ? `s3:${config.s3.endpoint}/${config.s3.bucket}`
    : config.databaseUrl
      ? `pg:${config.databaseUrl}\n${config.dataDir}`
      : `disk:${config.dataDir}`;

function placed(config: StorageConfig): Placed {
  const place = placeOf(config);
  let entry = byPlace.get(place);
  if (!entry) {
    const disk = diskStorage(path.join(config.dataDir, 'uploads'));
    if (config.s3) entry = { storage: s3Storage(config.s3), users: 0 };
    else if (config.databaseUrl) {
      const storage: PgStorage = pgStorage(config.databaseUrl, disk);
      entry = {
        storage,
        users: 0,
        close: () => storage.close(),
        adopt: (key, load) => storage.adopt(key, load),
      };
    } else entry = { storage: disk, users: 0 };
    byPlace.set(place, entry);
  }
  return entry;
}

/**
 * The storage of a server: the S3 bucket when one is configured; else, on PostgreSQL, the database every instance
 * shares (files of the disk era still read from DATA_DIR/uploads); else files under DATA_DIR/uploads.
 */
export function storageFor(config: StorageConfig): FileStorage {
  return placed(config).storage;
}

/** A server holds its storage from start to close, so that its connections end with the last server using it. */
export function holdStorage(config: StorageConfig): () => Promise<void> {
  const entry = placed(config);
  entry.users++;
  let released = false;
  return async () => {
    if (released) return;
    released = true;
    entry.users--;
    if (entry.users > 0) return;
    if (byPlace.get(placeOf(config)) === entry) byPlace.delete(placeOf(config));
    await entry.close?.();
  };
}

/**
 * The files of the disk era an instance on PostgreSQL still serves from its own DATA_DIR/uploads (decision 1172):
 * whether there is at least one. Other instances do not have them, so the server says so at start.
 */
export function hasDiskEraFiles(config: StorageConfig): boolean {
  if (storagePlace(config) !== 'postgresql') return false;
  try {
    return readdirSync(path.join(config.dataDir, 'uploads'), { recursive: true, withFileTypes: true }).some(
      (e) => e.isFile(),
    );
  } catch {
    return false;
  }
}

export type DiskEraMove = { moved: number; kept: number; failed: number };

/**
 * Moves the files of the disk era an instance on PostgreSQL still has under DATA_DIR/uploads into the database, under
 * their own keys, so that every instance serves them (decision 1225). One file at a time, each removed from the disk
 * only once the database holds it; a file whose key cannot name a large object stays and is still served from the
 * disk. `stopped` is asked between files, so that closing the server does not wait for a large directory.
 */
export async function moveDiskEraFiles(
  config: StorageConfig,
  stopped: () => boolean = () => false,
): Promise<DiskEraMove> {
  const result: DiskEraMove = { moved: 0, kept: 0, failed: 0 };
  const adopt = storagePlace(config) === 'postgresql' ? placed(config).adopt : undefined;
  if (!adopt) return result;
  const root = path.join(config.dataDir, 'uploads');
  let dirs: string[];
  try {
    dirs = await readdir(root);
  } catch {
    return result;
  }
  for (const dir of dirs) {
    let names: string[];
    try {
      names = await readdir(path.join(root, dir));
    } catch {
      continue; // not a directory: no file the storage ever wrote
    }
    for (const name of names) {
      if (stopped()) return result;
      // Only where the disk storage puts a key (`<first two digits>/<key>`): anything else is not an upload.
      if (!isStorageKey(name) || name.slice(0, 2) !== dir) continue;
      const file = path.join(root, dir, name);
      try {
        // Read under the key's lock (adopt): a file deleted meanwhile is not stored after its deletion.
        const outcome = await adopt(name, () =>
          readFile(file).catch((error: NodeJS.ErrnoException) => {
            if (error.code === 'ENOENT') return null;
            throw error;
          }),
        );
        if (outcome === 'moved') {
          await rm(file, { force: true });
          result.moved++;
        } else if (outcome === 'kept') result.kept++;
      } catch {
        // The database or the disk refused this time: the file stays where it is served, and the next start retries.
        result.failed++;
      }
    }
    await rmdir(path.join(root, dir)).catch(() => undefined); // only when now empty
  }
  return result;
}
