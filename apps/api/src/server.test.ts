import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { passwordProblem } from '@app/shared';
import { loadConfig } from './config';
import { signUp, startTestServer, testDatabaseUrl } from '../test/harness';
import type { TestServer, TestServerOptions } from '../test/harness';
import { startSmtpPeer } from '../test/smtp-peer';
import type { SmtpPeer } from '../test/smtp-peer';

let smtp: SmtpPeer;
let dataDir: string;

beforeAll(async () => {
  smtp = await startSmtpPeer();
  dataDir = mkdtempSync(path.join(tmpdir(), 'dottrip-restart-'));
});

afterAll(async () => {
  await smtp.stop();
  rmSync(dataDir, { recursive: true, force: true });
});

describe('stop and start again on the same DATA_DIR', () => {
  it('keeps accounts and tokens, and makes the first admin once', async () => {
    // On PostgreSQL both starts share one database; on PGlite the data lives under DATA_DIR.
    const database = await testDatabaseUrl();
    const onAdminPassword = vi.fn();
    const options = (jwtSecret: string): TestServerOptions => ({
      persistent: true,
      dataDir,
      databaseUrl: database.url,
      // No ADMIN_PASSWORD, and no JWT_SECRET: the secret comes from the file in DATA_DIR.
      config: { smtpUrl: smtp.url, jwtSecret, admin: { email: 'root@test.example' } },
      server: { onAdminPassword },
    });
    let first: TestServer | undefined;
    let second: TestServer | undefined;
    try {
      first = await startTestServer(options(loadConfig({ DATA_DIR: dataDir }).jwtSecret));
      expect(onAdminPassword).toHaveBeenCalledTimes(1);
      const [adminEmail, adminPassword] = onAdminPassword.mock.calls[0] as [string, string];
      expect(adminEmail).toBe('root@test.example');
      expect(passwordProblem(adminPassword)).toBeNull();
      const adminLogin = await first.call('POST', '/api/auth/login', {
        body: { email: adminEmail, password: adminPassword },
      });
      expect(adminLogin.status).toBe(200);
      expect((adminLogin.body.user as { role: string }).role).toBe('admin');

      const { token, userId } = await signUp(first, smtp, { email: 'persist@example.com', name: 'Bền Vững' });
      await first.stop();
      first = undefined;

      second = await startTestServer(options(loadConfig({ DATA_DIR: dataDir }).jwtSecret));
      expect(onAdminPassword).toHaveBeenCalledTimes(1);
      const profile = await second.call('GET', '/api/auth/profile', { token });
      expect(profile.status).toBe(200);
      expect(profile.body.user).toMatchObject({ id: userId, name: 'Bền Vững', email: 'persist@example.com' });
      const login = await second.call('POST', '/api/auth/login', {
        body: { email: 'persist@example.com', password: 'Password123' },
      });
      expect(login.status).toBe(200);
      const again = await second.call('POST', '/api/auth/login', {
        body: { email: adminEmail, password: adminPassword },
      });
      expect(again.status).toBe(200);
      const plans = await second.call('GET', '/api/auth/plans');
      expect((plans.body.plans as unknown[]).length).toBe(3);
    } finally {
      await first?.stop();
      await second?.stop();
      await database.drop();
    }
    // Two starts of an on-disk database: slow on a busy machine, so a wider bound than the default.
  }, 120_000);
});

describe('several instances on one PostgreSQL database', () => {
  it.runIf(Boolean(process.env.TEST_DATABASE_URL))(
    'start together on a fresh database: migrations, seed and first admin happen once',
    async () => {
      const database = await testDatabaseUrl();
      const onAdminPassword = vi.fn();
      const options: TestServerOptions = {
        databaseUrl: database.url,
        config: { smtpUrl: smtp.url, admin: { email: 'root@test.example' } },
        server: { onAdminPassword },
      };
      const started = await Promise.allSettled([startTestServer(options), startTestServer(options)]);
      const servers = started.flatMap((s) => (s.status === 'fulfilled' ? [s.value] : []));
      try {
        expect(started.map((s) => (s.status === 'rejected' ? String(s.reason) : 'ok'))).toEqual(['ok', 'ok']);
        expect(onAdminPassword).toHaveBeenCalledTimes(1);
        for (const server of servers) {
          const plans = await server.call('GET', '/api/auth/plans');
          expect((plans.body.plans as unknown[]).length).toBe(3);
        }
        const [email, password] = onAdminPassword.mock.calls[0] as [string, string];
        const login = await servers[1]!.call('POST', '/api/auth/login', { body: { email, password } });
        expect(login.status).toBe(200);
      } finally {
        for (const server of servers) await server.close();
        await database.drop();
      }
    },
    120_000,
  );
});
