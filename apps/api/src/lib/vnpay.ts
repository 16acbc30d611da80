import { createHmac, timingSafeEqual } from 'node:crypto';
import type { VnpayConfig } from '../config';

/**
 * VNPay's merchant integration, version 2.1.0 (issue 19, decision 800): the signed payment URL, and the check of the
 * signature on what the gateway sends back (return URL and IPN). The signature is HMAC-SHA512, keyed by the merchant's
 * secret, over the `vnp_` fields sorted by name and joined as `name=value&…`, each name and value URL-encoded with
 * spaces as `+` (VNPay's reference implementations); vnp_SecureHash and vnp_SecureHashType are not signed.
 */

export const VNP_VERSION = '2.1.0';

/** One field as VNPay's reference code encodes it: encodeURIComponent, then %20 as +. */
export const vnpEncode = (value: string) => encodeURIComponent(value).replace(/%20/g, '+');

/** The signed text: the `vnp_` fields (but the hash's own), sorted, encoded, joined with &. */
export function signedText(fields: Record<string, string>): string {
  return Object.keys(fields)
    .filter((name) => name.startsWith('vnp_') && name !== 'vnp_SecureHash' && name !== 'vnp_SecureHashType')
    .sort()
    .map((name) => `${vnpEncode(name)}=${vnpEncode(fields[name]!)}`)
    .join('&');
}

export const vnpSignature = (fields: Record<string, string>, secret: string) =>
  createHmac('sha512', secret)
    .update(Buffer.from(signedText(fields), 'utf8'))
    .digest('hex');

/** Whether `fields` carry the signature the secret makes (hex, either case), compared in constant time. */
export function verifyVnpSignature(fields: Record<string, string>, secret: string): boolean {
  const given = (fields.vnp_SecureHash ?? '').toLowerCase();
  if (!/^[0-9a-f]{128}$/.test(given)) return false;
  return timingSafeEqual(Buffer.from(given, 'hex'), Buffer.from(vnpSignature(fields, secret), 'hex'));
}

/** The `vnp_` fields of a parsed query string, each as one string (a repeated field keeps its first value). */
export function vnpFields(query: Record<string, unknown>): Record<string, string> {
  const fields: Record<string, string> = {};
  for (const [name, value] of Object.entries(query)) {
    if (!name.startsWith('vnp_') || name.length > 64) continue;
    const first = Array.isArray(value) ? value[0] : value;
    if (typeof first === 'string') fields[name] = first.slice(0, 512);
  }
  return fields;
}

/** yyyyMMddHHmmss in Vietnam time (GMT+7, no daylight saving), VNPay's date format. */
export function vnpDate(at: Date): string {
  const local = new Date(at.getTime() + 7 * 3_600_000);
  const two = (n: number) => String(n).padStart(2, '0');
  return (
    `${local.getUTCFullYear()}${two(local.getUTCMonth() + 1)}${two(local.getUTCDate())}` +
    `${two(local.getUTCHours())}${two(local.getUTCMinutes())}${two(local.getUTCSeconds())}`
  );
}

export type PaymentRequest = {
  ref: string;
  /** VND; sent ×100 as VNPay asks. */
  amount: number;
  /** ASCII without diacritics (VNPay's rule for vnp_OrderInfo). */
  info: string;
  returnUrl: string;
  ip: string;
  locale: 'vn' | 'en';
  createdAt: Date;
  expiresAt: Date;
};

/** The payment page's address with every field VNPay 2.1.0 requires and its signature. */
export function paymentUrl(config: VnpayConfig, request: PaymentRequest): string {
  const fields: Record<string, string> = {
    vnp_Version: VNP_VERSION,
    vnp_Command: 'pay',
    vnp_TmnCode: config.tmnCode,
    vnp_Amount: String(request.amount * 100),
    vnp_CurrCode: 'VND',
    vnp_TxnRef: request.ref,
    vnp_OrderInfo: request.info,
    vnp_OrderType: 'other',
    vnp_Locale: request.locale,
    vnp_ReturnUrl: request.returnUrl,
    vnp_IpAddr: request.ip,
    vnp_CreateDate: vnpDate(request.createdAt),
    vnp_ExpireDate: vnpDate(request.expiresAt),
  };
  const query = signedText(fields);
  return `${config.url}?${query}&vnp_SecureHash=${vnpSignature(fields, config.hashSecret)}`;
}

/** VNPay's answers to an IPN, as its integration guide words them. */
export const IPN_REPLIES = {
  confirmed: { RspCode: '00', Message: 'Confirm Success' },
  orderNotFound: { RspCode: '01', Message: 'Order not found' },
  alreadyConfirmed: { RspCode: '02', Message: 'Order already confirmed' },
  invalidAmount: { RspCode: '04', Message: 'Invalid amount' },
  invalidSignature: { RspCode: '97', Message: 'Invalid signature' },
  unknownError: { RspCode: '99', Message: 'Unknown error' },
} as const;
export type IpnReply = (typeof IPN_REPLIES)[keyof typeof IPN_REPLIES];

/** vnp_ResponseCode 24: the customer cancelled on the payment page. */
export const CUSTOMER_CANCELLED = '24';
