import { expect, test } from '../support/fixtures';

test('the diagnostic page reaches the real API', async ({ page }) => {
  await page.goto('/health');
  await expect(page.getByText('"database": "ok"').or(page.getByText('"database":"ok"'))).toBeVisible();
});
