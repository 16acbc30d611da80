import { createHmac, timingSafeEqual } from 'node:crypto';
import { createServer } from 'node:http';
import type { AddressInfo } from 'node:net';
import { Ajv2020 } from 'ajv/dist/2020.js';
import addFormatsModule from 'ajv-formats';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { WEBHOOK_DELIVERY_EVENTS, WEBHOOK_EVENTS } from '@app/shared';
import { auditActions } from '../../../test/admin';
import type { TestServer } from '../../../test/harness';
import { actor, applicant, startCompanyServer } from '../../../test/recruitment';
import type { Actor, MailReader } from '../../../test/recruitment';

// Decision 1085: the API's document lists every webhook event with the body and headers a receiver gets, and every
// delivered event matches it and verifies by the scheme the document states (checked here with node:crypto alone).

type Json = Record<string, unknown>;
type Received = { headers: Record<string, string>; body: string };
type WebhookOperation = {
  post: {
    summary: string;
    description: string;
    parameters: Array<{ in: string; name: string; required: boolean; schema: Json }>;
    requestBody: { content: { 'application/json': { schema: Json } } };
  };
};

const addFormats = addFormatsModule as unknown as (ajv: Ajv2020) => Ajv2020;

let server: TestServer;
let mail: MailReader;
let owner: Actor;
let jobId: string;
let doc: Json & { webhooks?: Record<string, WebhookOperation> };
const got: Received[] = [];
let receiverUrl = '';
let closeReceiver: () => Promise<void>;

async function drain() {
  for (let i = 0; i < 50; i++) if ((await server.webhooks.runOnce()) === 0) return;
}

/** Standard Webhooks, as the document says it: HMAC-SHA256 of "id.timestamp.body" keyed with the decoded secret. */
function verifies(secret: string, headers: Record<string, string>, body: string): boolean {
  const key = Buffer.from(secret.slice('whsec_'.length), 'base64');
  const expected = createHmac('sha256', key)
    .update(`${headers['webhook-id']}.${headers['webhook-timestamp']}.${body}`)
    .digest();
  return (headers['webhook-signature'] ?? '').split(' ').some((part) => {
    const [version, sig] = part.split(',');
    const given = Buffer.from(sig ?? '', 'base64');
    return version === 'v1' && given.length === expected.length && timingSafeEqual(given, expected);
  });
}

beforeAll(async () => {
  const srv = createServer((req, res) => {
    const chunks: Buffer[] = [];
    req.on('data', (c: Buffer) => chunks.push(c));
    req.on('end', () => {
      got.push({
        headers: Object.fromEntries(Object.entries(req.headers).map(([k, v]) => [k, String(v)])),
        body: Buffer.concat(chunks).toString('utf8'),
      });
      res.writeHead(204).end();
    });
  });
  await new Promise<void>((resolve) => srv.listen(0, '127.0.0.1', resolve));
  receiverUrl = `http://127.0.0.1:${(srv.address() as AddressInfo).port}/hook`;
  closeReceiver = () => new Promise<void>((resolve) => srv.close(() => resolve()));
  ({ server, mail, owner, jobId } = await startCompanyServer('owner@catalogue.test', 'Catalogue Co', {
    config: { webhooks: { allowLoopback: true } },
    server: { webhookPollMs: 3_600_000, webhookTimeoutMs: 1_000 },
  }));
  const reply = await server.call('GET', '/api/openapi.json');
  expect(reply.status).toBe(200);
  doc = reply.body as typeof doc;
}, 60_000);

afterAll(async () => {
  await closeReceiver();
  await server.stop();
});

describe('the webhook events in the API’s document (decision 1085)', () => {
  it('lists every event an endpoint may subscribe to, with its body, its signed headers and how to verify them', () => {
    expect(Object.keys(doc.webhooks ?? {}).sort()).toEqual([...WEBHOOK_DELIVERY_EVENTS].sort());
    for (const type of WEBHOOK_DELIVERY_EVENTS) {
      const op = doc.webhooks![type]!.post;
      expect(op.summary).toBe(type);
      expect(op.description).toContain('HMAC-SHA256');
      expect(op.parameters.filter((p) => p.in === 'header' && p.required).map((p) => p.name)).toEqual([
        'webhook-id',
        'webhook-timestamp',
        'webhook-signature',
      ]);
      const schema = op.requestBody.content['application/json'].schema as {
        properties: { type: { const: string } };
      };
      expect(schema.properties.type.const).toBe(type);
    }
  });

  it('delivers every event with the documented body and headers, verifiable with node:crypto alone', async () => {
    const made = await server.call('POST', '/api/company/webhooks', {
      token: owner.token,
      body: { url: receiverUrl, events: [...WEBHOOK_EVENTS] },
    });
    expect(made.status).toBe(201);
    const secret = made.body.secret as string;

    // One change of each kind.
    const ana = await applicant(server, mail, 'ana@catalogue.test', jobId, 'Ana');
    const moved = await server.call('POST', `/api/applications/${ana.applicationId}/move`, {
      token: owner.token,
      body: { stage: 'screening' },
    });
    expect(moved.status).toBe(200);
    const day = new Date(server.clock.now().getTime() + 2 * 86_400_000);
    day.setUTCHours(3, 0, 0, 0);
    const slot = (at: Date) => ({
      starts_at: at.toISOString(),
      time_zone: 'Asia/Ho_Chi_Minh',
      duration_minutes: 45,
      type: 'video',
      location: 'https://meet.example.com/x',
      interviewer_ids: [owner.userId],
    });
    const scheduled = await server.call('POST', `/api/applications/${ana.applicationId}/interviews`, {
      token: owner.token,
      body: slot(day),
    });
    expect(scheduled.status).toBe(201);
    const interviewId = (scheduled.body.interview as { id: string }).id;
    const later = new Date(day.getTime() + 3_600_000);
    expect(
      (await server.call('PUT', `/api/interviews/${interviewId}`, { token: owner.token, body: slot(later) }))
        .status,
    ).toBe(200);
    expect(
      (await server.call('POST', `/api/interviews/${interviewId}/cancel`, { token: owner.token, body: {} }))
        .status,
    ).toBe(200);
    expect((await server.call('POST', `/api/jobs/${jobId}/close`, { token: owner.token })).status).toBe(200);
    expect((await server.call('POST', `/api/jobs/${jobId}/reopen`, { token: owner.token })).status).toBe(200);
    const binh = await actor(server, mail, 'member', 'binh@catalogue.test', { name: 'Bình' });
    const profile = await server.call('PUT', '/api/me/candidate-profile', {
      token: binh.token,
      body: { headline: 'Go developer', phone: '+84 912 000 111', location: 'Huế', open_to_employers: true },
    });
    expect(profile.status).toBe(200);
    const candidateId = (profile.body.profile as { id: string }).id;
    const unlocked = await server.call('POST', `/api/candidates/${candidateId}/unlock`, {
      token: owner.token,
    });
    expect(unlocked.status).toBe(200);
    await drain();

    const ajv = addFormats(new Ajv2020({ strict: false, allErrors: true }));
    const seen = new Set<string>();
    for (const { headers, body } of got) {
      const event = JSON.parse(body) as { type: string; data: Json };
      const op = doc.webhooks![event.type]!.post;
      const validate = ajv.compile(op.requestBody.content['application/json'].schema);
      expect({ type: event.type, valid: validate(event), errors: validate.errors ?? null }).toEqual({
        type: event.type,
        valid: true,
        errors: null,
      });
      for (const header of op.parameters) {
        expect(headers[header.name]).toMatch(new RegExp(header.schema.pattern as string));
      }
      expect(verifies(secret, headers, body)).toBe(true);
      expect(verifies(secret, headers, body.replace('"data"', '"data" '))).toBe(false);
      seen.add(event.type);
    }
    expect([...seen].sort()).toEqual([...WEBHOOK_EVENTS].sort());

    // The unlock paid for the email and the phone: the event carries both, as the candidate's reply now shows them.
    const unlock = got.map((r) => JSON.parse(r.body)).find((e) => e.type === 'candidate.unlocked');
    expect(unlock.data.candidate).toMatchObject({
      id: candidateId,
      email: 'binh@catalogue.test',
      phone: (unlocked.body.candidate as { phone: string }).phone,
    });
    expect((unlocked.body.candidate as { phone: string }).phone).toBe('+84 912 000 111');
  });
  it('sends webhook.test to one endpoint on demand, whatever it subscribes to, signed and logged (decision 1088)', async () => {
    const made = await server.call('POST', '/api/company/webhooks', {
      token: owner.token,
      body: { url: receiverUrl, events: ['job.closed'] },
    });
    expect(made.status).toBe(201);
    const id = (made.body.endpoint as { id: string }).id;
    const secret = made.body.secret as string;
    got.length = 0;
    const sent = await server.call('POST', `/api/company/webhooks/${id}/test`, { token: owner.token });
    expect(sent.status).toBe(201);
    const delivery = sent.body.delivery as { id: string; message_id: string };
    expect(sent.body.delivery).toMatchObject({ event: 'webhook.test', status: 'pending', attempts: 0 });
    await drain();
    // Only this endpoint: the other one, subscribed to every event, hears nothing.
    expect(got).toHaveLength(1);
    const [{ headers, body }] = got as [Received];
    const event = JSON.parse(body) as { type: string; data: unknown };
    expect(event).toMatchObject({ type: 'webhook.test', data: { endpoint: { id, url: receiverUrl } } });
    const validate = addFormats(new Ajv2020({ strict: false })).compile(
      doc.webhooks!['webhook.test']!.post.requestBody.content['application/json'].schema,
    );
    expect(validate(event)).toBe(true);
    expect(headers['webhook-id']).toBe(delivery.message_id);
    expect(verifies(secret, headers, body)).toBe(true);
    const log = await server.call('GET', `/api/company/webhooks/${id}/deliveries`, { token: owner.token });
    expect((log.body.deliveries as unknown[])[0]).toMatchObject({
      id: delivery.id,
      event: 'webhook.test',
      status: 'succeeded',
      response_status: 204,
    });
    expect(await auditActions(server)).toContain('webhook.test_sent');

    // An endpoint turned off is told to be turned on first, in the caller's language.
    await server.call('PATCH', `/api/company/webhooks/${id}`, {
      token: owner.token,
      body: { enabled: false },
    });
    const off = await server.call('POST', `/api/company/webhooks/${id}/test`, {
      token: owner.token,
      headers: { 'accept-language': 'vi' },
    });
    expect(off.status).toBe(422);
    expect(off.body.message).toBe('Hãy bật địa chỉ trước khi gửi sự kiện thử.');
  });
});
