import { randomUUID } from 'node:crypto';
import { sql } from 'drizzle-orm';
import type { FastifyBaseLogger } from 'fastify';
import { LISTENER_APPLICATION_NAME, queryRows } from '../db/client';
import type { Database, Listener } from '../db/client';
import type { AuthUser } from './sessions';

/** The channel the database's triggers notify (migration 0013) when a session or an account's rights change. */
export const AUTH_CHANNEL = 'auth_changed';

export type CachedSession = {
  user: AuthUser;
  expiresAt: number;
  lastUsedAt: number;
};

export type SessionCache = {
  /** Counter to pass back to `set`: a read that overlapped an invalidation is not cached. */
  generation(): number;
  get(sessionId: string, now: number): CachedSession | undefined;
  set(sessionId: string, entry: CachedSession, generation: number, now: number): void;
  /** How many changes of accounts or sessions this instance has heard of: pass it to `settle` from a request's start. */
  changes(): number;
  /**
   * Resolves once every change committed before the call has reached this instance's cache, so that the
   * caller's next request cannot be answered from an entry its own change made stale. Given the `changes()` of the
   * request's start, and when a change was heard since, it also waits until every other instance listening on the
   * database has heard it (decision 1232), so that the next request is refused whichever instance answers it.
   */
  settle(changesAtStart?: number): Promise<void>;
  start(): Promise<void>;
  stop(): Promise<void>;
};

type Entry = CachedSession & { cachedAt: number };

/**
 * Sessions as the access guard last read them, per instance, for a few seconds at most (decision 511). Triggers on
 * users, sessions and permissions notify AUTH_CHANNEL with the user's id ('*' for everyone); every instance
 * listens and drops that user's entries at once. While the listening connection is down the cache is off.
 */
export function createSessionCache(deps: {
  database: Database;
  logger: FastifyBaseLogger;
  ttlMs?: number;
  maxEntries?: number;
}): SessionCache {
  const { database, logger } = deps;
  const ttlMs = deps.ttlMs ?? 30_000;
  const maxEntries = deps.maxEntries ?? 50_000;
  const entries = new Map<string, Entry>();
  const byUser = new Map<string, Set<string>>();
  const waiting = new Map<string, () => void>();
  /** Barriers this instance asked for: the instances whose acknowledgement is still awaited, and whom to tell. */
  const barriers = new Map<string, { missing: Set<string>; done: () => void }>();
  /**
   * Instances that let a barrier wait its whole time (stuck, or gone without closing their connection, which the
   * database lists until its keepalive notices): not waited for again until they are heard from.
   */
  const silent = new Set<string>();
  const own = database.listenerName;
  let gen = 0;
  let ready = false;
  let listener: Listener | undefined;

  const forget = (sessionId: string) => {
    const entry = entries.get(sessionId);
    if (!entry) return;
    entries.delete(sessionId);
    const sessions = byUser.get(entry.user.id);
    sessions?.delete(sessionId);
    if (sessions?.size === 0) byUser.delete(entry.user.id);
  };

  const clear = () => {
    gen++;
    entries.clear();
    byUser.clear();
  };

  // Barriers and acknowledgements go over the listening connection (PostgreSQL only, as are barriers).
  const notify = database.notify;

  const acknowledge = (token: string) => {
    if (!notify || !own) return;
    // Every notification committed before the barrier has been handled: this instance's cache is up to date.
    notify(AUTH_CHANNEL, `ack:${token}:${own}`).catch((error: unknown) => {
      logger.warn({ err: error }, 'session cache: could not acknowledge a barrier');
    });
  };

  /** `<kind>:<token>:<instance>` */
  const parse = (payload: string, kind: string) => {
    const rest = payload.slice(kind.length + 1);
    const at = rest.indexOf(':');
    return at < 0 ? { token: rest, from: '' } : { token: rest.slice(0, at), from: rest.slice(at + 1) };
  };

  const onNotify = (payload: string) => {
    if (payload.startsWith('settle:')) {
      waiting.get(payload)?.();
      return;
    }
    if (payload.startsWith('barrier:')) {
      const { token, from } = parse(payload, 'barrier');
      silent.delete(from);
      if (!barriers.has(token) && ready) acknowledge(token);
      return;
    }
    if (payload.startsWith('ack:')) {
      const { token, from } = parse(payload, 'ack');
      silent.delete(from);
      const barrier = barriers.get(token);
      if (barrier && barrier.missing.delete(from) && barrier.missing.size === 0) barrier.done();
      return;
    }
    gen++;
    if (payload === '*') {
      clear();
      return;
    }
    for (const sessionId of byUser.get(payload) ?? []) entries.delete(sessionId);
    byUser.delete(payload);
  };

  /**
   * Waits until every other listening instance has acknowledged a barrier sent after the changes (decision 1232): the
   * instances are known by name, so that an acknowledgement only counts for the one that sent it.
   */
  const barrier = async () => {
    if (!own || !notify) return;
    const rows = await queryRows<{ name: string }>(
      database.db,
      sql`select application_name as name from pg_stat_activity
          where datname = current_database() and application_name like ${`${LISTENER_APPLICATION_NAME}:%`}`,
    );
    const peers = new Set(rows.map((r) => r.name).filter((name) => name !== own && !silent.has(name)));
    if (peers.size === 0) return;
    const token = randomUUID();
    let timer: NodeJS.Timeout | undefined;
    const acknowledged = new Promise<void>((resolve) =>
      barriers.set(token, { missing: peers, done: resolve }),
    );
    const late = new Promise<void>((resolve) => {
      timer = setTimeout(() => {
        // Stuck, or gone without closing its connection: not waited for again until it is heard from.
        for (const name of peers) silent.add(name);
        logger.warn(
          { instances: [...peers] },
          'session cache: not every instance acknowledged a change within 2 s',
        );
        resolve();
      }, 2_000);
    });
    try {
      await notify(AUTH_CHANNEL, `barrier:${token}:${own}`);
      await Promise.race([acknowledged, late]);
    } finally {
      clearTimeout(timer);
      barriers.delete(token);
    }
  };

  return {
    generation: () => gen,
    // Every change heard (and every clearing of the cache) moves the generation.
    changes: () => gen,
    get(sessionId, now) {
      if (!ready) return undefined;
      const entry = entries.get(sessionId);
      if (!entry) return undefined;
      if (now - entry.cachedAt > ttlMs || now >= entry.expiresAt) {
        forget(sessionId);
        return undefined;
      }
      return entry;
    },
    set(sessionId, entry, generation, now) {
      if (!ready || generation !== gen) return;
      if (entries.size >= maxEntries) {
        // Oldest first: a Map iterates in insertion order.
        const oldest = entries.keys().next().value;
        if (oldest !== undefined) forget(oldest);
      }
      forget(sessionId);
      entries.set(sessionId, { ...entry, cachedAt: now });
      const sessions = byUser.get(entry.user.id) ?? new Set<string>();
      sessions.add(sessionId);
      byUser.set(entry.user.id, sessions);
    },
    async settle(changesAtStart) {
      // The embedded database delivers notifications before the committing query returns.
      if (database.kind === 'pglite' || !ready) return;
      const token = `settle:${randomUUID()}`;
      const arrived = new Promise<void>((resolve) => waiting.set(token, resolve));
      let timer: NodeJS.Timeout | undefined;
      const late = new Promise<void>((resolve) => {
        timer = setTimeout(() => {
          // Notifications may be slow or lost: forget everything rather than answer from a stale entry.
          logger.warn('session cache: the settle notification was late; cache cleared');
          clear();
          resolve();
        }, 2_000);
      });
      try {
        // Delivered after every notification committed before it, in commit order.
        await database.db.execute(sql`select pg_notify(${AUTH_CHANNEL}, ${token})`);
        await Promise.race([arrived, late]);
      } catch {
        clear();
      } finally {
        clearTimeout(timer);
        waiting.delete(token);
      }
      // Only a request during which an account or a session changed makes the other instances confirm it.
      if (changesAtStart !== undefined && gen !== changesAtStart) {
        await barrier().catch((error: unknown) => {
          logger.warn({ err: error }, 'session cache: the barrier for the other instances failed');
        });
      }
    },
    async start() {
      listener = await database.listen(AUTH_CHANNEL, {
        onNotify,
        onReady: () => {
          clear();
          ready = true;
        },
        onLost: () => {
          ready = false;
          clear();
          logger.warn('session cache off: the database connection that listens for changes was lost');
        },
      });
    },
    async stop() {
      ready = false;
      clear();
      await listener?.stop();
      listener = undefined;
    },
  };
}
