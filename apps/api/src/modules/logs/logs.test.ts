import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sql } from 'drizzle-orm';
import { startTestServer } from '../../../test/harness';
import type { TestServer } from '../../../test/harness';
import { auditActions, failedMail, invitationToken, outboxReader } from '../../../test/admin';
import { outboxTo } from '../../../test/helpers';
import { actor, adminActor, postForm, sampleJob, samplePdf } from '../../../test/recruitment';
import type { Actor } from '../../../test/recruitment';

let server: TestServer;
let admin: Actor;

beforeAll(async () => {
  server = await startTestServer();
  await server.ctx.outbox.stop();
  admin = await adminActor(server);
}, 240_000);

afterAll(async () => {
  await server.stop();
});

async function ok(
  res: Promise<{ status: number; body: Record<string, unknown> }>,
  status: number,
  what: string,
) {
  const reply = await res;
  if (reply.status !== status) throw new Error(`${what}: ${reply.status} ${JSON.stringify(reply.body)}`);
  return reply.body;
}

type Entry = Record<string, unknown> & { action: string; changes: Record<string, unknown> | null };

async function allEntries(query = ''): Promise<Entry[]> {
  const entries: Entry[] = [];
  let cursor: string | null = null;
  do {
    const body: Record<string, unknown> = await ok(
      server.call('GET', `/api/admin/audit?limit=7${query}${cursor ? `&cursor=${cursor}` : ''}`, {
        token: admin.token,
      }),
      200,
      'audit page',
    );
    entries.push(...(body.entries as Entry[]));
    cursor = body.next_cursor as string | null;
  } while (cursor);
  return entries;
}

describe('the audit log', () => {
  it('records every audited action of the product and reads them back, newest first, page by page', async () => {
    const mail = outboxReader(server);
    const call = server.call.bind(server);
    // Sign-up (verification, sign-in), a failed sign-in, a sign-out and a password reset.
    const member = await actor(server, mail, 'member', 'walker@logs.test', { name: 'Walker' });
    await call('POST', '/api/auth/login', { body: { email: 'walker@logs.test', password: 'WrongPass123' } });
    await ok(call('POST', '/api/auth/logout', { token: member.token }), 200, 'logout');
    await ok(
      call('POST', '/api/auth/forgot-password', { body: { email: 'walker@logs.test' } }),
      200,
      'forgot',
    );
    const resetMail = (await outboxTo(server, 'walker@logs.test')).find((m) => m.subject.includes('Reset'));
    const code = /reset code is: (\d{6})/.exec(resetMail!.text)![1];
    await ok(
      call('POST', '/api/auth/reset-password', {
        body: { email: 'walker@logs.test', code, password: 'Password123' },
      }),
      200,
      'reset',
    );
    const walkerFirst = await adminLogin('walker@logs.test');
    // Edit Profile: name, password (ends the other sessions), e-mail (with the code mailed to the new address).
    await ok(
      call('PATCH', '/api/account/name', { token: walkerFirst, body: { name: 'Walker Two' } }),
      200,
      'name',
    );
    const second = await adminLogin('walker@logs.test');
    await ok(call('POST', '/api/account/sessions/revoke-others', { token: second }), 200, 'revoke others');
    const walkerAgain = await adminLogin('walker@logs.test');
    await ok(
      call('POST', '/api/account/password', {
        token: walkerAgain,
        body: { current_password: 'Password123', new_password: 'Password456' },
      }),
      200,
      'password',
    );
    await ok(
      call('POST', '/api/account/email', {
        token: walkerAgain,
        body: { new_email: 'walker2@logs.test', current_password: 'Password456' },
      }),
      202,
      'email',
    );
    const emailCode = /Your code is: (\d{6})/.exec(
      (await outboxTo(server, 'walker2@logs.test')).find((m) => m.text.includes('Your code is'))!.text,
    )![1];
    await ok(
      call('POST', '/api/account/email/confirm', { token: walkerAgain, body: { code: emailCode } }),
      200,
      'email confirm',
    );
    await ok(
      call('POST', '/api/account/password', {
        token: walkerAgain,
        body: { current_password: 'Password456', new_password: 'Password123' },
      }),
      200,
      'password back',
    );
    const walker = walkerAgain;
    await ok(
      call('PUT', '/api/me/candidate-profile', {
        token: walker,
        body: { headline: 'Walker', open_to_employers: true },
      }),
      200,
      'profile',
    );

    // Plans, postings, the pipeline, CVs, unlocks and merges.
    const employer = await actor(server, mail, 'employer', 'hr@logs.test');
    const other = await actor(server, mail, 'employer', 'hr2@logs.test');
    const staff = await actor(server, mail, 'staff', 'staff@logs.test');
    await ok(
      call('PUT', '/api/employer/company', { token: employer.token, body: { name: 'Logs Co' } }),
      200,
      'company',
    );
    const job = (
      (await ok(call('POST', '/api/jobs', { token: employer.token, body: sampleJob() }), 201, 'job')).job as {
        id: string;
      }
    ).id;
    await ok(call('POST', `/api/jobs/${job}/publish`, { token: employer.token }), 200, 'publish');
    const applied = await postForm(
      server,
      `/api/jobs/${job}/applications`,
      walker,
      { cover_letter: 'Hi' },
      {
        name: 'cv.pdf',
        data: samplePdf(),
      },
    );
    const application = applied.body.application as { id: string; cv_id: string };
    await ok(
      call('POST', `/api/applications/${application.id}/move`, {
        token: employer.token,
        body: { stage: 'screening' },
      }),
      200,
      'move',
    );
    await ok(
      call('POST', '/api/applications/bulk', {
        token: employer.token,
        body: { ids: [application.id], action: 'move', stage: 'interview' },
      }),
      200,
      'bulk',
    );
    const detail = await ok(
      call('GET', `/api/applications/${application.id}`, { token: employer.token }),
      200,
      'app',
    );
    const cvId = ((detail.application as { cv?: { id: string } }).cv ?? { id: application.cv_id }).id;
    const cv = await fetch(`${server.url}/api/cvs/${cvId}`, {
      headers: { authorization: `Bearer ${employer.token}` },
    });
    expect(cv.status).toBe(200);
    await ok(call('POST', `/api/jobs/${job}/close`, { token: employer.token }), 200, 'close');
    const candidate = (detail.application as { candidate: { id: string } }).candidate.id;
    const unlocked = await ok(
      call('POST', `/api/candidates/${candidate}/unlock`, { token: other.token }),
      200,
      'unlock',
    );
    const candidateName = (unlocked.candidate as { name: string }).name;
    const sourced = async (name: string) =>
      (
        (await ok(call('POST', '/api/candidates', { token: staff.token, body: { name } }), 201, 'sourced'))
          .candidate as { id: string }
      ).id;
    const keep = await sourced('Keep Me');
    const drop = await sourced('Drop Me');
    await ok(
      call('POST', `/api/candidates/${keep}/merge`, { token: staff.token, body: { otherId: drop } }),
      200,
      'merge',
    );
    await ok(call('POST', '/api/auth/users/downgrade-to-member', { token: employer.token }), 200, 'cancel');

    // Administration: invitations, account changes, settings, mail, export.
    const headers = { 'x-request-id': 'walk-request-1', 'user-agent': 'Walker/1.0' };
    const invited = await ok(
      call('POST', '/api/admin/invitations', {
        token: admin.token,
        headers,
        body: { email: 'formula@logs.test', name: '=HYPERLINK("http://evil.test")', role: 'member' },
      }),
      201,
      'invite',
    );
    const invitedId = (invited.user as { id: string }).id;
    const token = await invitationToken(server, 'formula@logs.test');
    await ok(
      call('POST', '/api/auth/invitation/accept', { body: { token, password: 'Password123' } }),
      200,
      'accept',
    );
    const again = await ok(
      call('POST', '/api/admin/invitations', {
        token: admin.token,
        body: { email: 'second@logs.test', name: 'Second', role: 'member' },
      }),
      201,
      'invite 2',
    );
    const againId = (again.user as { id: string }).id;
    await ok(
      call('POST', `/api/admin/users/${againId}/invitation/resend`, { token: admin.token }),
      200,
      'resend',
    );
    await ok(call('DELETE', `/api/admin/users/${againId}/invitation`, { token: admin.token }), 200, 'revoke');
    const target = `/api/admin/users/${member.userId}`;
    await ok(call('PATCH', target, { token: admin.token, body: { name: 'Walker Renamed' } }), 200, 'rename');
    await ok(call('PATCH', target, { token: admin.token, body: { role: 'staff' } }), 200, 'role');
    await ok(
      call('PUT', `${target}/permissions`, { token: admin.token, body: { granted: ['system:analytics'] } }),
      200,
      'perms',
    );
    await ok(call('DELETE', `${target}/sessions`, { token: admin.token }), 200, 'sessions');
    await ok(call('POST', `${target}/password-reset`, { token: admin.token }), 200, 'reset link');
    await ok(call('POST', `${target}/clear-lockout`, { token: admin.token }), 200, 'lockout');
    await ok(call('POST', `${target}/disable`, { token: admin.token }), 200, 'disable');
    await ok(call('POST', `${target}/enable`, { token: admin.token }), 200, 'enable');
    await ok(call('POST', `/api/admin/users/${invitedId}/erase`, { token: admin.token }), 200, 'erase');
    await ok(
      call('PATCH', '/api/admin/settings', { token: admin.token, body: { registration: { open: false } } }),
      200,
      'settings',
    );
    const failed = await failedMail(server);
    await ok(call('POST', `/api/admin/mail/${failed}/retry`, { token: admin.token }), 200, 'retry');
    expect((await call('POST', `/api/admin/mail/${failed}/retry`, { token: admin.token })).status).toBe(409);
    const csv = await fetch(`${server.url}/api/admin/audit/export?action=user.`, {
      headers: { authorization: `Bearer ${admin.token}` },
    });
    // Read as bytes: fetch's text() would drop the BOM.
    const csvText = Buffer.from(await csv.arrayBuffer()).toString('utf8');

    const expected = [
      'user.created',
      'auth.sign_in',
      'auth.sign_in_failed',
      'auth.sign_out',
      'auth.email_verified',
      'auth.password_reset',
      'account.name_changed',
      'account.sessions_revoked',
      'account.password_changed',
      'account.email_changed',
      'plan.upgraded',
      'plan.cancelled',
      'job.published',
      'job.closed',
      'application.moved',
      'application.moved_bulk',
      'cv.downloaded',
      'candidate.unlocked',
      'candidate.merged',
      'user.invited',
      'user.invitation_accepted',
      'user.invitation_resent',
      'user.invitation_revoked',
      'user.updated',
      'user.role_changed',
      'user.permissions_changed',
      'user.sessions_revoked',
      'user.password_reset_sent',
      'user.lockout_cleared',
      'user.disabled',
      'user.enabled',
      'user.erased',
      'settings.changed',
      'mail.retried',
      'audit.exported',
    ];
    const entries = await allEntries();
    const actions = new Set(entries.map((e) => e.action));
    expect(expected.filter((a) => !actions.has(a))).toEqual([]);
    // Every entry once, newest first, across pages of 7.
    expect(new Set(entries.map((e) => e.id)).size).toBe(entries.length);
    expect(entries.length).toBe((await auditActions(server)).length);
    const times = entries.map((e) => Date.parse(e.at as string));
    expect([...times].sort((a, b) => b - a)).toEqual(times);

    // Who, from where, which request, what changed; never a secret.
    const invite = entries.find((e) => e.action === 'user.invited' && e.target_id === invitedId)!;
    expect(invite).toMatchObject({
      actor_id: admin.userId,
      actor_name: 'Administrator',
      target_type: 'user',
      target_id: invitedId,
      target_label: 'formula@logs.test',
      request_id: 'walk-request-1',
      user_agent: 'Walker/1.0',
    });
    expect(invite.ip).toBeTruthy();
    // The unlocked candidate is named as it was at the time (decision 400).
    expect(entries.find((e) => e.action === 'candidate.unlocked')).toMatchObject({
      actor_id: other.userId,
      target_type: 'candidate',
      target_id: candidate,
      target_label: candidateName,
    });
    expect(candidateName).toBeTruthy();
    expect(entries.find((e) => e.action === 'user.role_changed')!.changes).toEqual({
      role: { before: 'member', after: 'staff' },
    });
    const text = JSON.stringify(entries);
    expect(text).not.toMatch(/password_?hash|"code"|token|argon2/i);
    expect(text).not.toContain(code!);
    expect(text).not.toContain(token);
    expect(text).not.toContain('Password456');
    expect(text).not.toContain(emailCode!);

    // Filters: a prefix of actions, one actor.
    const userActions = await allEntries('&action=user.');
    expect(userActions.every((e) => e.action.startsWith('user.'))).toBe(true);
    const byStaff = await allEntries(`&actor_id=${staff.userId}`);
    expect(byStaff.map((e) => e.action)).toContain('candidate.merged');
    expect(byStaff.every((e) => e.actor_id === staff.userId)).toBe(true);

    // The CSV export: a BOM, the header, the filter, and no formula a spreadsheet would run.
    expect(csv.headers.get('content-type')).toContain('text/csv');
    expect(csvText.startsWith('\uFEFF"time","actor_id"')).toBe(true);
    expect(csvText).toContain('"user.invited"');
    expect(csvText).not.toContain('"job.published"');
    expect(csvText).toContain(`"'=HYPERLINK(""http://evil.test"")"`);
    expect(csvText).not.toMatch(/(^|,)"=/m);
  }, 600_000);

  it('shows sign-ins with their outcome, and the outbox with its status', async () => {
    const failures = await ok(
      server.call('GET', '/api/admin/sign-ins?outcome=failure', { token: admin.token }),
      200,
      'sign-ins',
    );
    expect((failures.sign_ins as Array<Record<string, unknown>>)[0]).toMatchObject({
      outcome: 'failure',
      label: 'walker@logs.test',
      method: 'password',
      reason: 'wrong_password',
    });
    const mails = await ok(
      server.call('GET', '/api/admin/mail?limit=2', { token: admin.token }),
      200,
      'mail',
    );
    expect((mails.mails as unknown[]).length).toBe(2);
    expect(JSON.stringify(mails)).not.toMatch(/"text"|"html"/);
    const next = await ok(
      server.call('GET', `/api/admin/mail?limit=2&cursor=${mails.next_cursor as string}`, {
        token: admin.token,
      }),
      200,
      'mail page 2',
    );
    expect((next.mails as Array<{ id: string }>)[0]!.id).not.toBe(
      (mails.mails as Array<{ id: string }>)[1]!.id,
    );
  });

  it('answers a cursor it did not write with 422, never a 500', async () => {
    const cursor = (text: string) => Buffer.from(text).toString('base64url');
    for (const text of [
      '1|5',
      '2026|5',
      '+275760-09-13|1',
      '2026-02-31T00:00:00Z|1',
      '0000-01-01T00:00:00Z|1',
    ]) {
      for (const path of ['/api/admin/audit', '/api/admin/sign-ins']) {
        const res = await server.call('GET', `${path}?cursor=${cursor(text)}`, {
          token: admin.token,
          headers: { 'accept-language': 'vi' },
        });
        expect([res.status, Object.keys(res.body.errors as object)], `${path} ${text}`).toEqual([
          422,
          ['cursor'],
        ]);
      }
    }
    const fine = await server.call(
      'GET',
      `/api/admin/audit?cursor=${cursor('2026-06-01T00:00:00.123456Z|7')}`,
      {
        token: admin.token,
      },
    );
    expect(fine.status).toBe(200);
  });

  it('answers a time its zone moves out of years 1 to 9999 with 422 naming the field, never a 500', async () => {
    const cases: Array<[string, string]> = [
      ['to=9999-12-31T23:59:59-14:00', 'to'],
      ['from=0001-01-01T00:00:00%2B14:00', 'from'],
    ];
    for (const path of ['/api/admin/audit', '/api/admin/audit/export', '/api/admin/sign-ins']) {
      for (const [query, field] of cases) {
        const res = await server.call('GET', `${path}?${query}`, { token: admin.token });
        expect([res.status, Object.keys((res.body.errors ?? {}) as object)], `${path}?${query}`).toEqual([
          422,
          [field],
        ]);
      }
    }
    // The edges themselves are fine.
    const edges = await server.call(
      'GET',
      '/api/admin/audit?from=0001-01-01T00:00:00Z&to=9999-12-31T23:59:59%2B07:00',
      { token: admin.token },
    );
    expect(edges.status).toBe(200);
  });

  it('refuses a window that ends before it starts, on the list, the export and the sign-ins', async () => {
    const window = 'from=2026-06-02T00:00:00Z&to=2026-06-01T00:00:00Z';
    for (const path of ['/api/admin/audit', '/api/admin/audit/export', '/api/admin/sign-ins']) {
      const res = await server.call('GET', `${path}?${window}`, {
        token: admin.token,
        headers: { 'accept-language': 'vi' },
      });
      expect([res.status, res.body.errors], path).toEqual([
        422,
        { to: ['Ngày kết thúc trước ngày bắt đầu'] },
      ]);
    }
    // The same instant written in two zones is one ordered window.
    const same = await server.call(
      'GET',
      '/api/admin/audit?from=2026-06-01T07:00:00%2B07:00&to=2026-06-01T00:00:00Z',
      {
        token: admin.token,
      },
    );
    expect(same.status).toBe(200);
  });

  it('is refused UPDATE, DELETE and TRUNCATE by the database; only the retention pruning deletes', async () => {
    const db = server.ctx.db;
    await expect(db.execute(sql`update audit_log set action = 'forged'`)).rejects.toThrow();
    await expect(db.execute(sql`delete from audit_log`)).rejects.toThrow();
    await expect(db.execute(sql`truncate audit_log`)).rejects.toThrow();
    const fresh = await auditActions(server);
    expect(fresh.length).toBeGreaterThan(0);
    // The flag allows DELETE only, never UPDATE.
    await expect(
      db.transaction(async (tx) => {
        await tx.execute(sql`set local app.audit_prune = 'on'`);
        await tx.execute(sql`update audit_log set action = 'forged'`);
      }),
    ).rejects.toThrow();
    // Even with the flag, an entry younger than 30 days by the database's clock stays (decision 427).
    const refusal = await db
      .transaction(async (tx) => {
        await tx.execute(sql`set local app.audit_prune = 'on'`);
        await tx.execute(sql`delete from audit_log where id = (select max(id) from audit_log)`);
      })
      .then(
        () => null,
        (error: unknown) => error as Error & { cause?: Error & { code?: string } },
      );
    expect(refusal).not.toBeNull();
    expect(refusal!.cause?.code ?? (refusal as { code?: string }).code).toBe('42501');
    expect(refusal!.cause?.message ?? refusal!.message).toMatch(/younger than 30 days/);
    expect(await auditActions(server)).toEqual(fresh);

    // Entries really a year and more old in the database: an audit entry and a sign-in.
    await db.execute(sql`
      insert into audit_log (at, action, target_type, target_id) values
        (now() - interval '400 days', 'job.published', 'job', 'old-job'),
        (now() - interval '400 days', 'auth.sign_in', 'user', 'old-user')`);
    // A year and more later by the application's clock, the hourly pruning removes the entries past their
    // retention, in batches; the walk's entries are fresh in the database, so the round leaves them (and does not
    // fail on them) however far the application's clock runs ahead.
    server.clock.advance(400 * 24 * 3_600_000);
    const counts = await server.pruner.runOnce();
    expect(counts).toMatchObject({ auditLog: 1, signIns: 1 });
    // The same round anonymised the two sourced candidates nobody hired (decision 420), and said so.
    expect(counts!.candidatesAnonymised).toBe(2);
    expect(await auditActions(server)).toEqual([...fresh, 'candidate.anonymised', 'candidate.anonymised']);
  });
});

async function adminLogin(email: string): Promise<string> {
  const res = await server.call('POST', '/api/auth/login', { body: { email, password: 'Password123' } });
  if (res.status !== 200) throw new Error(`login ${email}: ${res.status}`);
  return res.body.access_token as string;
}

describe('the export’s file name', () => {
  it('is dated with the day in Vietnam, not in UTC', async () => {
    // 20:00 UTC, the next such hour on the test clock: already the next day in Vietnam (UTC+7).
    const now = server.clock.now();
    const evening = new Date(now);
    evening.setUTCHours(20, 0, 0, 0);
    if (evening <= now) evening.setUTCDate(evening.getUTCDate() + 1);
    server.clock.advance(evening.getTime() - now.getTime());
    const nextDay = new Date(evening.getTime() + 24 * 3_600_000).toISOString().slice(0, 10);
    // Signed in at that time (an earlier test moved the clock past the first sessions' end).
    const { token } = await adminActor(server);
    const csv = await fetch(`${server.url}/api/admin/audit/export`, {
      headers: { authorization: `Bearer ${token}` },
    });
    expect(csv.status).toBe(200);
    expect(csv.headers.get('content-disposition')).toBe(`attachment; filename="audit-${nextDay}.csv"`);
    await csv.text();
  });
});
