import { randomBytes } from 'node:crypto';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import type { AddressInfo } from 'node:net';
import pg from 'pg';
import { DEFAULT_LIMITS } from '../src/config';
import type { Config, Limits } from '../src/config';
import { createServer } from '../src/server';
import type { Server, ServerOptions } from '../src/server';
import { testClock } from './clock';
import { startSmtpPeer } from './smtp-peer';
import type { SmtpPeer } from './smtp-peer';

export const ADMIN = { email: 'admin@test.example', password: 'AdminPass123' };

/**
 * A database of the suite's own: in-memory PGlite by default, or a fresh database on the
 * PostgreSQL server named by TEST_DATABASE_URL (created here, dropped by `drop`).
 */
export async function testDatabaseUrl(): Promise<{ url?: string; drop(): Promise<void> }> {
  const base = process.env.TEST_DATABASE_URL;
  if (!base) return { drop: async () => undefined };
  const baseUrl = new URL(base);
  const name = `${baseUrl.pathname.slice(1) || 'test'}_${randomBytes(5).toString('hex')}`;
  const admin = new pg.Client({ connectionString: base });
  await admin.connect();
  await admin.query(`create database "${name}"`);
  await admin.end();
  const url = new URL(base);
  url.pathname = `/${name}`;
  return {
    url: url.toString(),
    drop: async () => {
      const client = new pg.Client({ connectionString: base });
      await client.connect();
      await client.query(`drop database if exists "${name}" with (force)`);
      await client.end();
    },
  };
}

export type TestServerOptions = {
  config?: Partial<Omit<Config, 'limits'>> & { limits?: Partial<Limits> };
  dataDir?: string;
  /** Reuse a database (restart tests); by default each server gets a new one. */
  databaseUrl?: string;
  /** Keep the PGlite data on disk under dataDir instead of in memory. */
  persistent?: boolean;
  server?: ServerOptions;
  /** Where the test clock starts (default: now); suites with fixed calendar dates pin it. */
  clockStart?: Date;
};

export type TestServer = Server & {
  url: string;
  clock: ReturnType<typeof testClock>;
  dataDir: string;
  /** Real HTTP to the running server; JSON in and out. */
  call(
    method: string,
    urlPath: string,
    options?: { body?: unknown; token?: string; headers?: Record<string, string>; raw?: string },
  ): Promise<{ status: number; body: Record<string, unknown>; headers: Headers }>;
  stop(): Promise<void>;
};

export async function startTestServer(options: TestServerOptions = {}): Promise<TestServer> {
  const dataDir = options.dataDir ?? mkdtempSync(path.join(tmpdir(), 'dottrip-test-'));
  const ownsDir = !options.dataDir;
  const database = options.databaseUrl
    ? { url: options.databaseUrl, drop: async () => undefined }
    : await testDatabaseUrl();
  const clock = testClock(options.clockStart);
  const { limits, ...configOverrides } = options.config ?? {};
  const config: Config = {
    port: 0,
    appUrl: 'http://localhost:5173',
    databaseUrl: database.url,
    dataDir,
    jwtSecret: 'test-secret-that-is-long-enough-for-hs256-0123456789',
    mailFrom: 'DotTrip <no-reply@test.example>',
    contactInbox: 'inbox@test.example',
    admin: ADMIN,
    logLevel: 'silent',
    ...configOverrides,
    // Suites send far more than a person would; the limit tests set their own bounds.
    limits: {
      ...DEFAULT_LIMITS,
      perIpPerHour: 1_000,
      searchPerIpPerMinute: 10_000,
      applyPerUserPerHour: 1_000,
      cvUploadsPerUserPerHour: 1_000,
      ...limits,
    },
  };
  const server = await createServer(config, {
    clock,
    inMemory: !options.persistent && !database.url,
    mailPollMs: 100,
    ...options.server,
  });
  await server.app.listen({ port: 0, host: '127.0.0.1' });
  const url = `http://127.0.0.1:${(server.app.server.address() as AddressInfo).port}`;

  return {
    ...server,
    url,
    clock,
    dataDir,
    async call(method, urlPath, opts = {}) {
      const headers: Record<string, string> = { ...opts.headers };
      if (opts.token) headers.authorization = `Bearer ${opts.token}`;
      let body: string | undefined = opts.raw;
      if (opts.body !== undefined) {
        body = JSON.stringify(opts.body);
        headers['content-type'] ??= 'application/json';
      } else if (opts.raw !== undefined) {
        headers['content-type'] ??= 'application/json';
      }
      const response = await fetch(`${url}${urlPath}`, { method, headers, body, redirect: 'manual' });
      return readReply(response);
    },
    async stop() {
      await server.close();
      await database.drop();
      if (ownsDir) rmSync(dataDir, { recursive: true, force: true });
    },
  };
}

/** A fetch response as the suites read it: the status, the body parsed as JSON (else `{ _text }`), the headers. */
export async function readReply(
  response: Response,
): Promise<{ status: number; body: Record<string, unknown>; headers: Headers }> {
  const text = await response.text();
  let body: Record<string, unknown> = {};
  try {
    body = text ? (JSON.parse(text) as Record<string, unknown>) : {};
  } catch {
    body = { _text: text };
  }
  return { status: response.status, body, headers: response.headers };
}

/** A fresh remembered session (30 days) for an account, so tests that move the clock by days keep their token. */
export async function login(server: TestServer, email: string): Promise<string> {
  const reply = await server.call('POST', '/api/auth/login', {
    body: { email, password: 'Password123', remember: true },
  });
  if (reply.status !== 200) throw new Error(`login ${email}: ${reply.status}`);
  return reply.body.access_token as string;
}

/**
 * A test server that sends its mail to an SMTP peer of its own, started before it; stopping the server stops the peer.
 */
export async function startSmtpTestServer(
  options: TestServerOptions = {},
): Promise<{ server: TestServer; smtp: SmtpPeer }> {
  const smtp = await startSmtpPeer();
  const server = await startTestServer({
    ...options,
    config: { ...options.config, smtpUrl: smtp.url },
  }).catch(async (error: unknown) => {
    await smtp.stop();
    throw error;
  });
  const stopServer = server.stop;
  server.stop = async () => {
    await stopServer();
    await smtp.stop();
  };
  return { server, smtp };
}

/** Registers, verifies through the mail the SMTP peer received, and logs in; returns the token. */
export async function signUp(
  server: TestServer,
  smtp: { waitFor(to: string, match?: (m: { subject: string }) => boolean): Promise<{ text: string }> },
  user: { name?: string; email: string; password?: string },
): Promise<{ token: string; userId: string }> {
  const password = user.password ?? 'Password123';
  const reg = await server.call('POST', '/api/auth/register', {
    body: { name: user.name ?? 'Test User', email: user.email, password },
  });
  if (reg.status !== 201) throw new Error(`register failed: ${reg.status} ${JSON.stringify(reg.body)}`);
  const mail = await smtp.waitFor(user.email, (m) => m.subject.includes('verification code'));
  const code = /code is: (\d{6})/.exec(mail.text)?.[1];
  const verified = await server.call('POST', '/api/auth/verify-email', { body: { email: user.email, code } });
  if (verified.status !== 200) throw new Error(`verify failed: ${verified.status}`);
  const login = await server.call('POST', '/api/auth/login', { body: { email: user.email, password } });
  if (login.status !== 200) throw new Error(`login failed: ${login.status}`);
  return { token: login.body.access_token as string, userId: (login.body.user as { id: string }).id };
}
