import { sql } from 'drizzle-orm';
import {
  bigint,
  boolean,
  index,
  integer,
  pgTable,
  primaryKey,
  text,
  timestamp,
  uniqueIndex,
  uuid,
} from 'drizzle-orm/pg-core';

export const roles = pgTable('roles', {
  name: text('name').primaryKey(),
  description: text('description').notNull().default(''),
});

export const permissions = pgTable('permissions', {
  name: text('name').primaryKey(),
  description: text('description').notNull().default(''),
});

export const rolePermissions = pgTable(
  'role_permissions',
  {
    role: text('role')
      .notNull()
      .references(() => roles.name, { onDelete: 'cascade' }),
    permission: text('permission')
      .notNull()
      .references(() => permissions.name, { onDelete: 'cascade' }),
  },
  (t) => [primaryKey({ columns: [t.role, t.permission] })],
);

export const users = pgTable(
  'users',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    name: text('name').notNull(),
    // Stored lower-cased and trimmed, so the unique index compares case-insensitively.
    email: text('email').notNull(),
    passwordHash: text('password_hash'),
    role: text('role')
      .notNull()
      .default('member')
      .references(() => roles.name),
    emailVerifiedAt: timestamp('email_verified_at', { withTimezone: true }),
    githubId: bigint('github_id', { mode: 'number' }),
    githubLogin: text('github_login'),
    /** The language the account reads the product and its mails in ('en' or 'vi'); issue 17. */
    locale: text('locale').notNull().default('en'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('users_email_key').on(t.email),
    uniqueIndex('users_github_id_key')
      .on(t.githubId)
      .where(sql`${t.githubId} is not null`),
  ],
);

export const sessions = pgTable(
  'sessions',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull(),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    revokedAt: timestamp('revoked_at', { withTimezone: true }),
    remember: boolean('remember').notNull().default(false),
    userAgent: text('user_agent'),
    ip: text('ip'),
  },
  (t) => [index('sessions_user_id_idx').on(t.userId)],
);

export const verificationCodes = pgTable(
  'verification_codes',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    purpose: text('purpose', { enum: ['verify_email', 'reset_password', 'change_email'] }).notNull(),
    /** For change_email: the new address the code was sent to (decision 330). */
    targetEmail: text('target_email'),
    codeHash: text('code_hash').notNull(),
    attempts: integer('attempts').notNull().default(0),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    usedAt: timestamp('used_at', { withTimezone: true }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull(),
  },
  (t) => [index('verification_codes_user_purpose_idx').on(t.userId, t.purpose)],
);

/** Fixed-window counters shared by every instance (login failures, per-IP limits, resend spacing). */
export const rateLimits = pgTable('rate_limits', {
  key: text('key').primaryKey(),
  count: integer('count').notNull(),
  windowStart: timestamp('window_start', { withTimezone: true }).notNull(),
});
