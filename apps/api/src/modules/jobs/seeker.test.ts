import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startSmtpTestServer } from '../../../test/harness';
import type { TestServer } from '../../../test/harness';
import { actor, sampleJob } from '../../../test/recruitment';
import type { Actor } from '../../../test/recruitment';
import type { SmtpPeer } from '../../../test/smtp-peer';

// Issue 18, job seekers: the board's salary filter and sorts, its cities, and a posting's neighbours.

let smtp: SmtpPeer;
let server: TestServer;
let acme: Actor;
let other: Actor;
let staff: Actor;
const ids: Record<string, string> = {};

type JobBody = { id: string; title: string; salary_min: number | null; salary_max: number | null };

async function post(who: Actor, key: string, overrides: Record<string, unknown>, status = 'published') {
  const made = await server.call('POST', '/api/jobs', { token: who.token, body: sampleJob(overrides) });
  expect(made.status).toBe(201);
  const id = (made.body.job as { id: string }).id;
  ids[key] = id;
  if (status !== 'draft') await server.call('POST', `/api/jobs/${id}/publish`, { token: who.token });
  if (status === 'closed') await server.call('POST', `/api/jobs/${id}/close`, { token: who.token });
  server.clock.advance(1_000);
}

beforeAll(async () => {
  ({ server, smtp } = await startSmtpTestServer());
  // Free companies: no priority display, so the orders below are the sorts' own (priority: company-team tests).
  acme = await actor(server, smtp, 'employer', 'hr@acme.test', { plan: 'free' });
  other = await actor(server, smtp, 'employer', 'hr@other.test', { plan: 'free' });
  staff = await actor(server, smtp, 'staff', 'staff@seeker.test');
  await server.call('PUT', '/api/employer/company', { token: acme.token, body: { name: 'Acme' } });
  await server.call('PUT', '/api/employer/company', { token: other.token, body: { name: 'Other Co' } });
  // The source: React, senior, Hà Nội, at Acme.
  await post(acme, 'source', { title: 'React Lead', skills: ['React', 'TypeScript'], level: 'senior' });
  await post(acme, 'acmeGo', {
    title: 'Go Developer',
    skills: ['Go'],
    level: 'entry',
    location: 'Đà Nẵng',
    salary_min: 10_000_000,
    salary_max: 15_000_000,
  });
  await post(other, 'twin', {
    title: 'React Engineer',
    skills: ['react', 'TypeScript'],
    level: 'senior',
    location: 'ha noi',
    salary_min: 40_000_000,
    salary_max: 70_000_000,
  });
  await post(other, 'halfTwin', {
    title: 'Frontend Developer',
    skills: ['React'],
    level: 'mid',
    location: 'Huế',
    salary_min: 20_000_000,
    salary_max: null,
  });
  await post(other, 'unrelated', {
    title: 'Accountant',
    skills: ['Excel'],
    level: 'entry',
    location: 'Cần Thơ',
    salary_min: null,
    salary_max: null,
  });
  await post(other, 'upTo', {
    title: 'Support React',
    skills: ['Zendesk'],
    level: 'lead',
    location: 'Đà Nẵng',
    salary_min: null,
    salary_max: 25_000_000,
  });
  await post(acme, 'acmeDraft', { title: 'Secret React', skills: ['React'], location: 'Hà Nội' }, 'draft');
  await post(acme, 'acmeClosed', { title: 'Old React', skills: ['React'], location: 'Hà Nội' }, 'closed');
  await post(other, 'otherDraft', { title: 'Draft Lead', skills: ['React'], location: 'Vinh' }, 'draft');
  await post(staff, 'staffTyped', {
    title: 'Typed company job',
    company: 'Acme',
    skills: ['Cobol'],
    level: 'mid',
    salary_min: 5_000_000,
    salary_max: 8_000_000,
  });
});

afterAll(async () => {
  await server.stop();
});

const search = async (query: string) => {
  const res = await server.call('GET', `/api/jobs${query}`);
  expect(res.status).toBe(200);
  return (res.body.jobs as JobBody[]).map((j) => j.id);
};

describe('the board: salary and sort', () => {
  it('matches postings whose salary range reaches the minimum; negotiable ones do not', async () => {
    const at25 = await search('?salary=25000000');
    expect(at25).toEqual(expect.arrayContaining([ids.source, ids.twin, ids.upTo]));
    // "From 20M" reaches 20M, not 25M; "Up to 25M" reaches 25M; a posting without salary never matches.
    expect(at25).not.toContain(ids.halfTwin);
    expect(at25).not.toContain(ids.unrelated);
    expect(at25).not.toContain(ids.acmeGo);
    expect(await search('?salary=60000000')).toEqual([ids.twin]);
    expect(await search('?salary=0')).not.toContain(ids.unrelated);
    expect((await server.call('GET', '/api/jobs?salary=-1')).status).toBe(422);
    expect((await server.call('GET', '/api/jobs?salary=lots')).status).toBe(422);
  });

  it('sorts by salary (highest first, negotiable last), newest, and relevance with text', async () => {
    const bySalary = await search('?sort=salary');
    expect(bySalary[0]).toBe(ids.twin);
    expect(bySalary[1]).toBe(ids.source);
    expect(bySalary.at(-1)).toBe(ids.unrelated);
    const newest = await search('?sort=newest');
    expect(newest[0]).toBe(ids.staffTyped);
    expect(newest).toEqual(await search(''));
    // Relevance: a match in the title before one in the skills only.
    const relevant = await search('?q=react&sort=relevance');
    expect(relevant.slice(0, 3).sort()).toEqual([ids.source, ids.twin, ids.upTo].sort());
    expect(relevant.at(-1)).toBe(ids.halfTwin);
    // Unnamed, the order stays newest even with text (the feed's order); without text, relevance is newest.
    expect((await search('?q=react')).slice(0, 2)).toEqual([ids.upTo, ids.halfTwin]);
    expect(await search('?sort=relevance')).toEqual(newest);
    expect((await server.call('GET', '/api/jobs?sort=cheapest')).status).toBe(422);
  });
});

describe('cities', () => {
  it('lists the open postings’ places with counts, spellings folded together, drafts and closed not counted', async () => {
    const res = await server.call('GET', '/api/jobs/cities');
    expect(res.status).toBe(200);
    const cities = res.body.cities as Array<{ name: string; count: number }>;
    // source + staffTyped (Hà Nội, the sample's) + twin (ha noi); the draft and the closed posting not.
    const hanoi = cities.find((c) => c.name === 'Hà Nội' || c.name === 'ha noi');
    expect(hanoi?.count).toBe(3);
    expect(cities[0]).toEqual(hanoi);
    expect(cities).toContainEqual({ name: 'Đà Nẵng', count: 2 });
    expect(cities.map((c) => c.name)).not.toContain('Vinh');
    // Filtering by a listed city finds its postings.
    expect((await search('?location=Đà Nẵng')).sort()).toEqual([ids.acmeGo, ids.upTo].sort());
  });
});

describe('a posting’s neighbours', () => {
  it('lists similar open postings, best match first, never drafts or closed ones', async () => {
    const res = await server.call('GET', `/api/jobs/${ids.source}/related`);
    expect(res.status).toBe(200);
    const similar = (res.body.similar as JobBody[]).map((j) => j.id);
    expect(similar[0]).toBe(ids.twin);
    expect(similar[1]).toBe(ids.halfTwin);
    expect(similar).not.toContain(ids.source);
    for (const hidden of [ids.acmeDraft, ids.acmeClosed, ids.otherDraft])
      expect(similar).not.toContain(hidden);
    expect(similar).not.toContain(ids.unrelated);
  });

  it('lists the company’s other open postings only', async () => {
    const res = await server.call('GET', `/api/jobs/${ids.source}/related`);
    const company = (res.body.company as JobBody[]).map((j) => j.id);
    // Acme's profile postings; not the draft, the closed one, nor a staff posting that only names "Acme".
    expect(company).toEqual([ids.acmeGo]);
    const typed = await server.call('GET', `/api/jobs/${ids.staffTyped}/related`);
    expect(typed.body.company).toEqual([]);
  });

  it('answers 404 for a draft or an unknown posting and 422 for a bad id', async () => {
    expect((await server.call('GET', `/api/jobs/${ids.acmeDraft}/related`)).status).toBe(404);
    expect((await server.call('GET', '/api/jobs/00000000-0000-4000-8000-000000000000/related')).status).toBe(
      404,
    );
    expect((await server.call('GET', '/api/jobs/nope/related')).status).toBe(422);
    // A closed posting's page still shows its neighbours.
    expect((await server.call('GET', `/api/jobs/${ids.acmeClosed}/related`)).status).toBe(200);
  });
});
