import {
  createMember,
  expect,
  expectNoSeriousA11yViolations,
  minimalPdf,
  openSignedIn,
  setupHeaders,
  stack,
  test,
  tokenFor,
} from '../support/fixtures';
import type { BrowserContext } from '@playwright/test';

// Issue 13 (messages): an employer writes to an applicant from the application page; the candidate sees the unread
// count on the sidebar, gets one mail, reads and answers from "My applications"; the answer reaches the employer's
// open page without a reload (polling, decision 955). axe on /dashboard/messages for both sides.

const contexts: BrowserContext[] = [];
let posting: { id: string; headers: Record<string, string> } | undefined;

test.afterEach(async ({ request }) => {
  await Promise.all(contexts.splice(0).map((context) => context.close()));
  if (posting) {
    await request.post(`/api/jobs/${posting.id}/close`, { headers: posting.headers });
    posting = undefined;
  }
});

test('messages: an employer writes to an applicant, who reads and answers from My applications', async ({
  browser,
  request,
}) => {
  test.setTimeout(240_000);
  const stamp = Date.now().toString(36);
  const company = `Sao Mai Soft ${stamp}`;
  const title = `Backend Developer ${stamp}`;
  const owner = await createMember(request, { tag: 'msg-owner', name: 'Hung Owner' });
  const candidate = await createMember(request, { tag: 'msg-candidate', name: `Lan Tran ${stamp}` });
  const ownerAuth = { ...setupHeaders(), authorization: `Bearer ${await tokenFor(request, owner)}` };

  const newPage = async () => {
    const context = await browser.newContext({ timezoneId: 'UTC' });
    contexts.push(context);
    return context.newPage();
  };

  let applicationId = '';
  await test.step('a Pro employer publishes a posting and a member applies', async () => {
    const upgraded = await request.post('/api/auth/users/upgrade-to-employer', {
      data: { planId: 'standard' },
      headers: ownerAuth,
    });
    expect(upgraded.ok(), await upgraded.text()).toBe(true);
    const profile = await request.put('/api/employer/company', {
      data: { name: company },
      headers: ownerAuth,
    });
    expect(profile.ok(), await profile.text()).toBe(true);
    const created = await request.post('/api/jobs', {
      headers: ownerAuth,
      data: {
        title,
        location: 'Đà Nẵng',
        type: 'full-time',
        level: 'mid',
        description: 'Build the messaging service.',
        requirements: [],
        skills: ['Node.js'],
        benefits: [],
        is_remote: false,
      },
    });
    expect(created.status(), await created.text()).toBe(201);
    const jobId = ((await created.json()) as { job: { id: string } }).job.id;
    posting = { id: jobId, headers: ownerAuth };
    const published = await request.post(`/api/jobs/${jobId}/publish`, { headers: ownerAuth });
    expect(published.ok(), await published.text()).toBe(true);
    const applied = await request.post(`/api/jobs/${jobId}/applications`, {
      headers: { ...setupHeaders(), authorization: `Bearer ${await tokenFor(request, candidate)}` },
      multipart: {
        cover_letter: 'I build Node.js services.',
        cv: {
          name: 'lan-cv.pdf',
          mimeType: 'application/pdf',
          buffer: minimalPdf(`CV of ${candidate.name}`),
        },
      },
    });
    expect(applied.status(), await applied.text()).toBe(201);
    applicationId = ((await applied.json()) as { application: { id: string } }).application.id;
  });

  const boss = await newPage();
  await test.step('the employer writes from the application page', async () => {
    await openSignedIn(boss, await tokenFor(request, owner), `/dashboard/applications/${applicationId}`);
    const section = boss.getByRole('region', { name: 'Messages with the candidate' });
    await expect(section.getByText('No messages yet. Write to the candidate below.')).toBeVisible({
      timeout: 60_000,
    });
    await section.getByLabel('Your message').fill('Hello Lan, could you talk on Monday at 10:00?');
    await section.getByRole('button', { name: 'Send message' }).click();
    await expect(
      section
        .getByRole('log', { name: 'Messages' })
        .getByText('Hello Lan, could you talk on Monday at 10:00?'),
    ).toBeVisible();
    await expect(section.getByLabel('Your message')).toHaveValue('');
  });

  const lan = await newPage();
  await test.step('the candidate gets one mail and sees the unread count on the sidebar', async () => {
    const mail = await stack.waitForMail(candidate.email, (m) => m.subject.startsWith('New message from'));
    expect(mail.subject).toBe(`New message from ${company} about ${title}`);
    expect(mail.text).toContain('/dashboard/messages/');
    expect(mail.text).not.toContain('Monday');

    await openSignedIn(lan, await tokenFor(request, candidate), '/dashboard');
    // The signed-in area's first load on a busy machine can take a while.
    await expect(lan.getByRole('heading', { level: 1, name: 'Dashboard' })).toBeVisible({ timeout: 60_000 });
    const nav = lan.getByRole('navigation', { name: 'Dashboard' });
    await expect(nav.getByRole('link', { name: 'Messages 1 unread' })).toBeVisible();
  });

  await test.step('the candidate reads and answers from My applications; the count goes', async () => {
    const nav = lan.getByRole('navigation', { name: 'Dashboard' });
    await nav.getByRole('link', { name: 'My Applications' }).click();
    const card = lan.getByRole('article', { name: title });
    await card.getByRole('button', { name: /Messages with the hiring team/ }).click();
    await expect(
      card.getByRole('log', { name: 'Messages' }).getByText('Hello Lan, could you talk on Monday'),
    ).toBeVisible();
    await expect(nav.getByRole('link', { name: 'Messages', exact: true })).toBeVisible();
    await card.getByLabel('Your message').fill('Yes, Monday at 10:00 works for me.');
    await card.getByRole('button', { name: 'Send message' }).click();
    await expect(
      card.getByRole('log', { name: 'Messages' }).getByText('Yes, Monday at 10:00 works for me.'),
    ).toBeVisible();
    await lan.mouse.move(0, 0);
    await expectNoSeriousA11yViolations(lan, '/dashboard/my-applications (with messages)');
  });

  await test.step('the answer reaches the employer’s open page without a reload', async () => {
    const section = boss.getByRole('region', { name: 'Messages with the candidate' });
    await expect(section.getByText('Yes, Monday at 10:00 works for me.')).toBeVisible({ timeout: 20_000 });
  });

  await test.step('the messages page lists the conversation for both sides (axe on each)', async () => {
    await boss.goto('/dashboard/messages');
    await expect(boss.getByRole('heading', { level: 1, name: 'Messages' })).toBeVisible();
    const list = boss.getByRole('navigation', { name: 'Conversations' });
    await list.getByRole('link', { name: new RegExp(candidate.name) }).click();
    await expect(boss).toHaveURL(/\/dashboard\/messages\/[\w-]+$/);
    await expect(
      boss.getByRole('log', { name: 'Messages' }).getByText('Yes, Monday at 10:00 works for me.'),
    ).toBeVisible();
    await expect(boss.getByRole('heading', { name: 'Message templates' })).toBeVisible();
    await boss.mouse.move(0, 0);
    await expectNoSeriousA11yViolations(boss, '/dashboard/messages/:id (employer)');

    await lan.goto('/dashboard/messages');
    await expect(
      lan.getByRole('navigation', { name: 'Conversations' }).getByRole('link', { name: new RegExp(company) }),
    ).toBeVisible();
    await expect(lan.getByText('Choose a conversation to read it.')).toBeVisible();
    await expectNoSeriousA11yViolations(lan, '/dashboard/messages (candidate)');
  });
});
