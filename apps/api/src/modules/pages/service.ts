import { sql } from 'drizzle-orm';
import type { AppContext } from '../../context';
import { queryRows } from '../../db/client';
import { isoOrNull, iso } from '../../lib/tenancy';
import { JOB_COLUMNS, postingGeneration } from '../jobs';
import type { JobRow } from '../jobs';

/** A posting as its public page shows it, with the company profile when the employer has one. */
export type PagePosting = {
  id: string;
  title: string;
  company: string;
  location: string;
  type: string;
  level: string;
  salaryMin: number | null;
  salaryMax: number | null;
  description: string;
  requirements: string[];
  skills: string[];
  benefits: string[];
  postedDate: string | null;
  deadline: string | null;
  updatedAt: string;
  isRemote: boolean;
  status: string;
  logoUrl: string | null;
  website: string | null;
};

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

/** Seconds a posting read for its page is reused by this instance (decision 500). */
export const PAGE_CACHE_MS = 5_000;
const PAGE_CACHE_MAX = 2_000;

type Entry = { at: number; generation: number; value: Promise<PagePosting | null> };

/**
 * The published or closed posting `id` (drafts are nobody's business), without counting a view: a crawler
 * reading the page is not a reader. Reads are shared for PAGE_CACHE_MS per instance, concurrent misses
 * included, so a burst of requests for one posting costs one query.
 */
export function postingReader(ctx: AppContext) {
  const cache = new Map<string, Entry>();
  const load = async (id: string): Promise<PagePosting | null> => {
    const [row] = await queryRows<JobRow & { c_website: string | null }>(
      ctx.db,
      sql`select ${JOB_COLUMNS}, c.website as c_website
          from jobs j left join companies c on c.id = j.company_id
          where j.id = ${id} and j.status in ('published', 'closed')`,
    );
    if (!row) return null;
    return {
      id: row.id,
      title: row.title,
      company: row.company,
      location: row.location,
      type: row.type,
      level: row.level,
      salaryMin: row.salary_min === null ? null : Number(row.salary_min),
      salaryMax: row.salary_max === null ? null : Number(row.salary_max),
      description: row.description,
      requirements: row.requirements,
      skills: row.skills,
      benefits: row.benefits,
      postedDate: isoOrNull(row.posted_date),
      deadline: isoOrNull(row.deadline),
      updatedAt: iso(row.updated_at),
      isRemote: row.is_remote,
      status: row.status,
      logoUrl: row.company_logo_url,
      website: row.c_website,
    };
  };
  return (id: string): Promise<PagePosting | null> => {
    if (!UUID.test(id)) return Promise.resolve(null);
    const key = id.toLowerCase();
    const now = ctx.clock.now().getTime();
    const generation = postingGeneration(ctx);
    const hit = cache.get(key);
    if (hit && hit.generation === generation && now - hit.at < PAGE_CACHE_MS) return hit.value;
    const value = load(key);
    cache.delete(key);
    cache.set(key, { at: now, generation, value });
    // A failed read is not kept.
    value.catch(() => cache.delete(key));
    if (cache.size > PAGE_CACHE_MAX) cache.delete(cache.keys().next().value!);
    return value;
  };
}

/** Whether a posting still takes applications: published and before its deadline. */
export const isOpen = (posting: PagePosting, now: Date) =>
  posting.status === 'published' &&
  (posting.deadline === null || new Date(posting.deadline).getTime() > now.getTime());

export type SitemapPosting = { id: string; lastmod: string };

/**
 * How many postings are open now (the sitemap's size), and a stamp of what the sitemap lists: the open postings'
 * and published posts' counts and last changes. A sitemap built under another stamp is stale (decision 1150).
 */
export async function sitemapState(ctx: AppContext, now: Date): Promise<{ count: number; stamp: string }> {
  const [row] = await queryRows<{
    n: string | number;
    at: unknown;
    posts: string | number;
    posts_at: unknown;
    articles: string | number;
    articles_at: unknown;
  }>(
    ctx.db,
    sql`select o.n, o.at, p.n as posts, p.at as posts_at, r.n as articles, r.at as articles_at
        from (select count(*) as n, max(j.updated_at) as at from jobs j
              where j.status = 'published' and (j.deadline is null or j.deadline > ${now.toISOString()})) o,
             (select count(*) as n, max(updated_at) as at from posts where status = 'published') p,
             (select count(*) as n, max(updated_at) as at from resources
              where visibility = 'public' and published) r`,
  );
  const count = Number(row?.n ?? 0);
  return {
    count,
    stamp: JSON.stringify([count, row?.at, row?.posts, row?.posts_at, row?.articles, row?.articles_at]),
  };
}

/** Open postings in a stable order (by id), `limit` from `offset`, with the time each last changed. */
export async function openPostings(
  ctx: AppContext,
  now: Date,
  offset: number,
  limit: number,
): Promise<SitemapPosting[]> {
  if (limit <= 0) return [];
  const rows = await queryRows<{ id: string; updated_at: string | Date }>(
    ctx.db,
    sql`select j.id, j.updated_at from jobs j
        where j.status = 'published' and (j.deadline is null or j.deadline > ${now.toISOString()})
        order by j.id limit ${limit} offset ${offset}`,
  );
  return rows.map((row) => ({ id: row.id, lastmod: iso(row.updated_at) }));
}
