import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { resources } from '../../db/schema';
import { startSmtpTestServer } from '../../../test/harness';
import type { TestServer } from '../../../test/harness';
import { actor } from '../../../test/recruitment';
import type { Actor } from '../../../test/recruitment';
import type { SmtpPeer } from '../../../test/smtp-peer';

// Issue 12: the resource library (decisions 708-710).

let smtp: SmtpPeer;
let server: TestServer;
let member: Actor;
let staff: Actor;

beforeAll(async () => {
  ({ server, smtp } = await startSmtpTestServer());
  member = await actor(server, smtp, 'member', 'reader@resources.test');
  staff = await actor(server, smtp, 'staff', 'writer@resources.test');
});

afterAll(async () => {
  await server.stop();
});

type Summary = { id: string; title_en: string; title_vi: string; visibility: string };
const titles = (body: Record<string, unknown>) => (body.resources as Summary[]).map((r) => r.title_en);

async function write(body: Record<string, unknown>) {
  const res = await server.call('POST', '/api/resources', { token: staff.token, body });
  expect(res.status, JSON.stringify(res.body)).toBe(201);
  return res.body.resource as Summary;
}

describe('the resource library', () => {
  it('shows each reader what its visibility allows', async () => {
    const inside = await write({
      title_en: 'Staff handbook',
      title_vi: 'Sổ tay nhân viên',
      body_en: 'Internal.',
      visibility: 'staff',
      published: true,
    });
    await write({ title_en: 'Unfinished draft', visibility: 'public', published: false });

    const anon = titles((await server.call('GET', '/api/resources')).body);
    expect(anon).toEqual(expect.arrayContaining(['Writing a CV that gets read', 'Using the job board']));
    expect(anon).not.toContain('Using the hiring pipeline');
    expect(anon).not.toContain('Staff handbook');
    expect(anon).not.toContain('Unfinished draft');

    const signedIn = titles((await server.call('GET', '/api/me/resources', { token: member.token })).body);
    expect(signedIn).toContain('Using the hiring pipeline');
    expect(signedIn).not.toContain('Staff handbook');
    expect((await server.call('GET', `/api/me/resources/${inside.id}`, { token: member.token })).status).toBe(
      404,
    );
    expect((await server.call('GET', `/api/resources/${inside.id}`)).status).toBe(404);

    const staffSees = titles((await server.call('GET', '/api/me/resources', { token: staff.token })).body);
    expect(staffSees).toEqual(expect.arrayContaining(['Staff handbook', 'Unfinished draft']));
    const read = await server.call('GET', `/api/me/resources/${inside.id}`, { token: staff.token });
    expect(read.body.resource).toMatchObject({ title_vi: 'Sổ tay nhân viên', html_en: '<p>Internal.</p>\n' });
  });

  it('finds articles in either language without diacritics or case', async () => {
    const search = async (q: string) =>
      titles((await server.call('GET', `/api/resources?q=${encodeURIComponent(q)}`)).body);
    expect(await search('PHONG VAN')).toEqual(['Preparing for an interview']);
    expect(await search('phỏng vấn')).toEqual(['Preparing for an interview']);
    expect(await search('viet cv')).toEqual(['Writing a CV that gets read']);
    // The phrase; unquoted, each word anywhere (decision 1153), and the CV article has both words apart.
    expect(await search('"ha noi"')).toEqual(['Using the job board']);
    expect((await search('ha noi')).sort()).toEqual(['Using the job board', 'Writing a CV that gets read']);
    expect(await search('nothing like this')).toEqual([]);
    const bad = await server.call('GET', `/api/resources?q=${encodeURIComponent('a\nb')}`);
    expect(bad.status).toBe(422);
    expect(bad.body.errors).toHaveProperty('q');
  });

  it('suggests articles for a support ticket being typed, best match first', async () => {
    const suggest = async (q: string, token = member.token) =>
      titles(
        (await server.call('GET', `/api/me/resources/suggest?q=${encodeURIComponent(q)}`, { token })).body,
      );
    expect((await suggest('Tôi không biết cách chuẩn bị phỏng vấn')).at(0)).toBe(
      'Preparing for an interview',
    );
    expect(await suggest('How do I move an application on the pipeline board?')).toContain(
      'Using the hiring pipeline',
    );
    expect(await suggest('')).toEqual([]);
    expect(await suggest('handbook')).toEqual([]);
    expect(await suggest('handbook', staff.token)).toEqual(['Staff handbook']);
  });

  it('lets editors change and delete articles, with the field named on bad input', async () => {
    const none = await server.call('POST', '/api/resources', { token: staff.token, body: { body_en: 'x' } });
    expect(none.status).toBe(422);
    expect(none.body.errors).toHaveProperty('title_en');
    const article = await write({ title_en: 'Onboarding', visibility: 'signed_in', published: true });
    const changed = await server.call('PATCH', `/api/resources/${article.id}`, {
      token: staff.token,
      body: { title_vi: 'Ngày đầu nhận việc', visibility: 'public' },
    });
    expect(changed.body.resource).toMatchObject({
      title_en: 'Onboarding',
      title_vi: 'Ngày đầu nhận việc',
      visibility: 'public',
    });
    expect(titles((await server.call('GET', '/api/resources?q=ngay%20dau%20nhan%20viec')).body)).toEqual([
      'Onboarding',
    ]);
    expect((await server.call('DELETE', `/api/resources/${article.id}`, { token: staff.token })).status).toBe(
      200,
    );
    expect((await server.call('DELETE', `/api/resources/${article.id}`, { token: staff.token })).status).toBe(
      404,
    );
    expect(
      (await server.call('POST', '/api/resources', { token: member.token, body: { title_en: 'x' } })).status,
    ).toBe(403);
  });
});

describe('editing an article', () => {
  it('cannot take away its last title', async () => {
    const article = await write({ title_vi: 'Chỉ có tiếng Việt', body_vi: 'Nội dung.', published: true });
    const res = await server.call('PATCH', `/api/resources/${article.id}`, {
      token: staff.token,
      body: { title_vi: '   ' },
      headers: { 'accept-language': 'vi' },
    });
    expect(res.status).toBe(422);
    expect(Object.keys(res.body.errors as object)).toEqual(['title_vi']);
    const after = await server.call('GET', `/api/resources/${article.id}`);
    expect((after.body.resource as Summary).title_vi).toBe('Chỉ có tiếng Việt');
    // Giving the other title while emptying this one is fine.
    const both = await server.call('PATCH', `/api/resources/${article.id}`, {
      token: staff.token,
      body: { title_vi: '', title_en: 'English only now' },
    });
    expect(both.status, JSON.stringify(both.body)).toBe(200);
  });
});

describe('the library, a page at a time (decision 1071)', () => {
  it('reaches the 201st article and beyond, last changed first, each article on exactly one page', async () => {
    const base = server.clock.now().getTime();
    // 230 public articles and 10 for members; every fourth shares its last change with the next.
    await server.ctx.db.insert(resources).values(
      Array.from({ length: 240 }, (_, i) => ({
        topic: 'interview',
        titleEn: `Paged article ${i}`,
        searchText: `paged article ${i}`,
        visibility: i < 230 ? ('public' as const) : ('signed_in' as const),
        published: true,
        createdAt: new Date(base),
        updatedAt: new Date(base - 60_000 * (i - (i % 4 === 1 ? 1 : 0))),
      })),
    );
    const walk = async (path: string, pageSize: number, token?: string) => {
      const first = await server.call('GET', `${path}?pageSize=${pageSize}`, token ? { token } : {});
      const total = first.body.total as number;
      const all: Array<{ id: string; title_en: string; updated_at: string }> = [];
      for (let page = 1; page <= Math.ceil(total / pageSize); page++) {
        const res = await server.call(
          'GET',
          `${path}?page=${page}&pageSize=${pageSize}`,
          token ? { token } : {},
        );
        expect(res.body).toMatchObject({ page, pageSize, total });
        all.push(...(res.body.resources as typeof all));
      }
      expect(all).toHaveLength(total);
      expect(new Set(all.map((r) => r.id)).size).toBe(total);
      return all;
    };
    const first = await server.call('GET', '/api/resources');
    expect(first.body).toMatchObject({ page: 1, pageSize: 30 });
    expect(first.body.resources).toHaveLength(30);

    const visitors = await walk('/api/resources', 50);
    expect(visitors.length).toBeGreaterThanOrEqual(230);
    expect(visitors.map((r) => r.title_en)).toContain('Paged article 229');
    expect(visitors.map((r) => r.title_en)).not.toContain('Paged article 230');
    const times = visitors.map((r) => Date.parse(r.updated_at));
    expect(times).toEqual([...times].sort((a, b) => b - a));
    expect((await walk('/api/resources', 9)).map((r) => r.id)).toEqual(visitors.map((r) => r.id));

    // Signed in: the members' articles too, paged the same way; a search pages within its matches.
    const members = await walk('/api/me/resources', 50, member.token);
    expect(members.length).toBeGreaterThanOrEqual(visitors.length + 10);
    expect(members.map((r) => r.title_en)).toContain('Paged article 239');
    const searched = await server.call('GET', '/api/me/resources?q=paged%20article&page=13&pageSize=20', {
      token: member.token,
    });
    expect(searched.body).toMatchObject({ total: 240, page: 13 });
    expect(searched.body.resources).toEqual([]);
  });
});

describe('the topics a reader is offered (decision 1127)', () => {
  const topicsOf = async (path: string, token?: string) =>
    (await server.call('GET', path, token ? { token } : {})).body.topics as string[];

  it('names the topics with an article the reader may read, in the library’s order, whatever was asked', async () => {
    // Nothing on "Your account" for anybody yet: no reader is offered it.
    const visitors = await topicsOf('/api/resources');
    expect(visitors).toEqual(expect.arrayContaining(['cv', 'interview', 'job_board']));
    expect(visitors).not.toContain('account');

    const article = await write({ topic: 'account', title_vi: 'Tài khoản của bạn', visibility: 'public' });
    // A draft: its editors are offered its topic, nobody else.
    expect(await topicsOf('/api/resources')).toEqual(visitors);
    expect(await topicsOf('/api/me/resources', member.token)).not.toContain('account');
    expect(await topicsOf('/api/me/resources', staff.token)).toContain('account');

    // Published for signed-in readers: the member is offered it, a visitor still not.
    const patch = (body: Record<string, unknown>) =>
      server.call('PATCH', `/api/resources/${article.id}`, { token: staff.token, body });
    expect((await patch({ published: true, visibility: 'signed_in' })).status).toBe(200);
    expect(await topicsOf('/api/me/resources', member.token)).toContain('account');
    expect(await topicsOf('/api/resources')).toEqual(visitors);

    // Public (written in Vietnamese only, as the list shows it to an English reader too): offered to visitors, in
    // its place among the topics, on every page, topic and search of the list.
    expect((await patch({ visibility: 'public' })).status).toBe(200);
    const offered = await topicsOf('/api/resources');
    expect(offered).toEqual(
      ['cv', 'interview', 'job_board', 'pipeline', 'account', 'other'].filter(
        (t) => t === 'account' || visitors.includes(t),
      ),
    );
    for (const path of [
      '/api/resources?topic=cv',
      '/api/resources?page=99',
      '/api/resources?q=nothing%20like%20this',
    ]) {
      expect(await topicsOf(path)).toEqual(offered);
    }
  });
});
