import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestServer, startSmtpTestServer } from './harness';
import type { TestServer } from './harness';
import { actor, employerWithJob, postForm, samplePdf } from './recruitment';
import type { Actor } from './recruitment';
import type { SmtpPeer } from './smtp-peer';

// Decision 320: search per IP, applying and CV uploads per user, counted in the database.

const limits = { searchPerIpPerMinute: 3, applyPerUserPerHour: 2, cvUploadsPerUserPerHour: 2 };

function expectLimited(res: { status: number; body: Record<string, unknown>; headers: Headers }) {
  expect(res.status, JSON.stringify(res.body)).toBe(429);
  expect(res.body).toMatchObject({ success: false, code: 'RATE_LIMITED' });
  const retryAfter = Number(res.headers.get('retry-after'));
  expect(Number.isInteger(retryAfter)).toBe(true);
  expect(retryAfter).toBeGreaterThan(0);
  return retryAfter;
}

let smtp: SmtpPeer;
let server: TestServer;
let jobIds: string[];
let member: Actor;

beforeAll(async () => {
  ({ server, smtp } = await startSmtpTestServer({ config: { limits } }));
  const { employer, jobId } = await employerWithJob(server, smtp, 'hr@limits.test', 'Tiki');
  jobIds = [jobId];
  for (let i = 0; i < 2; i++) {
    const created = await server.call('POST', `/api/jobs/${jobId}/duplicate`, { token: employer.token });
    const id = (created.body.job as { id: string }).id;
    await server.call('POST', `/api/jobs/${id}/publish`, { token: employer.token });
    jobIds.push(id);
  }
  member = await actor(server, smtp, 'member', 'an@limits.test');
});

afterAll(async () => {
  await server.stop();
});

describe('limits on expensive routes', () => {
  it('answers the public search with 429 and Retry-After past the per-IP limit, until the minute passes', async () => {
    for (let i = 0; i < 3; i++) expect((await server.call('GET', `/api/jobs?q=dev${i}`)).status).toBe(200);
    const retryAfter = expectLimited(await server.call('GET', '/api/jobs?q=more'));
    expect(retryAfter).toBeLessThanOrEqual(60);
    server.clock.advance(61_000);
    expect((await server.call('GET', '/api/jobs')).status).toBe(200);
  });

  it('limits CV uploads per user, and stores nothing refused', async () => {
    for (let i = 0; i < 2; i++) {
      const res = await postForm(
        server,
        '/api/me/cvs',
        member.token,
        {},
        { name: `cv${i}.pdf`, data: samplePdf() },
      );
      expect(res.status).toBe(201);
    }
    const refused = await postForm(
      server,
      '/api/me/cvs',
      member.token,
      {},
      { name: 'cv3.pdf', data: samplePdf() },
    );
    expect(expectLimited(refused)).toBeLessThanOrEqual(3600);
    const list = await server.call('GET', '/api/me/cvs', { token: member.token });
    expect(list.body.cvs).toHaveLength(2);
  });

  it('limits applications per user; another user is not affected', async () => {
    const cvs = (await server.call('GET', '/api/me/cvs', { token: member.token })).body.cvs as Array<{
      id: string;
    }>;
    for (const jobId of jobIds.slice(0, 2)) {
      const res = await server.call('POST', `/api/jobs/${jobId}/applications`, {
        token: member.token,
        body: { cover_letter: 'Hello', cv_id: cvs[0]!.id },
      });
      expect(res.status, JSON.stringify(res.body)).toBe(201);
    }
    expectLimited(
      await server.call('POST', `/api/jobs/${jobIds[2]}/applications`, {
        token: member.token,
        body: { cover_letter: 'Hello', cv_id: cvs[0]!.id },
      }),
    );
    const mine = await server.call('GET', '/api/me/applications', { token: member.token });
    expect(mine.body.applications).toHaveLength(2);
    const other = await actor(server, smtp, 'member', 'binh@limits.test');
    const res = await postForm(
      server,
      `/api/jobs/${jobIds[2]}/applications`,
      other.token,
      { cover_letter: 'Hi' },
      { name: 'cv.pdf', data: samplePdf() },
    );
    expect(res.status).toBe(201);
  });
});

describe('two instances on one PostgreSQL database', () => {
  it.runIf(Boolean(process.env.TEST_DATABASE_URL))('share one count', async () => {
    const first = await startTestServer({ config: { limits } });
    const second = await startTestServer({ config: { limits }, databaseUrl: first.ctx.config.databaseUrl });
    try {
      expect((await first.call('GET', '/api/jobs')).status).toBe(200);
      expect((await second.call('GET', '/api/jobs')).status).toBe(200);
      expect((await first.call('GET', '/api/jobs')).status).toBe(200);
      expectLimited(await second.call('GET', '/api/jobs'));
      expectLimited(await first.call('GET', '/api/jobs'));
    } finally {
      await second.stop();
      await first.stop();
    }
  });
});
