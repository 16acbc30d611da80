import { createServer as createHttpServer, get as httpGet } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { buildApp } from '../../app';
import type { Config } from '../../config';
import { users } from '../../db/schema';
import { signUp, startTestServer } from '../../../test/harness';
import type { TestServer } from '../../../test/harness';
import { startFakeGithub } from '../../../test/fake-github';
import type { FakeGithub, GithubAccount } from '../../../test/fake-github';
import { startSmtpPeer } from '../../../test/smtp-peer';
import { adminActor } from '../../../test/recruitment';
import { ACCOUNT_DISABLED, REGISTRATION_CLOSED } from '../auth/service';
import type { SmtpPeer } from '../../../test/smtp-peer';

const CLIENT_ID = 'client-id-123';
const CLIENT_SECRET = 'client-secret-456';
const CALLBACK = 'http://localhost:5173/auth/github/callback';

let smtp: SmtpPeer;
let github: FakeGithub;
let server: TestServer;
const variants: FastifyInstance[] = [];

beforeAll(async () => {
  smtp = await startSmtpPeer();
  github = await startFakeGithub(CLIENT_ID, CLIENT_SECRET);
  server = await startTestServer({
    config: {
      smtpUrl: smtp.url,
      github: { clientId: CLIENT_ID, clientSecret: CLIENT_SECRET, oauthUrl: github.url, apiUrl: github.url },
    },
  });
});

afterAll(async () => {
  for (const app of variants) await app.close();
  await server.stop();
  await github.close();
  await smtp.stop();
});

type Reply = { status: number; body: Record<string, unknown>; headers: Headers };

/** The same server code on another port with another GitHub configuration (same database). */
async function variant(github: Config['github']): Promise<string> {
  const app = await buildApp({ ...server.ctx, config: { ...server.ctx.config, github } });
  await app.listen({ port: 0, host: '127.0.0.1' });
  variants.push(app);
  return `http://127.0.0.1:${(app.server.address() as AddressInfo).port}`;
}

async function http(
  base: string,
  method: string,
  path: string,
  opts: { body?: unknown; cookie?: string; headers?: Record<string, string> } = {},
): Promise<Reply> {
  const headers: Record<string, string> = { ...opts.headers };
  if (opts.cookie) headers.cookie = opts.cookie;
  if (opts.body !== undefined) headers['content-type'] = 'application/json';
  const response = await fetch(`${base}${path}`, {
    method,
    headers,
    body: opts.body === undefined ? undefined : JSON.stringify(opts.body),
    redirect: 'manual',
  });
  const text = await response.text();
  return {
    status: response.status,
    body: text ? (JSON.parse(text) as Record<string, unknown>) : {},
    headers: response.headers,
  };
}

/** GET /api/auth/github: the authorize URL and the flow cookie. */
async function startFlow(base = server.url) {
  const reply = await http(base, 'GET', '/api/auth/github');
  expect(reply.status).toBe(302);
  const setCookie = reply.headers.get('set-cookie') ?? '';
  return {
    authorize: new URL(reply.headers.get('location') ?? ''),
    setCookie,
    cookie: setCookie.split(';')[0]!,
  };
}

/** Follows the authorize URL to the fake GitHub, which sends the browser back with a code. */
async function authorize(url: URL) {
  const response = await fetch(url, { redirect: 'manual' });
  expect(response.status).toBe(302);
  const back = new URL(response.headers.get('location') ?? '');
  return { back, code: back.searchParams.get('code') ?? '', state: back.searchParams.get('state') ?? '' };
}

/** The whole browser flow, ending with the client's POST to `path`. */
async function signInWithGithub(
  account: GithubAccount,
  path = '/api/auth/github/callback',
  base = server.url,
  headers: Record<string, string> = {},
) {
  github.setAccount(account);
  const flow = await startFlow(base);
  const { code, state } = await authorize(flow.authorize);
  return http(base, 'POST', path, { body: { code, state }, cookie: flow.cookie, headers });
}

const account = (
  id: number,
  login: string,
  name: string | null,
  email: string,
  verified = true,
): GithubAccount => ({
  id,
  login,
  name,
  emails: [
    { email: `${login}@users.noreply.github.com`, primary: false, verified: true },
    { email, primary: true, verified },
  ],
});

describe('GET /api/auth/github', () => {
  it('redirects to GitHub with the client id, callback, scope, fixed state and a PKCE challenge', async () => {
    const flow = await startFlow();
    expect(`${flow.authorize.origin}${flow.authorize.pathname}`).toBe(`${github.url}/login/oauth/authorize`);
    const params = Object.fromEntries(flow.authorize.searchParams);
    expect(params).toMatchObject({
      client_id: CLIENT_ID,
      redirect_uri: CALLBACK,
      scope: 'read:user user:email',
      state: 'dottrip_auth',
      code_challenge_method: 'S256',
    });
    expect(params.code_challenge).toMatch(/^[\w-]{43}$/);
    expect(flow.setCookie).toMatch(/^gh_oauth=/);
    expect(flow.setCookie).toContain('HttpOnly');
    expect(flow.setCookie).toContain('SameSite=Lax');
    expect(flow.setCookie).toContain('Path=/api/auth/github');

    const again = await startFlow();
    expect(again.authorize.searchParams.get('code_challenge')).not.toBe(params.code_challenge);
    expect(again.cookie).not.toBe(flow.cookie);

    const { back, state } = await authorize(flow.authorize);
    expect(`${back.origin}${back.pathname}`).toBe(CALLBACK);
    expect(state).toBe('dottrip_auth');
  });
});

describe('GET /api/auth/github over https', () => {
  it('marks the flow cookie Secure and uses the https callback', async () => {
    const app = await buildApp({
      ...server.ctx,
      config: { ...server.ctx.config, appUrl: 'https://jobs.example.com' },
    });
    await app.listen({ port: 0, host: '127.0.0.1' });
    variants.push(app);
    const flow = await startFlow(`http://127.0.0.1:${(app.server.address() as AddressInfo).port}`);
    expect(flow.setCookie).toContain('Secure');
    expect(flow.authorize.searchParams.get('redirect_uri')).toBe(
      'https://jobs.example.com/auth/github/callback',
    );
  });
});

describe('POST /api/auth/github/callback', () => {
  it('gives a new account the language of the browser, as a registration by form does (decision 360)', async () => {
    const vi = await signInWithGithub(
      account(111, 'viet', 'Trần Thị Mai', 'mai@example.com'),
      undefined,
      undefined,
      { 'accept-language': 'vi-VN,vi;q=0.9,en;q=0.8' },
    );
    expect(vi.status).toBe(200);
    const mine = await server.call('GET', '/api/account', { token: vi.body.access_token as string });
    expect(mine.body).toMatchObject({ success: true, account: { locale: 'vi' } });
    // Without the header, English, as before.
    const en = await signInWithGithub(account(112, 'anglo', 'Ann Lee', 'ann@example.com'));
    const [row] = await server.ctx.db.select().from(users).where(eq(users.email, 'ann@example.com'));
    expect(en.status).toBe(200);
    expect(row!.locale).toBe('en');
  });

  it('creates a verified member for a new GitHub user and replies like login', async () => {
    const reply = await signInWithGithub(account(101, 'newbie', 'Phạm Minh Đức', 'Newbie@Example.com'));
    expect(reply.status).toBe(200);
    expect(Object.keys(reply.body).sort()).toEqual([
      'access_token',
      'expires_at',
      'success',
      'token_type',
      'user',
    ]);
    expect(reply.body).toMatchObject({
      success: true,
      token_type: 'bearer',
      user: { name: 'Phạm Minh Đức', email: 'newbie@example.com', role: 'member' },
    });
    const [row] = await server.ctx.db.select().from(users).where(eq(users.email, 'newbie@example.com'));
    expect(row).toMatchObject({ githubId: 101, githubLogin: 'newbie', passwordHash: null });
    expect(row!.emailVerifiedAt).not.toBeNull();
    // The flow cookie is spent.
    expect(reply.headers.get('set-cookie')).toMatch(/gh_oauth=;/);

    const profile = await server.call('GET', '/api/auth/profile', {
      token: reply.body.access_token as string,
    });
    expect(profile.status).toBe(200);
    expect((profile.body.user as { id: string }).id).toBe(row!.id);
  });

  it('finds the account by GitHub id on the next sign-in, even after an e-mail change on GitHub', async () => {
    const first = await signInWithGithub(account(102, 'returning', 'Returning', 'returning@example.com'));
    const second = await signInWithGithub(account(102, 'returning', 'Renamed', 'changed@example.com'));
    expect(second.status).toBe(200);
    const a = first.body.user as { id: string; name: string; email: string };
    const b = second.body.user as { id: string; name: string; email: string };
    expect(b).toMatchObject({ id: a.id, name: 'Returning', email: 'returning@example.com' });
    const count = await server.ctx.db.select().from(users).where(eq(users.githubId, 102));
    expect(count).toHaveLength(1);
  });

  it('links an existing account by the verified primary e-mail and keeps its name and password', async () => {
    const { userId } = await signUp(server, smtp, { email: 'linked@example.com', name: 'Võ Thị Local' });
    const reply = await signInWithGithub(account(103, 'linker', 'GitHub Name', 'LINKED@example.com'));
    expect(reply.status).toBe(200);
    expect(reply.body.user).toMatchObject({ id: userId, name: 'Võ Thị Local', email: 'linked@example.com' });
    const login = await server.call('POST', '/api/auth/login', {
      body: { email: 'linked@example.com', password: 'Password123' },
    });
    expect(login.status).toBe(200);
  });

  it('does not keep a password set on an unverified account it links (pre-registration takeover)', async () => {
    const email = 'squatted@example.com';
    const reg = await server.call('POST', '/api/auth/register', {
      body: { name: 'Squatter', email, password: 'Attacker123' },
    });
    expect(reg.status).toBe(201);
    const reply = await signInWithGithub(account(104, 'owner', 'Owner', email));
    expect(reply.status).toBe(200);
    const login = await server.call('POST', '/api/auth/login', { body: { email, password: 'Attacker123' } });
    expect(login.status).toBe(401);
  });

  it('refuses a GitHub account without a verified primary e-mail and links nothing', async () => {
    const { userId } = await signUp(server, smtp, { email: 'unverified.gh@example.com' });
    const reply = await signInWithGithub(
      account(105, 'unverified', null, 'unverified.gh@example.com', false),
    );
    expect(reply.status).toBe(400);
    expect(reply.body.message).toMatch(/verified primary e-mail/);
    const [row] = await server.ctx.db.select().from(users).where(eq(users.id, userId));
    expect(row!.githubId).toBeNull();
  });

  it('uses the login as the name when GitHub has none', async () => {
    const reply = await signInWithGithub(account(106, 'nameless', null, 'nameless@example.com'));
    expect(reply.status).toBe(200);
    expect((reply.body.user as { name: string }).name).toBe('nameless');
  });

  it('keeps a GitHub name with line breaks or control characters on one line, and cuts a long one whole', async () => {
    const reply = await signInWithGithub(
      account(107, 'crlf', 'Evil\r\nBcc: x@example.com\u0007', 'crlf@example.com'),
    );
    expect(reply.status).toBe(200);
    expect((reply.body.user as { name: string }).name).toBe('Evil Bcc: x@example.com');
    const long = await signInWithGithub(account(108, 'long', `${'a'.repeat(99)}😀`, 'long@example.com'));
    expect((long.body.user as { name: string }).name).toBe(`${'a'.repeat(99)}😀`);
  });

  it('answers POST /api/auth/github the same way', async () => {
    const reply = await signInWithGithub(
      account(107, 'otherpath', 'Other Path', 'otherpath@example.com'),
      '/api/auth/github',
    );
    expect(reply.status).toBe(200);
    expect(reply.body).toMatchObject({ success: true, token_type: 'bearer', user: { role: 'member' } });
    expect(typeof reply.body.access_token).toBe('string');
  });

  it('refuses a wrong or missing state with the spec message', async () => {
    github.setAccount(account(108, 'state', 'State', 'state@example.com'));
    const flow = await startFlow();
    const { code } = await authorize(flow.authorize);
    for (const body of [{ code, state: 'evil' }, { code }]) {
      const reply = await http(server.url, 'POST', '/api/auth/github/callback', {
        body,
        cookie: flow.cookie,
      });
      expect(reply.status).toBe(400);
      expect(reply.body).toMatchObject({
        success: false,
        message: 'Invalid state parameter. Please try again.',
      });
    }
  });

  it('names the missing authorization code, in both languages', async () => {
    for (const [language, message] of [
      ['en', 'Missing authorization code'],
      ['vi', 'Thiếu mã xác thực'],
    ] as const) {
      const reply = await http(server.url, 'POST', '/api/auth/github/callback', {
        body: { state: 'dottrip_auth' },
        headers: { 'accept-language': language },
      });
      expect(reply.status).toBe(422);
      expect(reply.body).toMatchObject({ success: false, message, errors: { code: [message] } });
    }
  });

  it('refuses a callback without the flow cookie, or with a forged one', async () => {
    github.setAccount(account(109, 'cookieless', 'Cookieless', 'cookieless@example.com'));
    const flow = await startFlow();
    const { code, state } = await authorize(flow.authorize);
    const bare = await http(server.url, 'POST', '/api/auth/github/callback', { body: { code, state } });
    expect(bare.status).toBe(400);
    expect(bare.body.success).toBe(false);
    // What a reloaded callback page gets once its flow is spent: the client shows spec §8's stale-code text.
    expect(bare.body.message).toBe(
      'This authorization code has expired or already been used. Please try signing in again.',
    );
    const forged = await http(server.url, 'POST', '/api/auth/github/callback', {
      body: { code, state },
      cookie: `gh_oauth=${'a'.repeat(22)}.${'b'.repeat(43)}`,
    });
    expect(forged.status).toBe(400);
    // The real cookie still works: nothing was spent.
    const ok = await http(server.url, 'POST', '/api/auth/github/callback', {
      body: { code, state },
      cookie: flow.cookie,
    });
    expect(ok.status).toBe(200);
  });

  it('passes GitHub bad_verification_code through for a reused code', async () => {
    github.setAccount(account(110, 'reuse', 'Reuse', 'reuse@example.com'));
    const flow = await startFlow();
    const { code, state } = await authorize(flow.authorize);
    const first = await http(server.url, 'POST', '/api/auth/github/callback', {
      body: { code, state },
      cookie: flow.cookie,
    });
    expect(first.status).toBe(200);
    const again = await http(server.url, 'POST', '/api/auth/github/callback', {
      body: { code, state },
      cookie: flow.cookie,
    });
    expect(again.status).toBe(400);
    expect(again.body.message).toContain('bad_verification_code');
    const next = await startFlow();
    const withNewFlow = await http(server.url, 'POST', '/api/auth/github/callback', {
      body: { code, state },
      cookie: next.cookie,
    });
    expect(withNewFlow.status).toBe(400);
    expect(withNewFlow.body.message).toContain('bad_verification_code');
  });

  it('refuses a code issued to another browser flow (PKCE verifier mismatch)', async () => {
    github.setAccount(account(111, 'pkce', 'Pkce', 'pkce@example.com'));
    const victim = await startFlow();
    const { code, state } = await authorize(victim.authorize);
    const attacker = await startFlow();
    const reply = await http(server.url, 'POST', '/api/auth/github/callback', {
      body: { code, state },
      cookie: attacker.cookie,
    });
    expect(reply.status).toBe(400);
    expect(reply.body.message).toContain('bad_verification_code');
  });

  it('passes redirect_uri_mismatch through', async () => {
    const flow = await startFlow();
    const code = github.issueCode(
      flow.authorize.searchParams.get('code_challenge') ?? '',
      'http://evil.example/cb',
    );
    const reply = await http(server.url, 'POST', '/api/auth/github/callback', {
      body: { code, state: 'dottrip_auth' },
      cookie: flow.cookie,
    });
    expect(reply.status).toBe(400);
    expect(reply.body.message).toContain('redirect_uri_mismatch');
  });

  it('passes incorrect_client_credentials through for a wrong client secret', async () => {
    const base = await variant({
      clientId: CLIENT_ID,
      clientSecret: 'wrong',
      oauthUrl: github.url,
      apiUrl: github.url,
    });
    const reply = await signInWithGithub(
      account(112, 'secret', 'Secret', 'secret@example.com'),
      '/api/auth/github/callback',
      base,
    );
    expect(reply.status).toBe(400);
    expect(reply.body.message).toContain('incorrect_client_credentials');
  });

  it('answers 422 without a code', async () => {
    const reply = await http(server.url, 'POST', '/api/auth/github/callback', {
      body: { state: 'dottrip_auth' },
    });
    expect(reply.status).toBe(422);
    expect(reply.body.errors).toHaveProperty('code');
  });
});

describe('GitHub not configured or unreachable', () => {
  it('answers 503 on every GitHub route without GITHUB_CLIENT_ID', async () => {
    const base = await variant(undefined);
    for (const [method, path] of [
      ['GET', '/api/auth/github'],
      ['POST', '/api/auth/github'],
      ['POST', '/api/auth/github/callback'],
    ] as const) {
      const reply = await http(
        base,
        method,
        path,
        method === 'POST' ? { body: { code: 'x', state: 'dottrip_auth' } } : {},
      );
      expect(reply.status, path).toBe(503);
      expect(reply.body).toMatchObject({ success: false, message: 'GitHub sign-in is not configured' });
    }
  });

  it('sends a browser back to the login page, saying why, without GITHUB_CLIENT_ID (decision 1188)', async () => {
    const base = await variant(undefined);
    // node:http, not fetch: fetch writes its own Sec-Fetch-Mode (cors), as a browser's script would.
    const get = (headers: Record<string, string>) =>
      new Promise<{ status: number; location?: string; cookie?: string[]; body: string }>(
        (resolve, reject) => {
          httpGet(`${base}/api/auth/github`, { headers }, (res) => {
            let body = '';
            res.on('data', (chunk: Buffer) => (body += chunk.toString()));
            res.on('end', () =>
              resolve({
                status: res.statusCode ?? 0,
                location: res.headers.location,
                cookie: res.headers['set-cookie'],
                body,
              }),
            );
          }).on('error', reject);
        },
      );
    const navigate = await get({
      'sec-fetch-mode': 'navigate',
      accept: 'text/html,application/xhtml+xml,*/*;q=0.8',
    });
    expect(navigate.status).toBe(302);
    expect(navigate.location).toBe(
      `${server.ctx.config.appUrl}/login?error=github_auth_failed&reason=not_configured`,
    );
    expect(navigate.cookie).toBeUndefined();
    // A browser without Sec-Fetch headers is known by what it accepts.
    expect((await get({ accept: 'text/html' })).status).toBe(302);
    // A script's request (fetch, curl) still gets the 503 and its message.
    const script = await get({ 'sec-fetch-mode': 'cors', accept: 'text/html' });
    expect(script.status).toBe(503);
    expect(JSON.parse(script.body)).toMatchObject({ code: 'NOT_CONFIGURED' });
    expect((await get({ accept: '*/*' })).status).toBe(503);
  });

  it('answers 502, not 500, when GitHub cannot be reached', async () => {
    const closed = createHttpServer();
    await new Promise<void>((resolve) => closed.listen(0, '127.0.0.1', resolve));
    const deadUrl = `http://127.0.0.1:${(closed.address() as AddressInfo).port}`;
    await new Promise<void>((resolve) => closed.close(() => resolve()));

    const oauthDown = await variant({
      clientId: CLIENT_ID,
      clientSecret: CLIENT_SECRET,
      oauthUrl: deadUrl,
      apiUrl: github.url,
    });
    const flow = await startFlow(oauthDown);
    const reply = await http(oauthDown, 'POST', '/api/auth/github/callback', {
      body: { code: 'whatever', state: 'dottrip_auth' },
      cookie: flow.cookie,
    });
    expect(reply.status).toBe(502);
    expect(reply.body).toMatchObject({
      success: false,
      message: 'Could not reach GitHub. Please try again.',
    });

    const apiDown = await variant({
      clientId: CLIENT_ID,
      clientSecret: CLIENT_SECRET,
      oauthUrl: github.url,
      apiUrl: deadUrl,
    });
    const viaApi = await signInWithGithub(
      account(113, 'apidown', 'Api Down', 'apidown@example.com'),
      '/api/auth/github',
      apiDown,
    );
    expect(viaApi.status).toBe(502);
    expect(JSON.stringify(viaApi.body)).not.toMatch(/ECONNREFUSED|stack|at /);
  });
});

describe('a disabled account (issue 9)', () => {
  it('is refused by GitHub with the clear message, and its GitHub session answers 401 at once', async () => {
    const first = await signInWithGithub(account(8001, 'to-disable', 'To Disable', 'to-disable@example.com'));
    expect(first.status).toBe(200);
    const token = first.body.access_token as string;
    const userId = (first.body.user as { id: string }).id;
    const admin = await adminActor(server);
    const disabled = await server.call('POST', `/api/admin/users/${userId}/disable`, { token: admin.token });
    expect(disabled.status).toBe(200);
    expect((await server.call('GET', '/api/auth/profile', { token })).status).toBe(401);
    const again = await signInWithGithub(account(8001, 'to-disable', 'To Disable', 'to-disable@example.com'));
    expect(again.status).toBe(403);
    expect(again.body).toMatchObject({ code: 'ACCOUNT_DISABLED', message: ACCOUNT_DISABLED });
    expect(again.body).not.toHaveProperty('access_token');
    // Enabled again, GitHub lets it in.
    expect(
      (await server.call('POST', `/api/admin/users/${userId}/enable`, { token: admin.token })).status,
    ).toBe(200);
    const back = await signInWithGithub(account(8001, 'to-disable', 'To Disable', 'to-disable@example.com'));
    expect(back.status).toBe(200);
  });
});

describe('closed registration (issue 9, decision 425)', () => {
  it('refuses a first GitHub sign-in, while existing and invited accounts still sign in', async () => {
    const existing = await signInWithGithub(
      account(8101, 'before-close', 'Before', 'before-close@example.com'),
    );
    expect(existing.status).toBe(200);
    const admin = await adminActor(server);
    const settings = (body: unknown) =>
      server.call('PATCH', '/api/admin/settings', { token: admin.token, body });
    expect((await settings({ registration: { open: false } })).status).toBe(200);
    try {
      const stranger = await signInWithGithub(account(8102, 'stranger', 'Stranger', 'stranger@example.com'));
      expect(stranger.status).toBe(403);
      expect(stranger.body).toMatchObject({ success: false, message: REGISTRATION_CLOSED });
      expect(stranger.body).not.toHaveProperty('access_token');
      const none = await server.ctx.db.select().from(users).where(eq(users.email, 'stranger@example.com'));
      expect(none).toHaveLength(0);

      const again = await signInWithGithub(
        account(8101, 'before-close', 'Before', 'before-close@example.com'),
      );
      expect(again.status).toBe(200);
      expect((again.body.user as { id: string }).id).toBe((existing.body.user as { id: string }).id);

      const invited = await server.call('POST', '/api/admin/invitations', {
        token: admin.token,
        body: { email: 'invited-gh@example.com', name: 'Invited', role: 'member' },
      });
      expect(invited.status).toBe(201);
      const viaGithub = await signInWithGithub(
        account(8103, 'invited-gh', 'Invited', 'invited-gh@example.com'),
      );
      expect(viaGithub.status).toBe(200);
      expect((viaGithub.body.user as { id: string }).id).toBe((invited.body.user as { id: string }).id);
    } finally {
      await settings({ registration: { open: true } });
    }
  });
});

describe('POST /api/auth/github/link (Edit Profile, decision 330)', () => {
  async function link(token: string, gh: GithubAccount) {
    github.setAccount(gh);
    const started = await fetch(`${server.url}/api/auth/github/link`, {
      method: 'POST',
      headers: { authorization: `Bearer ${token}`, 'content-type': 'application/json' },
      body: '{}',
    });
    expect(started.status).toBe(200);
    const cookie = (started.headers.get('set-cookie') ?? '').split(';')[0]!;
    const { url } = (await started.json()) as { url: string };
    const { code, state } = await authorize(new URL(url));
    return http(server.url, 'POST', '/api/auth/github/callback', { body: { code, state }, cookie });
  }

  it('links a GitHub account whose e-mail differs to the signed-in account, then unlinks it', async () => {
    const { token, userId } = await signUp(server, smtp, { email: 'linker@example.com' });
    const linked = await link(token, account(7001, 'linker-gh', 'Linker', 'someone-else@example.com'));
    expect(linked.status).toBe(200);
    expect((linked.body.user as { id: string }).id).toBe(userId);
    const [row] = await server.ctx.db.select().from(users).where(eq(users.id, userId));
    expect(row).toMatchObject({ githubId: 7001, githubLogin: 'linker-gh', email: 'linker@example.com' });
    // Signing in with that GitHub account now reaches this account.
    const again = await signInWithGithub(account(7001, 'linker-gh', 'Linker', 'someone-else@example.com'));
    expect((again.body.user as { id: string }).id).toBe(userId);

    const unlinked = await server.call('DELETE', '/api/account/github', { token });
    expect(unlinked.status).toBe(200);
    expect((unlinked.body.account as { github_login: string | null }).github_login).toBeNull();

    // Both are in the audit log, by the account itself (issue 9).
    const admin = await adminActor(server);
    const log = await server.call('GET', `/api/admin/audit?target_type=user&target_id=${userId}`, {
      token: admin.token,
    });
    expect(log.status).toBe(200);
    const entries = log.body.entries as Array<{ action: string; actor_id: string; changes: unknown }>;
    expect(entries.map((e) => e.action)).toEqual(
      expect.arrayContaining(['auth.github_linked', 'auth.github_unlinked']),
    );
    expect(entries.find((e) => e.action === 'auth.github_linked')).toMatchObject({
      actor_id: userId,
      changes: { github_login: { before: null, after: 'linker-gh' } },
    });
  });

  it('refuses a GitHub account already linked to someone else, and unlinking an account without a password', async () => {
    const first = await signInWithGithub(account(7002, 'taken-gh', 'Taken', 'taken-gh@example.com'));
    expect(first.status).toBe(200);
    const { token } = await signUp(server, smtp, { email: 'second-linker@example.com' });
    const refused = await link(token, account(7002, 'taken-gh', 'Taken', 'taken-gh@example.com'));
    expect(refused.status).toBe(409);

    const githubOnly = first.body.access_token as string;
    const unlink = await server.call('DELETE', '/api/account/github', { token: githubOnly });
    expect(unlink.status).toBe(409);
    expect(unlink.body.message).toMatch(/Set a password before unlinking GitHub/);
  });
});
