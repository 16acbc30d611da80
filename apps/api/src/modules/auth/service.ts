import { eq } from 'drizzle-orm';
import { ERROR_CODES, MESSAGES, pickLocale } from '@app/shared';
import type { LoginRequest, RegisterRequest, ResetPasswordRequest, VerifyEmailRequest } from '@app/shared';
import { consumeCode, issueCode } from '../../auth/codes';
import { hashPassword, verifyAgainstDummy, verifyPassword } from '../../auth/password';
import { createSession, loadUser, revokeAllSessions, revokeSession } from '../../auth/sessions';
import type { AuthUser } from '../../auth/sessions';
import type { AppContext } from '../../context';
import { users } from '../../db/schema';
import { HttpError, badRequest, conflict, unauthorized } from '../../lib/errors';
import { clearCount, countHit, currentCount, enforceLimit } from '../../lib/rate-limit';
import { enqueueMail } from '../../mail/outbox';
import { passwordResetMail, verificationMail } from '../../mail/templates';

const HOUR = 3_600_000;

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
      await enqueueMail(tx, verificationMail(user!.email, user!.name, code, ctx.config.appUrl), now);
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
    await ctx.db.update(users).set({ emailVerifiedAt: now, updatedAt: now }).where(eq(users.id, user.id));
  }
}

const codeMailKey = (purpose: 'verify_email' | 'reset_password', email: string) => `${purpose}:mail:${email}`;

/** Sends a code mail unless one went to this address in the last interval; says nothing either way. */
async function sendCodeMail(ctx: AppContext, email: string, purpose: 'verify_email' | 'reset_password') {
  const user = await findUserByEmail(ctx, email);
  if (!user) return;
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
        ? verificationMail(user.email, user.name, code, ctx.config.appUrl)
        : passwordResetMail(user.email, user.name, code, ctx.config.appUrl);
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
  });
  await clearCount(ctx.db, loginFailureKey(user.email));
}

const loginFailureKey = (email: string) => `login-failures:${email}`;

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
): Promise<IssuedSession> {
  const now = ctx.clock.now();
  const lifetimeMs = remember ? ctx.config.limits.rememberedSessionMs : ctx.config.limits.sessionMs;
  const session = await createSession(ctx.db, { userId, now, lifetimeMs, remember, ...meta });
  const user = await loadUser(ctx.db, userId);
  if (!user) throw unauthorized(MESSAGES.invalidCredentials);
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
  if ((await currentCount(ctx.db, key, loginWindowMs, ctx.clock.now())) >= loginFailures) {
    throw new HttpError(429, MESSAGES.tooManyLoginAttempts, ERROR_CODES.rateLimited);
  }
  const user = await findUserByEmail(ctx, input.email);
  const valid = user?.passwordHash
    ? await verifyPassword(user.passwordHash, input.password)
    : await verifyAgainstDummy(input.password);
  if (!user || !valid) {
    await countHit(ctx.db, key, loginWindowMs, ctx.clock.now());
    throw unauthorized(MESSAGES.invalidCredentials, 'INVALID_CREDENTIALS');
  }
  if (!user.emailVerifiedAt)
    throw new HttpError(403, MESSAGES.emailNotVerified, ERROR_CODES.emailNotVerified);
  await clearCount(ctx.db, key);
  return startSession(ctx, user.id, input.remember ?? false, meta);
}

export async function logout(ctx: AppContext, sessionId: string): Promise<void> {
  await revokeSession(ctx.db, sessionId, ctx.clock.now());
}
