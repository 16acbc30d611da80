import { brotliCompressSync, constants, gzipSync } from 'node:zlib';
import type { FastifyReply, FastifyRequest } from 'fastify';

/** Smaller documents go as they are: compression would not save a packet. */
const MIN_BYTES = 1024;
/** Brotli's quality 5: about as fast as gzip's default, and smaller (decision 1013). */
const BROTLI_OPTIONS = {
  params: { [constants.BROTLI_PARAM_QUALITY]: 5, [constants.BROTLI_PARAM_MODE]: constants.BROTLI_MODE_TEXT },
};

type Coding = 'br' | 'gzip';

/**
 * The coding a client takes, by its Accept-Encoding (RFC 9110 §12.5.3): br, then gzip; none when it names
 * neither (or refuses both with q=0).
 */
export function acceptedCoding(header: string | undefined): Coding | null {
  if (!header) return null;
  let gzip = false;
  let star = false;
  for (const part of header.toLowerCase().split(',')) {
    const [name = '', ...params] = part.trim().split(';');
    const q = params.map((param) => /^\s*q\s*=\s*([\d.]+)\s*$/.exec(param)).find(Boolean);
    if (q && Number(q[1]) === 0) continue;
    if (name === 'br') return 'br';
    if (name === 'gzip' || name === 'x-gzip') gzip = true;
    if (name === '*') star = true;
  }
  return gzip || star ? 'gzip' : null;
}

/**
 * A route's onSend hook for the documents the server writes itself (rendered pages, sitemaps): compressed for a
 * client that accepts it. Built files (scripts, styles) are compressed at build time instead (@fastify/static's
 * preCompressed).
 */
export function compressDocument(
  request: FastifyRequest,
  reply: FastifyReply,
  payload: unknown,
  done: (error: Error | null, payload?: unknown) => void,
): void {
  if (typeof payload !== 'string' || reply.hasHeader('content-encoding')) {
    done(null, payload);
    return;
  }
  const vary = reply.getHeader('vary');
  void reply.header('vary', vary ? `${String(vary)}, Accept-Encoding` : 'Accept-Encoding');
  const coding =
    Buffer.byteLength(payload) < MIN_BYTES ? null : acceptedCoding(request.headers['accept-encoding']);
  if (!coding) {
    done(null, payload);
    return;
  }
  const body = coding === 'br' ? brotliCompressSync(payload, BROTLI_OPTIONS) : gzipSync(payload);
  void reply.header('content-encoding', coding);
  done(null, body);
}
