import pino from 'pino';
import type { FastifyBaseLogger } from 'fastify';
import { and, asc, desc, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { auditLog, outbox } from '../../db/schema';
import { createOutboxWorker } from '../../mail/outbox';
import type { TestServer } from '../../../test/harness';
import { HOUR, outboxTo } from '../../../test/helpers';
import { applicant, startCompanyServer } from '../../../test/recruitment';
import type { Actor, MailReader } from '../../../test/recruitment';
import { copySentMailsToConversations } from '../messages';

// Decisions 1162-1163: a rejection sent after the company's delay joins the application's conversation when the
// outbox sends it (once, whichever instance sends it, never if it is cancelled first), and the candidate's interview
// cancellations wait with it while the interviewers hear at once.

let server: TestServer;
let mail: MailReader;
let owner: Actor;
let jobId: string;

const REASON = 'Not enough backend depth';
const DELAY = 48 * HOUR;

type Message = { kind: string; subject: string | null; body: string; created_at: string };
const conversationOf = async (applicationId: string, who: Actor) => {
  const res = await server.call('GET', `/api/messages/applications/${applicationId}`, { token: who.token });
  expect(res.status).toBe(200);
  return (res.body.conversation as { messages: Message[] } | null)?.messages ?? [];
};
const notificationKinds = async (who: Actor, withData = false) =>
  (
    (await server.call('GET', '/api/me/notifications', { token: who.token })).body.notifications as Array<{
      kind: string;
      data: unknown;
    }>
  ).map((n) => (withData ? `${n.kind} ${JSON.stringify(n.data)}` : n.kind));
const slot = (startsAt: string) => ({
  starts_at: startsAt,
  time_zone: 'Asia/Ho_Chi_Minh',
  duration_minutes: 60,
  type: 'video',
  location: 'https://meet.example.com/xyz',
  interviewer_ids: [owner.userId],
  notes: '',
});
const book = async (applicationId: string, at: string) => {
  const res = await server.call('POST', `/api/applications/${applicationId}/interviews`, {
    token: owner.token,
    body: slot(at),
  });
  expect(res.status).toBe(201);
  return (res.body.interview as { id: string }).id;
};
const rejectLater = async (who: { applicationId: string }, template = 0) => {
  const draft = await server.call('GET', `/api/applications/${who.applicationId}/rejection-draft`, {
    token: owner.token,
  });
  const t = (draft.body.templates as Array<{ id: string; subject: string; body: string }>)[template]!;
  const res = await server.call('POST', `/api/applications/${who.applicationId}/reject`, {
    token: owner.token,
    body: { reason: REASON, mail: { template: t.id, subject: t.subject, body: t.body, send: 'later' } },
  });
  expect(res.status).toBe(200);
  return t;
};
/** The candidate's cancellation mails (METHOD:CANCEL), oldest first. */
const cancellationsTo = async (email: string) =>
  (await outboxTo(server, email)).filter((m) =>
    m.attachments.some((a) => a.contentType === 'text/calendar; charset=utf-8; method=CANCEL'),
  );

beforeAll(async () => {
  // Fixed days: 2026-11-20 10:00 in Hồ Chí Minh City. The worker is held: each test runs the rounds itself.
  ({ server, mail, owner, jobId } = await startCompanyServer('owner@delay-r.test', 'Acme', {
    clockStart: new Date('2026-11-20T03:00:00Z'),
    holdMail: true,
  }));
  const set = await server.call('PUT', '/api/company/recruiting-settings', {
    token: owner.token,
    body: { rejection_delay_hours: 48 },
  });
  expect(set.status).toBe(200);
}, 120_000);

afterAll(async () => {
  await server.stop();
});

describe('a rejection sent later, in the conversation (decision 1162)', () => {
  it('joins the conversation when the mail is sent, in its language and words, once across two instances', async () => {
    const lan = await applicant(server, mail, 'lan@delay-r.test', jobId, 'Trần Lan');
    const locale = await server.call('PATCH', '/api/account/locale', {
      token: lan.token,
      body: { locale: 'vi' },
    });
    expect(locale.status).toBe(200);
    const t = await rejectLater(lan);
    expect(t.subject).toBe('Hồ sơ ứng tuyển vị trí Senior React Developer tại Acme');

    // While it waits, neither the candidate nor the team sees it in the conversation, even after a round.
    await server.ctx.outbox.runOnce();
    expect((await conversationOf(lan.applicationId, lan)).filter((m) => m.subject === t.subject)).toEqual([]);
    server.clock.advance(DELAY - HOUR);
    await server.ctx.outbox.runOnce();
    expect((await conversationOf(lan.applicationId, lan)).filter((m) => m.subject === t.subject)).toEqual([]);

    // Due: two instances run their rounds side by side; the mail goes once and is copied once.
    server.clock.advance(2 * HOUR);
    const sent: string[] = [];
    const other = createOutboxWorker({
      db: server.ctx.db,
      clock: server.clock,
      logger: pino({ level: 'silent' }) as FastifyBaseLogger,
      transport: {
        description: 'test',
        send: async (m) => {
          sent.push(m.subject);
        },
        close: () => undefined,
      },
      afterSent: () => copySentMailsToConversations(server.ctx.db, server.clock.now()),
    });
    await Promise.all([server.ctx.outbox.runOnce(), other.runOnce()]);
    const rows = (await outboxTo(server, lan.email)).filter((m) => m.subject === t.subject);
    expect(rows.map((m) => m.status)).toEqual(['sent']);
    expect(await copySentMailsToConversations(server.ctx.db, server.clock.now())).toBe(0);

    // An instance that sent a mail and stopped before copying it: the next runs catch up, one of them only.
    const son = await applicant(server, mail, 'son@delay-r.test', jobId, 'Son');
    const t2 = await rejectLater(son);
    server.clock.advance(DELAY + HOUR);
    const silent = createOutboxWorker({
      db: server.ctx.db,
      clock: server.clock,
      logger: pino({ level: 'silent' }) as FastifyBaseLogger,
      transport: { description: 'test', send: async () => undefined, close: () => undefined },
    });
    await silent.runOnce();
    expect((await conversationOf(son.applicationId, son)).filter((m) => m.subject === t2.subject)).toEqual(
      [],
    );
    const copied = await Promise.all(
      [1, 2, 3].map(() => copySentMailsToConversations(server.ctx.db, server.clock.now())),
    );
    expect(copied.reduce((a, b) => a + b, 0)).toBe(1);
    expect(
      (await conversationOf(son.applicationId, son)).filter((m) => m.subject === t2.subject),
    ).toHaveLength(1);

    for (const who of [lan, owner]) {
      const copies = (await conversationOf(lan.applicationId, who)).filter((m) => m.subject === t.subject);
      expect(copies).toHaveLength(1);
      expect(copies[0]).toMatchObject({ kind: 'pipeline', body: rows[0]!.text });
      expect(copies[0]!.body).toContain('Chào Trần Lan,');
      expect(copies[0]!.body).not.toContain(REASON);
      expect(new Date(copies[0]!.created_at).getTime()).toBe(rows[0]!.sentAt!.getTime());
    }
  });

  it('never reaches the conversation, nor the inbox, when the rejection mail is cancelled while it waits', async () => {
    const minh = await applicant(server, mail, 'minh@delay-r.test', jobId, 'Minh');
    const t = await rejectLater(minh, 2);
    // Today a rejection cannot be undone by moving the application back (decision 205); cancelling is the undo.
    const back = await server.call('POST', `/api/applications/${minh.applicationId}/move`, {
      token: owner.token,
      body: { stage: 'screening' },
    });
    expect(back.status).toBe(409);
    expect(back.body.code).toBe('REJECTED');
    const cancel = await server.call(
      'POST',
      `/api/applications/${minh.applicationId}/rejection-mail/cancel`,
      {
        token: owner.token,
      },
    );
    expect(cancel.status).toBe(200);
    server.clock.advance(DELAY + HOUR);
    await server.ctx.outbox.runOnce();
    await copySentMailsToConversations(server.ctx.db, server.clock.now());
    expect((await outboxTo(server, minh.email)).filter((m) => m.subject === t.subject)).toEqual([]);
    expect((await conversationOf(minh.applicationId, minh)).filter((m) => m.subject === t.subject)).toEqual(
      [],
    );
  });
});

describe('the candidate’s interview cancellations wait for the rejection sent later (decision 1163)', () => {
  it('tells the interviewers at once and the candidate with the rejection, or a day before the interview', async () => {
    const start = Math.ceil(server.clock.now().getTime() / 60_000) * 60_000;
    const hoa = await applicant(server, mail, 'hoa@delay-r.test', jobId, 'Hoa');
    // In Hồ Chí Minh City (UTC+7), from the clock's day: in 10 hours, in 2 days, in a week.
    const local = (ms: number) => new Date(start + 7 * HOUR + ms).toISOString().slice(0, 16);
    const soon = await book(hoa.applicationId, local(10 * HOUR));
    const inTwoDays = await book(hoa.applicationId, local(47 * HOUR));
    const nextWeek = await book(hoa.applicationId, local(7 * 24 * HOUR));
    const invitationsToHoa = (await outboxTo(server, hoa.email)).length;
    const t = await rejectLater(hoa);
    const now = server.clock.now().getTime();
    const sendAt = now + DELAY;

    // The interviewer's three cancellations go now.
    const toOwner = (await cancellationsTo(owner.email)).filter((m) =>
      [soon, inTwoDays, nextWeek].some((id) => m.attachments[0]!.content.includes(`UID:interview-${id}@`)),
    );
    expect(toOwner.map((m) => m.nextAttemptAt.getTime())).toEqual([now, now, now]);
    // The candidate's: the one in 10 hours now, the one in two days a day before it, next week's with the rejection.
    const toHoa = await cancellationsTo(hoa.email);
    const uid = (id: string) =>
      toHoa.find((m) => m.attachments[0]!.content.includes(`UID:interview-${id}@`))!;
    expect(uid(soon).nextAttemptAt.getTime()).toBe(now);
    expect(uid(inTwoDays).nextAttemptAt.getTime()).toBe(start + 23 * HOUR);
    expect(uid(nextWeek).nextAttemptAt.getTime()).toBe(sendAt);
    expect((await outboxTo(server, hoa.email)).slice(invitationsToHoa).length).toBe(4);
    // In the candidate's conversation and notifications: only the cancellation already sent.
    const cancelled = (messages: Message[]) =>
      messages.filter((m) => m.subject?.startsWith('Interview cancelled'));
    expect(cancelled(await conversationOf(hoa.applicationId, hoa))).toHaveLength(1);
    expect((await notificationKinds(hoa)).filter((k) => k === 'interview.cancelled')).toHaveLength(1);

    await server.ctx.outbox.runOnce();
    server.clock.advance(start + 23 * HOUR - server.clock.now().getTime());
    await server.ctx.outbox.runOnce();
    expect(cancelled(await conversationOf(hoa.applicationId, hoa))).toHaveLength(2);
    expect((await notificationKinds(hoa)).filter((k) => k === 'interview.cancelled')).toHaveLength(2);
    expect(JSON.stringify(await notificationKinds(hoa, true))).not.toContain('rejected');

    server.clock.advance(sendAt - server.clock.now().getTime());
    await server.ctx.outbox.runOnce();
    const messages = await conversationOf(hoa.applicationId, hoa);
    expect(cancelled(messages)).toHaveLength(3);
    expect(messages.filter((m) => m.subject === t.subject)).toHaveLength(1);
    expect((await cancellationsTo(hoa.email)).map((m) => m.status)).toEqual(['sent', 'sent', 'sent']);
    expect((await notificationKinds(hoa)).filter((k) => k === 'interview.cancelled')).toHaveLength(3);
    expect(JSON.stringify(await notificationKinds(hoa, true))).toContain('rejected');
  });

  it('sends the candidate the cancellations at once when the rejection mail is cancelled; the interviews stay off', async () => {
    const start = Math.ceil(server.clock.now().getTime() / 60_000) * 60_000;
    const quang = await applicant(server, mail, 'quang@delay-r.test', jobId, 'Quang');
    const local = (ms: number) => new Date(start + 7 * HOUR + ms).toISOString().slice(0, 16);
    const interview = await book(quang.applicationId, local(6 * 24 * HOUR));
    const t = await rejectLater(quang);
    const [held] = await cancellationsTo(quang.email);
    expect(held!.nextAttemptAt.getTime()).toBe(server.clock.now().getTime() + DELAY);
    expect(await notificationKinds(quang)).not.toContain('interview.cancelled');

    server.clock.advance(HOUR);
    const cancel = await server.call(
      'POST',
      `/api/applications/${quang.applicationId}/rejection-mail/cancel`,
      {
        token: owner.token,
      },
    );
    expect(cancel.status).toBe(200);
    const [entry] = await server.ctx.db
      .select()
      .from(auditLog)
      .where(
        and(
          eq(auditLog.action, 'application.rejection_mail_cancelled'),
          eq(auditLog.targetId, quang.applicationId),
        ),
      )
      .orderBy(desc(auditLog.id));
    expect(entry!.changes).toEqual({ held_interview_cancellations: { before: 1, after: 0 } });
    const [released] = await cancellationsTo(quang.email);
    expect(released!.nextAttemptAt.getTime()).toBe(server.clock.now().getTime());
    expect(await notificationKinds(quang)).toContain('interview.cancelled');

    await server.ctx.outbox.runOnce();
    server.clock.advance(DELAY);
    await server.ctx.outbox.runOnce();
    const messages = await conversationOf(quang.applicationId, quang);
    expect(messages.filter((m) => m.subject?.startsWith('Interview cancelled'))).toHaveLength(1);
    expect(messages.filter((m) => m.subject === t.subject)).toEqual([]);
    expect((await outboxTo(server, quang.email)).filter((m) => m.subject === t.subject)).toEqual([]);
    const [row] = await server.ctx.db
      .select({ status: outbox.status })
      .from(outbox)
      .where(eq(outbox.id, released!.id))
      .orderBy(asc(outbox.id));
    expect(row!.status).toBe('sent');
    const iv = await server.call('GET', `/api/interviews/${interview}`, { token: owner.token });
    expect(iv.body.interview).toMatchObject({ status: 'cancelled' });
  });
});
