import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { PGlite } from '@electric-sql/pglite';
import { queryPreparedPglite } from './pglite-prepared';

// The embedded database's own path for hot statements (decision 1018), on a bare PGlite.
let client: PGlite;

beforeAll(async () => {
  client = await PGlite.create();
  await client.exec('create table probe (a int not null)');
  await client.exec('insert into probe values (1), (2)');
});

afterAll(async () => {
  if (!client.closed) await client.close();
});

const causeOf = (error: unknown) => (error as { cause?: { code?: string; message?: string } }).cause;

describe('prepared statements on the embedded database', () => {
  it('parses a statement once and keeps it under its name', async () => {
    const rows = await queryPreparedPglite<{ n: number }>(
      client,
      'probe_sum',
      'select $1::int + 1 as n',
      [41],
    );
    expect(rows).toEqual([{ n: 42 }]);
    expect(await queryPreparedPglite(client, 'probe_sum', 'select $1::int + 1 as n', [1])).toEqual([
      { n: 2 },
    ]);
    const kept = await client.query<{ name: string }>('select name from pg_prepared_statements');
    expect(kept.rows.map((r) => r.name)).toContain('probe_sum');
  });

  it('prepares again when the database forgot the statement or the table changed under it', async () => {
    const all = () =>
      queryPreparedPglite<Record<string, number>>(client, 'probe_all', 'select * from probe order by a', []);
    expect(await all()).toEqual([{ a: 1 }, { a: 2 }]);
    await client.exec('deallocate all');
    expect(await all()).toEqual([{ a: 1 }, { a: 2 }]);
    await client.exec('alter table probe add column b int not null default 7');
    expect(await all()).toEqual([
      { a: 1, b: 7 },
      { a: 2, b: 7 },
    ]);
  });

  it("reports a statement's own error, and a database that is closed", async () => {
    const failed = await queryPreparedPglite(client, 'probe_bad', 'select $1::int / 0 as n', [1]).catch(
      (error: unknown) => error,
    );
    expect(causeOf(failed)?.code).toBe('22012');
    await client.close();
    const closed = await queryPreparedPglite(client, 'probe_sum', 'select $1::int + 1 as n', [1]).catch(
      (error: unknown) => error,
    );
    expect(causeOf(closed)?.message).toMatch(/closed/i);
  });
});
