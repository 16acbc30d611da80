import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { queryRows } from '../../db/client';
import { posts } from '../../db/schema';
import { renderMarkdown, safeUrl } from '../../lib/markdown';
import { startTestServer, startSmtpTestServer } from '../../../test/harness';
import type { TestServer } from '../../../test/harness';
import { PNG, upload } from '../../../test/publishing';
import { actor, adminActor } from '../../../test/recruitment';
import type { Actor } from '../../../test/recruitment';
import { startSmtpPeer } from '../../../test/smtp-peer';
import type { SmtpPeer } from '../../../test/smtp-peer';
import { publishDue, slugify } from './service';

// Issue 12: the blog (decisions 703-706).

let smtp: SmtpPeer;
let server: TestServer;
let editor: Actor;
let admin: Actor;

beforeAll(async () => {
  // The publisher's own timer stays out of the way: the tests run it.
  ({ server, smtp } = await startSmtpTestServer({
    server: { postScheduleIntervalMs: 3_600_000 },
  }));
  editor = await actor(server, smtp, 'staff', 'editor@content.test', { name: 'Editor' });
  admin = await adminActor(server);
});

afterAll(async () => {
  await server.stop();
});

type PostBody = {
  id: string;
  slug: string;
  status: string;
  version: number;
  published_at: string | null;
  tags: string[];
};

async function draft(body: Record<string, unknown>, who = editor) {
  const res = await server.call('POST', '/api/content/posts', { token: who.token, body });
  expect(res.status, JSON.stringify(res.body)).toBe(201);
  return res.body.post as PostBody;
}

const publicSlugs = async () =>
  ((await server.call('GET', '/api/blog/posts')).body.posts as Array<{ slug: string }>).map((p) => p.slug);

const HOSTILE = [
  '<script>alert("x")</script>',
  '<img src=x onerror="alert(1)">',
  '[click](javascript:alert(1))',
  '[spaced](java\tscript:alert(1))',
  '[entity](&#106;avascript:alert(1))',
  '[data](data:text/html;base64,PHNjcmlwdD4=)',
  '![pic](javascript:alert(1))',
  '<iframe src="https://evil.example"></iframe>',
  '<a href="https://evil.example" onclick="steal()">raw link</a>',
  '[proto](//evil.example/x)',
  '[ok](https://example.org/page) and [local](/jobs)',
].join('\n\n');

describe('Markdown renders inert', () => {
  it('escapes raw HTML, drops script URLs and marks external links', () => {
    const html = renderMarkdown(HOSTILE);
    expect(html).not.toMatch(/<script|<img|<iframe/i);
    // Raw HTML stays text; a bare address in it becomes a plain external link, nothing more.
    expect(html).toContain('&lt;iframe src=&quot;');
    expect(html).not.toMatch(/<[^>]*\son\w+=/i);
    expect(html).not.toMatch(/href="(javascript|data|vbscript|\/\/)/i);
    expect(html).not.toMatch(/src="javascript/i);
    expect(html).toContain('&lt;script&gt;');
    expect(html).toContain(
      '<a href="https://example.org/page" target="_blank" rel="noopener noreferrer nofollow">ok</a>',
    );
    expect(html).toContain('<a href="/jobs">local</a>');
    // Every element the renderer wrote is one of Markdown's own, without event handlers.
    const tags = [...html.matchAll(/<([a-z0-9]+)([^>]*)>/gi)];
    for (const [, name, attrs] of tags) {
      expect([
        'p',
        'a',
        'em',
        'strong',
        'code',
        'pre',
        'ul',
        'ol',
        'li',
        'h2',
        'h3',
        'h4',
        'blockquote',
      ]).toContain(name);
      expect(attrs).not.toMatch(/\son\w+=/i);
    }
    expect(safeUrl('JaVaScRiPt:alert(1)')).toBe(false);
    expect(safeUrl('mailto:hi@example.org')).toBe(true);
    expect(safeUrl('mailto:hi@example.org', 'image')).toBe(false);
  });

  it('shows the site’s own images and links an image off the site, which the CSP would block', () => {
    const html = renderMarkdown(
      '![Our team](/api/blog/covers/abc.png) ![Diagram <1>](https://cdn.example/d.png "t\\" onerror=\\"x") ![](https://cdn.example/e.png)',
    );
    expect(html).toContain('<img src="/api/blog/covers/abc.png" alt="Our team" loading="lazy">');
    expect(html).toContain(
      '<a href="https://cdn.example/d.png" target="_blank" rel="noopener noreferrer nofollow">Diagram &lt;1&gt;</a>',
    );
    expect(html).toContain(
      '<a href="https://cdn.example/e.png" target="_blank" rel="noopener noreferrer nofollow">https://cdn.example/e.png</a>',
    );
    expect(html.match(/<img/g)).toHaveLength(1);
    expect(html).not.toMatch(/onerror/);
  });

  it('keeps the page title the only h1: a writer’s headings start at h2', () => {
    expect(renderMarkdown('# Intro\n\n## Details\n\n###### Deepest')).toBe(
      '<h2>Intro</h2>\n<h3>Details</h3>\n<h6>Deepest</h6>\n',
    );
    // A writer who already starts at ## keeps the levels written.
    expect(renderMarkdown('## New\n\n### Smaller')).toBe('<h2>New</h2>\n<h3>Smaller</h3>\n');
  });

  it('serves the public post’s body rendered the same way', async () => {
    const post = await draft({ title: 'Hostile body', body: HOSTILE });
    expect(
      (await server.call('POST', `/api/content/posts/${post.id}/publish`, { token: admin.token })).status,
    ).toBe(200);
    const read = await server.call('GET', `/api/blog/posts/${post.slug}`);
    const html = (read.body.post as { body_html: string }).body_html;
    expect(html).toBe(renderMarkdown(HOSTILE));
    expect(html).not.toMatch(/<script|<[^>]*\son\w+=|href="javascript/i);
  });
});

describe('writing and publishing', () => {
  it('seeds spec §2’s three cards as published posts', async () => {
    const list = await server.call('GET', '/api/blog/posts');
    const seeded = (list.body.posts as Array<{ slug: string; category: string; title: string }>).filter((p) =>
      ['why-we-build-in-the-open', 'accessible-by-default', 'shipping-smaller-bundles'].includes(p.slug),
    );
    expect(seeded.map((p) => [p.category, p.title])).toEqual([
      ['development', 'Shipping smaller bundles'],
      ['design', 'Accessible by default'],
      ['technology', 'Why we build in the open'],
    ]);
  });

  it('lets an editor write but only a publisher publish, schedule or unpublish', async () => {
    const post = await draft({ title: 'Kỹ sư Đà Nẵng viết blog', body: 'First.' });
    expect(post.slug).toBe('ky-su-da-nang-viet-blog');
    expect(slugify('  !!  ')).toBe('post');
    for (const action of ['publish', 'unpublish']) {
      expect(
        (await server.call('POST', `/api/content/posts/${post.id}/${action}`, { token: editor.token }))
          .status,
      ).toBe(403);
    }
    const schedule = await server.call('POST', `/api/content/posts/${post.id}/schedule`, {
      token: editor.token,
      body: { at: new Date(Date.now() + 3_600_000).toISOString() },
    });
    expect(schedule.status).toBe(403);

    expect(
      (await server.call('POST', `/api/content/posts/${post.id}/publish`, { token: admin.token })).status,
    ).toBe(200);
    expect(await publicSlugs()).toContain(post.slug);
    // Once readers see it, an editor without content:publish cannot change it.
    const edit = await server.call('PATCH', `/api/content/posts/${post.id}`, {
      token: editor.token,
      body: { title: 'Changed' },
    });
    expect(edit.status).toBe(403);
    expect(
      (await server.call('POST', `/api/content/posts/${post.id}/unpublish`, { token: admin.token })).body
        .post,
    ).toMatchObject({ status: 'unpublished' });
    expect(await publicSlugs()).not.toContain(post.slug);
    expect((await server.call('GET', `/api/blog/posts/${post.slug}`)).status).toBe(404);
  });

  it('refuses a taken slug, bad fields and a past schedule with the field named', async () => {
    const taken = await server.call('POST', '/api/content/posts', {
      token: editor.token,
      body: { title: 'Again', slug: 'accessible-by-default' },
    });
    expect(taken.status).toBe(409);
    expect(taken.body.errors).toHaveProperty('slug');
    const bad = await server.call('POST', '/api/content/posts', {
      token: editor.token,
      body: { title: 'Line\u2028break', slug: 'Not A Slug', category: 'gossip' },
    });
    expect(bad.status).toBe(422);
    expect(Object.keys(bad.body.errors as object)).toEqual(
      expect.arrayContaining(['title', 'slug', 'category']),
    );
    const post = await draft({ title: 'Past', body: 'x', tags: ['React', 'react', 'UX'] });
    // Tags differing only in case are one tag (decision 1064).
    expect(post.tags).toEqual(['React', 'UX']);
    const past = await server.call('POST', `/api/content/posts/${post.id}/schedule`, {
      token: admin.token,
      body: { at: new Date(server.clock.now().getTime() - 1000).toISOString() },
    });
    expect(past.status).toBe(422);
    expect(past.body.errors).toHaveProperty('at');
    const image = await upload(server, `/api/content/posts/${post.id}/cover`, editor.token, PNG);
    expect(image.status).toBe(200);
    const cover = (image.body.post as { cover_url: string }).cover_url;
    expect((await fetch(`${server.url}${cover}`)).headers.get('content-type')).toBe('image/png');
  });

  it('keeps versions, rolls autosaves into one, shows a diff and restores', async () => {
    const post = await draft({ title: 'Versioned', body: 'line one\nline two\n' });
    const save = (body: Record<string, unknown>) =>
      server.call('PATCH', `/api/content/posts/${post.id}`, { token: editor.token, body });
    await save({ body: 'line one\nline 2\n', autosave: true });
    await save({ body: 'line one\nline 2\nline three\n', autosave: true });
    await save({ body: 'line one\nline 2\nline three\n', title: 'Versioned again' });
    const versions = (
      await server.call('GET', `/api/content/posts/${post.id}/versions`, { token: editor.token })
    ).body.versions as Array<{ id: string; number: number; kind: string }>;
    expect(versions.map((v) => [v.number, v.kind])).toEqual([
      [3, 'save'],
      [2, 'autosave'],
      [1, 'save'],
    ]);
    const first = versions.at(-1)!;
    const diff = await server.call('GET', `/api/content/posts/${post.id}/versions/${first.id}`, {
      token: editor.token,
    });
    expect(diff.body.diff).toEqual(
      expect.arrayContaining([
        { field: 'title', parts: expect.arrayContaining([{ op: 'remove', text: 'Versioned' }]) },
        {
          field: 'body',
          parts: [
            { op: 'same', text: 'line one\n' },
            { op: 'remove', text: 'line two\n' },
            { op: 'add', text: 'line 2\nline three\n' },
          ],
        },
      ]),
    );
    const restored = await server.call('POST', `/api/content/posts/${post.id}/versions/${first.id}/restore`, {
      token: editor.token,
    });
    expect(restored.body.post).toMatchObject({
      title: 'Versioned',
      body: 'line one\nline two\n',
      version: 4,
    });
  });
});

describe('posts written at the same moment', () => {
  // On PostgreSQL (TEST_DATABASE_URL) the requests' transactions really run together; PGlite runs them one by one.
  it('get distinct addresses from the same title, and a taken address is 409 rather than a failure', async () => {
    const title = 'Same title, same second';
    const made = await Promise.all(
      Array.from({ length: 6 }, () =>
        server.call('POST', '/api/content/posts', { token: editor.token, body: { title } }),
      ),
    );
    expect(made.map((r) => r.status)).toEqual(Array(6).fill(201));
    const slugs = made.map((r) => (r.body.post as PostBody).slug);
    expect(new Set(slugs).size).toBe(6);
    expect(slugs).toContain('same-title-same-second');

    const explicit = await Promise.all(
      Array.from({ length: 4 }, (_, i) =>
        server.call('POST', '/api/content/posts', {
          token: editor.token,
          body: { title: `Explicit ${i}`, slug: 'one-address' },
        }),
      ),
    );
    expect(explicit.map((r) => r.status).sort()).toEqual([201, 409, 409, 409]);
    for (const r of explicit.filter((x) => x.status === 409))
      expect(Object.keys(r.body.errors as object)).toEqual(['slug']);

    // Two drafts renamed to one address at once: one keeps it, the other is told.
    const [a, b] = await Promise.all([draft({ title: 'Rename A' }), draft({ title: 'Rename B' })]);
    const renamed = await Promise.all(
      [a!, b!].map((p) =>
        server.call('PATCH', `/api/content/posts/${p.id}`, {
          token: editor.token,
          body: { slug: 'renamed-together' },
        }),
      ),
    );
    expect(renamed.map((r) => r.status).sort()).toEqual([200, 409]);
  });
});

describe('scheduled publishing', () => {
  it('publishes a due post exactly once when two instances run the publisher together', async () => {
    const post = await draft({ title: 'Scheduled once', body: 'Soon.' });
    const at = new Date(server.clock.now().getTime() + 60_000);
    const scheduled = await server.call('POST', `/api/content/posts/${post.id}/schedule`, {
      token: admin.token,
      body: { at: at.toISOString() },
    });
    expect(scheduled.body.post).toMatchObject({ status: 'scheduled' });
    expect(await publishDue({ db: server.ctx.db, clock: server.clock })).toEqual([]);
    expect(await publicSlugs()).not.toContain(post.slug);

    // A second instance on the same database (PostgreSQL when TEST_DATABASE_URL is set, else the same PGlite).
    const second = server.ctx.config.databaseUrl
      ? await startTestServer({
          databaseUrl: server.ctx.config.databaseUrl,
          server: { postScheduleIntervalMs: 3_600_000 },
        })
      : null;
    server.clock.advance(61_000);
    const runs = await Promise.all([
      publishDue({ db: server.ctx.db, clock: server.clock }),
      publishDue({ db: second?.ctx.db ?? server.ctx.db, clock: server.clock }),
      server.posts.runOnce(),
      publishDue({ db: second?.ctx.db ?? server.ctx.db, clock: server.clock }),
    ]);
    await second?.stop();
    expect(runs.flat().filter((id) => id === post.id)).toHaveLength(1);
    const published = await server.call('GET', `/api/blog/posts/${post.slug}`);
    expect(published.body.post).toMatchObject({ published_at: at.toISOString() });
    const entries = await queryRows<{ n: number | string }>(
      server.ctx.db,
      sql`select count(*) as n from audit_log where action = 'post.published' and target_id = ${post.id}`,
    );
    expect(Number(entries[0]!.n)).toBe(1);
    expect(await publishDue({ db: server.ctx.db, clock: server.clock })).toEqual([]);
  });
});

describe('a post published before, taken off and scheduled again (decision 1194)', () => {
  it('comes back dated at the chosen time, at the top of the blog', async () => {
    const post = await draft({ title: 'Back again', body: 'Second life.' });
    await server.call('POST', `/api/content/posts/${post.id}/publish`, { token: admin.token });
    const first = (await server.call('GET', `/api/blog/posts/${post.slug}`)).body.post as PostBody;
    await server.call('POST', `/api/content/posts/${post.id}/unpublish`, { token: admin.token });
    const newer = await draft({ title: 'Published meanwhile', body: 'Newer.' });
    server.clock.advance(60_000);
    await server.call('POST', `/api/content/posts/${newer.id}/publish`, { token: admin.token });

    const at = new Date(server.clock.now().getTime() + 3_600_000);
    const scheduled = await server.call('POST', `/api/content/posts/${post.id}/schedule`, {
      token: admin.token,
      body: { at: at.toISOString() },
    });
    expect(scheduled.status, JSON.stringify(scheduled.body)).toBe(200);
    server.clock.advance(3_600_000 + 1_000);
    expect(await publishDue({ db: server.ctx.db, clock: server.clock })).toContain(post.id);

    const again = (await server.call('GET', `/api/blog/posts/${post.slug}`)).body.post as PostBody;
    expect(again.published_at).toBe(at.toISOString());
    expect(again.published_at).not.toBe(first.published_at);
    expect((await publicSlugs())[0]).toBe(post.slug);
  });
});

describe('image uploads have their own hourly budget, apart from CVs', () => {
  it('counts covers against the image budget only and answers 429 past it', async () => {
    const smtp2 = await startSmtpPeer();
    const limited = await startTestServer({
      config: { smtpUrl: smtp2.url, limits: { imageUploadsPerUserPerHour: 2, cvUploadsPerUserPerHour: 1 } },
      server: { postScheduleIntervalMs: 3_600_000 },
    });
    try {
      const who = await actor(limited, smtp2, 'staff', 'images@content.test', { name: 'Images' });
      const res = await limited.call('POST', '/api/content/posts', {
        token: who.token,
        body: { title: 'Covers', body: 'x' },
      });
      const id = (res.body.post as PostBody).id;
      const statuses = [];
      for (let i = 0; i < 3; i += 1) {
        statuses.push((await upload(limited, `/api/content/posts/${id}/cover`, who.token, PNG)).status);
      }
      // Two images pass although the CV budget is one: the budgets are apart.
      expect(statuses).toEqual([200, 200, 429]);
      const refused = await upload(limited, `/api/content/posts/${id}/cover`, who.token, PNG);
      expect(JSON.stringify(refused.body)).toContain('images');
    } finally {
      await limited.stop();
      await smtp2.stop();
    }
  });
});

describe('the public blog, a page at a time (decision 1071)', () => {
  it('reaches the 201st post and beyond, newest first, each post on exactly one page', async () => {
    const base = server.clock.now().getTime();
    // 230 posts; every fifth shares its publication instant with the next, so only the id orders them.
    await server.ctx.db.insert(posts).values(
      Array.from({ length: 230 }, (_, i) => ({
        slug: `paged-post-${i}`,
        title: `Paged post ${i}`,
        category: 'technology',
        status: 'published' as const,
        authorName: 'Editor',
        publishedAt: new Date(base - 60_000 * (i - (i % 5 === 1 ? 1 : 0))),
        createdAt: new Date(base),
        updatedAt: new Date(base),
      })),
    );
    const first = await server.call('GET', '/api/blog/posts');
    expect(first.status).toBe(200);
    expect(first.body).toMatchObject({ page: 1, pageSize: 12 });
    const total = first.body.total as number;
    expect(total).toBeGreaterThanOrEqual(230);
    expect(first.body.posts).toHaveLength(12);

    const seen: Array<{ slug: string; published_at: string }> = [];
    const pages = Math.ceil(total / 50);
    for (let page = 1; page <= pages; page++) {
      const res = await server.call('GET', `/api/blog/posts?page=${page}&pageSize=50`);
      expect(res.body).toMatchObject({ page, pageSize: 50, total });
      seen.push(...(res.body.posts as typeof seen));
    }
    expect(seen).toHaveLength(total);
    expect(new Set(seen.map((p) => p.slug)).size).toBe(total);
    expect(seen.map((p) => p.slug)).toContain('paged-post-229');
    const times = seen.map((p) => Date.parse(p.published_at));
    expect(times).toEqual([...times].sort((a, b) => b - a));

    // The same order at another page size: the pages are stable.
    const small: string[] = [];
    for (let page = 1; page <= Math.ceil(total / 7); page++) {
      const res = await server.call('GET', `/api/blog/posts?page=${page}&pageSize=7`);
      small.push(...(res.body.posts as Array<{ slug: string }>).map((p) => p.slug));
    }
    expect(small).toEqual(seen.map((p) => p.slug));

    // Past the last page: nothing, and still how many there are (the page says so, as the board's does).
    const past = await server.call('GET', `/api/blog/posts?page=${pages + 1}&pageSize=50`);
    expect(past.status).toBe(200);
    expect(past.body).toMatchObject({ posts: [], total, page: pages + 1 });
    for (const bad of ['page=0', 'page=x', 'pageSize=51', 'page=10001']) {
      expect((await server.call('GET', `/api/blog/posts?${bad}`)).status).toBeGreaterThanOrEqual(400);
    }

    // The editors' list of every post (drafts too) pages by cursor, last changed first, each post once.
    const [counted] = await queryRows<{ n: number }>(
      server.ctx.db,
      sql`select count(*)::int as n from posts`,
    );
    const n = counted!.n;
    expect(n).toBeGreaterThan(200);
    const editors: Array<{ id: string; updated_at: string }> = [];
    let cursor: string | null = null;
    for (let guard = 0; guard < 50; guard++) {
      const res = await server.call(
        'GET',
        `/api/content/posts?limit=45${cursor ? `&cursor=${cursor}` : ''}`,
        { token: editor.token },
      );
      expect(res.status).toBe(200);
      editors.push(...(res.body.posts as typeof editors));
      cursor = res.body.next_cursor as string | null;
      if (!cursor) break;
    }
    expect(editors).toHaveLength(n);
    expect(new Set(editors.map((p) => p.id)).size).toBe(n);
    const changed = editors.map((p) => Date.parse(p.updated_at));
    expect(changed).toEqual([...changed].sort((a, b) => b - a));
    const firstPage = await server.call('GET', '/api/content/posts', { token: editor.token });
    expect(firstPage.body.posts).toHaveLength(100);
    // A forged cursor whose id is no uuid PostgreSQL takes is refused as a bad cursor, not a failure.
    const forged = Buffer.from(JSON.stringify(['2026-11-27 10:00:00+00', '-'.repeat(36)])).toString(
      'base64url',
    );
    const refused = await server.call('GET', `/api/content/posts?cursor=${forged}`, { token: editor.token });
    expect(refused.status).toBe(422);
  });
});
