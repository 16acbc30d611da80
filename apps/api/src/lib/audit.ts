import { AsyncLocalStorage } from 'node:async_hooks';
import type { FastifyRequest } from 'fastify';
import type { Db } from '../db/client';
import { auditLog } from '../db/schema';
import { markIdempotentDone } from './idempotency';
import type { AuditChanges } from '../db/schema';

/**
 * The audit log's one writer (issue 9, decision 400). Services call `audit(tx, …)` inside the transaction of the
 * change they record; who, from where and which request come from the request being served (an AsyncLocalStorage
 * store set by `inAuditContext`), so a service needs no request parameter. Outside a request (workers, seeds) the
 * entry has no actor unless one is given.
 */

export type AuditActor = { id: string; name: string };
export type AuditTarget = { type: string; id: string; label?: string | null };
export type AuditInput = {
  action: string;
  target?: AuditTarget;
  /** Changed fields; secrets are dropped here whatever the caller passes. */
  changes?: AuditChanges;
  /** Overrides the signed-in caller (a sign-in names the account that signed in; a failure names nobody). */
  actor?: AuditActor | null;
  at: Date;
};

const store = new AsyncLocalStorage<FastifyRequest>();

/**
 * Runs the rest of a request (its hooks, handler and services) inside the store; the app's single request hook calls
 * it (decision 1017).
 */
export function inAuditContext(request: FastifyRequest, next: () => void): void {
  store.run(request, next);
}

/** Field names that never reach the log, at any depth: passwords, hashes, codes, tokens, secrets. */
const SECRET = /pass(word)?|hash|code|token|secret|otp|cookie|authorization/i;

function scrub(value: unknown, depth = 0): unknown {
  if (depth > 4 || value === null || typeof value !== 'object') return value;
  if (Array.isArray(value)) return value.map((v) => scrub(v, depth + 1));
  return Object.fromEntries(
    Object.entries(value as Record<string, unknown>)
      .filter(([key]) => !SECRET.test(key))
      .map(([key, v]) => [key, scrub(v, depth + 1)]),
  );
}

/** Keeps only the fields whose value changed, without secrets; null when nothing is left. */
export function changedFields(changes: AuditChanges | undefined): AuditChanges | null {
  if (!changes) return null;
  const kept: AuditChanges = {};
  for (const [field, change] of Object.entries(changes)) {
    if (SECRET.test(field)) continue;
    if (JSON.stringify(change.before) === JSON.stringify(change.after)) continue;
    kept[field] = scrub(change) as AuditChanges[string];
  }
  return Object.keys(kept).length > 0 ? kept : null;
}

const clip = (value: string | undefined | null, max: number) => (value ? value.slice(0, max) : null);

/** Where the request being served comes from, as an entry records it (null outside a request). */
export function auditOrigin(): { ip: string | null; userAgent: string | null; requestId: string | null } {
  const request = store.getStore();
  const userAgent = request?.headers['user-agent'];
  return {
    ip: request?.ip ?? null,
    userAgent: clip(typeof userAgent === 'string' ? userAgent : null, 500),
    requestId: request ? String(request.id) : null,
  };
}

/** Writes one entry with `db` (the change's transaction). */
export async function audit(db: Db, input: AuditInput): Promise<void> {
  const request = store.getStore();
  const caller = request?.auth?.user;
  const actor =
    input.actor === undefined ? (caller ? { id: caller.id, name: caller.name } : null) : input.actor;
  const origin = auditOrigin();
  await db.insert(auditLog).values({
    at: input.at,
    actorId: actor?.id ?? null,
    actorName: clip(actor?.name, 200),
    action: input.action,
    targetType: input.target?.type ?? null,
    targetId: clip(input.target?.id, 200),
    targetLabel: clip(input.target?.label, 300),
    ...origin,
    changes: changedFields(input.changes),
  });
  // A change made under an API key's Idempotency-Key marks its claim in the same transaction (decision 1166).
  await markIdempotentDone(db, request, input.at);
}

/**
 * Marks the `Idempotency-Key` claim of the request being served as done, with `db` the change's transaction
 * (decision 1166). `audit` does it for every audited change; a creating call an API key may make whose change is not
 * audited (a posting created, a note added) calls it itself.
 */
export async function markRequestDone(db: Db, at: Date): Promise<void> {
  await markIdempotentDone(db, store.getStore(), at);
}

/** The actions shown in the sign-ins tab; their retention is the sign-in log's. */
export const SIGN_IN_ACTIONS = ['auth.sign_in', 'auth.sign_in_failed'] as const;
