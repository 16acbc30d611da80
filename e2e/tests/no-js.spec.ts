import { CONTACT_INBOX, expect, expectNoSeriousA11yViolations, stack, test } from '../support/fixtures';
import type { Page } from '../support/fixtures';

// Issue 15: public pages arrive rendered (decisions 1000-1002). With JavaScript off, `/`, `/jobs` and a job
// page still show their content; with it on, the browser takes over the server's page without replacing it
// (no hydration error, no layout shift) and the app works as before.

async function firstJobId(page: Page, title: string): Promise<string> {
  const reply = await page.request.get(`/api/jobs?q=${encodeURIComponent(title)}`);
  const { jobs } = (await reply.json()) as { jobs: Array<{ id: string; title: string }> };
  const job = jobs.find((j) => j.title === title);
  expect(job).toBeDefined();
  return job!.id;
}

test.describe('with JavaScript disabled', () => {
  test.use({ javaScriptEnabled: false });

  test('the home page, the board and a job page show their content', async ({ page }) => {
    await page.goto('/');
    await expect(page.getByRole('heading', { level: 1 })).toContainText('Building the Future');
    await expect(page.getByText('We build open, customizable and fast software')).toBeVisible();
    await expect(page.getByRole('link', { name: 'Jobs' }).first()).toBeVisible();

    await page.goto('/jobs');
    await expect(page.getByRole('heading', { level: 1, name: 'Open jobs' })).toBeVisible();
    await expect(page.getByRole('link', { name: /Senior Frontend Developer/ }).first()).toBeVisible();

    // A plain link from the board opens the posting: every page on the way is the server's.
    await page
      .getByRole('link', { name: /Senior Frontend Developer/ })
      .first()
      .click();
    await expect(page).toHaveURL(/\/jobs\/[0-9a-f-]{36}/);
    await expect(page.getByRole('heading', { level: 1, name: 'Senior Frontend Developer' })).toBeVisible();
    await expect(page.getByText('FPT Software').first()).toBeVisible();
  });

  test('in Vietnamese too, and a filtered board shows what the filters find', async ({ page }) => {
    await page.goto('/jobs?lang=vi');
    await expect(page.locator('html')).toHaveAttribute('lang', 'vi');
    await expect(page.getByRole('heading', { level: 1, name: 'Việc làm đang tuyển' })).toBeVisible();

    await page.goto('/jobs?q=Senior%20Frontend%20Developer');
    await expect(page.getByRole('link', { name: /Senior Frontend Developer/ }).first()).toBeVisible();
    await expect(page.getByRole('link', { name: /Backend/ })).toHaveCount(0);
  });

  test('the language switch sends the choice itself: the same page in that language, and the next ones too (decision 1216)', async ({
    page,
  }) => {
    await page.goto('/');
    await expect(page.locator('html')).toHaveAttribute('lang', 'en');
    const sent = page.waitForResponse(
      (response) => response.request().isNavigationRequest() && response.status() === 303,
    );
    await page.getByRole('group', { name: 'Language' }).getByRole('button', { name: 'Tiếng Việt' }).click();
    // A POST of the switch's form, answered with the same page at its Vietnamese address.
    expect((await sent).request().method()).toBe('POST');
    await expect(page).toHaveURL(/\/\?lang=vi$/);
    await expect(page.locator('html')).toHaveAttribute('lang', 'vi');
    const switchVi = page.getByRole('group', { name: 'Ngôn ngữ' });
    await expect(switchVi.getByRole('button', { name: 'Tiếng Việt' })).toHaveAttribute(
      'aria-pressed',
      'true',
    );
    await expect(switchVi.getByRole('button', { name: 'English' })).toHaveAttribute('aria-pressed', 'false');

    // The choice is remembered: an address without ?lang (typed, bookmarked) opens in Vietnamese.
    await page.goto('/jobs');
    await expect(page.locator('html')).toHaveAttribute('lang', 'vi');
    await expect(page.getByRole('heading', { level: 1, name: 'Việc làm đang tuyển' })).toBeVisible();

    // And back: the board in English at its English address, the following pages too.
    await page.getByRole('group', { name: 'Ngôn ngữ' }).getByRole('button', { name: 'English' }).click();
    await expect(page).toHaveURL(/\/jobs$/);
    await expect(page.getByRole('heading', { level: 1, name: 'Open jobs' })).toBeVisible();
    await page.goto('/about');
    await expect(page.locator('html')).toHaveAttribute('lang', 'en');
  });

  test('the projects’ tag buttons filter through the server, in the page’s language (decision 1118)', async ({
    page,
  }) => {
    await page.goto('/projects?lang=vi');
    const filters = page.getByRole('group', { name: 'Lọc dự án theo thẻ' });
    await filters.getByRole('button', { name: 'Go', exact: true }).click();
    await expect(page).toHaveURL(/\/projects\?lang=vi&tag=Go$/);
    await expect(page.getByRole('article')).toHaveCount(2);
    await expect(filters.getByRole('button', { name: 'Go', exact: true })).toHaveAttribute(
      'aria-pressed',
      'true',
    );
    await filters.getByRole('button', { name: 'Tất cả dự án' }).click();
    await expect(page).toHaveURL(/\/projects\?lang=vi$/);
    await expect(page.getByRole('article')).toHaveCount(5);
  });

  test('a sign-in sent without JavaScript keeps the password out of the address and comes back to the page', async ({
    page,
  }) => {
    await page.goto('/login');
    await page.getByLabel('Email').fill('reader@example.com');
    await page.getByLabel('Password').fill('hunter2-Secret');
    // The browser sends the form itself: a POST of the page, answered with the page again.
    const [sent] = await Promise.all([
      page.waitForResponse(
        (response) => response.request().isNavigationRequest() && response.status() === 303,
      ),
      page.getByRole('button', { name: 'Sign in', exact: true }).click(),
    ]);
    expect(sent.request().method()).toBe('POST');
    await page.waitForLoadState('load');
    // The form posts (decision 1029): nothing typed is in the address (nor, so, in history or the access log).
    expect(page.url()).not.toContain('hunter2');
    expect(new URL(page.url()).search).toBe('');
    await expect(page.getByRole('button', { name: 'Sign in', exact: true })).toBeVisible();
  });

  test('a contact message sent without JavaScript is kept and confirmed; a refused one keeps what was typed (decision 1075)', async ({
    page,
  }) => {
    const name = `No Script ${Date.now()}`;
    await page.goto('/contact');
    const form = page.getByRole('form', { name: 'Contact form' });
    await form.getByLabel('Name').fill(name);
    await form.getByLabel('Email').fill('not-an-address');
    await form.getByLabel('Message').fill('Sent from a browser without scripts.');
    await form.getByRole('button', { name: 'Send Message' }).click();
    // Refused by the server: the page again, the field named, nothing typed lost.
    await expect(form.getByLabel('Name')).toHaveValue(name);
    await expect(form.getByLabel('Message')).toHaveValue('Sent from a browser without scripts.');
    await expect(form.getByText(/valid email/i)).toBeVisible();

    await form.getByLabel('Email').fill('no-script@example.com');
    await form.getByRole('button', { name: 'Send Message' }).click();
    await expect(page).toHaveURL(/\/contact\?sent=1$/);
    await expect(page.getByRole('heading', { name: 'Message Sent!' })).toBeVisible();
    const mail = await stack.waitForMail(
      CONTACT_INBOX,
      (m) => m.subject === `New contact message from ${name}`,
    );
    expect(mail.text).toContain('Sent from a browser without scripts.');
  });
});

test('the pages as served, before any of the app’s scripts run, pass axe', async ({ page }) => {
  test.setTimeout(180_000);
  // axe needs a script of its own: the page keeps JavaScript, the app's code is refused instead.
  await page.route(/\/assets\/.+\.js$/, (route) => route.abort());
  const id = await firstJobId(page, 'Senior Frontend Developer');
  for (const [path, name] of [
    ['/', 'home'],
    ['/jobs', 'board'],
    [`/jobs/${id}`, 'job page'],
    ['/login', 'sign-in'],
  ] as const) {
    await page.goto(path);
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
    await expectNoSeriousA11yViolations(page, `${name} as served`, { app: false });
  }
});

test.describe('with JavaScript', () => {
  test('the browser takes over the server page: no hydration error, no layout shift, links work', async ({
    page,
  }) => {
    const errors: string[] = [];
    page.on('console', (message) => {
      if (message.type() === 'error') errors.push(message.text());
    });
    page.on('pageerror', (error) => errors.push(error.message));
    // Every layout shift the page makes, with what moved (named in a failure).
    await page.addInitScript(() => {
      const shifts: string[] = [];
      (window as unknown as { __shifts: string[] }).__shifts = shifts;
      new PerformanceObserver((list) => {
        for (const entry of list.getEntries() as Array<
          PerformanceEntry & {
            value: number;
            hadRecentInput: boolean;
            sources?: Array<{ node?: Node | null }>;
          }
        >) {
          if (entry.hadRecentInput) continue;
          const moved = (entry.sources ?? [])
            .map((source) => {
              const node = source.node as Element | null | undefined;
              return node ? `${node.nodeName.toLowerCase()}.${String(node.className).slice(0, 40)}` : '?';
            })
            .join(', ');
          shifts.push(`${entry.value.toFixed(4)} at ${Math.round(entry.startTime)} ms: ${moved}`);
        }
      }).observe({ type: 'layout-shift', buffered: true });
      // The server's page is taken over, never replaced or rendered beside: nothing leaves the root.
      const removed: string[] = [];
      (window as unknown as { __removed: string[] }).__removed = removed;
      new MutationObserver((records) => {
        for (const record of records)
          if (record.target instanceof Element && record.target.id === 'root')
            record.removedNodes.forEach((node) => removed.push(node.nodeName));
      }).observe(document, { childList: true, subtree: true });
    });
    const shiftOf = (shifts: string[]) => shifts.reduce((sum, line) => sum + Number(line.split(' ')[0]), 0);

    const id = await firstJobId(page, 'Senior Frontend Developer');
    for (const path of ['/', '/jobs', `/jobs/${id}`, '/login', '/about']) {
      const response = await page.goto(path);
      expect(await response!.text()).toContain('<div id="root" data-rendered>');
      // The app takes the page over: the root loses its mark once hydrated.
      await expect(page.locator('#root[data-rendered]')).toHaveCount(0);
      await page.waitForLoadState('networkidle');
      const shifts = await page.evaluate(() => (window as unknown as { __shifts: string[] }).__shifts);
      expect(shiftOf(shifts), `layout shift on ${path}: ${shifts.join('; ')}`).toBeLessThan(0.01);
      await expect(page.locator('#root > *')).toHaveCount(1);
      const removed = await page.evaluate(() => (window as unknown as { __removed: string[] }).__removed);
      expect(removed, `the server's page on ${path} was replaced`).toEqual([]);
      await expect(page.getByRole('heading', { level: 1 })).toHaveCount(1);
    }
    expect(errors).toEqual([]);

    // The language switch is the app's (decision 1216): the page changes in place, its form is never sent.
    const posted: string[] = [];
    page.on('request', (request) => {
      if (request.method() === 'POST') posted.push(request.url());
    });
    await page.goto('/jobs');
    await page.waitForLoadState('networkidle');
    await page.getByRole('group', { name: 'Language' }).getByRole('button', { name: 'Tiếng Việt' }).click();
    await expect(page.getByRole('heading', { level: 1, name: 'Việc làm đang tuyển' })).toBeVisible();
    await expect(page).toHaveURL(/\/jobs\?lang=vi$/);
    await page.getByRole('group', { name: 'Ngôn ngữ' }).getByRole('button', { name: 'English' }).click();
    await expect(page.getByRole('heading', { level: 1, name: 'Open jobs' })).toBeVisible();
    expect(posted.filter((url) => new URL(url).pathname === '/language')).toEqual([]);
    expect(errors).toEqual([]);

    // The hydrated page is the app: a client-side navigation and the board's filters work.
    await page.goto('/jobs');
    await page.waitForLoadState('networkidle');
    await page.getByLabel('Search title, company or skill').fill('Senior Frontend Developer');
    await page.getByLabel('Search title, company or skill').press('Enter');
    await expect(page).toHaveURL(/q=Senior/);
    await expect(page.getByRole('link', { name: /Senior Frontend Developer/ }).first()).toBeVisible();
    await page.getByRole('link', { name: 'About Us' }).first().click();
    await expect(page.getByRole('heading', { level: 1, name: 'About DotTrip' })).toBeVisible();
  });
});

test('on a slow phone, the sign-in card is painted whole: it does not move as the page arrives (decision 1016)', async ({
  browser,
}) => {
  // A phone's screen and a CPU four times slower: Chrome then painted the document while its parser had stopped
  // half-way through the centred card, which moved up as the rest arrived (6 loads out of 10 before the fix).
  const context = await browser.newContext({
    viewport: { width: 412, height: 823 },
    deviceScaleFactor: 1.75,
    isMobile: true,
    hasTouch: true,
  });
  const page = await context.newPage();
  const cdp = await context.newCDPSession(page);
  await cdp.send('Emulation.setCPUThrottlingRate', { rate: 4 });
  await page.addInitScript(() => {
    const scores: number[] = [];
    (window as unknown as { __scores: number[] }).__scores = scores;
    new PerformanceObserver((list) => {
      for (const entry of list.getEntries() as Array<PerformanceEntry & { value: number }>)
        scores.push(entry.value);
    }).observe({ type: 'layout-shift', buffered: true });
  });
  for (let load = 1; load <= 5; load++) {
    await page.goto('/login');
    await expect(page.locator('#root[data-rendered]')).toHaveCount(0, { timeout: 30_000 });
    const scores = await page.evaluate(() => (window as unknown as { __scores: number[] }).__scores);
    expect(
      scores.reduce((sum, value) => sum + value, 0),
      `load ${load}: ${scores.join(', ')}`,
    ).toBeLessThan(0.01);
  }
  await context.close();
});

test.describe('the JavaScript of /', () => {
  // Issue 15's budget as the browser sees it (decision 1012): every script `/` loads, before and after
  // rendering, in either language, with the bytes on the wire (the server sends them compressed).
  for (const lang of ['en', 'vi'] as const) {
    test(`in ${lang}: at most 6 files and 100 KB`, async ({ page }) => {
      const scripts: Array<Promise<{ url: string; bytes: number }>> = [];
      page.on('requestfinished', (request) => {
        // A blob: script (the particles' worker, decision 1033) is made from a loaded chunk, not downloaded.
        if (request.resourceType() !== 'script' || request.url().startsWith('blob:')) return;
        scripts.push(
          request.sizes().then((sizes) => ({ url: request.url(), bytes: sizes.responseBodySize })),
        );
      });
      await page.goto(`/?lang=${lang}`);
      await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
      await page.waitForLoadState('networkidle');
      // The lazy parts (contact form, canvas, web vitals) load when the browser is idle.
      await expect(
        page.getByRole('button', { name: lang === 'en' ? 'Send Message' : 'Gửi tin nhắn' }),
      ).toBeVisible();
      await page.waitForLoadState('networkidle');
      const loaded = await Promise.all(scripts);
      const total = loaded.reduce((sum, script) => sum + script.bytes, 0);
      const list = loaded.map((script) => `${script.url.split('/').pop()} ${script.bytes}`).join(', ');
      expect(loaded.length, list).toBeLessThanOrEqual(6);
      expect(loaded.length, list).toBeGreaterThanOrEqual(3);
      expect(total, list).toBeLessThanOrEqual(100_000);
    });
  }
});

test.describe('the public pages hydrate without Intl’s number and date formatters (decision 1035)', () => {
  // The first such formatter a tab makes loads the engine's locale data in one long task (50–80 ms here, several
  // times that on a phone); the public pages write their whole numbers, days and plural forms without it.
  for (const lang of ['en', 'vi'] as const) {
    test(`in ${lang}: /, /login, /jobs and a job page`, async ({ page, request }) => {
      const { jobs } = (await (await request.get('/api/jobs?pageSize=1')).json()) as {
        jobs: Array<{ id: string; title: string }>;
      };
      expect(jobs.length).toBe(1);
      await page.addInitScript(() => {
        const made: string[] = [];
        (window as unknown as { __intlMade: string[] }).__intlMade = made;
        const constructors = Intl as unknown as Record<string, new (...args: unknown[]) => object>;
        for (const name of ['NumberFormat', 'DateTimeFormat', 'RelativeTimeFormat']) {
          constructors[name] = new Proxy(constructors[name]!, {
            construct(target, args: unknown[]) {
              made.push(`${name} ${JSON.stringify(args)}`);
              return Reflect.construct(target, args) as object;
            },
          });
        }
      });
      for (const [path, heading] of [
        ['/', /./],
        ['/login', /./],
        ['/jobs', /./],
        [`/jobs/${jobs[0]!.id}`, jobs[0]!.title],
      ] as const) {
        await page.goto(`${path}?lang=${lang}`);
        await expect(page.getByRole('heading', { level: 1, name: heading })).toBeVisible();
        // Hydrated: the app has taken the server's page over.
        await expect(page.locator('#root[data-rendered]')).toHaveCount(0);
        await page.waitForLoadState('networkidle');
        const made = await page.evaluate(() => (window as unknown as { __intlMade: string[] }).__intlMade);
        expect(made, path).toEqual([]);
      }
      // The counts and days still read as each language writes them.
      await page.goto(`/jobs?lang=${lang}`);
      await expect(
        page.getByText(lang === 'en' ? /\d+ jobs? · page 1 of \d+/ : /\d+ việc làm · trang 1\/\d+/),
      ).toBeVisible();
    });
  }
});
