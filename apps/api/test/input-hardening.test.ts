import { readdirSync } from 'node:fs';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestServer } from './harness';
import type { TestServer } from './harness';
import { clientIp } from './helpers';
import { actor, applicant, employerWithJob, postForm, samplePdf } from './recruitment';
import type { Actor } from './recruitment';
import { startSmtpPeer } from './smtp-peer';
import type { SmtpPeer } from './smtp-peer';

// Decision 285: a client's bad input gets a clear 4xx, never a 500, and a refusal leaves nothing behind.

let smtp: SmtpPeer;
let server: TestServer;
let employer: Actor;
let staff: Actor;
let member: Actor;
let jobId: string;

beforeAll(async () => {
  smtp = await startSmtpPeer();
  server = await startTestServer({ config: { smtpUrl: smtp.url } });
  ({ employer, jobId } = await employerWithJob(server, smtp, 'hr@hardening.test', 'Tiki'));
  staff = await actor(server, smtp, 'staff', 'staff@hardening.test');
  member = await actor(server, smtp, 'member', 'member@hardening.test');
});

afterAll(async () => {
  await server.stop();
  await smtp.stop();
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

/** Every file under DATA_DIR/uploads. */
function storedFiles(): string[] {
  const root = path.join(server.dataDir, 'uploads');
  try {
    return readdirSync(root, { recursive: true, withFileTypes: true })
      .filter((e) => e.isFile())
      .map((e) => path.join(e.parentPath, e.name))
      .sort();
  } catch {
    return [];
  }
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

describe('malformed multipart', () => {
  it('answers 400 for a body cut off before its closing boundary, storing nothing', async () => {
    const files = storedFiles();
    for (const urlPath of ['/api/me/cvs', `/api/jobs/${jobId}/applications`]) {
      const res = await truncatedForm(urlPath, member.token);
      expect(res.status, urlPath).toBe(400);
      expect(res.body).toMatchObject({ success: false, code: 'BAD_REQUEST' });
      expect(res.body.message).toMatch(/malformed or incomplete/);
    }
    expect((await server.call('GET', '/api/me/cvs', { token: member.token })).body.cvs).toEqual([]);
    expect(storedFiles()).toEqual(files);
  });
});

describe('a refused multipart application', () => {
  it('keeps no CV after a 409 duplicate or a 403 employer', async () => {
    const first = await applicant(server, smtp, 'twice@hardening.test', jobId);
    const cvsBefore = (await server.call('GET', '/api/me/cvs', { token: first.token })).body.cvs;
    expect(cvsBefore).toHaveLength(1);
    const files = storedFiles();

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
    expect(storedFiles()).toEqual(files);

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
    expect(storedFiles()).toEqual(files);
  });

  it('keeps no CV when the posting is closed', async () => {
    const closer = await employerWithJob(server, smtp, 'hr2@hardening.test', 'Sendo');
    await server.call('POST', `/api/jobs/${closer.jobId}/close`, { token: closer.employer.token });
    const files = storedFiles();
    const res = await postForm(
      server,
      `/api/jobs/${closer.jobId}/applications`,
      member.token,
      { cover_letter: 'Hi' },
      { name: 'cv.pdf', data: samplePdf() },
    );
    expect(res.status).toBe(409);
    expect((await server.call('GET', '/api/me/cvs', { token: member.token })).body.cvs).toEqual([]);
    expect(storedFiles()).toEqual(files);
  });
});
