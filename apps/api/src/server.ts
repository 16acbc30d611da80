// First: keeps the shape of Node's tick records before anything else allocates (decision 1027).
import './lib/tick-shape';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import pino from 'pino';
import type { FastifyBaseLogger, FastifyInstance } from 'fastify';
import { buildApp } from './app';
import type { AppOptions } from './app';
import { sharedJwtSecret } from './auth/jwt-secret';
import { createTokenService } from './auth/tokens';
import type { Config } from './config';
import type { AppContext } from './context';
import { openDatabase, QUERY_TIMEOUT_MS } from './db/client';
import type { Database } from './db/client';
import { ensureAdmin, seedReferenceData } from './db/seed/base';
import { seedCannedReplies } from './db/seed/support';
import { systemClock } from './lib/clock';
import type { Clock } from './lib/clock';
import { createAnalyticsWindowsJob } from './lib/analytics-rollups';
import { intervalJob } from './lib/interval-job';
import type { IntervalJob } from './lib/interval-job';
import { createPruner, retention } from './lib/prune';
import type { Pruner } from './lib/prune';
import { POSTINGS_CHANNEL } from './lib/posting-changes';
import { SETTINGS_CHANNEL, invalidateSettings } from './lib/settings';
import { dropPostingCaches } from './modules/jobs/service';
import { hasDiskEraFiles, holdStorage, moveDiskEraFiles, storageFor, storagePlace } from './lib/storage';
import { createOutboxWorker } from './mail/outbox';
import { copySentMailsToConversations } from './modules/messages';
import { DEFAULT_BILLING, DEFAULT_JOB_ALERTS } from './config';
import { createBillingScheduler } from './modules/billing';
import type { BillingScheduler } from './modules/billing';
import { createAlertScheduler } from './modules/job-alerts/service';
import type { AlertScheduler } from './modules/job-alerts/service';
import { createDigestScheduler } from './modules/recruiters/service';
import type { DigestScheduler } from './modules/recruiters/service';
import { createPostScheduler } from './modules/content/service';
import type { PostScheduler } from './modules/content/service';
import { DEFAULT_POST_SCHEDULE_INTERVAL_MS } from './config';
import { createSupportScheduler } from './modules/support';
import type { SupportScheduler } from './modules/support';
import { createSessionCache } from './auth/session-cache';
import type { QueueWorker } from './lib/work-queue';
import { createWebhookWorker } from './modules/webhooks';
import { addressRules } from './modules/webhooks/service';
import { createLogTransport, createSmtpTransport } from './mail/transport';

export type Server = {
  app: FastifyInstance;
  ctx: AppContext;
  /** Deletes expired sessions, codes, rate-limit windows and old sent mail on an interval (decision 280). */
  pruner: Pruner;
  /** Mails the job alerts that are due, every few minutes (issue 18, decision 539); `runOnce` for tests. */
  jobAlerts: AlertScheduler;
  /** Renewal mails, grace notices and the end of packages, hourly (issue 19, decision 804); `runOnce` for tests. */
  billing: BillingScheduler;
  /** Publishes scheduled blog posts when their time comes, once across instances (decision 706). */
  posts: PostScheduler;
  /** Delivers webhook events on the outbox's queue engine (issue 14, decision 541); `runOnce` for tests. */
  webhooks: QueueWorker;
  /** Closes resolved support tickets after 7 days without a reply, once across instances (decision 941). */
  support: SupportScheduler;
  /** Mails the teammates' daily digests of new applications, once across instances (decision 1101). */
  applicationDigests: DigestScheduler;
  /** Moves the stale cutoff and the overview's anchor days with the clock, every minute (decisions 914, 915). */
  analyticsWindows: IntervalJob<boolean>;
  /** The embedded database's vacuum and statistics, ten minutes after start then hourly (decision 1019); null on PostgreSQL. */
  maintenance: IntervalJob<boolean> | null;
  /** Stops taking requests, lets in-flight ones finish, stops the workers, closes the database. */
  close(): Promise<void>;
};

export type ServerOptions = {
  clock?: Clock;
  logger?: FastifyBaseLogger;
  /** Keep PGlite in memory (tests). */
  inMemory?: boolean;
  database?: Database;
  webRoot?: string;
  mailPollMs?: number;
  /** How often the pruning job runs; an hour unless a test says otherwise. */
  pruneIntervalMs?: number;
  /** How often the job-alert batch runs; the configuration's (5 minutes) unless a test says otherwise. */
  jobAlertsIntervalMs?: number;
  /** How often the billing job runs; the configuration's (an hour) unless a test says otherwise. */
  billingIntervalMs?: number;
  /** How often the scheduled-post publisher runs; the configuration's (30 s) unless a test says otherwise. */
  postScheduleIntervalMs?: number;
  /** How often the webhook worker looks for due deliveries (1 s unless a test says otherwise). */
  webhookPollMs?: number;
  /** How long one webhook attempt may take in all (15 s unless a test says otherwise). */
  webhookTimeoutMs?: number;
  /** How often resolved tickets are checked for the 7-day auto-close; an hour unless a test says otherwise. */
  supportIntervalMs?: number;
  /** How often the analytics windows move; a minute unless a test says otherwise. */
  analyticsWindowsIntervalMs?: number;
  /** How often the embedded database is vacuumed and analysed; an hour unless a test says otherwise. */
  maintenanceIntervalMs?: number;
  extraRoutes?: AppOptions['extraRoutes'];
  onRoute?: AppOptions['onRoute'];
  /** Called once when the first admin got a generated password. */
  onAdminPassword?: (email: string, password: string) => void;
};

// Next to main.js in the bundle: apps/api/dist → apps/web/dist.
export const DEFAULT_WEB_ROOT = fileURLToPath(new URL('../../web/dist', import.meta.url));

export async function createServer(configured: Config, options: ServerOptions = {}): Promise<Server> {
  const logger = options.logger ?? (pino({ level: 'silent' }) as FastifyBaseLogger);
  const clock = options.clock ?? systemClock;
  const database =
    options.database ??
    (await openDatabase({
      url: configured.databaseUrl,
      dataDir: configured.dataDir,
      inMemory: options.inMemory,
      // A request fails instead of hanging on a database that stalls (decision 1231).
      queryTimeoutMs: QUERY_TIMEOUT_MS,
    }));
  await seedReferenceData(database.db);
  await seedCannedReplies(database.db, clock.now());
  // Without JWT_SECRET, the instances on one PostgreSQL database sign with one key kept there (decision 1173).
  const config: Config =
    configured.jwtSecretGenerated && database.kind === 'postgres'
      ? { ...configured, jwtSecret: await sharedJwtSecret(database.db, configured.jwtSecret, clock.now()) }
      : configured;
  // Uploads (the PostgreSQL storage opens its own few connections) are held until close (decision 1172).
  const releaseStorage = holdStorage(config);
  const admin = await ensureAdmin(database.db, config.admin, clock.now());
  if (admin.generatedPassword) options.onAdminPassword?.(config.admin.email, admin.generatedPassword);

  const transport = config.smtpUrl
    ? createSmtpTransport(config.smtpUrl, config.mailFrom)
    : createLogTransport(logger);
  const outbox = createOutboxWorker({
    db: database.db,
    transport,
    clock,
    logger,
    pollMs: options.mailPollMs,
    afterSent: () => copySentMailsToConversations(database.db, clock.now()),
  });
  const ctx: AppContext = {
    config,
    database,
    db: database.db,
    clock,
    tokens: createTokenService(config.jwtSecret),
    outbox,
    sessions: createSessionCache({ database, logger }),
  };
  await ctx.sessions.start();
  // A settings write on another instance drops this one's copy when it commits (decision 1174).
  const dropSettings = () => invalidateSettings(database.db);
  const settingsListener = await database.listen(SETTINGS_CHANNEL, {
    onNotify: dropSettings,
    onReady: dropSettings,
    onLost: dropSettings,
  });
  // A posting changed on any instance: the job pages and cities cached here are read again (decision 1175).
  const dropPostings = () => dropPostingCaches(ctx);
  const postingsListener = await database.listen(POSTINGS_CHANNEL, {
    onNotify: dropPostings,
    onReady: dropPostings,
    onLost: dropPostings,
  });
  const app = await buildApp(ctx, {
    logger,
    webRoot: options.webRoot,
    extraRoutes: options.extraRoutes,
    onRoute: options.onRoute,
  });
  await app.ready();
  outbox.start();
  const pruner = createPruner({
    db: database.db,
    clock,
    logger,
    retention: retention(config.limits),
    intervalMs: options.pruneIntervalMs ?? 3_600_000,
    deleteFile: (key) => storageFor(config).delete(key),
  });
  pruner.start();
  const jobAlerts = createAlertScheduler({
    db: database.db,
    clock,
    config,
    logger,
    intervalMs: options.jobAlertsIntervalMs ?? (config.jobAlerts ?? DEFAULT_JOB_ALERTS).intervalMs,
    onMail: () => outbox.poke(),
  });
  jobAlerts.start();
  const billing = createBillingScheduler({
    db: database.db,
    clock,
    config,
    logger,
    intervalMs: options.billingIntervalMs ?? (config.billing ?? DEFAULT_BILLING).intervalMs,
    onMail: () => outbox.poke(),
  });
  billing.start();
  const posts = createPostScheduler({
    db: database.db,
    clock,
    logger,
    intervalMs:
      options.postScheduleIntervalMs ?? config.postScheduleIntervalMs ?? DEFAULT_POST_SCHEDULE_INTERVAL_MS,
  });
  posts.start();
  const webhooks = createWebhookWorker({
    ctx,
    logger,
    rules: addressRules(ctx),
    pollMs: options.webhookPollMs,
    timeoutMs: options.webhookTimeoutMs,
  });
  webhooks.start();
  const support = createSupportScheduler({
    db: database.db,
    clock,
    logger,
    deleteFile: (key) => storageFor(config).delete(key),
    intervalMs: options.supportIntervalMs ?? 3_600_000,
  });
  support.start();
  // The digests run with the job alerts' schedule and day (decision 1101).
  const applicationDigests = createDigestScheduler({
    db: database.db,
    clock,
    config,
    logger,
    dayMs: (config.jobAlerts ?? DEFAULT_JOB_ALERTS).dayMs,
    intervalMs: options.jobAlertsIntervalMs ?? (config.jobAlerts ?? DEFAULT_JOB_ALERTS).intervalMs,
    onMail: () => outbox.poke(),
  });
  applicationDigests.start();
  const analyticsWindows = createAnalyticsWindowsJob({
    db: database.db,
    clock,
    logger,
    intervalMs: options.analyticsWindowsIntervalMs ?? 60_000,
  });
  analyticsWindows.start();
  const { maintain } = database;
  const maintenance = maintain
    ? intervalJob({
        intervalMs: options.maintenanceIntervalMs ?? 3_600_000,
        // Sooner the first time, so that a process restarted more often than hourly still gets a round.
        firstAfterMs: 10 * 60_000,
        logger,
        failure: 'database maintenance failed',
        fallback: false,
        round: async () => {
          await maintain();
          return true;
        },
      })
    : null;
  maintenance?.start();
  logger.info(
    {
      database: database.kind,
      mail: transport.description,
      github: Boolean(config.github),
      payments: config.vnpay ? 'vnpay' : 'none',
      files: storagePlace(config),
    },
    `mail goes to ${transport.description}`,
  );

  // Files of the disk era go into the database in the background, so that every instance serves them (decision 1225);
  // what cannot move stays served by this instance alone, which the log says.
  let stopping = false;
  const diskEra = hasDiskEraFiles(config)
    ? moveDiskEraFiles(config, () => stopping).then(({ moved, kept, failed }) => {
        const dir = path.join(config.dataDir, 'uploads');
        if (moved > 0)
          logger.info({ dir, moved }, 'uploads of the disk era moved into PostgreSQL (decision 1225)');
        if (kept + failed > 0) {
          logger.warn(
            { dir, kept, failed },
            'uploads made before files moved into PostgreSQL are still in this directory and only this instance serves them: copy it to every instance’s DATA_DIR (or to an S3 bucket) before running several (decisions 1172, 1225)',
          );
        }
      })
    : Promise.resolve();

  let closing: Promise<void> | undefined;
  return {
    app,
    ctx,
    pruner,
    jobAlerts,
    billing,
    posts,
    webhooks,
    support,
    applicationDigests,
    analyticsWindows,
    maintenance,
    close: () =>
      (closing ??= (async () => {
        stopping = true;
        await app.close();
        await pruner.stop();
        await jobAlerts.stop();
        await billing.stop();
        await posts.stop();
        await webhooks.stop();
        await support.stop();
        await applicationDigests.stop();
        await analyticsWindows.stop();
        await maintenance?.stop();
        await outbox.stop();
        await ctx.sessions.stop();
        await settingsListener.stop();
        await postingsListener.stop();
        transport.close();
        await diskEra;
        await releaseStorage();
        await database.close();
      })()),
  };
}
