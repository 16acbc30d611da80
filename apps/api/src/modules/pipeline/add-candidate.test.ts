import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { outboxReader } from '../../../test/admin';
import { startTestServer } from '../../../test/harness';
import type { TestServer } from '../../../test/harness';
import { actor, adminActor, apiKeySecret, employerWithJob, publishJob } from '../../../test/recruitment';
import type { Actor } from '../../../test/recruitment';
import { queryRows } from '../../db/client';

/**
 * Adding a candidate to a posting (issues 11 and 14, decision 560): the hiring team's additions count as "sourced",
 * an API key's as "API"; another company's posting is out of reach; a second addition is a 409.
 */

let server: TestServer;
let staff: Actor;
let owner: Actor;
let rival: Actor;
let member: Actor;
let keyA: string;
let keyB: string;
let hookA: string;

const job = (token: string) => publishJob(server, { token });

const key = (token: string, name: string) =>
  apiKeySecret(server, { token }, ['applications:read', 'applications:write'], name);

/** The sources report of one posting, as its company reads it: source → applications. */
async function sources(jobId: string): Promise<Record<string, number>> {
  const res = await server.call('GET', `/api/analytics/sources?job_id=${jobId}`, { token: owner.token });
  expect(res.status).toBe(200);
  const rows = (res.body.data as { sources: Array<{ source: string; applications: number }> }).sources;
  return Object.fromEntries(rows.map((r) => [r.source, r.applications]));
}

/** The application.created deliveries queued for company A's endpoint. */
async function createdEvents(): Promise<number> {
  const log = await server.call('GET', `/api/company/webhooks/${hookA}/deliveries`, { token: owner.token });
  expect(log.status).toBe(200);
  return (log.body.deliveries as Array<{ event: string }>).filter((d) => d.event === 'application.created')
    .length;
}

beforeAll(async () => {
  server = await startTestServer({
    config: { webhooks: { allowLoopback: true } },
    server: { webhookPollMs: 3_600_000 },
  });
  const mail = outboxReader(server);
  staff = await actor(server, mail, 'staff', 'staff@add.test');
  owner = (await employerWithJob(server, mail, 'owner@add.test', 'A Co', {}, 'premium')).employer;
  rival = (await employerWithJob(server, mail, 'rival@add.test', 'B Co', {}, 'premium')).employer;
  member = await actor(server, mail, 'member', 'member@add.test', { name: 'Open Member' });
  // An open member: every recruiting company may see them.
  const profile = await server.call('PUT', '/api/me/candidate-profile', {
    token: member.token,
    body: { headline: 'Go developer', open_to_employers: true },
  });
  expect(profile.status).toBe(200);
  keyA = await key(owner.token, 'A sync');
  keyB = await key(rival.token, 'B sync');
  const hook = await server.call('POST', '/api/company/webhooks', {
    token: owner.token,
    body: { url: 'http://127.0.0.1:9/hook', events: ['application.created'] },
  });
  expect(hook.status).toBe(201);
  hookA = (hook.body.endpoint as { id: string }).id;
}, 90_000);

afterAll(async () => {
  await server.stop();
});

async function memberCandidate(): Promise<string> {
  const res = await server.call('GET', '/api/me/candidate-profile', { token: member.token });
  return (res.body.profile as { id: string }).id;
}

describe('POST /api/jobs/:id/candidates', () => {
  it('staff add a sourced candidate: applied, with its first history event, sourced from its own source', async () => {
    const jobId = await job(owner.token);
    const made = await server.call('POST', '/api/candidates', {
      token: staff.token,
      body: { name: 'Sourced Person', source_detail: 'LinkedIn' },
    });
    expect(made.status).toBe(201);
    const candidateId = (made.body.candidate as { id: string }).id;
    const res = await server.call('POST', `/api/jobs/${jobId}/candidates`, {
      token: staff.token,
      body: { candidate_id: candidateId, note: 'Met at the meetup' },
    });
    expect(res.status).toBe(201);
    const app = res.body.application as {
      id: string;
      stage: string;
      candidate: { id: string };
      history: Array<{ from: string | null; to: string; by: { id: string } | null }>;
    };
    expect(app.stage).toBe('applied');
    expect(app.candidate.id).toBe(candidateId);
    expect(app.history).toEqual([
      expect.objectContaining({
        from: null,
        to: 'applied',
        by: expect.objectContaining({ id: staff.userId }),
      }),
    ]);
    const notes = await server.call('GET', `/api/applications/${app.id}/notes`, { token: owner.token });
    expect((notes.body.notes as Array<{ body: string }>).map((n) => n.body)).toEqual(['Met at the meetup']);
    expect(await sources(jobId)).toEqual({ LinkedIn: 1 });
    // The administrator's audit log names who added whom to which posting, and the source.
    const admin = await adminActor(server);
    const log = await server.call('GET', '/api/admin/audit?action=application.added', { token: admin.token });
    expect(log.status).toBe(200);
    expect(log.body.entries).toEqual([
      expect.objectContaining({
        action: 'application.added',
        actor_id: staff.userId,
        target_id: app.id,
        target_label: 'Sourced Person — Senior React Developer',
        changes: { source: { before: null, after: 'LinkedIn' } },
      }),
    ]);

    const again = await server.call('POST', `/api/jobs/${jobId}/candidates`, {
      token: staff.token,
      body: { candidate_id: candidateId },
    });
    expect(again.status).toBe(409);
    expect(again.body.message).toBe('This candidate has already applied to this posting.');
  });

  it('a recruiter adds an open member it unlocked to its posting: sourced, "Other"; twice is a 409', async () => {
    const jobId = await job(owner.token);
    const candidateId = await memberCandidate();
    // Not unlocked yet: adding would show the contact details without spending an unlock.
    const locked = await server.call('POST', `/api/jobs/${jobId}/candidates`, {
      token: owner.token,
      body: { candidate_id: candidateId },
    });
    expect(locked.status).toBe(403);
    expect(locked.body.code).toBe('UNLOCK_REQUIRED');
    expect(await sources(jobId)).toEqual({});
    const unlocked = await server.call('POST', `/api/candidates/${candidateId}/unlock`, {
      token: owner.token,
    });
    expect(unlocked.status).toBe(200);
    const res = await server.call('POST', `/api/jobs/${jobId}/candidates`, {
      token: owner.token,
      body: { candidate_id: candidateId },
    });
    expect(res.status).toBe(201);
    expect((res.body.application as { stage: string }).stage).toBe('applied');
    // A member's record has no source of its own: it counts under "Other".
    expect(await sources(jobId)).toEqual({ Other: 1 });
    const again = await server.call('POST', `/api/jobs/${jobId}/candidates`, {
      token: owner.token,
      body: { candidate_id: candidateId },
    });
    expect(again.status).toBe(409);
  });

  it('an API key with applications:write records the source "API" and the application.created event', async () => {
    const jobId = await job(owner.token);
    // The open member was unlocked by company A in the test before.
    const before = await createdEvents();
    const res = await server.call('POST', `/api/jobs/${jobId}/candidates`, {
      token: keyA,
      body: { candidate_id: await memberCandidate() },
    });
    expect(res.status).toBe(201);
    expect((res.body.application as { job: { id: string } }).job.id).toBe(jobId);
    expect(await sources(jobId)).toEqual({ API: 1 });
    expect(await createdEvents()).toBe(before + 1);
    // The client sees the source it recorded (decision 1047): in the reply, in GET and in the webhook's body.
    const application = res.body.application as { id: string; source: string; source_channel: string };
    expect(application).toMatchObject({ source: 'API', source_channel: 'api' });
    const read = await server.call('GET', `/api/applications/${application.id}`, { token: keyA });
    expect(read.body.application).toMatchObject({ source: 'API', source_channel: 'api' });
    const [event] = await queryRows<{ payload: { application: Record<string, unknown> } }>(
      server.ctx.db,
      sql`select payload from webhook_events where type = 'application.created'
          and payload -> 'application' ->> 'id' = ${application.id}`,
    );
    expect(event!.payload.application).toMatchObject({ source: 'API', source_channel: 'api' });
    // A person's addition says "sourced".
    const sourced = await server.call('POST', `/api/jobs/${await job(owner.token)}/candidates`, {
      token: owner.token,
      body: { candidate_id: await memberCandidate() },
    });
    expect(sourced.status).toBe(201);
    expect(sourced.body.application).toMatchObject({ source_channel: 'sourced' });
    // A key with only applications:read may not add.
    const reader = await server.call('POST', '/api/company/api-keys', {
      token: owner.token,
      body: { name: 'Reader', scopes: ['applications:read'] },
    });
    const readOnly = await server.call('POST', `/api/jobs/${await job(owner.token)}/candidates`, {
      token: reader.body.secret as string,
      body: { candidate_id: await memberCandidate() },
    });
    expect(readOnly.status).toBe(403);
  });

  it('a key of company B cannot add to company A’s posting; a candidate the caller may not see is a 404', async () => {
    const jobA = await job(owner.token);
    const res = await server.call('POST', `/api/jobs/${jobA}/candidates`, {
      token: keyB,
      body: { candidate_id: await memberCandidate() },
    });
    expect(res.status).toBe(404);
    expect(res.body.message).toBe('This job posting does not exist.');
    expect(await sources(jobA)).toEqual({});

    // A candidate sourced by staff, who never applied to A: not A's to see.
    const made = await server.call('POST', '/api/candidates', {
      token: staff.token,
      body: { name: 'Hidden' },
    });
    const hidden = await server.call('POST', `/api/jobs/${jobA}/candidates`, {
      token: owner.token,
      body: { candidate_id: (made.body.candidate as { id: string }).id },
    });
    expect(hidden.status).toBe(404);
    expect(hidden.body.message).toBe('This candidate does not exist.');
  });

  it('the document names each refusal a key meets here, by its code (decision 1186)', async () => {
    const doc = (await server.call('GET', '/api/openapi.json')).body as {
      paths: Record<string, Record<string, { description?: string }>>;
    };
    const described = doc.paths['/api/jobs/{id}/candidates']!.post!.description ?? '';
    const jobB = await job(rival.token);
    // B never unlocked the open member: what its key hears is in the document, with the way out.
    const locked = await server.call('POST', `/api/jobs/${jobB}/candidates`, {
      token: keyB,
      body: { candidate_id: await memberCandidate() },
    });
    expect(locked.status).toBe(403);
    expect(described).toContain(`403 \`${locked.body.code as string}\``);
    expect(described).toContain('API keys cannot unlock');
    // Once unlocked by the company's people, the key adds them; a second time is the documented 409.
    await server.call('POST', `/api/candidates/${await memberCandidate()}/unlock`, { token: rival.token });
    const added = await server.call('POST', `/api/jobs/${jobB}/candidates`, {
      token: keyB,
      body: { candidate_id: await memberCandidate() },
    });
    expect(added.status).toBe(201);
    const again = await server.call('POST', `/api/jobs/${jobB}/candidates`, {
      token: keyB,
      body: { candidate_id: await memberCandidate() },
    });
    expect(again.status).toBe(409);
    expect(described).toContain(`409 \`${again.body.code as string}\``);
    // A draft posting's refusal is named too.
    const draft = await server.call('POST', '/api/jobs', {
      token: rival.token,
      body: { title: 'Draft role', location: 'Hanoi', type: 'full-time', level: 'mid', description: 'Soon.' },
    });
    expect(draft.status).toBe(201);
    const toDraft = await server.call(
      'POST',
      `/api/jobs/${(draft.body.job as { id: string }).id}/candidates`,
      {
        token: keyB,
        body: { candidate_id: await memberCandidate() },
      },
    );
    expect(toDraft.status).toBe(409);
    expect(described).toContain(`409 \`${toDraft.body.code as string}\``);
  });
});
