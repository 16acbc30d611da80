import { createHash } from 'node:crypto';
import { AwsClient } from 'aws4fetch';
import type { FileStorage } from './storage';
import { isStorageKey, newStorageKey } from './storage-keys';

/** An S3-compatible bucket (AWS S3, Cloudflare R2, MinIO, …) addressed path-style: `endpoint/bucket/key`. */
export type S3Config = {
  endpoint: string;
  bucket: string;
  region: string;
  accessKeyId: string;
  secretAccessKey: string;
  /** Temporary credentials (STS, IAM roles) come with a session token, sent as x-amz-security-token. */
  sessionToken?: string;
};

const sha256 = (data: Buffer) => createHash('sha256').update(data).digest('hex');

const amzDate = (now: Date) =>
  now
    .toISOString()
    .replace(/[-:]/g, '')
    .replace(/\.\d{3}/, '');

/**
 * Files in an S3-compatible bucket, so that several instances share the uploads. Requests are signed with SigV4 by
 * aws4fetch (decision 204). Keys are the same random names as on disk; errors other than "not found" are thrown
 * (the request answers 500 and nothing is recorded, since the database row is written only after a successful put).
 */
export function s3Storage(config: S3Config, now: () => Date = () => new Date()): FileStorage {
  const base = config.endpoint.replace(/\/+$/, '');
  const client = new AwsClient({
    accessKeyId: config.accessKeyId,
    secretAccessKey: config.secretAccessKey,
    sessionToken: config.sessionToken,
    service: 's3',
    region: config.region,
    // A request is retried twice on 5xx or 429; more would hold an upload for seconds.
    retries: 2,
  });

  async function send(method: 'GET' | 'PUT' | 'DELETE', key: string, body?: Buffer) {
    if (!isStorageKey(key)) throw new Error('invalid storage key');
    const url = `${base}/${encodeURIComponent(config.bucket)}/${key}`;
    const payload = body ?? Buffer.alloc(0);
    return client.fetch(url, {
      method,
      // The real payload hash, not UNSIGNED-PAYLOAD: the bucket refuses a body changed on the way.
      headers: {
        'x-amz-content-sha256': sha256(payload),
        ...(body ? { 'content-type': 'application/octet-stream' } : {}),
      },
      body: body ? new Uint8Array(body) : undefined,
      signal: AbortSignal.timeout(30_000),
      aws: { datetime: amzDate(now()) },
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
