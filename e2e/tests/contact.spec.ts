import { CONTACT_INBOX, expect, stack, test, uniqueEmail, waitForApp } from '../support/fixtures';
import type { Page } from '../support/fixtures';

// Journey 7: the contact form (spec §4 contact form, §7 POST /api/contact, §9 5 s panel and 1 s fallback).

async function fillContactForm(page: Page, name: string, email: string, message: string) {
  const form = page.getByRole('form', { name: 'Contact form' });
  await form.getByLabel('Name').fill(name);
  await form.getByLabel('Email').fill(email);
  await form.getByLabel('Message').fill(message);
  return form;
}

const fromSender = (name: string) => (mail: { subject: string }) =>
  mail.subject === `New contact message from ${name}`;

test('the contact form shows "Message Sent!" for about 5 s, then an empty form; the message reaches the inbox', async ({
  page,
}) => {
  const name = `Mai Contact ${Date.now()}`;
  await page.goto('/contact');
  // Typed once the app has the page: a field typed in the instant the app takes the server's page over can still be
  // emptied (seen once in CI, session 19): a known weakness, which this journey is not about.
  await waitForApp(page);
  const form = await fillContactForm(page, name, uniqueEmail('contact'), 'Do you offer internships?');
  await form.getByRole('button', { name: 'Send Message' }).click();

  const sent = page.getByRole('heading', { name: 'Message Sent!' });
  await expect(sent).toBeVisible();
  await expect(page.getByText('Thank you for reaching out. We will get back to you soon.')).toBeVisible();
  await expect(form).toBeHidden();
  // Still there a moment later, gone after about 5 s.
  await expect(sent).toBeVisible();
  await expect(sent).toBeHidden({ timeout: 9_000 });
  await expect(form).toBeVisible();
  await expect(form.getByLabel('Name')).toHaveValue('');
  await expect(form.getByLabel('Message')).toHaveValue('');

  const mail = await stack.waitForMail(CONTACT_INBOX, fromSender(name));
  expect(mail.text).toContain('Do you offer internships?');
});

test('with the API down the user still sees success, and the message arrives once the API is back', async ({
  page,
}) => {
  const name = `Offline Contact ${Date.now()}`;
  await page.goto('/contact');
  const form = await fillContactForm(page, name, uniqueEmail('offline'), 'Sent while your server was down.');

  await stack.stopApi();
  try {
    await form.getByRole('button', { name: 'Send Message' }).click();
    // The failed call is kept and, after about 1 s, reported as sent (spec §7).
    await expect(form.getByRole('button', { name: 'Sending...' })).toBeDisabled();
    await expect(page.getByRole('heading', { name: 'Message Sent!' })).toBeVisible();
    await expect(page.getByText('Failed to send message. Please try again.')).toBeHidden();
  } finally {
    await stack.startApi();
  }

  // The page retries on its own (backoff from 5 s): the server stores the row and its outbox mails
  // the notification, which the SMTP peer receives.
  const mail = await stack.waitForMail(CONTACT_INBOX, fromSender(name), 60_000);
  expect(mail.text).toContain('Sent while your server was down.');
  // Delivered once: after a reload (which retries anything still queued) there is still one.
  await page.reload();
  await expect(page.getByRole('heading', { level: 1, name: 'Contact Us' })).toBeVisible();
  await expect
    .poll(async () => (await stack.mails()).filter(fromSender(name)).length, { timeout: 3_000 })
    .toBe(1);
});
