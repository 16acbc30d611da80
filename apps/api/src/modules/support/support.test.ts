import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { auditLog, supportAttachments, supportCannedReplies, supportTickets, users } from '../../db/schema';
import { CANNED_REPLY_SEED, seedCannedReplies } from '../../db/seed/support';
import { storageFor } from '../../lib/storage';
import { login, startSmtpTestServer } from '../../../test/harness';
import type { TestServer } from '../../../test/harness';
import { actor, adminActor } from '../../../test/recruitment';
import type { Actor } from '../../../test/recruitment';
import type { SmtpPeer } from '../../../test/smtp-peer';
import { clientIp } from '../../../test/helpers';
import { closeStaleResolved } from './service';

const HOUR = 3_600_000;
const DAY = 24 * HOUR;
let smtp: SmtpPeer;
let server: TestServer;
let member: Actor;
let pro: Actor;
let enterprise: Actor;
let free: Actor;
let staff: Actor;
let admin: Actor;
let categoryId: string;

type Ticket = {
  id: string;
  number: number;
  status: string;
  plan: string;
  first_reply_due_at: string | null;
  first_reply_counting: boolean;
  messages: Array<{
    body: string;
    internal: boolean;
    author_side: string;
    attachments: Array<{ id: string }>;
  }>;
  requester_email: string | null;
};

async function open(who: Actor, subject = 'Cannot download my invoice', extra: Record<string, unknown> = {}) {
  const res = await server.call('POST', '/api/support/tickets', {
    token: who.token,
    body: { subject, category_id: categoryId, description: 'The invoice page shows an error.', ...extra },
  });
  if (res.status !== 201) throw new Error(`open: ${res.status} ${JSON.stringify(res.body)}`);
  return res.body.ticket as Ticket;
}

const say = (who: Actor, id: string, body: string, internal = false) =>
  server.call('POST', `/api/support/tickets/${id}/messages`, { token: who.token, body: { body, internal } });

async function upload(who: Actor, data: Buffer, name: string) {
  const form = new FormData();
  form.append('file', new Blob([new Uint8Array(data)]), name);
  const res = await fetch(`${server.url}/api/support/attachments`, {
    method: 'POST',
    headers: { authorization: `Bearer ${who.token}` },
    body: form,
  });
  return { status: res.status, body: (await res.json()) as Record<string, unknown> };
}

beforeAll(async () => {
  ({ server, smtp } = await startSmtpTestServer());
  member = await actor(server, smtp, 'member', 'member@support.test', { name: 'Minh Member' });
  pro = await actor(server, smtp, 'employer', 'pro@support.test', { plan: 'standard', name: 'Phương Pro' });
  enterprise = await actor(server, smtp, 'employer', 'ent@support.test', { plan: 'premium' });
  free = await actor(server, smtp, 'employer', 'free@support.test', { plan: 'free' });
  staff = await actor(server, smtp, 'staff', 'staff@support.test', { name: 'Sơn Staff' });
  admin = await adminActor(server);
  const categories = await server.call('GET', '/api/support/categories', { token: member.token });
  categoryId = (categories.body.categories as Array<{ id: string }>)[0]!.id;
});

afterAll(async () => {
  await server.stop();
});

describe('tickets', () => {
  it('lets a member open a ticket, see it alone in its list, filter by status, close and reopen it', async () => {
    const ticket = await open(member, 'Đổi mật khẩu không được');
    expect(ticket.status).toBe('open');
    expect(ticket.messages).toHaveLength(1);
    expect(ticket.requester_email).toBeNull();
    await open(pro, 'Someone else’s ticket');

    const list = await server.call('GET', '/api/support/tickets', { token: member.token });
    const subjects = (list.body.tickets as Array<{ subject: string }>).map((t) => t.subject);
    expect(subjects).toContain('Đổi mật khẩu không được');
    expect(subjects).not.toContain('Someone else’s ticket');

    const closed = await server.call('POST', `/api/support/tickets/${ticket.id}/close`, {
      token: member.token,
    });
    expect((closed.body.ticket as Ticket).status).toBe('closed');
    const onlyOpen = await server.call('GET', '/api/support/tickets?status=open', { token: member.token });
    expect((onlyOpen.body.tickets as Ticket[]).map((t) => t.id)).not.toContain(ticket.id);
    const onlyClosed = await server.call('GET', '/api/support/tickets?status=closed', {
      token: member.token,
    });
    expect((onlyClosed.body.tickets as Ticket[]).map((t) => t.id)).toEqual([ticket.id]);

    const reopened = await server.call('POST', `/api/support/tickets/${ticket.id}/reopen`, {
      token: member.token,
    });
    expect((reopened.body.ticket as Ticket).status).toBe('open');
    expect(
      (await server.call('POST', `/api/support/tickets/${ticket.id}/reopen`, { token: member.token })).status,
    ).toBe(409);
  });

  it('refuses an unknown category and control characters in the subject with 422', async () => {
    const bad = await server.call('POST', '/api/support/tickets', {
      token: member.token,
      body: { subject: 'Hello', category_id: '00000000-0000-4000-8000-000000000000', description: 'x' },
    });
    expect(bad.status).toBe(422);
    const control = await server.call('POST', '/api/support/tickets', {
      token: member.token,
      body: { subject: 'Bad\u0007subject', category_id: categoryId, description: 'x' },
    });
    expect(control.status).toBe(422);
    expect(control.body.errors).toHaveProperty('subject');
  });
});

describe('replies, internal notes and mail', () => {
  it('mails the requester a team reply with a link back, never an internal note, and the assignee the answer', async () => {
    const ticket = await open(pro, 'Invoice PDF is empty');
    const note = await say(staff, ticket.id, 'SECRET-NOTE: customer on the old plan', true);
    expect(note.status).toBe(201);
    expect((note.body.ticket as Ticket).messages.map((m) => m.body)).toContain(
      'SECRET-NOTE: customer on the old plan',
    );

    const answer = await say(staff, ticket.id, 'We regenerated your invoice.');
    expect(answer.status).toBe(201);
    expect((answer.body.ticket as Ticket).status).toBe('pending');
    const mail = await smtp.waitFor(pro.email, (m) => m.subject.includes('Invoice PDF is empty'));
    expect(mail.subject).toContain(`#${ticket.number}`);
    expect(mail.text).toContain('We regenerated your invoice.');
    expect(mail.text).toContain(`http://localhost:5173/dashboard/support/${ticket.id}`);
    expect(mail.text).not.toContain('SECRET-NOTE');
    expect(smtp.mails.some((m) => m.text.includes('SECRET-NOTE'))).toBe(false);

    // The requester never reads the note.
    const seen = await server.call('GET', `/api/support/tickets/${ticket.id}`, { token: pro.token });
    const bodies = (seen.body.ticket as Ticket).messages.map((m) => m.body);
    expect(bodies).toContain('We regenerated your invoice.');
    expect(JSON.stringify(seen.body)).not.toContain('SECRET-NOTE');
    const list = await server.call('GET', '/api/support/tickets', { token: pro.token });
    expect(JSON.stringify(list.body)).not.toContain('SECRET-NOTE');
    // Nor writes one.
    expect((await say(pro, ticket.id, 'Sneaky', true)).status).toBe(403);

    // Assigned to staff, the requester's answer mails the assignee and reopens the ticket.
    const assigned = await server.call('PATCH', `/api/support/tickets/${ticket.id}`, {
      token: admin.token,
      body: { assignee_id: staff.userId },
    });
    expect(assigned.status).toBe(200);
    const back = await say(pro, ticket.id, 'Thanks, it works now.');
    expect((back.body.ticket as Ticket).status).toBe('open');
    const toStaff = await smtp.waitFor(staff.email, (m) => m.text.includes('Thanks, it works now.'));
    expect(toStaff.text).toContain(`/dashboard/support/${ticket.id}`);
  });

  it('mails the support inbox when an unassigned ticket gets the requester’s reply', async () => {
    const ticket = await open(member, 'Unassigned question');
    await say(member, ticket.id, 'Any news on this?');
    const mail = await smtp.waitFor('inbox@test.example', (m) => m.text.includes('Any news on this?'));
    expect(mail.subject).toContain(`#${ticket.number}`);
  });

  it('writes labelled audit entries for the team’s changes', async () => {
    const ticket = await open(member, 'Audit me');
    const res = await server.call('PATCH', `/api/support/tickets/${ticket.id}`, {
      token: staff.token,
      body: { priority: 'urgent', status: 'resolved', assignee_id: staff.userId },
    });
    expect(res.status).toBe(200);
    const entries = await server.ctx.db.select().from(auditLog).where(eq(auditLog.targetId, ticket.id));
    expect(entries.map((e) => e.action).sort()).toEqual([
      'support.ticket_assigned',
      'support.ticket_priority_changed',
      'support.ticket_status_changed',
    ]);
    expect(entries.every((e) => e.actorId === staff.userId)).toBe(true);
    // Only someone of the team can be assigned.
    const wrong = await server.call('PATCH', `/api/support/tickets/${ticket.id}`, {
      token: staff.token,
      body: { assignee_id: member.userId },
    });
    expect(wrong.status).toBe(422);
  });
});

describe('a disabled teammate', () => {
  it('cannot be given a ticket, and the requester’s reply to a ticket it held reaches the team’s inbox', async () => {
    const leaver = await actor(server, smtp, 'staff', 'leaver@support.test', { name: 'Lê Leaver' });
    const ticket = await open(member, 'Held by a leaver');
    const given = await server.call('PATCH', `/api/support/tickets/${ticket.id}`, {
      token: admin.token,
      body: { assignee_id: leaver.userId },
    });
    expect(given.status).toBe(200);
    await server.ctx.db.update(users).set({ disabledAt: new Date() }).where(eq(users.id, leaver.userId));

    const other = await open(member, 'Not for a leaver');
    const refused = await server.call('PATCH', `/api/support/tickets/${other.id}`, {
      token: admin.token,
      body: { assignee_id: leaver.userId },
    });
    expect(refused.status).toBe(422);
    expect(refused.body.errors).toHaveProperty('assignee_id');

    await say(member, ticket.id, 'Is anyone still on this?');
    await smtp.waitFor('inbox@test.example', (m) => m.text.includes('Is anyone still on this?'));
    expect(smtp.mails.some((m) => m.to.includes(leaver.email) && m.text.includes('anyone still'))).toBe(
      false,
    );
  });
});

describe('a teammate moved off the team', () => {
  it('is no longer mailed the requester’s reply to a ticket it held; the team’s inbox is', async () => {
    const mover = await actor(server, smtp, 'staff', 'mover@support.test', { name: 'Mai Mover' });
    const ticket = await open(member, 'Held by a mover');
    const given = await server.call('PATCH', `/api/support/tickets/${ticket.id}`, {
      token: admin.token,
      body: { assignee_id: mover.userId },
    });
    expect(given.status).toBe(200);
    // An administrator makes the teammate a member again (the users screen); its account stays active.
    const demoted = await server.call('PATCH', `/api/admin/users/${mover.userId}`, {
      token: admin.token,
      body: { role: 'member' },
    });
    expect(demoted.status).toBe(200);
    // It can no longer open the ticket…
    const opened = await server.call('GET', `/api/support/tickets/${ticket.id}`, {
      token: await login(server, mover.email),
    });
    expect(opened.status).toBe(404);

    // …so the requester's answer, with its words, goes to the team's inbox, never to the former teammate.
    await say(member, ticket.id, 'My order number is 4711');
    await smtp.waitFor('inbox@test.example', (m) => m.text.includes('My order number is 4711'));
    expect(smtp.mails.some((m) => m.to.includes(mover.email) && m.text.includes('4711'))).toBe(false);
  });
});

describe('the first-reply target', () => {
  it('gives Pro and Enterprise a shorter due time, keeps it as the clock runs, sorts the queue by it and stops at the first reply', async () => {
    const a = await open(member, 'Target none');
    const b = await open(pro, 'Target pro');
    const c = await open(enterprise, 'Target enterprise');
    const d = await open(free, 'Target free');
    expect([a.plan, b.plan, c.plan, d.plan]).toEqual(['none', 'standard', 'premium', 'free']);
    // The due time is the plan's target after the opening; the screens count down to it (decision 1218).
    const opened = server.clock.now().getTime();
    const hoursLeft = (t: Ticket) => (Date.parse(t.first_reply_due_at!) - opened) / HOUR;
    expect([a, b, c, d].map(hoursLeft)).toEqual([48, 8, 4, 48]);
    expect([a, b, c, d].every((t) => t.first_reply_counting)).toBe(true);

    server.clock.advance(5 * HOUR);
    const later = await server.call('GET', `/api/support/tickets/${c.id}`, { token: enterprise.token });
    expect(later.body.ticket).toMatchObject({
      first_reply_due_at: c.first_reply_due_at,
      first_reply_counting: true,
    });

    const queue = await server.call('GET', '/api/support/queue?q=Target', { token: staff.token });
    expect((queue.body.tickets as Array<{ subject: string }>).map((t) => t.subject)).toEqual([
      'Target enterprise',
      'Target pro',
      'Target none',
      'Target free',
    ]);

    await say(staff, c.id, 'On it.');
    const answered = await server.call('GET', `/api/support/tickets/${c.id}`, { token: enterprise.token });
    expect((answered.body.ticket as Ticket).first_reply_counting).toBe(false);
    expect((answered.body.ticket as Ticket).first_reply_due_at).toBeNull();
    const after = await server.call('GET', '/api/support/queue?q=Target', { token: staff.token });
    expect((after.body.tickets as Array<{ subject: string }>).map((t) => t.subject).at(-1)).toBe(
      'Target enterprise',
    );
  });

  it('shows no countdown on a ticket the team resolved without a reply, and counts again once it reopens', async () => {
    const ticket = await open(member, 'Duplicate of another ticket');
    const resolved = await server.call('PATCH', `/api/support/tickets/${ticket.id}`, {
      token: staff.token,
      body: { status: 'resolved' },
    });
    expect(resolved.status).toBe(200);
    expect((resolved.body.ticket as Ticket).first_reply_counting).toBe(false);
    server.clock.advance(3 * DAY);
    const seen = await server.call('GET', `/api/support/tickets/${ticket.id}`, { token: member.token });
    expect((seen.body.ticket as Ticket).first_reply_counting).toBe(false);
    const list = await server.call('GET', '/api/support/tickets?status=resolved', { token: member.token });
    const mine = (list.body.tickets as Ticket[]).find((t) => t.id === ticket.id)!;
    expect(mine.first_reply_counting).toBe(false);

    const reopened = await server.call('POST', `/api/support/tickets/${ticket.id}/reopen`, {
      token: member.token,
    });
    // Counting again, against the due time it was given when it opened: overdue by now.
    expect(reopened.body.ticket).toMatchObject({
      first_reply_counting: true,
      first_reply_due_at: ticket.first_reply_due_at,
    });
    expect(Date.parse(ticket.first_reply_due_at!)).toBeLessThan(server.clock.now().getTime());
  });

  it('lets an admin change targets for tickets opened afterwards, and audits it', async () => {
    const put = await server.call('PUT', '/api/support/admin/targets', {
      token: admin.token,
      body: { targets: [{ plan: 'standard', first_reply_hours: 2 }] },
    });
    expect(put.status).toBe(200);
    expect(
      (put.body.targets as Array<{ plan: string; first_reply_hours: number }>).find(
        (t) => t.plan === 'standard',
      ),
    ).toEqual({ plan: 'standard', first_reply_hours: 2 });
    const ticket = await open(pro, 'After the change');
    expect(Date.parse(ticket.first_reply_due_at!) - server.clock.now().getTime()).toBe(2 * HOUR);
    const [entry] = await server.ctx.db
      .select()
      .from(auditLog)
      .where(eq(auditLog.action, 'support.targets_changed'));
    expect(entry?.changes).toBeTruthy();
    expect(
      (
        await server.call('PUT', '/api/support/admin/targets', {
          token: admin.token,
          body: { targets: [{ plan: 'standard', first_reply_hours: 0 }] },
        })
      ).status,
    ).toBe(422);
  });
});

describe('categories', () => {
  it('refuses a second category of the same name in any case, on adding and on renaming, even two at once', async () => {
    const add = (name: string, locale = 'en') =>
      server.call('POST', '/api/support/admin/categories', {
        token: admin.token,
        body: { name },
        headers: { 'accept-language': locale },
      });
    const first = await add('Refunds');
    expect(first.status).toBe(201);
    const again = await add(' refunds ', 'vi');
    expect(again.status).toBe(409);
    expect(again.body.errors).toEqual({ name: ['Một danh mục khác đã có tên này.'] });
    const seeded = await server.call('GET', '/api/support/admin/categories', { token: admin.token });
    const other = (seeded.body.categories as Array<{ id: string; name: string }>).find(
      (c) => c.name !== 'Refunds',
    )!;
    const rename = await server.call('PATCH', `/api/support/admin/categories/${other.id}`, {
      token: admin.token,
      body: { name: 'REFUNDS' },
    });
    expect(rename.status).toBe(409);
    // A category may take its own name in another case.
    const own = await server.call(
      'PATCH',
      `/api/support/admin/categories/${(first.body.category as { id: string }).id}`,
      {
        token: admin.token,
        body: { name: 'REFUNDS' },
      },
    );
    expect(own.status).toBe(200);
    const both = await Promise.all([add('Partnerships'), add('partnerships')]);
    expect(both.map((r) => r.status).sort()).toEqual([201, 409]);
    const names = (
      (await server.call('GET', '/api/support/admin/categories', { token: admin.token })).body
        .categories as Array<{
        name: string;
      }>
    ).map((c) => c.name.toLowerCase());
    expect(new Set(names).size).toBe(names.length);
  });
});

describe('the 7-day auto-close', () => {
  it('closes a resolved ticket 7 days after the last reply, once, and not one that got a reply meanwhile', async () => {
    const quiet = await open(member, 'Quiet after resolution');
    const talked = await open(member, 'Answered after resolution');
    for (const t of [quiet, talked])
      await server.call('PATCH', `/api/support/tickets/${t.id}`, {
        token: staff.token,
        body: { status: 'resolved' },
      });

    server.clock.advance(3 * DAY);
    // A staff reply on the resolved ticket moves the 7 days on without reopening it.
    await say(staff, talked.id, 'One more detail for you.');
    server.clock.advance(4 * DAY - 60_000);
    // Tickets resolved by earlier tests may close now; these two not yet.
    const ours = (ids: string[]) => ids.filter((id) => id === quiet.id || id === talked.id);
    expect(ours(await server.support.runOnce())).toEqual([]);
    server.clock.advance(60_000);
    // Two instances at once (the scheduler's own runOnce shares one run): each ticket is closed by one of them.
    const deps = { db: server.ctx.db, clock: server.clock };
    const [first, second] = await Promise.all([closeStaleResolved(deps), closeStaleResolved(deps)]);
    expect(ours([...first, ...second])).toEqual([quiet.id]);
    const [row] = await server.ctx.db.select().from(supportTickets).where(eq(supportTickets.id, quiet.id));
    expect(row?.status).toBe('closed');
    const [kept] = await server.ctx.db.select().from(supportTickets).where(eq(supportTickets.id, talked.id));
    expect(kept?.status).toBe('resolved');
    server.clock.advance(3 * DAY);
    expect(ours(await server.support.runOnce())).toEqual([talked.id]);
    const entries = await server.ctx.db
      .select()
      .from(auditLog)
      .where(eq(auditLog.action, 'support.ticket_auto_closed'));
    expect(entries.filter((e) => e.targetId === quiet.id)).toHaveLength(1);
  });
});

describe('the queue search', () => {
  it('finds tickets by subject, requester and message text with or without diacritics', async () => {
    const ticket = await open(member, 'Lỗi đăng nhập ở Đà Nẵng');
    await say(member, ticket.id, 'Trình duyệt báo lỗi xác thực');
    for (const q of ['dang nhap', 'Đăng Nhập', 'da nang', 'xac thuc', 'Minh Member', `#${ticket.number}`]) {
      const res = await server.call('GET', `/api/support/queue?status=open&q=${encodeURIComponent(q)}`, {
        token: staff.token,
      });
      expect(
        (res.body.tickets as Ticket[]).map((t) => t.id),
        q,
      ).toContain(ticket.id);
    }
    const none = await server.call('GET', '/api/support/queue?status=open&q=khong-co-dau', {
      token: staff.token,
    });
    expect((none.body.tickets as Ticket[]).map((t) => t.id)).not.toContain(ticket.id);
  });
});

describe('the contact form', () => {
  it('turns a message into a ticket matched to the account of its address, and keeps the notification mail', async () => {
    const known = await server.call('POST', '/api/contact', {
      body: { name: 'Minh', email: 'MEMBER@support.test', message: 'Please call me back\nabout my profile.' },
      headers: clientIp(),
    });
    expect(known.status).toBe(201);
    await smtp.waitFor('inbox@test.example', (m) => m.text.includes('Please call me back'));
    const mine = await server.call('GET', '/api/support/tickets', { token: member.token });
    const ticket = (mine.body.tickets as Array<{ subject: string; source: string; id: string }>).find(
      (t) => t.subject === 'Please call me back',
    );
    expect(ticket?.source).toBe('contact');

    await server.call('POST', '/api/contact', {
      body: { name: 'Guest Visitor', email: 'guest@example.com', message: 'Do you hire interns?' },
      headers: clientIp(),
    });
    const queue = await server.call('GET', '/api/support/queue?q=interns', { token: staff.token });
    const guest = (queue.body.tickets as Array<{ id: string; requester_email: string; source: string }>)[0]!;
    expect(guest).toMatchObject({ requester_email: 'guest@example.com', source: 'contact' });
    // The team's reply reaches the guest by mail, without a link to a page it cannot open.
    await say(staff, guest.id, 'Yes, every summer.');
    const mail = await smtp.waitFor('guest@example.com');
    expect(mail.text).toContain('Yes, every summer.');
    expect(mail.text).not.toContain('/dashboard/support/');
    // It links to the contact form instead, where the guest answers.
    expect(mail.text).toMatch(/Open the contact form: http:\/\/localhost:5173\/contact\r?\n/);
    expect(mail.text).toContain('href="http://localhost:5173/contact"');
  });

  it('answers a guest in the language the form was sent in', async () => {
    await server.call('POST', '/api/contact', {
      body: {
        name: 'Khách Lan',
        email: 'lan.guest@example.com',
        message: 'Công ty có tuyển thực tập không?',
      },
      headers: { ...clientIp(), 'accept-language': 'vi' },
    });
    const queue = await server.call('GET', '/api/support/queue?q=lan.guest@example.com', {
      token: staff.token,
    });
    const [ticket] = queue.body.tickets as Array<{ id: string }>;
    await say(staff, ticket!.id, 'Có, mỗi mùa hè.');
    const mail = await smtp.waitFor('lan.guest@example.com');
    expect(mail.text).toContain('Có, mỗi mùa hè.');
    expect(mail.text).toContain('Để trả lời, hãy viết lại cho chúng tôi qua biểu mẫu liên hệ.');
    // The form opens in Vietnamese too, whatever the guest's browser says.
    expect(mail.text).toContain('Mở biểu mẫu liên hệ: http://localhost:5173/contact?lang=vi');
  });
});

describe('the contact form’s subject', () => {
  it('cuts a long first line without splitting an emoji in two', async () => {
    const line = `${'x'.repeat(78)}😀 and the rest of a long first line`;
    const sent = await server.call('POST', '/api/contact', {
      body: { name: 'Emoji Guest', email: 'emoji@example.com', message: `${line}\nSecond line` },
      headers: clientIp(),
    });
    expect(sent.status).toBe(201);
    const queue = await server.call('GET', '/api/support/queue?q=emoji@example.com', { token: staff.token });
    const [ticket] = queue.body.tickets as Array<{ subject: string }>;
    expect(ticket!.subject).toBe(`${'x'.repeat(78)}😀…`);
    expect(ticket!.subject).not.toContain('\ufffd');
  });

  it('makes the subject one line whatever line breaks and tabs the message holds', async () => {
    const sent = await server.call('POST', '/api/contact', {
      body: {
        name: 'Mac Guest',
        email: 'oldmac@example.com',
        message: 'Price\tlist please\rfor 2027\nThanks',
      },
      headers: clientIp(),
    });
    expect(sent.status).toBe(201);
    const queue = await server.call('GET', '/api/support/queue?q=oldmac@example.com', { token: staff.token });
    const [ticket] = queue.body.tickets as Array<{ subject: string }>;
    expect(ticket!.subject).toBe('Price list please');
  });
});

describe('attachments', () => {
  const png = Buffer.from(
    'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mP8z8BQDwAEhQGAhKmMIQAAAABJRU5ErkJggg==',
    'base64',
  );

  it('stores a checked file, binds it to the ticket and serves it only to those who read the ticket', async () => {
    const up = await upload(pro, png, 'screen shot.png');
    expect(up.status).toBe(201);
    const attachment = up.body.attachment as { id: string; content_type: string; name: string };
    expect(attachment).toMatchObject({ content_type: 'image/png', name: 'screen shot.png' });
    const ticket = await open(pro, 'With a screenshot', { attachment_ids: [attachment.id] });
    expect(ticket.messages[0]!.attachments.map((a) => a.id)).toEqual([attachment.id]);

    const own = await fetch(`${server.url}/api/support/attachments/${attachment.id}`, {
      headers: { authorization: `Bearer ${pro.token}` },
    });
    expect(own.status).toBe(200);
    expect(own.headers.get('content-type')).toBe('image/png');
    expect(Buffer.from(await own.arrayBuffer()).equals(png)).toBe(true);
    const other = await server.call('GET', `/api/support/attachments/${attachment.id}`, {
      token: member.token,
    });
    expect(other.status).toBe(404);
    const team = await server.call('GET', `/api/support/attachments/${attachment.id}`, {
      token: staff.token,
    });
    expect(team.status).toBe(200);
    // Sent once; naming it again is refused.
    const again = await server.call('POST', '/api/support/tickets', {
      token: pro.token,
      body: { subject: 'Again', category_id: categoryId, description: 'x', attachment_ids: [attachment.id] },
    });
    expect(again.status).toBe(422);
  });

  it('refuses a file whose bytes are not an accepted type, whatever its name', async () => {
    const exe = await upload(
      member,
      Buffer.from([0x4d, 0x5a, 0x90, 0x00, 0x03, 0x00, 0x00, 0x00]),
      'report.pdf',
    );
    expect(exe.status).toBe(422);
    const html = await upload(member, Buffer.from('<html>\u0000</html>'), 'page.txt');
    expect(html.status).toBe(422);
    const text = await upload(member, Buffer.from('Lỗi: 500 at /dashboard\n'), 'log.txt');
    expect(text.status).toBe(201);
  });

  it('names a file without the path, control or right-to-left override characters of its upload name', async () => {
    // U+202E would show "hóa đơn\u202Egnp.txt" as "hóa đơntxt.png" in the ticket and the download.
    const spoof = await upload(member, png, 'hóa đơn\u202Egnp\u0007.txt');
    expect(spoof.status).toBe(201);
    const name = (spoof.body.attachment as { name: string }).name;
    expect(name).toBe('hóa đơn_gnp_.png');
    expect(name).not.toMatch(/[\u200e\u200f\u202a-\u202e\u2066-\u2069\p{Cc}/\\]/u);
  });

  it('keeps the accents of a name sent decomposed (as a Mac sends it) and never cuts a letter in half', async () => {
    const mac = await upload(member, png, 'Hóa đơn tháng 11.png'.normalize('NFD'));
    expect(mac.status).toBe(201);
    expect((mac.body.attachment as { name: string }).name).toBe('Hóa đơn tháng 11.png'.normalize('NFC'));
    const long = await upload(member, png, `a${'𝐀'.repeat(130)}.png`);
    expect(long.status).toBe(201);
    expect((long.body.attachment as { name: string }).name).toBe(`a${'𝐀'.repeat(119)}.png`);
  });

  it('removes a file a day after its upload when it was never sent, and keeps sent and recent ones', async () => {
    const sent = (await upload(pro, png, 'sent.png')).body.attachment as { id: string };
    await open(pro, 'Sent with a file', { attachment_ids: [sent.id] });
    const unsent = (await upload(pro, png, 'forgotten.png')).body.attachment as { id: string };
    server.clock.advance(23 * 3_600_000);
    const recent = (await upload(pro, png, 'recent.png')).body.attachment as { id: string };
    const get = async (id: string) =>
      (await server.call('GET', `/api/support/attachments/${id}`, { token: pro.token })).status;
    await server.support.runOnce();
    expect(await get(unsent.id)).toBe(200);
    const [row] = await server.ctx.db
      .select({ key: supportAttachments.storageKey })
      .from(supportAttachments)
      .where(eq(supportAttachments.id, unsent.id));
    const storage = storageFor(server.ctx.config);
    expect(await storage.get(row!.key)).not.toBeNull();
    server.clock.advance(3_600_000 + 1_000);
    await server.support.runOnce();
    expect(await get(unsent.id)).toBe(404);
    expect(await storage.get(row!.key)).toBeNull();
    expect(await get(sent.id)).toBe(200);
    expect(await get(recent.id)).toBe(200);
    // The file went with its row: naming it in a reply is refused, upload it again.
    const late = await server.call('POST', '/api/support/tickets', {
      token: pro.token,
      body: { subject: 'Late', category_id: categoryId, description: 'x', attachment_ids: [unsent.id] },
    });
    expect(late.status).toBe(422);
  });

  it('hides an internal note’s file from the requester', async () => {
    const ticket = await open(member, 'Note with a file');
    const up = await upload(staff, png, 'internal.png');
    const id = (up.body.attachment as { id: string }).id;
    const res = await server.call('POST', `/api/support/tickets/${ticket.id}/messages`, {
      token: staff.token,
      body: { body: 'See the capture', internal: true, attachment_ids: [id] },
    });
    expect(res.status).toBe(201);
    expect((await server.call('GET', `/api/support/attachments/${id}`, { token: member.token })).status).toBe(
      404,
    );
    expect((await server.call('GET', `/api/support/attachments/${id}`, { token: admin.token })).status).toBe(
      200,
    );
  });
});

describe('erasing an account', () => {
  it('removes the tickets the person opened and the files it uploaded', async () => {
    const leaving = await actor(server, smtp, 'member', 'leaving@support.test');
    const up = await upload(leaving, Buffer.from('my log\n'), 'log.txt');
    const id = (up.body.attachment as { id: string }).id;
    const ticket = await open(leaving, 'Personal problem', { attachment_ids: [id] });
    const erased = await server.call('POST', '/api/account/delete', {
      token: leaving.token,
      body: { current_password: 'Password123' },
    });
    expect(erased.status).toBe(200);
    expect(
      (await server.call('GET', `/api/support/tickets/${ticket.id}`, { token: staff.token })).status,
    ).toBe(404);
    expect((await server.call('GET', `/api/support/attachments/${id}`, { token: staff.token })).status).toBe(
      404,
    );
  });
});

describe('paging the lists (decision 1070)', () => {
  type Summary = { id: string; number: number; subject: string };
  /** Every page of a list, following next_cursor; each page's size checked. */
  async function everyPage(who: Actor, path: string, limit: number) {
    const pages: Summary[][] = [];
    let cursor: string | null = null;
    do {
      const sep = path.includes('?') ? '&' : '?';
      const res = await server.call(
        'GET',
        `${path}${sep}limit=${limit}${cursor ? `&cursor=${encodeURIComponent(cursor)}` : ''}`,
        { token: who.token },
      );
      expect(res.status).toBe(200);
      pages.push(res.body.tickets as Summary[]);
      cursor = res.body.next_cursor as string | null;
      if (cursor) expect(pages.at(-1)).toHaveLength(limit);
    } while (cursor && pages.length < 50);
    return pages;
  }

  it('reaches every ticket of a queue longer than 200, in the queue’s order, none twice', async () => {
    const now = server.clock.now().getTime();
    const at = (minutes: number) => new Date(now + minutes * 60_000);
    // 230 tickets: unanswered open ones with a due time (several sharing one), answered ones sharing one last
    // activity, and unanswered resolved ones (they come after the unanswered open ones, by due time).
    const rows = Array.from({ length: 330 }, (_, i) => {
      const kind = i % 3;
      return {
        requesterName: 'Paging Person',
        requesterEmail: 'paging@support.test',
        subject: `Pagingbatch ${i}`,
        status: kind === 2 && i % 2 === 0 ? ('resolved' as const) : ('open' as const),
        firstReplyDueAt: at(60 + (i % 7)),
        firstRepliedAt: kind === 1 ? at(-30) : null,
        lastMessageAt: at(-60),
        createdAt: at(-60),
        updatedAt: kind === 1 ? at(-10) : at(-(i % 5)),
      };
    });
    await server.ctx.db.insert(supportTickets).values(rows);
    const filter = '/api/support/queue?status=open&q=Pagingbatch';
    const openOnes = rows.filter((r) => r.status === 'open').length;
    expect(openOnes).toBeGreaterThan(200);

    // The default page, then the rest: the 201st ticket onwards is reachable.
    const first = await server.call('GET', filter, { token: staff.token });
    expect(first.body.tickets).toHaveLength(50);
    const big = await everyPage(staff, filter, 200);
    expect(big.map((p) => p.length)).toEqual([200, openOnes - 200]);
    expect(openOnes).toBeLessThan(400);

    // Small pages give exactly the same list, in the same order: the keys and the number decide every tie.
    const pages = await everyPage(staff, filter, 37);
    const all = pages.flat();
    expect(all.map((t) => t.id)).toEqual(big.flat().map((t) => t.id));
    expect(new Set(all.map((t) => t.id)).size).toBe(openOnes);

    // The order is the queue's (decision 938): unanswered by due time, then the rest by last activity, newest first.
    const stored = new Map(
      (await server.ctx.db.select().from(supportTickets)).map((row) => [row.id, row] as const),
    );
    const key = (id: string) => {
      const row = stored.get(id)!;
      const unanswered = row.firstRepliedAt === null;
      return [
        unanswered ? 0 : 1,
        unanswered ? row.firstReplyDueAt.getTime() : Infinity,
        -row.updatedAt.getTime(),
        row.number,
      ];
    };
    const expected = [...all].sort((a, b) => {
      const [ka, kb] = [key(a.id), key(b.id)];
      for (let i = 0; i < ka.length; i++) if (ka[i] !== kb[i]) return ka[i]! < kb[i]! ? -1 : 1;
      return 0;
    });
    expect(all.map((t) => t.number)).toEqual(expected.map((t) => t.number));

    // The other statuses page the same way: the resolved ones of the batch, with the same filters.
    const resolved = (await everyPage(staff, '/api/support/queue?status=resolved&q=Pagingbatch', 10)).flat();
    expect(resolved).toHaveLength(rows.length - openOnes);
  });

  it('pages a requester’s own tickets past 200', async () => {
    const many = await actor(server, smtp, 'member', 'many@support.test', { name: 'Many Tickets' });
    const when = server.clock.now();
    // Every ticket with the same last activity: only the number orders them.
    await server.ctx.db.insert(supportTickets).values(
      Array.from({ length: 205 }, (_, i) => ({
        requesterId: many.userId,
        requesterName: 'Many Tickets',
        requesterEmail: 'many@support.test',
        subject: `Mine ${i}`,
        firstReplyDueAt: when,
        lastMessageAt: when,
        createdAt: when,
        updatedAt: when,
      })),
    );
    const pages = await everyPage(many, '/api/support/tickets', 200);
    expect(pages.map((p) => p.length)).toEqual([200, 5]);
    const numbers = pages.flat().map((t) => t.number);
    expect(numbers).toEqual([...numbers].sort((a, b) => b - a));
    expect(new Set(numbers).size).toBe(205);
  });

  it('refuses a cursor it did not write', async () => {
    for (const cursor of ['not+base64', Buffer.from('["x"]').toString('base64url'), 'abc']) {
      const res = await server.call('GET', `/api/support/queue?cursor=${encodeURIComponent(cursor)}`, {
        token: staff.token,
      });
      expect([400, 422]).toContain(res.status);
    }
    const tooMany = await server.call('GET', '/api/support/queue?limit=201', { token: staff.token });
    expect([400, 422]).toContain(tooMany.status);
  });

  it('refuses a forged cursor whose keys have the right shape but no value PostgreSQL takes, with 422', async () => {
    const forge = (values: string[]) => Buffer.from(JSON.stringify(values)).toString('base64url');
    const due = '2026-11-27 10:00:00+00';
    for (const values of [
      ['9999999999', due, due, '1'],
      ['0', '2026-13-45 99:99:99+00', due, '1'],
      ['0', '2026-02-30 10:00:00+00', due, '1'],
      ['0', '2026-11-27 10:00:00+99', due, '1'],
      ['0', due, due, '-2147483649'],
    ]) {
      const res = await server.call('GET', `/api/support/queue?cursor=${forge(values)}`, {
        token: staff.token,
      });
      expect(res.status, values.join(' ')).toBe(422);
    }
  });
});

describe('polling a ticket (decision 1208)', () => {
  it('answers 304 while nothing changed and the new reply once there is one, on the ticket and the lists', async () => {
    const ticket = await open(pro, 'Polling the ticket page');
    const path = `/api/support/tickets/${ticket.id}`;
    const first = await server.call('GET', path, { token: pro.token });
    expect(first.status).toBe(200);
    const tag = first.headers.get('etag')!;
    expect(tag).toMatch(/^W\/"/);
    expect(first.headers.get('cache-control')).toBe('private, no-cache');
    const again = await server.call('GET', path, { token: pro.token, headers: { 'if-none-match': tag } });
    expect(again.status).toBe(304);
    expect(again.body).toEqual({});

    expect((await say(staff, ticket.id, 'We are on it.')).status).toBe(201);
    const changed = await server.call('GET', path, { token: pro.token, headers: { 'if-none-match': tag } });
    expect(changed.status).toBe(200);
    expect((changed.body.ticket as Ticket).messages.map((m) => m.body)).toContain('We are on it.');

    for (const [who, list] of [
      [pro, '/api/support/tickets'],
      [staff, '/api/support/queue?status=pending'],
    ] as const) {
      const read = await server.call('GET', list, { token: who.token });
      const unchanged = await server.call('GET', list, {
        token: who.token,
        headers: { 'if-none-match': read.headers.get('etag')! },
      });
      expect(unchanged.status).toBe(304);
    }
  });

  it('answers 304 to an unanswered ticket as time passes, past its due time too, until something changes', async () => {
    const ticket = await open(enterprise, 'Waiting for the first reply');
    const paths = [
      [enterprise, `/api/support/tickets/${ticket.id}`],
      [staff, `/api/support/tickets/${ticket.id}`],
      [enterprise, '/api/support/tickets'],
      [staff, '/api/support/queue?q=Waiting%20for%20the%20first%20reply'],
    ] as const;
    const tags = [];
    for (const [who, path] of paths)
      tags.push((await server.call('GET', path, { token: who.token })).headers);
    // A minute, then past the 4-hour target: the reply is what it was (the screen counts down by itself).
    for (const step of [61_000, 5 * HOUR]) {
      server.clock.advance(step);
      for (const [i, [who, path]] of paths.entries()) {
        const poll = await server.call('GET', path, {
          token: who.token,
          headers: { 'if-none-match': tags[i]!.get('etag')! },
        });
        expect(poll.status, `${path} after ${step} ms`).toBe(304);
      }
    }
    // The team's answer is a change: a 200 with the clock stopped.
    expect((await say(staff, ticket.id, 'Looking into it.')).status).toBe(201);
    const answered = await server.call('GET', paths[0][1], {
      token: enterprise.token,
      headers: { 'if-none-match': tags[0]!.get('etag')! },
    });
    expect(answered.status).toBe(200);
    expect(answered.body.ticket).toMatchObject({ first_reply_counting: false, first_reply_due_at: null });
  });

  it('tells the team the language the requester is answered in, and the requester nothing', async () => {
    const vietnamese = await actor(server, smtp, 'member', 'vi-member@support.test', { name: 'Vân' });
    await server.ctx.db.update(users).set({ locale: 'vi' }).where(eq(users.id, vietnamese.userId));
    const ticket = await open(vietnamese, 'Không tải được hóa đơn');
    const seen = await server.call('GET', `/api/support/tickets/${ticket.id}`, { token: staff.token });
    expect(seen.body.ticket).toMatchObject({ requester_locale: 'vi' });
    const own = await server.call('GET', `/api/support/tickets/${ticket.id}`, { token: vietnamese.token });
    expect(own.body.ticket).toMatchObject({ requester_locale: null });
    const english = await open(pro, 'An English ticket');
    const other = await server.call('GET', `/api/support/tickets/${english.id}`, { token: staff.token });
    expect(other.body.ticket).toMatchObject({ requester_locale: 'en' });
  });
});

describe('the seeded canned replies in both languages (decisions 1209 and 1217)', () => {
  type Canned = { id: string; title: string; body: string; language: string | null };
  const list = async () =>
    (await server.call('GET', '/api/support/canned-replies', { token: staff.token })).body
      .replies as Canned[];
  const [thanks, resolved] = CANNED_REPLY_SEED;

  it('lists the English seeds in English and their Vietnamese twins, once each, named without a tag', async () => {
    const replies = await list();
    expect(replies.filter((r) => r.title === resolved.en.title)).toEqual([
      { id: expect.any(String), title: 'Resolved', body: resolved.en.body, language: 'en' },
    ]);
    expect(replies.filter((r) => r.id === resolved.vi.id || r.id === thanks.vi.id)).toEqual([
      { id: thanks.vi.id, title: 'Cảm ơn, chúng tôi đang xem xét', body: thanks.vi.body, language: 'vi' },
      { id: resolved.vi.id, title: 'Đã xử lý xong', body: resolved.vi.body, language: 'vi' },
    ]);
    expect(replies.some((r) => /^\[(en|vi)\]/i.test(r.title))).toBe(false);
  });

  it('adds the Vietnamese twins once to a database that has only the English seeds, and never back once deleted', async () => {
    const db = server.ctx.db;
    // A database before decision 1209: the English seeds as migration 0023 wrote them (no language after migration
    // 0040), no Vietnamese ones.
    await db.delete(supportCannedReplies).where(eq(supportCannedReplies.id, thanks.vi.id));
    await db.delete(supportCannedReplies).where(eq(supportCannedReplies.id, resolved.vi.id));
    for (const { en } of CANNED_REPLY_SEED)
      await db
        .update(supportCannedReplies)
        .set({ locale: null })
        .where(eq(supportCannedReplies.title, en.title));

    // Two starts, two at once: one twin each, the English seeds marked English.
    await Promise.all([seedCannedReplies(db, new Date()), seedCannedReplies(db, new Date())]);
    await seedCannedReplies(db, new Date());
    let replies = await list();
    expect(replies.filter((r) => r.title === thanks.vi.title)).toHaveLength(1);
    expect(replies.filter((r) => r.title === resolved.vi.title)).toHaveLength(1);
    expect(replies.filter((r) => r.title === thanks.en.title).map((r) => r.language)).toEqual(['en']);

    // The team deletes a twin: the next start leaves it deleted.
    expect(
      (await server.call('DELETE', `/api/support/canned-replies/${resolved.vi.id}`, { token: staff.token }))
        .status,
    ).toBe(200);
    await seedCannedReplies(db, new Date());
    replies = await list();
    expect(replies.some((r) => r.id === resolved.vi.id)).toBe(false);
    expect(replies.some((r) => r.id === thanks.vi.id)).toBe(true);
  });
});

describe('a canned reply’s language (decision 1217)', () => {
  type Canned = { id: string; title: string; body: string; language: string | null };
  const entries = async (id: string) =>
    server.ctx.db
      .select({ action: auditLog.action, changes: auditLog.changes, label: auditLog.targetLabel })
      .from(auditLog)
      .where(eq(auditLog.targetId, id))
      .orderBy(auditLog.at, auditLog.id);

  it('is chosen on adding and changing a reply, kept when a change leaves it out, and audited', async () => {
    const added = await server.call('POST', '/api/support/canned-replies', {
      token: staff.token,
      body: { title: 'Hoàn tiền', body: 'Chúng tôi đã hoàn tiền.', language: 'vi' },
    });
    expect(added.status).toBe(201);
    const reply = added.body.reply as Canned;
    expect(reply).toMatchObject({ title: 'Hoàn tiền', language: 'vi' });

    server.clock.advance(1_000);
    const english = await server.call('PUT', `/api/support/canned-replies/${reply.id}`, {
      token: staff.token,
      body: { title: 'Refund', body: 'We have refunded you.', language: 'en' },
    });
    expect(english.body.reply).toEqual({
      id: reply.id,
      title: 'Refund',
      body: 'We have refunded you.',
      language: 'en',
    });

    server.clock.advance(1_000);
    const kept = await server.call('PUT', `/api/support/canned-replies/${reply.id}`, {
      token: staff.token,
      body: { title: 'Refund sent', body: 'We have refunded you.' },
    });
    expect(kept.body.reply).toMatchObject({ title: 'Refund sent', language: 'en' });

    server.clock.advance(1_000);
    const any = await server.call('PUT', `/api/support/canned-replies/${reply.id}`, {
      token: staff.token,
      body: { title: 'Refund sent', body: 'We have refunded you.', language: null },
    });
    expect(any.body.reply).toMatchObject({ language: null });
    const listed = (
      (await server.call('GET', '/api/support/canned-replies', { token: staff.token })).body
        .replies as Canned[]
    ).find((r) => r.id === reply.id);
    expect(listed).toMatchObject({ title: 'Refund sent', language: null });

    const plain = await server.call('POST', '/api/support/canned-replies', {
      token: staff.token,
      body: { title: 'Gateway check', body: 'Checking the gateway.' },
    });
    expect(plain.body.reply).toMatchObject({ language: null });

    expect(await entries(reply.id)).toEqual([
      {
        action: 'support.canned_reply_changed',
        label: 'Hoàn tiền',
        changes: { language: { before: null, after: 'vi' } },
      },
      {
        action: 'support.canned_reply_changed',
        label: 'Refund',
        changes: { language: { before: 'vi', after: 'en' } },
      },
      { action: 'support.canned_reply_changed', label: 'Refund sent', changes: null },
      {
        action: 'support.canned_reply_changed',
        label: 'Refund sent',
        changes: { language: { before: 'en', after: null } },
      },
    ]);
  });

  it('refuses a language the site does not speak with a message saying which ones it takes', async () => {
    const before = await server.call('GET', '/api/support/canned-replies', { token: staff.token });
    for (const language of ['fr', 'VI', '', 42]) {
      const res = await server.call('POST', '/api/support/canned-replies', {
        token: staff.token,
        body: { title: 'Bonjour', body: 'Merci.', language },
      });
      expect([400, 422], String(language)).toContain(res.status);
      expect(JSON.stringify(res.body)).toContain('Choose English, Vietnamese or any language');
    }
    const after = await server.call('GET', '/api/support/canned-replies', { token: staff.token });
    expect(after.body.replies).toEqual(before.body.replies);
  });
});
