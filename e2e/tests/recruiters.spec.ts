import { crc32 } from 'node:zlib';
import {
  createMember,
  expect,
  expectNoSeriousA11yViolations,
  openSignedIn,
  setupHeaders,
  stack,
  test,
  tokenFor,
} from '../support/fixtures';

// Issue 18, recruiters: an employer (Pro) hears of a new application by mail and in the app, reads the Word CV in the
// page (converted to sanitized HTML, in a sandboxed frame), rejects with a template edited before sending; the
// candidate gets the kind mail (never the internal reason) and sees the notification and the stage. axe on the
// application page with the CV open, the reject dialog and the notifications page.

/** A Word document with one line of text (a stored ZIP, as small as a .docx gets). */
function wordCv(line: string): Buffer {
  const entries = [
    [
      '[Content_Types].xml',
      '<?xml version="1.0" encoding="UTF-8"?><Types xmlns="http://schemas.openxmlformats.org/package/2006/content-types"><Default Extension="rels" ContentType="application/vnd.openxmlformats-package.relationships+xml"/><Default Extension="xml" ContentType="application/xml"/><Override PartName="/word/document.xml" ContentType="application/vnd.openxmlformats-officedocument.wordprocessingml.document.main+xml"/></Types>',
    ],
    [
      '_rels/.rels',
      '<?xml version="1.0" encoding="UTF-8"?><Relationships xmlns="http://schemas.openxmlformats.org/package/2006/relationships"><Relationship Id="rId1" Type="http://schemas.openxmlformats.org/officeDocument/2006/relationships/officeDocument" Target="word/document.xml"/></Relationships>',
    ],
    [
      'word/document.xml',
      `<?xml version="1.0" encoding="UTF-8"?><w:document xmlns:w="http://schemas.openxmlformats.org/wordprocessingml/2006/main"><w:body><w:p><w:r><w:t>${line}</w:t></w:r></w:p><w:p><w:r><w:t>Five years of React and TypeScript.</w:t></w:r></w:p></w:body></w:document>`,
    ],
  ] as const;
  const locals: Buffer[] = [];
  const centrals: Buffer[] = [];
  let offset = 0;
  for (const [name, text] of entries) {
    const fileName = Buffer.from(name, 'utf8');
    const data = Buffer.from(text, 'utf8');
    const local = Buffer.alloc(30);
    local.writeUInt32LE(0x04034b50, 0);
    local.writeUInt16LE(20, 4);
    local.writeUInt32LE(crc32(data), 14);
    local.writeUInt32LE(data.length, 18);
    local.writeUInt32LE(data.length, 22);
    local.writeUInt16LE(fileName.length, 26);
    const central = Buffer.alloc(46);
    central.writeUInt32LE(0x02014b50, 0);
    central.writeUInt16LE(20, 4);
    central.writeUInt16LE(20, 6);
    central.writeUInt32LE(crc32(data), 16);
    central.writeUInt32LE(data.length, 20);
    central.writeUInt32LE(data.length, 24);
    central.writeUInt16LE(fileName.length, 28);
    central.writeUInt32LE(offset, 42);
    locals.push(local, fileName, data);
    centrals.push(central, fileName);
    offset += local.length + fileName.length + data.length;
  }
  const directory = Buffer.concat(centrals);
  const end = Buffer.alloc(22);
  end.writeUInt32LE(0x06054b50, 0);
  end.writeUInt16LE(entries.length, 8);
  end.writeUInt16LE(entries.length, 10);
  end.writeUInt32LE(directory.length, 12);
  end.writeUInt32LE(offset, 16);
  return Buffer.concat([...locals, directory, end]);
}

let posting: { id: string; headers: Record<string, string> } | undefined;

test.afterEach(async ({ request }) => {
  // The shared feed must not keep this posting (job-feed.spec.ts counts the sample postings).
  if (posting) await request.post(`/api/jobs/${posting.id}/close`, { headers: posting.headers });
  posting = undefined;
});

test('the employer hears of an application, reads the CV in the page and rejects with a template', async ({
  page,
  browser,
  request,
}) => {
  test.setTimeout(180_000);
  const stamp = Date.now().toString(36);
  const title = `Frontend Engineer ${stamp}`;
  const company = `Song Hong Labs ${stamp}`;
  const reason = `Internal note ${stamp}: salary too high`;
  const boss = await createMember(request, { tag: 'recruiters-employer', name: 'Mai Vo' });
  const seeker = await createMember(request, { tag: 'recruiters-seeker', name: `Quang Do ${stamp}` });
  const bossAuth = { ...setupHeaders(), authorization: `Bearer ${await tokenFor(request, boss)}` };
  const seekerAuth = { ...setupHeaders(), authorization: `Bearer ${await tokenFor(request, seeker)}` };

  await test.step('the employer (Pro) publishes a posting', async () => {
    const upgraded = await request.post('/api/auth/users/upgrade-to-employer', {
      data: { planId: 'standard' },
      headers: bossAuth,
    });
    expect(upgraded.ok(), await upgraded.text()).toBe(true);
    expect(
      (await request.put('/api/employer/company', { data: { name: company }, headers: bossAuth })).ok(),
    ).toBe(true);
    const created = await request.post('/api/jobs', {
      headers: bossAuth,
      data: {
        title,
        location: 'Hà Nội',
        type: 'full-time',
        level: 'mid',
        description: 'Build the interface with us.',
        requirements: [],
        skills: ['React'],
        benefits: [],
        is_remote: false,
      },
    });
    expect(created.status(), await created.text()).toBe(201);
    const id = ((await created.json()) as { job: { id: string } }).job.id;
    posting = { id, headers: bossAuth };
    expect((await request.post(`/api/jobs/${id}/publish`, { headers: bossAuth })).ok()).toBe(true);
  });

  let applicationId = '';
  await test.step('the member applies with a Word CV; the employer gets the new-application mail', async () => {
    const applied = await request.post(`/api/jobs/${posting!.id}/applications`, {
      headers: seekerAuth,
      multipart: {
        cover_letter: 'I would love to build it.',
        cv: {
          name: 'quang-do.docx',
          mimeType: 'application/vnd.openxmlformats-officedocument.wordprocessingml.document',
          buffer: wordCv(`Quang Do ${stamp} — Frontend engineer`),
        },
      },
    });
    expect(applied.status(), await applied.text()).toBe(201);
    applicationId = ((await applied.json()) as { application: { id: string } }).application.id;
    const mail = await stack.waitForMail(boss.email, (m) => m.subject.includes('New application'));
    expect(mail.subject).toBe(`New application: ${seeker.name} for ${title}`);
    expect(mail.text).toContain(`/dashboard/applications/${applicationId}`);
  });

  await test.step('the employer sees the notification and reads the CV in the page', async () => {
    await openSignedIn(page, bossAuth.authorization.slice('Bearer '.length), '/dashboard/notifications');
    await expect(page.getByRole('heading', { level: 1, name: 'Notifications' })).toBeVisible();
    await expectNoSeriousA11yViolations(page, 'notifications (employer)');
    await page.getByRole('link', { name: `${seeker.name} applied for ${title}` }).click();
    await expect(page).toHaveURL(new RegExp(`/dashboard/applications/${applicationId}$`));
    // axe on the page itself: it cannot run inside the CV's frame, which is sandboxed without scripts on purpose.
    await expectNoSeriousA11yViolations(page, 'application page');
    await page.getByRole('button', { name: 'Read the CV' }).click();
    const frame = page.frameLocator('[data-testid="cv-frame"]');
    await expect(frame.getByText(`Quang Do ${stamp} — Frontend engineer`)).toBeVisible();
    await expect(frame.getByText('Five years of React and TypeScript.')).toBeVisible();
    await expect(page.getByTestId('cv-frame')).toHaveAttribute('sandbox', '');
    await expect(page.getByTestId('cv-frame')).toHaveAttribute('title', 'CV: quang-do.docx');
    await page.getByRole('button', { name: 'Hide the CV' }).click();
  });

  await test.step('the employer rejects with a template edited before sending', async () => {
    await page.getByRole('button', { name: 'Reject…' }).click();
    const dialog = page.getByRole('dialog', { name: `Reject ${seeker.name}` });
    await dialog.getByRole('radio', { name: 'Other' }).click();
    await dialog.getByLabel('The reason in your words').fill(reason);
    await dialog.getByLabel('Mail template').selectOption('position_filled');
    const body = dialog.getByLabel('Message to the candidate');
    await expect(body).toContainText(`Thank you for applying for ${title} at ${company}.`);
    await body.fill(
      `Hello ${seeker.name},\n\nThank you for applying for ${title} at ${company}.\n\nThe position has been filled. We enjoyed reading your CV.`,
    );
    await expectNoSeriousA11yViolations(page, 'reject dialog');
    await dialog.getByRole('button', { name: 'Reject' }).click();
    await expect(page.getByText('Rejected; the mail is on its way to the candidate.')).toBeVisible();
    await expect(page.getByText(/Stage: Rejected/)).toBeVisible();
  });

  await test.step('at 1280 px every column of the board is reachable, with a visible cue', async () => {
    await page.setViewportSize({ width: 1280, height: 800 });
    await page.goto(`/dashboard/jobs/${posting!.id}/board`);
    const rejected = page.getByTestId('column-rejected');
    await expect(rejected.getByText(seeker.name)).toBeVisible();
    await expect(rejected.getByText(/^Applied /)).toBeVisible();
    await expect(page.getByTestId('more-columns')).toHaveText('More columns to the right.');
    const later = page.getByRole('button', { name: 'Later columns →' });
    for (let i = 0; i < 6 && (await later.isEnabled()); i++) {
      await later.click();
      await page.waitForTimeout(400);
    }
    await expect(page.getByTestId('column-withdrawn')).toBeInViewport();
    await page.getByRole('button', { name: 'Fold the closed columns' }).click();
    await expect(rejected.getByText('1 application')).toBeVisible();
  });

  await test.step('the candidate gets the kind mail without the reason, and sees the notification and the stage', async () => {
    const mail = await stack.waitForMail(seeker.email, (m) => m.subject.includes('has been filled'));
    expect(mail.subject).toBe(`The ${title} position at ${company} has been filled`);
    expect(mail.text).toContain('We enjoyed reading your CV.');
    expect(mail.raw).not.toContain('salary too high');
    const context = await browser.newContext();
    const member = await context.newPage();
    try {
      await openSignedIn(
        member,
        seekerAuth.authorization.slice('Bearer '.length),
        '/dashboard/notifications',
      );
      const note = member.getByRole('link', {
        name: `Your application for ${title} at ${company}: Rejected`,
      });
      await expect(note).toBeVisible();
      await expect(member.getByText('salary too high')).toHaveCount(0);
      await expectNoSeriousA11yViolations(member, 'notifications (member)');
      await note.click();
      await expect(member).toHaveURL(/\/dashboard\/my-applications$/);
      const card = member.getByRole('article').filter({ hasText: title });
      await expect(card.getByText('Rejected').first()).toBeVisible();
      await expect(member.getByText('salary too high')).toHaveCount(0);
    } finally {
      await context.close();
    }
  });
});
