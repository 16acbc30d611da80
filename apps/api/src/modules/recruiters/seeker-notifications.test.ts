import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { outboxReader } from '../../../test/admin';
import { startTestServer } from '../../../test/harness';
import type { TestServer } from '../../../test/harness';
import { HOUR } from '../../../test/helpers';
import { actor, applicant, employerWithJob, sampleJob } from '../../../test/recruitment';
import type { Actor, MailReader } from '../../../test/recruitment';
import { runAlertRound } from '../job-alerts/service';

// Issue 18, job seekers: the member's notifications are real ones, kept in the database with a read state and a
// count: stage changes, interview invitations and changes, messages and job alerts (decision 1180).

let server: TestServer;
let mail: MailReader;
let owner: Actor;
let jobId: string;
let an: Actor & { applicationId: string };

type Notification = { id: string; kind: string; data: Record<string, unknown>; link: string; read: boolean };
const notificationsOf = async (who: Actor) => {
  const res = await server.call('GET', '/api/me/notifications', { token: who.token });
  expect(res.status, JSON.stringify(res.body)).toBe(200);
  return res.body as { notifications: Notification[]; unread: number };
};
const DAY = 24 * HOUR;

beforeAll(async () => {
  server = await startTestServer();
  mail = outboxReader(server);
  ({ employer: owner, jobId } = await employerWithJob(server, mail, 'owner@acme-n.test', 'Acme N'));
  an = await applicant(server, mail as never, 'an@seeker-n.test', jobId, 'Nguyễn An');
}, 120_000);

afterAll(async () => {
  await server.stop();
});

describe('the job seeker’s notifications', () => {
  it('tells the candidate of an interview scheduled, moved and cancelled, with its time', async () => {
    const start = new Date(server.clock.now().getTime() + 2 * DAY);
    start.setUTCMinutes(0, 0, 0);
    const body = {
      starts_at: start.toISOString(),
      time_zone: 'Asia/Ho_Chi_Minh',
      duration_minutes: 60,
      type: 'video',
      location: 'https://meet.example.com/abc',
      interviewer_ids: [owner.userId],
      notes: '',
    };
    const made = await server.call('POST', `/api/applications/${an.applicationId}/interviews`, {
      token: owner.token,
      body,
    });
    expect(made.status, JSON.stringify(made.body)).toBe(201);
    const id = (made.body.interview as { id: string }).id;
    server.clock.advance(1000);
    const later = new Date(start.getTime() + DAY).toISOString();
    const moved = await server.call('PUT', `/api/interviews/${id}`, {
      token: owner.token,
      body: { ...body, starts_at: later },
    });
    expect(moved.status, JSON.stringify(moved.body)).toBe(200);
    server.clock.advance(1000);
    expect((await server.call('POST', `/api/interviews/${id}/cancel`, { token: owner.token })).status).toBe(
      200,
    );

    const { notifications, unread } = await notificationsOf(an);
    const interviews = notifications.filter((n) => n.kind.startsWith('interview.'));
    expect(interviews.map((n) => n.kind)).toEqual([
      'interview.cancelled',
      'interview.rescheduled',
      'interview.scheduled',
    ]);
    expect(interviews[2]).toMatchObject({
      data: {
        title: 'Senior React Developer',
        company: 'Acme N',
        starts_at: start.toISOString(),
        time_zone: 'Asia/Ho_Chi_Minh',
      },
      link: '/dashboard/my-applications',
      read: false,
    });
    expect(interviews[1]!.data.starts_at).toBe(later);
    expect(unread).toBeGreaterThanOrEqual(3);
    // The interviewer hears by mail as before; in-app interview notices are the candidate's.
    expect(
      (await notificationsOf(owner)).notifications.filter((n) => n.kind.startsWith('interview.')),
    ).toEqual([]);
  });

  it('tells of new messages once per conversation until read, and reading the conversation reads it', async () => {
    const say = (who: Actor, text: string) =>
      server.call('POST', `/api/messages/applications/${an.applicationId}/messages`, {
        token: who.token,
        body: { body: text },
      });
    expect((await say(owner, 'Hello An!')).status).toBe(201);
    server.clock.advance(60_000);
    expect((await say(owner, 'Are you free on Monday?')).status).toBe(201);
    const messages = (await notificationsOf(an)).notifications.filter((n) => n.kind === 'message.received');
    expect(messages).toHaveLength(1);
    expect(messages[0]).toMatchObject({
      data: { from: 'Acme N', title: 'Senior React Developer' },
      read: false,
    });
    const conversation = messages[0]!.link.split('/').pop()!;
    expect(messages[0]!.link).toBe(`/dashboard/messages/${conversation}`);

    // The team hears when the candidate answers.
    expect((await say(an, 'Yes, Monday works.')).status).toBe(201);
    expect(
      (await notificationsOf(owner)).notifications.find((n) => n.kind === 'message.received'),
    ).toMatchObject({ data: { from: 'Nguyễn An' }, link: `/dashboard/messages/${conversation}` });

    const conv = await server.call('GET', `/api/messages/conversations/${conversation}`, { token: an.token });
    expect(conv.status).toBe(200);
    const last = (conv.body.conversation as { messages: Array<{ id: number }> }).messages.at(-1)!.id;
    await server.call('POST', `/api/messages/conversations/${conversation}/read`, {
      token: an.token,
      body: { up_to: last },
    });
    expect(
      (await notificationsOf(an)).notifications.filter((n) => n.kind === 'message.received' && !n.read),
    ).toEqual([]);
  });

  it('tells the owner of a job alert that found new postings, linking to the search', async () => {
    const seeker = await actor(server, mail as never, 'member', 'lan@seeker-n.test');
    const saved = await server.call('POST', '/api/job-alerts', {
      token: seeker.token,
      body: { name: 'Go in Hà Nội', frequency: 'daily', search: { q: 'golang', location: 'Hà Nội' } },
    });
    expect(saved.status).toBe(201);
    server.clock.advance(1000);
    const created = await server.call('POST', '/api/jobs', {
      token: owner.token,
      body: sampleJob({ title: 'Golang Engineer' }),
    });
    const id = (created.body.job as { id: string }).id;
    expect((await server.call('POST', `/api/jobs/${id}/publish`, { token: owner.token })).status).toBe(200);
    server.clock.advance(DAY + HOUR);
    const deps = { db: server.ctx.db, clock: server.clock, config: server.ctx.config };
    expect((await runAlertRound(deps)).mailed).toBeGreaterThanOrEqual(1);
    const { notifications, unread } = await notificationsOf(seeker);
    expect(unread).toBe(1);
    expect(notifications[0]).toMatchObject({
      kind: 'alert.matched',
      data: { name: 'Go in Hà Nội', count: 1 },
      link: '/jobs?q=golang&location=H%C3%A0+N%E1%BB%99i',
      read: false,
    });
  });
});
