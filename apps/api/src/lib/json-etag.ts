import { createHash } from 'node:crypto';
import type { FastifyReply, FastifyRequest } from 'fastify';

/**
 * A weak validator of a JSON reply: polling clients get 304 with no body while nothing changed (decisions 955 and
 * 1208). The reply is still computed; what a poll saves is the bytes and the client's work.
 */
export function sendWithEtag<T>(request: FastifyRequest, reply: FastifyReply, payload: T): T {
  const tag = `W/"${createHash('sha1').update(JSON.stringify(payload)).digest('base64url')}"`;
  reply.header('etag', tag).header('cache-control', 'private, no-cache');
  // The reply is sent here; the handler hands Fastify the reply object, as it expects after send().
  if (request.headers['if-none-match'] === tag) return reply.status(304).send() as unknown as T;
  return payload;
}
