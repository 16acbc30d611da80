import { expect, stack, test, uniqueEmail } from '../support/fixtures';

// Journey 5: GitHub sign-in through the fake provider on loopback (spec §2, §4 GitHub callback, §8).

const CODE_USED = 'This authorization code has expired or already been used. Please try signing in again.';

let nextGithubId = 4_000 + Math.floor(Math.random() * 100_000);

async function useNewGithubAccount(name: string) {
  nextGithubId += 1;
  const email = uniqueEmail('github');
  await stack.setGithubAccount({
    id: nextGithubId,
    login: `octo${nextGithubId}`,
    name,
    emails: [{ email, primary: true, verified: true }],
  });
  return email;
}

test('GitHub sign-in: the button, the provider, the callback, the dashboard; the same callback again is stale', async ({
  page,
}) => {
  await useNewGithubAccount('Octavia Hub');
  await page.goto('/login');
  let callbackUrl = '';
  page.on('framenavigated', (frame) => {
    if (frame === page.mainFrame() && frame.url().includes('/auth/github/callback'))
      callbackUrl = frame.url();
  });

  await page.getByRole('button', { name: 'Sign in with GitHub' }).click();
  // /api/auth/github → the provider → back to /auth/github/callback?code=…&state=… → /dashboard.
  await expect(page.getByRole('heading', { level: 1, name: 'Authentication Successful' })).toBeVisible();
  await expect(page.getByText('Redirecting to dashboard...')).toBeVisible();
  await expect(page).toHaveURL(/\/dashboard$/);
  await expect(page.getByRole('heading', { level: 1, name: 'Dashboard' })).toBeVisible();
  await expect(page.getByText('Welcome back, Octavia Hub.')).toBeVisible();
  await expect(page.getByText('Role: Member')).toBeVisible();
  expect(callbackUrl).toMatch(/\/auth\/github\/callback\?code=\w+&state=dottrip_auth$/);

  // Sign out, then open the same callback address again: its code was already used.
  await page.getByRole('complementary', { name: 'Sidebar' }).getByRole('button', { name: 'Logout' }).click();
  await expect(page).toHaveURL(/\/$/);
  await expect(page.getByRole('banner').getByRole('link', { name: 'Login' })).toBeVisible();

  await page.goto(callbackUrl);
  await expect(page.getByRole('heading', { level: 1, name: 'Authentication Failed' })).toBeVisible();
  await expect(page.getByRole('alert')).toHaveText(CODE_USED);
  await expect(page.getByText('Redirecting to login page...')).toBeVisible();
  // After about 3 s.
  await expect(page).toHaveURL(/\/login\?error=github_auth_failed$/, { timeout: 8_000 });
  await expect(page.getByText('GitHub authentication failed. Please try again.')).toBeVisible();
});

test('GitHub sign-in: a code presented to a new sign-in of this browser after it was used is stale', async ({
  page,
}) => {
  await useNewGithubAccount('Second Hub');
  await page.goto('/login');
  await page.getByRole('button', { name: 'Sign in with GitHub' }).click();
  await expect(page).toHaveURL(/\/auth\/github\/callback\?code=/);
  const used = page.url();
  await expect(page).toHaveURL(/\/dashboard$/);
  await page.getByRole('complementary', { name: 'Sidebar' }).getByRole('button', { name: 'Logout' }).click();
  await expect(page).toHaveURL(/\/$/);
  // The session ends once the home page has replaced the dashboard (sidebar.tsx): wait for it.
  await expect(page.getByRole('banner').getByRole('link', { name: 'Login' })).toBeVisible();

  // A new sign-in starts in this browser (GET /api/auth/github sets its flow cookie in this context),
  // but the address that comes back carries the old code.
  const start = await page.request.get('/api/auth/github', { maxRedirects: 0 });
  expect(start.status()).toBe(302);
  await page.goto(used);
  await expect(page.getByRole('heading', { level: 1, name: 'Authentication Failed' })).toBeVisible();
  await expect(page.getByRole('alert')).toHaveText(CODE_USED);
  await expect(page).toHaveURL(/\/login\?error=github_auth_failed$/, { timeout: 8_000 });
});

test('GitHub callback with a forged state is refused', async ({ page }) => {
  await page.goto('/auth/github/callback?code=0123456789abcdef&state=forged');
  await expect(page.getByRole('heading', { level: 1, name: 'Authentication Failed' })).toBeVisible();
  await expect(page.getByRole('alert')).toHaveText('Invalid state parameter. Please try again.');
  await expect(page).toHaveURL(/\/login\?error=github_auth_failed$/, { timeout: 8_000 });
  await expect(page.getByRole('heading', { level: 1, name: 'Sign in to your account' })).toBeVisible();
  await expect(page.getByText('GitHub authentication failed. Please try again.')).toBeVisible();
});
