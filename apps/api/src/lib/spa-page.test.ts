import { copyFileSync, mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { SHELL_DESCRIPTION, SHELL_NOSCRIPT, samePage, spaPage } from './spa-page';

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
