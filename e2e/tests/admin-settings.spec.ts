import type { APIRequestContext } from '@playwright/test';
import {
  ADMIN,
  expect,
  expectNoSeriousA11yViolations,
  openSignedIn,
  saveScreenshot,
  setupHeaders,
  stack,
  test,
  tokenFor,
} from '../support/fixtures';

// Issue 9: the administrator changes a price in /dashboard/settings, /plans shows it, and the audit log has it.

type Plan = { name: string; price: number } & Record<string, unknown>;
type SettingsReply = { settings: { plans: Plan[] } };

const NEW_PRICE = 249000;

/** Puts the Pro price back, so the other specs see the seeded 199.000 VND. */
async function restorePrice(request: APIRequestContext, token: string, price: number) {
  const headers = { ...setupHeaders(), authorization: `Bearer ${token}` };
  const current = (await (await request.get('/api/admin/settings', { headers })).json()) as SettingsReply;
  const plans = current.settings.plans.map((plan) => (plan.name === 'standard' ? { ...plan, price } : plan));
  const reply = await request.patch('/api/admin/settings', { headers, data: { plans } });
  expect(reply.ok(), await reply.text()).toBe(true);
}

test('an admin changes the Pro price, /plans shows it, and the audit log records the change', async ({
  page,
  request,
}) => {
  const token = await tokenFor(request, ADMIN);
  await openSignedIn(page, token, '/dashboard/settings');
  await expect(page.getByRole('heading', { level: 1, name: 'System Settings' })).toBeVisible();
  const pro = page.getByRole('group', { name: 'Standard plan (standard)' });
  await expect(pro.getByLabel('Display name')).toHaveValue('Pro');
  const price = pro.getByLabel('Price (VND per month)');
  const before = Number(await price.inputValue());
  await expectNoSeriousA11yViolations(page, 'dashboard settings');
  await saveScreenshot(page, 'dashboard-settings');

  // The mail transport's status, and a test mail to the administrator through it.
  const services = page.getByRole('region', { name: 'Mail and sign-in' });
  await expect(services).toContainText('Mail transport');
  await services.getByRole('button', { name: 'Send a test mail to me' }).click();
  await expect(services.getByText('A test mail is on its way to your address.')).toBeVisible();
  await stack.waitForMail(ADMIN.email, (mail) => mail.subject.includes('test mail'));

  try {
    await price.fill(String(NEW_PRICE));
    await page.getByRole('button', { name: 'Save settings' }).click();
    await expect(
      page.getByText('Settings saved. Every server uses them within a few seconds.'),
    ).toBeVisible();
    await expect(price).toHaveValue(String(NEW_PRICE));

    // The settings service answers from a cache of about 2 s on other instances: poll, reloading /plans.
    await page.goto('/plans');
    const plans = page.getByRole('list', { name: 'Các gói dịch vụ' });
    await expect(async () => {
      await page.reload();
      await expect(plans.getByRole('article', { name: 'Pro' }).getByText('249.000 VND/tháng')).toBeVisible({
        timeout: 1_000,
      });
    }).toPass({ timeout: 10_000 });

    // The audit tab shows the change, with the price's before and after.
    await page.goto('/dashboard/logs');
    await expect(page.getByRole('heading', { level: 1, name: 'System Logs' })).toBeVisible();
    await expect(page.getByRole('tab', { name: 'Audit log' })).toHaveAttribute('aria-selected', 'true');
    await page.getByLabel('Action', { exact: true }).fill('settings.changed');
    await page.getByRole('button', { name: 'Apply filters' }).click();
    await expect(page).toHaveURL(/\/dashboard\/logs\?action=settings\.changed$/);
    const row = page
      .getByRole('table', { name: 'Audit log' })
      .getByRole('row')
      .filter({ hasText: 'settings.changed' })
      .first();
    await expect(row).toContainText('Administrator');
    await expect(row).toContainText('plans');
    await row.getByRole('button', { name: /Show details/ }).click();
    const changes = page.getByRole('table', { name: 'Changed fields' }).first();
    await expect(changes.getByRole('row', { name: /standard\.price/ })).toContainText(
      `${before}${NEW_PRICE}`,
    );
    await expectNoSeriousA11yViolations(page, 'dashboard logs, audit tab');
    await saveScreenshot(page, 'dashboard-logs');

    // The other tabs keep their name in the address.
    await page.getByRole('tab', { name: 'Sign-ins' }).click();
    await expect(page).toHaveURL(/\?tab=sign-ins$/);
    await expect(page.getByRole('table', { name: 'Sign-ins' })).toContainText(ADMIN.email);
    await page.getByRole('tab', { name: 'Mail' }).click();
    await expect(page).toHaveURL(/\?tab=mail$/);
    await expect(
      page.getByRole('table', { name: 'Mail' }).getByRole('row').filter({ hasText: ADMIN.email }).first(),
    ).toContainText('Sent');
    await expectNoSeriousA11yViolations(page, 'dashboard logs, mail tab');
  } finally {
    await restorePrice(request, token, before || 199000);
  }
});
