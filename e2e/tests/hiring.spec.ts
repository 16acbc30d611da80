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
} from '../support/fixtures';
import type { Account, Mail, Page } from '../support/fixtures';
import type { BrowserContext, Locator } from '@playwright/test';

// Journey 9: the whole hiring flow through the UI (issue 5). An employer (a member who took the Pro
// plan) posts a job; a member finds it on /jobs and applies with a PDF; the employer moves the
// application Applied → Screening → Interview on the board, schedules the interview (the member's
// mail holds the .ics), gives feedback, then Offer → Hired; the member follows every stage in
// "My applications" and by mail. Then the employer closes the filled posting.

/** YYYY-MM-DD, `days` from now (UTC). */
const dayFromNow = (days: number) => new Date(Date.now() + days * 86_400_000).toISOString().slice(0, 10);

/** The mail's calendar attachment, unfolded (RFC 5545 continues long lines after CRLF + space). */
function calendarIn(mail: Mail) {
  const part = mailParts(mail.raw).find((p) => /^text\/calendar/i.test(p.contentType));
  expect(part, `a text/calendar part in "${mail.subject}"`).toBeDefined();
  return { ...part!, ics: part!.body.toString('utf8').replace(/\r?\n[ \t]/g, '') };
}

// What the journey leaves behind: its browser contexts, and the posting, which must not stay in the
// shared feed (job-feed.spec.ts counts the seven sample postings) even when a step fails.
const contexts: BrowserContext[] = [];
let posting: { id: string; token: string } | undefined;

test.afterEach(async ({ request }) => {
  await Promise.all(contexts.splice(0).map((context) => context.close()));
  if (posting) {
    // Already closed when the journey ran to its end; then the server's refusal does not matter.
    await request.post(`/api/jobs/${posting.id}/close`, {
      headers: { ...setupHeaders(), authorization: `Bearer ${posting.token}` },
    });
    posting = undefined;
  }
});

test('hiring: post → find and apply with a PDF → board → interview with .ics → feedback → offer → hired', async ({
  browser,
  request,
}) => {
  // The longest journey: several minutes on a busy machine.
  test.setTimeout(360_000);
  const stamp = Date.now().toString(36);
  const company = `Sao Mai Labs ${stamp}`;
  const title = `Platform Engineer ${stamp}`;
  const employer = await createMember(request, { tag: 'employer', name: 'Lan Pham' });
  const candidate = await createMember(request, { tag: 'candidate', name: `Hoa Tran ${stamp}` });
  const interviewDay = dayFromNow(10);
  const cv = minimalPdf(`CV of ${candidate.name}`);

  const signedIn = async (account: Account, target: string) => {
    const context = await browser.newContext();
    contexts.push(context);
    const page = await context.newPage();
    await openSignedIn(page, await tokenFor(request, account), target);
    return page;
  };
  const mailTo = (account: Account, subject: (s: string) => boolean) =>
    stack.waitForMail(account.email, (m) => subject(m.subject));

  const boss = await signedIn(employer, '/plans');
  let member: Page | undefined;
  let applicationId = '';

  /** The member's "My applications" card for the posting, reloaded, at the given stage. */
  const memberSees = async (stage: string) => {
    await member!.goto('/dashboard/my-applications');
    await expect(member!.getByRole('heading', { level: 1, name: 'My applications' })).toBeVisible();
    const card = member!.getByRole('article', { name: title });
    await expect(card.getByText(`Current stage: ${stage}`)).toBeVisible();
    await expect(card.getByRole('list', { name: 'Stages' }).locator('[aria-current="step"]')).toHaveText(
      stage,
    );
    return card;
  };

  /** The "Move…" dialog: choose the stage, confirm, wait for it to close. */
  const moveTo = async (opener: Locator, stage: string) => {
    await opener.click();
    const dialog = boss.getByRole('dialog', { name: `Move ${candidate.name}` });
    await expect(dialog).toBeVisible();
    await dialog.getByLabel('Move to').selectOption({ label: stage });
    await dialog.getByRole('button', { name: 'Move', exact: true }).click();
    await expect(dialog).toBeHidden();
  };

  await test.step('the employer takes the Pro plan', async () => {
    await boss.getByRole('button', { name: 'Nâng cấp – Pro' }).click();
    await expect(boss).toHaveURL(/\/profile\?upgraded=true$/, { timeout: 6_000 });
    await expect(boss.getByText('employer', { exact: true })).toBeVisible();
  });

  await test.step('the employer sets up the company profile and publishes a posting at /dashboard/jobs', async () => {
    await boss.goto('/dashboard/jobs');
    await expect(boss.getByRole('heading', { level: 1, name: 'Job Management' })).toBeVisible();
    await boss.getByRole('button', { name: 'Company profile' }).click();
    const profile = boss.getByRole('dialog', { name: 'Company profile' });
    await profile.getByLabel('Company name').fill(company);
    await profile.getByLabel('Location').fill('Đà Nẵng');
    await profile.getByLabel('Description').fill('A small studio building developer platforms.');
    await profile.getByRole('button', { name: 'Save company profile' }).click();
    await expect(profile.getByText('Company profile saved.')).toBeVisible();
    await profile.getByRole('button', { name: 'Close', exact: true }).click();
    await expect(profile).toBeHidden();

    await boss.getByRole('link', { name: 'New posting' }).click();
    await expect(boss.getByRole('heading', { level: 1, name: 'New posting' })).toBeVisible();
    await boss.getByLabel('Title').fill(title);
    await boss.getByLabel('Location').fill('Đà Nẵng');
    await boss.getByLabel('Type').selectOption({ label: 'Contract' });
    await boss.getByLabel('Level').selectOption({ label: 'Senior' });
    await boss.getByLabel('Minimum salary (VND per month)').fill('40000000');
    await boss.getByLabel('Maximum salary (VND per month)').fill('55000000');
    await boss
      .getByLabel('Description')
      .fill('Run the build and deploy platform used by forty product engineers.');
    for (const [list, items] of [
      ['Requirements', ['4+ years running production systems', 'Kubernetes in production']],
      ['Skills', ['Kubernetes', 'Terraform', 'Go']],
      ['Benefits', ['Remote-first team']],
    ] as const) {
      for (const item of items) {
        await boss.getByLabel(`New item for ${list}`).fill(item);
        await boss.getByLabel(`New item for ${list}`).press('Enter');
      }
      await expect(boss.getByRole('list', { name: list }).getByRole('listitem')).toHaveCount(items.length);
    }
    await boss.getByLabel('Application deadline').fill(dayFromNow(30));
    await boss.getByLabel('Remote work possible').check();
    await expectNoSeriousA11yViolations(boss, 'new posting form');
    await boss.getByRole('button', { name: 'Save posting' }).click();

    await expect(boss).toHaveURL(/\/dashboard\/jobs\?saved=1$/);
    // The confirmation takes the focus the vanished Save button had, not the page's body (decision 1233).
    await expect(boss.getByRole('status').filter({ hasText: 'The posting is saved.' })).toBeFocused();
    const row = boss.getByRole('listitem').filter({ has: boss.getByRole('heading', { name: title }) });
    await expect(row.getByText('Draft', { exact: true })).toBeVisible();
    await expect(row.getByText(`${company} · Đà Nẵng · Remote · Contract · Senior`)).toBeVisible();
    const edit = await row.getByRole('link', { name: `Edit ${title}` }).getAttribute('href');
    const id = /^\/dashboard\/jobs\/([^/]+)\/edit$/.exec(edit ?? '')?.[1];
    expect(id, 'the posting id in its Edit link').toBeTruthy();
    posting = { id: id!, token: await tokenFor(request, employer) };
    await row.getByRole('button', { name: `Publish ${title}` }).click();
    await expect(boss.getByRole('status').filter({ hasText: `“${title}” is now published.` })).toBeVisible();
    await expect(row.getByText('Published', { exact: true })).toBeVisible();
    await expectNoSeriousA11yViolations(boss, 'job management');
  });

  await test.step('the member finds the posting on /jobs and applies with a cover letter and a PDF', async () => {
    member = await signedIn(candidate, '/jobs');
    await expect(member.getByRole('heading', { level: 1, name: 'Open jobs' })).toBeVisible();
    const filters = member.getByRole('search', { name: 'Filter jobs' });
    await filters.getByLabel('Search title, company or skill').fill(`platform engineer ${stamp}`);
    await filters.getByLabel('Location').fill('đà nẵng');
    await filters.getByRole('button', { name: 'Search' }).click();
    await filters.getByLabel('Job type').selectOption({ label: 'Contract' });
    await filters.getByLabel('Remote only').check();
    // Each filter applied changes the address; the box just used keeps the focus (decision 1235).
    await expect(filters.getByLabel('Remote only')).toBeFocused();
    // The address holds every filter (decision 231), so the result below is the server's answer to all of them.
    await expect(member).toHaveURL(
      (url) =>
        url.searchParams.get('q') === `platform engineer ${stamp}` &&
        url.searchParams.get('location') === 'đà nẵng' &&
        url.searchParams.get('type') === 'contract' &&
        url.searchParams.get('remote') === 'true',
    );
    await expect(member.getByRole('status').filter({ hasText: /^1 job · page 1 of 1$/ })).toBeVisible();
    const card = member.getByRole('article', { name: title });
    await expect(card.getByText(company)).toBeVisible();
    await expect(card.getByText('Remote', { exact: true })).toBeVisible();
    await expectNoSeriousA11yViolations(member, 'job board');
    await card.getByRole('link', { name: title }).click();

    await expect(member).toHaveURL(/\/jobs\/[^/?]+$/);
    await expect(member.getByRole('heading', { level: 1, name: title })).toBeVisible();
    await expect(member.getByRole('heading', { name: `About ${company}` })).toBeVisible();
    await expectNoSeriousA11yViolations(member, 'job detail');
    await member.getByRole('button', { name: 'Apply', exact: true }).click();
    const form = member.getByRole('form', { name: `Apply for ${title}` });
    await form
      .getByLabel('Cover letter (optional)')
      .fill('I have run Kubernetes platforms for five years and would love to join your team.');
    await form.getByLabel('CV file (PDF or DOCX, at most 5 MB)').setInputFiles({
      name: 'hoa-tran-cv.pdf',
      mimeType: 'application/pdf',
      buffer: cv,
    });
    await form.getByRole('button', { name: 'Send application' }).click();
    await expect(member.getByRole('status').filter({ hasText: 'Application sent' })).toBeVisible();

    await mailTo(candidate, (s) => s === `We received your application: ${title} at ${company}`);
    await memberSees('Applied');
  });

  await test.step('the employer moves the application Applied → Screening → Interview on the board', async () => {
    await boss.goto('/dashboard/jobs');
    await boss.getByRole('link', { name: `Pipeline board for ${title}` }).click();
    await expect(boss.getByRole('heading', { level: 1, name: `Pipeline: ${title}` })).toBeVisible();
    const column = (stage: string) =>
      boss.getByRole('region', { name: new RegExp(`^${stage} \\d+ applications?$`) });
    const moveButton = boss.getByRole('button', { name: `Move ${candidate.name}…` });
    await expect(column('Applied').getByRole('link', { name: candidate.name })).toBeVisible();
    await expectNoSeriousA11yViolations(boss, 'pipeline board');

    await moveTo(moveButton, 'Screening');
    await expect(boss.getByText(`Moved ${candidate.name} from Applied to Screening.`)).toBeAttached();
    await expect(column('Screening').getByRole('link', { name: candidate.name })).toBeVisible();
    await expect(column('Applied').getByRole('listitem')).toHaveCount(0);
    await mailTo(candidate, (s) => s === `Your application for ${title} is being reviewed`);
    await memberSees('Screening');

    await moveTo(moveButton, 'Interview');
    await expect(boss.getByText(`Moved ${candidate.name} from Screening to Interview.`)).toBeAttached();
    await expect(column('Interview').getByRole('link', { name: candidate.name })).toBeVisible();
    await mailTo(candidate, (s) => s === `You are invited to interview for ${title}`);
    await memberSees('Interview');
  });

  await test.step('the application page shows the letter and the PDF; the employer schedules the interview', async () => {
    await boss.getByRole('link', { name: candidate.name }).click();
    await expect(boss.getByRole('heading', { level: 1, name: `${candidate.name} — ${title}` })).toBeVisible();
    applicationId = /\/dashboard\/applications\/([^/?]+)/.exec(boss.url())?.[1] ?? '';
    expect(applicationId, 'the application id in the address').toBeTruthy();
    await expect(boss.getByText('Stage: Interview')).toBeVisible();
    await expect(boss.getByText('I have run Kubernetes platforms for five years')).toBeVisible();
    const download = boss.waitForEvent('download');
    await boss.getByRole('button', { name: 'Download CV (hoa-tran-cv.pdf)' }).click();
    const file = await download;
    expect(file.suggestedFilename()).toBe('hoa-tran-cv.pdf');
    const stream = await file.createReadStream();
    const chunks: Buffer[] = [];
    for await (const chunk of stream) chunks.push(chunk as Buffer);
    expect(Buffer.concat(chunks).equals(cv)).toBe(true);

    await boss.getByRole('button', { name: 'Schedule interview' }).click();
    const dialog = boss.getByRole('dialog', { name: `Schedule interview with ${candidate.name}` });
    await dialog.getByLabel('Date').fill(interviewDay);
    await dialog.getByLabel('Start time').fill('10:30');
    await dialog.getByLabel('Time zone').selectOption('Asia/Tokyo');
    await dialog.getByLabel('Duration').selectOption({ label: '45 minutes' });
    await dialog.getByLabel('Type').selectOption({ label: 'Video' });
    await dialog.getByLabel('Meeting link').fill(`https://meet.example.com/platform-${stamp}`);
    const me = dialog.getByRole('group', { name: 'Interviewers' }).getByLabel(`${employer.name} (you)`);
    await expect(me).toBeChecked();
    await dialog.getByLabel('Notes for the interviewers').fill('Focus on incident handling.');
    await dialog.getByRole('button', { name: 'Schedule', exact: true }).click();
    await expect(dialog).toBeHidden();

    const interviews = boss.getByRole('region', { name: 'Interviews' });
    const interview = interviews.getByRole('article');
    await expect(interview).toHaveCount(1);
    await expect(interview.getByText('(GMT+9, Asia/Tokyo) · 45 min · Video')).toBeVisible();
    await expect(interview.getByText(`https://meet.example.com/platform-${stamp}`)).toBeVisible();
    await expect(interview.getByText(`Interviewers: ${employer.name}`)).toBeVisible();
    await expectNoSeriousA11yViolations(boss, 'application page');
  });

  await test.step("the member's invitation mail holds the .ics (REQUEST, UID, start, summary)", async () => {
    const invite = await mailTo(candidate, (s) => s.startsWith(`Interview: ${title} at ${company},`));
    expect(invite.subject).toContain('10:30 (Asia/Tokyo)');
    const calendar = calendarIn(invite);
    expect(calendar.filename).toBe('invite.ics');
    expect(calendar.contentType).toMatch(/method=REQUEST/i);
    const ics = calendar.ics;
    expect(ics).toMatch(/^BEGIN:VCALENDAR\r?\n/);
    expect(ics).toMatch(/^METHOD:REQUEST\r?$/m);
    expect(ics).toMatch(/^END:VCALENDAR\r?$/m);
    // 10:30 in Tokyo (UTC+9, no daylight saving) is 01:30 UTC the same day; 45 minutes long.
    const day = interviewDay.replaceAll('-', '');
    expect(ics).toMatch(new RegExp(`^DTSTART:${day}T013000Z\\r?$`, 'm'));
    expect(ics).toMatch(new RegExp(`^DTEND:${day}T021500Z\\r?$`, 'm'));
    expect(ics).toMatch(
      new RegExp(`^SUMMARY:Interview: ${candidate.name} — ${title} at ${company}\\r?$`, 'm'),
    );
    expect(ics).toContain(`LOCATION:https://meet.example.com/platform-${stamp}`);
    expect(ics).toMatch(new RegExp(`^ATTENDEE;.*:mailto:${candidate.email}\\r?$`, 'm'));
    const uid = /^UID:(\S+)\r?$/m.exec(ics)?.[1];
    expect(uid).toMatch(/^interview-.+@/);

    // The interviewer's copy is the same calendar event.
    const copy = await mailTo(employer, (s) => s.startsWith(`Interview: ${title} at ${company},`));
    expect(calendarIn(copy).ics).toContain(`UID:${uid}`);

    const card = await memberSees('Interview');
    const upcoming = card.getByRole('region', { name: 'Upcoming interviews' });
    await expect(
      upcoming.getByText(/10:30 \(GMT\+9, Asia\/Tokyo\) · Video · https:\/\/meet\.example\.com/),
    ).toBeVisible();
  });

  await test.step('the interviewer leaves feedback once the interview has started; it shows on the application page', async () => {
    // Feedback opens at the start (decision 1108): the interview is moved to start in a few seconds, and the form
    // shows on the card once it has (the card reads the time when it renders: reload until then).
    const interview = boss.getByRole('region', { name: 'Interviews' }).getByRole('article');
    const listed = await request.get(`/api/interviews?application_id=${applicationId}`, {
      headers: { ...setupHeaders(), authorization: `Bearer ${posting!.token}` },
    });
    expect(listed.ok(), await listed.text()).toBe(true);
    const { interviews } = (await listed.json()) as { interviews: Array<{ id: string }> };
    expect(interviews).toHaveLength(1);
    await startInterviewSoon(request, posting!.token, interviews[0]!.id);
    const feedback = boss.getByRole('form', { name: 'Your feedback' });
    await expect(async () => {
      await boss.reload();
      await expect(feedback).toBeVisible({ timeout: 2_000 });
    }).toPass({ timeout: 60_000 });
    await feedback.getByRole('radio', { name: '4', exact: true }).check();
    await feedback.getByLabel('Recommendation').selectOption({ label: 'Strong yes' });
    await feedback.getByLabel('Comments').fill('Calm under pressure, clear on trade-offs.');
    await feedback.getByRole('button', { name: 'Send feedback' }).click();
    await expect(feedback.getByRole('status')).toHaveText('Feedback saved.');
    await expect(interview.getByRole('listitem').filter({ hasText: employer.name })).toHaveText(
      `${employer.name}: 4/5, Strong yes — Calm under pressure, clear on trade-offs.`,
    );
    await boss.reload();
    await expect(
      boss.getByRole('region', { name: 'Interviews' }).getByText(`${employer.name}: 4/5, Strong yes`),
    ).toBeVisible();
    await expect(boss.getByRole('button', { name: 'Update feedback' })).toBeVisible();
  });

  await test.step('the employer moves the application to Offer, then Hired', async () => {
    const opener = boss.getByRole('button', { name: 'Move…' });
    await moveTo(opener, 'Offer');
    await expect(boss.getByRole('status').filter({ hasText: 'Moved to Offer.' })).toBeVisible();
    await expect(boss.getByText('Stage: Offer')).toBeVisible();
    await mailTo(candidate, (s) => s === `An offer for ${title} at ${company}`);
    await memberSees('Offer');

    await moveTo(opener, 'Hired');
    await expect(boss.getByRole('status').filter({ hasText: 'Moved to Hired.' })).toBeVisible();
    await expect(boss.getByText('Stage: Hired')).toBeVisible();
    await expect(boss.getByRole('button', { name: 'Schedule interview' })).toBeHidden();
    await expect(boss.getByRole('region', { name: 'Stage history' }).getByRole('listitem')).toHaveCount(5);
    await mailTo(candidate, (s) => s === `Welcome to ${company}!`);
  });

  await test.step('the member sees Hired and every stage in the history of "My applications"', async () => {
    await member!.goto('/dashboard');
    await member!.getByRole('link', { name: 'My Applications' }).click();
    const card = await memberSees('Hired');
    await expect(card.getByRole('list', { name: 'Stages' }).getByRole('listitem')).toHaveText([
      'Applied',
      'Screening',
      'Interview',
      'Offer',
      'Hired',
    ]);
    await card.getByText('History (5)').click();
    await expect(card.getByRole('list', { name: 'History' }).getByRole('listitem')).toHaveText([
      /^Applied · .+ · by you$/,
      /^Applied → Screening · /,
      /^Screening → Interview · /,
      /^Interview → Offer · /,
      /^Offer → Hired · /,
    ]);
    await expect(card.getByRole('button', { name: 'Withdraw application' })).toBeHidden();
    await expectNoSeriousA11yViolations(member!, 'my applications');
  });

  await test.step('the employer closes the filled posting; it leaves /jobs, the application stays', async () => {
    await boss.goto('/dashboard/jobs');
    await boss.getByRole('button', { name: `Close ${title}` }).click();
    await expect(boss.getByRole('status').filter({ hasText: `“${title}” is now closed.` })).toBeVisible();
    await member!.goto(`/jobs?q=${encodeURIComponent(stamp)}`);
    await expect(member!.getByText('Không tìm thấy công việc phù hợp')).toBeVisible();
    await memberSees('Hired');
  });
});
