import type { FastifyInstance, FastifyRequest } from 'fastify';
import { ERROR_CODES, i18nFormat, i18nText } from '@app/shared';
import { HttpError, notFound } from './errors';

/**
 * The methods a path may be asked with, in the order `Allow` names them. OPTIONS is left out: every path has it only
 * for CORS preflights (lib/cors.ts), and a plain OPTIONS is refused there.
 */
const METHODS = ['GET', 'HEAD', 'POST', 'PUT', 'PATCH', 'DELETE'] as const;

/** Whether a path is the API's (the page routes' wildcards never count there: they only answer its 404). */
const isApiPath = (urlPath: string) => urlPath === '/api' || urlPath.startsWith('/api/');

/**
 * The methods the app routes `urlPath` for (decision 1156). Asked only once a request has no route for its own method
 * (the not-found handler, the page routes' answer to an API path), so the success path never pays for it. A page
 * route's wildcard (`GET /*`, `POST /*`, decision 1029) counts only on a path that is a page (`isPage`, or a path
 * with a GET route of its own): an unknown path is not found, whatever its method, and an API path is never a page.
 */
export function allowedMethods(
  app: FastifyInstance,
  urlPath: string,
  isPage: (urlPath: string) => boolean,
): string[] {
  const found = METHODS.map((method) => {
    const route = app.findRoute({ method, url: urlPath });
    return { method, route, wildcard: route !== null && '*' in (route.params as Record<string, unknown>) };
  });
  // A page: one of the app's, or a path with a GET of its own (a job's page, robots.txt); never the API's.
  const page =
    !isApiPath(urlPath) &&
    (isPage(urlPath) || found.some((f) => f.method === 'GET' && f.route !== null && !f.wildcard));
  return found.filter((f) => f.route !== null && (!f.wildcard || page)).map((f) => f.method);
}

/**
 * The failure for a request no route of its method takes: 405 with `Allow` (RFC 9110 §15.5.6) when the path has
 * routes for other methods, else the 404 given (`missing`).
 */
export function routeMiss(
  app: FastifyInstance,
  request: FastifyRequest,
  isPage: (urlPath: string) => boolean,
  missing: () => HttpError,
): MethodNotAllowed | HttpError {
  const urlPath = request.url.split('?')[0] ?? '/';
  const allowed = allowedMethods(app, urlPath, isPage);
  // None, or the request's own method among them: a route that handed its request on (reply.callNotFound) is a 404.
  if (allowed.length === 0 || allowed.includes(request.method)) return missing();
  return new MethodNotAllowed(request.method, allowed);
}

/** 405, naming the methods the path takes (sent as `Allow` by whoever answers it). */
export class MethodNotAllowed extends HttpError {
  constructor(
    method: string,
    readonly allowed: string[],
  ) {
    super(
      405,
      i18nFormat('This address does not accept {method}; it accepts {allowed}.', {
        method,
        allowed: allowed.join(', '),
      }),
      ERROR_CODES.methodNotAllowed,
    );
  }
}

export const noSuchApiRoute = () => notFound(i18nText('No such API route.'));
