import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { projects } from '../src/db/schema';
import { startSmtpTestServer } from './harness';
import type { TestServer } from './harness';
import { PNG, sampleProject, upload } from './publishing';
import { actor, adminActor } from './recruitment';
import type { Actor } from './recruitment';
import { registeredRoutes } from './routes';
import type { SmtpPeer } from './smtp-peer';

/**
 * Issue 12's routes × roles with the exact status (decision 290's pattern): projects, the approval queue, the blog
 * and resources. Callers: anonymous, member A, an employer, staff (project:approve, content:write) and admin
 * (everything, content:publish included). A route on a record is called on the caller's own record and on another
 * account's (member B's project; a staff-only article): "me" routes answer 404 for another account's record. Each
 * mutating call gets a fresh record. A route without a row fails the first test.
 */

type Caller = 'anon' | 'member' | 'employer' | 'staff' | 'admin';
const CALLERS: Caller[] = ['anon', 'member', 'employer', 'staff', 'admin'];
type Call = { path: string; body?: unknown; image?: Buffer };
type Statuses = Record<Caller, number>;
type Row = {
  route: string;
  call: (caller: Caller, other: boolean) => Promise<Call>;
  own: Statuses;
  /** On another account's record; rows without it are called once per caller. */
  other?: Statuses;
};

let smtp: SmtpPeer;
let server: TestServer;
const who = {} as Record<Exclude<Caller, 'anon'> | 'memberB', Actor>;
const seed = { publishedImage: '', postSlug: '', cover: '', publicArticle: '', staffArticle: '' };

const all = (status: number, anon = 401): Statuses => ({
  anon,
  member: status,
  employer: status,
  staff: status,
  admin: status,
});
const staffOnly = (status: number, others = 403): Statuses => ({
  anon: 401,
  member: others,
  employer: others,
  staff: status,
  admin: status,
});
const publisherOnly = (status: number): Statuses => ({
  anon: 401,
  member: 403,
  employer: 403,
  staff: 403,
  admin: status,
});

const ownerOf = (caller: Caller, other: boolean) => (other || caller === 'anon' ? who.memberB : who[caller]);

/** A project on the site, straight in the database. */
async function publishedProject(owner: Actor): Promise<string> {
  const id = await freshProject(owner);
  const now = new Date();
  await server.ctx.db
    .update(projects)
    .set({
      state: 'published',
      published: {
        title: 'Matrix project',
        description: 'x',
        imageKey: null,
        tags: [],
        repoUrl: null,
        demoUrl: null,
        details: '',
        progressStatus: 'planning',
        progress: 0,
      },
      publishedAt: now,
    })
    .where(eq(projects.id, id));
  return id;
}

/** A project straight in the database, for any owner (staff hold no project:create:own), in the given state. */
async function freshProject(owner: Actor, state: 'draft' | 'submitted' = 'draft'): Promise<string> {
  const now = new Date();
  const [row] = await server.ctx.db
    .insert(projects)
    .values({
      ownerId: owner.userId,
      title: 'Matrix project',
      description: 'x',
      createdAt: now,
      updatedAt: now,
    })
    .returning();
  if (state === 'submitted') {
    const res = await server.call('POST', `/api/me/projects/${row!.id}/submit`, { token: owner.token });
    if (res.status !== 200) throw new Error(`submit: ${res.status}`);
  }
  return row!.id;
}

/** A pending approval item (member B's project submitted). */
async function freshItem(): Promise<string> {
  const id = await freshProject(who.memberB, 'submitted');
  const queue = await server.call('GET', '/api/approvals', { token: who.admin.token });
  return (queue.body.items as Array<{ id: string; subject_id: string }>).find((i) => i.subject_id === id)!.id;
}

async function freshPost(): Promise<{ id: string; version: string }> {
  const res = await server.call('POST', '/api/content/posts', {
    token: who.admin.token,
    body: { title: 'Matrix post', body: 'Body.' },
  });
  const id = (res.body.post as { id: string }).id;
  const versions = await server.call('GET', `/api/content/posts/${id}/versions`, { token: who.admin.token });
  return { id, version: (versions.body.versions as Array<{ id: string }>)[0]!.id };
}

async function publishedPost(): Promise<string> {
  const { id } = await freshPost();
  await server.call('POST', `/api/content/posts/${id}/publish`, { token: who.admin.token });
  return id;
}

async function freshArticle(visibility = 'public'): Promise<string> {
  const res = await server.call('POST', '/api/resources', {
    token: who.admin.token,
    body: { title_en: 'Matrix article', visibility, published: true },
  });
  return (res.body.resource as { id: string }).id;
}

const ROWS: Row[] = [
  // ---- Projects ----
  { route: 'GET /api/me/projects', call: async () => ({ path: '/api/me/projects' }), own: all(200) },
  {
    // Staff hold project:read and project:update but not project:create(:own): they review, they do not publish.
    route: 'POST /api/me/projects',
    call: async () => ({ path: '/api/me/projects', body: sampleProject() }),
    own: { anon: 401, member: 201, employer: 201, staff: 403, admin: 201 },
  },
  {
    route: 'GET /api/me/projects/:id',
    call: async (c, o) => ({ path: `/api/me/projects/${await freshProject(ownerOf(c, o))}` }),
    own: all(200),
    other: all(404),
  },
  {
    route: 'PATCH /api/me/projects/:id',
    call: async (c, o) => ({
      path: `/api/me/projects/${await freshProject(ownerOf(c, o))}`,
      body: { progress: 70 },
    }),
    own: all(200),
    other: all(404),
  },
  {
    route: 'PUT /api/me/projects/:id/image',
    call: async (c, o) => ({
      path: `/api/me/projects/${await freshProject(ownerOf(c, o))}/image`,
      image: PNG,
    }),
    own: all(200),
    other: all(404),
  },
  {
    route: 'POST /api/me/projects/:id/submit',
    call: async (c, o) => ({ path: `/api/me/projects/${await freshProject(ownerOf(c, o))}/submit` }),
    own: all(200),
    other: all(404),
  },
  {
    route: 'POST /api/me/projects/:id/withdraw',
    call: async (c, o) => ({
      path: `/api/me/projects/${await freshProject(ownerOf(c, o), 'submitted')}/withdraw`,
    }),
    own: all(200),
    other: all(404),
  },
  {
    route: 'DELETE /api/me/projects/:id',
    call: async (c, o) => ({ path: `/api/me/projects/${await freshProject(ownerOf(c, o))}` }),
    own: all(200),
    other: all(404),
  },
  { route: 'GET /api/projects/all', call: async () => ({ path: '/api/projects/all' }), own: staffOnly(200) },
  {
    // Reviewers take a published project off the site, whoever owns it (decision 1051).
    route: 'POST /api/projects/:id/take-down',
    call: async () => ({
      path: `/api/projects/${await publishedProject(who.memberB)}/take-down`,
      body: { reason: 'Matrix' },
    }),
    own: staffOnly(200),
  },
  { route: 'GET /api/projects', call: async () => ({ path: '/api/projects' }), own: all(200, 200) },
  {
    route: 'GET /api/projects/images/:key',
    call: async () => ({ path: seed.publishedImage }),
    own: all(200, 200),
  },
  // ---- Approvals (project:approve: staff and admin) ----
  { route: 'GET /api/approvals', call: async () => ({ path: '/api/approvals' }), own: staffOnly(200) },
  {
    route: 'GET /api/approvals/:id',
    call: async () => ({ path: `/api/approvals/${await freshItem()}` }),
    own: staffOnly(200),
  },
  {
    route: 'POST /api/approvals/:id/decision',
    call: async () => ({
      path: `/api/approvals/${await freshItem()}/decision`,
      body: { decision: 'request_changes', reason: 'Matrix' },
    }),
    own: staffOnly(200),
  },
  {
    route: 'POST /api/approvals/bulk-approve',
    call: async () => ({
      path: '/api/approvals/bulk-approve',
      body: { ids: [await freshItem()], reason: 'Matrix' },
    }),
    own: staffOnly(200),
  },
  // ---- The blog: content:write (staff, admin) writes; content:publish (admin) publishes ----
  {
    route: 'GET /api/content/posts',
    call: async () => ({ path: '/api/content/posts' }),
    own: staffOnly(200),
  },
  {
    route: 'POST /api/content/posts',
    call: async () => ({ path: '/api/content/posts', body: { title: 'Matrix new' } }),
    own: staffOnly(201),
  },
  {
    route: 'GET /api/content/posts/:id',
    call: async () => ({ path: `/api/content/posts/${(await freshPost()).id}` }),
    own: staffOnly(200),
  },
  {
    route: 'PATCH /api/content/posts/:id',
    call: async () => ({
      path: `/api/content/posts/${(await freshPost()).id}`,
      body: { summary: 'Changed' },
    }),
    own: staffOnly(200),
  },
  {
    // A published post changes only with content:publish: staff (content:write) get 403.
    route: 'PATCH /api/content/posts/:id',
    call: async () => ({
      path: `/api/content/posts/${await publishedPost()}`,
      body: { summary: 'Live edit' },
    }),
    own: publisherOnly(200),
  },
  {
    route: 'PUT /api/content/posts/:id/cover',
    call: async () => ({ path: `/api/content/posts/${(await freshPost()).id}/cover`, image: PNG }),
    own: staffOnly(200),
  },
  {
    route: 'POST /api/content/posts/:id/publish',
    call: async () => ({ path: `/api/content/posts/${(await freshPost()).id}/publish` }),
    own: publisherOnly(200),
  },
  {
    route: 'POST /api/content/posts/:id/schedule',
    call: async () => ({
      path: `/api/content/posts/${(await freshPost()).id}/schedule`,
      body: { at: new Date(Date.now() + 86_400_000).toISOString() },
    }),
    own: publisherOnly(200),
  },
  {
    route: 'POST /api/content/posts/:id/unpublish',
    call: async () => ({ path: `/api/content/posts/${await publishedPost()}/unpublish` }),
    own: publisherOnly(200),
  },
  {
    route: 'GET /api/content/posts/:id/versions',
    call: async () => ({ path: `/api/content/posts/${(await freshPost()).id}/versions` }),
    own: staffOnly(200),
  },
  {
    route: 'GET /api/content/posts/:id/versions/:versionId',
    call: async () => {
      const post = await freshPost();
      return { path: `/api/content/posts/${post.id}/versions/${post.version}` };
    },
    own: staffOnly(200),
  },
  {
    route: 'POST /api/content/posts/:id/versions/:versionId/restore',
    call: async () => {
      const post = await freshPost();
      return { path: `/api/content/posts/${post.id}/versions/${post.version}/restore` };
    },
    own: staffOnly(200),
  },
  {
    route: 'POST /api/content/preview',
    call: async () => ({ path: '/api/content/preview', body: { body: '# Hi' } }),
    own: staffOnly(200),
  },
  { route: 'GET /api/blog/posts', call: async () => ({ path: '/api/blog/posts' }), own: all(200, 200) },
  {
    route: 'GET /api/blog/posts/:slug',
    call: async () => ({ path: `/api/blog/posts/${seed.postSlug}` }),
    own: all(200, 200),
  },
  { route: 'GET /api/blog/covers/:key', call: async () => ({ path: seed.cover }), own: all(200, 200) },
  // ---- Resources ----
  { route: 'GET /api/resources', call: async () => ({ path: '/api/resources' }), own: all(200, 200) },
  {
    // The public route answers as to a visitor, whoever calls: a staff-only article does not exist there.
    route: 'GET /api/resources/:id',
    call: async (_c, o) => ({ path: `/api/resources/${o ? seed.staffArticle : seed.publicArticle}` }),
    own: all(200, 200),
    other: all(404, 404),
  },
  { route: 'GET /api/me/resources', call: async () => ({ path: '/api/me/resources' }), own: all(200) },
  {
    route: 'GET /api/me/resources/suggest',
    call: async () => ({ path: '/api/me/resources/suggest?q=interview' }),
    own: all(200),
  },
  {
    route: 'GET /api/me/resources/:id',
    call: async (_c, o) => ({ path: `/api/me/resources/${o ? seed.staffArticle : seed.publicArticle}` }),
    own: all(200),
    other: { anon: 401, member: 404, employer: 404, staff: 200, admin: 200 },
  },
  {
    route: 'POST /api/resources',
    call: async () => ({ path: '/api/resources', body: { title_en: 'Matrix new' } }),
    own: staffOnly(201),
  },
  {
    route: 'PATCH /api/resources/:id',
    call: async () => ({ path: `/api/resources/${await freshArticle()}`, body: { title_vi: 'Ma trận' } }),
    own: staffOnly(200),
  },
  {
    route: 'DELETE /api/resources/:id',
    call: async () => ({ path: `/api/resources/${await freshArticle()}` }),
    own: staffOnly(200),
  },
];

const PUBLISHING = /^\/api\/(me\/projects|projects|approvals|content\/|blog\/|resources|me\/resources)/;

beforeAll(async () => {
  ({ server, smtp } = await startSmtpTestServer());
  who.member = await actor(server, smtp, 'member', 'member@publishing-access.test');
  who.memberB = await actor(server, smtp, 'member', 'member-b@publishing-access.test');
  who.employer = await actor(server, smtp, 'employer', 'employer@publishing-access.test');
  who.staff = await actor(server, smtp, 'staff', 'staff@publishing-access.test');
  who.admin = await adminActor(server);
  // Decisions mail their requester; the matrix does not need those mails sent.
  await server.ctx.outbox.stop();

  const project = await freshProject(who.memberB);
  const image = await upload(server, `/api/me/projects/${project}/image`, who.memberB.token, PNG);
  seed.publishedImage = (image.body.project as { image_url: string }).image_url;
  const post = await freshPost();
  const cover = await upload(server, `/api/content/posts/${post.id}/cover`, who.admin.token, PNG);
  seed.cover = (cover.body.post as { cover_url: string }).cover_url;
  await server.call('POST', `/api/content/posts/${post.id}/publish`, { token: who.admin.token });
  seed.postSlug = (cover.body.post as { slug: string }).slug;
  seed.publicArticle = await freshArticle('public');
  seed.staffArticle = await freshArticle('staff');
});

afterAll(async () => {
  await server.stop();
});

describe('publishing routes × roles', () => {
  it('has a row for every projects, approvals, blog and resources route the server registers', () => {
    const registered = registeredRoutes(server, (url) => PUBLISHING.test(url));
    expect([...new Set(ROWS.map((r) => r.route))].sort()).toEqual(registered);
  });

  it('answers each caller with the exact status on its own record and on another account’s', async () => {
    const mismatches: string[] = [];
    for (const row of ROWS) {
      const method = row.route.split(' ')[0]!;
      for (const caller of CALLERS) {
        for (const other of row.other ? [false, true] : [false]) {
          const { path, body, image } = await row.call(caller, other);
          const token = caller === 'anon' ? undefined : who[caller].token;
          const res = image
            ? await upload(server, path, token, image)
            : await server.call(method, path, {
                token,
                body: method === 'GET' || method === 'DELETE' ? undefined : (body ?? {}),
              });
          const expected = (other ? row.other! : row.own)[caller];
          if (res.status !== expected)
            mismatches.push(
              `${row.route} ${caller}${other ? ' (other’s)' : ''}: ${res.status} ≠ ${expected}`,
            );
        }
      }
    }
    expect(mismatches).toEqual([]);
  });
});
