import type { Config } from './config';
import type { Database, Db } from './db/client';
import type { Clock } from './lib/clock';
import type { OutboxWorker } from './mail/outbox';
import type { TokenService } from './auth/tokens';
import type { SessionCache } from './auth/session-cache';

/** What every module needs, built once in main.ts (or by a test) and handed to the app. */
export type AppContext = {
  config: Config;
  database: Database;
  db: Db;
  clock: Clock;
  tokens: TokenService;
  outbox: OutboxWorker;
  /** Recent session checks, dropped at once when the database says they changed (decision 511). */
  sessions: SessionCache;
};
