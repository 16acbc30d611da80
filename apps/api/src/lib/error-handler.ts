import type { FastifyError, FastifyInstance } from 'fastify';
import { hasZodFastifySchemaValidationErrors } from 'fastify-type-provider-zod';
import { ERROR_CODES, i18nText } from '@app/shared';
import type { ErrorReply, Locale } from '@app/shared';
import { isDatabaseUnavailable } from '../db/unavailable';
import { HttpError } from './errors';
import { MethodNotAllowed } from './method-not-allowed';
import { requestLocale, translate } from './i18n';
import { NUL_MESSAGE, isNulRefusal } from './text-input';

type Failure = { status: number; body: ErrorReply; retryAfterSeconds?: number };

const fail = (
  status: number,
  message: string,
  code?: string,
  errors?: Record<string, string[]>,
): Failure => ({
  status,
  body: { success: false, message, ...(code ? { code } : {}), ...(errors ? { errors } : {}) },
});

/** Maps any thrown error to the API's failure shape; a client's mistake is never a 500. */
export function toFailure(error: unknown): Failure {
  if (error instanceof HttpError) {
    const failure = fail(error.statusCode, error.message, error.code, error.errors);
    return error.retryAfterSeconds === undefined
      ? failure
      : { ...failure, retryAfterSeconds: error.retryAfterSeconds };
  }
  if (hasZodFastifySchemaValidationErrors(error)) {
    const fieldOf = (issue: { instancePath: string }) =>
      issue.instancePath.replace(/^\//, '').replace(/\//g, '.') || '_';
    // Zod still runs a schema's checks on a value of the wrong type: a string sent for a list of at most 6 items also
    // read "At most 6 characters". A field of the wrong type is told only that.
    const wrongType = new Set(error.validation.filter((i) => i.keyword === 'invalid_type').map(fieldOf));
    // zod's safe-integer range of `.int()` is checked first: "At most 9,007,199,254,740,991" would come before the
    // field's own "At most 10,000", which is the one to read (decision 1221). Alone, it is kept.
    const safeRange = (i: (typeof error.validation)[number]) =>
      (i.params as { origin?: unknown } | undefined)?.origin === 'int';
    const otherwise = new Set(error.validation.filter((i) => !safeRange(i)).map(fieldOf));
    const kept = error.validation.filter(
      (i) =>
        (i.keyword === 'invalid_type' || !wrongType.has(fieldOf(i))) &&
        !(safeRange(i) && otherwise.has(fieldOf(i))),
    );
    const errors: Record<string, string[]> = {};
    for (const issue of kept) {
      const list = (errors[fieldOf(issue)] ??= []);
      const message = issue.message ?? i18nText('Invalid value');
      // One value can fail several checks with the same text (a 30-digit id: not safe, too big).
      if (!list.includes(message)) list.push(message);
    }
    const first = kept[0]?.message ?? i18nText('Validation error');
    return fail(422, first, ERROR_CODES.validation, errors);
  }
  // A NUL that slipped past the request hook (decision 285) is still the client's mistake.
  if (isNulRefusal(error)) return fail(400, NUL_MESSAGE, ERROR_CODES.badRequest);
  const e = error as Partial<FastifyError>;
  switch (e.code) {
    case 'FST_ERR_CTP_BODY_TOO_LARGE':
      return fail(413, i18nText('The request body is larger than 1 MiB.'), ERROR_CODES.payloadTooLarge);
    case 'FST_ERR_CTP_INVALID_MEDIA_TYPE':
      return fail(415, i18nText('Send the request body as application/json.'), 'UNSUPPORTED_MEDIA_TYPE');
    case 'FST_ERR_CTP_EMPTY_JSON_BODY':
      return fail(400, i18nText('The request body is empty; send a JSON object.'), ERROR_CODES.badRequest);
    case 'FST_ERR_CTP_INVALID_JSON_BODY':
      return fail(400, i18nText('The request body is not valid JSON.'), ERROR_CODES.badRequest);
    case 'FST_ERR_BAD_URL':
      return fail(400, i18nText('The address is not a valid URL.'), ERROR_CODES.badRequest);
  }
  // The JSON parser's own errors (syntax, prototype poisoning) are SyntaxErrors.
  if (error instanceof SyntaxError) {
    return fail(400, i18nText('The request body is not valid JSON.'), ERROR_CODES.badRequest);
  }
  if (typeof e.statusCode === 'number' && e.statusCode >= 400 && e.statusCode < 500) {
    return fail(
      e.statusCode,
      e.message ?? i18nText('Bad request.'),
      e.statusCode === 400 ? ERROR_CODES.badRequest : undefined,
    );
  }
  if (isDatabaseUnavailable(error)) {
    // The database is restarting or cannot be reached: the same request may succeed in a moment (decision 1231).
    return {
      ...fail(
        503,
        i18nText('The service cannot reach its database just now. Please try again in a moment.'),
        ERROR_CODES.unavailable,
      ),
      retryAfterSeconds: 5,
    };
  }
  return fail(
    500,
    i18nText('Something went wrong on our side. Please try again later.'),
    ERROR_CODES.internal,
  );
}

/** The reply in the caller's language: `message` and every field message; status and code stay as they are. */
export function translateFailure(body: ErrorReply, locale: Locale): ErrorReply {
  if (locale === 'en') return body;
  const errors = body.errors
    ? Object.fromEntries(
        Object.entries(body.errors).map(([field, list]) => [field, list.map((m) => translate(locale, m))]),
      )
    : undefined;
  return { ...body, message: translate(locale, body.message), ...(errors ? { errors } : {}) };
}

export function registerErrorHandler(app: FastifyInstance): void {
  app.setErrorHandler((error, request, reply) => {
    const { status, body, retryAfterSeconds } = toFailure(error);
    if (retryAfterSeconds !== undefined) void reply.header('retry-after', String(retryAfterSeconds));
    if (error instanceof MethodNotAllowed) void reply.header('allow', error.allowed.join(', '));
    if (status >= 500) request.log.error({ err: error }, 'request failed');
    else request.log.info({ status, code: body.code }, body.message);
    return reply.status(status).send(translateFailure(body, requestLocale(request)));
  });
}
