import { brotliDecompressSync, gunzipSync } from 'node:zlib';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { companies, jobs, posts, resources, users } from '../../db/schema';
import { ADMIN, startTestServer } from '../../../test/harness';
import type { TestServer } from '../../../test/harness';
import { insertPublishedJob } from '../../../test/published-job';
import { webBuild } from '../../../test/web-build';
import { PAGE_CACHE_MS } from './service';

/**
 * Public pages arrive rendered (issue 15, decisions 1000–1002): the HTML of a plain request, with no JavaScript run,
 * holds each page's main heading and text, against the real web build and its server renderer.
 */

let server: TestServer;
let build: ReturnType<typeof webBuild>;
let ownerId: string;
let companyId: string;

const insertJob = (values: Partial<typeof jobs.$inferInsert> = {}) =>
  insertPublishedJob(server, { ownerId, companyId }, values);

const get = (url: string, headers: Record<string, string> = {}) =>
  server.app.inject({ method: 'GET', url, headers });

/** The rendered root of a page (what a browser shows before any script runs), as text. */
function rootText(html: string): string {
  const match =
    /<div id="root" data-rendered>([\s\S]*)<\/div><template id="rendered-end"><\/template>(?:<script type="application\/json" id="initial-data">|\s*<noscript>)/.exec(
      html,
    );
  expect(match, 'the page is rendered into the root').not.toBeNull();
  return match![1]!
    .replace(/<[^>]+>/g, ' ')
    .replace(/&#x27;/g, "'")
    .replace(/&amp;/g, '&')
    .replace(/\s+/g, ' ');
}
/** The text of the page's `<h1>`. */
const heading = (html: string) =>
  /<h1[^>]*>([\s\S]*?)<\/h1>/
    .exec(html)?.[1]!
    .replace(/<[^>]+>/g, ' ')
    .replace(/\s+/g, ' ')
    .trim();

beforeAll(async () => {
  build = webBuild();
  server = await startTestServer({ server: { webRoot: build.webRoot } });
  const [admin] = await server.ctx.db
    .select({ id: users.id })
    .from(users)
    .where(eq(users.email, ADMIN.email));
  ownerId = admin!.id;
  const now = server.clock.now();
  const [company] = await server.ctx.db
    .insert(companies)
    .values({
      ownerId,
      name: 'Acme Software',
      website: 'https://acme.example/',
      createdAt: now,
      updatedAt: now,
    })
    .returning({ id: companies.id });
  companyId = company!.id;
}, 600_000);

afterAll(async () => {
  await server?.stop();
  build?.cleanup();
});

describe('static public pages arrive rendered, in the language the reader gets', () => {
  const pages: Array<[string, string, string, string, string]> = [
    // path, English heading, English text, Vietnamese heading, Vietnamese text
    [
      '/',
      'Building the Future',
      'We build open, customizable and fast software',
      'Kiến tạo tương lai',
      'Chúng tôi xây dựng phần mềm mở',
    ],
    [
      '/about',
      'About DotTrip',
      'An open-source software company',
      'Về DotTrip',
      'Công ty phần mềm mã nguồn mở',
    ],
    ['/team', 'Our Team', 'Linh Tran', 'Đội ngũ', 'Linh Tran'],
    ['/contact', 'Contact Us', 'Send us a message', 'Liên hệ', 'info@dottrip.dev'],
    ['/login', 'Sign in to your account', 'Forgot password?', 'Đăng nhập', 'Quên mật khẩu?'],
    ['/register', 'Create your account', 'Confirm password', 'Tạo tài khoản', 'Xác nhận mật khẩu'],
    ['/forgot-password', 'Forgot your password?', 'Send reset code', 'Quên mật khẩu?', 'mã đặt lại'],
  ];
  it.each(pages)('%s', async (path, enHeading, enText, viHeading, viText) => {
    const en = await get(path, { 'accept-language': 'en' });
    expect(en.statusCode).toBe(200);
    expect(en.body).toContain('<html lang="en"');
    expect(heading(en.body)).toContain(enHeading);
    expect(rootText(en.body)).toContain(enText);

    for (const vi of [
      await get(`${path === '/' ? '/' : path}?lang=vi`),
      await get(path, { 'accept-language': 'vi-VN,vi;q=0.9' }),
    ]) {
      expect(vi.body).toContain('<html lang="vi"');
      expect(heading(vi.body)).toContain(viHeading);
      expect(rootText(vi.body)).toContain(viText);
    }
  });

  it('renders a static page with other parameters per request (the page may read them)', async () => {
    const reply = await get('/login?from=%2Fjobs');
    expect(heading(reply.body)).toBe('Sign in to your account');
  });

  it('leaves the signed-in area and unknown paths to the browser', async () => {
    for (const path of ['/dashboard', '/profile', '/no-such-page']) {
      const reply = await get(path);
      expect(reply.statusCode, path).toBe(200);
      expect(reply.body, path).toContain('<div id="root"></div>');
      // Nothing to show before the scripts run: they are fetched first, and nothing holds the first paint.
      expect(reply.body, path).not.toContain('fetchpriority');
      expect(reply.body, path).not.toContain('rel="expect"');
    }
  });

  it('posts the public pages’ forms, and a form the browser sends itself comes back to its page (decision 1029)', async () => {
    const forms: Array<[string, string]> = [
      ['/login', 'Sign in'],
      ['/register', 'Create account'],
      ['/forgot-password', 'Request a reset code'],
      ['/contact', 'Contact form'],
    ];
    for (const [path, label] of forms) {
      const tag = new RegExp(`<form[^>]*aria-label="${label}"[^>]*>`).exec((await get(path)).body)?.[0];
      expect(tag, path).toContain('method="post"');
    }
    // What a browser without JavaScript (or before the app runs) sends: answered with the page, never read or echoed.
    const sendForm = (url: string, type: string, payload: string) =>
      server.app.inject({ method: 'POST', url, headers: { 'content-type': type }, payload });
    const sent = await sendForm(
      '/login',
      'application/x-www-form-urlencoded',
      'email=reader%40example.com&password=hunter2-secret',
    );
    expect(sent.statusCode).toBe(303);
    expect(sent.headers.location).toBe('/login');
    expect(sent.body).not.toContain('hunter2');
    const upload = await sendForm(
      '/contact?lang=vi',
      'multipart/form-data; boundary=x',
      '--x\r\nContent-Disposition: form-data; name="name"\r\n\r\nMai\r\n--x--\r\n',
    );
    expect(upload.statusCode).toBe(303);
    // The page again, in the language it was in.
    expect(upload.headers.location).toBe('/contact?lang=vi');
    // Only ever this site (backslashes too: lib/spa-page.test.ts, since this client turns them into slashes).
    const twoSlashes = await server.app.inject({ method: 'POST', url: '//evil.example/login', payload: '' });
    expect(twoSlashes.statusCode).toBe(303);
    expect(twoSlashes.headers.location).toMatch(/^\/(?![/\\])/);
    // The API's own answers are unchanged.
    const api = await server.app.inject({ method: 'POST', url: '/api/no-such-route', payload: {} });
    expect(api.statusCode).toBe(404);
    expect(api.json()).toMatchObject({ success: false, code: 'NOT_FOUND' });
  });

  it("fetches a rendered page's scripts after what paints it (decision 1014)", async () => {
    // (Not /jobs here: its render is cached for a while, and a later test adds postings to it.)
    for (const path of ['/', '/login', '/about']) {
      const html = (await get(path)).body;
      const scripts = html.match(/<script type="module"[^>]*>|<link rel="modulepreload"[^>]*>/g) ?? [];
      expect(scripts.length, path).toBeGreaterThan(1);
      for (const tag of scripts) expect(tag, path).toContain('fetchpriority="low"');
      // The stylesheet is in the page itself (decision 1026); its link stays, disabled, so nothing fetches it.
      const head = html.slice(0, html.indexOf('</head>'));
      expect(head, path).toMatch(/<style>\/\*! tailwindcss [\s\S]+?<\/style>/);
      expect(head, path).toMatch(
        /<link rel="stylesheet" crossorigin href="\/assets\/index-[^"]+\.css" disabled>/,
      );
      expect(head, path).not.toMatch(/<link rel="stylesheet" crossorigin href="[^"]+">/);
    }
    // A page rendered on the client links it, cached across pages.
    expect((await get('/dashboard')).body).toMatch(
      /<link rel="stylesheet" crossorigin href="\/assets\/index-[^"]+\.css">/,
    );
  });

  it('paints a rendered page whole: its first paint waits for the end of the page (decision 1016)', async () => {
    for (const path of ['/', '/login', '/about']) {
      const html = (await get(path)).body;
      const head = html.slice(0, html.indexOf('</head>'));
      expect(head, path).toContain('<link rel="expect" href="#rendered-end" blocking="render" />');
      // The mark comes right after the page's content, outside the root the app hydrates.
      expect(html, path).toMatch(/<\/div><template id="rendered-end"><\/template>/);
      expect(html.indexOf('<template id="rendered-end">'), path).toBeGreaterThan(
        html.indexOf('data-rendered'),
      );
    }
  });
});

describe('pages rendered per request from the database', () => {
  it('/jobs lists the open postings, with the reply the browser hydrates from', async () => {
    await insertJob({ title: 'Board Rendering Engineer' });
    await insertJob({ title: 'Closed Posting Nobody Sees', status: 'closed' });
    const reply = await get('/jobs');
    expect(reply.statusCode).toBe(200);
    expect(reply.headers['cache-control']).toContain('s-maxage=60');
    expect(heading(reply.body)).toBe('Open jobs');
    const text = rootText(reply.body);
    expect(text).toContain('Board Rendering Engineer');
    expect(text).not.toContain('Closed Posting Nobody Sees');
    const data = JSON.parse(
      /<script type="application\/json" id="initial-data">([\s\S]*?)<\/script>/.exec(reply.body)![1]!,
    ) as Record<string, { status: number; body: { jobs?: Array<{ title: string }> } }>;
    const search = Object.entries(data).find(([path]) => path.startsWith('/api/jobs?'));
    expect(search?.[1].status).toBe(200);
    expect(search?.[1].body.jobs?.map((job) => job.title)).toContain('Board Rendering Engineer');

    const filtered = rootText((await get('/jobs?q=nothing-matches-this')).body);
    expect(filtered).not.toContain('Board Rendering Engineer');
  });

  it('a job page shows the posting without counting a view; closed 410 and unknown 404 show their message', async () => {
    const id = await insertJob({
      title: 'Rendered Posting Title',
      description: 'A description the crawler reads.',
    });
    const reply = await get(`/jobs/${id}`);
    expect(reply.statusCode).toBe(200);
    expect(heading(reply.body)).toBe('Rendered Posting Title');
    expect(rootText(reply.body)).toContain('A description the crawler reads.');
    const [row] = await server.ctx.db.select({ views: jobs.views }).from(jobs).where(eq(jobs.id, id));
    expect(row?.views).toBe(0);

    const vi = await get(`/jobs/${id}?lang=vi`);
    expect(rootText(vi.body)).toContain('Tất cả việc làm');

    const closedId = await insertJob({ title: 'A Closed Rendered Posting', status: 'closed' });
    const closed = await get(`/jobs/${closedId}`);
    expect(closed.statusCode).toBe(410);
    expect(closed.body).toContain('<meta name="robots" content="noindex" data-served-head />');
    expect(heading(closed.body)).toBe('A Closed Rendered Posting');
    expect(rootText(closed.body)).toContain('This posting no longer takes applications.');

    const unknown = await get('/jobs/00000000-0000-4000-8000-000000000000');
    expect(unknown.statusCode).toBe(404);
    expect(unknown.body).toContain('<meta name="robots" content="noindex" data-served-head />');
    expect(heading(unknown.body)).toBe('Job not found');
  });

  it('/blog and a post show the published posts', async () => {
    const now = server.clock.now();
    await server.ctx.db.insert(posts).values({
      slug: 'rendered-post',
      title: 'A Post The Server Renders',
      category: 'technology',
      body: 'The body of the rendered post.',
      status: 'published',
      authorName: 'Linh Tran',
      publishedAt: now,
      createdAt: now,
      updatedAt: now,
    });
    const blog = await get('/blog');
    expect(heading(blog.body)).toBe('Our Blog');
    expect(rootText(blog.body)).toContain('A Post The Server Renders');
    const post = await get('/blog/rendered-post');
    expect(post.statusCode).toBe(200);
    expect(heading(post.body)).toBe('A Post The Server Renders');
    expect(rootText(post.body)).toContain('The body of the rendered post.');
  });

  it('/resources and a public article show the library’s public articles; others are not found (decision 1050)', async () => {
    const now = server.clock.now();
    const insert = (values: Partial<typeof resources.$inferInsert>) =>
      server.ctx.db
        .insert(resources)
        .values({ topic: 'interview', createdAt: now, updatedAt: now, ...values })
        .returning({ id: resources.id })
        .then((rows) => rows[0]!.id);
    const open = await insert({
      titleEn: 'An Article The Server Renders',
      titleVi: 'Bài viết máy chủ hiển thị',
      bodyEn: 'The body of the **rendered** article.',
      bodyVi: 'Nội dung của bài viết.',
      visibility: 'public',
      published: true,
    });
    const members = await insert({
      titleEn: 'For Members Only',
      bodyEn: 'Secret',
      visibility: 'signed_in',
      published: true,
    });
    server.clock.advance(PAGE_CACHE_MS + 1);
    const library = await get('/resources');
    expect(library.statusCode).toBe(200);
    expect(heading(library.body)).toBe('Resources');
    expect(rootText(library.body)).toContain('An Article The Server Renders');
    expect(rootText(library.body)).not.toContain('For Members Only');
    const article = await get(`/resources/${open}`);
    expect(article.statusCode).toBe(200);
    expect(heading(article.body)).toBe('An Article The Server Renders');
    expect(rootText(article.body)).toContain('The body of the rendered article.');
    const vi = await get(`/resources/${open}?lang=vi`);
    expect(heading(vi.body)).toBe('Bài viết máy chủ hiển thị');
    expect(rootText(vi.body)).toContain('Nội dung của bài viết.');
    const hidden = await get(`/resources/${members}`);
    expect(hidden.statusCode).toBe(404);
    expect(heading(hidden.body)).toBe('Article not found');
    expect(hidden.body).not.toContain('Secret');
  });

  it('/blog and /resources have a page per address, each a plain link, with canonical, prev and next (decision 1071)', async () => {
    const now = server.clock.now().getTime();
    // The newest posts: 26 of them, so the blog has at least three pages of 12.
    await server.ctx.db.insert(posts).values(
      Array.from({ length: 26 }, (_, i) => ({
        slug: `paged-render-${i + 1}`,
        title: `Paged Render ${i + 1}`,
        category: 'technology',
        status: 'published' as const,
        authorName: 'Linh Tran',
        publishedAt: new Date(now + 3_600_000 - i * 60_000),
        createdAt: new Date(now),
        updatedAt: new Date(now),
      })),
    );
    // The renderer keeps an API reply a moment (decision 1001): the earlier test's list is older than that now.
    server.clock.advance(PAGE_CACHE_MS + 1);
    const total = (await get('/api/blog/posts')).json<{ total: number }>().total;
    const last = Math.ceil(total / 12);
    const links = (html: string) =>
      [...html.matchAll(/<link rel="(canonical|prev|next)" href="([^"]+)"/g)].map((m) => `${m[1]} ${m[2]}`);
    const app = 'http://localhost:5173';

    const first = await get('/blog');
    expect(first.statusCode).toBe(200);
    expect(rootText(first.body)).toContain('Paged Render 12');
    expect(rootText(first.body)).not.toContain('Paged Render 13');
    expect(links(first.body)).toEqual([`canonical ${app}/blog`, `next ${app}/blog?page=2`]);
    // The next page is a real link in the HTML: no script needed to reach it.
    expect(first.body).toMatch(
      /<a[^>]+href="\/blog\?page=2"[^>]*rel="next"|<a[^>]+rel="next"[^>]*href="\/blog\?page=2"/,
    );

    const second = await get('/blog?page=2');
    expect(second.statusCode).toBe(200);
    expect(rootText(second.body)).toContain('Paged Render 13');
    expect(rootText(second.body)).toContain('Paged Render 24');
    expect(rootText(second.body)).not.toContain('Paged Render 12 ');
    expect(second.body).toMatch(/<title[^>]*>Blog, page 2 \| DotTrip<\/title>/);
    expect(links(second.body)).toEqual([
      `canonical ${app}/blog?page=2`,
      `prev ${app}/blog`,
      `next ${app}/blog?page=3`,
    ]);
    const vi = await get('/blog?page=2&lang=vi');
    expect(vi.body).toMatch(/<title[^>]*>Blog, trang 2 \| DotTrip<\/title>/);
    expect(links(vi.body)).toEqual([
      `canonical ${app}/blog?page=2&amp;lang=vi`,
      `prev ${app}/blog?lang=vi`,
      `next ${app}/blog?page=3&amp;lang=vi`,
    ]);

    const lastPage = await get(`/blog?page=${last}`);
    expect(links(lastPage.body)).toEqual([
      `canonical ${app}/blog?page=${last}`,
      `prev ${app}/blog${last - 1 > 1 ? `?page=${last - 1}` : ''}`,
    ]);
    // Past the last page: answered as the board answers it, the page saying so and leading to the last one.
    const past = await get(`/blog?page=${last + 5}`);
    expect(past.statusCode).toBe(200);
    expect(past.body).toContain('<meta name="robots" content="noindex"');
    expect(links(past.body)).toEqual([]);
    expect(rootText(past.body)).toContain(`This page is past the last one: the blog has ${total} posts.`);
    expect(past.body).toContain(`href="/blog?page=${last}"`);

    // The library the same way: 35 more public articles make at least two pages of 30.
    await server.ctx.db.insert(resources).values(
      Array.from({ length: 35 }, (_, i) => ({
        topic: 'cv',
        titleEn: `Paged Article ${i + 1}`,
        visibility: 'public' as const,
        published: true,
        createdAt: new Date(now),
        updatedAt: new Date(now + 3_600_000 - i * 60_000),
      })),
    );
    server.clock.advance(PAGE_CACHE_MS + 1);
    const library = await get('/resources');
    expect(rootText(library.body)).toContain('Paged Article 30');
    expect(rootText(library.body)).not.toContain('Paged Article 31');
    expect(links(library.body)).toEqual([`canonical ${app}/resources`, `next ${app}/resources?page=2`]);
    const more = await get('/resources?page=2');
    expect(rootText(more.body)).toContain('Paged Article 31');
    expect(more.body).toContain('href="/resources"');
    expect(links(more.body)[0]).toBe(`canonical ${app}/resources?page=2`);
  });

  it('/projects shows the projects', async () => {
    const reply = await get('/projects');
    expect(reply.statusCode).toBe(200);
    expect(heading(reply.body)).toBeTruthy();
    expect(rootText(reply.body).length).toBeGreaterThan(500);
  });
});

describe('documents go compressed to a client that accepts it (decision 1013)', () => {
  const decoded = (reply: Awaited<ReturnType<typeof get>>) => {
    const coding = reply.headers['content-encoding'];
    if (coding === 'br') return brotliDecompressSync(reply.rawPayload).toString('utf8');
    if (coding === 'gzip') return gunzipSync(reply.rawPayload).toString('utf8');
    return reply.body;
  };

  it('sends a page as br, gzip or as it is, by Accept-Encoding, with the same HTML', async () => {
    const plain = await get('/about');
    expect(plain.headers['content-encoding']).toBeUndefined();
    expect(plain.headers.vary).toContain('Accept-Encoding');
    const br = await get('/about', { 'accept-encoding': 'gzip, deflate, br, zstd' });
    expect(br.headers['content-encoding']).toBe('br');
    expect(br.rawPayload.length).toBeLessThan(plain.rawPayload.length / 3);
    expect(Number(br.headers['content-length'])).toBe(br.rawPayload.length);
    const gzip = await get('/about', { 'accept-encoding': 'gzip;q=1, br;q=0' });
    expect(gzip.headers['content-encoding']).toBe('gzip');
    const none = await get('/about', { 'accept-encoding': 'identity' });
    expect(none.headers['content-encoding']).toBeUndefined();
    for (const reply of [br, gzip, none]) {
      expect(decoded(reply)).toBe(plain.body);
      expect(heading(decoded(reply))).toBe(heading(plain.body));
    }
  });

  it('compresses job pages (404 too) and the sitemap', async () => {
    const id = await insertJob({ title: 'Compressed Posting Engineer' });
    const job = await get(`/jobs/${id}`, { 'accept-encoding': 'br' });
    expect(job.statusCode).toBe(200);
    expect(job.headers['content-encoding']).toBe('br');
    expect(heading(decoded(job))).toBe('Compressed Posting Engineer');
    const unknown = await get('/jobs/00000000-0000-4000-8000-000000000000', { 'accept-encoding': 'gzip' });
    expect(unknown.statusCode).toBe(404);
    expect(decoded(unknown)).toContain('noindex');
    const sitemap = await get('/sitemaps/pages.xml', { 'accept-encoding': 'gzip' });
    expect(sitemap.headers['content-encoding']).toBe('gzip');
    expect(decoded(sitemap)).toContain('<urlset');
  });
});
