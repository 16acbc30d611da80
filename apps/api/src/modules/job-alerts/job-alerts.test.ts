import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { jobAlerts, users } from '../../db/schema';
import { createSignedLinks } from '../../lib/signed-link';
import { startSmtpTestServer } from '../../../test/harness';
import type { TestServer } from '../../../test/harness';
import { outboxTo } from '../../../test/helpers';
import { actor, publishJob } from '../../../test/recruitment';
import type { Actor } from '../../../test/recruitment';
import type { SmtpPeer } from '../../../test/smtp-peer';
import { UNSUBSCRIBE_PURPOSE, runAlertBatch, runAlertRound } from './service';

const DAY = 24 * 3_600_000;

let smtp: SmtpPeer;
let server: TestServer;
let employer: Actor;
let member: Actor;
let other: Actor;

beforeAll(async () => {
  ({ server, smtp } = await startSmtpTestServer());
  employer = await actor(server, smtp, 'employer', 'hr@alerts.test');
  await server.call('PUT', '/api/employer/company', {
    token: employer.token,
    body: { name: 'Công ty Ánh Dương' },
  });
  member = await actor(server, smtp, 'member', 'seeker@alerts.test', { name: 'Lan <b>' });
  other = await actor(server, smtp, 'member', 'other@alerts.test');
});

afterAll(async () => {
  await server.stop();
});

const deps = () => ({ db: server.ctx.db, clock: server.clock, config: server.ctx.config });

const publish = (overrides: Record<string, unknown>) => publishJob(server, employer, overrides);

async function save(who: Actor, body: Record<string, unknown>) {
  const res = await server.call('POST', '/api/job-alerts', { token: who.token, body });
  expect(res.status, JSON.stringify(res.body)).toBe(201);
  return res.body.alert as { id: string; status: string; next_run_at: string };
}

/** The alert mails written for `to` (the only mails with List-Unsubscribe), oldest first. */
async function alertMails(to: string) {
  return (await outboxTo(server, to)).filter((m) => 'List-Unsubscribe' in m.headers);
}

describe('saving and managing alerts', () => {
  it('saves the search, lists it, renames, pauses, changes frequency and deletes it', async () => {
    const alert = await save(member, {
      name: 'React in Hà Nội',
      frequency: 'daily',
      search: { q: 'react', location: 'ha noi', type: 'full-time', level: null, remote: false },
    });
    expect(alert.status).toBe('active');
    const list = await server.call('GET', '/api/job-alerts', { token: member.token });
    expect(list.body.alerts).toEqual([
      expect.objectContaining({
        id: alert.id,
        name: 'React in Hà Nội',
        frequency: 'daily',
        search: {
          q: 'react',
          location: 'ha noi',
          type: 'full-time',
          level: null,
          remote: false,
          salary: null,
        },
      }),
    ]);
    // Nobody else sees or touches it.
    expect((await server.call('GET', '/api/job-alerts', { token: other.token })).body.alerts).toEqual([]);
    expect(
      (await server.call('PATCH', `/api/job-alerts/${alert.id}`, { token: other.token, body: { name: 'x' } }))
        .status,
    ).toBe(404);

    const renamed = await server.call('PATCH', `/api/job-alerts/${alert.id}`, {
      token: member.token,
      body: { name: 'Frontend', frequency: 'weekly', status: 'paused' },
    });
    expect(renamed.status, JSON.stringify(renamed.body)).toBe(200);
    expect(renamed.body.alert, JSON.stringify(renamed.body)).toMatchObject({
      name: 'Frontend',
      frequency: 'weekly',
      status: 'paused',
    });

    const empty = await server.call('PATCH', `/api/job-alerts/${alert.id}`, {
      token: member.token,
      body: {},
    });
    expect(empty.status).toBe(422);
    const blank = await server.call('POST', '/api/job-alerts', {
      token: member.token,
      body: { name: '  ', frequency: 'hourly', search: {} },
    });
    expect(blank.status).toBe(422);

    expect((await server.call('DELETE', `/api/job-alerts/${alert.id}`, { token: member.token })).status).toBe(
      200,
    );
    expect((await server.call('DELETE', `/api/job-alerts/${alert.id}`, { token: member.token })).status).toBe(
      404,
    );
  });
});

describe('the batch', () => {
  it('mails the postings published since the last run that match, once per period, in the member’s language', async () => {
    await server.ctx.db.update(users).set({ locale: 'vi' }).where(eq(users.id, member.userId));
    const alert = await save(member, {
      name: 'Kỹ sư <React>',
      frequency: 'daily',
      search: {
        q: 'REACT',
        location: 'ha noi',
        type: null,
        level: 'senior',
        remote: false,
        salary: 40_000_000,
      },
    });
    const before = await publish({ title: 'Senior React before the period' });
    // Nothing is due before a day has passed.
    expect((await runAlertRound(deps())).claimed).toBe(0);
    server.clock.advance(1000);
    const matching = await publish({ title: 'React Lead <script>', location: 'Hà Nội' });
    await publish({ title: 'React in Đà Nẵng', location: 'Đà Nẵng' });
    await publish({ title: 'Junior React', level: 'entry' });
    await publish({ title: 'Go developer' });
    // Below the saved minimum salary, and negotiable: neither matches the salary filter (as on the board).
    await publish({
      title: 'React underpaid',
      location: 'Hà Nội',
      salary_min: 20_000_000,
      salary_max: 35_000_000,
    });
    await publish({ title: 'React negotiable', location: 'Hà Nội', salary_min: null, salary_max: null });

    server.clock.advance(DAY);
    const counts = await runAlertRound(deps());
    expect(counts.mailed).toBeGreaterThanOrEqual(1);
    const mails = await alertMails(member.email);
    expect(mails).toHaveLength(1);
    const mail = mails[0]!;
    // Vietnamese, and only the posting published after the alert was saved that matches every filter.
    expect(mail.subject).toContain('Kỹ sư <React>');
    expect(mail.text).toContain('React Lead <script>');
    // The public pages it links to open in Vietnamese too, wherever the mail is read (decision 1057).
    expect(mail.text).toContain(`http://localhost:5173/jobs/${matching}?lang=vi`);
    expect(mail.html).toContain(`href="http://localhost:5173/jobs/${matching}?lang=vi"`);
    expect(mail.text).toMatch(/http:\/\/localhost:5173\/jobs\?q=REACT&\S*salary=40000000&lang=vi/);
    expect(mail.text).toMatch(/http:\/\/localhost:5173\/job-alerts\/unsubscribe\?token=\S+&lang=vi/);
    expect(mail.text).toMatch(/http:\/\/localhost:5173\/dashboard\/job-alerts$/);
    expect(mail.text).not.toContain(before);
    expect(mail.text).not.toContain('Đà Nẵng');
    expect(mail.text).not.toContain('Junior React');
    expect(mail.text).not.toContain('React underpaid');
    expect(mail.text).not.toContain('React negotiable');
    // The mail's "see all" link is the same search on the board, salary included.
    expect(mail.text).toContain('salary=40000000');
    expect(mail.html).toContain('React Lead &lt;script&gt;');
    expect(mail.html).not.toContain('<script>');
    expect(mail.html).toContain('Kỹ sư &lt;React&gt;');
    expect(mail.html).toContain('lang="vi"');
    expect(mail.headers['List-Unsubscribe']).toMatch(
      /^<http:\/\/localhost:5173\/api\/job-alerts\/unsubscribe\?token=[^>]+>$/,
    );
    expect(mail.headers['List-Unsubscribe-Post']).toBe('List-Unsubscribe=One-Click');

    // A second round in the same period mails nothing, even with a new match.
    await publish({ title: 'Another React senior' });
    await runAlertRound(deps());
    expect(await alertMails(member.email)).toHaveLength(1);
    // The next period mails only what is new since (the window ends a minute behind the batch).
    server.clock.advance(DAY);
    await runAlertRound(deps());
    const next = await alertMails(member.email);
    expect(next).toHaveLength(2);
    expect(next[1]!.text).toContain('Another React senior');
    expect(next[1]!.text).not.toContain('React Lead');
    await server.call('DELETE', `/api/job-alerts/${alert.id}`, { token: member.token });
  });

  it('sends nothing when nothing matched, and moves the alert on anyway', async () => {
    const alert = await save(other, {
      name: 'Rust',
      frequency: 'weekly',
      search: { q: 'rust', location: '', type: null, level: null, remote: true },
    });
    server.clock.advance(1000);
    await publish({ title: 'Rust engineer (office)' });
    server.clock.advance(7 * DAY);
    await runAlertRound(deps());
    expect(await alertMails(other.email)).toEqual([]);
    const [row] = await server.ctx.db.select().from(jobAlerts).where(eq(jobAlerts.id, alert.id));
    expect(row!.nextRunAt.getTime()).toBe(server.clock.now().getTime() + 7 * DAY);
    expect(row!.lastSentAt).toBeNull();
    await server.call('DELETE', `/api/job-alerts/${alert.id}`, { token: other.token });
  });

  it('matches a city by its other names: an alert for HCM mails a posting in Sài Gòn (decision 1025)', async () => {
    const alert = await save(other, {
      name: 'Kế toán HCM',
      frequency: 'daily',
      search: { q: 'ke toan', location: 'HCM', type: null, level: null, remote: false },
    });
    server.clock.advance(1000);
    await publish({ title: 'Kế toán tổng hợp', location: 'Sài Gòn' });
    await publish({ title: 'Kế toán Hà Nội', location: 'Hà Nội' });
    server.clock.advance(DAY);
    await runAlertRound(deps());
    const mails = await alertMails(other.email);
    expect(mails).toHaveLength(1);
    expect(mails[0]!.text).toContain('Kế toán tổng hợp');
    expect(mails[0]!.text).not.toContain('Kế toán Hà Nội');
    // An English reader's links carry no language: English is the pages' default.
    expect(mails[0]!.text).not.toContain('lang=');
    await server.call('DELETE', `/api/job-alerts/${alert.id}`, { token: other.token });
  });

  it('never mails one alert twice when two workers run at once', async () => {
    const ids: string[] = [];
    for (let i = 0; i < 5; i++) {
      const alert = await save(other, {
        name: `Parallel ${i}`,
        frequency: 'daily',
        search: { q: 'parallel', location: '', type: null, level: null, remote: false },
      });
      ids.push(alert.id);
    }
    server.clock.advance(1000);
    await publish({ title: 'Parallel worker test' });
    server.clock.advance(DAY);
    const results = await Promise.all([
      runAlertBatch(deps(), 2),
      runAlertBatch(deps(), 2),
      runAlertRound(deps(), 2),
      runAlertRound(deps(), 3),
    ]);
    expect(results.reduce((n, r) => n + r.claimed, 0)).toBeGreaterThanOrEqual(5);
    const mails = (await alertMails(other.email)).filter((m) => m.subject.includes('Parallel'));
    expect(mails).toHaveLength(5);
    expect(new Set(mails.map((m) => m.subject)).size).toBe(5);
    for (const id of ids) await server.call('DELETE', `/api/job-alerts/${id}`, { token: other.token });
  });
});

describe('deleting the account', () => {
  it('deletes its alerts, so no mail follows', async () => {
    const leaver = await actor(server, smtp, 'member', 'leaver@alerts.test');
    await save(leaver, {
      name: 'Leaving',
      frequency: 'daily',
      search: { q: '', location: '', type: null, level: null, remote: false },
    });
    const done = await server.call('POST', '/api/account/delete', {
      token: leaver.token,
      body: { current_password: 'Password123' },
    });
    expect(done.status).toBe(200);
    const rows = await server.ctx.db.select().from(jobAlerts).where(eq(jobAlerts.userId, leaver.userId));
    expect(rows).toEqual([]);
  });
});

describe('the unsubscribe link', () => {
  it('works without signing in, from the page (JSON) and from a mail program (one-click form)', async () => {
    const alert = await save(member, {
      name: 'Design',
      frequency: 'daily',
      search: { q: 'design', location: '', type: null, level: null, remote: false },
    });
    const links = createSignedLinks(server.ctx.config.jwtSecret);
    const token = links.sign(UNSUBSCRIBE_PURPOSE, alert.id);

    const shown = await server.call('GET', `/api/job-alerts/unsubscribe?token=${encodeURIComponent(token)}`);
    expect(shown.status).toBe(200);
    expect(shown.body).toMatchObject({ name: 'Design', status: 'active' });

    const res = await fetch(`${server.url}/api/job-alerts/unsubscribe?token=${encodeURIComponent(token)}`, {
      method: 'POST',
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      body: 'List-Unsubscribe=One-Click',
    });
    expect(res.status).toBe(200);
    const list = await server.call('GET', '/api/job-alerts', { token: member.token });
    expect(
      (list.body.alerts as Array<{ id: string; status: string }>).find((a) => a.id === alert.id)?.status,
    ).toBe('unsubscribed');
    // Again is fine; and an unsubscribed alert is never claimed.
    expect((await server.call('POST', '/api/job-alerts/unsubscribe', { body: { token } })).status).toBe(200);
    // A mail program that POSTs the header's address without a body is answered too: the signed token is enough.
    const bare = await fetch(`${server.url}/api/job-alerts/unsubscribe?token=${encodeURIComponent(token)}`, {
      method: 'POST',
    });
    expect(bare.status).toBe(200);
    expect(await bare.json()).toMatchObject({ success: true });
    server.clock.advance(2 * DAY);
    await publish({ title: 'Design lead' });
    await runAlertRound(deps());
    expect((await alertMails(member.email)).filter((m) => m.subject.includes('Design'))).toEqual([]);

    // The owner may resume it.
    const resumed = await server.call('PATCH', `/api/job-alerts/${alert.id}`, {
      token: member.token,
      body: { status: 'active' },
    });
    expect(resumed.body.alert).toMatchObject({ status: 'active' });
  });

  it('refuses a tampered token, another purpose’s token and a token for nothing', async () => {
    const alert = await save(other, {
      name: 'Tamper',
      frequency: 'daily',
      search: { q: '', location: '', type: null, level: null, remote: false },
    });
    const links = createSignedLinks(server.ctx.config.jwtSecret);
    const good = links.sign(UNSUBSCRIBE_PURPOSE, alert.id);
    const otherAlert = await save(other, {
      name: 'Other',
      frequency: 'daily',
      search: { q: '', location: '', type: null, level: null, remote: false },
    });
    const swapped = `${otherAlert.id}.${good.split('.')[1]}`;
    const flipped = `${good.slice(0, -2)}${good.endsWith('AA') ? 'AB' : 'AA'}`;
    // The last character carries two spare bits: changing only those still decodes to the same bytes.
    const b64 = 'ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789-_';
    const spareBits = `${good.slice(0, -1)}${b64[b64.indexOf(good.at(-1)!) ^ 1]}`;
    const otherPurpose = links.sign('password-reset', alert.id);
    const otherKey = createSignedLinks('another-secret-that-is-long-enough-0123456789').sign(
      UNSUBSCRIBE_PURPOSE,
      alert.id,
    );
    for (const token of [
      swapped,
      flipped,
      spareBits,
      otherPurpose,
      otherKey,
      'garbage',
      `${alert.id}.`,
      '',
    ]) {
      const res = await server.call('POST', '/api/job-alerts/unsubscribe', { body: { token } });
      expect(res.status, token).toBe(404);
    }
    const [row] = await server.ctx.db.select().from(jobAlerts).where(eq(jobAlerts.id, alert.id));
    expect(row!.status).toBe('active');
    const [second] = await server.ctx.db.select().from(jobAlerts).where(eq(jobAlerts.id, otherAlert.id));
    expect(second!.status).toBe('active');
  });
});
