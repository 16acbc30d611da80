/**
 * `npm run bench:analytics-writes` (decisions 913-915): what the summaries' triggers add to a stage move's rollup
 * refresh, and what the analytics round costs, on the database in DATABASE_URL (the scale seed). Refreshes 300
 * applications one transaction each with the triggers of migration 0031 on, off and on again (a refresh rewrites
 * the same rows: nothing changes), then runs the round at now, a day later and back.
 *
 *   DATABASE_URL=postgres://postgres@127.0.0.1:5432/analytics_1m npm run bench:analytics-writes
 */
import { sql } from 'drizzle-orm';
import { loadConfig } from '../src/config';
import { openDatabase, queryRows } from '../src/db/client';
import { moveAnalyticsWindows, refreshApplicationRollups } from '../src/lib/analytics-rollups';

const FACTS = ['analytics_a_scope_insert', 'analytics_a_scope_update', 'analytics_a_scope_delete'];
const STAYS = ['analytics_open_insert', 'analytics_open_update', 'analytics_open_delete'];

async function main() {
  const config = loadConfig();
  const database = await openDatabase({ url: config.databaseUrl, dataDir: config.dataDir });
  const db = database.db;
  try {
    const ids = (
      await queryRows<{ id: string }>(db, sql`select id from applications order by id limit 300 offset 12345`)
    ).map((r) => r.id);
    const time = async (label: string) => {
      const started = process.hrtime.bigint();
      for (const id of ids) await db.transaction(async (tx) => refreshApplicationRollups(tx, [id]));
      const ms = Number(process.hrtime.bigint() - started) / 1e6 / ids.length;
      console.log(`refresh, ${label}: ${ms.toFixed(2)} ms per application`);
    };
    const toggle = async (on: boolean) => {
      const verb = on ? 'enable' : 'disable';
      for (const t of FACTS)
        await db.execute(sql.raw(`alter table analytics_application_facts ${verb} trigger ${t}`));
      for (const t of STAYS)
        await db.execute(sql.raw(`alter table analytics_stage_stays ${verb} trigger ${t}`));
    };
    await time('warm-up');
    await time('summaries on');
    await toggle(false);
    try {
      await time('summaries off');
    } finally {
      await toggle(true);
    }
    await time('summaries on again');
    const now = new Date();
    for (const [label, at] of [
      ['nothing to move', now],
      ['a day later', new Date(now.getTime() + 86_400_000)],
      ['back a day', now],
    ] as const) {
      const started = Date.now();
      const done = await moveAnalyticsWindows(db, at);
      console.log(`round, ${label}: ${Date.now() - started} ms${done ? '' : ' (lock held elsewhere)'}`);
    }
  } finally {
    await database.close();
  }
}

void main();
