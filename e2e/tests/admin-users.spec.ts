import {
  ADMIN,
  createMember,
  expect,
  expectNoSeriousA11yViolations,
  openSignedIn,
  signInThroughForm,
  stack,
  test,
  tokenFor,
  uniqueEmail,
} from '../support/fixtures';
import type { Locator } from '@playwright/test';
import type { Page } from '../support/fixtures';

// Issue 9, users administration in the browser: invitations end to end, disabling an account that is signed in
// elsewhere, and axe on the three new pages (decision 403).

test.describe('users administration', () => {
  test('an admin invites a staff member, who sets a password from the mail and lands signed in', async ({
    page,
    browser,
    request,
  }) => {
    const invitee = { name: 'Phạm Thu Hà', email: uniqueEmail('invitee'), password: 'Welcome2026' };
    await openSignedIn(page, await tokenFor(request, ADMIN), '/dashboard');
    await page
      .getByRole('navigation', { name: 'Dashboard' })
      .getByRole('link', { name: 'User Management' })
      .click();
    await expect(page.getByRole('heading', { level: 1, name: 'User Management' })).toBeVisible();
    await expect(page.getByRole('table', { name: 'Accounts' })).toBeVisible();
    await expectNoSeriousA11yViolations(page, '/dashboard/users');

    await page.getByRole('button', { name: 'Invite a user' }).click();
    const dialog = page.getByRole('dialog', { name: 'Invite a user' });
    await dialog.getByLabel('E-mail').fill(invitee.email);
    await dialog.getByLabel('Name').fill(invitee.name);
    await dialog.getByLabel('Role').selectOption('staff');
    await dialog.getByRole('button', { name: 'Send invitation' }).click();
    await expect(page.getByText(`An invitation was sent to ${invitee.email}.`)).toBeVisible();

    // The same address again: the API's clear message, in the dialog.
    await page.getByRole('button', { name: 'Invite a user' }).click();
    await dialog.getByLabel('E-mail').fill(invitee.email);
    await dialog.getByLabel('Name').fill(invitee.name);
    await dialog.getByRole('button', { name: 'Send invitation' }).click();
    await expect(dialog.getByRole('alert')).toHaveText('An account with this e-mail address already exists.');
    await dialog.getByRole('button', { name: 'Cancel' }).click();

    // The list finds the invited account by its name without diacritics; the filters live in the address.
    await page.getByLabel('Name or e-mail').fill('Pham Thu Ha');
    await page.getByRole('button', { name: 'Search' }).click();
    await page.getByLabel('Status').selectOption('invited');
    await expect(page).toHaveURL(/[?&]q=Pham\+Thu\+Ha/);
    await expect(page).toHaveURL(/[?&]status=invited/);
    const row = page.getByRole('row').filter({ hasText: invitee.email });
    await expect(row).toContainText('Invited');
    await expect(row).toContainText('Staff');
    await row.getByRole('link', { name: invitee.name }).click();
    await expect(page.getByRole('heading', { level: 1, name: invitee.name })).toBeVisible();
    await expect(page.getByRole('button', { name: 'Resend the invitation' })).toBeVisible();
    await expectNoSeriousA11yViolations(page, '/dashboard/users/:id');
    // Back keeps the search and the filter.
    await page.goBack();
    await expect(page.getByLabel('Name or e-mail')).toHaveValue('Pham Thu Ha');
    await expect(page.getByLabel('Status')).toHaveValue('invited');

    const mail = await stack.waitForMail(invitee.email, (m) => m.subject.includes('invited'));
    const link = /Choose a password: (\S+)/.exec(mail.text)?.[1];
    expect(link, 'the invitation link in the mail').toBeTruthy();
    expect(new URL(link!).pathname).toBe('/invitation');

    const context = await browser.newContext();
    try {
      const tab = await context.newPage();
      await tab.goto(link!);
      await expect(tab.getByRole('heading', { level: 1, name: 'Accept your invitation' })).toBeVisible();
      await expect(tab.getByText(invitee.email)).toBeVisible();
      // Once read, the token leaves the address (decision 1082).
      await expect(tab).toHaveURL(/\/invitation$/);
      // Who invited: the admin's name.
      await expect(tab.getByText(ADMIN.name, { exact: true })).toBeVisible();
      await expectNoSeriousA11yViolations(tab, '/invitation');
      await tab.getByLabel('Password', { exact: true }).fill(invitee.password);
      await tab.getByLabel('Confirm password').fill(invitee.password);
      await tab.getByRole('button', { name: 'Set password and sign in' }).click();
      await expect(tab).toHaveURL(/\/dashboard$/);
      await expect(tab.getByText(`Welcome back, ${invitee.name}.`)).toBeVisible();
      // Staff hold user:read and user:create but not user:update: no User Management link (decision 401).
      await expect(
        tab.getByRole('navigation', { name: 'Dashboard' }).getByRole('link', { name: 'User Management' }),
      ).toHaveCount(0);

      // The link is single-use.
      await tab.goto(link!);
      await expect(tab.getByRole('alert')).toContainText('This invitation link is not valid.');
    } finally {
      await context.close();
    }

    // The password works for a normal sign-in too.
    const again = await browser.newContext();
    try {
      await signInThroughForm(await again.newPage(), invitee);
    } finally {
      await again.close();
    }

    // The audit log has the invitation, by the administrator, naming the invitee.
    await expectAudited(page, 'user.invited', invitee.email);
  });

  test('an admin disables a member; the member’s open dashboard is sent to /login', async ({
    page,
    browser,
    request,
  }) => {
    const member = await createMember(request, { tag: 'disable-me', name: 'Đỗ Quang Huy' });
    const memberContext = await browser.newContext();
    try {
      const memberTab = await memberContext.newPage();
      await signInThroughForm(memberTab, member);

      await openSignedIn(page, await tokenFor(request, ADMIN), '/dashboard/users');
      await page.getByLabel('Name or e-mail').fill(member.email);
      await page.getByRole('button', { name: 'Search' }).click();
      await page.getByRole('link', { name: member.name }).click();
      await expect(page.getByRole('heading', { level: 1, name: member.name })).toBeVisible();
      const sessions = page.getByRole('region', { name: 'Sessions' });
      await expect(sessions.getByRole('row')).toHaveCount(2);
      // At 1280 px each session's Revoke button shows whole inside its section (it was cut off at the edge).
      await expectInside(sessions.getByRole('button', { name: /^Revoke the session/ }).first(), sessions);

      await page.getByRole('button', { name: 'Disable the account' }).click();
      const dialog = page.getByRole('dialog', { name: `Disable ${member.name}?` });
      await dialog.getByRole('button', { name: 'Disable the account' }).click();
      await expect(page.getByText('The account was disabled and signed out everywhere.')).toBeVisible();
      await expect(page.getByRole('region', { name: 'Profile' })).toContainText('Disabled');
      await expect(page.getByRole('button', { name: 'Enable the account' })).toBeVisible();

      // The member's tab: its next request is refused and it lands on the sign-in page.
      await memberTab
        .getByRole('navigation', { name: 'Dashboard' })
        .getByRole('link', { name: 'My Applications' })
        .click();
      await expect(memberTab).toHaveURL(/\/login$/);
      await expect(
        memberTab.getByRole('heading', { level: 1, name: 'Sign in to your account' }),
      ).toBeVisible();
      // Signing in again is refused with the clear message, not "wrong password".
      await memberTab.getByLabel('Email').fill(member.email);
      await memberTab.getByLabel('Password').fill(member.password);
      await memberTab.getByRole('button', { name: 'Sign in', exact: true }).click();
      await expect(memberTab.getByRole('alert')).toContainText(
        'This account has been disabled by an administrator.',
      );
      await expect(memberTab).toHaveURL(/\/login$/);

      // The audit log has the disabling and the refused sign-in's account.
      await expectAudited(page, 'user.disabled', member.email);
    } finally {
      await memberContext.close();
    }
  });
});

/** /dashboard/logs filtered by one action shows a row by the administrator about `target`. */
async function expectAudited(page: Page, action: string, target: string) {
  await page.goto(`/dashboard/logs?action=${encodeURIComponent(action)}`);
  await expect(page.getByRole('heading', { level: 1, name: 'System Logs' })).toBeVisible();
  const row = page
    .getByRole('table', { name: 'Audit log' })
    .getByRole('row')
    .filter({ hasText: action })
    .filter({ hasText: target })
    .first();
  await expect(row).toContainText('Administrator');
  // The log fits a 1280 px window: the page does not scroll sideways, and a row's details button is in view
  // (a screen-reader text in the last column used to widen the page past its table's own scroll box).
  const width = await page.evaluate(() => [
    document.documentElement.scrollWidth,
    document.documentElement.clientWidth,
  ]);
  expect(width[0]).toBeLessThanOrEqual(width[1]!);
  await expectInside(row.getByRole('button', { name: /^Show details/ }), page.locator('main'));
}

/** The element's box lies inside the container's box, left to right. */
async function expectInside(element: Locator, container: Locator) {
  const [inner, outer] = await Promise.all([element.boundingBox(), container.boundingBox()]);
  expect(inner && outer).toBeTruthy();
  expect(inner!.x).toBeGreaterThanOrEqual(outer!.x);
  expect(inner!.x + inner!.width).toBeLessThanOrEqual(outer!.x + outer!.width);
}
