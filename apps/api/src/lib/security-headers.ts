import type { IncomingMessage, ServerResponse } from 'node:http';
import type { FastifyInstance } from 'fastify';
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
 * Every reply, errors and not-found included, carries the same security headers; a route that declares
 * `config.contentSecurityPolicy` gets its own, computed once when it is registered (call this before any route).
 */
export function securityHeaders(app: FastifyInstance, options: HelmetOptions): void {
  const headers = Object.entries(helmetHeaders(options));
  app.addHook('onRoute', (route) => {
    const override = route.config?.contentSecurityPolicy;
    if (override) {
      route.config = {
        ...route.config,
        securityHeaders: Object.entries(helmetHeaders(withDirectives(options, override))),
      };
    }
  });
  app.addHook('onRequest', (request, reply, done) => {
    for (const [name, value] of request.routeOptions.config?.securityHeaders ?? headers)
      reply.raw.setHeader(name, value);
    done();
  });
}
