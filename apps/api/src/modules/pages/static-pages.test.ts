import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { isAppPage } from './static-pages';

const webApp = (file: string) =>
  readFileSync(new URL(`../../../../web/src/app/${file}`, import.meta.url), 'utf8');
const pathsIn = (source: string) => [...source.matchAll(/path: '([^']+)'/g)].map((m) => m[1]!);

// The server answers 404 for a path the app has no page for (decision 1139): its list must follow the web router,
// or a new page would be answered 404 when opened from a link.
describe('the pages the server knows the app has', () => {
  it('include every public page of the web router (the ones with a parameter have their own routes)', () => {
    const paths = pathsIn(webApp('router.tsx')).filter((p) => p !== '*');
    expect(paths.length).toBeGreaterThan(10);
    for (const path of paths) {
      const page = `/${path.replace(/\/:[a-z]+\??$/i, '')}`;
      if (page.includes(':')) continue;
      expect(isAppPage(page), page).toBe(true);
    }
    expect(isAppPage('/')).toBe(true);
  });

  it('include the signed-in area’s pages: profile, plans and the dashboard’s sections', () => {
    const member = webApp('member-routes.tsx');
    const topLevel = [...member.matchAll(/^ {2}\{ path: '([^']+)'/gm)].map((m) => m[1]!);
    expect(topLevel).toEqual(expect.arrayContaining(['profile', 'profile/edit', 'plans', 'plans/return']));
    for (const path of [...topLevel, 'dashboard', 'dashboard/jobs/new', 'dashboard/applications/x']) {
      expect(isAppPage(`/${path}`), path).toBe(true);
    }
  });

  it('match whatever the case and a trailing slash, and nothing else', () => {
    expect(isAppPage('/About/')).toBe(true);
    expect(isAppPage('/Dashboard/Jobs')).toBe(true);
    for (const path of ['/nope', '/vi/jobs', '/aboutus', '/profiles', '/plans/x', '/jobs/a/b']) {
      expect(isAppPage(path), path).toBe(false);
    }
  });
});
