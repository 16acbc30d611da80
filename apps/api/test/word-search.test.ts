import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { jobAlerts } from '../src/db/schema';
import { runAlertRound } from '../src/modules/job-alerts/service';
import { startSmtpTestServer } from './harness';
import type { TestServer } from './harness';
import { outboxTo } from './helpers';
import { actor, adminActor, applicant, publishJob } from './recruitment';
import type { Actor } from './recruitment';
import type { SmtpPeer } from './smtp-peer';

// Decision 1153: a search text matches when every word of it is found, in any order (each folded: case and Vietnamese
// diacritics ignored, and as a substring); a "quoted phrase" must be found whole; words past the tenth are ignored;
// only spaces and quotes filter nothing. The same rule for every list's `q` and for job alerts.

const DAY = 24 * 3_600_000;

let smtp: SmtpPeer;
let server: TestServer;
let staff: Actor;
let admin: Actor;
let employer: Actor;
let seeker: Actor;
const ids: Record<string, string> = {};

type Row = { id: string };
const enc = encodeURIComponent;

beforeAll(async () => {
  ({ server, smtp } = await startSmtpTestServer());
  staff = await actor(server, smtp, 'staff', 'staff@words.test', { name: 'Đặng Quốc Huy' });
  admin = await adminActor(server);
  employer = await actor(server, smtp, 'employer', 'hr@words.test');
  seeker = await actor(server, smtp, 'member', 'seeker@words.test', { name: 'Phạm Đức Dũng' });
  await server.call('PUT', '/api/employer/company', {
    token: employer.token,
    body: { name: 'Công ty Sao Việt' },
  });
  const postings: Array<[string, Record<string, unknown>]> = [
    // Every word in the title, apart.
    ['native', { title: 'Senior React Native Developer', skills: ['TypeScript'] }],
    // The whole search in the title.
    ['exact', { title: 'React Developer', skills: ['JavaScript'] }],
    // The whole search in a skill only.
    ['skill', { title: 'Frontend Engineer', skills: ['React Developer', 'CSS'] }],
    // One word in the title, the other in a skill.
    ['split', { title: 'React Engineer', skills: ['Developer tools'] }],
    ['backend', { title: 'Backend Developer', skills: ['Go'] }],
    ['hanoi', { title: 'Lập trình viên Java – Hà Nội', skills: ['Spring'] }],
    ['percent', { title: 'Tester 100% remote_work', skills: ['Selenium'] }],
  ];
  for (const [key, overrides] of postings) {
    ids[key] = await publishJob(server, employer, { requirements: [], ...overrides });
    server.clock.advance(1_000);
  }
});

afterAll(async () => {
  await server.stop();
});

const only = (...keys: string[]) => keys.map((k) => ids[k]!).sort();

async function board(q: string, extra = '') {
  const res = await server.call('GET', `/api/jobs?pageSize=50&q=${enc(q)}${extra}`);
  expect(res.status, q).toBe(200);
  return res.body as { jobs: Row[]; total: number };
}
const found = async (q: string) => (await board(q)).jobs.map((j) => j.id).sort();

describe('the job board, GET /api/jobs', () => {
  it('finds every word in any order, across title, company and skills', async () => {
    expect(await found('react developer')).toEqual(only('native', 'exact', 'skill', 'split'));
    expect(await found('developer react')).toEqual(only('native', 'exact', 'skill', 'split'));
    expect(await found('  DEVELOPER   react  ')).toEqual(only('native', 'exact', 'skill', 'split'));
    // Still substrings: "dev" finds "developer".
    expect(await found('dev nativ')).toEqual(only('native'));
    expect(await found('sao viet backend')).toEqual(only('backend'));
    expect(await found('react developer golang')).toEqual([]);
  });

  it('keeps a quoted phrase whole, straight or typographic quotes', async () => {
    expect(await found('"react developer"')).toEqual(only('exact', 'skill'));
    expect(await found('“react developer”')).toEqual(only('exact', 'skill'));
    expect(await found('"react native" developer')).toEqual(only('native'));
    expect(await found('developer "native react"')).toEqual([]);
    // A quote left open runs to the end.
    expect(await found('senior "react native')).toEqual(only('native'));
  });

  it('ignores case and Vietnamese diacritics in each word', async () => {
    expect(await found('ha noi lap trinh')).toEqual(only('hanoi'));
    expect(await found('NỘI java HÀ')).toEqual(only('hanoi'));
    expect(await found('"trinh vien java"')).toEqual(only('hanoi'));
  });

  it('keeps LIKE wildcards as text', async () => {
    expect(await found('remote 100%')).toEqual(only('percent'));
    expect(await found('remote_work tester')).toEqual(only('percent'));
    expect(await found('100_ tester')).toEqual([]);
    expect(await found('te%er 100')).toEqual([]);
    expect(await found('remote\\ tester')).toEqual([]);
  });

  it('counts the first ten words and ignores the rest; only spaces or quotes filter nothing', async () => {
    const ten = 'senior react native developer typescript sao viet cong ty dev';
    expect(await found(ten)).toEqual(only('native'));
    // An eleventh word that no posting holds is not searched for: the reply is the same, not an error.
    expect(await found(`${ten} nowhere`)).toEqual(only('native'));
    // Repeated words count once, so they do not push a word past the tenth.
    expect(await found(`react react react react react react react react react react golang`)).toEqual([]);
    const all = (await board('', '')).total;
    expect(all).toBeGreaterThanOrEqual(7);
    expect((await board('""')).total).toBe(all);
    expect((await board(' " " ')).total).toBe(all);
  });

  it('ranks the whole search in the title first, then every word in the title, then the whole search elsewhere', async () => {
    const ranked = await board('react developer', '&sort=relevance');
    expect(ranked.jobs.map((j) => j.id)).toEqual([ids.exact, ids.native, ids.skill, ids.split]);
    const reversed = await board('developer react', '&sort=relevance');
    // The whole search as typed ("developer react") is nowhere: every word in the title first.
    expect(
      reversed.jobs
        .map((j) => j.id)
        .slice(0, 2)
        .sort(),
    ).toEqual(only('exact', 'native'));
    expect(reversed.jobs.map((j) => j.id).slice(2)).toEqual([ids.split, ids.skill]);
  });

  it('searches the employer’s own list the same way', async () => {
    const res = await server.call('GET', `/api/manage/jobs?pageSize=50&q=${enc('developer react')}`, {
      token: employer.token,
    });
    expect(res.status).toBe(200);
    expect((res.body.jobs as Row[]).map((j) => j.id).sort()).toEqual(
      only('native', 'exact', 'skill', 'split'),
    );
  });
});

describe('candidates and the staff lists', () => {
  let anh: string;
  let binh: string;
  beforeAll(async () => {
    const made = async (body: Record<string, unknown>) => {
      const res = await server.call('POST', '/api/candidates', { token: staff.token, body });
      expect(res.status, JSON.stringify(res.body)).toBe(201);
      return (res.body.candidate as Row).id;
    };
    anh = await made({ name: 'Lê Thị Ánh', headline: 'React Native Developer', skills: ['TypeScript'] });
    binh = await made({ name: 'Nguyễn Văn Bình', headline: 'React Engineer', skills: ['Java', '50%_off'] });
  });

  const candidates = async (q: string) => {
    const res = await server.call('GET', `/api/candidates?pageSize=50&q=${enc(q)}`, { token: staff.token });
    expect(res.status, q).toBe(200);
    return (res.body.candidates as Row[]).map((c) => c.id).sort();
  };

  it('candidates: every word in any order, quoted phrases, diacritics, wildcards, ten words', async () => {
    expect(await candidates('developer react')).toEqual([anh]);
    expect(await candidates('react')).toEqual([anh, binh].sort());
    expect(await candidates('anh le')).toEqual([anh]);
    expect(await candidates('ÁNH typescript')).toEqual([anh]);
    expect(await candidates('"le thi anh"')).toEqual([anh]);
    expect(await candidates('"anh le"')).toEqual([]);
    expect(await candidates('binh 50%_')).toEqual([binh]);
    expect(await candidates('binh 50__')).toEqual([]);
    expect(await candidates('le thi anh react native developer typescript dev nat rea unknown')).toEqual([
      anh,
    ]);
  });

  it('users (admin): every word in any order', async () => {
    const users = async (q: string) => {
      const res = await server.call('GET', `/api/admin/users?q=${enc(q)}`, { token: admin.token });
      expect(res.status, q).toBe(200);
      return (res.body.users as Array<{ email: string }>).map((u) => u.email);
    };
    expect(await users('huy dang')).toEqual(['staff@words.test']);
    expect(await users('words.test QUỐC')).toEqual(['staff@words.test']);
    expect(await users('"huy dang"')).toEqual([]);
    // Ten different words that match, then one that does not: ignored.
    expect(await users('huy dang quoc words test staff @ wor uoc ang nobody')).toEqual(['staff@words.test']);
  });

  it('support queue: every word, in the subject, the requester or the messages', async () => {
    const categories = await server.call('GET', '/api/support/categories', { token: seeker.token });
    const categoryId = (categories.body.categories as Row[])[0]!.id;
    const opened = await server.call('POST', '/api/support/tickets', {
      token: seeker.token,
      body: {
        subject: 'Cannot download my invoice',
        category_id: categoryId,
        description: 'The page shows an error.',
      },
    });
    expect(opened.status).toBe(201);
    const ticket = (opened.body.ticket as Row).id;
    const queue = async (q: string) => {
      const res = await server.call('GET', `/api/support/queue?q=${enc(q)}`, { token: staff.token });
      expect(res.status, q).toBe(200);
      return (res.body.tickets as Row[]).map((t) => t.id);
    };
    expect(await queue('invoice download')).toEqual([ticket]);
    expect(await queue('error dung invoice')).toEqual([ticket]);
    expect(await queue('"download invoice"')).toEqual([]);
  });

  it('applications (pipeline): every word of the applicant, in any order', async () => {
    const { applicationId } = await applicant(server, smtp, 'dung@words.test', ids.exact!, 'Phạm Đức Dũng');
    const res = await server.call('GET', `/api/applications?q=${enc('dung pham')}`, { token: staff.token });
    expect(res.status).toBe(200);
    expect((res.body.applications as Row[]).map((a) => a.id)).toEqual([applicationId]);
    const phrase = await server.call('GET', `/api/applications?q=${enc('"dung pham"')}`, {
      token: staff.token,
    });
    expect(phrase.body.applications).toEqual([]);
  });
});

describe('job alerts', () => {
  const alertMails = async (to: string) =>
    (await outboxTo(server, to)).filter((m) => 'List-Unsubscribe' in m.headers);

  it('mail the postings the board finds: every word, in any order; a quoted phrase whole', async () => {
    const save = async (name: string, q: string) => {
      const res = await server.call('POST', '/api/job-alerts', {
        token: seeker.token,
        body: {
          name,
          frequency: 'daily',
          search: { q, location: '', type: null, level: null, remote: false },
        },
      });
      expect(res.status, JSON.stringify(res.body)).toBe(201);
      return (res.body.alert as Row).id;
    };
    const words = await save('Words', 'react developer');
    // An alert saved before decision 1153 holds one contiguous pattern: the batch brings it to the board's rule.
    const older = await save('Older', 'developer react');
    await server.ctx.db
      .update(jobAlerts)
      .set({ qPattern: '%developer react%' })
      .where(eq(jobAlerts.id, older));
    const phrase = await save('Phrase', '"react developer"');
    server.clock.advance(1_000);
    await publishJob(server, employer, { title: 'Lead React Native Developer (alerts)' });
    await publishJob(server, employer, { title: 'Vue Developer (alerts)', skills: ['Vue'] });
    server.clock.advance(DAY);
    await runAlertRound({ db: server.ctx.db, clock: server.clock, config: server.ctx.config });
    const mails = await alertMails(seeker.email);
    const mailOf = (name: string) => mails.filter((m) => m.subject.includes(name));
    expect(mailOf('Words')).toHaveLength(1);
    expect(mailOf('Words')[0]!.text).toContain('Lead React Native Developer (alerts)');
    expect(mailOf('Words')[0]!.text).not.toContain('Vue Developer');
    expect(mailOf('Older')).toHaveLength(1);
    expect(mailOf('Older')[0]!.text).toContain('Lead React Native Developer (alerts)');
    expect(mailOf('Phrase')).toEqual([]);
    const [row] = await server.ctx.db.select().from(jobAlerts).where(eq(jobAlerts.id, words));
    expect(row?.qPattern).toBe('%react%\u0001%developer%');
    expect(phrase).toBeTruthy();
  });
});
