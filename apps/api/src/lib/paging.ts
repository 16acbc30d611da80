import type { FastifyReply, FastifyRequest, RouteOptions } from 'fastify';
import { i18nFormat, i18nText } from '@app/shared';
import { unprocessable } from './errors';

/**
 * What an API key's list calls get beside the body's `total`, `page` and `pageSize` (decision 1091): RFC 8288 `Link`
 * headers to the first, previous, next and last pages (absolute, the other query parameters kept), as GitHub and
 * Greenhouse Harvest send; and a query parameter the operation does not read is refused with 422 naming it, for a
 * key only (a person's web app is not affected).
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

/** The hooks for the GET routes an API key may call; none for the others. */
export function pagingHooks(route: Route) {
  if (!isKeyRead(route)) return null;
  const known = queryNames(route);
  const refuseUnknown = async (request: FastifyRequest) => {
    if (!request.auth?.apiKeyId) return;
    const query = (request.query ?? {}) as Record<string, unknown>;
    const unknown = Object.keys(query).filter((name) => !known.has(name));
    if (unknown.length === 0) return;
    const message = i18nFormat('Unknown query parameter: {names}. This operation reads: {known}.', {
      names: unknown.join(', '),
      known: known.size > 0 ? [...known].join(', ') : '–',
    });
    const field = i18nText('This operation does not read this query parameter.');
    throw unprocessable(message, Object.fromEntries(unknown.map((name) => [name, [field]])));
  };
  const link = isPagedKeyRead(route)
    ? async (request: FastifyRequest, reply: FastifyReply, payload: unknown) => {
        const header = linkHeader(request, payload);
        if (header) void reply.header('Link', header);
        return payload;
      }
    : null;
  return { refuseUnknown, link };
}

/** `<url>; rel="first", …` for a paged reply (`total`, `page`, `pageSize`), or null for any other payload. */
export function linkHeader(request: FastifyRequest, payload: unknown): string | null {
  const { total, page, pageSize } = (payload ?? {}) as Record<string, unknown>;
  if (typeof total !== 'number' || typeof page !== 'number' || typeof pageSize !== 'number' || pageSize < 1)
    return null;
  const last = Math.max(1, Math.ceil(total / pageSize));
  const url = new URL(request.url, `${request.protocol}://${request.host}`);
  const to = (n: number) => {
    const params = new URLSearchParams(url.search);
    params.set('page', String(n));
    if (!params.has('pageSize')) params.set('pageSize', String(pageSize));
    return `<${url.origin}${url.pathname}?${params}>`;
  };
  const links = [`${to(1)}; rel="first"`];
  if (page > 1) links.push(`${to(Math.min(page - 1, last))}; rel="prev"`);
  if (page < last) links.push(`${to(page + 1)}; rel="next"`);
  links.push(`${to(last)}; rel="last"`);
  return links.join(', ');
}
