import { copyFileSync, mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import type { FastifyRequest } from 'fastify';
import { SHELL_DESCRIPTION, SHELL_NOSCRIPT, addressLocale, pageLocale, samePage, spaPage } from './spa-page';

// The web app's own index.html, as written: the texts replaced must still be there, word for word.
const source = path.resolve(__dirname, '../../../web/index.html');
const webRoot = mkdtempSync(path.join(tmpdir(), 'dottrip-spa-page-'));
copyFileSync(source, path.join(webRoot, 'index.html'));
afterAll(() => rmSync(webRoot, { recursive: true, force: true }));

describe('spaPage', () => {
  const page = spaPage(webRoot);

  it('serves the shell’s description and no-JavaScript note in English as written', () => {
    const en = page('en');
    expect(en).toContain('<html lang="en"');
    expect(en).toContain(SHELL_DESCRIPTION);
    expect(en).toContain(SHELL_NOSCRIPT);
  });

  it('serves them in Vietnamese on a Vietnamese page (issue 17: no English left on it)', () => {
    const vi = page('vi');
    expect(vi).toContain('<html lang="vi"');
    expect(vi).not.toContain(SHELL_DESCRIPTION);
    expect(vi).not.toContain(SHELL_NOSCRIPT);
    expect(vi).toContain('DotTrip: phần mềm mã nguồn mở, mạng lưới lập trình viên và nền tảng tuyển dụng.');
    expect(vi).toContain('DotTrip cần JavaScript để hoạt động. Bạn cũng có thể liên hệ với chúng tôi qua');
  });
});

describe('samePage (decision 1029)', () => {
  it('answers a page’s own form with the same page and query, never another site', () => {
    expect(samePage('/login')).toBe('/login');
    expect(samePage('/contact?lang=vi')).toBe('/contact?lang=vi');
    expect(samePage('/')).toBe('/');
    // Two slashes or a backslash after the first would make the browser go to another host.
    expect(samePage('//evil.example/login')).toBe('/evil.example/login');
    expect(samePage('/\\evil.example/login?lang=en')).toBe('/evil.example/login?lang=en');
    expect(samePage('\\/evil.example')).toBe('/evil.example');
    // A slash in the query is the query's.
    expect(samePage('/jobs/1?next=//x')).toBe('/jobs/1?next=//x');
  });
});

describe('the language the address names (decision 1128)', () => {
  /** A request as Fastify parses it: a repeated parameter becomes an array in `query`. */
  const request = (url: string, headers: Record<string, string> = {}) => {
    const query = Object.fromEntries(
      [...new URLSearchParams(url.split('?')[1] ?? '').keys()].map((key) => {
        const all = new URLSearchParams(url.split('?')[1]).getAll(key);
        return [key, all.length > 1 ? all : all[0]];
      }),
    );
    return { url, query, headers } as unknown as FastifyRequest;
  };

  it('is the first `lang` value, as URLSearchParams.get and the app read it; none when that one is no language', () => {
    expect(addressLocale('/?lang=vi&lang=en')).toBe('vi');
    expect(addressLocale('/about?topic=cv&lang=en&lang=vi')).toBe('en');
    expect(addressLocale('/?lang=xx&lang=vi')).toBeNull();
    expect(addressLocale('/?lang=')).toBeNull();
    expect(addressLocale('/about')).toBeNull();
  });

  it('chooses the page’s language before the cookie and Accept-Language, even when named twice', () => {
    const english = { cookie: 'lang=en', 'accept-language': 'en' };
    expect(pageLocale(request('/?lang=vi&lang=en', english))).toBe('vi');
    expect(pageLocale(request('/?lang=en&lang=vi', { cookie: 'lang=vi', 'accept-language': 'vi' }))).toBe(
      'en',
    );
    // A first value that is no language: the address names none, the cookie decides.
    expect(pageLocale(request('/?lang=xx&lang=vi', english))).toBe('en');
    expect(pageLocale(request('/?lang=xx', { 'accept-language': 'vi' }))).toBe('vi');
  });
});
