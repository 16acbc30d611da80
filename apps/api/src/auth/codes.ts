import { createHmac, randomInt, timingSafeEqual } from 'node:crypto';
import { and, eq, gt, isNull, lt, sql } from 'drizzle-orm';
import type { Db } from '../db/client';
import { verificationCodes } from '../db/schema';

export type CodePurpose = 'verify_email' | 'reset_password' | 'change_email';

// Keyed hash: a leaked table does not give away six-digit codes by brute force.
const hashCode = (secret: string, userId: string, purpose: CodePurpose, code: string) =>
  createHmac('sha256', secret).update(`${purpose}:${userId}:${code}`).digest('hex');

/** Makes a new single-use code and voids the older ones of the same purpose. */
export async function issueCode(
  db: Db,
  opts: {
    secret: string;
    userId: string;
    purpose: CodePurpose;
    now: Date;
    ttlMs: number;
    targetEmail?: string;
  },
): Promise<string> {
  const code = randomInt(0, 1_000_000).toString().padStart(6, '0');
  await db
    .delete(verificationCodes)
    .where(and(eq(verificationCodes.userId, opts.userId), eq(verificationCodes.purpose, opts.purpose)));
  await db.insert(verificationCodes).values({
    userId: opts.userId,
    purpose: opts.purpose,
    codeHash: hashCode(opts.secret, opts.userId, opts.purpose, code),
    targetEmail: opts.targetEmail ?? null,
    expiresAt: new Date(opts.now.getTime() + opts.ttlMs),
    createdAt: opts.now,
  });
  return code;
}

/**
 * Uses the code if it matches: true once, for the right code, before expiry and within the
 * allowed tries. Every guess counts a try; after the last allowed wrong try the code is void.
 */
export async function consumeCode(db: Db, opts: ConsumeOptions): Promise<boolean> {
  return (await consumeCodeRow(db, opts)) !== null;
}

type ConsumeOptions = {
  secret: string;
  userId: string;
  purpose: CodePurpose;
  code: string;
  now: Date;
  maxAttempts: number;
};

/** As consumeCode, giving back the address a change_email code was sent to. */
export async function consumeCodeRow(
  db: Db,
  opts: ConsumeOptions,
): Promise<{ targetEmail: string | null } | null> {
  // Each try takes one of the allowed attempts before it is compared, in one guarded statement: guesses sent at
  // the same moment cannot all read the count before any of them raises it (decision 1135).
  const [row] = await db
    .update(verificationCodes)
    .set({ attempts: sql`${verificationCodes.attempts} + 1` })
    .where(
      and(
        eq(verificationCodes.userId, opts.userId),
        eq(verificationCodes.purpose, opts.purpose),
        isNull(verificationCodes.usedAt),
        gt(verificationCodes.expiresAt, opts.now),
        lt(verificationCodes.attempts, opts.maxAttempts),
      ),
    )
    .returning({
      id: verificationCodes.id,
      codeHash: verificationCodes.codeHash,
      targetEmail: verificationCodes.targetEmail,
    });
  if (!row) return null;
  const expected = Buffer.from(row.codeHash, 'hex');
  const given = Buffer.from(hashCode(opts.secret, opts.userId, opts.purpose, opts.code), 'hex');
  if (!timingSafeEqual(expected, given)) return null;
  // The guarded update makes the code single-use even when two requests race.
  const used = await db
    .update(verificationCodes)
    .set({ usedAt: opts.now })
    .where(and(eq(verificationCodes.id, row.id), isNull(verificationCodes.usedAt)))
    .returning({ id: verificationCodes.id });
  return used.length === 1 ? { targetEmail: row.targetEmail } : null;
}
