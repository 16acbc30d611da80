import { sql } from 'drizzle-orm';
import { index, integer, pgTable, text, timestamp, uniqueIndex, uuid } from 'drizzle-orm/pg-core';
import { companies } from './recruitment';
import { users } from './users';

/**
 * A company's API key (issue 14, decision 540): only the SHA-256 of the key is kept; `prefix` is the first
 * characters, shown to tell keys apart. The key acts as its company with its scopes only.
 */
export const apiKeys = pgTable(
  'api_keys',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    companyId: uuid('company_id')
      .notNull()
      .references(() => companies.id, { onDelete: 'cascade' }),
    name: text('name').notNull(),
    prefix: text('prefix').notNull(),
    keyHash: text('key_hash').notNull(),
    scopes: text('scopes')
      .array()
      .notNull()
      .default(sql`'{}'::text[]`),
    createdBy: uuid('created_by').references(() => users.id, { onDelete: 'set null' }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull(),
    expiresAt: timestamp('expires_at', { withTimezone: true }),
    lastUsedAt: timestamp('last_used_at', { withTimezone: true }),
    revokedAt: timestamp('revoked_at', { withTimezone: true }),
  },
  (t) => [
    uniqueIndex('api_keys_key_hash_key').on(t.keyHash),
    index('api_keys_company_idx').on(t.companyId, t.createdAt),
  ],
);

/**
 * A creating call's `Idempotency-Key` (decision 1090), per API key for 24 hours: inserted before the work is done
 * (the unique index is what makes a second instance answer 409 while the first runs), then given the reply's status
 * and body. A reply of 500 or more is not kept: the row is deleted and the client may try again.
 */
export const apiIdempotencyKeys = pgTable(
  'api_idempotency_keys',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    apiKeyId: uuid('api_key_id')
      .notNull()
      .references(() => apiKeys.id, { onDelete: 'cascade' }),
    key: text('key').notNull(),
    /** SHA-256 of the method, the path and the body (its keys sorted). */
    fingerprint: text('fingerprint').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull(),
    /** Null while the first request is still being served. */
    statusCode: integer('status_code'),
    contentType: text('content_type'),
    body: text('body'),
    /**
     * Set inside the transaction of the change the first request made (by `audit`, decision 1166): a row with it and
     * no reply is a request that did its work and died before its reply was kept, which a retry must not do again.
     */
    doneAt: timestamp('done_at', { withTimezone: true }),
  },
  (t) => [
    uniqueIndex('api_idempotency_keys_key_key').on(t.apiKeyId, t.key),
    index('api_idempotency_keys_created_idx').on(t.createdAt),
  ],
);
