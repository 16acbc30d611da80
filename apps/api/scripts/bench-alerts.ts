/**
 * `npm run bench:alerts`: one day's job-alert batch at scale (issue 18): BENCH_ALERT_JOBS postings (default 100,000,
 * published over the last year, about 250 a day) and BENCH_ALERTS alerts (default 200,000; six in seven daily, the
 * rest weekly, every one due), in the database of DATABASE_URL (PostgreSQL; PGlite in memory when unset). Times the
 * rounds until no alert is due, as the schedule would run them on one instance, and prints alerts and mails a second.
 *
 *   DATABASE_URL=postgres://postgres@127.0.0.1:5432/alerts_bench npm run bench:alerts
 *
 * Seeds only what is missing (its own rows are tagged `@alerts-bench.invalid`), so it can be run again.
 */
import { sql } from 'drizzle-orm';
import { DEFAULT_JOB_ALERTS, DEFAULT_LIMITS } from '../src/config';
import type { Config } from '../src/config';
import { openDatabase, queryRows } from '../src/db/client';
import { seedReferenceData } from '../src/db/seed/base';
import { containsPattern, fold } from '../src/lib/tenancy';
import { storedTextPatterns } from '../src/modules/jobs';
import { ALERT_BATCH, runAlertRound } from '../src/modules/job-alerts/service';

const JOBS = Number(process.env.BENCH_ALERT_JOBS ?? 100_000);
const ALERTS = Number(process.env.BENCH_ALERTS ?? 200_000);
const ALERTS_PER_USER = 10;
const ROLES = [
  'Frontend',
  'Backend',
  'Fullstack',
  'Mobile',
  'Data',
  'DevOps',
  'QA',
  'Product',
  'Designer',
  'Security',
];
const CITIES = [
  'Hà Nội',
  'TP. Hồ Chí Minh',
  'Đà Nẵng',
  'Cần Thơ',
  'Hải Phòng',
  'Huế',
  'Nha Trang',
  'Vũng Tàu',
];

const list = (values: string[]) =>
  sql`array[${sql.join(
    values.map((v) => sql`${v}`),
    sql`, `,
  )}]::text[]`;
const pick = (values: string[], index: ReturnType<typeof sql>) =>
  sql`(${list(values)})[1 + (${index}) % ${values.length}]`;

async function count(db: Awaited<ReturnType<typeof openDatabase>>['db'], query: ReturnType<typeof sql>) {
  const [row] = await queryRows<{ n: string | number }>(db, query);
  return Number(row?.n ?? 0);
}

async function main() {
  const url = process.env.DATABASE_URL;
  const database = await openDatabase({ url, inMemory: !url });
  const { db } = database;
  await seedReferenceData(db);
  const started = Date.now();

  await queryRows(
    db,
    sql`insert into users (name, email, role, email_verified_at)
        values ('Alerts bench employer', 'owner@alerts-bench.invalid', 'employer', now())
        on conflict do nothing`,
  );
  const have = await count(db, sql`select count(*) as n from jobs where company = 'Alerts Bench Co'`);
  for (let from = have + 1; from <= JOBS; from += 10_000) {
    const to = Math.min(JOBS, from + 9_999);
    const title = sql`${pick(ROLES, sql`s.n`)} || ' Engineer ' || s.n`;
    await queryRows(
      db,
      sql`insert into jobs (owner_id, company, title, location, type, level, description, status, posted_date,
            is_remote, search_text, location_text, created_at, updated_at)
          select (select id from users where email = 'owner@alerts-bench.invalid'), 'Alerts Bench Co', ${title},
            ${pick(CITIES, sql`s.n / 10`)}, 'full-time', (array['entry','mid','senior','lead'])[1 + s.n % 4],
            'Generated posting.', 'published',
            now() - ((s.n % 365) || ' days')::interval - ((s.n % 1440) || ' minutes')::interval,
            s.n % 4 = 0, search_fold(${title} || chr(1) || 'Alerts Bench Co'),
            search_fold(${pick(CITIES, sql`s.n / 10`)}), now(), now()
          from generate_series(${from}::int, ${to}::int) as s(n)`,
    );
  }
  const users = Math.ceil(ALERTS / ALERTS_PER_USER);
  const haveUsers = await count(
    db,
    sql`select count(*) as n from users where email like 'seeker%@alerts-bench.invalid'`,
  );
  for (let from = haveUsers + 1; from <= users; from += 10_000) {
    const to = Math.min(users, from + 9_999);
    await queryRows(
      db,
      sql`insert into users (name, email, role, email_verified_at, locale)
          select 'Seeker ' || s.n, 'seeker' || s.n || '@alerts-bench.invalid', 'member', now(),
            case when s.n % 2 = 0 then 'vi' else 'en' end
          from generate_series(${from}::int, ${to}::int) as s(n)
          on conflict do nothing`,
    );
  }
  await queryRows(db, sql`delete from job_alerts where name like 'Bench alert %'`);
  const qPatterns = ROLES.map((r) => storedTextPatterns(r) ?? '');
  const cityPatterns = CITIES.map((c) => containsPattern(fold(c)));
  for (let from = 1; from <= ALERTS; from += 20_000) {
    const to = Math.min(ALERTS, from + 19_999);
    await queryRows(
      db,
      sql`insert into job_alerts (user_id, name, frequency, status, q, location, remote, q_pattern, location_pattern,
            last_run_at, next_run_at, created_at, updated_at)
          select u.id, 'Bench alert ' || s.n, case when s.n % 7 = 0 then 'weekly' else 'daily' end, 'active',
            ${pick(ROLES, sql`s.n`)}, case when s.n % 3 = 0 then '' else ${pick(CITIES, sql`s.n / 3`)} end,
            s.n % 5 = 0, ${pick(qPatterns, sql`s.n`)},
            case when s.n % 3 = 0 then null else ${pick(cityPatterns, sql`s.n / 3`)} end,
            now() - case when s.n % 7 = 0 then interval '7 days' else interval '1 day' end,
            now() - interval '1 minute', now(), now()
          from generate_series(${from}::int, ${to}::int) as s(n)
          join users u on u.email = 'seeker' || (1 + (s.n - 1) / ${ALERTS_PER_USER}) || '@alerts-bench.invalid'`,
    );
  }
  await queryRows(db, sql`analyze jobs`);
  await queryRows(db, sql`analyze job_alerts`);
  const seeded = (Date.now() - started) / 1000;
  const outboxBefore = await count(db, sql`select count(*) as n from outbox`);

  const config = {
    appUrl: 'https://jobs.example',
    jwtSecret: 'bench-secret-that-is-long-enough-for-hs256-0123456789',
    limits: DEFAULT_LIMITS,
    jobAlerts: DEFAULT_JOB_ALERTS,
  } as Config;
  const clock = { now: () => new Date() };
  const t0 = performance.now();
  let claimed = 0;
  let mailed = 0;
  let rounds = 0;
  for (;;) {
    const counts = await runAlertRound({ db, clock, config });
    rounds++;
    claimed += counts.claimed;
    mailed += counts.mailed;
    if (counts.claimed === 0) break;
  }
  const seconds = (performance.now() - t0) / 1000;
  const written = (await count(db, sql`select count(*) as n from outbox`)) - outboxBefore;
  console.log(
    JSON.stringify(
      {
        database: database.kind,
        postings: JOBS,
        alerts: ALERTS,
        batch: ALERT_BATCH,
        seedSeconds: Math.round(seeded),
        rounds,
        claimed,
        mailed,
        outboxRows: written,
        seconds: Number(seconds.toFixed(1)),
        alertsPerSecond: Math.round(claimed / seconds),
      },
      null,
      2,
    ),
  );
  await queryRows(db, sql`delete from outbox where "to" like '%@alerts-bench.invalid'`);
  await database.close();
}

main().catch((error: unknown) => {
  console.error(error);
  process.exit(1);
});
