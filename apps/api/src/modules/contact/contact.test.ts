import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { MESSAGES } from '@app/shared';
import { contactMessages } from '../../db/schema';
import { signUp, startSmtpTestServer } from '../../../test/harness';
import type { TestServer } from '../../../test/harness';
import { HOUR, clientIp } from '../../../test/helpers';
import type { SmtpPeer } from '../../../test/smtp-peer';

const APP_URL = 'http://localhost:5173';
let smtp: SmtpPeer;
let server: TestServer;

beforeAll(async () => {
  // The product's limit, set explicitly: 20 calls per IP per hour for each limited route.
  ({ server, smtp } = await startSmtpTestServer({ config: { limits: { perIpPerHour: 20 } } }));
});

afterAll(async () => {
  await server.stop();
});

const contact = (body: unknown, headers: Record<string, string> = clientIp()) =>
  server.call('POST', '/api/contact', { body, headers });

describe('POST /api/contact', () => {
  it('stores the message and mails a notification to CONTACT_INBOX through the outbox', async () => {
    const message = 'Xin chào! I would like to <b>hire</b> you.\nSecond line.';
    const reply = await contact({ name: 'Đặng Thu Hà', email: ' Ha.Dang@Example.com ', message });
    expect(reply.status).toBe(201);
    expect(reply.body).toEqual({ success: true });

    const rows = await server.ctx.db
      .select()
      .from(contactMessages)
      .where(eq(contactMessages.name, 'Đặng Thu Hà'));
    expect(rows).toHaveLength(1);
    expect(rows[0]).toMatchObject({ email: 'ha.dang@example.com', message });

    const mail = await smtp.waitFor('inbox@test.example');
    expect(mail.subject).toMatch(/New.contact.message/);
    expect(mail.text).toContain('ha.dang@example.com');
    expect(mail.text).toContain('Second line.');
    // The HTML body escapes what the visitor typed.
    expect(mail.raw).toContain('&lt;b&gt;hire&lt;/b&gt;');
  });

  it('stores a message resent with the same client_id once, and mails it once', async () => {
    const body = {
      name: 'Resent Visitor',
      email: 'resent@example.com',
      message: 'Sent twice',
      client_id: 'msg-42',
    };
    expect((await contact(body)).status).toBe(201);
    expect((await contact(body)).status).toBe(201);
    const rows = await server.ctx.db
      .select()
      .from(contactMessages)
      .where(eq(contactMessages.clientId, 'msg-42'));
    expect(rows).toHaveLength(1);
    await smtp.waitFor('inbox@test.example', (m) => m.text.includes('resent@example.com'));
    await server.ctx.outbox.runOnce();
    expect(smtp.mails.filter((m) => m.text.includes('resent@example.com'))).toHaveLength(1);
  });

  it('keeps another visitor’s message that carries an id already used, and still recognises its resend', async () => {
    const first = {
      name: 'First Visitor',
      email: 'first@example.com',
      message: 'First text',
      client_id: 'same-id',
    };
    const second = {
      name: 'Second Visitor',
      email: 'second@example.com',
      message: 'Other text',
      client_id: 'same-id',
    };
    expect((await contact(first)).status).toBe(201);
    expect((await contact(second)).status).toBe(201);
    expect((await contact(second)).status).toBe(201);
    const rows = await server.ctx.db
      .select()
      .from(contactMessages)
      .where(eq(contactMessages.email, 'second@example.com'));
    expect(rows.map((r) => r.message)).toEqual(['Other text']);
    await smtp.waitFor('inbox@test.example', (m) => m.text.includes('second@example.com'));
    await server.ctx.outbox.runOnce();
    expect(smtp.mails.filter((m) => m.text.includes('second@example.com'))).toHaveLength(1);
    expect(smtp.mails.filter((m) => m.text.includes('first@example.com'))).toHaveLength(1);
  });

  it('answers a resend of a stored message as sent even at the limit, without counting it (decision 1124)', async () => {
    const ip = clientIp();
    const body = { name: 'Busy', email: 'busy@example.com', message: 'Once', client_id: 'busy-1' };
    expect((await contact(body, ip)).status).toBe(201);
    for (let i = 1; i < 20; i++) {
      expect((await contact({ ...body, message: `Other ${i}`, client_id: undefined }, ip)).status).toBe(201);
    }
    // The limit is reached for new messages, not for the one already stored.
    expect((await contact({ ...body, message: 'New', client_id: 'busy-2' }, ip)).status).toBe(429);
    expect((await contact(body, ip)).status).toBe(201);
    const rows = await server.ctx.db
      .select()
      .from(contactMessages)
      .where(eq(contactMessages.clientId, 'busy-1'));
    expect(rows).toHaveLength(1);
  });

  it('answers 422 with per-field errors beyond the bounds', async () => {
    const ok = { name: 'A', email: 'a@example.com', message: 'Hi' };
    const cases: Array<[Record<string, unknown>, string, string]> = [
      [{ ...ok, name: 'x'.repeat(101) }, 'name', MESSAGES.nameTooLong],
      [{ ...ok, name: '' }, 'name', MESSAGES.nameRequired],
      [{ ...ok, email: 'nope' }, 'email', MESSAGES.invalidEmail],
      [{ ...ok, message: '' }, 'message', MESSAGES.messageRequired],
      [{ ...ok, message: '   ' }, 'message', MESSAGES.messageRequired],
      [{ ...ok, message: 'x'.repeat(5001) }, 'message', MESSAGES.messageTooLong],
      [{ name: 'A', email: 'a@example.com' }, 'message', MESSAGES.messageRequired],
    ];
    for (const [body, field, message] of cases) {
      const reply = await contact(body);
      expect(reply.status, field).toBe(422);
      expect(reply.body).toMatchObject({ success: false, code: 'VALIDATION_ERROR' });
      expect((reply.body.errors as Record<string, string[]>)[field]).toContain(message);
    }
    const edge = await contact({
      name: 'x'.repeat(100),
      email: 'edge@example.com',
      message: 'y'.repeat(5000),
    });
    expect(edge.status).toBe(201);
  });
});

describe('CORS', () => {
  it('allows exactly APP_URL, with credentials, on the preflight and the call', async () => {
    const preflight = await server.call('OPTIONS', '/api/contact', {
      headers: {
        origin: APP_URL,
        'access-control-request-method': 'POST',
        'access-control-request-headers': 'content-type',
      },
    });
    expect(preflight.status).toBeLessThan(300);
    expect(preflight.headers.get('access-control-allow-origin')).toBe(APP_URL);
    expect(preflight.headers.get('access-control-allow-credentials')).toBe('true');
    expect(preflight.headers.get('access-control-allow-methods')).toContain('POST');

    const call = await contact(
      { name: 'Cors', email: 'cors@example.com', message: 'From the app' },
      { ...clientIp(), origin: APP_URL },
    );
    expect(call.status).toBe(201);
    expect(call.headers.get('access-control-allow-origin')).toBe(APP_URL);
    expect(call.headers.get('access-control-allow-credentials')).toBe('true');
  });

  it('gives any other origin no allow-origin', async () => {
    for (const origin of [
      'https://evil.example',
      'http://localhost:5174',
      `${APP_URL}.evil.example`,
      'null',
    ]) {
      const preflight = await server.call('OPTIONS', '/api/contact', {
        headers: { origin, 'access-control-request-method': 'POST' },
      });
      expect(preflight.headers.get('access-control-allow-origin'), origin).toBeNull();
      expect(preflight.headers.get('access-control-allow-credentials'), origin).toBeNull();
      const call = await contact(
        { name: 'Evil', email: 'evil@example.com', message: 'x' },
        { ...clientIp(), origin },
      );
      expect(call.headers.get('access-control-allow-origin'), origin).toBeNull();
      expect(call.headers.get('access-control-allow-credentials'), origin).toBeNull();
      expect(call.headers.get('vary'), origin).toContain('Origin');
    }
  });

  it('answers a preflight before any access check, and refuses one that names no method', async () => {
    // A signed-in route: the browser sends no credentials on a preflight, so it must not hear 401.
    const preflight = await server.call('OPTIONS', '/api/auth/profile', {
      headers: {
        origin: APP_URL,
        'access-control-request-method': 'GET',
        'access-control-request-headers': 'authorization',
      },
    });
    expect(preflight.status).toBe(204);
    expect(preflight.headers.get('access-control-allow-origin')).toBe(APP_URL);
    expect(preflight.headers.get('access-control-allow-headers')).toBe('authorization');
    expect(preflight.headers.get('vary')).toBe('Origin, Access-Control-Request-Headers');
    expect(preflight.body).toEqual({});

    const bare = await server.call('OPTIONS', '/api/contact', { headers: { origin: APP_URL } });
    expect(bare.status).toBe(400);
    expect(bare.body).toEqual({ _text: 'Invalid Preflight Request' });

    // Without an Origin a request is not a CORS request: it only learns that replies vary on it.
    const plain = await server.call('GET', '/api/health');
    expect(plain.headers.get('vary')).toBe('Origin');
    expect(plain.headers.get('access-control-allow-credentials')).toBeNull();
  });
});

describe('per-IP rate limits: 20 per hour on register, resend, forgot-password and contact', () => {
  it('limits each route separately and lifts the limit after the hour', async () => {
    await signUp(server, smtp, { email: 'taken@example.com' });
    const routes: Array<[string, unknown, number]> = [
      // An already registered address: cheap, and still counted.
      ['/api/auth/register', { name: 'X', email: 'taken@example.com', password: 'Password123' }, 409],
      ['/api/auth/resend-verification', { email: 'someone@example.com' }, 200],
      ['/api/auth/forgot-password', { email: 'someone@example.com' }, 200],
      ['/api/contact', { name: 'Spam', email: 'spam@example.com', message: 'spam' }, 201],
    ];
    const ip = clientIp();
    for (const [path, body, status] of routes) {
      for (let i = 0; i < 20; i++) {
        const reply = await server.call('POST', path, { body, headers: ip });
        expect(reply.status, `${path} #${i + 1}`).toBe(status);
      }
      const limited = await server.call('POST', path, { body, headers: ip });
      expect(limited.status, path).toBe(429);
      expect(limited.body).toEqual({ success: false, code: 'RATE_LIMITED', message: MESSAGES.rateLimited });
      // Another client is not affected.
      expect((await server.call('POST', path, { body, headers: clientIp() })).status, path).toBe(status);
    }
    server.clock.advance(HOUR + 1_000);
    for (const [path, body, status] of routes) {
      expect((await server.call('POST', path, { body, headers: ip })).status, path).toBe(status);
    }
  });
});
