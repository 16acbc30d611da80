import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { candidates, users } from '../../db/schema';
import { auditActions } from '../../../test/admin';
import { login } from '../../../test/harness';
import type { TestServer } from '../../../test/harness';
import { MINUTE, outboxTo } from '../../../test/helpers';
import {
  actor,
  adminActor,
  applicant,
  employerWithJob,
  joinByInvitation,
  postForm,
  sampleJob,
  samplePdf,
  startCompanyServer,
} from '../../../test/recruitment';
import type { Actor, MailReader } from '../../../test/recruitment';

// Issue 13: conversations between a company's team and a candidate — read state, the 15-minute mail rule under a
// controlled clock, who may start one, pipeline mails in the conversation, templates and attachments.

let server: TestServer;
let mail: MailReader;
let owner: Actor;
let recruiter: Actor;
let jobId: string;
let cand: Actor & { applicationId: string };

type Summary = {
  id: string;
  as: string;
  unread: number;
  application_id: string | null;
  last_message: string;
};
type Conv = Summary & {
  last_read_id: number;
  messages: Array<{
    id: number;
    kind: string;
    side: string;
    mine: boolean;
    body: string;
    subject: string | null;
  }>;
};

const say = (who: Actor, path: string, body: string) =>
  server.call('POST', path, { token: who.token, body: { body } });
const unread = async (who: Actor) => {
  const res = await server.call('GET', '/api/messages/unread', { token: who.token });
  expect(res.status).toBe(200);
  return res.body.unread as number;
};
const conversationOf = async (who: Actor, applicationId: string) => {
  const res = await server.call('GET', `/api/messages/applications/${applicationId}`, { token: who.token });
  expect(res.status).toBe(200);
  return res.body.conversation as Conv | null;
};
const read = async (who: Actor, conv: Conv) => {
  const last = conv.messages[conv.messages.length - 1]!.id;
  const res = await server.call('POST', `/api/messages/conversations/${conv.id}/read`, {
    token: who.token,
    body: { up_to: last },
  });
  expect(res.status).toBe(200);
};
const notices = async (to: string) =>
  (await outboxTo(server, to)).filter((m) => m.subject.startsWith('New message from'));

const joinAs = (email: string, role: 'recruiter' | 'interviewer') =>
  joinByInvitation(server, owner, email, role, email.split('@')[0]!);

beforeAll(async () => {
  // The worker runs only when a test says so: the 15-minute rule depends on which notices are still waiting.
  ({ server, mail, owner, jobId } = await startCompanyServer('owner@messages.test', 'Acme Messages', {
    holdMail: true,
  }));
  recruiter = await joinAs('recruiter@messages.test', 'recruiter');
  cand = await applicant(server, mail, 'cand@messages.test', jobId, 'Lan Candidate');
});

afterAll(async () => {
  await server.stop();
});

describe('a conversation per application', () => {
  it('starts with the employer’s first message, counts unread for the candidate, and reading clears it', async () => {
    expect(await conversationOf(owner, cand.applicationId)).toBeNull();
    expect(await unread(cand)).toBe(0);
    const first = await say(owner, `/api/messages/applications/${cand.applicationId}/messages`, 'Hello Lan!');
    expect(first.status).toBe(201);
    expect(await unread(cand)).toBe(1);
    expect(await unread(owner)).toBe(0);

    const list = await server.call('GET', '/api/messages/conversations', { token: cand.token });
    const summaries = list.body.conversations as Summary[];
    expect(summaries).toHaveLength(1);
    expect(summaries[0]).toMatchObject({ as: 'candidate', unread: 1, last_message: 'Hello Lan!' });

    const conv = (await conversationOf(cand, cand.applicationId))!;
    expect(conv.messages.map((m) => [m.body, m.mine])).toEqual([['Hello Lan!', false]]);
    await read(cand, conv);
    expect(await unread(cand)).toBe(0);

    const reply = await say(cand, `/api/messages/conversations/${conv.id}/messages`, 'Thank you!');
    expect(reply.status).toBe(201);
    expect(await unread(owner)).toBe(1);
    // The recruiter reads the same conversation; its read state is its own.
    expect(await unread(recruiter)).toBe(1);
    const teamView = (await conversationOf(owner, cand.applicationId))!;
    await read(owner, teamView);
    expect(await unread(owner)).toBe(0);
    expect(await unread(recruiter)).toBe(1);
    expect(await auditActions(server)).toContain('conversation.started');
  });

  it('answers 304 to a poll whose ETag still matches, and 200 once a message arrived', async () => {
    const first = await server.call('GET', '/api/messages/unread', { token: recruiter.token });
    const etag = first.headers.get('etag')!;
    expect(etag).toMatch(/^W\//);
    const again = await server.call('GET', '/api/messages/unread', {
      token: recruiter.token,
      headers: { 'if-none-match': etag },
    });
    expect(again.status).toBe(304);
    await say(cand, `/api/messages/applications/${cand.applicationId}/messages`, 'One more thing');
    const changed = await server.call('GET', '/api/messages/unread', {
      token: recruiter.token,
      headers: { 'if-none-match': etag },
    });
    expect(changed.status).toBe(200);
    expect(changed.body.unread).toBe(2);
  });

  it('refuses an empty message', async () => {
    const res = await say(owner, `/api/messages/applications/${cand.applicationId}/messages`, '   ');
    expect(res.status).toBe(422);
  });
});

describe('the 15-minute mail rule', () => {
  it('mails at once, then at most once per 15 minutes however many messages arrive', async () => {
    const other = await applicant(server, mail, 'batch@messages.test', jobId);
    const path = `/api/messages/applications/${other.applicationId}/messages`;
    const t0 = server.clock.now().getTime();
    await say(owner, path, 'Our salary offer is confidential');
    await server.ctx.outbox.runOnce();
    server.clock.advance(MINUTE);
    await say(owner, path, 'two');
    server.clock.advance(MINUTE);
    await say(recruiter, path, 'three');
    let rows = await notices(other.email);
    expect(rows.map((r) => r.nextAttemptAt.getTime() - t0)).toEqual([0, 15 * MINUTE]);

    // The second waits for its time and covers every message until then.
    await server.ctx.outbox.runOnce();
    server.clock.advance(5 * MINUTE);
    await say(owner, path, 'four');
    expect(await notices(other.email)).toHaveLength(2);
    server.clock.advance(9 * MINUTE); // t0 + 16 min
    await server.ctx.outbox.runOnce();
    rows = await notices(other.email);
    expect(rows.map((r) => r.status)).toEqual(['sent', 'sent']);

    server.clock.advance(4 * MINUTE); // t0 + 20 min: the last notice left at t0 + 15 min
    await say(owner, path, 'five');
    rows = await notices(other.email);
    expect(rows.map((r) => r.nextAttemptAt.getTime() - t0)).toEqual([0, 15 * MINUTE, 30 * MINUTE]);
    expect(rows[0]!.subject).toBe('New message from Acme Messages about Senior React Developer');
    expect(rows[0]!.text).toContain('/dashboard/messages/');
    expect(rows[0]!.text).not.toContain('confidential');
  });

  it('withdraws a waiting notice when the recipient reads the conversation', async () => {
    const other = await applicant(server, mail, 'reader@messages.test', jobId);
    const path = `/api/messages/applications/${other.applicationId}/messages`;
    const t1 = server.clock.now().getTime();
    await say(owner, path, 'hello');
    await server.ctx.outbox.runOnce();
    server.clock.advance(MINUTE);
    await say(owner, path, 'are you there?');
    expect((await notices(other.email)).map((r) => r.nextAttemptAt.getTime() - t1)).toEqual([0, 15 * MINUTE]);

    await read(other, (await conversationOf(other, other.applicationId))!);
    expect((await notices(other.email)).map((r) => r.nextAttemptAt.getTime() - t1)).toEqual([0]);

    // The rule still counts from the notice that left.
    server.clock.advance(MINUTE);
    await say(owner, path, 'ping');
    expect((await notices(other.email)).map((r) => r.nextAttemptAt.getTime() - t1)).toEqual([0, 15 * MINUTE]);
  });

  it('mails the teammates who wrote when the candidate answers, each on its own clock', async () => {
    const other = await applicant(server, mail, 'answer@messages.test', jobId);
    await say(recruiter, `/api/messages/applications/${other.applicationId}/messages`, 'Hi');
    const before = (await notices(owner.email)).length;
    await say(other, `/api/messages/applications/${other.applicationId}/messages`, 'Hi back');
    expect(await notices(recruiter.email)).toHaveLength(1);
    expect((await notices(owner.email)).length).toBe(before);
  });
});

describe('a disabled account', () => {
  it('is not mailed: the candidate’s answer reaches the company’s other owners and recruiters instead', async () => {
    const leaver = await joinAs('leaver@messages.test', 'recruiter');
    const other = await applicant(server, mail, 'left-behind@messages.test', jobId);
    const path = `/api/messages/applications/${other.applicationId}/messages`;
    expect((await say(leaver, path, 'Hi from the leaver')).status).toBe(201);
    await server.ctx.db.update(users).set({ disabledAt: new Date() }).where(eq(users.id, leaver.userId));
    const before = (await notices(owner.email)).length;
    expect((await say(other, path, 'Is anyone there?')).status).toBe(201);
    expect(await notices(leaver.email)).toHaveLength(0);
    expect((await notices(owner.email)).length).toBe(before + 1);

    // Nor is a disabled candidate told of the team's message.
    const gone = await applicant(server, mail, 'disabled-seeker@messages.test', jobId);
    await server.ctx.db.update(users).set({ disabledAt: new Date() }).where(eq(users.id, gone.userId));
    const sent = await say(owner, `/api/messages/applications/${gone.applicationId}/messages`, 'We are here');
    expect(sent.status).toBe(201);
    expect(await notices(gone.email)).toHaveLength(0);
  });
});

describe('a teammate removed from the company', () => {
  it('is not sent the notice still waiting for its 15 minutes, whose conversation it can no longer open', async () => {
    const mover = await joinAs('removed@messages.test', 'recruiter');
    const other = await applicant(server, mail, 'after-removal@messages.test', jobId);
    const path = `/api/messages/applications/${other.applicationId}/messages`;
    expect((await say(mover, path, 'Hello from the recruiter')).status).toBe(201);
    expect((await say(other, path, 'Thanks! One question')).status).toBe(201);
    await server.ctx.outbox.runOnce();
    server.clock.advance(MINUTE);
    expect((await say(other, path, 'And my salary expectations are…')).status).toBe(201);
    expect((await notices(mover.email)).map((n) => n.status)).toEqual(['sent', 'pending']);

    const removed = await server.call('DELETE', `/api/company/members/${mover.userId}`, {
      token: owner.token,
    });
    expect(removed.status).toBe(200);
    // The notice already sent stays sent; the one waiting is withdrawn, so nothing more reaches the former teammate.
    expect((await notices(mover.email)).map((n) => n.status)).toEqual(['sent']);
    server.clock.advance(20 * MINUTE);
    await server.ctx.outbox.runOnce();
    expect((await notices(mover.email)).map((n) => n.status)).toEqual(['sent']);
    const conversation = (await conversationOf(other, other.applicationId))!;
    const opened = await server.call('GET', `/api/messages/conversations/${conversation.id}`, {
      token: mover.token,
    });
    expect([401, 404]).toContain(opened.status);
  });
});

describe('a recruiter made an interviewer', () => {
  it('is not sent the waiting notice, and the conversation’s notification leaves its list', async () => {
    const mover = await joinAs('now-interviewer@messages.test', 'recruiter');
    const other = await applicant(server, mail, 'interviewer-case@messages.test', jobId);
    const path = `/api/messages/applications/${other.applicationId}/messages`;
    expect((await say(mover, path, 'Hello from the recruiter')).status).toBe(201);
    expect((await say(other, path, 'Thanks! One question')).status).toBe(201);
    await server.ctx.outbox.runOnce();
    server.clock.advance(MINUTE);
    expect((await say(other, path, 'And my notice period is two months')).status).toBe(201);
    expect((await notices(mover.email)).map((n) => n.status)).toEqual(['sent', 'pending']);
    const before = await server.call('GET', '/api/me/notifications', { token: mover.token });
    expect((before.body.notifications as Array<{ kind: string }>).map((n) => n.kind)).toContain(
      'message.received',
    );

    const changed = await server.call('PATCH', `/api/company/members/${mover.userId}`, {
      token: owner.token,
      body: { role: 'interviewer' },
    });
    expect(changed.status).toBe(200);
    expect((await notices(mover.email)).map((n) => n.status)).toEqual(['sent']);
    const token = await login(server, mover.email);
    const after = await server.call('GET', '/api/me/notifications', { token });
    expect((after.body.notifications as Array<{ kind: string }>).map((n) => n.kind)).not.toContain(
      'message.received',
    );
    const conversation = (await conversationOf(other, other.applicationId))!;
    expect(
      (await server.call('GET', `/api/messages/conversations/${conversation.id}`, { token })).status,
    ).toBe(404);
  });
});

describe('who may start a conversation', () => {
  it('lets a company write to a candidate it unlocked, never to one it has no right to', async () => {
    const seeker = await actor(server, mail, 'member', 'seeker@messages.test', { name: 'Open Seeker' });
    const put = await server.call('PUT', '/api/me/candidate-profile', {
      token: seeker.token,
      body: { headline: 'Go developer', open_to_employers: true },
    });
    expect(put.status).toBe(200);
    const [row] = await server.ctx.db
      .select({ id: candidates.id })
      .from(candidates)
      .where(eq(candidates.userId, seeker.userId));
    const path = `/api/messages/candidates/${row!.id}/messages`;

    expect((await say(owner, path, 'Interested?')).status).toBe(403);
    const unlock = await server.call('POST', `/api/candidates/${row!.id}/unlock`, { token: owner.token });
    expect(unlock.status).toBe(200);
    const sent = await say(owner, path, 'Interested?');
    expect(sent.status).toBe(201);
    expect(await unread(seeker)).toBe(1);
    // The candidate answers in that conversation, but cannot open one with a company itself.
    const conversationId = sent.body.conversation_id as string;
    expect((await say(seeker, `/api/messages/conversations/${conversationId}/messages`, 'Yes')).status).toBe(
      201,
    );
    expect((await say(seeker, path, 'Hello')).status).toBe(403);
    // Another company that neither unlocked nor received an application: 403.
    const { employer: stranger } = await employerWithJob(server, mail, 'other@messages.test', 'Other Co');
    expect((await say(stranger, path, 'Hi')).status).toBe(403);
    expect(
      (await say(stranger, `/api/messages/applications/${cand.applicationId}/messages`, 'Hi')).status,
    ).toBe(404);
  });

  it('lets the candidate start the conversation of its own application', async () => {
    const other = await applicant(server, mail, 'starter@messages.test', jobId);
    const res = await say(other, `/api/messages/applications/${other.applicationId}/messages`, 'A question');
    expect(res.status).toBe(201);
    expect(await unread(other)).toBe(0);
  });
});

describe('pipeline mails in the conversation', () => {
  it('copies a stage change’s mail into the application’s conversation', async () => {
    const other = await applicant(server, mail, 'moved@messages.test', jobId);
    const moved = await server.call('POST', `/api/applications/${other.applicationId}/move`, {
      token: owner.token,
      body: { stage: 'screening' },
    });
    expect(moved.status).toBe(200);
    const conv = (await conversationOf(other, other.applicationId))!;
    expect(conv.messages).toHaveLength(1);
    expect(conv.messages[0]).toMatchObject({
      kind: 'pipeline',
      side: 'company',
      subject: 'Your application for Senior React Developer is being reviewed',
    });
    expect(await unread(other)).toBe(1);
    // The stage mail itself is the notice: no second mail about it.
    expect(await notices(other.email)).toHaveLength(0);
  });
});

describe('templates and attachments', () => {
  it('fills the placeholders and records template changes in the audit log', async () => {
    const created = await server.call('POST', '/api/messages/templates', {
      token: recruiter.token,
      body: {
        name: 'Invite',
        body: 'Hi {candidate_name}, about {job_title} at {company_name}: {interview_time}',
      },
    });
    expect(created.status).toBe(201);
    const id = (created.body.template as { id: string }).id;
    const rendered = await server.call(
      'GET',
      `/api/messages/templates/${id}/render?application_id=${cand.applicationId}`,
      { token: owner.token },
    );
    expect(rendered.status).toBe(200);
    expect(rendered.body.body).toBe(
      'Hi Lan Candidate, about Senior React Developer at Acme Messages: {interview_time}',
    );
    const changed = await server.call('PUT', `/api/messages/templates/${id}`, {
      token: owner.token,
      body: { name: 'Invite', body: 'Hello {candidate_name}' },
    });
    expect(changed.status).toBe(200);
    expect(
      (await server.call('DELETE', `/api/messages/templates/${id}`, { token: owner.token })).status,
    ).toBe(200);
    const actions = await auditActions(server);
    for (const action of ['message_template.created', 'message_template.updated', 'message_template.deleted'])
      expect(actions).toContain(action);
  });

  it('takes a PDF, which both sides download, and refuses a file that is not one of the accepted types', async () => {
    const path = `/api/messages/applications/${cand.applicationId}/messages`;
    const sent = await postForm(
      server,
      path,
      owner.token,
      { body: 'The contract' },
      { field: 'file', name: 'contract.pdf', data: samplePdf() },
    );
    expect(sent.status).toBe(201);
    const message = sent.body.message as { id: number; attachment: { name: string; type: string } };
    expect(message.attachment).toMatchObject({ name: 'contract.pdf', type: 'application/pdf' });
    for (const who of [owner, cand]) {
      const res = await fetch(`${server.url}/api/messages/attachments/${message.id}`, {
        headers: { authorization: `Bearer ${who.token}` },
      });
      expect(res.status).toBe(200);
      expect(res.headers.get('content-disposition')).toContain('contract.pdf');
      expect(
        Buffer.from(await res.arrayBuffer())
          .subarray(0, 5)
          .toString(),
      ).toBe('%PDF-');
    }
    // A name sent decomposed (as a Mac sends it) keeps its accents.
    const mac = await postForm(
      server,
      path,
      owner.token,
      { body: 'Hợp đồng' },
      { field: 'file', name: 'Hợp đồng lao động.pdf'.normalize('NFD'), data: samplePdf() },
    );
    expect(mac.status).toBe(201);
    expect((mac.body.message as { attachment: { name: string } }).attachment.name).toBe(
      'Hợp đồng lao động.pdf'.normalize('NFC'),
    );
    // A file sent without text: the list's preview names the file rather than showing nothing.
    const fileOnly = await postForm(
      server,
      path,
      owner.token,
      { body: '' },
      { field: 'file', name: 'offer letter.pdf', data: samplePdf() },
    );
    expect(fileOnly.status).toBe(201);
    const listed = await server.call('GET', '/api/messages/conversations', { token: cand.token });
    const summary = (listed.body.conversations as Summary[]).find(
      (c) => c.application_id === cand.applicationId,
    );
    expect(summary?.last_message).toBe('offer letter.pdf');
    const bad = await postForm(
      server,
      path,
      owner.token,
      { body: 'Script' },
      { field: 'file', name: 'evil.pdf', data: Buffer.from('<script>alert(1)</script>') },
    );
    expect(bad.status).toBe(422);

    // A file sent in another field than `file`, or chosen but empty, is refused, never sent without it.
    const before = (await conversationOf(cand, cand.applicationId))!.messages.length;
    const misplaced = await postForm(
      server,
      path,
      owner.token,
      { body: 'See the attached offer' },
      { field: 'attachment', name: 'offer.pdf', data: samplePdf() },
    );
    expect(misplaced.status).toBe(422);
    expect(misplaced.body.message).toBe('Attach the file in the field "file".');
    expect(misplaced.body.errors).toHaveProperty('file');
    const empty = await postForm(
      server,
      path,
      owner.token,
      { body: 'See the attached offer' },
      { field: 'file', name: 'offer.pdf', data: Buffer.alloc(0) },
    );
    expect(empty.status).toBe(422);
    expect(empty.body.message).toBe('The file is empty.');
    expect((await conversationOf(cand, cand.applicationId))!.messages).toHaveLength(before);
    // A form whose file input was left empty sends an empty, nameless part: the text goes alone.
    const textOnly = await postForm(
      server,
      path,
      owner.token,
      { body: 'No file this time' },
      { field: 'file', name: '', data: Buffer.alloc(0) },
    );
    expect(textOnly.status).toBe(201);
    expect((textOnly.body.message as { attachment: unknown }).attachment).toBeNull();
  });
});

describe('a platform posting’s author moved off the staff', () => {
  it('is no longer told of a candidate’s message by mail or notification', async () => {
    const author = await actor(server, mail, 'staff', 'author@messages.test', { name: 'Staff Author' });
    const created = await server.call('POST', '/api/jobs', {
      token: author.token,
      body: sampleJob({ title: 'Platform Support Engineer', company: 'DotTrip' }),
    });
    expect(created.status, JSON.stringify(created.body)).toBe(201);
    const platformJob = (created.body.job as { id: string }).id;
    expect(
      (await server.call('POST', `/api/jobs/${platformJob}/publish`, { token: author.token })).status,
    ).toBe(200);
    const seeker = await applicant(server, mail, 'platform-seeker@messages.test', platformJob);
    const path = `/api/messages/applications/${seeker.applicationId}/messages`;
    // Before any staff member wrote, the posting's author hears of the candidate's question.
    expect((await say(seeker, path, 'Is the role open to juniors?')).status).toBe(201);
    expect(await notices(author.email)).toHaveLength(1);
    await server.ctx.outbox.runOnce();

    // An administrator makes the author a member again: it can no longer open the conversation…
    const admin = await adminActor(server);
    const demoted = await server.call('PATCH', `/api/admin/users/${author.userId}`, {
      token: admin.token,
      body: { role: 'member' },
    });
    expect(demoted.status).toBe(200);
    const token = await login(server, author.email);
    const conversation = (await conversationOf(seeker, seeker.applicationId))!;
    expect(
      (await server.call('GET', `/api/messages/conversations/${conversation.id}`, { token })).status,
    ).toBe(404);
    // …and is neither mailed nor notified of the candidate's next message (past the 15-minute window).
    // The notification of the first message, naming the candidate, left its list with the role.
    const kinds = async () =>
      (
        (await server.call('GET', '/api/me/notifications', { token })).body.notifications as Array<{
          kind: string;
        }>
      ).map((n) => n.kind);
    expect(await kinds()).not.toContain('message.received');
    server.clock.advance(16 * MINUTE);
    expect((await say(seeker, path, 'My phone number is 0901 234 567')).status).toBe(201);
    expect(await notices(author.email)).toHaveLength(1);
    expect(await kinds()).not.toContain('message.received');
  });
});
