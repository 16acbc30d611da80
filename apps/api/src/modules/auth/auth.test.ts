import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ADMIN, signUp, startTestServer } from '../../../test/harness';
import type { TestServer } from '../../../test/harness';
import { codeFrom, startSmtpPeer } from '../../../test/smtp-peer';
import type { SmtpPeer } from '../../../test/smtp-peer';

let smtp: SmtpPeer;
let server: TestServer;

beforeAll(async () => {
  smtp = await startSmtpPeer();
  server = await startTestServer({ config: { smtpUrl: smtp.url } });
});

afterAll(async () => {
  await server.stop();
  await smtp.stop();
});

describe('register → verify → login', () => {
  it('creates an unverified member, mails a code, verifies it and signs in', async () => {
    const email = 'Nguyen.An@Example.com ';
    const reg = await server.call('POST', '/api/auth/register', {
      body: { name: 'Nguyễn Văn An', email, password: 'Password123' },
    });
    expect(reg.status).toBe(201);
    expect(reg.body).toEqual({ success: true, email: 'nguyen.an@example.com' });

    const early = await server.call('POST', '/api/auth/login', {
      body: { email: 'nguyen.an@example.com', password: 'Password123' },
    });
    expect(early.status).toBe(403);
    expect(early.body).toMatchObject({ success: false, code: 'EMAIL_NOT_VERIFIED' });
    expect(early.body.access_token).toBeUndefined();

    const mail = await smtp.waitFor('nguyen.an@example.com');
    const code = codeFrom(mail);
    const wrong = await server.call('POST', '/api/auth/verify-email', {
      body: { email: 'nguyen.an@example.com', code: code === '000000' ? '111111' : '000000' },
    });
    expect(wrong.status).toBe(400);
    expect(wrong.body.success).toBe(false);

    const ok = await server.call('POST', '/api/auth/verify-email', {
      body: { email: 'NGUYEN.AN@example.com', code },
    });
    expect(ok.status).toBe(200);

    const login = await server.call('POST', '/api/auth/login', {
      body: { email: 'nguyen.an@example.com', password: 'Password123' },
    });
    expect(login.status).toBe(200);
    expect(login.body).toMatchObject({ success: true, token_type: 'bearer' });
    const user = login.body.user as Record<string, unknown>;
    expect(user).toMatchObject({ name: 'Nguyễn Văn An', email: 'nguyen.an@example.com', role: 'member' });
    expect(user).not.toHaveProperty('password_hash');
    expect(user).not.toHaveProperty('passwordHash');

    const profile = await server.call('GET', '/api/auth/profile', {
      token: login.body.access_token as string,
    });
    expect(profile.status).toBe(200);
    expect((profile.body.user as { email: string }).email).toBe('nguyen.an@example.com');
  });

  it('refuses a second registration of the same address, whatever its case', async () => {
    await signUp(server, smtp, { email: 'twice@example.com' });
    const again = await server.call('POST', '/api/auth/register', {
      body: { name: 'Other', email: 'TWICE@example.com', password: 'Password123' },
    });
    expect(again.status).toBe(409);
    expect(again.body.message).toBe(
      'This email is already registered. Please use a different email or try to log in.',
    );
  });

  it('signs in the first admin with every permission', async () => {
    const login = await server.call('POST', '/api/auth/login', { body: ADMIN });
    expect(login.status).toBe(200);
    const user = login.body.user as { role: string; permissions: string[] };
    expect(user.role).toBe('admin');
    expect(user.permissions).toContain('system:settings');
    expect(user.permissions).toContain('job:manage');
  });
});
