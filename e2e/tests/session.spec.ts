import {
  ADMIN,
  createMember,
  expect,
  openSignedIn,
  signInThroughForm,
  test,
  tokenFor,
} from '../support/fixtures';
import type { Page } from '../support/fixtures';

// Journey 6: the session across reloads, tabs and server-side revocation; the sidebar and the
// guarded routes per role (spec §2 layout, §4 session and route guard, §6).

const SESSION_EXPIRED = 'Session expired. Please login again.';

const sidebarLinks = (page: Page) => page.getByRole('navigation', { name: 'Dashboard' }).getByRole('link');

test.describe('session', () => {
  test('a reload keeps the user signed in', async ({ page, request }) => {
    const member = await createMember(request, { tag: 'reload', name: 'Hoa Le' });
    await signInThroughForm(page, member);
    await page.reload();
    await expect(page).toHaveURL(/\/dashboard$/);
    await expect(page.getByText('Welcome back, Hoa Le.')).toBeVisible();
    await page.goto('/profile');
    await expect(page.getByRole('heading', { level: 1, name: 'Hoa Le' })).toBeVisible();
    // Signed in, /login sends the user on to the dashboard.
    await page.goto('/login');
    await expect(page).toHaveURL(/\/dashboard$/);
  });

  test('logging out in one tab signs the other tab out', async ({ context, request }) => {
    const member = await createMember(request, { tag: 'tabs', name: 'Tuan Vo' });
    const first = await context.newPage();
    await signInThroughForm(first, member);
    const second = await context.newPage();
    await second.goto('/profile');
    await expect(second.getByRole('heading', { level: 1, name: 'Tuan Vo' })).toBeVisible();

    await first
      .getByRole('complementary', { name: 'Sidebar' })
      .getByRole('button', { name: 'Logout' })
      .click();
    await expect(first).toHaveURL(/\/$/);
    await expect(first.getByRole('banner').getByRole('link', { name: 'Login' })).toBeVisible();

    // The other tab follows without a reload.
    await expect(second).toHaveURL(/\/login$/);
    await expect(second.getByRole('heading', { level: 1, name: 'Sign in to your account' })).toBeVisible();
    await expect(second.getByText(SESSION_EXPIRED)).toBeHidden();
  });

  test('a token revoked on the server leads to /login on the next load', async ({ page, request }) => {
    const member = await createMember(request, { tag: 'revoked' });
    const token = await tokenFor(request, member);
    await openSignedIn(page, token, '/dashboard');
    await expect(page.getByRole('heading', { level: 1, name: 'Dashboard' })).toBeVisible();

    const revoked = await page.request.post('/api/auth/logout', {
      headers: { authorization: `Bearer ${token}` },
      data: {},
    });
    expect(revoked.ok()).toBe(true);

    await page.reload();
    await expect(page).toHaveURL(/\/login$/);
    await expect(page.getByRole('heading', { level: 1, name: 'Sign in to your account' })).toBeVisible();
    // The server answers 401, which the client treats as TOKEN_EXPIRED: spec §4 sets no message then.
    await expect(page.getByText(SESSION_EXPIRED)).toBeHidden();
    // The dead token is gone: a guarded page asks for sign-in again.
    await page.goto('/profile');
    await expect(page).toHaveURL(/\/login$/);
  });

  test('a profile failure other than an expired token says "Session expired. Please login again."', async ({
    page,
    request,
  }) => {
    const member = await createMember(request, { tag: 'profile-fail' });
    const token = await tokenFor(request, member);
    // The profile call fails with a server error this once (spec §4: any failure but TOKEN_EXPIRED).
    await page.route('**/api/auth/profile', (route) =>
      route.fulfill({ status: 503, json: { success: false, message: 'Service unavailable' } }),
    );
    await openSignedIn(page, token, '/dashboard');
    await expect(page).toHaveURL(/\/login$/);
    await expect(page.getByText(SESSION_EXPIRED)).toBeVisible();
    await page.unroute('**/api/auth/profile');
    // Editing the form clears the message (spec §4 login).
    await page.getByLabel('Email').fill(member.email);
    await expect(page.getByText(SESSION_EXPIRED)).toBeHidden();
  });

  test('an admin sees every sidebar item and the admin notice', async ({ page, request }) => {
    await openSignedIn(page, await tokenFor(request, ADMIN), '/dashboard');
    await expect(sidebarLinks(page)).toHaveText([
      'Dashboard',
      'My Profile',
      'My Applications',
      'Candidate Profile',
      'Saved Jobs',
      'Job Alerts',
      'Messages',
      'Notifications',
      'Job Management',
      'Candidates',
      'Application Tracking',
      'Interviews',
      'Billing',
      'User Management',
      'System Settings',
      'Analytics',
      'Approvals',
      'Payments',
    ]);
    const nav = page.getByRole('navigation', { name: 'Dashboard' });
    await expect(nav.getByRole('heading')).toHaveText(['Main', 'Recruitment', 'System']);
    await expect(nav.getByRole('link', { name: 'Dashboard' })).toHaveAttribute('aria-current', 'page');
    await expect(page.getByText('Admin View Active')).toBeVisible();
    await expect(
      page.getByText('You are viewing the dashboard with administrative privileges.'),
    ).toBeVisible();
    await expect(page.getByRole('heading', { name: 'System Overview' })).toBeVisible();

    await nav.getByRole('link', { name: 'User Management' }).click();
    await expect(page).toHaveURL(/\/dashboard\/users$/);
    await expect(page.getByRole('heading', { level: 1, name: 'User Management' })).toBeVisible();
    await expect(nav.getByRole('link', { name: 'User Management' })).toHaveAttribute('aria-current', 'page');
    await nav.getByRole('link', { name: 'System Settings' }).click();
    await expect(page.getByRole('heading', { level: 1, name: 'System Settings' })).toBeVisible();

    // The logo goes to the public home page.
    await page
      .getByRole('complementary', { name: 'Sidebar' })
      .getByRole('link', { name: /DotTrip/ })
      .click();
    await expect(page).toHaveURL(/\/$/);
  });

  test('a member sees only Main, no admin notice, and is sent back from admin pages', async ({
    page,
    request,
  }) => {
    const member = await createMember(request, { tag: 'sidebar' });
    await openSignedIn(page, await tokenFor(request, member), '/dashboard');
    await expect(sidebarLinks(page)).toHaveText([
      'Dashboard',
      'My Profile',
      'My Applications',
      'Candidate Profile',
      'Saved Jobs',
      'Job Alerts',
      'Messages',
      'Notifications',
    ]);
    await expect(page.getByRole('navigation', { name: 'Dashboard' }).getByRole('heading')).toHaveText([
      'Main',
    ]);
    await expect(page.getByText('Role: Member')).toBeVisible();
    await expect(page.getByText('Admin View Active')).toBeHidden();

    for (const [path, title] of [
      ['/dashboard/users', 'User Management'],
      ['/dashboard/settings', 'System Settings'],
      ['/dashboard/analytics', 'Analytics'],
    ] as const) {
      await page.goto(path);
      await expect(page).toHaveURL(/\/dashboard$/);
      await expect(page.getByRole('heading', { level: 1, name: 'Dashboard' })).toBeVisible();
      // One behaviour for every refused page (decision 310): the redirect says why.
      await expect(page.getByRole('status').filter({ hasText: `open ${title}.` })).toBeVisible();
    }
    // Header and footer stay hidden in the member area.
    await expect(page.getByRole('banner')).toBeHidden();
    await expect(page.getByRole('contentinfo')).toBeHidden();
  });
});
