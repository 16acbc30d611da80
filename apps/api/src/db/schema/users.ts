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
    /** Set while an administrator has disabled the account: no sign-in, every session refused (issue 9). */
    disabledAt: timestamp('disabled_at', { withTimezone: true }),
    /** The last successful sign-in (password, GitHub or an accepted invitation). */
    lastSignInAt: timestamp('last_sign_in_at', { withTimezone: true }),
    /** Name and e-mail folded for the users list's search (decision 295's search_fold, migration 0008). */
    searchText: text('search_text').generatedAlwaysAs(sql`search_fold(name || ' ' || email)`),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('users_email_key').on(t.email),
    uniqueIndex('users_github_id_key')
      .on(t.githubId)
      .where(sql`${t.githubId} is not null`),
    // The users list's sort orders (issue 9); the trigram index on search_text is in migration 0012.
    index('users_created_at_idx').on(t.createdAt, t.id),
    index('users_name_idx').on(t.name, t.id),
    // Newest sign-in first with never-signed-in last, or backwards (oldest first, never first): one index.
    index('users_last_sign_in_idx').on(t.lastSignInAt.desc().nullsLast(), t.id.desc()),
    index('users_role_idx').on(t.role),
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
    /** Refreshed at most once a minute by the access guard (issue 9's session list). */
    lastUsedAt: timestamp('last_used_at', { withTimezone: true }),
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

/** An administrator's changes to one account's permissions: granted on top of the role's, or removed from them. */
export const userPermissions = pgTable(
  'user_permissions',
  {
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    permission: text('permission')
      .notNull()
      .references(() => permissions.name, { onDelete: 'cascade' }),
    granted: boolean('granted').notNull(),
  },
  (t) => [primaryKey({ columns: [t.userId, t.permission] })],
);

/** A single-use link to set the password of an invited account (7 days); only the token's hash is kept. */
export const invitations = pgTable(
  'invitations',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    tokenHash: text('token_hash').notNull(),
    invitedBy: uuid('invited_by').references(() => users.id, { onDelete: 'set null' }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull(),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    usedAt: timestamp('used_at', { withTimezone: true }),
    revokedAt: timestamp('revoked_at', { withTimezone: true }),
  },
  (t) => [
    uniqueIndex('invitations_token_hash_key').on(t.tokenHash),
    index('invitations_user_id_idx').on(t.userId),
  ],
);
