import { createMember, expect, signInThroughForm, stack, test } from '../support/fixtures';

// Journey 8: password recovery by mail, end to end; sessions opened before the reset end (spec §2
// links /forgot-password from login; the screen itself follows decision 112).

test('forgot password: the mailed link opens the reset step, the new password works, old sessions end', async ({
  page,
  browser,
  request,
}) => {
  const member = await createMember(request, { tag: 'forgot', name: 'Khanh Do' });
  const newPassword = 'Brand-New-2026';

  // Another browser signed in before the reset.
  const elsewhere = await browser.newContext();
  const oldSession = await elsewhere.newPage();
  await signInThroughForm(oldSession, member);

  await page.goto('/login');
  await page.getByRole('link', { name: 'Forgot password?' }).click();
  await expect(page).toHaveURL(/\/forgot-password$/);
  await expect(page.getByRole('heading', { level: 1, name: 'Forgot your password?' })).toBeVisible();
  await page.getByLabel('Email').fill(member.email);
  await page.getByRole('button', { name: 'Send reset code' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Reset your password' })).toBeVisible();
  await expect(
    page.getByText(`If an account exists for ${member.email}, we sent a password reset code to it.`),
  ).toBeVisible();

  const mail = await stack.waitForMail(member.email, (m) => m.subject.includes('Reset your'));
  const code = stack.codeIn(mail);
  const link = /Choose a new password: (\S+)/.exec(mail.text)?.[1];
  expect(link, 'the reset link in the mail').toBeTruthy();
  expect(new URL(link!).pathname).toBe('/forgot-password');

  // Following the mail's link opens the reset step with the address and the code filled in.
  await page.goto(link!);
  await expect(page.getByRole('heading', { level: 1, name: 'Reset your password' })).toBeVisible();
  await expect(page.getByText(`Resetting the password for ${member.email}.`)).toBeVisible();
  await expect(page.getByLabel('Reset code')).toHaveValue(code);

  await page.getByLabel('New password', { exact: true }).fill(newPassword);
  await page.getByLabel('Confirm new password').fill('Something-Else-1');
  await page.getByRole('button', { name: 'Reset password' }).click();
  await expect(page.getByRole('alert')).toHaveText('Passwords do not match');

  await page.getByLabel('Confirm new password').fill(newPassword);
  await page.getByRole('button', { name: 'Reset password' }).click();
  await expect(page.getByText('Your password has been reset. Redirecting to login...')).toBeVisible();
  await expect(page).toHaveURL(/\/login$/, { timeout: 6_000 });
  await expect(page.getByLabel('Email')).toHaveValue(member.email);

  // The old password no longer works; the new one does.
  await page.getByLabel('Password').fill(member.password);
  await page.getByRole('button', { name: 'Sign in', exact: true }).click();
  await expect(page.getByRole('alert')).toContainText('Invalid email or password');
  await page.getByLabel('Password').fill(newPassword);
  await page.getByRole('button', { name: 'Sign in', exact: true }).click();
  await expect(page).toHaveURL(/\/dashboard$/);
  await expect(page.getByText('Welcome back, Khanh Do.')).toBeVisible();

  // The session opened before the reset is over: its next load goes to /login.
  await oldSession.reload();
  await expect(oldSession).toHaveURL(/\/login$/);
  await expect(oldSession.getByRole('heading', { level: 1, name: 'Sign in to your account' })).toBeVisible();

  // The code was used once; the same link cannot reset the password again.
  await page.getByRole('complementary', { name: 'Sidebar' }).getByRole('button', { name: 'Logout' }).click();
  await expect(page).toHaveURL(/\/$/);
  await expect(page.getByRole('banner').getByRole('link', { name: 'Login' })).toBeVisible();
  await page.goto(link!);
  await page.getByLabel('New password', { exact: true }).fill('Another-Pass-3');
  await page.getByLabel('Confirm new password').fill('Another-Pass-3');
  await page.getByRole('button', { name: 'Reset password' }).click();
  await expect(page.getByRole('alert')).toHaveText(
    'The verification code is invalid or has expired. Please request a new code.',
  );
  await elsewhere.close();
});
