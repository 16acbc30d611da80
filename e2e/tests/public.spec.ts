import { expect, test } from '../support/fixtures';

// Journey 1: a visitor reads the public site (spec §2 public routes and layout).

test.describe('public site', () => {
  test('a visitor reads every public page', async ({ page }) => {
    await page.goto('/');
    const main = page.getByRole('main');
    await expect(page.getByRole('heading', { level: 1 })).toHaveAccessibleName('Building the Future');
    await expect(main.getByRole('link', { name: 'Explore Projects' })).toHaveAttribute('href', '/projects');
    await expect(main.getByRole('link', { name: /^Learn More/ })).toHaveAttribute('href', '/about');
    for (const value of ['Open Source', 'Customizable', 'High Performance', 'Community Driven']) {
      await expect(main.getByRole('heading', { level: 3, name: value })).toBeVisible();
    }
    for (const project of ['Alpha', 'Beta', 'Gamma', 'Delta']) {
      await expect(main.getByRole('heading', { level: 3, name: `Project ${project}` })).toBeVisible();
      await expect(
        main.getByRole('link', { name: new RegExp(`^View Project\\s*: Project ${project}$`) }),
      ).toHaveAttribute('href', '/projects');
    }
    await expect(main.getByRole('link', { name: 'View All Projects' })).toHaveAttribute('href', '/projects');
    const network = page.getByRole('region', { name: 'Developer Network' });
    await expect(network.getByRole('listitem')).toHaveCount(8);
    await expect(network.getByRole('listitem').filter({ hasText: 'JavaScript' })).toContainText('5,842');
    await expect(page.locator('#contact').getByRole('heading', { name: 'Get in Touch' })).toBeVisible();
    await expect(page.locator('#contact').getByRole('button', { name: 'Send Message' })).toBeVisible();

    await page.goto('/about');
    await expect(page.getByRole('heading', { level: 1, name: 'About DotTrip' })).toBeVisible();
    await expect(page.getByRole('heading', { name: 'Our Story' })).toBeVisible();
    await expect(page.getByRole('heading', { name: 'Our Mission' })).toBeVisible();
    for (const pillar of ['Accessibility', 'Flexibility', 'Community']) {
      await expect(page.getByRole('heading', { level: 3, name: pillar, exact: true })).toBeVisible();
    }
    for (const value of ['Transparency', 'Collaboration', 'Innovation', 'Quality']) {
      await expect(page.getByRole('heading', { level: 3, name: value, exact: true })).toBeVisible();
    }
    await expect(page.getByText('founded in 2020')).toBeVisible();
    await expect(page.getByRole('link', { name: /DotTrip on GitHub/ }).first()).toHaveAttribute(
      'href',
      /^https:\/\/github\.com\//,
    );
    await expect(page.getByRole('main').getByRole('link', { name: /@/ })).toHaveAttribute('href', /^mailto:/);

    await page.goto('/projects');
    await expect(page.getByRole('heading', { level: 1, name: 'Our Projects' })).toBeVisible();
    await expect(page.getByRole('article')).toHaveCount(5);
    await expect(page.getByRole('heading', { name: 'How to Contribute' })).toBeVisible();

    await page.goto('/team');
    await expect(page.getByRole('heading', { level: 1, name: 'Our Team' })).toBeVisible();
    const members = page
      .getByRole('region', { name: 'Team members' })
      .getByRole('listitem')
      .filter({
        has: page.getByRole('heading', { level: 3 }),
      });
    await expect(members).toHaveCount(4);
    await expect(members.first().getByRole('link', { name: /GitHub/ })).toBeVisible();
    await expect(members.first().getByRole('link', { name: /Twitter/ })).toBeVisible();
    await expect(members.first().getByRole('link', { name: /LinkedIn/ })).toBeVisible();
    const apply = page.getByRole('link', { name: /^Apply Now/ });
    await expect(apply).toHaveCount(2);
    await expect(apply.first()).toHaveAttribute('href', /^mailto:/);

    await page.goto('/blog');
    await expect(page.getByRole('heading', { level: 1, name: 'Our Blog' })).toBeVisible();
    // The spec's three cards are seeded as published posts (issue 12); posts published later come first.
    const posts = page.getByRole('article');
    for (const [category, title] of [
      ['Technology', 'Why we build in the open'],
      ['Design', 'Accessible by default'],
      ['Development', 'Shipping smaller bundles'],
    ] as const) {
      const post = posts.filter({ has: page.getByRole('heading', { name: title }) });
      await expect(post.getByText(category, { exact: true })).toBeVisible();
    }
    // "Read more" opens the post.
    await posts
      .filter({ has: page.getByRole('heading', { name: 'Accessible by default' }) })
      .getByRole('link', { name: /^Read more/ })
      .click();
    await expect(page).toHaveURL(/\/blog\/accessible-by-default$/);
    await expect(page.getByRole('heading', { level: 1, name: 'Accessible by default' })).toBeVisible();

    await page.goto('/contact');
    await expect(page.getByRole('heading', { level: 1, name: 'Contact Us' })).toBeVisible();
    await expect(page.getByRole('form', { name: 'Contact form' })).toBeVisible();
    await expect(page.getByRole('heading', { name: 'Our office' })).toBeVisible();
    await expect(page.getByRole('heading', { name: 'Frequently Asked Questions' })).toBeVisible();
    await expect(page.locator('details')).toHaveCount(4);
    const faq = page.getByText('Are your projects free to use?');
    await faq.click();
    await expect(page.locator('details[open]')).toHaveCount(1);

    await page.goto('/health');
    await expect(page.getByRole('heading', { level: 1, name: 'API Connection Status' })).toBeVisible();
  });

  test('the home headline rotates through its four phrases', async ({ page }) => {
    await page.goto('/');
    // The phrase on screen is the heading's name; the others are hidden from it.
    const headline = page.getByRole('heading', { level: 1 });
    await expect(headline).toHaveAccessibleName('Building the Future');
    // Every 3 s (spec §9); generous timeouts, the order is what matters.
    await expect(headline).toHaveAccessibleName('Transforming Technology', { timeout: 6_000 });
    await expect(headline).toHaveAccessibleName('Innovation Together', { timeout: 6_000 });
    await expect(headline).toHaveAccessibleName('Powering Next Generation', { timeout: 6_000 });
    await expect(headline).toHaveAccessibleName('Building the Future', { timeout: 6_000 });
  });

  test('the particles move, drawn by a worker; none under reduced motion', async ({ browser }) => {
    // Spec §2: 80 particles behind the sign-in card, 30 in the home page's hero (decision 1033).
    for (const [path, count] of [
      ['/login', '80'],
      ['/', '30'],
    ] as const) {
      const context = await browser.newContext();
      const page = await context.newPage();
      const worker = page.waitForEvent('worker');
      await page.goto(path);
      await worker;
      const canvas = page.locator(`canvas[data-particles="${count}"]`);
      const first = await canvas.screenshot();
      await expect
        .poll(async () => (await canvas.screenshot()).equals(first), {
          message: `${path}: the picture moves`,
        })
        .toBe(false);
      await context.close();
    }
    const still = await browser.newContext({ reducedMotion: 'reduce' });
    const page = await still.newPage();
    const workers: string[] = [];
    page.on('worker', (worker) => workers.push(worker.url()));
    await page.goto('/login');
    await page.waitForLoadState('networkidle');
    await page.waitForTimeout(1_500);
    expect(workers).toEqual([]);
    await still.close();
  });

  test('the projects filter narrows by tag and shows its empty state', async ({ page }) => {
    await page.goto('/projects');
    const filters = page.getByRole('group', { name: 'Filter projects by tag' });
    const cards = page.getByRole('article');
    await expect(filters.getByRole('button', { name: 'All Projects' })).toHaveAttribute(
      'aria-pressed',
      'true',
    );
    await expect(cards).toHaveCount(5);

    await filters.getByRole('button', { name: 'Go', exact: true }).click();
    await expect(filters.getByRole('button', { name: 'Go', exact: true })).toHaveAttribute(
      'aria-pressed',
      'true',
    );
    await expect(cards).toHaveCount(2);
    await expect(page.getByText('2 projects tagged “Go”')).toBeVisible();
    await expect(cards.getByRole('heading', { name: 'Pulse Metrics' })).toBeVisible();
    await expect(cards.getByRole('heading', { name: 'Dockhand' })).toBeVisible();

    await filters.getByRole('button', { name: 'React', exact: true }).click();
    await expect(cards).toHaveCount(3);
    await expect(page).toHaveURL(/\?tag=React$/);

    await filters.getByRole('button', { name: 'All Projects' }).click();
    await expect(cards).toHaveCount(5);

    // A tag no project carries (a shared or outdated link): the empty state and its way back.
    await page.goto('/projects?tag=Fortran');
    await expect(page.getByRole('heading', { name: 'No projects found' })).toBeVisible();
    await expect(cards).toHaveCount(0);
    await page.getByRole('button', { name: 'View All Projects' }).click();
    await expect(page.getByRole('heading', { name: 'No projects found' })).toBeHidden();
    await expect(cards).toHaveCount(5);
    await expect(page).toHaveURL(/\/projects$/);
  });

  test('header and footer links land on the right pages', async ({ page }) => {
    const headings: Record<string, RegExp> = {
      '/': /Building the Future|Transforming Technology|Innovation Together|Powering Next Generation/,
      '/about': /About DotTrip/,
      '/projects': /Our Projects/,
      '/team': /Our Team/,
      '/blog': /Our Blog/,
      '/contact': /Contact Us/,
      '/jobs': /Open jobs/,
    };
    await page.goto('/blog');
    const header = page.getByRole('banner');
    const nav = header.getByRole('navigation', { name: 'Main' });
    const links: Array<[string, string]> = [
      ['About Us', '/about'],
      ['Projects', '/projects'],
      ['Our Team', '/team'],
      ['Blog', '/blog'],
      ['Contact', '/contact'],
      ['Jobs', '/jobs'],
      ['Home', '/'],
    ];
    for (const [label, target] of links) {
      await nav.getByRole('link', { name: label, exact: true }).click();
      await expect(page).toHaveURL(new RegExp(`${target === '/' ? '/' : target}$`));
      await expect(page.getByRole('heading', { level: 1 })).toHaveAccessibleName(headings[target]!);
      // Each page reached in the app is named by its heading in the tab and the history (decision 1147).
      if (target !== '/')
        await expect(page).toHaveTitle(new RegExp(`^${headings[target]!.source} \\| DotTrip$`));
      await expect(nav.getByRole('link', { name: label, exact: true })).toHaveAttribute(
        'aria-current',
        'page',
      );
    }
    await header.getByRole('link', { name: 'Login' }).click();
    await expect(page).toHaveURL(/\/login$/);
    await expect(page.getByRole('heading', { level: 1, name: 'Sign in to your account' })).toBeVisible();
    await expect(page).toHaveTitle('Sign in to your account | DotTrip');
    await page.getByRole('banner').getByRole('link', { name: 'Register' }).click();
    await expect(page).toHaveURL(/\/register$/);
    await expect(page.getByRole('heading', { level: 1, name: 'Create your account' })).toBeVisible();

    const footer = page.getByRole('contentinfo');
    const company = footer.getByRole('navigation', { name: 'Company' });
    for (const [label, target] of [
      ['About Us', '/about'],
      ['Projects', '/projects'],
      ['Our Team', '/team'],
      ['Contact', '/contact'],
      ['Home', '/'],
    ] as const) {
      await company.getByRole('link', { name: label, exact: true }).click();
      await expect(page).toHaveURL(new RegExp(`${target === '/' ? '/' : target}$`));
      await expect(page.getByRole('heading', { level: 1 })).toHaveAccessibleName(headings[target]!);
    }
    const projectLinks = footer.getByRole('navigation', { name: 'Projects' }).getByRole('link');
    await expect(projectLinks).toHaveCount(4);
    await projectLinks.nth(2).click();
    await expect(page).toHaveURL(/\/projects$/);
    await expect(footer.getByRole('link', { name: 'info@dottrip.dev' })).toHaveAttribute(
      'href',
      'mailto:info@dottrip.dev',
    );
    await expect(footer.getByRole('link', { name: /^\+84/ })).toHaveAttribute('href', /^tel:/);
    await expect(footer.getByText(/Ho Chi Minh City/)).toBeVisible();
  });

  test('the header shrinks after scrolling more than 20 px', async ({ page }) => {
    await page.goto('/about');
    const header = page.getByRole('banner');
    const tall = (await header.boundingBox())?.height ?? 0;
    expect(tall).toBeGreaterThan(70);

    await page.mouse.wheel(0, 400);
    await expect.poll(async () => (await header.boundingBox())?.height ?? 0).toBeLessThan(tall - 10);
    // Translucent: the computed background is no longer opaque white.
    await expect
      .poll(() => header.evaluate((element) => getComputedStyle(element).backgroundColor))
      .toMatch(/\/ 0\.\d+\)$|, 0\.\d+\)$/);

    await page.mouse.wheel(0, -1000);
    await expect.poll(async () => (await header.boundingBox())?.height ?? 0).toBeCloseTo(tall, 0);
  });

  test('at 390×844 the header shows the mobile menu', async ({ page }) => {
    await page.setViewportSize({ width: 390, height: 844 });
    await page.goto('/');
    const header = page.getByRole('banner');
    await expect(header.getByRole('navigation', { name: 'Main' })).toBeHidden();
    const toggle = header.getByRole('button', { name: 'Open menu' });
    await expect(toggle).toBeVisible();
    await expect(toggle).toHaveAttribute('aria-expanded', 'false');

    await toggle.click();
    const mobile = header.getByRole('navigation', { name: 'Mobile' });
    await expect(mobile).toBeVisible();
    await expect(header.getByRole('button', { name: 'Close menu' })).toHaveAttribute('aria-expanded', 'true');
    await expect(mobile.getByRole('link')).toHaveText([
      'Home',
      'Jobs',
      'About Us',
      'Projects',
      'Our Team',
      'Blog',
      'Contact',
    ]);
    await expect(header.getByRole('link', { name: 'Login' })).toBeVisible();
    await expect(header.getByRole('link', { name: 'Register' })).toBeVisible();

    await mobile.getByRole('link', { name: 'Our Team' }).click();
    await expect(page).toHaveURL(/\/team$/);
    await expect(page.getByRole('heading', { level: 1, name: 'Our Team' })).toBeVisible();
    await expect(mobile).toBeHidden();
  });
});
