import { sql } from 'drizzle-orm';
import type { SQL } from 'drizzle-orm';
import { i18nText } from '@app/shared';
import { unprocessable } from './errors';

/**
 * Keyset paging (decision 1070): a list ordered by `keys`, the last of them unique (a serial number, an id), comes a
 * page at a time; the page after an item is the items whose keys come after its keys. An item is therefore never
 * shown twice or skipped while the list does not change, however many items were added or removed before it. The
 * cursor carries the last item's keys as PostgreSQL writes them (`::text`: microseconds kept), base64url-encoded;
 * a cursor this code did not write is refused with 422.
 */
export type SortKey = { value: SQL; desc: boolean; cast: 'int' | 'timestamptz' | 'uuid' };

const badCursor = () =>
  unprocessable(i18nText('Not a valid cursor'), { cursor: [i18nText('Not a valid cursor')] });

/** The ORDER BY of `keys`. */
export const keysetOrder = (keys: SortKey[]): SQL[] =>
  keys.map((k) => (k.desc ? sql`${k.value} desc` : sql`${k.value} asc`));

/** The keys as text, one array column to select beside each row: its cursor once it is a page's last row. */
export const keysetColumn = (keys: SortKey[]) =>
  sql<string[]>`array[${sql.join(
    keys.map((k) => sql`(${k.value})::text`),
    sql`, `,
  )}]`;

/** A timestamptz as PostgreSQL writes it (DateStyle ISO): 2026-11-27 20:53:09.123456+00. */
const TIMESTAMP =
  /^(\d{4})-(\d{2})-(\d{2}) (\d{2}):(\d{2}):(\d{2})(?:\.\d{1,6})?[+-](\d{2})(?::(\d{2}))?(?::(\d{2}))?$/;
const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

/** Whether PostgreSQL would take `value` as a timestamptz written as it writes one: a real day, time and offset. */
function isTimestamp(value: string): boolean {
  const parts = TIMESTAMP.exec(value);
  if (!parts) return false;
  const [year, month, day, hour, minute, second, offsetHours, offsetMinutes = 0, offsetSeconds = 0] = parts
    .slice(1)
    .map((p) => (p === undefined ? undefined : Number(p)));
  const date = new Date(Date.UTC(year!, month! - 1, day!));
  date.setUTCFullYear(year!);
  return (
    year! >= 1 &&
    date.getUTCMonth() === month! - 1 &&
    date.getUTCDate() === day &&
    hour! <= 23 &&
    minute! <= 59 &&
    second! <= 59 &&
    offsetHours! <= 15 &&
    offsetMinutes! <= 59 &&
    offsetSeconds! <= 59
  );
}

/** Whether `value` is a PostgreSQL `int` (4 bytes). */
const isInt = (value: string) =>
  /^-?\d{1,10}$/.test(value) && Number(value) >= -2_147_483_648 && Number(value) <= 2_147_483_647;

export const encodeCursor = (values: string[]): string =>
  Buffer.from(JSON.stringify(values)).toString('base64url');

/** The condition "after the cursor's row": strictly after on the first key, or equal on it and after on the rest. */
export function afterCursor(keys: SortKey[], cursor: string): SQL {
  let values: unknown;
  try {
    values = JSON.parse(Buffer.from(cursor, 'base64url').toString('utf8'));
  } catch {
    throw badCursor();
  }
  if (
    !Array.isArray(values) ||
    values.length !== keys.length ||
    !values.every((v) => typeof v === 'string' && v.length > 0 && v.length <= 64)
  )
    throw badCursor();
  const typed = (key: SortKey, value: string) =>
    key.cast === 'int'
      ? sql`${value}::int`
      : key.cast === 'uuid'
        ? sql`${value}::uuid`
        : sql`${value}::timestamptz`;
  for (const [i, key] of keys.entries()) {
    const value = values[i] as string;
    // A value PostgreSQL would refuse to cast is refused here, as a bad cursor rather than a failure.
    if (key.cast === 'int' && !isInt(value)) throw badCursor();
    if (key.cast === 'uuid' && !UUID.test(value)) throw badCursor();
    if (key.cast === 'timestamptz' && value !== 'infinity' && !isTimestamp(value)) throw badCursor();
  }
  const at = (i: number): SQL => {
    const key = keys[i]!;
    const value = typed(key, values[i] as string);
    const beyond = key.desc ? sql`${key.value} < ${value}` : sql`${key.value} > ${value}`;
    if (i === keys.length - 1) return beyond;
    return sql`(${beyond} or (${key.value} = ${value} and ${at(i + 1)}))`;
  };
  return at(0);
}

/** One page out of `limit + 1` rows read: the first `limit`, and the cursor of the next page when there is one. */
export function keysetPage<R extends { sortKeys: string[] }>(
  rows: R[],
  limit: number,
): { rows: R[]; next_cursor: string | null } {
  if (rows.length <= limit) return { rows, next_cursor: null };
  const shown = rows.slice(0, limit);
  return { rows: shown, next_cursor: encodeCursor(shown.at(-1)!.sortKeys) };
}
