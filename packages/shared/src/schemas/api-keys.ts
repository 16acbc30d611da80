import { z } from '../zod';
import { inLimitWords } from '../zod-messages';
import { i18nText } from '../i18n/mark';
import { singleLine } from '../validation';

// Issue 14: API keys of a company (Enterprise), owner-managed (/api/company/api-keys).

/** What a key may do; each route that a key may call names one of these in its access declaration. */
export const API_KEY_SCOPES = [
  'jobs:read',
  'jobs:write',
  'applications:read',
  'applications:write',
  'candidates:read',
  'interviews:read',
] as const;
export type ApiKeyScope = (typeof API_KEY_SCOPES)[number];

/** Keys start with this, so a leaked one is recognisable (secret scanners) and the server tells it from a session. */
export const API_KEY_PREFIX = 'dtk_';

export const apiKeySchema = z.object({
  id: z.string(),
  name: z.string(),
  /** The first characters of the key, to tell keys apart; the rest is never shown again. */
  prefix: z.string(),
  scopes: z.array(z.enum(API_KEY_SCOPES)),
  created_by: z.string().nullable(),
  /** The name of the person who made the key (null once that account is gone). */
  created_by_name: z.string().nullable(),
  created_at: z.string(),
  expires_at: z.string().nullable(),
  last_used_at: z.string().nullable(),
  revoked_at: z.string().nullable(),
});
export type ApiKey = z.infer<typeof apiKeySchema>;

export const apiKeyListReply = z.object({ success: z.literal(true), keys: z.array(apiKeySchema) });

export const createApiKeyRequest = z.object({
  name: singleLine(
    z
      .string({ error: i18nText('Give the key a name') })
      .trim()
      .min(1, i18nText('Give the key a name'))
      .max(100, inLimitWords),
  ),
  scopes: z
    .array(z.enum(API_KEY_SCOPES, { error: i18nText('Unknown scope') }))
    .min(1, i18nText('Choose at least one scope'))
    .max(API_KEY_SCOPES.length)
    .refine((s) => new Set(s).size === s.length, i18nText('Each scope appears once')),
  /** Optional; an ISO date-time in the future. */
  expires_at: z.iso
    .datetime({ offset: true, error: i18nText('Give the expiry as a date and time') })
    .nullable()
    .optional(),
});
export type CreateApiKeyRequest = z.infer<typeof createApiKeyRequest>;

export const createApiKeyReply = z.object({
  success: z.literal(true),
  key: apiKeySchema,
  /** The whole key, shown this once. */
  secret: z.string(),
});
