import { sql } from 'drizzle-orm';
import type { SQL } from 'drizzle-orm';
import { i18nText } from '@app/shared';
import type { AuditEntry, AuditQuery } from '@app/shared';
import type { AppContext } from '../../context';
import { queryRows } from '../../db/client';
import type { AuditChanges } from '../../db/schema';
import { SIGN_IN_ACTIONS, audit } from '../../lib/audit';
import { csvCell } from '../../lib/csv';
import { conflict, notFound, unprocessable } from '../../lib/errors';
import { iso, isoOrNull } from '../../lib/tenancy';

// The audit log, sign-ins and mail tabs (issue 9, decision 400): newest first, keyset pagination on (at, id).

export const LOG_MESSAGES = {
  badCursor: i18nText('The page cursor is not valid; start from the first page.'),
  mailNotFound: i18nText('This mail does not exist.'),
  mailNotFailed: i18nText('Only a failed mail can be sent again.'),
} as const;

type Cursor = { at: string; id: number };
const CURSOR_TIME = /^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}:\d{2}(\.\d{1,6})?Z$/;

const encodeCursor = (c: Cursor) => Buffer.from(`${c.at}|${c.id}`).toString('base64url');
function decodeCursor(value: string | undefined): Cursor | null {
  if (!value) return null;
  const [at, id] = Buffer.from(value, 'base64url').toString('utf8').split('|');
  const n = Number(id);
  // Only the form encodeCursor writes (UTC, to the microsecond), and a real date: anything else JavaScript would
  // read ("1", "+275760-09-13") the database refuses.
  const valid =
    at !== undefined &&
    CURSOR_TIME.test(at) &&
    !at.startsWith('0000') &&
    !Number.isNaN(Date.parse(at)) &&
    new Date(at).toISOString().slice(0, 19) === at.slice(0, 19);
  if (!valid || !Number.isSafeInteger(n)) {
    throw unprocessable(LOG_MESSAGES.badCursor, { cursor: [LOG_MESSAGES.badCursor] });
  }
  return { at, id: n };
}

type AuditRow = {
  id: string | number;
  at: string | Date;
  /** `at` to the microsecond, for the cursor (iso() keeps milliseconds; rows written by SQL may have more). */
  at_key: string;
  actor_id: string | null;
  actor_name: string | null;
  action: string;
  target_type: string | null;
  target_id: string | null;
  target_label: string | null;
  ip: string | null;
  user_agent: string | null;
  request_id: string | null;
  changes: AuditChanges | null;
};

const toEntry = (r: AuditRow): AuditEntry => ({
  id: String(r.id),
  at: iso(r.at),
  actor_id: r.actor_id,
  actor_name: r.actor_name,
  action: r.action,
  target_type: r.target_type,
  target_id: r.target_id,
  target_label: r.target_label,
  ip: r.ip,
  user_agent: r.user_agent,
  request_id: r.request_id,
  changes: r.changes,
});

function auditWhere(query: Omit<AuditQuery, 'limit' | 'cursor'>): SQL[] {
  const where: SQL[] = [];
  if (query.actor_id) where.push(sql`actor_id = ${query.actor_id}`);
  if (query.action) {
    where.push(
      query.action.endsWith('.')
        ? sql`left(action, ${query.action.length}) = ${query.action}`
        : sql`action = ${query.action}`,
    );
  }
  if (query.target_type) where.push(sql`target_type = ${query.target_type}`);
  if (query.target_id) where.push(sql`target_id = ${query.target_id}`);
  if (query.from) where.push(sql`at >= ${new Date(query.from).toISOString()}`);
  if (query.to) where.push(sql`at < ${new Date(query.to).toISOString()}`);
  return where;
}

async function page(ctx: AppContext, where: SQL[], cursor: string | undefined, limit: number) {
  const after = decodeCursor(cursor);
  const conditions = [...where];
  if (after) conditions.push(sql`(at, id) < (${after.at}::timestamptz, ${after.id}::bigint)`);
  const rows = await queryRows<AuditRow>(
    ctx.db,
    sql`select id, at, to_char(at at time zone 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.US"Z"') as at_key, actor_id, actor_name, action, target_type, target_id, target_label, ip, user_agent,
          request_id, changes
        from audit_log where ${conditions.length > 0 ? sql.join(conditions, sql` and `) : sql`true`}
        order by at desc, id desc limit ${limit + 1}`,
  );
  const more = rows.length > limit;
  const shown = rows.slice(0, limit);
  const last = shown[shown.length - 1];
  return {
    rows: shown,
    next_cursor: more && last ? encodeCursor({ at: last.at_key, id: Number(last.id) }) : null,
  };
}

export async function auditPage(ctx: AppContext, query: AuditQuery) {
  const { rows, next_cursor } = await page(ctx, auditWhere(query), query.cursor, query.limit);
  return { entries: rows.map(toEntry), next_cursor };
}

const CSV_HEADER = [
  'time',
  'actor_id',
  'actor_name',
  'action',
  'target_type',
  'target_id',
  'target_label',
  'ip',
  'user_agent',
  'request_id',
  'changes',
];
const CSV_BATCH = 500;

/**
 * The filtered log as CSV, streamed in keyset batches (memory stays flat whatever the size). Every cell goes
 * through csvCell, which neutralises formulas (decision 300). The export itself is audited (auditExported).
 */
export async function auditExported(ctx: AppContext, query: Omit<AuditQuery, 'limit' | 'cursor'>) {
  await audit(ctx.db, {
    action: 'audit.exported',
    target: { type: 'audit_log', id: 'csv' },
    changes: { filters: { after: query } },
    at: ctx.clock.now(),
  });
}

export async function* auditCsv(ctx: AppContext, query: Omit<AuditQuery, 'limit' | 'cursor'>) {
  yield `\uFEFF${CSV_HEADER.map(csvCell).join(',')}\r\n`;
  const where = auditWhere(query);
  let cursor: string | undefined;
  for (;;) {
    const { rows, next_cursor } = await page(ctx, where, cursor, CSV_BATCH);
    let chunk = '';
    for (const r of rows) {
      chunk += `${[
        iso(r.at),
        r.actor_id,
        r.actor_name,
        r.action,
        r.target_type,
        r.target_id,
        r.target_label,
        r.ip,
        r.user_agent,
        r.request_id,
        r.changes ? JSON.stringify(r.changes) : '',
      ]
        .map(csvCell)
        .join(',')}\r\n`;
    }
    if (chunk) yield chunk;
    if (!next_cursor) return;
    cursor = next_cursor;
  }
}

export async function signIns(
  ctx: AppContext,
  query: {
    user_id?: string;
    outcome?: 'success' | 'failure';
    from?: string;
    to?: string;
    cursor?: string;
    limit: number;
  },
) {
  const actions =
    query.outcome === 'success'
      ? sql`action = 'auth.sign_in'`
      : query.outcome === 'failure'
        ? sql`action = 'auth.sign_in_failed'`
        : sql`action in (${sql.join(
            SIGN_IN_ACTIONS.map((a) => sql`${a}`),
            sql`, `,
          )})`;
  const where = [actions, ...auditWhere({ from: query.from, to: query.to })];
  if (query.user_id) where.push(sql`target_type = 'user' and target_id = ${query.user_id}`);
  const { rows, next_cursor } = await page(ctx, where, query.cursor, query.limit);
  return {
    sign_ins: rows.map((r) => {
      const changes = r.changes ?? {};
      const matched = r.target_id !== null && /^[0-9a-f-]{36}$/.test(r.target_id);
      return {
        id: String(r.id),
        at: iso(r.at),
        outcome: r.action === 'auth.sign_in' ? ('success' as const) : ('failure' as const),
        user_id: matched ? r.target_id : null,
        label: r.target_label,
        method: typeof changes.method?.after === 'string' ? changes.method.after : 'password',
        reason: typeof changes.reason?.after === 'string' ? changes.reason.after : null,
        ip: r.ip,
        user_agent: r.user_agent,
      };
    }),
    next_cursor,
  };
}

type MailRow = {
  id: string | number;
  to: string;
  subject: string;
  status: 'pending' | 'sent' | 'failed';
  attempts: number;
  last_error: string | null;
  created_at: string | Date;
  next_attempt_at: string | Date;
  sent_at: string | Date | null;
};

/** The outbox, newest first (keyset on id); never the bodies, which hold codes and links. */
export async function mails(
  ctx: AppContext,
  query: { status?: 'pending' | 'sent' | 'failed'; to?: string; cursor?: string; limit: number },
) {
  const where: SQL[] = [];
  if (query.status) where.push(sql`status = ${query.status}`);
  if (query.to) where.push(sql`"to" = ${query.to.toLowerCase()}`);
  if (query.cursor) {
    const id = Number(Buffer.from(query.cursor, 'base64url').toString('utf8'));
    if (!Number.isSafeInteger(id))
      throw unprocessable(LOG_MESSAGES.badCursor, { cursor: [LOG_MESSAGES.badCursor] });
    where.push(sql`id < ${id}`);
  }
  const rows = await queryRows<MailRow>(
    ctx.db,
    sql`select id, "to", subject, status, attempts, last_error, created_at, next_attempt_at, sent_at from outbox
        where ${where.length > 0 ? sql.join(where, sql` and `) : sql`true`}
        order by id desc limit ${query.limit + 1}`,
  );
  const more = rows.length > query.limit;
  const shown = rows.slice(0, query.limit);
  const last = shown[shown.length - 1];
  return {
    mails: shown.map((r) => ({
      id: String(r.id),
      to: r.to,
      subject: r.subject,
      status: r.status,
      attempts: r.attempts,
      last_error: r.last_error,
      created_at: iso(r.created_at),
      next_attempt_at: iso(r.next_attempt_at),
      sent_at: isoOrNull(r.sent_at),
    })),
    next_cursor: more && last ? Buffer.from(String(last.id)).toString('base64url') : null,
  };
}

/** A failed mail goes back to pending for one more delivery round (its 24-hour window is over, so one try). */
export async function retryMail(ctx: AppContext, id: number): Promise<void> {
  const now = ctx.clock.now();
  await ctx.db.transaction(async (tx) => {
    const [row] = await queryRows<{ status: string; to: string; subject: string }>(
      tx,
      sql`select status, "to", subject from outbox where id = ${id} for update`,
    );
    if (!row) throw notFound(LOG_MESSAGES.mailNotFound);
    if (row.status !== 'failed') throw conflict(LOG_MESSAGES.mailNotFailed);
    await queryRows(
      tx,
      sql`update outbox set status = 'pending', next_attempt_at = ${now.toISOString()}, locked_until = null
          where id = ${id}`,
    );
    await audit(tx, {
      action: 'mail.retried',
      target: { type: 'mail', id: String(id), label: row.to },
      changes: { status: { before: 'failed', after: 'pending' } },
      at: now,
    });
  });
  ctx.outbox.poke();
}
