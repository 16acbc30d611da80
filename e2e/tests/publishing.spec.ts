import {
  ADMIN,
  createStaff,
  createMember,
  expect,
  expectNoSeriousA11yViolations,
  openSignedIn,
  setupHeaders,
  stack,
  test,
  tokenFor,
} from '../support/fixtures';
import type { Page } from '../support/fixtures';

// Issue 12: a member's project through the approval queue onto /projects and the candidate page; an editor's
// scheduled post going live on /blog by itself; the resource library. axe on each new page.

async function decide(page: Page, title: string, decision: 'Approve' | 'Request changes', reason: string) {
  await page.goto('/dashboard/approvals');
  await expect(page.getByRole('heading', { level: 1, name: 'Approvals' })).toBeVisible();
  await page.getByRole('button', { name: title, exact: true }).click();
  const preview = page.getByRole('region', { name: title });
  await expect(preview.getByRole('heading', { level: 3, name: title })).toBeVisible();
  const form = page.getByRole('form', { name: `Decision on “${title}”` });
  await form.getByRole('radio', { name: decision }).check();
  await form.getByLabel('Reason (the requester reads it)').fill(reason);
  await form.getByRole('button', { name: 'Send decision' }).click();
  await expect(page.getByRole('status').filter({ hasText: `“${title}”: ${decision}.` })).toBeVisible();
}

test('a member’s project goes through review onto /projects and the candidate page', async ({
  page,
  request,
}) => {
  const title = `Transit ${Date.now().toString(36)}`;
  const member = await createMember(request, { tag: 'maker', name: 'Lan Maker' });
  const memberToken = await tokenFor(request, member);
  const staff = await createStaff(request, { tag: 'staff', name: 'Quynh Reviewer' });

  await test.step('the member creates the project and submits it', async () => {
    await openSignedIn(page, memberToken, '/dashboard/my-projects');
    await expect(page.getByRole('heading', { level: 1, name: 'My Projects' })).toBeVisible();
    await expectNoSeriousA11yViolations(page, '/dashboard/my-projects (empty)');
    await page.getByRole('button', { name: 'New project' }).click();
    await page.getByLabel('Title', { exact: true }).fill(title);
    await page.getByLabel('Tags (separated by commas)').fill('React, Transit');
    await page.getByLabel('Description').fill('Bus times for Hà Nội, offline.');
    await page.getByLabel('Code repository URL').fill('https://github.com/example/transit');
    await page.getByLabel('Demo URL').fill('https://transit.example.dev');
    await page.getByLabel('Status').selectOption('in_progress');
    await page.getByLabel('Progress (%)').fill('40');
    await page.getByRole('button', { name: 'Create project' }).click();
    await expect(
      page.getByRole('status').filter({ hasText: `“${title}” created as a draft.` }),
    ).toBeVisible();
    await expectNoSeriousA11yViolations(page, '/dashboard/my-projects');
    await page.getByRole('button', { name: `Submit for review ${title}` }).click();
    await expect(page.getByText('Waiting for review')).toBeVisible();
  });

  await test.step('staff request changes with a reason', async () => {
    await openSignedIn(page, staff.token, '/dashboard/approvals');
    await expect(page.getByRole('button', { name: title, exact: true })).toBeVisible();
    await expectNoSeriousA11yViolations(page, '/dashboard/approvals');
    await decide(page, title, 'Request changes', 'Please add the details of the data source.');
    const mail = await stack.waitForMail(
      member.email,
      (m) => m.subject === `Changes requested for “${title}”`,
    );
    expect(mail.text).toContain('Please add the details of the data source.');
  });

  await test.step('the member reads the reason, edits and resubmits', async () => {
    await openSignedIn(page, memberToken, '/dashboard/my-projects');
    await expect(page.getByText('Please add the details of the data source.')).toBeVisible();
    await page.getByRole('button', { name: `Edit ${title}` }).click();
    await page.getByLabel('Details').fill('Data from the city’s open GTFS feed.');
    await page.getByRole('button', { name: 'Save changes' }).click();
    await expect(page.getByRole('status').filter({ hasText: `“${title}” saved.` })).toBeVisible();
    await page.getByRole('button', { name: `Submit for review ${title}` }).click();
    await expect(page.getByText('Waiting for review')).toBeVisible();
  });

  await test.step('staff approve; the member is told', async () => {
    await openSignedIn(page, staff.token, '/dashboard/approvals');
    await decide(page, title, 'Approve', 'Thanks, looks good.');
    await page.getByRole('button', { name: 'Decided' }).click();
    await expect(page.getByRole('cell', { name: 'Approved' }).first()).toBeVisible();
    await stack.waitForMail(member.email, (m) => m.subject === `“${title}” is approved and published`);
  });

  await test.step('the project shows on /projects beside the fixed five, with its tag', async () => {
    await page.goto('/projects');
    const card = page.getByRole('article').filter({ has: page.getByRole('heading', { name: title }) });
    await expect(card).toBeVisible();
    await expect(card).toContainText('Data from the city’s open GTFS feed.');
    await expect(page.getByRole('heading', { name: 'DotTrip Recruit' })).toBeVisible();
    await page.getByRole('button', { name: 'Transit', exact: true }).click();
    await expect(page.getByRole('article')).toHaveCount(1);
  });

  await test.step('and on the member’s candidate page, where staff and employers look', async () => {
    const profile = await request.put('/api/me/candidate-profile', {
      data: { headline: 'Transit developer', open_to_employers: true },
      headers: { ...setupHeaders(), authorization: `Bearer ${memberToken}` },
    });
    expect(profile.ok(), await profile.text()).toBe(true);
    const found = await request.get(`/api/candidates?q=${encodeURIComponent('Lan Maker')}`, {
      headers: { ...setupHeaders(), authorization: `Bearer ${staff.token}` },
    });
    const candidates = ((await found.json()) as { candidates: Array<{ id: string; headline: string }> })
      .candidates;
    const candidate = candidates.find((c) => c.headline === 'Transit developer')!;
    await openSignedIn(page, staff.token, `/dashboard/candidates/${candidate.id}`);
    const projects = page.getByRole('region', { name: 'Published projects' });
    await expect(projects.getByRole('link', { name: `Code ${title}` })).toBeVisible();
  });
});

test('an editor schedules a post and it appears on /blog at its time', async ({ page, request }) => {
  // Four axe passes and up to 30 s of waiting for the schedule: 27 s on an idle machine, over 90 s in one slow CI run.
  test.setTimeout(150_000);
  const title = `Release notes ${Date.now().toString(36)}`;
  const admin = await tokenFor(request, ADMIN);

  await openSignedIn(page, admin, '/dashboard/content');
  await expect(page.getByRole('heading', { level: 1, name: 'Content Management' })).toBeVisible();
  await expect(page.getByRole('button', { name: 'Why we build in the open' })).toBeVisible();
  await expectNoSeriousA11yViolations(page, '/dashboard/content');
  await page.getByLabel('Title of a new post').fill(title);
  await page.getByRole('button', { name: 'New post' }).click();
  await expect(page.getByRole('heading', { name: `Editing “${title}”` })).toBeVisible();
  await page.getByLabel('Summary').fill('What changed this month.');
  await page
    .getByLabel('Body (Markdown)')
    .fill('## New\n\n- Projects on the site\n\n<script>alert(1)</script>');
  await page.getByRole('button', { name: 'Save', exact: true }).click();
  await expect(page.getByRole('status').filter({ hasText: 'Saved as a new version.' })).toBeVisible();
  // The pointer rests off the buttons, so axe measures them as they are, not hovered.
  await page.mouse.move(0, 0);
  await expectNoSeriousA11yViolations(page, '/dashboard/content (editor)');

  // Eight seconds from now on Vietnam's wall clock: the editor reads 'Publish at' as Vietnam time (GMT+7).
  const parts = new Intl.DateTimeFormat('en-CA', {
    timeZone: 'Asia/Ho_Chi_Minh',
    year: 'numeric',
    month: '2-digit',
    day: '2-digit',
    hour: '2-digit',
    minute: '2-digit',
    second: '2-digit',
    hourCycle: 'h23',
  }).formatToParts(new Date(Date.now() + 8_000));
  const part = (type: string) => parts.find((p) => p.type === type)!.value;
  const at = `${part('year')}-${part('month')}-${part('day')}T${part('hour')}:${part('minute')}:${part('second')}`;
  await page.getByLabel('Publish at').fill(at);
  await page.getByRole('button', { name: 'Schedule', exact: true }).click();
  await expect(page.getByRole('status').filter({ hasText: `“${title}” is scheduled.` })).toBeVisible();

  await page.goto('/blog');
  await expect(page.getByRole('heading', { level: 1, name: 'Our Blog' })).toBeVisible();
  await expect(page.getByRole('heading', { name: title })).toHaveCount(0);
  await expect(async () => {
    await page.reload();
    await expect(page.getByRole('heading', { name: title })).toBeVisible({ timeout: 1_000 });
  }).toPass({ timeout: 30_000 });
  // Newest first: the new post before the spec's three seeded ones.
  await expect(page.getByRole('article').first()).toContainText(title);
  await expect(page.getByRole('heading', { name: 'Why we build in the open' })).toBeVisible();
  await expectNoSeriousA11yViolations(page, '/blog');

  await page
    .getByRole('article')
    .filter({ hasText: title })
    .getByRole('link', { name: /Read more/ })
    .click();
  await expect(page).toHaveURL(/\/blog\/release-notes-/);
  await expect(page.getByRole('heading', { level: 1, name: title })).toBeVisible();
  await expect(page.getByRole('heading', { level: 2, name: 'New' })).toBeVisible();
  await expect(page.getByText('<script>alert(1)</script>')).toBeVisible();
  await expectNoSeriousA11yViolations(page, '/blog/:slug');
});

test('a member searches the resource library without diacritics and reads both languages', async ({
  page,
  request,
}) => {
  const member = await createMember(request, { tag: 'reader' });
  await openSignedIn(page, await tokenFor(request, member), '/dashboard/resources');
  await expect(page.getByRole('heading', { level: 1, name: 'Resources' })).toBeVisible();
  await expect(page.getByRole('button', { name: /Using the hiring pipeline/ })).toBeVisible();
  await page.getByLabel('Search articles').fill('phong van');
  await expect(page.getByRole('button', { name: /Writing a CV/ })).toHaveCount(0);
  await page.getByRole('button', { name: /Preparing for an interview/ }).click();
  await expect(page.getByRole('region', { name: 'English version' })).toContainText('Read the posting again');
  await expect(page.getByRole('region', { name: 'Vietnamese version' })).toContainText(
    'Chuẩn bị cho buổi phỏng vấn',
  );
  await expectNoSeriousA11yViolations(page, '/dashboard/resources');
});
