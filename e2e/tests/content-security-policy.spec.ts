import { ADMIN, expect, openSignedIn, test, tokenFor } from '../support/fixtures';

// The app's Content-Security-Policy allows no eval. Zod tried `new Function` once to compile its fast parsers, and
// every signed-in page that validated reported the refusal (Lighthouse: "Issues were logged", best practices 96).
test('the signed-in dashboard runs within the Content-Security-Policy: nothing is refused', async ({
  page,
  request,
}) => {
  await page.addInitScript(() => {
    const refused: string[] = [];
    (window as unknown as { __refused: string[] }).__refused = refused;
    document.addEventListener('securitypolicyviolation', (event) =>
      refused.push(`${event.violatedDirective} ${event.blockedURI} ${event.sourceFile}`),
    );
  });
  await openSignedIn(page, await tokenFor(request, ADMIN), '/dashboard');
  await expect(page.getByRole('heading', { level: 1, name: 'Dashboard' })).toBeVisible();
  await page.waitForLoadState('networkidle');
  expect(await page.evaluate(() => (window as unknown as { __refused: string[] }).__refused)).toEqual([]);
});

// A rendered public page fetches its scripts through one inline script, allowed by its hash (decision 1130), once
// the page is painted: the policy refuses nothing, the page comes alive, and no script was asked for before the
// first contentful paint.
test('a rendered public page loads its scripts after its first paint, within the Content-Security-Policy', async ({
  page,
}) => {
  await page.addInitScript(() => {
    const refused: string[] = [];
    (window as unknown as { __refused: string[] }).__refused = refused;
    document.addEventListener('securitypolicyviolation', (event) =>
      refused.push(`${event.violatedDirective} ${event.blockedURI} ${event.sourceFile}`),
    );
  });
  for (const path of ['/', '/login']) {
    await page.goto(path);
    // Hydrated: the server's marker is gone once the app has taken the page over.
    await expect(page.locator('#root[data-rendered]')).toHaveCount(0, { timeout: 30_000 });
    const timings = await page.evaluate(() => ({
      paint: performance.getEntriesByName('first-contentful-paint')[0]?.startTime ?? null,
      scripts: performance
        .getEntriesByType('resource')
        .filter((entry) => (entry as PerformanceResourceTiming).initiatorType !== 'fetch')
        .filter((entry) => /\/assets\/[^/]+\.js$/.test(entry.name))
        .map((entry) => entry.startTime),
    }));
    expect(timings.paint, path).not.toBeNull();
    expect(timings.scripts.length, path).toBeGreaterThan(2);
    expect(Math.min(...timings.scripts), path).toBeGreaterThanOrEqual(timings.paint!);
    expect(await page.evaluate(() => (window as unknown as { __refused: string[] }).__refused), path).toEqual(
      [],
    );
  }
});
