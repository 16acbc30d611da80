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

// Migration 0037 (decision 1162) on a database with rejection mails of every kind: only a mail still waiting for the
// company's delay is marked to join the conversation when it is sent.

const MIGRATIONS = fileURLToPath(new URL('./migrations', import.meta.url));

function migrationsBefore(tag: string): string {
  const dir = mkdtempSync(path.join(tmpdir(), 'migrations-'));
  cpSync(MIGRATIONS, dir, { recursive: true });
  const journalPath = path.join(dir, 'meta', '_journal.json');
  const journal = JSON.parse(readFileSync(journalPath, 'utf8')) as { entries: Array<{ tag: string }> };
  journal.entries = journal.entries.slice(
    0,
    journal.entries.findIndex((e) => e.tag === tag),
  );
  writeFileSync(journalPath, JSON.stringify(journal));
  return dir;
}

let client: PGlite;
let before: string;
const q = async <T>(text: string, params: unknown[] = []) => (await client.query<T>(text, params)).rows;
const ids: Record<string, string> = {};

beforeAll(async () => {
  client = await PGlite.create(undefined, { extensions: { pg_trgm } });
  before = migrationsBefore('0037_held_candidate_mails');
  await migrate(drizzle(client), { migrationsFolder: before });
  await seedReferenceData(drizzle(client) as unknown as Db);
  const [owner] = await q<{ id: string }>(
    `insert into users (name, email, role, email_verified_at) values ('Owner', 'owner@old.test', 'employer', now())
     returning id`,
  );
  const [job] = await q<{ id: string }>(
    `insert into jobs (owner_id, company, title, location, type, level, description, status, posted_date,
       search_text, location_text, created_at, updated_at)
     values ($1, 'Co', 'Posting', 'Hà Nội', 'full-time', 'mid', 'Work', 'published', now(), 'posting', 'ha noi',
       now(), now())
     returning id`,
    [owner!.id],
  );
  // waiting: later, still pending; now: sent at once; cancelled: later, withdrawn; sent: later, already gone.
  for (const [name, delayHours, status, cancelled] of [
    ['waiting', 48, 'pending', false],
    ['now', 0, 'sent', false],
    ['cancelled', 48, 'pending', true],
    ['sent', 1, 'sent', false],
  ] as const) {
    const [candidate] = await q<{ id: string }>(
      `insert into candidates (name, name_key, email, search_text, created_at, updated_at)
       values ($1, $1, $2, $1, now(), now()) returning id`,
      [name, `${name}@old.test`],
    );
    const [application] = await q<{ id: string }>(
      `insert into applications (job_id, candidate_id, stage, created_at, updated_at)
       values ($1, $2, 'rejected', now(), now()) returning id`,
      [job!.id, candidate!.id],
    );
    const [mail] = await q<{ id: number }>(
      `insert into outbox ("to", subject, text, html, status, next_attempt_at, created_at)
       values ($1, 'Your application', 'Hello', '<p>Hello</p>', $2, now() + make_interval(hours => $3), now())
       returning id`,
      [`${name}@old.test`, status, delayHours],
    );
    await q(
      `insert into rejection_mails (application_id, outbox_id, template, send_at, cancelled_at, created_at)
       values ($1, $2, 'standard', now() + make_interval(hours => $3), $4, now())`,
      [application!.id, mail!.id, delayHours, cancelled ? new Date() : null],
    );
    ids[name] = application!.id;
  }
  await migrate(drizzle(client), { migrationsFolder: MIGRATIONS });
}, 60_000);

afterAll(async () => {
  await client.close();
  rmSync(before, { recursive: true, force: true });
});

describe('migration 0037: mails held for the conversation', () => {
  it('marks only the rejection mail that still waits for the delay', async () => {
    const rows = await q<{
      application_id: string;
      conversation_application_id: string | null;
      copied_at: unknown;
    }>(
      `select r.application_id, o.conversation_application_id, o.copied_at
       from rejection_mails r join outbox o on o.id = r.outbox_id`,
    );
    const marked = Object.fromEntries(rows.map((r) => [r.application_id, r.conversation_application_id]));
    expect(marked).toEqual({
      [ids.waiting!]: ids.waiting,
      [ids.now!]: null,
      [ids.cancelled!]: null,
      [ids.sent!]: null,
    });
    expect(rows.every((r) => r.copied_at === null)).toBe(true);
  });
});
