import { ADMIN, expect, expectNoSeriousA11yViolations, test, uniqueEmail } from '../support/fixtures';
import type { Page } from '../support/fixtures';
import { startBillingStack } from '../support/billing-stack';
import type { BillingStack } from '../support/billing-stack';

// Issue 19: a member pays for Pro through VNPay (a fake gateway on loopback that signs and verifies like VNPay),
// lands on /profile?upgraded=true with the spec's banner and gets the receipt by mail; without a renewal the
// package ends and the company is back on Free. A server of its own (VNPay configured, a 700 ms billing "day"),
// so the suite's other journeys keep today's immediate upgrade.

let stack: BillingStack;

test.beforeAll(async () => {
  stack = await startBillingStack();
});

test.afterAll(async () => {
  await stack?.stop();
});

async function api(path: string, body: unknown, token?: string) {
  const response = await fetch(`${stack.baseURL}${path}`, {
    method: 'POST',
    headers: {
      'content-type': 'application/json',
      'x-forwarded-for': `198.51.100.${1 + Math.floor(Math.random() * 254)}`,
      ...(token ? { authorization: `Bearer ${token}` } : {}),
    },
    body: JSON.stringify(body),
  });
  return { status: response.status, body: (await response.json()) as Record<string, unknown> };
}

/** A verified member on the billing server, signed in; returns its token. */
async function member(email: string, name: string): Promise<string> {
  expect((await api('/api/auth/register', { name, email, password: 'Member1234' })).status).toBe(201);
  const mail = await stack.waitForMail(email, (text) => /code is: \d{6}/.test(text));
  const code = /code is: (\d{6})/.exec(mail.text)![1];
  expect((await api('/api/auth/verify-email', { email, code })).status).toBe(200);
  const login = await api('/api/auth/login', { email, password: 'Member1234' });
  return login.body.access_token as string;
}

async function openSignedIn(page: Page, token: string, path: string) {
  await page.goto(`${stack.baseURL}/favicon.svg`);
  await page.evaluate((value) => localStorage.setItem('auth_token', value), token);
  await page.goto(`${stack.baseURL}${path}`);
}

test('a member pays for Pro at the gateway, gets the receipt, and is back on Free when the month is not renewed', async ({
  page,
  browser,
}) => {
  const email = uniqueEmail('billing');
  const token = await member(email, 'Lan Pham');
  await openSignedIn(page, token, '/plans');

  const plans = page.getByRole('list', { name: 'Các gói dịch vụ' });
  await plans.getByRole('article', { name: 'Pro' }).getByRole('button', { name: 'Nâng cấp – Pro' }).click();

  // VNPay's page (the fake gateway): the order and the amount the server signed.
  await expect(page).toHaveURL(/\/paymentv2\/vpcpay\.html\?/);
  await expect(page.getByRole('heading', { name: 'Cổng thanh toán VNPAY (thử nghiệm)' })).toBeVisible();
  await expect(page.locator('#amount')).toHaveText('199000');
  await page.getByRole('button', { name: 'Thanh toán' }).click();

  // Back on the product: the spec's flow, then the banner on /profile.
  await expect(page).toHaveURL(/\/plans\/return\?/);
  await expect(
    page.getByText('Tài khoản của bạn đã được nâng cấp thành công! Đang chuyển hướng...'),
  ).toBeVisible();
  await expect(page).toHaveURL(/\/profile\?upgraded=true$/, { timeout: 6_000 });
  await expect(
    page.getByText('Tài khoản của bạn đã được nâng cấp thành nhà tuyển dụng thành công!'),
  ).toBeVisible();
  await expect(page.getByText('employer', { exact: true })).toBeVisible();
  const packagePanel = page.getByRole('region', { name: 'Gói dịch vụ đang hoạt động' });
  await expect(packagePanel.getByText('Pro', { exact: true })).toBeVisible();
  await expect(packagePanel.getByText(/^Paid until /)).toBeVisible();

  // The receipt, by mail.
  const receipt = await stack.waitForMail(email, (text) => text.includes('This is your receipt'));
  expect(receipt.text).toMatch(/Receipt number: R\d{4}-\d{6}/);
  expect(receipt.text).toContain('Total paid: 199,000 VND');
  expect(receipt.text).toContain('VAT (10%): 18,091 VND');

  // The billing page shows the period and the receipt.
  await packagePanel.getByRole('link', { name: 'Billing and receipts' }).click();
  await expect(page).toHaveURL(/\/dashboard\/billing$/);
  await expect(page.getByRole('heading', { name: 'Package: Pro' })).toBeVisible();
  await expect(page.getByRole('table', { name: 'Receipts' }).getByText(/^R\d{4}-\d{6}$/)).toBeVisible();
  await expectNoSeriousA11yViolations(page, '/dashboard/billing');

  // Admins see the payment with the gateway's fields.
  const admin = await api('/api/auth/login', { email: ADMIN.email, password: ADMIN.password });
  // Another browser context: the admin's token must not replace the member's in this one's storage.
  const adminContext = await browser.newContext();
  const adminPage = await adminContext.newPage();
  await openSignedIn(
    adminPage,
    admin.body.access_token as string,
    `/dashboard/payments?q=${encodeURIComponent(email)}`,
  );
  const row = adminPage.getByRole('table', { name: 'Payments' }).getByRole('row').nth(1);
  await expect(row).toContainText('Paid');
  await expect(row).toContainText('199,000 VND');
  await expectNoSeriousA11yViolations(adminPage, '/dashboard/payments');
  await row.getByRole('link').click();
  await expect(adminPage.getByText(/Notification \(IPN\).*signature valid.*answer 00/)).toBeVisible();
  await adminContext.close();

  // No renewal: the reminders, then the grace days, then the package ends (a month is 21 s here).
  await stack.waitForMail(email, (text) => text.includes('Pay the next month (199,000 VND)'), 30_000);
  const ended = await stack.waitForMail(
    email,
    (text) => text.includes('was not renewed and has ended'),
    30_000,
  );
  expect(ended.text).toContain('The company is on the Free plan now.');
  await page.reload();
  await expect(page.getByText('Your company is on the Free plan.')).toBeVisible();
  await page.goto(`${stack.baseURL}/profile`);
  await expect(page.getByText('employer', { exact: true })).toBeVisible();
  await expect(packagePanel.getByText('Free', { exact: true })).toBeVisible();
});

test('a cancelled payment leaves the member as it was, with a clear message', async ({ page }) => {
  const email = uniqueEmail('billing-cancel');
  const token = await member(email, 'Minh Vo');
  await openSignedIn(page, token, '/plans');
  await page
    .getByRole('list', { name: 'Các gói dịch vụ' })
    .getByRole('button', { name: 'Nâng cấp – Enterprise' })
    .click();
  await expect(page.locator('#amount')).toHaveText('499000');
  await page.getByRole('button', { name: 'Hủy giao dịch' }).click();
  await expect(page).toHaveURL(/\/plans\/return\?/);
  await expect(page.getByRole('alert')).toHaveText(
    'You cancelled the payment. Your account has not changed.',
  );
  await expectNoSeriousA11yViolations(page, '/plans/return');
  await page.getByRole('link', { name: 'Back to the plans' }).click();
  await expect(page).toHaveURL(/\/plans$/);
  await page.goto(`${stack.baseURL}/profile`);
  await expect(page.getByText('member', { exact: true })).toBeVisible();
});
