import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sql } from 'drizzle-orm';
import { startTestServer } from '../../test/harness';
import type { TestServer } from '../../test/harness';
import { openDatabase, queryRows } from './client';
import type { Database } from './client';

// The embedded database is PostgreSQL in single-user mode, where no autovacuum runs (decision 1019).
let embedded: Database;

beforeAll(async () => {
  embedded = await openDatabase({ inMemory: true });
});

afterAll(async () => {
  await embedded.close();
});

const sizeOf = async (db: Database) =>
  Number(
    (
      await queryRows<{ size: string | number }>(
        db.db,
        sql`select pg_relation_size('maintenance_probe') as size`,
      )
    )[0]!.size,
  );
const churn = async (db: Database) => {
  for (let i = 0; i < 5; i++) await db.db.execute(sql`update maintenance_probe set v = v + 1`);
};
const estimatedRows = async (db: Database) =>
  Number(
    (
      await queryRows<{ n: number }>(
        db.db,
        sql`select reltuples as n from pg_class where relname = 'maintenance_probe'`,
      )
    )[0]!.n,
  );

describe('the embedded database kept up', () => {
  it('reuses the space of updated rows and knows its tables once maintained', async () => {
    await embedded.db.execute(sql`create table maintenance_probe (id int primary key, v int not null)`);
    await embedded.db.execute(sql`insert into maintenance_probe select g, 0 from generate_series(1, 2000) g`);
    await churn(embedded);
    const churned = await sizeOf(embedded);
    // Without maintenance every update leaves its old row behind, and the planner has never counted the table.
    await churn(embedded);
    expect(await sizeOf(embedded)).toBeGreaterThan(churned * 1.5);
    expect(await estimatedRows(embedded)).toBeLessThan(0);

    await embedded.maintain!();
    expect(await estimatedRows(embedded)).toBe(2000);
    const maintained = await sizeOf(embedded);
    await churn(embedded);
    expect(await sizeOf(embedded)).toBeLessThanOrEqual(maintained);
  });
});

describe('the maintenance job', () => {
  let server: TestServer;

  beforeAll(async () => {
    server = await startTestServer({ server: { maintenanceIntervalMs: 50 } });
  });

  afterAll(async () => {
    await server.stop();
  });

  it('runs on its interval on the embedded database, and not at all on PostgreSQL (its autovacuum does)', async () => {
    if (server.ctx.database.kind === 'postgres') {
      expect(server.maintenance).toBeNull();
      return;
    }
    const analysed = () =>
      queryRows<{ n: number }>(
        server.ctx.db,
        sql`select reltuples as n from pg_class where relname = 'users'`,
      );
    await expect
      .poll(async () => Number((await analysed())[0]!.n), { timeout: 10_000 })
      .toBeGreaterThanOrEqual(1);
  });
});
