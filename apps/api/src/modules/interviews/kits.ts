import { randomUUID } from 'node:crypto';
import { sql } from 'drizzle-orm';
import { KIT_STAGES, i18nText, interviewKitRequest } from '@app/shared';
import type { InterviewKit, InterviewKitRequest, KitStage } from '@app/shared';
import type { AuthUser } from '../../auth/sessions';
import type { AppContext } from '../../context';
import { queryRows } from '../../db/client';
import type { Db } from '../../db/client';
import { audit } from '../../lib/audit';
import { HttpError, notFound } from '../../lib/errors';
import { iso, jobScope } from '../../lib/tenancy';

type KitRow = {
  stage: KitStage;
  questions: Array<{ id: string; text: string }>;
  attributes: Array<{ id: string; name: string }>;
  updated_at: string | Date;
};

/** The posting, if the caller manages it (its company's; staff and admin any): the tenant check (decision 1111). */
async function managedJob(db: Db, user: AuthUser, jobId: string, lock = false) {
  const [job] = await queryRows<{ id: string; title: string }>(
    db,
    sql`select j.id, j.title from jobs j where j.id = ${jobId} and ${jobScope(user)}
        ${lock ? sql`for update of j` : sql``}`,
  );
  if (!job) throw notFound(i18nText('This job posting does not exist.'));
  return job;
}

const toKit = (stage: KitStage, row?: KitRow): InterviewKit => ({
  stage,
  questions: row?.questions ?? [],
  attributes: row?.attributes ?? [],
  updated_at: row ? iso(row.updated_at) : null,
});

/** A posting's kits: one per stage an interview can be scheduled in, empty where none is set. */
export async function listKits(ctx: AppContext, user: AuthUser, jobId: string) {
  const job = await managedJob(ctx.db, user, jobId);
  const rows = await queryRows<KitRow>(
    ctx.db,
    sql`select k.stage, k.questions, k.attributes, k.updated_at from interview_kits k where k.job_id = ${job.id}`,
  );
  return {
    job,
    kits: KIT_STAGES.map((stage) =>
      toKit(
        stage,
        rows.find((r) => r.stage === stage),
      ),
    ),
  };
}

/**
 * Replaces the kit of one stage. An item sent with the id of one of the kit's items keeps it (feedback already given
 * stays tied to it); any other item gets a new id. A kit left with nothing in it is removed. Audited in the same
 * transaction, with the questions and attributes before and after.
 */
export async function saveKit(
  ctx: AppContext,
  user: AuthUser,
  jobId: string,
  stage: KitStage,
  body: InterviewKitRequest,
): Promise<InterviewKit> {
  const input = interviewKitRequest.parse(body);
  const now = ctx.clock.now();
  return ctx.db.transaction(async (tx) => {
    // The posting's row lock serialises two edits of its kits.
    const job = await managedJob(tx, user, jobId, true);
    const [current] = await queryRows<KitRow>(
      tx,
      sql`select k.stage, k.questions, k.attributes, k.updated_at from interview_kits k
          where k.job_id = ${job.id} and k.stage = ${stage}`,
    );
    // Two editors of one kit: the second save, made on the kit as it was before the first, is refused (decision 1111).
    const readAt =
      input.updated_at === undefined ? undefined : input.updated_at && new Date(input.updated_at).getTime();
    const currentAt = current ? new Date(current.updated_at).getTime() : null;
    if (readAt !== undefined && readAt !== currentAt) {
      throw new HttpError(
        409,
        i18nText(
          'Someone else changed this kit since you opened it. Reload it to see their changes, then edit again.',
        ),
        'KIT_CHANGED',
      );
    }
    // A question keeps only a question's id and an attribute only an attribute's, each once: answers and ratings
    // given before stay tied to the item they were given for.
    const keeper = (ids: string[]) => {
      const free = new Set(ids);
      return (id: string | undefined) => (id && free.delete(id) ? id : randomUUID());
    };
    const keepQuestion = keeper((current?.questions ?? []).map((q) => q.id));
    const keepAttribute = keeper((current?.attributes ?? []).map((a) => a.id));
    const questions = input.questions.map((q) => ({ id: keepQuestion(q.id), text: q.text }));
    const attributes = input.attributes.map((a) => ({ id: keepAttribute(a.id), name: a.name }));
    let saved: KitRow | undefined;
    if (questions.length === 0 && attributes.length === 0) {
      await queryRows(tx, sql`delete from interview_kits where job_id = ${job.id} and stage = ${stage}`);
    } else {
      [saved] = await queryRows<KitRow>(
        tx,
        sql`insert into interview_kits (job_id, stage, questions, attributes, updated_by, updated_at)
            values (${job.id}, ${stage}, ${JSON.stringify(questions)}::jsonb, ${JSON.stringify(attributes)}::jsonb,
                    ${user.id}, ${now.toISOString()})
            on conflict (job_id, stage) do update
              set questions = excluded.questions, attributes = excluded.attributes,
                  updated_by = excluded.updated_by, updated_at = excluded.updated_at
            returning stage, questions, attributes, updated_at`,
      );
    }
    await audit(tx, {
      action: 'job.interview_kit_updated',
      target: { type: 'job', id: job.id, label: job.title },
      // Named by stage: the log keeps only the fields that changed.
      changes: {
        [`${stage}.questions`]: {
          before: (current?.questions ?? []).map((q) => q.text),
          after: questions.map((q) => q.text),
        },
        [`${stage}.attributes`]: {
          before: (current?.attributes ?? []).map((a) => a.name),
          after: attributes.map((a) => a.name),
        },
      },
      at: now,
    });
    return toKit(stage, saved);
  });
}
