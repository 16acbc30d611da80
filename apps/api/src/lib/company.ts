import { and, eq, inArray, isNull, sql } from 'drizzle-orm';
import type { Db } from '../db/client';
import type { Settings } from '@app/shared';
import { companies, companyInvitations, companyMembers, jobs, subscriptions, users } from '../db/schema';

/**
 * What every module needs of the company as tenant (issue 10, decision 600): locking it for a check against a
 * limit, and ending its package. The members module owns invitations and roles; this file is its public part.
 */

/**
 * Takes the company's row lock for the rest of the transaction. Seat and unlock-quota checks count under it, so two
 * invitations or two unlocks sent at once are counted one after the other (decision 602).
 */
export async function lockCompany(tx: Db, companyId: string): Promise<void> {
  await tx.execute(sql`select 1 from companies where id = ${companyId} for update`);
}

/**
 * Ends a company's package (decision 603): every member's employer access ends (they return to member), the
 * memberships and open invitations go, the running subscription ends, published postings close, and the company
 * is marked cancelled. Postings, applications, interviews and unlocks stay, so that a new upgrade by the owner
 * brings them back. Returns what it changed, for the caller's audit entry.
 */
export async function cancelCompany(
  tx: Db,
  companyId: string,
  now: Date,
): Promise<{ closedPostings: number; members: string[] }> {
  await lockCompany(tx, companyId);
  const members = await tx
    .delete(companyMembers)
    .where(eq(companyMembers.companyId, companyId))
    .returning({ userId: companyMembers.userId });
  const memberIds = members.map((m) => m.userId);
  if (memberIds.length > 0) {
    await tx
      .update(users)
      .set({ role: 'member', updatedAt: now })
      .where(and(inArray(users.id, memberIds), eq(users.role, 'employer')));
  }
  await tx
    .update(companyInvitations)
    .set({ revokedAt: now })
    .where(
      and(
        eq(companyInvitations.companyId, companyId),
        isNull(companyInvitations.acceptedAt),
        isNull(companyInvitations.revokedAt),
      ),
    );
  await tx
    .update(subscriptions)
    .set({ endedAt: now })
    .where(and(eq(subscriptions.companyId, companyId), isNull(subscriptions.endedAt)));
  const closed = await tx
    .update(jobs)
    .set({ status: 'closed', updatedAt: now })
    .where(and(eq(jobs.companyId, companyId), eq(jobs.status, 'published')))
    .returning({ id: jobs.id });
  await tx
    .update(jobs)
    .set({ priority: false })
    .where(and(eq(jobs.companyId, companyId), eq(jobs.priority, true)));
  await tx.update(companies).set({ cancelledAt: now, updatedAt: now }).where(eq(companies.id, companyId));
  return { closedPostings: closed.length, members: memberIds };
}

/**
 * Keeps `jobs.priority` in step with the packages (decision 606): a posting ranks first on the board when its
 * company's running plan includes priority display. `priorityPlans` are the plan names that include it (from the
 * plans setting, read before the transaction); `companyId` limits the refresh to one company (an upgrade, a cancel).
 */
export async function refreshPriority(tx: Db, priorityPlans: string[], companyId?: string): Promise<void> {
  const names =
    priorityPlans.length > 0
      ? sql.join(
          priorityPlans.map((n) => sql`${n}`),
          sql`, `,
        )
      : sql`null`;
  await tx.execute(sql`
    update jobs j set priority = coalesce((
        select p.name in (${names}) from subscriptions s join plans p on p.id = s.plan_id
        where s.company_id = j.company_id and s.ended_at is null), false)
    where ${companyId ? sql`j.company_id = ${companyId}` : sql`j.company_id is not null`}
      and j.priority is distinct from coalesce((
        select p.name in (${names}) from subscriptions s join plans p on p.id = s.plan_id
        where s.company_id = j.company_id and s.ended_at is null), false)`);
}

/** The plan names whose capabilities include priority display. */
export const priorityPlans = (settings: Settings) =>
  settings.plans.filter((p) => p.capabilities.includes('priority_display')).map((p) => p.name);
