import {
  createMember,
  expect,
  expectNoSeriousA11yViolations,
  mailParts,
  minimalPdf,
  openSignedIn,
  setupHeaders,
  stack,
  startInterviewSoon,
  test,
  tokenFor,
  uniqueEmail,
} from '../support/fixtures';
import type { Account, Mail, Page } from '../support/fixtures';
import type { BrowserContext } from '@playwright/test';

// Issue 10: employer teams. An Enterprise owner invites a recruiter (a new address, who registers from the link)
// and an interviewer (an existing member, who signs in from the link); the recruiter moves an application to
// Interview and schedules it with the interviewer; the interviewer gets the .ics, sees only that interview,
// opens the CV and, once it has started, fills the feedback form of the posting's interview kit (issue 18), which
// the owner wrote; the recruiter reads it, and the list view on a phone; the owner cancels the package and the
// recruiter's next page load is a member's dashboard.

const DAY = 86_400_000;
/** YYYY-MM-DD, `days` from now (UTC). */
const dayFromNow = (days: number) => new Date(Date.now() + days * DAY).toISOString().slice(0, 10);

/** The invitation link's token, from the mail's text. */
function invitationToken(mail: Mail): string {
  const token = /\/company-invitation\?token=([\w-]+)/.exec(mail.text)?.[1];
  expect(token, `an invitation link in "${mail.subject}"`).toBeTruthy();
  return token!;
}

const contexts: BrowserContext[] = [];
let posting: { id: string; headers: Record<string, string> } | undefined;

test.afterEach(async ({ request }) => {
  await Promise.all(contexts.splice(0).map((context) => context.close()));
  if (posting) {
    // Closed already when the package was cancelled; then the server's refusal does not matter.
    await request.post(`/api/jobs/${posting.id}/close`, { headers: posting.headers });
    posting = undefined;
  }
});

test('teams: invite a recruiter and an interviewer, schedule together, feedback, cancel the package', async ({
  browser,
  request,
}) => {
  test.setTimeout(360_000);
  const stamp = Date.now().toString(36);
  const company = `Hoa Sen Tech ${stamp}`;
  const title = `Data Engineer ${stamp}`;
  const owner = await createMember(request, { tag: 'team-owner', name: 'Mai Owner' });
  const interviewer = await createMember(request, { tag: 'team-interviewer', name: `Khoa Vo ${stamp}` });
  const candidate = await createMember(request, { tag: 'team-candidate', name: `An Le ${stamp}` });
  const recruiter: Account = {
    name: `Thu Ha ${stamp}`,
    email: uniqueEmail('team-recruiter'),
    password: 'Recruit2026',
  };
  const interviewDay = dayFromNow(2);

  const newPage = async () => {
    const context = await browser.newContext({ timezoneId: 'UTC' });
    contexts.push(context);
    return context.newPage();
  };
  const signedIn = async (account: Account, target: string) => {
    const page = await newPage();
    await openSignedIn(page, await tokenFor(request, account), target);
    return page;
  };
  const ownerAuth = { ...setupHeaders(), authorization: `Bearer ${await tokenFor(request, owner)}` };

  let jobId = '';
  await test.step('the owner takes Enterprise and publishes a posting; a member applies with a PDF', async () => {
    const upgraded = await request.post('/api/auth/users/upgrade-to-employer', {
      data: { planId: 'premium' },
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
        location: 'Hà Nội',
        type: 'full-time',
        level: 'mid',
        description: 'Build the data pipelines of the recruitment platform.',
        requirements: [],
        skills: ['SQL', 'Python'],
        benefits: [],
        is_remote: false,
      },
    });
    expect(created.status(), await created.text()).toBe(201);
    jobId = ((await created.json()) as { job: { id: string } }).job.id;
    posting = { id: jobId, headers: ownerAuth };
    const published = await request.post(`/api/jobs/${jobId}/publish`, { headers: ownerAuth });
    expect(published.ok(), await published.text()).toBe(true);

    const applied = await request.post(`/api/jobs/${jobId}/applications`, {
      headers: { ...setupHeaders(), authorization: `Bearer ${await tokenFor(request, candidate)}` },
      multipart: {
        cover_letter: 'I build data pipelines in Python and SQL.',
        cv: {
          name: 'an-le-cv.pdf',
          mimeType: 'application/pdf',
          buffer: minimalPdf(`CV of ${candidate.name}`),
        },
      },
    });
    expect(applied.status(), await applied.text()).toBe(201);
  });

  let boss: Page;
  await test.step('the owner’s company page: Enterprise, seats; invites a recruiter and an interviewer', async () => {
    boss = await signedIn(owner, '/dashboard');
    await boss.getByRole('navigation', { name: 'Dashboard' }).getByRole('link', { name: 'Company' }).click();
    await expect(boss.getByRole('heading', { level: 1, name: 'Company' })).toBeVisible();
    await expect(boss.getByTestId('company-name')).toHaveText(company);
    await expect(boss.getByTestId('company-your-role')).toHaveText('Owner');
    await expect(boss.getByTestId('company-package')).toHaveText('Enterprise');
    await expect(boss.getByTestId('company-seats')).toHaveText('1 of 10 seats used');
    await expect(boss.getByTestId('company-unlocks')).toHaveText('Unlimited');

    const form = boss.getByRole('form', { name: 'Invite a teammate' });
    for (const [email, role] of [
      [recruiter.email, 'Recruiter'],
      [interviewer.email, 'Interviewer'],
    ] as const) {
      await form.getByLabel('E-mail').fill(email);
      await form.getByLabel('Role').selectOption({ label: role });
      await form.getByRole('button', { name: 'Send invitation' }).click();
      await expect(
        boss.getByRole('status').filter({ hasText: `Invitation sent to ${email}.` }),
      ).toBeVisible();
    }
    // The same address twice: the server's 409 message.
    await form.getByLabel('E-mail').fill(interviewer.email);
    await form.getByRole('button', { name: 'Send invitation' }).click();
    await expect(boss.getByRole('alert')).toHaveText(
      'This address already has an open invitation. Send it again instead.',
    );
    await form.getByLabel('E-mail').fill('');
    const invitations = boss.getByRole('region', { name: 'Open invitations' });
    await expect(invitations.getByRole('listitem')).toHaveCount(2);
    await expect(boss.getByTestId('company-seats')).toHaveText('3 of 10 seats used');
    // The pointer leaves the last button it pressed: axe measures the page at rest, not a hover colour.
    await boss.mouse.move(0, 0);
    await expectNoSeriousA11yViolations(boss, '/dashboard/company (owner)');
  });

  await test.step('the recruiter, a new address, registers from the link and lands on the company page', async () => {
    const mail = await stack.waitForMail(recruiter.email, (m) => m.subject.includes(`join ${company}`));
    expect(mail.subject).toBe(`Mai Owner invited you to join ${company} on DotTrip`);
    const page = await newPage();
    await page.goto(`/company-invitation?token=${invitationToken(mail)}`);
    await expect(page.getByRole('heading', { level: 1, name: 'Join a company' })).toBeVisible();
    await expect(page.getByTestId('company-invitation')).toContainText(
      `Mai Owner invited you to join ${company} as Recruiter.`,
    );
    // Once read, the token leaves the address; a reload still finds the invitation (decision 1082).
    await expect(page).toHaveURL(/\/company-invitation$/);
    await page.reload();
    await expect(page.getByTestId('company-invitation')).toContainText(`join ${company} as Recruiter.`);
    await expect(page).toHaveURL(/\/company-invitation$/);
    await expectNoSeriousA11yViolations(page, '/company-invitation (new address)');
    const form = page.getByRole('form', { name: 'Create your account' });
    await form.getByLabel('Name').fill(recruiter.name);
    await form.getByLabel('Password', { exact: true }).fill(recruiter.password);
    await form.getByLabel('Confirm password').fill(recruiter.password);
    await form.getByRole('button', { name: 'Create account and join' }).click();
    await expect(page).toHaveURL(/\/dashboard\/company$/);
    await expect(page.getByTestId('company-your-role')).toHaveText('Recruiter');
    await expect(page.getByRole('button', { name: 'Leave company' })).toBeVisible();
    await expect(page.getByRole('form', { name: 'Invite a teammate' })).toBeHidden();
    await page.close();
  });

  let ivan: Page;
  await test.step('the interviewer, an existing member, signs in from the link and joins', async () => {
    const mail = await stack.waitForMail(interviewer.email, (m) => m.subject.includes(`join ${company}`));
    ivan = await newPage();
    await ivan.goto(`/company-invitation?token=${invitationToken(mail)}`);
    await expect(ivan.getByTestId('company-invitation')).toContainText(`join ${company} as Interviewer.`);
    await expectNoSeriousA11yViolations(ivan, '/company-invitation (existing account)');
    await ivan.getByRole('link', { name: 'Sign in to accept' }).click();
    await expect(ivan).toHaveURL(/\/login$/);
    await expect(ivan.getByLabel('Email')).toHaveValue(interviewer.email);
    await ivan.getByLabel('Password').fill(interviewer.password);
    await ivan.getByRole('button', { name: 'Sign in', exact: true }).click();
    await expect(ivan).toHaveURL(/\/company-invitation$/);
    await ivan.getByRole('button', { name: `Join ${company}` }).click();
    await expect(ivan).toHaveURL(/\/dashboard\/company$/);
    await expect(ivan.getByTestId('company-your-role')).toHaveText('Interviewer');
    // Of the recruitment pages, an interviewer has the company and its interviews only.
    const nav = ivan.getByRole('navigation', { name: 'Dashboard' });
    await expect(nav.getByRole('link', { name: 'Interviews' })).toBeVisible();
    await expect(nav.getByRole('link', { name: 'Job Management' })).toBeHidden();
    await expect(nav.getByRole('link', { name: 'Application Tracking' })).toBeHidden();
  });

  await test.step('the owner sees three members and no open invitation', async () => {
    await boss.reload();
    const members = boss.getByRole('table', { name: 'Members' });
    await expect(members.getByRole('row')).toHaveCount(4);
    await expect(members.getByRole('combobox', { name: `Role of ${recruiter.name}` })).toHaveValue(
      'recruiter',
    );
    await expect(members.getByRole('combobox', { name: `Role of ${interviewer.name}` })).toHaveValue(
      'interviewer',
    );
    await expect(boss.getByText('No open invitations.')).toBeVisible();
  });

  const kitQuestions = ['Walk us through a pipeline you rebuilt.', 'How do you test data quality?'];
  await test.step('the owner writes the interview kit of the posting’s Interview stage', async () => {
    await boss.goto('/dashboard/jobs');
    await boss.getByRole('link', { name: `Interview kits for ${title}` }).click();
    await expect(boss.getByRole('heading', { level: 1, name: `Interview kits: ${title}` })).toBeVisible();
    const kit = boss.getByRole('form', { name: 'Interview kit: Interview' });
    await expect(
      kit.getByText('No kit yet: interviewers at this stage give the overall feedback only.'),
    ).toBeVisible();
    for (const [index, question] of kitQuestions.entries()) {
      await kit.getByRole('button', { name: 'Add question' }).click();
      await kit.getByLabel(`Question ${index + 1}`, { exact: true }).fill(question);
    }
    for (const [index, attribute] of ['SQL', 'Python', 'Communication'].entries()) {
      await kit.getByRole('button', { name: 'Add attribute' }).click();
      await kit.getByLabel(`Attribute ${index + 1}`, { exact: true }).fill(attribute);
    }
    await kit.getByRole('button', { name: 'Remove attribute 3' }).click();
    await kit.getByRole('button', { name: 'Save kit' }).click();
    await expect(kit.getByRole('status')).toHaveText('Kit saved.');
    await boss.reload();
    await expect(kit.getByLabel('Question 2', { exact: true })).toHaveValue(kitQuestions[1]!);
    await expect(kit.getByLabel('Attribute 2', { exact: true })).toHaveValue('Python');
    await expect(kit.getByLabel('Attribute 3', { exact: true })).toBeHidden();
    await boss.mouse.move(0, 0);
    await expectNoSeriousA11yViolations(boss, '/dashboard/jobs/:id/kits (owner)');
  });

  let rita: Page;
  await test.step('the recruiter moves the application to Interview and schedules it with the interviewer', async () => {
    rita = await signedIn(recruiter, `/dashboard/jobs/${jobId}/board`);
    await expect(rita.getByRole('heading', { level: 1, name: `Pipeline: ${title}` })).toBeVisible();
    await rita.getByRole('button', { name: `Move ${candidate.name}…` }).click();
    const move = rita.getByRole('dialog', { name: `Move ${candidate.name}` });
    await move.getByLabel('Move to').selectOption({ label: 'Interview' });
    await move.getByRole('button', { name: 'Move', exact: true }).click();
    await expect(move).toBeHidden();
    await expect(
      rita
        .getByRole('region', { name: /^Interview \d+ applications?$/ })
        .getByRole('link', { name: candidate.name }),
    ).toBeVisible();

    await rita.getByRole('link', { name: candidate.name }).click();
    await expect(rita.getByText('Stage: Interview')).toBeVisible();
    await rita.getByRole('button', { name: 'Schedule interview' }).click();
    const dialog = rita.getByRole('dialog', { name: `Schedule interview with ${candidate.name}` });
    await dialog.getByLabel('Date').fill(interviewDay);
    await dialog.getByLabel('Start time').fill('10:30');
    await dialog.getByLabel('Time zone').selectOption('Asia/Ho_Chi_Minh');
    await dialog.getByLabel('Type').selectOption({ label: 'Video' });
    await dialog.getByLabel('Meeting link').fill(`https://meet.example.com/data-${stamp}`);
    const people = dialog.getByRole('group', { name: 'Interviewers' });
    await people.getByLabel(`${recruiter.name} (you)`).uncheck();
    await people.getByLabel(interviewer.name, { exact: true }).check();
    await dialog.getByRole('button', { name: 'Schedule', exact: true }).click();
    await expect(dialog).toBeHidden();
    const interview = rita.getByRole('region', { name: 'Interviews' }).getByRole('article');
    await expect(interview.getByText(`Interviewers: ${interviewer.name}`)).toBeVisible();
  });

  await test.step('the interviewer receives the .ics invitation', async () => {
    const mail = await stack.waitForMail(interviewer.email, (m) =>
      m.subject.startsWith(`Interview: ${title} at ${company},`),
    );
    const part = mailParts(mail.raw).find((p) => /^text\/calendar/i.test(p.contentType));
    expect(part, 'a text/calendar part').toBeDefined();
    expect(part!.contentType).toMatch(/method=REQUEST/i);
    const ics = part!.body.toString('utf8').replace(/\r?\n[ \t]/g, '');
    expect(ics).toMatch(/^METHOD:REQUEST\r?$/m);
    // 10:30 in Hồ Chí Minh City (UTC+7) is 03:30 UTC.
    expect(ics).toMatch(new RegExp(`^DTSTART:${interviewDay.replaceAll('-', '')}T033000Z\\r?$`, 'm'));
    expect(ics).toMatch(new RegExp(`^ATTENDEE;.*:mailto:${interviewer.email}\\r?$`, 'm'));
  });

  await test.step('the recruiter moves the interview to start in a few seconds', async () => {
    // Feedback opens at the start (decision 1108) and the e2e server runs on the real clock.
    const token = await tokenFor(request, recruiter);
    const listed = await request.get('/api/interviews?status=scheduled', {
      headers: { ...setupHeaders(), authorization: `Bearer ${token}` },
    });
    expect(listed.ok(), await listed.text()).toBe(true);
    const ours = (
      (await listed.json()) as { interviews: Array<{ id: string; candidate: { name: string } }> }
    ).interviews.filter((i) => i.candidate.name === candidate.name);
    expect(ours).toHaveLength(1);
    await startInterviewSoon(request, token, ours[0]!.id);
  });

  await test.step('the interviewer sees only that interview, opens the CV and leaves feedback', async () => {
    await ivan.goto('/dashboard');
    const upcoming = ivan.getByRole('region', { name: 'Your upcoming interviews' });
    await expect(upcoming.getByRole('listitem')).toHaveCount(1);
    await expect(upcoming.getByText(`${candidate.name} — ${title}`)).toBeVisible();

    await upcoming.getByRole('link', { name: 'Open Interviews to read the CV and leave feedback' }).click();
    await expect(ivan.getByRole('heading', { level: 1, name: 'Interviews' })).toBeVisible();
    // It starts today: this week's list.
    const item = ivan.getByRole('article');
    await expect(item).toHaveCount(1);
    await expect(item.getByRole('heading', { name: `${candidate.name} — ${title}` })).toBeVisible();
    await expect(item.getByRole('button', { name: 'Reschedule' })).toBeHidden();
    await expect(item.getByRole('button', { name: 'Cancel interview' })).toBeHidden();
    await expect(ivan.getByRole('link', { name: /Open the application/ })).toBeHidden();

    const download = ivan.waitForEvent('download');
    await item.getByRole('button', { name: `Open CV of ${candidate.name}` }).click();
    expect((await download).suggestedFilename()).toBe(`CV ${candidate.name}.pdf`);

    // The form shows once the interview has started (the card reads the time when it renders: reload until then).
    const feedback = item.getByRole('form', { name: 'Your feedback' });
    await expect(async () => {
      await ivan.reload();
      await expect(feedback).toBeVisible({ timeout: 2_000 });
    }).toPass({ timeout: 60_000 });
    // The kit's questions and attributes (issue 18).
    const questions = feedback.getByRole('group', { name: 'Interview questions' });
    await expect(questions.getByRole('textbox')).toHaveCount(2);
    await questions.getByLabel(kitQuestions[0]!).fill('Moved nightly batches to streaming with replay.');
    await questions.getByLabel(kitQuestions[1]!).fill('Contracts on every table, checked in CI.');
    const attributes = feedback.getByRole('group', { name: 'Attributes to rate' });
    await attributes.getByRole('group', { name: 'SQL' }).getByRole('radio', { name: 'Strong yes' }).check();
    await attributes
      .getByRole('group', { name: 'Python' })
      .getByRole('radio', { name: 'Yes', exact: true })
      .check();
    await feedback.getByRole('radio', { name: '5', exact: true }).check();
    await feedback.getByLabel('Recommendation').selectOption({ label: 'Strong yes' });
    await feedback.getByLabel('Comments').fill('Clear thinking about data quality.');
    await feedback.getByRole('button', { name: 'Send feedback' }).click();
    await expect(feedback.getByRole('status')).toHaveText('Feedback saved.');
    await expectNoSeriousA11yViolations(ivan, '/dashboard/interviews (interviewer)');

    // The application behind it is not the interviewer's to open.
    await ivan.goto('/dashboard/applications');
    await expect(ivan).toHaveURL(/\/dashboard$/);
    await expectNoSeriousA11yViolations(ivan, '/dashboard (interviewer)');
  });

  await test.step('the recruiter sees the interviewer’s feedback with the kit’s answers and ratings', async () => {
    await rita.reload();
    const interviews = rita.getByRole('region', { name: 'Interviews' });
    await expect(interviews.getByText(`${interviewer.name}: 5/5, Strong yes`)).toBeVisible();
    await expect(
      interviews.getByRole('list', { name: `Ratings by ${interviewer.name}` }).getByRole('listitem'),
    ).toHaveText(['SQL: Strong yes', 'Python: Yes']);
    const answers = interviews.getByRole('definition');
    await expect(answers).toHaveText([
      'Moved nightly batches to streaming with replay.',
      'Contracts on every table, checked in CI.',
    ]);
    await expect(interviews.getByRole('term')).toHaveText(kitQuestions);
    await expectNoSeriousA11yViolations(rita, '/dashboard/applications/:id (feedback with a kit)');
    await rita.goto('/dashboard/company');
    await expect(rita.getByTestId('company-your-role')).toHaveText('Recruiter');
    await expectNoSeriousA11yViolations(rita, '/dashboard/company (recruiter)');
  });

  await test.step('the list view on a phone (375 px): a card per application, nothing wider than the screen', async () => {
    await rita.setViewportSize({ width: 375, height: 812 });
    await rita.goto('/dashboard/applications');
    const table = rita.getByRole('table', { name: 'Applications' });
    const row = table.getByRole('row').filter({ has: rita.getByRole('link', { name: candidate.name }) });
    await expect(row).toBeVisible();
    await expect(row.getByRole('cell').filter({ hasText: 'Posting:' })).toHaveText(`Posting: ${title}`);
    await expect(row.getByRole('cell').filter({ hasText: 'Stage:' })).toHaveText('Stage: Interview');
    // Neither the page nor the table scrolls sideways, and every value of the row is on the screen.
    const width = await rita.evaluate(() => ({
      page: document.documentElement.scrollWidth,
      screen: window.innerWidth,
      table: document.querySelector('table')!.scrollWidth,
      box: document.querySelector('table')!.parentElement!.clientWidth,
    }));
    expect(width.page).toBeLessThanOrEqual(width.screen);
    expect(width.table).toBeLessThanOrEqual(width.box);
    for (const cell of await row.getByRole('cell').all()) {
      const box = (await cell.boundingBox())!;
      expect(box.x).toBeGreaterThanOrEqual(0);
      expect(box.x + box.width).toBeLessThanOrEqual(375);
    }
    await expectNoSeriousA11yViolations(rita, '/dashboard/applications at 375 px');
    await rita.setViewportSize({ width: 1280, height: 800 });
  });

  await test.step('the owner cancels the package; the recruiter’s next page load is a member’s dashboard', async () => {
    await boss.goto('/profile');
    const packagePanel = boss.getByRole('region', { name: 'Gói dịch vụ đang hoạt động' });
    await packagePanel.getByRole('button', { name: 'Hủy gói dịch vụ' }).click();
    await boss
      .getByRole('alertdialog', { name: 'Hủy gói dịch vụ?' })
      .getByRole('button', { name: 'Xác nhận hủy' })
      .click();
    await expect(boss.getByText('member', { exact: true })).toBeVisible();
    posting = undefined;

    await rita.goto('/dashboard');
    await expect(rita.getByRole('heading', { level: 1, name: 'Dashboard' })).toBeVisible();
    await expect(rita.getByRole('heading', { name: 'Your Space' })).toBeVisible();
    await expect(
      rita.getByRole('complementary', { name: 'Sidebar' }).getByText('Member', { exact: true }),
    ).toBeVisible();
    const nav = rita.getByRole('navigation', { name: 'Dashboard' });
    await expect(nav.getByRole('link', { name: 'Company' })).toBeHidden();
    await expect(nav.getByRole('link', { name: 'Job Management' })).toBeHidden();
  });
});
