import { randomUUID } from 'node:crypto';
import { mkdirSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { PGlite } from '@electric-sql/pglite';
import { pg_trgm } from '@electric-sql/pglite/contrib/pg_trgm';
import type { ExtractTablesWithRelations } from 'drizzle-orm';
import { sql } from 'drizzle-orm';
import type { SQL } from 'drizzle-orm';
import type { PgDatabase, PgQueryResultHKT } from 'drizzle-orm/pg-core';
import { drizzle as drizzlePglite } from 'drizzle-orm/pglite';
import { migrate as migratePglite } from 'drizzle-orm/pglite/migrator';
import { drizzle as drizzlePg } from 'drizzle-orm/node-postgres';
import { migrate as migratePg } from 'drizzle-orm/node-postgres/migrator';
import pg from 'pg';
import { pgliteOf, queryPreparedPglite } from './pglite-prepared';
import * as schema from './schema';

export type Schema = typeof schema;
/** Either driver: both are PgDatabase, and a transaction is one too. */
export type Db = PgDatabase<PgQueryResultHKT, Schema, ExtractTablesWithRelations<Schema>>;

/** Runs raw SQL on either driver and returns its rows (both drivers answer with `rows`). */
export async function queryRows<T>(db: Db, query: SQL): Promise<T[]> {
  const result = (await db.execute(query)) as unknown as { rows: T[] };
  return result.rows;
}

const statementNames = new Map<string, string>();

/**
 * queryRows for a hot query of fixed shape: a named prepared statement, so each pooled connection (or the
 * embedded database, outside a transaction: decision 1018) parses and plans its text once instead of on every call. The name
 * is per distinct SQL text, so variants of a query (e.g. with and without a tenant condition) get their
 * own; do not use it for text that varies without bound (IN lists of any length).
 */
export async function queryPrepared<T>(db: Db, query: SQL): Promise<T[]> {
  const internal = db as unknown as {
    dialect: { sqlToQuery(sql: SQL): { sql: string; params: unknown[] } };
    session: {
      prepareQuery(
        query: { sql: string; params: unknown[] },
        fields: undefined,
        name: string,
        arrayMode: boolean,
      ): { execute(): Promise<{ rows: T[] }> };
      client: unknown;
    };
  };
  const built = internal.dialect.sqlToQuery(query);
  let name = statementNames.get(built.sql);
  if (!name) {
    name = `app_stmt_${statementNames.size + 1}`;
    statementNames.set(built.sql, name);
  }
  const pglite = pgliteOf(internal.session.client);
  if (pglite) return queryPreparedPglite<T>(pglite, name, built.sql, built.params);
  const result = await internal.session.prepareQuery(built, undefined, name, false).execute();
  return result.rows;
}

/** A subscription to a notification channel; `onLost` means notifications may have been missed. */
export type Listener = { stop(): Promise<void> };
export type ListenHandlers = {
  onNotify(payload: string): void;
  /** Listening (again): everything sent from now on arrives. */
  onReady(): void;
  /** The connection dropped: some notifications may be lost until onReady. */
  onLost(): void;
};

export type Database = {
  db: Db;
  kind: 'pglite' | 'postgres';
  ping(): Promise<void>;
  /** LISTEN on a channel, reconnecting on its own (PostgreSQL) until stopped. */
  listen(channel: string, handlers: ListenHandlers): Promise<Listener>;
  /**
   * PostgreSQL: this instance's name among the instances listening on the database (its listening connection's
   * `application_name`, `LISTENER_APPLICATION_NAME` and a random part), and a NOTIFY sent over that connection, which
   * is idle between notifications, rather than through the pool, which may be busy (decision 1232).
   */
  listenerName?: string;
  notify?(channel: string, payload: string): Promise<void>;
  /**
   * What autovacuum does on a PostgreSQL server, where none runs (the embedded database is PostgreSQL in single-user
   * mode, decision 1019): reclaims the dead rows that updates and deletes leave, and refreshes the planner's
   * statistics. Null on PostgreSQL, whose autovacuum does it.
   */
  maintain: (() => Promise<void>) | null;
  close(): Promise<void>;
};

// Next to this file in src/, next to main.js in the bundle (the build copies it).
const MIGRATIONS = fileURLToPath(new URL('./migrations', import.meta.url));
// Any constant works; every instance must use the same one.
const MIGRATION_LOCK_ID = 727_001;

export type DatabaseOptions = {
  url?: string;
  dataDir?: string;
  inMemory?: boolean;
  poolSize?: number;
  /**
   * PostgreSQL: how long a query may go unanswered before its connection is dropped (decision 1231). The server
   * passes QUERY_TIMEOUT_MS; scripts (seeds, benches) leave it unset: their statements over a whole table may take
   * minutes.
   */
  queryTimeoutMs?: number;
};

/** A query PostgreSQL has not answered in this time ends its connection, so that a request fails instead of hanging. */
export const QUERY_TIMEOUT_MS = 30_000;

export async function openDatabase(options: DatabaseOptions): Promise<Database> {
  if (options.url) return openPostgres(options.url, options.poolSize ?? 10, options.queryTimeoutMs);
  let dataPath: string | undefined;
  if (!options.inMemory) {
    dataPath = path.join(options.dataDir ?? './data', 'pglite');
    mkdirSync(dataPath, { recursive: true });
  }
  const client = await PGlite.create(dataPath, { extensions: { pg_trgm } });
  const db = drizzlePglite(client, { schema }) as unknown as Db;
  await migratePglite(drizzlePglite(client), { migrationsFolder: MIGRATIONS });
  return {
    db,
    kind: 'pglite',
    ping: async () => {
      await client.query('select 1');
    },
    // One process, one connection: a notification is delivered before the committing query returns.
    listen: async (channel, handlers) => {
      const unlisten = await client.listen(channel, handlers.onNotify);
      handlers.onReady();
      return { stop: async () => (client.closed ? undefined : unlisten()) };
    },
    // One table at a time: PGlite runs on this thread, so a vacuum holds every request until it returns, and
    // requests queued meanwhile go between two tables instead of after the whole database.
    maintain: async () => {
      const tables = await client.query<{ name: string }>(
        `select format('%I.%I', n.nspname, c.relname) as name from pg_class c
           join pg_namespace n on n.oid = c.relnamespace
          where c.relkind in ('r', 'm') and n.nspname not in ('pg_catalog', 'information_schema')
            and n.nspname not like 'pg_toast%'
          order by 1`,
      );
      for (const { name } of tables.rows) {
        if (client.closed) return;
        await client.exec(`vacuum (analyze) ${name}`);
      }
    },
    close: async () => {
      if (!client.closed) await client.close();
    },
  };
}

/** DATABASE_URL as an operator may see it in a message: without its password. */
function shownUrl(url: string): string {
  try {
    const parsed = new URL(url);
    if (parsed.password) parsed.password = '***';
    return parsed.toString();
  } catch {
    return 'the configured address';
  }
}

/**
 * A pool's client that cannot take the process down (decision 1231): a connection that drops while a request holds
 * it (a transaction when the database restarts) emits `error` on a client nobody listens to, which would end the
 * process; the query in flight is rejected anyway, so that event is dropped here.
 */
function quietClient(): typeof pg.Client {
  return class QuietClient extends pg.Client {
    constructor(config?: string | pg.ClientConfig) {
      super(config);
      this.on('error', () => undefined);
    }
  };
}

/**
 * A quiet client that cannot hang a request either (decision 1231): a query unanswered after `timeoutMs` (a database
 * or a network that stalls without closing the connection) destroys its connection; the query and those queued
 * behind it fail, and the pool replaces the connection.
 */
function boundedClient(timeoutMs: number): typeof pg.Client {
  const query = pg.Client.prototype.query as (this: pg.Client, ...args: unknown[]) => unknown;
  class BoundedClient extends quietClient() {}
  Object.defineProperty(BoundedClient.prototype, 'query', {
    configurable: true,
    writable: true,
    value: function (this: pg.Client, ...args: unknown[]) {
      const timer = setTimeout(() => {
        const error = Object.assign(new Error(`the database did not answer within ${timeoutMs / 1000} s`), {
          code: 'DATABASE_TIMEOUT',
        });
        (
          this as unknown as { connection: { stream: { destroy(e: Error): void } } }
        ).connection.stream.destroy(error);
      }, timeoutMs);
      timer.unref();
      const done = () => clearTimeout(timer);
      const last = args.length - 1;
      const callback = args[last];
      if (typeof callback === 'function') {
        args[last] = (...result: unknown[]) => {
          done();
          (callback as (...r: unknown[]) => void)(...result);
        };
      }
      let result: unknown;
      try {
        result = query.apply(this, args);
      } catch (error) {
        // Refused before it was sent (a bad argument): no deadline may outlive it and end a healthy connection.
        done();
        throw error;
      }
      if (result instanceof Promise) result.then(done, done);
      else if (typeof callback !== 'function') done();
      return result;
    },
  });
  return BoundedClient;
}

async function openPostgres(url: string, max: number, queryTimeoutMs: number | undefined): Promise<Database> {
  // Migrations get a connection of their own, without the query deadline: one may take minutes on a large database.
  const client = new pg.Client({ connectionString: url, connectionTimeoutMillis: 5_000 });
  client.on('error', () => undefined);
  try {
    await client.connect();
  } catch (error) {
    // The operator reads this at start (main.ts): which variable, which server, and why.
    throw new Error(
      `DATABASE_URL: cannot connect to ${shownUrl(url)}: ${error instanceof Error ? error.message : String(error)}`,
      { cause: error },
    );
  }
  try {
    // Several instances may start at once: one migrates, the others wait and then find nothing to do.
    await client.query('select pg_advisory_lock($1)', [MIGRATION_LOCK_ID]);
    await migratePg(drizzlePg(client), { migrationsFolder: MIGRATIONS });
  } finally {
    await client.query('select pg_advisory_unlock($1)', [MIGRATION_LOCK_ID]).catch(() => undefined);
    await client.end().catch(() => undefined);
  }
  const pool = new pg.Pool({
    connectionString: url,
    max,
    connectionTimeoutMillis: 5_000,
    ...(queryTimeoutMs
      ? {
          Client: boundedClient(queryTimeoutMs),
          // PostgreSQL cancels a statement (a lock wait included) itself a little before the deadline: a clean error,
          // the connection kept, and nothing left running on the server. The deadline stays for a database or a
          // network that stalls and cannot answer at all.
          statement_timeout: Math.round((queryTimeoutMs * 5) / 6),
        }
      : { Client: quietClient() }),
  });
  // Keep an idle client's network error from crashing the process; the next query reports it.
  pool.on('error', () => undefined);
  const db = drizzlePg(pool, { schema }) as unknown as Db;
  let closed = false;
  return {
    db,
    kind: 'postgres',
    maintain: null,
    ping: async () => {
      await db.execute(sql`select 1`);
    },
    ...postgresNotifications(url, db),
    close: async () => {
      if (closed) return;
      closed = true;
      await pool.end();
    },
  };
}

/**
 * The start of each instance's listening connection's `application_name` (`dottrip-listener:<random>`): one per
 * instance serving the database, named so that instances can tell each other apart (decision 1232).
 */
export const LISTENER_APPLICATION_NAME = 'dottrip-listener';

/**
 * One dedicated connection (not the pool's) holds every LISTEN of the instance: each channel a cache listens on would
 * otherwise hold a connection of its own on every instance. When it drops, every listener hears `onLost`, and it
 * reconnects with a growing delay, listens on every channel again and tells each listener `onReady`.
 */
function postgresNotifications(url: string, pool: Db) {
  const name = `${LISTENER_APPLICATION_NAME}:${randomUUID().slice(0, 8)}`;
  const channels = new Map<string, Set<ListenHandlers>>();
  let client: pg.Client | undefined;
  let connecting: Promise<void> | undefined;
  let retry: NodeJS.Timeout | undefined;
  let delayMs = 250;

  const everyListener = () => [...channels.values()].flatMap((set) => [...set]);
  const scheduleRetry = () => {
    if (retry || channels.size === 0) return;
    retry = setTimeout(() => {
      retry = undefined;
      void ensureConnected().catch(() => undefined);
    }, delayMs);
    retry.unref();
    delayMs = Math.min(delayMs * 2, 10_000);
  };

  const connect = async (): Promise<void> => {
    const next = new pg.Client({ connectionString: url, connectionTimeoutMillis: 5_000 });
    let lost = false;
    const drop = () => {
      if (lost) return;
      lost = true;
      next.end().catch(() => undefined);
      if (client !== next) return;
      client = undefined;
      for (const handlers of everyListener()) handlers.onLost();
      scheduleRetry();
    };
    next.on('error', drop);
    next.on('end', drop);
    next.on('notification', (message) => {
      for (const handlers of channels.get(message.channel) ?? []) handlers.onNotify(message.payload ?? '');
    });
    try {
      await next.connect();
      for (const channel of channels.keys()) await next.query(`listen ${channel}`);
      // How the instances know each other (the session cache's barrier, decision 1232): named once listening, so that
      // an instance counted is one that hears; set here, since an application_name in DATABASE_URL would win over the
      // client's option.
      await next.query(`set application_name = '${name}'`);
    } catch (error) {
      lost = true;
      next.end().catch(() => undefined);
      scheduleRetry();
      throw error;
    }
    if (channels.size === 0) {
      lost = true;
      await next.end().catch(() => undefined);
      return;
    }
    client = next;
    delayMs = 250;
    for (const handlers of everyListener()) handlers.onReady();
  };

  const ensureConnected = (): Promise<void> => {
    if (client) return Promise.resolve();
    connecting ??= connect().finally(() => {
      connecting = undefined;
    });
    return connecting;
  };

  const notify = async (channel: string, payload: string): Promise<void> => {
    if (client) await client.query('select pg_notify($1, $2)', [channel, payload]);
    else await pool.execute(sql`select pg_notify(${channel}, ${payload})`);
  };

  const listen = async (channel: string, handlers: ListenHandlers): Promise<Listener> => {
    if (!/^[a-z_][a-z0-9_]*$/.test(channel)) throw new Error(`bad channel name ${channel}`);
    const known = channels.get(channel);
    const listeners = known ?? new Set<ListenHandlers>();
    listeners.add(handlers);
    if (!known) channels.set(channel, listeners);
    // A connection being made listens on the channels known when it is ready; one already made is told here.
    await connecting?.catch(() => undefined);
    if (client) {
      try {
        if (!known) await client.query(`listen ${channel}`);
        handlers.onReady();
      } catch {
        // The connection dropped meanwhile: every listener heard onLost, and the retry listens again.
      }
    } else {
      // Retrying in the background when this fails; until then onLost holds (the caches stay off).
      await ensureConnected().catch(() => undefined);
    }
    return {
      stop: async () => {
        listeners.delete(handlers);
        if (listeners.size > 0 || channels.get(channel) !== listeners) return;
        channels.delete(channel);
        const current = client;
        if (channels.size > 0) {
          await current?.query(`unlisten ${channel}`).catch(() => undefined);
          return;
        }
        if (retry) clearTimeout(retry);
        retry = undefined;
        client = undefined;
        if (current) {
          current.removeAllListeners('end');
          current.removeAllListeners('error');
          current.on('error', () => undefined);
          await current.end().catch(() => undefined);
        }
      },
    };
  };
  return { listen, notify, listenerName: name };
}
