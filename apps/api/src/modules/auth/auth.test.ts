import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { MESSAGES } from '@app/shared';
import { users } from '../../db/schema';
import { ADMIN, signUp, startSmtpTestServer } from '../../../test/harness';
import type { TestServer } from '../../../test/harness';
import { MINUTE, jwtPayload, outboxTo } from '../../../test/helpers';
import { codeFrom } from '../../../test/smtp-peer';
import type { ReceivedMail, SmtpPeer } from '../../../test/smtp-peer';

let smtp: SmtpPeer;
let server: TestServer;

beforeAll(async () => {
  ({ server, smtp } = await startSmtpTestServer());
});

afterAll(async () => {
  await server.stop();
});

const PASSWORD = 'Password123';
const register = (email: string, name = 'Test User', password = PASSWORD) =>
  server.call('POST', '/api/auth/register', { body: { name, email, password } });
const login = (email: string, password = PASSWORD, remember?: boolean) =>
  server.call('POST', '/api/auth/login', {
    body: { email, password, ...(remember === undefined ? {} : { remember }) },
  });
const verify = (email: string, code: string) =>
  server.call('POST', '/api/auth/verify-email', { body: { email, code } });
const otherCode = (code: string) => (code === '000000' ? '111111' : '000000');

/** The newest mail to `to` whose subject matches, once at least `count` such mails arrived. */
async function nthMail(to: string, subject: string, count: number): Promise<ReceivedMail> {
  const matching = () => smtp.mails.filter((m) => m.to.includes(to) && m.subject.includes(subject));
  await smtp.waitFor(to, () => matching().length >= count);
  return matching()[count - 1]!;
}

/** Delivers what is due now and returns how many mails the outbox holds for `to`. */
async function mailsQueuedFor(to: string): Promise<number> {
  await server.ctx.outbox.runOnce();
  return (await outboxTo(server, to)).length;
}

describe('POST /api/auth/register', () => {
  it('creates an unverified member, mails a code, verifies it and signs in', async () => {
    const email = 'Nguyen.An@Example.com ';
    const reg = await register(email, 'Nguyễn Văn An');
    expect(reg.status).toBe(201);
    expect(reg.body).toEqual({ success: true, email: 'nguyen.an@example.com' });

    const [row] = await server.ctx.db.select().from(users).where(eq(users.email, 'nguyen.an@example.com'));
    expect(row).toMatchObject({ name: 'Nguyễn Văn An', role: 'member', emailVerifiedAt: null });
    expect(row!.passwordHash).toMatch(/^\$argon2id\$v=19\$m=19456,t=2,p=1\$/);

    const early = await login('nguyen.an@example.com');
    expect(early.status).toBe(403);
    expect(early.body).toEqual({
      success: false,
      code: 'EMAIL_NOT_VERIFIED',
      message: MESSAGES.emailNotVerified,
    });

    const mail = await smtp.waitFor('nguyen.an@example.com');
    expect(mail.subject).toContain('verification code');
    expect(mail.raw).toContain('Content-Type: text/plain');
    expect(mail.raw).toContain('Content-Type: text/html');
    const code = codeFrom(mail);
    // The button opens the verification step with the code filled in, not the sign-in page (decision 1211).
    expect(mail.text).toContain(`/register?verify=nguyen.an%40example.com&code=${code}`);
    expect(mail.text).not.toContain('/login');
    const ok = await verify('NGUYEN.AN@example.com', code);
    expect(ok.status).toBe(200);
    expect(ok.body).toEqual({ success: true });

    const signedIn = await login(' Nguyen.An@EXAMPLE.com');
    expect(signedIn.status).toBe(200);
    expect((signedIn.body.user as { name: string }).name).toBe('Nguyễn Văn An');
  });

  it('refuses a second registration of the same address, whatever its case', async () => {
    await signUp(server, smtp, { email: 'twice@example.com' });
    const again = await register('  TWICE@example.com');
    expect(again.status).toBe(409);
    expect(again.body).toEqual({
      success: false,
      code: 'CONFLICT',
      message: 'This email is already registered. Please use a different email or try to log in.',
    });
  });

  it('answers 422 with per-field errors for each of spec §5 rules', async () => {
    const cases: Array<[Record<string, unknown>, string, string]> = [
      [{ name: 'A', email: 'a1@example.com', password: 'Short1' }, 'password', MESSAGES.passwordTooShort],
      [
        { name: 'A', email: 'a1@example.com', password: 'alllower1' },
        'password',
        MESSAGES.passwordComplexity,
      ],
      [
        { name: 'A', email: 'a1@example.com', password: 'ALLUPPER1' },
        'password',
        MESSAGES.passwordComplexity,
      ],
      [
        { name: 'A', email: 'a1@example.com', password: 'NoDigitsHere' },
        'password',
        MESSAGES.passwordComplexity,
      ],
      [{ name: 'A', email: 'not-an-email', password: PASSWORD }, 'email', MESSAGES.invalidEmail],
      [{ name: '   ', email: 'a1@example.com', password: PASSWORD }, 'name', MESSAGES.nameRequired],
      [{ name: 'x'.repeat(101), email: 'a1@example.com', password: PASSWORD }, 'name', MESSAGES.nameTooLong],
      [{ email: 'a1@example.com', password: PASSWORD }, 'name', MESSAGES.nameRequired],
    ];
    for (const [body, field, message] of cases) {
      const reply = await server.call('POST', '/api/auth/register', { body });
      expect(reply.status, JSON.stringify(body)).toBe(422);
      expect(reply.body).toMatchObject({ success: false, code: 'VALIDATION_ERROR', message });
      expect((reply.body.errors as Record<string, string[]>)[field]).toContain(message);
    }
    const [row] = await server.ctx.db.select().from(users).where(eq(users.email, 'a1@example.com'));
    expect(row).toBeUndefined();
  });

  it('takes a Vietnamese password whose only capital is Đ, and signs in with it (decision 1137)', async () => {
    const password = 'Đàmđạo12';
    expect((await register('vietnamese-password@example.com', 'Đàm Đạo', password)).status).toBe(201);
    const code = codeFrom(await smtp.waitFor('vietnamese-password@example.com'));
    expect((await verify('vietnamese-password@example.com', code)).status).toBe(200);
    expect((await login('vietnamese-password@example.com', password)).status).toBe(200);
    const lower = await register('vietnamese-lower@example.com', 'Đàm Đạo', 'đàmđạo12');
    expect(lower.status).toBe(422);
    expect(lower.body.message).toBe(MESSAGES.passwordComplexity);
  });
});

describe('POST /api/auth/verify-email', () => {
  it('refuses a wrong code, then accepts the right one once only', async () => {
    await register('single@example.com');
    const code = codeFrom(await smtp.waitFor('single@example.com'));
    const wrong = await verify('single@example.com', otherCode(code));
    expect(wrong.status).toBe(400);
    expect(wrong.body).toMatchObject({ success: false, message: MESSAGES.invalidCode });
    expect((await verify('single@example.com', code)).status).toBe(200);
    const reused = await verify('single@example.com', code);
    expect(reused.status).toBe(400);
    expect(reused.body.message).toBe(MESSAGES.invalidCode);
  });

  it('refuses an unknown address and a malformed code', async () => {
    const unknown = await verify('nobody@example.com', '123456');
    expect(unknown.status).toBe(400);
    expect(unknown.body.message).toBe(MESSAGES.invalidCode);
    const short = await verify('nobody@example.com', '12345');
    expect(short.status).toBe(422);
    expect((short.body.errors as Record<string, string[]>).code).toEqual([MESSAGES.codeFormat]);
    const blank = await verify('nobody@example.com', '  ');
    expect(blank.status).toBe(422);
    expect(blank.body.message).toBe(MESSAGES.codeRequired);
  });

  it('expires the code after 15 minutes', async () => {
    await register('late@example.com');
    const code = codeFrom(await smtp.waitFor('late@example.com'));
    server.clock.advance(15 * MINUTE + 1_000);
    expect((await verify('late@example.com', code)).status).toBe(400);
    expect((await login('late@example.com')).status).toBe(403);
  });

  it('voids the code after 5 wrong tries', async () => {
    await register('guesser@example.com');
    const code = codeFrom(await smtp.waitFor('guesser@example.com'));
    for (let i = 0; i < 5; i++) {
      expect((await verify('guesser@example.com', otherCode(code))).status).toBe(400);
    }
    expect((await verify('guesser@example.com', code)).status).toBe(400);
  });

  it('accepts a code after 4 wrong tries', async () => {
    await register('fourtries@example.com');
    const code = codeFrom(await smtp.waitFor('fourtries@example.com'));
    for (let i = 0; i < 4; i++) {
      expect((await verify('fourtries@example.com', otherCode(code))).status).toBe(400);
    }
    expect((await verify('fourtries@example.com', code)).status).toBe(200);
  });
});

describe('POST /api/auth/resend-verification', () => {
  it('answers 200 for an unknown address and mails nothing', async () => {
    const reply = await server.call('POST', '/api/auth/resend-verification', {
      body: { email: 'ghost@example.com' },
    });
    expect(reply.status).toBe(200);
    expect(reply.body).toEqual({ success: true });
    expect(await mailsQueuedFor('ghost@example.com')).toBe(0);
  });

  it('sends at most one mail per address per 60 s, and a new code voids the old one', async () => {
    const email = 'resend@example.com';
    await register(email);
    const first = codeFrom(await nthMail(email, 'verification code', 1));
    const resend = () => server.call('POST', '/api/auth/resend-verification', { body: { email } });

    // The registration mail opened the interval: an immediate resend sends nothing.
    expect((await resend()).status).toBe(200);
    expect(await mailsQueuedFor(email)).toBe(1);

    server.clock.advance(61_000);
    expect((await resend()).status).toBe(200);
    expect((await resend()).status).toBe(200);
    expect(await mailsQueuedFor(email)).toBe(2);
    const second = codeFrom(await nthMail(email, 'verification code', 2));

    if (second !== first) expect((await verify(email, first)).status).toBe(400);
    expect((await verify(email, second)).status).toBe(200);
  });

  it('mails nothing to an address that is already verified', async () => {
    const email = 'done@example.com';
    await signUp(server, smtp, { email });
    server.clock.advance(61_000);
    const reply = await server.call('POST', '/api/auth/resend-verification', { body: { email } });
    expect(reply.status).toBe(200);
    expect(await mailsQueuedFor(email)).toBe(1);
  });

  it('answers 422 for a malformed address', async () => {
    const reply = await server.call('POST', '/api/auth/resend-verification', { body: { email: 'x' } });
    expect(reply.status).toBe(422);
    expect(reply.body.errors).toHaveProperty('email');
  });
});

describe('POST /api/auth/login', () => {
  it('answers with a bearer token and the user without any hash', async () => {
    await signUp(server, smtp, { email: 'shape@example.com', name: 'Trần Thị Bình' });
    const reply = await login('shape@example.com');
    expect(reply.status).toBe(200);
    expect(Object.keys(reply.body).sort()).toEqual([
      'access_token',
      'expires_at',
      'success',
      'token_type',
      'user',
    ]);
    expect(reply.body).toMatchObject({ success: true, token_type: 'bearer' });
    const user = reply.body.user as Record<string, unknown>;
    expect(Object.keys(user).sort()).toEqual([
      'company',
      'created_at',
      'email',
      'id',
      'locale',
      'name',
      'permissions',
      'role',
      'updated_at',
    ]);
    // The account's language (issue 17): the web app adopts it at sign-in.
    expect(user).toMatchObject({
      name: 'Trần Thị Bình',
      email: 'shape@example.com',
      role: 'member',
      // Outside any company (issue 10).
      company: null,
      locale: 'en',
    });
    expect(user.permissions).toEqual(expect.arrayContaining(['user:read:own', 'support:create']));
    expect(JSON.stringify(reply.body)).not.toContain('argon2');
    const claims = jwtPayload(reply.body.access_token as string);
    expect(claims.sub).toBe(user.id);
    expect(typeof claims.exp).toBe('number');
  });

  it('gives the same 401 for an unknown address and a wrong password', async () => {
    await signUp(server, smtp, { email: 'same401@example.com' });
    const unknown = await login('nobody-here@example.com');
    const wrong = await login('same401@example.com', 'WrongPassword1');
    expect(unknown.status).toBe(401);
    expect(wrong.status).toBe(401);
    expect(unknown.body).toEqual(wrong.body);
    expect(wrong.body).toMatchObject({ success: false, message: 'Invalid email or password.' });
    expect(wrong.body.access_token).toBeUndefined();
  });

  it('answers 422 when the e-mail or password is missing', async () => {
    const reply = await server.call('POST', '/api/auth/login', { body: { email: 'a@example.com' } });
    expect(reply.status).toBe(422);
    expect(reply.body.errors).toHaveProperty('password');
    // A password too long to be anyone's is not a missing one.
    const long = await server.call('POST', '/api/auth/login', {
      body: { email: 'a@example.com', password: 'A1'.repeat(600) },
    });
    expect(long.status).toBe(422);
    expect(long.body).toMatchObject({ message: 'Invalid email or password.' });
  });

  it('locks an address after 10 failures in 15 minutes until the window passes', async () => {
    const email = 'locked@example.com';
    await signUp(server, smtp, { email });
    for (let i = 0; i < 10; i++) expect((await login(email, 'WrongPassword1')).status).toBe(401);
    const locked = await login(email);
    expect(locked.status).toBe(429);
    expect(locked.body).toMatchObject({
      success: false,
      message: 'Too many failed login attempts. Please try again in 15 minutes.',
    });
    expect(locked.body.access_token).toBeUndefined();
    // Like every other 429, it says when to come back: the window opened at the first failure.
    expect(Number(locked.headers.get('retry-after'))).toBeGreaterThan(14 * 60);
    expect(Number(locked.headers.get('retry-after'))).toBeLessThanOrEqual(15 * 60);
    // Another address is not affected.
    await signUp(server, smtp, { email: 'neighbour@example.com' });

    server.clock.advance(14 * MINUTE);
    const later = await login(email);
    expect(later.status).toBe(429);
    expect(Number(later.headers.get('retry-after'))).toBeLessThanOrEqual(60);
    // The message tells the same time as the header, not the window's full 15 minutes (decision 1215).
    expect(later.body.message).toBe('Too many failed login attempts. Please try again in 1 minute.');
    const vietnamese = await server.call('POST', '/api/auth/login', {
      body: { email, password: PASSWORD },
      headers: { 'accept-language': 'vi' },
    });
    expect(vietnamese.body.message).toBe('Bạn đã đăng nhập sai quá nhiều lần. Vui lòng thử lại sau 1 phút.');
    server.clock.advance(MINUTE + 1_000);
    expect((await login(email)).status).toBe(200);
  });

  it('lets no more than 10 guesses through when they are sent at the same moment', async () => {
    const email = 'burst-login@example.com';
    await signUp(server, smtp, { email });
    const replies = await Promise.all(
      Array.from({ length: 30 }, (_, i) => login(email, `WrongPassword${i}`)),
    );
    const statuses = replies.map((r) => r.status);
    expect(statuses.filter((s) => s === 401)).toHaveLength(10);
    expect(statuses.filter((s) => s === 429)).toHaveLength(20);
    // The right password is refused as well until the window passes.
    expect((await login(email)).status).toBe(429);
    server.clock.advance(15 * MINUTE + 1_000);
    expect((await login(email)).status).toBe(200);
  });

  it('forgets the failures once the right password is given', async () => {
    const email = 'nine-failures@example.com';
    await signUp(server, smtp, { email });
    for (let i = 0; i < 9; i++) expect((await login(email, 'WrongPassword1')).status).toBe(401);
    expect((await login(email)).status).toBe(200);
    for (let i = 0; i < 10; i++) expect((await login(email, 'WrongPassword1')).status).toBe(401);
    expect((await login(email)).status).toBe(429);
  });

  it('opens a 24-hour session, or 30 days with remember', async () => {
    await signUp(server, smtp, { email: 'remember@example.com' });
    const short = jwtPayload((await login('remember@example.com')).body.access_token as string);
    const long = jwtPayload(
      (await login('remember@example.com', PASSWORD, true)).body.access_token as string,
    );
    expect(Number(short.exp) - Number(short.iat)).toBe(24 * 3600);
    expect(Number(long.exp) - Number(long.iat)).toBe(30 * 24 * 3600);
  });

  it('signs in the first admin with every permission', async () => {
    const reply = await server.call('POST', '/api/auth/login', { body: ADMIN });
    expect(reply.status).toBe(200);
    const user = reply.body.user as { role: string; permissions: string[] };
    expect(user.role).toBe('admin');
    expect(user.permissions).toContain('system:settings');
    expect(user.permissions).toContain('job:manage');
  });
});

describe('GET /api/auth/profile and POST /api/auth/logout', () => {
  it('reads the profile, then logout revokes the token', async () => {
    const { token, userId } = await signUp(server, smtp, {
      email: 'profile@example.com',
      name: 'Lê Văn Cường',
    });
    const profile = await server.call('GET', '/api/auth/profile', { token });
    expect(profile.status).toBe(200);
    expect(profile.body).toMatchObject({
      success: true,
      user: { id: userId, name: 'Lê Văn Cường', email: 'profile@example.com', role: 'member' },
    });
    const out = await server.call('POST', '/api/auth/logout', { token });
    expect(out.status).toBe(200);
    expect(out.body).toEqual({ success: true });
    const after = await server.call('GET', '/api/auth/profile', { token });
    expect(after.status).toBe(401);
    expect(after.body).toMatchObject({ success: false, code: 'TOKEN_EXPIRED' });
    expect((await server.call('POST', '/api/auth/logout', { token })).status).toBe(401);
  });

  it('accepts a bodyless logout sent with a JSON content type', async () => {
    const { token } = await signUp(server, smtp, { email: 'bodyless@example.com' });
    const out = await server.call('POST', '/api/auth/logout', {
      token,
      headers: { 'content-type': 'application/json' },
    });
    expect(out.status).toBe(200);
  });
});

describe('password reset', () => {
  it('answers 200 for an unknown address and mails nothing', async () => {
    const reply = await server.call('POST', '/api/auth/forgot-password', {
      body: { email: 'nope@example.com' },
    });
    expect(reply.status).toBe(200);
    expect(reply.body).toEqual({ success: true });
    expect(await mailsQueuedFor('nope@example.com')).toBe(0);
  });

  it('mails a code and a prefilled link; the reset revokes every session and swaps the password', async () => {
    const email = 'reset.me+tag@example.com';
    const { token } = await signUp(server, smtp, { email });
    const second = (await login(email)).body.access_token as string;
    const forgot = await server.call('POST', '/api/auth/forgot-password', {
      body: { email: ` ${email.toUpperCase()}` },
    });
    expect(forgot.status).toBe(200);
    const mail = await nthMail(email, 'Reset your', 1);
    expect(mail.raw).toContain('Content-Type: text/plain');
    expect(mail.raw).toContain('Content-Type: text/html');
    const code = codeFrom(mail);
    expect(mail.text).toContain(
      `http://localhost:5173/forgot-password?email=${encodeURIComponent(email)}&code=${code}`,
    );

    const weak = await server.call('POST', '/api/auth/reset-password', {
      body: { email, code, password: 'weakpass' },
    });
    expect(weak.status).toBe(422);
    expect((weak.body.errors as Record<string, string[]>).password).toEqual([MESSAGES.passwordComplexity]);

    const wrong = await server.call('POST', '/api/auth/reset-password', {
      body: { email, code: otherCode(code), password: 'NewPassword456' },
    });
    expect(wrong.status).toBe(400);
    expect(wrong.body).toMatchObject({ success: false, message: MESSAGES.invalidCode });

    const ok = await server.call('POST', '/api/auth/reset-password', {
      body: { email, code, password: 'NewPassword456' },
    });
    expect(ok.status).toBe(200);
    expect(ok.body).toEqual({ success: true });

    expect((await server.call('GET', '/api/auth/profile', { token })).status).toBe(401);
    expect((await server.call('GET', '/api/auth/profile', { token: second })).status).toBe(401);
    expect((await login(email)).status).toBe(401);
    expect((await login(email, 'NewPassword456')).status).toBe(200);

    const reused = await server.call('POST', '/api/auth/reset-password', {
      body: { email, code, password: 'OtherPassword789' },
    });
    expect(reused.status).toBe(400);
  });

  it('expires a reset code after 15 minutes', async () => {
    const email = 'reset.late@example.com';
    await signUp(server, smtp, { email });
    await server.call('POST', '/api/auth/forgot-password', { body: { email } });
    const code = codeFrom(await nthMail(email, 'Reset your', 1));
    server.clock.advance(15 * MINUTE + 1_000);
    const late = await server.call('POST', '/api/auth/reset-password', {
      body: { email, code, password: 'NewPassword456' },
    });
    expect(late.status).toBe(400);
    expect((await login(email)).status).toBe(200);
  });

  it('verifies an unverified address, since reading the mail proves ownership', async () => {
    const email = 'reset.unverified@example.com';
    await register(email);
    await server.call('POST', '/api/auth/forgot-password', { body: { email } });
    const code = codeFrom(await nthMail(email, 'Reset your', 1));
    const ok = await server.call('POST', '/api/auth/reset-password', {
      body: { email, code, password: 'NewPassword456' },
    });
    expect(ok.status).toBe(200);
    expect((await login(email, 'NewPassword456')).status).toBe(200);
  });

  it('keeps the window on forgot-password mails too (one per address per minute)', async () => {
    const email = 'reset.twice@example.com';
    await signUp(server, smtp, { email });
    await server.call('POST', '/api/auth/forgot-password', { body: { email } });
    await server.call('POST', '/api/auth/forgot-password', { body: { email } });
    await server.ctx.outbox.runOnce();
    const resets = (await outboxTo(server, email)).filter((m) => m.subject.includes('Reset'));
    expect(resets).toHaveLength(1);
  });
});
