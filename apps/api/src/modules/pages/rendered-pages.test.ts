import { brotliDecompressSync, gunzipSync } from 'node:zlib';
import { and, eq, like } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { CONTACT_FORM_ID_SLOT, CONTROL_MESSAGES, MESSAGES } from '@app/shared';
import { contactMessages, jobs, outbox, posts, projects, resources, supportTickets } from '../../db/schema';
import { translate } from '../../lib/i18n';
import { NUL_MESSAGE } from '../../lib/text-input';
import { ADMIN, startTestServer } from '../../../test/harness';
import type { TestServer } from '../../../test/harness';
import { clientIp } from '../../../test/helpers';
import { insertAdminCompany, insertPublishedJob } from '../../../test/published-job';
import { webBuild } from '../../../test/web-build';
import { jobSearchText } from '../jobs/service';
import { PAGE_CACHE_MS } from './service';

/**
 * Public pages arrive rendered (issue 15, decisions 1000–1002): the HTML of a plain request, with no JavaScript run,
 * holds each page's main heading and text, against the real web build and its server renderer.
 */

let server: TestServer;
let build: ReturnType<typeof webBuild>;
let ownerId: string;

/** 30 published projects `${title} 1…30` with one tag, the first published `offsetMs` from now, a minute apart. */
async function insertPublishedProjects(title: string, tag: string, offsetMs: number) {
  const now = server.clock.now().getTime();
  await server.ctx.db.insert(projects).values(
    Array.from({ length: 30 }, (_, i) => ({
      ownerId,
      title: `${title} ${i + 1}`,
      description: 'Paged.',
      tags: [tag],
      state: 'published' as const,
      published: {
        title: `${title} ${i + 1}`,
        description: 'Paged.',
        imageKey: null,
        tags: [tag],
        repoUrl: null,
        demoUrl: null,
        details: '',
        progressStatus: 'planning' as const,
        progress: 0,
      },
      publishedAt: new Date(now + offsetMs - i * 60_000),
      createdAt: new Date(now),
      updatedAt: new Date(now),
    })),
  );
}
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
  ({ ownerId, companyId } = await insertAdminCompany(server));
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

  it('leaves the signed-in area to the browser', async () => {
    for (const path of ['/dashboard', '/profile']) {
      const reply = await get(path);
      expect(reply.statusCode, path).toBe(200);
      expect(reply.body, path).toContain('<div id="root"></div>');
      // Nothing to show before the scripts run: they are fetched first, and nothing holds the first paint.
      expect(reply.body, path).not.toContain('fetchpriority');
      expect(reply.body, path).not.toContain('rel="expect"');
    }
  });

  it('an unknown path arrives as the 404 page in the language asked for, with header and footer (decision 1196)', async () => {
    // A path the app has no page for is a 404 kept out of search results (decision 1139).
    const en = await get('/no-such-page');
    expect(en.statusCode).toBe(404);
    expect(en.body).toContain('<meta name="robots" content="noindex" />');
    expect(en.body).not.toContain('<div id="root"></div>');
    expect(heading(en.body)).toBe('Page not found');
    expect(rootText(en.body)).toContain('Back to home');
    expect(rootText(en.body)).toContain('About Us');
    for (const vi of [
      await get('/no-such-page?lang=vi'),
      await get('/no-such-page', { 'accept-language': 'vi-VN,vi;q=0.9' }),
    ]) {
      expect(vi.statusCode).toBe(404);
      expect(vi.body).toContain('<html lang="vi"');
      expect(heading(vi.body)).toBe('Không tìm thấy trang');
      expect(rootText(vi.body)).toContain('Về trang chủ');
      expect(rootText(vi.body)).not.toContain('Page not found');
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
      '/register?lang=vi',
      'multipart/form-data; boundary=x',
      '--x\r\nContent-Disposition: form-data; name="name"\r\n\r\nMai\r\n--x--\r\n',
    );
    expect(upload.statusCode).toBe(303);
    // The page again, in the language it was in.
    expect(upload.headers.location).toBe('/register?lang=vi');
    // The contact page's form is read and stored instead (decision 1075, below).
    const contact = await sendForm('/contact', 'application/x-www-form-urlencoded', 'name=&email=&message=');
    expect(contact.statusCode).toBe(422);
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

  it('/jobs?q= finds every word in any order; a quoted phrase only whole (decision 1153)', async () => {
    const title = 'Kỹ sư Zephyrine Quasarium';
    await insertJob({ title, searchText: jobSearchText(title, 'Acme Software', ['Rust']) });
    const other = 'Quasarium Operations';
    await insertJob({ title: other, searchText: jobSearchText(other, 'Acme Software', ['Zephyrine']) });
    const board = async (q: string) => {
      const reply = await get(`/jobs?q=${encodeURIComponent(q)}`);
      expect(reply.statusCode, q).toBe(200);
      return rootText(reply.body);
    };
    const anyOrder = await board('quasarium KY SU zephyrine');
    expect(anyOrder).toContain(title);
    expect(anyOrder).not.toContain(other);
    const both = await board('zephyrine quasarium');
    expect(both).toContain(title);
    expect(both).toContain(other);
    const phrase = await board('"zephyrine quasarium"');
    expect(phrase).toContain(title);
    expect(phrase).not.toContain(other);
    // Ten different words, then an eleventh that nothing holds: ignored, the search still finds the posting.
    expect(await board('ky su zephyrine quasarium rust acme software zep qua ine nowhere')).toContain(title);
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

  it('marks a posting written in the other language than the page’s: English on Vietnamese, Vietnamese on English (decisions 1094, 1159)', async () => {
    const english = await insertJob({
      title: 'Senior Golang Engineer',
      description: 'Build the payment platform.',
    });
    const vietnamese = await insertJob({
      title: 'Kỹ sư phần mềm',
      description: 'Xây dựng nền tảng thanh toán.',
    });
    const h1 = (html: string) => /<h1 [^>]*>/.exec(html)?.[0] ?? '';
    const onVi = await get(`/jobs/${english}?lang=vi`);
    expect(onVi.statusCode).toBe(200);
    expect(h1(onVi.body)).toContain('lang="en"');
    expect(onVi.body).toMatch(/<p [^>]*lang="en"[^>]*>Build the payment platform\.<\/p>/);
    const onEn = await get(`/jobs/${vietnamese}`);
    expect(h1(onEn.body)).toContain('lang="vi"');
    // A posting in the page's own language carries none.
    expect(h1((await get(`/jobs/${english}`)).body)).not.toContain('lang=');
    expect(h1((await get(`/jobs/${vietnamese}?lang=vi`)).body)).toContain('lang="vi"');
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

  it('/resources offers the topics with a public article only, in both languages; the one the address names stays (decision 1127)', async () => {
    const now = server.clock.now();
    // Neither is read by a visitor: a draft on "Your account", a members' article on "Other".
    await server.ctx.db.insert(resources).values([
      {
        topic: 'account',
        titleEn: 'Account Draft',
        visibility: 'public',
        published: false,
        createdAt: now,
        updatedAt: now,
      },
      {
        topic: 'other',
        titleEn: 'Other For Members',
        visibility: 'signed_in',
        published: true,
        createdAt: now,
        updatedAt: now,
      },
    ]);
    server.clock.advance(PAGE_CACHE_MS + 1);
    /** The texts of the Topics list's links, and which one is current. */
    const topicLinks = (html: string) => {
      const nav = /<nav aria-label="(?:Topics|Chủ đề)"[^>]*>([\s\S]*?)<\/nav>/.exec(html)?.[1] ?? '';
      return [...nav.matchAll(/<a ([^>]*)>([\s\S]*?)<\/a>/g)].map(
        (m) =>
          `${m[2]!.replace(/<[^>]+>/g, '').trim()}${/aria-current="page"/.test(m[1]!) ? ' (current)' : ''}`,
      );
    };
    /** The topics of the API reply the browser hydrates the page from. */
    const hydratedTopics = (html: string) => {
      const data = JSON.parse(
        /<script type="application\/json" id="initial-data">([\s\S]*?)<\/script>/.exec(html)![1]!,
      ) as Record<string, { body: { topics: string[] } }>;
      return Object.entries(data)
        .filter(([path]) => path.startsWith('/api/resources'))
        .map(([, reply]) => reply.body.topics);
    };

    // The seeded library: CVs, interviews and the job board have public articles; the hiring pipeline's is for
    // members, "Your account" only a draft, "Other" only for members.
    const english = await get('/resources', { 'accept-language': 'en' });
    expect(topicLinks(english.body)).toEqual([
      'All topics (current)',
      'Writing a CV',
      'Interviews',
      'The job board',
    ]);
    expect(hydratedTopics(english.body)).toEqual([['cv', 'interview', 'job_board']]);
    const vi = await get('/resources?lang=vi');
    expect(vi.body).toContain('<html lang="vi"');
    expect(topicLinks(vi.body)).toEqual(['Tất cả chủ đề (current)', 'Viết CV', 'Phỏng vấn', 'Bảng việc làm']);
    expect(hydratedTopics(vi.body)).toEqual([['cv', 'interview', 'job_board']]);

    // A topic with no article, named by its address (an old link): still there, current, saying it has none yet.
    const empty = await get('/resources?topic=account&lang=vi');
    expect(topicLinks(empty.body)).toEqual([
      'Tất cả chủ đề',
      'Viết CV',
      'Phỏng vấn',
      'Bảng việc làm',
      'Tài khoản của bạn (current)',
    ]);
    expect(rootText(empty.body)).toContain('Chưa có bài viết nào về chủ đề này.');
    expect(rootText(empty.body)).not.toContain('Account Draft');
    expect(hydratedTopics(empty.body)).toEqual([['cv', 'interview', 'job_board']]);
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

  it('/projects has a page per address, with the tag, as plain links with canonical, prev and next (decision 1072)', async () => {
    await insertPublishedProjects('Paged Project', 'Zig', 3_600_000);
    server.clock.advance(PAGE_CACHE_MS + 1);
    const links = (html: string) =>
      [...html.matchAll(/<link rel="(canonical|prev|next)" href="([^"]+)"/g)].map((m) => `${m[1]} ${m[2]}`);
    const app = 'http://localhost:5173';
    const first = await get('/projects?tag=zig');
    expect(rootText(first.body)).toContain('Paged Project 24');
    expect(rootText(first.body)).not.toContain('Paged Project 25');
    expect(links(first.body)).toEqual([
      `canonical ${app}/projects?tag=zig`,
      `next ${app}/projects?tag=zig&amp;page=2`,
    ]);
    expect(first.body).toContain('href="/projects?tag=zig&amp;page=2"');
    const second = await get('/projects?tag=zig&page=2');
    expect(rootText(second.body)).toContain('Paged Project 25');
    expect(rootText(second.body)).toContain('Paged Project 30');
    expect(rootText(second.body)).not.toContain('Paged Project 24 ');
    expect(links(second.body)[0]).toBe(`canonical ${app}/projects?tag=zig&amp;page=2`);
    const vi = await get('/projects?tag=zig&page=9&lang=vi');
    expect(vi.body).toContain('<meta name="robots" content="noindex"');
    expect(rootText(vi.body)).toContain(
      'Trang này nằm sau trang cuối: danh sách có 30 dự án của thành viên.',
    );
  });
});

describe('a list’s links keep its language and its filter, for a reader without JavaScript (decision 1117)', () => {
  const app = 'http://localhost:5173';
  /** An English browser without a language cookie: only the address says Vietnamese. */
  const english = { 'accept-language': 'en-US,en;q=0.9' };
  const headLinks = (html: string) =>
    [...html.matchAll(/<link rel="(canonical|prev|next)" href="([^"]+)"/g)].map((m) => `${m[1]} ${m[2]}`);
  const alternates = (html: string) =>
    [...html.matchAll(/<link rel="alternate" hreflang="([^"]+)" href="([^"]+)"/g)].map(
      (m) => `${m[1]} ${m[2]}`,
    );
  /** The page's links in the rendered body, as a reader's browser follows them. */
  /** The link whose whole text is `text`: its address and its aria-current. */
  const linkNamed = (html: string, text: string) => {
    const attributes = new RegExp(`<a ([^>]*)>\\s*${text}\\s*</a>`).exec(html)?.[1] ?? '';
    return {
      href: /href="([^"]*)"/.exec(attributes)?.[1] ?? null,
      current: /aria-current="([^"]*)"/.exec(attributes)?.[1] ?? null,
    };
  };
  const bodyLinks = (html: string) => {
    const at = html.indexOf('<div id="root" data-rendered>');
    return [...html.slice(Math.max(0, at)).matchAll(/<a [^>]*href="([^"]+)"/g)].map((m) => m[1]!);
  };

  it('/blog?lang=vi: page 2 and its links in Vietnamese, canonical, prev and next the Vietnamese addresses', async () => {
    const now = server.clock.now().getTime();
    // 26 posts of its own: at least three pages of 12, whatever the other tests published.
    await server.ctx.db.insert(posts).values(
      Array.from({ length: 26 }, (_, i) => ({
        slug: `lang-paged-${i + 1}`,
        title: `Lang Paged ${i + 1}`,
        category: 'technology',
        status: 'published' as const,
        authorName: 'Linh Tran',
        publishedAt: new Date(now - 3_600_000 - i * 60_000),
        createdAt: new Date(now),
        updatedAt: new Date(now),
      })),
    );
    server.clock.advance(PAGE_CACHE_MS + 1);
    const second = await get('/blog?page=2&lang=vi', english);
    expect(second.body).toContain('<html lang="vi"');
    const links = bodyLinks(second.body);
    expect(links).toContain('/blog?page=3&amp;lang=vi');
    expect(links).toContain('/blog?lang=vi');
    // Every link of the page list (Previous, the numbers, Next) names the language.
    const pageList = bodyLinks(/<nav aria-label="Phân trang"[\s\S]*?<\/nav>/.exec(second.body)![0]);
    expect(pageList.length).toBeGreaterThan(3);
    expect(pageList.filter((href) => !/^\/blog\?(?:page=\d+&amp;)?lang=vi$/.test(href))).toEqual([]);
    expect(second.body).toMatch(
      /<a[^>]+href="\/blog\?page=3&amp;lang=vi"[^>]*rel="next"|<a[^>]+rel="next"[^>]*href="\/blog\?page=3&amp;lang=vi"/,
    );
    expect(headLinks(second.body)).toEqual([
      `canonical ${app}/blog?page=2&amp;lang=vi`,
      `prev ${app}/blog?lang=vi`,
      `next ${app}/blog?page=3&amp;lang=vi`,
    ]);
    // Following the link with the same browser: still Vietnamese.
    const third = await get('/blog?page=3&lang=vi', english);
    expect(third.body).toContain('<html lang="vi"');
    expect(rootText(third.body)).toContain('Trang 3/');
    // English addresses stay as they were: no parameter.
    expect(bodyLinks((await get('/blog?page=2', english)).body)).toContain('/blog?page=3');
  });

  it('/resources?topic=X: its pages keep the topic and the language, with canonical, prev, next and hreflang', async () => {
    const now = server.clock.now().getTime();
    await server.ctx.db.insert(resources).values([
      ...Array.from({ length: 33 }, (_, i) => ({
        topic: 'pipeline',
        titleEn: `Pipeline Guide ${i + 1}`,
        visibility: 'public' as const,
        published: true,
        createdAt: new Date(now),
        updatedAt: new Date(now + 7_200_000 - i * 60_000),
      })),
      {
        topic: 'account',
        titleEn: 'Account Guide Not In Pipeline',
        visibility: 'public' as const,
        published: true,
        createdAt: new Date(now),
        updatedAt: new Date(now + 7_200_000),
      },
    ]);
    server.clock.advance(PAGE_CACHE_MS + 1);
    const first = await get('/resources?topic=pipeline&lang=vi', english);
    expect(first.body).toContain('<html lang="vi"');
    const text = rootText(first.body);
    expect(text).toContain('Pipeline Guide 30');
    expect(text).not.toContain('Pipeline Guide 31');
    expect(text).not.toContain('Account Guide Not In Pipeline');
    expect(headLinks(first.body)).toEqual([
      `canonical ${app}/resources?topic=pipeline&amp;lang=vi`,
      `next ${app}/resources?topic=pipeline&amp;page=2&amp;lang=vi`,
    ]);
    expect(alternates(first.body)).toEqual([
      `en ${app}/resources?topic=pipeline`,
      `vi ${app}/resources?topic=pipeline&amp;lang=vi`,
      `x-default ${app}/resources?topic=pipeline`,
    ]);
    const links = bodyLinks(first.body);
    expect(links).toContain('/resources?topic=pipeline&amp;page=2&amp;lang=vi');
    // The topics are plain links: another topic, and back to the whole library.
    expect(links).toContain('/resources?topic=cv&amp;lang=vi');
    expect(links).toContain('/resources?lang=vi');
    // The chosen topic is this page.
    expect(linkNamed(first.body, 'Quy trình tuyển dụng')).toMatchObject({
      href: '/resources?topic=pipeline&amp;lang=vi',
      current: 'page',
    });
    expect(linkNamed(first.body, 'Tất cả chủ đề')).toMatchObject({
      href: '/resources?lang=vi',
      current: null,
    });

    const second = await get('/resources?topic=pipeline&page=2&lang=vi', english);
    expect(rootText(second.body)).toContain('Pipeline Guide 33');
    expect(rootText(second.body)).not.toContain('Pipeline Guide 30 ');
    expect(headLinks(second.body)).toEqual([
      `canonical ${app}/resources?topic=pipeline&amp;page=2&amp;lang=vi`,
      `prev ${app}/resources?topic=pipeline&amp;lang=vi`,
    ]);
    expect(bodyLinks(second.body)).toContain('/resources?topic=pipeline&amp;lang=vi');
    // A topic's page past its last: noindex, and the way to its last page keeps the topic.
    const past = await get('/resources?topic=pipeline&page=5', english);
    expect(past.body).toContain('<meta name="robots" content="noindex"');
    expect(bodyLinks(past.body)).toContain('/resources?topic=pipeline&amp;page=2');
    // A topic the library does not have is the library itself, canonical included.
    const unknown = await get('/resources?topic=nonsense', english);
    expect(headLinks(unknown.body)[0]).toBe(`canonical ${app}/resources`);
    expect(rootText(unknown.body)).toContain('Account Guide Not In Pipeline');
  });

  it('/projects: the tag buttons submit a GET form in the page’s language, the chosen one pressed', async () => {
    // 30 projects tagged Odin: two pages of that tag.
    await insertPublishedProjects('Odin Project', 'Odin', -3_600_000);
    server.clock.advance(PAGE_CACHE_MS + 1);
    const first = await get('/projects?tag=Odin&lang=vi', english);
    expect(first.body).toContain('<html lang="vi"');
    const links = bodyLinks(first.body);
    expect(links).toContain('/projects?tag=Odin&amp;page=2&amp;lang=vi');
    // The spec's tag buttons (decision 1118): each submits /projects?lang=vi&tag=T without JavaScript.
    const form = /<form action="\/projects" method="get">([\s\S]*?)<\/form>/.exec(first.body)?.[1] ?? '';
    expect(form).toMatch(/<input type="hidden" name="lang" value="vi"\/?>/);
    const button = (text: string) =>
      new RegExp(`<button ([^>]*)>\\s*${text}\\s*</button>`).exec(form)?.[1] ?? null;
    expect(button('Odin')).toMatch(/name="tag" value="Odin" aria-pressed="true"/);
    expect(button('React')).toMatch(/name="tag" value="React" aria-pressed="false"/);
    expect(button('Tất cả dự án')).toMatch(/type="submit"/);
    expect(button('Tất cả dự án')).not.toMatch(/name=/);
    expect(headLinks(first.body)).toEqual([
      `canonical ${app}/projects?tag=Odin&amp;lang=vi`,
      `next ${app}/projects?tag=Odin&amp;page=2&amp;lang=vi`,
    ]);
    // The address the browser submits for a button without JavaScript: the server filters by it.
    const react = await get('/projects?lang=vi&tag=React', english);
    expect(react.body).toContain('<html lang="vi"');
    expect(rootText(react.body)).toContain('DotTrip Recruit');
    expect(rootText(react.body)).not.toContain('Odin Project');
  });

  it('/jobs?lang=vi: the board’s page links keep the language', async () => {
    for (let i = 1; i <= 22; i++) await insertJob({ title: `Lead Paged Posting ${i}`, level: 'lead' });
    server.clock.advance(PAGE_CACHE_MS + 1);
    const first = await get('/jobs?level=lead&lang=vi', english);
    expect(first.body).toContain('<html lang="vi"');
    const links = bodyLinks(first.body);
    expect(links).toContain('/jobs?level=lead&amp;page=2&amp;lang=vi');
    expect(links.filter((href) => href.startsWith('/jobs?') && !href.endsWith('lang=vi'))).toEqual([]);
  });
});

describe('every link to a public page keeps the language the address names (decision 1122)', () => {
  /** An English browser without a language cookie: only the address says Vietnamese. */
  const english = { 'accept-language': 'en-US,en;q=0.9' };
  /** The links in `html`, as a reader's browser follows them (`&amp;` as the browser reads it). */
  const linksIn = (html: string) =>
    [...html.matchAll(/<a [^>]*href="([^"]+)"/g)].map((m) => m[1]!.replace(/&amp;/g, '&'));
  /** The links to this site's pages (not the skip link, mail, phone or other sites) in `html`. */
  const toPages = (html: string) =>
    linksIn(html).filter((href) => href.startsWith('/') && !href.startsWith('//'));
  /** Those of the rendered page (the body). */
  const internal = (html: string) => {
    const at = html.indexOf('<div id="root" data-rendered>');
    expect(at).toBeGreaterThan(0);
    return toPages(html.slice(at));
  };
  /** The address of the link whose text (its icons aside) is `text`. */
  const linkTo = (html: string, text: string) =>
    [...html.matchAll(/<a ([^>]*)>([\s\S]*?)<\/a>/g)]
      .filter(
        (m) =>
          m[2]!
            .replace(/<[^>]+>/g, ' ')
            .replace(/\s+/g, ' ')
            .trim() === text,
      )
      .map((m) => /href="([^"]*)"/.exec(m[1]!)?.[1]?.replace(/&amp;/g, '&'));
  const withoutLang = (links: string[]) => links.filter((href) => !/[?&]lang=vi(?:#|$)/.test(href));

  it('GET /?lang=vi: the header, the footer and the home page’s links all carry it; GET / none', async () => {
    const vi = await get('/?lang=vi', english);
    expect(vi.body).toContain('<html lang="vi"');
    const links = internal(vi.body);
    // Header (the logo, the navigation, Login and Register), the home page's calls to action, the footer.
    for (const href of [
      '/?lang=vi',
      '/about?lang=vi',
      '/jobs?lang=vi',
      '/blog?lang=vi',
      '/contact?lang=vi',
    ]) {
      expect(links).toContain(href);
    }
    expect(links).toContain('/login?lang=vi');
    expect(links).toContain('/register?lang=vi');
    const logo = /<a [^>]*aria-label="Trang chủ DotTrip"[^>]*>/.exec(vi.body)?.[0] ?? '';
    expect(logo).toContain('href="/?lang=vi"');
    expect(linkTo(vi.body, 'Xem việc làm đang tuyển')).toEqual(['/jobs?lang=vi']);
    const footer = vi.body.slice(vi.body.indexOf('<footer'));
    expect(toPages(footer)).toEqual(expect.arrayContaining(['/team?lang=vi', '/projects?lang=vi']));
    expect(withoutLang(links)).toEqual([]);

    const plain = await get('/', english);
    expect(plain.body).toContain('<html lang="en"');
    const plainLinks = internal(plain.body);
    expect(plainLinks).toContain('/about');
    expect(plainLinks.filter((href) => href.includes('lang='))).toEqual([]);
  });

  it('a static page keeps exactly what its address names: ?lang=en too, nothing for a cookie’s language', async () => {
    const explicit = await get('/about?lang=en', { 'accept-language': 'vi' });
    expect(explicit.body).toContain('<html lang="en"');
    expect(internal(explicit.body)).toContain('/jobs?lang=en');
    expect(internal(explicit.body).filter((href) => !/[?&]lang=en$/.test(href))).toEqual([]);
    const cookie = await get('/about', { ...english, cookie: 'lang=vi' });
    expect(cookie.body).toContain('<html lang="vi"');
    expect(internal(cookie.body).filter((href) => href.includes('lang='))).toEqual([]);
  });

  it('an address naming the language twice: the first value decides the page, its head and its links (decision 1128)', async () => {
    const canonical = (html: string) =>
      /<link rel="canonical" href="([^"]+)"/.exec(html)?.[1]?.replace(/&amp;/g, '&');
    const hreflang = (html: string) =>
      [...html.matchAll(/<link rel="alternate" hreflang="([^"]+)" href="([^"]+)"/g)].map(
        (m) => `${m[1]} ${m[2]!.replace(/&amp;/g, '&')}`,
      );
    // An English browser whose cookie says English: the address's first `lang` still decides.
    const englishCookie = { ...english, cookie: 'lang=en' };
    const home = await get('/?lang=vi&lang=en', englishCookie);
    expect(home.body).toContain('<html lang="vi"');
    expect(heading(home.body)).toContain('Kiến tạo tương lai');
    expect(canonical(home.body)).toMatch(/\/\?lang=vi$/);
    expect(hreflang(home.body)).toEqual(expect.arrayContaining([expect.stringMatching(/^vi .*\?lang=vi$/)]));
    expect(internal(home.body)).toContain('/about?lang=vi');
    expect(withoutLang(internal(home.body))).toEqual([]);

    // The other way round, with a Vietnamese browser and cookie: English, and the links carry lang=en.
    const about = await get('/about?lang=en&lang=vi', { 'accept-language': 'vi', cookie: 'lang=vi' });
    expect(about.body).toContain('<html lang="en"');
    expect(heading(about.body)).toContain('About DotTrip');
    expect(canonical(about.body)).not.toContain('lang=');
    expect(internal(about.body)).toContain('/jobs?lang=en');
    expect(internal(about.body).filter((href) => !/[?&]lang=en$/.test(href))).toEqual([]);

    // A list rendered per request: its head (canonical, hreflang) and page links in the first value's language.
    const blog = await get('/blog?lang=vi&lang=en', englishCookie);
    expect(blog.body).toContain('<html lang="vi"');
    expect(canonical(blog.body)).toMatch(/\/blog\?lang=vi$/);
    expect(withoutLang(internal(blog.body))).toEqual([]);

    // A first value that is no language: the address names none, whatever follows; the cookie decides, no link
    // carries a language.
    const unnamed = await get('/about?lang=xx&lang=vi', englishCookie);
    expect(unnamed.body).toContain('<html lang="en"');
    expect(internal(unnamed.body).filter((href) => href.includes('lang='))).toEqual([]);
  });

  it('GET /blog?lang=vi: each post’s link carries it, and the post links back with it', async () => {
    const now = server.clock.now().getTime();
    await server.ctx.db.insert(posts).values({
      slug: 'keeps-the-language',
      title: 'Keeps The Language',
      category: 'technology',
      status: 'published' as const,
      authorName: 'Linh Tran',
      publishedAt: new Date(now - 1_000),
      createdAt: new Date(now),
      updatedAt: new Date(now),
    });
    server.clock.advance(PAGE_CACHE_MS + 1);
    const list = await get('/blog?lang=vi', english);
    const links = internal(list.body);
    expect(withoutLang(links)).toEqual([]);
    // The newest posts (this one among them unless other tests published newer ones), each with the language.
    const postLinks = links.filter((href) => href.startsWith('/blog/'));
    expect(postLinks.length).toBeGreaterThan(0);
    expect(postLinks.filter((href) => !/^\/blog\/[^/?#]+\?lang=vi$/.test(href))).toEqual([]);
    const plain = internal((await get('/blog', english)).body).filter((href) => href.startsWith('/blog/'));
    expect(plain).toEqual(postLinks.map((href) => href.replace('?lang=vi', '')));

    const post = await get(postLinks[0]!, english);
    expect(post.statusCode).toBe(200);
    expect(linkTo(post.body, 'Tất cả bài viết')).toEqual(['/blog?lang=vi']);
    expect(withoutLang(internal(post.body))).toEqual([]);
  });

  it('GET /jobs?lang=vi: each card’s link carries it, and the job page links back, to sign in and to others with it', async () => {
    const id = await insertJob({ title: 'Language Keeping Engineer' });
    server.clock.advance(PAGE_CACHE_MS + 1);
    const board = await get('/jobs?lang=vi', english);
    const links = internal(board.body);
    expect(links).toContain(`/jobs/${id}?lang=vi`);
    expect(withoutLang(links)).toEqual([]);
    const plain = internal((await get('/jobs', english)).body);
    expect(plain).toContain(`/jobs/${id}`);
    expect(plain.filter((href) => href.includes('lang='))).toEqual([]);

    const job = await get(`/jobs/${id}?lang=vi`, english);
    expect(job.statusCode).toBe(200);
    expect(linkTo(job.body, 'Tất cả việc làm')).toEqual(['/jobs?lang=vi']);
    expect(linkTo(job.body, 'Đăng nhập để ứng tuyển')).toEqual(['/login?lang=vi']);
    expect(withoutLang(internal(job.body))).toEqual([]);
  });

  it('GET /login?lang=vi: the sign-in pages link each other with it', async () => {
    const login = await get('/login?lang=vi', english);
    expect(linkTo(login.body, 'Quên mật khẩu?')).toEqual(['/forgot-password?lang=vi']);
    expect(internal(login.body)).toContain('/register?lang=vi');
    expect(withoutLang(internal(login.body))).toEqual([]);
    const forgot = await get('/forgot-password?lang=vi', english);
    expect(internal(forgot.body)).toContain('/login?lang=vi');
    expect(withoutLang(internal(forgot.body))).toEqual([]);
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

describe('the contact form sent by the browser itself, without JavaScript (decision 1075)', () => {
  /** What a browser sends for the page's own form: real HTTP, the page's origin, no redirect followed. */
  const sendForm = (
    url: string,
    body: URLSearchParams | FormData | string,
    headers: Record<string, string> = {},
    to: TestServer = server,
  ) =>
    fetch(`${to.url}${url}`, {
      method: 'POST',
      body,
      redirect: 'manual',
      headers: {
        origin: 'http://localhost:5173',
        'sec-fetch-site': 'same-origin',
        ...clientIp(),
        ...headers,
      },
    });
  const form = (fields: Record<string, string>) => new URLSearchParams(fields);
  const staffToken = async () =>
    (await server.call('POST', '/api/auth/login', { body: ADMIN })).body.access_token as string;
  const storedFrom = (email: string) =>
    server.ctx.db.select().from(contactMessages).where(eq(contactMessages.email, email));
  /** The input or text area named `name` in the page's form. */
  const field = (html: string, name: string) =>
    new RegExp(
      `<(?:input|textarea)\\b(?:[^>"]|"[^"]*")*\\bname="${name}"(?:[^>"]|"[^"]*")*>(?:[^<]*</textarea>)?`,
    ).exec(html)?.[0] ?? '';

  it('stores a urlencoded message as the API does, then 303 to the confirmation in the page’s language', async () => {
    const sent = await sendForm(
      '/contact?lang=vi',
      form({
        name: 'Khách Hoa',
        email: ' Hoa.Guest@Example.com ',
        message: 'Xin chào,\r\nTôi muốn hợp tác.',
      }),
    );
    expect(sent.status).toBe(303);
    expect(sent.headers.get('location')).toBe('/contact?lang=vi&sent=1');

    // Stored once, normalised by the shared schema, the form's CR LF the app's LF.
    const rows = await storedFrom('hoa.guest@example.com');
    expect(rows).toHaveLength(1);
    expect(rows[0]).toMatchObject({ name: 'Khách Hoa', message: 'Xin chào,\nTôi muốn hợp tác.' });
    // Where the team reads contact messages: the support queue, a ticket answered in Vietnamese (decision 1031).
    const queue = await server.call('GET', '/api/support/queue?q=hoa.guest@example.com', {
      token: await staffToken(),
    });
    expect(queue.body.tickets).toEqual([
      expect.objectContaining({ requester_email: 'hoa.guest@example.com', source: 'contact' }),
    ]);
    const [ticket] = await server.ctx.db
      .select()
      .from(supportTickets)
      .where(eq(supportTickets.contactMessageId, rows[0]!.id));
    expect(ticket!.locale).toBe('vi');

    // The confirmation the app shows, on the server's page; reading it again sends nothing.
    for (let read = 0; read < 2; read++) {
      const page = await get('/contact?lang=vi&sent=1');
      expect(page.statusCode).toBe(200);
      expect(rootText(page.body)).toContain('Đã gửi tin nhắn!');
      expect(rootText(page.body)).toContain('Cảm ơn bạn đã liên hệ.');
    }
    expect(await storedFrom('hoa.guest@example.com')).toHaveLength(1);
    const english = await get('/contact?sent=1', { 'accept-language': 'en' });
    expect(rootText(english.body)).toContain(
      'Message Sent! Thank you for reaching out. We will get back to you soon.',
    );
    // Without the mark, the page is the empty form as ever.
    expect(rootText((await get('/contact')).body)).not.toContain('Message Sent!');
  });

  it('an address naming the language twice: the first value is the confirmation’s and the ticket’s (decision 1128)', async () => {
    const sent = await sendForm(
      '/contact?lang=vi&lang=en',
      form({ name: 'Khách Lan', email: 'lan.twice@example.com', message: 'Xin chào hai lần.' }),
      { 'accept-language': 'en', cookie: 'lang=en' },
    );
    expect(sent.status).toBe(303);
    expect(sent.headers.get('location')).toBe('/contact?lang=vi&sent=1');
    const [row] = await storedFrom('lan.twice@example.com');
    const [ticket] = await server.ctx.db
      .select()
      .from(supportTickets)
      .where(eq(supportTickets.contactMessageId, row!.id));
    expect(ticket!.locale).toBe('vi');
  });

  /** The id the page's form sends with its message (decision 1124). */
  const formId = (html: string) => /\bvalue="([^"]*)"/.exec(field(html, 'client_id'))?.[1];
  const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/;

  it('gives every page of the form an id of its own, and a page with one is never kept by a shared cache', async () => {
    const ids = new Set<string>();
    for (const url of [
      '/contact',
      '/contact',
      '/contact/',
      '/contact?lang=vi',
      '/contact?sent=1',
      '/contact?ref=x',
    ]) {
      const reply = await get(url);
      expect(reply.statusCode, url).toBe(200);
      expect(reply.headers['cache-control'], url).toBe('private, no-cache');
      expect(reply.headers.vary, url).toContain('Accept-Language');
      const id = formId(reply.body);
      expect(id, url).toMatch(UUID);
      // The app hydrates the same form: the page's data holds the same id.
      expect(reply.body, url).toContain(`"form-id:/contact":{"status":200,"body":"${id}"}`);
      ids.add(id!);
    }
    expect(ids.size).toBe(6);
    expect(rootText((await get('/contact?sent=1')).body)).toContain('Message Sent!');
    // A refused form comes back with a new id too (the slot is never left in a page).
    const refused = await sendForm('/contact', form({ name: '', email: 'x', message: '' }));
    expect(refused.status).toBe(422);
    const refusedPage = await refused.text();
    expect(formId(refusedPage)).toMatch(UUID);
    expect(refusedPage).not.toContain(CONTACT_FORM_ID_SLOT);
  });

  it('stores a form sent twice once, with one mail and one ticket, and answers both with the confirmation (decision 1124)', async () => {
    const stored = async (email: string) => {
      const rows = await storedFrom(email);
      const tickets = await server.ctx.db
        .select()
        .from(supportTickets)
        .where(eq(supportTickets.requesterEmail, email));
      const mails = await server.ctx.db
        .select()
        .from(outbox)
        .where(and(eq(outbox.to, 'inbox@test.example'), like(outbox.text, `%<${email}>%`)));
      return { messages: rows.length, tickets: tickets.length, mails: mails.length };
    };
    // One after the other (the browser sends it again: a reload of the POST), then at once (a double click).
    const again = form({
      name: 'Twice Guest',
      email: 'twice@example.com',
      message: 'Sent twice',
      client_id: formId((await get('/contact?lang=vi')).body)!,
    });
    for (let send = 0; send < 2; send++) {
      const reply = await sendForm('/contact?lang=vi', again);
      expect(reply.status).toBe(303);
      expect(reply.headers.get('location')).toBe('/contact?lang=vi&sent=1');
    }
    expect(await stored('twice@example.com')).toEqual({ messages: 1, tickets: 1, mails: 1 });

    const clicked = form({
      name: 'Double Click',
      email: 'double-click@example.com',
      message: 'Clicked twice',
      client_id: formId((await get('/contact')).body)!,
    });
    const both = await Promise.all([sendForm('/contact', clicked), sendForm('/contact', clicked)]);
    expect(both.map((reply) => [reply.status, reply.headers.get('location')])).toEqual([
      [303, '/contact?sent=1'],
      [303, '/contact?sent=1'],
    ]);
    expect(await stored('double-click@example.com')).toEqual({ messages: 1, tickets: 1, mails: 1 });

    // The same text from a new load of the page is a new message.
    const reloaded = form({
      name: 'Twice Guest',
      email: 'twice@example.com',
      message: 'Sent twice',
      client_id: formId((await get('/contact')).body)!,
    });
    expect((await sendForm('/contact', reloaded)).status).toBe(303);
    expect(await stored('twice@example.com')).toEqual({ messages: 2, tickets: 2, mails: 2 });

    // The app's own sends (JSON, each message named by the app) are unchanged: stored once per id.
    const json = {
      name: 'App Guest',
      email: 'app-guest@example.com',
      message: 'Sent by the app',
      client_id: 'app-message-1',
    };
    for (let send = 0; send < 2; send++) {
      const reply = await server.call('POST', '/api/contact', { body: json, headers: clientIp() });
      expect(reply.status).toBe(201);
    }
    expect(await stored('app-guest@example.com')).toEqual({ messages: 1, tickets: 1, mails: 1 });

    // A form without the id (an old page, or the build's slot) is a message without one, as before.
    for (const id of [CONTACT_FORM_ID_SLOT, '']) {
      const bare = form({ name: 'No Id', email: 'no-id@example.com', message: 'No id', client_id: id });
      expect((await sendForm('/contact', bare)).status).toBe(303);
    }
    expect((await storedFrom('no-id@example.com')).map((row) => row.clientId)).toEqual([null, null]);
  });

  it('stores a multipart message too, and takes a message from a browser that names no origin', async () => {
    const body = new FormData();
    body.set('name', 'Multipart Guest');
    body.set('email', 'multipart@example.com');
    body.set('message', 'Sent as multipart/form-data');
    const sent = await sendForm('/contact/', body);
    expect(sent.status).toBe(303);
    expect(sent.headers.get('location')).toBe('/contact?sent=1');
    const plain = await fetch(`${server.url}/contact`, {
      method: 'POST',
      redirect: 'manual',
      headers: clientIp(),
      body: form({ name: 'Old Browser', email: 'old-browser@example.com', message: 'No Origin header' }),
    });
    expect(plain.status).toBe(303);
    expect(await storedFrom('multipart@example.com')).toHaveLength(1);
    expect(await storedFrom('old-browser@example.com')).toHaveLength(1);
  });

  it('gives a refused form back with each field’s message and what was typed, escaped', async () => {
    const typed = {
      name: '',
      email: 'not-an-address"><b>x',
      message: '</textarea><script>alert(1)</script>',
    };
    for (const [lang, locale] of [
      ['', 'en'],
      ['?lang=vi', 'vi'],
    ] as const) {
      const reply = await sendForm(`/contact${lang}`, form(typed));
      expect(reply.status).toBe(422);
      expect(reply.headers.get('content-type')).toContain('text/html');
      const html = await reply.text();
      expect(html).toContain(`<html lang="${locale}"`);
      // The fields at fault are marked and named, with the texts the app shows.
      expect(field(html, 'name')).toContain('aria-invalid="true"');
      expect(field(html, 'email')).toContain('aria-invalid="true"');
      expect(field(html, 'message')).toContain('aria-invalid="false"');
      expect(rootText(html)).toContain(translate(locale, MESSAGES.nameRequired));
      expect(rootText(html)).toContain(translate(locale, MESSAGES.invalidEmail));
      // What was typed is kept, as text: nothing of it becomes markup (the renderer escapes `<`, `&` and quotes).
      expect(field(html, 'email')).toContain('value="not-an-address&quot;>&lt;b>x"');
      expect(field(html, 'message')).toContain('>&lt;/textarea>&lt;script>alert(1)&lt;/script></textarea>');
      expect(html).not.toContain('<script>alert(1)');
      expect(html).not.toContain('<b>x');
      // The app takes the same form over: the page's data holds it (decision 1002's script, escaped).
      expect(html).toContain('"form:/contact"');
    }
    expect(await storedFrom('not-an-address"><b>x')).toHaveLength(0);
  });

  it('refuses control characters as the JSON API does, and gives the text back without them', async () => {
    const bell = await sendForm(
      '/contact',
      form({ name: 'Ring\u0007er', email: 'bell@example.com', message: 'Tabs\tand\nlines are fine\u0001' }),
    );
    expect(bell.status).toBe(422);
    const bellPage = await bell.text();
    expect(rootText(bellPage)).toContain(CONTROL_MESSAGES.line);
    expect(rootText(bellPage)).toContain(CONTROL_MESSAGES.text);
    expect(field(bellPage, 'name')).toContain('value="Ringer"');
    expect(field(bellPage, 'message')).toContain('>Tabs\tand\nlines are fine</textarea>');

    const nul = await sendForm(
      '/contact?lang=vi',
      form({ name: 'Nul', email: 'nul@example.com', message: 'a\u0000b' }),
    );
    expect(nul.status).toBe(400);
    const nulPage = await nul.text();
    expect(rootText(nulPage)).toContain(translate('vi', NUL_MESSAGE));
    expect(field(nulPage, 'message')).toContain('>ab</textarea>');
    expect(nulPage).not.toContain('\u0000');
    expect(await storedFrom('bell@example.com')).toHaveLength(0);
    expect(await storedFrom('nul@example.com')).toHaveLength(0);
  });

  it('answers a body over the limit with 413 and a readable page, never a 500', async () => {
    const reply = await sendForm(
      '/contact',
      form({ name: 'Big', email: 'big@example.com', message: 'x'.repeat(1024 * 1024 + 1) }),
    );
    expect(reply.status).toBe(413);
    const html = await reply.text();
    expect(html).toContain('<div id="root" data-rendered>');
    expect(rootText(html)).toContain('The request body is larger than 1 MiB.');
    for (const [type, payload] of [
      ['multipart/form-data; boundary=x', '--x\r\nnot a part'],
      ['text/plain', 'name=A'],
      ['application/json', '{"name":'],
    ]) {
      const odd = await sendForm('/contact', payload!, { 'content-type': type! });
      expect([400, 422], type).toContain(odd.status);
      expect(rootText(await odd.text()), type).toContain('Send us a message');
    }
  });

  it('refuses the form another site makes the reader’s browser send, before reading it', async () => {
    const message = form({ name: 'Forged', email: 'forged@example.com', message: 'Spam' });
    for (const headers of [
      { 'sec-fetch-site': 'cross-site' },
      { 'sec-fetch-site': 'same-site', origin: 'https://blog.localhost:5173' },
      { 'sec-fetch-site': '', origin: 'https://evil.example' },
      { origin: 'null' },
    ]) {
      const init = { ...headers } as Record<string, string>;
      if (init['sec-fetch-site'] === '') delete init['sec-fetch-site'];
      const reply = await fetch(`${server.url}/contact`, {
        method: 'POST',
        redirect: 'manual',
        body: message,
        headers: { ...clientIp(), ...init },
      });
      expect(reply.status, JSON.stringify(headers)).toBe(403);
      expect(rootText(await reply.text())).toContain(
        'This form can only be sent from its page on this site.',
      );
    }
    expect(await storedFrom('forged@example.com')).toHaveLength(0);
  });

  it('shares the per-IP limit with the JSON API, and keeps what was typed when the limit is reached', async () => {
    const limited = await startTestServer({
      server: { webRoot: build.webRoot },
      config: { limits: { perIpPerHour: 2 } },
    });
    try {
      const ip = clientIp();
      const json = await limited.call('POST', '/api/contact', {
        body: { name: 'A', email: 'a@example.com', message: 'By the app' },
        headers: ip,
      });
      expect(json.status).toBe(201);
      const typed = { name: 'Limited Guest', email: 'limited@example.com', message: 'By the form' };
      const withId = form({ ...typed, client_id: 'form-1' });
      expect((await sendForm('/contact', withId, ip, limited)).status).toBe(303);
      const third = await sendForm('/contact?lang=vi', form(typed), ip, limited);
      expect(third.status).toBe(429);
      expect(Number(third.headers.get('retry-after'))).toBeGreaterThan(0);
      const html = await third.text();
      expect(rootText(html)).toContain(translate('vi', MESSAGES.rateLimited));
      expect(field(html, 'name')).toContain('value="Limited Guest"');
      expect(field(html, 'message')).toContain('>By the form</textarea>');
      // The stored form sent again is still confirmed, not refused: it is not a new message (decision 1124).
      const resent = await sendForm('/contact', withId, ip, limited);
      expect(resent.status).toBe(303);
      expect(resent.headers.get('location')).toBe('/contact?sent=1');
      const rows = await limited.ctx.db
        .select()
        .from(contactMessages)
        .where(eq(contactMessages.email, 'limited@example.com'));
      expect(rows).toHaveLength(1);
    } finally {
      await limited.stop();
    }
    // A server of its own (migrations included) starts in seconds alone, and far slower beside CI's other suites.
  }, 120_000);
});
