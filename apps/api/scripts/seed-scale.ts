/**
 * `npm run seed:scale`: 100,000 postings, 200,000 candidates and 1,000,000 applications in the
 * configured database (DATABASE_URL, else PGlite under DATA_DIR), written by INSERT … SELECT over
 * generate_series in batches. One posting ("Scale board posting") gets 5,000 applications for the
 * board benchmark. Safe to re-run: finished batches insert nothing (ids come from seed tables, and
 * applications are unique per posting and candidate).
 */
import { rebuildAllRollups } from '../src/lib/analytics-rollups';
import { sql } from 'drizzle-orm';
import type { SQL } from 'drizzle-orm';
import { loadConfig } from '../src/config';
import { openDatabase, queryRows } from '../src/db/client';
import type { Db } from '../src/db/client';
import { seedReferenceData } from '../src/db/seed/base';
import { nameKey } from '../src/lib/candidate-keys';
import { fold } from '../src/lib/tenancy';

const JOBS = Number(process.env.SCALE_JOBS ?? 100_000);
const CANDIDATES = Number(process.env.SCALE_CANDIDATES ?? 200_000);
const APPLICATIONS = Number(process.env.SCALE_APPLICATIONS ?? 1_000_000);
const BOARD_APPLICATIONS = 5_000;
const OWNERS = 100;
export const BOARD_TITLE = 'Scale board posting (5,000 applications)';

const ROLES = [
  'Frontend Developer',
  'Backend Developer',
  'Fullstack Developer',
  'Mobile Developer',
  'Data Engineer',
  'DevOps Engineer',
  'QA Engineer',
  'Business Analyst',
  'Product Manager',
  'UI/UX Designer',
  'Data Scientist',
  'Security Engineer',
  'Embedded Engineer',
  'Game Developer',
  'Solution Architect',
  'Scrum Master',
];
const SENIORITY = ['Junior', 'Middle', 'Senior', 'Lead', 'Principal', 'Intern', 'Staff', 'Associate'];
const COMPANIES = [
  'FPT Software',
  'Viettel',
  'VNG',
  'Tiki',
  'MoMo',
  'Shopee',
  'KMS Technology',
  'NashTech',
  'Techcombank',
  'VPBank',
  'Grab',
  'Be Group',
  'Base.vn',
  'Haravan',
  'Axon Active',
  'TMA Solutions',
  'CMC Global',
  'Rikkeisoft',
  'Sun Asterisk',
  'Zalo',
  'VNPay',
  'Misa',
  'Garena',
  'Lazada',
  'Got It',
  'Employment Hero',
  'Katalon',
  'Cốc Cốc',
  'Thế Giới Di Động',
  'Điện Máy Xanh',
];
const SKILLS = [
  'React',
  'TypeScript',
  'JavaScript',
  'Node.js',
  'Go',
  'Java',
  'Spring Boot',
  'Python',
  'Django',
  'FastAPI',
  'PostgreSQL',
  'MySQL',
  'MongoDB',
  'Redis',
  'Kafka',
  'Docker',
  'Kubernetes',
  'AWS',
  'GCP',
  'Azure',
  'Terraform',
  'Flutter',
  'Swift',
  'Kotlin',
  'React Native',
  'Vue.js',
  'Angular',
  'Next.js',
  'GraphQL',
  'C#',
  '.NET Core',
  'PHP',
  'Laravel',
  'Rust',
  'C++',
  'Spark',
  'Airflow',
  'Figma',
  'Selenium',
  'Cypress',
];
const LOCATIONS = [
  'Hà Nội',
  'TP. Hồ Chí Minh',
  'Đà Nẵng',
  'Hải Phòng',
  'Cần Thơ',
  'Nha Trang',
  'Huế',
  'Biên Hòa',
  'Vũng Tàu',
  'Quy Nhơn',
  'Remote',
];
const FAMILY = [
  'Nguyễn',
  'Trần',
  'Lê',
  'Phạm',
  'Hoàng',
  'Huỳnh',
  'Phan',
  'Vũ',
  'Võ',
  'Đặng',
  'Bùi',
  'Đỗ',
  'Hồ',
  'Ngô',
  'Dương',
  'Lý',
];
const MIDDLE = ['Văn', 'Thị', 'Minh', 'Ngọc', 'Quốc', 'Thanh', 'Hoàng', 'Đức', 'Thu', 'Hữu', 'Gia', 'Bảo'];
const GIVEN = [
  'An',
  'Bình',
  'Cường',
  'Dung',
  'Giang',
  'Hà',
  'Hải',
  'Hạnh',
  'Hiếu',
  'Hoa',
  'Huy',
  'Hương',
  'Khánh',
  'Lan',
  'Linh',
  'Long',
  'Mai',
  'Nam',
  'Nga',
  'Ngân',
  'Phong',
  'Phúc',
  'Quân',
  'Quang',
  'Sơn',
  'Tâm',
  'Thảo',
  'Thắng',
  'Trang',
  'Trung',
  'Tú',
  'Tuấn',
  'Uyên',
  'Vy',
  'Yến',
  'Đạt',
];
const STAGE_CYCLE = [
  'applied',
  'applied',
  'applied',
  'applied',
  'applied',
  'applied',
  'applied',
  'applied',
  'screening',
  'screening',
  'screening',
  'screening',
  'interview',
  'interview',
  'offer',
  'hired',
  'rejected',
  'rejected',
  'rejected',
  'withdrawn',
];

const textArray = (values: string[]) =>
  sql`${`{${values.map((v) => `"${v.replace(/(["\\])/g, '\\$1')}"`).join(',')}}`}::text[]`;
/** `array[...]` indexed by a 0-based SQL expression. */
const pick = (values: SQL, length: number, index: SQL) => sql`(${values})[1 + ((${index}) % ${length})]`;

async function batched(
  label: string,
  total: number,
  size: number,
  run: (from: number, to: number) => Promise<void>,
) {
  const started = Date.now();
  for (let from = 1; from <= total; from += size) {
    const to = Math.min(total, from + size - 1);
    await run(from, to);
    const seconds = ((Date.now() - started) / 1000).toFixed(1);
    process.stdout.write(
      `\r${label}: ${to.toLocaleString('en-US')} / ${total.toLocaleString('en-US')} (${seconds} s)`,
    );
  }
  process.stdout.write('\n');
}

async function seedOwners(db: Db) {
  await queryRows(
    db,
    sql`insert into users (name, email, role, email_verified_at, created_at, updated_at)
        select 'Scale Employer ' || g, 'scale-employer-' || g || '@scale.dottrip.invalid', 'employer', now(), now(), now()
        from generate_series(1, ${OWNERS}) g
        on conflict (email) do nothing`,
  );
  await queryRows(
    db,
    sql`create table if not exists scale_seed_owners (n int primary key, id uuid not null)`,
  );
  await queryRows(
    db,
    sql`insert into scale_seed_owners (n, id)
        select substring(email from 'scale-employer-(\\d+)@')::int, id from users
        where email like 'scale-employer-%@scale.dottrip.invalid'
        on conflict (n) do nothing`,
  );
  // Each employer owns a one-person company, the tenant of its postings (issue 10).
  await queryRows(
    db,
    sql`insert into companies (owner_id, name, description, location, created_at, updated_at)
        select o.id, 'Scale Company ' || o.n, '', '', now(), now() from scale_seed_owners o
        on conflict (owner_id) do nothing`,
  );
  await queryRows(
    db,
    sql`insert into company_members (user_id, company_id, role, joined_at)
        select c.owner_id, c.id, 'owner', now() from companies c join scale_seed_owners o on o.id = c.owner_id
        on conflict (user_id) do nothing`,
  );
}

async function seedJobs(db: Db) {
  await queryRows(db, sql`create table if not exists scale_seed_jobs (n int primary key, id uuid not null)`);
  await queryRows(
    db,
    sql`insert into scale_seed_jobs (n, id) select g, gen_random_uuid() from generate_series(1, ${JOBS}) g
        on conflict (n) do nothing`,
  );
  const roles = textArray(ROLES);
  const rolesF = textArray(ROLES.map(fold));
  const seniority = textArray(SENIORITY);
  const seniorityF = textArray(SENIORITY.map(fold));
  const companies = textArray(COMPANIES);
  const companiesF = textArray(COMPANIES.map(fold));
  const skills = textArray(SKILLS);
  const skillsF = textArray(SKILLS.map(fold));
  const locations = textArray(LOCATIONS);
  const locationsF = textArray(LOCATIONS.map(fold));
  const types = textArray(['full-time', 'part-time', 'contract', 'internship']);
  const levels = textArray(['entry', 'mid', 'senior', 'lead']);
  const g = sql`s.n`;
  const skillIdx = [sql`${g} * 7`, sql`${g} * 13 + 3`, sql`${g} * 17 + 5`, sql`${g} * 29 + 11`];
  const skillList = sql`array[${sql.join(
    skillIdx.map((i) => pick(skills, SKILLS.length, i)),
    sql`, `,
  )}]`;
  const skillListF = sql.join(
    skillIdx.map((i) => pick(skillsF, SKILLS.length, i)),
    sql` || chr(1) || `,
  );
  const title = sql`${pick(seniority, SENIORITY.length, sql`${g} / 3`)} || ' ' || ${pick(roles, ROLES.length, g)}`;
  const titleF = sql`${pick(seniorityF, SENIORITY.length, sql`${g} / 3`)} || ' ' || ${pick(rolesF, ROLES.length, g)}`;
  const company = pick(companies, COMPANIES.length, sql`${g} / 7`);
  const companyF = pick(companiesF, COMPANIES.length, sql`${g} / 7`);
  await batched('postings', JOBS, 10_000, async (from, to) => {
    await queryRows(
      db,
      sql`insert into jobs (id, owner_id, company_id, company, title, location, type, level, salary_min, salary_max, description,
            requirements, skills, benefits, status, posted_date, deadline, views, is_featured, is_remote,
            search_text, location_text, created_at, updated_at)
          select s.id, o.id, c.id, ${company},
            case when s.n = 1 then ${BOARD_TITLE} else ${title} end,
            ${pick(locations, LOCATIONS.length, sql`${g} / 11`)},
            ${pick(types, 4, sql`${g} / 3`)}, ${pick(levels, 4, sql`${g} / 5`)},
            (5 + s.n % 40) * 1000000, (15 + s.n % 40 + s.n % 30) * 1000000,
            'Generated posting for load tests.', array['3+ years of experience'], ${skillList},
            array['13th-month salary', 'Health insurance'],
            case when s.n = 1 or s.n % 20 < 18 then 'published' when s.n % 20 = 18 then 'closed' else 'draft' end,
            now() - ((s.n % 365) || ' days')::interval - ((s.n % 1440) || ' minutes')::interval,
            case when s.n % 5 = 0 and s.n <> 1 then now() - ((1 + s.n % 30) || ' days')::interval
                 else now() + ((1 + s.n % 90) || ' days')::interval end,
            s.n % 5000, (s.n / 13) % 50 = 0, (s.n / 7) % 4 = 0,
            case when s.n = 1 then ${fold(BOARD_TITLE)} else ${titleF} end || chr(1) || ${companyF} || chr(1) || ${skillListF},
            ${pick(locationsF, LOCATIONS.length, sql`${g} / 11`)},
            now() - ((s.n % 365) || ' days')::interval, now()
          from scale_seed_jobs s join scale_seed_owners o on o.n = 1 + s.n % ${OWNERS}
            join companies c on c.owner_id = o.id
          where s.n between ${from} and ${to}
          on conflict (id) do nothing`,
    );
  });
}

async function seedCandidates(db: Db) {
  await queryRows(
    db,
    sql`create table if not exists scale_seed_candidates (n int primary key, id uuid not null)`,
  );
  await queryRows(
    db,
    sql`insert into scale_seed_candidates (n, id) select g, gen_random_uuid() from generate_series(1, ${CANDIDATES}) g
        on conflict (n) do nothing`,
  );
  const family = textArray(FAMILY);
  const middle = textArray(MIDDLE);
  const given = textArray(GIVEN);
  const familyK = textArray(FAMILY.map(nameKey));
  const middleK = textArray(MIDDLE.map(nameKey));
  const givenK = textArray(GIVEN.map(nameKey));
  const familyF = textArray(FAMILY.map(fold));
  const middleF = textArray(MIDDLE.map(fold));
  const givenF = textArray(GIVEN.map(fold));
  const roles = textArray(ROLES);
  const rolesF = textArray(ROLES.map(fold));
  const skills = textArray(SKILLS);
  const skillsF = textArray(SKILLS.map(fold));
  const locations = textArray(LOCATIONS);
  const locationsF = textArray(LOCATIONS.map(fold));
  const g = sql`s.n`;
  const parts = (f: SQL, m: SQL, gv: SQL) =>
    sql`${pick(f, FAMILY.length, g)} || ' ' || ${pick(m, MIDDLE.length, sql`${g} / 16`)} || ' ' || ${pick(gv, GIVEN.length, sql`${g} / 192`)}`;
  const skillIdx = [sql`${g} * 11`, sql`${g} * 19 + 7`, sql`${g} * 23 + 2`];
  await batched('candidates', CANDIDATES, 20_000, async (from, to) => {
    await queryRows(
      db,
      sql`insert into candidates (id, name, email, phone, phone_key, name_key, headline, location, location_text, skills,
            years_experience, open_to_employers, source, search_text, created_at, updated_at)
          select s.id, ${parts(family, middle, given)}, 'candidate' || s.n || '@scale.dottrip.invalid',
            '09' || lpad((s.n * 7919 % 100000000)::text, 8, '0'), '09' || lpad((s.n * 7919 % 100000000)::text, 8, '0'),
            ${parts(familyK, middleK, givenK)}, ${pick(roles, ROLES.length, sql`${g} / 3`)},
            ${pick(locations, LOCATIONS.length, sql`${g} / 5`)}, ${pick(locationsF, LOCATIONS.length, sql`${g} / 5`)},
            array[${sql.join(
              skillIdx.map((i) => pick(skills, SKILLS.length, i)),
              sql`, `,
            )}],
            s.n % 16, s.n % 3 = 0, 'sourced',
            ${parts(familyF, middleF, givenF)} || chr(1) || ${parts(familyK, middleK, givenK)} || chr(1) ||
              ${pick(rolesF, ROLES.length, sql`${g} / 3`)} || chr(1) || ${sql.join(
                skillIdx.map((i) => pick(skillsF, SKILLS.length, i)),
                sql` || chr(1) || `,
              )},
            now() - ((s.n % 700) || ' days')::interval, now()
          from scale_seed_candidates s
          where s.n between ${from} and ${to}
          on conflict (id) do nothing`,
    );
  });
}

/** Inserts applications numbered from..to (1-based) with one history event each. */
async function insertApplications(db: Db, rows: SQL) {
  const stages = textArray(STAGE_CYCLE);
  await queryRows(
    db,
    sql`with src as (${rows}),
        ins as (
          insert into applications (job_id, candidate_id, cover_letter, stage, rejection_reason, rating, created_at, updated_at)
          select src.job_id, src.candidate_id, '', ${pick(stages, STAGE_CYCLE.length, sql`src.i`)},
            case when ${pick(stages, STAGE_CYCLE.length, sql`src.i`)} = 'rejected' then 'Not a fit' end,
            case when src.i % 3 = 0 then 1 + src.i % 5 end,
            now() - ((src.i % 200) || ' days')::interval - ((src.i % 1440) || ' minutes')::interval, now()
          from src
          on conflict (job_id, candidate_id) do nothing
          returning id, stage, created_at)
        insert into application_events (application_id, from_stage, to_stage, at)
        select id, case when stage = 'applied' then null else 'applied' end, stage, created_at from ins`,
  );
}

async function seedApplications(db: Db) {
  // One posting with 5,000 applications: the board benchmark.
  await batched('board applications', BOARD_APPLICATIONS, 5_000, async (from, to) => {
    await insertApplications(
      db,
      sql`select j.id as job_id, c.id as candidate_id, c.n as i
          from scale_seed_jobs j, scale_seed_candidates c where j.n = 1 and c.n between ${from} and ${to}`,
    );
  });
  // The rest over the other postings: posting 2 + i % (JOBS-1), ten distinct candidates per posting.
  const rest = APPLICATIONS - BOARD_APPLICATIONS;
  const span = JOBS - 1;
  const stride = Math.floor(CANDIDATES / Math.ceil(rest / span));
  await batched('applications', rest, 50_000, async (from, to) => {
    await insertApplications(
      db,
      sql`select j.id as job_id, c.id as candidate_id, g.i
          from generate_series(${from - 1}::int, ${to - 1}::int) as g(i)
          join scale_seed_jobs j on j.n = 2 + g.i % ${span}
          join scale_seed_candidates c on c.n = 1 + ((g.i / ${span}) * ${stride} + (g.i % ${span}) % ${stride}) % ${CANDIDATES}`,
    );
  });
}

async function main() {
  const config = loadConfig();
  const database = await openDatabase({ url: config.databaseUrl, dataDir: config.dataDir, poolSize: 2 });
  const db = database.db;
  const started = Date.now();
  try {
    console.log(
      `seed:scale into ${database.kind === 'postgres' ? 'PostgreSQL' : `PGlite under ${config.dataDir}`}`,
    );
    await seedReferenceData(db);
    await seedOwners(db);
    await seedJobs(db);
    await seedCandidates(db);
    await seedApplications(db);
    // Issue 11: the analytics rollups, rebuilt from the history (what the stage moves keep up to date).
    process.stdout.write('analytics rollups… ');
    await rebuildAllRollups(db);
    // Fresh statistics and visibility maps, so counts can be index-only.
    process.stdout.write('vacuum analyze… ');
    for (const table of [
      'jobs',
      'candidates',
      'applications',
      'application_events',
      'analytics_application_facts',
      'analytics_stage_stays',
      // The summaries the rollups' triggers keep (decisions 912-915).
      'analytics_stage_counts',
      'analytics_daily_counts',
      'analytics_created_counts',
      'analytics_outcome_counts',
      'analytics_stale_counts',
      'analytics_posting_since',
    ]) {
      await queryRows(db, sql`vacuum analyze ${sql.identifier(table)}`);
    }
    const [counts] = await queryRows<Record<string, string>>(
      db,
      sql`select (select count(*) from jobs) as jobs, (select count(*) from candidates) as candidates,
                 (select count(*) from applications) as applications`,
    );
    console.log(
      `done in ${((Date.now() - started) / 1000).toFixed(0)} s: ${counts!.jobs} postings, ${counts!.candidates} candidates, ${counts!.applications} applications in the database.`,
    );
  } finally {
    await database.close();
  }
}

main().catch((error: unknown) => {
  console.error(
    '\nseed:scale failed:',
    error instanceof Error ? error.message : error,
    (error as { cause?: unknown }).cause,
  );
  process.exit(1);
});
