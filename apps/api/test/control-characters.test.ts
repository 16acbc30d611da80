import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startSmtpTestServer } from './harness';
import type { TestServer } from './harness';
import { applicant, employerWithJob, sampleJob } from './recruitment';
import type { Actor } from './recruitment';
import type { SmtpPeer } from './smtp-peer';

// Decision 300: single-line fields refuse line breaks and control characters at the boundary; long text keeps its
// line breaks. A CR or LF in a name once reached .ics parameters and mail headers.

let smtp: SmtpPeer;
let server: TestServer;
let employer: Actor;
let jobId: string;

beforeAll(async () => {
  ({ server, smtp } = await startSmtpTestServer());
  ({ employer, jobId } = await employerWithJob(server, smtp, 'hr@controls.test', 'Tiki'));
});

afterAll(async () => {
  await server.stop();
});

function expectRefused(res: { status: number; body: Record<string, unknown> }, field: string) {
  // A field that breaks a rule is a validation failure like any other (decision 008).
  expect(res.status, JSON.stringify(res.body)).toBe(422);
  expect(res.body).toMatchObject({ success: false, code: 'VALIDATION_ERROR' });
  expect(res.body.errors).toHaveProperty([field]);
  expect(JSON.stringify(res.body.errors)).toMatch(/one line|control characters/);
}

describe('control characters in single-line fields', () => {
  it('refuses a name with CR, LF or another control character at registration, and creates no account', async () => {
    for (const name of [
      'An\r\nATTENDEE:mailto:evil@example.com',
      'An\rB',
      'An\nB',
      'An\u0007B',
      'An\u001bB',
      'An\u0085B',
      'An\u2028B',
      // A right-to-left override would show "Annexe.pdf" of 'Ann\u202efdp.exe' (decision 1134).
      'Ann\u202efdp.exe',
      'An\u2066B\u2069',
    ]) {
      const email = `ctl${Math.random().toString(36).slice(2)}@example.com`;
      const res = await server.call('POST', '/api/auth/register', {
        body: { name, email, password: 'Sup3r-secret!' },
      });
      expectRefused(res, 'name');
      const login = await server.call('POST', '/api/auth/login', {
        body: { email, password: 'Sup3r-secret!' },
      });
      expect(login.status).toBe(401);
    }
  });

  it('refuses them in a company name and a posting title or location', async () => {
    expectRefused(
      await server.call('PUT', '/api/employer/company', {
        token: employer.token,
        body: { name: 'Acme\r\nBcc: evil@example.com' },
      }),
      'name',
    );
    const job = await server.call('GET', `/api/jobs/${jobId}`);
    for (const field of ['title', 'location']) {
      const res = await server.call('PUT', `/api/jobs/${jobId}`, {
        token: employer.token,
        body: { ...sampleJob(), [field]: 'Kỹ sư\rX-INJECTED:1' },
      });
      expectRefused(res, field);
    }
    const after = await server.call('GET', `/api/jobs/${jobId}`);
    const pick = (body: Record<string, unknown>) => {
      const { title, location, updated_at } = body.job as Record<string, unknown>;
      return { title, location, updated_at };
    };
    expect(pick(after.body)).toEqual(pick(job.body));
  });

  it('refuses a posting whose title shows nothing, in the caller’s language (decision 1226)', async () => {
    for (const [lang, text] of [
      ['en', 'Write some visible text: this holds only invisible characters'],
      ['vi', 'Hãy nhập chữ nhìn thấy được: ô này chỉ có ký tự ẩn'],
    ] as const) {
      const res = await server.call('POST', '/api/jobs', {
        token: employer.token,
        headers: { 'accept-language': lang },
        body: { ...sampleJob(), title: '\u200b\u200b' },
      });
      expect(res.status, JSON.stringify(res.body)).toBe(422);
      expect(res.body.errors).toEqual({ title: [text] });
    }
  });

  it('refuses them in an interview location, but keeps line breaks in its notes', async () => {
    const { applicationId } = await applicant(server, smtp, 'an@controls.test', jobId);
    const starts = new Date(server.clock.now().getTime() + 7 * 86_400_000).toISOString().slice(0, 16);
    const body = {
      starts_at: starts,
      time_zone: 'Asia/Ho_Chi_Minh',
      duration_minutes: 60,
      type: 'onsite',
      interviewer_ids: [employer.userId],
    };
    expectRefused(
      await server.call('POST', `/api/applications/${applicationId}/interviews`, {
        token: employer.token,
        body: { ...body, location: 'Tầng 5\rX-INJECTED:1' },
      }),
      'location',
    );
    const ok = await server.call('POST', `/api/applications/${applicationId}/interviews`, {
      token: employer.token,
      body: { ...body, location: 'Tầng 5, 123 Lê Lợi', notes: 'Mang CV.\r\nĐến sớm 10 phút.\tCảm ơn' },
    });
    expect(ok.status, JSON.stringify(ok.body)).toBe(201);
    expect((ok.body.interview as { notes: string }).notes).toBe('Mang CV.\r\nĐến sớm 10 phút.\tCảm ơn');
  });
});
