import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sql } from 'drizzle-orm';
import { startTestServer } from '../../test/harness';
import type { TestServer } from '../../test/harness';
import { queryPrepared, queryRows } from './client';

// queryPrepared is the hot statements' path (decision 1018): on the embedded database it speaks PostgreSQL's
// protocol itself, so these check that it answers exactly as the ordinary path does, on whichever database runs.
let server: TestServer;

beforeAll(async () => {
  server = await startTestServer();
  await server.ctx.db.execute(
    sql`create table prepared_probe (id serial primary key, name text unique not null, at timestamptz, extra jsonb, flag boolean)`,
  );
});

afterAll(async () => {
  await server.ctx.db.execute(sql`drop table if exists prepared_probe`);
  await server.stop();
});

const insert = (name: string, at: string, extra: string | null, flag: boolean) =>
  sql`insert into prepared_probe (name, at, extra, flag) values (${name}, ${at}::timestamptz, ${extra}::jsonb, ${flag})
    returning id, name, at, extra, flag, array[name, 'x'] as tags, 3::int8 as big, 2.5::numeric as num`;

describe('queryPrepared', () => {
  it('reads and writes the same values as an ordinary query, call after call', async () => {
    const db = server.ctx.db;
    const at = '2026-03-04T05:06:07.000Z';
    const rows = [];
    // More calls than PostgreSQL's five custom plans, so the generic plan answers too.
    for (let i = 0; i < 8; i++) {
      rows.push(
        (
          await queryPrepared<Record<string, unknown>>(db, insert(`p${i}`, at, '{"a":[1,"é"]}', i % 2 === 0))
        )[0],
      );
    }
    const ordinary = (
      await queryRows<Record<string, unknown>>(db, insert('ordinary', at, '{"a":[1,"é"]}', true))
    )[0]!;
    const { id: _ordinaryId, name: _ordinaryName, tags: _ordinaryTags, ...same } = ordinary;
    for (const [i, row] of rows.entries()) {
      const { id, name, tags, ...rest } = row!;
      expect(typeof id).toBe('number');
      expect(name).toBe(`p${i}`);
      expect(tags).toEqual([`p${i}`, 'x']);
      expect(rest).toEqual({ ...same, flag: i % 2 === 0 });
    }
    expect(ordinary.extra).toEqual({ a: [1, 'é'] });
    expect(ordinary.tags).toEqual(['ordinary', 'x']);
    // Timestamps stay the database's text on both paths (parsed by callers that need a Date).
    expect(new Date(ordinary.at as string).toISOString()).toBe(at);
    const [none] = await queryPrepared<{ extra: unknown }>(
      db,
      sql`select extra from prepared_probe where name = ${'nobody'} or (extra is null and ${null}::text is not null)`,
    );
    expect(none).toBeUndefined();
  });

  it("reports the database's error with its code, and the next call goes on", async () => {
    const db = server.ctx.db;
    const statement = sql`insert into prepared_probe (name) values (${'twice'}) returning name`;
    await queryPrepared(db, statement);
    const failed = (await queryPrepared(
      db,
      sql`insert into prepared_probe (name) values (${'twice'}) returning name`,
    ).catch((error: unknown) => error)) as { cause?: { code?: string } };
    expect(failed.cause?.code).toBe('23505');
    const [row] = await queryPrepared<{ count: number | string }>(
      db,
      sql`select count(*) as count from prepared_probe where name = ${'twice'}`,
    );
    expect(Number(row!.count)).toBe(1);
  });

  it("never runs inside another caller's open transaction", async () => {
    const db = server.ctx.db;
    let release!: () => void;
    const held = new Promise<void>((resolve) => (release = resolve));
    let inserted!: () => void;
    const insertedOnce = new Promise<void>((resolve) => (inserted = resolve));
    const transaction = db
      .transaction(async (tx) => {
        await tx.execute(sql`insert into prepared_probe (name) values ('uncommitted')`);
        inserted();
        await held;
        tx.rollback();
      })
      .catch(() => undefined);
    await insertedOnce;
    const read = queryPrepared<{ count: number | string }>(
      db,
      sql`select count(*) as count from prepared_probe where name = ${'uncommitted'}`,
    );
    release();
    await transaction;
    expect(Number((await read)[0]!.count)).toBe(0);
    // Inside a transaction it is part of that transaction.
    const inside = await db.transaction(async (tx) => {
      await tx.execute(sql`insert into prepared_probe (name) values ('inside')`);
      return queryPrepared<{ count: number | string }>(
        tx,
        sql`select count(*) as count from prepared_probe where name = ${'inside'}`,
      );
    });
    expect(Number(inside[0]!.count)).toBe(1);
  });

  it('delivers the notifications its statement raises', async () => {
    const payloads: string[] = [];
    const listener = await server.ctx.database.listen('prepared_probe', {
      onNotify: (payload) => payloads.push(payload),
      onReady: () => undefined,
      onLost: () => undefined,
    });
    try {
      await queryPrepared(server.ctx.db, sql`select pg_notify('prepared_probe', ${'hello'})`);
      await expect.poll(() => payloads).toEqual(['hello']);
    } finally {
      await listener.stop();
    }
  });
});
