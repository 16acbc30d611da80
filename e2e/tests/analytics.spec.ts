import { readFileSync } from 'node:fs';
import type { APIRequestContext } from '@playwright/test';
import {
  createMember,
  expect,
  expectNoSeriousA11yViolations,
  minimalPdf,
  openSignedIn,
  setupHeaders,
  test,
  tokenFor,
} from '../support/fixtures';

// Issue 11: recruiting analytics. An Enterprise owner with a posting and applications opens /dashboard/analytics,
// changes the period, reads the funnel, clicks its Interview number and lands on the matching applications, opens
// one, and exports the CSV; a Free employer sees the overview and an upgrade prompt for the other reports. axe on
// both screens.

async function employer(request: APIRequestContext, plan: 'premium' | 'free', company: string) {
  const owner = await createMember(request, { tag: `analytics-${plan}`, name: 'Trần Minh Châu' });
  const headers = { ...setupHeaders(), authorization: `Bearer ${await tokenFor(request, owner)}` };
  const upgraded = await request.post('/api/auth/users/upgrade-to-employer', {
    data: { planId: plan },
    headers,
  });
  expect(upgraded.ok(), await upgraded.text()).toBe(true);
  const profile = await request.put('/api/employer/company', { data: { name: company }, headers });
  expect(profile.ok(), await profile.text()).toBe(true);
  return { owner, headers };
}

// Postings this file published, closed after each test: the e2e stack is shared, and the job feed journey counts
// the postings on the board.
const published: { id: string; headers: Record<string, string> }[] = [];
test.afterEach(async ({ request }) => {
  for (const { id, headers } of published.splice(0)) {
    await request.post(`/api/jobs/${id}/close`, { headers });
  }
});

async function posting(request: APIRequestContext, headers: Record<string, string>, title: string) {
  const created = await request.post('/api/jobs', {
    headers,
    data: {
      title,
      location: 'Hà Nội',
      type: 'full-time',
      level: 'mid',
      description: 'Build the recruitment platform with us.',
      requirements: [],
      skills: ['TypeScript'],
      benefits: [],
      is_remote: false,
    },
  });
  expect(created.status(), await created.text()).toBe(201);
  const id = ((await created.json()) as { job: { id: string } }).job.id;
  const publish = await request.post(`/api/jobs/${id}/publish`, { headers });
  expect(publish.ok(), await publish.text()).toBe(true);
  published.push({ id, headers });
  return id;
}

async function apply(request: APIRequestContext, jobId: string, name: string, source?: string) {
  const member = await createMember(request, { tag: 'analytics-candidate', name });
  const applied = await request.post(`/api/jobs/${jobId}/applications`, {
    headers: { ...setupHeaders(), authorization: `Bearer ${await tokenFor(request, member)}` },
    multipart: {
      cover_letter: 'Tôi rất mong được trao đổi thêm.',
      ...(source ? { source } : {}),
      cv: { name: 'cv.pdf', mimeType: 'application/pdf', buffer: minimalPdf(`CV of ${name}`) },
    },
  });
  expect(applied.status(), await applied.text()).toBe(201);
  return ((await applied.json()) as { application: { id: string } }).application.id;
}

test('an Enterprise owner reads the funnel, clicks through to the applications and exports the CSV', async ({
  page,
  request,
}) => {
  const { owner, headers } = await employer(request, 'premium', 'Analytics Enterprise Co');
  const jobId = await posting(request, headers, 'Kỹ sư dữ liệu (Analytics)');
  const interviewed = await apply(request, jobId, 'Nguyễn Thu Hằng', 'linkedin');
  const skipped = await apply(request, jobId, 'Lê Văn Khoa');
  await apply(request, jobId, 'Phạm Quỳnh Như');
  for (const [id, stage] of [
    [interviewed, 'screening'],
    [interviewed, 'interview'],
    [skipped, 'offer'],
  ] as const) {
    const moved = await request.post(`/api/applications/${id}/move`, { headers, data: { stage } });
    expect(moved.ok(), await moved.text()).toBe(true);
  }

  await test.step('the overview, then the funnel for the last 7 days', async () => {
    await openSignedIn(page, await tokenFor(request, owner), '/dashboard');
    await page
      .getByRole('navigation', { name: 'Dashboard' })
      .getByRole('link', { name: 'Analytics' })
      .click();
    await expect(page.getByRole('heading', { level: 1, name: 'Analytics' })).toBeVisible();
    await expect(page.getByRole('table', { name: 'Applications per stage now' })).toBeVisible();
    await page.getByLabel('Date range').selectOption({ label: 'Last 7 days' });
    await expect(page).toHaveURL(/preset=7/);
    await page.getByRole('navigation', { name: 'Reports' }).getByRole('button', { name: 'Funnel' }).click();
    await expect(page).toHaveURL(/report=funnel/);
    const table = page.getByRole('table', { name: 'Applications that reached each stage' });
    await expect(table.getByRole('row', { name: /Applied/ })).toContainText('3');
    // The skipped stage counts as passed: both reached Interview.
    await expect(table.getByRole('row', { name: /Interview/ })).toContainText('2');
    await expect(page.getByTestId('report-definition')).toContainText('skipped a stage');
    await expectNoSeriousA11yViolations(page, 'analytics funnel');
  });

  await test.step('the Interview number opens the applications behind it', async () => {
    await page.getByRole('button', { name: 'Open the 2 applications that reached Interview' }).click();
    await expect(page).toHaveURL(/metric=reached&stage=interview/);
    const list = page.getByTestId('drill-list');
    await expect(list.getByRole('link')).toHaveCount(2);
    await expect(list).toContainText('Nguyễn Thu Hằng');
    await expect(list).toContainText('Lê Văn Khoa');
    await expect(list).not.toContainText('Phạm Quỳnh Như');
    await expectNoSeriousA11yViolations(page, 'analytics click-through');
  });

  await test.step('the CSV export downloads the funnel', async () => {
    const [download] = await Promise.all([
      page.waitForEvent('download'),
      page.getByRole('button', { name: 'Export CSV' }).click(),
    ]);
    expect(download.suggestedFilename()).toMatch(/^funnel-\d{4}-\d{2}-\d{2}-\d{4}-\d{2}-\d{2}\.csv$/);
    const text = readFileSync((await download.path())!, 'utf8');
    expect(text).toContain('"report","from","to","stage","reached","pass_through"');
    expect(text).toMatch(/"funnel","[\d-]+","[\d-]+","interview","2"/);
  });

  await test.step('a click-through lands on the application’s page', async () => {
    await page
      .getByTestId('drill-list')
      .getByRole('link', { name: /Nguyễn Thu Hằng/ })
      .click();
    await expect(page).toHaveURL(new RegExp(`/dashboard/applications/${interviewed}$`));
  });
});

test('a Free employer sees the overview and an upgrade prompt for the other reports', async ({
  page,
  request,
}) => {
  const { owner, headers } = await employer(request, 'free', 'Analytics Free Co');
  const jobId = await posting(request, headers, 'Chuyên viên tuyển dụng (Analytics)');
  await apply(request, jobId, 'Đỗ Minh Tâm');
  await openSignedIn(page, await tokenFor(request, owner), '/dashboard/analytics');
  await expect(page.getByRole('heading', { level: 1, name: 'Analytics' })).toBeVisible();
  await expect(page.getByRole('table', { name: 'Applications per stage now' })).toContainText('1');
  await expect(page.getByTestId('upgrade-prompt')).toContainText('Enterprise');
  await expect(
    page.getByRole('navigation', { name: 'Reports' }).getByRole('button', { name: 'Funnel' }),
  ).toBeVisible();
  await expectNoSeriousA11yViolations(page, 'analytics free');
  await page.getByRole('navigation', { name: 'Reports' }).getByRole('button', { name: 'Funnel' }).click();
  await expect(page.getByTestId('upgrade-prompt')).toContainText('Enterprise');
});
