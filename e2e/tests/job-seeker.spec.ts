import type { APIRequestContext } from '@playwright/test';
import {
  ADMIN,
  createMember,
  expect,
  expectNoSeriousA11yViolations,
  minimalPdf,
  openSignedIn,
  setupHeaders,
  test,
  tokenFor,
} from '../support/fixtures';

// Issue 18, job seekers: the board's cities, salary filter, sort and pages that survive Back; a job page's
// similar postings, the company's postings and share links; the stage instead of Apply; the saved-jobs page.

const stamp = Date.now().toString(36);
const city = `Quy Nhơn ${stamp}`;
const company = `Seeker ${stamp} Co`;

type Made = { id: string; title: string };

/** Every posting this file published; closed afterwards so that later journeys see the board they expect. */
const madeIds: string[] = [];

test.afterEach(async ({ request }) => {
  const auth = { ...setupHeaders(), authorization: `Bearer ${await tokenFor(request, ADMIN)}` };
  for (const id of madeIds.splice(0)) await request.post(`/api/jobs/${id}/close`, { headers: auth });
});

async function publish(
  request: APIRequestContext,
  auth: Record<string, string>,
  job: Record<string, unknown>,
) {
  const created = await request.post('/api/jobs', { data: job, headers: auth });
  expect(created.status(), await created.text()).toBe(201);
  const { job: made } = (await created.json()) as { job: Made };
  madeIds.push(made.id);
  const published = await request.post(`/api/jobs/${made.id}/publish`, { headers: auth });
  expect(published.ok()).toBe(true);
  return made;
}

const base = {
  company,
  location: city,
  type: 'full-time',
  description: 'Ship the product with a small team.',
  requirements: ['Two years of experience'],
  benefits: ['Lunch allowance'],
  is_remote: false,
};

test('a job seeker: cities, salary, sort and pages on /jobs; a job page’s neighbours and sharing; saved jobs', async ({
  page,
  request,
  context,
}) => {
  const auth = { ...setupHeaders(), authorization: `Bearer ${await tokenFor(request, ADMIN)}` };
  // 21 ordinary postings (two pages), two well-paid ones, and the one the member opens.
  const ordinary: Made[] = [];
  for (let n = 1; n <= 21; n += 1) {
    ordinary.push(
      await publish(request, auth, {
        ...base,
        title: `Support Agent ${stamp} ${String(n).padStart(2, '0')}`,
        level: 'entry',
        salary_min: 8_000_000,
        salary_max: 12_000_000,
        skills: ['Zendesk'],
      }),
    );
  }
  const twin = await publish(request, auth, {
    ...base,
    title: `Elixir Engineer ${stamp}`,
    level: 'senior',
    salary_min: 40_000_000,
    salary_max: 55_000_000,
    skills: ['Elixir', 'Phoenix'],
  });
  const lead = await publish(request, auth, {
    ...base,
    title: `Elixir Lead ${stamp}`,
    level: 'senior',
    salary_min: 45_000_000,
    salary_max: 70_000_000,
    skills: ['Elixir', 'Phoenix', 'PostgreSQL'],
  });

  await test.step('the header’s Jobs link, then a city from the list', async () => {
    await page.goto('/');
    await page
      .getByRole('banner')
      .getByRole('navigation', { name: 'Main' })
      .getByRole('link', { name: 'Jobs' })
      .click();
    await expect(page).toHaveURL(/\/jobs$/);
    await expect(page.getByRole('heading', { level: 1, name: 'Open jobs' })).toBeVisible();
    const cities = page.getByRole('navigation', { name: 'Cities' });
    await cities.getByRole('link', { name: `${city} (23)` }).click();
    await expect(page).toHaveURL((url) => url.searchParams.get('location') === city);
    await expect(page.getByRole('status').filter({ hasText: /^23 jobs · page 1 of 2$/ })).toBeVisible();
    await expect(cities.getByRole('link', { name: `${city} (23)` })).toHaveAttribute('aria-current', 'true');
    await expectNoSeriousA11yViolations(page, 'job board with cities, salary and sort');
  });

  await test.step('a minimum salary and the salary sort', async () => {
    await page.getByLabel('Minimum salary').selectOption({ label: 'From 30M VND' });
    await expect(page).toHaveURL((url) => url.searchParams.get('salary') === '30000000');
    await expect(page.getByRole('status').filter({ hasText: /^2 jobs · page 1 of 1$/ })).toBeVisible();
    await page.getByLabel('Sort by').selectOption({ label: 'Highest salary' });
    await expect(page).toHaveURL((url) => url.searchParams.get('sort') === 'salary');
    await expect(page.getByRole('article').getByRole('heading')).toHaveText([lead.title, twin.title]);
    await page.getByLabel('Sort by').selectOption({ label: 'Newest' });
    await expect(page.getByRole('article').getByRole('heading')).toHaveText([lead.title, twin.title]);
    await page.getByLabel('Minimum salary').selectOption({ label: 'Any salary' });
    await expect(page.getByRole('status').filter({ hasText: /^23 jobs · page 1 of 2$/ })).toBeVisible();
  });

  await test.step('page 2, a job, then Back: still page 2', async () => {
    await page.getByRole('navigation', { name: 'Pagination' }).getByRole('link', { name: 'Page 2' }).click();
    await expect(page).toHaveURL((url) => url.searchParams.get('page') === '2');
    await expect(page.getByRole('status').filter({ hasText: /^23 jobs · page 2 of 2$/ })).toBeVisible();
    // Newest first: the three oldest postings, the first made, are on page 2.
    const oldest = ordinary[0]!;
    await expect(page.getByRole('article').getByRole('heading')).toHaveText(
      ordinary
        .slice(0, 3)
        .map((j) => j.title)
        .reverse(),
    );
    await page.getByRole('link', { name: oldest.title }).click();
    await expect(page.getByRole('heading', { level: 1, name: oldest.title })).toBeVisible();
    await page.goBack();
    await expect(page).toHaveURL(
      (url) => url.searchParams.get('page') === '2' && url.searchParams.get('location') === city,
    );
    await expect(page.getByRole('status').filter({ hasText: /^23 jobs · page 2 of 2$/ })).toBeVisible();
    await expect(page.getByRole('link', { name: oldest.title })).toBeVisible();
  });

  await test.step('a job page: similar postings, the company’s postings, share links', async () => {
    await context.grantPermissions(['clipboard-read', 'clipboard-write']);
    await page.goto(`/jobs/${twin.id}`);
    await expect(page.getByRole('heading', { level: 1, name: twin.title })).toBeVisible();
    const similar = page.getByRole('region', { name: 'Similar jobs' });
    await expect(similar.getByRole('link').first()).toHaveText(lead.title);
    await expect(
      page
        .getByRole('region', { name: `More jobs at ${company}` })
        .getByRole('link')
        .first(),
    ).toBeVisible();
    const share = page.getByRole('region', { name: 'Share this job' });
    const url = `${new URL(page.url()).origin}/jobs/${twin.id}`;
    const facebook = share.getByRole('link', {
      name: `Share ${twin.title} on Facebook (opens in a new tab)`,
    });
    await expect(facebook).toHaveAttribute(
      'href',
      `https://www.facebook.com/sharer/sharer.php?u=${encodeURIComponent(url)}`,
    );
    await expect(facebook).toHaveAttribute('rel', 'noopener noreferrer');
    await expect(share.getByRole('link', { name: /on LinkedIn/ })).toHaveAttribute(
      'href',
      `https://www.linkedin.com/sharing/share-offsite/?url=${encodeURIComponent(url)}`,
    );
    await expect(share.getByRole('link', { name: /on Zalo/ })).toHaveAttribute(
      'href',
      `https://sp.zalo.me/share_inline?url=${encodeURIComponent(url)}`,
    );
    await share.getByRole('button', { name: 'Copy link' }).click();
    await expect(share.getByText('Link copied.')).toBeVisible();
    expect(await page.evaluate(() => navigator.clipboard.readText())).toBe(url);
    await expectNoSeriousA11yViolations(page, 'job page with similar jobs and sharing');
  });

  const member = await createMember(request, { tag: 'seeker', name: 'Thao Nguyen' });
  await test.step('a member applies: the page shows the stage instead of Apply', async () => {
    await openSignedIn(page, await tokenFor(request, member), `/jobs/${twin.id}`);
    await expect(page.getByRole('heading', { level: 1, name: twin.title })).toBeVisible();
    await page.getByRole('button', { name: `Save ${twin.title}` }).click();
    await expect(page.getByRole('button', { name: `Unsave ${twin.title}` })).toHaveAttribute(
      'aria-pressed',
      'true',
    );
    await page.getByRole('button', { name: 'Apply', exact: true }).click();
    const form = page.getByRole('form', { name: `Apply for ${twin.title}` });
    await form.getByLabel('CV file (PDF or DOCX, at most 5 MB)').setInputFiles({
      name: 'thao-cv.pdf',
      mimeType: 'application/pdf',
      buffer: minimalPdf('Thao Nguyen CV'),
    });
    await form.getByRole('button', { name: 'Send application' }).click();
    await expect(page.getByRole('status').filter({ hasText: 'Application sent' })).toBeVisible();
    await page.reload();
    const panel = page.getByRole('complementary', { name: 'Apply' });
    await expect(panel.getByText(/^You applied on /)).toBeVisible();
    await expect(panel.getByText(/^Stage: Applied/)).toBeVisible();
    await expect(panel.getByRole('button', { name: 'Apply', exact: true })).toHaveCount(0);
  });

  await test.step('the saved-jobs page: closed postings marked, unsave', async () => {
    await page.goto(`/jobs/${lead.id}`);
    // The button turns at once; the save is kept when the server answers (leaving the page earlier cancels it).
    const saved = page.waitForResponse(
      (r) => r.request().method() === 'PUT' && r.url().endsWith(`/api/me/saved-jobs/${lead.id}`),
    );
    await page.getByRole('button', { name: `Save ${lead.title}` }).click();
    await expect(page.getByRole('button', { name: `Unsave ${lead.title}` })).toBeVisible();
    expect((await saved).ok()).toBe(true);
    const closed = await request.post(`/api/jobs/${lead.id}/close`, { headers: auth });
    expect(closed.ok()).toBe(true);

    await page.goto('/profile');
    await page.getByRole('main').getByRole('link', { name: 'Saved jobs', exact: true }).click();
    await expect(page).toHaveURL(/\/dashboard\/saved-jobs$/);
    await expect(page.getByRole('heading', { level: 1, name: 'Saved jobs' })).toBeVisible();
    await expect(page).toHaveTitle('Saved jobs | DotTrip'); // decision 1147
    const items = page.getByRole('main').getByRole('listitem');
    await expect(items).toHaveCount(2);
    const leadItem = items.filter({ hasText: lead.title });
    await expect(leadItem.getByText('Closed: no longer takes applications')).toBeVisible();
    await expect(items.filter({ hasText: twin.title }).getByText(/Closed/)).toHaveCount(0);
    await expectNoSeriousA11yViolations(page, 'saved jobs');
    await leadItem.getByRole('button', { name: `Unsave ${lead.title}` }).click();
    await expect(page.getByText(`Removed ${lead.title} from your saved jobs.`)).toBeAttached();
    await expect(items).toHaveCount(1);
    await page.reload();
    await expect(page.getByRole('main').getByRole('listitem')).toHaveCount(1);
  });

  await test.step('a visitor signed out is sent to sign in from /dashboard/saved-jobs', async () => {
    const fresh = await context.browser()!.newPage();
    await fresh.goto('/dashboard/saved-jobs');
    await expect(fresh).toHaveURL(/\/login$/);
    await fresh.close();
  });
});
