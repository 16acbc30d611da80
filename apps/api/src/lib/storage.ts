import { randomBytes } from 'node:crypto';
import { mkdir, readFile, rm, writeFile } from 'node:fs/promises';
import path from 'node:path';

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

const KEY = /^[a-f0-9]{32}\.[a-z0-9]{1,8}$/;

export function diskStorage(root: string): FileStorage {
  const file = (key: string) => {
    // Keys are ours (random hex); anything else never reaches the file system.
    if (!KEY.test(key)) throw new Error('invalid storage key');
    return path.join(root, key.slice(0, 2), key);
  };
  return {
    async put(data, extension) {
      const key = `${randomBytes(16).toString('hex')}.${extension.replace(/[^a-z0-9]/gi, '').toLowerCase() || 'bin'}`;
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

const byDataDir = new Map<string, FileStorage>();

/** The storage of a server: files under DATA_DIR/uploads. */
export function storageFor(dataDir: string): FileStorage {
  let storage = byDataDir.get(dataDir);
  if (!storage) {
    storage = diskStorage(path.join(dataDir, 'uploads'));
    byDataDir.set(dataDir, storage);
  }
  return storage;
}
