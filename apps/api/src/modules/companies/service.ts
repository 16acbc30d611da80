import { eq } from 'drizzle-orm';
import { i18nText } from '@app/shared';
import type { Company, CompanyRequest } from '@app/shared';
import type { AuthUser } from '../../auth/sessions';
import type { AppContext } from '../../context';
import { companies, jobs } from '../../db/schema';
import { audit } from '../../lib/audit';
import { announcePostingChange } from '../../lib/posting-changes';
import { forbidden } from '../../lib/errors';
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

/** The row behind the caller's profile: its company's (issue 10), or, for staff and admin, the one they own. */
function ownCompany(user: AuthUser) {
  return user.company ? eq(companies.id, user.company.id) : eq(companies.ownerId, user.id);
}

/** The caller's company profile; null until it is set up (a company starts with an empty name at the upgrade). */
export async function getCompany(ctx: AppContext, user: AuthUser): Promise<Company | null> {
  const [row] = await ctx.db.select().from(companies).where(ownCompany(user));
  return row && row.name !== '' ? toCompany(row) : null;
}

/** Saves the caller's company profile; its postings show the new name at once. */
export async function putCompany(ctx: AppContext, user: AuthUser, input: CompanyRequest): Promise<Company> {
  if (user.company && user.company.role !== 'owner') {
    throw forbidden(i18nText('Only the company’s owner can change its profile.'));
  }
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
    const [before] = await tx.select().from(companies).where(ownCompany(user)).for('update');
    const [row] = before
      ? await tx.update(companies).set(values).where(eq(companies.id, before.id)).returning()
      : await tx
          .insert(companies)
          .values({ ...values, ownerId: user.id, createdAt: now })
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
    // The job pages show the company's name (decision 1175).
    if (postings.some((job) => job.company !== row!.name)) await announcePostingChange(tx);
    await audit(tx, {
      action: 'company.updated',
      target: { type: 'company', id: row!.id, label: row!.name },
      changes: {
        name: { before: before?.name ?? null, after: row!.name },
        website: { before: before?.website ?? null, after: row!.website },
        location: { before: before?.location ?? null, after: row!.location },
      },
      at: now,
    });
    return toCompany(row!);
  });
}
