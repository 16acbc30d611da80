/**
 * `npm run seed:demo`: a realistic demo in the configured database (DATABASE_URL, else PGlite under
 * DATA_DIR). Idempotent: a second run adds nothing and prints no passwords. DEMO_PASSWORD gives every
 * demo account created by this run that password instead of a random one.
 */
import { sql } from 'drizzle-orm';
import { loadConfig } from '../src/config';
import { openDatabase, queryRows } from '../src/db/client';
import { ensureAdmin, seedReferenceData } from '../src/db/seed/base';
import { seedDemo } from '../src/db/seed/demo';

async function main() {
  const config = loadConfig();
  const database = await openDatabase({ url: config.databaseUrl, dataDir: config.dataDir });
  const db = database.db;
  try {
    await seedReferenceData(db);
    const admin = await ensureAdmin(db, config.admin, new Date());
    const result = await seedDemo(db, {
      dataDir: config.dataDir,
      s3: config.s3,
      databaseUrl: config.databaseUrl,
      password: process.env.DEMO_PASSWORD,
    });
    const printed = [
      ...(admin.generatedPassword
        ? [`  admin    ${config.admin.email.padEnd(32)} ${admin.generatedPassword}`]
        : []),
      ...result.accounts,
    ];
    const [counts] = await queryRows<{ jobs: string; applications: string }>(
      db,
      sql`select (select count(*) from jobs) as jobs, (select count(*) from applications) as applications`,
    );
    console.log(
      `Demo data: ${result.newJobs} new postings, ${result.newApplications} new applications (database now holds ${counts!.jobs} postings, ${counts!.applications} applications).`,
    );
    if (printed.length > 0) {
      console.log('\nDemo accounts created (passwords are shown only now):');
      console.log(printed.join('\n'));
      console.log('');
    } else {
      console.log('Demo accounts already existed; their passwords were printed when they were created.');
    }
  } finally {
    await database.close();
  }
}

main().catch((error: unknown) => {
  console.error('seed:demo failed:', error instanceof Error ? error.message : error);
  process.exit(1);
});
