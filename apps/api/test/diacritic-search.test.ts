import { readFileSync } from 'node:fs';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { queryRows } from '../src/db/client';
import { candidateSearchText } from '../src/lib/candidate-keys';
import { containsPattern, fold, placeText } from '../src/lib/tenancy';
import { jobSearchText } from '../src/modules/jobs/service';
import { startSmtpTestServer } from './harness';
import type { TestServer } from './harness';
import { actor, applicant, sampleJob } from './recruitment';
import type { Actor } from './recruitment';
import type { SmtpPeer } from './smtp-peer';

// Decision 295: text search and the location filter ignore case and Vietnamese diacritics.

let smtp: SmtpPeer;
let server: TestServer;
let staff: Actor;
let employer: Actor;
const ids: Record<string, string> = {};

type Row = { id: string };

beforeAll(async () => {
  ({ server, smtp } = await startSmtpTestServer());
  staff = await actor(server, smtp, 'staff', 'staff@fold.test', { name: 'Trần Thị Hồng' });
  employer = await actor(server, smtp, 'employer', 'hr@fold.test');
  await server.call('PUT', '/api/employer/company', {
    token: employer.token,
    body: { name: 'Công ty Đất Việt' },
  });
  const postings: Array<[string, Record<string, unknown>]> = [
    ['engineer', { title: 'Kỹ sư phần mềm', location: 'Hà Nội', skills: ['Java'] }],
    ['sales', { title: 'Nhân viên kinh doanh', location: 'Đà Nẵng', skills: ['Đàm phán'] }],
    ['percent', { title: 'Tester 100% remote', location: 'Hà Nam', skills: ['Selenium'] }],
    // Typed without diacritics: found by searches typed with them too.
    ['ascii', { title: 'Ky thuat vien mang', location: 'Ha Noi', skills: ['Cisco'] }],
  ];
  for (const [key, overrides] of postings) {
    const made = await server.call('POST', '/api/jobs', {
      token: employer.token,
      body: sampleJob(overrides),
    });
    expect(made.status).toBe(201);
    ids[key] = (made.body.job as Row).id;
    await server.call('POST', `/api/jobs/${ids[key]}/publish`, { token: employer.token });
    server.clock.advance(1_000);
  }
});

afterAll(async () => {
  await server.stop();
});

const board = async (query: string) => {
  const res = await server.call('GET', `/api/jobs?pageSize=50&${query}`);
  expect(res.status, query).toBe(200);
  return (res.body.jobs as Row[]).map((j) => j.id).sort();
};
const only = (...keys: string[]) => keys.map((k) => ids[k]!).sort();
const enc = encodeURIComponent;

describe('fold', () => {
  it('drops case and Vietnamese diacritics, đ included, in composed or decomposed input', () => {
    expect(fold('Kỹ sư phần mềm')).toBe('ky su phan mem');
    expect(fold('HÀ NỘI')).toBe('ha noi');
    expect(fold('ĐÀ NẴNG')).toBe('da nang');
    expect(fold('Thừa Thiên Huế'.normalize('NFD'))).toBe('thua thien hue');
    expect(containsPattern('Giảm 50%_\\')).toBe('%giam 50\\%\\_\\\\%');
  });

  it("is the database's search_fold() exactly", async () => {
    const samples = [
      'Hà Nội',
      'HÀ NỘI',
      'TP. Hồ Chí Minh',
      'ĐÀ NẴNG',
      'đà nẵng',
      'Kỹ sư phần mềm',
      'KỸ SƯ PHẦN MỀM',
      'Nguyễn Văn Đạt',
      'Thực tập sinh',
      'Thừa Thiên Huế',
      'Thừa Thiên Huế'.normalize('NFD'),
      'Bà Rịa – Vũng Tàu',
      'Cốc Cốc, Thế Giới Di Động, Điện Máy Xanh',
      'Ứng viên ưu tú: Ỷ Ỵ Ỹ Ỳ Ý ỷ ỵ ỹ ỳ ý',
      'àáảãạăằắẳẵặâầấẩẫậèéẻẽẹêềếểễệìíỉĩịòóỏõọôồốổỗộơờớởỡợùúủũụưừứửữựỳýỷỹỵđ',
      'ÀÁẢÃẠĂẰẮẲẴẶÂẦẤẨẪẬÈÉẺẼẸÊỀẾỂỄỆÌÍỈĨỊÒÓỎÕỌÔỒỐỔỖỘƠỜỚỞỠỢÙÚỦŨỤƯỪỨỬỮỰỲÝỶỸỴĐ',
      'C# / .NET, Node.js 100% _x_',
      'a\u0001b',
    ];
    for (const value of samples) {
      const [row] = await queryRows<{ f: string }>(server.ctx.db, sql`select search_fold(${value}) as f`);
      expect(row!.f, value).toBe(fold(value));
    }
  });

  it("migration 0008 turns the old (case-only) stored text into today's", async () => {
    const old = (value: string) => value.toLocaleLowerCase('vi-VN');
    const title = 'Thợ Điện – Bảo trì'; // a draft, off the board
    const company = 'Công ty Đất Việt';
    const skills = ['Đàm phán', 'AutoCAD'];
    const { id } = (
      await server.call('POST', '/api/jobs', {
        token: employer.token,
        body: sampleJob({ title, skills, location: 'Thừa Thiên Huế' }),
      })
    ).body.job as Row;
    await queryRows(
      server.ctx.db,
      sql`update jobs set search_text = ${old([title, company, ...skills].join('\u0001'))},
            location_text = ${old('Thừa Thiên Huế')} where id = ${id}`,
    );
    const migration = readFileSync(
      new URL('../src/db/migrations/0008_diacritic_fold.sql', import.meta.url),
      'utf8',
    );
    for (const statement of migration.split('--> statement-breakpoint')) {
      await queryRows(server.ctx.db, sql.raw(statement));
    }
    const [row] = await queryRows<{ search_text: string; location_text: string }>(
      server.ctx.db,
      sql`select search_text, location_text from jobs where id = ${id}`,
    );
    expect(row).toEqual({
      search_text: jobSearchText(title, company, skills),
      location_text: fold('Thừa Thiên Huế'),
    });
    expect(candidateSearchText('Nguyễn  Văn Đạt', 'Kỹ sư', ['Đàm phán'])).toBe(
      'nguyen  van dat\u0001nguyen van dat\u0001ky su\u0001dam phan',
    );
  });
});

describe('GET /api/jobs (the public board and the member feed)', () => {
  it('finds a location with or without diacritics, in any case', async () => {
    for (const location of ['ha noi', 'HÀ NỘI', 'Hà Nội', 'hà nội', 'HA NOI', 'Hà Noi']) {
      const found = await board(`location=${enc(location)}`);
      expect(found, location).toEqual(expect.arrayContaining(only('engineer', 'ascii')));
      expect(found, location).not.toContain(ids.percent); // Hà Nam
    }
    for (const location of ['đà nẵng', 'da nang', 'ĐÀ NẴNG', 'Da Nang']) {
      expect(await board(`location=${enc(location)}`), location).toContain(ids.sales);
    }
    expect(await board(`location=${enc('hà nam')}`)).toEqual(only('percent'));
  });

  it('finds title, company and skills with or without diacritics', async () => {
    expect(await board(`q=${enc('ky su')}`)).toEqual(only('engineer'));
    expect(await board(`q=${enc('Kỹ sư phần mềm')}`)).toEqual(only('engineer'));
    expect(await board(`q=${enc('KY SU PHAN MEM')}`)).toEqual(only('engineer'));
    expect(await board(`q=${enc('dat viet')}`)).toEqual(only('engineer', 'sales', 'percent', 'ascii'));
    expect(await board(`q=${enc('dam phan')}`)).toEqual(only('sales'));
    expect(await board(`q=${enc('ĐÀM PHÁN')}`)).toEqual(only('sales'));
    // The superset (decision 295): "Kỹ" also finds "Ky" typed without marks.
    expect(await board(`q=${enc('Kỹ thuật')}`)).toEqual(only('ascii'));
    expect(await board(`q=${enc('ky su')}&location=${enc('ha noi')}`)).toEqual(only('engineer'));
    expect(await board(`q=${enc('ky su')}&location=${enc('da nang')}`)).toEqual([]);
  });

  it('matches substrings; a quoted phrase within one field, not across fields or unrelated text', async () => {
    expect(await board(`q=${enc('phần mềm')}`)).toEqual(only('engineer'));
    expect(await board(`q=${enc('phần')}`)).toEqual(only('engineer', 'sales')); // "phần mềm", "đàm phán"
    // Words may be in different fields (decision 1153); a quoted phrase may not.
    expect(await board(`q=${enc('mem cong')}`)).toEqual(only('engineer'));
    expect(await board(`q=${enc('"mem cong"')}`)).toEqual([]); // title's end + company's start
    expect(await board(`q=${enc('ky sư kinh')}`)).toEqual([]);
    expect(await board(`q=${enc('ha noi')}`)).toEqual([]); // a location is not in the text search
  });

  it('still escapes LIKE wildcards', async () => {
    expect(await board(`q=${enc('tester 100% remote')}`)).toEqual(only('percent'));
    expect(await board(`q=${enc('tester 1_0')}`)).toEqual([]);
    expect(await board(`q=${enc('tester%remote')}`)).toEqual([]);
    expect(await board(`location=${enc('h_ n')}`)).toEqual([]);
  });

  it('folds the management list the same way', async () => {
    const res = await server.call('GET', `/api/manage/jobs?q=${enc('KY SU')}`, { token: staff.token });
    expect((res.body.jobs as Row[]).map((j) => j.id)).toEqual([ids.engineer]);
  });
});

describe('candidates, applications and interviewers', () => {
  let candidateId: string;
  let applicationId: string;
  beforeAll(async () => {
    const created = await server.call('POST', '/api/candidates', {
      token: staff.token,
      body: {
        name: 'Lê Thị Ánh',
        headline: 'Kỹ sư cầu đường',
        location: 'Thừa Thiên Huế',
        skills: ['Đo đạc', 'AutoCAD'],
      },
    });
    expect(created.status).toBe(201);
    candidateId = (created.body.candidate as Row).id;
    ({ applicationId } = await applicant(server, smtp, 'dung@fold.test', ids.engineer!, 'Phạm Đức Dũng'));
  });

  const candidates = async (query: string) => {
    const res = await server.call('GET', `/api/candidates?${query}`, { token: staff.token });
    expect(res.status, query).toBe(200);
    return (res.body.candidates as Row[]).map((c) => c.id);
  };

  it('finds name, headline, skills and location with or without diacritics', async () => {
    for (const q of ['le thi anh', 'LÊ THỊ ÁNH', 'ky su cau duong', 'Kỹ sư cầu', 'do dac']) {
      expect(await candidates(`q=${enc(q)}`), q).toEqual([candidateId]);
    }
    expect(await candidates(`skills=${enc('do dac,autocad')}`)).toEqual([candidateId]);
    expect(await candidates(`location=${enc('hue')}`)).toEqual([candidateId]);
    expect(await candidates(`location=${enc('THỪA THIÊN')}`)).toEqual([candidateId]);
    expect(await candidates(`q=${enc('duong do')}`)).toEqual([candidateId]); // headline + skill (decision 1153)
    expect(await candidates(`q=${enc('"duong do"')}`)).toEqual([]);
    expect(await candidates(`q=${enc('k_ su')}`)).toEqual([]);
  });

  it('finds applicants and interviewers by name without diacritics', async () => {
    const apps = await server.call('GET', `/api/applications?q=${enc('pham duc dung')}`, {
      token: staff.token,
    });
    expect((apps.body.applications as Row[]).map((a) => a.id)).toEqual([applicationId]);
    const choices = async (q: string) => {
      const res = await server.call('GET', `/api/applications/${applicationId}/interviewers?q=${enc(q)}`, {
        token: staff.token,
      });
      expect(res.status).toBe(200);
      return (res.body.interviewers as Row[]).map((p) => p.id);
    };
    expect(await choices('tran thi hong')).toEqual([staff.userId]);
    expect(await choices('Trần Thị')).toEqual([staff.userId]);
    expect(await choices('hồng trần')).toEqual([staff.userId]); // any order (decision 1153)
    expect(await choices('"hồng trần"')).toEqual([]);
  });
});

describe('a city by its other names (decision 1025)', () => {
  const places: Record<string, string> = {};
  beforeAll(async () => {
    const other = await actor(server, smtp, 'employer', 'hr@places.test');
    await server.call('PUT', '/api/employer/company', { token: other.token, body: { name: 'Sao Mai' } });
    const postings: Array<[string, string]> = [
      ['tphcm', 'TP.HCM'],
      ['saigon', 'Sài Gòn'],
      ['district', 'Quận 1, Hồ Chí Minh'],
      ['hanoi', 'Hanoi'],
    ];
    for (const [key, location] of postings) {
      const made = await server.call('POST', '/api/jobs', {
        token: other.token,
        body: sampleJob({ title: `Kế toán ${key}`, location }),
      });
      expect(made.status).toBe(201);
      places[key] = (made.body.job as Row).id;
      await server.call('POST', `/api/jobs/${places[key]}/publish`, { token: other.token });
    }
    // Past the 30 s the city list is kept.
    server.clock.advance(60_000);
  });
  const these = (...keys: string[]) => keys.map((k) => places[k] ?? ids[k]!).sort();

  it('stores and searches each large city under one name, as whole words only', () => {
    expect(placeText('Quận 1, TP.HCM')).toBe('quan 1, ho chi minh');
    expect(placeText('TP. HCM')).toBe('ho chi minh');
    expect(placeText('HCMC')).toBe('ho chi minh');
    expect(placeText('Saigon')).toBe('ho chi minh');
    expect(placeText('TP. Hồ Chí Minh')).toBe('ho chi minh');
    expect(placeText('Thành phố Hồ Chí Minh')).toBe('ho chi minh');
    expect(placeText('Ho Chi Minh City')).toBe('ho chi minh');
    expect(placeText('Sài\u00a0Gòn')).toBe('ho chi minh');
    expect(placeText('TP Đà Nẵng')).toBe('da nang');
    expect(placeText('HN / Đà Nẵng')).toBe('ha noi / da nang');
    expect(placeText('Hà Nam')).toBe('ha nam');
    expect(placeText('Johnson Street')).toBe('johnson street');
  });

  it("is the database's place_canonical(search_fold()) exactly", async () => {
    const samples = [
      'TP.HCM',
      'TP. HCM',
      'Tp Hồ Chí Minh',
      'TP. Hồ Chí Minh',
      'Ho Chi Minh City',
      'HCM City',
      'Thành phố Hà Nội',
      'TP Đà Nẵng',
      'Sài\u00a0Gòn',
      'TP.\u00a0HCM',
      'Quận\u20071,\u202fHN',
      'Hà\u3000Nội\ufeff',
      'Thành phố Hồ Chí Minh',
      'Sài Gòn',
      'SaiGon',
      'HCMC',
      'Quận 1, TP.HCM',
      'Hanoi',
      'HN',
      'Hà Nội',
      'Hà Nam',
      'Đà Nẵng',
      'Danang',
      'Hải Phòng',
      'Cần Thơ',
      'Remote (HCM/HN)',
      'Johnson Street',
      'hcm2',
    ];
    for (const value of samples) {
      const [row] = await queryRows<{ p: string }>(
        server.ctx.db,
        sql`select place_canonical(search_fold(${value})) as p`,
      );
      expect(row!.p, value).toBe(placeText(value));
    }
  });

  it('finds Hồ Chí Minh City typed as HCM, TP.HCM, Saigon or in full, and Hà Nội as Hanoi or HN', async () => {
    for (const location of [
      'HCM',
      'hcm',
      'TP.HCM',
      'tphcm',
      'Saigon',
      'Sài Gòn',
      'Hồ Chí Minh',
      'ho chi minh',
    ]) {
      expect(await board(`location=${enc(location)}`), location).toEqual(
        these('tphcm', 'saigon', 'district'),
      );
    }
    expect(await board(`location=${enc('Quận 1, HCM')}`)).toEqual(these('district'));
    for (const location of ['HN', 'Hanoi', 'Hà Nội']) {
      expect(await board(`location=${enc(location)}`), location).toEqual(these('engineer', 'ascii', 'hanoi'));
    }
    expect(await board(`location=${enc('hà nam')}`)).toEqual(these('percent'));
  });

  it('lists a city once in the city list, under its most frequent spelling', async () => {
    const res = await server.call('GET', '/api/jobs/cities');
    const cities = res.body.cities as Array<{ name: string; count: number }>;
    // TP.HCM and Sài Gòn are one city; "Quận 1, Hồ Chí Minh" names a district of it, listed as typed.
    const hcm = cities.filter((c) => ['TP.HCM', 'Sài Gòn'].includes(c.name));
    expect(hcm).toHaveLength(1);
    expect(hcm[0]!.count).toBe(2);
    // Hà Nội (engineer), Ha Noi (ascii) and Hanoi: three postings, two spelled "Hà Nội" and "Ha Noi" once each.
    const hanoi = cities.filter((c) => ['Hà Nội', 'Ha Noi', 'Hanoi'].includes(c.name));
    expect(hanoi).toHaveLength(1);
    expect(hanoi[0]!.count).toBe(3);
  });

  it('finds a candidate in Sài Gòn when staff search HCM', async () => {
    const made = await server.call('POST', '/api/candidates', {
      token: staff.token,
      body: { name: 'Võ Minh Tâm', headline: 'Kế toán', location: 'Sài Gòn', skills: ['Excel'] },
    });
    expect(made.status).toBe(201);
    const res = await server.call('GET', `/api/candidates?location=${enc('HCM')}`, { token: staff.token });
    expect((res.body.candidates as Row[]).map((c) => c.id)).toEqual([(made.body.candidate as Row).id]);
  });
});
