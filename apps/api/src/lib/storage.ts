import { mkdir, readFile, rm, writeFile } from 'node:fs/promises';
import path from 'node:path';
import type { S3Config } from './s3-storage';
import { s3Storage } from './s3-storage';
import { isStorageKey, newStorageKey } from './storage-keys';

/**
 * Where uploaded files live. The default keeps them on disk under DATA_DIR; several instances
 * need a shared implementation (object storage) behind the same three calls.
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

const byPlace = new Map<string, FileStorage>();

/** The storage of a server: the S3 bucket when one is configured, else files under DATA_DIR/uploads. */
export function storageFor(config: { dataDir: string; s3?: S3Config }): FileStorage {
  const place = config.s3 ? `s3:${config.s3.endpoint}/${config.s3.bucket}` : `disk:${config.dataDir}`;
  let storage = byPlace.get(place);
  if (!storage) {
    storage = config.s3 ? s3Storage(config.s3) : diskStorage(path.join(config.dataDir, 'uploads'));
    byPlace.set(place, storage);
  }
  return storage;
}
