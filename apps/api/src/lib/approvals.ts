import { sql } from 'drizzle-orm';
import type { ApprovalDecision, ApprovalKind, ApprovalPreview, Locale } from '@app/shared';
import { i18nText } from '@app/shared';
import { queryRows } from '../db/client';
import type { Db } from '../db/client';
import { approvalItems } from '../db/schema';
import { conflict } from './errors';

/**
 * The one approval queue (issue 12, decision 701). A module whose records need approving opens an item with
 * `openApproval` when its owner submits and registers an `ApprovalHandler` for its kind with the approvals module
 * (modules/approvals/kinds.ts), which decides items and calls the handler to apply the decision to the record.
 * Adding a posting under moderation or an offer is one more kind and one more handler: no second queue.
 */

export type ApprovalRow = typeof approvalItems.$inferSelect;

export type Requester = { id: string; name: string; email: string; locale: Locale };

export type ApprovalHandler = {
  kind: ApprovalKind;
  /** What the public page will show, from the item's submitted snapshot. */
  preview(item: ApprovalRow): ApprovalPreview;
  /**
   * Locks the record (FOR UPDATE) before its item is locked: the record's owner locks the record and then its item
   * (submit, withdraw, delete), so a decision takes the locks in the same order and the two wait for each other
   * instead of deadlocking.
   */
  lock(tx: Db, subjectId: string): Promise<void>;
  /**
   * Applies a decision to the record in the decision's transaction (and writes its audit entry); returns who asked,
   * for the mail, and the address the mail links to. Throws a 409 when the record cannot take it any more.
   */
  apply(
    tx: Db,
    item: ApprovalRow,
    decision: ApprovalDecision,
    reason: string,
    at: Date,
  ): Promise<{ requester: Requester | null; link: string }>;
};

/** Opens a pending item for a record (one pending item per record; a second submission is a 409). */
export async function openApproval(
  tx: Db,
  input: {
    kind: ApprovalKind;
    subjectId: string;
    title: string;
    requester: { id: string; name: string };
    snapshot: unknown;
    revision: boolean;
    at: Date;
  },
): Promise<ApprovalRow> {
  const [count] = await queryRows<{ n: number | string }>(
    tx,
    sql`select count(*) as n from approval_items where kind = ${input.kind} and subject_id = ${input.subjectId}`,
  );
  const inserted = await tx
    .insert(approvalItems)
    .values({
      kind: input.kind,
      subjectId: input.subjectId,
      title: input.title,
      requesterId: input.requester.id,
      requesterName: input.requester.name,
      status: 'pending',
      round: Number(count?.n ?? 0) + 1,
      revision: input.revision,
      snapshot: input.snapshot,
      submittedAt: input.at,
    })
    .onConflictDoNothing()
    .returning();
  const row = inserted[0];
  if (!row) throw conflict(i18nText('This is already waiting for approval.'));
  return row;
}

/** Marks the record's pending item withdrawn (the owner took it back or deleted the record). */
export async function withdrawApproval(
  tx: Db,
  kind: ApprovalKind,
  subjectId: string,
  at: Date,
): Promise<void> {
  await queryRows(
    tx,
    sql`update approval_items set status = 'withdrawn', decided_at = ${at.toISOString()}::timestamptz
        where kind = ${kind} and subject_id = ${subjectId} and status = 'pending'`,
  );
}
