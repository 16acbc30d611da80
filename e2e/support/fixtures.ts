import { test as base, expect } from '@playwright/test';
import type { Page } from '@playwright/test';

type Mail = { to: string[]; subject: string; text: string };

const control = () => {
  const url = process.env.E2E_CONTROL_URL;
  if (!url) throw new Error('E2E_CONTROL_URL is not set: run through `npm run test:e2e`');
  return url;
};

/** The stack's control server: mail the SMTP peer received, the fake GitHub's account, the API's life. */
export const stack = {
  async mails(): Promise<Mail[]> {
    return (await (await fetch(`${control()}/mails`)).json()) as Mail[];
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
    const code = /code is: (\d{6})/.exec(mail.text)?.[1];
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

export const test = base;

export { expect };
export type { Page };
