import { createHash } from 'node:crypto';
import type { FastifyReply, FastifyRequest } from 'fastify';

/**
 * A route's onSend hook for the pages the server writes (decision 1145): a 200 document to GET or HEAD gets a weak
 * ETag of its text (weak: the same page goes out plain, gzip or br), and a request whose If-None-Match names it
 * (or `*`) is answered 304 without a body. A crawler or a shared cache revalidating an unchanged job page then
 * costs no transfer. Runs before compressDocument, on the text (a sitemap compressed by its route has a tag per coding).
 */
export function documentEtag(
  request: FastifyRequest,
  reply: FastifyReply,
  payload: unknown,
  done: (error: Error | null, payload?: unknown) => void,
): void {
  if (
    (request.method !== 'GET' && request.method !== 'HEAD') ||
    reply.statusCode !== 200 ||
    (typeof payload !== 'string' && !Buffer.isBuffer(payload))
  ) {
    done(null, payload);
    return;
  }
  const tag = `W/"${createHash('sha256').update(payload).digest('base64url').slice(0, 27)}"`;
  void reply.header('etag', tag);
  const asked = request.headers['if-none-match'];
  // Weak comparison (RFC 9110 §13.1.2): the opaque parts compared, W/ or not.
  const opaque = (value: string) => value.trim().replace(/^W\//, '');
  if (asked && asked.split(',').some((value) => value.trim() === '*' || opaque(value) === opaque(tag))) {
    void reply.code(304).removeHeader('content-length');
    done(null, '');
    return;
  }
  done(null, payload);
}
