import { and, asc, eq, inArray, sql } from 'drizzle-orm';
import type { ApprovalDecision, ApprovalItem, ApprovalKind, ApprovalPreview } from '@app/shared';
import { i18nText } from '@app/shared';
import type { AuthUser } from '../../auth/sessions';
import type { AppContext } from '../../context';
import { queryRows } from '../../db/client';
import { approvalItems, notifications } from '../../db/schema';
import type { ApprovalHandler, ApprovalRow } from '../../lib/approvals';
import { audit } from '../../lib/audit';
import { HttpError, conflict, notFound } from '../../lib/errors';
import { afterCursor, keysetColumn, keysetOrder, keysetPage } from '../../lib/keyset';
import type { SortKey } from '../../lib/keyset';
import { iso, isoOrNull } from '../../lib/tenancy';
import { approvalDecisionMail } from '../../mail/publishing-templates';
import { enqueueMail } from '../../mail/outbox';
import { projectApprovals } from '../projects';

/** Every kind the queue holds, with its handler (decision 701): a new kind is one more line. */
const HANDLERS: Record<ApprovalKind, ApprovalHandler> = {
  project: projectApprovals,
};

const STATUS_OF: Record<ApprovalDecision, ApprovalRow['status']> = {
  approve: 'approved',
  request_changes: 'changes_requested',
  reject: 'rejected',
};

const notFoundItem = () => notFound(i18nText('This approval request does not exist.'));

function toItem(row: ApprovalRow): ApprovalItem {
  return {
    id: row.id,
    kind: row.kind as ApprovalKind,
    subject_id: row.subjectId,
    title: row.title,
    requester: { id: row.requesterId, name: row.requesterName },
    status: row.status,
    round: row.round,
    revision: row.revision,
    submitted_at: iso(row.submittedAt),
    decided_at: isoOrNull(row.decidedAt),
    decided_by: row.decidedByName,
    reason: row.reason,
  };
}

/**
 * Pending items oldest first (the longest wait at the top), or decided ones newest first; a page at a time, the id
 * settling ties (keyset paging, decision 1070).
 */
export async function list(
  ctx: AppContext,
  query: {
    status: 'pending' | 'decided';
    kind?: ApprovalKind | undefined;
    cursor?: string | undefined;
    limit: number;
  },
): Promise<{ items: ApprovalItem[]; pending: number; next_cursor: string | null }> {
  const kind = query.kind ? eq(approvalItems.kind, query.kind) : undefined;
  const keys: SortKey[] =
    query.status === 'pending'
      ? [
          { value: sql`${approvalItems.submittedAt}`, desc: false, cast: 'timestamptz' },
          { value: sql`${approvalItems.id}`, desc: false, cast: 'uuid' },
        ]
      : [
          { value: sql`${approvalItems.decidedAt}`, desc: true, cast: 'timestamptz' },
          { value: sql`${approvalItems.id}`, desc: false, cast: 'uuid' },
        ];
  const which =
    query.status === 'pending'
      ? eq(approvalItems.status, 'pending')
      : // A decided item always has its time; the condition keeps the keys comparable.
        sql`${approvalItems.status} <> 'pending' and ${approvalItems.decidedAt} is not null`;
  const rows = await ctx.db
    .select({ item: approvalItems, sortKeys: keysetColumn(keys) })
    .from(approvalItems)
    .where(and(which, kind, query.cursor ? afterCursor(keys, query.cursor) : undefined))
    .orderBy(...keysetOrder(keys))
    .limit(query.limit + 1);
  const page = keysetPage(rows, query.limit);
  const [count] = await queryRows<{ n: number | string }>(
    ctx.db,
    sql`select count(*) as n from approval_items where status = 'pending'`,
  );
  return {
    items: page.rows.map((r) => toItem(r.item)),
    pending: Number(count?.n ?? 0),
    next_cursor: page.next_cursor,
  };
}

export async function detail(
  ctx: AppContext,
  id: string,
): Promise<{ item: ApprovalItem; preview: ApprovalPreview; history: ApprovalItem[] }> {
  const [row] = await ctx.db.select().from(approvalItems).where(eq(approvalItems.id, id));
  if (!row) throw notFoundItem();
  const history = await ctx.db
    .select()
    .from(approvalItems)
    .where(and(eq(approvalItems.kind, row.kind), eq(approvalItems.subjectId, row.subjectId)))
    .orderBy(asc(approvalItems.round), asc(approvalItems.submittedAt));
  const handler = HANDLERS[row.kind as ApprovalKind];
  return { item: toItem(row), preview: handler.preview(row), history: history.map(toItem) };
}

/** Decides one pending item: the record changes, the item records who and why, the requester gets a mail. */
export async function decide(
  ctx: AppContext,
  user: AuthUser,
  id: string,
  decision: ApprovalDecision,
  reason: string,
): Promise<ApprovalItem> {
  const now = ctx.clock.now();
  const item = await ctx.db.transaction(async (tx) => {
    const [subject] = await tx
      .select({ kind: approvalItems.kind, subjectId: approvalItems.subjectId })
      .from(approvalItems)
      .where(eq(approvalItems.id, id));
    if (!subject) throw notFoundItem();
    // The record first, then its item: the order its owner's changes take (lib/approvals.ts).
    await HANDLERS[subject.kind as ApprovalKind].lock(tx, subject.subjectId);
    const [row] = await tx.select().from(approvalItems).where(eq(approvalItems.id, id)).for('update');
    if (!row) throw notFoundItem();
    if (row.status !== 'pending') throw conflict(i18nText('This request was already decided or withdrawn.'));
    const handler = HANDLERS[row.kind as ApprovalKind];
    const { requester, link } = await handler.apply(tx, row, decision, reason, now);
    const [updated] = await tx
      .update(approvalItems)
      .set({
        status: STATUS_OF[decision],
        decidedAt: now,
        decidedById: user.id,
        decidedByName: user.name,
        reason,
      })
      .where(eq(approvalItems.id, id))
      .returning();
    await audit(tx, {
      action: `approval.${STATUS_OF[decision]}`,
      target: { type: 'approval', id, label: row.title },
      changes: { status: { before: 'pending', after: STATUS_OF[decision] }, reason: { after: reason } },
      at: now,
    });
    if (requester) {
      // Beside the mail, the member's notifications say it too (the dashboard's list, decision 701).
      await tx.insert(notifications).values({
        userId: requester.id,
        kind: 'approval.decided',
        data: { kind: row.kind, title: row.title, decision },
        link,
        createdAt: now,
      });
      await enqueueMail(
        tx,
        approvalDecisionMail({
          locale: requester.locale,
          to: requester.email,
          name: requester.name,
          title: row.title,
          decision,
          reason,
          url: `${ctx.config.appUrl}${link}`,
        }),
        now,
      );
    }
    return toItem(updated!);
  });
  ctx.outbox.poke();
  return item;
}

/** Approves several items with one reason; each succeeds or fails on its own. */
export async function bulkApprove(
  ctx: AppContext,
  user: AuthUser,
  ids: string[],
  reason: string,
): Promise<Array<{ id: string; ok: boolean; message: string | null }>> {
  const results: Array<{ id: string; ok: boolean; message: string | null }> = [];
  const existing = new Set(
    (
      await ctx.db
        .select({ id: approvalItems.id })
        .from(approvalItems)
        .where(inArray(approvalItems.id, [...new Set(ids)]))
    ).map((r) => r.id),
  );
  for (const id of [...new Set(ids)]) {
    if (!existing.has(id)) {
      results.push({ id, ok: false, message: i18nText('This approval request does not exist.') });
      continue;
    }
    try {
      await decide(ctx, user, id, 'approve', reason);
      results.push({ id, ok: true, message: null });
    } catch (error) {
      if (!(error instanceof HttpError)) throw error;
      results.push({ id, ok: false, message: error.message });
    }
  }
  return results;
}
