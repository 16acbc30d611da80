import { asOneLine, i18nText, pickLocale } from '@app/shared';
import { createHash, randomBytes } from 'node:crypto';
import { eq } from 'drizzle-orm';
import type { AppContext } from '../../context';
import { users } from '../../db/schema';
import { audit } from '../../lib/audit';
import { HttpError, badRequest, forbidden } from '../../lib/errors';
import { getSettings } from '../../lib/settings';
import { REGISTRATION_CLOSED, isUniqueViolation, startSession } from '../auth/service';
import type { ClientMeta, IssuedSession } from '../auth/service';
import { exchangeCode, fetchIdentity } from './client';
import type { GithubSettings } from './client';

export const FLOW_COOKIE = 'gh_oauth';

const base64url = (bytes: Buffer) => bytes.toString('base64url');

/** A fresh browser-bound flow: a nonce and a PKCE verifier for the cookie, the challenge for GitHub. */
export function newFlow(linkUserId?: string) {
  const nonce = base64url(randomBytes(16));
  const verifier = base64url(randomBytes(32));
  const challenge = base64url(createHash('sha256').update(verifier).digest());
  // A link flow (Edit Profile) names the signed-in account in the signed, httpOnly cookie (decision 330).
  return { cookie: `${nonce}.${verifier}${linkUserId ? `.${linkUserId}` : ''}`, challenge };
}

export function parseFlowCookie(
  value: string | undefined,
): { nonce: string; verifier: string; linkUserId?: string } | null {
  const match = value ? /^([\w-]{16,})\.([\w-]{43,128})(?:\.([0-9a-f-]{36}))?$/.exec(value) : null;
  return match
    ? { nonce: match[1]!, verifier: match[2]!, ...(match[3] ? { linkUserId: match[3] } : {}) }
    : null;
}

export function authorizeUrl(
  settings: GithubSettings,
  appUrl: string,
  state: string,
  challenge: string,
): string {
  const url = new URL(`${settings.oauthUrl}/login/oauth/authorize`);
  url.searchParams.set('client_id', settings.clientId);
  url.searchParams.set('redirect_uri', `${appUrl}/auth/github/callback`);
  url.searchParams.set('scope', 'read:user user:email');
  url.searchParams.set('state', state);
  url.searchParams.set('code_challenge', challenge);
  url.searchParams.set('code_challenge_method', 'S256');
  return url.toString();
}

/**
 * The name a new account takes from GitHub: GitHub's display name is free text, so line breaks and control
 * characters (refused at registration, decision 300) become spaces, and the 100-character cap never splits a
 * character; the login stands in when nothing is left.
 */
export function githubAccountName(profile: { login: string; name: string | null }): string {
  const name = asOneLine(profile.name ?? '')
    .replace(/\s+/g, ' ')
    .trim();
  return Array.from(name || profile.login)
    .slice(0, 100)
    .join('')
    .trim();
}

/** Finds the account by GitHub id, else links the one with GitHub's verified primary e-mail, else creates one. */
async function findOrCreateUser(
  ctx: AppContext,
  profile: { id: number; login: string; name: string | null },
  email: string | null,
  acceptLanguage: string | undefined,
): Promise<string> {
  const [byGithub] = await ctx.db.select({ id: users.id }).from(users).where(eq(users.githubId, profile.id));
  if (byGithub) return byGithub.id;
  if (!email) {
    throw badRequest(
      i18nText(
        'Your GitHub account has no verified primary e-mail address. Verify one on GitHub and try again.',
      ),
    );
  }
  const now = ctx.clock.now();
  const [byEmail] = await ctx.db.select().from(users).where(eq(users.email, email));
  if (byEmail) {
    // Keep the account's own name; GitHub vouches for the address, so it counts as verified.
    // An unverified account's password was never proven to belong to the mailbox's owner (someone
    // else may have registered the address first), so linking drops it: only GitHub opens it now.
    await ctx.db.transaction(async (tx) => {
      await tx
        .update(users)
        .set({
          githubId: profile.id,
          githubLogin: profile.login,
          emailVerifiedAt: byEmail.emailVerifiedAt ?? now,
          ...(byEmail.emailVerifiedAt ? {} : { passwordHash: null }),
          updatedAt: now,
        })
        .where(eq(users.id, byEmail.id));
      await audit(tx, {
        action: 'auth.github_linked',
        actor: { id: byEmail.id, name: byEmail.name },
        target: { type: 'user', id: byEmail.id, label: byEmail.email },
        changes: { github_login: { before: byEmail.githubLogin, after: profile.login } },
        at: now,
      });
    });
    return byEmail.id;
  }
  // A first GitHub sign-in is a registration: closed registration refuses it as POST /api/auth/register does.
  // Existing and invited accounts were found above and still sign in (decision 425).
  if (!(await getSettings(ctx)).registration.open) throw forbidden(REGISTRATION_CLOSED);
  try {
    const created = await ctx.db.transaction(async (tx) => {
      const [row] = await tx
        .insert(users)
        .values({
          name: githubAccountName(profile),
          email,
          role: 'member',
          // As a registration by form: the browser's language is the account's until the user chooses another
          // (decision 360), so mails and the interface after sign-in speak it.
          locale: pickLocale(acceptLanguage),
          emailVerifiedAt: now,
          githubId: profile.id,
          githubLogin: profile.login,
          createdAt: now,
          updatedAt: now,
        })
        .returning({ id: users.id });
      await audit(tx, {
        action: 'user.created',
        actor: { id: row!.id, name: githubAccountName(profile) },
        target: { type: 'user', id: row!.id, label: email },
        changes: { method: { after: 'github' }, role: { after: 'member' } },
        at: now,
      });
      return row!;
    });
    return created.id;
  } catch (error) {
    if (isUniqueViolation(error))
      throw new HttpError(
        409,
        i18nText('This account was linked by another sign-in at the same moment. Please try again.'),
      );
    throw error;
  }
}

export async function completeSignIn(
  ctx: AppContext,
  settings: GithubSettings,
  params: { code: string; verifier: string; linkUserId?: string },
  meta: ClientMeta,
): Promise<IssuedSession> {
  const token = await exchangeCode(settings, {
    code: params.code,
    redirectUri: `${ctx.config.appUrl}/auth/github/callback`,
    codeVerifier: params.verifier,
  });
  const { profile, verifiedEmail } = await fetchIdentity(settings, token);
  const userId = params.linkUserId
    ? await linkToUser(ctx, params.linkUserId, profile)
    : await findOrCreateUser(ctx, profile, verifiedEmail, meta.acceptLanguage);
  return startSession(ctx, userId, false, meta, 'github');
}

/** Edit Profile's "Link GitHub": this GitHub account now signs in to the signed-in account. */
async function linkToUser(
  ctx: AppContext,
  userId: string,
  profile: { id: number; login: string },
): Promise<string> {
  const [owner] = await ctx.db.select({ id: users.id }).from(users).where(eq(users.githubId, profile.id));
  if (owner && owner.id !== userId) {
    throw new HttpError(
      409,
      i18nText('This GitHub account is already linked to another account.'),
      'CONFLICT',
    );
  }
  const now = ctx.clock.now();
  const updated = await ctx.db.transaction(async (tx) => {
    const [before] = await tx
      .select({ name: users.name, email: users.email, githubLogin: users.githubLogin })
      .from(users)
      .where(eq(users.id, userId));
    const rows = await tx
      .update(users)
      .set({ githubId: profile.id, githubLogin: profile.login, updatedAt: now })
      .where(eq(users.id, userId))
      .returning({ id: users.id });
    if (before && rows.length > 0) {
      await audit(tx, {
        action: 'auth.github_linked',
        actor: { id: userId, name: before.name },
        target: { type: 'user', id: userId, label: before.email },
        changes: { github_login: { before: before.githubLogin, after: profile.login } },
        at: now,
      });
    }
    return rows;
  });
  if (updated.length === 0) throw badRequest(i18nText('The account to link no longer exists.'));
  return userId;
}
