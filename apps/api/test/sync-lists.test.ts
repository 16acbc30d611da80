import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { outboxReader } from './admin';
import { startTestServer } from './harness';
import type { TestServer } from './harness';
import { apiKeySecret, applicant, employerWithJob, publishJob, sampleJob } from './recruitment';
import type { Actor, MailReader } from './recruitment';

// Decision 1157: the paged lists an API key syncs take `updated_after` as GET /api/manage/interviews does.

let server: TestServer;
let mail: MailReader;
let owner: Actor;
let jobA: string;
let jobB: string;
let key: string;
const apps: Record<string, string> = {};

const ids = async (path: string, field: 'applications' | 'jobs') => {
  const reply = await server.call('GET', path, { token: key });
  expect(reply.status, `${path}: ${JSON.stringify(reply.body)}`).toBe(200);
  return (reply.body[field] as Array<{ id: string }>).map((item) => item.id);
};
const since = () => encodeURIComponent(server.clock.now().toISOString());

beforeAll(async () => {
  server = await startTestServer();
  mail = outboxReader(server);
  ({ employer: owner, jobId: jobA } = await employerWithJob(
    server,
    mail,
    'owner@sync.test',
    'Sync Co',
    {},
    'premium',
  ));
  jobB = await publishJob(server, owner, { title: 'Backend Engineer' });
  for (const [name, job] of [
    ['one', jobA],
    ['two', jobA],
    ['three', jobB],
  ] as const) {
    server.clock.advance(1_000);
    apps[name] = (await applicant(server, mail, `${name}@sync.test`, job, `Candidate ${name}`)).applicationId;
  }
  key = await apiKeySecret(server, owner, [
    'applications:read',
    'jobs:read',
    'jobs:write',
    'interviews:read',
  ]);
});

afterAll(async () => {
  await server.stop();
});

describe('updated_after on the lists an API key syncs (decision 1157)', () => {
  it('lists the applications changed since, or whose posting changed, latest change first', async () => {
    server.clock.advance(60_000);
    const mark = since();
    expect(await ids(`/api/applications?updated_after=${mark}`, 'applications')).toEqual([]);

    server.clock.advance(60_000);
    const moved = await server.call('POST', `/api/applications/${apps.one}/move`, {
      token: owner.token,
      body: { stage: 'screening' },
    });
    expect(moved.status).toBe(200);
    expect(await ids(`/api/applications?updated_after=${mark}`, 'applications')).toEqual([apps.one]);

    // The posting the card shows is renamed: its applications count as changed.
    server.clock.advance(60_000);
    const renamed = await server.call('PUT', `/api/jobs/${jobB}`, {
      token: owner.token,
      body: sampleJob({ title: 'Backend Engineer (Go)' }),
    });
    expect(renamed.status).toBe(200);
    const reply = await server.call('GET', `/api/applications?updated_after=${mark}`, { token: key });
    expect((reply.body.applications as Array<{ id: string }>).map((a) => a.id)).toEqual([
      apps.three,
      apps.one,
    ]);
    expect(reply.body.total).toBe(2);
    // Without it, the list is as before: every application, newest first.
    expect(await ids('/api/applications', 'applications')).toEqual([apps.three, apps.two, apps.one]);
  });

  it('lists the postings changed since, latest change first', async () => {
    server.clock.advance(60_000);
    const mark = since();
    expect(await ids(`/api/manage/jobs?updated_after=${mark}`, 'jobs')).toEqual([]);
    server.clock.advance(60_000);
    const edited = await server.call('PUT', `/api/jobs/${jobA}`, {
      token: key,
      body: sampleJob({ title: 'Senior React Developer (remote)' }),
    });
    expect(edited.status).toBe(200);
    expect(await ids(`/api/manage/jobs?updated_after=${mark}`, 'jobs')).toEqual([jobA]);
    expect((await ids('/api/manage/jobs', 'jobs')).sort()).toEqual([jobA, jobB].sort());
  });

  it('refuses a time that is not ISO 8601 with its offset, as the interviews’ list does', async () => {
    for (const path of ['/api/applications', '/api/manage/jobs', '/api/manage/interviews']) {
      for (const value of ['2026-01-01T00:00:00', 'yesterday', '2026-13-01T00:00:00Z']) {
        const reply = await server.call('GET', `${path}?updated_after=${encodeURIComponent(value)}`, {
          token: key,
        });
        expect(reply.status, `${path} ${value}`).toBe(422);
        expect(reply.body, `${path} ${value}`).toMatchObject({
          success: false,
          code: 'VALIDATION_ERROR',
          message: 'updated_after is a date and time (ISO 8601)',
          errors: { updated_after: ['updated_after is a date and time (ISO 8601)'] },
        });
      }
    }
  });
});
