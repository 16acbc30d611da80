import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { jobs } from '../../db/schema';
import { startSmtpTestServer } from '../../../test/harness';
import type { TestServer } from '../../../test/harness';
import { actor, adminActor, sampleJob } from '../../../test/recruitment';
import type { Actor } from '../../../test/recruitment';
import type { SmtpPeer } from '../../../test/smtp-peer';

let smtp: SmtpPeer;
let server: TestServer;
let admin: Actor;
let staff: Actor;
let employer: Actor;
let rival: Actor;
let member: Actor;

type JobBody = { id: string; status: string; is_featured: boolean; company: string; views: number } & Record<
  string,
  unknown
>;

beforeAll(async () => {
  ({ server, smtp } = await startSmtpTestServer());
  admin = await adminActor(server);
  staff = await actor(server, smtp, 'staff', 'staff@jobs.test');
  employer = await actor(server, smtp, 'employer', 'hr@fpt.test');
  rival = await actor(server, smtp, 'employer', 'hr@rival.test');
  member = await actor(server, smtp, 'member', 'member@jobs.test');
});

afterAll(async () => {
  await server.stop();
});

const create = async (who: Actor, body: Record<string, unknown>) => {
  const res = await server.call('POST', '/api/jobs', { token: who.token, body });
  return { ...res, job: res.body.job as JobBody };
};

describe('company profile', () => {
  it('is empty first, then saved, for anyone holding job:manage', async () => {
    const empty = await server.call('GET', '/api/employer/company', { token: employer.token });
    expect(empty.status).toBe(200);
    expect(empty.body.company).toBeNull();

    const put = await server.call('PUT', '/api/employer/company', {
      token: employer.token,
      body: {
        name: 'FPT Software',
        website: 'https://fptsoftware.com',
        logo_url: 'https://fptsoftware.com/logo.png',
        description: 'IT services',
        location: 'Hà Nội',
      },
    });
    expect(put.status).toBe(200);
    expect(put.body.company).toMatchObject({ name: 'FPT Software', location: 'Hà Nội' });
    const again = await server.call('GET', '/api/employer/company', { token: employer.token });
    expect(again.body.company).toMatchObject({ name: 'FPT Software', website: 'https://fptsoftware.com' });

    const bad = await server.call('PUT', '/api/employer/company', {
      token: employer.token,
      body: { name: '', website: 'javascript:alert(1)' },
    });
    expect(bad.status).toBe(422);
    expect(bad.body.errors).toHaveProperty('website');

    expect((await server.call('GET', '/api/employer/company', { token: member.token })).status).toBe(403);
    expect((await server.call('GET', '/api/employer/company')).status).toBe(401);
    expect((await server.call('GET', '/api/employer/company', { token: staff.token })).status).toBe(200);
  });
});

describe('creating and editing postings', () => {
  it('refuses an employer without a company profile, members and anonymous callers', async () => {
    const noCompany = await create(rival, sampleJob());
    expect(noCompany.status).toBe(422);
    expect(noCompany.body.message).toMatch(/company profile/);
    expect((await create(member, sampleJob())).status).toBe(403);
    expect((await server.call('POST', '/api/jobs', { body: sampleJob() })).status).toBe(401);
  });

  it('validates the fields of spec §3', async () => {
    const bad = await create(
      employer,
      sampleJob({ type: 'freelance', level: 'guru', salary_min: 9, salary_max: 1 }),
    );
    expect(bad.status).toBe(422);
    expect(Object.keys(bad.body.errors as object)).toEqual(expect.arrayContaining(['type', 'level']));
    const order = await create(employer, sampleJob({ salary_min: 9, salary_max: 1 }));
    expect(order.status).toBe(422);
    expect(order.body.errors).toHaveProperty('salary_max');
  });

  it('refuses a salary of 0 VND or below with a field error in both languages; absent is negotiable (decision 1081)', async () => {
    const ok = await create(employer, sampleJob({ salary_min: null, salary_max: null }));
    expect(ok.status).toBe(201);
    expect(ok.job).toMatchObject({ salary_min: null, salary_max: null });
    for (const salary of [{ salary_min: 0 }, { salary_max: 0 }, { salary_min: -5_000_000, salary_max: 0 }]) {
      const zero = await create(employer, sampleJob({ salary_min: null, salary_max: null, ...salary }));
      expect(zero.status, JSON.stringify(salary)).toBe(422);
      expect(zero.body.code).toBe('VALIDATION_ERROR');
      for (const field of Object.keys(salary)) {
        const label = field === 'salary_min' ? 'Minimum salary' : 'Maximum salary';
        expect((zero.body.errors as Record<string, string[]>)[field]).toEqual([
          `${label} must be more than 0 VND; leave it empty if the salary is negotiable`,
        ]);
      }
    }
    const vi = await server.call('PUT', `/api/jobs/${ok.job.id}`, {
      token: employer.token,
      headers: { 'accept-language': 'vi' },
      body: sampleJob({ salary_min: 0, salary_max: 20_000_000 }),
    });
    expect(vi.status).toBe(422);
    expect(vi.body.errors).toEqual({
      salary_min: ['Mức lương tối thiểu phải lớn hơn 0 VND; để trống nếu lương thỏa thuận'],
    });
    // Nothing was written.
    const kept = await server.call('GET', `/api/manage/jobs/${ok.job.id}`, { token: employer.token });
    expect(kept.body.job).toMatchObject({ salary_min: null, salary_max: null });
  });

  it('reads a salary of 0 stored before decision 1081 as not stated, on every reply and in a duplicate', async () => {
    const made = await create(employer, sampleJob({ title: 'Stored zero', salary_min: 10_000_000 }));
    const id = made.job.id;
    // As the schema let it be written before.
    await server.ctx.db.update(jobs).set({ salaryMin: 0, salaryMax: 0 }).where(eq(jobs.id, id));
    expect((await server.call('POST', `/api/jobs/${id}/publish`, { token: employer.token })).status).toBe(
      200,
    );
    const managed = await server.call('GET', `/api/manage/jobs/${id}`, { token: employer.token });
    expect(managed.body.job).toMatchObject({ salary_min: null, salary_max: null });
    const board = await server.call('GET', `/api/jobs/${id}`);
    expect(board.body.job).toMatchObject({ salary_min: null, salary_max: null });
    const listed = await server.call('GET', `/api/jobs?q=${encodeURIComponent('Stored zero')}`);
    expect((listed.body.jobs as JobBody[]).find((j) => j.id === id)).toMatchObject({
      salary_min: null,
      salary_max: null,
    });
    const copy = await server.call('POST', `/api/jobs/${id}/duplicate`, { token: employer.token });
    expect(copy.status).toBe(201);
    expect(copy.body.job).toMatchObject({ salary_min: null, salary_max: null });
    const [stored] = await server.ctx.db
      .select({ min: jobs.salaryMin, max: jobs.salaryMax })
      .from(jobs)
      .where(eq(jobs.id, (copy.body.job as JobBody).id));
    expect(stored).toEqual({ min: null, max: null });
  });

  it('creates a draft with the company of the employer and lets only staff feature it', async () => {
    const made = await create(employer, sampleJob());
    expect(made.status).toBe(201);
    expect(made.job).toMatchObject({
      status: 'draft',
      company: 'FPT Software',
      views: 0,
      is_featured: false,
    });
    expect(made.job.owner_id).toBe(employer.userId);
    expect(made.job.posted_date).toBeNull();

    const featured = await create(employer, sampleJob({ is_featured: true }));
    expect(featured.status).toBe(403);
    expect(featured.body.message).toMatch(/Only staff/);

    const byStaff = await server.call('PUT', `/api/jobs/${made.job.id}`, {
      token: staff.token,
      body: sampleJob({ is_featured: true }),
    });
    expect(byStaff.status).toBe(200);
    expect(byStaff.body.job).toMatchObject({ is_featured: true, company: 'FPT Software' });

    // The employer may send the flag back unchanged, not change it.
    const keep = await server.call('PUT', `/api/jobs/${made.job.id}`, {
      token: employer.token,
      body: sampleJob({ title: 'Lead React Developer', is_featured: true }),
    });
    expect(keep.status).toBe(200);
    expect(keep.body.job).toMatchObject({ title: 'Lead React Developer', is_featured: true });
    const unfeature = await server.call('PUT', `/api/jobs/${made.job.id}`, {
      token: employer.token,
      body: sampleJob({ is_featured: false }),
    });
    expect(unfeature.status).toBe(403);
  });

  it('keeps each skill once, whatever its case, in the first spelling (decision 1078)', async () => {
    const made = await create(
      employer,
      sampleJob({ skills: ['React', 'TypeScript', 'react', ' REACT ', 'Đồ họa', 'đồ HỌA'] }),
    );
    expect(made.status).toBe(201);
    expect(made.job.skills).toEqual(['React', 'TypeScript', 'Đồ họa']);
    const edited = await server.call('PUT', `/api/jobs/${made.job.id}`, {
      token: employer.token,
      body: sampleJob({ skills: ['Go', 'go', 'GO'] }),
    });
    expect(edited.status).toBe(200);
    expect((edited.body.job as JobBody).skills).toEqual(['Go']);
  });

  it('lets staff and admin post for a named company', async () => {
    const none = await create(staff, sampleJob());
    expect(none.status).toBe(422);
    const named = await create(staff, sampleJob({ company: 'VNG Corporation', is_featured: true }));
    expect(named.status).toBe(201);
    expect(named.job).toMatchObject({
      company: 'VNG Corporation',
      is_featured: true,
      owner_id: staff.userId,
    });
    const byAdmin = await create(admin, sampleJob({ company: 'Viettel' }));
    expect(byAdmin.status).toBe(201);
  });

  it('renames the postings when the company profile changes', async () => {
    const made = await create(employer, sampleJob({ title: 'Rename check' }));
    await server.call('PUT', '/api/employer/company', {
      token: employer.token,
      body: { name: 'FPT Software Co.' },
    });
    const read = await server.call('GET', `/api/manage/jobs/${made.job.id}`, { token: employer.token });
    expect((read.body.job as JobBody).company).toBe('FPT Software Co.');
    await server.call('PUT', '/api/employer/company', {
      token: employer.token,
      body: { name: 'FPT Software' },
    });
  });
});

describe('status: draft → published → closed → reopened, and duplicates', () => {
  it('moves through the states and refuses the wrong ones with 409', async () => {
    const made = await create(employer, sampleJob({ title: 'Flow posting' }));
    const id = made.job.id;
    expect((await server.call('POST', `/api/jobs/${id}/close`, { token: employer.token })).status).toBe(409);
    const pub = await server.call('POST', `/api/jobs/${id}/publish`, { token: employer.token });
    expect(pub.status).toBe(200);
    const posted = (pub.body.job as JobBody).posted_date;
    expect(posted).toBe(server.clock.now().toISOString());
    expect((await server.call('POST', `/api/jobs/${id}/publish`, { token: employer.token })).status).toBe(
      409,
    );
    const closed = await server.call('POST', `/api/jobs/${id}/close`, { token: employer.token });
    expect((closed.body.job as JobBody).status).toBe('closed');
    server.clock.advance(60_000);
    const reopened = await server.call('POST', `/api/jobs/${id}/reopen`, { token: employer.token });
    expect(reopened.status).toBe(200);
    expect(reopened.body.job).toMatchObject({ status: 'published', posted_date: posted });

    const copy = await server.call('POST', `/api/jobs/${id}/duplicate`, { token: employer.token });
    expect(copy.status).toBe(201);
    expect(copy.body.job).toMatchObject({
      status: 'draft',
      title: 'Flow posting',
      views: 0,
      posted_date: null,
      // The company's plan still sells priority display: the copy ranks and is badged like the original (decision 606).
      is_priority: true,
    });
    expect(reopened.body.job).toMatchObject({ is_priority: true });
    expect((copy.body.job as JobBody).id).not.toBe(id);
  });

  it('answers 404 to another employer on every management route, and lets staff and admin in', async () => {
    const made = await create(employer, sampleJob({ title: 'Tenant check' }));
    const id = made.job.id;
    const routes: Array<[string, string, unknown?]> = [
      ['GET', `/api/manage/jobs/${id}`],
      ['PUT', `/api/jobs/${id}`, sampleJob()],
      ['POST', `/api/jobs/${id}/publish`],
      ['POST', `/api/jobs/${id}/close`],
      ['POST', `/api/jobs/${id}/reopen`],
      ['POST', `/api/jobs/${id}/duplicate`],
    ];
    await server.call('PUT', '/api/employer/company', { token: rival.token, body: { name: 'Rival JSC' } });
    for (const [method, url, body] of routes) {
      const res = await server.call(method, url, { token: rival.token, body });
      expect(res.status, `${method} ${url}`).toBe(404);
      const anon = await server.call(method, url, { body });
      expect(anon.status, `${method} ${url} anonymous`).toBe(401);
      const mem = await server.call(method, url, { token: member.token, body });
      expect(mem.status, `${method} ${url} member`).toBe(403);
    }
    for (const who of [staff, admin]) {
      expect((await server.call('GET', `/api/manage/jobs/${id}`, { token: who.token })).status).toBe(200);
    }
    const list = await server.call('GET', '/api/manage/jobs', { token: rival.token });
    expect((list.body.jobs as JobBody[]).every((j) => j.owner_id === rival.userId)).toBe(true);
    const all = await server.call('GET', '/api/manage/jobs?pageSize=50', { token: staff.token });
    expect((all.body.jobs as JobBody[]).some((j) => j.owner_id === employer.userId)).toBe(true);
    const drafts = await server.call('GET', '/api/manage/jobs?status=draft', { token: employer.token });
    expect((drafts.body.jobs as JobBody[]).every((j) => j.status === 'draft')).toBe(true);
    expect(drafts.body.total).toBeGreaterThan(0);
  });
});

describe('public board', () => {
  const ids: Record<string, string> = {};
  beforeAll(async () => {
    await server.call('PUT', '/api/employer/company', {
      token: rival.token,
      body: { name: 'Tiki Corporation' },
    });
    const postings: Array<[string, Actor, Record<string, unknown>]> = [
      [
        'go',
        rival,
        {
          title: 'Backend Engineer (Golang)',
          skills: ['Go', 'PostgreSQL'],
          location: 'TP. Hồ Chí Minh',
          level: 'mid',
          is_remote: true,
        },
      ],
      [
        'intern',
        rival,
        {
          title: 'Thực tập sinh Frontend',
          skills: ['Vue.js'],
          type: 'internship',
          level: 'entry',
          location: 'Đà Nẵng',
        },
      ],
      [
        'featured',
        staff,
        {
          title: 'Data Engineer',
          company: 'MoMo',
          skills: ['Python', 'Spark'],
          is_featured: true,
          location: 'Hồ Chí Minh',
        },
      ],
      [
        'expiring',
        rival,
        {
          title: 'Contract QA Tester',
          type: 'contract',
          skills: ['Selenium'],
          // Today in Vietnam (decision 202): a past day is refused (decision 285).
          deadline: new Intl.DateTimeFormat('en-CA', { timeZone: 'Asia/Ho_Chi_Minh' }).format(
            server.clock.now(),
          ),
        },
      ],
    ];
    for (const [key, who, overrides] of postings) {
      const made = await create(who, sampleJob(overrides));
      ids[key] = made.job.id;
      await server.call('POST', `/api/jobs/${made.job.id}/publish`, { token: who.token });
      server.clock.advance(1_000);
    }
    ids.draft = (await create(rival, sampleJob({ title: 'Secret draft Golang' }))).job.id;
  });

  const search = async (query: string) => {
    const res = await server.call('GET', `/api/jobs${query}`);
    expect(res.status).toBe(200);
    return res.body as { jobs: JobBody[]; total: number; page: number; pageSize: number };
  };

  it('lists published postings only, featured first then newest, paginated', async () => {
    const all = await search('');
    expect(all.page).toBe(1);
    expect(all.pageSize).toBe(20);
    expect(all.jobs.every((j) => j.status === 'published')).toBe(true);
    expect(all.jobs.map((j) => j.id)).not.toContain(ids.draft);
    const featuredFirst = all.jobs.findIndex((j) => !j.is_featured);
    expect(all.jobs.slice(featuredFirst).every((j) => !j.is_featured)).toBe(true);
    expect(all.jobs[0]!.is_featured).toBe(true);
    expect(all.jobs).not.toHaveProperty('0.owner_id');

    const page = await search('?page=2&pageSize=2');
    expect(page.jobs).toHaveLength(2);
    expect(page.total).toBe(all.total);
    expect(page.jobs[0]!.id).toBe(all.jobs[2]!.id);
    expect((await server.call('GET', '/api/jobs?pageSize=51')).status).toBe(422);
    expect((await server.call('GET', '/api/jobs?type=freelance')).status).toBe(422);
  });

  it('applies spec §2 filters on the server', async () => {
    expect((await search('?q=golang')).jobs.map((j) => j.id)).toEqual([ids.go]);
    expect((await search('?q=TIKI')).jobs.map((j) => j.id)).toEqual(
      expect.arrayContaining([ids.go, ids.intern]),
    );
    expect((await search('?q=spark')).jobs.map((j) => j.id)).toEqual([ids.featured]);
    expect((await search('?q=THỰC TẬP')).jobs.map((j) => j.id)).toEqual([ids.intern]);
    expect((await search('?q=50%25')).total).toBe(0);
    expect((await search('?type=internship')).jobs.map((j) => j.id)).toEqual([ids.intern]);
    expect((await search('?level=mid&remote=true')).jobs.map((j) => j.id)).toEqual([ids.go]);
    const hcm = (await search('?location=hồ chí minh')).jobs.map((j) => j.id);
    expect(hcm).toEqual(expect.arrayContaining([ids.go, ids.featured]));
    expect(hcm).toHaveLength(2);
    expect((await search('?location=ĐÀ NẴNG')).jobs.map((j) => j.id)).toEqual([ids.intern]);
    expect((await search('?remote=true')).jobs.every((j) => j.is_remote)).toBe(true);
    expect((await search('?q=golang&type=full-time&level=mid&location=chí&remote=true')).total).toBe(1);
  });

  it('drops a posting from the board once its deadline passes, and flags it on its page', async () => {
    expect((await search('?type=contract')).jobs.map((j) => j.id)).toEqual([ids.expiring]);
    server.clock.advance(2 * 24 * 3_600_000);
    expect((await search('?type=contract')).total).toBe(0);
    const page = await server.call('GET', `/api/jobs/${ids.expiring}`);
    expect(page.status).toBe(200);
    expect(page.body.job).toMatchObject({ is_expired: true });
  });

  it('counts a view on the public detail page and hides drafts', async () => {
    const first = await server.call('GET', `/api/jobs/${ids.go}`);
    expect(first.status).toBe(200);
    const second = await server.call('GET', `/api/jobs/${ids.go}`);
    expect((second.body.job as JobBody).views).toBe((first.body.job as JobBody).views + 1);
    // The posting shows its employer's company profile.
    expect(first.body.job).toMatchObject({
      company: 'Tiki Corporation',
      company_profile: { name: 'Tiki Corporation', website: null, description: '', location: '' },
    });
    expect((await server.call('GET', `/api/jobs/${ids.draft}`)).status).toBe(404);
    expect((await server.call('GET', '/api/jobs/00000000-0000-4000-8000-000000000000')).status).toBe(404);
    expect((await server.call('GET', '/api/jobs/not-a-uuid')).status).toBe(422);
  });

  it('keeps saved jobs per user on the server', async () => {
    expect((await server.call('GET', '/api/me/saved-jobs')).status).toBe(401);
    const save = await server.call('PUT', `/api/me/saved-jobs/${ids.go}`, { token: member.token });
    expect(save.status).toBe(200);
    await server.call('PUT', `/api/me/saved-jobs/${ids.go}`, { token: member.token });
    await server.call('PUT', `/api/me/saved-jobs/${ids.intern}`, { token: member.token });
    expect(
      (await server.call('PUT', `/api/me/saved-jobs/${ids.draft}`, { token: member.token })).status,
    ).toBe(404);
    const mine = await server.call('GET', '/api/me/saved-jobs', { token: member.token });
    expect((mine.body.jobs as JobBody[]).map((j) => j.id).sort()).toEqual([ids.go, ids.intern].sort());
    const others = await server.call('GET', '/api/me/saved-jobs', { token: employer.token });
    expect(others.body.jobs).toEqual([]);
    expect(
      (await server.call('DELETE', `/api/me/saved-jobs/${ids.go}`, { token: member.token })).status,
    ).toBe(200);
    const after = await server.call('GET', '/api/me/saved-jobs', { token: member.token });
    expect((after.body.jobs as JobBody[]).map((j) => j.id)).toEqual([ids.intern]);
  });

  it('refuses to save a closed or expired posting with 409, and keeps one saved before it closed', async () => {
    // Its public page still shows it, so "does not exist" would be wrong (decision 1077).
    const expired = await server.call('PUT', `/api/me/saved-jobs/${ids.expiring}`, { token: member.token });
    expect(expired.status).toBe(409);
    expect(expired.body).toMatchObject({
      code: 'POSTING_CLOSED',
      message: 'This posting no longer takes applications, so it cannot be saved.',
    });
    expect((await server.call('POST', `/api/jobs/${ids.intern}/close`, { token: rival.token })).status).toBe(
      200,
    );
    const closed = await server.call('PUT', `/api/me/saved-jobs/${ids.intern}`, {
      token: member.token,
      headers: { 'accept-language': 'vi' },
    });
    expect(closed.status).toBe(409);
    expect(closed.body).toMatchObject({
      code: 'POSTING_CLOSED',
      message: 'Tin tuyển dụng này không còn nhận hồ sơ nên không thể lưu.',
    });
    // Saved while it was open: still listed (closed), and it can be let go.
    const mine = await server.call('GET', '/api/me/saved-jobs', { token: member.token });
    expect(mine.body.jobs).toEqual([expect.objectContaining({ id: ids.intern, status: 'closed' })]);
    expect(
      (await server.call('DELETE', `/api/me/saved-jobs/${ids.intern}`, { token: member.token })).status,
    ).toBe(200);
    expect((await server.call('GET', '/api/me/saved-jobs', { token: member.token })).body.jobs).toEqual([]);
    await server.call('POST', `/api/jobs/${ids.intern}/reopen`, { token: rival.token });
  });
});
