import { createServer } from 'node:http';
import type { AddressInfo } from 'node:net';
import { Webhook } from 'standardwebhooks';
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

// Issue 14: an Enterprise owner creates an API key and a webhook from the company page, copies the key (shown
// once), moves an application with that key, and sees the signed delivery in the endpoint's log.

type Received = { body: string; headers: Record<string, string> };

test('integrations: an API key shown once, a webhook, and a delivery in the log after a move', async ({
  browser,
  request,
}) => {
  test.setTimeout(180_000);
  const received: Received[] = [];
  const receiver = createServer((req, res) => {
    let body = '';
    req.on('data', (c: Buffer) => (body += c.toString('utf8')));
    req.on('end', () => {
      received.push({
        body,
        headers: Object.fromEntries(Object.entries(req.headers).map(([k, v]) => [k, String(v)])),
      });
      res.writeHead(200, { 'content-type': 'text/plain' });
      res.end('received by the HR suite');
    });
  });
  await new Promise<void>((resolve) => receiver.listen(0, '127.0.0.1', resolve));
  const hookUrl = `http://127.0.0.1:${(receiver.address() as AddressInfo).port}/dottrip`;

  const stamp = Date.now().toString(36);
  const owner = await createMember(request, { tag: 'int-owner', name: 'Lan Owner' });
  const candidate = await createMember(request, { tag: 'int-candidate', name: `Tuan Pham ${stamp}` });
  const ownerAuth = { ...setupHeaders(), authorization: `Bearer ${await tokenFor(request, owner)}` };
  let applicationId = '';
  let jobId = '';

  await test.step('the owner takes Enterprise and publishes a posting; a member applies', async () => {
    const upgraded = await request.post('/api/auth/users/upgrade-to-employer', {
      data: { planId: 'premium' },
      headers: ownerAuth,
    });
    expect(upgraded.ok(), await upgraded.text()).toBe(true);
    expect(
      (
        await request.put('/api/employer/company', {
          data: { name: `Sen Vang ${stamp}` },
          headers: ownerAuth,
        })
      ).ok(),
    ).toBe(true);
    const created = await request.post('/api/jobs', {
      headers: ownerAuth,
      data: {
        title: `Integration Engineer ${stamp}`,
        location: 'Đà Nẵng',
        type: 'full-time',
        level: 'mid',
        description: 'Connect our HR suite.',
        requirements: [],
        skills: ['TypeScript'],
        benefits: [],
        is_remote: false,
      },
    });
    expect(created.status(), await created.text()).toBe(201);
    jobId = ((await created.json()) as { job: { id: string } }).job.id;
    expect((await request.post(`/api/jobs/${jobId}/publish`, { headers: ownerAuth })).ok()).toBe(true);
    const applied = await request.post(`/api/jobs/${jobId}/applications`, {
      headers: { ...setupHeaders(), authorization: `Bearer ${await tokenFor(request, candidate)}` },
      multipart: {
        cover_letter: 'I connect systems.',
        cv: { name: 'cv.pdf', mimeType: 'application/pdf', buffer: minimalPdf(`CV of ${candidate.name}`) },
      },
    });
    expect(applied.status(), await applied.text()).toBe(201);
    applicationId = ((await applied.json()) as { application: { id: string } }).application.id;
  });

  const context = await browser.newContext({
    timezoneId: 'UTC',
    permissions: ['clipboard-read', 'clipboard-write'],
  });
  const page = await context.newPage();
  let key = '';
  let secret = '';

  try {
    await test.step('creates a key with two scopes, copies it, and never sees it again', async () => {
      await openSignedIn(page, ownerAuth.authorization.slice('Bearer '.length), '/dashboard/company');
      const keys = page.getByRole('region', { name: 'API keys' });
      await expect(keys.getByText('No keys yet.')).toBeVisible();
      await keys.getByLabel('Name').fill('HR suite');
      await keys.getByRole('checkbox', { name: /applications:read/ }).check();
      await keys.getByRole('checkbox', { name: /applications:write/ }).check();
      await keys.getByRole('button', { name: 'Create key' }).click();
      const shown = keys.getByTestId('api-key-secret-value');
      await expect(shown).toHaveText(/^dtk_/);
      key = (await shown.textContent()) ?? '';
      await keys.getByRole('button', { name: 'Copy' }).click();
      await expect(keys.getByText('Copied to the clipboard.')).toBeVisible();
      expect(await page.evaluate(() => navigator.clipboard.readText())).toBe(key);
      await page.mouse.move(0, 0);
      await expectNoSeriousA11yViolations(page, '/dashboard/company (new API key)');
      await keys.getByRole('button', { name: 'Done' }).click();
      await expect(page.getByText(key)).toHaveCount(0);
      const row = keys.getByTestId('api-key-row');
      await expect(row).toContainText('HR suite');
      await expect(row).toContainText(`${key.slice(0, 12)}…`);
      await expect(row).toContainText('by Lan Owner');
      await page.reload();
      await expect(page.getByRole('region', { name: 'API keys' }).getByTestId('api-key-row')).toContainText(
        'HR suite',
      );
      await expect(page.getByText(key)).toHaveCount(0);
    });

    await test.step('adds a webhook for stage changes and keeps its signing secret', async () => {
      const hooks = page.getByRole('region', { name: 'Webhooks' });
      await hooks.getByLabel('Address (https)').fill(hookUrl);
      await hooks.getByRole('checkbox', { name: /application\.stage_changed/ }).check();
      await hooks.getByRole('button', { name: 'Add endpoint' }).click();
      const shown = hooks.getByTestId('webhook-secret-value');
      await expect(shown).toHaveText(/^whsec_/);
      secret = (await shown.textContent()) ?? '';
      await hooks.getByRole('button', { name: 'Done' }).click();
      await expect(hooks.getByTestId('webhook-endpoint')).toContainText(hookUrl);
    });

    await test.step('the HR suite moves the application with the key; the delivery shows in the log', async () => {
      const moved = await request.post(`/api/applications/${applicationId}/move`, {
        headers: { ...setupHeaders(), authorization: `Bearer ${key}` },
        data: { stage: 'screening' },
      });
      expect(moved.status(), await moved.text()).toBe(200);
      const hooks = page.getByRole('region', { name: 'Webhooks' });
      await hooks.getByRole('button', { name: 'Delivery log' }).click();
      const delivery = hooks.getByTestId('webhook-delivery');
      await expect(delivery).toHaveCount(1, { timeout: 20_000 });
      await expect(delivery).toContainText('application.stage_changed');
      await expect(delivery).toContainText('Delivered', { timeout: 20_000 });
      await expect(delivery.getByTestId('webhook-delivery-code')).toHaveText('200');
      await expect(delivery).toContainText('received by the HR suite');
      expect(received).toHaveLength(1);
      const payload = new Webhook(secret).verify(received[0]!.body, received[0]!.headers) as {
        type: string;
        data: { application: { id: string; stage: string }; previous_stage: string };
      };
      expect(payload).toMatchObject({
        type: 'application.stage_changed',
        data: { application: { id: applicationId, stage: 'screening' }, previous_stage: 'applied' },
      });
      await page.mouse.move(0, 0);
      await expectNoSeriousA11yViolations(page, '/dashboard/company (webhook delivery log)');
    });
  } finally {
    await context.close();
    await new Promise<void>((resolve) => receiver.close(() => resolve()));
    await request.post(`/api/jobs/${jobId}/close`, { headers: ownerAuth });
  }
});
