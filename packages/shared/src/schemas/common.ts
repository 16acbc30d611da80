import { z } from '../zod';
import { i18nText } from '../i18n/mark';

/** Every failure the API sends: spec §8's transport rules read `message`, forms read `errors`. */
export const errorReply = z.object({
  success: z.literal(false),
  message: z.string(),
  code: z.string().optional(),
  errors: z.record(z.string(), z.array(z.string())).optional(),
});
export type ErrorReply = z.infer<typeof errorReply>;

export const okReply = z.object({ success: z.literal(true) });
export const okMessageReply = z.object({ success: z.literal(true), message: z.string() });

/** Machine-readable codes the API puts in `code`. */
export const ERROR_CODES = {
  badRequest: 'BAD_REQUEST',
  validation: 'VALIDATION_ERROR',
  unauthorized: 'UNAUTHORIZED',
  tokenExpired: 'TOKEN_EXPIRED',
  /**
   * 401 to an API key whose secret matches a key that was revoked, or whose expiry has passed (decision 1121); an
   * unknown or malformed key stays UNAUTHORIZED.
   */
  apiKeyRevoked: 'API_KEY_REVOKED',
  apiKeyExpired: 'API_KEY_EXPIRED',
  forbidden: 'FORBIDDEN',
  notFound: 'NOT_FOUND',
  /** 405: the path exists, not for this method; `Allow` names those it takes (decision 1156). */
  methodNotAllowed: 'METHOD_NOT_ALLOWED',
  conflict: 'CONFLICT',
  /** 402: the company's plan lacks the feature; the message names the plan that has it (issue 10). */
  planRequired: 'PLAN_REQUIRED',
  /** 402: every seat of the company's plan is taken (issue 10). */
  seatLimit: 'SEAT_LIMIT',
  payloadTooLarge: 'PAYLOAD_TOO_LARGE',
  rateLimited: 'RATE_LIMITED',
  emailNotVerified: 'EMAIL_NOT_VERIFIED',
  notConfigured: 'NOT_CONFIGURED',
  internal: 'INTERNAL_ERROR',
  unavailable: 'SERVICE_UNAVAILABLE',
} as const;

export const NOT_AN_ID = i18nText('Not a valid id');
/** A row number in an address (mail, message attachment, webhook delivery): one message for any wrong value. */
export const serialId = z.coerce
  .number({ error: NOT_AN_ID })
  .int(NOT_AN_ID)
  .min(1, NOT_AN_ID)
  .max(Number.MAX_SAFE_INTEGER, NOT_AN_ID);
