import { eq } from 'drizzle-orm';
import { companies, jobs, users } from '../src/db/schema';
import { ADMIN } from './harness';
import type { TestServer } from './harness';

const DAY = 86_400_000;

/** A company owned by the seeded admin, written straight into the database; `values` overrides any column. */
export async function insertAdminCompany(
  server: TestServer,
  values: Partial<typeof companies.$inferInsert> = {},
): Promise<{ ownerId: string; companyId: string }> {
  const [admin] = await server.ctx.db
    .select({ id: users.id })
    .from(users)
    .where(eq(users.email, ADMIN.email));
  const ownerId = admin!.id;
  const now = server.clock.now();
  const [company] = await server.ctx.db
    .insert(companies)
    .values({
      ownerId,
      name: 'Acme Software',
      website: 'https://acme.example/',
      createdAt: now,
      updatedAt: now,
      ...values,
    })
    .returning({ id: companies.id });
  return { ownerId, companyId: company!.id };
}

/**
 * A published posting written straight into the database (posted yesterday, open 30 more days), for the tests of the
 * pages that show postings; `values` overrides any column.
 */
export async function insertPublishedJob(
  server: TestServer,
  owner: { ownerId: string; companyId: string },
  values: Partial<typeof jobs.$inferInsert> = {},
): Promise<string> {
  const now = server.clock.now();
  const [row] = await server.ctx.db
    .insert(jobs)
    .values({
      ...owner,
      company: 'Acme Software',
      title: 'Senior React Developer',
      location: 'Hà Nội',
      type: 'full-time',
      level: 'senior',
      salaryMin: 30_000_000,
      salaryMax: 50_000_000,
      description: 'Build the product with us.\n\nA second paragraph.',
      requirements: ['5+ years of React'],
      skills: ['React', 'TypeScript'],
      benefits: ['13th-month salary'],
      status: 'published',
      postedDate: new Date(now.getTime() - DAY),
      deadline: new Date(now.getTime() + 30 * DAY),
      searchText: 'senior react developer acme software',
      locationText: 'ha noi',
      createdAt: now,
      updatedAt: now,
      ...values,
    })
    .returning({ id: jobs.id });
  return row!.id;
}
