import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { and, eq, ne } from 'drizzle-orm';
import { PERMISSIONS } from '@app/shared';
import type { Permission } from '@app/shared';
import { startTestServer } from '../../../test/harness';
import type { TestServer } from '../../../test/harness';
import { invitationToken, outboxReader, plainAccount } from '../../../test/admin';
import { outboxTo } from '../../../test/helpers';
import { actor, adminActor } from '../../../test/recruitment';
import type { Actor } from '../../../test/recruitment';
import { ACCOUNT_DISABLED } from '../auth/service';
import { users } from '../../db/schema';
import { SEARCH_TOTAL_CAP, USER_MESSAGES, setPermissions } from './service';
import { loadUser } from '../../auth/sessions';

let server: TestServer;
let admin: Actor;
let staff: Actor;
let member: Actor;

beforeAll(async () => {
  server = await startTestServer();
  await server.ctx.outbox.stop();
  const mail = outboxReader(server);
  [admin, staff, member] = await Promise.all([
    adminActor(server),
    actor(server, mail, 'staff', 'staff@users.test'),
    actor(server, mail, 'member', 'member@users.test', { name: 'Nguyễn Văn Member' }),
  ]);
}, 240_000);

afterAll(async () => {
  await server.stop();
});

const as = (who: Actor) => ({
  get: (url: string) => server.call('GET', url, { token: who.token }),
  post: (url: string, body?: unknown) => server.call('POST', url, { token: who.token, body: body ?? {} }),
  patch: (url: string, body: unknown) => server.call('PATCH', url, { token: who.token, body }),
  put: (url: string, body: unknown) => server.call('PUT', url, { token: who.token, body }),
});

describe('users list', () => {
  it('searches name and e-mail without diacritics, filters and sorts', async () => {
    const found = await as(admin).get('/api/admin/users?q=nguyen%20van');
    expect(found.status).toBe(200);
    expect((found.body.users as Array<{ email: string }>).map((u) => u.email)).toEqual(['member@users.test']);
    const staffOnly = await as(admin).get('/api/admin/users?role=staff&status=active');
    expect((staffOnly.body.users as Array<{ email: string }>).map((u) => u.email)).toEqual([
      'staff@users.test',
    ]);
    const byName = await as(admin).get('/api/admin/users?sort=name&order=asc&pageSize=2');
    expect(byName.body).toMatchObject({ page: 1, pageSize: 2 });
    expect((byName.body.users as unknown[]).length).toBe(2);
    expect(byName.body.total as number).toBeGreaterThanOrEqual(3);
    const never = await as(admin).get('/api/admin/users?sign_in=never');
    expect((never.body.users as Array<{ email: string }>).some((u) => u.email === 'member@users.test')).toBe(
      false,
    );
    const bad = await as(admin).get('/api/admin/users?sort=password');
    expect(bad.status).toBe(422);
    expect(bad.body.errors).toHaveProperty('sort');
  });
});

describe('users search at the cap (decision 421)', () => {
  it('counts a broad search up to the cap and still pages past it; a narrow one exactly', async () => {
    const now = server.clock.now();
    await server.ctx.db.insert(users).values(
      Array.from({ length: 110 }, (_, i) => ({
        name: `Trần Thị Cap ${i + 1}`,
        email: `cap-${i + 1}@users.test`,
        role: 'member',
        emailVerifiedAt: now,
        createdAt: new Date(now.getTime() - i * 1_000),
        updatedAt: now,
      })),
    );
    type Page = { users: Array<{ name: string }>; total: number; total_exact: boolean };
    const get = async (query: string) => {
      const res = await as(admin).get(`/api/admin/users?${query}`);
      expect(res.status).toBe(200);
      return res.body as unknown as Page;
    };
    // Upper case with diacritics finds the folded text; newest first.
    const first = await get(`q=${encodeURIComponent('TRẦN THỊ CAP')}&pageSize=25`);
    expect(first).toMatchObject({ total: SEARCH_TOTAL_CAP, total_exact: false });
    expect(first.users.map((u) => u.name).slice(0, 2)).toEqual(['Trần Thị Cap 1', 'Trần Thị Cap 2']);
    // Page 5 reaches past the cap: the last ten, and the count is exact again.
    const fifth = await get('q=tran%20thi%20cap&pageSize=25&page=5');
    expect(fifth.users.map((u) => u.name)).toEqual(
      Array.from({ length: 10 }, (_, i) => `Trần Thị Cap ${101 + i}`),
    );
    expect(fifth).toMatchObject({ total: 110, total_exact: true });
    expect(await get('q=tran%20thi%20cap&pageSize=25&page=6')).toMatchObject({
      users: [],
      total: 110,
      total_exact: true,
    });
    // The phrase "cap 7" is Cap 7 and Cap 70–79 (unquoted, each word anywhere: decision 1153).
    const narrow = await get('q=%22cap%207%22&sort=name&order=asc');
    expect(narrow).toMatchObject({ total: 11, total_exact: true });
    expect(narrow.users.map((u) => u.name)[0]).toBe('Trần Thị Cap 7');
    // A search matching nothing, and LIKE's wildcards taken literally.
    expect(await get('q=zzz-nobody')).toMatchObject({ users: [], total: 0, total_exact: true });
    expect(await get('q=%25')).toMatchObject({ users: [], total: 0, total_exact: true });
  });
});

describe('safety rules', () => {
  it('refuses acting on oneself with 409 and a reason', async () => {
    const me = `/api/admin/users/${admin.userId}`;
    for (const res of [
      await as(admin).post(`${me}/disable`),
      await as(admin).patch(me, { role: 'staff' }),
      await as(admin).post(`${me}/erase`),
      await as(admin).put(`${me}/permissions`, { granted: [], removed: ['user:read'] }),
    ]) {
      expect(res.status).toBe(409);
      expect(res.body.message).toBe(USER_MESSAGES.self);
    }
  });

  it('refuses granting a permission or a role the caller does not hold (403)', async () => {
    // An administrator lets staff change accounts.
    const grant = await as(admin).put(`/api/admin/users/${staff.userId}/permissions`, {
      granted: ['user:update'],
      removed: [],
    });
    expect(grant.status).toBe(200);
    const target = await plainAccount(server);
    const perm = await as(staff).put(`/api/admin/users/${target.id}/permissions`, {
      granted: ['system:settings'],
      removed: [],
    });
    expect(perm.status).toBe(403);
    expect(perm.body.message).toBe(USER_MESSAGES.permissionNotHeld);
    expect(perm.body.errors).toEqual({ granted: ['You do not hold the permission system:settings.'] });
    const role = await as(staff).patch(`/api/admin/users/${target.id}`, { role: 'admin' });
    expect(role.status).toBe(403);
    expect(role.body.message).toBe(USER_MESSAGES.roleNotHeld);
    // Staff may change what they could have given: an employer role, a permission they hold.
    expect((await as(staff).patch(`/api/admin/users/${target.id}`, { role: 'employer' })).status).toBe(200);
    const ok = await as(staff).put(`/api/admin/users/${target.id}/permissions`, {
      granted: ['system:analytics'],
      removed: [],
    });
    expect(ok.status).toBe(200);
    // … but not the administrator, who holds more.
    const stronger = await as(staff).post(`/api/admin/users/${admin.userId}/disable`);
    expect(stronger.status).toBe(403);
    expect(stronger.body.message).toBe(USER_MESSAGES.strongerAccount);
  });

  it('refuses disabling, demoting or erasing the last active admin (409)', async () => {
    // A second account that holds every permission, without being an admin.
    const deputy = await plainAccount(server, { role: 'staff', name: 'Deputy' });
    const all = await as(admin).put(`/api/admin/users/${deputy.id}/permissions`, {
      granted: PERMISSIONS,
      removed: [],
    });
    expect(all.status).toBe(200);
    const token = await server.ctx.tokens.sign({
      userId: deputy.id,
      sessionId: deputy.sessionId,
      expiresAt: new Date(server.clock.now().getTime() + 3_600_000),
      issuedAt: server.clock.now(),
    });
    const deputyActor = { token, userId: deputy.id, email: deputy.email };
    for (const res of [
      await as(deputyActor).post(`/api/admin/users/${admin.userId}/disable`),
      await as(deputyActor).patch(`/api/admin/users/${admin.userId}`, { role: 'staff' }),
      await as(deputyActor).post(`/api/admin/users/${admin.userId}/erase`),
    ]) {
      expect(res.status).toBe(409);
      expect(res.body.message).toBe(USER_MESSAGES.lastAdmin);
    }
  });

  it('answers an unknown permission with 422 naming the field', async () => {
    const res = await as(admin).put(`/api/admin/users/${member.userId}/permissions`, {
      granted: ['system:everything'],
      removed: [],
    });
    expect(res.status).toBe(422);
    expect(res.body.errors).toHaveProperty(['granted.0']);
  });
});

describe('disabling', () => {
  it('refuses the existing token at once and the next sign-in with a clear message; enabling lets it back', async () => {
    const mail = outboxReader(server);
    const victim = await actor(server, mail, 'member', 'disabled@users.test');
    expect((await as(victim).get('/api/auth/profile')).status).toBe(200);
    expect((await as(admin).post(`/api/admin/users/${victim.userId}/disable`)).status).toBe(200);
    expect((await as(victim).get('/api/auth/profile')).status).toBe(401);
    const login = await server.call('POST', '/api/auth/login', {
      body: { email: 'disabled@users.test', password: 'Password123' },
    });
    expect(login.status).toBe(403);
    expect(login.body).toMatchObject({ message: ACCOUNT_DISABLED, code: 'ACCOUNT_DISABLED' });
    const detail = await as(admin).get(`/api/admin/users/${victim.userId}`);
    expect(detail.body.user).toMatchObject({ status: 'disabled', sessions: [] });
    expect((await as(admin).post(`/api/admin/users/${victim.userId}/disable`)).status).toBe(409);
    expect((await as(admin).post(`/api/admin/users/${victim.userId}/enable`)).status).toBe(200);
    const again = await server.call('POST', '/api/auth/login', {
      body: { email: 'disabled@users.test', password: 'Password123' },
    });
    expect(again.status).toBe(200);
  });
});

describe('password resets of a disabled account (decision 1152)', () => {
  it('sends no code, accepts none issued before, and refuses the admin’s reset link with a reason', async () => {
    const mail = outboxReader(server);
    const victim = await actor(server, mail, 'member', 'disabled-reset@users.test');
    const resetMails = async () =>
      (await outboxTo(server, 'disabled-reset@users.test')).filter((m) => /reset|mật khẩu/i.test(m.subject));
    // A code asked for while the account was active, then the account is disabled.
    const asked = await server.call('POST', '/api/auth/forgot-password', {
      body: { email: 'disabled-reset@users.test' },
    });
    expect(asked.status).toBe(200);
    const before = await resetMails();
    expect(before).toHaveLength(1);
    const code = /\b(\d{6})\b/.exec(before[0]!.text)![1]!;
    expect((await as(admin).post(`/api/admin/users/${victim.userId}/disable`)).status).toBe(200);

    server.clock.advance(10 * 60_000);
    const again = await server.call('POST', '/api/auth/forgot-password', {
      body: { email: 'disabled-reset@users.test' },
    });
    expect(again.status).toBe(200);
    expect(await resetMails()).toHaveLength(1);
    const reset = await server.call('POST', '/api/auth/reset-password', {
      body: { email: 'disabled-reset@users.test', code, password: 'NewPassword123' },
    });
    expect([reset.status, reset.body.code]).toEqual([400, 'INVALID_CODE']);
    const byAdmin = await as(admin).post(`/api/admin/users/${victim.userId}/password-reset`);
    expect([byAdmin.status, byAdmin.body.message]).toEqual([409, USER_MESSAGES.resetDisabled]);
    expect(await resetMails()).toHaveLength(1);
  });
});

describe('invitations', () => {
  it('invites, lands the invitee signed in once, and refuses the link a second time', async () => {
    const invited = await as(admin).post('/api/admin/invitations', {
      email: 'New.Staff@Users.test',
      name: 'New Staff',
      role: 'staff',
    });
    expect(invited.status).toBe(201);
    expect(invited.body.user).toMatchObject({
      email: 'new.staff@users.test',
      status: 'invited',
      role: 'staff',
    });
    const token = await invitationToken(server, 'new.staff@users.test');
    const lookup = await server.call('POST', '/api/auth/invitation', { body: { token } });
    const inviter = (await as(admin).get('/api/auth/profile')).body.user as { name: string };
    expect(lookup.body.invitation).toMatchObject({
      email: 'new.staff@users.test',
      name: 'New Staff',
      invited_by: inviter.name,
    });
    const accepted = await server.call('POST', '/api/auth/invitation/accept', {
      body: { token, password: 'Password123' },
    });
    expect(accepted.status).toBe(200);
    expect(accepted.body.user).toMatchObject({ email: 'new.staff@users.test', role: 'staff' });
    const profile = await server.call('GET', '/api/auth/profile', {
      token: accepted.body.access_token as string,
    });
    expect(profile.status).toBe(200);
    const twice = await server.call('POST', '/api/auth/invitation/accept', {
      body: { token, password: 'Password123' },
    });
    expect(twice.status).toBe(400);
    expect(twice.body.message).toBe(USER_MESSAGES.invitationInvalid);
  });

  it('writes the invitation in the inviting request’s language, and answers in it (issue 17)', async () => {
    const vi = { 'accept-language': 'vi-VN,vi;q=0.9' };
    const invited = await server.call('POST', '/api/admin/invitations', {
      token: admin.token,
      headers: vi,
      body: { email: 'moi@users.test', name: 'Lê Mới', role: 'member' },
    });
    expect(invited.status).toBe(201);
    const [mail] = await outboxTo(server, 'moi@users.test');
    expect(mail!.subject).toBe('Bạn được mời tham gia DotTrip');
    expect(mail!.text).toContain('Chào Lê Mới,');
    const resent = await server.call(
      'POST',
      `/api/admin/users/${(invited.body.user as { id: string }).id}/invitation/resend`,
      {
        token: admin.token,
        headers: vi,
        body: {},
      },
    );
    expect(resent.body.message).toBe('Lời mời đã được gửi lại.');
    const taken = await server.call('POST', '/api/admin/invitations', {
      token: admin.token,
      headers: vi,
      body: { email: 'moi@users.test', name: 'Lê Mới', role: 'member' },
    });
    expect(taken.status).toBe(409);
    expect(taken.body.message).toBe('Đã có tài khoản dùng địa chỉ email này.');
  });

  it('answers an existing address with 409, and an expired link with 410', async () => {
    const taken = await as(admin).post('/api/admin/invitations', {
      email: 'member@users.test',
      name: 'Again',
      role: 'member',
    });
    expect(taken.status).toBe(409);
    expect(taken.body.message).toBe(USER_MESSAGES.emailTaken);
    await as(admin).post('/api/admin/invitations', {
      email: 'late@users.test',
      name: 'Late',
      role: 'member',
    });
    const token = await invitationToken(server, 'late@users.test');
    server.clock.advance(8 * 24 * 3_600_000);
    const expired = await server.call('POST', '/api/auth/invitation/accept', {
      body: { token, password: 'Password123' },
    });
    expect(expired.status).toBe(410);
    expect(expired.body.message).toBe(USER_MESSAGES.invitationExpired);
  });

  it('resends (the old link stops working) and revokes', async () => {
    const invited = await as(admin).post('/api/admin/invitations', {
      email: 'twice@users.test',
      name: 'Twice',
      role: 'member',
    });
    const id = (invited.body.user as { id: string }).id;
    const first = await invitationToken(server, 'twice@users.test');
    expect((await as(admin).post(`/api/admin/users/${id}/invitation/resend`)).status).toBe(200);
    const second = await invitationToken(server, 'twice@users.test');
    expect(second).not.toBe(first);
    expect((await server.call('POST', '/api/auth/invitation', { body: { token: first } })).status).toBe(400);
    const revoked = await server.call('DELETE', `/api/admin/users/${id}/invitation`, { token: admin.token });
    expect(revoked.status).toBe(200);
    expect((await server.call('POST', '/api/auth/invitation', { body: { token: second } })).status).toBe(400);
    expect((await as(admin).get(`/api/admin/users/${id}`)).status).toBe(404);
  });

  it('still works while registration is closed', async () => {
    const closed = await as(admin).patch('/api/admin/settings', { registration: { open: false } });
    expect(closed.status).toBe(200);
    const register = await server.call('POST', '/api/auth/register', {
      body: { name: 'Walk In', email: 'walkin@users.test', password: 'Password123' },
    });
    expect(register.status).toBe(403);
    await as(admin).post('/api/admin/invitations', {
      email: 'closed@users.test',
      name: 'Closed',
      role: 'member',
    });
    const token = await invitationToken(server, 'closed@users.test');
    const accepted = await server.call('POST', '/api/auth/invitation/accept', {
      body: { token, password: 'Password123' },
    });
    expect(accepted.status).toBe(200);
    await as(admin).patch('/api/admin/settings', { registration: { open: true } });
  });
});

describe('one account', () => {
  it('shows effective permissions with defaults marked, sessions with a device, and resets to defaults', async () => {
    const target = await plainAccount(server, { role: 'employer' });
    await as(admin).put(`/api/admin/users/${target.id}/permissions`, {
      granted: ['system:analytics'],
      removed: ['job:manage'],
    });
    const detail = await as(admin).get(`/api/admin/users/${target.id}`);
    const perms = (detail.body.user as { permissions: Array<Record<string, unknown>> }).permissions;
    expect(perms.find((p) => p.permission === 'job:manage')).toMatchObject({
      role_default: true,
      effective: false,
      override: 'removed',
    });
    expect(perms.find((p) => p.permission === 'system:analytics')).toMatchObject({
      role_default: false,
      effective: true,
      override: 'granted',
    });
    const sessions = (detail.body.user as { sessions: Array<{ device: string }> }).sessions;
    expect(sessions).toHaveLength(1);
    // The device label is in the reader's language; browser and system names stay.
    const inVietnamese = await server.call('GET', `/api/admin/users/${target.id}`, {
      token: admin.token,
      headers: { 'accept-language': 'vi' },
    });
    const viDevice = (inVietnamese.body.user as { sessions: Array<{ device: string }> }).sessions[0]!.device;
    const expected: Record<string, string> = {
      'Unknown device': 'Thiết bị không xác định',
      Browser: 'Trình duyệt',
      Script: 'Tập lệnh',
    };
    expect(viDevice).toBe(expected[sessions[0]!.device] ?? sessions[0]!.device.replace(' on ', ' trên '));
    const reset = await server.call('DELETE', `/api/admin/users/${target.id}/permissions`, {
      token: admin.token,
    });
    const after = (reset.body.user as { permissions: Array<Record<string, unknown>> }).permissions;
    expect(after.every((p) => p.override === null && p.effective === p.role_default)).toBe(true);
  });
});

describe('accounts stronger than the caller, disabled invitees and erased accounts', () => {
  /** A staff account an administrator let change accounts (user:update), signed in. */
  async function staffWithUpdate(): Promise<Actor> {
    const deputy = await plainAccount(server, { role: 'staff', name: 'Staff Deputy' });
    const grant = await as(admin).put(`/api/admin/users/${deputy.id}/permissions`, {
      granted: ['user:update'],
      removed: [],
    });
    expect(grant.status).toBe(200);
    const token = await server.ctx.tokens.sign({
      userId: deputy.id,
      sessionId: deputy.sessionId,
      expiresAt: new Date(server.clock.now().getTime() + 3_600_000),
      issuedAt: server.clock.now(),
    });
    return { token, userId: deputy.id, email: deputy.email };
  }

  it('refuses staff renaming an administrator, clearing its lockout, or resending and revoking its invitation', async () => {
    const deputy = await staffWithUpdate();
    const other = await plainAccount(server, { role: 'admin', name: 'Second Admin' });
    const rename = await as(deputy).patch(`/api/admin/users/${other.id}`, { name: 'Renamed by staff' });
    expect([rename.status, rename.body.message]).toEqual([403, USER_MESSAGES.strongerAccount]);
    const unlock = await as(deputy).post(`/api/admin/users/${other.id}/clear-lockout`);
    expect([unlock.status, unlock.body.message]).toEqual([403, USER_MESSAGES.strongerAccount]);
    expect(((await as(admin).get(`/api/admin/users/${other.id}`)).body.user as { name: string }).name).toBe(
      'Second Admin',
    );
    // An administrator invites another; staff (who may invite, but never an administrator) cannot touch that.
    const invited = await as(admin).post('/api/admin/invitations', {
      email: 'future-admin@users.test',
      name: 'Future Admin',
      role: 'admin',
    });
    const id = (invited.body.user as { id: string }).id;
    const resend = await as(staff).post(`/api/admin/users/${id}/invitation/resend`);
    expect([resend.status, resend.body.message]).toEqual([403, USER_MESSAGES.strongerAccount]);
    const revoke = await server.call('DELETE', `/api/admin/users/${id}/invitation`, { token: staff.token });
    expect([revoke.status, revoke.body.message]).toEqual([403, USER_MESSAGES.strongerAccount]);
    expect((await as(admin).get(`/api/admin/users/${id}`)).body.user).toMatchObject({ status: 'invited' });
    // Staff still rename a member.
    const member2 = await plainAccount(server);
    expect((await as(deputy).patch(`/api/admin/users/${member2.id}`, { name: 'Renamed' })).status).toBe(200);
  });

  it('refuses a disabled invitee’s link before it asks for a password, and sends no new one', async () => {
    const invited = await as(admin).post('/api/admin/invitations', {
      email: 'disabled-invitee@users.test',
      name: 'Disabled Invitee',
      role: 'member',
    });
    const id = (invited.body.user as { id: string }).id;
    const token = await invitationToken(server, 'disabled-invitee@users.test');
    expect((await as(admin).post(`/api/admin/users/${id}/disable`)).status).toBe(200);
    const lookup = await server.call('POST', '/api/auth/invitation', {
      body: { token },
      headers: { 'accept-language': 'vi' },
    });
    expect([lookup.status, lookup.body.code]).toEqual([403, 'ACCOUNT_DISABLED']);
    expect(lookup.body.message).toMatch(/vô hiệu hóa/);
    const resend = await as(admin).post(`/api/admin/users/${id}/invitation/resend`);
    expect([resend.status, resend.body.message]).toEqual([409, USER_MESSAGES.invitationDisabled]);
    const accept = await server.call('POST', '/api/auth/invitation/accept', {
      body: { token, password: 'Password123' },
    });
    expect([accept.status, accept.body.code]).toEqual([403, 'ACCOUNT_DISABLED']);
    // Nothing was used up: enabled again, the same link works.
    expect((await as(admin).post(`/api/admin/users/${id}/enable`)).status).toBe(200);
    const accepted = await server.call('POST', '/api/auth/invitation/accept', {
      body: { token, password: 'Password123' },
    });
    expect(accepted.status).toBe(200);
  });

  it('sends nothing more to an erased person: mail still waiting for the address goes with it', async () => {
    const gone = await plainAccount(server, { name: 'Waiting Mail' });
    expect((await as(admin).post(`/api/admin/users/${gone.id}/password-reset`)).status).toBe(200);
    const before = await as(admin).get(`/api/admin/mail?to=${encodeURIComponent(gone.email)}`);
    expect((before.body.mails as Array<{ status: string }>).map((m) => m.status)).toEqual(['pending']);
    expect((await as(admin).post(`/api/admin/users/${gone.id}/erase`)).status).toBe(200);
    const after = await as(admin).get(`/api/admin/mail?to=${encodeURIComponent(gone.email)}`);
    expect(after.body.mails).toEqual([]);
  });

  it('refuses giving back a role’s permission the caller does not hold, by a reset or by dropping the removal', async () => {
    const deputy = await staffWithUpdate();
    // The deputy itself lost content:write; so did a colleague.
    const narrowed = await as(admin).put(`/api/admin/users/${deputy.userId}/permissions`, {
      granted: ['user:update'],
      removed: ['content:write'],
    });
    expect(narrowed.status).toBe(200);
    const colleague = await plainAccount(server, { role: 'staff', name: 'Colleague' });
    await as(admin).put(`/api/admin/users/${colleague.id}/permissions`, {
      granted: [],
      removed: ['content:write'],
    });
    const url = `/api/admin/users/${colleague.id}/permissions`;
    const dropped = await as(deputy).put(url, { granted: [], removed: [] });
    expect([dropped.status, dropped.body.message]).toEqual([403, USER_MESSAGES.permissionNotHeld]);
    expect(dropped.body.errors).toEqual({ removed: ['You do not hold the permission content:write.'] });
    const reset = await server.call('DELETE', url, { token: deputy.token });
    expect([reset.status, reset.body.message]).toEqual([403, USER_MESSAGES.permissionNotHeld]);
    const detail = await as(admin).get(`/api/admin/users/${colleague.id}`);
    const perms = (detail.body.user as { permissions: Array<{ permission: string; effective: boolean }> })
      .permissions;
    expect(perms.find((p) => p.permission === 'content:write')?.effective).toBe(false);
    // What the deputy holds it may still give back.
    await as(admin).put(url, { granted: [], removed: ['content:write', 'support:read'] });
    const back = await as(deputy).put(url, { granted: [], removed: ['content:write'] });
    expect(back.status).toBe(200);
  });

  it('keeps an erased account erased: no new name, role, permissions or status (409)', async () => {
    const gone = await plainAccount(server, { name: 'Soon Gone' });
    expect((await as(admin).post(`/api/admin/users/${gone.id}/erase`)).status).toBe(200);
    const url = `/api/admin/users/${gone.id}`;
    for (const res of [
      await as(admin).patch(url, { name: 'Soon Gone' }),
      await as(admin).patch(url, { role: 'staff' }),
      await as(admin).put(`${url}/permissions`, { granted: ['system:analytics'], removed: [] }),
      await as(admin).post(`${url}/disable`),
    ]) {
      expect([res.status, res.body.message]).toEqual([409, USER_MESSAGES.erased]);
    }
    expect((await as(admin).get(url)).body.user).toMatchObject({ name: 'Deleted user', role: 'member' });
  });

  it('lists an erased account as erased, under its own filter and under no other', async () => {
    const gone = await plainAccount(server, { name: 'Listed Gone' });
    expect((await as(admin).post(`/api/admin/users/${gone.id}/erase`)).status).toBe(200);
    const listed = async (status: string) =>
      (
        (await as(admin).get(`/api/admin/users?status=${status}&pageSize=100`)).body.users as Array<{
          id: string;
          status: string;
        }>
      ).filter((u) => u.id === gone.id);
    expect(await listed('erased')).toEqual([expect.objectContaining({ status: 'erased' })]);
    for (const other of ['active', 'disabled', 'unverified', 'invited'])
      expect(await listed(other)).toEqual([]);
  });
});

describe('two administrators stripping each other’s permissions (decision 1060)', () => {
  it('refuses the second of two crossing requests: one administrator keeps every permission', async () => {
    // Exactly two active administrators: the seeded one and B.
    await server.ctx.db
      .update(users)
      .set({ disabledAt: server.clock.now() })
      .where(and(eq(users.role, 'admin'), ne(users.id, admin.userId)));
    const b = await plainAccount(server, { role: 'admin', name: 'Admin B' });
    // B's request is authorised (every permission of the role) before the first administrator's change commits:
    // the two requests cross, as two administrators clicking at the same moment do.
    const bAsAuthorised = (await loadUser(server.ctx.db, b.id))!;
    const strip = { granted: [], removed: ['user:update', 'user:delete', 'system:settings'] as Permission[] };
    const first = await as(admin).put(`/api/admin/users/${b.id}/permissions`, strip);
    expect(first.status).toBe(200);
    await expect(setPermissions(server.ctx, bAsAuthorised, admin.userId, strip)).rejects.toMatchObject({
      statusCode: 409,
      message: USER_MESSAGES.lastAdmin,
    });
    // The first administrator still holds everything and can put B's permissions back.
    const detail = await as(admin).get(`/api/admin/users/${admin.userId}`);
    const perms = (detail.body.user as { permissions: Array<{ effective: boolean }> }).permissions;
    expect(perms.every((p) => p.effective)).toBe(true);
    const restored = await server.call('DELETE', `/api/admin/users/${b.id}/permissions`, {
      token: admin.token,
    });
    expect(restored.status).toBe(200);
  });
});
