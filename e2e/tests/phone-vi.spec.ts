import type { APIRequestContext } from '@playwright/test';
import {
  createMember,
  expect,
  minimalPdf,
  openSignedIn,
  setupHeaders,
  test,
  tokenFor,
} from '../support/fixtures';
import type { Page } from '../support/fixtures';

// A Vietnamese employer and job seeker on a 390 px phone (decisions 1176-1179): the screens they walk through fit the
// phone's width (nothing to scroll sideways), the profile's name is not squeezed into a column of single words, and the
// analytics charts write their days and stages so they can be read.

test.use({ locale: 'vi-VN', viewport: { width: 390, height: 844 } });

const published: { id: string; headers: Record<string, string> }[] = [];
test.afterEach(async ({ request }) => {
  for (const { id, headers } of published.splice(0)) {
    await request.post(`/api/jobs/${id}/close`, { headers });
  }
});

async function employerWithApplicant(request: APIRequestContext) {
  const owner = await createMember(request, { tag: 'phone-owner', name: 'Nguyễn Thị Lan' });
  const headers = { ...setupHeaders(), authorization: `Bearer ${await tokenFor(request, owner)}` };
  const upgraded = await request.post('/api/auth/users/upgrade-to-employer', {
    data: { planId: 'premium' },
    headers,
  });
  expect(upgraded.ok(), await upgraded.text()).toBe(true);
  const profile = await request.put('/api/employer/company', {
    data: { name: 'Công ty TNHH Sao Việt' },
    headers,
  });
  expect(profile.ok(), await profile.text()).toBe(true);
  const created = await request.post('/api/jobs', {
    headers,
    data: {
      title: 'Lập trình viên React (Senior)',
      location: 'Hà Nội',
      type: 'full-time',
      level: 'mid',
      description: 'Phát triển giao diện web cho nền tảng tuyển dụng.',
      requirements: [],
      skills: ['React'],
      benefits: [],
      is_remote: false,
    },
  });
  expect(created.status(), await created.text()).toBe(201);
  const jobId = ((await created.json()) as { job: { id: string } }).job.id;
  expect((await request.post(`/api/jobs/${jobId}/publish`, { headers })).ok()).toBe(true);
  published.push({ id: jobId, headers });

  const seeker = await createMember(request, { tag: 'phone-seeker', name: 'Phạm Văn Hùng' });
  const seekerHeaders = { ...setupHeaders(), authorization: `Bearer ${await tokenFor(request, seeker)}` };
  const applied = await request.post(`/api/jobs/${jobId}/applications`, {
    headers: seekerHeaders,
    multipart: {
      cv: { name: 'cv.pdf', mimeType: 'application/pdf', buffer: minimalPdf('CV của Phạm Văn Hùng') },
    },
  });
  expect(applied.status(), await applied.text()).toBe(201);
  const applicationId = ((await applied.json()) as { application: { id: string } }).application.id;
  // A first message long enough that its one-line preview is cut on a phone.
  const sent = await request.post(`/api/messages/applications/${applicationId}/messages`, {
    headers,
    data: {
      body: 'Chào anh Hùng, cảm ơn anh đã ứng tuyển vị trí Lập trình viên React (Senior) tại Công ty TNHH Sao Việt; chúng tôi muốn hẹn anh một buổi trao đổi.',
    },
  });
  expect(sent.status(), await sent.text()).toBe(201);
  return { owner, seeker };
}

/** Nothing on the page is wider than the phone: the reader never scrolls sideways. */
async function expectFitsTheWidth(page: Page, what: string) {
  const widths = await page.evaluate(() => ({
    page: document.documentElement.scrollWidth,
    viewport: window.innerWidth,
  }));
  expect(widths.page, `${what} is wider than the phone`).toBeLessThanOrEqual(widths.viewport);
}

test('an employer’s and a job seeker’s screens fit a 390 px phone, in Vietnamese', async ({
  page,
  request,
}) => {
  const { owner, seeker } = await employerWithApplicant(request);
  const ownerToken = await tokenFor(request, owner);

  await test.step('the company: its members’ table scrolls inside its box', async () => {
    await openSignedIn(page, ownerToken, '/dashboard/company');
    await expect(page.getByRole('heading', { level: 1, name: 'Công ty' })).toBeVisible();
    await expect(page.getByRole('table', { name: 'Thành viên' })).toBeVisible();
    await expectFitsTheWidth(page, '/dashboard/company');
  });

  await test.step('billing and receipts', async () => {
    await page.goto('/dashboard/billing');
    await expect(page.getByRole('heading', { level: 1, name: 'Thanh toán' })).toBeVisible();
    await expectFitsTheWidth(page, '/dashboard/billing');
  });

  await test.step('the profile: the name keeps a readable width beside the avatar, the buttons go below', async () => {
    await page.goto('/profile');
    const name = page.getByRole('heading', { level: 1, name: 'Nguyễn Thị Lan' });
    await expect(name).toBeVisible();
    // "Nguyễn Thị Lan" used to stand in a column of single words, squeezed by the buttons beside it.
    const box = (await name.boundingBox())!;
    expect(box.width).toBeGreaterThan(160);
    expect(box.height).toBeLessThan(70);
    await expectFitsTheWidth(page, '/profile');
  });

  await test.step('analytics: days as day/month under the chart, every stage readable, days in the table', async () => {
    await page.goto('/dashboard/analytics');
    await expect(page.getByRole('table', { name: 'Hồ sơ theo vòng hiện tại' })).toBeVisible();
    const charts = page.getByTestId('chart');
    // The stages under the bar chart do not run into each other.
    // The x axis' labels: the bars' stages, not the y axis' numbers.
    const stageTicks = charts
      .first()
      .locator('.recharts-cartesian-axis-tick-value')
      .filter({ hasNotText: /^\d+$/ });
    await expect(stageTicks).toHaveCount(7);
    // Every word whole: "Phỏng vấn" once read "Ph…".
    for (const label of await stageTicks.allTextContents()) expect(label).not.toContain('…');
    const boxes = await stageTicks.evaluateAll((ticks) =>
      ticks.map((tick) => {
        const r = tick.getBoundingClientRect();
        return { left: r.left, right: r.right };
      }),
    );
    for (let i = 1; i < boxes.length; i++) {
      expect(boxes[i]!.left, `stage label ${i + 1} overlaps the one before`).toBeGreaterThanOrEqual(
        boxes[i - 1]!.right,
      );
    }
    // The days under the line chart read 28/11, not the ISO 11-28.
    const dayTicks = await charts
      .nth(1)
      .locator('.recharts-cartesian-axis-tick-value')
      .filter({ hasNotText: /^\d+$/ })
      .allTextContents();
    expect(dayTicks.length).toBeGreaterThan(1);
    for (const tick of dayTicks) expect(tick).toMatch(/^\d{1,2}\/\d{1,2}$/);
    await page.getByText('Xem hồ sơ theo ngày dạng bảng').click();
    const days = page.getByRole('table', { name: 'Hồ sơ ứng tuyển mới theo ngày' });
    await expect(days.getByRole('rowheader').first()).toHaveText(/^\d{1,2} thg \d{1,2}, \d{4}$/);
    await expectFitsTheWidth(page, '/dashboard/analytics');
  });

  await test.step('the job seeker’s messages: the preview is cut, not the page', async () => {
    await page.evaluate(() => localStorage.removeItem('auth_token'));
    await openSignedIn(page, await tokenFor(request, seeker), '/dashboard/messages');
    await expect(page.getByRole('link', { name: /Công ty TNHH Sao Việt/ })).toBeVisible();
    await expectFitsTheWidth(page, '/dashboard/messages');
    await page.getByRole('link', { name: /Công ty TNHH Sao Việt/ }).click();
    await expect(page.getByText(/chúng tôi muốn hẹn anh một buổi trao đổi/)).toBeVisible();
    await expectFitsTheWidth(page, 'a conversation');
  });
});

test('a posting whose title holds a long word still fits a 390 px phone', async ({ page, request }) => {
  const owner = await createMember(request, { tag: 'phone-long', name: 'Đỗ Minh Tâm' });
  const headers = { ...setupHeaders(), authorization: `Bearer ${await tokenFor(request, owner)}` };
  const upgraded = await request.post('/api/auth/users/upgrade-to-employer', {
    data: { planId: 'standard' },
    headers,
  });
  expect(upgraded.ok(), await upgraded.text()).toBe(true);
  expect(
    (await request.put('/api/employer/company', { data: { name: 'Công ty Cổ phần Dài' }, headers })).ok(),
  ).toBe(true);
  // Slashes without spaces are one word to the browser: the title used to make the page 669 px wide.
  const title = '[HCM] Senior Backend Engineer (Java/Kotlin/SpringBoot/Microservices)';
  const created = await request.post('/api/jobs', {
    headers,
    data: {
      title,
      location: 'Hồ Chí Minh',
      type: 'full-time',
      level: 'senior',
      description: 'Xây dựng API.',
    },
  });
  expect(created.status(), await created.text()).toBe(201);
  const jobId = ((await created.json()) as { job: { id: string } }).job.id;
  expect((await request.post(`/api/jobs/${jobId}/publish`, { headers })).ok()).toBe(true);
  published.push({ id: jobId, headers });

  await page.goto(`/jobs/${jobId}`);
  await expect(page.getByRole('heading', { level: 1, name: title })).toBeVisible();
  await expectFitsTheWidth(page, 'the posting’s page');

  await openSignedIn(page, await tokenFor(request, owner), '/dashboard/jobs');
  await expect(page.getByRole('heading', { name: title })).toBeVisible();
  await expectFitsTheWidth(page, '/dashboard/jobs');
});
