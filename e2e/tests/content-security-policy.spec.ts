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
