import { asc, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { outbox, users } from '../../db/schema';
import { startSmtpTestServer } from '../../../test/harness';
import type { TestServer } from '../../../test/harness';
import {
  actor,
  adminActor,
  applicant,
  employerWithJob,
  postForm,
  samplePdf,
} from '../../../test/recruitment';
import type { Actor } from '../../../test/recruitment';
import type { SmtpPeer } from '../../../test/smtp-peer';

let smtp: SmtpPeer;
let server: TestServer;
let admin: Actor;
let staff: Actor;
let employer: Actor;
let rival: Actor;
let jobId: string;
let rivalJobId: string;
let an: Actor & { applicationId: string };
let binh: Actor & { applicationId: string };
let anAtRival: string;

type Interview = {
  id: string;
  starts_at: string;
  ends_at: string;
  status: string;
  sequence: number;
  interviewers: Array<{ id: string }>;
  feedback: Array<{ interviewer: { id: string }; score: number; recommendation: string }>;
};

const slot = (startsAt: string, interviewers: string[], extra: Record<string, unknown> = {}) => ({
  starts_at: startsAt,
  time_zone: 'Asia/Ho_Chi_Minh',
  duration_minutes: 60,
  type: 'video',
  location: 'https://meet.example.com/abc',
  interviewer_ids: interviewers,
  notes: 'Bring your portfolio',
  ...extra,
});

/** The .ics attachments written to the outbox for one address, oldest first. */
async function icsFor(email: string): Promise<string[]> {
  const rows = await server.ctx.db.select().from(outbox).where(eq(outbox.to, email)).orderBy(asc(outbox.id));
  return rows.flatMap((r) =>
    r.attachments.filter((a) => a.contentType.startsWith('text/calendar')).map((a) => a.content),
  );
}

beforeAll(async () => {
  // The interviews below are on fixed days; a start in the past is refused (decision 285).
  ({ server, smtp } = await startSmtpTestServer({
    clockStart: new Date('2026-11-20T03:00:00Z'),
  }));
  admin = await adminActor(server);
  staff = await actor(server, smtp, 'staff', 'staff@iv.test', { name: 'Staff Hoa' });
  ({ employer, jobId } = await employerWithJob(server, smtp, 'hr@iv.test', 'Grab Vietnam'));
  ({ employer: rival, jobId: rivalJobId } = await employerWithJob(
    server,
    smtp,
    'hr@rival-iv.test',
    'Be Group',
  ));
  an = await applicant(server, smtp, 'an@iv.test', jobId, 'Nguyễn An');
  binh = await applicant(server, smtp, 'binh@iv.test', jobId, 'Lê Bình');
  const again = await postForm(
    server,
    `/api/jobs/${rivalJobId}/applications`,
    an.token,
    {},
    { name: 'cv.pdf', data: samplePdf() },
  );
  anAtRival = (again.body.application as { id: string }).id;
});

afterAll(async () => {
  await server.stop();
});

let interviewId: string;

describe('scheduling', () => {
  it('schedules in the given time zone, moves the application to Interview and sends invitations with an .ics', async () => {
    const res = await server.call('POST', `/api/applications/${an.applicationId}/interviews`, {
      token: employer.token,
      body: slot('2026-12-01T09:30', [employer.userId]),
    });
    expect(res.status).toBe(201);
    const interview = res.body.interview as Interview;
    interviewId = interview.id;
    expect(interview).toMatchObject({
      starts_at: '2026-12-01T02:30:00.000Z',
      ends_at: '2026-12-01T03:30:00.000Z',
      status: 'scheduled',
      sequence: 0,
    });
    const app = await server.call('GET', `/api/applications/${an.applicationId}`, { token: employer.token });
    expect(app.body.application).toMatchObject({ stage: 'interview' });

    const mail = await smtp.waitFor(an.email, (m) => m.text.includes('has been scheduled'));
    // The invitation names Nguyễn An: its part says UTF-8, else a mail program reads it as US-ASCII and garbles it.
    expect(mail.raw).toMatch(/^Content-Type: text\/calendar; charset=utf-8; method=REQUEST;/m);
    await smtp.waitFor(employer.email, (m) => m.text.includes('has been scheduled'));
    const [ics] = await icsFor(an.email);
    expect(ics).toContain('METHOD:REQUEST');
    expect(ics).toContain(`UID:interview-${interviewId}@localhost`);
    expect(ics).toContain('SEQUENCE:0');
    expect(ics).toContain('DTSTART:20261201T023000Z');
    expect(ics).toContain('DTEND:20261201T033000Z');
    expect(ics).toContain(`mailto:${an.email}`);
    expect(ics).toContain('\r\n');

    const mine = await server.call('GET', '/api/me/applications', { token: an.token });
    const seen = (mine.body.applications as Array<{ id: string; stage: string; interviews: unknown[] }>).find(
      (a) => a.id === an.applicationId,
    )!;
    expect(seen.stage).toBe('interview');
    expect(seen.interviews).toHaveLength(1);
  });

  it('checks who may interview', async () => {
    const asEmployer = await server.call('POST', `/api/applications/${binh.applicationId}/interviews`, {
      token: employer.token,
      body: slot('2026-12-02T09:00', [staff.userId]),
    });
    expect(asEmployer.status).toBe(422);
    const member = await server.call('POST', `/api/applications/${binh.applicationId}/interviews`, {
      token: staff.token,
      body: slot('2026-12-02T09:00', [an.userId]),
    });
    expect(member.status).toBe(422);
    const bad = await server.call('POST', `/api/applications/${binh.applicationId}/interviews`, {
      token: staff.token,
      body: slot('2026-12-02 9am', [staff.userId], { time_zone: 'Mars/Olympus', type: 'chat' }),
    });
    expect(bad.status).toBe(422);
    expect(Object.keys(bad.body.errors as object)).toEqual(
      expect.arrayContaining(['starts_at', 'time_zone', 'type']),
    );
  });

  it('answers 409 naming the clash, for an interviewer and for the candidate', async () => {
    const interviewerClash = await server.call('POST', `/api/applications/${binh.applicationId}/interviews`, {
      token: employer.token,
      body: slot('2026-12-01T10:00', [employer.userId]),
    });
    expect(interviewerClash.status).toBe(409);
    expect(interviewerClash.body.message).toContain('interviewer hr');
    expect(interviewerClash.body.code).toBe('INTERVIEW_CLASH');
    // In Vietnamese the whole message is Vietnamese, its time included, and says "lúc" once.
    const vi = await server.call('POST', `/api/applications/${binh.applicationId}/interviews`, {
      token: employer.token,
      headers: { 'accept-language': 'vi' },
      body: slot('2026-12-01T10:00', [employer.userId]),
    });
    expect(vi.status).toBe(409);
    expect(vi.body.message).toMatch(
      /^Trùng lịch: người phỏng vấn hr đã có buổi phỏng vấn lúc \d\d:\d\d Thứ Ba, 1 tháng 12, 2026 \(Asia\/Ho_Chi_Minh\)\.$/,
    );

    const candidateClash = await server.call('POST', `/api/applications/${anAtRival}/interviews`, {
      token: rival.token,
      body: slot('2026-12-01T03:00:00Z', [rival.userId], { time_zone: 'UTC' }),
    });
    expect(candidateClash.status).toBe(409);
    expect(candidateClash.body.message).toContain('candidate Nguyễn An');

    const backToBack = await server.call('POST', `/api/applications/${binh.applicationId}/interviews`, {
      token: employer.token,
      body: slot('2026-12-01T10:30', [employer.userId]),
    });
    expect(backToBack.status).toBe(201);
  });

  it('a video interview takes only a web address as its meeting link, and says so in both languages (decision 1195)', async () => {
    // An applicant of its own: the interview left here changes no count below.
    const linda = await applicant(server, smtp, 'linda@iv.test', jobId, 'Phạm Linh');
    const at = (location: string, lang = 'en', type = 'video') =>
      server.call('POST', `/api/applications/${linda.applicationId}/interviews`, {
        token: employer.token,
        headers: { 'accept-language': lang },
        body: slot('2026-12-16T15:00', [employer.userId], { type, location }),
      });
    for (const location of [
      'Zoom room 5',
      'meet.google.com/abc',
      'javascript:alert(1)',
      'https://meet x',
      'ftp://x.test',
    ]) {
      const refused = await at(location);
      expect(refused.status, location).toBe(422);
      expect(refused.body.errors).toEqual({
        location: ['Enter the meeting link as a web address that starts with https:// or http://'],
      });
    }
    const vi = await at('Phòng họp Zoom');
    expect(vi.status).toBe(422);
    const viText = await at('Phòng họp Zoom', 'vi');
    expect(viText.body.message).toBe(
      'Hãy nhập link họp trực tuyến là một địa chỉ web bắt đầu bằng https:// hoặc http://',
    );
    // Nothing is scheduled by a refused request; a phone number or a place stays free text.
    const list = await server.call('GET', `/api/interviews?application_id=${linda.applicationId}`, {
      token: employer.token,
    });
    expect((list.body.interviews as Interview[]).map((i) => i.starts_at)).not.toContain(
      '2026-12-16T08:00:00.000Z',
    );
    const phone = await at('0901 234 567, ask for Lan', 'en', 'phone');
    expect(phone.status).toBe(201);
    const moved = await server.call('PUT', `/api/interviews/${(phone.body.interview as Interview).id}`, {
      token: employer.token,
      body: slot('2026-12-16T15:00', [employer.userId], { location: 'Teams: ask HR' }),
    });
    expect(moved.status).toBe(422);
    const link = await server.call('PUT', `/api/interviews/${(phone.body.interview as Interview).id}`, {
      token: employer.token,
      body: slot('2026-12-16T15:00', [employer.userId], { location: 'http://meet.example.com/room-7' }),
    });
    expect(link.status).toBe(200);
    expect(link.body.interview).toMatchObject({ type: 'video', location: 'http://meet.example.com/room-7' });
  });

  it('reschedules with the same UID and a higher SEQUENCE, then cancels with METHOD:CANCEL', async () => {
    const moved = await server.call('PUT', `/api/interviews/${interviewId}`, {
      token: employer.token,
      body: slot('2026-12-03T14:00', [employer.userId], {
        type: 'onsite',
        location: 'Tầng 5, 268 Lý Thường Kiệt',
      }),
    });
    expect(moved.status).toBe(200);
    expect(moved.body.interview).toMatchObject({ sequence: 1, starts_at: '2026-12-03T07:00:00.000Z' });
    await smtp.waitFor(an.email, (m) => m.text.includes('has new details'));
    // The same details again (a second click) change nothing: the same SEQUENCE, no mail (counted below).
    const again = await server.call('PUT', `/api/interviews/${interviewId}`, {
      token: employer.token,
      body: slot('2026-12-03T14:00', [employer.userId], {
        type: 'onsite',
        location: 'Tầng 5, 268 Lý Thường Kiệt',
      }),
    });
    expect(again.status).toBe(200);
    expect(again.body.interview).toMatchObject({ sequence: 1, starts_at: '2026-12-03T07:00:00.000Z' });
    const clash = await server.call('PUT', `/api/interviews/${interviewId}`, {
      token: employer.token,
      body: slot('2026-12-01T10:45', [employer.userId]),
    });
    expect(clash.status).toBe(409);

    const cancelled = await server.call('POST', `/api/interviews/${interviewId}/cancel`, {
      token: employer.token,
    });
    expect(cancelled.status).toBe(200);
    expect(cancelled.body.interview).toMatchObject({ status: 'cancelled', sequence: 2 });
    await smtp.waitFor(an.email, (m) => m.text.includes('has been cancelled'));
    expect(
      (await server.call('POST', `/api/interviews/${interviewId}/cancel`, { token: employer.token })).status,
    ).toBe(409);

    const all = await icsFor(an.email);
    expect(all).toHaveLength(3);
    const uids = all.map((ics) => /UID:(.*)\r\n/.exec(ics)?.[1]);
    expect(new Set(uids).size).toBe(1);
    expect(all.map((ics) => /SEQUENCE:(\d+)/.exec(ics)?.[1])).toEqual(['0', '1', '2']);
    expect(all[1]).toContain('METHOD:REQUEST');
    expect(all[1]).toContain('DTSTART:20261203T070000Z');
    expect(all[2]).toContain('METHOD:CANCEL');
    expect(all[2]).toContain('STATUS:CANCELLED');

    // The slot is free again.
    const reuse = await server.call('POST', `/api/applications/${anAtRival}/interviews`, {
      token: rival.token,
      body: slot('2026-12-03T14:00', [rival.userId]),
    });
    expect(reuse.status).toBe(201);
  });
});

describe('feedback and lists', () => {
  let staffInterview: string;
  beforeAll(async () => {
    const res = await server.call('POST', `/api/applications/${binh.applicationId}/interviews`, {
      token: staff.token,
      body: slot('2026-12-04T09:00', [staff.userId, employer.userId]),
    });
    staffInterview = (res.body.interview as Interview).id;
  });

  it('refuses feedback before the interview starts (409), then takes one feedback per interviewer', async () => {
    const early = await server.call('PUT', `/api/interviews/${staffInterview}/feedback`, {
      token: employer.token,
      body: { score: 4, recommendation: 'yes' },
    });
    expect(early.status).toBe(409);
    expect(early.body.code).toBe('INTERVIEW_NOT_STARTED');
    // The time names its zone in brackets once: no brackets inside brackets, in either language.
    expect(early.body.message).toBe(
      'Feedback opens when the interview starts: Friday, 4 December 2026 at 09:00 (Asia/Ho_Chi_Minh).',
    );
    const earlyVi = await server.call('PUT', `/api/interviews/${staffInterview}/feedback`, {
      token: employer.token,
      body: { score: 4, recommendation: 'yes' },
      headers: { 'accept-language': 'vi' },
    });
    expect(earlyVi.body.message).toMatch(
      /^Chỉ có thể gửi đánh giá khi buổi phỏng vấn đã bắt đầu: .*2026 \(Asia\/Ho_Chi_Minh\)\.$/,
    );
    // The interview starts on 2026-12-04 at 09:00 in Ho Chi Minh City (02:00 UTC).
    server.clock.advance(new Date('2026-12-04T02:00:00Z').getTime() - server.clock.now().getTime());
    const res = await server.call('PUT', `/api/interviews/${staffInterview}/feedback`, {
      token: employer.token,
      body: { score: 4, recommendation: 'yes', comments: 'Good system design answers' },
    });
    expect(res.status).toBe(200);
    const revised = await server.call('PUT', `/api/interviews/${staffInterview}/feedback`, {
      token: employer.token,
      body: { score: 5, recommendation: 'strong_yes' },
    });
    expect((revised.body.interview as Interview).feedback).toEqual([
      expect.objectContaining({ interviewer: expect.objectContaining({ id: employer.userId }), score: 5 }),
    ]);
    expect(
      (
        await server.call('PUT', `/api/interviews/${staffInterview}/feedback`, {
          token: admin.token,
          body: { score: 3, recommendation: 'no' },
        })
      ).status,
    ).toBe(403);
    expect(
      (
        await server.call('PUT', `/api/interviews/${staffInterview}/feedback`, {
          token: staff.token,
          body: { score: 9, recommendation: 'maybe' },
        })
      ).status,
    ).toBe(422);
    const mine = await server.call('GET', '/api/me/applications', { token: binh.token });
    expect(JSON.stringify(mine.body)).not.toContain('strong_yes');
  });

  it("hides an interviewer's feedback from the application's other interviewers until they submit their own", async () => {
    type Fb = Interview['feedback'];
    const seenBy = async (token: string) => {
      const app = await server.call('GET', `/api/applications/${binh.applicationId}`, { token });
      const onApp = (app.body.application as { interviews: Interview[] }).interviews;
      const one = await server.call('GET', `/api/interviews/${staffInterview}`, { token });
      const list = await server.call('GET', `/api/interviews?application_id=${binh.applicationId}`, {
        token,
      });
      const listed = (list.body.interviews as Interview[]).find((i) => i.id === staffInterview)!;
      const who = (f: Fb) => f.map((x) => x.interviewer.id).sort();
      const views = [
        who(onApp.find((i) => i.id === staffInterview)!.feedback),
        who((one.body.interview as Interview).feedback),
        who(listed.feedback),
      ];
      // The application page, GET /interviews/:id and the list agree.
      expect(views[1]).toEqual(views[0]);
      expect(views[2]).toEqual(views[0]);
      return views[0];
    };
    // Staff sits on this interview and has not submitted: the employer's feedback is hidden from it.
    expect(await seenBy(staff.token)).toEqual([]);
    // The author sees its own; an admin who sits on no interview of the application sees all.
    expect(await seenBy(employer.token)).toEqual([employer.userId]);
    expect(await seenBy(admin.token)).toEqual([employer.userId]);

    const own = await server.call('PUT', `/api/interviews/${staffInterview}/feedback`, {
      token: staff.token,
      body: { score: 3, recommendation: 'no', comments: 'Needs more depth' },
    });
    expect(own.status).toBe(200);
    const both = [employer.userId, staff.userId].sort();
    expect(await seenBy(staff.token)).toEqual(both);
    expect(await seenBy(admin.token)).toEqual(both);
    // The employer still owes feedback on its other interview of this application (01 Dec, 10:30): staff's stays hidden.
    expect(await seenBy(employer.token)).toEqual([employer.userId]);
    const list = await server.call('GET', `/api/interviews?application_id=${binh.applicationId}`, {
      token: employer.token,
    });
    const other = (list.body.interviews as Interview[]).find(
      (i) => i.id !== staffInterview && i.status === 'scheduled',
    )!;
    const owed = await server.call('PUT', `/api/interviews/${other.id}/feedback`, {
      token: employer.token,
      body: { score: 4, recommendation: 'yes' },
    });
    expect(owed.status).toBe(200);
    expect(await seenBy(employer.token)).toEqual(both);
  });

  it('lists interviews in a window, scoped to the caller', async () => {
    const week = await server.call(
      'GET',
      `/api/interviews?from=${encodeURIComponent('2026-11-30T00:00:00Z')}&to=${encodeURIComponent('2026-12-07T00:00:00Z')}`,
      { token: employer.token },
    );
    expect(week.status).toBe(200);
    const list = week.body.interviews as Interview[];
    expect(list.length).toBe(3);
    expect(list.map((i) => i.starts_at)).toEqual([...list.map((i) => i.starts_at)].sort());
    const narrow = await server.call(
      'GET',
      `/api/interviews?from=${encodeURIComponent('2026-12-04T00:00:00+07:00')}&to=${encodeURIComponent('2026-12-05T00:00:00+07:00')}`,
      { token: admin.token },
    );
    expect((narrow.body.interviews as Interview[]).map((i) => i.id)).toEqual([staffInterview]);
    const rivalList = await server.call('GET', '/api/interviews', { token: rival.token });
    expect((rivalList.body.interviews as Interview[]).length).toBe(1);
    expect(
      (await server.call('GET', '/api/interviews?status=cancelled', { token: employer.token })).body
        .interviews,
    ).toHaveLength(1);
  });

  it('answers 404 to another employer on every interview route, 403 to members, 401 anonymous', async () => {
    const calls: Array<[string, string, unknown?]> = [
      [
        'POST',
        `/api/applications/${binh.applicationId}/interviews`,
        slot('2026-12-10T09:00', [rival.userId]),
      ],
      ['GET', `/api/interviews/${staffInterview}`],
      ['PUT', `/api/interviews/${staffInterview}`, slot('2026-12-10T09:00', [rival.userId])],
      ['POST', `/api/interviews/${staffInterview}/cancel`],
      ['PUT', `/api/interviews/${staffInterview}/feedback`, { score: 1, recommendation: 'no' }],
    ];
    for (const [method, url, body] of calls) {
      expect((await server.call(method, url, { token: rival.token, body })).status, `${method} ${url}`).toBe(
        404,
      );
      expect((await server.call(method, url, { token: an.token, body })).status, `${method} ${url}`).toBe(
        403,
      );
      expect((await server.call(method, url, { body })).status, `${method} ${url}`).toBe(401);
    }
    expect((await server.call('GET', '/api/interviews', { token: an.token })).status).toBe(403);
  });
});

describe('GET /api/applications/:id/interviewers', () => {
  type Choice = { id: string; name: string; email: string };
  const choices = async (token: string | undefined, applicationId: string, q?: string) => {
    const res = await server.call(
      'GET',
      `/api/applications/${applicationId}/interviewers${q === undefined ? '' : `?q=${encodeURIComponent(q)}`}`,
      { token },
    );
    return { status: res.status, ids: ((res.body.interviewers ?? []) as Choice[]).map((p) => p.id), res };
  };

  it('an employer gets only itself, on its own applications', async () => {
    const mine = await choices(employer.token, an.applicationId);
    expect(mine.status).toBe(200);
    expect(mine.res.body.interviewers).toEqual([{ id: employer.userId, name: 'hr', email: 'hr@iv.test' }]);
    expect((await choices(employer.token, an.applicationId, 'nobody-matches')).ids).toEqual([]);
  });

  it("answers 404 for another tenant's application or an unknown one", async () => {
    expect((await choices(employer.token, anAtRival)).status).toBe(404);
    expect((await choices(rival.token, an.applicationId)).status).toBe(404);
    expect((await choices(rival.token, binh.applicationId, 'hr')).status).toBe(404);
    expect((await choices(staff.token, '00000000-0000-4000-8000-000000000000')).status).toBe(404);
  });

  it('staff and admin get staff and admin users and the posting owner, never members or other employers', async () => {
    for (const caller of [staff, admin]) {
      const all = await choices(caller.token, an.applicationId);
      expect(all.status).toBe(200);
      expect(all.ids).toEqual(expect.arrayContaining([staff.userId, admin.userId, employer.userId]));
      expect(all.ids).not.toContain(rival.userId);
      expect(all.ids).not.toContain(an.userId);
      expect(all.ids).not.toContain(binh.userId);
      // On the rival's posting, its owner is offered instead.
      const there = await choices(caller.token, anAtRival);
      expect(there.ids).toContain(rival.userId);
      expect(there.ids).not.toContain(employer.userId);
    }
  });

  it('searches by name or e-mail, case-insensitively', async () => {
    expect((await choices(admin.token, an.applicationId, 'STAFF h')).ids).toEqual([staff.userId]);
    expect((await choices(staff.token, an.applicationId, 'admin@TEST')).ids).toEqual([admin.userId]);
    expect((await choices(staff.token, an.applicationId, '%')).ids).toEqual([]);
    const bad = await choices(staff.token, an.applicationId, 'x'.repeat(201));
    expect(bad.status).toBe(422);
  });

  it('answers 403 to members and 401 anonymous', async () => {
    expect((await choices(an.token, an.applicationId)).status).toBe(403);
    expect((await choices(undefined, an.applicationId)).status).toBe(401);
  });

  it('caps the list at 20, ordered by name', async () => {
    await server.ctx.db.insert(users).values(
      Array.from({ length: 25 }, (_, i) => ({
        name: `Zeta Staff ${String(i).padStart(2, '0')}`,
        email: `zeta${i}@iv.test`,
        role: 'staff',
      })),
    );
    const capped = await choices(staff.token, an.applicationId, 'zeta');
    expect(capped.ids).toHaveLength(20);
    const names = (capped.res.body.interviewers as Choice[]).map((p) => p.name);
    expect(names[0]).toBe('Zeta Staff 00');
    expect(names).toEqual([...names].sort());
    expect((await choices(staff.token, an.applicationId)).ids).toHaveLength(20);
  });
});

describe('the time zone as IANA spells it', () => {
  it('stores a zone named in another case with its IANA spelling', async () => {
    const res = await server.call('POST', `/api/applications/${anAtRival}/interviews`, {
      token: rival.token,
      body: slot('2027-01-20T09:00', [rival.userId], { time_zone: 'asia/ho_chi_minh' }),
    });
    expect(res.status).toBe(201);
    expect(res.body.interview).toMatchObject({
      time_zone: 'Asia/Ho_Chi_Minh',
      starts_at: '2027-01-20T02:00:00.000Z',
    });
    const utc = await server.call('PUT', `/api/interviews/${(res.body.interview as Interview).id}`, {
      token: rival.token,
      body: slot('2027-01-20T02:00', [rival.userId], { time_zone: 'utc' }),
    });
    expect(utc.status).toBe(200);
    expect(utc.body.interview).toMatchObject({ time_zone: 'UTC', starts_at: '2027-01-20T02:00:00.000Z' });
  });
});

describe('closed applications', () => {
  it('frees the interviewers’ time held by an application rejected or withdrawn since', async () => {
    const [chi, dung, em] = await Promise.all([
      applicant(server, smtp, 'chi@iv.test', rivalJobId, 'Phạm Chi'),
      applicant(server, smtp, 'dung@iv.test', rivalJobId, 'Đỗ Dũng'),
      applicant(server, smtp, 'em@iv.test', rivalJobId, 'Hồ Em'),
    ]);
    const book = (applicationId: string) =>
      server.call('POST', `/api/applications/${applicationId}/interviews`, {
        token: rival.token,
        body: slot('2027-02-10T09:00', [rival.userId]),
      });
    expect((await book(chi.applicationId)).status).toBe(201);
    expect((await book(dung.applicationId)).status).toBe(409);

    const rejected = await server.call('POST', `/api/applications/${chi.applicationId}/move`, {
      token: rival.token,
      body: { stage: 'rejected', reason: 'Not a fit' },
    });
    expect(rejected.status).toBe(200);
    expect((await book(dung.applicationId)).status).toBe(201);

    const withdrawn = await server.call('POST', `/api/me/applications/${dung.applicationId}/withdraw`, {
      token: dung.token,
      body: {},
    });
    expect(withdrawn.status).toBe(200);
    expect((await book(em.applicationId)).status).toBe(201);
  });
});

describe('closed applications cancel their interviews (decision 1143)', () => {
  it('cancels the interviews still to come of a rejected or withdrawn application, in every calendar', async () => {
    const [fang, giang] = await Promise.all([
      applicant(server, smtp, 'fang@iv.test', rivalJobId, 'Vũ Phương'),
      applicant(server, smtp, 'giang@iv.test', rivalJobId, 'Trần Giang'),
    ]);
    const book = async (applicationId: string, at: string) => {
      const res = await server.call('POST', `/api/applications/${applicationId}/interviews`, {
        token: rival.token,
        body: slot(at, [rival.userId]),
      });
      expect(res.status).toBe(201);
      return (res.body.interview as Interview).id;
    };
    const fangFirst = await book(fang.applicationId, '2027-03-01T09:00');
    const fangSecond = await book(fang.applicationId, '2027-03-08T09:00');
    const giangOne = await book(giang.applicationId, '2027-03-02T09:00');
    const interview = async (id: string) =>
      (await server.call('GET', `/api/interviews/${id}`, { token: rival.token })).body.interview as Interview;

    const rejected = await server.call('POST', `/api/applications/${fang.applicationId}/move`, {
      token: rival.token,
      body: { stage: 'rejected', reason: 'Not a fit' },
    });
    expect(rejected.status).toBe(200);
    for (const id of [fangFirst, fangSecond]) {
      expect(await interview(id)).toMatchObject({ status: 'cancelled', sequence: 1 });
    }
    const withdrawn = await server.call('POST', `/api/me/applications/${giang.applicationId}/withdraw`, {
      token: giang.token,
      body: {},
    });
    expect(withdrawn.status).toBe(200);
    expect(await interview(giangOne)).toMatchObject({ status: 'cancelled', sequence: 1 });

    // The candidate and the interviewer each get a METHOD:CANCEL for every one, with the invitation's UID.
    for (const [email, count] of [
      [fang.email, 2],
      [giang.email, 1],
    ] as const) {
      const all = await icsFor(email);
      expect(all).toHaveLength(count * 2);
      const cancels = all.filter((ics) => ics.includes('METHOD:CANCEL'));
      expect(cancels).toHaveLength(count);
      for (const ics of cancels) expect(ics).toContain('SEQUENCE:1');
    }
    const toInterviewer = await icsFor('hr@rival-iv.test');
    for (const id of [fangFirst, fangSecond, giangOne]) {
      const mine = toInterviewer.filter((ics) => ics.includes(`UID:interview-${id}@`));
      expect(mine.map((ics) => /METHOD:(\w+)/.exec(ics)?.[1])).toEqual(['REQUEST', 'CANCEL']);
    }
    // Once cancelled, cancelling again is refused as for any cancelled interview.
    expect(
      (await server.call('POST', `/api/interviews/${fangFirst}/cancel`, { token: rival.token })).status,
    ).toBe(409);
  });

  it('cancels the interviews still to come of a hired application, in every calendar (decision 1224)', async () => {
    const hoa = await applicant(server, smtp, 'hired-hoa@iv.test', rivalJobId, 'Lê Hoa');
    const booked = await server.call('POST', `/api/applications/${hoa.applicationId}/interviews`, {
      token: rival.token,
      body: slot('2027-03-03T09:00', [rival.userId]),
    });
    expect(booked.status).toBe(201);
    const id = (booked.body.interview as Interview).id;

    const hired = await server.call('POST', `/api/applications/${hoa.applicationId}/move`, {
      token: rival.token,
      body: { stage: 'hired' },
    });
    expect(hired.status).toBe(200);
    const after = await server.call('GET', `/api/interviews/${id}`, { token: rival.token });
    expect(after.body.interview).toMatchObject({ status: 'cancelled', sequence: 1 });
    // The candidate and the interviewer each hear of it: the invitation, then its cancellation.
    const toCandidate = await icsFor(hoa.email);
    expect(toCandidate.map((ics) => /METHOD:(\w+)/.exec(ics)?.[1])).toEqual(['REQUEST', 'CANCEL']);
    const toInterviewer = (await icsFor('hr@rival-iv.test')).filter((ics) =>
      ics.includes(`UID:interview-${id}@`),
    );
    expect(toInterviewer.map((ics) => /METHOD:(\w+)/.exec(ics)?.[1])).toEqual(['REQUEST', 'CANCEL']);
  });
});

describe('an interview booked while the application closes', () => {
  it('never leaves an interview scheduled for an application rejected or withdrawn at the same moment', async () => {
    // On PostgreSQL the booking and the closing run side by side; the booking holds the application's row, so the
    // closing either sees the new interview (and cancels it) or comes first (and the booking is refused).
    for (let round = 0; round < 6; round++) {
      const person = await applicant(server, smtp, `race${round}@iv.test`, rivalJobId, `Race ${round}`);
      const day = String(10 + round).padStart(2, '0');
      const first = await server.call('POST', `/api/applications/${person.applicationId}/interviews`, {
        token: rival.token,
        body: slot(`2027-04-${day}T09:00`, [rival.userId]),
      });
      expect(first.status).toBe(201);
      const close =
        round % 2 === 0
          ? server.call('POST', `/api/applications/${person.applicationId}/move`, {
              token: rival.token,
              body: { stage: 'rejected', reason: 'Not a fit' },
            })
          : server.call('POST', `/api/me/applications/${person.applicationId}/withdraw`, {
              token: person.token,
              body: {},
            });
      const [booked, closed] = await Promise.all([
        server.call('POST', `/api/applications/${person.applicationId}/interviews`, {
          token: rival.token,
          body: slot(`2027-04-${day}T14:00`, [rival.userId]),
        }),
        close,
      ]);
      expect(closed.status).toBe(200);
      expect([201, 409]).toContain(booked.status);
      const list = await server.call('GET', `/api/interviews?application_id=${person.applicationId}`, {
        token: rival.token,
      });
      const interviews = list.body.interviews as Interview[];
      expect(interviews.filter((i) => i.status === 'scheduled')).toEqual([]);
    }
  });
});

describe('an interview that has taken place (decision 1202)', () => {
  it('cannot be cancelled: no cancellation reaches calendars about a meeting already held', async () => {
    const hoa = await applicant(server, smtp, 'hoa@iv.test', rivalJobId, 'Đặng Hoa');
    const booked = await server.call('POST', `/api/applications/${hoa.applicationId}/interviews`, {
      token: rival.token,
      body: slot('2026-12-10T16:20', [rival.userId]),
    });
    expect(booked.status).toBe(201);
    const id = (booked.body.interview as Interview).id;

    // It ends at 17:20 in Ho Chi Minh City (10:20 UTC): from then on it is over.
    server.clock.advance(new Date('2026-12-10T10:20:00Z').getTime() - server.clock.now().getTime());
    const late = await server.call('POST', `/api/interviews/${id}/cancel`, {
      token: rival.token,
      headers: { 'accept-language': 'vi' },
    });
    expect(late.status).toBe(409);
    expect(late.body.code).toBe('INTERVIEW_OVER');
    expect(late.body.message).toBe('Buổi phỏng vấn này đã diễn ra nên không thể hủy.');
    const after = await server.call('GET', `/api/interviews/${id}`, { token: rival.token });
    expect(after.body.interview).toMatchObject({ status: 'scheduled', sequence: 0 });
    expect((await icsFor(hoa.email)).filter((ics) => ics.includes('METHOD:CANCEL'))).toHaveLength(0);
  });
});

/** The calendar parts of a mail as the SMTP peer received it (base64 or quoted-printable), decoded. */
function calendarParts(raw: string): string[] {
  return (
    raw
      .split(/\r?\n--[^\r\n]+\r?\n/)
      .filter((part) => /^Content-Type: text\/calendar/im.test(part))
      .map((part) => {
        const [head = '', ...rest] = part.split(/\r?\n\r?\n/);
        const body = rest.join('\r\n\r\n');
        if (/^Content-Transfer-Encoding: base64/im.test(head)) {
          return Buffer.from(body.replace(/\s+/g, ''), 'base64').toString('utf8');
        }
        return body;
      })
      // Long lines are folded at 75 octets (RFC 5545 §3.1): read them whole.
      .map((ics) => ics.replace(/\r\n /g, ''))
  );
}

describe('an interviewer removed from an interview', () => {
  it('gets a METHOD:CANCEL with the same UID and a higher SEQUENCE in its language; those kept get none', async () => {
    // The employer reads its mail in Vietnamese.
    expect(
      (await server.call('PATCH', '/api/account/locale', { token: employer.token, body: { locale: 'vi' } }))
        .status,
    ).toBe(200);
    const booked = await server.call('POST', `/api/applications/${binh.applicationId}/interviews`, {
      token: staff.token,
      body: slot('2027-05-05T09:00', [staff.userId, admin.userId, employer.userId]),
    });
    expect(booked.status).toBe(201);
    const id = (booked.body.interview as Interview).id;
    const uid = `UID:interview-${id}@localhost`;
    const invited = await smtp.waitFor(employer.email, (m) =>
      calendarParts(m.raw).some((ics) => ics.includes(uid)),
    );
    expect(calendarParts(invited.raw)[0]).toContain('SEQUENCE:0');
    const before = smtp.mails.length;

    const edited = await server.call('PUT', `/api/interviews/${id}`, {
      token: staff.token,
      body: slot('2027-05-05T09:00', [staff.userId, admin.userId]),
    });
    expect(edited.status).toBe(200);
    expect(edited.body.interview).toMatchObject({ sequence: 1, status: 'scheduled' });

    const cancel = await smtp.waitFor(employer.email, (m) =>
      calendarParts(m.raw).some((ics) => ics.includes(uid) && ics.includes('METHOD:CANCEL')),
    );
    const [ics] = calendarParts(cancel.raw);
    expect(ics).toContain(uid);
    expect(ics).toContain('SEQUENCE:1');
    expect(ics).toContain('STATUS:CANCELLED');
    expect(ics).toContain(`mailto:${employer.email}`);
    expect(ics).not.toContain(`mailto:${staff.email}`);
    expect(cancel.raw).toContain('method=CANCEL');
    // In the removed interviewer's language, and not "cancelled": the interview goes ahead without it.
    expect(cancel.text).toContain('Bạn không còn là người phỏng vấn');
    expect(cancel.text).not.toContain('đã bị hủy');
    expect(cancel.raw).toContain('filename=cancel.ics');

    // Those still on it get the update, never a cancellation.
    for (const kept of [staff.email, admin.email]) {
      await smtp.waitFor(kept, (m) =>
        calendarParts(m.raw).some((p) => p.includes(uid) && p.includes('SEQUENCE:1')),
      );
    }
    const later = smtp.mails.slice(before);
    for (const kept of [staff.email, admin.email]) {
      const theirs = later.filter((m) => m.to.includes(kept)).flatMap((m) => calendarParts(m.raw));
      expect(theirs.length).toBeGreaterThan(0);
      expect(theirs.filter((p) => p.includes('METHOD:CANCEL'))).toEqual([]);
    }
    // The candidate gets the update only: nobody cancelled its interview.
    const toCandidate = later.filter((m) => m.to.includes(binh.email)).flatMap((m) => calendarParts(m.raw));
    expect(toCandidate.filter((p) => p.includes('METHOD:CANCEL'))).toEqual([]);

    // Who sits on an interview reads the candidate's CV: the change is in the audit log.
    const log = await server.call('GET', `/api/admin/audit?target_type=interview&target_id=${id}`, {
      token: admin.token,
    });
    expect(log.body.entries).toEqual([
      expect.objectContaining({
        action: 'interview.interviewers_changed',
        changes: {
          interviewers: {
            before: [admin.email, employer.email, staff.email].sort(),
            after: [admin.email, staff.email].sort(),
          },
        },
      }),
    ]);
  });
});
