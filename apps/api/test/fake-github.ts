import { createHash, randomBytes } from 'node:crypto';
import { createServer } from 'node:http';
import type { AddressInfo } from 'node:net';

export type GithubAccount = {
  id: number;
  login: string;
  name: string | null;
  emails: Array<{ email: string; primary: boolean; verified: boolean }>;
};

/**
 * GitHub's OAuth and user endpoints on loopback: /login/oauth/authorize issues a code bound to
 * the PKCE challenge, /login/oauth/access_token checks everything GitHub checks (answering errors
 * with status 200 and an `error` field, as GitHub does), /user and /user/emails serve the account.
 */
export async function startFakeGithub(clientId: string, clientSecret: string) {
  const codes = new Map<string, { account: GithubAccount; challenge: string; redirectUri: string }>();
  const tokens = new Map<string, GithubAccount>();
  let nextAccount: GithubAccount = { id: 1, login: 'octo', name: 'Octo Cat', emails: [] };

  const server = createServer((req, res) => {
    const url = new URL(req.url ?? '/', 'http://localhost');
    const json = (status: number, body: unknown) => {
      res.writeHead(status, { 'content-type': 'application/json' });
      res.end(JSON.stringify(body));
    };
    if (req.method === 'GET' && url.pathname === '/login/oauth/authorize') {
      const code = randomBytes(10).toString('hex');
      const redirectUri = url.searchParams.get('redirect_uri') ?? '';
      codes.set(code, {
        account: nextAccount,
        challenge: url.searchParams.get('code_challenge') ?? '',
        redirectUri,
      });
      const target = new URL(redirectUri);
      target.searchParams.set('code', code);
      target.searchParams.set('state', url.searchParams.get('state') ?? '');
      res.writeHead(302, { location: target.toString() });
      res.end();
      return;
    }
    if (req.method === 'POST' && url.pathname === '/login/oauth/access_token') {
      let raw = '';
      req.on('data', (c: Buffer) => (raw += c.toString()));
      req.on('end', () => {
        const body = JSON.parse(raw || '{}') as Record<string, string>;
        if (body.client_id !== clientId || body.client_secret !== clientSecret) {
          return json(200, {
            error: 'incorrect_client_credentials',
            error_description: 'The client_id and/or client_secret passed are incorrect.',
          });
        }
        const grant = codes.get(body.code ?? '');
        if (!grant) {
          return json(200, {
            error: 'bad_verification_code',
            error_description: 'The code passed is incorrect or expired.',
          });
        }
        codes.delete(body.code!);
        if (grant.redirectUri !== body.redirect_uri) {
          return json(200, {
            error: 'redirect_uri_mismatch',
            error_description:
              'The redirect_uri MUST match the registered callback URL for this application.',
          });
        }
        const challenge = createHash('sha256')
          .update(body.code_verifier ?? '')
          .digest('base64url');
        if (challenge !== grant.challenge) {
          return json(200, {
            error: 'bad_verification_code',
            error_description: 'The code_verifier does not match the challenge.',
          });
        }
        const token = `gho_${randomBytes(12).toString('hex')}`;
        tokens.set(token, grant.account);
        return json(200, { access_token: token, token_type: 'bearer', scope: 'read:user,user:email' });
      });
      return;
    }
    const account = tokens.get((req.headers.authorization ?? '').replace(/^Bearer /, ''));
    if (req.method === 'GET' && url.pathname === '/user') {
      return account
        ? json(200, { id: account.id, login: account.login, name: account.name })
        : json(401, { message: 'Bad credentials' });
    }
    if (req.method === 'GET' && url.pathname === '/user/emails') {
      return account ? json(200, account.emails) : json(401, { message: 'Bad credentials' });
    }
    json(404, { message: 'Not Found' });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const url = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;

  return {
    url,
    /** The account the next authorization will sign in as. */
    setAccount(account: GithubAccount) {
      nextAccount = account;
    },
    /** A code issued the way GitHub would, for a given PKCE challenge and redirect URI. */
    issueCode(challenge: string, redirectUri: string) {
      const code = randomBytes(10).toString('hex');
      codes.set(code, { account: nextAccount, challenge, redirectUri });
      return code;
    },
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}

export type FakeGithub = Awaited<ReturnType<typeof startFakeGithub>>;
