import type {
  FastifyBaseLogger,
  FastifyContextConfig,
  FastifyInstance,
  FastifyReply,
  FastifyRequest,
} from 'fastify';
import { ERROR_CODES, i18nText } from '@app/shared';
import type { AppContext } from '../context';
import { describeAccess } from '../lib/access';
import type { Access } from '../lib/access';
import { HttpError, forbidden, unauthorized } from '../lib/errors';
import { requireCapability } from '../lib/plan-features';
import { getSettings } from '../lib/settings';
import { authenticateApiKey, isApiKey } from './api-keys';
import { loadSessionUser } from './sessions';
import type { AuthUser } from './sessions';

const SAFE_METHODS = new Set(['GET', 'HEAD', 'OPTIONS']);

/** A route's config as the app's hooks read it (undefined when Fastify gives none). */
export type RouteConfig = FastifyContextConfig | undefined;

/** `apiKeyId` is set when the caller is an API key (issue 14), not a person's session. */
export type RequestAuth = { user: AuthUser; sessionId: string; apiKeyId?: string };

declare module 'fastify' {
  interface FastifyRequest {
    auth: RequestAuth | null;
    /** The session cache's count of heard changes when a request that may change something arrived (decision 1232). */
    sessionChangesAtStart: number;
  }
  interface FastifyContextConfig {
    /**
     * False on a route that never changes what the session check reads (a sign-in only adds a session), so its reply
     * need not wait for this instance's session cache to settle (decision 1011).
     */
    changesSessions?: false;
  }
}

/** The signed-in caller; only call it on routes whose access is not public. */
export function requireAuth(request: FastifyRequest): RequestAuth {
  if (!request.auth) throw unauthorized();
  return request.auth;
}

function bearerToken(request: FastifyRequest): string | null {
  const header = request.headers.authorization;
  if (!header) return null;
  const match = /^Bearer\s+(\S+)$/i.exec(header);
  return match?.[1] ?? null;
}

/**
 * RFC 6750 §3's `error_description` of a refused API key whose secret matched a stored key (decision 1121): fixed
 * ASCII, in English (the body's `message` is in the caller's language). An unknown key gets none, as before.
 */
const KEY_DESCRIPTIONS: Record<string, string> = {
  [ERROR_CODES.apiKeyRevoked]: 'The API key was revoked',
  [ERROR_CODES.apiKeyExpired]: 'The API key expired',
};

/**
 * A 401 says how to authenticate (RFC 9110 §11.6.1, RFC 6750 §3): `Bearer`, and `error="invalid_token"` when a token
 * was sent but refused (unknown, expired, revoked), so a client tells "send a token" from "this token is dead".
 */
function challenge(request: FastifyRequest, reply: FastifyReply, code: string | undefined) {
  const sent = bearerToken(request) !== null;
  const description = code ? KEY_DESCRIPTIONS[code] : undefined;
  void reply.header(
    'www-authenticate',
    `Bearer realm="api"${sent ? ', error="invalid_token"' : ''}${
      sent && description ? `, error_description="${description}"` : ''
    }`,
  );
}

/** The guard's options: the app's context, and the logger it names each route's access to (at debug level). */
type GuardOptions = { ctx: AppContext; logger?: FastifyBaseLogger | undefined };

/**
 * The one access check. Routes declare `config.access`; registering a route without it throws, so the server cannot
 * start with an unguarded route. Returns what the app's single request and send hooks call (decision 1017): `check`
 * when a request arrives, `settle` when its reply is sent.
 */
export function accessGuard(app: FastifyInstance, { ctx, logger }: GuardOptions) {
  app.decorateRequest('auth', null);
  app.decorateRequest('sessionChangesAtStart', 0);

  app.addHook('onRoute', (route) => {
    const access = route.config?.access;
    if (!access) throw new Error(`Route ${String(route.method)} ${route.url} declares no access`);
    logger?.debug({ method: route.method, route: route.url, access: describeAccess(access) }, 'route access');
  });

  return {
    /** Public routes, most of the traffic, pass without a promise (decision 1011). */
    check(request: FastifyRequest, reply: FastifyReply, config: RouteConfig, done: (error?: Error) => void) {
      if (!SAFE_METHODS.has(request.method)) request.sessionChangesAtStart = ctx.sessions.changes();
      const access = config?.access;
      // Not-found replies have no route; they need no check.
      if (!access || access === 'public') {
        done();
        return;
      }
      authenticate(request, reply, access).then(
        () => done(),
        (error: unknown) => {
          if (error instanceof HttpError && error.statusCode === 401) challenge(request, reply, error.code);
          done(error as Error);
        },
      );
    },
    /**
     * A change made by this request (a logout, a revoked session, a disabled account) reaches this instance's session
     * cache before the reply leaves, so the caller's very next request is checked against it (decision 511).
     */
    settle(request: FastifyRequest, config: RouteConfig, done: (error?: Error) => void) {
      if (SAFE_METHODS.has(request.method) || config?.changesSessions === false) {
        done();
        return;
      }
      ctx.sessions.settle(request.sessionChangesAtStart).then(() => done(), done);
    },
  };

  async function authenticate(
    request: FastifyRequest,
    reply: FastifyReply,
    access: Exclude<Access, 'public'>,
  ) {
    const token = bearerToken(request);
    if (!token) throw unauthorized(i18nText('Authentication required.'));
    if (isApiKey(token)) {
      // An API key (issue 14): only on routes that name a scope it holds; it acts as its company.
      // A signed-in-only route is refused in there too, once the key is known and its call counted (decision 1092).
      const caller = await authenticateApiKey(
        ctx,
        token,
        typeof access === 'object' ? access : undefined,
        reply,
      );
      request.auth = { user: caller.user, sessionId: `api-key:${caller.keyId}`, apiKeyId: caller.keyId };
      if (typeof access === 'object' && access.plan)
        requireCapability(await getSettings(ctx), caller.user, access.plan);
      return;
    }
    const now = ctx.clock.now();
    const claims = await ctx.tokens.verify(token, now);
    if ('error' in claims) {
      throw claims.error === 'expired'
        ? unauthorized(i18nText('Your session has expired. Please log in again.'), ERROR_CODES.tokenExpired)
        : unauthorized(i18nText('Invalid token.'));
    }
    const user = await loadSessionUser(ctx.db, claims.sid, claims.sub, now, ctx.sessions);
    if (!user)
      throw unauthorized(i18nText('Your session has ended. Please log in again.'), ERROR_CODES.tokenExpired);
    request.auth = { user, sessionId: claims.sid };
    if (typeof access === 'object') {
      if (!user.permissions.includes(access.permission)) throw forbidden();
      // What the company's plan sells (issue 10, decision 605): checked after the permission, so a member without
      // the right hears 403 and a company without the plan hears 402 naming the plan that has it.
      if (access.plan) requireCapability(await getSettings(ctx), user, access.plan);
    }
  }
}
