import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestServer } from '../../../test/harness';
import type { TestServer } from '../../../test/harness';
import { choiceTarget } from './language-choice';

/**
 * Decision 1216: the language switch sent by the browser itself (no JavaScript): the choice remembered in the `lang`
 * cookie, the same page answered in that language; the language pages themselves set nothing (crawlers, caches).
 */

const APP = 'http://localhost:5173';
const INDEX = `<!doctype html>
<html lang="en">
  <head>
    <meta charset="UTF-8" />
    <title>DotTrip</title>
  </head>
  <body><div id="root"></div></body>
</html>`;

let server: TestServer;
let webRoot: string;

beforeAll(async () => {
  webRoot = mkdtempSync(path.join(tmpdir(), 'dottrip-web-'));
  writeFileSync(path.join(webRoot, 'index.html'), INDEX);
  server = await startTestServer({ server: { webRoot } });
});

afterAll(async () => {
  await server.stop();
  rmSync(webRoot, { recursive: true, force: true });
});

/** The switch's form as a browser sends it from a page of this site. */
const choose = (form: Record<string, string>, headers: Record<string, string> = {}) =>
  server.app.inject({
    method: 'POST',
    url: '/language',
    headers: {
      'content-type': 'application/x-www-form-urlencoded',
      'sec-fetch-site': 'same-origin',
      'sec-fetch-mode': 'navigate',
      ...headers,
    },
    payload: new URLSearchParams(form).toString(),
  });

const get = (url: string, headers: Record<string, string> = {}) =>
  server.app.inject({ method: 'GET', url, headers });

const htmlLang = (html: string) => /<html lang="([^"]*)"/.exec(html)?.[1];
const canonicalOf = (html: string) => /<link rel="canonical" href="([^"]*)"/.exec(html)?.[1];

describe('POST /language (the switch without JavaScript)', () => {
  it('remembers the choice and answers with the same page in that language; later pages follow it', async () => {
    const chosen = await choose({ lang: 'vi', next: '/jobs?page=2' });
    expect(chosen.statusCode).toBe(303);
    expect(chosen.headers.location).toBe('/jobs?page=2&lang=vi');
    expect(chosen.headers['set-cookie']).toBe('lang=vi; Path=/; Max-Age=31536000; SameSite=Lax');
    // A choice is this reader's: no cache keeps the answer.
    expect(chosen.headers['cache-control']).toBe('no-store');

    // The next page the reader opens (a link without ?lang, an address typed) is in Vietnamese: the cookie.
    const next = await get('/about', { cookie: 'lang=vi', 'accept-language': 'en-US,en;q=0.9' });
    expect(next.statusCode).toBe(200);
    expect(htmlLang(next.body)).toBe('vi');
    expect(canonicalOf(next.body)).toBe(`${APP}/about?lang=vi`);
    expect(next.headers.vary).toContain('Cookie');

    // Back to English: the address names no language, the cookie says en.
    const back = await choose({ lang: 'en', next: '/about?lang=vi' }, { cookie: 'lang=vi' });
    expect(back.headers.location).toBe('/about');
    expect(back.headers['set-cookie']).toBe('lang=en; Path=/; Max-Age=31536000; SameSite=Lax');
    const english = await get('/about', { cookie: 'lang=en', 'accept-language': 'vi' });
    expect(htmlLang(english.body)).toBe('en');
  });

  it('leaves a page’s own query as it is, the language replaced', async () => {
    const chosen = await choose({ lang: 'vi', next: '/projects?lang=en&tag=Go&lang=en' });
    expect(chosen.headers.location).toBe('/projects?tag=Go&lang=vi');
  });

  it('without `next`, comes back to the page the browser came from on this site, else the home page', async () => {
    const fromHere = await choose({ lang: 'vi' }, { referer: `${APP}/blog?page=2` });
    expect(fromHere.headers.location).toBe('/blog?page=2&lang=vi');
    const fromElsewhere = await choose({ lang: 'vi' }, { referer: 'https://elsewhere.example/blog' });
    expect(fromElsewhere.headers.location).toBe('/?lang=vi');
    const none = await choose({ lang: 'en' });
    expect(none.headers.location).toBe('/');
  });

  it('never leads off the site, whatever `next` names', async () => {
    for (const next of [
      '//evil.example/x',
      '/\\evil.example',
      '\\\\evil.example',
      'https://evil.example/',
      '/\t/evil.example',
      '/\n/evil.example',
      'javascript:alert(1)',
    ]) {
      const reply = await choose({ lang: 'vi', next });
      expect(reply.statusCode).toBe(303);
      const location = reply.headers.location as string;
      expect(location, next).toMatch(/^\/(?![/\\])/);
      expect(new URL(location, APP).origin, next).toBe(APP);
    }
  });

  it('remembers nothing for a form another site made the browser send, and nothing without a language', async () => {
    const forced = await choose({ lang: 'vi', next: '/jobs' }, { 'sec-fetch-site': 'cross-site' });
    expect(forced.statusCode).toBe(303);
    expect(forced.headers.location).toBe('/jobs?lang=vi');
    expect(forced.headers['set-cookie']).toBeUndefined();

    const unknown = await choose({ lang: 'fr', next: '/jobs?lang=vi' });
    expect(unknown.statusCode).toBe(303);
    expect(unknown.headers.location).toBe('/jobs?lang=vi');
    expect(unknown.headers['set-cookie']).toBeUndefined();
  });

  it('is not how a crawler sets anything: a page at ?lang= sets no cookie and keeps its canonical and Vary', async () => {
    for (const url of ['/about?lang=vi', '/?lang=vi', '/about']) {
      const page = await get(url, { 'accept-language': 'en' });
      expect(page.statusCode).toBe(200);
      expect(page.headers['set-cookie'], url).toBeUndefined();
      expect(page.headers.vary, url).toContain('Accept-Language, Cookie');
    }
    const vi = await get('/about?lang=vi', { cookie: 'lang=en' });
    expect(htmlLang(vi.body)).toBe('vi');
    expect(canonicalOf(vi.body)).toBe(`${APP}/about?lang=vi`);
  });
});

describe('choiceTarget', () => {
  it('writes the language as the app does: English none, Vietnamese ?lang=vi last', () => {
    expect(choiceTarget('/jobs?q=go%20dev', undefined, APP, 'vi')).toBe('/jobs?q=go+dev&lang=vi');
    expect(choiceTarget('/jobs?lang=vi&q=go', undefined, APP, 'en')).toBe('/jobs?q=go');
    expect(choiceTarget('/jobs?lang=vi', undefined, APP, null)).toBe('/jobs?lang=vi');
    expect(choiceTarget('/about#team', undefined, APP, 'vi')).toBe('/about?lang=vi');
  });
});
