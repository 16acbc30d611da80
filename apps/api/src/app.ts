import { i18nText } from '@app/shared';
import { randomUUID } from 'node:crypto';
import { existsSync } from 'node:fs';
import path from 'node:path';
import Fastify, { LogController } from 'fastify';
import type {
  FastifyBaseLogger,
  FastifyContextConfig,
  FastifyInstance,
  FastifyReply,
  FastifyRequest,
  RouteOptions,
  preValidationHookHandler,
} from 'fastify';
import fastifyStatic from '@fastify/static';
import type { HelmetOptions } from 'helmet';
import { serializerCompiler, validatorCompiler } from 'fastify-type-provider-zod';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { idempotencyHooks, takesIdempotencyKey } from './lib/idempotency';
import { linkHook } from './lib/paging';
import { accessGuard } from './auth/guard';
import type { AppContext } from './context';
import { inAuditContext } from './lib/audit';
import { corsFor } from './lib/cors';
import { addVary } from './lib/vary';
import { jsonSecurityHeaders, securityHeaders } from './lib/security-headers';
import { clientErrorHandler } from './lib/client-errors';
import { accessLineWriter, requestLoggers, withoutSecrets } from './lib/logger';
import type { AccessLine } from './lib/logger';
import { compressDocument } from './lib/compress-document';
import { documentEtag } from './lib/document-etag';
import { registerErrorHandler, toFailure, translateFailure } from './lib/error-handler';
import { documented, registerOpenApi } from './lib/openapi';
import { HttpError, badRequest, notFound } from './lib/errors';
import { MethodNotAllowed, noSuchApiRoute, routeMiss } from './lib/method-not-allowed';
import { pageLocale, samePage, spaPage } from './lib/spa-page';
import { requestLocale } from './lib/i18n';
import { nulRefusal } from './lib/text-input';
import { accountRoutes } from './modules/account/routes';
import { authRoutes } from './modules/auth/routes';
import { contactRoutes } from './modules/contact/routes';
import { docsRoutes } from './modules/docs/routes';
import { githubRoutes } from './modules/github/routes';
import { healthRoutes } from './modules/health/routes';
import { planRoutes } from './modules/plans/routes';
import { companyRoutes } from './modules/companies/routes';
import { apiKeyRoutes } from './modules/api-keys/routes';
import { webhookRoutes } from './modules/webhooks/routes';
import { companyInvitationRoutes, companyTeamRoutes } from './modules/company-team/routes';
import { jobRoutes } from './modules/jobs/routes';
import { applicationRoutes } from './modules/applications/routes';
import { pipelineRoutes } from './modules/pipeline/routes';
import { analyticsRoutes } from './modules/analytics/routes';
import { interviewRoutes } from './modules/interviews/routes';
import { candidateRoutes } from './modules/candidates/routes';
import { invitationRoutes } from './modules/users/invitation-routes';
import { logRoutes } from './modules/logs/routes';
import { jobAlertRoutes } from './modules/job-alerts/routes';
import { messageRoutes } from './modules/messages/routes';
import { recruiterRoutes } from './modules/recruiters/routes';
import { billingRoutes } from './modules/billing/routes';
import { projectRoutes } from './modules/projects/routes';
import { approvalRoutes } from './modules/approvals/routes';
import { contentRoutes } from './modules/content/routes';
import { resourceRoutes } from './modules/resources/routes';
import { supportRoutes } from './modules/support/routes';
import { JOB_PAGE_CACHE, pageRoutes, staticPageHead } from './modules/pages/routes';
import { languageChoiceRoutes } from './modules/pages/language-choice';
import { NOINDEX_TAG, isAppPage } from './modules/pages/static-pages';
import { contactFormRoutes } from './modules/pages/contact-form';
import { pageRenderer } from './modules/pages/render';
import { settingsRoutes } from './modules/settings/routes';
import { userRoutes } from './modules/users/routes';

export type AppOptions = {
  logger?: FastifyBaseLogger;
  /** The built web app; when missing, only the API is served. */
  webRoot?: string;
  /** Extra routes (the benchmark's bare route); they declare access like every other. */
  extraRoutes?: (app: FastifyInstance) => void;
  /** Sees every route as it is registered (the OpenAPI test compares them with the document). */
  onRoute?: (route: RouteOptions) => void;
};

/** When a request began (set in genReqId, read by the access line), and whether its line is written. */
const STARTED = Symbol('started');
const LOGGED = Symbol('logged');
type TimedRequest = { [STARTED]?: number; [LOGGED]?: boolean };
/** The route's config, read once per request by the request hook. */
const ROUTE_CONFIG = Symbol('routeConfig');
type ConfiguredRequest = { [ROUTE_CONFIG]?: FastifyContextConfig };

/**
 * Fastify's own per-request lines off (the app writes one access line, decision 1015); its error lines (a stream
 * that fails, a serializer that throws, a head that cannot be written) still go to the request's logger.
 */
class QuietRequests extends LogController {
  override incomingRequest() {}
  override requestCompleted() {}
}

/** True when `text` parses as JSON (asked only of a body the secure parser refused). */
function isJson(text: string): boolean {
  try {
    JSON.parse(text);
    return true;
  } catch {
    return false;
  }
}

const FORBIDDEN_KEY = () =>
  badRequest(
    i18nText('The request body has a key the server never accepts (__proto__ or constructor.prototype).'),
  );

/** Methods whose requests Fastify never reads a body for. */
const BODYLESS = new Set(['GET', 'HEAD']);
/** Pages opened from a mailed link with an account-opening token in the address (decisions 1061, 1082). */
const LINK_TOKEN_PAGES = new Set(['/invitation', '/company-invitation']);

/** The NUL check of a request that may have a body: after parsing, before validation (decisions 285, 1018). */
const refuseNulAfterParsing: preValidationHookHandler = (request, _reply, done) => {
  done(nulRefusal(request.params) ?? nulRefusal(request.query) ?? nulRefusal(request.body) ?? undefined);
};

export async function buildApp(ctx: AppContext, options: AppOptions = {}): Promise<FastifyInstance> {
  const logger = options.logger;
  // Straight into the destination when the logger is the process's own (decision 1011), else through it.
  const writeAccessLine = logger
    ? (accessLineWriter(logger) ??
      (({ reqId, ...line }: AccessLine) => logger.info({ reqId, ...line }, 'request')))
    : undefined;
  const https = ctx.config.appUrl.startsWith('https:');
  const helmetOptions: HelmetOptions = {
    contentSecurityPolicy: {
      useDefaults: false,
      directives: {
        defaultSrc: ["'self'"],
        scriptSrc: ["'self'"],
        styleSrc: ["'self'", "'unsafe-inline'"],
        imgSrc: ["'self'", 'data:'],
        fontSrc: ["'self'", 'data:'],
        connectSrc: ["'self'"],
        // The particles are drawn by a worker inlined in the page's code (decision 1033).
        workerSrc: ["'self'", 'blob:'],
        objectSrc: ["'none'"],
        // The CV viewer shows a PDF through an object URL of its bytes (decision 1105).
        frameSrc: ["'self'", 'blob:'],
        baseUri: ["'self'"],
        formAction: ["'self'"],
        frameAncestors: ["'none'"],
        ...(https ? { upgradeInsecureRequests: [] } : {}),
      },
    },
    hsts: https ? { maxAge: 31_536_000, includeSubDomains: true } : false,
    referrerPolicy: { policy: 'strict-origin-when-cross-origin' },
    crossOriginEmbedderPolicy: false,
  };
  const app = Fastify({
    // Fastify itself gets no logger (decision 1015): with one it times every request through two response
    // listeners and a completion callback. A request's logger is still the app's (made when used), the access
    // line is written when the reply is sent (below), and the app logs through `logger`, not `app.log`.
    logger: false,
    logController: new QuietRequests(),
    ...(logger ? { childLoggerFactory: requestLoggers(logger) } : {}),
    bodyLimit: 1024 * 1024,
    // Only a proxy on a private network may name the client (X-Forwarded-For); a client talking to
    // the server directly cannot pick its own address and escape the per-IP limits.
    trustProxy: ['loopback', 'linklocal', 'uniquelocal'],
    // Requests Node refuses before Fastify sees them (headers over 16 KB, bytes that are not HTTP).
    clientErrorHandler: clientErrorHandler(jsonSecurityHeaders(helmetOptions)),
    // Errors raised before routing (a malformed URL) get the API's failure shape too.
    frameworkErrors: (error, request, reply: FastifyReply) => {
      const { status, body } = toFailure(error);
      // Raised before routing, so no hook runs for this reply: it gets here what the hooks give a not-found reply.
      void reply.status(status).type('application/json; charset=utf-8');
      cors.headers(request, reply);
      stampReply(request, reply, undefined);
      void reply.send(body);
    },
    genReqId: (req) => {
      // Runs first for every request: also when it began, for the access line.
      (req as TimedRequest)[STARTED] = performance.now();
      const given = req.headers['x-request-id'];
      return typeof given === 'string' && /^[\w-]{1,100}$/.test(given) ? given : randomUUID();
    },
  }).withTypeProvider<ZodTypeProvider>();
  if (options.onRoute) app.addHook('onRoute', options.onRoute);
  // PostgreSQL text cannot hold U+0000: every route refuses it in params, query and JSON body with a 400 naming the
  // field, before any handler touches the database (decision 285). Routes that may receive a body check once it is
  // parsed, so that a body's own error (413, 415, malformed JSON) comes first as ever; GET and HEAD, which never
  // have one, check on arrival (the request hook below) and so go without a hook phase of their own (decision 1018).
  // Multipart fields are read in the handler and checked there (modules/applications/routes.ts).
  app.addHook('onRoute', (route) => {
    if ([route.method].flat().every((method) => BODYLESS.has(method))) return;
    route.preValidation = [route.preValidation ?? []].flat().concat(refuseNulAfterParsing);
  });
  // `Idempotency-Key` on the creating calls an API key may make (decision 1090): those routes only, after the NUL check.
  const idempotency = idempotencyHooks(ctx);
  app.addHook('onRoute', (route) => {
    if (!takesIdempotencyKey(route)) return;
    route.preValidation = [route.preValidation ?? []].flat().concat(idempotency.claim);
    route.onSend = [route.onSend ?? []].flat().concat(idempotency.keep);
  });
  // The paged lists an API key may call carry `Link` headers (decision 1091).
  app.addHook('onRoute', (route) => {
    const link = linkHook(route);
    if (link) route.preSerialization = [route.preSerialization ?? []].flat().concat(link);
  });
  app.setValidatorCompiler(validatorCompiler);
  app.setSerializerCompiler(serializerCompiler);
  registerErrorHandler(app);
  // A bodyless POST that still says application/json (the spec's client sends JSON headers on every
  // call, e.g. downgrade-to-member) is an empty body, not malformed JSON.
  const parseJson = app.getDefaultJsonParser('error', 'error');
  app.removeContentTypeParser('application/json');
  app.addContentTypeParser('application/json', { parseAs: 'string' }, (request, body, done) => {
    const text = typeof body === 'string' ? body : body.toString('utf8');
    if (text.trim() === '') {
      done(null, undefined);
      return;
    }
    parseJson(request, text, (error, value) => {
      // Fastify names every refusal "not valid JSON"; a `__proto__` or `constructor.prototype` key is valid JSON
      // that the server refuses, and is said as such (the check runs on the refusal only).
      done(error && isJson(text) ? FORBIDDEN_KEY() : error, value);
    });
  });

  // Fastify reads text/plain by default, so JSON sent without its type (fetch's default for a string body) met the
  // route's schema as a string and came back as a 422 on the whole body. It is the wrong media type, answered 415 as
  // for any other type; an empty one is no body, as for JSON (decision 1087).
  app.removeContentTypeParser('text/plain');
  app.addContentTypeParser('text/plain', { parseAs: 'string' }, (_request, body, done) => {
    if (String(body).trim() === '') {
      done(null, undefined);
      return;
    }
    done(
      new HttpError(415, i18nText('Send the request body as application/json.'), 'UNSUPPORTED_MEDIA_TYPE'),
    );
  });

  // While closing, a reply that was in flight also closes its keep-alive connection; otherwise the
  // connection would stay open until its keep-alive timeout and hold up the shutdown.
  let closing = false;
  app.addHook('preClose', async () => {
    closing = true;
  });
  // Only the app's own origin may call with credentials (the contact form does, spec §7). An Origin header never has
  // a path, so APP_URL=https://host/app still allows https://host.
  const setSecurityHeaders = securityHeaders(app, helmetOptions);
  const cors = corsFor(app, new URL(ctx.config.appUrl).origin);
  const guard = accessGuard(app, { ctx, logger });

  /**
   * What every reply gets as it leaves: the request id, `connection: close` while shutting down, the security
   * headers and the request's one access line (decisions 512, 1015), by the root logger with the request id, so that
   * the request's own logger is made only when used. Once: a later hook that fails sends the error reply through the
   * send hook again (the error handler logs that failure).
   */
  function stampReply(
    request: FastifyRequest,
    reply: FastifyReply,
    config: FastifyContextConfig | undefined,
  ) {
    reply.header('x-request-id', request.id);
    if (closing) reply.header('connection', 'close');
    setSecurityHeaders(reply, config);
    const raw = request.raw as TimedRequest;
    if (!writeAccessLine || raw[LOGGED]) return;
    raw[LOGGED] = true;
    const started = raw[STARTED];
    writeAccessLine({
      reqId: String(request.id),
      method: request.method,
      url: withoutSecrets(request.url),
      status: reply.statusCode,
      ms: started === undefined ? 0 : Math.round(performance.now() - started),
    });
  }

  // One hook when a request arrives and one when its reply is sent, each calling the app's steps in order (decision
  // 1017): a hook of its own per step, each reading the route's options (a new object per read), was a fifth of the
  // bare route's time. The route's config is read once, here, and kept on the request.
  app.decorateRequest(ROUTE_CONFIG, undefined);
  app.addHook('onRequest', (request, reply, done) => {
    const config = request.routeOptions.config;
    (request as ConfiguredRequest)[ROUTE_CONFIG] = config;
    // A preflight is answered before any access check.
    if (cors(request, reply)) return;
    // The audit log reads the request being served (actor, IP, user agent, request id) from this store.
    // A request that carries no body has its params and query checked for NUL here, after the access check, as a
    // later hook would (decisions 285, 1018); the others in `refuseNulAfterParsing`, after any body error.
    inAuditContext(request, () =>
      guard.check(request, reply, config, (error) =>
        done(
          error ??
            (BODYLESS.has(request.method)
              ? (nulRefusal(request.params) ?? nulRefusal(request.query))
              : null) ??
            undefined,
        ),
      ),
    );
  });
  app.addHook('onSend', (request, reply, _payload, done) => {
    // A route that handed its request to the not-found handler (reply.callNotFound) is answered as a 404: its own
    // config no longer applies.
    const config = request.is404 ? request.routeOptions.config : (request as ConfiguredRequest)[ROUTE_CONFIG];
    stampReply(request, reply, config);
    guard.settle(request, config, done);
  });

  // The API's description sees every route registered after it (issue 14, decision 520).
  await registerOpenApi(app);
  await app.register(
    async (api) => {
      await api.register(documented('Health', healthRoutes), ctx);
      await api.register(documented('Contact', contactRoutes), ctx);
      await api.register(documented('Companies', companyRoutes), ctx);
      await api.register(documented('Company team', companyTeamRoutes), ctx);
      await api.register(documented('API keys', apiKeyRoutes), ctx);
      await api.register(documented('Webhooks', webhookRoutes), ctx);
      await api.register(documented('Jobs', jobRoutes), ctx);
      await api.register(documented('Applications', applicationRoutes), ctx);
      await api.register(documented('Pipeline', pipelineRoutes), ctx);
      await api.register(documented('Analytics', analyticsRoutes), ctx);
      await api.register(documented('Interviews', interviewRoutes), ctx);
      await api.register(documented('Candidates', candidateRoutes), ctx);
      await api.register(documented('Account', accountRoutes), ctx);
      await api.register(documented('Users', userRoutes), ctx);
      await api.register(documented('Settings', settingsRoutes), ctx);
      await api.register(documented('Logs', logRoutes), ctx);
      await api.register(documented('Job alerts', jobAlertRoutes), ctx);
      await api.register(documented('Messages', messageRoutes), ctx);
      await api.register(documented('Recruiters', recruiterRoutes), ctx);
      await api.register(documented('Billing', billingRoutes), ctx);
      await api.register(documented('Projects', projectRoutes), ctx);
      await api.register(documented('Approvals', approvalRoutes), ctx);
      await api.register(documented('Blog', contentRoutes), ctx);
      await api.register(documented('Resources', resourceRoutes), ctx);
      await api.register(documented('Support', supportRoutes), ctx);
      await api.register(documented('Documentation', docsRoutes), ctx);
      await api.register(
        async (authApi) => {
          await authApi.register(documented('Auth', authRoutes), ctx);
          await authApi.register(documented('Plans', planRoutes), ctx);
          await authApi.register(documented('Auth', githubRoutes), ctx);
          await authApi.register(documented('Auth', invitationRoutes), ctx);
          await authApi.register(documented('Auth', companyInvitationRoutes), ctx);
        },
        { prefix: '/auth' },
      );
    },
    { prefix: '/api' },
  );
  options.extraRoutes?.(app);

  const webRoot =
    options.webRoot && existsSync(path.join(options.webRoot, 'index.html')) ? options.webRoot : undefined;
  const page = webRoot ? spaPage(webRoot) : undefined;
  /** Whether a path is one of the web app's pages, whose form posts come back to them (decisions 1029, 1156). */
  const isPage = (urlPath: string) => page !== undefined && isAppPage(urlPath);
  // The public pages rendered on the server, when the web build has its renderer (decision 1000).
  const renderer = webRoot ? pageRenderer(app, ctx, webRoot, logger) : undefined;
  // robots.txt, the sitemaps and, with the web app, the job pages with their head (issue 15).
  await app.register(pageRoutes, { ctx, page, renderer });
  if (webRoot && page) {
    // The web build ships .br/.gz beside each asset; those are sent to clients that accept them.
    await app.register(fastifyStatic, { root: webRoot, serve: false, preCompressed: true });
    // Files that exist are served; every other page path gets the SPA's index.html.
    // Documents go compressed (decision 1013); files keep their build-time .br/.gz (the hook leaves those).
    app.get(
      '/*',
      { config: { access: 'public' }, onSend: [documentEtag, compressDocument] },
      async (request, reply) => {
        let urlPath: string;
        try {
          urlPath = decodeURIComponent(request.url.split('?')[0] ?? '/');
        } catch {
          throw badRequest(i18nText('Malformed URL.'));
        }
        if (urlPath.startsWith('/api/') || urlPath === '/api')
          throw routeMiss(app, request, isPage, noSuchApiRoute);
        const file = path
          .normalize(urlPath)
          .replace(/^(\.\.[/\\])+/, '')
          .slice(1);
        if (file && !file.endsWith('/') && existsSync(path.join(webRoot, file))) {
          const immutable = file.startsWith('assets/');
          return reply.sendFile(file, { maxAge: immutable ? 31_536_000_000 : 0, immutable });
        }
        if (/\.[a-z0-9]+$/i.test(file)) throw notFound(i18nText('No such file.'));
        // A job's, a post's or an article's address with a trailing slash is that page, moved (decision 1139).
        const [rawPath = '/', rawQuery] = request.url.split('?');
        if (/^\/(?:jobs|blog|resources)\/[^/]+\/+$/.test(rawPath)) {
          const target = rawPath.replace(/\/+$/, '');
          return reply.redirect(rawQuery === undefined ? target : `${target}?${rawQuery}`, 301);
        }
        // The page names its language from the first byte (decision 360); caches key on what chose it.
        // A public page gets its own title, description, canonical and link-preview tags (decision 500).
        const locale = pageLocale(request);
        // Public pages arrive rendered: static ones from the build, the board per request (decision 1000).
        const rendered = await renderer?.page(request, urlPath, locale);
        // The invitation pages are opened with their token in the address (decision 1082): nothing the page fetches or
        // links to is told that address. The page takes the token out of it once read.
        // The router matches paths whatever their case: so does this.
        if (LINK_TOKEN_PAGES.has(urlPath.replace(/\/+$/, '').toLowerCase())) {
          reply.header('referrer-policy', 'no-referrer');
        }
        const head = staticPageHead(ctx.config.appUrl, urlPath, locale);
        let html = page(locale, head, rendered?.body);
        // A page without a head of its own is kept out of search results, and a path the app has no page for is a
        // 404 (the app shows its not-found page), not a soft 404 (decision 1139).
        if (head === undefined) html = html.replace('</head>', `  ${NOINDEX_TAG}\n  </head>`);
        return addVary(reply, 'Accept-Language, Cookie')
          .status(head !== undefined || isAppPage(urlPath) ? 200 : 404)
          .header('cache-control', rendered && urlPath.startsWith('/jobs') ? JOB_PAGE_CACHE : 'no-cache')
          .type('text/html; charset=utf-8')
          .send(html);
      },
    );
  }

  if (webRoot && page) {
    // A page's form sent by the browser itself, before the app has started or without JavaScript, comes back to its
    // page (decision 1029): the public pages' forms post, so what was typed (a password) never goes into the address,
    // the access log or the history, and the answer is the page again. What the form sent is not read: the app sends
    // its data through the API. The contact page's form is the exception: it is read, stored as the API would and
    // answered with the confirmation or the refused form (decision 1075).
    await app.register(contactFormRoutes, { ctx, page, renderer });
    // The language switch sent by the browser itself: the choice remembered, the same page in it (decision 1216).
    await app.register(languageChoiceRoutes, { appUrl: ctx.config.appUrl });
    await app.register(async (pages) => {
      pages.removeAllContentTypeParsers();
      pages.addContentTypeParser('*', (_request, _payload, done) => done(null, undefined));
      pages.post('/*', { config: { access: 'public', changesSessions: false } }, async (request, reply) => {
        const urlPath = request.url.split('?')[0] ?? '/';
        if (urlPath.startsWith('/api/') || urlPath === '/api')
          throw routeMiss(app, request, isPage, noSuchApiRoute);
        return reply.redirect(samePage(request.url), 303);
      });
    });
  }

  // A path with routes for other methods than the request's is answered 405 with `Allow`, any other 404 (decision
  // 1156). Worked out here only, when no route took the request: a routed request pays nothing for it.
  app.setNotFoundHandler({ preValidation: refuseNulAfterParsing }, (request, reply) => {
    const miss = routeMiss(app, request, isPage, () =>
      request.url.startsWith('/api') ? noSuchApiRoute() : notFound(i18nText('Not found.')),
    );
    if (miss instanceof MethodNotAllowed) void reply.header('allow', miss.allowed.join(', '));
    const { status, body } = toFailure(miss);
    void reply.status(status).send(translateFailure(body, requestLocale(request)));
  });

  return app;
}
