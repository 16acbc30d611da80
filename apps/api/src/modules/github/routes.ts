import { createHmac } from 'node:crypto';
import cookie from '@fastify/cookie';
import type { FastifyReply, FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  authReply,
  GITHUB_FIXED_STATE,
  githubCallbackRequest,
  githubLinkReply,
  i18nText,
  MESSAGES,
} from '@app/shared';
import { requireAuth } from '../../auth/guard';
import type { GithubCallbackRequest } from '@app/shared';
import type { AppContext } from '../../context';
import { badRequest, unavailable } from '../../lib/errors';
import { isNavigation } from '../../lib/i18n';
import { FLOW_COOKIE, authorizeUrl, completeSignIn, newFlow, parseFlowCookie } from './service';

const COOKIE_PATH = '/api/auth/github';

export const githubRoutes: FastifyPluginAsyncZod<AppContext> = async (app, ctx) => {
  // Only the sign-in flow uses cookies (decision 1011): parsing and writing them is this scope's, not every request's.
  await app.register(cookie, {
    secret: createHmac('sha256', ctx.config.jwtSecret).update('cookies').digest('hex'),
  });
  const secure = ctx.config.appUrl.startsWith('https:');
  const settings = () => {
    if (!ctx.config.github) throw unavailable(MESSAGES.githubNotConfigured, 'NOT_CONFIGURED');
    return ctx.config.github;
  };

  // The flow's nonce and PKCE verifier (and, for a link, the account) stay in this browser for ten minutes.
  const setFlowCookie = (reply: FastifyReply, value: string) =>
    reply.setCookie(FLOW_COOKIE, value, {
      path: COOKIE_PATH,
      httpOnly: true,
      sameSite: 'lax',
      secure,
      signed: true,
      maxAge: 600,
    });

  app.get(
    '/github',
    {
      config: {
        access: 'public',
        openapi: {
          errors: ['Unavailable'],
          responses: {
            302: {
              description:
                'A redirect to GitHub’s authorization page; the flow cookie is set. When GitHub sign-in is not configured, a browser navigation is sent to `/login?error=github_auth_failed&reason=not_configured` instead of the 503.',
            },
          },
        },
      },
      schema: {
        summary: 'Start a GitHub sign-in',
        description:
          'A browser navigation: redirects to GitHub, which comes back to the web app’s callback page.',
      },
    },
    async (request, reply) => {
      // A browser sent here by the login page's button would be left on a page of JSON: it goes back to the login
      // page, which says GitHub sign-in is not available (decision 1188). Other callers still get the 503.
      if (!ctx.config.github && isNavigation(request)) {
        return reply.redirect(
          `${ctx.config.appUrl}/login?error=github_auth_failed&reason=not_configured`,
          302,
        );
      }
      const github = settings();
      const flow = newFlow();
      setFlowCookie(reply, flow.cookie);
      return reply.redirect(authorizeUrl(github, ctx.config.appUrl, GITHUB_FIXED_STATE, flow.challenge), 302);
    },
  );

  // Edit Profile's "Link GitHub": the same flow, bound to the signed-in account; the browser then goes to `url`.
  app.post(
    '/github/link',
    {
      config: { access: 'authenticated', openapi: { errors: ['Unavailable'] } },
      schema: {
        summary: 'Start linking GitHub to your account',
        response: { 200: githubLinkReply },
      },
    },
    async (request, reply) => {
      const github = settings();
      const flow = newFlow(requireAuth(request).user.id);
      setFlowCookie(reply, flow.cookie);
      return {
        success: true as const,
        url: authorizeUrl(github, ctx.config.appUrl, GITHUB_FIXED_STATE, flow.challenge),
      };
    },
  );

  const callback = async (request: FastifyRequest<{ Body: GithubCallbackRequest }>, reply: FastifyReply) => {
    const github = settings();
    if (request.body.state !== GITHUB_FIXED_STATE) throw badRequest(MESSAGES.invalidState, 'INVALID_STATE');
    const raw = request.cookies[FLOW_COOKIE];
    const unsigned = raw ? request.unsignCookie(raw) : null;
    const flow = unsigned?.valid ? parseFlowCookie(unsigned.value ?? undefined) : null;
    if (!flow) {
      // No flow: it timed out, began in another browser, or was already spent on this code (the cookie
      // goes after one exchange, so a reloaded callback page lands here). Spec §8's stale-code text.
      throw badRequest(
        i18nText('This authorization code has expired or already been used. Please try signing in again.'),
        'INVALID_STATE',
      );
    }
    // One flow, one exchange.
    reply.clearCookie(FLOW_COOKIE, { path: COOKIE_PATH });
    const session = await completeSignIn(
      ctx,
      github,
      { code: request.body.code, verifier: flow.verifier, linkUserId: flow.linkUserId },
      {
        ip: request.ip,
        userAgent: request.headers['user-agent'],
        acceptLanguage: request.headers['accept-language'],
      },
    );
    return { success: true as const, ...session };
  };

  const options = {
    config: { access: 'public' as const, openapi: { errors: ['Unavailable' as const] } },
    schema: { body: githubCallbackRequest, response: { 200: authReply } },
  };
  app.post(
    '/github/callback',
    { ...options, schema: { ...options.schema, summary: 'Finish a GitHub sign-in' } },
    callback,
  );
  app.post(
    '/github',
    { ...options, schema: { ...options.schema, summary: 'Finish a GitHub sign-in (older address)' } },
    callback,
  );
};
