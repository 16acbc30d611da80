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

// Issue 13, support desk: a Pro employer opens a ticket, staff answer it with a canned reply, the employer sees the
// answer and the mail with its link back arrives; the internal note stays with the team. axe on each new page.

test('a Pro employer opens a ticket, staff answer with a canned reply, the employer reads it and gets the mail', async ({
  page,
  request,
}) => {
  const subject = `Invoice missing ${Date.now().toString(36)}`;
  const employer = await createMember(request, { tag: 'support-pro', name: 'Phương Pro' });
  const employerToken = await tokenFor(request, employer);
  const upgraded = await request.post('/api/auth/users/upgrade-to-employer', {
    data: { planId: 'standard' },
    headers: { ...setupHeaders(), authorization: `Bearer ${employerToken}` },
  });
  expect(upgraded.ok(), await upgraded.text()).toBe(true);
  const staff = await createStaff(request, { tag: 'support-staff', name: 'Sơn Support' });

  let ticketPath = '';
  await test.step('the employer opens a ticket and sees the Pro first-reply target', async () => {
    await openSignedIn(page, await tokenFor(request, employer), '/dashboard/support');
    await expect(page.getByRole('heading', { level: 1, name: 'Support' })).toBeVisible();
    await expect(page.getByRole('heading', { level: 2, name: 'My tickets' })).toBeVisible();
    await expect(page.getByText('Coming soon')).toHaveCount(0);
    await expectNoSeriousA11yViolations(page, '/dashboard/support (requester)');

    await page.getByRole('button', { name: 'New ticket' }).click();
    await page.getByLabel('Subject').fill(subject);
    await page.getByLabel('Category').selectOption({ label: 'Billing and packages' });
    await page.getByLabel('Describe the problem').fill('The receipt of my last payment does not open.');
    await expectNoSeriousA11yViolations(page, '/dashboard/support (new ticket)');
    await page.getByRole('button', { name: 'Send the ticket' }).click();

    await expect(page.getByRole('heading', { level: 1, name: new RegExp(subject) })).toBeVisible();
    await expect(page).toHaveURL(/\/dashboard\/support\/[0-9a-f-]{36}$/);
    ticketPath = new URL(page.url()).pathname;
    // Pro's target: 8 hours (decision 933).
    await expect(page.getByText(/First reply due in (8 h 0|7 h 5\d) min/)).toBeVisible();
    await expectNoSeriousA11yViolations(page, '/dashboard/support/:id (requester)');
  });

  await test.step('staff find it in the queue and answer with a canned reply, and add an internal note', async () => {
    await openSignedIn(page, staff.token, '/dashboard/support');
    await expect(page.getByRole('heading', { level: 2, name: 'Ticket queue' })).toBeVisible();
    await page.getByLabel('Search tickets').fill(subject.toUpperCase());
    // Upper case: the search ignores case and diacritics. Enter submits, so no button is left hovered for axe.
    await page.getByLabel('Search tickets').press('Enter');
    const link = page.getByRole('link', { name: new RegExp(subject) });
    await expect(link).toBeVisible();
    await expectNoSeriousA11yViolations(page, '/dashboard/support (queue)');
    await link.click();
    await expect(page.getByRole('heading', { level: 2, name: 'Ticket details' })).toBeVisible();
    await expectNoSeriousA11yViolations(page, '/dashboard/support/:id (team)');

    await page.getByLabel('Internal note (the requester never sees it)').check();
    await page.getByLabel('Message').fill('Team only: check the VNPay log first.');
    await page.getByRole('button', { name: 'Add the note' }).click();
    await expect(page.getByRole('status').filter({ hasText: 'Internal note added.' })).toBeVisible();

    await page.getByLabel('Insert a canned reply').selectOption({ label: 'Thanks, looking into it' });
    await expect(page.getByLabel('Message')).toHaveValue(/We are looking into it/);
    await page.getByRole('button', { name: 'Send the reply' }).click();
    await expect(page.getByRole('status').filter({ hasText: 'Reply sent.' })).toBeVisible();
    await expect(page.getByLabel('Status')).toHaveValue('pending');
  });

  await test.step('the mail reaches the employer with a link back to the ticket', async () => {
    const mail = await stack.waitForMail(employer.email, (m) => m.subject.includes(subject), 30_000);
    expect(mail.text).toContain('We are looking into it');
    expect(mail.text).toContain(ticketPath);
    expect(mail.text).not.toContain('Team only');
  });

  await test.step('the employer reads the answer, not the internal note', async () => {
    await openSignedIn(page, await tokenFor(request, employer), ticketPath);
    await expect(page.getByText(/We are looking into it/)).toBeVisible();
    await expect(page.getByText('Team only: check the VNPay log first.')).toHaveCount(0);
    await expect(page.getByText('Waiting for you')).toBeVisible();
  });
});

test('an administrator manages categories, targets and canned replies on the desk settings', async ({
  page,
  request,
}) => {
  await openSignedIn(page, await tokenFor(request, ADMIN), '/dashboard/support?view=settings');
  await expect(page.getByRole('heading', { level: 2, name: 'First-reply targets' })).toBeVisible();
  await expect(page.getByLabel('Pro', { exact: true })).toHaveValue('8');
  await expect(page.getByLabel('Enterprise', { exact: true })).toHaveValue('4');
  await expectNoSeriousA11yViolations(page, '/dashboard/support (desk settings)');
  const name = `Partnerships ${Date.now().toString(36)}`;
  await page.getByLabel('New category').fill(name);
  await page.getByRole('button', { name: 'Add the category' }).click();
  await expect(page.getByRole('button', { name: `Retire “${name}”` })).toBeVisible();
  // From the keyboard: the button is disabled while its request runs, and the focus is back on it after (decision 1236).
  await page.getByRole('button', { name: `Retire “${name}”` }).focus();
  await page.keyboard.press('Enter');
  await expect(page.getByRole('button', { name: `Bring back “${name}”` })).toBeFocused();

  // A canned reply's language is chosen beside its name and shown as a badge (decision 1217); the seeds carry theirs.
  const seeded = page
    .getByRole('listitem')
    .filter({ has: page.getByRole('button', { name: 'Edit “Đã xử lý xong”' }) });
  await expect(seeded.getByText('Vietnamese', { exact: true })).toBeVisible();
  const reply = `Hoàn tiền ${Date.now().toString(36)}`;
  await page.getByLabel('Name of a new reply').fill(reply);
  await page.getByLabel('Language of the reply').selectOption('vi');
  await page.getByLabel('Text of the reply').fill('Chúng tôi đã hoàn tiền cho bạn.');
  await page.getByRole('button', { name: 'Add the reply' }).click();
  const added = page
    .getByRole('listitem')
    .filter({ has: page.getByRole('button', { name: `Edit “${reply}”` }) });
  await expect(added.getByText('Vietnamese', { exact: true })).toBeVisible();
});
