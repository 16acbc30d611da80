import { brotliCompress, constants, gzip } from 'node:zlib';
import type { FastifyReply, FastifyRequest } from 'fastify';
import { addVary } from './vary';

/** Smaller documents go as they are: compression would not save a packet. */
const MIN_BYTES = 1024;
/** Brotli's quality 5: about as fast as gzip's default, and smaller (decision 1013). */
const BROTLI_OPTIONS = {
  params: { [constants.BROTLI_PARAM_QUALITY]: 5, [constants.BROTLI_PARAM_MODE]: constants.BROTLI_MODE_TEXT },
};

export type Coding = 'br' | 'gzip';

/**
 * The coding a client takes by its Accept-Encoding (RFC 9110 §12.5.3): the one with the higher q among br and gzip,
 * br on a tie; `*` stands for a coding the header does not name; q=0 refuses. None when neither is acceptable.
 */
export function acceptedCoding(header: string | undefined): Coding | null {
  if (!header) return null;
  const named = new Map<string, number>();
  for (const part of header.split(',')) {
    const [rawName = '', ...params] = part.split(';');
    const name = rawName.trim().toLowerCase();
    if (!name) continue;
    const q = params.map((param) => /^\s*q\s*=\s*([01](?:\.\d{0,3})?)\s*$/i.exec(param)?.[1]).find(Boolean);
    named.set(name === 'x-gzip' ? 'gzip' : name, q === undefined ? 1 : Number(q));
  }
  const star = named.get('*') ?? 0;
  const br = named.get('br') ?? star;
  const gz = named.get('gzip') ?? star;
  if (br <= 0 && gz <= 0) return null;
  return br >= gz ? 'br' : 'gzip';
}

/** The coding to send `text` in to this request's client, or null to send it as it is. */
export function codingFor(request: FastifyRequest, text: string): Coding | null {
  return Buffer.byteLength(text) < MIN_BYTES ? null : acceptedCoding(request.headers['accept-encoding']);
}

/** `text` compressed in `coding`, on libuv's pool. */
export function compressed(text: string, coding: Coding): Promise<Buffer> {
  return new Promise((resolve, reject) => {
    const finish = (error: Error | null, body: Buffer) => (error ? reject(error) : resolve(body));
    if (coding === 'br') brotliCompress(text, BROTLI_OPTIONS, finish);
    else gzip(text, finish);
  });
}

/**
 * A route's onSend hook for the documents the server writes itself (rendered pages, sitemaps): compressed for a
 * client that accepts it, on libuv's pool (a sitemap file can be megabytes), never on the event loop. Built files
 * (scripts, styles) are compressed at build time instead (@fastify/static's preCompressed).
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
  addVary(reply, 'Accept-Encoding');
  const coding = codingFor(request, payload);
  if (!coding) {
    done(null, payload);
    return;
  }
  compressed(payload, coding).then(
    (body) => {
      void reply.header('content-encoding', coding);
      done(null, body);
    },
    // Not compressed, still sent.
    () => done(null, payload),
  );
}
