import { createHmac, randomBytes } from 'node:crypto';

/**
 * Standard Webhooks signing (https://www.standardwebhooks.com, decision 543): `webhook-id`, `webhook-timestamp`
 * (seconds) and `webhook-signature` = space-separated `v1,<base64 HMAC-SHA256 of "id.timestamp.body">`, keyed with
 * the base64 part of the endpoint's `whsec_` secret. During a rotation both secrets sign.
 */

export const SECRET_PREFIX = 'whsec_';

export const newSecret = () => `${SECRET_PREFIX}${randomBytes(32).toString('base64')}`;

export function signature(secret: string, id: string, timestamp: number, body: string): string {
  const key = Buffer.from(secret.slice(SECRET_PREFIX.length), 'base64');
  return `v1,${createHmac('sha256', key).update(`${id}.${timestamp}.${body}`).digest('base64')}`;
}

export function signedHeaders(
  secrets: string[],
  id: string,
  timestamp: number,
  body: string,
): Record<string, string> {
  return {
    'webhook-id': id,
    'webhook-timestamp': String(timestamp),
    'webhook-signature': secrets.map((s) => signature(s, id, timestamp, body)).join(' '),
  };
}
