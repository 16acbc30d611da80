import { eq, sql } from 'drizzle-orm';
import { i18nText } from '@app/shared';
import type { Message } from '@app/shared';
import { queryRows } from '../db/client';
import type { Db } from '../db/client';
import { rateLimits } from '../db/schema';
import { tooManyRequests } from './errors';

type Window = { count: number; resetAt: Date };

/** The statement that counts one event in `key`'s fixed window, returning `count` and `window_start`. */
export function countHitSql(key: string, windowMs: number, now: Date) {
  const cutoff = new Date(now.getTime() - windowMs).toISOString();
  const at = now.toISOString();
  return sql`
    insert into rate_limits (key, count, window_start) values (${key}, 1, ${at})
    on conflict (key) do update set
      count = case when rate_limits.window_start <= ${cutoff} then 1 else rate_limits.count + 1 end,
      window_start = case when rate_limits.window_start <= ${cutoff} then ${at}::timestamptz else rate_limits.window_start end
    returning count, window_start`;
}

/** Counts one event in a fixed window kept in the database, so every instance sees the same count. */
export async function countHit(db: Db, key: string, windowMs: number, now: Date): Promise<Window> {
  const [row] = await queryRows<{ count: number; window_start: string | Date }>(
    db,
    countHitSql(key, windowMs, now),
  );
  return { count: Number(row!.count), resetAt: new Date(new Date(row!.window_start).getTime() + windowMs) };
}

/** The events counted in the window still open, without counting one more. */
export async function currentCount(db: Db, key: string, windowMs: number, now: Date): Promise<number> {
  const [row] = await db.select().from(rateLimits).where(eq(rateLimits.key, key));
  if (!row || row.windowStart.getTime() <= now.getTime() - windowMs) return 0;
  return row.count;
}

export async function clearCount(db: Db, key: string): Promise<void> {
  await db.delete(rateLimits).where(eq(rateLimits.key, key));
}

const MINUTE = 60_000;
const HOUR = 60 * MINUTE;

type LimitContext = {
  db: Db;
  clock: { now(): Date };
  config: {
    limits: {
      searchPerIpPerMinute: number;
      applyPerUserPerHour: number;
      cvUploadsPerUserPerHour: number;
      imageUploadsPerUserPerHour: number;
    };
  };
};

type ExpensiveRoute = 'search' | 'apply' | 'cvUpload' | 'imageUpload';
const EXPENSIVE: Record<
  ExpensiveRoute,
  { key: string; limit: keyof LimitContext['config']['limits']; windowMs: number; message: Message }
> = {
  search: {
    key: 'search:ip',
    limit: 'searchPerIpPerMinute',
    windowMs: MINUTE,
    message: i18nText('Too many searches from your network. Please wait a moment and try again.'),
  },
  apply: {
    key: 'apply:user',
    limit: 'applyPerUserPerHour',
    windowMs: HOUR,
    message: i18nText('You have sent many applications in the last hour. Please try again later.'),
  },
  cvUpload: {
    key: 'cv-upload:user',
    limit: 'cvUploadsPerUserPerHour',
    windowMs: HOUR,
    message: i18nText('You have uploaded many CVs in the last hour. Please try again later.'),
  },
  imageUpload: {
    key: 'image-upload:user',
    limit: 'imageUploadsPerUserPerHour',
    windowMs: HOUR,
    message: i18nText('You have uploaded many images in the last hour. Please try again later.'),
  },
};

/**
 * The expensive routes' limits (decision 320), counted in the database so that every instance behind a load
 * balancer shares one count: public search per client IP (`who`), applying, CV uploads and image uploads per user.
 */
export function limitExpensive(ctx: LimitContext, route: ExpensiveRoute, who: string): Promise<void> {
  const rule = EXPENSIVE[route];
  return enforceLimit(
    ctx.db,
    `${rule.key}:${who}`,
    ctx.config.limits[rule.limit],
    rule.windowMs,
    ctx.clock.now(),
    rule.message,
  );
}

/** Counts the call and refuses it with 429 once more than `max` fall in the window. */
export async function enforceLimit(
  db: Db,
  key: string,
  max: number,
  windowMs: number,
  now: Date,
  /** The refusal's text, or a text made from the seconds left (so that it says the same time as Retry-After). */
  message: Message | ((seconds: number) => Message) = i18nText('Too many requests. Please try again later.'),
): Promise<void> {
  const { count, resetAt } = await countHit(db, key, windowMs, now);
  if (count > max) {
    const seconds = Math.max(1, Math.ceil((resetAt.getTime() - now.getTime()) / 1000));
    throw tooManyRequests(typeof message === 'function' ? message(seconds) : message, seconds);
  }
}
