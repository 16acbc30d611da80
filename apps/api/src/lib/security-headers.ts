import type { IncomingMessage, ServerResponse } from 'node:http';
import type { FastifyContextConfig, FastifyInstance, FastifyReply } from 'fastify';
import helmet from 'helmet';
import type { HelmetOptions } from 'helmet';

type CspDirectives = Record<string, Iterable<string> | null>;

declare module 'fastify' {
  interface FastifyContextConfig {
    /**
     * Directives that replace the app's own for this route only (e.g. the API reference's worker, decision 522);
     * the rest of the policy stays as it is.
     */
    contentSecurityPolicy?: CspDirectives;
    /** The headers computed for a route with its own policy (set by `securityHeaders`). */
    securityHeaders?: Array<[string, string]>;
  }
}

/**
 * The headers helmet sets for these options, computed once (decision 512): they do not depend on the request, and
 * building them per request (as @fastify/helmet does) cost about a tenth of a bare route's time.
 */
export function helmetHeaders(options: HelmetOptions): Record<string, string> {
  const headers: Record<string, string> = {};
  const response = {
    setHeader: (name: string, value: string | number | readonly string[]) => {
      headers[name.toLowerCase()] = Array.isArray(value) ? value.join(', ') : String(value);
    },
    removeHeader: (name: string) => {
      delete headers[name.toLowerCase()];
    },
  };
  helmet(options)({} as IncomingMessage, response as unknown as ServerResponse, () => undefined);
  return headers;
}

/** The options with some CSP directives replaced. */
function withDirectives(options: HelmetOptions, override: CspDirectives): HelmetOptions {
  const csp = options.contentSecurityPolicy;
  if (!csp || typeof csp !== 'object') return options;
  return { ...options, contentSecurityPolicy: { ...csp, directives: { ...csp.directives, ...override } } };
}

/**
 * The headers of a JSON reply (decision 1011), as OWASP's REST cheat sheet lists them for APIs: a policy that lets the
 * body load and frame nothing, no sniffing, no framing, the referrer policy, the resource policy and HSTS as the
 * app's. The headers that only mean something for a document (the app's CSP, COOP, Origin-Agent-Cluster) or for old
 * browsers and plugins (X-XSS-Protection, X-Download-Options, X-DNS-Prefetch-Control, X-Permitted-Cross-Domain-
 * Policies) are left out: every JSON reply carried 600 bytes of them.
 */
function jsonHeaders(document: Record<string, string>): Array<[string, string]> {
  const kept = [
    'x-content-type-options',
    'x-frame-options',
    'referrer-policy',
    'cross-origin-resource-policy',
  ];
  const headers: Array<[string, string]> = [
    ['content-security-policy', "default-src 'none'; frame-ancestors 'none'"],
  ];
  for (const name of [...kept, 'strict-transport-security']) {
    if (document[name] !== undefined) headers.push([name, document[name]]);
  }
  return headers;
}

/** The headers of a JSON reply for these options (also what a request refused before routing gets). */
export const jsonSecurityHeaders = (options: HelmetOptions): Array<[string, string]> =>
  jsonHeaders(helmetHeaders(options));

/**
 * Every reply, errors and not-found included, carries security headers: a document (HTML, scripts, styles, images,
 * files) the app's full set, a JSON reply the API's short one; a route that declares `config.contentSecurityPolicy`
 * gets its own, computed once when it is registered (call this before any route). Returns what the app's single send
 * hook calls (decision 1017): set when the reply is sent, since only then is its type known, and never over a header
 * the route set itself (a CV's sandbox policy).
 */
export function securityHeaders(app: FastifyInstance, options: HelmetOptions) {
  const document = helmetHeaders(options);
  const headers = Object.entries(document);
  const json = jsonHeaders(document);
  app.addHook('onRoute', (route) => {
    const override = route.config?.contentSecurityPolicy;
    if (override) {
      route.config = {
        ...route.config,
        securityHeaders: Object.entries(helmetHeaders(withDirectives(options, override))),
      };
    }
  });
  return function setSecurityHeaders(reply: FastifyReply, config: FastifyContextConfig | undefined): void {
    const type = reply.getHeader('content-type');
    const list =
      config?.securityHeaders ??
      (typeof type === 'string' && type.startsWith('application/json') ? json : headers);
    for (const [name, value] of list) if (!reply.hasHeader(name)) reply.header(name, value);
  };
}
