import { and, eq, inArray, isNull, sql } from 'drizzle-orm';
import { queryRows } from '../db/client';
import { audit } from './audit';
import { announcePostingChange } from './posting-changes';
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
 * Members plus invitations that still hold a seat (open and not expired), counted under the company's lock (decision
 * 602): what an invitation, and a move to a plan with fewer seats (decision 1097), are checked against.
 */
export async function seatsUsed(db: Db, companyId: string, now: Date): Promise<number> {
  const [row] = await queryRows<{ n: string | number }>(
    db,
    sql`select (select count(*) from company_members where company_id = ${companyId})
             + (select count(*) from company_invitations where company_id = ${companyId}
                  and accepted_at is null and revoked_at is null and expires_at > ${now.toISOString()}) as n`,
  );
  return Number(row?.n ?? 0);
}

/**
 * Ends a company's package (decision 603): every member's employer access ends (they return to member), the
 * memberships and open invitations go, the running subscription ends, published postings close, and the company
 * is marked cancelled. Postings, applications, interviews and unlocks stay, so that a new upgrade by the owner
 * brings them back. Returns what it changed, for the caller's audit entry, and the teammates who lost their place
 * (every member but the owner) with the company's name, for the mail each of them gets (decision 1207).
 */
export async function cancelCompany(
  tx: Db,
  companyId: string,
  now: Date,
): Promise<{ closedPostings: number; members: string[]; teammates: LeftMember[]; companyName: string }> {
  await lockCompany(tx, companyId);
  const members = await tx
    .delete(companyMembers)
    .where(eq(companyMembers.companyId, companyId))
    .returning({ userId: companyMembers.userId, role: companyMembers.role });
  const memberIds = members.map((m) => m.userId);
  // Everyone but the owner, with what their mail needs (decision 1207): each is told, whatever ended the package.
  const teammateIds = members.filter((m) => m.role !== 'owner').map((m) => m.userId);
  const teammates =
    teammateIds.length === 0
      ? []
      : await tx
          .select({ userId: users.id, email: users.email, name: users.name, locale: users.locale })
          .from(users)
          .where(inArray(users.id, teammateIds))
          .orderBy(users.email);
  if (memberIds.length > 0) {
    await tx
      .update(users)
      .set({ role: 'member', updatedAt: now })
      .where(and(inArray(users.id, memberIds), eq(users.role, 'employer')));
  }
  await dropTeamNotifications(tx, companyId, memberIds, now);
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
  if (closed.length > 0) await announcePostingChange(tx);
  await tx
    .update(jobs)
    .set({ priority: false })
    .where(and(eq(jobs.companyId, companyId), eq(jobs.priority, true)));
  const [company] = await tx
    .update(companies)
    .set({ cancelledAt: now, updatedAt: now })
    .where(eq(companies.id, companyId))
    .returning({ name: companies.name });
  return { closedPostings: closed.length, members: memberIds, teammates, companyName: company?.name ?? '' };
}

/**
 * What a person who leaves a company stops reading at once, beside its records (decision 1041): the in-app
 * notifications it got as the company's teammate — new applications and digests (team-only kinds; a person is in
 * one company at most, so every one of them was this company's) and new messages in the company's conversations,
 * unless the person is that conversation's candidate. They name the company's candidates, and their links now answer
 * 403 or 404. The mails already sent cannot be called back; a new-message notice still waiting in the outbox for the
 * end of its 15 minutes (decision 953) is withdrawn, as reading the conversation would withdraw it, unless a mail
 * worker holds it at this moment. `companyId` null: the platform's own postings, whose team is the staff (a staff
 * account made a member again, decision 953).
 */
export async function dropTeamNotifications(
  tx: Db,
  companyId: string | null,
  userIds: string[],
  now: Date,
): Promise<void> {
  if (userIds.length === 0) return;
  const people = sql.join(
    userIds.map((id) => sql`${id}`),
    sql`, `,
  );
  await tx.execute(sql`
    delete from notifications n
    where n.user_id in (${people})
      and (n.kind in ('application.received', 'application.digest')
        or (n.kind = 'message.received' and exists (
          select 1 from conversations cv join candidates c on c.id = cv.candidate_id
          where n.link = '/dashboard/messages/' || cv.id and cv.company_id is not distinct from ${companyId}
            and c.user_id is distinct from n.user_id)))`);
  await tx.execute(sql`
    with waiting as (
      select s.conversation_id, s.user_id, s.pending_mail_id from message_mail_state s
      join conversations cv on cv.id = s.conversation_id join candidates c on c.id = cv.candidate_id
      where s.user_id in (${people}) and s.pending_mail_id is not null
        and cv.company_id is not distinct from ${companyId}
        and c.user_id is distinct from s.user_id),
    withdrawn as (
      delete from outbox o using waiting w
      where o.id = w.pending_mail_id and o.status = 'pending'
        and (o.locked_until is null or o.locked_until <= ${now.toISOString()})
      returning o.id)
    update message_mail_state s set pending_mail_id = null
    from waiting w where s.conversation_id = w.conversation_id and s.user_id = w.user_id
      and w.pending_mail_id in (select id from withdrawn)`);
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

/**
 * Makes a member the owner of its company on a plan (issue 10's upgrade; issue 19's activation of a paid order): the
 * account becomes an employer, its own cancelled (or never active) company comes back with all its data (decision
 * 603) or a new one starts, and a subscription starts, paid until `paidUntil` (null: no period). Returns the company,
 * or null when the account is no longer a member (the role guard in WHERE makes a double click upgrade once).
 */
export async function becomeOwner(
  tx: Db,
  input: { userId: string; planId: number; now: Date; paidUntil: Date | null },
): Promise<{ id: string; name: string } | null> {
  const { userId, now } = input;
  const updated = await tx
    .update(users)
    .set({ role: 'employer', updatedAt: now })
    .where(and(eq(users.id, userId), eq(users.role, 'member')))
    .returning({ id: users.id });
  if (updated.length === 0) return null;
  const [kept] = await tx
    .update(companies)
    .set({ cancelledAt: null, updatedAt: now })
    .where(eq(companies.ownerId, userId))
    .returning({ id: companies.id, name: companies.name });
  const company =
    kept ??
    (
      await tx
        .insert(companies)
        .values({ ownerId: userId, name: '', createdAt: now, updatedAt: now })
        .returning({ id: companies.id, name: companies.name })
    )[0]!;
  await tx.insert(companyMembers).values({ userId, companyId: company.id, role: 'owner', joinedAt: now });
  await tx.insert(subscriptions).values({
    userId,
    companyId: company.id,
    planId: input.planId,
    startedAt: now,
    paidUntil: input.paidUntil,
  });
  return company;
}

export type LeftMember = { userId: string; email: string; name: string; locale: string };

/**
 * A company whose paid package ended returns to the Free plan's limits (issue 19, decision 801): the running
 * subscription ends and a Free one starts; teammates beyond Free's seats lose their place (the latest to join first;
 * the owner always stays) and return to member; open invitations that no longer fit are revoked; published postings
 * beyond `keepPostings` close (the most recently posted stay; null keeps them all); priority display follows.
 * Runs under the company's lock. Returns who left and how many postings closed, for the mails and the audit entry.
 */
export async function fallToFree(
  tx: Db,
  input: {
    companyId: string;
    freePlanId: number;
    seats: number;
    keepPostings: number | null;
    priorityPlans: string[];
    now: Date;
  },
): Promise<{ removed: LeftMember[]; closedPostings: number }> {
  const { companyId, now } = input;
  await lockCompany(tx, companyId);
  const [running] = await tx
    .update(subscriptions)
    .set({ endedAt: now })
    .where(and(eq(subscriptions.companyId, companyId), isNull(subscriptions.endedAt)))
    .returning({ userId: subscriptions.userId });
  const [owner] = await tx
    .select({ id: companies.ownerId })
    .from(companies)
    .where(eq(companies.id, companyId));
  await tx.insert(subscriptions).values({
    userId: running?.userId ?? owner!.id,
    companyId,
    planId: input.freePlanId,
    startedAt: now,
  });
  const removed = await fitSeats(tx, companyId, input.seats, now);
  let closedPostings = 0;
  if (input.keepPostings !== null) {
    const closed = await queryRows<{ id: string }>(
      tx,
      sql`
      update jobs set status = 'closed', updated_at = ${now.toISOString()}
      where id in (
        select id from jobs where company_id = ${companyId} and status = 'published'
        order by posted_date desc nulls last, id offset ${input.keepPostings})
      returning id`,
    );
    closedPostings = closed.length;
    if (closedPostings > 0) await announcePostingChange(tx);
  }
  await refreshPriority(tx, input.priorityPlans, companyId);
  return { removed, closedPostings };
}

/**
 * Brings a company within `seats` (a package ended, or a refund took its plan back): teammates beyond them lose their
 * place and return to member, the latest to join first (the owner always stays); then open invitations that no longer
 * fit are revoked, the latest sent first, since one still valid holds a seat (decision 602). Runs under the
 * company's lock. Returns who left, for the mails and the audit entry.
 */
export async function fitSeats(tx: Db, companyId: string, seats: number, now: Date): Promise<LeftMember[]> {
  const members = await tx
    .select({
      userId: companyMembers.userId,
      role: companyMembers.role,
      email: users.email,
      name: users.name,
      locale: users.locale,
    })
    .from(companyMembers)
    .innerJoin(users, eq(users.id, companyMembers.userId))
    .where(eq(companyMembers.companyId, companyId))
    .orderBy(sql`${companyMembers.role} = 'owner' desc`, companyMembers.joinedAt, companyMembers.userId);
  const removed = members.slice(Math.max(1, seats)).filter((m) => m.role !== 'owner');
  if (removed.length > 0) {
    const ids = removed.map((m) => m.userId);
    await tx
      .delete(companyMembers)
      .where(and(eq(companyMembers.companyId, companyId), inArray(companyMembers.userId, ids)));
    await tx
      .update(users)
      .set({ role: 'member', updatedAt: now })
      .where(and(inArray(users.id, ids), eq(users.role, 'employer')));
    await dropTeamNotifications(tx, companyId, ids, now);
  }
  const free = Math.max(0, seats - (members.length - removed.length));
  await tx.execute(sql`
    update company_invitations set revoked_at = ${now.toISOString()}
    where id in (
      select id from company_invitations
      where company_id = ${companyId} and accepted_at is null and revoked_at is null
        and expires_at > ${now.toISOString()}
      order by created_at, id offset ${free})`);
  return removed.map(({ userId, email, name, locale }) => ({ userId, email, name, locale }));
}

/**
 * The audit entry of a company's package ending with `cancelCompany` (issue 9: "plan upgrade and cancel"): the owner
 * becomes a member, its postings closed and teammates out; `reason` when it is not the owner's own cancel.
 */
export async function auditPackageEnded(
  tx: Db,
  entry: {
    owner: { id: string; label: string };
    closedPostings: number;
    members: number;
    reason?: 'renewal_stopped' | 'owner_erased';
    companyId?: string;
    /** null: the platform's own job, not a person. */
    actor?: null;
    at: Date;
  },
): Promise<void> {
  await audit(tx, {
    action: 'plan.cancelled',
    target: { type: 'user', ...entry.owner },
    changes: {
      role: { before: 'employer', after: 'member' },
      ...(entry.companyId ? { company: { before: entry.companyId, after: null } } : {}),
      closed_postings: { before: 0, after: entry.closedPostings },
      members: { before: entry.members, after: 0 },
      ...(entry.reason ? { reason: { before: null, after: entry.reason } } : {}),
    },
    ...(entry.actor === null ? { actor: null } : {}),
    at: entry.at,
  });
}
