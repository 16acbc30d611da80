import { ERROR_CODES } from '@app/shared';

/** A failure meant for the client: its status, message and code reach the reply as they are. */
export class HttpError extends Error {
  constructor(
    readonly statusCode: number,
    message: string,
    readonly code?: string,
    readonly errors?: Record<string, string[]>,
    /** Seconds the client should wait before trying again (sent as Retry-After). */
    readonly retryAfterSeconds?: number,
  ) {
    super(message);
  }
}

export const badRequest = (message: string, code: string = ERROR_CODES.badRequest) =>
  new HttpError(400, message, code);
export const unauthorized = (message = 'Authentication required.', code: string = ERROR_CODES.unauthorized) =>
  new HttpError(401, message, code);
export const forbidden = (message = 'You do not have permission to do this.') =>
  new HttpError(403, message, ERROR_CODES.forbidden);
export const notFound = (message = 'Not found.') => new HttpError(404, message, ERROR_CODES.notFound);
export const conflict = (message: string) => new HttpError(409, message, ERROR_CODES.conflict);
export const unprocessable = (message: string, errors?: Record<string, string[]>) =>
  new HttpError(422, message, ERROR_CODES.validation, errors);
export const tooManyRequests = (message: string, retryAfterSeconds?: number) =>
  new HttpError(429, message, ERROR_CODES.rateLimited, undefined, retryAfterSeconds);
export const unavailable = (message: string, code: string = ERROR_CODES.unavailable) =>
  new HttpError(503, message, code);
