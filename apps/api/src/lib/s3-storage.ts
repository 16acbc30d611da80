import { createHash, createHmac } from 'node:crypto';
import type { FileStorage } from './storage';
import { isStorageKey, newStorageKey } from './storage-keys';

/** An S3-compatible bucket (AWS S3, Cloudflare R2, MinIO, …) addressed path-style: `endpoint/bucket/key`. */
export type S3Config = {
  endpoint: string;
  bucket: string;
  region: string;
  accessKeyId: string;
  secretAccessKey: string;
};

const sha256 = (data: string | Buffer) => createHash('sha256').update(data).digest('hex');
const hmac = (key: string | Buffer, data: string) => createHmac('sha256', key).update(data).digest();

/** RFC 3986 encoding as SigV4 wants it (encodeURIComponent leaves !'()* alone). */
const encode = (value: string) =>
  encodeURIComponent(value).replace(/[!'()*]/g, (c) => `%${c.charCodeAt(0).toString(16).toUpperCase()}`);

export type SignInput = {
  method: string;
  url: URL;
  headers: Record<string, string>;
  payloadHash: string;
  region: string;
  accessKeyId: string;
  secretAccessKey: string;
  /** `YYYYMMDDTHHMMSSZ` */
  amzDate: string;
};

/**
 * AWS Signature Version 4 for S3 (single-chunk payload). Returns the Authorization header; `headers`
 * must already hold host, x-amz-date and x-amz-content-sha256, and every header in it is signed.
 */
export function signV4(input: SignInput): string {
  const names = Object.keys(input.headers)
    .map((name) => name.toLowerCase())
    .sort();
  const lower = Object.fromEntries(
    Object.entries(input.headers).map(([name, value]) => [
      name.toLowerCase(),
      value.trim().replace(/\s+/g, ' '),
    ]),
  );
  const canonicalHeaders = names.map((name) => `${name}:${lower[name]}\n`).join('');
  const signedHeaders = names.join(';');
  // S3 signs the path as sent (each segment encoded once).
  const canonicalPath = input.url.pathname
    .split('/')
    .map((segment) => encode(decodeURIComponent(segment)))
    .join('/');
  const canonicalQuery = [...input.url.searchParams.entries()]
    .map(([k, v]) => `${encode(k)}=${encode(v)}`)
    .sort()
    .join('&');
  const canonicalRequest = [
    input.method,
    canonicalPath,
    canonicalQuery,
    canonicalHeaders,
    signedHeaders,
    input.payloadHash,
  ].join('\n');
  const day = input.amzDate.slice(0, 8);
  const scope = `${day}/${input.region}/s3/aws4_request`;
  const stringToSign = ['AWS4-HMAC-SHA256', input.amzDate, scope, sha256(canonicalRequest)].join('\n');
  const key = hmac(hmac(hmac(hmac(`AWS4${input.secretAccessKey}`, day), input.region), 's3'), 'aws4_request');
  const signature = createHmac('sha256', key).update(stringToSign).digest('hex');
  return `AWS4-HMAC-SHA256 Credential=${input.accessKeyId}/${scope},SignedHeaders=${signedHeaders},Signature=${signature}`;
}

const amzDate = (now: Date) =>
  now
    .toISOString()
    .replace(/[-:]/g, '')
    .replace(/\.\d{3}/, '');

/**
 * Files in an S3-compatible bucket, so that several instances share the uploads. Keys are the same
 * random names as on disk; errors other than "not found" are thrown (the request answers 500 and
 * nothing is recorded, since the database row is written only after a successful put).
 */
export function s3Storage(config: S3Config, now: () => Date = () => new Date()): FileStorage {
  const base = config.endpoint.replace(/\/+$/, '');

  async function send(method: 'GET' | 'PUT' | 'DELETE', key: string, body?: Buffer) {
    if (!isStorageKey(key)) throw new Error('invalid storage key');
    const url = new URL(`${base}/${encode(config.bucket)}/${key}`);
    const payloadHash = sha256(body ?? '');
    const headers: Record<string, string> = {
      host: url.host,
      'x-amz-date': amzDate(now()),
      'x-amz-content-sha256': payloadHash,
    };
    if (body) headers['content-type'] = 'application/octet-stream';
    const authorization = signV4({
      method,
      url,
      headers,
      payloadHash,
      ...config,
      amzDate: headers['x-amz-date']!,
    });
    const { host: _host, ...sent } = headers;
    return fetch(url, {
      method,
      headers: { ...sent, authorization },
      body: body ? new Uint8Array(body) : undefined,
      signal: AbortSignal.timeout(30_000),
    });
  }

  const failure = async (what: string, res: Response) =>
    new Error(`S3 ${what} failed with ${res.status}: ${(await res.text()).slice(0, 300)}`);

  return {
    async put(data, extension) {
      const key = newStorageKey(extension);
      const res = await send('PUT', key, data);
      if (!res.ok) throw await failure('PUT', res);
      return key;
    },
    async get(key) {
      const res = await send('GET', key);
      if (res.status === 404) return null;
      if (!res.ok) throw await failure('GET', res);
      return Buffer.from(await res.arrayBuffer());
    },
    async delete(key) {
      const res = await send('DELETE', key);
      // Deleting what is already gone is fine (S3 itself answers 204 either way).
      if (!res.ok && res.status !== 404) throw await failure('DELETE', res);
    },
  };
}
