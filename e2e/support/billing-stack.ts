import { spawn } from 'node:child_process';
import type { ChildProcess } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { startFakeVnpay } from '../../apps/api/test/fake-vnpay';
import { startSmtpPeer } from '../../apps/api/test/smtp-peer';
import { ADMIN } from './constants';
import { mailParts } from './fixtures';
import { freePort, waitForHealth } from './stack';

const ROOT = fileURLToPath(new URL('../..', import.meta.url));

/** The merchant the billing stack's server and its fake VNPay share. */
export const VNPAY_MERCHANT = { tmnCode: 'E2EBILL1', hashSecret: 'e2e-vnpay-hash-secret-0123456789' };
/** A billing "day" of 700 ms: a paid month is 21 s, its grace 2.1 s (decision 804). */
export const BILLING_DAY_MS = 700;

/**
 * A second production server for the billing journey (issue 19), beside the suite's stack: VNPay configured
 * against the fake gateway on loopback (whose IPN calls reach this server), its own SMTP peer and data, a shortened
 * billing day and a billing job every second. The suite's stack keeps today's immediate upgrades for the other
 * journeys.
 */
export async function startBillingStack() {
  const smtp = await startSmtpPeer();
  const vnpay = await startFakeVnpay(VNPAY_MERCHANT);
  const port = await freePort();
  const baseURL = `http://localhost:${port}`;
  const dataDir = mkdtempSync(path.join(tmpdir(), 'dottrip-e2e-billing-'));
  vnpay.setIpnUrl(`${baseURL}/api/billing/vnpay/ipn`);
  const api: ChildProcess = spawn(
    process.execPath,
    ['--no-allocation-site-pretenuring', 'apps/api/dist/main.js'],
    {
      cwd: ROOT,
      env: {
        ...process.env,
        PORT: String(port),
        APP_URL: baseURL,
        DATA_DIR: dataDir,
        SMTP_URL: smtp.url,
        MAIL_FROM: 'DotTrip <no-reply@e2e.example>',
        ADMIN_EMAIL: ADMIN.email,
        ADMIN_PASSWORD: ADMIN.password,
        LOG_LEVEL: 'warn',
        VNPAY_TMN_CODE: VNPAY_MERCHANT.tmnCode,
        VNPAY_HASH_SECRET: VNPAY_MERCHANT.hashSecret,
        VNPAY_URL: vnpay.url,
        BILLING_DAY_MS: String(BILLING_DAY_MS),
        BILLING_INTERVAL_MS: '1000',
      },
      stdio: ['ignore', 'inherit', 'inherit'],
    },
  );
  await waitForHealth(baseURL);

  /** The decoded text of a mail's text/plain part. */
  const textOf = (raw: string) =>
    mailParts(raw)
      .find((part) => /^text\/plain/i.test(part.contentType))
      ?.body.toString('utf8') ?? raw;

  return {
    baseURL,
    vnpay,
    /** The first mail to `to` whose decoded text matches, waiting up to `timeoutMs`. */
    async waitForMail(to: string, match: (text: string) => boolean, timeoutMs = 15_000) {
      const deadline = Date.now() + timeoutMs;
      for (;;) {
        const found = smtp.mails.find((m) => m.to.includes(to.toLowerCase()) && match(textOf(m.raw)));
        if (found) return { ...found, text: textOf(found.raw) };
        if (Date.now() > deadline) throw new Error(`no matching mail to ${to}`);
        await new Promise((resolve) => setTimeout(resolve, 200));
      }
    },
    async stop() {
      if (api.exitCode === null) {
        await new Promise<void>((resolve) => {
          api.once('exit', () => resolve());
          api.kill('SIGTERM');
        });
      }
      await vnpay.close();
      await smtp.stop();
      rmSync(dataDir, { recursive: true, force: true });
    },
  };
}

export type BillingStack = Awaited<ReturnType<typeof startBillingStack>>;
