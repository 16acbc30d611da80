import {
  createMember,
  expect,
  expectNoSeriousA11yViolations,
  setupHeaders,
  signInThroughForm,
  stack,
  test,
  tokenFor,
} from '../support/fixtures';

// Issue 18, job seekers' first bullet: a member saves a /jobs search as an alert, an employer publishes a matching
// posting, the batch mails it (the e2e stack's alert "day" is three seconds, decision 539), and the mail's
// one-click link unsubscribes without signing in.

/** The posting this file published, closed afterwards so that later journeys see the board they expect. */
let toClose: { id: string; headers: Record<string, string> } | undefined;

test.afterEach(async ({ request }) => {
  if (toClose) await request.post(`/api/jobs/${toClose.id}/close`, { headers: toClose.headers });
  toClose = undefined;
});

test('a member saves a search, gets the alert mail for a new posting and unsubscribes from the mail', async ({
  page,
  request,
}) => {
  const word = `Zephyr${Date.now().toString(36)}`;
  const member = await createMember(request, { tag: 'alerts-seeker', name: 'Lan Tran' });
  const boss = await createMember(request, { tag: 'alerts-employer', name: 'Hoa Le' });
  const bossAuth = { ...setupHeaders(), authorization: `Bearer ${await tokenFor(request, boss)}` };

  await test.step('the member saves the /jobs search as a daily alert', async () => {
    await signInThroughForm(page, member);
    await page.goto(`/jobs?q=${word}&remote=true`);
    await page.getByRole('button', { name: 'Save this search' }).click();
    await expect(page.getByText(`Mail me new jobs for: ${word} · Remote`)).toBeVisible();
    await page.getByLabel('Alert name').fill(`${word} remote`);
    await page.getByLabel('How often').selectOption('daily');
    await page.getByRole('button', { name: 'Save alert' }).click();
    await expect(page.getByRole('status').filter({ hasText: `Alert “${word} remote” saved.` })).toBeVisible();
  });

  let jobId = '';
  await test.step('an employer publishes a matching posting', async () => {
    const upgraded = await request.post('/api/auth/users/upgrade-to-employer', {
      data: { planId: 'free' },
      headers: bossAuth,
    });
    expect(upgraded.ok(), await upgraded.text()).toBe(true);
    const company = await request.put('/api/employer/company', {
      data: { name: 'Alert Works' },
      headers: bossAuth,
    });
    expect(company.ok(), await company.text()).toBe(true);
    const created = await request.post('/api/jobs', {
      headers: bossAuth,
      data: {
        title: `${word} Engineer`,
        location: 'Đà Nẵng',
        type: 'full-time',
        level: 'mid',
        description: 'Remote work on the alerts.',
        requirements: [],
        skills: ['TypeScript'],
        benefits: [],
        is_remote: true,
      },
    });
    expect(created.status(), await created.text()).toBe(201);
    jobId = ((await created.json()) as { job: { id: string } }).job.id;
    toClose = { id: jobId, headers: bossAuth };
    const published = await request.post(`/api/jobs/${jobId}/publish`, { headers: bossAuth });
    expect(published.ok(), await published.text()).toBe(true);
  });

  let unsubscribeUrl = '';
  await test.step('the batch mails the member the new posting with a one-click unsubscribe', async () => {
    const mail = await stack.waitForMail(member.email, (m) => m.text.includes(`${word} Engineer`), 30_000);
    expect(mail.subject).toContain(`“${word} remote”`);
    expect(mail.text).toContain(`/jobs/${jobId}`);
    const headers = mail.raw.split(/\r?\n\r?\n/)[0]!.replace(/\r?\n[ \t]+/g, ' ');
    expect(headers).toMatch(/^List-Unsubscribe: <http[^>]+\/api\/job-alerts\/unsubscribe\?token=[^>]+>/m);
    expect(headers).toMatch(/^List-Unsubscribe-Post: List-Unsubscribe=One-Click/m);
    unsubscribeUrl = /(http\S+\/job-alerts\/unsubscribe\?token=\S+)/.exec(mail.text)?.[1] ?? '';
    expect(unsubscribeUrl).not.toBe('');
  });

  await test.step('the unsubscribe link works in a browser that is not signed in', async () => {
    const context = await page.context().browser()!.newContext();
    const visitor = await context.newPage();
    await visitor.goto(unsubscribeUrl);
    await expect(visitor.getByText(`Stop the mails of the job alert “${word} remote”?`)).toBeVisible();
    await expectNoSeriousA11yViolations(visitor, 'job alert unsubscribe page');
    await visitor.getByRole('button', { name: 'Unsubscribe' }).click();
    await expect(
      visitor.getByText(`You are unsubscribed: the alert “${word} remote” sends no more mail.`),
    ).toBeVisible();
    await context.close();
  });

  await test.step('the alert shows as unsubscribed on /dashboard/job-alerts', async () => {
    await page.goto('/dashboard/job-alerts');
    const card = page.getByRole('article', { name: `${word} remote` });
    await expect(card.getByText('Unsubscribed')).toBeVisible();
    await expect(card.getByRole('button', { name: `Resume ${word} remote` })).toBeVisible();
    await expectNoSeriousA11yViolations(page, 'job alerts page');
  });
});
