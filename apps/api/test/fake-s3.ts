import { createHash } from 'node:crypto';
import { createServer } from 'node:http';
import type { AddressInfo } from 'node:net';
import { signV4 } from './sigv4-reference';

export type FakeS3 = {
  url: string;
  bucket: string;
  region: string;
  accessKeyId: string;
  secretAccessKey: string;
  sessionToken?: string;
  objects: Map<string, Buffer>;
  stop(): Promise<void>;
};

const xmlError = (code: string) =>
  `<?xml version="1.0" encoding="UTF-8"?><Error><Code>${code}</Code></Error>`;

/**
 * An S3 bucket on loopback, path-style (`/bucket/key`): PUT, GET and DELETE of objects, each request's
 * SigV4 signature and payload hash checked as S3 checks them (403 SignatureDoesNotMatch otherwise).
 */
export async function startFakeS3(options: { sessionToken?: string } = {}): Promise<FakeS3> {
  const { sessionToken } = options;
  const bucket = 'cv-files';
  const region = 'ap-southeast-1';
  const accessKeyId = 'AKIAFAKEFAKEFAKE';
  const secretAccessKey = 'fake/secret/key/for/the/loopback/bucket';
  const objects = new Map<string, Buffer>();

  const server = createServer((req, res) => {
    const chunks: Buffer[] = [];
    req.on('data', (c: Buffer) => chunks.push(c));
    req.on('end', () => {
      const body = Buffer.concat(chunks);
      const url = new URL(req.url ?? '/', `http://${req.headers.host}`);
      const reply = (status: number, payload?: Buffer | string, type = 'application/xml') => {
        res.writeHead(status, payload === undefined ? {} : { 'content-type': type });
        res.end(payload);
      };
      const auth = String(req.headers.authorization ?? '');
      const signed = /SignedHeaders=([^,]+)/.exec(auth)?.[1]?.split(';') ?? [];
      const payloadHash = String(req.headers['x-amz-content-sha256'] ?? '');
      if (payloadHash !== createHash('sha256').update(body).digest('hex')) {
        return reply(400, xmlError('XAmzContentSHA256Mismatch'));
      }
      const headers = Object.fromEntries(signed.map((name) => [name, String(req.headers[name] ?? '')]));
      const expected = signV4({
        method: req.method ?? 'GET',
        url,
        headers,
        payloadHash,
        region,
        accessKeyId,
        secretAccessKey,
        amzDate: String(req.headers['x-amz-date'] ?? ''),
      });
      // S3 accepts the Authorization parts separated by ',' or ', '.
      if (!signed.includes('host') || auth.replace(/,\s+/g, ',') !== expected)
        return reply(403, xmlError('SignatureDoesNotMatch'));
      // Temporary credentials are valid only with their token, and the token must be signed too.
      if (
        sessionToken &&
        (req.headers['x-amz-security-token'] !== sessionToken || !signed.includes('x-amz-security-token'))
      ) {
        return reply(403, xmlError('InvalidToken'));
      }

      const [, name, ...rest] = url.pathname.split('/');
      const key = decodeURIComponent(rest.join('/'));
      if (name !== bucket) return reply(404, xmlError('NoSuchBucket'));
      if (req.method === 'PUT') {
        objects.set(key, body);
        return reply(200);
      }
      if (req.method === 'GET') {
        const data = objects.get(key);
        return data ? reply(200, data, 'application/octet-stream') : reply(404, xmlError('NoSuchKey'));
      }
      if (req.method === 'DELETE') {
        objects.delete(key);
        return reply(204);
      }
      reply(405, xmlError('MethodNotAllowed'));
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  return {
    url: `http://127.0.0.1:${port}`,
    bucket,
    region,
    accessKeyId,
    secretAccessKey,
    sessionToken,
    objects,
    stop: () => new Promise((resolve) => server.close(() => resolve())),
  };
}
