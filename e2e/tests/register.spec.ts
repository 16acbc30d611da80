import { expect, stack, test, uniqueEmail } from '../support/fixtures';

// Journey 2: registration with e-mail verification, then the first sign-in (spec §2, §4, §5).

test('register, verify the e-mail with the mailed code, sign in and land on the member dashboard', async ({
  page,
}) => {
  const email = uniqueEmail('register');
  const name = 'Lan Pham';
  const password = 'Welcome2026';

  await page.goto('/register');
  await expect(page.getByRole('heading', { level: 1, name: 'Create your account' })).toBeVisible();
  const form = page.getByRole('form', { name: 'Create account' });
  await expect(form.getByText('uppercase', { exact: false })).toBeVisible(); // the password hint

  await form.getByLabel('Full name').fill(name);
  await form.getByLabel('Email').fill(email);
  await form.getByLabel('Password', { exact: true }).fill(password);
  await form.getByLabel('Confirm password').fill('Welcome2025');
  await form.getByRole('button', { name: 'Create account' }).click();
  await expect(form.getByRole('alert')).toHaveText('Passwords do not match');

  await form.getByLabel('Password', { exact: true }).fill('short1A');
  await form.getByLabel('Confirm password').fill('short1A');
  await form.getByRole('button', { name: 'Create account' }).click();
  await expect(form.getByRole('alert')).toHaveText('Password must be at least 8 characters');

  await form.getByLabel('Password', { exact: true }).fill('alllowercase1');
  await form.getByLabel('Confirm password').fill('alllowercase1');
  await form.getByRole('button', { name: 'Create account' }).click();
  await expect(form.getByRole('alert')).toHaveText(
    'Password must contain uppercase letters, lowercase letters, and numbers',
  );

  await form.getByLabel('Password', { exact: true }).fill(password);
  await form.getByLabel('Confirm password').fill(password);
  await form.getByRole('button', { name: 'Create account' }).click();

  await expect(page.getByRole('heading', { level: 1, name: 'Verify Your Email' })).toBeVisible();
  await expect(
    page.getByText('Registration successful! Please check your email for a verification code.'),
  ).toBeVisible();
  await expect(page.getByText(email)).toBeVisible();

  const mail = await stack.waitForMail(email, (m) => m.subject.includes('verification code'));
  const code = stack.codeIn(mail);
  const wrong = code === '000000' ? '111111' : '000000';

  const verify = page.getByRole('form', { name: 'Verify your email' });
  await verify.getByLabel('Verification code').fill(wrong);
  await verify.getByRole('button', { name: 'Verify Email' }).click();
  await expect(verify.getByRole('alert')).toHaveText(
    'The verification code is invalid or has expired. Please request a new code.',
  );

  await verify.getByLabel('Verification code').fill(code);
  await verify.getByRole('button', { name: 'Verify Email' }).click();
  await expect(page.getByText('Email verified successfully! Redirecting to login...')).toBeVisible();
  // Still on the verification step right after the message; /login follows after about 2 s.
  await expect(page).toHaveURL(/\/register$/);
  await expect(page).toHaveURL(/\/login$/, { timeout: 6_000 });
  await expect(page.getByRole('heading', { level: 1, name: 'Sign in to your account' })).toBeVisible();

  // The address carries over to the sign-in form.
  await expect(page.getByLabel('Email')).toHaveValue(email);
  await page.getByLabel('Password').fill(password);
  await page.getByRole('button', { name: 'Sign in', exact: true }).click();

  await expect(page).toHaveURL(/\/dashboard$/);
  await expect(page.getByRole('heading', { level: 1, name: 'Dashboard' })).toBeVisible();
  await expect(page.getByText(`Welcome back, ${name}.`)).toBeVisible();
  await expect(page.getByText('Role: Member')).toBeVisible();
  await expect(page.getByText('regular user permissions')).toBeVisible();
  await expect(page.getByRole('region', { name: 'Your Space' })).toBeVisible();
  await expect(page.getByRole('heading', { name: 'Latest jobs' })).toBeVisible();
  // The member panel, not the admin one.
  await expect(page.getByRole('heading', { name: 'System Overview' })).toBeHidden();
  await expect(page.getByText('Admin View Active')).toBeHidden();
});
