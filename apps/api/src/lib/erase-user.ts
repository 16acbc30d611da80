import { and, eq, inArray, isNull, sql } from 'drizzle-orm';
import { queryRows } from '../db/client';
import type { Db } from '../db/client';
import {
  approvalItems,
  candidates,
  companies,
  companyMembers,
  cvFiles,
  jobAlerts,
  jobs,
  projects,
  savedJobs,
  sessions,
  subscriptions,
  supportAttachments,
  supportTickets,
  users,
  verificationCodes,
} from '../db/schema';
import { candidateSearchText, nameKey } from './candidate-keys';
import { companyLeftMail } from '../mail/company-templates';
import { enqueueMail } from '../mail/outbox';
import { auditPackageEnded, cancelCompany } from './company';
import { localeOf } from './i18n';
import { announcePostingChange } from './posting-changes';

export const ERASED_NAME = 'Deleted user';

/**
 * Erases a person's data and keeps the pseudonym others' records need (decision 330): the account's name and
 * e-mail become "Deleted user" / deleted-<id>@invalid, its password and GitHub link go, every session ends, its
 * candidate profile loses every personal field, its CV files are removed, its published postings close, its projects
 * leave the public site and the approval queue (decision 1189). The
 * applications and stage history employers hold stay, under the pseudonym; mail still waiting for the address is
 * dropped. Run inside the caller's transaction;
 * returns the storage keys of the CV files (and support attachments, project images) to delete once it commits.
 */
export async function eraseUser(
  tx: Db,
  userId: string,
  now: Date,
  /** The app's address, for the mail each teammate of an erased owner gets (decision 1207). */
  appUrl: string,
): Promise<string[]> {
  // Mail not yet delivered to the person (a digest, a notification, a retry of a failed one) is not sent after
  // the erasure: it goes with the address. Sent mail stays until the sent-mail retention prunes it.
  const [person] = await tx.select({ email: users.email }).from(users).where(eq(users.id, userId));
  if (person) {
    await tx.execute(
      sql`delete from outbox where "to" = ${person.email} and status in ('pending', 'failed')`,
    );
  }
  await tx
    .update(users)
    .set({
      name: ERASED_NAME,
      email: `deleted-${userId}@invalid`,
      passwordHash: null,
      githubId: null,
      githubLogin: null,
      emailVerifiedAt: null,
      role: 'member',
      updatedAt: now,
    })
    .where(eq(users.id, userId));
  await tx
    .update(sessions)
    .set({ revokedAt: now })
    .where(and(eq(sessions.userId, userId), isNull(sessions.revokedAt)));
  await tx.delete(verificationCodes).where(eq(verificationCodes.userId, userId));
  // A company's package ends with its owner (decision 603): every teammate returns to member, the data stays. A
  // teammate just leaves its company; the postings it created stay the company's.
  const [owned] = await tx
    .select({ id: companies.id })
    .from(companies)
    .where(and(eq(companies.ownerId, userId), isNull(companies.cancelledAt)));
  if (owned) {
    // The package's end is recorded as any cancellation is (issue 9: "plan upgrade and cancel"), naming why: the
    // teammates' lost access and the closed postings are what an admin asks about afterwards.
    const { closedPostings, members, teammates, companyName } = await cancelCompany(tx, owned.id, now);
    // Each teammate is told its place ended, in its language, as when the owner cancels (decision 1207).
    for (const mate of teammates) {
      await enqueueMail(
        tx,
        companyLeftMail(localeOf(mate.locale), mate.email, mate.name, companyName, appUrl),
        now,
      );
    }
    await auditPackageEnded(tx, {
      owner: { id: userId, label: ERASED_NAME },
      companyId: owned.id,
      closedPostings,
      members: members.length,
      reason: 'owner_erased',
      at: now,
    });
  }
  await tx.delete(companyMembers).where(eq(companyMembers.userId, userId));
  await tx
    .update(subscriptions)
    .set({ endedAt: now })
    .where(and(eq(subscriptions.userId, userId), isNull(subscriptions.endedAt)));
  await tx.delete(savedJobs).where(eq(savedJobs.userId, userId));
  // Saved searches are the person's own: no more alert mail (issue 18).
  await tx.delete(jobAlerts).where(eq(jobAlerts.userId, userId));
  // Postings outside any company (staff's) close with their author.
  await tx
    .update(jobs)
    .set({ status: 'closed', updatedAt: now })
    .where(and(eq(jobs.ownerId, userId), isNull(jobs.companyId), eq(jobs.status, 'published')));
  await announcePostingChange(tx);

  // Support tickets the person opened hold its words and copies of its name and address (issue 13): they go, with
  // their files and the files it uploaded elsewhere (decision 943).
  const supportFiles = await queryRows<{ key: string }>(
    tx,
    sql`select a.storage_key as key from support_attachments a
        left join support_messages m on m.id = a.message_id
        left join support_tickets t on t.id = m.ticket_id
        where a.uploader_id = ${userId} or t.requester_id = ${userId}`,
  );
  await tx.delete(supportTickets).where(eq(supportTickets.requesterId, userId));
  await tx.delete(supportAttachments).where(eq(supportAttachments.uploaderId, userId));
  const supportKeys = supportFiles.map((f) => f.key);

  // The person's projects are their own work (issue 12, decision 1189): they leave /projects and the candidate page,
  // and every submission of them leaves the approval queue (a pending one could otherwise still be approved onto the
  // site); the audit entries keep the decisions. Their images go after the commit, as the CV files do.
  const projectFiles = await queryRows<{ key: string }>(
    tx,
    sql`select p.image_key as key from projects p where p.owner_id = ${userId} and p.image_key is not null
        union
        select p.published->>'imageKey' from projects p
          where p.owner_id = ${userId} and p.published->>'imageKey' is not null
        union
        select a.snapshot->>'imageKey' from approval_items a join projects p on a.subject_id = p.id
          where a.kind = 'project' and p.owner_id = ${userId} and a.snapshot->>'imageKey' is not null`,
  );
  await tx.execute(
    sql`delete from approval_items a using projects p
        where a.kind = 'project' and a.subject_id = p.id and p.owner_id = ${userId}`,
  );
  await tx.delete(projects).where(eq(projects.ownerId, userId));
  // Whatever else stays in the queue's history names the person by the pseudonym, as asker or as reviewer.
  await tx
    .update(approvalItems)
    .set({ requesterName: ERASED_NAME })
    .where(eq(approvalItems.requesterId, userId));
  await tx
    .update(approvalItems)
    .set({ decidedByName: ERASED_NAME })
    .where(eq(approvalItems.decidedById, userId));
  const ownKeys = [...supportKeys, ...projectFiles.map((f) => f.key)];

  const own = await tx.select({ id: candidates.id }).from(candidates).where(eq(candidates.userId, userId));
  const candidateIds = own.map((c) => c.id);
  if (candidateIds.length === 0) return ownKeys;
  const files = await tx
    .select({ id: cvFiles.id, key: cvFiles.storageKey })
    .from(cvFiles)
    .where(inArray(cvFiles.candidateId, candidateIds));
  await tx
    .update(candidates)
    .set({
      name: ERASED_NAME,
      email: null,
      phone: null,
      phoneKey: null,
      nameKey: nameKey(ERASED_NAME),
      headline: '',
      location: '',
      locationText: '',
      skills: [],
      yearsExperience: null,
      defaultCvId: null,
      openToEmployers: false,
      searchText: candidateSearchText(ERASED_NAME, '', []),
      // Nothing personal is left: the anonymising job (decision 420) has nothing to do here.
      anonymisedAt: now,
      updatedAt: now,
    })
    .where(inArray(candidates.id, candidateIds));
  if (files.length > 0) {
    await tx.delete(cvFiles).where(
      inArray(
        cvFiles.id,
        files.map((f) => f.id),
      ),
    );
  }
  return [...ownKeys, ...files.map((f) => f.key)];
}
