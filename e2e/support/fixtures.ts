import { mkdirSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import AxeBuilder from '@axe-core/playwright';
import { test as base, expect } from '@playwright/test';
import type { APIRequestContext, Page } from '@playwright/test';
import { ADMIN, CONTACT_INBOX } from './constants';

export type Mail = { to: string[]; subject: string; text: string; raw: string };
/** One leaf of a MIME message: its headers (names in lower case), decoded body and file name if any. */
export type MailPart = {
  headers: Record<string, string>;
  contentType: string;
  filename?: string;
  body: Buffer;
};
export type Account = { name: string; email: string; password: string };

const control = () => {
  const url = process.env.E2E_CONTROL_URL;
  if (!url) throw new Error('E2E_CONTROL_URL is not set: run through `npm run test:e2e`');
  return url;
};

/** The stack's control server: mail the SMTP peer received, the fake GitHub's account, the API's life. */
export const stack = {
  async mails(): Promise<Mail[]> {
    const mails = (await (await fetch(`${control()}/mails`)).json()) as Mail[];
    // The peer keeps only the subject's first line; long subjects are folded (RFC 5322), so unfold them.
    // The text is the decoded text/plain part (quoted-printable or base64, UTF-8), as a mail program shows it.
    return mails.map((mail) => ({
      ...mail,
      subject: decodeWords(headersOf(mail.raw).subject ?? mail.subject),
      text:
        mailParts(mail.raw)
          .find((part) => /^text\/plain/i.test(part.contentType))
          ?.body.toString('utf8') ?? mail.text,
    }));
  },
  async waitForMail(
    to: string,
    match: (mail: Mail) => boolean = () => true,
    timeoutMs = 15_000,
  ): Promise<Mail> {
    const deadline = Date.now() + timeoutMs;
    for (;;) {
      const found = (await stack.mails()).reverse().find((m) => m.to.includes(to.toLowerCase()) && match(m));
      if (found) return found;
      if (Date.now() > deadline) throw new Error(`no mail to ${to}`);
      await new Promise((r) => setTimeout(r, 250));
    }
  },
  codeIn(mail: Mail): string {
    // "Your verification code is: 123456" / "Mã xác thực của bạn là: 123456".
    const code = /(?:code is|là): (\d{6})/.exec(mail.text)?.[1];
    if (!code) throw new Error(`no code in "${mail.subject}"`);
    return code;
  },
  async setGithubAccount(account: unknown) {
    await fetch(`${control()}/github/account`, { method: 'POST', body: JSON.stringify(account) });
  },
  async stopApi() {
    await fetch(`${control()}/api/stop`, { method: 'POST' });
  },
  async startApi() {
    await fetch(`${control()}/api/start`, { method: 'POST' });
  },
};

/** A header with RFC 2047 encoded words (=?UTF-8?B?…?= or ?Q?) as the text it stands for. */
function decodeWords(value: string): string {
  return value
    .replace(/\?=\s+=\?/g, '?==?') // whitespace between encoded words is not part of the text
    .replace(/=\?([^?]+)\?([BQ])\?([^?]*)\?=/gi, (_, _charset: string, kind: string, text: string) =>
      kind.toUpperCase() === 'B'
        ? Buffer.from(text, 'base64').toString('utf8')
        : Buffer.from(
            text
              .replace(/_/g, ' ')
              .replace(/=([0-9A-F]{2})/gi, (_m, hex: string) => String.fromCharCode(parseInt(hex, 16))),
            'latin1',
          ).toString('utf8'),
    );
}

/** The header block's fields, unfolded, keyed by lower-case name. */
function headersOf(entity: string): Record<string, string> {
  const end = entity.search(/\r?\n\r?\n/);
  const block = (end < 0 ? entity : entity.slice(0, end)).replace(/\r?\n[ \t]+/g, ' ');
  const headers: Record<string, string> = {};
  for (const line of block.split(/\r?\n/)) {
    const colon = line.indexOf(':');
    if (colon > 0) headers[line.slice(0, colon).trim().toLowerCase()] ??= line.slice(colon + 1).trim();
  }
  return headers;
}

function decodeBody(body: string, encoding = ''): Buffer {
  if (/base64/i.test(encoding)) return Buffer.from(body.replace(/\s+/g, ''), 'base64');
  if (/quoted-printable/i.test(encoding)) {
    const soft = body.replace(/=\r?\n/g, '');
    const bytes: number[] = [];
    for (let i = 0; i < soft.length; i++) {
      const hex = soft[i] === '=' ? /^[0-9A-F]{2}/i.exec(soft.slice(i + 1, i + 3)) : null;
      if (hex) {
        bytes.push(parseInt(hex[0], 16));
        i += 2;
      } else bytes.push(...Buffer.from(soft[i]!, 'utf8'));
    }
    return Buffer.from(bytes);
  }
  return Buffer.from(body, 'utf8');
}

/** The leaf parts of a raw MIME message (multiparts opened recursively), bodies decoded. */
export function mailParts(raw: string): MailPart[] {
  const split = raw.search(/\r?\n\r?\n/);
  const headers = headersOf(raw);
  const body = split < 0 ? '' : raw.slice(split).replace(/^\r?\n\r?\n/, '');
  const contentType = headers['content-type'] ?? 'text/plain';
  const boundary = /boundary="?([^";]+)"?/i.exec(contentType)?.[1];
  if (/^multipart\//i.test(contentType) && boundary) {
    return body
      .split(`--${boundary}`)
      .slice(1)
      .filter((part) => !part.startsWith('--'))
      .flatMap((part) => mailParts(part.replace(/^\r?\n/, '')));
  }
  const filename =
    /filename="?([^";]+)"?/i.exec(headers['content-disposition'] ?? '')?.[1] ??
    /name="?([^";]+)"?/i.exec(contentType)?.[1];
  const content = body.replace(/\r?\n$/, '');
  return [
    {
      headers,
      contentType,
      ...(filename ? { filename } : {}),
      body: decodeBody(content, headers['content-transfer-encoding']),
    },
  ];
}

export const test = base;

export { ADMIN, CONTACT_INBOX, expect };
export type { Page };

let sequence = 0;

/** An address no other test (or earlier run on the same data) uses. */
export function uniqueEmail(tag: string): string {
  sequence += 1;
  const stamp = `${Date.now().toString(36)}${sequence}${Math.random().toString(36).slice(2, 6)}`;
  return `${tag}-${stamp}@e2e.example`;
}

/**
 * Set-up calls made straight to the API come from a documentation address each (the server trusts
 * a loopback proxy's X-Forwarded-For), so per-address limits meant for strangers do not count the
 * whole suite as one visitor. Browser traffic is left as it is.
 */
export const setupHeaders = () => ({
  'x-forwarded-for': `198.51.100.${1 + Math.floor(Math.random() * 254)}`,
});

/** A verified member, made through the real API: register, read the code from the mail, verify. */
export async function createMember(
  request: APIRequestContext,
  { tag = 'member', name = 'Minh Nguyen' }: { tag?: string; name?: string } = {},
): Promise<Account> {
  const account = { name, email: uniqueEmail(tag), password: 'Member1234' };
  const headers = setupHeaders();
  const registered = await request.post('/api/auth/register', { data: account, headers });
  expect(registered.status(), await registered.text()).toBe(201);
  const mail = await stack.waitForMail(account.email, (m) => m.subject.includes('verification code'));
  const verified = await request.post('/api/auth/verify-email', {
    data: { email: account.email, code: stack.codeIn(mail) },
    headers,
  });
  expect(verified.ok(), await verified.text()).toBe(true);
  return account;
}

/** A session token for the account, from POST /api/auth/login. */
export async function tokenFor(request: APIRequestContext, account: Pick<Account, 'email' | 'password'>) {
  const reply = await request.post('/api/auth/login', {
    data: { email: account.email, password: account.password },
    headers: setupHeaders(),
  });
  expect(reply.ok(), await reply.text()).toBe(true);
  const body = (await reply.json()) as { access_token: string };
  return body.access_token;
}

/** A verified member made staff by the admin, as an administrator would (PATCH /api/admin/users/:id). */
export async function createStaff(
  request: APIRequestContext,
  who: { tag: string; name: string },
): Promise<Account & { token: string }> {
  const account = await createMember(request, who);
  const login = await request.post('/api/auth/login', {
    data: { email: account.email, password: account.password },
    headers: setupHeaders(),
  });
  const id = ((await login.json()) as { user: { id: string } }).user.id;
  const admin = await tokenFor(request, ADMIN);
  const changed = await request.patch(`/api/admin/users/${id}`, {
    data: { role: 'staff' },
    headers: { ...setupHeaders(), authorization: `Bearer ${admin}` },
  });
  expect(changed.ok(), await changed.text()).toBe(true);
  return { ...account, token: await tokenFor(request, account) };
}

/**
 * Opens `target` signed in with `token`, stored where the app keeps it (localStorage auth_token),
 * without going through the login form. The token is set on a cheap page of the same origin.
 */
export async function openSignedIn(page: Page, token: string, target = '/dashboard') {
  await page.goto('/favicon.svg');
  await page.evaluate((value) => localStorage.setItem('auth_token', value), token);
  await page.goto(target);
  // A public page arrives rendered for a visitor and is then rendered again signed in: a click on the served page
  // before that (its Save button, say) would be lost, so the test waits for the app as a person would see it load.
  await waitForApp(page);
}

/** Signs in through the login form and waits for the dashboard. */
export async function signInThroughForm(page: Page, account: Pick<Account, 'email' | 'password'>) {
  await page.goto('/login');
  await page.getByLabel('Email').fill(account.email);
  await page.getByLabel('Password').fill(account.password);
  await page.getByRole('button', { name: 'Sign in', exact: true }).click();
  await expect(page).toHaveURL(/\/dashboard$/);
  await expect(page.getByRole('heading', { level: 1, name: 'Dashboard' })).toBeVisible();
}

/**
 * A server-rendered page shows before its app runs (decision 1000): waits until the app has taken it over (the root
 * loses `data-rendered` after the hydration), so that what is checked next is the page the reader uses.
 */
export async function waitForApp(page: Page) {
  await expect(page.locator('#root[data-rendered]')).toHaveCount(0, { timeout: 30_000 });
}

/** Lets the scroll-in animations run: scrolls to the bottom in steps, back to the top, waits for them. */
export async function revealWholePage(page: Page) {
  await waitForApp(page);
  await page.evaluate(async () => {
    const pause = () => new Promise((resolve) => requestAnimationFrame(() => setTimeout(resolve, 30)));
    // The site scrolls smoothly (spec §2); jump instead, so each step lands before the next.
    const jump = (top: number) => window.scrollTo({ top, behavior: 'instant' });
    for (let y = 0; y < document.documentElement.scrollHeight; y += window.innerHeight / 2) {
      jump(y);
      await pause();
    }
    jump(document.documentElement.scrollHeight);
    await pause();
    jump(0);
    await pause();
  });
  await expect(page.locator('[data-reveal="pending"]')).toHaveCount(0);
  await waitForTransitions(page);
}

/** CSS transitions (fades, the header's shrink) are finite: waits for those running now to end. */
async function waitForTransitions(page: Page) {
  await page.evaluate(async () => {
    // Two frames first, so that scroll-in observers due now have fired and started their fades.
    for (let frame = 0; frame < 2; frame += 1) await new Promise((resolve) => requestAnimationFrame(resolve));
    await Promise.all(
      document
        .getAnimations()
        .filter((animation) => animation instanceof CSSTransition)
        .map((animation) => animation.finished.catch(() => undefined)),
    );
  });
}

const ARTIFACTS = fileURLToPath(new URL('../artifacts', import.meta.url));

/** A full-page PNG under e2e/artifacts/ (git-ignored), named after the page and the viewport. */
export async function saveScreenshot(page: Page, name: string) {
  mkdirSync(ARTIFACTS, { recursive: true });
  const viewport = page.viewportSize();
  const size = viewport ? `${viewport.width}x${viewport.height}` : 'default';
  await page.screenshot({ path: path.join(ARTIFACTS, `${name}-${size}.png`), fullPage: true });
}

/** axe-core on the page as it is now: no serious or critical violation (WCAG 2.x A/AA and best practices). */
export async function expectNoSeriousA11yViolations(
  page: Page,
  name: string,
  { app = true }: { app?: boolean } = {},
) {
  if (app) await waitForApp(page);
  // A fade caught half-way has a blended colour that axe would measure: let running transitions end first.
  await waitForTransitions(page);
  const results = await new AxeBuilder({ page }).analyze();
  const serious = results.violations
    .filter((violation) => violation.impact === 'serious' || violation.impact === 'critical')
    .map(
      (violation) =>
        `${violation.id} (${violation.impact}): ${violation.help} — ${violation.nodes
          .slice(0, 5)
          .map((node) => node.target.join(' '))
          .join(' | ')}`,
    );
  expect(serious, `axe on ${name}`).toEqual([]);
}

/** A small, well-formed one-page PDF (the server checks a CV by its bytes, never by its name). */
export function minimalPdf(line: string): Buffer {
  const content = `BT /F1 18 Tf 72 720 Td (${line}) Tj ET`;
  const objects = [
    '<< /Type /Catalog /Pages 2 0 R >>',
    '<< /Type /Pages /Kids [3 0 R] /Count 1 >>',
    '<< /Type /Page /Parent 2 0 R /MediaBox [0 0 612 792] /Contents 4 0 R /Resources << /Font << /F1 5 0 R >> >> >>',
    `<< /Length ${content.length} >>\nstream\n${content}\nendstream`,
    '<< /Type /Font /Subtype /Type1 /BaseFont /Helvetica >>',
  ];
  let pdf = '%PDF-1.4\n';
  const offsets = objects.map((body, index) => {
    const offset = pdf.length;
    pdf += `${index + 1} 0 obj\n${body}\nendobj\n`;
    return offset;
  });
  const xref = pdf.length;
  pdf += `xref\n0 ${objects.length + 1}\n0000000000 65535 f \n`;
  pdf += offsets.map((offset) => `${String(offset).padStart(10, '0')} 00000 n \n`).join('');
  pdf += `trailer\n<< /Size ${objects.length + 1} /Root 1 0 R >>\nstartxref\n${xref}\n%%EOF\n`;
  return Buffer.from(pdf, 'latin1');
}

/**
 * Feedback opens when an interview starts (decision 1108), and the e2e server runs on the real clock. Journeys that
 * give feedback reschedule the interview through the API (as its scheduler, `token`) to start `seconds` from now —
 * the server refuses a start in the past, so a few seconds ahead is the earliest — and then wait for the start.
 * Returns the new start (ISO).
 */
export async function startInterviewSoon(
  request: APIRequestContext,
  token: string,
  interviewId: string,
  seconds = 10,
): Promise<string> {
  const headers = { ...setupHeaders(), authorization: `Bearer ${token}` };
  const read = await request.get(`/api/interviews/${interviewId}`, { headers });
  expect(read.ok(), await read.text()).toBe(true);
  const { interview } = (await read.json()) as {
    interview: {
      time_zone: string;
      duration_minutes: number;
      type: string;
      location: string;
      notes: string;
      interviewers: Array<{ id: string }>;
    };
  };
  const startsAt = new Date(Date.now() + seconds * 1000).toISOString();
  const moved = await request.put(`/api/interviews/${interviewId}`, {
    headers,
    data: {
      starts_at: startsAt,
      time_zone: interview.time_zone,
      duration_minutes: interview.duration_minutes,
      type: interview.type,
      location: interview.location,
      notes: interview.notes,
      interviewer_ids: interview.interviewers.map((p) => p.id),
    },
  });
  expect(moved.ok(), await moved.text()).toBe(true);
  return startsAt;
}
