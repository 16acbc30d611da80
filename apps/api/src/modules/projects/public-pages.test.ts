import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { projects } from '../../db/schema';
import { startSmtpTestServer } from '../../../test/harness';
import type { TestServer } from '../../../test/harness';
import { actor } from '../../../test/recruitment';
import type { SmtpPeer } from '../../../test/smtp-peer';

// Decision 1072: every published project is reachable a page at a time; the tag is filtered on the server.

let smtp: SmtpPeer;
let server: TestServer;

type Reply = {
  projects: Array<{ id: string; title: string; tags: string[] }>;
  total: number;
  page: number;
  pageSize: number;
  tags: string[];
};

beforeAll(async () => {
  ({ server, smtp } = await startSmtpTestServer());
  const member = await actor(server, smtp, 'member', 'many@projects.test', { name: 'Many' });
  const base = Date.parse('2026-01-01T00:00:00Z');
  // 205 published projects, ten of them in the same instant (the id settles their order); one draft.
  const rows = Array.from({ length: 206 }, (_, i) => {
    const at = new Date(base + (i < 10 ? 0 : i) * 60_000);
    const tags = i % 50 === 0 ? ['rust', 'CLI'] : i % 2 ? ['React'] : ['Go'];
    const content = {
      title: `Project ${i}`,
      description: 'Something useful.',
      imageKey: null,
      tags,
      repoUrl: null,
      demoUrl: null,
      details: '',
      progressStatus: 'planning' as const,
      progress: 0,
    };
    const { imageKey, repoUrl, demoUrl, ...columns } = content;
    void imageKey;
    void repoUrl;
    void demoUrl;
    return {
      ownerId: member.userId,
      ...columns,
      state: i === 205 ? ('draft' as const) : ('published' as const),
      published: i === 205 ? null : content,
      publishedAt: i === 205 ? null : at,
      createdAt: at,
      updatedAt: at,
    };
  });
  await server.ctx.db.insert(projects).values(rows);
});

afterAll(async () => {
  await server.stop();
});

const list = async (query: string) => {
  const res = await server.call('GET', `/api/projects${query}`);
  expect(res.status).toBe(200);
  return res.body as Reply;
};

describe('GET /api/projects a page at a time', () => {
  it('reaches all 205 published projects once each, newest first, in a stable order', async () => {
    const first = await list('');
    expect(first).toMatchObject({ total: 205, page: 1, pageSize: 24 });
    expect(first.projects[0]!.title).toBe('Project 204');
    const seen: string[] = [];
    for (let page = 1; page <= Math.ceil(first.total / 50); page++) {
      const reply = await list(`?page=${page}&pageSize=50`);
      seen.push(...reply.projects.map((p) => p.id));
    }
    expect(seen).toHaveLength(205);
    expect(new Set(seen).size).toBe(205);
    const titles = (await list('?page=5&pageSize=50')).projects.map((p) => p.title);
    // The ten published in the same instant come last, the same way on every read.
    expect(titles).toHaveLength(5);
    expect((await list('?page=5&pageSize=50')).projects.map((p) => p.title)).toEqual(titles);
    expect(titles.some((t) => t === 'Project 204')).toBe(false);
  });

  it('filters by tag on the server, whatever its case, and still names every tag', async () => {
    const rust = await list('?tag=RUST');
    expect(rust.total).toBe(5);
    expect(rust.projects.map((p) => p.title)).toEqual([
      'Project 200',
      'Project 150',
      'Project 100',
      'Project 50',
      'Project 0',
    ]);
    expect(rust.tags).toEqual(['CLI', 'Go', 'React', 'rust']);
    const react = await list('?tag=react&page=3&pageSize=50');
    expect(react.total).toBe(102);
    expect(react.projects).toHaveLength(2);
    expect((await list('?tag=nothing')).total).toBe(0);
  });

  it('answers an empty page past the last with the total, and 422 for a bad page', async () => {
    expect(await list('?page=99')).toMatchObject({ projects: [], total: 205, page: 99 });
    expect((await server.call('GET', '/api/projects?page=0')).status).toBe(422);
    expect((await server.call('GET', '/api/projects?pageSize=51')).status).toBe(422);
  });
});
