import {
  ADMIN,
  createMember,
  expect,
  expectNoSeriousA11yViolations,
  openSignedIn,
  revealWholePage,
  saveScreenshot,
  test,
  tokenFor,
} from '../support/fixtures';
import AxeBuilder from '@axe-core/playwright';
import type { Locator, Page } from '@playwright/test';

// Accessibility (axe-core: no serious or critical violation), keyboard-only use, and full-page
// screenshots at desktop and phone sizes under e2e/artifacts/.

const VIEWPORTS = [
  { width: 1280, height: 800 },
  { width: 390, height: 844 },
] as const;

type Audit = { name: string; path: string; ready: (page: Page) => Locator };

const PUBLIC_PAGES: Audit[] = [
  { name: 'home', path: '/', ready: (page) => page.getByRole('button', { name: 'Send Message' }) },
  { name: 'about', path: '/about', ready: (page) => page.getByRole('heading', { name: 'About DotTrip' }) },
  {
    name: 'projects',
    path: '/projects',
    ready: (page) => page.getByRole('heading', { name: 'Our Projects' }),
  },
  { name: 'team', path: '/team', ready: (page) => page.getByRole('heading', { name: 'Our Team', level: 1 }) },
  { name: 'blog', path: '/blog', ready: (page) => page.getByRole('heading', { name: 'Our Blog' }) },
  { name: 'contact', path: '/contact', ready: (page) => page.getByRole('button', { name: 'Send Message' }) },
  { name: 'health', path: '/health', ready: (page) => page.getByText('"database"') },
  {
    name: 'login',
    path: '/login',
    ready: (page) => page.getByRole('button', { name: 'Sign in', exact: true }),
  },
  {
    name: 'register',
    path: '/register',
    ready: (page) => page.getByRole('button', { name: 'Create account' }),
  },
  {
    name: 'forgot-password',
    path: '/forgot-password',
    ready: (page) => page.getByRole('button', { name: 'Send reset code' }),
  },
];

/** At each size: load, let the page settle, run axe, save the screenshot. */
async function auditAtEverySize(page: Page, audit: Audit) {
  for (const viewport of VIEWPORTS) {
    await page.setViewportSize(viewport);
    await page.goto(audit.path);
    await expect(audit.ready(page)).toBeVisible();
    await revealWholePage(page);
    await expectNoSeriousA11yViolations(page, `${audit.name} at ${viewport.width}×${viewport.height}`);
    await saveScreenshot(page, audit.name);
  }
}

test.describe('accessibility and screenshots', () => {
  for (const audit of PUBLIC_PAGES) {
    test(`${audit.name} (${audit.path})`, async ({ page }) => {
      await auditAtEverySize(page, audit);
    });
  }

  test('the job board (/jobs): no serious violation, and its headings do not skip a level', async ({
    page,
  }) => {
    await page.goto('/jobs');
    await expect(page.getByTestId('board-card').first()).toBeVisible();
    await expectNoSeriousA11yViolations(page, 'jobs');
    // Lighthouse counts axe's heading-order (a moderate violation): the cards' titles come under the h1.
    const order = await new AxeBuilder({ page }).withRules(['heading-order']).analyze();
    expect(order.violations.map((violation) => violation.nodes.map((node) => node.target.join(' ')))).toEqual(
      [],
    );
  });

  test('admin dashboard', async ({ page, request }) => {
    await openSignedIn(page, await tokenFor(request, ADMIN), '/favicon.svg');
    await auditAtEverySize(page, {
      name: 'dashboard-admin',
      path: '/dashboard',
      ready: (p) => p.getByRole('heading', { name: 'System Overview' }),
    });
  });

  test('member dashboard, profile and plans', async ({ page, request }) => {
    const member = await createMember(request, { tag: 'a11y', name: 'Thao Bui' });
    await openSignedIn(page, await tokenFor(request, member), '/favicon.svg');
    await auditAtEverySize(page, {
      name: 'dashboard-member',
      path: '/dashboard',
      ready: (p) => p.getByRole('region', { name: 'Latest jobs' }).getByRole('article').first(),
    });
    await auditAtEverySize(page, {
      name: 'profile',
      path: '/profile',
      ready: (p) => p.getByRole('link', { name: 'Xem các gói dịch vụ' }),
    });
    await auditAtEverySize(page, {
      name: 'plans',
      path: '/plans',
      ready: (p) => p.getByRole('button', { name: 'Nâng cấp – Pro' }),
    });
  });
});

/** Presses Tab until `target` has the focus (as a keyboard user would), failing after `max` presses. */
async function tabTo(page: Page, target: Locator, max = 40) {
  for (let i = 0; i < max; i++) {
    if (await target.evaluate((element) => element === document.activeElement)) return;
    await page.keyboard.press('Tab');
  }
  await expect(target).toBeFocused();
}

test.describe('keyboard only', () => {
  test('the login form: Tab to the fields, Enter submits, errors and success', async ({ page, request }) => {
    const member = await createMember(request, { tag: 'keyboard', name: 'Bao Keyboard' });
    await page.goto('/login');
    await expect(page.getByRole('heading', { level: 1, name: 'Sign in to your account' })).toBeVisible();

    // The first Tab reaches the skip link; Enter moves on to the page's content.
    await page.keyboard.press('Tab');
    await expect(page.getByRole('link', { name: 'Skip to main content' })).toBeFocused();

    const email = page.getByLabel('Email');
    await tabTo(page, email);
    await page.keyboard.press('Enter');
    await expect(page.getByRole('alert')).toHaveText('Please enter both email and password');

    await page.keyboard.type(member.email);
    await page.keyboard.press('Tab');
    await expect(page.getByLabel('Password')).toBeFocused();
    await page.keyboard.type('Wrong-password-1');
    await page.keyboard.press('Enter');
    await expect(page.getByRole('alert')).toContainText('Invalid email or password');

    // Remember me, the forgot-password link, then the button, all in order.
    await page.keyboard.press('Tab');
    await expect(page.getByLabel('Remember me')).toBeFocused();
    await page.keyboard.press('Tab');
    await expect(page.getByRole('link', { name: 'Forgot password?' })).toBeFocused();
    await page.keyboard.press('Tab');
    await expect(page.getByRole('button', { name: 'Sign in', exact: true })).toBeFocused();

    await page.keyboard.press('Shift+Tab');
    await page.keyboard.press('Shift+Tab');
    await page.keyboard.press('Shift+Tab');
    await expect(page.getByLabel('Password')).toBeFocused();
    await page.keyboard.press('ControlOrMeta+a');
    await page.keyboard.type(member.password);
    await page.keyboard.press('Enter');
    await expect(page).toHaveURL(/\/dashboard$/);
    await expect(page.getByRole('heading', { level: 1, name: 'Dashboard' })).toBeVisible();
  });

  test('the mobile header menu: Enter opens, Tab walks it, Escape closes and returns focus', async ({
    page,
  }) => {
    await page.setViewportSize({ width: 390, height: 844 });
    await page.goto('/about');
    const toggle = page.getByRole('banner').getByRole('button', { name: 'Open menu' });
    await tabTo(page, toggle);
    await page.keyboard.press('Enter');
    const menu = page.getByRole('navigation', { name: 'Mobile' });
    await expect(menu).toBeVisible();
    await expect(page.getByRole('button', { name: 'Close menu' })).toBeFocused();

    await page.keyboard.press('Tab');
    await expect(menu.getByRole('link', { name: 'Home' })).toBeFocused();
    await page.keyboard.press('Tab');
    await expect(menu.getByRole('link', { name: 'Jobs' })).toBeFocused();
    await page.keyboard.press('Tab');
    await expect(menu.getByRole('link', { name: 'About Us' })).toBeFocused();
    await page.keyboard.press('Escape');
    await expect(menu).toBeHidden();
    await expect(toggle).toBeFocused();

    // Open again and follow a link with Enter.
    await page.keyboard.press('Enter');
    await tabTo(page, menu.getByRole('link', { name: 'Blog' }), 10);
    await page.keyboard.press('Enter');
    await expect(page).toHaveURL(/\/blog$/);
    await expect(page.getByRole('heading', { level: 1, name: 'Our Blog' })).toBeVisible();
    await expect(menu).toBeHidden();
  });

  test("the signed-in user's header menu: Enter opens, Escape closes, Enter follows an entry", async ({
    page,
    request,
  }) => {
    await openSignedIn(page, await tokenFor(request, ADMIN), '/about');
    const header = page.getByRole('banner');
    const button = header.getByRole('button', { name: 'Administrator' });
    await tabTo(page, button);
    await expect(button).toHaveAttribute('aria-expanded', 'false');
    await page.keyboard.press('Enter');
    await expect(button).toHaveAttribute('aria-expanded', 'true');
    const account = header.getByRole('list', { name: 'Account' });
    await expect(account.getByRole('link')).toHaveText(['Dashboard', 'Profile']);
    await expect(account.getByRole('button', { name: 'Logout' })).toBeVisible();

    await page.keyboard.press('Tab');
    await expect(account.getByRole('link', { name: 'Dashboard' })).toBeFocused();
    await page.keyboard.press('Escape');
    await expect(account).toBeHidden();
    await expect(button).toBeFocused();

    await page.keyboard.press('Enter');
    await page.keyboard.press('Tab');
    await page.keyboard.press('Tab');
    await expect(account.getByRole('link', { name: 'Profile' })).toBeFocused();
    await page.keyboard.press('Enter');
    await expect(page).toHaveURL(/\/profile$/);
    await expect(page.getByRole('heading', { level: 1, name: 'Administrator' })).toBeVisible();
  });
});
