import { sql } from 'drizzle-orm';
import type { SQL } from 'drizzle-orm';
import { queryRows } from '../db/client';
import type { Db } from '../db/client';
import { audit } from './audit';
import { candidateSearchText, nameKey } from './candidate-keys';

/**
 * Retention of candidates who were not hired (issue 9, decision 420). Vietnam's personal data protection law asks
 * for the deletion of a non-hired candidate's data once recruitment is over, unless they agreed otherwise; a
 * candidate "open to employers" has agreed. After `retention.candidate_anonymise_days` without activity, a candidate
 * record loses every personal field and its CV files, while the rows others rely on (applications with their stage
 * history, interviews, unlocks counted against quotas, merges, the audit log) stay, under a pseudonym.
 */

export const ANONYMISED_NAME = 'Anonymised candidate';

/** Candidates per transaction: one batch holds its row locks only briefly. */
export const ANONYMISE_BATCH = 100;
const MAX_BATCHES = 20;

type Position = { at: string; id: string };

const ids = (list: string[]): SQL =>
  sql.join(
    list.map((id) => sql`${id}`),
    sql`, `,
  );

/**
 * The candidates to anonymise at `cutoff` (now minus the retention): not yet anonymised, not open to employers, never
 * hired (no application in or ever moved to "hired"), and no activity since the cutoff — the record itself, any of
 * its applications (a move, a new application), stage history or interviews, and for a member's own profile the
 * account's last sign-in.
 */
const DUE = (cutoff: string) => sql`c.anonymised_at is null and not c.open_to_employers
  and c.updated_at < ${cutoff}
  and (c.user_id is null or not exists (
    select 1 from users u where u.id = c.user_id and coalesce(u.last_sign_in_at, u.created_at) >= ${cutoff}))
  and not exists (
    select 1 from applications a where a.candidate_id = c.id
      and (a.stage = 'hired' or a.updated_at >= ${cutoff} or a.created_at >= ${cutoff}
        or exists (select 1 from application_events e where e.application_id = a.id
          and (e.to_stage = 'hired' or e.at >= ${cutoff}))
        or exists (select 1 from interviews i where i.application_id = a.id
          and (i.updated_at >= ${cutoff} or i.ends_at >= ${cutoff}))))`;

/**
 * One batch in its own transaction: picks due candidates with SKIP LOCKED (several instances take different rows,
 * never wait on each other), wipes them, writes one audit entry each, and returns the storage keys of the CV files
 * whose rows it deleted, for the caller to remove once the transaction committed.
 */
async function anonymiseBatch(
  db: Db,
  now: Date,
  cutoff: string,
  batch: number,
  after: Position | null,
): Promise<{ count: number; keys: string[]; last: Position | null }> {
  return db.transaction(async (tx) => {
    // Each batch goes on after the previous one's last row: the rows before it were anonymised, are not due (hired,
    // still active) or belong to another instance, so a round never rereads them.
    const due = await queryRows<{ id: string; at: string }>(
      tx,
      sql`select c.id, c.updated_at::text as at from candidates c where ${DUE(cutoff)}
          ${after ? sql`and (c.updated_at, c.id) > (${after.at}::timestamptz, ${after.id}::uuid)` : sql``}
          order by c.updated_at, c.id limit ${batch} for update of c skip locked`,
    );
    if (due.length === 0) return { count: 0, keys: [], last: null };
    const end = due[due.length - 1]!;
    const list = due.map((d) => d.id);
    const files = await queryRows<{ candidate_id: string; storage_key: string }>(
      tx,
      sql`delete from cv_files where candidate_id in (${ids(list)}) returning candidate_id, storage_key`,
    );
    const stamp = now.toISOString();
    await queryRows(
      tx,
      sql`update candidates set name = ${ANONYMISED_NAME}, email = null, phone = null, phone_key = null,
            name_key = ${nameKey(ANONYMISED_NAME)}, headline = '', location = '', location_text = '',
            skills = '{}', years_experience = null, default_cv_id = null,
            search_text = ${candidateSearchText(ANONYMISED_NAME, '', [])},
            anonymised_at = ${stamp}, updated_at = ${stamp}
          where id in (${ids(list)})`,
    );
    // What the candidate wrote, and free text others wrote about them; the rows and their times stay.
    await queryRows(tx, sql`update applications set cover_letter = '' where candidate_id in (${ids(list)})`);
    await queryRows(
      tx,
      sql`delete from application_notes where application_id in (
            select id from applications where candidate_id in (${ids(list)}))`,
    );
    await queryRows(
      tx,
      sql`update interviews set notes = '' where application_id in (select id from applications where candidate_id in (${ids(list)}))`,
    );
    await queryRows(
      tx,
      sql`update interview_feedback set comments = '', answers = '[]'::jsonb where interview_id in (
            select i.id from interviews i join applications a on a.id = i.application_id
            where a.candidate_id in (${ids(list)}))`,
    );
    // Their conversations with companies (issue 13, decision 950) go whole, with their attachments' bytes.
    const attachments = await queryRows<{ key: string }>(
      tx,
      sql`select m.attachment_key as key from messages m join conversations cv on cv.id = m.conversation_id
          where cv.candidate_id in (${ids(list)}) and m.attachment_key is not null`,
    );
    await queryRows(tx, sql`delete from conversations where candidate_id in (${ids(list)})`);
    // A merge's snapshot holds the merged record's name, e-mail and phone: keep the merge, drop the person.
    await queryRows(
      tx,
      sql`update candidate_merges set snapshot = ${JSON.stringify({ name: ANONYMISED_NAME })}::jsonb
          where target_id in (${ids(list)}) or merged_id in (${ids(list)})`,
    );
    for (const id of list) {
      const cvFiles = files.filter((f) => f.candidate_id === id).length;
      await audit(tx, {
        action: 'candidate.anonymised',
        // The pseudonym as the label: the entry must not keep the name the job removed.
        target: { type: 'candidate', id, label: ANONYMISED_NAME },
        actor: null,
        changes: {
          personal_data: { before: 'kept', after: 'anonymised' },
          ...(cvFiles > 0 ? { cv_files: { before: cvFiles, after: 0 } } : {}),
        },
        at: now,
      });
    }
    return {
      count: list.length,
      keys: [...files.map((f) => f.storage_key), ...attachments.map((a) => a.key)],
      last: { at: end.at, id: end.id },
    };
  });
}

/**
 * Anonymises every candidate due at `now`, in batches (at most MAX_BATCHES per round; the next hourly round goes
 * on). `deleteFile` removes a CV's bytes after its batch committed; a failure there is reported, not retried (the
 * row is gone, so the file is unreachable either way).
 */
export async function anonymiseCandidates(
  db: Db,
  now: Date,
  days: number,
  deleteFile: (key: string) => Promise<void>,
  batch = ANONYMISE_BATCH,
): Promise<{ count: number; fileErrors: number }> {
  const cutoff = new Date(now.getTime() - days * 24 * 3_600_000).toISOString();
  let count = 0;
  let fileErrors = 0;
  let after: Position | null = null;
  for (let i = 0; i < MAX_BATCHES; i++) {
    const done = await anonymiseBatch(db, now, cutoff, batch, after);
    after = done.last;
    count += done.count;
    for (const key of done.keys) {
      await deleteFile(key).catch(() => {
        fileErrors++;
      });
    }
    if (done.count < batch) break;
  }
  return { count, fileErrors };
}
