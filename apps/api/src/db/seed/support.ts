import { sql } from 'drizzle-orm';
import type { Db } from '../client';

/**
 * The seeded canned replies in both languages (decisions 1209 and 1217). Migration 0023 seeded the English two
 * without a language; each seed has a Vietnamese twin with a fixed id. A reply's language is its `locale` column
 * (migration 0040 moved the "[VI]"/"[EN]" tags of the names there).
 */
export const CANNED_REPLY_SEED = [
  {
    en: {
      title: 'Thanks, looking into it',
      body: 'Thank you for writing to us. We are looking into it and will come back to you shortly.',
    },
    vi: {
      id: '0b0e5c1a-9d3f-4c57-8a61-3f2d1e7c9a01',
      title: 'Cảm ơn, chúng tôi đang xem xét',
      body: 'Cảm ơn bạn đã liên hệ với chúng tôi. Chúng tôi đang xem xét và sẽ phản hồi bạn trong thời gian sớm nhất.',
    },
  },
  {
    en: {
      title: 'Resolved',
      body: 'This should now be fixed. If anything is still wrong, just reply to this ticket and it reopens.',
    },
    vi: {
      id: '0b0e5c1a-9d3f-4c57-8a61-3f2d1e7c9a02',
      title: 'Đã xử lý xong',
      body: 'Vấn đề này đã được khắc phục. Nếu vẫn còn gì chưa ổn, bạn chỉ cần trả lời phiếu này và phiếu sẽ được mở lại.',
    },
  },
] as const;

/**
 * Idempotent, run at every start after the migrations, under a lock so that several instances starting at once do it
 * once:
 * - an English seed still as migration 0023 wrote it (name and text), without a language and never changed by the
 *   team (no audit entry) is marked English; one the team has changed is theirs and left alone;
 * - a Vietnamese twin is added unless its id is there already or the audit log shows the team changed or deleted it
 *   (a twin the team deleted stays deleted). A database seeded before migration 0040 has its twins under the same
 *   ids (the migration took their "[VI] " off), so it gets none again.
 */
export async function seedCannedReplies(db: Db, now: Date): Promise<void> {
  await db.transaction(async (tx) => {
    await tx.execute(sql`select pg_advisory_xact_lock(hashtext('support-canned-seed'))`);
    for (const { en, vi } of CANNED_REPLY_SEED) {
      await tx.execute(sql`update support_canned_replies set locale = 'en'
        where title = ${en.title} and body = ${en.body} and locale is null
          and not exists (select 1 from audit_log where target_type = 'support_canned_reply'
                          and target_id = support_canned_replies.id::text)`);
      await tx.execute(sql`insert into support_canned_replies (id, title, body, locale, created_at, updated_at)
        select ${vi.id}::uuid, ${vi.title}, ${vi.body}, 'vi', ${now.toISOString()}::timestamptz, ${now.toISOString()}::timestamptz
        where not exists (select 1 from audit_log
                          where target_type = 'support_canned_reply' and target_id = ${vi.id})
        on conflict (id) do nothing`);
    }
  });
}
