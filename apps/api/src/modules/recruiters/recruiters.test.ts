import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { auditActions } from '../../../test/admin';
import type { TestServer } from '../../../test/harness';
import { HOUR, outboxTo } from '../../../test/helpers';
import {
  actor,
  adminActor,
  applicant,
  employerWithJob,
  makeZip,
  postForm,
  startCompanyServer,
} from '../../../test/recruitment';
import type { Actor, MailReader } from '../../../test/recruitment';
import { richDocx, teammate } from '../../../test/recruiters';
import { runDigestBatch } from './service';

// Issue 18, recruiters: new-application alerts per teammate (each, digest, none), in-app notifications, rejecting with
// an edited template now or later (cancellable), the internal reason never in the candidate's mail, the CV inline.

let server: TestServer;
let mail: MailReader;
let owner: Actor;
let rita: Actor; // recruiter: every application (the default)
let dan: Actor; // recruiter: daily digest
let nina: Actor; // recruiter: none
let ivan: Actor; // interviewer
let jobId: string;

type Notification = { id: string; kind: string; data: Record<string, unknown>; link: string; read: boolean };
const notificationsOf = async (who: Actor) => {
  const res = await server.call('GET', '/api/me/notifications', { token: who.token });
  expect(res.status).toBe(200);
  return res.body as { notifications: Notification[]; unread: number };
};
const subjects = async (email: string) => (await outboxTo(server, email)).map((m) => m.subject);
const DAY = 24 * HOUR;

beforeAll(async () => {
  ({ server, mail, owner, jobId } = await startCompanyServer('owner@acme-r.test', 'Acme'));
  rita = await teammate(server, owner, 'rita@acme-r.test', 'recruiter', 'Rita');
  dan = await teammate(server, owner, 'dan@acme-r.test', 'recruiter', 'Dan');
  nina = await teammate(server, owner, 'nina@acme-r.test', 'recruiter', 'Nina');
  ivan = await teammate(server, owner, 'ivan@acme-r.test', 'interviewer', 'Ivan');
}, 120_000);

afterAll(async () => {
  await server.stop();
});

describe('new-application alerts per teammate', () => {
  it('starts at every application and keeps each teammate’s own choice', async () => {
    const before = await server.call('GET', '/api/me/application-alerts', { token: rita.token });
    expect(before.body.alerts).toEqual({ mode: 'each' });
    for (const [who, mode] of [
      [dan, 'digest'],
      [nina, 'none'],
    ] as const) {
      const put = await server.call('PUT', '/api/me/application-alerts', {
        token: who.token,
        body: { mode },
      });
      expect(put.status).toBe(200);
      expect(put.body.alerts).toEqual({ mode });
    }
    expect(
      (await server.call('GET', '/api/me/application-alerts', { token: dan.token })).body.alerts,
    ).toEqual({
      mode: 'digest',
    });
    const bad = await server.call('PUT', '/api/me/application-alerts', {
      token: rita.token,
      body: { mode: 'hourly' },
    });
    expect(bad.status).toBe(422);
    expect(
      (await server.call('GET', '/api/me/application-alerts', { token: rita.token })).body.alerts,
    ).toEqual({
      mode: 'each',
    });
  });

  it('mails and notifies the owner and “every application” recruiters at once; not digest, none or interviewers', async () => {
    const an = await applicant(server, mail as never, 'an@apply-r.test', jobId, 'Nguyễn An');
    for (const who of [owner, rita]) {
      expect(await subjects(who.email)).toContain('New application: Nguyễn An for Senior React Developer');
      const { notifications, unread } = await notificationsOf(who);
      expect(unread).toBe(1);
      expect(notifications[0]).toMatchObject({
        kind: 'application.received',
        data: { candidate: 'Nguyễn An', title: 'Senior React Developer' },
        link: `/dashboard/applications/${an.applicationId}`,
        read: false,
      });
    }
    for (const who of [dan, nina, ivan]) {
      expect((await subjects(who.email)).filter((s) => s.startsWith('New application'))).toEqual([]);
      expect((await notificationsOf(who)).notifications).toEqual([]);
    }
  });

  it('sends the digest once a day, once across concurrent batches, and nothing on an empty day', async () => {
    await applicant(server, mail as never, 'binh@apply-r.test', jobId, 'Lê Bình');
    expect((await subjects(dan.email)).filter((s) => s.includes('today'))).toEqual([]);
    server.clock.advance(DAY + HOUR);
    const deps = { db: server.ctx.db, clock: server.clock, config: server.ctx.config, dayMs: DAY };
    const [a, b] = await Promise.all([runDigestBatch(deps), runDigestBatch(deps)]);
    expect(a.mailed + b.mailed).toBe(1);
    const digest = (await outboxTo(server, dan.email)).filter((m) => m.subject.includes('today'));
    expect(digest.map((m) => m.subject)).toEqual(['2 new applications today']);
    expect(digest[0]!.text).toContain('Senior React Developer: 2 applications');
    expect((await notificationsOf(dan)).notifications[0]).toMatchObject({
      kind: 'application.digest',
      data: { count: 2 },
    });
    // The same day again: nothing; the next day without applications: nothing either.
    await server.applicationDigests.runOnce();
    server.clock.advance(DAY + HOUR);
    await server.applicationDigests.runOnce();
    expect((await subjects(dan.email)).filter((s) => s.includes('today'))).toHaveLength(1);
    expect((await subjects(nina.email)).filter((s) => s.includes('today'))).toEqual([]);
  });

  it('marks one’s own notifications read, never another account’s', async () => {
    const { notifications } = await notificationsOf(owner);
    const stranger = await actor(server, mail, 'member', 'stranger@apply-r.test');
    const meddle = await server.call('POST', '/api/me/notifications/read', {
      token: stranger.token,
      body: { ids: notifications.map((n) => n.id) },
    });
    expect(meddle.status).toBe(200);
    expect((await notificationsOf(owner)).unread).toBe(notifications.length);
    const read = await server.call('POST', '/api/me/notifications/read', {
      token: owner.token,
      body: { ids: [notifications[0]!.id] },
    });
    expect(read.body.unread).toBe(notifications.length - 1);
    const all = await server.call('POST', '/api/me/notifications/read', { token: owner.token, body: {} });
    expect(all.body.unread).toBe(0);
  });
});

describe('rejecting with a template', () => {
  const REASON = 'Salary expectations too high';
  type Draft = {
    templates: Array<{ id: string; subject: string; body: string }>;
    delay_hours: number;
    can_mail: boolean;
  };
  const draftFor = async (id: string, who = owner) => {
    const res = await server.call('GET', `/api/applications/${id}/rejection-draft`, { token: who.token });
    expect(res.status).toBe(200);
    return res.body as unknown as Draft;
  };
  const mailStatus = async (id: string) =>
    (await server.call('GET', `/api/applications/${id}/rejection-mail`, { token: owner.token })).body
      .mail as {
      status: string;
      send_at: string | null;
    };

  it('fills kind templates for the application, refuses a mail that repeats the reason, and sends the edited mail', async () => {
    const chi = await applicant(server, mail as never, 'chi@apply-r.test', jobId, 'Phạm Chi');
    const draft = await draftFor(chi.applicationId);
    expect(draft.templates.map((t) => t.id)).toEqual(['standard', 'after_interview', 'position_filled']);
    expect(draft.can_mail).toBe(true);
    expect(draft.delay_hours).toBe(0);
    const standard = draft.templates[0]!;
    expect(standard.body).toContain('Hello Phạm Chi,');
    expect(standard.subject).toBe('Your application for Senior React Developer at Acme');

    const leaking = await server.call('POST', `/api/applications/${chi.applicationId}/reject`, {
      token: owner.token,
      body: {
        reason: REASON,
        mail: {
          template: 'standard',
          subject: standard.subject,
          body: `${standard.body}\n\nsalary  expectations TOO high`,
        },
      },
    });
    expect(leaking.status).toBe(422);
    const still = await server.call('GET', `/api/applications/${chi.applicationId}`, { token: owner.token });
    expect((still.body.application as { stage: string }).stage).toBe('applied');

    const edited = standard.body.replace(
      'This was not an easy decision.',
      'We enjoyed reading about your projects.',
    );
    const res = await server.call('POST', `/api/applications/${chi.applicationId}/reject`, {
      token: owner.token,
      body: {
        reason: REASON,
        mail: { template: 'standard', subject: standard.subject, body: edited, send: 'now' },
      },
    });
    expect(res.status).toBe(200);
    expect(res.body.application).toMatchObject({ stage: 'rejected', rejection_reason: REASON });
    const toChi = await outboxTo(server, chi.email);
    const rejection = toChi.filter((m) => m.subject === standard.subject);
    expect(rejection).toHaveLength(1);
    expect(rejection[0]!.text).toContain('We enjoyed reading about your projects.');
    // Only the edited mail: the pipeline's own rejection mail is not sent as well.
    expect(toChi.filter((m) => m.text.includes('After careful consideration'))).toEqual([]);
    for (const m of toChi) {
      expect(m.text.toLowerCase()).not.toContain(REASON.toLowerCase());
      expect(m.html.toLowerCase()).not.toContain(REASON.toLowerCase());
    }
    expect(await mailStatus(chi.applicationId)).toMatchObject({ status: 'sent' });
    // The mail sent now is in the application's conversation too, as every stage change's mail (issue 13).
    const conversation = await server.call('GET', `/api/messages/applications/${chi.applicationId}`, {
      token: chi.token,
    });
    const copies = (
      conversation.body.conversation as { messages: Array<{ kind: string; subject: string; body: string }> }
    ).messages.filter((m) => m.subject === standard.subject);
    expect(copies).toHaveLength(1);
    expect(copies[0]).toMatchObject({ kind: 'pipeline' });
    expect(copies[0]!.body).toContain('We enjoyed reading about your projects.');
    expect(copies[0]!.body.toLowerCase()).not.toContain(REASON.toLowerCase());
    // The candidate sees the stage and a notification, never the reason.
    const mine = await server.call('GET', `/api/me/applications/${chi.applicationId}`, { token: chi.token });
    expect((mine.body.application as { stage: string }).stage).toBe('rejected');
    expect(JSON.stringify(mine.body)).not.toContain(REASON);
    const { notifications } = await notificationsOf(chi);
    expect(notifications[0]).toMatchObject({
      kind: 'application.stage',
      data: { title: 'Senior React Developer', company: 'Acme', stage: 'rejected' },
    });
    expect(JSON.stringify(notifications)).not.toContain(REASON);
    // Final: a second rejection is refused.
    const again = await server.call('POST', `/api/applications/${chi.applicationId}/reject`, {
      token: owner.token,
      body: { reason: REASON, mail: null },
    });
    expect(again.status).toBe(409);
  });

  it('lets the owner (only) set the delay; a later mail waits, can be cancelled, and goes when due otherwise', async () => {
    expect(
      (
        await server.call('PUT', '/api/company/recruiting-settings', {
          token: rita.token,
          body: { rejection_delay_hours: 48 },
        })
      ).status,
    ).toBe(403);
    const tooLong = await server.call('PUT', '/api/company/recruiting-settings', {
      token: owner.token,
      body: { rejection_delay_hours: 1000 },
    });
    expect(tooLong.status).toBe(422);
    const set = await server.call('PUT', '/api/company/recruiting-settings', {
      token: owner.token,
      body: { rejection_delay_hours: 48 },
    });
    expect(set.body.settings).toEqual({ rejection_delay_hours: 48 });
    expect(await auditActions(server)).toContain('company.rejection_delay_changed');
    const read = await server.call('GET', '/api/company/recruiting-settings', { token: rita.token });
    expect(read.body.settings).toEqual({ rejection_delay_hours: 48 });

    const dung = await applicant(server, mail as never, 'dung@apply-r.test', jobId, 'Đỗ Dũng');
    const eva = await applicant(server, mail as never, 'eva@apply-r.test', jobId, 'Eva');
    for (const who of [dung, eva]) {
      const draft = await draftFor(who.applicationId, rita);
      expect(draft.delay_hours).toBe(48);
      const t = draft.templates[2]!;
      const res = await server.call('POST', `/api/applications/${who.applicationId}/reject`, {
        token: rita.token,
        body: { reason: REASON, mail: { template: t.id, subject: t.subject, body: t.body, send: 'later' } },
      });
      expect(res.status).toBe(200);
      const status = await mailStatus(who.applicationId);
      expect(status.status).toBe('pending');
      expect(new Date(status.send_at!).getTime()).toBe(server.clock.now().getTime() + 48 * HOUR);
      expect((await notificationsOf(who)).notifications).toEqual([]);
      // A mail that waits (and may be cancelled) is not in the conversation.
      const conversation = await server.call('GET', `/api/messages/applications/${who.applicationId}`, {
        token: who.token,
      });
      expect(conversation.body.conversation).toBeNull();
    }
    await server.ctx.outbox.runOnce();
    const waiting = (await outboxTo(server, dung.email)).filter((m) => m.subject.includes('has been filled'));
    expect(waiting.map((m) => m.status)).toEqual(['pending']);

    const cancel = await server.call(
      'POST',
      `/api/applications/${dung.applicationId}/rejection-mail/cancel`,
      {
        token: rita.token,
      },
    );
    expect(cancel.status).toBe(200);
    expect(cancel.body.mail).toMatchObject({ status: 'cancelled' });
    expect((await outboxTo(server, dung.email)).filter((m) => m.subject.includes('has been filled'))).toEqual(
      [],
    );
    expect(
      (
        await server.call('POST', `/api/applications/${dung.applicationId}/rejection-mail/cancel`, {
          token: rita.token,
        })
      ).status,
    ).toBe(409);
    expect(await auditActions(server)).toContain('application.rejection_mail_cancelled');

    server.clock.advance(49 * HOUR);
    await server.ctx.outbox.runOnce();
    expect(await mailStatus(eva.applicationId)).toMatchObject({ status: 'sent' });
    const sent = (await outboxTo(server, eva.email)).filter((m) => m.subject.includes('has been filled'));
    expect(sent.map((m) => m.status)).toEqual(['sent']);
    expect(sent[0]!.text).not.toContain(REASON);
    expect((await notificationsOf(eva)).notifications[0]).toMatchObject({ data: { stage: 'rejected' } });
    expect((await notificationsOf(dung)).notifications).toEqual([]);
    expect(
      (
        await server.call('POST', `/api/applications/${eva.applicationId}/rejection-mail/cancel`, {
          token: rita.token,
        })
      ).status,
    ).toBe(409);
  });

  it('rejects without a mail when asked: no mail, no notification', async () => {
    const fay = await applicant(server, mail as never, 'fay@apply-r.test', jobId, 'Fay');
    const before = (await outboxTo(server, fay.email)).length;
    const res = await server.call('POST', `/api/applications/${fay.applicationId}/reject`, {
      token: owner.token,
      body: { reason: REASON, mail: null },
    });
    expect(res.status).toBe(200);
    expect((await outboxTo(server, fay.email)).length).toBe(before);
    expect(await mailStatus(fay.applicationId)).toEqual({ status: 'none', send_at: null });
  });
});

describe('the CV in the page', () => {
  it('serves a PDF inline with headers that keep it from running anything', async () => {
    const gia = await applicant(server, mail as never, 'gia@apply-r.test', jobId, 'Gia');
    const app = await server.call('GET', `/api/applications/${gia.applicationId}`, { token: owner.token });
    const cvId = (app.body.application as { cv: { id: string } }).cv.id;
    const res = await fetch(`${server.url}/api/cvs/${cvId}/view`, {
      headers: { authorization: `Bearer ${owner.token}` },
    });
    expect(res.status).toBe(200);
    expect(res.headers.get('content-type')).toBe('application/pdf');
    expect(res.headers.get('content-disposition')).toMatch(/^inline; filename\*=UTF-8''cv\.pdf$/);
    expect(res.headers.get('x-content-type-options')).toBe('nosniff');
    expect(res.headers.get('content-security-policy')).toMatch(/^sandbox; default-src 'none'/);
    expect((await res.arrayBuffer()).byteLength).toBeGreaterThan(10);
    const anonymous = await fetch(`${server.url}/api/cvs/${cvId}/view`);
    expect(anonymous.status).toBe(401);
    const { employer: rival } = await employerWithJob(
      server,
      mail,
      'hr@rival-r.test',
      'Rival',
      {},
      'premium',
    );
    expect((await server.call('GET', `/api/cvs/${cvId}/view`, { token: rival.token })).status).toBe(404);
    expect((await server.call('GET', `/api/cvs/${cvId}/view`, { token: ivan.token })).status).toBe(404);
  });

  it('converts a DOCX to sanitized HTML: the text stays, markup and javascript: links do not', async () => {
    const member = await actor(server, mail, 'member', 'hoa@apply-r.test', { name: 'Hoa' });
    const res = await postForm(
      server,
      `/api/jobs/${jobId}/applications`,
      member.token,
      { cover_letter: 'Hi' },
      {
        name: 'Hoa CV.docx',
        data: richDocx('Trần Thị Hoa — Kỹ sư React'),
      },
    );
    expect(res.status).toBe(201);
    const cvId = (res.body.application as { cv: { id: string } }).cv.id;
    const view = await fetch(`${server.url}/api/cvs/${cvId}/view`, {
      headers: { authorization: `Bearer ${owner.token}` },
    });
    expect(view.status).toBe(200);
    expect(view.headers.get('content-type')).toBe('text/html; charset=utf-8');
    expect(view.headers.get('content-security-policy')).toContain('sandbox');
    expect(view.headers.get('x-content-type-options')).toBe('nosniff');
    const html = await view.text();
    expect(html).toContain('Trần Thị Hoa — Kỹ sư React');
    expect(html).toContain('&lt;script&gt;');
    expect(html).not.toMatch(/<script|<img|javascript:/i);
    expect(html).toContain('click me');
  });

  it('answers a Word file it cannot read with 422, never 500', async () => {
    const member = await actor(server, mail, 'member', 'broken@apply-r.test');
    const broken = makeZip([
      { name: '[Content_Types].xml', data: '<Types/>' },
      { name: 'word/document.xml', data: '<w:document' },
    ]);
    const up = await postForm(
      server,
      `/api/jobs/${jobId}/applications`,
      member.token,
      { cover_letter: 'Hi' },
      {
        name: 'broken.docx',
        data: broken,
      },
    );
    expect(up.status).toBe(201);
    const cvId = (up.body.application as { cv: { id: string } }).cv.id;
    const view = await server.call('GET', `/api/cvs/${cvId}/view`, { token: owner.token });
    expect(view.status).toBe(422);
  });
});

describe('the company’s recruiting settings × roles', () => {
  it('lets every owner and recruiter read the delay and only the owner change it', async () => {
    const member = await actor(server, mail, 'member', 'member@settings-r.test');
    const staff = await actor(server, mail, 'staff', 'staff@settings-r.test');
    const admin = await adminActor(server);
    const callers: Array<[string, Actor | null, number, number]> = [
      // caller, account, GET, PUT
      ['anon', null, 401, 401],
      ['member', member, 403, 403],
      ['owner', owner, 200, 200],
      ['recruiter', rita, 200, 403],
      ['interviewer', ivan, 403, 403],
      // Staff and admin belong to no company: there is no company's setting to read or change.
      ['staff', staff, 403, 403],
      ['admin', admin, 403, 403],
    ];
    const mismatches: string[] = [];
    for (const [name, who, get, put] of callers) {
      const token = who?.token;
      const read = await server.call('GET', '/api/company/recruiting-settings', { token });
      if (read.status !== get) mismatches.push(`GET ${name}: ${read.status}`);
      const write = await server.call('PUT', '/api/company/recruiting-settings', {
        token,
        body: { rejection_delay_hours: 24 },
      });
      if (write.status !== put) mismatches.push(`PUT ${name}: ${write.status}`);
    }
    expect(mismatches).toEqual([]);
  });
});
