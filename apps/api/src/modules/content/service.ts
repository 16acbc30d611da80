import { diffLines } from 'diff';
import { and, desc, eq, sql } from 'drizzle-orm';
import type { FastifyBaseLogger } from 'fastify';
import type {
  CreatePost,
  DiffPart,
  Locale,
  Post,
  PostCategory,
  PostVersion,
  PublicPost,
  PublicPostDetail,
  UpdatePost,
} from '@app/shared';
import { i18nText } from '@app/shared';
import type { Message } from '@app/shared';
import type { AuthUser } from '../../auth/sessions';
import type { AppContext } from '../../context';
import { queryRows } from '../../db/client';
import type { Db } from '../../db/client';
import { postVersions, posts } from '../../db/schema';
import type { PostContent } from '../../db/schema';
import { audit } from '../../lib/audit';
import type { Clock } from '../../lib/clock';
import { HttpError, conflict, forbidden, notFound, unprocessable } from '../../lib/errors';
import { afterCursor, keysetColumn, keysetOrder, keysetPage } from '../../lib/keyset';
import type { SortKey } from '../../lib/keyset';
import { discardImage, storeImage } from '../../lib/images';
import { renderMarkdown } from '../../lib/markdown';
import { fold, iso, isoOrNull } from '../../lib/tenancy';
import { intervalJob } from '../../lib/interval-job';
import type { IntervalJob } from '../../lib/interval-job';

type PostRow = typeof posts.$inferSelect;
type VersionRow = typeof postVersions.$inferSelect;

export const coverUrl = (key: string | null) => (key ? `/api/blog/covers/${key}` : null);
const notFoundPost = () => notFound(i18nText('This post does not exist.'));

const contentOf = (row: PostRow): PostContent => ({
  title: row.title,
  slug: row.slug,
  category: row.category,
  tags: row.tags,
  lang: row.lang,
  summary: row.summary,
  body: row.body,
  seoTitle: row.seoTitle,
  seoDescription: row.seoDescription,
  coverKey: row.coverKey,
});

function toPost(row: PostRow): Post {
  return {
    id: row.id,
    slug: row.slug,
    title: row.title,
    category: row.category as PostCategory,
    tags: row.tags,
    lang: row.lang as Locale,
    summary: row.summary,
    body: row.body,
    seo_title: row.seoTitle,
    seo_description: row.seoDescription,
    cover_url: coverUrl(row.coverKey),
    status: row.status,
    author_name: row.authorName,
    scheduled_at: isoOrNull(row.scheduledAt),
    published_at: isoOrNull(row.publishedAt),
    created_at: iso(row.createdAt),
    updated_at: iso(row.updatedAt),
    version: row.version,
  };
}

const toPublic = (row: PostRow): PublicPost => ({
  id: row.id,
  slug: row.slug,
  title: row.title,
  category: row.category as PostCategory,
  tags: row.tags,
  lang: row.lang as Locale,
  summary: row.summary,
  author_name: row.authorName,
  cover_url: coverUrl(row.coverKey),
  published_at: iso(row.publishedAt ?? row.createdAt),
  seo_title: row.seoTitle,
  seo_description: row.seoDescription,
});

const toVersion = (row: VersionRow): PostVersion => ({
  id: row.id,
  number: row.number,
  kind: row.kind,
  title: row.content.title,
  author_name: row.authorName,
  created_at: iso(row.createdAt),
});

const target = (row: Pick<PostRow, 'id' | 'title'>) => ({ type: 'post', id: row.id, label: row.title });
const canPublish = (user: AuthUser) => user.permissions.includes('content:publish');

/** A slug from a title: folded, non-letters to hyphens ("Kỹ sư Đà Nẵng" → "ky-su-da-nang"). */
export const slugify = (title: string) =>
  fold(title)
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-+|-+$/g, '')
    .slice(0, 80)
    .replace(/-+$/, '') || 'post';

const slugTaken = () => {
  const message: Message = i18nText('Another post already has this address.');
  return new HttpError(409, message, 'CONFLICT', { slug: [message] });
};

/**
 * Posts' addresses are chosen one transaction at a time: two posts created or renamed together would otherwise both
 * find an address free and the second insert would fail on the unique index (a 500) instead of getting the next
 * number or a 409. Held until the transaction ends.
 */
async function lockSlugs(db: Db): Promise<void> {
  await db.execute(sql`select pg_advisory_xact_lock(hashtext('post-slugs'))`);
}

async function freeSlug(db: Db, base: string): Promise<string> {
  await lockSlugs(db);
  const rows = await queryRows<{ slug: string }>(
    db,
    sql`select slug from posts where slug = ${base} or slug like ${`${base}-%`}`,
  );
  const taken = new Set(rows.map((r) => r.slug));
  if (!taken.has(base)) return base;
  for (let n = 2; ; n++) if (!taken.has(`${base}-${n}`)) return `${base}-${n}`;
}

async function ensureSlugFree(db: Db, slug: string, exceptId: string | null): Promise<void> {
  await lockSlugs(db);
  const [row] = await db.select({ id: posts.id }).from(posts).where(eq(posts.slug, slug));
  if (row && row.id !== exceptId) throw slugTaken();
}

async function addVersion(
  tx: Db,
  row: PostRow,
  kind: VersionRow['kind'],
  authorName: string,
  at: Date,
): Promise<PostRow> {
  const number = row.version + 1;
  await tx.insert(postVersions).values({
    postId: row.id,
    number,
    kind,
    content: contentOf(row),
    authorName,
    createdAt: at,
  });
  const [updated] = await tx.update(posts).set({ version: number }).where(eq(posts.id, row.id)).returning();
  return updated!;
}

async function lockedPost(tx: Db, id: string): Promise<PostRow> {
  const [row] = await tx.select().from(posts).where(eq(posts.id, id)).for('update');
  if (!row) throw notFoundPost();
  return row;
}

// ---- Editors (content:write) ----

/** Every post, last changed first, a page at a time (keyset paging, decision 1070). */
export async function listPosts(
  ctx: AppContext,
  query: { cursor?: string | undefined; limit: number },
): Promise<{ posts: Post[]; next_cursor: string | null }> {
  const keys: SortKey[] = [
    { value: sql`${posts.updatedAt}`, desc: true, cast: 'timestamptz' },
    { value: sql`${posts.id}`, desc: false, cast: 'uuid' },
  ];
  const rows = await ctx.db
    .select({ post: posts, sortKeys: keysetColumn(keys) })
    .from(posts)
    .where(query.cursor ? afterCursor(keys, query.cursor) : undefined)
    .orderBy(...keysetOrder(keys))
    .limit(query.limit + 1);
  const page = keysetPage(rows, query.limit);
  return { posts: page.rows.map((r) => toPost(r.post)), next_cursor: page.next_cursor };
}

export async function getPost(ctx: AppContext, id: string): Promise<Post> {
  const [row] = await ctx.db.select().from(posts).where(eq(posts.id, id));
  if (!row) throw notFoundPost();
  return toPost(row);
}

export async function createPost(ctx: AppContext, user: AuthUser, input: CreatePost): Promise<Post> {
  const now = ctx.clock.now();
  return ctx.db.transaction(async (tx) => {
    let slug: string;
    if (input.slug) {
      await ensureSlugFree(tx, input.slug, null);
      slug = input.slug;
    } else slug = await freeSlug(tx, slugify(input.title));
    const [row] = await tx
      .insert(posts)
      .values({
        slug,
        title: input.title,
        category: input.category,
        tags: input.tags,
        lang: input.lang,
        summary: input.summary,
        body: input.body,
        seoTitle: input.seo_title,
        seoDescription: input.seo_description,
        status: 'draft',
        authorId: user.id,
        authorName: user.name,
        createdAt: now,
        updatedAt: now,
      })
      .returning();
    const versioned = await addVersion(tx, row!, 'save', user.name, now);
    await audit(tx, { action: 'post.created', target: target(versioned), at: now });
    return toPost(versioned);
  });
}

/** A post that readers can see (or will at a set time) changes only with content:publish (decision 705). */
function assertMayChangeLive(user: AuthUser, row: PostRow) {
  if ((row.status === 'published' || row.status === 'scheduled') && !canPublish(user))
    throw forbidden(i18nText('Changing a published or scheduled post needs the content:publish permission.'));
}

export async function updatePost(
  ctx: AppContext,
  user: AuthUser,
  id: string,
  input: UpdatePost,
): Promise<Post> {
  const now = ctx.clock.now();
  let dropped: string | null = null;
  const post = await ctx.db.transaction(async (tx) => {
    const current = await lockedPost(tx, id);
    assertMayChangeLive(user, current);
    const changes: Partial<typeof posts.$inferInsert> = { updatedAt: now };
    if (input.title !== undefined) changes.title = input.title;
    if (input.slug !== undefined && input.slug !== current.slug) {
      await ensureSlugFree(tx, input.slug, id);
      changes.slug = input.slug;
    }
    if (input.category !== undefined) changes.category = input.category;
    if (input.tags !== undefined) changes.tags = input.tags;
    if (input.lang !== undefined) changes.lang = input.lang;
    if (input.summary !== undefined) changes.summary = input.summary;
    if (input.body !== undefined) changes.body = input.body;
    if (input.seo_title !== undefined) changes.seoTitle = input.seo_title;
    if (input.seo_description !== undefined) changes.seoDescription = input.seo_description;
    if (input.remove_cover) {
      changes.coverKey = null;
      dropped = current.coverKey;
    }
    const [row] = await tx.update(posts).set(changes).where(eq(posts.id, id)).returning();
    let saved = row!;
    if (input.autosave) {
      // Autosave keeps one rolling version after the last real one, instead of one per keystroke pause.
      const [latest] = await tx
        .select()
        .from(postVersions)
        .where(eq(postVersions.postId, id))
        .orderBy(desc(postVersions.number))
        .limit(1);
      if (latest?.kind === 'autosave') {
        await tx
          .update(postVersions)
          .set({ content: contentOf(saved), authorName: user.name, createdAt: now })
          .where(eq(postVersions.id, latest.id));
      } else saved = await addVersion(tx, saved, 'autosave', user.name, now);
    } else {
      saved = await addVersion(tx, saved, 'save', user.name, now);
      await audit(tx, {
        action: 'post.updated',
        target: target(saved),
        changes: Object.fromEntries(
          (['title', 'slug', 'category', 'tags', 'lang', 'seoTitle', 'seoDescription'] as const)
            .filter((k) => changes[k] !== undefined)
            .map((k) => [k, { before: current[k], after: saved[k] }]),
        ),
        at: now,
      });
    }
    return toPost(saved);
  });
  if (dropped) await discardUnusedCover(ctx, dropped);
  return post;
}

async function discardUnusedCover(ctx: AppContext, key: string) {
  if (!(await isPostCover(ctx.db, key))) await discardImage(ctx, key);
}

export async function setCover(ctx: AppContext, user: AuthUser, id: string, data: Buffer): Promise<Post> {
  const [existing] = await ctx.db.select().from(posts).where(eq(posts.id, id));
  if (!existing) throw notFoundPost();
  assertMayChangeLive(user, existing);
  const key = await storeImage(ctx, data);
  const now = ctx.clock.now();
  try {
    return await ctx.db.transaction(async (tx) => {
      const current = await lockedPost(tx, id);
      assertMayChangeLive(user, current);
      const [row] = await tx
        .update(posts)
        .set({ coverKey: key, updatedAt: now })
        .where(eq(posts.id, id))
        .returning();
      const saved = await addVersion(tx, row!, 'save', user.name, now);
      await audit(tx, { action: 'post.cover_changed', target: target(saved), at: now });
      return toPost(saved);
    });
  } catch (error) {
    await discardImage(ctx, key);
    throw error;
  }
}

// ---- Publishing (content:publish) ----

export async function publish(ctx: AppContext, user: AuthUser, id: string): Promise<Post> {
  const now = ctx.clock.now();
  return ctx.db.transaction(async (tx) => {
    const current = await lockedPost(tx, id);
    if (current.status === 'published') throw conflict(i18nText('This post is already published.'));
    if (!current.body.trim())
      throw unprocessable(i18nText('Write the post before publishing it.'), {
        body: [i18nText('Write the post before publishing it.')],
      });
    const [row] = await tx
      .update(posts)
      .set({
        status: 'published',
        publishedAt: current.publishedAt ?? now,
        scheduledAt: null,
        updatedAt: now,
      })
      .where(eq(posts.id, id))
      .returning();
    const saved = await addVersion(tx, row!, 'publish', user.name, now);
    await audit(tx, {
      action: 'post.published',
      target: target(saved),
      changes: { status: { before: current.status, after: 'published' } },
      at: now,
    });
    return toPost(saved);
  });
}

export async function schedule(ctx: AppContext, user: AuthUser, id: string, at: Date): Promise<Post> {
  const now = ctx.clock.now();
  if (at.getTime() <= now.getTime())
    throw unprocessable(i18nText('Choose a time in the future.'), {
      at: [i18nText('Choose a time in the future.')],
    });
  return ctx.db.transaction(async (tx) => {
    const current = await lockedPost(tx, id);
    if (current.status === 'published')
      throw conflict(i18nText('This post is already published; unpublish it first.'));
    if (!current.body.trim())
      throw unprocessable(i18nText('Write the post before publishing it.'), {
        body: [i18nText('Write the post before publishing it.')],
      });
    const [row] = await tx
      .update(posts)
      .set({ status: 'scheduled', scheduledAt: at, updatedAt: now })
      .where(eq(posts.id, id))
      .returning();
    await audit(tx, {
      action: 'post.scheduled',
      target: target(row!),
      changes: {
        status: { before: current.status, after: 'scheduled' },
        scheduledAt: { before: isoOrNull(current.scheduledAt), after: at.toISOString() },
      },
      at: now,
    });
    return toPost(row!);
  });
}

/** Takes a published post off the blog, or cancels a schedule (back to draft). */
export async function unpublish(ctx: AppContext, _user: AuthUser, id: string): Promise<Post> {
  const now = ctx.clock.now();
  return ctx.db.transaction(async (tx) => {
    const current = await lockedPost(tx, id);
    if (current.status !== 'published' && current.status !== 'scheduled')
      throw conflict(i18nText('This post is not published or scheduled.'));
    const status = current.status === 'published' ? 'unpublished' : 'draft';
    const [row] = await tx
      .update(posts)
      .set({ status, scheduledAt: null, updatedAt: now })
      .where(eq(posts.id, id))
      .returning();
    await audit(tx, {
      action: current.status === 'published' ? 'post.unpublished' : 'post.schedule_cancelled',
      target: target(row!),
      changes: { status: { before: current.status, after: status } },
      at: now,
    });
    return toPost(row!);
  });
}

// ---- Versions ----

export async function listVersions(ctx: AppContext, id: string): Promise<PostVersion[]> {
  await getPost(ctx, id);
  const rows = await ctx.db
    .select()
    .from(postVersions)
    .where(eq(postVersions.postId, id))
    .orderBy(desc(postVersions.number));
  return rows.map(toVersion);
}

async function versionRow(db: Db, id: string, versionId: string): Promise<VersionRow> {
  const [row] = await db
    .select()
    .from(postVersions)
    .where(and(eq(postVersions.id, versionId), eq(postVersions.postId, id)));
  if (!row) throw notFound(i18nText('This version does not exist.'));
  return row;
}

const DIFF_FIELDS: Array<[keyof PostContent, string]> = [
  ['title', 'title'],
  ['slug', 'slug'],
  ['category', 'category'],
  ['tags', 'tags'],
  ['summary', 'summary'],
  ['body', 'body'],
  ['seoTitle', 'seo_title'],
  ['seoDescription', 'seo_description'],
  ['coverKey', 'cover'],
];

const asText = (value: unknown) => (Array.isArray(value) ? value.join(', ') : String(value ?? ''));

/** Line diff from one text to another. */
export function diffText(before: string, after: string): DiffPart[] {
  return diffLines(before, after).map((part) => ({
    op: part.added ? 'add' : part.removed ? 'remove' : 'same',
    text: part.value,
  }));
}

/** The version and what changed from it to the post as it is now. */
export async function versionDiff(ctx: AppContext, id: string, versionId: string) {
  const [post] = await ctx.db.select().from(posts).where(eq(posts.id, id));
  if (!post) throw notFoundPost();
  const version = await versionRow(ctx.db, id, versionId);
  const current = contentOf(post);
  const diff = DIFF_FIELDS.flatMap(([key, field]) => {
    const before = asText(version.content[key]);
    const after = asText(current[key]);
    return before === after ? [] : [{ field, parts: diffText(before, after) }];
  });
  return { version: toVersion(version), diff };
}

export async function restoreVersion(
  ctx: AppContext,
  user: AuthUser,
  id: string,
  versionId: string,
): Promise<Post> {
  const now = ctx.clock.now();
  return ctx.db.transaction(async (tx) => {
    const current = await lockedPost(tx, id);
    assertMayChangeLive(user, current);
    const version = await versionRow(tx, id, versionId);
    const c = version.content;
    if (c.slug !== current.slug) await ensureSlugFree(tx, c.slug, id);
    const [row] = await tx
      .update(posts)
      .set({
        title: c.title,
        slug: c.slug,
        category: c.category,
        tags: c.tags,
        lang: c.lang,
        summary: c.summary,
        body: c.body,
        seoTitle: c.seoTitle,
        seoDescription: c.seoDescription,
        coverKey: c.coverKey,
        updatedAt: now,
      })
      .where(eq(posts.id, id))
      .returning();
    const saved = await addVersion(tx, row!, 'restore', user.name, now);
    await audit(tx, {
      action: 'post.restored',
      target: target(saved),
      changes: { version: { after: version.number } },
      at: now,
    });
    return toPost(saved);
  });
}

// ---- The public blog ----

/**
 * One page of the published posts, newest first (decision 1071); the id settles posts published in the same instant,
 * so the pages neither repeat nor skip one. A page past the last is empty and still says how many there are.
 */
export async function listPublished(
  ctx: AppContext,
  query: { page: number; pageSize: number },
): Promise<{ posts: PublicPost[]; total: number; page: number; pageSize: number }> {
  const published = eq(posts.status, 'published');
  const [rows, [counted]] = await Promise.all([
    ctx.db
      .select()
      .from(posts)
      .where(published)
      .orderBy(desc(posts.publishedAt), posts.id)
      .limit(query.pageSize)
      .offset((query.page - 1) * query.pageSize),
    ctx.db
      .select({ total: sql<number>`count(*)::int` })
      .from(posts)
      .where(published),
  ]);
  return {
    posts: rows.map(toPublic),
    total: counted?.total ?? 0,
    page: query.page,
    pageSize: query.pageSize,
  };
}

export async function publishedBySlug(ctx: AppContext, slug: string): Promise<PublicPostDetail> {
  const [row] = await ctx.db
    .select()
    .from(posts)
    .where(and(eq(posts.slug, slug), eq(posts.status, 'published')));
  if (!row) throw notFoundPost();
  return { ...toPublic(row), body_html: renderMarkdown(row.body) };
}

/** Whether a stored image is a post's cover (now or in a version): only such keys are served. */
export async function isPostCover(db: Db, key: string): Promise<boolean> {
  const [row] = await queryRows<{ used: boolean }>(
    db,
    sql`select exists (select 1 from posts where cover_key = ${key})
          or exists (select 1 from post_versions where content->>'coverKey' = ${key}) as used`,
  );
  return Boolean(row?.used);
}

// ---- The scheduled publisher ----

export type PublisherDeps = { db: Db; clock: Clock };

/**
 * Publishes every scheduled post whose time has come, once, whatever the number of instances (decision 706): the
 * due rows are claimed FOR UPDATE SKIP LOCKED and flipped in the same transaction, so an instance either gets a row
 * no other instance holds or skips it, and a row already flipped is no longer `scheduled`.
 */
export async function publishDue(deps: PublisherDeps): Promise<string[]> {
  const now = deps.clock.now();
  return deps.db.transaction(async (tx) => {
    const due = await queryRows<{ id: string }>(
      tx,
      sql`select id from posts where status = 'scheduled' and scheduled_at <= ${now.toISOString()}::timestamptz
          order by scheduled_at limit 50 for update skip locked`,
    );
    const published: string[] = [];
    for (const { id } of due) {
      const [row] = await tx
        .update(posts)
        .set({
          status: 'published',
          // The time the editor chose is the post's date, also for a post published before and taken off since
          // (decision 1194): it comes back at the top of the blog, dated when it comes back.
          publishedAt: sql`${posts.scheduledAt}`,
          scheduledAt: null,
          updatedAt: now,
        })
        .where(and(eq(posts.id, id), eq(posts.status, 'scheduled')))
        .returning();
      if (!row) continue;
      const saved = await addVersion(tx, row, 'publish', row.authorName, now);
      await audit(tx, {
        action: 'post.published',
        target: target(saved),
        changes: { status: { before: 'scheduled', after: 'published' } },
        actor: null,
        at: now,
      });
      published.push(id);
    }
    return published;
  });
}

export type PostScheduler = IntervalJob<string[]>;

/** Runs `publishDue` every `intervalMs` (like the job-alert batch). */
export function createPostScheduler(
  deps: PublisherDeps & { logger: FastifyBaseLogger; intervalMs: number },
): PostScheduler {
  return intervalJob({
    intervalMs: deps.intervalMs,
    logger: deps.logger,
    failure: 'scheduled publishing failed',
    fallback: [] as string[],
    round: () => publishDue(deps),
    after: (ids) => {
      if (ids.length > 0) deps.logger.info({ posts: ids }, 'scheduled posts published');
    },
  });
}

/** Every published post's slug and last change, newest first: the sitemap lists their pages (decision 1150). */
export async function publishedPostSlugs(db: Db): Promise<Array<{ slug: string; updatedAt: string }>> {
  const rows = await db
    .select({ slug: posts.slug, updatedAt: posts.updatedAt })
    .from(posts)
    .where(eq(posts.status, 'published'))
    .orderBy(desc(posts.publishedAt), posts.id);
  return rows.map((row) => ({ slug: row.slug, updatedAt: iso(row.updatedAt) }));
}

/** How many posts are published: the /blog page's head names its pages by it (decision 1071). */
export async function publishedPostCount(db: Db): Promise<number> {
  const [row] = await db
    .select({ total: sql<number>`count(*)::int` })
    .from(posts)
    .where(eq(posts.status, 'published'));
  return row?.total ?? 0;
}

/** What the head of /blog/:slug shows (decision 712): the SEO fields, else the title and summary. */
export async function publishedPostHead(db: Db, slug: string) {
  const [row] = await db
    .select()
    .from(posts)
    .where(and(eq(posts.slug, slug), eq(posts.status, 'published')));
  if (!row) return null;
  return {
    slug: row.slug,
    title: row.seoTitle || row.title,
    headline: row.title,
    description: row.seoDescription || row.summary,
    lang: row.lang as Locale,
    author: row.authorName,
    publishedAt: iso(row.publishedAt ?? row.createdAt),
    updatedAt: iso(row.updatedAt),
    coverPath: coverUrl(row.coverKey),
  };
}
