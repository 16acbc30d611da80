import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { candidates, cvFiles, users } from '../../db/schema';
import { ADMIN, signUp, startSmtpTestServer } from '../../../test/harness';
import type { TestServer } from '../../../test/harness';
import { employerWithJob, postForm, samplePdf } from '../../../test/recruitment';
import { codeFrom } from '../../../test/smtp-peer';
import type { SmtpPeer } from '../../../test/smtp-peer';

let smtp: SmtpPeer;
let server: TestServer;

beforeAll(async () => {
  ({ server, smtp } = await startSmtpTestServer());
});

afterAll(async () => {
  await server.stop();
});

const login = async (email: string, password: string) =>
  server.call('POST', '/api/auth/login', { body: { email, password } });
const tokenOf = async (email: string, password: string) =>
  (await login(email, password)).body.access_token as string;
async function applyWithPdf(token: string, jobId: string) {
  const applied = await postForm(
    server,
    `/api/jobs/${jobId}/applications`,
    token,
    { cover_letter: 'Hi' },
    {
      name: 'cv.pdf',
      data: samplePdf(),
    },
  );
  expect(applied.status).toBe(201);
}
const profile = (token: string) => server.call('GET', '/api/auth/profile', { token });

describe('Edit Profile: name and password', () => {
  it('changes the name, refusing control characters', async () => {
    const { token } = await signUp(server, smtp, { email: 'name@account.test' });
    const bad = await server.call('PATCH', '/api/account/name', { token, body: { name: 'An\r\nBcc: x' } });
    expect(bad.status).toBe(422);
    const ok = await server.call('PATCH', '/api/account/name', { token, body: { name: 'Nguyễn Văn An' } });
    expect(ok.status).toBe(200);
    expect((ok.body.account as { name: string }).name).toBe('Nguyễn Văn An');
    expect(((await profile(token)).body.user as { name: string }).name).toBe('Nguyễn Văn An');
  });

  it('a new name is the one employers see on the member’s applications', async () => {
    const { jobId } = await employerWithJob(server, smtp, 'hr@rename.test', 'VNG');
    const { token } = await signUp(server, smtp, { email: 'rename@account.test', name: 'Old Name' });
    await applyWithPdf(token, jobId);
    await server.call('PATCH', '/api/account/name', { token, body: { name: 'Lê Thị Hồng' } });
    const hr = await tokenOf('hr@rename.test', 'Password123');
    const list = JSON.stringify(
      (await server.call('GET', `/api/applications?job_id=${jobId}`, { token: hr })).body,
    );
    expect(list).toContain('Lê Thị Hồng');
    expect(list).not.toContain('Old Name');
    // Search by the new name, diacritics ignored, finds the applicant.
    const found = await server.call('GET', `/api/applications?job_id=${jobId}&q=le thi hong`, { token: hr });
    expect(JSON.stringify(found.body)).toContain('Lê Thị Hồng');
  });

  it('changes the password with the current one; every other session ends at once; a mail says so', async () => {
    const email = 'pw@account.test';
    const { token } = await signUp(server, smtp, { email, password: 'Password123' });
    const other = await tokenOf(email, 'Password123');

    const wrong = await server.call('POST', '/api/account/password', {
      token,
      body: { current_password: 'nope-nope', new_password: 'NewPassword456' },
    });
    expect(wrong.status).toBe(400);
    expect(wrong.body).toMatchObject({
      code: 'WRONG_PASSWORD',
      errors: { current_password: expect.any(Array) },
    });
    const weak = await server.call('POST', '/api/account/password', {
      token,
      body: { current_password: 'Password123', new_password: 'short' },
    });
    expect(weak.status).toBe(422);

    const ok = await server.call('POST', '/api/account/password', {
      token,
      body: { current_password: 'Password123', new_password: 'NewPassword456' },
    });
    expect(ok.status).toBe(200);
    expect(ok.body.revoked).toBe(1);
    expect((await profile(token)).status).toBe(200);
    expect((await profile(other)).status).toBe(401);
    expect((await login(email, 'Password123')).status).toBe(401);
    expect((await login(email, 'NewPassword456')).status).toBe(200);
    const mail = await smtp.waitFor(email, (m) => m.subject.includes('password was changed'));
    expect(mail.text).toContain('every other device was signed out');
  });

  it('counts wrong current passwords and stops guessing with 429', async () => {
    const { token } = await signUp(server, smtp, { email: 'guess@account.test' });
    let last = 0;
    for (let i = 0; i < 11; i++) {
      last = (
        await server.call('POST', '/api/account/password', {
          token,
          body: { current_password: `guess-${i}`, new_password: 'NewPassword456' },
        })
      ).status;
    }
    expect(last).toBe(429);
    // The message says the minutes left, as Retry-After does, in the account's language too.
    server.clock.advance(10 * 60_000);
    const again = await server.call('POST', '/api/account/password', {
      token,
      body: { current_password: 'guess-again', new_password: 'NewPassword456' },
    });
    expect(again.status).toBe(429);
    expect(Number(again.headers.get('retry-after'))).toBeLessThanOrEqual(5 * 60);
    expect(again.body.message).toBe(
      'Too many attempts with the current password. Please try again in 5 minutes.',
    );
    const vi = await server.call('POST', '/api/account/password', {
      token,
      body: { current_password: 'guess-again', new_password: 'NewPassword456' },
      headers: { 'accept-language': 'vi' },
    });
    expect(vi.body.message).toBe(
      'Bạn đã nhập sai mật khẩu hiện tại quá nhiều lần. Vui lòng thử lại sau 5 phút.',
    );
  });

  it('does not count the current password when it is right: a member who changes a lot is never locked out', async () => {
    const { token } = await signUp(server, smtp, { email: 'busy@account.test' });
    const passwords = ['Password123', 'NewPassword456'];
    for (let i = 0; i < 12; i++) {
      const changed = await server.call('POST', '/api/account/password', {
        token,
        body: { current_password: passwords[i % 2], new_password: passwords[(i + 1) % 2] },
      });
      expect(changed.status, `change ${i + 1}`).toBe(200);
    }
    // Wrong guesses after that are still limited: ten in the window, then 429.
    const statuses: number[] = [];
    for (let i = 0; i < 11; i++) {
      statuses.push(
        (
          await server.call('POST', '/api/account/password', {
            token,
            body: { current_password: `guess-${i}`, new_password: 'Another789Pass' },
          })
        ).status,
      );
    }
    expect(statuses.slice(0, 10).every((status) => status === 400)).toBe(true);
    expect(statuses[10]).toBe(429);
  });
});

describe('Edit Profile: language', () => {
  it('starts in the browser’s language at registration and changes on request', async () => {
    const reg = await server.call('POST', '/api/auth/register', {
      body: { name: 'Chi Vo', email: 'vi@account.test', password: 'Password123' },
      headers: { 'accept-language': 'vi-VN,vi;q=0.9,en;q=0.5' },
    });
    expect(reg.status).toBe(201);
    const [row] = await server.ctx.db.select().from(users).where(eq(users.email, 'vi@account.test'));
    expect(row!.locale).toBe('vi');

    const { token } = await signUp(server, smtp, { email: 'en@account.test' });
    expect(
      ((await server.call('GET', '/api/account', { token })).body.account as { locale: string }).locale,
    ).toBe('en');
    const changed = await server.call('PATCH', '/api/account/locale', { token, body: { locale: 'vi' } });
    expect((changed.body.account as { locale: string }).locale).toBe('vi');
    const refused = await server.call('PATCH', '/api/account/locale', { token, body: { locale: 'fr' } });
    expect(refused.status).toBe(422);
    expect(refused.body.errors).toHaveProperty(['locale']);
  });
});

describe('Edit Profile: e-mail', () => {
  it('says the code was sent in the language the client asks for', async () => {
    const english = await signUp(server, smtp, { email: 'lang-en@account.test', password: 'Password123' });
    const vietnamese = await signUp(server, smtp, { email: 'lang-vi@account.test', password: 'Password123' });
    const ask = (token: string, email: string, language: string) =>
      server.call('POST', '/api/account/email', {
        token,
        headers: { 'accept-language': language },
        body: { new_email: email, current_password: 'Password123' },
      });
    const en = await ask(english.token, 'lang-en2@account.test', 'en');
    expect(en.status).toBe(202);
    expect(en.body.message).toBe(
      'We sent a 6-digit code to the new address. Enter it to confirm the change.',
    );
    const vi = await ask(vietnamese.token, 'lang-vi2@account.test', 'vi');
    expect(vi.status).toBe(202);
    expect(vi.body.message).toMatch(/6 chữ số/);
  });

  it('confirms a new address with the code sent to it; the old one is told; until then the old one works', async () => {
    const { token } = await signUp(server, smtp, { email: 'old@account.test', password: 'Password123' });
    await signUp(server, smtp, { email: 'taken@account.test' });

    const taken = await server.call('POST', '/api/account/email', {
      token,
      body: { new_email: 'taken@account.test', current_password: 'Password123' },
    });
    expect(taken.status).toBe(409);
    const noPassword = await server.call('POST', '/api/account/email', {
      token,
      body: { new_email: 'new@account.test' },
    });
    expect(noPassword.status).toBe(400);

    const asked = await server.call('POST', '/api/account/email', {
      token,
      body: { new_email: 'New@Account.test', current_password: 'Password123' },
    });
    expect(asked.status).toBe(202);
    const account = await server.call('GET', '/api/account', { token });
    expect(account.body.account).toMatchObject({
      email: 'old@account.test',
      pending_email: 'new@account.test',
    });
    expect((await login('old@account.test', 'Password123')).status).toBe(200);

    const mail = await smtp.waitFor('new@account.test', (m) => m.subject.includes('new DotTrip e-mail'));
    const wrong = await server.call('POST', '/api/account/email/confirm', {
      token,
      body: { code: '000000' },
    });
    expect(wrong.status).toBe(422);
    const confirmed = await server.call('POST', '/api/account/email/confirm', {
      token,
      body: { code: codeFrom(mail) },
    });
    expect(confirmed.status).toBe(200);
    expect(confirmed.body.account).toMatchObject({ email: 'new@account.test', pending_email: null });
    expect((await login('new@account.test', 'Password123')).status).toBe(200);
    expect((await login('old@account.test', 'Password123')).status).toBe(401);
    await smtp.waitFor('old@account.test', (m) => m.subject.includes('e-mail address was changed'));
    const again = await server.call('POST', '/api/account/email/confirm', {
      token,
      body: { code: codeFrom(mail) },
    });
    expect(again.status).toBe(422);
  });
});

describe('Edit Profile: a mistyped e-mail change code (decision 1187)', () => {
  it('says the code is wrong while the change waits, and that nothing waits once the tries are used up', async () => {
    const { token } = await signUp(server, smtp, { email: 'typo@account.test', password: 'Password123' });
    const confirm = (code: string, language = 'en') =>
      server.call('POST', '/api/account/email/confirm', {
        token,
        body: { code },
        headers: { 'accept-language': language },
      });
    // Nothing asked yet: nothing waits for a code.
    const early = await confirm('123456');
    expect(early.status).toBe(422);
    expect(early.body.message).toBe(
      'There is no e-mail change waiting for a code, or the code has expired. Ask for a new one.',
    );

    const asked = await server.call('POST', '/api/account/email', {
      token,
      body: { new_email: 'typo-new@account.test', current_password: 'Password123' },
    });
    expect(asked.status).toBe(202);
    const mail = await smtp.waitFor('typo-new@account.test', (m) => m.subject.includes('new DotTrip e-mail'));
    const right = codeFrom(mail);
    const wrong = right === '000000' ? '111111' : '000000';

    const typo = await confirm(wrong);
    expect(typo.status).toBe(422);
    expect(typo.body.message).toBe(
      'That code is not the one we sent. Check the 6-digit code in the mail to your new address and try again.',
    );
    expect(typo.body.errors).toEqual({ code: [typo.body.message] });
    const typoVi = await confirm(wrong, 'vi');
    expect(typoVi.status).toBe(422);
    expect(typoVi.body.message).toMatch(/^Mã này không phải mã chúng tôi đã gửi/);
    expect((await server.call('GET', '/api/account', { token })).body.account).toMatchObject({
      pending_email: 'typo-new@account.test',
    });

    // Five wrong tries void the code: from then on nothing waits, and the account says so too.
    for (let i = 0; i < 3; i++) expect((await confirm(wrong)).status).toBe(422);
    const voided = await confirm(right);
    expect(voided.status).toBe(422);
    expect(voided.body.message).toBe(
      'There is no e-mail change waiting for a code, or the code has expired. Ask for a new one.',
    );
    expect((await server.call('GET', '/api/account', { token })).body.account).toMatchObject({
      email: 'typo@account.test',
      pending_email: null,
    });
  });
});

describe('Edit Profile: e-mail change and codes sent to the old address', () => {
  it('voids a password reset code mailed to the old address once the new one is confirmed', async () => {
    const { token } = await signUp(server, smtp, { email: 'leaving@account.test', password: 'Password123' });
    // A reset code goes to the old mailbox (perhaps someone else's by now), then the owner moves to a new address.
    const forgot = await server.call('POST', '/api/auth/forgot-password', {
      body: { email: 'leaving@account.test' },
    });
    expect(forgot.status).toBe(200);
    const reset = await smtp.waitFor('leaving@account.test', (m) => m.subject.includes('Reset'));
    await server.call('POST', '/api/account/email', {
      token,
      body: { new_email: 'arrived@account.test', current_password: 'Password123' },
    });
    const mail = await smtp.waitFor('arrived@account.test', (m) => m.subject.includes('new DotTrip e-mail'));
    const confirmed = await server.call('POST', '/api/account/email/confirm', {
      token,
      body: { code: codeFrom(mail) },
    });
    expect(confirmed.status).toBe(200);
    // The old mailbox learns the new address from the notice; its reset code must not open the account.
    const taken = await server.call('POST', '/api/auth/reset-password', {
      body: { email: 'arrived@account.test', code: codeFrom(reset), password: 'Hijacked123' },
    });
    expect(taken.status).toBe(400);
    expect((await login('arrived@account.test', 'Password123')).status).toBe(200);
    expect((await login('arrived@account.test', 'Hijacked123')).status).toBe(401);
  });
});

describe('Edit Profile: sessions', () => {
  it('lists the own sessions, marks the current one, revokes one and all the others', async () => {
    const email = 'sessions@account.test';
    const { token } = await signUp(server, smtp, { email });
    const second = await tokenOf(email, 'Password123');
    const third = await tokenOf(email, 'Password123');
    const list = await server.call('GET', '/api/account/sessions', {
      token,
      headers: { 'user-agent': 'ignored' },
    });
    const rows = list.body.sessions as Array<{ id: string; current: boolean; ip: string | null }>;
    expect(rows).toHaveLength(3);
    expect(rows.filter((s) => s.current)).toHaveLength(1);

    const stranger = await signUp(server, smtp, { email: 'stranger@account.test' });
    const notMine = await server.call('DELETE', `/api/account/sessions/${rows.find((s) => !s.current)!.id}`, {
      token: stranger.token,
    });
    expect(notMine.status).toBe(404);

    const secondId = (await server.call('GET', '/api/account/sessions', { token: second })).body
      .sessions as Array<{
      id: string;
      current: boolean;
    }>;
    const own = secondId.find((s) => s.current)!.id;
    expect((await server.call('DELETE', `/api/account/sessions/${own}`, { token })).status).toBe(200);
    expect((await profile(second)).status).toBe(401);

    const others = await server.call('POST', '/api/account/sessions/revoke-others', { token });
    expect(others.body.revoked).toBe(1);
    expect((await profile(third)).status).toBe(401);
    expect((await profile(token)).status).toBe(200);
  });
});

describe('Edit Profile: delete my account', () => {
  it('needs the password, ends every session, pseudonymises the person and removes the CVs', async () => {
    const { jobId } = await employerWithJob(server, smtp, 'hr@erase.test', 'Tiki');
    const email = 'erase@account.test';
    const { token, userId } = await signUp(server, smtp, { email, name: 'Trần Thị Bình' });
    await applyWithPdf(token, jobId);

    expect((await server.call('POST', '/api/account/delete', { token, body: {} })).status).toBe(400);
    const done = await server.call('POST', '/api/account/delete', {
      token,
      body: { current_password: 'Password123' },
    });
    expect(done.status).toBe(200);
    expect((await profile(token)).status).toBe(401);
    expect((await login(email, 'Password123')).status).toBe(401);

    const [user] = await server.ctx.db.select().from(users).where(eq(users.id, userId));
    expect(user).toMatchObject({
      name: 'Deleted user',
      email: `deleted-${userId}@invalid`,
      passwordHash: null,
    });
    const [candidate] = await server.ctx.db.select().from(candidates).where(eq(candidates.userId, userId));
    expect(candidate).toMatchObject({ name: 'Deleted user', email: null, phone: null, headline: '' });
    expect(await server.ctx.db.select().from(cvFiles).where(eq(cvFiles.candidateId, candidate!.id))).toEqual(
      [],
    );
    // The employer keeps the application, under the pseudonym.
    const hr = await tokenOf('hr@erase.test', 'Password123');
    const apps = await server.call('GET', `/api/applications?job_id=${jobId}`, { token: hr });
    const names = JSON.stringify(apps.body);
    expect(names).toContain('Deleted user');
    expect(names).not.toContain('Trần Thị Bình');
    // The address is free for a new account.
    const again = await server.call('POST', '/api/auth/register', {
      body: { name: 'Someone New', email, password: 'Password123' },
    });
    expect(again.status).toBe(201);
  });

  it('refuses to delete the last administrator', async () => {
    const token = await tokenOf(ADMIN.email, ADMIN.password);
    const res = await server.call('POST', '/api/account/delete', {
      token,
      body: { current_password: ADMIN.password },
    });
    expect(res.status).toBe(409);
  });

  it('refuses it too when the other administrators are disabled or were never activated', async () => {
    const now = server.clock.now();
    await server.ctx.db.insert(users).values([
      {
        name: 'Disabled Admin',
        email: 'disabled-admin@account.test',
        role: 'admin',
        emailVerifiedAt: now,
        disabledAt: now,
        createdAt: now,
        updatedAt: now,
      },
      // Invited, never accepted: cannot sign in.
      {
        name: 'Invited Admin',
        email: 'invited-admin@account.test',
        role: 'admin',
        createdAt: now,
        updatedAt: now,
      },
    ]);
    const token = await tokenOf(ADMIN.email, ADMIN.password);
    const res = await server.call('POST', '/api/account/delete', {
      token,
      body: { current_password: ADMIN.password },
      headers: { 'accept-language': 'vi' },
    });
    expect(res.status).toBe(409);
    expect(res.body.message).toMatch(/quản trị viên/);
    // Still there: the administrator signs in.
    expect((await login(ADMIN.email, ADMIN.password)).status).toBe(200);
  });
});
