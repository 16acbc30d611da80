import { i18nFormat, i18nText } from '@app/shared';
import { HttpError } from '../../lib/errors';

export type GithubSettings = { clientId: string; clientSecret: string; oauthUrl: string; apiUrl: string };
export type GithubProfile = { id: number; login: string; name: string | null };
export type GithubEmail = { email: string; primary: boolean; verified: boolean };

const TIMEOUT_MS = 10_000;
const unreachable = () =>
  new HttpError(502, i18nText('Could not reach GitHub. Please try again.'), 'GITHUB_UNAVAILABLE');

async function call<T>(url: string, init: RequestInit): Promise<T> {
  let response: Response;
  try {
    response = await fetch(url, { ...init, signal: AbortSignal.timeout(TIMEOUT_MS) });
  } catch {
    throw unreachable();
  }
  if (!response.ok)
    throw new HttpError(
      502,
      i18nFormat('GitHub answered with status {status}.', { status: response.status }),
      'GITHUB_ERROR',
    );
  try {
    return (await response.json()) as T;
  } catch {
    throw unreachable();
  }
}

/** Trades the code for a token. GitHub reports errors with status 200 and an `error` field. */
export async function exchangeCode(
  settings: GithubSettings,
  params: { code: string; redirectUri: string; codeVerifier: string },
): Promise<string> {
  const body = await call<{ access_token?: string; error?: string; error_description?: string }>(
    `${settings.oauthUrl}/login/oauth/access_token`,
    {
      method: 'POST',
      headers: { accept: 'application/json', 'content-type': 'application/json' },
      body: JSON.stringify({
        client_id: settings.clientId,
        client_secret: settings.clientSecret,
        code: params.code,
        redirect_uri: params.redirectUri,
        code_verifier: params.codeVerifier,
      }),
    },
  );
  if (body.error || !body.access_token) {
    const code = body.error ?? 'no_access_token';
    // The code stays in the message: the client maps bad_verification_code and redirect_uri_mismatch.
    throw new HttpError(
      400,
      body.error_description
        ? i18nFormat('GitHub error: {code} ({description})', { code, description: body.error_description })
        : i18nFormat('GitHub error: {code}', { code }),
      code,
    );
  }
  return body.access_token;
}

export async function fetchIdentity(settings: GithubSettings, token: string) {
  const headers = {
    accept: 'application/vnd.github+json',
    authorization: `Bearer ${token}`,
    'user-agent': 'dottrip-recruit',
  };
  const [profile, emails] = await Promise.all([
    call<GithubProfile>(`${settings.apiUrl}/user`, { headers }),
    call<GithubEmail[]>(`${settings.apiUrl}/user/emails`, { headers }),
  ]);
  if (typeof profile?.id !== 'number') throw unreachable();
  const primary = Array.isArray(emails) ? emails.find((e) => e.primary && e.verified) : undefined;
  return { profile, verifiedEmail: primary?.email.trim().toLowerCase() ?? null };
}
