import { and, eq, inArray, isNull, ne, gt, lt, desc } from 'drizzle-orm';
import { ACCOUNT_MESSAGES, DELETE_CONFIRMATION, i18nFormat, i18nText, isLocale } from '@app/shared';
import type { Locale } from '@app/shared';
import type { Account, SessionInfo } from '@app/shared';
import { consumeCodeRow, issueCode } from '../../auth/codes';
import { hashPassword, verifyAgainstDummy, verifyPassword } from '../../auth/password';
import type { AuthUser } from '../../auth/sessions';
import type { AppContext } from '../../context';
import type { Db } from '../../db/client';
import { candidates, sessions, users, verificationCodes } from '../../db/schema';
import { candidateSearchText, nameKey } from '../../lib/candidate-keys';
import { audit } from '../../lib/audit';
import { ERASED_NAME, eraseUser } from '../../lib/erase-user';
import { notLastAdmin } from '../users/service';
import { HttpError, conflict, notFound, unprocessable } from '../../lib/errors';
import { clearCount, countHit, enforceLimit } from '../../lib/rate-limit';
import { storageFor } from '../../lib/storage';
import { enqueueMail } from '../../mail/outbox';
import { emailChangeCodeMail, emailChangedMail, passwordChangedMail } from '../../mail/account-templates';
import { localeOf } from '../../lib/i18n';

const MINUTE = 60_000;

type Row = typeof users.$inferSelect;

async function row(ctx: AppContext, userId: string): Promise<Row> {
  const [found] = await ctx.db.select().from(users).where(eq(users.id, userId));
  if (!found) throw notFound(i18nText('Account not found.'));
  return found;
}

/** The address an e-mail change waits on while its code can still confirm it: unused, unexpired, tries left. */
async function pendingEmailChange(ctx: AppContext, userId: string, now: Date): Promise<string | null> {
  const [pending] = await ctx.db
    .select({ target: verificationCodes.targetEmail })
    .from(verificationCodes)
    .where(
      and(
        eq(verificationCodes.userId, userId),
        eq(verificationCodes.purpose, 'change_email'),
        isNull(verificationCodes.usedAt),
        gt(verificationCodes.expiresAt, now),
        lt(verificationCodes.attempts, ctx.config.limits.codeMaxAttempts),
      ),
    );
  return pending?.target ?? null;
}

export async function getAccount(ctx: AppContext, userId: string): Promise<Account> {
  const user = await row(ctx, userId);
  const pending = await pendingEmailChange(ctx, userId, ctx.clock.now());
  return {
    id: user.id,
    name: user.name,
    email: user.email,
    has_password: user.passwordHash !== null,
    github_login: user.githubId !== null ? (user.githubLogin ?? String(user.githubId)) : null,
    pending_email: pending,
    locale: isLocale(user.locale) ? user.locale : 'en',
  };
}

/**
 * Checks the current password where one is set; a guess is counted per account (10 in 15 minutes) so that a
 * stolen session cannot be turned into the password (decision 330).
 */
async function checkCurrentPassword(ctx: AppContext, user: Row, given: string | undefined): Promise<void> {
  if (user.passwordHash === null) return;
  const key = `account-password:user:${user.id}`;
  // Every attempt counts as it starts (so guesses sent at once are limited too); one that proves the password
  // clears the count, as a sign-in does, so that a member who changes several things is never locked out.
  await enforceLimit(
    ctx.db,
    key,
    10,
    15 * MINUTE,
    ctx.clock.now(),
    // The minutes left, as Retry-After says (the window opened at the first guess; decision 1215).
    (seconds) =>
      i18nFormat(
        '{minutes, plural, one {Too many attempts with the current password. Please try again in # minute.} other {Too many attempts with the current password. Please try again in # minutes.}}',
        { minutes: Math.max(1, Math.ceil(seconds / 60)) },
      ),
  );
  const ok = given ? await verifyPassword(user.passwordHash, given) : await verifyAgainstDummy('');
  if (!ok) {
    throw new HttpError(400, ACCOUNT_MESSAGES.wrongPassword, 'WRONG_PASSWORD', {
      current_password: [ACCOUNT_MESSAGES.wrongPassword],
    });
  }
  await clearCount(ctx.db, key);
}

export async function changeLocale(ctx: AppContext, userId: string, locale: Locale): Promise<Account> {
  await ctx.db.update(users).set({ locale, updatedAt: ctx.clock.now() }).where(eq(users.id, userId));
  return getAccount(ctx, userId);
}

/** The new name is also the name employers see on the member's own candidate profile and applications. */
export async function changeName(ctx: AppContext, userId: string, name: string): Promise<Account> {
  const now = ctx.clock.now();
  await ctx.db.transaction(async (tx) => {
    const [before] = await tx
      .select({ name: users.name, email: users.email })
      .from(users)
      .where(eq(users.id, userId));
    await tx.update(users).set({ name, updatedAt: now }).where(eq(users.id, userId));
    if (before) {
      await audit(tx, {
        action: 'account.name_changed',
        target: { type: 'user', id: userId, label: before.email },
        changes: { name: { before: before.name, after: name } },
        at: now,
      });
    }
    const own = await tx
      .select({ id: candidates.id, headline: candidates.headline, skills: candidates.skills })
      .from(candidates)
      .where(eq(candidates.userId, userId));
    for (const c of own) {
      await tx
        .update(candidates)
        .set({
          name,
          nameKey: nameKey(name),
          searchText: candidateSearchText(name, c.headline, c.skills ?? []),
          updatedAt: now,
        })
        .where(eq(candidates.id, c.id));
    }
  });
  return getAccount(ctx, userId);
}

/** A new password ends every other session at once; the current one stays (decision 330). */
export async function changePassword(
  ctx: AppContext,
  userId: string,
  sessionId: string,
  input: { current_password?: string; new_password: string },
): Promise<number> {
  const user = await row(ctx, userId);
  // A GitHub-only account has no current password: its session, from a GitHub sign-in, is the proof.
  await checkCurrentPassword(ctx, user, input.current_password);
  const passwordHash = await hashPassword(input.new_password);
  const now = ctx.clock.now();
  return ctx.db.transaction(async (tx) => {
    await tx.update(users).set({ passwordHash, updatedAt: now }).where(eq(users.id, userId));
    const revoked = await tx
      .update(sessions)
      .set({ revokedAt: now })
      .where(and(eq(sessions.userId, userId), ne(sessions.id, sessionId), isNull(sessions.revokedAt)))
      .returning({ id: sessions.id });
    await audit(tx, {
      action: 'account.password_changed',
      target: { type: 'user', id: userId, label: user.email },
      changes: { other_sessions: { before: revoked.length, after: 0 } },
      at: now,
    });
    await enqueueMail(
      tx,
      passwordChangedMail(localeOf(user.locale), user.email, user.name, ctx.config.appUrl),
      now,
    );
    return revoked.length;
  });
}

export async function requestEmailChange(
  ctx: AppContext,
  userId: string,
  input: { new_email: string; current_password?: string },
): Promise<void> {
  const user = await row(ctx, userId);
  await checkCurrentPassword(ctx, user, input.current_password);
  if (input.new_email === user.email) {
    throw unprocessable(ACCOUNT_MESSAGES.sameEmail, { new_email: [ACCOUNT_MESSAGES.sameEmail] });
  }
  const [taken] = await ctx.db.select({ id: users.id }).from(users).where(eq(users.email, input.new_email));
  if (taken) throw conflict(ACCOUNT_MESSAGES.emailTaken);
  const now = ctx.clock.now();
  // One code mail a minute per account, like the verification resend.
  const { count } = await countHit(ctx.db, `email-change:user:${userId}`, MINUTE, now);
  if (count > 1)
    throw new HttpError(
      429,
      i18nText('Please wait a minute before asking for another code.'),
      'RATE_LIMITED',
      undefined,
      60,
    );
  await ctx.db.transaction(async (tx) => {
    const code = await issueCode(tx, {
      secret: ctx.config.jwtSecret,
      userId,
      purpose: 'change_email',
      now,
      ttlMs: ctx.config.limits.codeTtlMs,
      targetEmail: input.new_email,
    });
    await enqueueMail(
      tx,
      emailChangeCodeMail(localeOf(user.locale), input.new_email, user.name, code, ctx.config.appUrl),
      now,
    );
  });
}

export async function confirmEmailChange(ctx: AppContext, userId: string, code: string): Promise<Account> {
  const user = await row(ctx, userId);
  const now = ctx.clock.now();
  const used = await consumeCodeRow(ctx.db, {
    secret: ctx.config.jwtSecret,
    userId,
    purpose: 'change_email',
    code,
    now,
    maxAttempts: ctx.config.limits.codeMaxAttempts,
  });
  if (!used?.targetEmail) {
    // A mistyped code while the change still waits for one is said so (decision 1187): telling that member
    // nothing is waiting sends them to ask for a new code, which the one-a-minute limit then refuses.
    const message = (await pendingEmailChange(ctx, userId, now))
      ? ACCOUNT_MESSAGES.wrongEmailCode
      : ACCOUNT_MESSAGES.noPendingEmail;
    throw unprocessable(message, { code: [message] });
  }
  const target = used.targetEmail;
  try {
    await ctx.db.transaction(async (tx) => {
      await tx
        .update(users)
        .set({ email: target, emailVerifiedAt: now, updatedAt: now })
        .where(eq(users.id, userId));
      // Codes mailed to the old address (a password reset, a verification) no longer prove anything: the old
      // mailbox learns the new address from the notice below and must not open the account with them.
      await tx
        .delete(verificationCodes)
        .where(
          and(
            eq(verificationCodes.userId, userId),
            inArray(verificationCodes.purpose, ['reset_password', 'verify_email']),
          ),
        );
      await audit(tx, {
        action: 'account.email_changed',
        target: { type: 'user', id: userId, label: target },
        changes: { email: { before: user.email, after: target } },
        at: now,
      });
      // The old address learns of the change, in case it was not its owner's doing.
      await enqueueMail(
        tx,
        emailChangedMail(localeOf(user.locale), user.email, user.name, target, ctx.config.appUrl),
        now,
      );
    });
  } catch (error) {
    if (
      (error as { code?: string; cause?: { code?: string } }).code === '23505' ||
      (error as { cause?: { code?: string } }).cause?.code === '23505'
    ) {
      throw conflict(ACCOUNT_MESSAGES.emailTaken);
    }
    throw error;
  }
  return getAccount(ctx, userId);
}

export async function listSessions(
  ctx: AppContext,
  userId: string,
  currentId: string,
): Promise<SessionInfo[]> {
  const now = ctx.clock.now();
  const rows = await ctx.db
    .select()
    .from(sessions)
    .where(and(eq(sessions.userId, userId), isNull(sessions.revokedAt), gt(sessions.expiresAt, now)))
    .orderBy(desc(sessions.createdAt));
  return rows.map((s) => ({
    id: s.id,
    created_at: s.createdAt.toISOString(),
    expires_at: s.expiresAt.toISOString(),
    user_agent: s.userAgent ?? null,
    ip: s.ip ?? null,
    current: s.id === currentId,
  }));
}

/** The account's own sessions ended from Edit Profile: one audit entry with how many (issue 9). */
async function auditOwnRevocation(tx: Db, userId: string, count: number, now: Date) {
  if (count === 0) return;
  const [owner] = await tx.select({ email: users.email }).from(users).where(eq(users.id, userId));
  await audit(tx, {
    action: 'account.sessions_revoked',
    target: { type: 'user', id: userId, label: owner?.email ?? null },
    changes: { sessions: { before: count, after: 0 } },
    at: now,
  });
}

export async function revokeOwnSession(ctx: AppContext, userId: string, sessionId: string): Promise<void> {
  const now = ctx.clock.now();
  const revoked = await ctx.db.transaction(async (tx) => {
    const rows = await tx
      .update(sessions)
      .set({ revokedAt: now })
      .where(and(eq(sessions.id, sessionId), eq(sessions.userId, userId), isNull(sessions.revokedAt)))
      .returning({ id: sessions.id });
    await auditOwnRevocation(tx, userId, rows.length, now);
    return rows;
  });
  if (revoked.length === 0) throw notFound(i18nText('No such session.'));
}

export async function revokeOtherSessions(
  ctx: AppContext,
  userId: string,
  currentId: string,
): Promise<number> {
  const now = ctx.clock.now();
  return ctx.db.transaction(async (tx) => {
    const revoked = await tx
      .update(sessions)
      .set({ revokedAt: now })
      .where(and(eq(sessions.userId, userId), ne(sessions.id, currentId), isNull(sessions.revokedAt)))
      .returning({ id: sessions.id });
    await auditOwnRevocation(tx, userId, revoked.length, now);
    return revoked.length;
  });
}

export async function unlinkGithub(ctx: AppContext, userId: string): Promise<Account> {
  const user = await row(ctx, userId);
  if (user.githubId === null) throw conflict(ACCOUNT_MESSAGES.notLinked);
  if (user.passwordHash === null) throw conflict(ACCOUNT_MESSAGES.unlinkNeedsPassword);
  const now = ctx.clock.now();
  await ctx.db.transaction(async (tx) => {
    await tx
      .update(users)
      .set({ githubId: null, githubLogin: null, updatedAt: now })
      .where(eq(users.id, userId));
    await audit(tx, {
      action: 'auth.github_unlinked',
      target: { type: 'user', id: userId, label: user.email },
      changes: { github_login: { before: user.githubLogin, after: null } },
      at: now,
    });
  });
  return getAccount(ctx, userId);
}

export async function deleteAccount(
  ctx: AppContext,
  auth: AuthUser,
  input: { current_password?: string; confirmation?: string },
): Promise<void> {
  const user = await row(ctx, auth.id);
  if (user.passwordHash !== null) await checkCurrentPassword(ctx, user, input.current_password);
  else if (input.confirmation !== DELETE_CONFIRMATION) {
    throw unprocessable(ACCOUNT_MESSAGES.confirmDelete, { confirmation: [ACCOUNT_MESSAGES.confirmDelete] });
  }
  const now = ctx.clock.now();
  const keys = await ctx.db.transaction(async (tx) => {
    // The rule of the users administration (decisions 403, 1060), under its lock: another enabled, verified
    // administrator holding every permission must remain, even when two administrators leave at the same moment.
    await notLastAdmin(tx, user, ACCOUNT_MESSAGES.lastAdmin);
    const files = await eraseUser(tx, user.id, now, ctx.config.appUrl);
    await audit(tx, {
      action: 'user.erased',
      target: { type: 'user', id: user.id, label: ERASED_NAME },
      at: now,
    });
    return files;
  });
  // An erased owner's teammates are mailed (decision 1207).
  ctx.outbox.poke();
  // Files go once the rows are gone; a failed delete leaves an unreachable file, never a dangling row.
  const storage = storageFor(ctx.config);
  await Promise.all(keys.map((key) => storage.delete(key).catch(() => undefined)));
}
