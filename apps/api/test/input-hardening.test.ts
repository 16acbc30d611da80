import { readdirSync } from 'node:fs';
import { connect } from 'node:net';
import path from 'node:path';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { queryRows } from '../src/db/client';
import { startSmtpTestServer } from './harness';
import type { TestServer } from './harness';
import { clientIp } from './helpers';
import { actor, applicant, employerWithJob, postForm, samplePdf } from './recruitment';
import type { Actor } from './recruitment';
import type { SmtpPeer } from './smtp-peer';

// Decision 285: a client's bad input gets a clear 4xx, never a 500, and a refusal leaves nothing behind.

let smtp: SmtpPeer;
let server: TestServer;
let employer: Actor;
let staff: Actor;
let member: Actor;
let jobId: string;

beforeAll(async () => {
  ({ server, smtp } = await startSmtpTestServer());
  ({ employer, jobId } = await employerWithJob(server, smtp, 'hr@hardening.test', 'Tiki'));
  staff = await actor(server, smtp, 'staff', 'staff@hardening.test');
  member = await actor(server, smtp, 'member', 'member@hardening.test');
});

afterAll(async () => {
  await server.stop();
});

const NUL = /Text must not contain NUL characters/;

function expectNul(res: { status: number; body: Record<string, unknown> }, field: string) {
  expect(res.status, JSON.stringify(res.body)).toBe(400);
  expect(res.body).toMatchObject({ success: false, code: 'BAD_REQUEST' });
  expect(res.body.message).toMatch(NUL);
  expect(res.body.message).toContain(`"${field}"`);
  expect(res.body.errors).toHaveProperty([field]);
}

describe('NUL characters', () => {
  it('answers 400 naming the field in query strings, public and signed in', async () => {
    expectNul(await server.call('GET', '/api/jobs?q=%00'), 'q');
    expectNul(await server.call('GET', '/api/jobs?location=%00'), 'location');
    expectNul(await server.call('GET', '/api/candidates?q=%00', { token: staff.token }), 'q');
    expectNul(await server.call('GET', '/api/candidates?skills=a%00', { token: staff.token }), 'skills');
    expectNul(await server.call('GET', '/api/applications?q=%00', { token: employer.token }), 'q');
    expectNul(await server.call('GET', '/api/manage/jobs?q=%00', { token: employer.token }), 'q');
    expectNul(await server.call('GET', '/api/jobs/%00'), 'id');
  });

  it('checks access first, and refuses NUL in plain-text and form bodies too', async () => {
    // Whoever may not call the route learns nothing more than that.
    expect((await server.call('GET', '/api/candidates?q=%00')).status).toBe(401);
    // A plain-text body is not read at all (decision 1087).
    const asText = await server.call('POST', '/api/contact', {
      raw: 'Hello\u0000',
      headers: { 'content-type': 'text/plain' },
    });
    expect(asText.status).toBe(415);
    const asForm = await server.call('POST', '/api/job-alerts/unsubscribe', {
      raw: 'List-Unsubscribe=One-Click&token=a%00b',
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
    });
    expectNul(asForm, 'token');
  });

  it('says a JSON body with a __proto__ or constructor.prototype key is refused for that key, not for its syntax', async () => {
    for (const raw of [
      '{"name":"A","__proto__":{"admin":true}}',
      '{"name":"A","constructor":{"prototype":{"admin":true}}}',
    ]) {
      const res = await server.call('POST', '/api/contact', { raw });
      expect(res.status, raw).toBe(400);
      expect(res.body.message).toBe(
        'The request body has a key the server never accepts (__proto__ or constructor.prototype).',
      );
    }
  });

  it('answers 415 to JSON sent as text/plain, as to any type but JSON; an empty plain-text body is no body (decision 1087)', async () => {
    const job = JSON.stringify({
      title: 'Sent as text',
      location: 'Hà Nội',
      type: 'full-time',
      level: 'mid',
      description: 'A posting sent without its content type.',
    });
    const before = await server.call('GET', '/api/manage/jobs', { token: employer.token });
    // fetch(url, { method: 'POST', body: JSON.stringify(job) }) says text/plain;charset=UTF-8.
    for (const type of ['text/plain;charset=UTF-8', 'application/xml']) {
      const sent = await server.call('POST', '/api/jobs', {
        token: employer.token,
        raw: job,
        headers: { 'content-type': type },
      });
      expect({ type, status: sent.status, body: sent.body }).toEqual({
        type,
        status: 415,
        body: {
          success: false,
          message: 'Send the request body as application/json.',
          code: 'UNSUPPORTED_MEDIA_TYPE',
        },
      });
    }
    const after = await server.call('GET', '/api/manage/jobs', { token: employer.token });
    expect(after.body.total).toBe(before.body.total);
    // A bodyless action that still names text/plain is answered as if it had no type.
    const closed = await server.call('POST', `/api/jobs/${jobId}/close`, {
      token: employer.token,
      raw: '',
      headers: { 'content-type': 'text/plain' },
    });
    expect(closed.status).toBe(200);
    expect((await server.call('POST', `/api/jobs/${jobId}/reopen`, { token: employer.token })).status).toBe(
      200,
    );
  });

  it("answers a body's own error before a NUL in the address", async () => {
    const malformed = await server.call('POST', '/api/contact?x=%00', { raw: '{bad' });
    expect(malformed.status).toBe(400);
    expect(malformed.body.message).toBe('The request body is not valid JSON.');
    const unsupported = await server.call('POST', '/api/contact?x=%00', {
      raw: '<a/>',
      headers: { 'content-type': 'application/xml' },
    });
    expect(unsupported.status).toBe(415);
    expectNul(await server.call('POST', '/api/contact?x=%00', { body: {} }), 'x');
    expectNul(await server.call('POST', '/api/no-such-route?x=%00', { body: {} }), 'x');
  });

  it('answers 400 naming the field in JSON bodies, nested ones too, and stores nothing', async () => {
    const before = await server.call('GET', '/api/manage/jobs', { token: employer.token });
    const job = {
      title: 'A\u0000B',
      location: 'Hà Nội',
      type: 'full-time',
      level: 'mid',
      description: 'x',
    };
    expectNul(await server.call('POST', '/api/jobs', { token: employer.token, body: job }), 'title');
    expectNul(
      await server.call('POST', '/api/jobs', {
        token: employer.token,
        body: { ...job, title: 'Fine', skills: ['React', 'Go\u0000'] },
      }),
      'skills.1',
    );
    const after = await server.call('GET', '/api/manage/jobs', { token: employer.token });
    expect(after.body.total).toBe(before.body.total);
    expectNul(
      await server.call('PUT', '/api/employer/company', {
        token: employer.token,
        body: { name: 'Tiki\u0000' },
      }),
      'name',
    );
    const company = await server.call('GET', '/api/employer/company', { token: employer.token });
    expect((company.body.company as { name: string }).name).toBe('Tiki');
  });

  it('answers 400 on the auth routes (register, login) before any account is made', async () => {
    expectNul(
      await server.call('POST', '/api/auth/register', {
        headers: clientIp(),
        body: { name: 'An\u0000', email: 'nul@hardening.test', password: 'Password123' },
      }),
      'name',
    );
    expectNul(
      await server.call('POST', '/api/auth/register', {
        headers: clientIp(),
        body: { name: 'An', email: 'nul\u0000@hardening.test', password: 'Password123' },
      }),
      'email',
    );
    expectNul(
      await server.call('POST', '/api/auth/login', {
        headers: clientIp(),
        body: { email: 'member@hardening.test', password: 'Pass\u0000word123' },
      }),
      'password',
    );
    // The address stays free: a clean registration with it succeeds.
    const clean = await server.call('POST', '/api/auth/register', {
      headers: clientIp(),
      body: { name: 'An', email: 'nul@hardening.test', password: 'Password123' },
    });
    expect(clean.status).toBe(201);
  });

  it('answers 400 naming the field in a multipart form', async () => {
    const res = await postForm(
      server,
      `/api/jobs/${jobId}/applications`,
      member.token,
      { cover_letter: 'Hi\u0000' },
      { name: 'cv.pdf', data: samplePdf() },
    );
    expectNul(res, 'cover_letter');
    const cvs = await server.call('GET', '/api/me/cvs', { token: member.token });
    expect(cvs.body.cvs).toEqual([]);
  });
});

/** Every file under DATA_DIR/uploads, and on PostgreSQL every large object (where uploads go: decision 1172). */
async function storedFiles(): Promise<string[]> {
  const root = path.join(server.dataDir, 'uploads');
  let files: string[] = [];
  try {
    files = readdirSync(root, { recursive: true, withFileTypes: true })
      .filter((e) => e.isFile())
      .map((e) => path.join(e.parentPath, e.name));
  } catch {
    files = [];
  }
  if (server.ctx.database.kind === 'postgres') {
    const objects = await queryRows<{ oid: string }>(
      server.ctx.db,
      sql`select oid::text as oid from pg_largeobject_metadata`,
    );
    files.push(...objects.map((o) => `large object ${o.oid}`));
  }
  return files.sort();
}

/** A multipart body without its closing boundary: busboy's "Unexpected end of multipart data". */
async function truncatedForm(urlPath: string, token: string) {
  const body =
    '--xyz\r\nContent-Disposition: form-data; name="cover_letter"\r\n\r\nHello\r\n' +
    '--xyz\r\nContent-Disposition: form-data; name="cv"; filename="cv.pdf"\r\n' +
    'Content-Type: application/pdf\r\n\r\n%PDF-1.4 and then the connection';
  const response = await fetch(`${server.url}${urlPath}`, {
    method: 'POST',
    headers: { authorization: `Bearer ${token}`, 'content-type': 'multipart/form-data; boundary=xyz' },
    body,
  });
  return { status: response.status, body: (await response.json()) as Record<string, unknown> };
}

describe('requests Node refuses before routing', () => {
  it('answers headers over 16 KB with 431 in the API shape, with security headers, in the asked language', async () => {
    const huge = 'a'.repeat(20_000);
    const english = await fetch(`${server.url}/api/auth/profile`, {
      headers: { authorization: `Bearer ${huge}` },
    });
    expect(english.status).toBe(431);
    expect(english.headers.get('x-content-type-options')).toBe('nosniff');
    expect(english.headers.get('content-type')).toMatch(/^application\/json/);
    expect(await english.json()).toEqual({
      success: false,
      code: 'HEADERS_TOO_LARGE',
      message: expect.stringMatching(/too large.*16 KB/),
    });
    const vietnamese = await fetch(`${server.url}/api/jobs?q=${huge}`, {
      headers: { 'accept-language': 'vi' },
    });
    expect(vietnamese.status).toBe(431);
    const body = (await vietnamese.json()) as { message: string; code: string };
    expect(body.code).toBe('HEADERS_TOO_LARGE');
    expect(body.message).toMatch(/16 KB/);
    expect(body.message).not.toMatch(/too large/);
  });

  it('answers bytes that are not HTTP with 400 in the API shape and closes the connection', async () => {
    const url = new URL(server.url);
    const answer = await new Promise<string>((resolve, reject) => {
      const socket = connect(Number(url.port), url.hostname, () => socket.write('HELLO THERE\r\n\r\n'));
      let got = '';
      socket.on('data', (chunk) => (got += chunk.toString('utf8')));
      socket.on('close', () => resolve(got));
      socket.on('error', reject);
    });
    expect(answer).toMatch(/^HTTP\/1\.1 400 Bad Request\r\n/);
    expect(answer).toMatch(/\r\nconnection: close\r\n/);
    expect(JSON.parse(answer.slice(answer.indexOf('\r\n\r\n') + 4))).toMatchObject({
      success: false,
      code: 'BAD_REQUEST',
    });
  });
});

describe('malformed ids and numbers in the address', () => {
  it('names the field with one plain message in each language, whatever the id looks like', async () => {
    const admin = await actor(server, smtp, 'admin', 'admin@hardening.test');
    const premium = await actor(server, smtp, 'employer', 'premium@hardening.test', { plan: 'premium' });
    const cases: [Actor, string, string, string][] = [
      [member, 'GET', '/api/messages/attachments/abc', 'id'],
      [member, 'GET', `/api/messages/attachments/${'9'.repeat(30)}`, 'id'],
      [admin, 'POST', '/api/admin/mail/-1/retry', 'id'],
      [premium, 'POST', `/api/company/webhooks/${jobId}/deliveries/y/redeliver`, 'deliveryId'],
      [staff, 'GET', `/api/candidates/not-a-uuid`, 'id'],
    ];
    for (const [who, method, url, field] of cases) {
      for (const [lang, text] of [
        ['en', 'Not a valid id'],
        ['vi', 'Mã định danh không hợp lệ'],
      ] as const) {
        const res = await server.call(method, url, {
          token: who.token,
          headers: { 'accept-language': lang },
        });
        expect(res.status, `${method} ${url}`).toBe(422);
        expect(res.body.message, `${method} ${url}`).toBe(text);
        expect((res.body.errors as Record<string, string[]>)[field], `${method} ${url}`).toEqual([text]);
      }
    }
  });

  it('says the same of a message number in a body', async () => {
    const res = await server.call('POST', `/api/messages/conversations/${jobId}/read`, {
      token: member.token,
      body: { up_to: 'latest' },
    });
    expect([res.status, res.body.errors]).toEqual([422, { up_to: ['Not a valid id'] }]);
  });

  it("says a number is expected in a query, in the caller's language", async () => {
    const en = await server.call('GET', '/api/jobs?page=lots');
    const vi = await server.call('GET', '/api/jobs?page=lots', { headers: { 'accept-language': 'vi' } });
    expect([en.status, en.body.message, vi.body.message]).toEqual([
      422,
      'Enter a number',
      'Hãy nhập một con số',
    ]);
    const low = await server.call('GET', '/api/jobs?page=0', { headers: { 'accept-language': 'vi' } });
    // Bounds in the one wording of limits (decision 1221).
    expect([low.status, low.body.message]).toEqual([422, 'Tối thiểu 1']);
    const high = await server.call('GET', '/api/jobs?page=10001');
    expect(high.body.message).toBe('At most 10,000');
    // Past JavaScript's safe integers too: the field's own bound, not zod's internals ("expected int to be <=…").
    const huge = await server.call('GET', '/api/jobs?page=99999999999999999999', {
      headers: { 'accept-language': 'vi' },
    });
    expect([huge.status, huge.body.message, huge.body.errors]).toEqual([
      422,
      'Tối đa 10.000',
      { page: ['Tối đa 10.000'] },
    ]);
  });
});

describe('malformed multipart', () => {
  it('answers 400 for a body cut off before its closing boundary, storing nothing', async () => {
    const files = await storedFiles();
    for (const urlPath of ['/api/me/cvs', `/api/jobs/${jobId}/applications`]) {
      const res = await truncatedForm(urlPath, member.token);
      expect(res.status, urlPath).toBe(400);
      expect(res.body).toMatchObject({ success: false, code: 'BAD_REQUEST' });
      expect(res.body.message).toMatch(/malformed or incomplete/);
    }
    expect((await server.call('GET', '/api/me/cvs', { token: member.token })).body.cvs).toEqual([]);
    expect(await storedFiles()).toEqual(files);
  });
});

describe('a refused multipart application', () => {
  it('keeps no CV after a 409 duplicate or a 403 employer', async () => {
    const first = await applicant(server, smtp, 'twice@hardening.test', jobId);
    const cvsBefore = (await server.call('GET', '/api/me/cvs', { token: first.token })).body.cvs;
    expect(cvsBefore).toHaveLength(1);
    const files = await storedFiles();

    const again = await postForm(
      server,
      `/api/jobs/${jobId}/applications`,
      first.token,
      { cover_letter: 'Again' },
      { name: 'cv2.pdf', data: samplePdf() },
    );
    expect(again.status).toBe(409);
    expect(again.body.message).toBe('You have already applied to this posting.');
    expect((await server.call('GET', '/api/me/cvs', { token: first.token })).body.cvs).toEqual(cvsBefore);
    expect(await storedFiles()).toEqual(files);

    const boss = await actor(server, smtp, 'employer', 'boss@hardening.test');
    const refused = await postForm(
      server,
      `/api/jobs/${jobId}/applications`,
      boss.token,
      { cover_letter: 'Me too' },
      { name: 'cv.pdf', data: samplePdf() },
    );
    expect(refused.status).toBe(403);
    expect((await server.call('GET', '/api/me/cvs', { token: boss.token })).body.cvs).toEqual([]);
    const profile = await server.call('GET', '/api/me/candidate-profile', { token: boss.token });
    expect((profile.body.profile as { id: string | null }).id).toBeNull();
    expect(await storedFiles()).toEqual(files);
  });

  it('keeps no CV when the posting is closed', async () => {
    const closer = await employerWithJob(server, smtp, 'hr2@hardening.test', 'Sendo');
    await server.call('POST', `/api/jobs/${closer.jobId}/close`, { token: closer.employer.token });
    const files = await storedFiles();
    const res = await postForm(
      server,
      `/api/jobs/${closer.jobId}/applications`,
      member.token,
      { cover_letter: 'Hi' },
      { name: 'cv.pdf', data: samplePdf() },
    );
    expect(res.status).toBe(409);
    expect((await server.call('GET', '/api/me/cvs', { token: member.token })).body.cvs).toEqual([]);
    expect(await storedFiles()).toEqual(files);
  });
});

const DAY = 24 * 3_600_000;
/** The calendar day in Vietnam of an instant, as YYYY-MM-DD. */
const vnDay = (at: Date) => new Intl.DateTimeFormat('en-CA', { timeZone: 'Asia/Ho_Chi_Minh' }).format(at);

describe('posting deadlines', () => {
  const post = (body: Record<string, unknown>) =>
    server.call('POST', '/api/jobs', {
      token: employer.token,
      body: { title: 'QA', location: 'Hà Nội', type: 'full-time', level: 'mid', description: 'x', ...body },
    });

  it('refuses a day that does not exist, with the same message as the form', async () => {
    for (const deadline of ['2099-02-31', '2099-02-29', '2099-13-01', '2099-01-01T24:00:00Z']) {
      const res = await post({ deadline });
      expect(res.status, deadline).toBe(422);
      expect(res.body.message).toBe('Enter a real date (that day does not exist in the calendar)');
      expect(res.body.errors).toHaveProperty('deadline');
    }
  });

  it('refuses a deadline in the past; today in Vietnam is still open', async () => {
    const now = server.clock.now();
    for (const deadline of [
      '2001-01-01',
      vnDay(new Date(now.getTime() - DAY)),
      new Date(now.getTime() - 60_000).toISOString(),
    ]) {
      const res = await post({ deadline });
      expect(res.status, deadline).toBe(422);
      expect(res.body.message).toBe('The deadline has passed; choose today or a later day.');
      expect(res.body.errors).toEqual({ deadline: ['The deadline has passed; choose today or a later day'] });
    }
    const today = await post({ deadline: vnDay(now) });
    expect(today.status).toBe(201);
    expect((today.body.job as { deadline: string }).deadline).toBe(
      new Date(`${vnDay(now)}T23:59:59.999+07:00`).toISOString(),
    );
  });

  it('keeps a date-time deadline when an edit sends back its day (the form), without moving it', async () => {
    const soon = new Date(server.clock.now().getTime() + 3_600_000).toISOString();
    const job = (await post({ title: 'Form edit', deadline: soon })).body.job as { id: string };
    const res = await server.call('PUT', `/api/jobs/${job.id}`, {
      token: employer.token,
      body: {
        title: 'Form edit',
        location: 'Hà Nội',
        type: 'full-time',
        level: 'mid',
        description: 'Edited',
        deadline: vnDay(new Date(soon)),
      },
    });
    expect(res.status).toBe(200);
    expect(res.body.job).toMatchObject({ deadline: soon, description: 'Edited' });
  });

  it('refuses to publish or reopen past the deadline, and still edits an old posting', async () => {
    const soon = new Date(server.clock.now().getTime() + 3_600_000).toISOString();
    const draft = (await post({ title: 'Soon', deadline: soon })).body.job as { id: string };
    const live = (await post({ title: 'Live', deadline: soon })).body.job as { id: string };
    expect(
      (await server.call('POST', `/api/jobs/${live.id}/publish`, { token: employer.token })).status,
    ).toBe(200);
    expect((await server.call('POST', `/api/jobs/${live.id}/close`, { token: employer.token })).status).toBe(
      200,
    );
    server.clock.advance(2 * 3_600_000);

    const publish = await server.call('POST', `/api/jobs/${draft.id}/publish`, { token: employer.token });
    expect(publish.status).toBe(409);
    expect(publish.body).toMatchObject({ code: 'DEADLINE_PASSED' });
    expect(publish.body.message).toMatch(/move the deadline to a later day/);
    const reopen = await server.call('POST', `/api/jobs/${live.id}/reopen`, { token: employer.token });
    expect(reopen.status).toBe(409);
    expect(reopen.body.message).toMatch(/move the deadline to a later day before this posting is reopened/);

    const edit = (body: Record<string, unknown>) =>
      server.call('PUT', `/api/jobs/${live.id}`, {
        token: employer.token,
        body: {
          title: 'Live',
          location: 'Hà Nội',
          type: 'full-time',
          level: 'mid',
          description: 'y',
          ...body,
        },
      });
    // Other fields of the closed, expired posting can still change while the old deadline stays,
    // whether the edit sends it back as stored or, as the form does, as its day in Vietnam.
    expect((await edit({ deadline: soon, description: 'Edited later' })).status).toBe(200);
    const formEdit = await edit({ deadline: vnDay(new Date(soon)), description: 'Edited in the form' });
    expect(formEdit.status).toBe(200);
    expect(formEdit.body.job).toMatchObject({ deadline: soon, is_expired: true });
    const moveBack = await edit({ deadline: '2001-01-01' });
    expect(moveBack.status).toBe(422);
    expect((await edit({ deadline: vnDay(new Date(server.clock.now().getTime() + 7 * DAY)) })).status).toBe(
      200,
    );
    expect((await server.call('POST', `/api/jobs/${live.id}/reopen`, { token: employer.token })).status).toBe(
      200,
    );
  });
});

describe('interview times', () => {
  let applicationId: string;
  let interviewId: string;
  const slot = (starts_at: string, extra: Record<string, unknown> = {}) => ({
    starts_at,
    time_zone: 'Asia/Ho_Chi_Minh',
    duration_minutes: 60,
    type: 'video',
    interviewer_ids: [employer.userId],
    ...extra,
  });
  const schedule = (body: Record<string, unknown>) =>
    server.call('POST', `/api/applications/${applicationId}/interviews`, { token: employer.token, body });
  const inDays = (days: number) => `${vnDay(new Date(server.clock.now().getTime() + days * DAY))}T09:00`;

  beforeAll(async () => {
    applicationId = (await applicant(server, smtp, 'iv@hardening.test', jobId)).applicationId;
  });

  it('refuses impossible wall-clock times instead of rolling them over', async () => {
    for (const startsAt of ['2027-02-31T09:00', '2027-03-01T25:00', '2027-03-01T09:60']) {
      const res = await schedule(slot(startsAt));
      expect(res.status, startsAt).toBe(422);
      expect(res.body.message).toBe('Enter a real date and time (that day or hour does not exist)');
      expect(res.body.errors).toHaveProperty('starts_at');
    }
  });

  it('refuses a local time the zone skips (DST gap)', async () => {
    const res = await schedule(slot('2030-03-31T02:30', { time_zone: 'Europe/Berlin' }));
    expect(res.status).toBe(422);
    expect(res.body.message).toBe(
      '2030-03-31 02:30 does not exist in Europe/Berlin (the clocks move forward then); choose another time.',
    );
    // An hour later exists.
    const fine = await schedule(slot('2030-03-31T03:30', { time_zone: 'Europe/Berlin' }));
    expect(fine.status).toBe(201);
    expect((fine.body.interview as { starts_at: string }).starts_at).toBe('2030-03-31T01:30:00.000Z');
    await server.call('POST', `/api/interviews/${(fine.body.interview as { id: string }).id}/cancel`, {
      token: employer.token,
    });
  });

  it('refuses a start more than five years ahead (a year typed as 9999), on create and reschedule', async () => {
    for (const startsAt of ['9999-01-01T09:00', inDays(5 * 366 + 2)]) {
      const res = await schedule(slot(startsAt));
      expect(res.status, startsAt).toBe(422);
      expect(res.body.message).toBe(
        'An interview can start at most five years from now; choose an earlier date.',
      );
      expect(res.body.errors).toEqual({ starts_at: ['An interview can start at most five years from now'] });
    }
    const vi = await server.call('POST', `/api/applications/${applicationId}/interviews`, {
      token: employer.token,
      body: slot('9999-01-01T09:00'),
      headers: { 'accept-language': 'vi' },
    });
    expect(vi.status).toBe(422);
    expect(vi.body.message).not.toBe(
      'An interview can start at most five years from now; choose an earlier date.',
    );
    const made = await schedule(slot(inDays(700)));
    expect(made.status, JSON.stringify(made.body)).toBe(201);
    const moved = await server.call('PUT', `/api/interviews/${(made.body.interview as { id: string }).id}`, {
      token: employer.token,
      body: slot('9999-01-01T09:00'),
    });
    expect(moved.status).toBe(422);
  });

  it('refuses a start in the past on create and reschedule; keeping a past start is fine', async () => {
    for (const startsAt of [
      '2001-01-01T09:00',
      new Date(server.clock.now().getTime() - 60_000).toISOString(),
    ]) {
      const res = await schedule(slot(startsAt));
      expect(res.status, startsAt).toBe(422);
      expect(res.body.message).toBe('The interview must start in the future; choose a later time.');
      expect(res.body.errors).toEqual({ starts_at: ['The interview must start in the future'] });
    }
    const made = await schedule(slot(inDays(2)));
    expect(made.status).toBe(201);
    interviewId = (made.body.interview as { id: string }).id;
    const put = (body: Record<string, unknown>) =>
      server.call('PUT', `/api/interviews/${interviewId}`, { token: employer.token, body });
    expect((await put(slot('2001-01-01T09:00'))).status).toBe(422);

    server.clock.advance(3 * DAY);
    // The interview is over; its notes can still be changed without moving it.
    const notes = await put(slot(inDays(-1), { notes: 'Went well' }));
    expect(notes.status, JSON.stringify(notes.body)).toBe(200);
    expect((await put(slot(inDays(-2)))).status).toBe(422);
  });
});
