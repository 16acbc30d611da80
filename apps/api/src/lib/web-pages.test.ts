import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { isWebPage } from './web-pages';

const routerSource = readFileSync(new URL('../../../web/src/app/router.tsx', import.meta.url), 'utf8');

describe('the web app’s page paths (decision 1146)', () => {
  it('knows every public path of the web router, with a value for each parameter', () => {
    const paths = [...routerSource.matchAll(/path: '([^']+)'/g)].map((m) => m[1]!).filter((p) => p !== '*');
    expect(paths.length).toBeGreaterThan(10);
    for (const path of paths) {
      const withValues = path.replace(/\/:[a-z]+\?$/i, '').replace(/:[a-z]+/gi, 'x');
      expect(isWebPage(`/${withValues}`), path).toBe(true);
      if (path.endsWith('?')) expect(isWebPage(`/${path.replace(/:[a-z]+\?$/i, 'x')}`), path).toBe(true);
    }
    expect(isWebPage('/')).toBe(true);
  });

  it('matches as the router does, whatever the case and a trailing slash', () => {
    expect(isWebPage('/About/')).toBe(true);
    expect(isWebPage('/JOBS/abc')).toBe(true);
    expect(isWebPage('/dashboard/anything/deeper')).toBe(true);
  });

  it('knows no other path', () => {
    for (const path of [
      '/nope',
      '/vi/jobs',
      '/projects/x',
      '/jobs/a/b',
      '/aboutus',
      '/profiles',
      '/blog/a/b',
    ]) {
      expect(isWebPage(path), path).toBe(false);
    }
  });
});
