import { bigint, bigserial, index, jsonb, pgTable, text, timestamp, uuid } from 'drizzle-orm/pg-core';

export type AuditChanges = Record<string, { before?: unknown; after?: unknown }>;

/**
 * The audit log (issue 9, decisions 400, 427): append-only. A trigger (migrations 0012, 0018) refuses UPDATE,
 * DELETE and TRUNCATE; DELETE only passes when the transaction set `app.audit_prune` (only the retention pruning
 * does) and the entry is at least 30 days old by the database's clock. The actor's name and the
 * target's label are copies taken at the time, so erasing or renaming an account leaves the history readable.
 */
export const auditLog = pgTable(
  'audit_log',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    at: timestamp('at', { withTimezone: true }).notNull(),
    actorId: uuid('actor_id'),
    actorName: text('actor_name'),
    action: text('action').notNull(),
    targetType: text('target_type'),
    targetId: text('target_id'),
    targetLabel: text('target_label'),
    ip: text('ip'),
    userAgent: text('user_agent'),
    requestId: text('request_id'),
    changes: jsonb('changes').$type<AuditChanges>(),
  },
  (t) => [
    index('audit_log_at_idx').on(t.at, t.id),
    index('audit_log_actor_idx').on(t.actorId, t.at, t.id),
    index('audit_log_action_idx').on(t.action, t.at, t.id),
    index('audit_log_target_idx').on(t.targetType, t.targetId, t.at, t.id),
  ],
);

/**
 * Runtime settings (decision 402), one row per section. `version` comes from a sequence on every write, so an
 * instance notices any change by reading max(version).
 */
export const settings = pgTable('settings', {
  key: text('key').primaryKey(),
  value: jsonb('value').notNull(),
  version: bigint('version', { mode: 'number' }).notNull(),
  updatedAt: timestamp('updated_at', { withTimezone: true }).notNull(),
  updatedBy: uuid('updated_by'),
});
