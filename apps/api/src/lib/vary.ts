import type { FastifyReply } from 'fastify';

/**
 * Adds fields to the reply's Vary header, after those already named (CORS names Origin when the request arrives;
 * a page adds its language and cookie, compression its encoding): setting the header instead would let a cache
 * serve one origin's or one encoding's reply to another.
 */
export function addVary(reply: FastifyReply, fields: string): FastifyReply {
  const vary = reply.getHeader('vary');
  return reply.header('vary', vary ? `${String(vary)}, ${fields}` : fields);
}
