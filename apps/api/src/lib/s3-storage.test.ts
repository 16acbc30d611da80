import { existsSync } from 'node:fs';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startFakeS3 } from '../../test/fake-s3';
import type { FakeS3 } from '../../test/fake-s3';
import { startTestServer } from '../../test/harness';
import type { TestServer } from '../../test/harness';
import { actor, postForm, samplePdf } from '../../test/recruitment';
import { startSmtpPeer } from '../../test/smtp-peer';
import type { SmtpPeer } from '../../test/smtp-peer';
import { signV4 } from '../../test/sigv4-reference';
import { s3Storage } from './s3-storage';

let s3: FakeS3;
beforeAll(async () => {
  s3 = await startFakeS3();
});
afterAll(async () => {
  await s3.stop();
});

const bucketConfig = () => ({
  endpoint: s3.url,
  bucket: s3.bucket,
  region: s3.region,
  accessKeyId: s3.accessKeyId,
  secretAccessKey: s3.secretAccessKey,
});

describe('the reference SigV4 signer the loopback bucket checks with', () => {
  it('matches the GET Object example of the S3 SigV4 documentation', () => {
    const empty = 'e3b0c44298fc1c149afbf4c8996fb92427ae41e4649b934ca495991b7852b855';
    expect(
      signV4({
        method: 'GET',
        url: new URL('https://examplebucket.s3.amazonaws.com/test.txt'),
        headers: {
          Host: 'examplebucket.s3.amazonaws.com',
          Range: 'bytes=0-9',
          'x-amz-content-sha256': empty,
          'x-amz-date': '20130524T000000Z',
        },
        payloadHash: empty,
        region: 'us-east-1',
        accessKeyId: 'AKIAIOSFODNN7EXAMPLE',
        secretAccessKey: 'wJalrXUtnFEMI/K7MDENG/bPxRfiCYEXAMPLEKEY',
        amzDate: '20130524T000000Z',
      }),
    ).toBe(
      'AWS4-HMAC-SHA256 Credential=AKIAIOSFODNN7EXAMPLE/20130524/us-east-1/s3/aws4_request,' +
        'SignedHeaders=host;range;x-amz-content-sha256;x-amz-date,' +
        'Signature=f0e8bdb87c964420e857bd35b5d6ed310bd44f0170aba48dd91039c6036bdb41',
    );
  });
});

describe('s3Storage', () => {
  it('puts, gets and deletes an object under a random key', async () => {
    const storage = s3Storage(bucketConfig());
    const data = Buffer.from('hello bucket');
    const key = await storage.put(data, 'pdf');
    expect(key).toMatch(/^[a-f0-9]{32}\.pdf$/);
    expect(s3.objects.get(key)).toEqual(data);
    expect(await storage.get(key)).toEqual(data);
    await storage.delete(key);
    expect(s3.objects.has(key)).toBe(false);
    expect(await storage.get(key)).toBeNull();
    await expect(storage.delete(key)).resolves.toBeUndefined();
  });

  it('throws when the bucket refuses the credentials, and never sends a key it did not make', async () => {
    const storage = s3Storage({ ...bucketConfig(), secretAccessKey: 'wrong' });
    await expect(storage.put(Buffer.from('x'), 'pdf')).rejects.toThrow(/S3 PUT failed with 403/);
    await expect(s3Storage(bucketConfig()).get('../etc/passwd')).rejects.toThrow('invalid storage key');
  });
});

describe('temporary credentials', () => {
  it('sends the session token, signed, and is refused without it', async () => {
    const sts = await startFakeS3({ sessionToken: 'FwoGZXIvYXdzEJr//session+token=' });
    try {
      const config = {
        endpoint: sts.url,
        bucket: sts.bucket,
        region: sts.region,
        accessKeyId: sts.accessKeyId,
        secretAccessKey: sts.secretAccessKey,
      };
      const withToken = s3Storage({ ...config, sessionToken: sts.sessionToken });
      const key = await withToken.put(Buffer.from('temporary'), 'pdf');
      expect(await withToken.get(key)).toEqual(Buffer.from('temporary'));
      await expect(s3Storage(config).put(Buffer.from('x'), 'pdf')).rejects.toThrow(/S3 PUT failed with 403/);
    } finally {
      await sts.stop();
    }
  });
});

describe('a server with S3_* set', () => {
  let smtp: SmtpPeer;
  let server: TestServer;
  beforeAll(async () => {
    smtp = await startSmtpPeer();
    server = await startTestServer({ config: { smtpUrl: smtp.url, s3: bucketConfig() } });
  });
  afterAll(async () => {
    await server.stop();
    await smtp.stop();
  });

  it('keeps uploaded CVs in the bucket, not under DATA_DIR', async () => {
    const member = await actor(server, smtp, 'member', 'bucket@s3.test');
    const pdf = samplePdf();
    const res = await postForm(server, '/api/me/cvs', member.token, {}, { name: 'cv.pdf', data: pdf });
    expect(res.status).toBe(201);
    const url = (res.body.cv as { url: string }).url;
    expect([...s3.objects.values()]).toContainEqual(pdf);
    expect(existsSync(path.join(server.dataDir, 'uploads'))).toBe(false);

    const download = await fetch(`${server.url}${url}`, {
      headers: { authorization: `Bearer ${member.token}` },
    });
    expect(download.status).toBe(200);
    expect(Buffer.from(await download.arrayBuffer())).toEqual(pdf);
  });
});
