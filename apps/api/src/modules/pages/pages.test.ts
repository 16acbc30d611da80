import { mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { brotliDecompressSync, gunzipSync } from 'node:zlib';
import { and, eq } from 'drizzle-orm';
import { SaxesParser } from 'saxes';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp } from '../../app';
import { jobs, posts, resources } from '../../db/schema';
import { ADMIN, startTestServer } from '../../../test/harness';
import type { TestServer } from '../../../test/harness';
import { insertAdminCompany, insertPublishedJob } from '../../../test/published-job';
import { escapeHtml } from './head';
import { escapeXml } from './sitemap';
import { STATIC_PAGES } from './static-pages';

/**
 * The public pages as a crawler or a link preview reads them (issue 15, decisions 500–503): the served HTML's
 * head, the job pages' JSON-LD, 404/410, robots.txt and the sitemaps.
 */

const APP = 'http://localhost:5173';
const INDEX = `<!doctype html>
<html lang="en">
  <head>
    <meta charset="UTF-8" />
    <meta
      name="description"
      content="The build's own description."
    />
    <title>DotTrip</title>
    <script type="module" src="/assets/index.js"></script>
  </head>
  <body><div id="root">spa-index-marker</div></body>
</html>`;

let server: TestServer;
let webRoot: string;
let ownerId: string;
let companyId: string;

const DAY = 86_400_000;

const insertJob = (values: Partial<typeof jobs.$inferInsert> = {}) =>
  insertPublishedJob(server, { ownerId, companyId }, values);

const get = (url: string, headers: Record<string, string> = {}) =>
  server.app.inject({ method: 'GET', url, headers });

/** The JSON-LD blocks of a page, parsed. */
const jsonLdOf = (html: string) =>
  [...html.matchAll(/<script type="application\/ld\+json" data-served-head>([\s\S]*?)<\/script>/g)].map(
    (m) => JSON.parse(m[1]!) as Record<string, unknown>,
  );

const unescapeHtml = (text: string) =>
  text
    .replace(/&lt;/g, '<')
    .replace(/&gt;/g, '>')
    .replace(/&quot;/g, '"')
    .replace(/&#39;/g, "'")
    .replace(/&amp;/g, '&');

/** The content of `<meta {attribute}="{key}" content="…">`, unescaped; every one when there are several. */
const metas = (html: string, attribute: string, key: string) =>
  [
    ...html.matchAll(new RegExp(`<meta ${attribute}="${key}" content="([^"]*)" data-served-head />`, 'g')),
  ].map((m) => unescapeHtml(m[1]!));
const meta = (html: string, attribute: string, key: string) => metas(html, attribute, key)[0];
const titleOf = (html: string) => {
  const titles = [...html.matchAll(/<title(?: data-served-head)?>([^<]*)<\/title>/g)];
  expect(titles).toHaveLength(1);
  return unescapeHtml(titles[0]![1]!);
};
const linkHref = (html: string, rel: string, hreflang?: string) =>
  new RegExp(
    `<link rel="${rel}"${hreflang ? ` hreflang="${hreflang}"` : ''} href="([^"]*)" data-served-head />`,
  ).exec(html)?.[1];

/** Parses XML strictly (saxes refuses anything not well-formed) into elements with their text and attributes. */
function parseXml(xml: string) {
  const elements: Array<{ name: string; attributes: Record<string, string>; text: string; parent?: string }> =
    [];
  const stack: typeof elements = [];
  const parser = new SaxesParser({ xmlns: true });
  parser.on('opentag', (tag) => {
    const attributes: Record<string, string> = {};
    for (const [name, attribute] of Object.entries(tag.attributes)) {
      attributes[name] = typeof attribute === 'string' ? attribute : attribute.value;
    }
    const element = { name: tag.name, attributes, text: '', parent: stack.at(-1)?.name };
    elements.push(element);
    stack.push(element);
  });
  parser.on('text', (text) => {
    const top = stack.at(-1);
    if (top) top.text += text;
  });
  parser.on('closetag', () => stack.pop());
  parser.write(xml).close();
  return elements;
}

beforeAll(async () => {
  webRoot = mkdtempSync(path.join(tmpdir(), 'dottrip-web-'));
  writeFileSync(path.join(webRoot, 'index.html'), INDEX);
  server = await startTestServer({ server: { webRoot } });
  ({ ownerId, companyId } = await insertAdminCompany(server, {
    logoUrl: 'https://cdn.acme.example/logo.png',
  }));
});

afterAll(async () => {
  await server.stop();
  rmSync(webRoot, { recursive: true, force: true });
});

describe('static public pages', () => {
  it('each carries its own title, description, canonical, hreflang and Open Graph tags, in English', async () => {
    const titles = new Set<string>();
    for (const page of STATIC_PAGES) {
      const reply = await get(page.path);
      expect(reply.statusCode, page.path).toBe(200);
      const html = reply.body;
      expect(html).toContain('spa-index-marker');
      expect(html).not.toContain('The build&#39;s own description');
      expect(html).not.toContain("The build's own description");
      const title = titleOf(html);
      titles.add(title);
      const canonical = `${APP}${page.path}`;
      expect(linkHref(html, 'canonical'), page.path).toBe(canonical);
      expect(linkHref(html, 'alternate', 'en')).toBe(canonical);
      expect(linkHref(html, 'alternate', 'vi')).toBe(`${canonical}?lang=vi`);
      expect(linkHref(html, 'alternate', 'x-default')).toBe(canonical);
      expect(metas(html, 'name', 'description')).toHaveLength(1);
      expect(meta(html, 'name', 'description')!.length).toBeGreaterThan(40);
      expect(meta(html, 'property', 'og:title')).toBe(title);
      expect(meta(html, 'property', 'og:url')).toBe(canonical);
      expect(meta(html, 'property', 'og:site_name')).toBe('DotTrip');
      expect(meta(html, 'property', 'og:locale')).toBe('en_US');
      expect(meta(html, 'property', 'og:description')).toBe(meta(html, 'name', 'description'));
      // No picture of its own: the site's card, wide (decision 1032).
      expect(meta(html, 'property', 'og:image')).toBe(`${APP}/share-card.jpg`);
      expect(meta(html, 'property', 'og:image:width')).toBe('1200');
      expect(meta(html, 'property', 'og:image:height')).toBe('630');
      expect(meta(html, 'property', 'og:image:alt')).toBe(
        'DotTrip: open-source software, developers and IT jobs in Vietnam',
      );
      expect(meta(html, 'name', 'twitter:card')).toBe('summary_large_image');
      expect(meta(html, 'name', 'twitter:image')).toBe(`${APP}/share-card.jpg`);
      expect(html).not.toContain('name="robots"');
    }
    expect(titles.size).toBe(STATIC_PAGES.length);
    expect(titleOf((await get('/about')).body)).toBe('About DotTrip | DotTrip');
  });

  it('in Vietnamese, the Vietnamese version: ?lang=vi, or the cookie, or Accept-Language', async () => {
    const vi = (await get('/jobs?lang=vi')).body;
    expect(vi).toContain('<html lang="vi"');
    expect(titleOf(vi)).toBe('Việc làm IT tại Việt Nam | DotTrip');
    expect(linkHref(vi, 'canonical')).toBe(`${APP}/jobs?lang=vi`);
    expect(meta(vi, 'property', 'og:locale')).toBe('vi_VN');
    expect(meta(vi, 'property', 'og:locale:alternate')).toBe('en_US');
    expect(meta(vi, 'property', 'og:image:alt')).toBe(
      'DotTrip: phần mềm mã nguồn mở, lập trình viên và việc làm IT tại Việt Nam',
    );
    const byHeader = (await get('/about', { 'accept-language': 'vi-VN,vi;q=0.9' })).body;
    expect(titleOf(byHeader)).toBe('Về DotTrip | DotTrip');
    const byCookie = (await get('/contact', { cookie: 'lang=vi' })).body;
    expect(linkHref(byCookie, 'canonical')).toBe(`${APP}/contact?lang=vi`);
  });

  it('leaves the signed-in pages and unknown paths with the build’s own head, kept out of search results', async () => {
    for (const url of ['/dashboard/jobs', '/profile', '/no-such-page', '/jobs/not-a-posting/x']) {
      const reply = await get(url);
      expect(reply.body, url).toContain('<title>DotTrip</title>');
      expect(reply.body, url).not.toContain('rel="canonical"');
      // Decision 1139: none of them is for search results.
      expect(reply.body, url).toContain('<meta name="robots" content="noindex" />');
    }
  });

  it('answers 404 for a path the app has no page for, 200 for its pages in any case (decision 1139)', async () => {
    for (const url of ['/no-such-page', '/jobs/not-a-posting/x', '/dashboardx', '/about/more']) {
      expect((await get(url)).statusCode, url).toBe(404);
    }
    for (const url of [
      '/dashboard',
      '/dashboard/jobs/1/board',
      '/profile/edit',
      '/plans/return?x=1',
      '/invitation?token=t',
      '/company-invitation',
      '/job-alerts/unsubscribe?token=t',
      '/health',
      '/auth/github/callback?code=x',
      '/About',
      '/login/',
    ]) {
      expect((await get(url)).statusCode, url).toBe(200);
    }
    // A job's, a post's or an article's page with a trailing slash is moved to its address.
    const id = await insertJob();
    const moved = await get(`/jobs/${id}/?lang=vi`);
    expect(moved.statusCode).toBe(301);
    expect(moved.headers.location).toBe(`/jobs/${id}?lang=vi`);
    expect((await get('/blog/some-post//')).headers.location).toBe('/blog/some-post');
    // A public page keeps its own head, indexable.
    expect((await get('/about')).body).not.toContain('name="robots"');
  });
});

describe('the site’s link-preview card (decision 1032)', () => {
  it('is in the web build’s public files as a JPEG of the size the pages declare', () => {
    const file = readFileSync(path.resolve(import.meta.dirname, '../../../../web/public/share-card.jpg'));
    expect(file.subarray(0, 3)).toEqual(Buffer.from([0xff, 0xd8, 0xff]));
    // The frame header (SOF0–SOF2) holds the height, then the width.
    let at = 2;
    let size: { width: number; height: number } | undefined;
    while (at < file.length && !size) {
      const marker = file[at + 1]!;
      if (marker >= 0xc0 && marker <= 0xc2) {
        size = { height: file.readUInt16BE(at + 5), width: file.readUInt16BE(at + 7) };
      }
      at += 2 + file.readUInt16BE(at + 2);
    }
    expect(size).toEqual({ width: 1200, height: 630 });
    // Facebook and LinkedIn take a card up to 5–8 MB; this one stays small for a slow phone.
    expect(file.length).toBeLessThan(100_000);
  });
});

describe('a blog post’s page (decision 712)', () => {
  it('carries the post’s SEO title and description, escaped, and a BlogPosting; an unknown or draft post is 404', async () => {
    const seeded = await get('/blog/accessible-by-default');
    expect(seeded.statusCode).toBe(200);
    expect(seeded.body).toContain('<title data-served-head>Accessible by default | DotTrip</title>');
    expect(seeded.body).toContain(
      'content="The checklist our designers and engineers follow so every screen works for everyone."',
    );
    expect(seeded.body).toContain('rel="canonical" href="http://localhost:5173/blog/accessible-by-default"');
    expect(jsonLdOf(seeded.body)[0]).toMatchObject({
      '@type': 'BlogPosting',
      headline: 'Accessible by default',
      datePublished: '2025-10-03T09:00:00.000Z',
    });
    expect(seeded.body).toContain('spa-index-marker');

    await server.ctx.db.insert(posts).values({
      slug: 'hostile',
      title: 'x',
      category: 'technology',
      seoTitle: '</title><script>alert(1)</script>',
      seoDescription: '"><img src=x onerror=alert(1)>',
      body: 'x',
      status: 'published',
      authorName: '</script><script>alert(2)</script>',
      publishedAt: server.clock.now(),
      createdAt: server.clock.now(),
      updatedAt: server.clock.now(),
    });
    const hostile = await get('/blog/hostile');
    expect(hostile.statusCode).toBe(200);
    expect(hostile.body).not.toContain('<script>alert');
    expect(hostile.body).not.toContain('<img src=x');
    expect(jsonLdOf(hostile.body)[0]).toMatchObject({
      author: { name: '</script><script>alert(2)</script>' },
    });

    await server.ctx.db.insert(posts).values({
      slug: 'a-draft',
      title: 'Draft',
      category: 'technology',
      authorName: 'x',
      createdAt: server.clock.now(),
      updatedAt: server.clock.now(),
    });
    for (const url of ['/blog/a-draft', '/blog/no-such-post']) {
      const missing = await get(url);
      expect(missing.statusCode, url).toBe(404);
      expect(missing.body).toContain('<meta name="robots" content="noindex" data-served-head />');
    }
  });
});

describe('a resource article’s page (decision 1050)', () => {
  it('carries a public article’s title and text in the reader’s language; any other article or id is 404', async () => {
    const now = server.clock.now();
    const insert = (values: Partial<typeof resources.$inferInsert>) =>
      server.ctx.db
        .insert(resources)
        .values({ topic: 'cv', createdAt: now, updatedAt: now, ...values })
        .returning({ id: resources.id })
        .then((rows) => rows[0]!.id);
    const both = await insert({
      titleEn: 'Salary talks',
      titleVi: 'Đàm phán lương',
      bodyEn: '## Know your *range*\n\nSee [the board](/jobs) first.',
      bodyVi: 'Hãy biết **mức lương** của bạn.',
      visibility: 'public',
      published: true,
    });
    const en = await get(`/resources/${both}`);
    expect(en.statusCode).toBe(200);
    expect(titleOf(en.body)).toBe('Salary talks | DotTrip');
    expect(meta(en.body, 'name', 'description')).toBe('Know your range See the board first.');
    expect(linkHref(en.body, 'canonical')).toBe(`http://localhost:5173/resources/${both}`);
    expect(jsonLdOf(en.body)[0]).toMatchObject({
      '@type': 'Article',
      headline: 'Salary talks',
      inLanguage: 'en',
    });
    const vi = await get(`/resources/${both}?lang=vi`);
    expect(titleOf(vi.body)).toBe('Đàm phán lương | DotTrip');
    expect(meta(vi.body, 'name', 'description')).toBe('Hãy biết mức lương của bạn.');

    // Written in English only: a Vietnamese reader gets the English title, marked as English.
    const english = await insert({
      titleEn: 'English only',
      bodyEn: 'Text.',
      visibility: 'public',
      published: true,
    });
    const fallback = await get(`/resources/${english}`, { 'accept-language': 'vi' });
    expect(fallback.statusCode).toBe(200);
    expect(titleOf(fallback.body)).toBe('English only | DotTrip');
    expect(jsonLdOf(fallback.body)[0]).toMatchObject({ inLanguage: 'en' });

    const draft = await insert({ titleEn: 'Draft article', visibility: 'public', published: false });
    const members = await insert({ titleEn: 'Members only', visibility: 'signed_in', published: true });
    const staffOnly = await insert({ titleEn: 'Staff only', visibility: 'staff', published: true });
    for (const id of [draft, members, staffOnly, '00000000-0000-4000-8000-000000000000', 'not-an-id']) {
      const missing = await get(`/resources/${id}`, { 'accept-language': 'vi' });
      expect(missing.statusCode, id).toBe(404);
      expect(titleOf(missing.body)).toBe('Không tìm thấy bài viết | DotTrip');
      expect(missing.body).toContain('<meta name="robots" content="noindex" data-served-head />');
      expect(missing.body).not.toContain('Members only');
      expect(missing.body).not.toContain('Staff only');
    }

    // The library's page is a public page of its own, and the sitemap lists public articles only.
    const library = await get('/resources?lang=vi');
    expect(library.statusCode).toBe(200);
    expect(titleOf(library.body)).toBe('Tài liệu | DotTrip');
    const locsOf = (xml: string) =>
      parseXml(xml)
        .filter((e) => e.name === 'loc')
        .map((e) => e.text);
    const locs = locsOf((await get('/sitemap.xml')).body);
    expect(locs).toContain(`${APP}/resources`);
    expect(locs).toContain(`${APP}/resources/${both}`);
    expect(locs).toContain(`${APP}/resources/${both}?lang=vi`);
    for (const id of [draft, members, staffOnly]) expect(locs).not.toContain(`${APP}/resources/${id}`);
    await server.ctx.db
      .update(resources)
      .set({ published: false, updatedAt: now })
      .where(eq(resources.id, both));
    expect(locsOf((await get('/sitemap.xml')).body)).not.toContain(`${APP}/resources/${both}`);
    expect((await get(`/resources/${both}`)).statusCode).toBe(404);
  });
});

describe('a job page', () => {
  it('carries the posting’s title, description, previews and a Google for Jobs JobPosting', async () => {
    const id = await insertJob();
    const reply = await get(`/jobs/${id}`);
    expect(reply.statusCode).toBe(200);
    expect(reply.headers['content-type']).toMatch(/^text\/html/);
    expect(reply.headers['cache-control']).toMatch(/s-maxage=\d+/);
    expect(reply.headers['cache-control']).toMatch(/stale-while-revalidate=\d+/);
    expect(reply.headers.vary).toMatch(/Accept-Language/);
    const html = reply.body;
    expect(html).toContain('spa-index-marker');
    expect(titleOf(html)).toBe('Senior React Developer at Acme Software | DotTrip');
    const description = meta(html, 'name', 'description')!;
    expect(description).toContain('Acme Software · Hà Nội · 30M – 50M VND a month');
    expect(description).toContain('Build the product with us.');
    const canonical = `${APP}/jobs/${id}`;
    expect(linkHref(html, 'canonical')).toBe(canonical);
    expect(linkHref(html, 'alternate', 'vi')).toBe(`${canonical}?lang=vi`);
    expect(meta(html, 'property', 'og:url')).toBe(canonical);
    expect(meta(html, 'property', 'og:image')).toBe('https://cdn.acme.example/logo.png');
    expect(meta(html, 'name', 'twitter:image')).toBe('https://cdn.acme.example/logo.png');
    // A logo is square: the small card, with no size to claim.
    expect(meta(html, 'name', 'twitter:card')).toBe('summary');
    expect(meta(html, 'property', 'og:image:width')).toBeUndefined();
    expect(meta(html, 'name', 'twitter:data1')).toBe('30M – 50M VND a month');
    expect(meta(html, 'name', 'twitter:data2')).toBe('Hà Nội');
    expect(html).not.toContain('name="robots"');

    const [posting, ...others] = jsonLdOf(html);
    expect(others).toHaveLength(0);
    // Google's required properties, then the recommended ones the product has data for.
    expect(posting).toMatchObject({
      '@context': 'https://schema.org/',
      '@type': 'JobPosting',
      title: 'Senior React Developer',
      datePosted: new Date(server.clock.now().getTime() - DAY).toISOString(),
      validThrough: new Date(server.clock.now().getTime() + 30 * DAY).toISOString(),
      employmentType: 'FULL_TIME',
      hiringOrganization: {
        '@type': 'Organization',
        name: 'Acme Software',
        sameAs: 'https://acme.example/',
        logo: 'https://cdn.acme.example/logo.png',
      },
      jobLocation: {
        '@type': 'Place',
        address: { '@type': 'PostalAddress', addressLocality: 'Hà Nội', addressCountry: 'VN' },
      },
      baseSalary: {
        '@type': 'MonetaryAmount',
        currency: 'VND',
        value: {
          '@type': 'QuantitativeValue',
          minValue: 30_000_000,
          maxValue: 50_000_000,
          unitText: 'MONTH',
        },
      },
      identifier: { '@type': 'PropertyValue', name: 'Acme Software', value: id },
      directApply: true,
      url: canonical,
    });
    expect(posting!.description).toBe(
      '<p>Build the product with us.</p><p>A second paragraph.</p>' +
        '<h3>Requirements</h3><ul><li>5+ years of React</li></ul>' +
        '<h3>Skills</h3><ul><li>React</li><li>TypeScript</li></ul>' +
        '<h3>Benefits</h3><ul><li>13th-month salary</li></ul>',
    );
    expect(posting).not.toHaveProperty('jobLocationType');
  });

  it('in Vietnamese: the texts around the posting, not the posting itself', async () => {
    const id = await insertJob({ salaryMin: null, salaryMax: 25_000_000 });
    const html = (await get(`/jobs/${id}?lang=vi`)).body;
    expect(html).toContain('<html lang="vi"');
    expect(titleOf(html)).toBe('Senior React Developer tại Acme Software | DotTrip');
    expect(meta(html, 'name', 'twitter:data1')).toBe('Đến 25M VND/tháng');
    expect(linkHref(html, 'canonical')).toBe(`${APP}/jobs/${id}?lang=vi`);
    const [posting] = jsonLdOf(html);
    expect(posting!.description).toContain('<h3>Yêu cầu</h3>');
    expect(posting!.baseSalary).toEqual({
      '@type': 'MonetaryAmount',
      currency: 'VND',
      value: { '@type': 'QuantitativeValue', value: 25_000_000, unitText: 'MONTH' },
    });
  });

  it('writes the salary figures of a link preview as the board does, in both languages (decision 1055)', async () => {
    const id = await insertJob({ salaryMin: 12_500_000, salaryMax: 20_000_000 });
    expect(meta((await get(`/jobs/${id}`)).body, 'name', 'twitter:data1')).toBe('12,5M – 20M VND a month');
    expect(meta((await get(`/jobs/${id}?lang=vi`)).body, 'name', 'twitter:data1')).toBe(
      '12,5M – 20M VND/tháng',
    );
    const small = await insertJob({ salaryMin: 500_000, salaryMax: null });
    expect(meta((await get(`/jobs/${small}`)).body, 'name', 'twitter:data1')).toBe(
      'From 500.000 VND a month',
    );
  });

  it('maps the four job types, marks remote work TELECOMMUTE and leaves out what is not known', async () => {
    const expected = {
      'full-time': 'FULL_TIME',
      'part-time': 'PART_TIME',
      contract: 'CONTRACTOR',
      internship: 'INTERN',
    };
    for (const [type, employmentType] of Object.entries(expected)) {
      const id = await insertJob({ type, isRemote: true, salaryMin: null, salaryMax: null, deadline: null });
      const html = (await get(`/jobs/${id}`)).body;
      const [posting] = jsonLdOf(html);
      expect(posting).toMatchObject({
        employmentType,
        jobLocationType: 'TELECOMMUTE',
        applicantLocationRequirements: { '@type': 'Country', name: 'Vietnam' },
      });
      expect(posting).not.toHaveProperty('baseSalary');
      expect(posting).not.toHaveProperty('validThrough');
      expect(meta(html, 'name', 'twitter:data1')).toBe('Salary negotiable');
    }
  });

  it('escapes a hostile title, company and description for HTML and for JSON-LD', async () => {
    const hostile = `</script><script>alert(1)</script> "Dev" & 'Lead' \u0001\u0007\u0085\u2028<!--`;
    const id = await insertJob({
      title: hostile,
      company: `Evil" onload="alert(2)`,
      location: '<img src=x onerror=alert(3)>',
      description: `</script><script>alert(4)</script>\u0008\u001b end`,
      requirements: ['<b>bold</b>'],
    });
    const reply = await get(`/jobs/${id}`);
    expect(reply.statusCode).toBe(200);
    const html = reply.body;
    // Only the build's own script and the JSON-LD block: nothing the posting wrote opened or closed one.
    expect(html.match(/<script/g)).toHaveLength(2);
    expect(html.match(/<\/script>/g)).toHaveLength(2);
    expect(html).not.toContain('alert(1)</script>');
    expect(html).not.toContain('<img src=x');
    expect(html).not.toContain('<!--');
    // eslint-disable-next-line no-control-regex
    expect(html).not.toMatch(/[\u0000-\u0008\u000b\u000c\u000e-\u001f\u007f-\u009f\u2028\u2029]/);
    const cleanTitle = `</script><script>alert(1)</script> "Dev" & 'Lead' <!--`;
    expect(titleOf(html)).toBe(`${cleanTitle} at Evil" onload="alert(2) | DotTrip`);
    expect(meta(html, 'property', 'og:title')).toBe(`${cleanTitle} at Evil" onload="alert(2) | DotTrip`);
    const [posting] = jsonLdOf(html);
    expect(posting!.title).toBe(cleanTitle);
    expect((posting!.hiringOrganization as { name: string }).name).toBe('Evil" onload="alert(2)');
    expect(posting!.description).toBe(
      `<p>&lt;/script&gt;&lt;script&gt;alert(4)&lt;/script&gt; end</p>` +
        '<h3>Requirements</h3><ul><li>&lt;b&gt;bold&lt;/b&gt;</li></ul>' +
        '<h3>Skills</h3><ul><li>React</li><li>TypeScript</li></ul>' +
        '<h3>Benefits</h3><ul><li>13th-month salary</li></ul>',
    );
    expect(escapeHtml(`<a href="x">'&'</a>`)).toBe('&lt;a href=&quot;x&quot;&gt;&#39;&amp;&#39;&lt;/a&gt;');
  });

  it('answers 410 with noindex once closed or past its deadline, and 404 with noindex for a draft or an unknown id', async () => {
    const closed = await insertJob({ status: 'closed' });
    const expired = await insertJob({ deadline: new Date(server.clock.now().getTime() - 1000) });
    const draft = await insertJob({ status: 'draft' });
    const cases: Array<[string, number]> = [
      [`/jobs/${closed}`, 410],
      [`/jobs/${expired}`, 410],
      [`/jobs/${draft}`, 404],
      ['/jobs/00000000-0000-4000-8000-000000000000', 404],
      ['/jobs/not-a-uuid', 404],
      ['/jobs/%3Cscript%3Ealert(1)%3C%2Fscript%3E', 404],
      [`/jobs/${closed}?lang=vi`, 410],
    ];
    for (const [url, status] of cases) {
      const reply = await get(url);
      expect(reply.statusCode, url).toBe(status);
      expect(reply.headers['content-type'], url).toMatch(/^text\/html/);
      const html = reply.body;
      // Still the app, which shows its own message ("Job not found", "no longer takes applications").
      expect(html, url).toContain('spa-index-marker');
      expect(metas(html, 'name', 'robots'), url).toEqual(['noindex']);
      expect(jsonLdOf(html), url).toEqual([]);
      expect(html, url).not.toContain('rel="canonical"');
      expect(html, url).not.toContain('alert(1)');
    }
    expect(titleOf((await get('/jobs/not-a-uuid')).body)).toBe('Job not found | DotTrip');
    expect(titleOf((await get('/jobs/not-a-uuid?lang=vi')).body)).toBe('Không tìm thấy việc làm | DotTrip');
    expect(titleOf((await get(`/jobs/${closed}`)).body)).toBe(
      'Senior React Developer at Acme Software | DotTrip',
    );
  });

  it('reads a posting once for a burst of requests, and sees a change a few seconds later', async () => {
    const id = await insertJob();
    expect((await get(`/jobs/${id}`)).statusCode).toBe(200);
    await server.ctx.db.update(jobs).set({ status: 'closed' }).where(eq(jobs.id, id));
    const burst = await Promise.all(Array.from({ length: 20 }, () => get(`/jobs/${id}`)));
    expect(burst.map((r) => r.statusCode)).toEqual(Array(20).fill(200));
    server.clock.advance(6_000);
    expect((await get(`/jobs/${id}`)).statusCode).toBe(410);
  });

  it('answers 410 at once on the instance that closed the posting through the API, and 200 once reopened', async () => {
    const login = await server.app.inject({ method: 'POST', url: '/api/auth/login', payload: ADMIN });
    const authorization = `Bearer ${login.json<{ access_token: string }>().access_token}`;
    const id = await insertJob();
    expect((await get(`/jobs/${id}`)).statusCode).toBe(200);
    const close = await server.app.inject({
      method: 'POST',
      url: `/api/jobs/${id}/close`,
      headers: { authorization },
    });
    expect(close.statusCode).toBe(200);
    const closed = await get(`/jobs/${id}`);
    expect(closed.statusCode).toBe(410);
    expect(meta(closed.body, 'name', 'robots')).toBe('noindex');
    const reopen = await server.app.inject({
      method: 'POST',
      url: `/api/jobs/${id}/reopen`,
      headers: { authorization },
    });
    expect(reopen.statusCode).toBe(200);
    expect((await get(`/jobs/${id}`)).statusCode).toBe(200);
  });

  it('does not count a view', async () => {
    const id = await insertJob();
    await get(`/jobs/${id}`);
    const [row] = await server.ctx.db.select({ views: jobs.views }).from(jobs).where(eq(jobs.id, id));
    expect(row!.views).toBe(0);
  });
});

describe('the job board’s pages (decision 1138)', () => {
  const links = (html: string) =>
    [...html.matchAll(/<link rel="(canonical|prev|next)" href="([^"]+)"/g)].map((m) => `${m[1]} ${m[2]}`);

  it('each page of the board is its own address, with canonical, prev, next and hreflang; a search keeps /jobs', async () => {
    for (let i = 0; i < 21; i += 1) await insertJob({ title: `Board page job ${i}` });
    const total = (JSON.parse((await get('/api/jobs?pageSize=1')).body) as { total: number }).total;
    const last = Math.ceil(total / 20);
    expect(last).toBeGreaterThanOrEqual(2);

    const first = await get('/jobs');
    expect(first.statusCode).toBe(200);
    expect(first.headers['cache-control']).toMatch(/^public, .*s-maxage=\d+/);
    expect(links(first.body)).toEqual([`canonical ${APP}/jobs`, `next ${APP}/jobs?page=2`]);

    const second = await get('/jobs?page=2');
    expect(second.statusCode).toBe(200);
    expect(links(second.body)[0]).toBe(`canonical ${APP}/jobs?page=2`);
    expect(links(second.body)[1]).toBe(`prev ${APP}/jobs`);
    expect(meta(second.body, 'property', 'og:url')).toBe(`${APP}/jobs?page=2`);
    expect(linkHref(second.body, 'alternate', 'en')).toBe(`${APP}/jobs?page=2`);
    expect(linkHref(second.body, 'alternate', 'vi')).toBe(`${APP}/jobs?page=2&amp;lang=vi`);
    expect(linkHref(second.body, 'alternate', 'x-default')).toBe(`${APP}/jobs?page=2`);
    expect(titleOf(second.body)).toBe('IT jobs in Vietnam, page 2 | DotTrip');
    expect(second.body).not.toContain('name="robots"');

    const vi = await get('/jobs?page=2&lang=vi');
    expect(links(vi.body)[0]).toBe(`canonical ${APP}/jobs?page=2&amp;lang=vi`);
    expect(titleOf(vi.body)).toMatch(/, trang 2 \| DotTrip$/);

    const past = await get(`/jobs?page=${last + 3}`);
    expect(past.statusCode).toBe(200);
    expect(meta(past.body, 'name', 'robots')).toBe('noindex');
    expect(links(past.body)).toEqual([]);

    // A search of the board: the board's canonical, no pages of its own.
    const search = await get('/jobs?q=react&page=2');
    expect(links(search.body)).toEqual([`canonical ${APP}/jobs`]);
    expect(titleOf(search.body)).toBe(titleOf(first.body));
  });
});

describe('conditional requests (decision 1145)', () => {
  it('a job page has an ETag; the same tag in If-None-Match answers 304 without a body, a changed posting a new tag', async () => {
    const id = await insertJob({ title: 'ETag engineer' });
    const first = await get(`/jobs/${id}`);
    expect(first.statusCode).toBe(200);
    const tag = first.headers.etag as string;
    expect(tag).toMatch(/^W\/"[^"]+"$/);
    expect((await get(`/jobs/${id}`)).headers.etag).toBe(tag);

    const again = await get(`/jobs/${id}`, { 'if-none-match': tag });
    expect(again.statusCode).toBe(304);
    expect(again.body).toBe('');
    expect(again.headers.etag).toBe(tag);
    expect(again.headers['cache-control']).toMatch(/s-maxage=\d+/);
    // Compressed or not, the same page: the same (weak) tag.
    const gz = await get(`/jobs/${id}`, { 'if-none-match': tag, 'accept-encoding': 'gzip' });
    expect(gz.statusCode).toBe(304);
    expect((await get(`/jobs/${id}`, { 'if-none-match': `"other", ${tag}` })).statusCode).toBe(304);
    expect((await get(`/jobs/${id}`, { 'if-none-match': '"other"' })).statusCode).toBe(200);
    // The other language is another page.
    expect((await get(`/jobs/${id}?lang=vi`, { 'if-none-match': tag })).statusCode).toBe(200);

    const head = await server.app.inject({ method: 'HEAD', url: `/jobs/${id}` });
    expect(head.statusCode).toBe(200);
    expect(head.headers.etag).toBe(tag);
    expect(head.body).toBe('');

    await server.ctx.db.update(jobs).set({ title: 'ETag engineer (senior)' }).where(eq(jobs.id, id));
    server.clock.advance(6_000);
    const changed = await get(`/jobs/${id}`, { 'if-none-match': tag });
    expect(changed.statusCode).toBe(200);
    expect(changed.headers.etag).not.toBe(tag);
  });

  it('the static public pages, the board and robots.txt have ETags; 404 and 410 answers have none', async () => {
    for (const url of ['/about', '/jobs', '/blog', '/robots.txt']) {
      const reply = await get(url);
      const tag = reply.headers.etag as string;
      expect(tag, url).toMatch(/^W\/"/);
      expect((await get(url, { 'if-none-match': tag })).statusCode, url).toBe(304);
    }
    const unknown = await get('/jobs/00000000-0000-4000-8000-000000000000');
    expect(unknown.statusCode).toBe(404);
    expect(unknown.headers.etag).toBeUndefined();
    expect((await get('/no-such-page')).headers.etag).toBeUndefined();
  });
});

describe('robots.txt', () => {
  it('allows the public pages, keeps the signed-in area and the API out, and names the sitemap', async () => {
    const reply = await get('/robots.txt');
    expect(reply.statusCode).toBe(200);
    expect(reply.headers['content-type']).toMatch(/^text\/plain/);
    const lines = reply.body.split('\n');
    expect(lines[0]).toBe('User-agent: *');
    expect(lines).toContain('Allow: /');
    for (const path of ['/dashboard', '/profile', '/api/']) expect(lines).toContain(`Disallow: ${path}`);
    expect(lines).toContain(`Sitemap: ${APP}/sitemap.xml`);
    expect(lines.some((line) => /^Disallow: \/(jobs|about|$)/.test(line))).toBe(false);
  });
});

describe('the sitemap', () => {
  const locsOf = (xml: string) =>
    parseXml(xml)
      .filter((e) => e.name === 'loc')
      .map((e) => e.text);

  it('is valid XML listing the public pages in both languages and every open posting with lastmod', async () => {
    server.clock.advance(120_000);
    const open = await insertJob({ title: 'Sitemap & <Co>' });
    const closed = await insertJob({ status: 'closed' });
    const draft = await insertJob({ status: 'draft' });
    const expired = await insertJob({ deadline: new Date(server.clock.now().getTime() - 1000) });
    const reply = await get('/sitemap.xml');
    expect(reply.statusCode).toBe(200);
    expect(reply.headers['content-type']).toMatch(/^application\/xml/);
    expect(reply.headers['cache-control']).toMatch(/s-maxage=\d+/);
    const elements = parseXml(reply.body);
    expect(elements[0]).toMatchObject({ name: 'urlset' });
    expect(elements[0]!.attributes.xmlns).toBe('http://www.sitemaps.org/schemas/sitemap/0.9');
    const locs = locsOf(reply.body);
    for (const page of STATIC_PAGES) {
      expect(locs).toContain(`${APP}${page.path}`);
      expect(locs).toContain(`${APP}${page.path}?lang=vi`);
    }
    expect(locs).toContain(`${APP}/jobs/${open}`);
    expect(locs).toContain(`${APP}/jobs/${open}?lang=vi`);
    for (const gone of [closed, draft, expired]) expect(locs.join()).not.toContain(gone);
    expect(locs.every((loc) => loc.startsWith(`${APP}/`))).toBe(true);
    // Each <url> names every language version; a posting's carries when it last changed.
    const urls = elements.filter((e) => e.name === 'url');
    expect(urls.length).toBe(locs.length);
    const links = elements.filter((e) => e.name === 'xhtml:link');
    expect(links.length).toBe(urls.length * 3);
    const lastmods = elements.filter((e) => e.name === 'lastmod').map((e) => e.text);
    expect(lastmods.length).toBeGreaterThan(0);
    for (const lastmod of lastmods) expect(new Date(lastmod).toISOString()).toBe(lastmod);
  });

  it('lists a newly published posting and drops a closed one at the next request (decision 1150)', async () => {
    server.clock.advance(120_000);
    const before = await insertJob();
    expect(locsOf((await get('/sitemap.xml')).body)).toContain(`${APP}/jobs/${before}`);
    const added = await insertJob();
    expect(locsOf((await get('/sitemap.xml')).body)).toContain(`${APP}/jobs/${added}`);
    // Closed by another instance, or by a statement this one never saw: the stamp still changes.
    await server.ctx.db.update(jobs).set({ status: 'closed' }).where(eq(jobs.id, before));
    const locs = locsOf((await get('/sitemap.xml')).body);
    expect(locs).toContain(`${APP}/jobs/${added}`);
    expect(locs).not.toContain(`${APP}/jobs/${before}`);
  });

  it('goes compressed, each coding the same file as the plain one, and as fresh', async () => {
    server.clock.advance(120_000);
    const before = await insertJob();
    const plain = await get('/sitemap.xml');
    const br = await get('/sitemap.xml', { 'accept-encoding': 'br' });
    const gzip = await get('/sitemap.xml', { 'accept-encoding': 'gzip' });
    expect(br.headers['content-encoding']).toBe('br');
    expect(gzip.headers['content-encoding']).toBe('gzip');
    for (const reply of [plain, br, gzip]) {
      expect(reply.headers.vary).toContain('Accept-Encoding');
      expect(reply.headers['content-type']).toMatch(/^application\/xml/);
    }
    expect(brotliDecompressSync(br.rawPayload).toString('utf8')).toBe(plain.body);
    expect(gunzipSync(gzip.rawPayload).toString('utf8')).toBe(plain.body);
    expect(locsOf(plain.body)).toContain(`${APP}/jobs/${before}`);
    // While the file is unchanged a second compressed request gets the same bytes; a new posting is in the next one.
    expect((await get('/sitemap.xml', { 'accept-encoding': 'br' })).rawPayload.equals(br.rawPayload)).toBe(
      true,
    );
    const added = await insertJob();
    const fresh = await get('/sitemap.xml', { 'accept-encoding': 'br' });
    expect(locsOf(brotliDecompressSync(fresh.rawPayload).toString('utf8'))).toContain(`${APP}/jobs/${added}`);
    const unknown = await get('/sitemaps/jobs-99.xml', { 'accept-encoding': 'br' });
    expect(unknown.statusCode).toBe(404);
  });

  it('lists each published blog post with lastmod, and drops one unpublished (decision 1150)', async () => {
    const now = server.clock.now();
    const [post] = await server.ctx.db
      .insert(posts)
      .values({
        slug: 'sitemap-post',
        title: 'In the sitemap',
        category: 'technology',
        summary: 'S',
        body: 'B',
        status: 'published',
        authorName: 'Editor',
        publishedAt: now,
        createdAt: now,
        updatedAt: now,
      })
      .returning({ id: posts.id });
    const reply = await get('/sitemap.xml');
    const locs = locsOf(reply.body);
    expect(locs).toContain(`${APP}/blog/sitemap-post`);
    expect(locs).toContain(`${APP}/blog/sitemap-post?lang=vi`);
    expect(locs).toContain(`${APP}/blog/accessible-by-default`);
    expect(reply.body).toContain(`<lastmod>${now.toISOString()}</lastmod>`);
    await server.ctx.db.update(posts).set({ status: 'unpublished' }).where(eq(posts.id, post!.id));
    expect(locsOf((await get('/sitemap.xml')).body)).not.toContain(`${APP}/blog/sitemap-post`);
  });

  it('becomes an index of files past the addresses one file may hold', async () => {
    const limits = { ...server.ctx.config.limits, sitemapUrlsPerFile: 6 };
    const app = await buildApp({ ...server.ctx, config: { ...server.ctx.config, limits } });
    try {
      const now = server.clock.now().toISOString();
      const index = await app.inject({ method: 'GET', url: '/sitemap.xml' });
      expect(index.statusCode).toBe(200);
      const elements = parseXml(index.body);
      expect(elements[0]!.name).toBe('sitemapindex');
      const files = elements.filter((e) => e.name === 'loc').map((e) => e.text);
      expect(files[0]).toBe(`${APP}/sitemaps/pages.xml`);
      const postings = new Set<string>();
      for (const file of files) {
        const reply = await app.inject({ method: 'GET', url: file.slice(APP.length) });
        expect(reply.statusCode, file).toBe(200);
        const locs = locsOf(reply.body);
        if (file.endsWith('pages.xml')) {
          const published = await server.ctx.db
            .select({ id: posts.id })
            .from(posts)
            .where(eq(posts.status, 'published'));
          // And the public articles (decision 1050).
          const articles = await server.ctx.db
            .select({ id: resources.id })
            .from(resources)
            .where(and(eq(resources.visibility, 'public'), eq(resources.published, true)));
          expect(locs).toHaveLength((STATIC_PAGES.length + published.length + articles.length) * 2);
          continue;
        }
        expect(locs.length, file).toBeLessThanOrEqual(6);
        for (const loc of locs) postings.add(loc.replace(/\?lang=vi$/, ''));
      }
      const open = await server.ctx.db
        .select({ id: jobs.id, status: jobs.status, deadline: jobs.deadline })
        .from(jobs);
      const expected = open
        .filter((j) => j.status === 'published' && (!j.deadline || j.deadline.toISOString() > now))
        .map((j) => `${APP}/jobs/${j.id}`);
      expect([...postings].sort()).toEqual(expected.sort());
      const beyond = await app.inject({ method: 'GET', url: `/sitemaps/jobs-${files.length + 1}.xml` });
      expect(beyond.statusCode).toBe(404);
      expect((await app.inject({ method: 'GET', url: '/sitemaps/other.xml' })).statusCode).toBe(404);
    } finally {
      await app.close();
    }
  });

  it('escapes text for XML and drops characters XML cannot hold', () => {
    expect(escapeXml(`a & b <c> "d" 'e' \u0001\u000b`)).toBe(
      'a &amp; b &lt;c&gt; &quot;d&quot; &apos;e&apos; ',
    );
  });
});
