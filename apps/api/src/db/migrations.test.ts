import { cpSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { PGlite } from '@electric-sql/pglite';
import { pg_trgm } from '@electric-sql/pglite/contrib/pg_trgm';
import { drizzle } from 'drizzle-orm/pglite';
import { migrate } from 'drizzle-orm/pglite/migrator';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Db } from './client';
import { seedReferenceData } from './seed/base';

// Migration 0017 (issue 10, decision 600) on a database as the product left it before teams: every employer
// becomes the owner of a one-person company and keeps all of its records.

const MIGRATIONS = fileURLToPath(new URL('./migrations', import.meta.url));

/** A copy of the migrations folder that stops before `tag`. */
function migrationsBefore(tag: string): string {
  const dir = mkdtempSync(path.join(tmpdir(), 'migrations-'));
  cpSync(MIGRATIONS, dir, { recursive: true });
  const journalPath = path.join(dir, 'meta', '_journal.json');
  const journal = JSON.parse(readFileSync(journalPath, 'utf8')) as { entries: Array<{ tag: string }> };
  const stop = journal.entries.findIndex((e) => e.tag === tag);
  journal.entries = journal.entries.slice(0, stop);
  writeFileSync(journalPath, JSON.stringify(journal));
  return dir;
}

let client: PGlite;
let before: string;
const q = async <T>(text: string, params: unknown[] = []) => (await client.query<T>(text, params)).rows;

beforeAll(async () => {
  client = await PGlite.create(undefined, { extensions: { pg_trgm } });
  before = migrationsBefore('0017_teams');
  await migrate(drizzle(client), { migrationsFolder: before });
  await seedReferenceData(drizzle(client) as unknown as Db);
  const plan = async (name: string) =>
    (await q<{ id: number }>('select id from plans where name = $1', [name]))[0]!.id;
  const user = async (email: string, role: string) =>
    (
      await q<{ id: string }>(
        `insert into users (name, email, role, email_verified_at) values ($1, $2, $3, now()) returning id`,
        [email.split('@')[0], email, role],
      )
    )[0]!.id;
  const job = async (owner: string, company: string | null, title: string, status: string) =>
    (
      await q<{ id: string }>(
        `insert into jobs (owner_id, company_id, company, title, location, type, level, description, status,
           posted_date, search_text, location_text, created_at, updated_at)
         values ($1, $2, 'Co', $3, 'Hà Nội', 'full-time', 'mid', 'Work', $4, now(), $3, 'ha noi', now(), now())
         returning id`,
        [owner, company, title, status],
      )
    )[0]!.id;
  // A Pro employer with its profile, a published posting, an application and an unlock.
  const pro = await user('pro@old.test', 'employer');
  const proCompany = (
    await q<{ id: string }>(
      `insert into companies (owner_id, name, created_at, updated_at) values ($1, 'Pro Co', now(), now()) returning id`,
      [pro],
    )
  )[0]!.id;
  await q(`insert into subscriptions (user_id, plan_id, started_at) values ($1, $2, now())`, [
    pro,
    await plan('standard'),
  ]);
  const proJob = await job(pro, proCompany, 'Pro posting', 'published');
  const seeker = await user('seeker@old.test', 'member');
  const candidate = (
    await q<{ id: string }>(
      `insert into candidates (user_id, name, name_key, search_text, created_at, updated_at)
       values ($1, 'Seeker', 'seeker', 'seeker', now(), now()) returning id`,
      [seeker],
    )
  )[0]!.id;
  await q(
    `insert into applications (job_id, candidate_id, stage, created_at, updated_at) values ($1, $2, 'applied', now(), now())`,
    [proJob, candidate],
  );
  await q(`insert into candidate_unlocks (employer_id, candidate_id, unlocked_at) values ($1, $2, now())`, [
    pro,
    candidate,
  ]);
  // A Free employer that never set up its profile but posted (its postings name the company).
  const free = await user('free@old.test', 'employer');
  await q(`insert into subscriptions (user_id, plan_id, started_at) values ($1, $2, now())`, [
    free,
    await plan('free'),
  ]);
  await job(free, null, 'Free posting', 'draft');
  // A former employer (cancelled) with a closed posting; staff with its own posting; a plain member.
  const former = await user('former@old.test', 'member');
  const formerCompany = (
    await q<{ id: string }>(
      `insert into companies (owner_id, name, created_at, updated_at) values ($1, 'Former Co', now(), now()) returning id`,
      [former],
    )
  )[0]!.id;
  await job(former, formerCompany, 'Former posting', 'closed');
  const staff = await user('staff@old.test', 'staff');
  await job(staff, null, 'Staff posting', 'published');
  await user('member@old.test', 'member');
  // Now the teams migration, with the real folder.
  await migrate(drizzle(client), { migrationsFolder: MIGRATIONS });
}, 60_000);

afterAll(async () => {
  await client.close();
  rmSync(before, { recursive: true, force: true });
});

describe('migration 0017: teams', () => {
  it('makes each employer the owner of a one-person company and moves its records to it', async () => {
    const members = await q<{ email: string; role: string; name: string }>(
      `select u.email, m.role, c.name from company_members m join users u on u.id = m.user_id
         join companies c on c.id = m.company_id order by u.email`,
    );
    expect(members).toEqual([
      { email: 'free@old.test', role: 'owner', name: 'Co' },
      { email: 'pro@old.test', role: 'owner', name: 'Pro Co' },
    ]);
    const jobs = await q<{ title: string; company: string | null; priority: boolean }>(
      `select j.title, c.name as company, j.priority from jobs j left join companies c on c.id = j.company_id
       order by j.title`,
    );
    expect(jobs).toEqual([
      { title: 'Former posting', company: 'Former Co', priority: false },
      { title: 'Free posting', company: 'Co', priority: false },
      { title: 'Pro posting', company: 'Pro Co', priority: true },
      { title: 'Staff posting', company: null, priority: false },
    ]);
    const subscriptions = await q<{ email: string; company: string }>(
      `select u.email, c.name as company from subscriptions s join users u on u.id = s.user_id
         join companies c on c.id = s.company_id order by u.email`,
    );
    expect(subscriptions).toEqual([
      { email: 'free@old.test', company: 'Co' },
      { email: 'pro@old.test', company: 'Pro Co' },
    ]);
    const unlocks = await q<{ company: string }>(
      `select c.name as company from candidate_unlocks x join companies c on c.id = x.company_id`,
    );
    expect(unlocks).toEqual([{ company: 'Pro Co' }]);
    expect(await q(`select count(*)::int as n from applications`)).toEqual([{ n: 1 }]);
  });

  it('keeps a former employer’s company as cancelled, and leaves staff and members outside companies', async () => {
    const cancelled = await q<{ name: string }>(`select name from companies where cancelled_at is not null`);
    expect(cancelled).toEqual([{ name: 'Former Co' }]);
    const outside = await q<{ email: string }>(
      `select email from users u where not exists (select 1 from company_members m where m.user_id = u.id)
       order by email`,
    );
    expect(outside.map((u) => u.email)).toEqual([
      'former@old.test',
      'member@old.test',
      'seeker@old.test',
      'staff@old.test',
    ]);
  });
});
