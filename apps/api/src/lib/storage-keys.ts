import { randomBytes } from 'node:crypto';

const KEY = /^[a-f0-9]{32}\.[a-z0-9]{1,8}$/;

/** A new random key (nothing of the uploaded name survives in it). */
export const newStorageKey = (extension: string) =>
  `${randomBytes(16).toString('hex')}.${extension.replace(/[^a-z0-9]/gi, '').toLowerCase() || 'bin'}`;

/** Keys are ours; anything else never reaches a disk or a bucket. */
export const isStorageKey = (key: string) => KEY.test(key);
