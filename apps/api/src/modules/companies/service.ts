import { eq } from 'drizzle-orm';
import type { Company, CompanyRequest } from '@app/shared';
import type { AppContext } from '../../context';
import { companies, jobs } from '../../db/schema';
import { iso } from '../../lib/tenancy';
import { jobSearchText } from '../jobs/service';

type CompanyRow = typeof companies.$inferSelect;

const toCompany = (row: CompanyRow): Company => ({
  id: row.id,
  name: row.name,
  website: row.website,
  logo_url: row.logoUrl,
  description: row.description,
  location: row.location,
  updated_at: iso(row.updatedAt),
});

export async function getCompany(ctx: AppContext, ownerId: string): Promise<Company | null> {
  const [row] = await ctx.db.select().from(companies).where(eq(companies.ownerId, ownerId));
  return row ? toCompany(row) : null;
}

/** Creates or replaces the caller's company profile; its postings show the new name at once. */
export async function putCompany(ctx: AppContext, ownerId: string, input: CompanyRequest): Promise<Company> {
  const now = ctx.clock.now();
  const values = {
    name: input.name,
    website: input.website ?? null,
    logoUrl: input.logo_url ?? null,
    description: input.description ?? '',
    location: input.location ?? '',
    updatedAt: now,
  };
  return ctx.db.transaction(async (tx) => {
    const [row] = await tx
      .insert(companies)
      .values({ ...values, ownerId, createdAt: now })
      .onConflictDoUpdate({ target: companies.ownerId, set: values })
      .returning();
    const postings = await tx
      .select({ id: jobs.id, title: jobs.title, company: jobs.company, skills: jobs.skills })
      .from(jobs)
      .where(eq(jobs.companyId, row!.id));
    for (const job of postings) {
      if (job.company === row!.name) continue;
      await tx
        .update(jobs)
        .set({ company: row!.name, searchText: jobSearchText(job.title, row!.name, job.skills) })
        .where(eq(jobs.id, job.id));
    }
    return toCompany(row!);
  });
}
