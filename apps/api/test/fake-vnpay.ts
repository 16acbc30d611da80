import { createHmac, randomInt } from 'node:crypto';
import { createServer } from 'node:http';
import type { AddressInfo } from 'node:net';

/**
 * VNPay's payment gateway (version 2.1.0) on loopback, as the tests fake SMTP and GitHub (issue 19). It checks the
 * payment URL the way VNPay does (every required field, the merchant code, the HMAC-SHA512 signature, the expiry), shows
 * a payment page with Pay / Fail / Cancel, and then does what VNPay does: calls the merchant's IPN URL server to server
 * with the signed result and sends the browser to vnp_ReturnUrl with the same fields. The signing is written here on
 * its own, after VNPay's PHP sample (urlencode of names and values, sorted, joined with &), not borrowed from the
 * product, so the two implementations check each other.
 */

export type Outcome = 'success' | 'failure' | 'cancel';
export type IpnOrder = 'before' | 'after' | 'twice' | 'none';
export type Completion = {
  /** The query string the browser is sent back with (without '?'). */
  returnQuery: string;
  /** The fields of the result, signed. */
  fields: Record<string, string>;
  /** What the merchant answered to each IPN sent. */
  ipnReplies: Array<{ RspCode: string; Message: string }>;
};

/** PHP's urlencode: letters, digits and -_. stay; a space is +; everything else is %XX (upper case). */
const phpUrlencode = (value: string) =>
  Array.from(Buffer.from(value, 'utf8'))
    .map((byte) => {
      const c = String.fromCharCode(byte);
      if (/[A-Za-z0-9\-_.]/.test(c)) return c;
      if (c === ' ') return '+';
      return `%${byte.toString(16).toUpperCase().padStart(2, '0')}`;
    })
    .join('');

export function vnpaySign(fields: Record<string, string>, secret: string): string {
  const data = Object.keys(fields)
    .filter((k) => k.startsWith('vnp_') && k !== 'vnp_SecureHash' && k !== 'vnp_SecureHashType')
    .sort()
    .map((k) => `${phpUrlencode(k)}=${phpUrlencode(fields[k]!)}`)
    .join('&');
  return createHmac('sha512', secret).update(data, 'utf8').digest('hex');
}

const query = (fields: Record<string, string>) =>
  Object.entries(fields)
    .map(([k, v]) => `${phpUrlencode(k)}=${phpUrlencode(v)}`)
    .join('&');

const REQUIRED = [
  'vnp_Version',
  'vnp_Command',
  'vnp_TmnCode',
  'vnp_Amount',
  'vnp_CreateDate',
  'vnp_CurrCode',
  'vnp_IpAddr',
  'vnp_Locale',
  'vnp_OrderInfo',
  'vnp_OrderType',
  'vnp_ReturnUrl',
  'vnp_TxnRef',
  'vnp_ExpireDate',
  'vnp_SecureHash',
];

/** yyyyMMddHHmmss, GMT+7. */
const gmt7 = (at: Date) =>
  new Date(at.getTime() + 7 * 3_600_000).toISOString().replace(/\D/g, '').slice(0, 14);

export async function startFakeVnpay(options: { tmnCode: string; hashSecret: string; now?: () => Date }) {
  const { tmnCode, hashSecret } = options;
  const now = options.now ?? (() => new Date());
  let ipnUrl = '';
  const payments = new Map<string, Record<string, string>>();
  const ipnLog: Array<{ fields: Record<string, string>; reply: { RspCode: string; Message: string } }> = [];
  /** How the next payment made on the page notifies: IPN before the redirect (VNPay's usual order) by default. */
  let pageIpn: IpnOrder = 'before';

  /** The payment URL's fields, checked as VNPay checks them; a string says why it is refused. */
  function check(url: string): Record<string, string> | string {
    const params = new URL(url).searchParams;
    const fields: Record<string, string> = {};
    for (const [k, v] of params) fields[k] = v;
    const missing = REQUIRED.filter((k) => !fields[k]);
    if (missing.length > 0) return `missing ${missing.join(', ')}`;
    if (fields.vnp_Version !== '2.1.0' || fields.vnp_Command !== 'pay') return 'wrong version or command';
    if (fields.vnp_TmnCode !== tmnCode) return 'unknown merchant (code 02)';
    if (fields.vnp_CurrCode !== 'VND') return 'currency must be VND';
    if (!/^\d+00$/.test(fields.vnp_Amount!)) return 'amount must be VND × 100';
    if (vnpaySign(fields, hashSecret) !== fields.vnp_SecureHash!.toLowerCase())
      return 'invalid signature (code 70)';
    if (fields.vnp_ExpireDate! < gmt7(now())) return 'the payment link has expired (code 11)';
    return fields;
  }

  function result(
    request: Record<string, string>,
    outcome: Outcome,
    overrides: { amount?: string } = {},
  ): Record<string, string> {
    const code = outcome === 'success' ? '00' : outcome === 'cancel' ? '24' : '51';
    const fields: Record<string, string> = {
      vnp_Amount: overrides.amount ?? request.vnp_Amount!,
      vnp_BankCode: 'NCB',
      ...(outcome === 'success' ? { vnp_BankTranNo: `VNP${randomInt(10_000_000, 99_999_999)}` } : {}),
      vnp_CardType: 'ATM',
      vnp_OrderInfo: request.vnp_OrderInfo!,
      vnp_PayDate: gmt7(now()),
      vnp_ResponseCode: code,
      vnp_TmnCode: tmnCode,
      vnp_TransactionNo: outcome === 'cancel' ? '0' : String(randomInt(10_000_000, 99_999_999)),
      vnp_TransactionStatus: outcome === 'success' ? '00' : '02',
      vnp_TxnRef: request.vnp_TxnRef!,
    };
    return { ...fields, vnp_SecureHash: vnpaySign(fields, hashSecret) };
  }

  /** Calls the merchant's IPN URL with `fields` as VNPay does (GET, query string); returns its JSON answer. */
  async function notify(fields: Record<string, string>) {
    if (!ipnUrl) throw new Error('fake VNPay: no IPN URL');
    const response = await fetch(`${ipnUrl}?${query(fields)}`);
    const reply = (await response.json()) as { RspCode: string; Message: string };
    ipnLog.push({ fields, reply });
    return reply;
  }

  async function finish(
    request: Record<string, string>,
    outcome: Outcome,
    order: IpnOrder,
    overrides: { amount?: string } = {},
  ): Promise<Completion> {
    const fields = result(request, outcome, overrides);
    const ipnReplies: Completion['ipnReplies'] = [];
    if (order === 'before' || order === 'twice') ipnReplies.push(await notify(fields));
    if (order === 'twice') ipnReplies.push(await notify(fields));
    return { returnQuery: query(fields), fields, ipnReplies };
  }

  const page = (fields: Record<string, string>) => `<!doctype html>
<html lang="vi"><head><meta charset="utf-8"><title>VNPAY (test)</title></head>
<body style="font-family:sans-serif;max-width:480px;margin:40px auto">
<h1>Cổng thanh toán VNPAY (thử nghiệm)</h1>
<p>Đơn hàng: <strong id="ref">${fields.vnp_TxnRef}</strong></p>
<p>Nội dung: ${fields.vnp_OrderInfo}</p>
<p>Số tiền: <strong id="amount">${Number(fields.vnp_Amount) / 100}</strong> VND</p>
<form method="post" action="/paymentv2/pay">
<input type="hidden" name="ref" value="${fields.vnp_TxnRef}">
<button name="outcome" value="success">Thanh toán</button>
<button name="outcome" value="failure">Không đủ số dư</button>
<button name="outcome" value="cancel">Hủy giao dịch</button>
</form></body></html>`;

  const server = createServer((req, res) => {
    const url = new URL(req.url ?? '/', 'http://localhost');
    if (req.method === 'GET' && url.pathname === '/paymentv2/vpcpay.html') {
      const checked = check(`http://x${req.url}`);
      if (typeof checked === 'string') {
        res.writeHead(400, { 'content-type': 'text/plain; charset=utf-8' });
        res.end(`VNPAY: ${checked}`);
        return;
      }
      payments.set(checked.vnp_TxnRef!, checked);
      res.writeHead(200, { 'content-type': 'text/html; charset=utf-8' });
      res.end(page(checked));
      return;
    }
    if (req.method === 'POST' && url.pathname === '/paymentv2/pay') {
      let raw = '';
      req.on('data', (c: Buffer) => (raw += c.toString()));
      req.on('end', () => {
        void (async () => {
          const form = new URLSearchParams(raw);
          const request = payments.get(form.get('ref') ?? '');
          if (!request) {
            res.writeHead(404, { 'content-type': 'text/plain' });
            res.end('unknown payment');
            return;
          }
          payments.delete(request.vnp_TxnRef!);
          const outcome = (form.get('outcome') ?? 'success') as Outcome;
          const order = pageIpn;
          const done = await finish(request, outcome, order);
          res.writeHead(302, { location: `${request.vnp_ReturnUrl}?${done.returnQuery}` });
          res.end();
          if (order === 'after') await notify(done.fields);
        })().catch((error: unknown) => {
          res.writeHead(500, { 'content-type': 'text/plain' });
          res.end(String(error));
        });
      });
      return;
    }
    res.writeHead(404, { 'content-type': 'text/plain' });
    res.end('not found');
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;

  return {
    /** VNPAY_URL for the server. */
    url: `${base}/paymentv2/vpcpay.html`,
    setIpnUrl(value: string) {
      ipnUrl = value;
    },
    /** How payments made on the page notify the merchant. */
    setPageIpn(order: IpnOrder) {
      pageIpn = order;
    },
    /** Checks a payment URL as VNPay would: its fields, or why it is refused. */
    check,
    /**
     * Pays (or fails, or cancels) a payment URL without a browser: the IPN before the return (VNPay's usual order),
     * after it (`after`: call `notify(fields)` yourself), twice, or never; `amount` sends another vnp_Amount, signed.
     */
    async complete(
      paymentUrl: string,
      outcome: Outcome = 'success',
      options: { ipn?: IpnOrder; amount?: string } = {},
    ): Promise<Completion> {
      const checked = check(paymentUrl);
      if (typeof checked === 'string') throw new Error(`fake VNPay refused the URL: ${checked}`);
      return finish(checked, outcome, options.ipn ?? 'before', { amount: options.amount });
    },
    notify,
    sign: (fields: Record<string, string>) => vnpaySign(fields, hashSecret),
    /** A query string with these fields, signed with `secret` (the merchant's unless a forger's is given). */
    signedQuery(fields: Record<string, string>, secret = hashSecret) {
      return query({ ...fields, vnp_SecureHash: vnpaySign(fields, secret) });
    },
    ipnLog,
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}

export type FakeVnpay = Awaited<ReturnType<typeof startFakeVnpay>>;
