import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ERROR_CODES, jobRequest, MESSAGES } from '@app/shared';
import { startSmtpTestServer } from '../../test/harness';
import type { TestServer } from '../../test/harness';
import { outboxTo } from '../../test/helpers';
import { actor, applicant, employerWithJob } from '../../test/recruitment';
import type { SmtpPeer } from '../../test/smtp-peer';
import { acceptedLocale, cookieLocale, requestLocale, translate } from './i18n';

// Issue 17: the API answers in the caller's language (Accept-Language, else the account's), with the same codes.

let smtp: SmtpPeer;
let server: TestServer;
const MISSING_JOB = '/api/jobs/00000000-0000-4000-8000-000000000000';

beforeAll(async () => {
  ({ server, smtp } = await startSmtpTestServer({
    clockStart: new Date('2026-11-20T03:00:00Z'),
  }));
});

afterAll(async () => {
  await server?.stop();
});

/** Registers through the API with a Vietnamese browser, verifies with the mailed code and signs in. */
async function vietnameseAccount(email: string) {
  const reg = await server.call('POST', '/api/auth/register', {
    headers: { 'accept-language': 'vi-VN,vi;q=0.9,en;q=0.5' },
    body: { name: 'Trần Thảo', email, password: 'Password123' },
  });
  expect(reg.status).toBe(201);
  const [mail] = await outboxTo(server, email);
  const code = /\d{6}/.exec(mail!.subject)?.[0];
  const verified = await server.call('POST', '/api/auth/verify-email', { body: { email, code } });
  expect(verified.status).toBe(200);
  const login = await server.call('POST', '/api/auth/login', { body: { email, password: 'Password123' } });
  expect(login.status).toBe(200);
  return { mail: mail!, login };
}

describe('the language of a request', () => {
  it('reads Accept-Language: the supported language it prefers, or none', () => {
    expect(acceptedLocale('vi-VN,vi;q=0.9,en;q=0.8')).toBe('vi');
    expect(acceptedLocale('fr-FR,en;q=0.4,vi;q=0.6')).toBe('vi');
    expect(acceptedLocale('en-GB')).toBe('en');
    expect(acceptedLocale('fr, de')).toBeNull();
    expect(acceptedLocale('*')).toBeNull();
    expect(acceptedLocale(undefined)).toBeNull();
  });
});

describe('the language of a browser’s own navigation (decision 1216)', () => {
  const request = (headers: Record<string, string>, accountLocale?: string) =>
    ({
      headers,
      auth: accountLocale ? { user: { locale: accountLocale } } : null,
    }) as unknown as Parameters<typeof requestLocale>[0];

  it('reads the language chosen on the site (the lang cookie) before the browser’s Accept-Language', () => {
    const navigation = { 'sec-fetch-mode': 'navigate', 'accept-language': 'en-US,en;q=0.9' };
    expect(requestLocale(request({ ...navigation, cookie: 'theme=dark; lang=vi' }))).toBe('vi');
    // The cookie beats the account too: it is this browser's latest choice (the account's is adopted into it).
    expect(requestLocale(request({ ...navigation, cookie: 'lang=en' }, 'vi'))).toBe('en');
    // A browser without Fetch Metadata that asks for a page.
    expect(
      requestLocale(
        request({ accept: 'text/html,application/xhtml+xml', 'accept-language': 'en', cookie: 'lang=vi' }),
      ),
    ).toBe('vi');
    // No cookie, or one naming no language: Accept-Language, then the account, as before.
    expect(requestLocale(request(navigation))).toBe('en');
    expect(requestLocale(request({ ...navigation, cookie: 'lang=fr' }))).toBe('en');
    expect(requestLocale(request({ 'sec-fetch-mode': 'navigate', cookie: 'xlang=vi' }, 'vi'))).toBe('vi');
  });

  it('leaves the app’s fetches and API clients on Accept-Language: the interface’s language, not the cookie', () => {
    // Another tab switched the cookie to Vietnamese; this tab's interface (its Accept-Language) is English.
    expect(
      requestLocale(request({ 'sec-fetch-mode': 'cors', 'accept-language': 'en', cookie: 'lang=vi' })),
    ).toBe('en');
    expect(
      requestLocale(request({ accept: 'application/json', 'accept-language': 'en', cookie: 'lang=vi' })),
    ).toBe('en');
    // An API key's client: no cookie, no Fetch Metadata.
    expect(requestLocale(request({ 'accept-language': 'vi' }, 'en'))).toBe('vi');
  });

  it('reads the first lang cookie, and only a supported language', () => {
    expect(cookieLocale({ cookie: 'lang=vi; lang=en' })).toBe('vi');
    expect(cookieLocale({ cookie: 'a=1;lang= vi ' })).toBe('vi');
    expect(cookieLocale({ cookie: 'mylang=vi' })).toBeNull();
    expect(cookieLocale({ cookie: 'lang=de' })).toBeNull();
    expect(cookieLocale({})).toBeNull();
  });

  it('answers a browser that opened an API address in the language its reader chose', async () => {
    const headers = { 'accept-language': 'en-US,en;q=0.9', cookie: 'lang=vi' };
    const opened = await server.app.inject({
      method: 'GET',
      url: MISSING_JOB,
      headers: { ...headers, 'sec-fetch-mode': 'navigate', 'sec-fetch-dest': 'document' },
    });
    expect(opened.statusCode).toBe(404);
    expect(opened.json()).toMatchObject({
      message: 'Tin tuyển dụng này không tồn tại.',
      code: ERROR_CODES.notFound,
    });
    // The same address fetched by the app, whose interface is English.
    const fetched = await server.app.inject({
      method: 'GET',
      url: MISSING_JOB,
      headers: { ...headers, 'sec-fetch-mode': 'cors', 'sec-fetch-dest': 'empty' },
    });
    expect(fetched.json()).toMatchObject({ message: 'This job posting does not exist.' });
  });
});

describe('error replies', () => {
  it('answer in Vietnamese or English with the same status and code', async () => {
    const vi = await server.call('GET', MISSING_JOB, { headers: { 'accept-language': 'vi' } });
    const en = await server.call('GET', MISSING_JOB, { headers: { 'accept-language': 'en-US' } });
    expect(vi.status).toBe(404);
    expect(en.status).toBe(404);
    expect(vi.body).toEqual({
      success: false,
      message: 'Tin tuyển dụng này không tồn tại.',
      code: ERROR_CODES.notFound,
    });
    expect(en.body).toEqual({
      success: false,
      message: 'This job posting does not exist.',
      code: ERROR_CODES.notFound,
    });
  });

  it('translate validation errors (422): every field message, shared or zod’s own', async () => {
    const res = await server.call('POST', '/api/auth/register', {
      headers: { 'accept-language': 'vi' },
      body: { name: '', email: 'not-an-email', password: 'short' },
    });
    expect(res.status).toBe(422);
    expect(res.body.code).toBe(ERROR_CODES.validation);
    const errors = res.body.errors as Record<string, string[]>;
    expect(errors.email).toEqual(['Vui lòng nhập địa chỉ email hợp lệ']);
    expect(errors.password).toEqual(['Mật khẩu phải có ít nhất 8 ký tự']);
    expect(errors.name).toEqual(['Vui lòng nhập họ tên']);
    expect(Object.values(errors).flat()).toContain(res.body.message);

    // `remember` has no message of ours: zod's own, in zod's Vietnamese.
    const login = await server.call('POST', '/api/auth/login', {
      headers: { 'accept-language': 'vi' },
      body: { email: 'a@b.test', password: 'x', remember: 'yes' },
    });
    expect(login.status).toBe(422);
    const remember = (login.body.errors as Record<string, string[]>).remember![0]!;
    expect(remember).toMatch(/không hợp lệ/);
    const english = await server.call('POST', '/api/auth/login', {
      body: { email: 'a@b.test', password: 'x', remember: 'yes' },
    });
    expect((english.body.errors as Record<string, string[]>).remember![0]).toMatch(/^Invalid input/);
  });

  it('use the signed-in account’s language when Accept-Language names none, and the header otherwise', async () => {
    const { login } = await vietnameseAccount('thao@i18n.test');
    const token = login.body.access_token as string;
    // Node's fetch sends "Accept-Language: *": no supported language, so the account's.
    const own = await server.call('POST', '/api/auth/users/downgrade-to-member', { token });
    expect(own.status).toBe(409);
    expect(own.body).toMatchObject({
      message: 'Chỉ tài khoản nhà tuyển dụng mới có gói dịch vụ để hủy.',
      code: ERROR_CODES.conflict,
    });
    const english = await server.call('POST', '/api/auth/users/downgrade-to-member', {
      token,
      headers: { 'accept-language': 'en' },
    });
    expect(english.body).toMatchObject({
      message: 'Only an employer account has a package to cancel.',
      code: ERROR_CODES.conflict,
    });
  });
});

describe('messages with values', () => {
  it('are formatted again in Vietnamese, their labels translated', () => {
    const result = jobRequest.safeParse({
      title: '',
      location: 'Hà Nội',
      type: 'full-time',
      level: 'senior',
      description: 'x',
      salary_min: -1,
    });
    expect(result.success).toBe(false);
    const messages = result.error!.issues.map((issue) => issue.message);
    expect(messages).toContain('Title is required');
    expect(messages).toContain(
      'Minimum salary must be more than 0 VND; leave it empty if the salary is negotiable',
    );
    expect(messages.map((m) => translate('vi', m))).toEqual(
      expect.arrayContaining([
        'Tiêu đề không được để trống',
        'Mức lương tối thiểu phải lớn hơn 0 VND; để trống nếu lương thỏa thuận',
      ]),
    );
    expect(translate('vi', MESSAGES.passwordsDoNotMatch)).toBe('Mật khẩu không khớp');
    expect(translate('vi', 'Some text of nobody')).toBe('Some text of nobody');
  });
});

describe('mails and replies in the account’s language', () => {
  it('sends the verification mail of a Vietnamese registration in Vietnamese, and the account says vi', async () => {
    const { mail, login } = await vietnameseAccount('lan@i18n.test');
    expect(mail.subject).toMatch(/^\d{6} là mã xác thực DotTrip của bạn$/);
    expect(mail.text).toContain('Chào Trần Thảo,');
    expect(mail.text).toContain('Mã xác thực của bạn là: ');
    expect(mail.text).toContain('— Đội ngũ DotTrip');
    expect(mail.html).toContain('lang="vi"');
    expect((login.body.user as { locale: string }).locale).toBe('vi');
    const profile = await server.call('GET', '/api/auth/profile', {
      token: login.body.access_token as string,
    });
    expect((profile.body.user as { locale: string }).locale).toBe('vi');
  });

  it('writes an interview invitation and its .ics in each recipient’s language', async () => {
    const { employer, jobId } = await employerWithJob(server, smtp, 'hr@i18n.test', 'Tiki');
    const candidate = await applicant(server, smtp, 'minh@i18n.test', jobId, 'Phạm Minh');
    const switched = await server.call('PATCH', '/api/account/locale', {
      token: candidate.token,
      body: { locale: 'vi' },
    });
    expect(switched.status).toBe(200);
    const res = await server.call('POST', `/api/applications/${candidate.applicationId}/interviews`, {
      token: employer.token,
      body: {
        starts_at: '2026-12-01T09:30',
        time_zone: 'Asia/Ho_Chi_Minh',
        duration_minutes: 45,
        type: 'video',
        location: 'https://meet.example.com/tiki',
        interviewer_ids: [employer.userId],
        notes: '',
      },
    });
    expect(res.status).toBe(201);

    const toCandidate = (await outboxTo(server, candidate.email)).at(-1)!;
    expect(toCandidate.subject).toMatch(/^Phỏng vấn: Senior React Developer tại Tiki, /);
    expect(toCandidate.text).toContain('Thời gian: ');
    expect(toCandidate.text).toContain('(45 phút)');
    expect(toCandidate.text).toContain('Hình thức: Trực tuyến (video) — https://meet.example.com/tiki');
    const ics = toCandidate.attachments[0]!.content.replace(/\r\n /g, '');
    expect(ics).toContain('SUMMARY:Phỏng vấn: Phạm Minh — Senior React Developer tại Tiki');
    expect(ics).toContain('DESCRIPTION:Phỏng vấn trực tuyến cho vị trí Senior React Developer tại Tiki.');

    const toInterviewer = (await outboxTo(server, employer.email)).at(-1)!;
    expect(toInterviewer.subject).toMatch(/^Interview: Senior React Developer at Tiki, /);
    const english = toInterviewer.attachments[0]!.content.replace(/\r\n /g, '');
    expect(english).toContain('SUMMARY:Interview: Phạm Minh — Senior React Developer at Tiki');
    // The type as the screens name it, not the API's value ("video", "onsite").
    expect(english).toContain('DESCRIPTION:Video interview for Senior React Developer at Tiki.');
    expect(toInterviewer.text).toContain('How: Video — https://meet.example.com/tiki');
  });
});

describe('plans', () => {
  it('lists the known features in Vietnamese; names and prices stay', async () => {
    const vi = await server.call('GET', '/api/auth/plans', { headers: { 'accept-language': 'vi' } });
    const en = await server.call('GET', '/api/auth/plans', { headers: { 'accept-language': 'en' } });
    const free = (body: Record<string, unknown>) =>
      (body.plans as Array<{ name: string; display_name: string; features: string }>).find(
        (p) => p.name === 'free',
      )!;
    expect(free(vi.body)).toMatchObject({
      display_name: 'Free',
      features: 'Tối đa 5 ứng viên, Xem thông tin cơ bản, Hỗ trợ qua email',
    });
    expect(free(en.body).features).toBe('Up to 5 candidates, Basic info access, Email support');
  });

  it('answers upgrade and cancel in the caller’s language', async () => {
    const member = await actor(server, smtp, 'member', 'quy@i18n.test');
    const up = await server.call('POST', '/api/auth/users/upgrade-to-employer', {
      token: member.token,
      headers: { 'accept-language': 'vi' },
      body: { planId: 'standard' },
    });
    expect(up.body.message).toBe('Tài khoản của bạn đã trở thành tài khoản nhà tuyển dụng với gói Pro.');
    const down = await server.call('POST', '/api/auth/users/downgrade-to-member', {
      token: member.token,
      headers: { 'accept-language': 'vi' },
    });
    expect(down.body.message).toBe('Gói nhà tuyển dụng của bạn đã được hủy.');
  });
});

describe('zod’s bounds in the reader’s language (decision 1181)', () => {
  it('refuses an over-long URL in Vietnamese, naming the limit', async () => {
    const { employer } = await employerWithJob(server, smtp, 'logo@i18n.test', 'Logo Co');
    const res = await server.call('PUT', '/api/employer/company', {
      token: employer.token,
      headers: { 'accept-language': 'vi' },
      body: { name: 'Logo Co', logo_url: `https://example.com/${'a'.repeat(600)}` },
    });
    expect(res.status).toBe(422);
    const logo = (res.body.errors as Record<string, string[]>).logo_url!;
    expect(logo[0]).toBe('Tối đa 500 ký tự');
  });
});
