import { mkdtempSync, readFileSync, rmSync, statSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { ConfigError, DEFAULT_LIMITS, loadConfig } from './config';

const dirs: string[] = [];
const tempDir = () => {
  const dir = mkdtempSync(path.join(tmpdir(), 'dottrip-config-'));
  dirs.push(dir);
  return dir;
};
afterAll(() => {
  for (const dir of dirs) rmSync(dir, { recursive: true, force: true });
});

// A JWT secret keeps loadConfig from writing one into the working directory.
const SECRET = 'x'.repeat(40);
const load = (env: Record<string, string>) => loadConfig({ JWT_SECRET: SECRET, ...env });

function refusal(env: Record<string, string>): string {
  try {
    load(env);
  } catch (error) {
    expect(error).toBeInstanceOf(ConfigError);
    return (error as Error).message;
  }
  throw new Error(`accepted ${JSON.stringify(env)}`);
}

describe('loadConfig', () => {
  it('uses the documented defaults', () => {
    const config = load({});
    expect(config).toMatchObject({
      port: 3000,
      appUrl: 'http://localhost:3000',
      databaseUrl: undefined,
      dataDir: path.resolve('./data'),
      jwtSecret: SECRET,
      smtpUrl: undefined,
      github: undefined,
      admin: { email: 'admin@example.com', password: undefined },
      contactInbox: 'admin@example.com',
      limits: DEFAULT_LIMITS,
    });
    expect(config.mailFrom).toContain('@localhost');
    expect(load({ PORT: '8080' }).appUrl).toBe('http://localhost:8080');
    expect(load({ PORT: '' }).port).toBe(3000);
    expect(load({ PORT: ' ' }).port).toBe(3000);
  });

  it('reads every variable', () => {
    const config = load({
      PORT: '4000',
      APP_URL: 'https://jobs.example.com/',
      DATABASE_URL: 'postgres://u:p@db:5432/app',
      DATA_DIR: '/var/lib/dottrip',
      SMTP_URL: 'smtp://user:pass@mail.example.com:587',
      MAIL_FROM: 'Jobs <jobs@example.com>',
      CONTACT_INBOX: 'Hello@Example.com',
      GITHUB_CLIENT_ID: 'id',
      GITHUB_CLIENT_SECRET: 'secret',
      ADMIN_EMAIL: 'root@example.com',
      ADMIN_PASSWORD: 'StrongPass123',
    });
    expect(config).toMatchObject({
      port: 4000,
      appUrl: 'https://jobs.example.com',
      databaseUrl: 'postgres://u:p@db:5432/app',
      dataDir: '/var/lib/dottrip',
      smtpUrl: 'smtp://user:pass@mail.example.com:587',
      mailFrom: 'Jobs <jobs@example.com>',
      contactInbox: 'hello@example.com',
      admin: { email: 'root@example.com', password: 'StrongPass123' },
      github: {
        clientId: 'id',
        clientSecret: 'secret',
        oauthUrl: 'https://github.com',
        apiUrl: 'https://api.github.com',
      },
    });
    const custom = load({
      GITHUB_CLIENT_ID: 'id',
      GITHUB_CLIENT_SECRET: 'secret',
      GITHUB_OAUTH_URL: 'http://127.0.0.1:9000/',
      GITHUB_API_URL: 'http://127.0.0.1:9001',
    });
    expect(custom.github).toMatchObject({
      oauthUrl: 'http://127.0.0.1:9000',
      apiUrl: 'http://127.0.0.1:9001',
    });
  });

  it('reads an S3 bucket for uploads, defaulting the region', () => {
    expect(load({}).s3).toBeUndefined();
    expect(
      load({
        S3_ENDPOINT: 'http://127.0.0.1:9000/',
        S3_BUCKET: 'cv-files',
        S3_ACCESS_KEY_ID: 'key',
        S3_SECRET_ACCESS_KEY: 'secret',
      }).s3,
    ).toEqual({
      endpoint: 'http://127.0.0.1:9000',
      bucket: 'cv-files',
      region: 'us-east-1',
      accessKeyId: 'key',
      secretAccessKey: 'secret',
    });
  });

  it('reads VNPay credentials, defaulting the payment page to the sandbox (issue 19)', () => {
    expect(load({}).vnpay).toBeUndefined();
    expect(load({}).billing).toEqual({ intervalMs: 3_600_000, dayMs: 86_400_000 });
    expect(load({ VNPAY_TMN_CODE: 'DOTTRIP1', VNPAY_HASH_SECRET: 'S'.repeat(32) }).vnpay).toEqual({
      tmnCode: 'DOTTRIP1',
      hashSecret: 'S'.repeat(32),
      url: 'https://sandbox.vnpayment.vn/paymentv2/vpcpay.html',
    });
    expect(
      load({
        VNPAY_TMN_CODE: 'DOTTRIP1',
        VNPAY_HASH_SECRET: 'S'.repeat(32),
        VNPAY_URL: 'https://pay.vnpay.vn/vpcpay.html',
        BILLING_INTERVAL_MS: '1000',
        BILLING_DAY_MS: '500',
      }),
    ).toMatchObject({
      vnpay: { url: 'https://pay.vnpay.vn/vpcpay.html' },
      billing: { intervalMs: 1000, dayMs: 500 },
    });
    expect(refusal({ VNPAY_TMN_CODE: 'DOTTRIP1' })).toMatch(
      /VNPAY_TMN_CODE and VNPAY_HASH_SECRET must be set together/,
    );
    expect(refusal({ VNPAY_HASH_SECRET: 'S'.repeat(32) })).toMatch(/VNPAY_TMN_CODE/);
    expect(refusal({ VNPAY_TMN_CODE: 'bad code!', VNPAY_HASH_SECRET: 'S'.repeat(32) })).toMatch(
      /VNPAY_TMN_CODE: must be 1 to 20 letters or digits/,
    );
    expect(refusal({ VNPAY_TMN_CODE: 'A1', VNPAY_HASH_SECRET: 'short' })).toMatch(
      /VNPAY_HASH_SECRET: must be at least 16 characters/,
    );
    expect(refusal({ VNPAY_URL: 'sandbox.vnpayment.vn' })).toMatch(/VNPAY_URL: must be a http\(s\) URL/);
    expect(refusal({ BILLING_DAY_MS: 'a day' })).toMatch(/BILLING_DAY_MS/);
  });

  it('refuses malformed values with a message naming the variable', () => {
    expect(refusal({ PORT: 'abc' })).toMatch(/PORT: must be a number/);
    expect(refusal({ PORT: '70000' })).toMatch(/PORT/);
    expect(refusal({ PORT: '3000.5' })).toMatch(/PORT: must be a whole number/);
    expect(refusal({ APP_URL: 'notaurl' })).toMatch(/APP_URL: must be a http\(s\) URL/);
    expect(refusal({ APP_URL: 'ftp://example.com' })).toMatch(/APP_URL/);
    expect(refusal({ DATABASE_URL: 'mysql://u:p@db/app' })).toMatch(
      /DATABASE_URL: must be a postgres:\/\/ URL/,
    );
    expect(refusal({ SMTP_URL: 'http://mail.example.com' })).toMatch(
      /SMTP_URL: must be a smtp:\/\/ or smtps:\/\/ URL/,
    );
    expect(refusal({ ADMIN_PASSWORD: 'weak' })).toMatch(
      /ADMIN_PASSWORD: Password must be at least 8 characters/,
    );
    expect(refusal({ ADMIN_PASSWORD: 'alllowercase1' })).toMatch(/ADMIN_PASSWORD: Password must contain/);
    expect(refusal({ ADMIN_EMAIL: 'root' })).toMatch(/ADMIN_EMAIL/);
    expect(refusal({ CONTACT_INBOX: 'inbox' })).toMatch(/CONTACT_INBOX/);
    expect(refusal({ JWT_SECRET: 'short' })).toMatch(/JWT_SECRET: must be at least 32 characters/);
    expect(refusal({ GITHUB_CLIENT_ID: 'id' })).toMatch(
      /GITHUB_CLIENT_ID and GITHUB_CLIENT_SECRET must be set together/,
    );
    expect(refusal({ GITHUB_CLIENT_SECRET: 'secret' })).toMatch(/GITHUB_CLIENT_ID/);
    expect(refusal({ GITHUB_CLIENT_ID: 'id', GITHUB_CLIENT_SECRET: 's', GITHUB_API_URL: 'nope' })).toMatch(
      /GITHUB_API_URL/,
    );
    expect(refusal({ LOG_LEVEL: 'loud' })).toMatch(/LOG_LEVEL/);
    expect(refusal({ S3_BUCKET: 'cv-files' })).toMatch(
      /S3_ENDPOINT, S3_ACCESS_KEY_ID, S3_SECRET_ACCESS_KEY: must be set together with S3_BUCKET/,
    );
    expect(refusal({ S3_ENDPOINT: 'minio:9000' })).toMatch(/S3_ENDPOINT: must be a http\(s\) URL/);
    expect(refusal({ S3_BUCKET: 'Bad_Bucket' })).toMatch(/S3_BUCKET: must be a valid bucket name/);
    // Values the URL parser or Number() would take but the server cannot use (black-box findings).
    expect(refusal({ PORT: '70000' })).toMatch(/PORT: must be a port number from 0 to 65535/);
    expect(refusal({ PORT: '0x10' })).toMatch(/PORT: must be a number/);
    expect(refusal({ PORT: '1e3' })).toMatch(/PORT: must be a number/);
    expect(refusal({ APP_URL: 'https://jobs.example.com/?a=b' })).toMatch(/APP_URL: .*without \? or #/);
    expect(refusal({ APP_URL: 'https://jobs.example.com/#top' })).toMatch(/APP_URL/);
    expect(refusal({ APP_URL: ' https://jobs.example.com' })).toMatch(/APP_URL/);
    expect(refusal({ SMTP_URL: 'smtp://' })).toMatch(/SMTP_URL/);
    expect(refusal({ MAIL_FROM: 'no-reply' })).toMatch(/MAIL_FROM: must be an e-mail address/);
    expect(refusal({ MAIL_FROM: 'DotTrip <no-reply>' })).toMatch(/MAIL_FROM/);
    expect(refusal({ JOB_ALERTS_INTERVAL_MS: '99999999999' })).toMatch(
      /JOB_ALERTS_INTERVAL_MS: must be at most 2147483647/,
    );
    expect(refusal({ BILLING_INTERVAL_MS: '2147483648' })).toMatch(/BILLING_INTERVAL_MS/);
    expect(refusal({ POST_SCHEDULE_INTERVAL_MS: '1e9' })).toMatch(/POST_SCHEDULE_INTERVAL_MS/);
    // …while the forms people use still pass.
    expect(load({ MAIL_FROM: 'no-reply@localhost' }).mailFrom).toBe('no-reply@localhost');
    expect(load({ MAIL_FROM: '"Dot, Trip" <jobs@example.com>' }).mailFrom).toBe(
      '"Dot, Trip" <jobs@example.com>',
    );
    expect(load({ PORT: ' 8080 ' }).port).toBe(8080);
    expect(load({ DATABASE_URL: 'postgresql:///dottrip?host=/run/postgresql' }).databaseUrl).toBeDefined();
    expect(load({ JOB_ALERTS_INTERVAL_MS: '2147483647' }).jobAlerts?.intervalMs).toBe(2_147_483_647);
    // Every bad variable is named at once.
    const both = refusal({ PORT: 'abc', APP_URL: 'notaurl' });
    expect(both).toMatch(/PORT/);
    expect(both).toMatch(/APP_URL/);
  });

  it('makes a JWT secret in DATA_DIR on first start (mode 0600) and reuses it', () => {
    const dir = path.join(tempDir(), 'nested', 'data');
    const first = loadConfig({ DATA_DIR: dir });
    const file = path.join(dir, 'jwt-secret');
    expect(first.jwtSecret.length).toBeGreaterThanOrEqual(32);
    expect(readFileSync(file, 'utf8').trim()).toBe(first.jwtSecret);
    expect(statSync(file).mode & 0o777).toBe(0o600);
    expect(loadConfig({ DATA_DIR: dir }).jwtSecret).toBe(first.jwtSecret);
    // Another data directory gets another secret; JWT_SECRET wins over the file.
    expect(loadConfig({ DATA_DIR: tempDir() }).jwtSecret).not.toBe(first.jwtSecret);
    expect(loadConfig({ DATA_DIR: dir, JWT_SECRET: SECRET }).jwtSecret).toBe(SECRET);
  });

  it('refuses a kept secret that is empty or truncated', () => {
    const dir = tempDir();
    writeFileSync(path.join(dir, 'jwt-secret'), '  \n', { mode: 0o600 });
    expect(() => loadConfig({ DATA_DIR: dir })).toThrow(
      /JWT_SECRET: the secret kept in .*jwt-secret is shorter than 32/,
    );
    writeFileSync(path.join(dir, 'jwt-secret'), 'short', { mode: 0o600 });
    expect(() => loadConfig({ DATA_DIR: dir })).toThrow(ConfigError);
  });
});
