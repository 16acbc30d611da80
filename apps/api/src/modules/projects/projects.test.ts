import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { approvalItems, auditLog, users } from '../../db/schema';
import { startSmtpTestServer } from '../../../test/harness';
import type { TestServer } from '../../../test/harness';
import { outboxTo } from '../../../test/helpers';
import { GIF, PNG, SVG, sampleProject, upload } from '../../../test/publishing';
import { actor } from '../../../test/recruitment';
import type { Actor } from '../../../test/recruitment';
import type { SmtpPeer } from '../../../test/smtp-peer';

// Issue 12: a member's projects through the approval queue onto the public site (decisions 700-702).

let smtp: SmtpPeer;
let server: TestServer;
let member: Actor;
let other: Actor;
let staff: Actor;

beforeAll(async () => {
  ({ server, smtp } = await startSmtpTestServer());
  member = await actor(server, smtp, 'member', 'maker@projects.test', { name: 'Lan Nguyễn' });
  other = await actor(server, smtp, 'member', 'other@projects.test');
  staff = await actor(server, smtp, 'staff', 'reviewer@projects.test', { name: 'Reviewer' });
});

afterAll(async () => {
  await server.stop();
});

type ProjectBody = {
  id: string;
  state: string;
  live: boolean;
  tags: string[];
  review_reason: string | null;
  image_url: string | null;
};
type Item = {
  id: string;
  subject_id: string;
  status: string;
  round: number;
  revision: boolean;
  reason: string | null;
};

async function create(who: Actor, overrides: Record<string, unknown> = {}) {
  const res = await server.call('POST', '/api/me/projects', {
    token: who.token,
    body: sampleProject(overrides),
  });
  expect(res.status, JSON.stringify(res.body)).toBe(201);
  return res.body.project as ProjectBody;
}

async function pendingItemOf(projectId: string): Promise<Item> {
  const queue = await server.call('GET', '/api/approvals', { token: staff.token });
  const item = (queue.body.items as Item[]).find((i) => i.subject_id === projectId);
  if (!item) throw new Error('not in the queue');
  return item;
}

async function decide(itemId: string, decision: string, reason: string) {
  return server.call('POST', `/api/approvals/${itemId}/decision`, {
    token: staff.token,
    body: { decision, reason },
  });
}

const publicTitles = async () =>
  ((await server.call('GET', '/api/projects')).body.projects as Array<{ title: string }>).map((p) => p.title);

describe('a member’s project from draft to the public site', () => {
  it('goes draft → submitted → changes requested → resubmitted → published, with a mail on each decision', async () => {
    const project = await create(member);
    expect(project).toMatchObject({ state: 'draft', live: false, image_url: null });
    // Another member cannot see, edit, submit or delete it.
    for (const [method, path] of [
      ['GET', `/api/me/projects/${project.id}`],
      ['PATCH', `/api/me/projects/${project.id}`],
      ['POST', `/api/me/projects/${project.id}/submit`],
      ['DELETE', `/api/me/projects/${project.id}`],
    ] as const) {
      const res = await server.call(method, path, {
        token: other.token,
        body: method === 'PATCH' ? { title: 'Mine now' } : undefined,
      });
      expect(res.status, `${method} ${path}`).toBe(404);
    }

    // The image goes through the content checks: bytes, not the name.
    expect(
      (await upload(server, `/api/me/projects/${project.id}/image`, member.token, SVG, 'image', 'x.png'))
        .status,
    ).toBe(422);
    const big = Buffer.concat([PNG, Buffer.alloc(2 * 1024 * 1024 + 10)]);
    expect((await upload(server, `/api/me/projects/${project.id}/image`, member.token, big)).status).toBe(
      413,
    );
    const withImage = await upload(server, `/api/me/projects/${project.id}/image`, member.token, PNG);
    expect(withImage.status, JSON.stringify(withImage.body)).toBe(200);
    const imageUrl = (withImage.body.project as ProjectBody).image_url!;
    expect(imageUrl).toMatch(/^\/api\/projects\/images\/[a-f0-9]{32}\.png$/);
    const image = await fetch(`${server.url}${imageUrl}`);
    expect(image.status).toBe(200);
    expect(image.headers.get('content-type')).toBe('image/png');

    const submitted = await server.call('POST', `/api/me/projects/${project.id}/submit`, {
      token: member.token,
    });
    expect(submitted.body.project).toMatchObject({ state: 'submitted' });
    // Under review: no edits, no second submission.
    expect(
      (
        await server.call('PATCH', `/api/me/projects/${project.id}`, {
          token: member.token,
          body: { progress: 50 },
        })
      ).status,
    ).toBe(409);
    expect(
      (await server.call('POST', `/api/me/projects/${project.id}/submit`, { token: member.token })).status,
    ).toBe(409);

    const first = await pendingItemOf(project.id);
    expect(first).toMatchObject({ round: 1, revision: false, status: 'pending' });
    const detail = await server.call('GET', `/api/approvals/${first.id}`, { token: staff.token });
    expect(detail.body.preview).toMatchObject({
      kind: 'project',
      project: { title: 'Hanoi Transit', image_url: imageUrl, owner_name: 'Lan Nguyễn' },
    });

    // A decision needs a reason.
    const noReason = await decide(first.id, 'request_changes', '   ');
    expect(noReason.status).toBe(422);
    expect(noReason.body.errors).toHaveProperty('reason');
    expect((await decide(first.id, 'request_changes', 'Add a demo link that works.')).status).toBe(200);
    expect((await decide(first.id, 'approve', 'again')).status).toBe(409);

    const mine = await server.call('GET', `/api/me/projects/${project.id}`, { token: member.token });
    expect(mine.body.project).toMatchObject({
      state: 'changes_requested',
      review_reason: 'Add a demo link that works.',
    });
    expect(await publicTitles()).not.toContain('Hanoi Transit');

    await server.call('PATCH', `/api/me/projects/${project.id}`, {
      token: member.token,
      body: { demo_url: 'https://transit.example.dev/live' },
    });
    await server.call('POST', `/api/me/projects/${project.id}/submit`, { token: member.token });
    const second = await pendingItemOf(project.id);
    expect(second.round).toBe(2);
    expect((await decide(second.id, 'approve', 'Looks good.')).status).toBe(200);

    const published = await server.call('GET', '/api/projects');
    expect(published.body.projects).toEqual([
      expect.objectContaining({
        title: 'Hanoi Transit',
        demo_url: 'https://transit.example.dev/live',
        image_url: imageUrl,
      }),
    ]);
    const history = await server.call('GET', `/api/approvals/${second.id}`, { token: staff.token });
    expect((history.body.history as Item[]).map((i) => [i.round, i.status, i.reason])).toEqual([
      [1, 'changes_requested', 'Add a demo link that works.'],
      [2, 'approved', 'Looks good.'],
    ]);

    const mails = await outboxTo(server, member.email);
    const decisions = mails.filter((m) => m.subject.includes('Hanoi Transit'));
    expect(decisions.map((m) => m.subject)).toEqual([
      'Changes requested for “Hanoi Transit”',
      '“Hanoi Transit” is approved and published',
    ]);
    expect(decisions[0]!.text).toContain('Add a demo link that works.');

    const actions = (await server.ctx.db.select().from(auditLog)).map((a) => a.action);
    expect(actions).toEqual(
      expect.arrayContaining([
        'project.created',
        'project.submitted',
        'project.changes_requested',
        'approval.changes_requested',
        'project.approved',
        'approval.approved',
      ]),
    );
  });

  it('keeps the published version live while a revision is drafted, reviewed and rejected', async () => {
    const project = await create(member, { title: 'Saigon Weather' });
    await server.call('POST', `/api/me/projects/${project.id}/submit`, { token: member.token });
    await decide((await pendingItemOf(project.id)).id, 'approve', 'Fine.');

    const edited = await server.call('PATCH', `/api/me/projects/${project.id}`, {
      token: member.token,
      body: { title: 'Saigon Weather 2', progress: 90 },
    });
    expect(edited.body.project).toMatchObject({ state: 'draft', live: true, title: 'Saigon Weather 2' });
    expect(await publicTitles()).toContain('Saigon Weather');
    expect(await publicTitles()).not.toContain('Saigon Weather 2');

    await server.call('POST', `/api/me/projects/${project.id}/submit`, { token: member.token });
    const revision = await pendingItemOf(project.id);
    expect(revision).toMatchObject({ revision: true, round: 2 });
    expect((await decide(revision.id, 'reject', 'The new title is misleading.')).status).toBe(200);
    expect(await publicTitles()).toContain('Saigon Weather');
    const after = await server.call('GET', `/api/me/projects/${project.id}`, { token: member.token });
    expect(after.body.project).toMatchObject({
      state: 'rejected',
      live: true,
      review_reason: 'The new title is misleading.',
    });

    // Withdrawing takes a submission back; deleting takes the project off the site.
    await server.call('POST', `/api/me/projects/${project.id}/submit`, { token: member.token });
    const withdrawn = await server.call('POST', `/api/me/projects/${project.id}/withdraw`, {
      token: member.token,
    });
    expect(withdrawn.body.project).toMatchObject({ state: 'draft' });
    expect(
      ((await server.call('GET', '/api/approvals', { token: staff.token })).body.items as Item[]).some(
        (i) => i.subject_id === project.id,
      ),
    ).toBe(false);
    expect(
      (await server.call('DELETE', `/api/me/projects/${project.id}`, { token: member.token })).status,
    ).toBe(200);
    expect(await publicTitles()).not.toContain('Saigon Weather');
  });

  it('shows the published projects on the member’s candidate profile, where employers look', async () => {
    const employer = await actor(server, smtp, 'employer', 'hr@projects.test');
    const profile = await server.call('PUT', '/api/me/candidate-profile', {
      token: member.token,
      body: { headline: 'Frontend developer', open_to_employers: true },
    });
    expect(profile.status, JSON.stringify(profile.body)).toBe(200);
    const found = await server.call('GET', '/api/candidates?q=frontend', { token: employer.token });
    const candidate = (found.body.candidates as Array<{ id: string; name: string }>).find(
      (c) => c.name === 'Lan Nguyễn',
    )!;
    const detail = await server.call('GET', `/api/candidates/${candidate.id}`, { token: employer.token });
    expect(
      (detail.body.candidate as { projects: Array<{ title: string }> }).projects.map((p) => p.title),
    ).toEqual(['Hanoi Transit']);
  });

  it('approves several at once and reports those it cannot', async () => {
    const a = await create(other, { title: 'Bulk A' });
    const b = await create(other, { title: 'Bulk B' });
    await server.call('POST', `/api/me/projects/${a.id}/submit`, { token: other.token });
    await server.call('POST', `/api/me/projects/${b.id}/submit`, { token: other.token });
    const ids = [(await pendingItemOf(a.id)).id, (await pendingItemOf(b.id)).id];
    const missing = '00000000-0000-4000-8000-000000000000';
    const res = await server.call('POST', '/api/approvals/bulk-approve', {
      token: staff.token,
      body: { ids: [...ids, missing], reason: 'Batch review' },
    });
    expect(res.status).toBe(200);
    expect(res.body.results).toEqual([
      { id: ids[0], ok: true, message: null },
      { id: ids[1], ok: true, message: null },
      { id: missing, ok: false, message: 'This approval request does not exist.' },
    ]);
    expect(await publicTitles()).toEqual(expect.arrayContaining(['Bulk A', 'Bulk B']));
    const decided = await server.call('GET', '/api/approvals?status=decided', { token: staff.token });
    expect((decided.body.items as Item[]).filter((i) => i.reason === 'Batch review')).toHaveLength(2);
  });

  it('refuses bad input with the field named, and mails the decision in the member’s language', async () => {
    const bad = await server.call('POST', '/api/me/projects', {
      token: member.token,
      body: sampleProject({ title: 'Two\nlines', repo_url: 'javascript:alert(1)', progress: 120 }),
    });
    expect(bad.status).toBe(422);
    expect(Object.keys(bad.body.errors as object)).toEqual(
      expect.arrayContaining(['title', 'repo_url', 'progress']),
    );

    await server.ctx.db.update(users).set({ locale: 'vi' }).where(eq(users.id, member.userId));
    const project = await create(member, { title: 'Dự án <b>' });
    await server.call('POST', `/api/me/projects/${project.id}/submit`, { token: member.token });
    await decide((await pendingItemOf(project.id)).id, 'reject', 'Không phù hợp');
    const mail = (await outboxTo(server, member.email)).at(-1)!;
    expect(mail.html).toContain('Dự án &lt;b&gt;');
    expect(mail.html).not.toContain('<b>');
    expect(mail.html).toContain('lang="vi"');
    // A GIF is an image too.
    expect(
      (await upload(server, `/api/me/projects/${project.id}/image`, member.token, GIF, 'image', 'a.gif'))
        .status,
    ).toBe(200);
  });

  it('keeps one of two tags that differ only in case, as the public tag filter counts them (decision 1064)', async () => {
    const project = await create(member, {
      title: 'Tagged twice',
      tags: ['Go', 'go', 'GO', 'Rust', 'Đà Nẵng', 'đà nẵng'],
    });
    expect(project.tags).toEqual(['Go', 'Rust', 'Đà Nẵng']);
    const changed = await server.call('PATCH', `/api/me/projects/${project.id}`, {
      token: member.token,
      body: { tags: ['rust', 'Rust'] },
    });
    expect(changed.status).toBe(200);
    expect((changed.body.project as { tags: string[] }).tags).toEqual(['rust']);
  });
});

describe('a decision and the member’s own change at the same moment', () => {
  // On PostgreSQL (TEST_DATABASE_URL) the two transactions really run together; PGlite runs them one by one.
  it('one of them wins and the other is told 409: never a failure, never both', async () => {
    for (let round = 0; round < 8; round++) {
      const project = await create(member, { title: `Race ${round}` });
      expect(
        (await server.call('POST', `/api/me/projects/${project.id}/submit`, { token: member.token })).status,
      ).toBe(200);
      const item = await pendingItemOf(project.id);
      const memberSide =
        round % 2 === 0
          ? server.call('POST', `/api/me/projects/${project.id}/withdraw`, { token: member.token })
          : server.call('DELETE', `/api/me/projects/${project.id}`, { token: member.token });
      const [decision, own] = await Promise.all([decide(item.id, 'approve', 'Looks good'), memberSide]);
      const statuses = `${decision.status} ${own.status}`;
      // Withdrawing: whichever comes second is 409. Deleting always succeeds; the decision then finds it withdrawn.
      if (round % 2 === 0) expect(['200 409', '409 200'], `round ${round}`).toContain(statuses);
      else expect(['200 200', '409 200'], `round ${round}`).toContain(statuses);
    }
  });
});

describe('a reviewer takes a published project off the site (decision 1051)', () => {
  it('removes it from the public list, tells the member why on the project and in a mail, and lets them resubmit', async () => {
    await server.ctx.db.update(users).set({ locale: 'vi' }).where(eq(users.id, member.userId));
    const project = await create(member, { title: 'Spam Tracker' });
    await server.call('POST', `/api/me/projects/${project.id}/submit`, { token: member.token });
    expect((await decide((await pendingItemOf(project.id)).id, 'approve', 'Fine')).status).toBe(200);
    expect(await publicTitles()).toContain('Spam Tracker');

    const takeDown = (reason: unknown, who: Actor = staff) =>
      server.call('POST', `/api/projects/${project.id}/take-down`, { token: who.token, body: { reason } });
    expect((await takeDown('   ')).status).toBe(422);
    expect((await takeDown('No', member)).status).toBe(403);
    const done = await takeDown('The repository now ships malware.');
    expect(done.status, JSON.stringify(done.body)).toBe(200);
    expect(done.body.project).toMatchObject({
      live: false,
      state: 'changes_requested',
      review_reason: 'The repository now ships malware.',
    });
    expect(await publicTitles()).not.toContain('Spam Tracker');
    // Only once: it is no longer on the site.
    expect((await takeDown('Again')).status).toBe(409);
    const unknown = await server.call(
      'POST',
      '/api/projects/00000000-0000-4000-8000-000000000000/take-down',
      {
        token: staff.token,
        body: { reason: 'x' },
      },
    );
    expect(unknown.status).toBe(404);

    const mine = await server.call('GET', `/api/me/projects/${project.id}`, { token: member.token });
    expect(mine.body.project).toMatchObject({
      live: false,
      review_reason: 'The repository now ships malware.',
    });
    const mail = (await outboxTo(server, member.email)).at(-1)!;
    expect(mail.subject).toBe('“Spam Tracker” đã bị gỡ khỏi trang');
    expect(mail.text).toContain('The repository now ships malware.');
    const [entry] = await server.ctx.db
      .select()
      .from(auditLog)
      .where(eq(auditLog.action, 'project.taken_down'));
    expect(entry).toMatchObject({ targetId: project.id });

    // The member edits and submits it again.
    expect(
      (
        await server.call('PATCH', `/api/me/projects/${project.id}`, {
          token: member.token,
          body: { details: 'Clean' },
        })
      ).status,
    ).toBe(200);
    expect(
      (await server.call('POST', `/api/me/projects/${project.id}/submit`, { token: member.token })).status,
    ).toBe(200);
  });
});

describe('the member’s notifications', () => {
  it('say each decision and a take-down, each opening the member’s projects', async () => {
    const maker = await actor(server, smtp, 'member', 'notified@projects.test');
    const project = await create(maker, { title: 'Notified Project' });
    const submit = () => server.call('POST', `/api/me/projects/${project.id}/submit`, { token: maker.token });
    // A second between steps, so the newest-first list has one order.
    await submit();
    await decide((await pendingItemOf(project.id)).id, 'request_changes', 'Add a licence.');
    server.clock.advance(1_000);
    await submit();
    await decide((await pendingItemOf(project.id)).id, 'approve', 'Thanks.');
    server.clock.advance(1_000);
    await server.call('POST', `/api/projects/${project.id}/take-down`, {
      token: staff.token,
      body: { reason: 'Broken link.' },
    });

    const list = await server.call('GET', '/api/me/notifications', { token: maker.token });
    expect(list.status, JSON.stringify(list.body)).toBe(200);
    const mine = list.body.notifications as Array<{
      kind: string;
      data: object;
      link: string;
      read: boolean;
    }>;
    expect(mine.map((n) => [n.kind, n.data, n.link, n.read])).toEqual([
      ['project.taken_down', { title: 'Notified Project' }, '/dashboard/my-projects', false],
      [
        'approval.decided',
        { kind: 'project', title: 'Notified Project', decision: 'approve' },
        '/dashboard/my-projects',
        false,
      ],
      [
        'approval.decided',
        { kind: 'project', title: 'Notified Project', decision: 'request_changes' },
        '/dashboard/my-projects',
        false,
      ],
    ]);
    expect(list.body.unread).toBe(3);
  });
});

describe('a member who deletes the account (decision 1189)', () => {
  it('takes its projects off the site and out of the queue, images and name included', async () => {
    const leaver = await actor(server, smtp, 'member', 'leaver@projects.test', { name: 'Trần Rời Đi' });
    const live = await create(leaver, { title: 'Leaver Live', repo_url: 'https://github.com/tran/live' });
    const image = await upload(server, `/api/me/projects/${live.id}/image`, leaver.token, PNG);
    const imageUrl = (image.body.project as ProjectBody).image_url!;
    await server.call('POST', `/api/me/projects/${live.id}/submit`, { token: leaver.token });
    expect((await decide((await pendingItemOf(live.id)).id, 'approve', 'Fine.')).status).toBe(200);
    const waiting = await create(leaver, { title: 'Leaver Waiting' });
    await server.call('POST', `/api/me/projects/${waiting.id}/submit`, { token: leaver.token });
    const pending = await pendingItemOf(waiting.id);
    expect(await publicTitles()).toContain('Leaver Live');

    const deleted = await server.call('POST', '/api/account/delete', {
      token: leaver.token,
      body: { current_password: 'Password123' },
    });
    expect(deleted.status, JSON.stringify(deleted.body)).toBe(200);

    // Nothing of theirs is on the site, nor in the queue waiting to be approved onto it.
    expect(await publicTitles()).not.toContain('Leaver Live');
    expect((await fetch(`${server.url}${imageUrl}`)).status).toBe(404);
    for (const status of ['pending', 'decided']) {
      const queue = await server.call('GET', `/api/approvals?status=${status}`, { token: staff.token });
      const items = queue.body.items as Array<{ title: string; requester: { name: string } }>;
      expect(items.map((i) => i.title)).not.toEqual(expect.arrayContaining(['Leaver Live']));
      expect(items.map((i) => i.title)).not.toContain('Leaver Waiting');
      expect(items.map((i) => i.requester.name)).not.toContain('Trần Rời Đi');
    }
    expect((await decide(pending.id, 'approve', 'Too late.')).status).toBe(404);
    const all = await server.call('GET', '/api/projects/all', { token: staff.token });
    expect((all.body.projects as Array<{ title: string }>).map((p) => p.title)).not.toContain('Leaver Live');
  });
});

describe('the approval queue, a page at a time (decision 1070)', () => {
  it('reaches every request past the first 200, waiting and decided, in the queue’s order, none twice', async () => {
    const base = server.clock.now().getTime();
    const at = (minutes: number) => new Date(base + minutes * 60_000);
    // 230 waiting and 230 decided requests; every third shares its time with the next, so only the id orders them.
    const rows = Array.from({ length: 460 }, (_, i) => {
      const n = i % 230;
      const minute = -(n - (n % 3 === 1 ? 1 : 0));
      return {
        kind: 'project',
        subjectId: crypto.randomUUID(),
        title: `Queued ${i}`,
        requesterName: 'Lan',
        status: i < 230 ? ('pending' as const) : ('approved' as const),
        round: 1,
        snapshot: {},
        submittedAt: at(minute - 10_000),
        decidedAt: i < 230 ? null : at(minute),
      };
    });
    await server.ctx.db.insert(approvalItems).values(rows);
    type Row = { id: string; title: string; submitted_at: string; decided_at: string | null };
    const walk = async (status: string, limit: number) => {
      const seen: Row[] = [];
      let cursor: string | null = null;
      for (let guard = 0; guard < 100; guard++) {
        const res = await server.call(
          'GET',
          `/api/approvals?status=${status}&limit=${limit}${cursor ? `&cursor=${cursor}` : ''}`,
          { token: staff.token },
        );
        expect(res.status).toBe(200);
        seen.push(...(res.body.items as Row[]));
        cursor = res.body.next_cursor as string | null;
        if (!cursor) break;
      }
      expect(new Set(seen.map((r) => r.id)).size).toBe(seen.length);
      return seen;
    };
    const first = await server.call('GET', '/api/approvals', { token: staff.token });
    expect(first.body.items).toHaveLength(100);
    expect(first.body.next_cursor).toEqual(expect.any(String));
    const pending = first.body.pending as number;
    expect(pending).toBeGreaterThanOrEqual(230);

    const waiting = await walk('pending', 200);
    expect(waiting).toHaveLength(pending);
    expect(waiting.map((r) => r.title)).toContain('Queued 229');
    const submitted = waiting.map((r) => Date.parse(r.submitted_at));
    expect(submitted).toEqual([...submitted].sort((a, b) => a - b));
    expect((await walk('pending', 33)).map((r) => r.id)).toEqual(waiting.map((r) => r.id));

    const decided = await walk('decided', 200);
    expect(decided.length).toBeGreaterThanOrEqual(230);
    expect(decided.map((r) => r.title)).toContain('Queued 459');
    const times = decided.map((r) => Date.parse(r.decided_at!));
    expect(times).toEqual([...times].sort((a, b) => b - a));
    expect((await walk('decided', 41)).map((r) => r.id)).toEqual(decided.map((r) => r.id));

    const bad = await server.call('GET', '/api/approvals?cursor=abc', { token: staff.token });
    expect(bad.status).toBe(422);
  });
});
