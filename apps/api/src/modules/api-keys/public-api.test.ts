import http from 'node:http';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sql } from 'drizzle-orm';
import { adminActor, apiKeySecret, sampleJob, startCompanyServer } from '../../../test/recruitment';
import type { Actor } from '../../../test/recruitment';
import { startTestServer } from '../../../test/harness';
import type { TestServer } from '../../../test/harness';
import { queryRows } from '../../db/client';
import { pruneExpired } from '../../lib/prune';

// What an integrator of the public API meets: Idempotency-Key (decision 1090), Link headers and strict queries on
// lists (decision 1091), and refusals that count against the key's budget (decision 1092).

let server: TestServer;
let admin: Actor;
let owner: Actor;
let jobId: string;

const createKey = (scopes: string[]) => apiKeySecret(server, owner, scopes);

const countJobs = async (key: string, title: string) => {
  const listed = await server.call('GET', `/api/manage/jobs?q=${encodeURIComponent(title)}`, { token: key });
  return listed.body.total as number;
};

beforeAll(async () => {
  ({ server, owner, jobId } = await startCompanyServer('owner@public-api.test', 'Public API Co'));
  admin = await adminActor(server);
}, 60_000);

afterAll(async () => {
  await server.stop();
});

describe('Idempotency-Key on creating calls (decision 1090)', () => {
  it('creates once and replays the same reply; another request under the key is 422', async () => {
    const key = await createKey(['jobs:read', 'jobs:write']);
    const body = sampleJob({ title: 'Idempotent posting' });
    const first = await server.call('POST', '/api/jobs', {
      token: key,
      body,
      headers: { 'idempotency-key': 'order-1' },
    });
    expect(first.status).toBe(201);
    expect(first.headers.get('idempotent-replayed')).toBeNull();
    // Same fields in another order: the same request.
    const reordered = Object.fromEntries(Object.entries(body).reverse());
    const again = await server.call('POST', '/api/jobs', {
      token: key,
      body: reordered,
      headers: { 'idempotency-key': 'order-1' },
    });
    expect(again.status).toBe(201);
    expect(again.headers.get('idempotent-replayed')).toBe('true');
    expect(again.body).toEqual(first.body);
    expect(again.headers.get('ratelimit')).toMatch(/^"per-key";r=\d+;t=\d+$/);
    expect(await countJobs(key, 'Idempotent posting')).toBe(1);

    const other = await server.call('POST', '/api/jobs', {
      token: key,
      body: { ...body, title: 'Another posting' },
      headers: { 'idempotency-key': 'order-1' },
    });
    expect(other.status).toBe(422);
    expect(other.body.code).toBe('IDEMPOTENCY_KEY_REUSED');
    const inVietnamese = await server.call('POST', '/api/jobs', {
      token: key,
      body: { ...body, title: 'Another posting' },
      headers: { 'idempotency-key': 'order-1', 'accept-language': 'vi' },
    });
    expect(inVietnamese.body.message).toMatch(/Idempotency-Key này đã được dùng cho một yêu cầu khác/);
    expect(await countJobs(key, 'Another posting')).toBe(0);

    // Another key of the same company has its own keys.
    const second = await createKey(['jobs:read', 'jobs:write']);
    const own = await server.call('POST', '/api/jobs', {
      token: second,
      body,
      headers: { 'idempotency-key': 'order-1' },
    });
    expect(own.status).toBe(201);
    expect(own.headers.get('idempotent-replayed')).toBeNull();
  });

  it('keeps a refusal of what the request asked, not one of how it was written; nothing without the header; refuses a malformed key', async () => {
    const key = await createKey(['jobs:read', 'jobs:write']);
    // Invalid fields: nothing was done and nothing is kept, so the corrected request goes through under the same key
    // (as Stripe, which saves a result only once the operation has started).
    const bad = { ...sampleJob({ title: 'Bad salary' }), salary_min: 0 };
    const refused = await server.call('POST', '/api/jobs', {
      token: key,
      body: bad,
      headers: { 'idempotency-key': 'bad-1' },
    });
    expect(refused.status).toBe(422);
    const fixed = await server.call('POST', '/api/jobs', {
      token: key,
      body: { ...bad, salary_min: 20_000_000 },
      headers: { 'idempotency-key': 'bad-1' },
    });
    expect(fixed.status).toBe(201);
    expect(fixed.headers.get('idempotent-replayed')).toBeNull();

    // A refusal of the operation itself (the posting is already in that state) is its answer: kept and replayed.
    const id = (fixed.body.job as { id: string }).id;
    if ((fixed.body.job as { status: string }).status !== 'published') {
      expect((await server.call('POST', `/api/jobs/${id}/publish`, { token: key })).status).toBe(200);
    }
    const action = 'publish';
    const conflict = await server.call('POST', `/api/jobs/${id}/${action}`, {
      token: key,
      headers: { 'idempotency-key': 'again-1' },
    });
    expect(conflict.status).toBe(409);
    const replayed = await server.call('POST', `/api/jobs/${id}/${action}`, {
      token: key,
      headers: { 'idempotency-key': 'again-1' },
    });
    expect(replayed.status).toBe(409);
    expect(replayed.headers.get('idempotent-replayed')).toBe('true');
    expect(replayed.body).toEqual(conflict.body);

    const tooLong = await server.call('POST', '/api/jobs', {
      token: key,
      body: sampleJob(),
      headers: { 'idempotency-key': 'x'.repeat(256) },
    });
    expect(tooLong.status).toBe(422);
    expect(Object.keys(tooLong.body.errors as object)).toEqual(['Idempotency-Key']);

    const plain = sampleJob({ title: 'Twice without a key' });
    expect((await server.call('POST', '/api/jobs', { token: key, body: plain })).status).toBe(201);
    expect((await server.call('POST', '/api/jobs', { token: key, body: plain })).status).toBe(201);
    expect(await countJobs(key, 'Twice without a key')).toBe(2);
  });

  it('takes a retry that differs only in what the operation does not read for the same request (decision 1185)', async () => {
    const key = await createKey(['jobs:read', 'jobs:write']);
    const made = await server.call('POST', '/api/jobs', {
      token: key,
      body: sampleJob({ title: 'Retried with a cache-buster' }),
      headers: { 'idempotency-key': 'buster-1' },
    });
    expect(made.status).toBe(201);
    // A client library adds a query parameter to its retry: the operation reads none, as the document says.
    const busted = await server.call('POST', '/api/jobs?_=1700000000', {
      token: key,
      body: sampleJob({ title: 'Retried with a cache-buster' }),
      headers: { 'idempotency-key': 'buster-1' },
    });
    expect(busted.status).toBe(201);
    expect(busted.headers.get('idempotent-replayed')).toBe('true');
    expect(busted.body).toEqual(made.body);
    expect(await countJobs(key, 'Retried with a cache-buster')).toBe(1);

    // An operation without a body: the first call sends none, its retry an empty JSON object.
    const job = made.body.job as { id: string; status: string };
    const action = job.status === 'published' ? 'close' : 'publish';
    const publish = async (body?: unknown) =>
      server.call('POST', `/api/jobs/${job.id}/${action}`, {
        token: key,
        ...(body === undefined ? {} : { body }),
        headers: { 'idempotency-key': 'publish-1' },
      });
    const first = await publish();
    expect(first.status).toBe(200);
    const retry = await publish({});
    expect(retry.status).toBe(200);
    expect(retry.headers.get('idempotent-replayed')).toBe('true');
    expect(retry.body).toEqual(first.body);
    // What an operation reads still tells two requests apart.
    const other = await server.call('POST', '/api/jobs', {
      token: key,
      body: sampleJob({ title: 'Another title' }),
      headers: { 'idempotency-key': 'buster-1' },
    });
    expect(other.status).toBe(422);
    expect(other.body.code).toBe('IDEMPOTENCY_KEY_REUSED');
    // The document says what counts, and that a refusal such as a 403 is replayed until the key expires.
    const doc = (await server.call('GET', '/api/openapi.json')).body as {
      paths: Record<string, Record<string, { parameters: Array<{ name: string; description?: string }> }>>;
    };
    const header = doc.paths['/api/jobs']!.post!.parameters.find((p) => p.name === 'idempotency-key');
    expect(header?.description).toContain(
      'a parameter it does not read, or a body sent to an operation that takes none, does not count',
    );
    expect(header?.description).toContain('403 such as `UNLOCK_REQUIRED`, 404, 409');
  });

  it('answers a concurrent retry 409 or the replay, and creates once', async () => {
    const key = await createKey(['jobs:read', 'jobs:write']);
    const body = sampleJob({ title: 'Raced posting' });
    const replies = await Promise.all(
      Array.from({ length: 4 }, () =>
        server.call('POST', '/api/jobs', { token: key, body, headers: { 'idempotency-key': 'race-1' } }),
      ),
    );
    const fresh = replies.filter((r) => r.status === 201 && !r.headers.get('idempotent-replayed'));
    expect(fresh).toHaveLength(1);
    for (const reply of replies) {
      if (reply === fresh[0]) continue;
      if (reply.status === 409) expect(reply.body.code).toBe('IDEMPOTENCY_KEY_IN_USE');
      else expect(reply.headers.get('idempotent-replayed')).toBe('true');
    }
    expect(await countJobs(key, 'Raced posting')).toBe(1);
  });

  it('answers 409 while the first request is unanswered, and lets a retry take over a key its instance left', async () => {
    const key = await createKey(['jobs:read', 'jobs:write']);
    const body = sampleJob({ title: 'Orphaned posting' });
    const call = () =>
      server.call('POST', '/api/jobs', { token: key, body, headers: { 'idempotency-key': 'crash-1' } });
    const first = await call();
    expect(first.status).toBe(201);
    // As if the instance serving it had died before its change committed: the row is claimed, unmarked, with no
    // reply kept, and no posting was made.
    await server.ctx.db.execute(
      sql`update api_idempotency_keys set status_code = null, body = null, done_at = null where key = 'crash-1'`,
    );
    await server.ctx.db.execute(sql`delete from jobs where id = ${(first.body.job as { id: string }).id}`);
    const busy = await call();
    expect(busy.status).toBe(409);
    expect(busy.body.code).toBe('IDEMPOTENCY_KEY_IN_USE');
    server.clock.advance(5 * 60_000);
    const taken = await call();
    expect(taken.status).toBe(201);
    expect(taken.headers.get('idempotent-replayed')).toBeNull();
    expect((await call()).headers.get('idempotent-replayed')).toBe('true');
    expect(await countJobs(key, 'Orphaned posting')).toBe(1);
  });

  it('never does twice a request whose instance died after its change committed, before its reply was kept (decision 1166)', async () => {
    const key = await createKey(['jobs:read', 'jobs:write']);
    const body = sampleJob({ title: 'Committed posting' });
    const call = () =>
      server.call('POST', '/api/jobs', { token: key, body, headers: { 'idempotency-key': 'crash-2' } });
    const first = await call();
    expect(first.status).toBe(201);
    // The change's transaction marked the key; the instance died before keeping the reply.
    const [row] = await queryRows<{ done_at: string | null }>(
      server.ctx.db,
      sql`select done_at from api_idempotency_keys where key = 'crash-2'`,
    );
    expect(row!.done_at).not.toBeNull();
    await server.ctx.db.execute(
      sql`update api_idempotency_keys set status_code = null, body = null where key = 'crash-2'`,
    );
    // At once, it may be a first request about to keep its reply: in use, as any request still running.
    const soon = await call();
    expect(soon.status).toBe(409);
    expect(soon.body.code).toBe('IDEMPOTENCY_KEY_IN_USE');
    // Once the 5 minutes are over, never done again: the reply was lost.
    for (const wait of [5 * 60_000, 3_600_000]) {
      server.clock.advance(wait);
      const retry = await call();
      expect(retry.status).toBe(409);
      expect(retry.body).toMatchObject({
        code: 'IDEMPOTENCY_KEY_REPLY_LOST',
        message:
          'The request with this Idempotency-Key was carried out, but its reply was lost. Look up the result instead of sending the request again.',
      });
    }
    expect(await countJobs(key, 'Committed posting')).toBe(1);
    // An audited change (closing the posting) marks its key the same way.
    const jobIdMade = (first.body.job as { id: string }).id;
    const closeKey = await createKey(['jobs:read', 'jobs:write']);
    expect((await server.call('POST', `/api/jobs/${jobIdMade}/publish`, { token: closeKey })).status).toBe(
      200,
    );
    const closed = await server.call('POST', `/api/jobs/${jobIdMade}/close`, {
      token: closeKey,
      headers: { 'idempotency-key': 'close-1' },
    });
    expect(closed.status).toBe(200);
    const [closing] = await queryRows<{ done_at: string | null }>(
      server.ctx.db,
      sql`select done_at from api_idempotency_keys where key = 'close-1'`,
    );
    expect(closing!.done_at).not.toBeNull();
  });

  it('forgets a key after 24 hours (pruned), so it may be used again', async () => {
    const key = await createKey(['jobs:read', 'jobs:write']);
    const body = sampleJob({ title: 'Day-old posting' });
    const call = () =>
      server.call('POST', '/api/jobs', { token: key, body, headers: { 'idempotency-key': 'day-1' } });
    expect((await call()).status).toBe(201);
    server.clock.advance(24 * 3_600_000 + 1_000);
    const pruned = await pruneExpired(server.ctx.db, server.clock.now());
    expect(pruned.idempotencyKeys).toBeGreaterThan(0);
    const later = await call();
    expect(later.status).toBe(201);
    expect(later.headers.get('idempotent-replayed')).toBeNull();
    expect(await countJobs(key, 'Day-old posting')).toBe(2);
  });

  it('documents the header on every POST a key may call, and the replay header on their replies', async () => {
    const doc = (await server.call('GET', '/api/openapi.json')).body as {
      paths: Record<string, Record<string, Record<string, unknown>>>;
    };
    const create = doc.paths['/api/jobs']!.post as {
      parameters: Array<{ name: string; in: string }>;
      responses: Record<string, { headers?: Record<string, unknown> }>;
    };
    expect(create.parameters.some((p) => p.in === 'header' && p.name === 'idempotency-key')).toBe(true);
    expect(create.responses['201']!.headers).toHaveProperty('Idempotent-Replayed');
    const add = doc.paths['/api/jobs/{id}/candidates']!.post as { parameters: Array<{ name: string }> };
    expect(add.parameters.map((p) => p.name)).toContain('idempotency-key');
    // Lists a key may call state their Link header.
    for (const path of ['/api/manage/jobs', '/api/applications', '/api/candidates']) {
      const list = doc.paths[path]!.get as {
        responses: Record<string, { headers?: Record<string, unknown> }>;
      };
      expect(list.responses['200']!.headers).toHaveProperty('Link');
    }
    // A POST no key may call takes no such header.
    const duplicate = doc.paths['/api/jobs/{id}/duplicate']!.post as { parameters: Array<{ name: string }> };
    expect(duplicate.parameters.map((p) => p.name)).not.toContain('idempotency-key');
  });
});

describe('a reply of 500 or more is not kept (decision 1090)', () => {
  it('lets the retry run again, and keeps its success', async () => {
    let calls = 0;
    const { server: flaky, owner: flakyOwner } = await startCompanyServer('owner@flaky.test', 'Flaky Co', {
      server: {
        extraRoutes: (app) => {
          app.post(
            '/api/test-flaky',
            { config: { access: { permission: 'job:manage', scope: 'jobs:write' } } },
            async (_request, reply) => {
              calls += 1;
              if (calls === 1) throw new Error('the first attempt fails');
              return reply.status(201).send({ success: true, call: calls });
            },
          );
        },
      },
    });
    try {
      const key = await apiKeySecret(flaky, flakyOwner, ['jobs:write'], 'Flaky');
      const send = () =>
        flaky.call('POST', '/api/test-flaky', {
          token: key,
          body: { a: 1 },
          headers: { 'idempotency-key': 'f-1' },
        });
      expect((await send()).status).toBe(500);
      const retried = await send();
      expect(retried.status).toBe(201);
      expect(retried.body.call).toBe(2);
      expect(retried.headers.get('idempotent-replayed')).toBeNull();
      const replayed = await send();
      expect(replayed.body.call).toBe(2);
      expect(replayed.headers.get('idempotent-replayed')).toBe('true');
      expect(calls).toBe(2);
    } finally {
      await flaky.stop();
    }
  }, 60_000);
});

describe('paged lists for API keys (decision 1091)', () => {
  it('sends Link headers keeping the other parameters, and ignores what it does not read', async () => {
    const key = await createKey(['jobs:read', 'jobs:write']);
    for (let i = 0; i < 5; i++) {
      await server.call('POST', '/api/jobs', { token: key, body: sampleJob({ title: `Paged ${i}` }) });
    }
    const page = await server.call('GET', '/api/manage/jobs?q=Paged&pageSize=2&page=2', { token: key });
    expect(page.status).toBe(200);
    expect(page.body).toMatchObject({ total: 5, page: 2, pageSize: 2 });
    const link = page.headers.get('link')!;
    const rels = Object.fromEntries(
      link.split(', ').map((part) => {
        const [, url, rel] = /^<([^>]+)>; rel="(\w+)"$/.exec(part)!;
        return [rel, new URL(url!)];
      }),
    );
    expect(Object.keys(rels).sort()).toEqual(['first', 'last', 'next', 'prev']);
    expect(rels.next!.origin).toBe(new URL(server.url).origin);
    expect(rels.next!.searchParams.get('q')).toBe('Paged');
    expect(rels.next!.searchParams.get('page')).toBe('3');
    expect(rels.prev!.searchParams.get('page')).toBe('1');
    expect(rels.last!.searchParams.get('page')).toBe('3');
    // Following the last link reaches the last item.
    const last = await server.call('GET', rels.last!.pathname + rels.last!.search, { token: key });
    expect((last.body.jobs as unknown[]).length).toBe(1);
    expect(last.headers.get('link')).not.toContain('rel="next"');

    const tooBig = await server.call('GET', '/api/manage/jobs?pageSize=51', { token: key });
    expect(tooBig.status).toBe(422);
    expect(tooBig.body.errors).toHaveProperty('pageSize');
    expect((await server.call('GET', '/api/manage/jobs?page=0', { token: key })).status).toBe(422);

    // A parameter the operation does not read is ignored, as GitHub and Greenhouse do: the page says its size and the
    // total, and the links lead on.
    const unknown = await server.call('GET', '/api/manage/jobs?q=Paged&pageSize=2&limit=100000', {
      token: key,
    });
    expect(unknown.status).toBe(200);
    expect(unknown.body).toMatchObject({ total: 5, pageSize: 2 });
    expect(unknown.headers.get('link')).toContain('rel="next"');
    expect((await server.call('GET', '/api/manage/jobs?limit=100000', { token: owner.token })).status).toBe(
      200,
    );
  });

  it('states the total on a page past the end, and links back to the last page (decision 1046)', async () => {
    const key = await createKey(['jobs:read', 'jobs:write']);
    for (let i = 0; i < 3; i++) {
      await server.call('POST', '/api/jobs', { token: key, body: sampleJob({ title: `Beyond ${i}` }) });
    }
    const past = await server.call('GET', '/api/manage/jobs?q=Beyond&pageSize=2&page=5', { token: key });
    expect(past.status).toBe(200);
    expect(past.body).toMatchObject({ jobs: [], total: 3, page: 5, pageSize: 2 });
    const link = past.headers.get('link')!;
    expect(link).toMatch(/[?&]page=2[^>]*>; rel="last"/);
    expect(link).toMatch(/[?&]page=2[^>]*>; rel="prev"/);
    expect(link).not.toContain('rel="next"');
    // The person's list says the same.
    const asOwner = await server.call('GET', '/api/manage/jobs?q=Beyond&pageSize=2&page=5', {
      token: owner.token,
    });
    expect(asOwner.body).toMatchObject({ jobs: [], total: 3 });
  });

  it('answers a Host that is no host name with relative links, not a 500 nor a link to another host', async () => {
    const key = await createKey(['jobs:read']);
    // fetch cannot send such a Host; a client (or a scanner) on a raw connection can.
    const withHost = (host: string) =>
      new Promise<{ status: number; link: string }>((resolve, reject) => {
        const { hostname, port } = new URL(server.url);
        http
          .get(
            {
              hostname,
              port,
              path: '/api/manage/jobs?pageSize=1',
              headers: { host, authorization: `Bearer ${key}` },
            },
            (res) => {
              res.resume();
              res.on('end', () => resolve({ status: res.statusCode!, link: String(res.headers.link) }));
            },
          )
          .on('error', reject);
      });
    for (const host of ['exa mple', 'ex<am>ple', '[::1', 'h%zz', 'user@evil.example', 'evil.example/x']) {
      const reply = await withHost(host);
      expect(reply.status, host).toBe(200);
      expect(reply.link, host).toMatch(/^<\/api\/manage\/jobs\?pageSize=1&page=1>; rel="first"/);
      expect(reply.link, host).not.toContain('evil');
    }
    // A host name as it should be still gives absolute links.
    expect((await withHost('api.example.com:8443')).link).toContain(
      '<http://api.example.com:8443/api/manage/jobs?',
    );
  });
});

describe('refusals count against the key’s budget (decision 1092)', () => {
  it('sends the budget headers on a 403 and a 402, and 429 once the budget is spent', async () => {
    await server.call('PATCH', '/api/admin/settings', {
      token: admin.token,
      body: { api: { requests_per_minute: 3 } },
    });
    try {
      const key = await createKey(['jobs:read']);
      const scope = await server.call('POST', `/api/jobs/${jobId}/close`, { token: key });
      expect(scope.status).toBe(403);
      expect(scope.headers.get('ratelimit-policy')).toBe('"per-key";q=3;w=60');
      expect(scope.headers.get('ratelimit')).toMatch(/^"per-key";r=2;t=\d+$/);
      const signedInOnly = await server.call('GET', '/api/auth/profile', { token: key });
      expect(signedInOnly.status).toBe(403);
      expect(signedInOnly.headers.get('ratelimit')).toMatch(/^"per-key";r=1;t=\d+$/);
      expect((await server.call('POST', `/api/jobs/${jobId}/close`, { token: key })).status).toBe(403);
      const limited = await server.call('POST', `/api/jobs/${jobId}/close`, { token: key });
      expect(limited.status).toBe(429);
      expect(Number(limited.headers.get('retry-after'))).toBeGreaterThan(0);

      const other = await createKey(['jobs:read']);
      await server.call('POST', '/api/auth/users/downgrade-to-member', { token: owner.token });
      try {
        const plan = await server.call('GET', '/api/manage/jobs', { token: other });
        expect(plan.status).toBe(402);
        expect(plan.headers.get('ratelimit')).toMatch(/^"per-key";r=2;t=\d+$/);
      } finally {
        await server.call('POST', '/api/auth/users/upgrade-to-employer', {
          token: owner.token,
          body: { planId: 'premium' },
        });
      }
    } finally {
      await server.call('PATCH', '/api/admin/settings', {
        token: admin.token,
        body: { api: { requests_per_minute: 600 } },
      });
    }
  });
});

describe('two instances on one PostgreSQL database (decision 1090)', () => {
  it.runIf(Boolean(process.env.TEST_DATABASE_URL))(
    'one creation for a key raced across instances',
    async () => {
      // Instances keep one time (NTP): the second starts at the first's, which earlier tests moved by more than a day.
      const second = await startTestServer({
        databaseUrl: server.ctx.config.databaseUrl,
        clockStart: server.clock.now(),
      });
      try {
        const key = await createKey(['jobs:read', 'jobs:write']);
        const body = sampleJob({ title: 'Two instances' });
        const replies = await Promise.all(
          [server, second, server, second].map((instance) =>
            instance.call('POST', '/api/jobs', {
              token: key,
              body,
              headers: { 'idempotency-key': 'both-1' },
            }),
          ),
        );
        const fresh = replies.filter((r) => r.status === 201 && !r.headers.get('idempotent-replayed'));
        expect(fresh).toHaveLength(1);
        expect(replies.every((r) => r.status === 201 || r.status === 409)).toBe(true);
        const rows = await queryRows<{ n: number }>(
          server.ctx.db,
          sql`select count(*)::int as n from jobs where title = 'Two instances'`,
        );
        expect(rows[0]!.n).toBe(1);
      } finally {
        await second.stop();
      }
    },
  );
});
