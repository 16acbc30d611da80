import { spawn } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import net from 'node:net';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { afterAll, describe, expect, it } from 'vitest';

// What an operator sees when `npm start` cannot start: one line naming the variable to fix, exit code 1, no stack.

const apiDir = fileURLToPath(new URL('..', import.meta.url));
const dataDir = mkdtempSync(path.join(tmpdir(), 'dottrip-main-'));

afterAll(() => rmSync(dataDir, { recursive: true, force: true }));

function start(env: Record<string, string>): Promise<{ code: number | null; stderr: string }> {
  const clean = Object.fromEntries(
    Object.entries(process.env).filter(
      ([key]) => !/^(DATABASE_URL|PORT|APP_URL|SMTP_URL|JWT_SECRET)$/.test(key),
    ),
  );
  return new Promise((resolve) => {
    const child = spawn(process.execPath, ['--conditions=source', '--import', 'tsx', 'src/main.ts'], {
      cwd: apiDir,
      env: { ...clean, DATA_DIR: dataDir, LOG_LEVEL: 'silent', ...env },
      stdio: ['ignore', 'ignore', 'pipe'],
    });
    let stderr = '';
    child.stderr.on('data', (chunk: Buffer) => (stderr += chunk.toString()));
    const timer = setTimeout(() => child.kill('SIGKILL'), 90_000);
    child.on('exit', (code) => {
      clearTimeout(timer);
      resolve({ code, stderr });
    });
  });
}

describe('a start that cannot succeed', () => {
  it('names DATABASE_URL, without its password, when the database cannot be reached', async () => {
    const { code, stderr } = await start({ DATABASE_URL: 'postgres://app:s3cret@127.0.0.1:1/jobs' });
    expect(code).toBe(1);
    expect(stderr.trim()).toMatch(
      /^Cannot start: DATABASE_URL: cannot connect to postgres:\/\/app:\*\*\*@127\.0\.0\.1:1\/jobs: connect ECONNREFUSED/,
    );
    expect(stderr.trim().split('\n')).toHaveLength(1);
    expect(stderr).not.toContain('s3cret');
  }, 100_000);

  it('names PORT when the port is taken', async () => {
    const taken = net.createServer();
    await new Promise<void>((resolve) => taken.listen(0, '0.0.0.0', resolve));
    const port = (taken.address() as net.AddressInfo).port;
    try {
      const { code, stderr } = await start({ PORT: String(port), ADMIN_PASSWORD: 'Admin-password-1234' });
      expect(code).toBe(1);
      expect(stderr.trim()).toBe(`Cannot start: PORT: ${port} is already in use by another program`);
    } finally {
      await new Promise<void>((resolve) => taken.close(() => resolve()));
    }
  }, 100_000);
});
