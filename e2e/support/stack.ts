import { spawn } from 'node:child_process';
import type { ChildProcess } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { createServer } from 'node:http';
import type { AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { startFakeGithub } from '../../apps/api/test/fake-github';
import type { GithubAccount } from '../../apps/api/test/fake-github';
import { startSmtpPeer } from '../../apps/api/test/smtp-peer';

import { ADMIN, CONTACT_INBOX, GITHUB_CLIENT } from './constants';

export { ADMIN, GITHUB_CLIENT };

const ROOT = fileURLToPath(new URL('../..', import.meta.url));

export async function freePort(): Promise<number> {
  const probe = createServer();
  await new Promise<void>((resolve) => probe.listen(0, '127.0.0.1', resolve));
  const { port } = probe.address() as AddressInfo;
  await new Promise<void>((resolve) => probe.close(() => resolve()));
  return port;
}

// Generous: a first start migrates a new embedded database, which takes a minute on a busy shared machine.
export async function waitForHealth(url: string, timeoutMs = 180_000) {
  const deadline = Date.now() + timeoutMs;
  while (Date.now() < deadline) {
    try {
      if ((await fetch(`${url}/api/health`)).ok) return;
    } catch {
      // not listening yet
    }
    await new Promise((r) => setTimeout(r, 250));
  }
  throw new Error(`server at ${url} did not become healthy`);
}

/**
 * The production build on a free port with a fresh DATA_DIR, a real SMTP peer and a fake GitHub on
 * loopback, plus a small control server the tests use to read mail, pick the GitHub account, and stop or
 * start the API.
 */
export async function startStack() {
  const smtp = await startSmtpPeer();
  const github = await startFakeGithub(GITHUB_CLIENT.id, GITHUB_CLIENT.secret);
  const port = await freePort();
  const baseURL = `http://localhost:${port}`;
  const dataDir = mkdtempSync(path.join(tmpdir(), 'dottrip-e2e-'));
  const env = {
    ...process.env,
    PORT: String(port),
    APP_URL: baseURL,
    DATA_DIR: dataDir,
    SMTP_URL: smtp.url,
    MAIL_FROM: 'DotTrip <no-reply@e2e.example>',
    CONTACT_INBOX,
    GITHUB_CLIENT_ID: GITHUB_CLIENT.id,
    GITHUB_CLIENT_SECRET: GITHUB_CLIENT.secret,
    GITHUB_OAUTH_URL: github.url,
    GITHUB_API_URL: github.url,
    ADMIN_EMAIL: ADMIN.email,
    ADMIN_PASSWORD: ADMIN.password,
    LOG_LEVEL: 'warn',
    // Job alerts run every second with a three-second "day", so a journey sees its alert mail (decision 539).
    JOB_ALERTS_INTERVAL_MS: '1000',
    JOB_ALERTS_DAY_MS: '3000',
    // Scheduled blog posts are looked for every second, so a journey sees its post go live (decision 706).
    POST_SCHEDULE_INTERVAL_MS: '1000',
    // Webhooks may go to the journey's receiver on loopback (tests only, decision 544).
    WEBHOOKS_ALLOW_LOOPBACK: 'true',
  };

  let api: ChildProcess | undefined;
  const startApi = async () => {
    api = spawn(process.execPath, ['--no-allocation-site-pretenuring', 'apps/api/dist/main.js'], {
      cwd: ROOT,
      env,
      stdio: ['ignore', 'inherit', 'inherit'],
    });
    await waitForHealth(baseURL);
  };
  const stopApi = async () => {
    const child = api;
    api = undefined;
    if (!child || child.exitCode !== null) return;
    await new Promise<void>((resolve) => {
      child.once('exit', () => resolve());
      child.kill('SIGTERM');
    });
  };
  await startApi();

  const control = createServer((req, res) => {
    const send = (status: number, body: unknown) => {
      res.writeHead(status, { 'content-type': 'application/json' });
      res.end(JSON.stringify(body));
    };
    let raw = '';
    req.on('data', (c: Buffer) => (raw += c.toString()));
    req.on('end', () => {
      void (async () => {
        const url = new URL(req.url ?? '/', 'http://localhost');
        if (req.method === 'GET' && url.pathname === '/mails') return send(200, smtp.mails);
        if (req.method === 'POST' && url.pathname === '/github/account') {
          github.setAccount(JSON.parse(raw) as GithubAccount);
          return send(200, { ok: true });
        }
        if (req.method === 'POST' && url.pathname === '/api/stop') {
          await stopApi();
          return send(200, { ok: true });
        }
        if (req.method === 'POST' && url.pathname === '/api/start') {
          await startApi();
          return send(200, { ok: true });
        }
        send(404, { error: 'unknown control route' });
      })().catch((error: unknown) => send(500, { error: String(error) }));
    });
  });
  await new Promise<void>((resolve) => control.listen(0, '127.0.0.1', resolve));
  const controlURL = `http://127.0.0.1:${(control.address() as AddressInfo).port}`;

  return {
    baseURL,
    controlURL,
    async stop() {
      await stopApi();
      await new Promise<void>((resolve) => control.close(() => resolve()));
      await github.close();
      await smtp.stop();
      rmSync(dataDir, { recursive: true, force: true });
    },
  };
}
