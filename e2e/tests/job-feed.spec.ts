import { createMember, expect, openSignedIn, test, tokenFor } from '../support/fixtures';

// Journey 3: the member dashboard's job feed (spec §2 "Job feed", §9).

test('job feed: every filter, save and unsave, the detail modal by keyboard, the empty message', async ({
  page,
  request,
}) => {
  const member = await createMember(request, { tag: 'jobs' });
  await openSignedIn(page, await tokenFor(request, member), '/dashboard');

  const feed = page.getByRole('region', { name: 'Latest jobs' });
  const cards = feed.getByRole('article');
  const titles = feed.getByRole('heading', { level: 3 });
  // A skeleton, then the seven postings the global setup published.
  await expect(cards).toHaveCount(7);
  await expect(feed.getByRole('status', { name: 'Loading jobs' })).toBeHidden();

  const filters = feed.getByRole('search', { name: 'Filter jobs' });
  const search = filters.getByLabel('Search title, company or skill');
  const type = filters.getByLabel('Job type');
  const level = filters.getByLabel('Level');
  const location = filters.getByLabel('Location');
  const remote = filters.getByLabel('Remote only');

  // Free text: title, company or skill, case-insensitive.
  await search.fill('flutter');
  await expect(titles).toHaveText(['Mobile Developer (Flutter)']);
  await search.fill('TIKI');
  await expect(titles).toHaveText(['Backend Engineer (Node.js)']);
  await search.fill('typescript');
  await expect(titles).toHaveText(['Senior Frontend Developer', 'QA Automation Engineer']);
  await search.fill('');
  await expect(cards).toHaveCount(7);

  // Type and level are exact matches.
  await type.selectOption({ label: 'Internship' });
  await expect(titles).toHaveText(['Data Analyst Intern']);
  await type.selectOption({ label: 'All types' });
  await level.selectOption({ label: 'Lead' });
  await expect(titles).toHaveText(['DevOps Lead']);
  await level.selectOption({ label: 'All levels' });

  // Location: substring, ignoring case and diacritics (decision 295).
  await location.fill('đà nẵng');
  await expect(titles).toHaveText(['UI/UX Designer (Part-time)']);
  await location.fill('da nang');
  await expect(titles).toHaveText(['UI/UX Designer (Part-time)']);
  await location.fill('');

  // Remote only.
  await remote.check();
  await expect(cards).toHaveCount(3);
  for (const card of await cards.all()) await expect(card.getByText('Remote', { exact: true })).toBeVisible();

  // Combined with a level that no remote job has: the Vietnamese empty message.
  await level.selectOption({ label: 'Lead' });
  await expect(cards).toHaveCount(0);
  await expect(feed.getByText('Không tìm thấy công việc phù hợp')).toBeVisible();
  await remote.uncheck();
  await level.selectOption({ label: 'All levels' });
  await expect(cards).toHaveCount(7);
  await expect(feed.getByText('Không tìm thấy công việc phù hợp')).toBeHidden();

  // Up to five skills, then "+N more"; salaries in VND with millions as M.
  const frontend = cards.filter({ hasText: 'Senior Frontend Developer' });
  await expect(frontend.getByRole('list', { name: 'Skills' }).getByRole('listitem')).toHaveCount(6);
  await expect(frontend.getByText('+2 more')).toBeVisible();
  await expect(frontend.getByText(/\d+M/)).toBeVisible();

  // Save and unsave: the button and the saved count follow.
  await expect(feed.getByText('0 saved')).toBeVisible();
  await frontend.getByRole('button', { name: 'Save Senior Frontend Developer' }).click();
  await expect(frontend.getByRole('button', { name: 'Unsave Senior Frontend Developer' })).toHaveAttribute(
    'aria-pressed',
    'true',
  );
  await expect(feed.getByText('1 saved')).toBeVisible();
  await frontend.getByRole('button', { name: 'Unsave Senior Frontend Developer' }).click();
  await expect(frontend.getByRole('button', { name: 'Save Senior Frontend Developer' })).toHaveAttribute(
    'aria-pressed',
    'false',
  );
  await expect(feed.getByText('0 saved')).toBeVisible();

  // The detail modal with the keyboard only: Enter opens, Escape closes, focus returns.
  const opener = frontend.getByRole('button', { name: 'View details for Senior Frontend Developer' });
  await opener.focus();
  await page.keyboard.press('Enter');
  const dialog = page.getByRole('dialog', { name: 'Senior Frontend Developer' });
  await expect(dialog).toBeVisible();
  await expect(dialog.getByRole('heading', { name: 'Requirements' })).toBeVisible();
  await expect(dialog.getByRole('heading', { name: 'Benefits' })).toBeVisible();
  await expect(dialog.getByRole('button', { name: 'Close' })).toBeFocused();
  // A real modal (decision 312): the browser's top layer, the page behind inert and not scrolling.
  expect(await page.evaluate(() => document.querySelector('dialog[open]')?.matches(':modal'))).toBe(true);
  expect(await page.evaluate(() => document.documentElement.style.overflow)).toBe('hidden');
  const scrolled = await page.evaluate(() => window.scrollY);
  await page.mouse.wheel(0, 600);
  await page.waitForTimeout(200);
  expect(await page.evaluate(() => window.scrollY)).toBe(scrolled);
  // Saving inside the modal is the same choice as on the card.
  await page.keyboard.press('Tab');
  await expect(dialog.getByRole('button', { name: 'Save Senior Frontend Developer' })).toBeFocused();
  await page.keyboard.press('Enter');
  await expect(dialog.getByRole('button', { name: 'Unsave Senior Frontend Developer' })).toBeVisible();
  // The way to apply comes next, then focus wraps round inside the modal.
  await page.keyboard.press('Tab');
  await expect(dialog.getByRole('link', { name: 'Open posting to apply' })).toBeFocused();
  await page.keyboard.press('Tab');
  await expect(dialog.getByRole('button', { name: 'Close' })).toBeFocused();
  await page.keyboard.press('Escape');
  await expect(dialog).toBeHidden();
  await expect(opener).toBeFocused();
  expect(await page.evaluate(() => document.documentElement.style.overflow)).toBe('');
  await expect(frontend.getByRole('button', { name: 'Unsave Senior Frontend Developer' })).toBeVisible();

  // Open again and close with the Close button from the keyboard.
  await page.keyboard.press('Enter');
  await expect(dialog).toBeVisible();
  await expect(dialog.getByRole('button', { name: 'Close' })).toBeFocused();
  await page.keyboard.press('Enter');
  await expect(dialog).toBeHidden();
  await expect(opener).toBeFocused();

  // Saved jobs are kept on the server: a reload remembers them.
  await page.reload();
  await expect(cards).toHaveCount(7);
  await expect(frontend.getByRole('button', { name: 'Unsave Senior Frontend Developer' })).toBeVisible();
});
