import { ERROR_CODES, i18nText } from '@app/shared';
import type { Message } from '@app/shared';

/**
 * A failure meant for the client: its status and code reach the reply as they are; its message and field
 * messages are shared-catalog texts (`i18nText('…')`, `i18nFormat('…', values)`), which the error handler
 * translates into the caller's language (lib/i18n.ts).
 */
export class HttpError extends Error {
  constructor(
    readonly statusCode: number,
    override readonly message: Message,
    readonly code?: string,
    readonly errors?: Record<string, Message[]>,
    /** Seconds the client should wait before trying again (sent as Retry-After). */
    readonly retryAfterSeconds?: number,
  ) {
    super(message);
  }
}

export const badRequest = (message: Message, code: string = ERROR_CODES.badRequest) =>
  new HttpError(400, message, code);
export const unauthorized = (
  message: Message = i18nText('Authentication required.'),
  code: string = ERROR_CODES.unauthorized,
) => new HttpError(401, message, code);
export const forbidden = (message: Message = i18nText('You do not have permission to do this.')) =>
  new HttpError(403, message, ERROR_CODES.forbidden);
export const notFound = (message: Message = i18nText('Not found.')) =>
  new HttpError(404, message, ERROR_CODES.notFound);
export const conflict = (message: Message) => new HttpError(409, message, ERROR_CODES.conflict);
export const unprocessable = (message: Message, errors?: Record<string, Message[]>) =>
  new HttpError(422, message, ERROR_CODES.validation, errors);
export const tooManyRequests = (message: Message, retryAfterSeconds?: number) =>
  new HttpError(429, message, ERROR_CODES.rateLimited, undefined, retryAfterSeconds);
export const unavailable = (message: Message, code: string = ERROR_CODES.unavailable) =>
  new HttpError(503, message, code);
