import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { auditActions } from '../../../test/admin';
import { startTestServer } from '../../../test/harness';
import type { TestServer } from '../../../test/harness';
import { apiKeys } from '../../db/schema';
import { adminActor, applicant, employerWithJob, startCompanyServer } from '../../../test/recruitment';
import type { Actor, MailReader } from '../../../test/recruitment';

// Issue 14 (decision 540): API keys act as their company with their scopes only, through the same routes.

let server: TestServer;
let mail: MailReader;
let admin: Actor;
let owner: Actor;
let jobId: string;
let rival: Actor;
let rivalJob: string;

const createKey = (who: Actor, body: Record<string, unknown>) =>
  server.call('POST', '/api/company/api-keys', { token: who.token, body });
const asKey = (key: string, method: string, url: string, body?: unknown) =>
  server.call(method, url, { token: key, ...(body === undefined ? {} : { body }) });

beforeAll(async () => {
  ({ server, mail, owner, jobId } = await startCompanyServer('owner@keys.test', 'Keys Co'));
  admin = await adminActor(server);
  ({ employer: rival, jobId: rivalJob } = await employerWithJob(
    server,
    mail,
    'owner@rival.test',
    'Rival',
    {},
    'premium',
  ));
}, 60_000);

afterAll(async () => {
  await server.stop();
});

describe('API keys', () => {
  let readKey: string;
  let readKeyId: string;

  it('lets an Enterprise owner create a key, shown once and kept hashed', async () => {
    const made = await createKey(owner, { name: 'HR sync', scopes: ['jobs:read', 'applications:read'] });
    expect(made.status).toBe(201);
    readKey = made.body.secret as string;
    readKeyId = (made.body.key as { id: string }).id;
    expect(readKey).toMatch(/^dtk_[\w-]{40,}$/);
    expect(made.body.key).toMatchObject({ name: 'HR sync', scopes: ['jobs:read', 'applications:read'] });
    expect((made.body.key as { prefix: string }).prefix).toBe(readKey.slice(0, 12));
    const listed = await server.call('GET', '/api/company/api-keys', { token: owner.token });
    expect(JSON.stringify(listed.body)).not.toContain(readKey);
    // Only a hash is kept.
    const rows = await server.ctx.db.select().from(apiKeys);
    expect(JSON.stringify(rows)).not.toContain(readKey.slice(12));
    expect(await auditActions(server)).toContain('api_key.created');
  });

  it('calls the routes of its scopes as its company, and no others', async () => {
    const jobs = await asKey(readKey, 'GET', '/api/manage/jobs');
    expect(jobs.status).toBe(200);
    expect((jobs.body.jobs as Array<{ id: string }>).map((j) => j.id)).toEqual([jobId]);
    expect(jobs.headers.get('ratelimit-policy')).toBe('"per-key";q=600;w=60');
    expect(jobs.headers.get('ratelimit')).toMatch(/^"per-key";r=\d+;t=\d+$/);
    expect((await asKey(readKey, 'GET', '/api/applications')).status).toBe(200);
    // Another company's posting is not there; a scope it lacks is refused; a route without a scope too.
    expect((await asKey(readKey, 'GET', `/api/manage/jobs/${rivalJob}`)).status).toBe(404);
    const write = await asKey(readKey, 'POST', `/api/jobs/${jobId}/close`);
    expect(write.status).toBe(403);
    expect(write.body.message).toContain('jobs:write');
    expect((await asKey(readKey, 'GET', '/api/company/team')).status).toBe(403);
    expect((await asKey(readKey, 'GET', '/api/auth/profile')).status).toBe(403);
    expect(
      (await asKey('dtk_not-a-real-key-0000000000000000000000000', 'GET', '/api/manage/jobs')).status,
    ).toBe(401);
  });

  it('writes with a write scope, and the change is recorded', async () => {
    const made = await createKey(owner, { name: 'Writer', scopes: ['jobs:write'] });
    const key = made.body.secret as string;
    const closed = await asKey(key, 'POST', `/api/jobs/${jobId}/close`);
    expect(closed.status).toBe(200);
    expect(closed.body.job).toMatchObject({ status: 'closed' });
    const reopened = await asKey(key, 'POST', `/api/jobs/${jobId}/reopen`);
    expect(reopened.status).toBe(200);
  });

  it('is held to the same salary rule as the web form: 0 VND is refused (decision 1081)', async () => {
    const key = (await createKey(owner, { name: 'Salary sync', scopes: ['jobs:write', 'jobs:read'] })).body
      .secret as string;
    const base = {
      title: 'Synced posting',
      location: 'Hà Nội',
      type: 'full-time',
      level: 'mid',
      description: 'From the HR system.',
    };
    const zero = await asKey(key, 'POST', '/api/jobs', { ...base, salary_min: 0, salary_max: 15_000_000 });
    expect(zero.status).toBe(422);
    expect(zero.body.errors).toEqual({
      salary_min: ['Minimum salary must be more than 0 VND; leave it empty if the salary is negotiable'],
    });
    const negotiable = await asKey(key, 'POST', '/api/jobs', { ...base, salary_min: null, salary_max: null });
    expect(negotiable.status).toBe(201);
    const edit = await asKey(key, 'PUT', `/api/jobs/${(negotiable.body.job as { id: string }).id}`, {
      ...base,
      salary_max: 0,
    });
    expect(edit.status).toBe(422);
    expect(Object.keys(edit.body.errors as object)).toEqual(['salary_max']);
  });

  it('names the key’s maker as a note’s author, in the reply as in the list', async () => {
    const candidate = await applicant(server, mail, 'noted@keys.test', jobId, 'Noted');
    const made = await createKey(owner, {
      name: 'Notes',
      scopes: ['applications:read', 'applications:write'],
    });
    const key = made.body.secret as string;
    const url = `/api/applications/${candidate.applicationId}/notes`;
    const added = await asKey(key, 'POST', url, { body: 'Strong portfolio' });
    expect(added.status).toBe(201);
    const listed = await asKey(key, 'GET', url);
    expect(listed.status).toBe(200);
    const [note] = listed.body.notes as Array<{ id: string; author: { id: string; name: string } }>;
    expect(note!.author.id).toBe(owner.userId);
    expect(note!.author.name).not.toMatch(/API key/);
    expect(added.body.note).toEqual(note);
  });

  it('downloads the CV of an application with applications:read (decision 1193)', async () => {
    const candidate = await applicant(server, mail, 'cv@keys.test', jobId, 'With CV');
    const reader = (await createKey(owner, { name: 'CV sync', scopes: ['applications:read'] })).body
      .secret as string;
    const shown = await asKey(reader, 'GET', `/api/applications/${candidate.applicationId}`);
    expect(shown.status).toBe(200);
    const cv = (shown.body.application as { cv: { id: string; content_type: string } }).cv;
    const file = await asKey(reader, 'GET', `/api/applications/${candidate.applicationId}/cv`);
    expect(file.status).toBe(200);
    expect(file.headers.get('content-type')).toBe(cv.content_type);
    expect(String(file.body._text).startsWith('%PDF-')).toBe(true);
    // The person's route stays the person's; a key without the scope, or of another company, is refused.
    expect((await asKey(reader, 'GET', `/api/cvs/${cv.id}`)).status).toBe(403);
    const jobsOnly = (await createKey(owner, { name: 'Jobs', scopes: ['jobs:read'] })).body.secret as string;
    expect((await asKey(jobsOnly, 'GET', `/api/applications/${candidate.applicationId}/cv`)).status).toBe(
      403,
    );
    const rivalKey = (await createKey(rival, { name: 'Rival', scopes: ['applications:read'] })).body
      .secret as string;
    const other = await asKey(rivalKey, 'GET', `/api/applications/${candidate.applicationId}/cv`);
    expect(other.status).toBe(404);
    // The company's people may use it too.
    const byOwner = await server.call('GET', `/api/applications/${candidate.applicationId}/cv`, {
      token: owner.token,
    });
    expect(byOwner.status).toBe(200);
  });

  it('downloads the CV at the `url` the application gives it, as a client following the reply would (decision 1186)', async () => {
    const candidate = await applicant(server, mail, 'cv-url@keys.test', jobId, 'Follows the link');
    const reader = (await createKey(owner, { name: 'CV link', scopes: ['applications:read'] })).body
      .secret as string;
    const shown = await asKey(reader, 'GET', `/api/applications/${candidate.applicationId}`);
    const cv = (shown.body.application as { cv: { url: string; content_type: string } }).cv;
    expect(cv.url).toBe(`/api/applications/${candidate.applicationId}/cv`);
    const file = await asKey(reader, 'GET', cv.url);
    expect(file.status).toBe(200);
    expect(file.headers.get('content-type')).toBe(cv.content_type);
    expect(String(file.body._text).startsWith('%PDF-')).toBe(true);
    // The owner's web page reads the same reply and downloads from the same address.
    const byOwner = await server.call('GET', `/api/applications/${candidate.applicationId}`, {
      token: owner.token,
    });
    const ownersUrl = (byOwner.body.application as { cv: { url: string } }).cv.url;
    expect(ownersUrl).toBe(cv.url);
    expect((await server.call('GET', ownersUrl, { token: owner.token })).status).toBe(200);
  });

  it('downloads a candidate’s CV at the `url` the candidate gives it, with candidates:read (decision 1205)', async () => {
    const candidate = await applicant(server, mail, 'cand-cv@keys.test', jobId, 'Candidate CV');
    const app = await server.call('GET', `/api/applications/${candidate.applicationId}`, {
      token: owner.token,
    });
    const candidateId = (app.body.application as { candidate: { id: string } }).candidate.id;
    const reader = (await createKey(owner, { name: 'Talent sync', scopes: ['candidates:read'] })).body
      .secret as string;
    const shown = await asKey(reader, 'GET', `/api/candidates/${candidateId}`);
    expect(shown.status).toBe(200);
    const cv = (shown.body.candidate as { default_cv: { url: string; content_type: string } | null })
      .default_cv;
    expect(cv).not.toBeNull();
    expect(cv!.url).toBe(`/api/candidates/${candidateId}/cv`);
    const file = await asKey(reader, 'GET', cv!.url);
    expect(file.status).toBe(200);
    expect(file.headers.get('content-type')).toBe(cv!.content_type);
    expect(String(file.body._text).startsWith('%PDF-')).toBe(true);
    expect(await auditActions(server)).toContain('cv.downloaded');
    // A key without the scope is refused; another company's key does not see the candidate.
    const jobsOnly = (await createKey(owner, { name: 'Jobs only', scopes: ['jobs:read'] })).body
      .secret as string;
    const noScope = await asKey(jobsOnly, 'GET', cv!.url);
    expect(noScope.status).toBe(403);
    expect(noScope.body.message).toContain('candidates:read');
    const rivalKey = (await createKey(rival, { name: 'Rival talent', scopes: ['candidates:read'] })).body
      .secret as string;
    expect((await asKey(rivalKey, 'GET', cv!.url)).status).toBe(404);
    // The owner's page reads the same reply and downloads from the same address.
    const byOwner = await server.call('GET', `/api/candidates/${candidateId}`, { token: owner.token });
    const ownersUrl = (byOwner.body.candidate as { default_cv: { url: string } }).default_cv.url;
    expect(ownersUrl).toBe(cv!.url);
    expect((await server.call('GET', ownersUrl, { token: owner.token })).status).toBe(200);
    // The document names the operation, its scope and what it sends.
    const doc = (await server.call('GET', '/api/openapi.json')).body as {
      paths: Record<string, Record<string, { description?: string; responses: Record<string, unknown> }>>;
    };
    const op = doc.paths['/api/candidates/{id}/cv']!.get!;
    expect(JSON.stringify(doc)).toContain('Download it at its `url`, `/api/candidates/{id}/cv`');
    expect(op.description).toContain('candidates:read');
    expect(JSON.stringify(op.responses['200'])).toContain('application/pdf');
  });

  it('edits a posting as the document says PUT does: the whole posting, a field left out is emptied (decision 1186)', async () => {
    const doc = (await server.call('GET', '/api/openapi.json')).body as {
      paths: Record<
        string,
        Record<string, { description?: string; parameters?: Array<{ name: string; description?: string }> }>
      >;
    };
    expect(doc.paths['/api/jobs/{id}']!.put!.description).toMatch(/^Replaces the posting’s fields/);
    const skillsParam = doc.paths['/api/candidates']!.get!.parameters!.find((p) => p.name === 'skills');
    expect(skillsParam?.description).toMatch(/Comma-separated/);
    const writer = (await createKey(owner, { name: 'Editor', scopes: ['jobs:read', 'jobs:write'] })).body
      .secret as string;
    const made = await asKey(writer, 'POST', '/api/jobs', {
      title: 'Platform engineer',
      location: 'Hanoi',
      type: 'full-time',
      level: 'senior',
      description: 'Run the platform.',
      skills: ['Go', 'Kubernetes'],
      benefits: ['Laptop'],
    });
    expect(made.status).toBe(201);
    const id = (made.body.job as { id: string }).id;
    // Read, change one field, send it all back: the rest stays.
    const read = (await asKey(writer, 'GET', `/api/manage/jobs/${id}`)).body.job as Record<string, unknown>;
    const edited = await asKey(writer, 'PUT', `/api/jobs/${id}`, { ...read, title: 'Platform lead' });
    expect(edited.status).toBe(200);
    expect(edited.body.job).toMatchObject({
      title: 'Platform lead',
      skills: ['Go', 'Kubernetes'],
      benefits: ['Laptop'],
    });
    // Only the fields sent: the ones left out take their defaults.
    const bare = await asKey(writer, 'PUT', `/api/jobs/${id}`, {
      title: 'Platform lead',
      location: 'Hanoi',
      type: 'full-time',
      level: 'senior',
      description: 'Run the platform.',
    });
    expect(bare.body.job).toMatchObject({ skills: [], benefits: [] });
  });

  it('refuses an expired key and a revoked one at once, each with its code (decision 1121)', async () => {
    const soon2 = () => new Date(server.clock.now().getTime() + 60_000).toISOString();
    const soon = new Date(server.clock.now().getTime() + 60_000).toISOString();
    const made = await createKey(owner, { name: 'Short', scopes: ['jobs:read'], expires_at: soon });
    const key = made.body.secret as string;
    expect((await asKey(key, 'GET', '/api/manage/jobs')).status).toBe(200);
    server.clock.advance(120_000);
    const expired = await asKey(key, 'GET', '/api/manage/jobs');
    expect(expired.status).toBe(401);
    // The holder of the secret hears why (decision 1121), in its language too.
    expect(expired.body).toEqual({
      success: false,
      code: 'API_KEY_EXPIRED',
      message: 'This API key has expired. The company’s owner can make a new one on the company page.',
    });
    expect(expired.headers.get('www-authenticate')).toBe(
      'Bearer realm="api", error="invalid_token", error_description="The API key expired"',
    );
    const expiredVi = await server.call('GET', '/api/manage/jobs', {
      token: key,
      headers: { 'accept-language': 'vi' },
    });
    expect(expiredVi.body).toMatchObject({
      code: 'API_KEY_EXPIRED',
      message: expect.stringMatching(/hết hạn/),
    });
    const past = await createKey(owner, {
      name: 'Past',
      scopes: ['jobs:read'],
      expires_at: '2000-01-01T00:00:00Z',
    });
    expect(past.status).toBe(422);
    const revoked = await server.call('DELETE', `/api/company/api-keys/${readKeyId}`, { token: owner.token });
    expect(revoked.status).toBe(200);
    // The reply is the key as the list shows it, revoked, its creator named.
    const listed = (await server.call('GET', '/api/company/api-keys', { token: owner.token })).body
      .keys as Array<{
      id: string;
    }>;
    expect(revoked.body.key).toEqual(listed.find((k) => k.id === readKeyId));
    expect(revoked.body.key).toMatchObject({
      created_by_name: expect.any(String),
      revoked_at: expect.any(String),
    });
    const after = await asKey(readKey, 'GET', '/api/manage/jobs');
    expect(after.status).toBe(401);
    expect(after.body).toEqual({
      success: false,
      code: 'API_KEY_REVOKED',
      message: 'This API key was revoked. The company’s owner can make a new one on the company page.',
    });
    expect(after.headers.get('www-authenticate')).toBe(
      'Bearer realm="api", error="invalid_token", error_description="The API key was revoked"',
    );
    const afterVi = await server.call('GET', '/api/manage/jobs', {
      token: readKey,
      headers: { 'accept-language': 'vi' },
    });
    expect(afterVi.body).toMatchObject({
      code: 'API_KEY_REVOKED',
      message: expect.stringMatching(/thu hồi/),
    });
    // Revoked outranks expired: a key that is both says revoked.
    const both = (await createKey(owner, { name: 'Both', scopes: ['jobs:read'], expires_at: soon2() })).body;
    await server.call('DELETE', `/api/company/api-keys/${(both.key as { id: string }).id}`, {
      token: owner.token,
    });
    server.clock.advance(120_000);
    expect((await asKey(both.secret as string, 'GET', '/api/manage/jobs')).body.code).toBe('API_KEY_REVOKED');
    expect(await auditActions(server)).toContain('api_key.revoked');
  });

  it('tells a field of the wrong type only that, not the bounds of what it should have been', async () => {
    const res = await createKey(owner, { name: 'Typed', scopes: 'jobs:read' });
    expect(res.status).toBe(422);
    expect(res.body.errors).toEqual({ scopes: ['Invalid input: expected array, received string'] });
    const vi = await server.call('POST', '/api/company/api-keys', {
      token: owner.token,
      body: { name: 'Typed', scopes: 'jobs:read' },
      headers: { 'accept-language': 'vi' },
    });
    expect((vi.body.errors as Record<string, string[]>).scopes).toHaveLength(1);
    // Bounds are still told for a value of the right type.
    const tooMany = await createKey(owner, { name: 'x'.repeat(101), scopes: [] });
    expect(tooMany.body.errors).toEqual({
      name: ['At most 100 characters'],
      scopes: ['Choose at least one scope'],
    });
  });

  it('names the scope a 403 lacks in WWW-Authenticate (RFC 6750 insufficient_scope), as the document says (decision 1048)', async () => {
    const made = await createKey(owner, { name: 'Narrow', scopes: ['jobs:read'] });
    const key = made.body.secret as string;
    const lacking = await asKey(key, 'GET', '/api/applications');
    expect(lacking.status).toBe(403);
    expect(lacking.body.code).toBe('FORBIDDEN');
    expect(lacking.headers.get('www-authenticate')).toBe(
      'Bearer realm="api", error="insufficient_scope", scope="applications:read"',
    );
    // A route no key may call names no scope: none would do.
    const noKeys = await asKey(key, 'GET', '/api/company/api-keys');
    expect(noKeys.status).toBe(403);
    expect(noKeys.headers.get('www-authenticate')).toBe('Bearer realm="api", error="insufficient_scope"');
    // A key that may call the route hears no challenge; a person refused a permission neither.
    const ok = await asKey(key, 'GET', '/api/manage/jobs');
    expect(ok.status).toBe(200);
    expect(ok.headers.get('www-authenticate')).toBeNull();
    const doc = (await server.call('GET', '/api/openapi.json')).body as {
      components: { responses: Record<string, { headers?: Record<string, { description: string }> }> };
    };
    expect(doc.components.responses.Forbidden!.headers!['WWW-Authenticate']!.description).toContain(
      'insufficient_scope',
    );
  });

  it('challenges a 401 with Bearer, and the document states the budget headers each key reply carries (decision 1086)', async () => {
    // RFC 9110 / RFC 6750: a 401 names the scheme; a token that was sent but refused says invalid_token.
    const none = await asKey('', 'GET', '/api/manage/jobs');
    expect(none.status).toBe(401);
    expect(none.headers.get('www-authenticate')).toBe('Bearer realm="api"');
    const made = await createKey(owner, { name: 'Challenged', scopes: ['jobs:read'] });
    const key = made.body.secret as string;
    const ok = await asKey(key, 'GET', '/api/manage/jobs');
    expect(ok.status).toBe(200);
    const keyId = (made.body.key as { id: string }).id;
    await server.call('DELETE', `/api/company/api-keys/${keyId}`, { token: owner.token });
    const revoked = await asKey(key, 'GET', '/api/manage/jobs');
    expect(revoked.status).toBe(401);
    expect(revoked.headers.get('www-authenticate')).toBe(
      'Bearer realm="api", error="invalid_token", error_description="The API key was revoked"',
    );
    // An unknown key, even one that starts as the revoked key does (its prefix is shown in the list), or a key made
    // of that key with one character changed, learns nothing: the one code and challenge an unknown key always got.
    const last = key.at(-1) === 'A' ? 'B' : 'A';
    for (const token of [
      'dtk_not-a-real-key-0000000000000000000000000',
      `${key.slice(0, 12)}${'x'.repeat(key.length - 12)}`,
      `${key.slice(0, -1)}${last}`,
      'dtk_',
    ]) {
      const refused = await asKey(token, 'GET', '/api/manage/jobs');
      expect(refused.status).toBe(401);
      expect(refused.body).toEqual({ success: false, code: 'UNAUTHORIZED', message: 'Invalid API key.' });
      expect(refused.headers.get('www-authenticate')).toBe('Bearer realm="api", error="invalid_token"');
    }

    type Doc = {
      paths: Record<
        string,
        Record<
          string,
          {
            security?: Array<Record<string, string[]>>;
            responses: Record<string, { headers?: Record<string, { $ref: string }> }>;
          }
        >
      >;
      components: {
        headers: Record<string, { schema: { pattern: string } }>;
        responses: Record<
          string,
          {
            headers?: Record<string, unknown>;
            content: Record<string, { examples?: Record<string, { value: unknown }> }>;
          }
        >;
      };
    };
    const doc = (await server.call('GET', '/api/openapi.json')).body as unknown as Doc;
    const byKey = Object.entries(doc.paths).flatMap(([path, item]) =>
      Object.entries(item)
        .filter(([, op]) => op.security?.some((s) => 'apiKey' in s))
        .map(([method, op]) => ({ where: `${method} ${path}`, op })),
    );
    expect(byKey.length).toBeGreaterThan(10);
    for (const { where, op } of byKey) {
      const successes = Object.entries(op.responses).filter(([status]) => status.startsWith('2'));
      expect(successes.length, where).toBeGreaterThan(0);
      for (const [status, reply] of successes) {
        expect({ where, status, headers: reply.headers }).toMatchObject({
          headers: {
            'RateLimit-Policy': { $ref: '#/components/headers/RateLimitPolicy' },
            RateLimit: { $ref: '#/components/headers/RateLimit' },
          },
        });
      }
    }
    expect(Object.keys(doc.components.responses.TooManyRequests!.headers!)).toEqual(
      expect.arrayContaining(['Retry-After', 'RateLimit', 'RateLimit-Policy']),
    );
    expect(Object.keys(doc.components.responses.Unauthorized!.headers!)).toEqual(['WWW-Authenticate']);
    // The document shows the refusals a key meets as they come (decision 1121).
    const examples = doc.components.responses.Unauthorized!.content['application/json']!.examples!;
    expect(revoked.body).toEqual(examples.apiKeyRevoked!.value);
    const unknown = await asKey('dtk_not-a-real-key-0000000000000000000000000', 'GET', '/api/manage/jobs');
    expect(unknown.body).toEqual(examples.apiKeyUnknown!.value);
    expect(examples.apiKeyExpired!.value).toMatchObject({ code: 'API_KEY_EXPIRED' });
    // What a key's reply carries matches what the document says.
    expect(ok.headers.get('ratelimit-policy')).toMatch(
      new RegExp(doc.components.headers.RateLimitPolicy!.schema.pattern),
    );
    expect(ok.headers.get('ratelimit')).toMatch(new RegExp(doc.components.headers.RateLimit!.schema.pattern));
  });

  it('meets a 409 on a state conflict where the document says one can come', async () => {
    const key = (await createKey(owner, { name: 'Conflicts', scopes: ['jobs:write', 'applications:write'] }))
      .body.secret as string;
    const candidate = await applicant(server, mail, 'twice@keys.test', jobId, 'Twice');
    const moved = await asKey(key, 'POST', `/api/applications/${candidate.applicationId}/move`, {
      stage: 'screening',
    });
    expect(moved.status).toBe(200);
    const seen = [
      {
        op: ['/api/applications/{id}/move', 'post'],
        reply: await asKey(key, 'POST', `/api/applications/${candidate.applicationId}/move`, {
          stage: 'screening',
        }),
      },
      {
        op: ['/api/applications/{id}/offer-outcome', 'put'],
        reply: await asKey(key, 'PUT', `/api/applications/${candidate.applicationId}/offer-outcome`, {
          outcome: 'accepted',
        }),
      },
      {
        op: ['/api/jobs/{id}/publish', 'post'],
        reply: await asKey(key, 'POST', `/api/jobs/${jobId}/publish`),
      },
    ];
    const doc = (await server.call('GET', '/api/openapi.json')).body as {
      paths: Record<string, Record<string, { responses: Record<string, { $ref?: string }> }>>;
    };
    for (const { op, reply } of seen) {
      const [path, method] = op as [string, string];
      expect({ path, status: reply.status, code: reply.body.code }).toMatchObject({ path, status: 409 });
      expect({ path, documented: doc.paths[path]![method]!.responses['409']?.$ref }).toEqual({
        path,
        documented: '#/components/responses/Conflict',
      });
    }
  });

  it('is Enterprise only: Pro is told which plan; another company’s key is 404; bad names and scopes are 422', async () => {
    const { employer: pro } = await employerWithJob(
      server,
      mail,
      'owner@prokeys.test',
      'Pro Keys',
      {},
      'standard',
    );
    // The company page learns it from the team, without asking for what the plan refuses (no 402 in the console).
    const proTeam = await server.call('GET', '/api/company/team', { token: pro.token });
    expect((proTeam.body.company as { integrations: unknown }).integrations).toEqual({
      included: false,
      offered_by: { name: 'premium', display_name: 'Enterprise' },
    });
    const refused = await createKey(pro, { name: 'x', scopes: ['jobs:read'] });
    expect(refused.status).toBe(402);
    expect(refused.body).toMatchObject({
      code: 'PLAN_REQUIRED',
      message: expect.stringContaining('Enterprise'),
    });
    const made = await createKey(owner, { name: 'Mine', scopes: ['jobs:read'] });
    const id = (made.body.key as { id: string }).id;
    expect((await server.call('DELETE', `/api/company/api-keys/${id}`, { token: rival.token })).status).toBe(
      404,
    );
    expect((await createKey(owner, { name: '', scopes: [] })).status).toBe(422);
    expect((await createKey(owner, { name: 'Bad', scopes: ['admin:all'] })).status).toBe(422);
  });

  it('answers 429 with Retry-After past the per-minute budget from the settings', async () => {
    const saved = await server.call('PATCH', '/api/admin/settings', {
      token: admin.token,
      body: { api: { requests_per_minute: 3 } },
    });
    expect(saved.status).toBe(200);
    const made = await createKey(owner, { name: 'Busy', scopes: ['jobs:read'] });
    const key = made.body.secret as string;
    // The settings are re-read within seconds on every instance; this one dropped its cache at the save.
    const replies = [];
    for (let i = 0; i < 4; i++) replies.push(await asKey(key, 'GET', '/api/manage/jobs'));
    expect(replies.map((r) => r.status)).toEqual([200, 200, 200, 429]);
    expect(Number(replies[3]!.headers.get('retry-after'))).toBeGreaterThan(0);
    expect(replies[3]!.headers.get('ratelimit')).toMatch(/^"per-key";r=0;t=\d+$/);
    await server.call('PATCH', '/api/admin/settings', {
      token: admin.token,
      body: { api: { requests_per_minute: 600 } },
    });
  });

  it('stops working when the company leaves Enterprise, and works again when it comes back', async () => {
    const made = await createKey(owner, { name: 'Kept', scopes: ['jobs:read'] });
    const key = made.body.secret as string;
    expect(
      (await server.call('POST', '/api/auth/users/downgrade-to-member', { token: owner.token })).status,
    ).toBe(200);
    expect((await asKey(key, 'GET', '/api/manage/jobs')).status).toBe(402);
    expect(
      (
        await server.call('POST', '/api/auth/users/upgrade-to-employer', {
          token: owner.token,
          body: { planId: 'premium' },
        })
      ).status,
    ).toBe(200);
    expect((await asKey(key, 'GET', '/api/manage/jobs')).status).toBe(200);
  });

  it('lets an owner back on Pro list and revoke the keys kept from Enterprise, which stay refused (decision 1204)', async () => {
    const { employer: leaver } = await employerWithJob(
      server,
      mail,
      'owner@leaver.test',
      'Leaver',
      {},
      'premium',
    );
    const made = await createKey(leaver, { name: 'Left behind', scopes: ['jobs:read'] });
    expect(made.status).toBe(201);
    const key = made.body.secret as string;
    const id = (made.body.key as { id: string }).id;
    // The company leaves Enterprise and comes back on Pro: the same company, its keys kept.
    expect(
      (await server.call('POST', '/api/auth/users/downgrade-to-member', { token: leaver.token })).status,
    ).toBe(200);
    const pro = await server.call('POST', '/api/auth/users/upgrade-to-employer', {
      token: leaver.token,
      body: { planId: 'standard' },
    });
    expect(pro.status).toBe(200);
    const team = await server.call('GET', '/api/company/team', { token: leaver.token });
    expect((team.body.company as { integrations: { included: boolean } }).integrations.included).toBe(false);

    // The key does not act for a company without the plan.
    const used = await asKey(key, 'GET', '/api/manage/jobs');
    expect(used.status).toBe(402);
    expect(used.body).toMatchObject({ code: 'PLAN_REQUIRED' });
    // The owner sees it and can revoke it; a new key still needs Enterprise.
    const listed = await server.call('GET', '/api/company/api-keys', { token: leaver.token });
    expect(listed.status).toBe(200);
    expect(listed.body.keys).toEqual([
      expect.objectContaining({ id, name: 'Left behind', revoked_at: null }),
    ]);
    expect((await createKey(leaver, { name: 'New', scopes: ['jobs:read'] })).status).toBe(402);
    const revoked = await server.call('DELETE', `/api/company/api-keys/${id}`, { token: leaver.token });
    expect(revoked.status).toBe(200);
    const after = await server.call('GET', '/api/company/api-keys', { token: leaver.token });
    expect((after.body.keys as Array<{ revoked_at: string | null }>)[0]!.revoked_at).not.toBeNull();
    // Revoked: the key is unknown from now on.
    expect((await asKey(key, 'GET', '/api/manage/jobs')).status).toBe(401);
  });
});

describe('two instances on one PostgreSQL database', () => {
  it.runIf(Boolean(process.env.TEST_DATABASE_URL))('revoke at once and share one budget', async () => {
    const saved = await server.call('PATCH', '/api/admin/settings', {
      token: admin.token,
      body: { api: { requests_per_minute: 3 } },
    });
    expect(saved.status).toBe(200);
    // Started after the change, the second instance reads the settings as they are now.
    const second = await startTestServer({ databaseUrl: server.ctx.config.databaseUrl });
    try {
      const made = await createKey(owner, { name: 'Shared', scopes: ['jobs:read'] });
      const key = made.body.secret as string;
      const statuses = [];
      for (const instance of [server, second, server, second]) {
        statuses.push((await instance.call('GET', '/api/manage/jobs', { token: key })).status);
      }
      expect(statuses).toEqual([200, 200, 200, 429]);
      const other = await createKey(owner, { name: 'Revoked', scopes: ['jobs:read'] });
      const otherKey = other.body.secret as string;
      expect((await second.call('GET', '/api/manage/jobs', { token: otherKey })).status).toBe(200);
      await server.call('DELETE', `/api/company/api-keys/${(other.body.key as { id: string }).id}`, {
        token: owner.token,
      });
      expect((await second.call('GET', '/api/manage/jobs', { token: otherKey })).status).toBe(401);
    } finally {
      await second.stop();
      await server.call('PATCH', '/api/admin/settings', {
        token: admin.token,
        body: { api: { requests_per_minute: 600 } },
      });
    }
  });
});

describe('a key whose maker is disabled (decision 1062)', () => {
  it('is refused at once while the account is disabled, and works again once it is enabled', async () => {
    const { employer } = await employerWithJob(server, mail, 'maker@keys.test', 'Maker Co', {}, 'premium');
    const made = await createKey(employer, { name: 'Sync', scopes: ['jobs:read'] });
    const key = made.body.secret as string;
    expect((await asKey(key, 'GET', '/api/manage/jobs')).status).toBe(200);
    const disabled = await server.call('POST', `/api/admin/users/${employer.userId}/disable`, {
      token: admin.token,
    });
    expect(disabled.status).toBe(200);
    const refused = await server.call('GET', '/api/manage/jobs', {
      token: key,
      headers: { 'accept-language': 'vi' },
    });
    expect(refused.status).toBe(401);
    expect(refused.body.message).toMatch(/vô hiệu hóa/);
    expect(
      (await server.call('POST', `/api/admin/users/${employer.userId}/enable`, { token: admin.token }))
        .status,
    ).toBe(200);
    expect((await asKey(key, 'GET', '/api/manage/jobs')).status).toBe(200);
  });
});
