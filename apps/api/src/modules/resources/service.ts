import { and, desc, eq, sql } from 'drizzle-orm';
import type { SQL } from 'drizzle-orm';
import type {
  CreateResource,
  Locale,
  Resource,
  ResourceSummary,
  ResourceTopic,
  ResourceVisibility,
  UpdateResource,
} from '@app/shared';
import { RESOURCE_TOPICS, i18nText } from '@app/shared';
import type { AuthUser } from '../../auth/sessions';
import type { AppContext } from '../../context';
import { queryRows } from '../../db/client';
import type { Db } from '../../db/client';
import { resources } from '../../db/schema';
import { audit } from '../../lib/audit';
import { notFound, unprocessable } from '../../lib/errors';
import { renderMarkdown } from '../../lib/markdown';
import { containsPattern, fold, iso, isStaff, matchesTerms } from '../../lib/tenancy';

type ResourceRow = typeof resources.$inferSelect;

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

/** Who reads what (decision 708): visitors public articles, signed-in users also signed-in ones, staff all. */
export type Reader = AuthUser | null;

const isEditor = (reader: Reader) => Boolean(reader?.permissions.includes('content:write'));

export function visibleTo(reader: Reader): ResourceVisibility[] {
  if (!reader) return ['public'];
  if (isStaff(reader) || isEditor(reader)) return ['public', 'signed_in', 'staff'];
  return ['public', 'signed_in'];
}

/** The SQL condition of what a reader may see; drafts only for editors. */
function readable(reader: Reader): SQL {
  const levels = sql.join(
    visibleTo(reader).map((v) => sql`${v}`),
    sql`, `,
  );
  return isEditor(reader) ? sql`visibility in (${levels})` : sql`visibility in (${levels}) and published`;
}

const searchText = (r: { titleEn: string; titleVi: string; bodyEn: string; bodyVi: string }) =>
  fold([r.titleEn, r.titleVi, r.bodyEn, r.bodyVi].join('\n'));

const toSummary = (row: ResourceRow): ResourceSummary => ({
  id: row.id,
  topic: row.topic as ResourceTopic,
  visibility: row.visibility,
  title_en: row.titleEn,
  title_vi: row.titleVi,
  published: row.published,
  updated_at: iso(row.updatedAt),
});

const toResource = (row: ResourceRow): Resource => ({
  ...toSummary(row),
  body_en: row.bodyEn,
  body_vi: row.bodyVi,
  html_en: renderMarkdown(row.bodyEn),
  html_vi: renderMarkdown(row.bodyVi),
});

type DbRow = {
  id: string;
  topic: string;
  visibility: ResourceVisibility;
  title_en: string;
  title_vi: string;
  published: boolean;
  updated_at: string | Date;
};
const fromDb = (r: DbRow): ResourceSummary => ({
  id: r.id,
  topic: r.topic as ResourceTopic,
  visibility: r.visibility,
  title_en: r.title_en,
  title_vi: r.title_vi,
  published: r.published,
  updated_at: iso(r.updated_at),
});

const words = (q: string) =>
  [...new Set(fold(q).split(/[^\p{L}\p{N}]+/u))].filter((w) => w.length >= 2).slice(0, 12);

/**
 * One page of the articles the reader may see, last changed first (decision 1071); `q` is a substring of either
 * language's title or body, diacritics and case ignored. The id settles articles changed in the same instant, so the
 * pages neither repeat nor skip one; a page past the last is empty and still says how many there are.
 */
export async function list(
  ctx: AppContext,
  reader: Reader,
  query: { q?: string | undefined; topic?: ResourceTopic | undefined; page: number; pageSize: number },
): Promise<{
  resources: ResourceSummary[];
  total: number;
  page: number;
  pageSize: number;
  topics: ResourceTopic[];
}> {
  const conditions = [readable(reader)];
  const text = matchesTerms(query.q, sql`search_text`);
  if (text) conditions.push(text);
  if (query.topic) conditions.push(sql`topic = ${query.topic}`);
  const where = sql.join(conditions, sql` and `);
  const [rows, [counted], topics] = await Promise.all([
    queryRows<DbRow>(
      ctx.db,
      sql`select id, topic, visibility, title_en, title_vi, published, updated_at from resources
          where ${where}
          order by updated_at desc, id limit ${query.pageSize} offset ${(query.page - 1) * query.pageSize}`,
    ),
    queryRows<{ total: number }>(ctx.db, sql`select count(*)::int as total from resources where ${where}`),
    topicsWithArticles(ctx.db, reader),
  ]);
  return {
    resources: rows.map(fromDb),
    total: counted?.total ?? 0,
    page: query.page,
    pageSize: query.pageSize,
    topics,
  };
}

/**
 * The topics of which the reader may read at least one article (for a visitor: a public, published one), in the
 * library's order (decision 1127). The topic links offer these, as a knowledge base hides an empty tag: a topic with
 * no article would open an empty list. Articles count whichever language they are written in, as the list shows
 * them (the reader's language first, else the other).
 */
export async function topicsWithArticles(db: Db, reader: Reader): Promise<ResourceTopic[]> {
  const rows = await queryRows<{ topic: string }>(
    db,
    sql`select distinct topic from resources where ${readable(reader)}`,
  );
  const present = new Set(rows.map((row) => row.topic));
  return RESOURCE_TOPICS.filter((topic) => present.has(topic));
}

/**
 * Articles matching what a user is typing into a support ticket (decision 710): each word of the text that an
 * article contains scores one; the five best published articles the user may read, best first.
 */
export async function suggest(ctx: AppContext, reader: Reader, text: string): Promise<ResourceSummary[]> {
  const terms = words(text).filter((w) => w.length >= 3);
  if (terms.length === 0) return [];
  const score = sql.join(
    terms.map((w) => sql`(search_text like ${containsPattern(w)})::int`),
    sql` + `,
  );
  const rows = await queryRows<DbRow & { score: number }>(
    ctx.db,
    sql`select * from (
          select id, topic, visibility, title_en, title_vi, published, updated_at, ${score} as score
          from resources where ${readable(reader)} and published) r
        where score > 0 order by score desc, updated_at desc, id limit 5`,
  );
  return rows.map(fromDb);
}

export async function get(ctx: AppContext, reader: Reader, id: string): Promise<Resource> {
  const [row] = await queryRows<{ id: string }>(
    ctx.db,
    sql`select id from resources where id = ${id} and ${readable(reader)}`,
  );
  if (!row) throw notFound(i18nText('This article does not exist.'));
  const [full] = await ctx.db.select().from(resources).where(eq(resources.id, id));
  return toResource(full!);
}

const target = (row: ResourceRow) => ({ type: 'resource', id: row.id, label: row.titleEn || row.titleVi });

export async function create(ctx: AppContext, user: AuthUser, input: CreateResource): Promise<Resource> {
  const now = ctx.clock.now();
  return ctx.db.transaction(async (tx) => {
    const fields = {
      titleEn: input.title_en,
      titleVi: input.title_vi,
      bodyEn: input.body_en,
      bodyVi: input.body_vi,
    };
    const [row] = await tx
      .insert(resources)
      .values({
        ...fields,
        topic: input.topic,
        visibility: input.visibility,
        published: input.published,
        searchText: searchText(fields),
        authorId: user.id,
        createdAt: now,
        updatedAt: now,
      })
      .returning();
    await audit(tx, { action: 'resource.created', target: target(row!), at: now });
    return toResource(row!);
  });
}

export async function update(ctx: AppContext, id: string, input: UpdateResource): Promise<Resource> {
  const now = ctx.clock.now();
  return ctx.db.transaction(async (tx) => {
    const [current] = await tx.select().from(resources).where(eq(resources.id, id)).for('update');
    if (!current) throw notFound(i18nText('This article does not exist.'));
    const next = {
      titleEn: input.title_en ?? current.titleEn,
      titleVi: input.title_vi ?? current.titleVi,
      bodyEn: input.body_en ?? current.bodyEn,
      bodyVi: input.body_vi ?? current.bodyVi,
    };
    // An edit may empty one title, not both: an article keeps a title in at least one language (decision 708).
    if (!next.titleEn && !next.titleVi) {
      const message = i18nText('Give the article a title in at least one language');
      throw unprocessable(message, { [input.title_en !== undefined ? 'title_en' : 'title_vi']: [message] });
    }
    const [row] = await tx
      .update(resources)
      .set({
        ...next,
        topic: input.topic ?? current.topic,
        visibility: input.visibility ?? current.visibility,
        published: input.published ?? current.published,
        searchText: searchText(next),
        updatedAt: now,
      })
      .where(eq(resources.id, id))
      .returning();
    await audit(tx, {
      action: 'resource.updated',
      target: target(row!),
      changes: Object.fromEntries(
        (['titleEn', 'titleVi', 'topic', 'visibility', 'published'] as const).map((k) => [
          k,
          { before: current[k], after: row![k] },
        ]),
      ),
      at: now,
    });
    return toResource(row!);
  });
}

export async function remove(ctx: AppContext, id: string): Promise<void> {
  const now = ctx.clock.now();
  await ctx.db.transaction(async (tx) => {
    const [row] = await tx.delete(resources).where(eq(resources.id, id)).returning();
    if (!row) throw notFound(i18nText('This article does not exist.'));
    await audit(tx, { action: 'resource.deleted', target: target(row), at: now });
  });
}

/** Markdown as plain text for a page's description: no marks, links as their text, one line. */
const plainText = (markdown: string) =>
  markdown
    .replace(/!\[[^\]]*\]\([^)]*\)/g, ' ')
    .replace(/\[([^\]]*)\]\([^)]*\)/g, '$1')
    .replace(/[`*_>#~|]+/g, ' ')
    .replace(/\s+/g, ' ')
    .trim();

/**
 * What the head of /resources/:id shows (decision 1050): a public, published article's title and the start of its
 * text in `locale`, else in the language it is written in; null for any other article or id.
 */
export async function publicArticleHead(db: Db, id: string, locale: Locale) {
  if (!UUID.test(id)) return null;
  const [row] = await db
    .select()
    .from(resources)
    .where(and(eq(resources.id, id), eq(resources.visibility, 'public'), eq(resources.published, true)));
  if (!row) return null;
  const has = (lang: Locale) =>
    Boolean(lang === 'vi' ? row.titleVi || row.bodyVi : row.titleEn || row.bodyEn);
  const lang: Locale = has(locale) ? locale : locale === 'vi' ? 'en' : 'vi';
  const [title, otherTitle, body] =
    lang === 'vi' ? [row.titleVi, row.titleEn, row.bodyVi] : [row.titleEn, row.titleVi, row.bodyEn];
  const text = plainText(body);
  return {
    id: row.id,
    lang,
    title: title || otherTitle,
    description: text.length > 160 ? `${text.slice(0, 157).trimEnd()}…` : text,
    updatedAt: iso(row.updatedAt),
  };
}

/**
 * How many public articles are published, of one topic when given: the /resources page's head names its pages by it
 * (decisions 1071, 1117).
 */
export async function publicArticleCount(db: Db, topic: ResourceTopic | null = null): Promise<number> {
  const [row] = await queryRows<{ total: number }>(
    db,
    sql`select count(*)::int as total from resources
        where ${readable(null)}${topic ? sql` and topic = ${topic}` : sql``}`,
  );
  return row?.total ?? 0;
}

/** Every public, published article's id and last change: the sitemap lists their pages (decision 1050). */
export async function publicArticleIds(db: Db): Promise<Array<{ id: string; updatedAt: string }>> {
  const rows = await db
    .select({ id: resources.id, updatedAt: resources.updatedAt })
    .from(resources)
    .where(and(eq(resources.visibility, 'public'), eq(resources.published, true)))
    .orderBy(desc(resources.updatedAt), resources.id);
  return rows.map((row) => ({ id: row.id, updatedAt: iso(row.updatedAt) }));
}
