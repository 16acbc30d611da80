import {
  createMember,
  expect,
  expectNoSeriousA11yViolations,
  signInThroughForm,
  stack,
  test,
  uniqueEmail,
} from '../support/fixtures';

// Edit Profile (decision 330): name, password (the other browser is signed out), e-mail with the code mailed to
// the new address, sessions, and deleting the account.

test('edit profile: name, password, e-mail, sessions, delete my account', async ({
  page,
  browser,
  request,
}) => {
  const member = await createMember(request, { tag: 'edit', name: 'Lan Pham' });
  const elsewhere = await (await browser.newContext()).newPage();
  await signInThroughForm(elsewhere, member);
  await signInThroughForm(page, member);

  await page.goto('/profile');
  await page.getByRole('link', { name: 'Edit Profile' }).click();
  await expect(page).toHaveURL(/\/profile\/edit$/);
  await expect(page.getByRole('heading', { level: 1, name: 'Edit Profile' })).toBeVisible();
  await expectNoSeriousA11yViolations(page, 'edit profile');

  // Name.
  const name = page.getByRole('region', { name: 'Name' });
  await name.getByLabel('Full name').fill('Phạm Ngọc Lan');
  await name.getByRole('button', { name: 'Save name' }).click();
  await expect(name.getByRole('status')).toHaveText('Name saved.');

  // Sessions: this device and the other browser.
  const sessions = page.getByRole('region', { name: 'Where you are signed in' });
  await expect(sessions.getByText('This device')).toBeVisible();
  await expect(sessions.getByRole('button', { name: /^Sign out the session/ })).toHaveCount(1);

  // Password: the other browser's session ends at once.
  const password = page.getByRole('region', { name: 'Password' });
  await password.getByLabel('Current password').fill(member.password);
  await password.getByLabel('New password').fill('Changed-Pass-2026');
  await password.getByRole('button', { name: 'Change password' }).click();
  await expect(password.getByRole('status')).toHaveText(
    'Password changed. Your other session was signed out.',
  );
  await elsewhere.goto('/dashboard');
  await expect(elsewhere).toHaveURL(/\/login/);
  await stack.waitForMail(member.email, (m) => m.subject.includes('password was changed'));

  // E-mail: a code to the new address.
  const newEmail = uniqueEmail('edit-new');
  const email = page.getByRole('region', { name: 'E-mail address' });
  await email.getByLabel('New e-mail address').fill(newEmail);
  await email.getByLabel('Current password').fill('Changed-Pass-2026');
  await email.getByRole('button', { name: 'Send a code to the new address' }).click();
  await expect(email.getByText(`Waiting for the code sent to ${newEmail}.`, { exact: false })).toBeVisible();
  const mail = await stack.waitForMail(newEmail, (m) => m.subject.includes('new DotTrip e-mail'));
  await email.getByLabel('Code from the e-mail').fill(stack.codeIn(mail));
  await email.getByRole('button', { name: 'Confirm the new address' }).click();
  await expect(page.getByText(`Your e-mail address is now ${newEmail}.`)).toBeVisible();
  await stack.waitForMail(member.email, (m) => m.subject.includes('e-mail address was changed'));

  // Delete: signed out, and the account no longer signs in.
  const remove = page.getByRole('region', { name: 'Delete my account' });
  await remove.getByLabel('Current password').fill('Changed-Pass-2026');
  await remove.getByRole('button', { name: 'Delete my account' }).click();
  await expect(page).toHaveURL(/\/$/);
  const login = await request.post('/api/auth/login', {
    data: { email: newEmail, password: 'Changed-Pass-2026' },
  });
  expect(login.status()).toBe(401);
});
