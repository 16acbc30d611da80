import { eq, sql } from 'drizzle-orm';
import { ERROR_CODES, MESSAGES, i18nFormat, i18nText, pickLocale } from '@app/shared';
import type { LoginRequest, RegisterRequest, ResetPasswordRequest, VerifyEmailRequest } from '@app/shared';
import { consumeCode, issueCode } from '../../auth/codes';
import { hashPassword, verifyAgainstDummy, verifyPassword } from '../../auth/password';
import { openSession, revokeAllSessions, revokeSession } from '../../auth/sessions';
import type { AuthUser } from '../../auth/sessions';
import type { AppContext } from '../../context';
import { queryPrepared } from '../../db/client';
import { users } from '../../db/schema';
import { audit, auditOrigin, changedFields } from '../../lib/audit';
import { HttpError, badRequest, conflict, forbidden, tooManyRequests, unauthorized } from '../../lib/errors';
import { getSettings } from '../../lib/settings';
import { clearCount, countHit, countHitSql, enforceLimit } from '../../lib/rate-limit';
import { enqueueMail } from '../../mail/outbox';
import { passwordResetMail, verificationMail } from '../../mail/templates';
import { localeOf } from '../../lib/i18n';

const HOUR = 3_600_000;

export const REGISTRATION_CLOSED = i18nText(
  'Registration is closed at the moment. Ask an administrator for an invitation to join.',
);
export const ACCOUNT_DISABLED = i18nText(
  'This account has been disabled by an administrator. Contact us if you think this is a mistake.',
);
/** The code a disabled account's sign-in is refused with (403). */
export const ACCOUNT_DISABLED_CODE = 'ACCOUNT_DISABLED';

export type ClientMeta = { ip: string; userAgent?: string; acceptLanguage?: string };

async function findUserByEmail(ctx: AppContext, email: string) {
  const [row] = await ctx.db.select().from(users).where(eq(users.email, email));
  return row;
}

export async function limitPerIp(ctx: AppContext, action: string, ip: string): Promise<void> {
  await enforceLimit(
    ctx.db,
    `${action}:ip:${ip}`,
    ctx.config.limits.perIpPerHour,
    HOUR,
    ctx.clock.now(),
    MESSAGES.rateLimited,
  );
}

export async function register(ctx: AppContext, input: RegisterRequest, meta: ClientMeta) {
  // Closed registration (settings, decision 402) still lets invitations in.
  if (!(await getSettings(ctx)).registration.open) throw forbidden(REGISTRATION_CLOSED);
  await limitPerIp(ctx, 'register', meta.ip);
  if (await findUserByEmail(ctx, input.email)) throw conflict(MESSAGES.emailRegistered);
  const passwordHash = await hashPassword(input.password);
  const now = ctx.clock.now();
  try {
    await ctx.db.transaction(async (tx) => {
      const [user] = await tx
        .insert(users)
        .values({
          name: input.name,
          email: input.email,
          passwordHash,
          role: 'member',
          // The browser's language at registration is the account's until the user chooses another.
          locale: pickLocale(meta.acceptLanguage),
          createdAt: now,
          updatedAt: now,
        })
        .returning();
      const code = await issueCode(tx, {
        secret: ctx.config.jwtSecret,
        userId: user!.id,
        purpose: 'verify_email',
        now,
        ttlMs: ctx.config.limits.codeTtlMs,
      });
      await enqueueMail(
        tx,
        verificationMail(localeOf(user!.locale), user!.email, user!.name, code, ctx.config.appUrl),
        now,
      );
      await audit(tx, {
        action: 'user.created',
        actor: { id: user!.id, name: user!.name },
        target: { type: 'user', id: user!.id, label: user!.email },
        changes: { method: { after: 'registration' }, role: { after: 'member' } },
        at: now,
      });
    });
  } catch (error) {
    // Two registrations of one address at the same moment: the unique index decides.
    if (isUniqueViolation(error)) throw conflict(MESSAGES.emailRegistered);
    throw error;
  }
  // The registration mail counts as the first of the address's resend interval.
  await countHit(ctx.db, codeMailKey('verify_email', input.email), ctx.config.limits.resendIntervalMs, now);
  ctx.outbox.poke();
  return { email: input.email };
}

export function isUniqueViolation(error: unknown): boolean {
  for (let e: unknown = error; e; e = (e as { cause?: unknown }).cause) {
    if ((e as { code?: string }).code === '23505') return true;
  }
  return false;
}

/** The account behind the e-mail when the code is right (and uses it up); one 400 for every other case. */
async function userWithValidCode(
  ctx: AppContext,
  input: { email: string; code: string },
  purpose: 'verify_email' | 'reset_password',
  now: Date,
) {
  const user = await findUserByEmail(ctx, input.email);
  const ok =
    user &&
    !user.disabledAt &&
    (await consumeCode(ctx.db, {
      secret: ctx.config.jwtSecret,
      userId: user.id,
      purpose,
      code: input.code,
      now,
      maxAttempts: ctx.config.limits.codeMaxAttempts,
    }));
  if (!ok) throw badRequest(MESSAGES.invalidCode, 'INVALID_CODE');
  return user;
}

export async function verifyEmail(ctx: AppContext, input: VerifyEmailRequest): Promise<void> {
  const now = ctx.clock.now();
  const user = await userWithValidCode(ctx, input, 'verify_email', now);
  if (!user.emailVerifiedAt) {
    await ctx.db.transaction(async (tx) => {
      await tx.update(users).set({ emailVerifiedAt: now, updatedAt: now }).where(eq(users.id, user.id));
      await audit(tx, {
        action: 'auth.email_verified',
        actor: { id: user.id, name: user.name },
        target: { type: 'user', id: user.id, label: user.email },
        at: now,
      });
    });
  }
}

const codeMailKey = (purpose: 'verify_email' | 'reset_password', email: string) => `${purpose}:mail:${email}`;

/** Sends a code mail unless one went to this address in the last interval; says nothing either way. */
async function sendCodeMail(ctx: AppContext, email: string, purpose: 'verify_email' | 'reset_password') {
  const user = await findUserByEmail(ctx, email);
  // A disabled account gets no code (the reply is the same, decision 1152): it could not sign in with it.
  if (!user || user.disabledAt) return;
  if (purpose === 'verify_email' && user.emailVerifiedAt) return;
  const now = ctx.clock.now();
  const { count } = await countHit(
    ctx.db,
    codeMailKey(purpose, email),
    ctx.config.limits.resendIntervalMs,
    now,
  );
  if (count > 1) return;
  await ctx.db.transaction(async (tx) => {
    const code = await issueCode(tx, {
      secret: ctx.config.jwtSecret,
      userId: user.id,
      purpose,
      now,
      ttlMs: ctx.config.limits.codeTtlMs,
    });
    const mail =
      purpose === 'verify_email'
        ? verificationMail(localeOf(user.locale), user.email, user.name, code, ctx.config.appUrl)
        : passwordResetMail(localeOf(user.locale), user.email, user.name, code, ctx.config.appUrl);
    await enqueueMail(tx, mail, now);
  });
  ctx.outbox.poke();
}

export async function resendVerification(ctx: AppContext, email: string, meta: ClientMeta): Promise<void> {
  await limitPerIp(ctx, 'resend', meta.ip);
  await sendCodeMail(ctx, email, 'verify_email');
}

export async function forgotPassword(ctx: AppContext, email: string, meta: ClientMeta): Promise<void> {
  await limitPerIp(ctx, 'forgot', meta.ip);
  await sendCodeMail(ctx, email, 'reset_password');
}

export async function resetPassword(ctx: AppContext, input: ResetPasswordRequest): Promise<void> {
  const now = ctx.clock.now();
  const user = await userWithValidCode(ctx, input, 'reset_password', now);
  const passwordHash = await hashPassword(input.password);
  await ctx.db.transaction(async (tx) => {
    // Reading the mailbox proves ownership, so a reset also verifies the address.
    await tx
      .update(users)
      .set({ passwordHash, emailVerifiedAt: user.emailVerifiedAt ?? now, updatedAt: now })
      .where(eq(users.id, user.id));
    await revokeAllSessions(tx, user.id, now);
    await audit(tx, {
      action: 'auth.password_reset',
      actor: { id: user.id, name: user.name },
      target: { type: 'user', id: user.id, label: user.email },
      at: now,
    });
  });
  await clearCount(ctx.db, loginFailureKey(user.email));
}

export const loginFailureKey = (email: string) => `login-failures:${email}`;

/** The lockout message with the minutes left, rounded up: "in 1 minute" in its last minute. */
export const lockedOutFor = (seconds: number) =>
  i18nFormat(
    '{minutes, plural, one {Too many failed login attempts. Please try again in # minute.} other {Too many failed login attempts. Please try again in # minutes.}}',
    { minutes: Math.max(1, Math.ceil(seconds / 60)) },
  );

export type SignInMethod = 'password' | 'github' | 'invitation';

/** A refused sign-in, in the sign-in log: the account when one matched, else the address typed. */
async function auditSignInFailure(
  ctx: AppContext,
  account: { id: string; email: string } | undefined,
  email: string,
  reason: 'wrong_password' | 'unverified' | 'disabled' | 'locked',
  method: SignInMethod = 'password',
) {
  await audit(ctx.db, {
    action: 'auth.sign_in_failed',
    actor: null,
    target: { type: 'user', id: account?.id ?? email, label: account?.email ?? email },
    changes: { method: { after: method }, reason: { after: reason } },
    at: ctx.clock.now(),
  });
}

export type IssuedSession = {
  access_token: string;
  token_type: 'bearer';
  expires_at: string;
  user: AuthUser;
};

/** Opens a session for a user and signs the token that names it. */
export async function startSession(
  ctx: AppContext,
  userId: string,
  remember: boolean,
  meta: ClientMeta,
  method: SignInMethod = 'password',
  /** The account as the caller just read it (a password sign-in has), to spare a read. */
  known?: { email: string; disabledAt: Date | string | null },
  /** The sign-in attempts' counter the session clears as it opens (a password sign-in's). */
  clearLimitKey?: string,
): Promise<IssuedSession> {
  const now = ctx.clock.now();
  // Every way in (password, GitHub, an invitation) stops here for a disabled account.
  const account =
    known ??
    (
      await ctx.db
        .select({ email: users.email, disabledAt: users.disabledAt })
        .from(users)
        .where(eq(users.id, userId))
    )[0];
  if (account?.disabledAt) {
    await auditSignInFailure(ctx, { id: userId, email: account.email }, account.email, 'disabled', method);
    throw new HttpError(403, ACCOUNT_DISABLED, ACCOUNT_DISABLED_CODE);
  }
  const lifetimeMs = remember ? ctx.config.limits.rememberedSessionMs : ctx.config.limits.sessionMs;
  // The session, the last sign-in and its audit entry are written together, in one statement.
  const opened = await openSession(ctx.db, {
    userId,
    now,
    lifetimeMs,
    remember,
    ...meta,
    clearLimitKey: clearLimitKey ?? null,
    entry: {
      action: 'auth.sign_in',
      changes: changedFields({ method: { after: method } }),
      ...auditOrigin(),
    },
  });
  if (!opened) throw unauthorized(MESSAGES.invalidCredentials);
  const { session, user } = opened;
  const accessToken = await ctx.tokens.sign({
    userId,
    sessionId: session.id,
    expiresAt: session.expiresAt,
    issuedAt: now,
  });
  return {
    access_token: accessToken,
    token_type: 'bearer',
    expires_at: session.expiresAt.toISOString(),
    user,
  };
}

export async function login(ctx: AppContext, input: LoginRequest, meta: ClientMeta): Promise<IssuedSession> {
  const { loginFailures, loginWindowMs } = ctx.config.limits;
  const key = loginFailureKey(input.email);
  const now = ctx.clock.now();
  // Every attempt is counted as it starts, in the same statement that reads the account (decision 1011): guesses
  // sent at the same moment each see the ones before them, so no burst gets past the limit (decision 1136). A right
  // password clears the count again. A prepared statement (decision 1018): every sign-in runs this text.
  const [found] = await queryPrepared<{
    id: string | null;
    email: string | null;
    password_hash: string | null;
    email_verified_at: string | null;
    disabled_at: string | null;
    attempts: number | string;
    window_start: string | Date;
  }>(
    ctx.db,
    sql`with hit as (${countHitSql(key, loginWindowMs, now)})
      select u.id, u.email, u.password_hash, u.email_verified_at, u.disabled_at,
        hit.count as attempts, hit.window_start
      from hit left join users u on u.email = ${input.email}`,
  );
  const user = found?.id
    ? {
        id: found.id,
        email: found.email!,
        passwordHash: found.password_hash,
        emailVerifiedAt: found.email_verified_at,
        disabledAt: found.disabled_at,
      }
    : undefined;
  if (Number(found!.attempts) > loginFailures) {
    await auditSignInFailure(ctx, user, input.email, 'locked');
    // Retry-After like every other 429, so a client knows when the lockout ends; the message says the same time
    // (the window opened at the first failure, so it is seldom the whole 15 minutes; decision 1215).
    const resetAt = new Date(found!.window_start).getTime() + loginWindowMs;
    const seconds = Math.max(1, Math.ceil((resetAt - now.getTime()) / 1000));
    throw tooManyRequests(lockedOutFor(seconds), seconds);
  }
  const valid = user?.passwordHash
    ? await verifyPassword(user.passwordHash, input.password)
    : await verifyAgainstDummy(input.password);
  if (!user || !valid) {
    await auditSignInFailure(ctx, user, input.email, 'wrong_password');
    throw unauthorized(MESSAGES.invalidCredentials, 'INVALID_CREDENTIALS');
  }
  // The right password: this attempt and the failures before it no longer count. When a session opens, its own
  // statement clears them, so a sign-in runs no more statements than before decision 1136.
  if (!user.emailVerifiedAt || user.disabledAt) await clearCount(ctx.db, key);
  if (!user.emailVerifiedAt) {
    await auditSignInFailure(ctx, user, input.email, 'unverified');
    throw new HttpError(403, MESSAGES.emailNotVerified, ERROR_CODES.emailNotVerified);
  }
  return startSession(ctx, user.id, input.remember ?? false, meta, 'password', user, key);
}

export async function logout(ctx: AppContext, user: AuthUser, sessionId: string): Promise<void> {
  const now = ctx.clock.now();
  await ctx.db.transaction(async (tx) => {
    await revokeSession(tx, sessionId, now);
    await audit(tx, {
      action: 'auth.sign_out',
      target: { type: 'user', id: user.id, label: user.email },
      at: now,
    });
  });
}
