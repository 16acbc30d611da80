import type { Socket } from 'node:net';
import { i18nText } from '@app/shared';
import { acceptedLocale, translate } from './i18n';

/** Node's parser error, with the bytes it could not parse (absent for a timeout); Fastify types the bytes loosely. */
type ClientError = Error & { code?: string; rawPacket?: unknown };

const REFUSALS: Record<string, { status: number; reason: string; code: string; message: string }> = {
  HPE_HEADER_OVERFLOW: {
    status: 431,
    reason: 'Request Header Fields Too Large',
    code: 'HEADERS_TOO_LARGE',
    message: i18nText(
      'The request’s address and headers are too large: together they may hold at most 16 KB.',
    ),
  },
  ERR_HTTP_REQUEST_TIMEOUT: {
    status: 408,
    reason: 'Request Timeout',
    code: 'REQUEST_TIMEOUT',
    message: i18nText('The request did not arrive in time. Please try again.'),
  },
};
const MALFORMED = {
  status: 400,
  reason: 'Bad Request',
  code: 'BAD_REQUEST',
  message: i18nText('The request is not valid HTTP.'),
};

/**
 * What a client hears when Node refuses its request before Fastify sees it (headers over 16 KB, a request that never
 * finished arriving, bytes that are not HTTP): the API's failure shape with the JSON replies' security headers, in
 * the language its Accept-Language asked for when that much arrived, then the connection closes (Fastify's own
 * answer had another shape and no security headers).
 */
export function clientErrorHandler(securityHeaders: Array<[string, string]>) {
  const extra = securityHeaders.map(([name, value]) => `${name}: ${value}\r\n`).join('');
  return function onClientError(error: ClientError, socket: Socket): void {
    // A reset connection, or one already answered and closed: there is no one to tell.
    if (error.code === 'ECONNRESET' || socket.destroyed) return;
    const refusal = REFUSALS[error.code ?? ''] ?? MALFORMED;
    const asked = /^accept-language:[ \t]*([^\r\n]{1,200})/im.exec(
      Buffer.isBuffer(error.rawPacket) ? error.rawPacket.toString('latin1') : '',
    )?.[1];
    const locale = acceptedLocale(asked) ?? 'en';
    const body = JSON.stringify({
      success: false,
      message: translate(locale, refusal.message),
      code: refusal.code,
    });
    // Never into a reply already on its way on this connection (a request pipelined behind a download): Node's own
    // handler checks the same.
    const inFlight = (socket as Socket & { _httpMessage?: { _headerSent?: boolean } })._httpMessage;
    if (socket.writable && !inFlight?._headerSent) {
      socket.write(
        `HTTP/1.1 ${refusal.status} ${refusal.reason}\r\ncontent-type: application/json; charset=utf-8\r\n` +
          `content-length: ${Buffer.byteLength(body)}\r\nconnection: close\r\n${extra}\r\n${body}`,
      );
    }
    socket.destroy(error);
  };
}
