import { ERROR_CODES, i18nFormat, i18nText } from '@app/shared';
import { HttpError } from './errors';

/** PostgreSQL text cannot hold U+0000; the reply names the field instead of failing in the database. */
export const NUL_MESSAGE = i18nText('Text must not contain NUL characters.');

export function nulCharacterError(field: string): HttpError {
  const name = field || '_';
  return new HttpError(
    400,
    i18nFormat('Text must not contain NUL characters ("{field}").', { field: name }),
    ERROR_CODES.badRequest,
    { [name]: [NUL_MESSAGE] },
  );
}

/** The path of the first string (or object key) holding U+0000, or null; walks arrays and plain objects. */
export function findNul(value: unknown, path = '', depth = 0): string | null {
  if (typeof value === 'string') return value.includes('\u0000') ? path : null;
  if (value === null || typeof value !== 'object' || depth > 32) return null;
  if (Buffer.isBuffer(value)) return null;
  if (Array.isArray(value)) {
    for (let i = 0; i < value.length; i++) {
      const found = findNul(value[i], path ? `${path}.${i}` : String(i), depth + 1);
      if (found !== null) return found;
    }
    return null;
  }
  for (const [key, item] of Object.entries(value)) {
    const at = path ? `${path}.${key}` : key;
    if (key.includes('\u0000')) return at.replaceAll('\u0000', '\\0');
    const found = findNul(item, at, depth + 1);
    if (found !== null) return found;
  }
  return null;
}

/**
 * The 400 for a request's params, query or parsed body when a string in it holds U+0000, else null. Every route
 * gets it (app.ts): multipart fields are read in their handlers and checked there (modules/applications/routes.ts).
 */
export function nulRefusal(value: unknown): HttpError | null {
  const found = findNul(value);
  return found === null ? null : nulCharacterError(found);
}

/** PostgreSQL's refusal of a NUL (22021) or of \u0000 in jsonb (22P05), possibly wrapped by the driver. */
export function isNulRefusal(error: unknown): boolean {
  for (let e = error as { code?: unknown; cause?: unknown } | undefined, i = 0; e && i < 5; i++) {
    if (e.code === '22021' || e.code === '22P05') return true;
    e = e.cause as typeof e;
  }
  return false;
}
