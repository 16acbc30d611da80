import { readdirSync } from 'node:fs';
import { mkdir, readFile, rm, writeFile } from 'node:fs/promises';
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
type Placed = { storage: FileStorage; users: number; close?: () => Promise<void> };
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
      entry = { storage, users: 0, close: () => storage.close() };
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
