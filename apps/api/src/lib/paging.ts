import type { FastifyReply, FastifyRequest, RouteOptions } from 'fastify';

/**
 * What an API key's list calls get beside the body's `total`, `page` and `pageSize` (decision 1091): RFC 8288 `Link`
 * headers to the first, previous, next and last pages (absolute, the other query parameters kept), as GitHub and
 * Greenhouse Harvest send. A query parameter the operation does not read is ignored, as both do.
 */

type Route = Pick<RouteOptions, 'method' | 'config' | 'schema'>;

function isKeyRead(route: Route): boolean {
  const access = route.config?.access;
  return (
    [route.method].flat().includes('GET') &&
    typeof access === 'object' &&
    access !== null &&
    Boolean(access.scope)
  );
}

/** The names a route's query schema reads (a zod object's keys); none without one. */
function queryNames(route: Route): Set<string> {
  const schema = route.schema?.querystring as { shape?: Record<string, unknown> } | undefined;
  return new Set(Object.keys(schema?.shape ?? {}));
}

/** A GET an API key may call whose query reads `page` and `pageSize`: its replies carry `Link`. */
export function isPagedKeyRead(route: Route): boolean {
  const names = queryNames(route);
  return isKeyRead(route) && names.has('page') && names.has('pageSize');
}

/** The hook that adds `Link` to a paged list an API key may call; none for other routes. */
export function linkHook(route: Route) {
  if (!isPagedKeyRead(route)) return null;
  return async (request: FastifyRequest, reply: FastifyReply, payload: unknown) => {
    const header = linkHeader(request, payload);
    if (header) void reply.header('Link', header);
    return payload;
  };
}

/**
 * The origin the client called (`X-Forwarded-*` from a trusted proxy), or '' when its Host is no host name (spaces,
 * `<`, a user part): the links are then relative references, which RFC 8288 resolves against the request's own URL,
 * rather than a failure or a link to another host.
 */
function requestOrigin(request: FastifyRequest): string {
  const host = request.host;
  // A slash, a backslash, `@`, `?` or `#` would parse as a path, a user or a query: another host than the one given.
  if (!host || /[/\\@?#]/.test(host)) return '';
  try {
    return new URL(`${request.protocol}://${host}`).origin;
  } catch {
    return '';
  }
}

/** `<url>; rel="first", …` for a paged reply (`total`, `page`, `pageSize`), or null for any other payload. */
export function linkHeader(request: FastifyRequest, payload: unknown): string | null {
  const { total, page, pageSize } = (payload ?? {}) as Record<string, unknown>;
  if (typeof total !== 'number' || typeof page !== 'number' || typeof pageSize !== 'number' || pageSize < 1)
    return null;
  const last = Math.max(1, Math.ceil(total / pageSize));
  const url = new URL(request.url, 'http://localhost');
  const origin = requestOrigin(request);
  const to = (n: number) => {
    const params = new URLSearchParams(url.search);
    params.set('page', String(n));
    if (!params.has('pageSize')) params.set('pageSize', String(pageSize));
    return `<${origin}${url.pathname}?${params}>`;
  };
  const links = [`${to(1)}; rel="first"`];
  if (page > 1) links.push(`${to(Math.min(page - 1, last))}; rel="prev"`);
  if (page < last) links.push(`${to(page + 1)}; rel="next"`);
  links.push(`${to(last)}; rel="last"`);
  return links.join(', ');
}
