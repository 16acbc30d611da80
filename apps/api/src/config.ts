import { randomBytes } from 'node:crypto';
import { chmodSync, existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { z } from 'zod';
import { emailField, passwordProblem } from '@app/shared';
import type { S3Config } from './lib/s3-storage';
import type { Resolver } from './modules/webhooks/address';

const optional = (schema: z.ZodType<string>) =>
  z.preprocess((v) => (typeof v === 'string' && v.trim() === '' ? undefined : v), schema.optional());

const url = (protocols: string[], label: string, needsHost = true) =>
  z.string().refine((value) => {
    try {
      const parsed = new URL(value);
      // URL() drops surrounding spaces and accepts "smtp://" without a host; neither is a usable address
      // (PostgreSQL alone may name a Unix socket instead: postgresql:///db?host=/run/postgresql).
      return (
        protocols.includes(parsed.protocol) &&
        (!needsHost || parsed.hostname !== '') &&
        value === value.trim()
      );
    } catch {
      return false;
    }
  }, `must be a ${label} URL`);

/** APP_URL is a base that paths are appended to (mail links, the GitHub callback, CORS): no query or fragment. */
const baseUrl = url(['http:', 'https:'], 'http(s)').refine(
  (value) => !value.includes('?') && !value.includes('#'),
  'must be a http(s) URL without ? or #',
);

/** setInterval takes at most 2^31-1 ms; a longer interval silently becomes 1 ms (a busy loop). */
const intervalMs = z
  .string()
  .regex(/^\d+$/, 'must be a whole number of milliseconds')
  .refine((v) => Number(v) <= 2_147_483_647, 'must be at most 2147483647 milliseconds (about 24 days)');

/** MAIL_FROM: an address, or a display name and an address in angle brackets, on one line. */
const mailFrom = z
  .string()
  .regex(/^[^\r\n]*$/, 'must be one line')
  .refine((v) => {
    const address = /^[^<>]*<([^<>]+)>\s*$/.exec(v)?.[1] ?? (v.includes('<') ? '' : v.trim());
    // Loose on purpose: an intranet host without a dot (no-reply@localhost, the default's form) is fine.
    return /^[^\s@<>",;]+@[^\s@<>",;.][^\s@<>",;]*$/.test(address);
  }, 'must be an e-mail address, or a name and an address like "DotTrip <no-reply@example.com>"');

/** Every variable the server reads; .env.example and the README list the same names (env-example.test.ts). */
export const envSchema = z.object({
  PORT: z.preprocess(
    // Digits only: Number() would also take "0x10" or "1e3" for ports nobody meant.
    (v) =>
      v === undefined || (typeof v === 'string' && v.trim() === '')
        ? 3000
        : typeof v === 'string' && /^\s*-?\d+(\.\d+)?\s*$/.test(v)
          ? Number(v)
          : NaN,
    z
      .number({ error: 'must be a number' })
      .int('must be a whole number')
      .min(0, 'must be a port number from 0 to 65535')
      .max(65535, 'must be a port number from 0 to 65535'),
  ),
  APP_URL: optional(baseUrl),
  DATABASE_URL: optional(url(['postgres:', 'postgresql:'], 'postgres://', false)),
  DATA_DIR: optional(z.string()),
  JWT_SECRET: optional(z.string().min(32, 'must be at least 32 characters')),
  SMTP_URL: optional(url(['smtp:', 'smtps:'], 'smtp:// or smtps://')),
  MAIL_FROM: optional(mailFrom),
  CONTACT_INBOX: optional(emailField),
  GITHUB_CLIENT_ID: optional(z.string()),
  GITHUB_CLIENT_SECRET: optional(z.string()),
  GITHUB_OAUTH_URL: optional(url(['http:', 'https:'], 'http(s)')),
  GITHUB_API_URL: optional(url(['http:', 'https:'], 'http(s)')),
  ADMIN_EMAIL: optional(emailField),
  ADMIN_PASSWORD: optional(
    z.string().superRefine((value, ctx) => {
      const problem = passwordProblem(value);
      if (problem) ctx.addIssue({ code: 'custom', message: problem });
    }),
  ),
  S3_ENDPOINT: optional(url(['http:', 'https:'], 'http(s)')),
  S3_BUCKET: optional(z.string().regex(/^[a-z0-9][a-z0-9.-]{1,61}[a-z0-9]$/, 'must be a valid bucket name')),
  S3_REGION: optional(z.string()),
  S3_ACCESS_KEY_ID: optional(z.string()),
  S3_SECRET_ACCESS_KEY: optional(z.string()),
  S3_SESSION_TOKEN: optional(z.string()),
  LOG_LEVEL: optional(z.enum(['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent'])),
  /** How often the job-alert batch looks for due alerts (decision 539); 5 minutes by default. */
  JOB_ALERTS_INTERVAL_MS: optional(intervalMs),
  /** The length of an alert's "day" (a week is seven): shortened only by the e2e stack (decision 539). */
  JOB_ALERTS_DAY_MS: optional(intervalMs),
  /** VNPay merchant credentials (issue 19); without both, paid plans are taken at once as before (decision 800). */
  VNPAY_TMN_CODE: optional(z.string().regex(/^[A-Za-z0-9]{1,20}$/, 'must be 1 to 20 letters or digits')),
  VNPAY_HASH_SECRET: optional(z.string().min(16, 'must be at least 16 characters')),
  /** The payment page; VNPay's sandbox by default. */
  VNPAY_URL: optional(url(['http:', 'https:'], 'http(s)')),
  /** How often the billing job (renewal mails, grace, endings) runs; an hour by default (decision 804). */
  BILLING_INTERVAL_MS: optional(intervalMs),
  /** The length of a billing "day" (a period is a month of them): shortened only by the e2e stack. */
  BILLING_DAY_MS: optional(intervalMs),
  /** How often scheduled blog posts are looked for (decision 706). */
  POST_SCHEDULE_INTERVAL_MS: optional(intervalMs),
  /** Tests only: webhooks may go to http:// and loopback addresses (decision 544). */
  WEBHOOKS_ALLOW_LOOPBACK: optional(z.enum(['true', 'false'], { error: 'must be true or false' })),
});

export type Config = {
  port: number;
  appUrl: string;
  databaseUrl?: string;
  dataDir: string;
  jwtSecret: string;
  /**
   * JWT_SECRET was not set: `jwtSecret` is the key generated in DATA_DIR. On PostgreSQL every instance then signs with
   * the one kept in the database (decision 1173).
   */
  jwtSecretGenerated?: boolean;
  smtpUrl?: string;
  mailFrom: string;
  contactInbox: string;
  github?: { clientId: string; clientSecret: string; oauthUrl: string; apiUrl: string };
  admin: { email: string; password?: string };
  /** Uploads go to this bucket when set (several instances), else under DATA_DIR/uploads. */
  s3?: S3Config;
  logLevel: string;
  /** Bounds a test may tighten or loosen; the defaults are the product's. */
  limits: Limits;
  /** The job-alert batch's interval and the length of an alert's day (decision 539). */
  jobAlerts?: { intervalMs: number; dayMs: number };
  /** VNPay (issue 19): set when both credentials are; unset, paid plans are taken at once (decision 800). */
  vnpay?: VnpayConfig;
  /** The billing job's interval and the length of a billing day (decision 804). */
  billing?: { intervalMs: number; dayMs: number };
  /** How often the scheduled-post publisher runs (decision 706). */
  postScheduleIntervalMs?: number;
  /** Webhook address rules (decision 544): loopback allowed for tests only; a test may answer DNS itself. */
  webhooks?: { allowLoopback: boolean; resolve?: Resolver };
};

export type VnpayConfig = { tmnCode: string; hashSecret: string; url: string };

/** VNPay's sandbox payment page, where VNPAY_URL points unless set. */
export const VNPAY_SANDBOX_URL = 'https://sandbox.vnpayment.vn/paymentv2/vpcpay.html';
export const DEFAULT_BILLING = { intervalMs: 3_600_000, dayMs: 24 * 3_600_000 };

export const DEFAULT_POST_SCHEDULE_INTERVAL_MS = 30_000;

export const DEFAULT_JOB_ALERTS = { intervalMs: 5 * 60_000, dayMs: 24 * 3_600_000 };

export type Limits = {
  loginFailures: number;
  loginWindowMs: number;
  perIpPerHour: number;
  resendIntervalMs: number;
  codeTtlMs: number;
  codeMaxAttempts: number;
  sessionMs: number;
  rememberedSessionMs: number;
  /** Public job searches per client IP per minute (decision 320). */
  searchPerIpPerMinute: number;
  /** Applications per user per hour. */
  applyPerUserPerHour: number;
  /** CV uploads per user per hour. */
  cvUploadsPerUserPerHour: number;
  /** Images (project pictures, post covers) uploaded per user per hour: their own budget, apart from CVs. */
  imageUploadsPerUserPerHour: number;
  /** Addresses per sitemap file; past it /sitemap.xml becomes an index (decision 502). */
  sitemapUrlsPerFile: number;
};

export const DEFAULT_LIMITS: Limits = {
  loginFailures: 10,
  loginWindowMs: 15 * 60_000,
  perIpPerHour: 20,
  resendIntervalMs: 60_000,
  codeTtlMs: 15 * 60_000,
  codeMaxAttempts: 5,
  sessionMs: 24 * 3_600_000,
  rememberedSessionMs: 30 * 24 * 3_600_000,
  searchPerIpPerMinute: 300,
  applyPerUserPerHour: 20,
  cvUploadsPerUserPerHour: 30,
  imageUploadsPerUserPerHour: 60,
  sitemapUrlsPerFile: 50_000,
};

export class ConfigError extends Error {}

/** Reads and checks the environment; throws ConfigError naming every bad variable. */
export function loadConfig(env: NodeJS.ProcessEnv = process.env): Config {
  const parsed = envSchema.safeParse(env);
  if (!parsed.success) {
    const lines = parsed.error.issues.map((issue) => `  ${issue.path.join('.')}: ${issue.message}`);
    throw new ConfigError(`Invalid environment:\n${lines.join('\n')}`);
  }
  const e = parsed.data;
  if (Boolean(e.GITHUB_CLIENT_ID) !== Boolean(e.GITHUB_CLIENT_SECRET)) {
    throw new ConfigError(
      'Invalid environment:\n  GITHUB_CLIENT_ID and GITHUB_CLIENT_SECRET must be set together',
    );
  }
  const s3Names = ['S3_ENDPOINT', 'S3_BUCKET', 'S3_ACCESS_KEY_ID', 'S3_SECRET_ACCESS_KEY'] as const;
  const s3Set = s3Names.filter((name) => e[name]);
  if (e.S3_SESSION_TOKEN && s3Set.length < s3Names.length) {
    throw new ConfigError(`Invalid environment:\n  S3_SESSION_TOKEN: needs ${s3Names.join(', ')}`);
  }
  if (s3Set.length > 0 && s3Set.length < s3Names.length) {
    const missing = s3Names.filter((name) => !e[name]).join(', ');
    throw new ConfigError(
      `Invalid environment:\n  ${missing}: must be set together with ${s3Set.join(', ')}`,
    );
  }
  if (Boolean(e.VNPAY_TMN_CODE) !== Boolean(e.VNPAY_HASH_SECRET)) {
    throw new ConfigError(
      'Invalid environment:\n  VNPAY_TMN_CODE and VNPAY_HASH_SECRET must be set together',
    );
  }
  const dataDir = path.resolve(e.DATA_DIR ?? './data');
  const appUrl = (e.APP_URL ?? `http://localhost:${e.PORT}`).replace(/\/+$/, '');
  const adminEmail = e.ADMIN_EMAIL ?? 'admin@example.com';
  return {
    port: e.PORT,
    appUrl,
    databaseUrl: e.DATABASE_URL,
    dataDir,
    jwtSecret: e.JWT_SECRET ?? readOrCreateSecret(dataDir),
    jwtSecretGenerated: !e.JWT_SECRET,
    smtpUrl: e.SMTP_URL,
    mailFrom: e.MAIL_FROM ?? `DotTrip <no-reply@${new URL(appUrl).hostname}>`,
    contactInbox: e.CONTACT_INBOX ?? adminEmail,
    github:
      e.GITHUB_CLIENT_ID && e.GITHUB_CLIENT_SECRET
        ? {
            clientId: e.GITHUB_CLIENT_ID,
            clientSecret: e.GITHUB_CLIENT_SECRET,
            oauthUrl: (e.GITHUB_OAUTH_URL ?? 'https://github.com').replace(/\/+$/, ''),
            apiUrl: (e.GITHUB_API_URL ?? 'https://api.github.com').replace(/\/+$/, ''),
          }
        : undefined,
    admin: { email: adminEmail, password: e.ADMIN_PASSWORD },
    s3:
      e.S3_ENDPOINT && e.S3_BUCKET && e.S3_ACCESS_KEY_ID && e.S3_SECRET_ACCESS_KEY
        ? {
            endpoint: e.S3_ENDPOINT.replace(/\/+$/, ''),
            bucket: e.S3_BUCKET,
            region: e.S3_REGION ?? 'us-east-1',
            accessKeyId: e.S3_ACCESS_KEY_ID,
            secretAccessKey: e.S3_SECRET_ACCESS_KEY,
            ...(e.S3_SESSION_TOKEN ? { sessionToken: e.S3_SESSION_TOKEN } : {}),
          }
        : undefined,
    logLevel: e.LOG_LEVEL ?? 'info',
    limits: DEFAULT_LIMITS,
    jobAlerts: {
      intervalMs: Math.max(1_000, Number(e.JOB_ALERTS_INTERVAL_MS ?? DEFAULT_JOB_ALERTS.intervalMs)),
      dayMs: Math.max(1_000, Number(e.JOB_ALERTS_DAY_MS ?? DEFAULT_JOB_ALERTS.dayMs)),
    },
    vnpay:
      e.VNPAY_TMN_CODE && e.VNPAY_HASH_SECRET
        ? {
            tmnCode: e.VNPAY_TMN_CODE,
            hashSecret: e.VNPAY_HASH_SECRET,
            url: e.VNPAY_URL ?? VNPAY_SANDBOX_URL,
          }
        : undefined,
    billing: {
      intervalMs: Math.max(1_000, Number(e.BILLING_INTERVAL_MS ?? DEFAULT_BILLING.intervalMs)),
      dayMs: Math.max(100, Number(e.BILLING_DAY_MS ?? DEFAULT_BILLING.dayMs)),
    },
    postScheduleIntervalMs: Math.max(
      500,
      Number(e.POST_SCHEDULE_INTERVAL_MS ?? DEFAULT_POST_SCHEDULE_INTERVAL_MS),
    ),
    webhooks: { allowLoopback: e.WEBHOOKS_ALLOW_LOOPBACK === 'true' },
  };
}

/** A secret made once and kept in DATA_DIR, so tokens survive restarts without a constant in code. */
function readOrCreateSecret(dataDir: string): string {
  const file = path.join(dataDir, 'jwt-secret');
  if (existsSync(file)) return readSecret(file);
  mkdirSync(dataDir, { recursive: true });
  const secret = randomBytes(48).toString('base64url');
  try {
    writeFileSync(file, secret, { mode: 0o600, flag: 'wx' });
  } catch (error) {
    // Another instance on the same DATA_DIR wrote it first: use that one.
    if ((error as NodeJS.ErrnoException).code === 'EEXIST') return readSecret(file);
    throw error;
  }
  chmodSync(file, 0o600);
  return secret;
}

/** A kept secret that is empty or short (a truncated file) would let anyone sign tokens: refuse it. */
function readSecret(file: string): string {
  const secret = readFileSync(file, 'utf8').trim();
  if (secret.length < 32) {
    throw new ConfigError(
      `Invalid environment:\n  JWT_SECRET: the secret kept in ${file} is shorter than 32 characters; delete the file to make a new one (every session ends) or set JWT_SECRET`,
    );
  }
  return secret;
}
